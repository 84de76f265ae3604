import { useEffect, useState } from "preact/hooks";
import { commands, type ExportSigner, type Provenance } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";

/**
 * Who signed an imported file, as the core checked it: the organizer's name and the key's short
 * fingerprint, a warning when that name came before with another key, or "unsigned" for a file
 * written before exports were signed.
 */
export function ImportProvenance(props: { provenance: Provenance }) {
  const { t } = useI18n();
  const p = props.provenance;
  if (p.kind === "unsigned") {
    return (
      <p class="notice wrap" data-testid="import-provenance">
        {t("library.import.unsigned")}
      </p>
    );
  }
  return (
    <>
      <p class="notice wrap" data-testid="import-provenance">
        {t("library.import.signedBy", { name: p.signer.name, fingerprint: p.signer.fingerprint })}
      </p>
      {p.earlierKeys.length > 0 && (
        <p class="warning wrap" role="alert" data-testid="import-new-key">
          {t("library.import.newKey", {
            name: p.signer.name,
            fingerprint: p.signer.fingerprint,
            earlier: p.earlierKeys.join(", "),
          })}
        </p>
      )}
    </>
  );
}

/**
 * The name this install signs its exports with, its key's fingerprint (once the first export has
 * made the key), and a field to change the name. `exports` counts the exports written meanwhile.
 */
export function SignerSetting(props: { exports: number }) {
  const { t } = useI18n();
  const [signer, setSigner] = useState<ExportSigner | null>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    call(commands.exportSigner())
      .then((s) => {
        setSigner(s);
        setName(s.name);
      })
      .catch(setError);
    // Asked again after each export: the first one makes the key.
  }, [props.exports]);
  async function save(event: Event) {
    event.preventDefault();
    setError(null);
    try {
      const s = await call(commands.setOrganizerName(name));
      setSigner(s);
      setName(s.name);
    } catch (e) {
      setError(e);
    }
  }
  return (
    <form class="signer" onSubmit={save}>
      {signer && (
        <p class="muted" data-testid="export-signer">
          {signer.fingerprint === null
            ? t("library.export.signedAsNoKeyYet", { name: signer.name })
            : t("library.export.signedAs", { name: signer.name, fingerprint: signer.fingerprint })}
        </p>
      )}
      <label>
        {t("library.export.organizerName")}{" "}
        <input
          data-testid="organizer-name"
          value={name}
          maxLength={200}
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
        />
      </label>{" "}
      <button type="submit" class="secondary-button" data-testid="save-organizer-name" disabled={name.trim() === ""}>
        {t("library.export.saveName")}
      </button>
      <ErrorNotice error={error} testId="signer-error" onDismiss={() => setError(null)} />
    </form>
  );
}

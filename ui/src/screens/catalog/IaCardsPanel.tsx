// The Imperial Assault cards in use, on the catalog screen: the pack's version and counts, the
// organizer's edits file (newer cards, corrected values) imported, exported or reverted, and the
// data's licence notice. The core checks an edits file against the pack's rules.
import { useEffect, useState } from "preact/hooks";
import { commands, type ExchangeFolder, type IaCatalogOverview } from "../../bindings";
import { call, useCommand } from "../../lib/call";
import { ErrorNotice, useErrorWords } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { ImportFileField } from "../../lib/ImportFileField";
import { SaveAsButton } from "../../lib/SaveAsButton";

export function IaCardsPanel() {
  const { t } = useI18n();
  const command = useCommand();
  const words = useErrorWords();
  const [overview, setOverview] = useState<IaCatalogOverview | null>(null);
  const [folder, setFolder] = useState<ExchangeFolder | null>(null);
  const [path, setPath] = useState("");
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    void command.run(async () => {
      setOverview(await commands.iaCatalogOverview());
      setFolder(await call(commands.listExchangeFiles()));
    });
  }, []);

  const change = async (action: () => Promise<IaCatalogOverview>, message: (o: IaCatalogOverview) => string) => {
    setDone(null);
    const next = await command.run(action);
    if (next) {
      setOverview(next);
      setDone(message(next));
    }
  };
  const exportTo = async (to: string | null) => {
    setDone(null);
    const file = await command.run(() => call(commands.exportIaCatalogEdits(to)));
    if (file) setDone(t("ia.cards.written", { path: file.path }));
  };

  if (!overview) return <ErrorNotice error={command.error} />;
  const hasEdits = overview.editsLabel !== null;
  return (
    <section class="panel catalog-files" data-testid="ia-cards">
      <h2>{t("ia.cards.title")}</h2>
      <p data-testid="ia-cards-version">
        {t("ia.cards.summary", {
          version: overview.pack.version,
          deployment: overview.deploymentCards,
          command: overview.commandCards,
          maps: overview.skirmishMaps,
        })}
      </p>
      {hasEdits && <p class="muted">{t("ia.cards.edits", { label: overview.editsLabel ?? "" })}</p>}
      {overview.savedEditsProblems.length > 0 && (
        <div class="error" role="alert" data-testid="ia-cards-saved-problems">
          <p>{t("ia.cards.savedUnusable")}</p>
          <ul>
            {words
              .appError({ kind: "refused", refusal: { kind: "iaCatalog", problems: overview.savedEditsProblems } })
              .details.map((line) => (
                <li key={line}>{line}</li>
              ))}
          </ul>
        </div>
      )}
      <form
        class="import-form"
        onSubmit={(e) => {
          e.preventDefault();
          void change(
            () => call(commands.importIaCatalogEdits(path)),
            (o) => t("ia.cards.imported", { version: o.pack.version }),
          );
        }}
      >
        <h3>{t("ia.cards.import")}</h3>
        <ImportFileField
          folder={folder}
          path={path}
          setPath={setPath}
          labels={{ choose: t("catalog.files.choose"), noFiles: t("catalog.files.noFiles"), path: t("catalog.files.path") }}
        />
        <div class="button-row">
          <button type="submit" class="primary-button" data-testid="ia-cards-import" disabled={command.busy || path.trim() === ""}>
            {t("ia.cards.import")}
          </button>
          <button
            type="button"
            class="secondary-button"
            data-testid="ia-cards-export"
            disabled={!hasEdits}
            onClick={() => void exportTo(null)}
          >
            {t("ia.cards.export")}
          </button>
          <SaveAsButton testId="ia-cards-save" defaultName="hexadraft-ia-edits.json" disabled={!hasEdits} onChosen={(to) => exportTo(to)} />
          <button
            type="button"
            class="secondary-button"
            data-testid="ia-cards-revert"
            disabled={!hasEdits}
            onClick={() =>
              void change(
                () => call(commands.revertIaCatalogEdits()),
                (o) => t("ia.cards.reverted", { version: o.pack.version }),
              )
            }
          >
            {t("ia.cards.revert")}
          </button>
        </div>
      </form>
      {done && (
        <p class="notice" role="status" data-testid="ia-cards-done">
          {done}
        </p>
      )}
      <ErrorNotice error={command.error} testId="ia-cards-error" onDismiss={command.clear} />
      <details>
        <summary>{t("ia.cards.notice")}</summary>
        <pre class="muted">{overview.notice}</pre>
      </details>
    </section>
  );
}

import { useEffect, useState } from "preact/hooks";
import { commands, type CatalogOverview, type ExchangeFolder } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { ImportFileField } from "../../lib/ImportFileField";
import { SaveAsButton } from "../../lib/SaveAsButton";

/**
 * Exports of the organizer's edits and of the whole merged pack, and import of an edits file.
 * An export goes to the app-data folder's "exports" folder (its full path is shown), or with
 * "Save as…" to the file chosen in the system's save dialog; an import picks a file with the
 * system's open dialog, from those listed in the folder, or by a full path typed in.
 */
export function CatalogFiles(props: {
  hasEdits: boolean;
  onImported: (overview: CatalogOverview) => void;
}) {
  const { t } = useI18n();
  const [folder, setFolder] = useState<ExchangeFolder | null>(null);
  const [written, setWritten] = useState<string | null>(null);
  const [imported, setImported] = useState<string | null>(null);
  const [path, setPath] = useState("");
  const [error, setError] = useState<unknown>(null);

  const refresh = () =>
    call(commands.listExchangeFiles())
      .then(setFolder)
      .catch((e) => setError(e));
  useEffect(() => {
    void refresh();
  }, []);

  async function exportWith(action: () => Promise<{ path: string }>) {
    setError(null);
    setImported(null);
    try {
      const file = await action();
      setWritten(file.path);
      await refresh();
    } catch (e) {
      setError(e);
    }
  }

  async function importFile(event: Event) {
    event.preventDefault();
    setError(null);
    setWritten(null);
    try {
      const overview = await call(commands.importCatalogEdits(path));
      setImported(t("catalog.files.imported", { version: overview.version }));
      props.onImported(overview);
    } catch (e) {
      setError(e);
    }
  }

  return (
    <section class="panel catalog-files" data-testid="catalog-files">
      <h2>{t("catalog.files.title")}</h2>
      {folder && <p class="muted path">{t("catalog.files.folder", { dir: folder.dir })}</p>}
      <div class="button-row">
        <button
          class="secondary-button"
          data-testid="export-edits"
          disabled={!props.hasEdits}
          onClick={() => exportWith(() => call(commands.exportCatalogEdits(null)))}
        >
          {t("catalog.files.exportEdits")}
        </button>
        <SaveAsButton
          testId="save-edits"
          defaultName="hexadraft-catalog-edits.json"
          disabled={!props.hasEdits}
          onChosen={(to) => exportWith(() => call(commands.exportCatalogEdits(to)))}
        />
        <button
          class="secondary-button"
          data-testid="export-pack"
          onClick={() => exportWith(() => call(commands.exportCatalogPack(null)))}
        >
          {t("catalog.files.exportPack")}
        </button>
        <SaveAsButton
          testId="save-pack"
          defaultName="hexadraft-data-pack.json"
          onChosen={(to) => exportWith(() => call(commands.exportCatalogPack(to)))}
        />
      </div>
      {written && (
        <p class="notice path" data-testid="written-path">
          {t("catalog.files.written", { path: written })}
        </p>
      )}
      <form class="import-form" onSubmit={importFile}>
        <h3>{t("catalog.files.import")}</h3>
        <p class="muted">{t("catalog.files.importHint")}</p>
        <ImportFileField
          folder={folder}
          path={path}
          setPath={setPath}
          labels={{
            choose: t("catalog.files.choose"),
            noFiles: t("catalog.files.noFiles"),
            path: t("catalog.files.path"),
          }}
        />
        <button type="submit" class="primary-button" data-testid="import-edits" disabled={path.trim() === ""}>
          {t("catalog.files.import")}
        </button>
      </form>
      {imported && (
        <p class="notice" data-testid="import-done">
          {imported}
        </p>
      )}
      <ErrorNotice error={error} testId="files-error" />
    </section>
  );
}

import type { ExchangeFolder } from "../bindings";
import { chooseFile } from "./files";
import { useI18n } from "./i18n-context";

/**
 * Where an imported file comes from: the system's open dialog, one of the files in the exchange
 * folder, or a full path typed in. Shared by every screen that imports a file.
 */
export function ImportFileField(props: {
  folder: ExchangeFolder | null;
  path: string;
  setPath: (path: string) => void;
  labels: { choose: string; noFiles: string; path: string };
}) {
  const { folder, path, setPath, labels } = props;
  const { t } = useI18n();
  const browse = async () => {
    try {
      const chosen = await chooseFile([{ name: "JSON", extensions: ["json"] }]);
      if (chosen) setPath(chosen);
    } catch {
      // No dialog (a desktop without one): the typed path below still works.
    }
  };
  return (
    <>
      <button type="button" class="secondary" data-testid="import-browse" onClick={() => void browse()}>
        {t("common.browse")}
      </button>
      {folder && folder.files.length > 0 ? (
        <label class="stacked-field">
          {labels.choose}
          <select
            data-testid="import-choice"
            value={folder.files.some((f) => f.path === path) ? path : ""}
            onChange={(e) => setPath((e.currentTarget as HTMLSelectElement).value)}
          >
            <option value="">—</option>
            {folder.files.map((f) => (
              <option key={f.path} value={f.path}>
                {f.name}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p class="muted">{labels.noFiles}</p>
      )}
      <label class="stacked-field">
        {labels.path}
        <input
          data-testid="import-path"
          value={path}
          onInput={(e) => setPath((e.currentTarget as HTMLInputElement).value)}
        />
      </label>
    </>
  );
}

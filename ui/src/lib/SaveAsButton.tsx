// "Save as…": the system's save dialog chooses where an export goes; the core writes it there.
// Closing the dialog does nothing. The plain export buttons beside it keep writing into the
// exports folder (the end-to-end tests use those: they cannot drive a native dialog).
import { chooseSaveFile } from "./files";
import { useI18n } from "./i18n-context";

export function SaveAsButton(props: {
  /** The name the dialog suggests. */
  defaultName: string;
  /** Writes the export to the chosen path. */
  onChosen: (path: string) => Promise<void>;
  disabled?: boolean;
  testId: string;
}) {
  const { t } = useI18n();
  async function choose() {
    let path: string | null = null;
    try {
      path = await chooseSaveFile(props.defaultName, [{ name: "JSON", extensions: ["json"] }]);
    } catch {
      // No dialog (a desktop without one): the export buttons beside this one still work.
      return;
    }
    if (path !== null) await props.onChosen(path);
  }
  return (
    <button type="button" class="secondary-button" data-testid={props.testId} disabled={props.disabled} onClick={() => void choose()}>
      {t("common.saveAs")}
    </button>
  );
}

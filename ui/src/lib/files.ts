// The system's file dialogs and file manager, through Tauri's official plugins (dialog and
// opener). They only choose a path or show one: reading and writing stay in the core, which
// takes the path. Typed paths remain beside every dialog, for a path the dialog cannot reach
// and for the end-to-end tests, which cannot drive a native dialog (docs/formats.md).
import { open, save } from "@tauri-apps/plugin-dialog";
import { revealItemInDir } from "@tauri-apps/plugin-opener";

/** A file chosen in the system's open dialog, or `null` when the dialog was closed. */
export async function chooseFile(filters: { name: string; extensions: string[] }[]): Promise<string | null> {
  const chosen = await open({ multiple: false, directory: false, filters });
  return typeof chosen === "string" ? chosen : null;
}

/** A folder chosen in the system's dialog, or `null` when the dialog was closed. */
export async function chooseFolder(defaultPath?: string): Promise<string | null> {
  const chosen = await open({ multiple: false, directory: true, defaultPath });
  return typeof chosen === "string" ? chosen : null;
}

/** Shows a file (selected) or a folder in the system's file manager. */
export async function showInFolder(path: string): Promise<void> {
  await revealItemInDir(path);
}

/**
 * A file to write, chosen in the system's save dialog (which asks before replacing a file), or
 * `null` when the dialog was closed.
 */
export async function chooseSaveFile(
  defaultName: string,
  filters: { name: string; extensions: string[] }[],
): Promise<string | null> {
  const chosen = await save({ defaultPath: defaultName, filters });
  return typeof chosen === "string" ? chosen : null;
}

// A round's backup copy that could not be made (a full disk, no permission) is said wherever the
// organizer is: both desks' actions pass through the event door (eventDoors.ts), which hands the
// core's warning here, and the app shows it once (screens/library/BackupWarning.tsx). The action
// itself was saved; only the copy is missing.
import type { ErrorReport } from "../bindings";

type Listener = (report: ErrorReport) => void;
const listeners = new Set<Listener>();

/** Says the warning an action's answer carries, if it carries one. */
export function reportBackupWarning(report: ErrorReport | null | undefined): void {
  if (report) for (const listener of listeners) listener(report);
}

/** Listens for warnings; answers the function that stops listening. */
export function onBackupWarning(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

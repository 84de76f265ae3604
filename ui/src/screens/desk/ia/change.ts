// An Imperial Assault action answers with what it changed (the core's `IaSnapshotChange`): each
// part of the event's snapshot that differs, whole, and the players and rounds item by item. The
// desk keeps every other part of what it shows and replaces only those.
import type { IaActionOutcome, IaEventSnapshot, IaEventView, IaSnapshotChange, ListChange } from "../../../bindings";

/** The parts of the snapshot told whole: the rest (players, rounds) come item by item. */
const WHOLE = [
  "definition",
  "rules",
  "stage",
  "open",
  "structure",
  "table_structure",
  "keep_apart",
  "standings",
  "bracket",
  "cut_preview",
  "cut_missions",
  "reports",
  "placings",
  "timer",
] as const satisfies readonly (keyof IaSnapshotChange & keyof IaEventSnapshot)[];

/** `list` with a list's change applied: its length now, and each changed or added item in place. */
export function patched<T>(list: T[], change: ListChange<T>): T[] {
  const next = list.slice(0, change.len);
  for (const { index, item } of change.items) next[index] = item;
  return next;
}

/** The snapshot after an action, from the one before and what the action changed. */
export function withChange(snapshot: IaEventSnapshot, change: IaSnapshotChange): IaEventSnapshot {
  const next: IaEventSnapshot = { ...snapshot };
  for (const key of WHOLE) {
    const part = change[key];
    if (part) (next as Record<string, unknown>)[key] = part.now;
  }
  if (change.players) next.players = patched(snapshot.players, change.players);
  if (change.rounds) next.rounds = patched(snapshot.rounds, change.rounds);
  return next;
}

/** The event's view after an accepted action: its `seq` now, and its snapshot with the change. */
export function afterAction(view: IaEventView, outcome: IaActionOutcome): IaEventView {
  return {
    ...view,
    seq: outcome.seq,
    snapshot: view.snapshot && withChange(view.snapshot, outcome.change),
  };
}

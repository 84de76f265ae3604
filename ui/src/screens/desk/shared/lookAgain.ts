// The stale check every desk's action call shares. Each action is sent with the `seq` (the
// journal's length) the screen was drawn from; when the journal moved on meanwhile (another
// window, a phone's report) the core refuses it as stale, and the desk reads the event again so
// the organizer's next action starts from what is true.
import { appErrorOf, isStale } from "../../../lib/call";

/**
 * After a refused call, reads the event again when the refusal says the screen is behind the
 * journal: on a stale screen only (`"stale"`), or also when the event can now only be read
 * (`"anyConflict"`: the desk then shows it as it is, with its read-only notice). Says whether it
 * read again.
 */
export function lookAgainIfBehind(error: unknown, readAgain: () => unknown, on: "stale" | "anyConflict" = "stale"): boolean {
  const behind = on === "stale" ? isStale(error) : appErrorOf(error)?.kind === "conflict";
  if (behind) void readAgain();
  return behind;
}

// Small display helpers of the table draft: the draft's characters by id, the seats and viewers.
import type { DraftView, Seat, TableViewer } from "../../bindings";

/** Every character of both lineups, by id. */
export function characterNames(view: DraftView): Record<string, string> {
  const names: Record<string, string> = {};
  for (const player of [view.players.first, view.players.second]) {
    for (const entry of player.lineup) names[entry.character] = entry.name || entry.character;
  }
  return names;
}

export const SEATS: Seat[] = ["first", "second"];
export const other = (seat: Seat): Seat => (seat === "first" ? "second" : "first");

/** The whole table looking at the shared screen: no secret of either player. */
export const TABLE: TableViewer = { kind: "table" };
/** One player alone with the device. */
export const seatViewer = (seat: Seat): TableViewer => ({ kind: "seat", seat });

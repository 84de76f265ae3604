// The words of an AGL event that several screen areas show: the desk, the table draft's match
// sheet and phone reports, and the projector. They live here, beneath those areas, so that none of
// them imports another's folder for a sentence.
import type { CutRoundName, EventSnapshot, GameEnd, ResultWarning } from "../bindings";
import type { T } from "../i18n";

/** A player's name in a snapshot; an id the snapshot does not know is shown as `#id`. */
export function playerName(snapshot: EventSnapshot, id: number): string {
  return snapshot.players.find((p) => p.id === id)?.name ?? `#${id}`;
}

/** A warning of an accepted action, with the clause it cites as the rules text writes it. */
export const cited = (t: T, text: string, clause: string) => t("event.cited", { text, clause });

/** What looks implausible in a result as entered (recorded as entered all the same). */
export function resultWarningText(t: T, seats: { first: string; second: string }, warning: ResultWarning): string {
  switch (warning.kind) {
    case "firstBloodWithoutFrags":
      return cited(t, t("event.resultWarning.firstBloodWithoutFrags", { name: seats[warning.seat] }), warning.clause);
    case "equalFragsWithoutFirstBlood":
      return cited(
        t,
        t("event.resultWarning.equalFragsWithoutFirstBlood", {
          frags: warning.frags,
          decides: warning.decides_game ? "yes" : "no",
        }),
        warning.clause,
      );
  }
}

/** How a game ended, when it was not played to its end. */
export function gameEndText(t: T, seats: { first: string; second: string }, end: GameEnd): string | null {
  switch (end.kind) {
    case "played":
      return null;
    case "conceded":
      return t("event.gameEnd.concededBy", { name: seats[end.by] });
    case "abandoned":
      return t("event.gameEnd.abandonedShown");
  }
}

/** A round of an Imperial Assault cut by its name (the core's `CutRoundName`): the final, the
 * semi-finals, the quarter-finals, or the round of 16, 32... The desk and the projector say it
 * alike. */
export function cutRoundWord(t: T, name: CutRoundName): string {
  switch (name.kind) {
    case "final":
      return t("ia.cut.final");
    case "semiFinals":
      return t("ia.cut.semiFinals");
    case "quarterFinals":
      return t("ia.cut.quarterFinals");
    case "roundOf":
      return t("ia.cut.roundOf", { players: name.players });
  }
}

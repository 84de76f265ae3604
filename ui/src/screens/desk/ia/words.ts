// The Imperial Assault desk's sentences from the core's answers: where the event stands, the
// rounds it announces, why a standings row is where it is, and the names of the cut's rounds.
import type { IaStandingRow, IaStage, RoundStructure } from "../../../bindings";
import type { T } from "../../../i18n";

/** Where the event stands, in a sentence. */
export function iaStageText(t: T, stage: IaStage, players: number): string {
  switch (stage.kind) {
    case "registration":
      return t("ia.stage.registration", { count: players });
    case "roundInProgress":
      return t("ia.stage.roundInProgress", { round: stage.round, missing: stage.results_missing });
    case "readyToPair":
      return t("ia.stage.readyToPair", { round: stage.next_round });
    case "readyToCut":
      return t("ia.stage.readyToCut");
    case "cutInProgress":
      return t("ia.stage.cutInProgress", { round: stage.round, missing: stage.results_missing });
    case "finished":
      return t("ia.stage.finished");
  }
}

export function structureText(t: T, s: RoundStructure): string {
  return t("ia.structure.now", {
    rounds: s.swiss_rounds,
    cut: s.cut === null ? t("ia.cut.none") : t("ia.cut.top", { size: s.cut }),
  });
}

/**
 * Why a row stands where it does, as a sentence with the numbers, worded from this row's side
 * ("behind Ana on strength of schedule, 21 to 27"), from the core's `separated_by`.
 */
export function iaSeparatedText(
  t: T,
  rows: readonly IaStandingRow[],
  index: number,
  name: (id: number) => string,
): string {
  const row = rows[index]!;
  const above = index > 0 ? rows[index - 1] : undefined;
  if (row.separated_by === "first" || !above) return t("ia.separated.first");
  if (row.separated_by === "lot") return t("ia.separated.lotBehind", { name: name(above.player) });
  const [criterion, mine, theirs] =
    row.separated_by === "points"
      ? [t("ia.criterion.points"), String(row.points), String(above.points)]
      : row.separated_by === "strength-of-schedule"
        ? [t("ia.criterion.sos"), row.strength_of_schedule, above.strength_of_schedule]
        : [t("ia.criterion.esos"), row.extended_strength_of_schedule, above.extended_strength_of_schedule];
  return t("event.separated.behind", { name: name(above.player), criterion, mine, theirs });
}

/** A round of the cut named by what it is, from the players still in it (two a game): the
 * final, the semi-finals, the quarter-finals, or the round of 16, 32... */
export function cutRoundName(t: T, games: number): string {
  const players = Math.max(2, games * 2);
  if (players === 2) return t("ia.cut.final");
  if (players === 4) return t("ia.cut.semiFinals");
  if (players === 8) return t("ia.cut.quarterFinals");
  return t("ia.cut.roundOf", { players });
}

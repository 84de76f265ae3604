// The Imperial Assault desk's sentences from the core's answers: where the event stands, the
// rounds it announces, why a standings row is where it is, and the names of the cut's rounds.
import type { CutRoundName, IaStandingRow, IaStage, RoundStructure } from "../../../bindings";
import { cutRoundWord } from "../../../lib/eventWords";
import type { T } from "../../../i18n";

/** Where the event stands, in a sentence. */
export function iaStageText(t: T, stage: IaStage, players: number): string {
  switch (stage.kind) {
    case "registration":
      return t("ia.stage.registration", { count: players });
    case "roundProposed":
      return t("ia.stage.roundProposed", { round: stage.round });
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
        ? [t("ia.criterion.sos"), ...strengthsCompared(row.strength_of_schedule, above.strength_of_schedule)]
        : [t("ia.criterion.esos"), ...strengthsCompared(row.extended_strength_of_schedule, above.extended_strength_of_schedule)];
  return t("event.separated.behind", { name: name(above.player), criterion, mine, theirs });
}

/**
 * A strength of schedule as the core sends it (exact: "23/6", or "4") as the printed standings
 * show it: a whole number as it is, else three decimals ("3.833") rounded half up as the paper
 * rounds, so desk and paper agree to the digit.
 */
export function strengthText(exact: string): string {
  const [top, bottom] = exact.split("/");
  let numerator: bigint;
  let denominator: bigint;
  try {
    numerator = BigInt(top ?? "0");
    denominator = bottom === undefined ? 1n : BigInt(bottom);
  } catch {
    return exact;
  }
  if (denominator <= 0n) return exact;
  if (denominator === 1n) return numerator.toString();
  const whole = numerator / denominator;
  const thousandths = ((numerator % denominator) * 1000n + denominator / 2n) / denominator;
  return thousandths >= 1000n ? `${whole + 1n}.000` : `${whole}.${thousandths.toString().padStart(3, "0")}`;
}

/** Two strengths as a sentence compares them: in decimals, unless only the exact values differ. */
function strengthsCompared(mine: string, theirs: string): [string, string] {
  const [a, b] = [strengthText(mine), strengthText(theirs)];
  return a === b && mine !== theirs ? [mine, theirs] : [a, b];
}

/** A round of the cut named by what it is, from the players still in it (two a game): the
 * final, the semi-finals, the quarter-finals, or the round of 16, 32... */
export function cutRoundName(t: T, games: number): string {
  const players = Math.max(2, games * 2);
  const name: CutRoundName =
    players === 2
      ? { kind: "final" }
      : players === 4
        ? { kind: "semiFinals" }
        : players === 8
          ? { kind: "quarterFinals" }
          : { kind: "roundOf", players };
  return cutRoundWord(t, name);
}

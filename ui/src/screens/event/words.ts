// Turns the engine's structured answers (reasons, warnings, stages) into words of the chosen
// language. No rule is decided here: every value shown comes from the core.
import type {
  ByeReason,
  EventFormat,
  EventSnapshot,
  EventStage,
  EventType,
  Mod,
  Outcome,
  PairingNote,
  PairingReason,
  PairingWarning,
  PassedOver,
  RulesetVersion,
  Scenario,
  ScenarioChoice,
  SeparatedBy,
  Step,
  Tiebreak,
} from "../../bindings";
import type { Language, MessageKey } from "../../i18n";

export type T = (key: MessageKey, params?: Record<string, string | number>) => string;

const FORMAT: Record<EventFormat, MessageKey> = {
  "standard-tournament": "event.format.standardTournament",
  "open-tournament": "event.format.openTournament",
  "standard-league": "event.format.standardLeague",
  "open-league": "event.format.openLeague",
};
const RULESET: Record<RulesetVersion, MessageKey> = {
  "agl-v1.0": "event.ruleset.v1",
  "agl-season-2": "event.ruleset.s2",
};
const EVENT_TYPE: Record<EventType, string> = {
  interplanetario: "Interplanetario",
  regional: "Regional",
  standard: "Standard",
  open: "Open",
};
// Mods keep their English names in every language (the French text mislabels two of them).
const MOD: Record<Mod, string> = {
  "koorie-queen": "Koorie Queen",
  zlavin: "Zlavin",
  vassily: "Vassily",
  semy: "Semy",
  carano: "Carano",
  "agl-circuit": "AGL Circuit",
  "final-boss": "Final Boss",
};
const OUTCOME: Record<Outcome, MessageKey> = {
  "total-victory": "event.outcome.totalVictory",
  victory: "event.outcome.victory",
  tie: "event.outcome.tie",
  defeat: "event.outcome.defeat",
};
const SEPARATED: Record<SeparatedBy, MessageKey> = {
  first: "event.separated.first",
  points: "event.separated.points",
  "victory-points": "event.separated.victoryPoints",
  frags: "event.separated.frags",
  "opponents-victory-points": "event.separated.opponentsVictoryPoints",
  "opponents-points": "event.separated.opponentsPoints",
  "registration-order": "event.separated.registration",
};
const TIEBREAK: Record<Tiebreak, MessageKey> = {
  "victory-points": "event.tiebreak.victoryPoints",
  frags: "event.tiebreak.frags",
  "opponents-victory-points": "event.tiebreak.opponentsVictoryPoints",
  "opponents-points": "event.tiebreak.opponentsPoints",
};
const STEP: Record<Step, MessageKey> = {
  "choose-roles": "event.step.chooseRoles",
  ban: "event.step.ban",
  pick: "event.step.pick",
  swap: "event.step.swap",
  deck: "event.step.deck",
  accesstel: "event.step.accesstel",
  complete: "event.step.complete",
};

export const formatName = (t: T, format: EventFormat) => t(FORMAT[format]);
export const rulesetName = (t: T, version: RulesetVersion) => t(RULESET[version]);
export const eventTypeName = (type: EventType) => EVENT_TYPE[type];
export const modName = (mod: Mod) => MOD[mod];
export const outcomeName = (t: T, outcome: Outcome) => t(OUTCOME[outcome]);
export const separatedByName = (t: T, separated: SeparatedBy) => t(SEPARATED[separated]);
export const tiebreakName = (t: T, tiebreak: Tiebreak) => t(TIEBREAK[tiebreak]);
export const stepName = (t: T, step: Step) => t(STEP[step]);

/** "1st", "1.º", "1er". */
export function ordinal(language: Language, n: number): string {
  if (language === "es") return `${n}.º`;
  if (language === "fr") return n === 1 ? "1er" : `${n}e`;
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${["th", "st", "nd", "rd"][n % 10] ?? "th"}`;
}

/** A scenario's name in the language, falling back to English, then to its id. */
export function scenarioName(
  t: T,
  language: Language,
  scenarios: Scenario[],
  choice: ScenarioChoice | null,
): string {
  if (!choice) return t("event.scenario.none");
  if (choice.kind === "homemade") return t("event.scenario.homemade", { name: choice.name });
  const found = scenarios.find((s) => s.id === choice.id);
  return found?.names[language] ?? found?.names.en ?? choice.id;
}

export function playerName(snapshot: EventSnapshot, id: number): string {
  return snapshot.players.find((p) => p.id === id)?.name ?? `#${id}`;
}

function passedOver(t: T, language: Language, list: PassedOver[]): string {
  return list
    .map((p) => t("event.reason.passedOver", { rank: ordinal(language, p.rank), round: p.round }))
    .join("; ");
}

export function pairingReason(
  t: T,
  language: Language,
  snapshot: EventSnapshot,
  reason: PairingReason,
): string {
  switch (reason.kind) {
    case "drawn":
      return t("event.reason.drawn");
    case "ranked":
      return t("event.reason.ranked", { a: ordinal(language, reason.ranks.first), b: ordinal(language, reason.ranks.second) });
    case "avoidedRematch":
      return `${t("event.reason.avoidedRematch", {
        a: ordinal(language, reason.ranks.first),
        b: ordinal(language, reason.ranks.second),
      })}; ${passedOver(t, language, reason.passed_over)}`;
    case "rearranged":
      return t("event.reason.rearranged", {
        a: ordinal(language, reason.ranks.first),
        b: ordinal(language, reason.ranks.second),
        among: reason.among,
      });
    case "organizerSwap":
      return t("event.reason.swap", { name: playerName(snapshot, reason.replaced) });
  }
}

export function byeReason(t: T, language: Language, snapshot: EventSnapshot, reason: ByeReason): string {
  switch (reason.kind) {
    case "drawn":
      return t("event.bye.drawn");
    case "lowestRanked":
      return t("event.bye.lowest", { rank: ordinal(language, reason.rank) });
    case "lowestWithoutBye":
      return `${t("event.bye.lowestWithout", { rank: ordinal(language, reason.rank) })}; ${passedOver(
        t,
        language,
        reason.passed_over,
      )}`;
    case "organizerSwap":
      return t("event.reason.swap", { name: playerName(snapshot, reason.replaced) });
  }
}

export function warningText(t: T, snapshot: EventSnapshot, warning: PairingWarning): string {
  switch (warning.kind) {
    case "rematch":
      return t("event.warning.rematch", {
        a: playerName(snapshot, warning.players.first),
        b: playerName(snapshot, warning.players.second),
        round: warning.earlier_round,
      });
    case "secondBye":
      return t("event.warning.secondBye", {
        name: playerName(snapshot, warning.player),
        round: warning.earlier_round,
      });
  }
}

export function noteText(t: T, note: PairingNote): string {
  switch (note.kind) {
    case "strictRuleText":
      return t("event.note.strict");
    case "bottomRearranged":
      return t("event.note.rearranged", { players: note.players });
    case "rematchesKept":
      return t(note.proven ? "event.note.rematchesProven" : "event.note.rematchesKept", {
        count: note.count,
      });
  }
}

export function stageText(t: T, stage: EventStage): string {
  switch (stage.kind) {
    case "registration":
      return t("event.stage.registration");
    case "roundInProgress":
      return t("event.stage.inProgress", { round: stage.round, missing: stage.results_missing });
    case "readyToPair":
      return t("event.stage.ready", { round: stage.next_round });
    case "finished":
      return t("event.stage.finished");
  }
}

/** The round the organizer may pair now, if any. */
export function roundToPair(stage: EventStage): number | null {
  if (stage.kind === "registration") return 1;
  if (stage.kind === "readyToPair") return stage.next_round;
  return null;
}

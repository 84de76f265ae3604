// Turns the engine's structured answers (reasons, warnings, stages) into words of the chosen
// language. No rule is decided here: every value shown comes from the core.
import type {
  ByeReason,
  EventSnapshot,
  EventStage,
  ModWarning,
  PairingNote,
  PairingReason,
  PairingWarning,
  PassedOver,
  RegistrationWarning,
  Scenario,
  ScenarioChoice,
  ScenarioWarning,
  SeparatedBy,
  StandingRow,
  Tiebreak,
} from "../../../bindings";
import { translate, type Language, type MessageKey, type T } from "../../../i18n";
import { cited, playerName } from "../../../lib/eventWords";

export type { T };

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
/**
 * Why a row of the standings stands where it does, as a sentence with the numbers: the core's
 * `separated_by` says what put this row below the one above, so it is worded from this row's
 * side ("behind Di on Victory Points, 7 to 8"), never as if this row had more.
 */
export function separatedText(t: T, rows: readonly StandingRow[], index: number): string {
  const row = rows[index]!;
  const above = index > 0 ? rows[index - 1] : undefined;
  const separated = row.separated_by;
  if (separated === "first" || !above) return t(SEPARATED.first);
  if (separated === "registration-order") return t(SEPARATED[separated], { name: above.name });
  const value = (r: StandingRow) => {
    switch (separated) {
      case "points":
        return r.points;
      case "victory-points":
        return r.victory_points;
      case "frags":
        return r.frags;
      case "opponents-victory-points":
        return r.opponents_victory_points;
      case "opponents-points":
        return r.opponents_points;
    }
  };
  return t("event.separated.behind", {
    name: above.name,
    criterion: t(SEPARATED[separated]),
    mine: value(row),
    theirs: value(above),
  });
}
export const tiebreakName = (t: T, tiebreak: Tiebreak) => t(TIEBREAK[tiebreak]);

/** "1st", "1.º", "1er": the language's ordinal (ICU `selectordinal`). */
export function ordinal(language: Language, n: number): string {
  return translate(language, "common.ordinal", { n });
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
    case "avoidedUndraftable": {
      const passed = reason.undraftable.map((p) => `${playerName(snapshot, p.player)} (${ordinal(language, p.rank)})`);
      const text = t("event.reason.avoidedUndraftable", {
        a: ordinal(language, reason.ranks.first),
        b: ordinal(language, reason.ranks.second),
        players: new Intl.ListFormat(language, { type: "conjunction" }).format(passed),
      });
      return reason.passed_over.length > 0 ? `${text}; ${passedOver(t, language, reason.passed_over)}` : text;
    }
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
    case "undraftable":
      return t("event.warning.undraftable", {
        a: playerName(snapshot, warning.players.first),
        b: playerName(snapshot, warning.players.second),
        count: warning.shared.length,
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
    case "roundProposed":
      return t("event.stage.proposed", { round: stage.round });
    case "roundInProgress":
      return t("event.stage.inProgress", { round: stage.round, missing: stage.results_missing });
    case "readyToPair":
      return t("event.stage.ready", { round: stage.next_round });
    case "finished":
      return t("event.stage.finished");
  }
}



/** A round's scenario set or changed once the scenarios were announced. */
export function scenarioWarningText(t: T, language: Language, scenarios: Scenario[], warning: ScenarioWarning): string {
  switch (warning.kind) {
    case "notAnnounced":
      return cited(t, t("event.scenarioWarning.notAnnounced", { round: warning.round }), warning.clause);
    case "changedAfterAnnouncement":
      return cited(
        t,
        t("event.scenarioWarning.changed", {
          round: warning.round,
          previous: scenarioName(t, language, scenarios, warning.previous),
        }),
        warning.clause,
      );
  }
}

/** What the organizer should know about a player just registered or corrected. */
export function registrationWarningText(t: T, language: Language, snapshot: EventSnapshot, warning: RegistrationWarning): string {
  switch (warning.kind) {
    case "undraftableWith":
      return cited(
        t,
        t("event.registrationWarning.undraftableWith", {
          players: new Intl.ListFormat(language, { type: "conjunction" }).format(
            warning.players.map((p) => playerName(snapshot, p)),
          ),
        }),
        warning.clause,
      );
  }
}

/** What a combination of Mods means for the event (shown at setup). */
export function modWarningText(t: T, warning: ModWarning): string {
  switch (warning.kind) {
    case "koorieQueenBansUnderSemy":
      return cited(t, t("event.modWarning.koorieQueenBansUnderSemy"), warning.clause);
  }
}

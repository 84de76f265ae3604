// The game's words, named once for every screen and every message: rulesets, formats, Mods,
// event types, draft steps, character values and game outcomes. The names of the rules documents'
// own terms that stay in English in every language (Mods, event types) are plain tables; the
// rest are message keys of the common catalogs.
import type { DraftOrder, EventFormat, EventType, Mod, Outcome, RulesetVersion, Stat, Step } from "../bindings";
import type { MessageKey, T } from "../i18n";

// Mods keep their English names in every language (the French text mislabels two of them).
const MODS: Record<Mod, string> = {
  "koorie-queen": "Koorie Queen",
  zlavin: "Zlavin",
  vassily: "Vassily",
  semy: "Semy",
  carano: "Carano",
  "agl-circuit": "AGL Circuit",
  "final-boss": "Final Boss",
};

const EVENT_TYPES: Record<EventType, string> = {
  interplanetario: "Interplanetario",
  regional: "Regional",
  standard: "Standard",
  open: "Open",
};

const RULESETS: Record<RulesetVersion, MessageKey> = {
  "agl-v1.0": "game.ruleset.v1",
  "agl-season-2": "game.ruleset.s2",
};

const FORMATS: Record<EventFormat, MessageKey> = {
  "standard-tournament": "game.format.standardTournament",
  "open-tournament": "game.format.openTournament",
  "standard-league": "game.format.standardLeague",
  "open-league": "game.format.openLeague",
};

const STEPS: Record<Step, MessageKey> = {
  "choose-roles": "game.step.chooseRoles",
  ban: "game.step.ban",
  pick: "game.step.pick",
  "hidden-pick": "game.step.hiddenPick",
  swap: "game.step.swap",
  deck: "game.step.deck",
  accesstel: "game.step.accesstel",
  complete: "game.step.complete",
};

const STATS: Record<Stat, MessageKey> = {
  initiative: "game.stat.initiative",
  movement: "game.stat.movement",
  energy: "game.stat.energy",
  health: "game.stat.health",
};

const OUTCOMES: Record<Outcome, MessageKey> = {
  "total-victory": "game.outcome.totalVictory",
  victory: "game.outcome.victory",
  tie: "game.outcome.tie",
  defeat: "game.outcome.defeat",
};

export const modName = (mod: Mod): string => MODS[mod];
export const eventTypeName = (type: EventType): string => EVENT_TYPES[type];
export const rulesetName = (t: T, version: RulesetVersion): string => t(RULESETS[version]);
export const formatName = (t: T, format: EventFormat): string => t(FORMATS[format]);
/**
 * Whether a draft's swap is an organizer's hidden swap rather than the Vassily Mod's, as the core
 * says of the draft's order (docs/rulings.md, "Draft formats"); without the order, Vassily's.
 */
export const hiddenSwap = (order: DraftOrder | null | undefined): boolean => order?.swap === "hidden";
/** A draft step's name; the swap is "hidden swaps" where the draft's order says it is not Vassily's. */
export const stepName = (t: T, step: Step, order?: DraftOrder | null): string =>
  t(step === "swap" && hiddenSwap(order) ? "game.step.hiddenSwap" : STEPS[step]);
export const statName = (t: T, stat: Stat): string => t(STATS[stat]);
export const outcomeName = (t: T, outcome: Outcome): string => t(OUTCOMES[outcome]);

/** "AGL v1.0 (Season 1) · Koorie Queen, Vassily": the rules a draft or event runs under. */
export function rulesLabel(t: T, version: RulesetVersion, mods: readonly Mod[]): string {
  const names = mods.map(modName).join(", ");
  return names === "" ? rulesetName(t, version) : `${rulesetName(t, version)} · ${names}`;
}

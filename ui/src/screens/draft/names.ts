// Small display helpers: names and initials for characters the core sent.
import type { DraftView, Mod, RulesetVersion, Seat } from "../../bindings";

/** Initials for a portrait: the first letter or digit of up to two words ("8-Ball" gives "8B"). */
export function initials(name: string): string {
  const words = name
    .split(/[\s\-_.]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w.length > 0);
  if (words.length === 0) return "?";
  const letters = words.length === 1 ? [words[0]!.slice(0, 2)] : [words[0]![0], words[1]![0]];
  return letters.join("").toUpperCase();
}

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

export const MOD_NAMES: Record<Mod, string> = {
  "koorie-queen": "Koorie Queen",
  zlavin: "Zlavin",
  vassily: "Vassily",
  semy: "Semy",
  carano: "Carano",
  "agl-circuit": "AGL Circuit",
  "final-boss": "Final Boss",
};

const VERSION_NAMES: Record<RulesetVersion, string> = {
  "agl-v1.0": "AGL v1.0",
  "agl-season-2": "AGL Season 2",
};

/** "AGL v1.0 · Koorie Queen, Vassily": the rules a draft runs under, by their printed names. */
export function rulesLabel(version: RulesetVersion, mods: Mod[]): string {
  return [VERSION_NAMES[version], mods.map((m) => MOD_NAMES[m]).join(", ")].filter((x) => x !== "").join(" · ");
}

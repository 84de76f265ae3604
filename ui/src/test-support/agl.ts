// Test data shaped as the core sends it: a Standard Tournament of five players with round 1
// played (one bye) and round 2 paired, and the props the desk hands its panels.
import { vi } from "vitest";
import type {
  Accepted,
  EventAction,
  EventCatalog,
  EventSnapshot,
  EventView,
  GameResult,
  Player,
  SetupOptions,
  StandingRow,
} from "../bindings";
import type { DeskProps } from "../screens/desk/agl/EventDesk";

export const options: SetupOptions = {
  ruleset: "agl-v1.0",
  format: "standard-tournament",
  mods: [
    { mod: "koorie-queen", chosen: false, allowed: true, problems: [], warnings: [] },
    { mod: "zlavin", chosen: false, allowed: true, problems: [], warnings: [] },
    { mod: "vassily", chosen: false, allowed: true, problems: [], warnings: [] },
    { mod: "semy", chosen: false, allowed: true, problems: [], warnings: [] },
    { mod: "carano", chosen: false, allowed: true, problems: [], warnings: [] },
  ],
  mod_problems: [],
  mod_warnings: [],
  rulings: 2,
  event_types: [
    { event_type: "interplanetario", k_factor: 38, allowed: true },
    { event_type: "regional", k_factor: 36, allowed: true },
    { event_type: "standard", k_factor: 32, allowed: true },
    { event_type: "open", k_factor: 8, allowed: false },
  ],
  minimum_rounds: 3,
  maximum_rounds: 30,
  round_suggestions: [
    { from_players: 4, to_players: 8, rounds: 3 },
    { from_players: 9, to_players: 16, rounds: 4 },
    { from_players: 17, to_players: null, rounds: 5 },
  ],
  needs_stadium: false,
  homemade_scenarios: false,
  scenarios_may_repeat: true,
  sponsor_required: true,
  lineup_required: true,
  lineup_size: 8,
  lineup_sizes: null,
  scenarios_before_round_one: true,
  round_one_seed_at_pairing: true,
  first_blood: false,
  tiebreaks: ["victory-points", "frags", "opponents-victory-points"],
  minimum_players: 4,
};

export const catalog: EventCatalog = {
  versions: ["agl-v1.0", "agl-season-2"],
  formats: ["standard-tournament", "open-tournament", "standard-league", "open-league"],
  sponsors: [
    { id: "oxyd", name: "Oxyd", kind: "basic", rule: null, effect: "" },
    { id: "aigletech", name: "Aigletech", kind: "special", rule: null, effect: "" },
  ],
  scenarios: [
    { id: "assault", names: { en: "Assault", es: "Asalto", fr: null } },
    { id: "conquest", names: { en: "Conquest", es: "Conquista", fr: null } },
    { id: "carnage", names: { en: "Carnage", es: "Masacre", fr: null } },
  ],
  stadiums: [],
};

const LINEUP = ["gata", "8-ball", "parvati", "maximus", "wild-bill", "hexx3r", "major-lunah", "miyamoto-mushashi"];

const player = (id: number, name: string, dropped: number | null = null): Player => ({
  id,
  name,
  corvus_pin: `P${id}`,
  sponsor: "oxyd",
  lineup: { characters: LINEUP },
  team_name: null,
  first_round: 1,
  dropped_after_round: dropped,
});

const game = (a: number, b: number): GameResult => ({
  scores: { first: { victory_points: a, frags: 1 }, second: { victory_points: b, frags: 0 } },
  first_blood: null,
  decision: {
    outcomes: a > b ? { first: a - b >= 5 ? "total-victory" : "victory", second: "defeat" } : { first: "defeat", second: "victory" },
    decided_by: "victory-points",
  },
  points: a > b ? { first: a - b >= 5 ? 3 : 2, second: 0 } : { first: 0, second: 2 },
  game_end: { kind: "played" },
});

const row = (place: number, id: number, name: string, points: number, vp: number, over: Partial<StandingRow> = {}): StandingRow => ({
  place,
  player: id,
  name,
  points,
  victory_points: vp,
  frags: 1,
  opponents_victory_points: 9,
  opponents_points: 2,
  record: { total_victories: 0, victories: points >= 2 ? 1 : 0, ties: 0, defeats: points >= 2 ? 0 : 1, byes: 0 },
  bye_scaling: null,
  dropped: false,
  separated_by: place === 1 ? "first" : "points",
  ...over,
});

export const snapshot: EventSnapshot = {
  definition: {
    name: "Copa Señor",
    format: "standard-tournament",
    ruleset: "agl-v1.0",
    mods: [],
    event_type: "standard",
    rounds: 3,
    scenarios: [
      { kind: "official", id: "assault" },
      { kind: "official", id: "conquest" },
    ],
    stadium: null,
    seed: 7,
    rematches: "avoid",
  },
  stage: { kind: "roundInProgress", round: 2, results_missing: 2 },
  open: { registration: false, late_registration: true, pair_round: null, unpair_round: 2, swap_round: 2, scenarios_to_choose: [], publish_round: null },
  planned_rounds: 3,
  suggested_rounds: 3,
  scenarios: [
    { kind: "official", id: "assault" },
    { kind: "official", id: "conquest" },
  ],
  players: [player(1, "Ana"), player(2, "Bo"), player(3, "Cy"), player(4, "Di"), player(5, "Élodie")],
  rounds: [
    {
      number: 1,
      scenario: { kind: "official", id: "assault" },
      tables: [
        { number: 1, players: { first: 1, second: 2 }, reason: { kind: "drawn" }, warnings: [], result: game(7, 3) },
        { number: 2, players: { first: 3, second: 4 }, reason: { kind: "drawn" }, warnings: [], result: game(2, 8) },
      ],
      bye: { player: 5, reason: { kind: "drawn" }, warnings: [] },
      notes: [],
      published: true,
    },
    {
      number: 2,
      scenario: { kind: "official", id: "conquest" },
      tables: [
        {
          number: 1,
          players: { first: 1, second: 4 },
          reason: { kind: "ranked", ranks: { first: 1, second: 2 } },
          warnings: [],
          result: null,
        },
        {
          number: 2,
          players: { first: 5, second: 2 },
          reason: { kind: "avoidedRematch", ranks: { first: 3, second: 5 }, passed_over: [{ player: 3, rank: 4, round: 1 }] },
          warnings: [{ kind: "rematch", players: { first: 5, second: 2 }, earlier_round: 1 }],
          result: null,
        },
      ],
      bye: { player: 3, reason: { kind: "lowestRanked", rank: 5 }, warnings: [] },
      notes: [],
      published: true,
    },
  ],
  standings: {
    is_final: false,
    tiebreaks: ["victory-points", "frags", "opponents-victory-points"],
    rows: [
      row(1, 4, "Di", 2, 8),
      row(2, 1, "Ana", 2, 7),
      row(3, 5, "Élodie", 2, 0, {
        separated_by: "victory-points",
        record: { total_victories: 0, victories: 0, ties: 0, defeats: 0, byes: 1 },
        bye_scaling: { rounds: 3, played: 2, earned_victory_points: 7, earned_frags: 2 },
      }),
      row(4, 2, "Bo", 0, 3),
      row(5, 3, "Cy", 0, 2, { separated_by: "victory-points", dropped: true }),
    ],
  },
};

export const view: EventView = {
  id: "event-1-abc",
  title: "Copa Señor",
  seq: 12,
  readOnly: null,
  packMismatch: null,
  continuedFrom: null,
  snapshot,
  options,
  lateRegistration: true,
  ratings: {
    event_type: "standard",
    k_factor: 32,
    provisional: true,
    changes: snapshot.players.map((p) => ({
      player: p.id,
      name: p.name,
      corvus_pin: p.corvus_pin,
      before: 1000,
      games: 1,
      expected: 0.5,
      actual: 1,
      change: 16,
      after: 1016,
    })),
  },
  ratingsBefore: {},
  listedRatings: [],
  exportFolder: "/data/exports/event-1-abc",
  language: "en",
};

export const characters = LINEUP.map((id, i) => ({
  id,
  name: id.replace(/(^|-)(\w)/g, (_, dash: string, c: string) => (dash ? " " : "") + c.toUpperCase()),
  product: "core",
  productName: "Core",
  initiative: i,
}));

/** What the desk hands every panel, with `act` recording each action sent and answering
 * `accepted` (null: refused). */
export function deskProps(accepted: Accepted | null = null) {
  const actions: EventAction[] = [];
  const props: DeskProps = {
    view,
    catalog,
    characters,
    act: vi.fn(async (action: EventAction) => {
      actions.push(action);
      return accepted;
    }),
    reload: vi.fn(async () => undefined),
    report: vi.fn(),
  };
  return { props, actions };
}

/**
 * The answers every AGL desk panel reads as it draws: each round's table drafts (none), the
 * standings now, the characters, the season ledgers (none). A test adds or replaces the answer it
 * checks.
 */
export function deskAnswers(): Record<string, (...args: unknown[]) => unknown> {
  const answer = <T,>(data: T) => ({ status: "ok" as const, data });
  return {
    roundDrafts: async () => answer([]),
    eventStandings: async () => answer({ standings: snapshot.standings, ratings: view.ratings }),
    findCharacters: async () => characters,
    listLedgers: async () => answer([]),
    eventTableDrafts: async () => answer({ clock: null, format: null, clockFromThisComputer: false }),
    draftFormats: async () => answer([]),
  };
}

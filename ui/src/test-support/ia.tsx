// Test data shaped as the core sends it for an Imperial Assault event: six players (one dropped)
// after the Swiss rounds, ready for a cut of 4, and the same event with its cut made and at its
// final. Loosely typed (plain objects): the screens' tests hand them to mocked commands.
import { vi } from "vitest";
import type { IaAction, IaEventSnapshot } from "../bindings";
import type { PanelProps } from "../screens/desk/ia/panel";
export const MAPS = [
  { id: "moisture-farm", name: "Moisture Farm", products: [0] },
  { id: "echo-base", name: "Echo Base", products: [2] },
  { id: "geonosis-foundry", name: "Geonosis Foundry", products: [7] },
];
export const OPTIONS = {
  categories: [
    { category: "competitive", rules: { round_structure: "table" } },
    { category: "informal", rules: { round_structure: "organizers-choice" } },
  ],
  sosMethods: ["sum", "tome"],
  timer: { setup_minutes: 10, play_minutes: 55 },
  suggestedMaps: [MAPS[0]],
  maps: MAPS,
};

export const NAMES = ["Ana", "Bo", "Cy", "Di", "Eve", "Fay"];
export const players = NAMES.map((name, i) => ({
  id: i + 1,
  name,
  army: null,
  army_report: i === 0 ? { army_points: 40, command_cards: 15, command_points: 15, affiliation: "imperial", problems: [] } : null,
  dropped: i === 5,
}));
export const open = {
  registration: false,
  swiss: true,
  pair_round: null,
  unpair_round: null,
  swap_round: null as number | null,
  make_cut: true,
  undo_cut: false,
  cut_rounds: [] as number[],
};
export const game = (n: number, seeds: [number, number], result: object | null = null) => ({
  game: n,
  seeds: { first: seeds[0], second: seeds[1] },
  players: { first: seeds[0], second: seeds[1] },
  result,
});
export const SNAPSHOT = {
  definition: { name: "Store Championship", category: "competitive", sos_method: "sum" },
  rules: { round_one_requests: false },
  stage: { kind: "readyToCut" },
  open,
  structure: { swiss_rounds: 4, cut: 4 },
  table_structure: null,
  players,
  keep_apart: [],
  rounds: [],
  standings: null,
  bracket: null,
  cut_preview: {
    size: 4,
    seeds: [1, 2, 3, 4],
    first_games: [game(1, [1, 4]), game(2, [2, 3])],
    left_out: [
      { player: 5, place: 5, reason: "belowCut" },
      { player: 6, place: 2, reason: "dropped" },
    ],
  },
  cut_missions: [],
  reports: [],
  placings: [],
  timer: { setup_minutes: 10, play_minutes: 55 },
};
export const view = (snapshot: object, seq = 40) => ({
  id: "sc",
  title: "Store Championship",
  seq,
  readOnly: null,
  packMismatch: null,
  continuedFrom: null,
  snapshot,
  exportFolder: "/x",
  language: "en",
});
export const CUT_MADE = {
  ...SNAPSHOT,
  stage: { kind: "cutInProgress", round: 1, results_missing: 2 },
  open: { ...open, swiss: false, make_cut: false, undo_cut: true, cut_rounds: [1] },
  cut_preview: null,
  bracket: { size: 4, seeds: [1, 2, 3, 4], rounds: [{ round: 1, games: [game(1, [1, 4]), game(2, [2, 3])] }] },
  cut_missions: [{ mission: { name: "Moisture Farm", map: "moisture-farm" } }],
};
export const WON = { decision: { outcomes: { first: "win", second: "loss" }, decided_by: "victoryPoints" }, victory_points: { first: 40, second: 12 }, points: { first: 3, second: 0 } };
export const FINAL = {
  ...CUT_MADE,
  stage: { kind: "cutInProgress", round: 2, results_missing: 1 },
  open: { ...CUT_MADE.open, undo_cut: false, cut_rounds: [1, 2] },
  bracket: {
    size: 4,
    seeds: [1, 2, 3, 4],
    rounds: [
      { round: 1, games: [game(1, [1, 4], WON), game(2, [2, 3], WON)] },
      { round: 2, games: [game(1, [1, 2])] },
    ],
  },
};

export function check(overrides: object = {}) {
  return {
    list: { deployment: [], command: [] },
    lines: [],
    textProblems: [],
    report: { army_points: 0, command_cards: 0, command_points: 0, affiliation: null, problems: [] },
    text: "",
    ambiguous: [],
    ...overrides,
  };
}

/** What the Imperial Assault desk hands a panel, with `act` recording each action and the control
 * it came from, and answering `accepted`. */
export function panelProps(snapshot: object, accepted = true) {
  const sent: { action: IaAction; from: string | undefined }[] = [];
  const props: PanelProps = {
    snapshot: snapshot as IaEventSnapshot,
    act: vi.fn(async (action: IaAction, from?: string) => {
      sent.push({ action, from });
      return accepted;
    }),
    busy: false,
    name: (id: number) => NAMES[id - 1] ?? `#${id}`,
    refusal: (from: string) => <p data-testid={`refusal-${from}`}>refused</p>,
    clearRefusal: vi.fn(),
    importRoster: vi.fn(async () => true),
  };
  return { props, sent };
}

/** What the core answers for an action that took the event from `before` to `after`: the parts
 * that differ, whole (players and rounds too: a whole list is a change of every item). */
export const outcome = (before: Record<string, unknown>, after: Record<string, unknown>, seq = 41) => {
  const change: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    const now = after[key];
    change[key] =
      key === "players" || key === "rounds"
        ? { len: (now as unknown[]).length, items: (now as unknown[]).map((item, index) => ({ index, item })) }
        : { now };
  }
  return { accepted: { kind: "settingsChanged" }, seq, change };
};

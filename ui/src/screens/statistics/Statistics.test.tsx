import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CharacterStats, DeckPublicity, Filter, Rate, SeasonPoint, StatsReport, WinRate } from "../../bindings";
import { failed, ok, report } from "../../test-support/core";
import { byTest, click, enter, mount, need, settle } from "../../test-support/render";
import { rankRows } from "./rank";
import { Statistics } from "./Statistics";

const core = vi.hoisted(() => ({ commands: {} as Record<string, (...args: unknown[]) => unknown> }));
vi.mock("../../bindings", () => core);
// The chart library draws on a canvas the test page has not got: what it is given is checked.
const charts = vi.hoisted(() => ({ made: [] as { data: { datasets: { data: { name: string }[] }[] } }[] }));
vi.mock("chart.js", () => {
  class Chart {
    static register() {}
    constructor(_canvas: unknown, config: (typeof charts.made)[number]) {
      charts.made.push(config);
    }
    destroy() {}
  }
  const part = {};
  return {
    Chart,
    LinearScale: part,
    PointElement: part,
    ScatterController: part,
    Tooltip: part,
    LineController: part,
    LineElement: part,
    CategoryScale: part,
    Legend: part,
  };
});

/** A rate as the core makes it: low-sample under the filter's threshold. */
const rate = (hits: number, of: number, threshold: number): Rate => ({
  hits,
  of,
  value: of > 0 ? hits / of : null,
  lowSample: of < threshold,
});
const winRate = (wins: number, losses: number, threshold: number): WinRate => ({
  games: wins + losses,
  wins,
  ties: 0,
  losses,
  rate: rate(wins, wins + losses, threshold),
});
const character = (id: string, drafted: [number, number], won: [number, number], threshold: number): CharacterStats => ({
  character: id,
  available: drafted[1],
  drafted: rate(drafted[0], drafted[1], threshold),
  firstPicks: 0,
  picks: drafted[0],
  averagePickSlot: drafted[0] > 0 ? 2 : null,
  bans: 0,
  blocks: 0,
  contested: drafted[0],
  swappedIn: 0,
  swappedOut: 0,
  winRate: winRate(won[0], won[1], threshold),
  byScenario: [],
  byMods: [],
});

/** The core's answer for a filter: gata played 30 games, valkyrie 12, zorro 8. */
function reportFor(filter: Filter): StatsReport {
  const threshold = filter.lowSampleUnder ?? 20;
  return {
    format: "hexadraft-stats",
    version: 1,
    filter,
    agl: {
      events: 1,
      games: 30,
      drafts: 30,
      decidedDrafts: 30,
      decks: 0,
      characters: [
        character("gata", [30, 40], [15, 15], threshold),
        character("valkyrie", [12, 40], [9, 3], threshold),
        character("zorro", [8, 40], [2, 6], threshold),
      ],
      sponsors: [],
      tactics: [],
    },
    ia: { events: 0, games: 0, lists: 0, deployment: [], affiliations: [], command: [] },
    games: [],
  };
}

const statistics = vi.fn((...args: unknown[]) => ok(reportFor(args[1] as Filter)));
const exportStatistics = vi.fn((..._args: unknown[]) => ok({ path: "/tmp/exports/hexadraft-statistics.csv", name: "x" }));
const exportStatisticsPdf = vi.fn((..._args: unknown[]) => ok({ path: "/tmp/exports/hexadraft-statistics.pdf", name: "x" }));
const deckPublicity = vi.fn((..._args: unknown[]) => ok<DeckPublicity | null>(null));
const makeDecksPublic = vi.fn((..._args: unknown[]) => ok<DeckPublicity>({ seq: 6, finished: true, public: true }));
const characterSeason = vi.fn((..._args: unknown[]) => ok<SeasonPoint[]>([]));

beforeEach(() => {
  charts.made = [];
  statistics.mockReset();
  statistics.mockImplementation((...args: unknown[]) => ok(reportFor(args[1] as Filter)));
  exportStatistics.mockClear();
  deckPublicity.mockReset();
  deckPublicity.mockImplementation(() => ok(null));
  makeDecksPublic.mockClear();
  characterSeason.mockReset();
  characterSeason.mockImplementation(() => ok([]));
  core.commands = { statistics, exportStatistics, exportStatisticsPdf, iaCards: vi.fn(), deckPublicity, makeDecksPublic, characterSeason };
});
afterEach(() => {
  document.body.innerHTML = "";
});

const scope = { kind: "event" as const, id: "event-1" };
const order = (root: Element, table = "stats-characters") =>
  [...root.querySelectorAll(`[data-testid="${table}-row"]`)].map((r) => r.getAttribute("data-key"));
const ranks = (root: Element) =>
  [...root.querySelectorAll('[data-testid="stats-characters-row"] [data-testid="stats-rank"]')].map((c) => c.textContent);
/** The last of a mock's calls. */
const last = <A,>(calls: A[]): A => calls[calls.length - 1]!;
const lastFilter = () => last(statistics.mock.calls)[1] as Filter;

describe("the statistics screen", () => {
  it("ranks by win rate, leaving the lines on fewer games than the threshold unranked after the others", async () => {
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    expect(statistics).toHaveBeenCalledWith(scope, expect.objectContaining({ lowSampleUnder: 20 }), "organizer");
    // valkyrie wins 75% but on 12 games: under 20, it ranks after gata's 50% on 30.
    expect(order(root)).toEqual(["gata", "valkyrie", "zorro"]);
    expect(ranks(root)).toEqual(["1", "–", "–"]);
  });

  it("sorts on the column clicked, and the other way on a second click", async () => {
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    await enter(root, "stats-threshold", "5");
    expect(order(root)).toEqual(["valkyrie", "gata", "zorro"]);
    await click(root, "stats-characters-sort-drafted");
    expect(order(root)).toEqual(["gata", "valkyrie", "zorro"]);
    expect(need(root, "stats-characters-sort-drafted").closest("th")?.getAttribute("aria-sort")).toBe("descending");
    await click(root, "stats-characters-sort-drafted");
    expect(order(root)).toEqual(["zorro", "valkyrie", "gata"]);
    await click(root, "stats-characters-sort-name");
    expect(order(root)).toEqual(["gata", "valkyrie", "zorro"]);
    expect(need(root, "stats-characters-sort-name").closest("th")?.getAttribute("aria-sort")).toBe("ascending");
  });

  it("asks the core again with the threshold typed, and ranks every line that reaches it", async () => {
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    await enter(root, "stats-threshold", "5");
    expect(lastFilter()).toMatchObject({ lowSampleUnder: 5 });
    expect(order(root)).toEqual(["valkyrie", "gata", "zorro"]);
    expect(ranks(root)).toEqual(["1", "2", "3"]);
    expect(root.querySelectorAll('[data-testid="low-sample"]')).toHaveLength(0);
  });

  it("marks a low-sample rate beside its count", async () => {
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    const valkyrie = root.querySelector('[data-key="valkyrie"]')!;
    // Drafted 12 of 40 (enough lineups), won 9 of 12 games (too few).
    const cells = [...valkyrie.querySelectorAll(".rate")];
    expect(cells.map((c) => c.querySelector('[data-testid="rate-count"]')?.textContent)).toEqual(["12/40", "9/12"]);
    expect(cells[0]!.querySelector('[data-testid="low-sample"]')).toBeNull();
    expect(cells[1]!.querySelector('[data-testid="low-sample"]')?.textContent).toBe("n<20");
    expect(need(root, "stats-legend").textContent).toContain("n<20");
  });

  it("sends every filter changed to the core", async () => {
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    await enter(root, "stats-filter-stage", "cut");
    expect(lastFilter()).toMatchObject({ stage: "cut" });
    await enter(root, "stats-filter-first-round", "2");
    await enter(root, "stats-filter-last-round", "3");
    await enter(root, "stats-filter-from-date", "2026-01-01");
    expect(lastFilter()).toMatchObject({ stage: "cut", firstRound: 2, lastRound: 3, fromDate: "2026-01-01" });
    await enter(root, "stats-audience", "player_safe");
    expect(last(statistics.mock.calls)[2]).toBe("player_safe");
    await click(root, "stats-filter-reset");
    expect(lastFilter()).toMatchObject({ stage: null, firstRound: null, lastRound: null, fromDate: null });
  });

  it("draws only the answer to the newest filter", async () => {
    let answerOld: (v: unknown) => void = () => undefined;
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    statistics.mockImplementationOnce(() => new Promise((resolve) => (answerOld = resolve)) as never);
    await enter(root, "stats-threshold", "5");
    await enter(root, "stats-threshold", "50");
    await act(async () => answerOld({ status: "ok", data: reportFor({ ...lastFilter(), lowSampleUnder: 5 }) }));
    await settle();
    expect(ranks(root)).toEqual(["–", "–", "–"]);
  });

  it("exports the statistics under the filter shown, as CSV or JSON", async () => {
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    await enter(root, "stats-filter-stage", "swiss");
    await click(root, "stats-export-csv");
    expect(exportStatistics).toHaveBeenLastCalledWith(scope, expect.objectContaining({ stage: "swiss" }), "organizer", "csv", null);
    expect(need(root, "stats-export-done").textContent).toContain("/tmp/exports/hexadraft-statistics.csv");
    await click(root, "stats-export-json");
    expect(last(exportStatistics.mock.calls)[3]).toBe("json");
    // The printable page: the same filter, in the screen's language.
    await click(root, "stats-export-pdf");
    expect(exportStatisticsPdf).toHaveBeenLastCalledWith(scope, expect.objectContaining({ stage: "swiss" }), "organizer", "en", null);
    expect(need(root, "stats-export-done").textContent).toContain("hexadraft-statistics.pdf");
  });

  it("plots every character drafted and played, the low samples apart", async () => {
    await mount(<Statistics scope={scope} title="Copa" />);
    const config = last(charts.made);
    expect(config.data.datasets[0]!.data.map((p) => p.name)).toEqual(["gata"]);
    expect(config.data.datasets[1]!.data.map((p) => p.name)).toEqual(["valkyrie", "zorro"]);
  });

  it("names the scope in each language", async () => {
    const es = await mount(<Statistics scope={{ kind: "ledger", id: "l" }} title="Temporada 2026" />, "es");
    expect(need(es, "stats-scope").textContent).toBe("Registro de temporada: Temporada 2026");
    const fr = await mount(<Statistics scope={{ kind: "journals", ids: ["a", "b"] }} title="" />, "fr");
    expect(byTest(fr, "stats-scope")?.textContent).toBe("2 journaux choisis");
  });
});

describe("the breakdowns", () => {
  it("show the chosen character's win rate by scenario and by Mod set, with counts and marks", async () => {
    statistics.mockImplementation((...args: unknown[]) => {
      const base = reportFor(args[1] as Filter);
      const [gata, valkyrie, zorro] = base.agl.characters as [CharacterStats, CharacterStats, CharacterStats];
      const line = (key: string, wins: number, losses: number) => ({ key, winRate: winRate(wins, losses, 20) });
      const detailed = { ...valkyrie, byScenario: [line("assault", 6, 2), line("unknown", 3, 1)], byMods: [line("no Mods", 9, 3)] };
      return ok({ ...base, agl: { ...base.agl, characters: [gata, detailed, zorro] } });
    });
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    await enter(root, "stats-breakdown-character", "valkyrie");
    const lines = (id: string) => [...root.querySelectorAll(`[data-testid="${id}-row"]`)].map((r) => r.textContent);
    expect(lines("stats-by-scenario")).toEqual(["assault75% 6/8 n<20", "Scenario not recorded75% 3/4 n<20"]);
    expect(lines("stats-by-mods")).toEqual(["No Mods75% 9/12 n<20"]);
  });
});

describe("the Imperial Assault tables", () => {
  it("name the cards as printed, their elite side apart, with the share of lists beside its count", async () => {
    const threshold = 20;
    const line = <K,>(key: K, lists: number) => ({
      key,
      share: rate(lists, 4, threshold),
      players: lists,
      winRate: winRate(0, 0, threshold),
      cutConversion: rate(0, 0, threshold),
    });
    statistics.mockImplementation((...args: unknown[]) => {
      const base = reportFor(args[1] as Filter);
      return ok({
        ...base,
        agl: { ...base.agl, games: 0, drafts: 0, characters: [] },
        ia: {
          events: 1,
          games: 3,
          lists: 4,
          deployment: [line("stormtrooper", 3), line("stormtrooper-elite", 4)],
          affiliations: [line("imperial", 4)],
          command: [{ card: "blitz", share: rate(2, 4, threshold) }],
        },
      });
    });
    const card = (id: string, name: string, elite: boolean) => ({ id, name, subtitle: null, elite });
    core.commands.iaCards = vi.fn(() =>
      Promise.resolve({
        deployment: [card("stormtrooper", "Stormtrooper", false), card("stormtrooper-elite", "Stormtrooper", true)],
        command: [{ id: "blitz", name: "Blitz" }],
      }),
    );
    const root = await mount(<Statistics scope={scope} title="Store Championship" />);
    const names = [...root.querySelectorAll('[data-testid="stats-deployment-row"] td:nth-child(2)')].map((c) => c.textContent);
    expect(names).toEqual(["Stormtrooper (Elite)", "Stormtrooper"]);
    expect(need(root, "stats-affiliations").textContent).toContain("Imperial");
    expect(need(root, "stats-command").textContent).toContain("Blitz");
    expect(need(root, "stats-command").querySelector('[data-testid="rate-count"]')?.textContent).toBe("2/4");
    expect(byTest(root, "stats-characters")).toBeNull();
    expect(need(root, "stats-ia-summary").textContent).toBe("Imperial Assault: 1 event, 3 games, 4 army lists counted.");
  });
});

describe("ranking", () => {
  const sample = (low: boolean) => ({ lowSample: low });
  it("gives equal values one rank and puts values not known last", () => {
    const rows = [
      { id: "a", v: 0.5, low: false },
      { id: "b", v: null, low: false },
      { id: "c", v: 0.5, low: false },
      { id: "d", v: 0.9, low: true },
      { id: "e", v: 0.2, low: false },
    ];
    const out = rankRows(rows, (r) => r.v, (r) => sample(r.low), true);
    expect(out.map((r) => [r.row.id, r.rank])).toEqual([
      ["a", 1],
      ["c", 1],
      ["e", 3],
      ["b", null],
      ["d", null],
    ]);
  });
});

describe("the decks after the event", () => {
  it("are offered to the players only once the event has ended, and counted again once public", async () => {
    deckPublicity.mockImplementation(() => ok({ seq: 5, finished: false, public: false }));
    const running = await mount(<Statistics scope={scope} title="Copa" />);
    expect(deckPublicity).toHaveBeenCalledWith("event-1");
    expect(need(running, "stats-decks").textContent).toContain("stay secret while the event runs");
    expect((need(running, "stats-decks-make-public") as HTMLButtonElement).disabled).toBe(true);
    document.body.innerHTML = "";

    deckPublicity.mockImplementation(() => ok({ seq: 5, finished: true, public: false }));
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    const asked = statistics.mock.calls.length;
    await click(root, "stats-decks-make-public");
    expect(makeDecksPublic).toHaveBeenCalledWith("event-1", 5);
    expect(statistics.mock.calls.length).toBe(asked + 1);
    expect(need(root, "stats-decks").getAttribute("data-public")).toBe("true");
    expect(byTest(root, "stats-decks-make-public")).toBeNull();
  });

  it("words the core's refusal in the screen's language", async () => {
    deckPublicity.mockImplementation(() => ok({ seq: 5, finished: true, public: false }));
    makeDecksPublic.mockImplementationOnce(() =>
      failed(
        report("refused.event.decksPublicBeforeEnd", {
          kind: "refused",
          refusal: { kind: "event", refusal: { kind: "decksPublicBeforeEnd", rounds_left: 2 } },
        }),
      ) as never,
    );
    const root = await mount(<Statistics scope={scope} title="Copa" />, "es");
    await click(root, "stats-decks-make-public");
    expect(need(root, "stats-decks-error").textContent).toContain("a 2 rondas aún les faltan");
  });

  it("are not offered outside an event", async () => {
    const root = await mount(<Statistics scope={{ kind: "ledger", id: "l" }} title="2026" />);
    expect(deckPublicity).not.toHaveBeenCalled();
    expect(byTest(root, "stats-decks")).toBeNull();
  });
});

describe("a character over the season", () => {
  const point = (event: string, date: string, ruleset: SeasonPoint["ruleset"], changed: boolean, drafted: number): SeasonPoint => ({
    event,
    name: event,
    date,
    ruleset,
    rulesChanged: changed,
    available: 4,
    drafted: rate(drafted, 4, 20),
    banned: rate(0, 4, 20),
    winRate: winRate(1, 1, 20),
  });

  it("asks the core for the most drafted character first, then the one chosen, and marks the rule change", async () => {
    characterSeason.mockImplementation(() =>
      ok([point("Winter", "2026-01-10", "agl-v1.0", false, 2), point("Spring", "2026-04-10", "agl-season-2", true, 3)]),
    );
    const ledger = { kind: "ledger" as const, id: "l" };
    const root = await mount(<Statistics scope={ledger} title="2026" />);
    expect(characterSeason).toHaveBeenLastCalledWith(ledger, expect.objectContaining({ lowSampleUnder: 20 }), "organizer", "gata");
    const chart = need(root, "stats-season-chart");
    expect(chart.getAttribute("data-events")).toBe("2");
    expect(chart.getAttribute("data-changes")).toBe("1");
    await enter(root, "stats-season-character", "zorro");
    expect(last(characterSeason.mock.calls)[3]).toBe("zorro");
    const drawn = last(charts.made) as unknown as { data: { labels: string[]; datasets: { data: (number | null)[] }[] } };
    expect(drawn.data.labels).toEqual(["Winter (2026-01-10)", "Spring (2026-04-10)"]);
    expect(drawn.data.datasets[0]!.data).toEqual([0.5, 0.75]);
  });

  it("is drawn for a season ledger only", async () => {
    const root = await mount(<Statistics scope={scope} title="Copa" />);
    expect(characterSeason).not.toHaveBeenCalled();
    expect(byTest(root, "stats-season")).toBeNull();
  });
});

import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorReport, LedgerView } from "../../bindings";
import { I18nProvider } from "../../lib/i18n-context";
import { routeOf } from "../library/Library";
import { DeskLedger } from "./DeskLedger";
import { Ledger } from "./Ledger";
import { view as eventView, snapshot } from "../../test-support/agl";

const core = vi.hoisted(() => ({ commands: {} as Record<string, (...args: unknown[]) => unknown> }));
vi.mock("../../bindings", () => core);
const ok = <T,>(data: T) => ({ status: "ok" as const, data });

const empty: LedgerView = {
  id: "ledger-1",
  season: "Season 2026",
  seq: 0,
  readOnly: null,
  players: [],
  events: [],
  eventIds: [],
};
const counted: LedgerView = {
  ...empty,
  seq: 1,
  // In the core's ranking order, each with its place.
  players: [
    { rank: 1, player: { corvus_pin: "CB-0", name: "Ana", rating: 1048, events: 1, games: 3 } },
    { rank: 2, player: { corvus_pin: "CB-1", name: "Bo", rating: 984, events: 1, games: 3 } },
  ],
  events: [
    {
      key: "818455060c27ef22",
      name: "Copa Enero",
      event_type: "standard",
      k_factor: 32,
      source: "event",
      changes: [
        { corvus_pin: "CB-0", name: "Ana", before: 1000, games: 3, change: 48, after: 1048 },
        { corvus_pin: "CB-1", name: "Bo", before: 1000, games: 3, change: -16, after: 984 },
      ],
    },
  ],
  eventIds: ["event-1"],
};
// AGL v1.0, Basic Rules, "Rankings"; docs/rulings.md, "The season ledger": an event counts once.
const twice: ErrorReport = {
  code: "refused.ledger.alreadyInLedger",
  clause: null,
  message: "Copa Enero is already in the ledger; an event changes the ratings once",
  error: {
    kind: "refused",
    refusal: { kind: "ledger", problem: { kind: "alreadyInLedger", name: "Copa Enero", key: "818455060c27ef22" } },
  },
};

async function mount(node: preact.ComponentChild, language: "en" | "es" | "fr" = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language={language}>{node}</I18nProvider>, root);
  });
  await settle();
  return root;
}
async function settle() {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}
const byTest = (root: Element, id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLElement;
async function choose(root: Element, id: string, value: string) {
  const select = byTest(root, id) as HTMLSelectElement;
  await act(async () => {
    select.value = value;
    select.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await settle();
}
async function click(root: Element, id: string) {
  await act(async () => {
    byTest(root, id).click();
  });
  await settle();
}

let adds: unknown[][];
beforeEach(() => {
  adds = [];
  core.commands = {
    listLedgers: async () => ok([{ id: "ledger-1", title: "Season 2026", updatedAt: 1, events: 0, archived: false }]),
    listEvents: async () =>
      ok([{ id: "event-1", title: "Copa Enero", createdAt: 1, updatedAt: 2, entryCount: 20, archived: false, ruleset: "agl", feedsRatingLedger: true }]),
    listExchangeFiles: async () => ok({ dir: "/data/exports", files: [] }),
    getLedger: async () => ok(empty),
    addEventToLedger: async (...args: unknown[]) => {
      adds.push(args);
      return adds.length === 1 ? ok(counted) : { status: "error", error: twice };
    },
  };
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("Ledger", () => {
  it("adds a finished event of the library, shows the ratings, and words the core's refusal of a second time", async () => {
    const root = await mount(<Ledger id={null} />);
    expect(byTest(root, "ledger-title").textContent).toBe("Season 2026");
    await choose(root, "ledger-event", "event-1");
    await click(root, "ledger-add-event");
    expect(adds[0]).toEqual(["ledger-1", 0, "event-1"]);
    expect(byTest(root, "ledger-notice").textContent).toBe("Copa Enero added: 2 players rated.");
    const rows = [...root.querySelectorAll('[data-testid="ledger-players"] tbody tr')].map((r) => r.textContent);
    expect(rows[0]).toContain("Ana");
    expect(rows[0]).toContain("1048.00");
    expect([...root.querySelectorAll('[data-testid="ledger-rank"]')].map((c) => c.textContent)).toEqual(["1", "2"]);
    expect(byTest(root, "ledger-events").textContent).toContain("Copa Enero");
    await click(root, "ledger-add-event");
    expect(adds[1]).toEqual(["ledger-1", 1, "event-1"]);
    expect(byTest(root, "ledger-error").textContent).toContain(
      "Copa Enero is already in this ledger: an event changes the season's ratings once.",
    );
  });

  it("opens the statistics of the ledger shown, named by its season", async () => {
    const openStatistics = vi.fn();
    const root = await mount(<Ledger id="ledger-1" openStatistics={openStatistics} />);
    await click(root, "ledger-statistics");
    expect(openStatistics).toHaveBeenCalledWith("ledger-1", "Season 2026");
  });

  it("writes ratings with the reader's decimal mark and heads the place column in their language", async () => {
    core.commands.getLedger = async () => ok(counted);
    const root = await mount(<Ledger id="ledger-1" />, "es");
    const table = byTest(root, "ledger-players");
    expect(table.querySelector("thead th")?.textContent).toBe("Puesto");
    const rows = [...table.querySelectorAll("tbody tr")].map((r) => r.textContent);
    expect(rows[0]).toContain("1048,00");
    expect(rows[1]).toContain("984,00");
  });

  it("goes on from the previous organizer's ledger file, which becomes the ledger shown", async () => {
    const imports: unknown[][] = [];
    const started = { ...counted, id: "ledger-2", season: "Temporada 2026" };
    core.commands.importLedgerFile = async (...args: unknown[]) => {
      imports.push(args);
      return ok(started);
    };
    core.commands.getLedger = async (id: unknown) => ok(id === "ledger-2" ? started : empty);
    const root = await mount(<Ledger id={null} />, "es");
    const path = root.querySelector('[data-testid="ledger-from-file"] input[type="text"], [data-testid="ledger-from-file"] input:not([type])') as HTMLInputElement;
    await act(async () => {
      path.value = "/home/ana/temporada.json";
      path.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(root, "ledger-import-file");
    expect(imports).toEqual([["/home/ana/temporada.json"]]);
    expect(byTest(root, "ledger-title").textContent).toBe("Temporada 2026");
    expect(byTest(root, "ledger-notice").textContent).toBe("Temporada 2026 importado: 1 evento contado hasta ahora.");
  });

  it("is where the library opens a ledger", () => {
    expect(routeOf({ id: "ledger-1", kind: "ledger" })).toEqual({ name: "ledger", id: "ledger-1" });
  });
});

describe("DeskLedger", () => {
  it("takes the ratings before from a ledger and adds the event only once it is finished", async () => {
    const reload = vi.fn(async () => undefined);
    const from: unknown[][] = [];
    core.commands.ratingsBeforeFromLedger = async (...args: unknown[]) => {
      from.push(args);
      return ok({});
    };
    const running = await mount(<DeskLedger view={eventView} snapshot={snapshot} reload={reload} />, "es");
    expect((byTest(running, "desk-ledger-add") as HTMLButtonElement).disabled).toBe(true);
    await click(running, "desk-ledger-ratings");
    expect(from[0]).toEqual([eventView.id, eventView.seq, "ledger-1"]);
    expect(reload).toHaveBeenCalled();
    expect(byTest(running, "desk-ledger-notice").textContent).toBe("Puntuaciones previas tomadas de Season 2026.");
    document.body.innerHTML = "";
    const finished = await mount(
      <DeskLedger view={eventView} snapshot={{ ...snapshot, stage: { kind: "finished" } }} reload={reload} />,
    );
    await click(finished, "desk-ledger-add");
    expect(adds[0]).toEqual(["ledger-1", 0, eventView.id]);
    expect(byTest(finished, "desk-ledger-notice").textContent).toBe("Copa Enero added: 2 players rated.");
  });
});

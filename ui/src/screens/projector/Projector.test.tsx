import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n-context";
import type { RoomView } from "../../bindings";
import { snapshot, view } from "../../test-support/agl";
import { roomStats } from "../../test-support/roomStats";
import {
  CONTROL_KEY,
  PAGE_MS,
  pairingLines,
  Projector,
  openProjector,
  projectorAddress,
  projectorStart,
  readControl,
  slides,
} from "./Projector";
import { ProjectorControl } from "./ProjectorControl";

const core = vi.hoisted(() => ({ commands: {} as Record<string, (...args: unknown[]) => unknown> }));
vi.mock("../../bindings", () => core);
const webview = vi.hoisted(() => ({ created: [] as Record<string, unknown>[] }));
vi.mock("@tauri-apps/api/webviewWindow", () => ({
  WebviewWindow: class {
    static getByLabel = async () => null;
    constructor(_label: string, options: Record<string, unknown>) {
      webview.created.push(options);
    }
    once(event: string, callback: () => void) {
      if (event === "tauri://created") callback();
      return Promise.resolve(() => {});
    }
  },
}));
const windowApi = vi.hoisted(() => ({ monitors: [] as unknown[], primary: null as unknown }));
vi.mock("@tauri-apps/api/window", () => ({
  availableMonitors: async () => windowApi.monitors,
  primaryMonitor: async () => windowApi.primary,
}));
const ok = <T,>(data: T) => ({ status: "ok" as const, data });

/** The AGL test event as the core projects it for the room (`roomView`). */
const name = (id: number) => snapshot.players.find((p) => p.id === id)!.name;
const latest = snapshot.rounds[snapshot.rounds.length - 1]!;
const room: RoomView = {
  ruleset: "agl",
  title: view.title,
  round: latest.number,
  mission: null,
  tables: latest.tables.map((t) => ({ number: t.number, players: [name(t.players.first), name(t.players.second)], done: t.result !== null })),
  bye: latest.bye ? name(latest.bye.player) : null,
  standings: snapshot.standings.rows.map((row) => ({
    place: row.place,
    name: row.name,
    points: row.points,
    figures: { ruleset: "agl", victoryPoints: row.victory_points, frags: row.frags },
  })),
  standingsFinal: false,
  cut: [],
  folded: {},
};

/** An Imperial Assault event in its cut: round 2 played, the final between seeds 1 and 2. */
const iaRoom: RoomView = {
  ruleset: "imperialAssault",
  title: "Store Championship",
  round: 2,
  mission: "Moisture Farm",
  tables: [
    { number: 1, players: ["Ana", "Bo"], done: true },
    { number: 2, players: ["Cy", "Di"], done: true },
  ],
  bye: null,
  standings: [
    { place: 1, name: "Ana", points: 6, figures: { ruleset: "imperialAssault", strengthOfSchedule: "4.500" } },
    { place: 2, name: "Cy", points: 3, figures: { ruleset: "imperialAssault", strengthOfSchedule: "3.000" } },
  ],
  standingsFinal: true,
  cut: [
    {
      round: 1,
      name: { kind: "final" },
      games: [{ seeds: [1, 2], players: ["Ana", "Cy"], winner: "Ana" }],
    },
  ],
  folded: {},
};

async function mount(node: preact.ComponentChild, language: "en" | "es" | "fr" = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language={language}>{node}</I18nProvider>, root);
  });
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
  return root;
}
const click = async (root: Element, id: string) => {
  await act(async () => {
    (root.querySelector(`[data-testid="${id}"]`) as HTMLElement).click();
  });
};

beforeEach(() => {
  core.commands.roomStatistics = vi.fn(async () => ok(null));
});
afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

describe("the projector window's address", () => {
  const standings = { view: "standings", rotate: true, pageSeconds: 15 } as const;
  const search = (address: string) => address.slice("index.html".length);

  it("carries the event and the opener's language, theme and view, read back as they were", () => {
    const address = projectorAddress("ev 1&2", "fr", "dark", standings);
    expect(address.startsWith("index.html?")).toBe(true);
    expect(projectorStart(search(address))).toEqual({ eventId: "ev 1&2", language: "fr", theme: "dark", control: standings });
  });

  it("leaves out a language never chosen, and reads an unknown theme or view as none", () => {
    expect(projectorStart(search(projectorAddress("e", null, "light", standings)))).toEqual({
      eventId: "e",
      language: null,
      theme: "light",
      control: standings,
    });
    expect(projectorStart("?projector=e&theme=purple").theme).toBeNull();
    expect(projectorStart("?projector=e&view=scores&rotate=1").control).toBeNull();
    expect(projectorStart("?projector=e").control).toBeNull();
    expect(projectorStart("").eventId).toBeNull();
  });

  it("keeps a page's seconds within what the desk offers", () => {
    expect(projectorStart("?projector=e&view=timer&rotate=0&pageSeconds=900").control).toEqual({ view: "timer", rotate: false, pageSeconds: 60 });
    expect(projectorStart("?projector=e&view=timer").control).toEqual({ view: "timer", rotate: false, pageSeconds: 8 });
  });

  it("is opened with the view the desk chose", async () => {
    localStorage.setItem(CONTROL_KEY("ev"), JSON.stringify({ view: "timer", rotate: false, pageSeconds: 20 }));
    await openProjector("ev");
    const url = String(webview.created[webview.created.length - 1]!.url);
    expect(projectorStart(search(url)).control).toEqual({ view: "timer", rotate: false, pageSeconds: 20 });
  });
});

describe("Projector", () => {
  it("lists the latest round by player name, each with their table and opponent, and the bye", () => {
    const lines = pairingLines(room, "es");
    expect(lines.map((l) => l.name)).toEqual([...lines.map((l) => l.name)].sort((a, b) => a.localeCompare(b, "es")));
    const ana = lines.find((l) => l.name === "Ana")!;
    expect(ana.table).toBe(1);
    expect(ana.opponent).toBe("Di");
    expect(lines.length).toBe(snapshot.players.length);
  });

  it("shows the pairings, the standings and the timer with its end time, in the reader's language", async () => {
    core.commands.roomView = async () => ok(room);
    const clock = 1_000_000;
    // The desk's timer, running for a minute of a 90-minute round.
    localStorage.setItem(
      `hexadraft.event.${view.id}.timer`,
      JSON.stringify({ durationMs: 90 * 60_000, elapsedMs: 0, startedAt: clock - 60_000 }),
    );
    const root = await mount(<Projector eventId={view.id} now={() => clock} />, "es");
    expect(root.textContent).toContain("Ronda 2");
    const pairings = root.querySelector('[data-testid="projector-pairing-list"]')!.textContent!;
    expect(pairings).toContain("Mesa 1");
    expect(pairings).toContain("contra Di");
    await click(root, "projector-standings");
    const standings = root.querySelector('[data-testid="projector-standing-list"]')!.textContent!;
    expect(standings).toContain(snapshot.standings.rows[0]!.name);
    expect(standings).toContain("puntos");
    await click(root, "projector-timer");
    expect(root.querySelector('[data-testid="projector-clock"]')!.textContent).toBe("1:29:00");
    expect(root.querySelector('[data-testid="projector-ends"]')!.textContent).toMatch(/^Termina a las /);
  });
});

describe("Projector for an Imperial Assault event", () => {
  it("names the round's mission, shows strength of schedule, and draws the cut as a tree once made", async () => {
    core.commands.roomView = async () => ok(iaRoom);
    const root = await mount(<Projector eventId="sc" />, "es");
    // In the cut, the pairings view is the bracket: each round, each game's seeds and winner.
    expect(root.textContent).toContain("Eliminatorias");
    expect(root.querySelector('[data-testid="projector-pairing-list"]')).toBeNull();
    const final = root.querySelector('[data-testid="projector-cut-round-1"]')!;
    expect(final.querySelector("h2")!.textContent).toBe("Final");
    const seeds = [...final.querySelectorAll("li")].map((li) => [li.textContent, li.className]);
    expect(seeds).toEqual([
      ["1. Ana", "winner"],
      ["2. Cy", "out"],
    ]);
    await click(root, "projector-standings");
    const standings = root.querySelector('[data-testid="projector-standing-list"]')!.textContent!;
    expect(standings).toContain("6 puntos");
    expect(standings).toContain("FE 4.500");
    expect(standings).not.toContain("PV");
  });

  it("shows a Swiss round's pairings with its mission before the cut", async () => {
    core.commands.roomView = async () => ok({ ...iaRoom, cut: [], standingsFinal: false });
    const root = await mount(<Projector eventId="sc" />);
    expect(root.querySelector('[data-testid="projector-mission"]')!.textContent).toContain("Mission: Moisture Farm");
    expect(root.textContent).toContain("Round 2");
    const pairings = root.querySelector('[data-testid="projector-pairing-list"]')!.textContent!;
    expect(pairings).toContain("Table 2");
    expect(pairings).toContain("against Cy");
  });
});

describe("Projector before the timer, in pages, and as the desk sets it", () => {
  const serve = () => {
    core.commands.roomView = async () => ok(room);
  };

  it("says the round's timer has not started instead of drawing a giant dash", async () => {
    serve();
    const root = await mount(<Projector eventId={view.id} now={() => 1_000_000} />);
    await click(root, "projector-timer");
    const clock = root.querySelector('[data-testid="projector-clock"]') as HTMLElement;
    expect(clock.textContent).toBe("The round's timer has not started");
    expect(clock.getAttribute("data-state")).toBe("none");
    expect(clock.style.fontSize).toBe("");
    document.body.innerHTML = "";
    // A timer set at the desk and not started: the round's time, and that it has not started.
    localStorage.setItem(`hexadraft.event.${view.id}.timer`, JSON.stringify({ durationMs: 90 * 60_000, elapsedMs: 0, startedAt: null }));
    const waiting = await mount(<Projector eventId={view.id} now={() => 1_000_000} />);
    await click(waiting, "projector-timer");
    expect(waiting.querySelector('[data-testid="projector-clock"]')!.textContent).toBe("1:30:00");
    expect(waiting.querySelector('[data-testid="projector-ends"]')!.textContent).toBe("Not started yet");
  });

  it("cuts a long list into pages that turn on their own, so every line shows at some moment", async () => {
    serve();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const root = await mount(<Projector eventId={view.id} perPage={2} />);
      const main = root.querySelector('[data-testid="projector"]')!;
      const total = pairingLines(room, "en").length;
      const pages = Math.ceil(total / 2);
      expect(main.getAttribute("data-pages")).toBe(String(pages));
      const seen = new Set<string>();
      for (let page = 1; page <= pages; page++) {
        expect(main.getAttribute("data-page")).toBe(String(page));
        const names = [...root.querySelectorAll('[data-testid="projector-pairing-list"] .projector-name')].map((n) => n.textContent!);
        expect(names.length).toBeLessThanOrEqual(2);
        names.forEach((n) => seen.add(n));
        await act(async () => {
          vi.advanceTimersByTime(PAGE_MS);
        });
      }
      expect(seen.size).toBe(total);
      expect(main.getAttribute("data-page")).toBe("1");
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the view the desk chooses, and rotates through all of them when asked", async () => {
    serve();
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const root = await mount(<Projector eventId={view.id} />);
      const main = root.querySelector('[data-testid="projector"]')!;
      expect(main.getAttribute("data-view")).toBe("pairings");
      const desk = async (control: object) => {
        localStorage.setItem(CONTROL_KEY(view.id), JSON.stringify(control));
        await act(async () => {
          window.dispatchEvent(new StorageEvent("storage", { key: CONTROL_KEY(view.id) }));
        });
      };
      await desk({ view: "standings", rotate: false });
      expect(main.getAttribute("data-view")).toBe("standings");
      await act(async () => {
        vi.advanceTimersByTime(PAGE_MS * 3);
      });
      expect(main.getAttribute("data-view")).toBe("standings"); // one view chosen stays
      await desk({ view: "standings", rotate: true });
      const seen: string[] = [];
      for (let i = 0; i < 3; i++) {
        seen.push(main.getAttribute("data-view")!);
        await act(async () => {
          vi.advanceTimersByTime(PAGE_MS);
        });
      }
      expect(seen).toEqual(["pairings", "standings", "timer"]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the desk offers the screens, opens the projector full screen on the one chosen, and sets its view", async () => {
    serve();
    const monitor = (name: string, x: number) => ({
      name,
      scaleFactor: 2,
      position: { x, y: 0, toLogical: (f: number) => ({ x: x / f, y: 0 }) },
      size: { width: 3840, height: 2160, toLogical: (f: number) => ({ width: 3840 / f, height: 2160 / f }) },
    });
    windowApi.monitors = [monitor("Laptop", 0), monitor("HDMI-1", 3840)];
    windowApi.primary = windowApi.monitors[0]!;
    const root = await mount(<ProjectorControl eventId={view.id} onError={() => {}} />);
    const select = root.querySelector('[data-testid="projector-monitor"]') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["Laptop (3840×2160)", "HDMI-1 (3840×2160)"]);
    expect(select.value).toBe("1");
    await click(root, "open-projector");
    expect(webview.created[webview.created.length - 1]).toMatchObject({ x: 1920, y: 0, width: 1920, height: 1080, fullscreen: true });
    await click(root, "projector-show-timer");
    expect(readControl(view.id)).toEqual({ view: "timer", rotate: false, pageSeconds: 8 });
    await act(async () => {
      (root.querySelector('[data-testid="projector-rotate"]') as HTMLInputElement).click();
    });
    expect(readControl(view.id)).toEqual({ view: "timer", rotate: true, pageSeconds: 8 });
    // The seconds a page stays, within what the desk offers.
    const seconds = root.querySelector('[data-testid="projector-page-seconds"]') as HTMLInputElement;
    for (const [typed, kept] of [
      ["15", 15],
      ["1", 3],
      ["600", 60],
    ] as const) {
      await act(async () => {
        seconds.value = typed;
        seconds.dispatchEvent(new Event("change"));
      });
      expect(readControl(view.id)).toEqual({ view: "timer", rotate: true, pageSeconds: kept });
    }
  });

  it("turns its pages at the pace the desk sets", async () => {
    serve();
    localStorage.setItem(CONTROL_KEY(view.id), JSON.stringify({ view: "pairings", rotate: false, pageSeconds: 3 }));
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    try {
      const root = await mount(<Projector eventId={view.id} perPage={2} />);
      const main = root.querySelector('[data-testid="projector"]')!;
      expect(main.getAttribute("data-page")).toBe("1");
      await act(async () => {
        vi.advanceTimersByTime(2_999);
      });
      expect(main.getAttribute("data-page")).toBe("1");
      await act(async () => {
        vi.advanceTimersByTime(1);
      });
      expect(main.getAttribute("data-page")).toBe("2");
    } finally {
      vi.useRealTimers();
    }
  });

  it("opens on the view its address names, though its own stored copy still holds an older one", async () => {
    serve();
    // WebKit shares the stored choice between windows asynchronously: the new window's copy lags.
    localStorage.setItem(CONTROL_KEY(view.id), JSON.stringify({ view: "pairings", rotate: false, pageSeconds: 8 }));
    const root = await mount(<Projector eventId={view.id} startControl={{ view: "standings", rotate: false, pageSeconds: 8 }} />);
    expect(root.querySelector('[data-testid="projector"]')!.getAttribute("data-view")).toBe("standings");
    // A change made at the desk afterwards is still followed.
    await act(async () => {
      localStorage.setItem(CONTROL_KEY(view.id), JSON.stringify({ view: "timer", rotate: false, pageSeconds: 8 }));
      window.dispatchEvent(new StorageEvent("storage", { key: CONTROL_KEY(view.id) }));
    });
    expect(root.querySelector('[data-testid="projector"]')!.getAttribute("data-view")).toBe("timer");
  });

  it("reads a choice saved before pages had a pace, or out of range, as the nearest it offers", () => {
    localStorage.setItem(CONTROL_KEY("old"), JSON.stringify({ view: "standings", rotate: true }));
    expect(readControl("old")).toEqual({ view: "standings", rotate: true, pageSeconds: 8 });
    localStorage.setItem(CONTROL_KEY("odd"), JSON.stringify({ view: "timer", rotate: false, pageSeconds: "fast" }));
    expect(readControl("odd").pageSeconds).toBe(8);
  });
});

describe("Projector statistics", () => {
  it("wait for the event's end, and are never asked for before", async () => {
    core.commands.roomView = async () => ok(room);
    const root = await mount(<Projector eventId={view.id} />, "fr");
    await click(root, "projector-statistics");
    expect(root.querySelector('[data-testid="projector-statistics-later"]')?.textContent).toBe(
      "Les statistiques de l’événement s’affichent une fois celui-ci terminé.",
    );
    expect(core.commands.roomStatistics).not.toHaveBeenCalled();
  });

  it("come round in the rotation only once there are some", () => {
    const rotating = { view: "pairings" as const, rotate: true, pageSeconds: 8 };
    const pages = { pairings: 1, standings: 2, timer: 1, statistics: 1 };
    expect(slides(rotating, pages, ["pairings", "standings", "timer"]).map((s) => s.view)).toEqual(["pairings", "standings", "standings", "timer"]);
    expect(slides(rotating, pages).map((s) => s.view)).toEqual(["pairings", "standings", "standings", "timer", "statistics"]);
  });

  it("show the ended event's statistics for the room, with counts", async () => {
    core.commands.roomView = async () => ok({ ...room, standingsFinal: true });
    core.commands.roomStatistics = vi.fn(async () => ok(roomStats(true)));
    localStorage.setItem(CONTROL_KEY(view.id), JSON.stringify({ view: "statistics", rotate: false, pageSeconds: 8 }));
    const root = await mount(<Projector eventId={view.id} />, "es");
    expect(core.commands.roomStatistics).toHaveBeenCalledWith(view.id);
    const shown = root.querySelector('[data-testid="projector-statistics-view"]')!;
    expect(shown.querySelector("h2")?.textContent).toBe("Estadísticas del evento");
    expect(shown.querySelector("#room-stats-characters tbody tr")?.textContent).toBe("Gata75\u00a0% 3/4†067\u00a0% 2/3†");
    expect(shown.querySelector("#room-stats-tactics")?.textContent).toContain("Backstab");
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import type { DraftView, ReplayStep, TableReplay } from "../../bindings";
import { click, found, mount, need, press } from "../../test-support/render";
import { failed, ok, report } from "../../test-support/core";
import { Replay } from "./Replay";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
}));
vi.mock("../../bindings", () => core);

afterEach(() => {
  document.body.innerHTML = "";
  core.commands = {};
});

const lineup = (ids: string[]) => ids.map((id) => ({ character: id, name: id.toUpperCase(), initiative: 5 }));

function view(partial: Partial<DraftView>): DraftView {
  const player = (name: string, role: "a" | "b", ids: string[]) => ({
    name,
    role,
    sponsor: { id: "oxyd", name: "Oxyd", kind: "basic" as const, rule: null, effect: "", effective: true },
    lineup: lineup(ids),
    banned: null,
    picked_team: [],
  });
  return {
    viewer: "public",
    version: "agl-v1.0",
    mods: ["koorie-queen"],
    scenario: null,
    stadium: null,
    players: { first: player("Ana", "a", ["gata", "hexx3r"]), second: player("Bo", "b", ["kozmo", "taowu"]) },
    roles: null,
    step: "ban",
    waiting_for: ["first"],
    pick_order: [],
    bans: [],
    picks: [],
    swaps: null,
    swaps_void: false,
    hidden_picks: [],
    teams: null,
    underdog: null,
    decks: { first: { state: "not-locked" }, second: { state: "not-locked" } },
    accesstel: { first: { state: "not-held" }, second: { state: "not-held" } },
    complete: false,
    ...partial,
  } as DraftView;
}

const start = view({});
const afterBan = view({
  players: { ...start.players, second: { ...start.players.second, banned: "kozmo" } },
  bans: [{ seat: "first", character: "kozmo", lineup_of: "second" }],
  step: "pick",
});
const afterPick = view({
  players: {
    first: { ...afterBan.players.first, picked_team: ["gata"] },
    second: afterBan.players.second,
  },
  bans: afterBan.bans,
  picks: [{ seat: "first", character: "gata", team_of: "first" }],
  step: "complete",
  complete: true,
});

const steps: ReplayStep[] = [
  {
    number: 1,
    seat: "first",
    player: "Ana",
    action: "ban",
    step: "ban",
    clause: 'AGL v1.0, "Koorie Queen Mod"',
    event: { event: "banned", ban: { seat: "first", character: "kozmo", lineup_of: "second" } },
    view: afterBan,
  },
  {
    number: 2,
    seat: "first",
    player: "Ana",
    action: "pick",
    step: "pick",
    clause: 'AGL v1.0, Standard Tournament, "Building Teams at the beginning of each Tournament Round"',
    event: { event: "picked", pick: { seat: "first", character: "gata", team_of: "first" } },
    view: afterPick,
  },
];
const replay: TableReplay = { id: "d1", title: "Ana vs Bo", order: { custom: null, swap: null }, replay: { start, steps } };

describe("Replay", () => {
  it("steps forward and back with the buttons and the arrows, each step with its player and clause", async () => {
    const asked = vi.fn(() => ok(replay));
    core.commands.draftReplay = asked;
    const root = await mount(<Replay id="d1" />);
    expect(asked).toHaveBeenCalledWith("d1");
    expect(need(root, "replay-title").textContent).toBe("Replay: Ana vs Bo");
    expect(need(root, "replay-position").textContent).toBe("0 / 2");
    expect(need(root, "replay-step-text").textContent).toBe("Before the first step");
    expect((need(root, "replay-back") as HTMLButtonElement).disabled).toBe(true);

    await click(root, "replay-next");
    expect(need(root, "replay-position").textContent).toBe("1 / 2");
    expect(need(root, "replay-step-text").textContent).toContain("Ana bans KOZMO");
    expect(need(root, "replay-step-by").textContent).toBe("Ana · bans");
    expect(need(root, "replay-clause").textContent).toBe('Legal under AGL v1.0, "Koorie Queen Mod"');
    const banned = need(root, "replay-lineup-second").querySelector('[data-character="kozmo"]')!;
    expect(banned.getAttribute("data-mark")).toBe("banned");
    expect(need(root, "replay-team-first").children).toHaveLength(0);

    await press({ key: "ArrowRight" });
    expect(need(root, "replay-position").textContent).toBe("2 / 2");
    expect(need(root, "replay-team-first").textContent).toContain("GATA");
    expect((need(root, "replay-next") as HTMLButtonElement).disabled).toBe(true);
    await press({ key: "ArrowRight" });
    expect(need(root, "replay-position").textContent).toBe("2 / 2");

    await press({ key: "ArrowLeft" });
    expect(need(root, "replay-position").textContent).toBe("1 / 2");
    await press({ key: "Home" });
    expect(need(root, "replay-position").textContent).toBe("0 / 2");
    await click(root, "replay-last");
    expect(need(root, "replay-position").textContent).toBe("2 / 2");
    await click(root, "replay-first");
    expect(need(root, "replay-team-first").children).toHaveLength(0);
  });

  it("speaks the reader's language", async () => {
    core.commands.draftReplay = () => ok(replay);
    const root = await mount(<Replay id="d1" />, "es");
    await click(root, "replay-next");
    expect(need(root, "replay-position").textContent).toBe("1 / 2");
    expect(need(root, "replay-clause").textContent).toContain("Permitido por");
    expect(need(root, "replay-next").textContent).toContain("Siguiente");
    const fr = await mount(<Replay id="d1" />, "fr");
    expect(need(fr, "replay-step-text").textContent).toBe("Avant la première étape");
  });

  it("words the core's refusal of an unfinished draft and draws no board", async () => {
    core.commands.draftReplay = () =>
      failed(report("refused.draftNotFinished", { kind: "refused", refusal: { kind: "draftNotFinished", step: "deck" } }));
    const root = await mount(<Replay id="d1" />);
    expect(need(root, "replay-error").textContent).toContain("not finished");
    expect(found(root, "replay-player-first")).toBeNull();
  });

  it("exports the replay and says where the file is", async () => {
    core.commands.draftReplay = () => ok(replay);
    const exported = vi.fn(() => ok({ path: "/data/exports/hexadraft-replay-1.html", fileName: "x", sizeBytes: 10 }));
    core.commands.exportDraftReplay = exported;
    const root = await mount(<Replay id="d1" />);
    await click(root, "replay-export");
    expect(exported).toHaveBeenCalledWith("d1", null);
    expect(need(root, "replay-exported").textContent).toContain("/data/exports/hexadraft-replay-1.html");
  });
});

// The "As it stood" tab: the moments named in words (an action with the history's sentence), the
// event read-only at the moment chosen under the read-only notice, what changed compared with now,
// "Continue from here" opening the new event, and a journal stopped at a damaged entry said.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventAsItStood, EventMoments, MomentComparison } from "../../../../bindings";
import { click, enter, found, mount } from "../../../../test-support/render";
import { MomentsPanel } from "./MomentsPanel";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../../bindings", () => core);

const ok = <T,>(data: T) => Promise.resolve({ status: "ok" as const, data });

const MOMENTS: EventMoments = {
  id: "e1",
  title: "Cup",
  ruleset: "agl",
  entryCount: 7,
  stopped: null,
  moments: [
    { seq: 0, at: 1_772_000_000, kind: { kind: "created" } },
    { seq: 5, at: 1_772_000_100, kind: { kind: "roundStart", round: 1 } },
    { seq: 5, at: 1_772_000_100, kind: { kind: "action" } },
    { seq: 7, at: 1_772_000_200, kind: { kind: "roundEnd", round: 1 } },
    { seq: 7, at: 1_772_000_200, kind: { kind: "action" } },
  ],
};

const PLAYERS = [
  { id: 1, name: "Ana", dropped: false },
  { id: 2, name: "Bruno", dropped: false },
];

function stood(seq: number): EventAsItStood {
  const played = seq >= 7;
  return {
    id: "e1",
    title: "Cup",
    ruleset: "agl",
    seq,
    entryCount: 7,
    readOnly: { kind: "asItStood", seq, entry_count: 7 },
    stopped: null,
    players: PLAYERS,
    rounds: [
      {
        round: 1,
        tables: [{ table: 1, players: { first: 1, second: 2 }, victoryPoints: played ? { first: 7, second: 3 } : null, points: played ? { first: 3, second: 0 } : null }],
        bye: null,
      },
    ],
    standings: [
      { place: 1, player: played ? 1 : 1, points: played ? 3 : 0 },
      { place: 2, player: 2, points: 0 },
    ],
  };
}

const COMPARISON: MomentComparison = {
  from: 5,
  to: 7,
  players: PLAYERS,
  rounds: [],
  results: [{ round: 1, table: 1, players: { first: 1, second: 2 }, before: null, after: { first: 7, second: 3 } }],
  places: [],
  drops: [],
};

const opened = vi.fn();

beforeEach(() => {
  opened.mockReset();
  core.commands = {
    eventMoments: vi.fn(() => ok(MOMENTS)),
    eventHistory: vi.fn(() =>
      ok({ entries: [{ seq: 5, text: "Paired round 1." }, { seq: 7, text: "Recorded Ana 7–3 Bruno." }] }),
    ),
    eventAsItStood: vi.fn((_id: unknown, seq: unknown) => ok(stood(seq as number))),
    compareMoments: vi.fn(() => ok(COMPARISON)),
    continueFromMoment: vi.fn(() =>
      ok({ id: "e2", title: "Cup (from entry 5)", ruleset: "agl", continuedFrom: { journal: "e1", title: "Cup", seq: 5 } }),
    ),
  };
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("MomentsPanel", () => {
  it("names each moment, an action with the history's sentence", async () => {
    const root = await mount(<MomentsPanel eventId="e1" seq={7} />);
    const options = [...found(root, "moments-choose").querySelectorAll("option")].map((o) => o.textContent ?? "");
    expect(options[1]).toMatch(/^As created · /);
    expect(options[2]).toMatch(/^Start of round 1 · /);
    expect(options[3]).toMatch(/^After entry 5: Paired round 1\. · /);
    expect(options[4]).toMatch(/^End of round 1 · /);
  });

  it("opens a moment read-only with its pairings and standings, compares it with now and continues from it", async () => {
    const root = await mount(<MomentsPanel eventId="e1" seq={7} openEvent={opened} />);
    await enter(root, "moments-choose", "1");
    expect(core.commands.eventAsItStood).toHaveBeenCalledWith("e1", 5);
    expect(found(root, "moments-read-only").textContent).toContain("entry 5 of 7");
    expect(found(root, "moments-table-1-1").textContent).toBe("Table 1: Ana (no result) Bruno");
    expect(found(root, "moments-standing-1").textContent).toContain("Ana");

    await click(root, "moments-compare");
    expect(core.commands.compareMoments).toHaveBeenCalledWith("e1", 5, 7);
    expect(found(root, "moments-change-result-1-1").textContent).toBe("Round 1, table 1: Ana 7–3 Bruno recorded");

    expect((found(root, "moments-continue-name") as HTMLInputElement).value).toBe("Cup (from entry 5)");
    await enter(root, "moments-continue-name", "Cup, again");
    await click(root, "moments-continue");
    expect(core.commands.continueFromMoment).toHaveBeenCalledWith("e1", 5, "Cup, again");
    expect(opened).toHaveBeenCalledWith("e2");
  });

  it("says where a damaged journal stops, in the reader's language", async () => {
    core.commands.eventMoments = vi.fn(() =>
      ok({
        ...MOMENTS,
        stopped: { kind: "entryNotApplied", at_seq: 6, cause: "damaged", refusal: null, detail: "entry 6 does not match" },
      }),
    );
    const root = await mount(<MomentsPanel eventId="e1" seq={7} />, "es");
    expect(found(root, "moments-journal-stopped").textContent).toContain("6");
  });
});

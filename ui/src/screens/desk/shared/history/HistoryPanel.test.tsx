// The history tab: the core's entries shown with their source and a correction's old and new
// result, asked again with each filter, in the reader's language, exported as CSV, and a journal
// stopped at a damaged entry said as the read-only desk says it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { EventHistory, HistoryFilter } from "../../../../bindings";
import { click, enter, found, mount } from "../../../../test-support/render";
import { HistoryPanel } from "./HistoryPanel";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../../bindings", () => core);

const ok = <T,>(data: T) => Promise.resolve({ status: "ok" as const, data });

function history(filter: HistoryFilter): EventHistory {
  const entries: EventHistory["entries"] = [
    {
      seq: 1,
      at: 1_772_000_000,
      source: { kind: "desk" },
      sourceText: "The desk",
      wording: "aglRegisterPlayer",
      text: "Registered Ana.",
      round: null,
      table: null,
      players: [1],
      correction: null,
    },
    {
      seq: 6,
      at: 1_772_000_600,
      source: null,
      sourceText: "Not recorded",
      wording: "aglCorrectResult",
      text: "Corrected the result of round 1, table 1: Ana 6–7 Bruno became Ana 9–7 Bruno.",
      round: 1,
      table: 1,
      players: [1, 2],
      correction: { before: "Ana 6–7 Bruno", after: "Ana 9–7 Bruno" },
    },
  ];
  return {
    id: "e1",
    title: "Cup",
    ruleset: "agl",
    language: "en",
    entries: entries.filter(
      (e) =>
        (filter.player == null || e.players.includes(filter.player)) &&
        (filter.round == null || e.round === filter.round) &&
        (filter.table == null || e.table === filter.table),
    ),
    entryCount: 6,
    stopped: null,
    players: [
      { id: 1, name: "Ana" },
      { id: 2, name: "Bruno" },
      { id: 3, name: "Chloé" },
    ],
    rounds: 1,
    tables: 1,
  };
}

beforeEach(() => {
  core.commands = {
    eventHistory: vi.fn((_id: unknown, _language: unknown, filter: unknown) => ok(history(filter as HistoryFilter))),
    exportEventHistory: vi.fn(() => ok({ path: "/exports/e1/history.csv", fileName: "history.csv", sizeBytes: 10 })),
  };
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("HistoryPanel", () => {
  it("shows each entry with its source, and a correction with its old and new result", async () => {
    const root = await mount(<HistoryPanel eventId="e1" seq={6} />);
    expect(core.commands.eventHistory).toHaveBeenCalledWith("e1", "en", { player: null, table: null, round: null });
    expect(found(root, "history-text-1").textContent).toBe("Registered Ana.");
    expect(found(root, "history-source-1").textContent).toBe("The desk");
    expect(found(root, "history-source-6").textContent).toBe("Not recorded");
    expect(found(root, "history-correction-6").textContent).toBe("Was Ana 6–7 Bruno; now Ana 9–7 Bruno");
    expect(found(root, "history-count").textContent).toBe("2 entries of 6");
  });

  it("asks the core again with the player, round and table chosen", async () => {
    const root = await mount(<HistoryPanel eventId="e1" seq={6} />);
    await enter(root, "history-player", "3");
    expect(core.commands.eventHistory).toHaveBeenLastCalledWith("e1", "en", { player: 3, table: null, round: null });
    expect(found(root, "history-empty")).not.toBeNull();
    await enter(root, "history-player", "2");
    await enter(root, "history-round", "1");
    await enter(root, "history-table", "1");
    expect(core.commands.eventHistory).toHaveBeenLastCalledWith("e1", "en", { player: 2, table: 1, round: 1 });
    expect(found(root, "history-entry-6")).not.toBeNull();
    expect(found(root, "history-entry-1")).toBeNull();
  });

  it("exports what it shows as CSV and says where", async () => {
    const root = await mount(<HistoryPanel eventId="e1" seq={6} />);
    await enter(root, "history-round", "1");
    await click(root, "history-export");
    expect(core.commands.exportEventHistory).toHaveBeenCalledWith("e1", "en", { player: null, table: null, round: 1 }, null);
    expect(found(root, "history-written").textContent).toBe("Written: /exports/e1/history.csv");
  });

  it("asks in the reader's language and says where a damaged journal stops", async () => {
    core.commands.eventHistory = vi.fn(() =>
      ok({
        ...history({ player: null, table: null, round: null }),
        language: "es",
        stopped: { kind: "entryNotApplied", at_seq: 7, cause: "damaged", refusal: null, detail: "entry 7 does not match" },
      } as EventHistory),
    );
    const root = await mount(<HistoryPanel eventId="e1" seq={7} />, "es");
    expect(core.commands.eventHistory).toHaveBeenCalledWith("e1", "es", { player: null, table: null, round: null });
    expect(found(root, "history-stopped").textContent).toContain("7");
  });
});

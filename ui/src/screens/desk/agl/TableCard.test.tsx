// One table of a round as a card: its players and pairing reason, a recorded result offered for
// correction and sent as one, and the players offered for a swap only where the core allows it.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TableDraftInfo } from "../../../bindings";
import { deskProps, snapshot } from "../../../test-support/agl";
import { byTest, click, mount, need } from "../../../test-support/render";
import { TableCard } from "./TableCard";

vi.mock("../../../bindings", () => ({ commands: {}, events: {} }));

afterEach(() => {
  document.body.innerHTML = "";
});

function card(roundIndex: number, tableIndex: number, swapRound = snapshot.open.swap_round, draft: TableDraftInfo | null = null) {
  const { props, actions } = deskProps();
  const toggleSwap = vi.fn();
  const round = snapshot.rounds[roundIndex]!;
  const node = (
    <TableCard
      {...props}
      snapshot={{ ...snapshot, open: { ...snapshot.open, swap_round: swapRound } }}
      openDraft={() => undefined}
      round={round}
      table={round.tables[tableIndex]!}
      draft={draft}
      swapPick={[]}
      toggleSwap={toggleSwap}
    />
  );
  return { node, actions, toggleSwap };
}

describe("TableCard", () => {
  it("shows the players and why they were paired, and offers a swap of the open round's players", async () => {
    const { node, toggleSwap } = card(1, 0);
    const root = await mount(node);
    expect(need(root, "table-2-1").textContent).toContain("Ana");
    expect(need(root, "reason-2-1").textContent).not.toBe("");
    await click(root, "swap-pick-1");
    expect(toggleSwap).toHaveBeenCalledWith(1);
  });

  it("offers no swap where the core allows none", async () => {
    const { node } = card(1, 0, null);
    const root = await mount(node);
    expect(byTest(root, "swap-pick-1")).toBeNull();
  });

  it("shows a recorded result and sends its correction as one", async () => {
    const { node, actions } = card(0, 0);
    const root = await mount(node);
    expect(need(root, "score-1-1-first").textContent).toContain("7");
    await click(root, "correct-1-1");
    await click(root, "save-result-1-1");
    expect(actions[0]).toMatchObject({ kind: "correctResult", round: 1, table: 1 });
  });

  /** Table 1 of round 2's draft at the swap, in the order and with the clock given. */
  const draftAt = (order: TableDraftInfo["order"], clock: TableDraftInfo["clock"]): TableDraftInfo => ({
    round: 2,
    table: 1,
    draftId: "draft-1",
    state: { kind: "inProgress", step: "swap" },
    order,
    clock,
    mismatch: null,
    teams: null,
    reported: null,
    phoneReports: null,
  });

  it("names the organizer's format a table's draft walks and its pace clock, and the swap as the core names it", async () => {
    const { node } = card(1, 0, null, draftAt({ custom: "One by one", swap: "hidden" }, { graceSeconds: 120, reserveSeconds: 300 }));
    const root = await mount(node);
    expect(need(root, "draft-order-2-1").textContent).toBe("Draft order: One by one · Pace clock: 02:00 a turn, 05:00 in reserve");
    expect(need(root, "draft-2-1").textContent).toContain("Draft: hidden swaps");
    expect(need(root, "draft-2-1").textContent).not.toContain("Vassily");
  });

  it("says nothing of the official order, and keeps the Vassily swap's name, in three languages", async () => {
    const official = draftAt({ custom: null, swap: "vassily" }, null);
    const en = await mount(card(1, 0, null, official).node);
    expect(byTest(en, "draft-order-2-1")).toBeNull();
    expect(need(en, "draft-2-1").textContent).toContain("Draft: Vassily swaps");
    document.body.innerHTML = "";
    const es = await mount(card(1, 0, null, draftAt({ custom: "Uno a uno", swap: "hidden" }, null)).node, "es");
    expect(need(es, "draft-order-2-1").textContent).toBe("Orden de la selección: Uno a uno");
    expect(need(es, "draft-2-1").textContent).toContain("cambios ocultos");
    document.body.innerHTML = "";
    const fr = await mount(card(1, 0, null, draftAt(null, { graceSeconds: 45, reserveSeconds: 0 })).node, "fr");
    expect(need(fr, "draft-order-2-1").textContent).toBe("Pendule : 00:45 par tour, 00:00 de réserve");
  });
});

// One table of a round as a card: its players and pairing reason, a recorded result offered for
// correction and sent as one, and the players offered for a swap only where the core allows it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { deskProps, snapshot } from "../../../test-support/agl";
import { byTest, click, mount, need } from "../../../test-support/render";
import { TableCard } from "./TableCard";

vi.mock("../../../bindings", () => ({ commands: {}, events: {} }));

afterEach(() => {
  document.body.innerHTML = "";
});

function card(roundIndex: number, tableIndex: number, swapRound = snapshot.open.swap_round) {
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
      draft={null}
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
});

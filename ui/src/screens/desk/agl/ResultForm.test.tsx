// A table's result as typed at the desk: sent whole, never with a box left empty, and prefilled
// from the recorded result when correcting.
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ResultInput } from "../../../bindings";
import { deskProps, snapshot } from "../../../test-support/agl";
import { byTest, click, enter, mount, need } from "../../../test-support/render";
import { ResultForm, resultInput } from "./ResultForm";

const round = snapshot.rounds[1]!;
const table = round.tables[0]!;

function form(initial: ResultInput | null = null) {
  const onSave = vi.fn(async () => undefined);
  const { props } = deskProps();
  return { onSave, node: <ResultForm {...props} snapshot={snapshot} openDraft={() => undefined} round={round} table={table} initial={initial} onSave={onSave} onCancel={null} /> };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("AGL ResultForm", () => {
  it("sends both scores, the table's players and how the game ended", async () => {
    const { onSave, node } = form();
    const root = await mount(node);
    await enter(root, "vp-2-1-first", "6");
    await enter(root, "frags-2-1-first", "2");
    await enter(root, "vp-2-1-second", "0");
    await enter(root, "frags-2-1-second", "0");
    await enter(root, "game-end-select-2-1", "conceded-second");
    await click(root, "save-result-2-1");
    expect(onSave).toHaveBeenCalledWith({
      first: { victory_points: 6, frags: 2, first_blood: false },
      second: { victory_points: 0, frags: 0, first_blood: false },
      players: table.players,
      game_end: { kind: "conceded", by: "second" },
    });
  });

  it("never saves with a box left empty, and says so", async () => {
    const { onSave, node } = form();
    const root = await mount(node);
    await enter(root, "vp-2-1-first", "6");
    await click(root, "save-result-2-1");
    expect(onSave).not.toHaveBeenCalled();
    expect(need(root, "result-blank-2-1").textContent).not.toBe("");
  });

  it("starts from the recorded result when correcting it", async () => {
    const recorded = snapshot.rounds[0]!.tables[0]!;
    const initial = resultInput(recorded);
    expect(initial?.first.victory_points).toBe(recorded.result!.scores.first.victory_points);
    expect(resultInput(table)).toBeNull();
    const { onSave, node } = form(initial);
    const root = await mount(node);
    expect((need(root, "vp-2-1-first") as HTMLInputElement).value).toBe(String(initial!.first.victory_points));
    await click(root, "save-result-2-1");
    expect(onSave).toHaveBeenCalledWith({ ...initial, players: table.players });
    expect(byTest(root, "result-blank-2-1")).toBeNull();
  });
});

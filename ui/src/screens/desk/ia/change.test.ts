// The desk rebuilds the event after an action from what it showed and what the action changed
// (the core's `IaSnapshotChange`): parts told whole replace theirs, players and rounds item by item,
// and every part not named stays as it was.
import { describe, expect, it } from "vitest";
import type { IaActionOutcome, IaEventSnapshot, IaEventView } from "../../../bindings";
import { CUT_MADE, SNAPSHOT, view } from "../../../test-support/ia";
import { afterAction, patched, withChange } from "./change";

const shown = view(SNAPSHOT) as unknown as IaEventView;
const before = SNAPSHOT as unknown as IaEventSnapshot;

describe("an Imperial Assault action's change", () => {
  it("replaces a list's changed items, adds new ones, and cuts it to its length", () => {
    expect(patched(["a", "b", "c"], { len: 4, items: [{ index: 1, item: "B" }, { index: 3, item: "d" }] })).toEqual([
      "a",
      "B",
      "c",
      "d",
    ]);
    expect(patched(["a", "b", "c"], { len: 2, items: [] })).toEqual(["a", "b"]);
  });

  it("replaces the parts told whole, even by an empty value, and keeps the others", () => {
    const change = {
      stage: { now: CUT_MADE.stage },
      bracket: { now: CUT_MADE.bracket },
      cut_preview: { now: null },
    } as unknown as IaActionOutcome["change"];
    const after = withChange(before, change);
    expect(after.stage).toEqual(CUT_MADE.stage);
    expect(after.bracket).toEqual(CUT_MADE.bracket);
    expect(after.cut_preview).toBeNull();
    // Not named, so the very same values as before.
    expect(after.players).toBe(before.players);
    expect(after.standings).toBe(before.standings);
    expect(after.definition).toBe(before.definition);
  });

  it("changes one player in place and leaves the rest of the list as it was", () => {
    const renamed = { ...before.players[1]!, name: "Renamed" };
    const after = withChange(before, { players: { len: before.players.length, items: [{ index: 1, item: renamed }] } } as unknown as IaActionOutcome["change"]);
    expect(after.players.map((p) => p.name)).toEqual(before.players.map((p, i) => (i === 1 ? "Renamed" : p.name)));
    expect(after.players[0]).toBe(before.players[0]);
  });

  it("gives the view the seq the core counts now", () => {
    const next = afterAction(shown, { accepted: { kind: "settingsChanged" }, seq: 41, change: {} } as unknown as IaActionOutcome);
    expect(next.seq).toBe(41);
    expect(next.snapshot).toEqual(shown.snapshot);
    expect(next.title).toBe(shown.title);
  });
});

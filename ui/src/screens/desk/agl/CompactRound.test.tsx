// A round as one row per table: each table's result or boxes, the "missing results" filter, and a
// recorded result corrected in its row.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deskProps, snapshot } from "../../../test-support/agl";
import { byTest, click, mount, need } from "../../../test-support/render";
import { CompactRound } from "./CompactRound";

const core = vi.hoisted(() => ({ commands: {} as Record<string, unknown> }));
vi.mock("../../../bindings", () => core);

beforeEach(() => {
  core.commands = { foldForSearch: async (texts: string[]) => texts.map((t) => t.toLowerCase()) };
});
afterEach(() => {
  document.body.innerHTML = "";
});

const rows = (root: Element) => [...root.querySelectorAll(".compact-row")].map((r) => r.getAttribute("data-testid"));

describe("CompactRound", () => {
  it("shows one row per table and the bye, and leaves only the tables missing a result when asked", async () => {
    const { props } = deskProps();
    const mixed = { ...snapshot.rounds[1]!, tables: [snapshot.rounds[0]!.tables[0]!, snapshot.rounds[1]!.tables[1]!] };
    const root = await mount(<CompactRound {...props} snapshot={snapshot} openDraft={() => undefined} round={mixed} current />);
    expect(rows(root)).toEqual(["compact-row-1", "compact-row-2"]);
    expect(need(root, "compact-result-1").textContent).toContain("Ana");
    expect(need(root, "compact-bye").textContent).toContain("Cy");
    await click(root, "filter-missing");
    expect(rows(root)).toEqual(["compact-row-2"]);
  });

  it("opens a recorded result for correction in its row, and sends it as a correction", async () => {
    const { props, actions } = deskProps();
    const played = snapshot.rounds[0]!;
    const root = await mount(<CompactRound {...props} snapshot={snapshot} openDraft={() => undefined} round={played} current={false} />);
    expect(byTest(root, "result-form-1-1")).toBeNull();
    await click(root, "compact-correct-1");
    await click(root, "save-result-1-1");
    expect(actions[0]).toMatchObject({ kind: "correctResult", round: 1, table: 1 });
  });
});

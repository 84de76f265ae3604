// The Imperial Assault paper: one button per document the event has, each asking the core for
// that document, and the files it wrote said.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok } from "../../../test-support/core";
import { CUT_MADE, SNAPSHOT } from "../../../test-support/ia";
import { byTest, click, mount, need } from "../../../test-support/render";
import { IaPaper } from "./IaPaper";

const core = vi.hoisted(() => ({ commands: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock("../../../bindings", () => ({ commands: core.commands }));

beforeEach(() => {
  core.commands.exportEventPaper = vi.fn(() => ok({ folder: "/x", files: ["/x/slips.pdf"] }));
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("IaPaper", () => {
  it("offers a round's pairings and slips only once a round is paired, and the bracket only once cut", async () => {
    const root = await mount(<IaPaper snapshot={SNAPSHOT as never} id="sc" />);
    expect(byTest(root, "ia-paper-pairings")).toBeNull();
    expect(byTest(root, "ia-paper-bracket")).toBeNull();
    expect(byTest(root, "ia-paper-standings")).not.toBeNull();
  });

  it("asks the core for the chosen document of the latest round and says what it wrote", async () => {
    const snapshot = { ...CUT_MADE, rounds: [{ round: 1 }, { round: 2 }] };
    const root = await mount(<IaPaper snapshot={snapshot as never} id="sc" />);
    expect(byTest(root, "ia-paper-bracket")).not.toBeNull();
    await click(root, "ia-paper-slips");
    expect(core.commands.exportEventPaper).toHaveBeenCalledWith(
      "sc",
      { ruleset: "imperialAssault", document: { kind: "matchSlips", round: 2 } },
      null,
    );
    expect(need(root, "ia-paper-written").textContent).toContain("/x/slips.pdf");
  });
});

// The AGL paper panel: each document asked of the core in the chosen folder, and the ratings before
// the event.
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deskAnswers, deskProps, snapshot, view } from "../../../test-support/agl";
import { click, enter as input, found as byTest, mount } from "../../../test-support/render";
import { PaperPanel } from "./PaperPanel";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../bindings", () => core);
const ok = <T,>(data: T) => ({ status: "ok" as const, data });
beforeEach(() => {
  core.commands = deskAnswers();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("PaperPanel", () => {
  it("asks the core for each document in the chosen folder, in the event's language, and lists the files", async () => {
    const calls: unknown[][] = [];
    core.commands.exportEventPaper = async (...args: unknown[]) => {
      calls.push(args);
      return ok({ folder: "/tmp/print", files: ["/tmp/print/control-sheets.pdf"] });
    };
    const { props } = deskProps();
    const root = await mount(<PaperPanel {...props} view={{ ...props.view, language: "es" }} snapshot={snapshot} />);
    // The papers speak the event's language, recorded with the event.
    expect(byTest(root, "paper-language").textContent).toBe("Español");
    await click(root, "paper-control-sheets");
    expect(calls[0]).toEqual(["event-1-abc", { ruleset: "agl", document: { kind: "controlSheets" } }, null]);
    await input(root, "paper-folder", "/tmp/print");
    await input(root, "paper-round", "1");
    await click(root, "paper-slips");
    expect(calls[1]).toEqual(["event-1-abc", { ruleset: "agl", document: { kind: "matchSlips", round: 1 } }, "/tmp/print"]);
    expect(byTest(root, "exported-file").textContent).toBe("/tmp/print/control-sheets.pdf");
    expect(root.querySelector('[data-testid="ratings-table"] tr[data-player="Ana"]')?.textContent).toContain("+16.00");
  });
});

describe("Ratings before the event", () => {
  it("shows the rating the core found for each player and writes it back under that entry's PIN", async () => {
    // docs/rulings.md, "Corvus PINs": listed as "pin-old" (another case, or a PIN corrected
    // since), the rating is Ana's; an entry that rates nobody here is kept.
    const ana = snapshot.players[0]!;
    const { props, actions } = deskProps({ kind: "ratingsBeforeSet", listed: 2 });
    props.view = {
      ...view,
      ratingsBefore: { "pin-old": 1200, "SOMEONE-ELSE": 900 },
      listedRatings: [{ player: ana.id, corvusPin: "pin-old", rating: 1200 }],
    };
    const root = await mount(<PaperPanel {...props} snapshot={snapshot} />);
    const row = root.querySelector(`[data-testid="ratings-table"] tr[data-player="${ana.name}"]`)!;
    const field = row.querySelector("input") as HTMLInputElement;
    expect(field.value).toBe("1200");
    await act(async () => {
      field.value = "1210";
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(root, "ratings-save");
    expect(actions).toEqual([{ kind: "setRatingsBefore", ratings: { "pin-old": 1210, "SOMEONE-ELSE": 900 } }]);
  });
});

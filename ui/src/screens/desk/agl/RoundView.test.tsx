// A round as cards: a card per table and the bye with its reason, the round's table drafts read
// from the core for that round.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deskProps, snapshot, view } from "../../../test-support/agl";
import { mount, need } from "../../../test-support/render";
import { RoundView } from "./RoundView";

const core = vi.hoisted(() => ({ commands: {} as Record<string, ReturnType<typeof vi.fn>>, events: {} }));
vi.mock("../../../bindings", () => core);

beforeEach(() => {
  core.commands.roundDrafts = vi.fn(async () => ({ status: "ok", data: [] }));
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("RoundView", () => {
  it("shows each table's card and the bye with why it fell there, and reads that round's drafts", async () => {
    const { props } = deskProps();
    const round = snapshot.rounds[1]!;
    const root = await mount(
      <RoundView {...props} snapshot={snapshot} openDraft={() => undefined} round={round} swapPick={[]} toggleSwap={vi.fn()} />,
    );
    expect(core.commands.roundDrafts).toHaveBeenCalledWith(view.id, 2);
    const section = need(root, "round-2");
    expect(section.querySelectorAll(".table-card:not(.bye)").length).toBe(round.tables.length);
    expect(need(root, "table-2-1").textContent).toContain("Ana");
    expect(need(root, "bye").textContent).toContain("Cy");
    expect(need(root, "bye").querySelector(".reason")?.textContent).toContain("5");
  });
});

// One Imperial Assault game's result: what the form sends for each way a game ends, and the
// result as recorded once the core no longer takes one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { click, enter, mount, need } from "../../../test-support/render";
import { ResultForm } from "./ResultForm";

const NAMES: Record<number, string> = { 1: "Ana", 4: "Di" };
const WON = {
  decision: { outcomes: { first: "win", second: "loss" }, decided_by: "victoryPoints" },
  victory_points: { first: 40, second: 12 },
  points: { first: 3, second: 0 },
} as never;

function form(overrides: Partial<Parameters<typeof ResultForm>[0]> = {}) {
  const save = vi.fn(async () => true);
  const props: Parameters<typeof ResultForm>[0] = {
    players: { first: 1, second: 4 },
    name: (id) => NAMES[id]!,
    result: null,
    open: true,
    busy: false,
    testId: "r",
    save,
    points: true,
    refusal: null,
    ...overrides,
  };
  return { props, save };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("IA ResultForm", () => {
  it("sends both Victory Points and a game won at 40 points", async () => {
    const { props, save } = form();
    const root = await mount(<ResultForm {...props} />);
    await enter(root, "r-vp-first", "40");
    await enter(root, "r-vp-second", "22");
    await click(root, "r-save");
    expect(save).toHaveBeenCalledWith({ victory_points: { first: 40, second: 22 }, figure_points: null, end: { kind: "fortyPoints" } });
  });

  it("asks whose side for a concession, and the defeated figures' points only at time", async () => {
    const { props, save } = form();
    const root = await mount(<ResultForm {...props} />);
    expect(root.querySelector('[data-testid="r-side"]')).toBeNull();
    await enter(root, "r-end", "concession");
    await enter(root, "r-side", "first");
    expect(root.querySelector('[data-testid="r-figures-first"]')).toBeNull();
    await enter(root, "r-vp-first", "10");
    await enter(root, "r-vp-second", "12");
    await click(root, "r-save");
    expect(save).toHaveBeenLastCalledWith({ victory_points: { first: 10, second: 12 }, figure_points: null, end: { kind: "concession", side: "first" } });
    await enter(root, "r-end", "time");
    await enter(root, "r-figures-first", "18");
    await enter(root, "r-figures-second", "9");
    await click(root, "r-save");
    expect(save).toHaveBeenLastCalledWith({ victory_points: { first: 10, second: 12 }, figure_points: { first: 18, second: 9 }, end: { kind: "time" } });
  });

  it("shows a recorded game's winner with points in the Swiss rounds, without in the cut", async () => {
    const swiss = form({ open: false, result: WON });
    let root = await mount(<ResultForm {...swiss.props} />);
    expect(root.querySelector("form")).toBeNull();
    expect(need(root, "r-recorded").textContent).toMatch(/40–12.*Ana.*3/);
    document.body.innerHTML = "";
    const cut = form({ open: false, result: WON, points: false });
    root = await mount(<ResultForm {...cut.props} />);
    expect(need(root, "r-recorded").textContent).toContain("Ana");
    expect(need(root, "r-recorded").textContent).not.toMatch(/\b3\b/);
  });
});

// An army list as it is typed: the core's totals and every rule broken, a card picked from the
// search added as a line, and the core asked again only once typing pauses.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { check } from "../../../test-support/ia";
import { enter, mount, need, settle } from "../../../test-support/render";
import { armyCheckClean, ArmyField, ARMY_CHECK_DELAY_MS, replaceLine, useArmyCheck } from "./ArmyField";

const core = vi.hoisted(() => ({ commands: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock("../../../bindings", () => ({ commands: core.commands }));

const VADER = { card: { kind: "deployment", id: "vader" }, name: "Darth Vader", cost: 18, affiliation: "imperial" };

beforeEach(() => {
  core.commands.searchIaCards = vi.fn((query: string) => Promise.resolve(query === "" ? [] : [VADER]));
  core.commands.readIaArmyText = vi.fn(() => Promise.resolve(check()));
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("ArmyField", () => {
  it("shows the core's totals and each rule the list breaks", async () => {
    const broken = check({
      report: { army_points: 46, command_cards: 15, command_points: 12, affiliation: "imperial", problems: [{ kind: "armyOverBudget", points: 46, max: 40, clause: "x" }] },
    });
    const root = await mount(<ArmyField text="Darth Vader x3" setText={vi.fn()} check={broken} testId="army" />);
    const shown = need(root, "army-check").textContent;
    expect(shown).toContain("46");
    expect(need(root, "army-problem").textContent).toMatch(/46/);
    expect(root.querySelector('[data-testid="army-legal"]')).toBeNull();
  });

  it("adds a card picked from the search as a line of the list", async () => {
    const setText = vi.fn();
    const root = await mount(<ArmyField text={"1 Stormtrooper   "} setText={setText} check={null} testId="army" />);
    await enter(root, "army-search", "vad");
    expect(core.commands.searchIaCards).toHaveBeenLastCalledWith("vad");
    need(root, "army-search-hits");
    // Enter picks the first hit.
    need(root, "army-search").dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    await settle();
    expect(setText).toHaveBeenCalledWith("1 Stormtrooper\n1 Darth Vader\n");
  });

  it("asks the core to check a list only once typing pauses", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let seen: unknown = null;
    function Probe(props: { text: string }) {
      seen = useArmyCheck(props.text);
      return null;
    }
    await mount(<Probe text="Darth Vader" />);
    expect(core.commands.readIaArmyText).not.toHaveBeenCalled();
    await settle(ARMY_CHECK_DELAY_MS + 10);
    expect(core.commands.readIaArmyText).toHaveBeenCalledWith("Darth Vader");
    expect(seen).toEqual(check());
  });

  it("calls a list clean only when every line was read and no rule is broken", () => {
    expect(armyCheckClean(check() as never)).toBe(true);
    expect(armyCheckClean(check({ textProblems: [{ kind: "ambiguousName" }] }) as never)).toBe(false);
    expect(replaceLine("a\nb\nc", 2, "B")).toBe("a\nB\nc");
    expect(replaceLine("a", 3, "B")).toBe("a");
  });
});

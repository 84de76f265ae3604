// The frame every desk shares: its tabs with the desk's own test ids, the chosen one marked, the
// Alt+N keys only where a desk asks for them, the read-only notice, and the hint while the event
// has nothing to show.
import { afterEach, describe, expect, it, vi } from "vitest";
import { byTest, click, mount, need, press } from "../../../test-support/render";
import { DeskFrame, type DeskFrameProps } from "./DeskFrame";

type Tab = "players" | "rounds" | "timer";
const TABS: Tab[] = ["players", "rounds", "timer"];

function frame(overrides: Partial<DeskFrameProps<Tab>> = {}) {
  const choose = vi.fn();
  const props: DeskFrameProps<Tab> = {
    testId: "some-desk",
    title: "Store Championship",
    header: <p data-testid="some-stage">Round 2</p>,
    readOnly: null,
    players: [{ id: 1, name: "Ana" }],
    tabs: TABS,
    tabLabel: { players: "Players (1)", rounds: "Rounds", timer: "Timer" },
    tabTestId: (tab) => `some-tab-${tab}`,
    chosen: "rounds",
    choose,
    panel: <p data-testid="some-panel">the rounds</p>,
    ...overrides,
  };
  return { props, choose };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("DeskFrame", () => {
  it("shows the title, the desk's header lines, its tabs by their test ids and the chosen panel", async () => {
    const { props, choose } = frame();
    const root = await mount(<DeskFrame {...props} />);
    expect(need(root, "some-desk").tagName).toBe("MAIN");
    expect(need(root, "desk-title").textContent).toBe("Store Championship");
    expect(need(root, "some-stage").textContent).toBe("Round 2");
    expect(need(root, "some-tab-players").textContent).toBe("Players (1)");
    expect(need(root, "some-tab-rounds").getAttribute("aria-selected")).toBe("true");
    expect(need(root, "some-tab-timer").getAttribute("aria-selected")).toBe("false");
    expect(need(root, "some-panel").closest('[role="tabpanel"]')).not.toBeNull();
    expect(byTest(root, "desk-read-only")).toBeNull();
    await click(root, "some-tab-timer");
    expect(choose).toHaveBeenCalledWith("timer");
  });

  it("says where a continued event came from, and opens the original", async () => {
    const openEvent = vi.fn();
    const continuedFrom = { journal: "ev-original", title: "Spring Cup", seq: 12 };
    const { props } = frame({ continuedFrom, openEvent });
    const root = await mount(<DeskFrame {...props} />);
    expect(need(root, "desk-continued-from").textContent).toContain("Continued from “Spring Cup” after its entry 12");
    await click(root, "desk-open-original");
    expect(openEvent).toHaveBeenCalledWith("ev-original");
    // Any other event says nothing of it.
    document.body.innerHTML = "";
    const plain = await mount(<DeskFrame {...frame().props} />);
    expect(byTest(plain, "desk-continued-from")).toBeNull();
  });

  it("chooses tabs with Alt and their number only where the desk asks for the keys", async () => {
    const keyed = frame({ shortcuts: true });
    let root = await mount(<DeskFrame {...keyed.props} />);
    expect(need(root, "some-tab-timer").getAttribute("aria-keyshortcuts")).toBe("Alt+3");
    await press({ key: "3", altKey: true });
    expect(keyed.choose).toHaveBeenCalledWith("timer");
    await press({ key: "3" });
    await press({ key: "9", altKey: true });
    expect(keyed.choose).toHaveBeenCalledTimes(1);
    document.body.innerHTML = "";

    const plain = frame();
    root = await mount(<DeskFrame {...plain.props} />);
    expect(need(root, "some-tab-timer").hasAttribute("aria-keyshortcuts")).toBe(false);
    await press({ key: "1", altKey: true });
    expect(plain.choose).not.toHaveBeenCalled();
  });

  it("says why an event can only be read, and gives a hint while it has no state to show", async () => {
    const { props } = frame({
      readOnly: { kind: "archived" },
      panel: null,
    });
    const root = await mount(<DeskFrame {...props} />);
    expect(need(root, "desk-read-only").textContent).toContain("archived");
    expect(byTest(root, "some-panel")).toBeNull();
    expect(root.querySelector('[role="tabpanel"]')).toBeNull();
    expect(root.querySelector(".hint")?.textContent).not.toBe("");
  });
});

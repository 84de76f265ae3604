// The round timer every desk shows: counting down, paused, reset, full screen, and kept while the
// screen is elsewhere.
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deskAnswers } from "../../../test-support/agl";
import { click, enter as input, found as byTest, mount } from "../../../test-support/render";
import { TimerPanel } from "./TimerPanel";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../bindings", () => core);
beforeEach(() => {
  core.commands = deskAnswers();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("TimerPanel", () => {
  beforeEach(() => {
    core.commands.setRoomTimer = vi.fn(() => Promise.resolve(null));
  });

  it("counts down from the length chosen, pauses, resets and shows full screen", async () => {
    let clock = 1_000_000;
    const root = await mount(<TimerPanel eventId="e1" now={() => clock} />);
    await input(root, "timer-minutes", "50");
    expect(byTest(root, "timer-display").textContent).toBe("50:00");
    await click(root, "timer-toggle");
    expect(core.commands.setRoomTimer).toHaveBeenLastCalledWith({
      durationSeconds: 3000,
      remainingSeconds: 3000,
      running: true,
    });
    clock += 61_000;
    await click(root, "timer-toggle");
    expect(byTest(root, "timer-display").textContent).toBe("48:59");
    // The room page (phones, projector) is told each change: here, paused at 48:59.
    expect(core.commands.setRoomTimer).toHaveBeenLastCalledWith({
      durationSeconds: 3000,
      remainingSeconds: 2939,
      running: false,
    });
    expect(byTest(root, "timer-toggle").textContent).toBe("Start");
    await click(root, "timer-full");
    expect(byTest(root, "timer-overlay")).not.toBeNull();
    // Escape leaves full screen and goes no further (the app would go home).
    const home = vi.fn();
    window.addEventListener("keydown", home);
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    window.removeEventListener("keydown", home);
    expect(home).not.toHaveBeenCalled();
    expect(byTest(root, "timer-overlay")).toBeNull();
    await click(root, "timer-reset");
    expect(byTest(root, "timer-display").textContent).toBe("50:00");
  });

  it("sizes the full-screen digits by their count and closes with the browser's full screen", async () => {
    const root = await mount(<TimerPanel eventId="e3" now={() => 0} />);
    await click(root, "timer-full");
    const huge = byTest(root, "timer-huge");
    expect(huge.textContent).toBe("1:30:00");
    expect(huge.style.getPropertyValue("--chars")).toBe("7");
    // The webview left its full screen on the first Escape without passing the key on.
    let element: Element | null = byTest(root, "timer-overlay");
    Object.defineProperty(document, "fullscreenElement", { configurable: true, get: () => element });
    await act(async () => {
      document.dispatchEvent(new Event("fullscreenchange"));
    });
    expect(byTest(root, "timer-overlay")).not.toBeNull();
    element = null;
    await act(async () => {
      document.dispatchEvent(new Event("fullscreenchange"));
    });
    expect(byTest(root, "timer-overlay")).toBeNull();
    delete (document as { fullscreenElement?: unknown }).fullscreenElement;
  });

  it("keeps running while the screen is elsewhere", async () => {
    let clock = 0;
    const first = await mount(<TimerPanel eventId="e2" now={() => clock} />);
    await click(first, "timer-toggle");
    document.body.innerHTML = "";
    clock += 30 * 60_000;
    const again = await mount(<TimerPanel eventId="e2" now={() => clock} />);
    expect(byTest(again, "timer-display").textContent).toBe("1:00:00");
  });
});

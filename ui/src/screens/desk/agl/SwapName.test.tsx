// A player's name at a table, and the toggle that picks them for a swap only while one is open
// and the event can be changed.
import { afterEach, describe, expect, it, vi } from "vitest";
import { deskProps, snapshot, view } from "../../../test-support/agl";
import { byTest, click, mount, need } from "../../../test-support/render";
import { SwapName } from "./SwapName";

afterEach(() => {
  document.body.innerHTML = "";
});

function swapName(open: boolean, swapPick: number[] = [], readOnly = false) {
  const { props } = deskProps();
  const toggleSwap = vi.fn();
  const node = (
    <SwapName
      {...props}
      view={readOnly ? { ...view, readOnly: { kind: "archived" } } : view}
      snapshot={snapshot}
      openDraft={() => undefined}
      player={2}
      open={open}
      swapPick={swapPick}
      toggleSwap={toggleSwap}
    />
  );
  return { node, toggleSwap };
}

describe("SwapName", () => {
  it("is a toggle while a swap is open, pressed once chosen", async () => {
    const { node, toggleSwap } = swapName(true, [2]);
    const root = await mount(node);
    expect(need(root, "swap-pick-2").getAttribute("aria-pressed")).toBe("true");
    await click(root, "swap-pick-2");
    expect(toggleSwap).toHaveBeenCalledWith(2);
  });

  it("is only the name when no swap is open, or the event can only be read", async () => {
    for (const [open, readOnly] of [[false, false], [true, true]] as const) {
      const { node } = swapName(open, [], readOnly);
      const root = await mount(node);
      expect(byTest(root, "swap-pick-2")).toBeNull();
      expect(root.textContent).toBe("Bo");
      document.body.innerHTML = "";
    }
  });
});

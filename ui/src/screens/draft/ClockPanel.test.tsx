import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClockView, TableDraft } from "../../bindings";
import { UserError } from "../../lib/call";
import { I18nProvider } from "../../lib/i18n-context";
import { ClockPanel } from "./ClockPanel";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
}));
vi.mock("../../bindings", () => core);

async function mount(node: preact.ComponentChild) {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language="en">{node}</I18nProvider>, root);
  });
  return root;
}

async function click(root: Element, testid: string) {
  await act(async () => {
    (root.querySelector(`[data-testid="${testid}"]`) as HTMLButtonElement).click();
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

afterEach(() => {
  document.body.innerHTML = "";
});

function clock(paused: boolean): ClockView {
  return {
    settings: { graceSeconds: 30, reserveSeconds: 60 },
    at: 1_800_000_000,
    paused,
    seats: {
      first: { graceLeft: 30, reserveLeft: 60, inTurn: true, running: !paused },
      second: { graceLeft: 30, reserveLeft: 60, inTurn: false, running: false },
    },
    expired: [],
  };
}

/** Only what the clock's panel reads of the table's view. */
function table(clockView: ClockView | null): TableDraft {
  return {
    id: "draft-1",
    seq: 7,
    readOnly: null,
    clock: clockView,
    view: { complete: false, players: { first: { name: "Ana" }, second: { name: "Bo" } } },
  } as unknown as TableDraft;
}

describe("ClockPanel", () => {
  it("shows nothing for an untimed draft", async () => {
    const root = await mount(<ClockPanel table={table(null)} onChanged={() => undefined} onError={() => undefined} />);
    expect(root.querySelector('[data-testid="clock-panel"]')).toBeNull();
  });

  it("pauses, resumes and adds time through the core, at the screen's seq and with the code typed", async () => {
    const calls: unknown[][] = [];
    const answer = (next: TableDraft) => ({ status: "ok", data: next });
    core.commands.changeDraftClock = async (...args: unknown[]) => {
      calls.push(args);
      return answer(table(clock((args[2] as { kind: string }).kind === "pause")));
    };
    const changed = vi.fn();
    const root = await mount(<ClockPanel table={table(clock(false))} onChanged={changed} onError={() => undefined} />);
    expect(root.querySelector('[data-testid="clock-resume"]')).toBeNull();
    await click(root, "clock-pause");
    const code = root.querySelector('[data-testid="clock-code"]') as HTMLInputElement;
    await act(async () => {
      code.value = "desk-42";
      code.dispatchEvent(new Event("input"));
    });
    await click(root, "clock-add");
    expect(calls).toEqual([
      ["draft-1", 7, { kind: "pause" }, null],
      ["draft-1", 7, { kind: "addTime", seconds: 60 }, "desk-42"],
    ]);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it("offers to resume a paused clock and passes a refusal on to be shown", async () => {
    const refusal = { kind: "refused", code: "refused.clock.notPaused", message: "The clock is not paused." };
    core.commands.changeDraftClock = async () => ({ status: "error", error: refusal });
    const errors: unknown[] = [];
    const root = await mount(
      <ClockPanel table={table(clock(true))} onChanged={() => undefined} onError={(e) => errors.push(e)} />,
    );
    expect(root.querySelector('[data-testid="clock-pause"]')).toBeNull();
    expect(root.querySelector("#pace-clock")?.getAttribute("data-paused")).toBe("true");
    await click(root, "clock-resume");
    expect(errors[errors.length - 1]).toBeInstanceOf(UserError);
  });
});

import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../lib/i18n-context";
import { EventClock } from "./EventClock";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
}));
vi.mock("../../../bindings", () => core);

const settle = async () => {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
};

async function mount(node: preact.ComponentChild) {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language="en">{node}</I18nProvider>, root);
  });
  await settle();
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("EventClock", () => {
  it("shows the event's clock and saves it changed, or off", async () => {
    const saved: unknown[][] = [];
    core.commands.eventPaceClock = async () => ({ status: "ok", data: { graceSeconds: 45, reserveSeconds: 90 } });
    core.commands.setEventPaceClock = async (...args: unknown[]) => {
      saved.push(args);
      return { status: "ok", data: args[1] };
    };
    const root = await mount(<EventClock eventId="event-1-abc" readOnly={false} />);
    const on = root.querySelector('[data-testid="event-clock-on"]') as HTMLInputElement;
    expect(on.checked).toBe(true);
    const numbers = root.querySelectorAll<HTMLInputElement>('input[type="number"]');
    expect([numbers[0]?.value, numbers[1]?.value]).toEqual(["45", "90"]);
    await act(async () => {
      (root.querySelector('[data-testid="event-clock-save"]') as HTMLButtonElement).click();
    });
    await settle();
    await act(async () => {
      on.click();
    });
    await act(async () => {
      (root.querySelector('[data-testid="event-clock-save"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(saved).toEqual([
      ["event-1-abc", { graceSeconds: 45, reserveSeconds: 90 }],
      ["event-1-abc", null],
    ]);
    expect(root.textContent).toContain("Saved.");
  });

  it("offers nothing to change on a read-only event", async () => {
    core.commands.eventPaceClock = async () => ({ status: "ok", data: null });
    const root = await mount(<EventClock eventId="event-1-abc" readOnly={true} />);
    expect((root.querySelector('[data-testid="event-clock-on"]') as HTMLInputElement).disabled).toBe(true);
    expect((root.querySelector('[data-testid="event-clock-save"]') as HTMLButtonElement).disabled).toBe(true);
  });
});

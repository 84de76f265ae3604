import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DraftFormat, EventAction } from "../../../bindings";
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

const pick = (actor: "player-a" | "player-b") => ({ actor, action: "pick", scope: "own" }) as const;
const oneByOne: DraftFormat = {
  name: "One by one",
  turns: [0, 1, 2, 3].flatMap(() => [pick("player-a"), pick("player-b")]),
};
const short: DraftFormat = { name: "Short", turns: oneByOne.turns.slice(1) };
const entry = (format: DraftFormat, problems: unknown[] = []) => ({ format, official: false, problems, pickOrder: [] });

async function mount(node: preact.ComponentChild) {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language="en">{node}</I18nProvider>, root);
  });
  await settle();
  return root;
}

function props(acted: EventAction[], readOnly = false) {
  return {
    eventId: "event-1-abc",
    readOnly,
    ruleset: "agl-v1.0" as const,
    mods: [],
    seq: 3,
    act: async (action: EventAction) => {
      acted.push(action);
      return { kind: "tableDraftsSet" } as const;
    },
  };
}

const click = async (root: HTMLElement, testId: string) => {
  await act(async () => {
    (root.querySelector(`[data-testid="${testId}"]`) as HTMLElement).click();
  });
  await settle();
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("EventClock", () => {
  it("shows the event's clock and saves it changed, or off, as the event's setTableDrafts", async () => {
    const acted: EventAction[] = [];
    core.commands.eventTableDrafts = async () => ({
      status: "ok",
      data: { clock: { graceSeconds: 45, reserveSeconds: 90 }, format: null, clockFromThisComputer: false },
    });
    core.commands.draftFormats = async () => ({ status: "ok", data: [] });
    const root = await mount(<EventClock {...props(acted)} />);
    const on = root.querySelector('[data-testid="event-clock-on"]') as HTMLInputElement;
    expect(on.checked).toBe(true);
    const numbers = root.querySelectorAll<HTMLInputElement>('input[type="number"]');
    expect([numbers[0]?.value, numbers[1]?.value]).toEqual(["45", "90"]);
    await click(root, "event-clock-save");
    await act(async () => {
      on.click();
    });
    await click(root, "event-clock-save");
    expect(acted).toEqual([
      { kind: "setTableDrafts", clock: { graceSeconds: 45, reserveSeconds: 90 }, format: null },
      { kind: "setTableDrafts", clock: null, format: null },
    ]);
    expect(root.textContent).toContain("Saved.");
    expect(root.querySelector('[data-testid="event-clock-local"]')).toBeNull();
  });

  it("offers the official order and the organizer's saved formats, and sends the chosen one whole", async () => {
    const acted: EventAction[] = [];
    core.commands.eventTableDrafts = async () => ({
      status: "ok",
      data: { clock: null, format: null, clockFromThisComputer: false },
    });
    const asked: unknown[][] = [];
    core.commands.draftFormats = async (...args: unknown[]) => {
      asked.push(args);
      return {
        status: "ok",
        data: [
          { format: { name: "AGL v1.0 official order", turns: [] }, official: true, problems: [], pickOrder: [] },
          entry(oneByOne),
          entry(short, [{ kind: "teamIncomplete", team_of: "a", picks: 3, team_size: 4 }]),
        ],
      };
    };
    const root = await mount(<EventClock {...props(acted)} />);
    expect(asked).toEqual([["agl-v1.0", []]]);
    const select = root.querySelector('[data-testid="event-draft-format"]') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "The official order of these Mods",
      "One by one",
      "Short (does not suit these Mods)",
    ]);
    expect(select.value).toBe("");
    await act(async () => {
      select.value = "saved:One by one";
      select.dispatchEvent(new Event("change"));
    });
    await click(root, "event-clock-save");
    expect(acted).toEqual([{ kind: "setTableDrafts", clock: null, format: oneByOne }]);
  });

  it("keeps the format the event records, even one this computer does not keep, and says where a clock comes from", async () => {
    const acted: EventAction[] = [];
    core.commands.eventTableDrafts = async () => ({
      status: "ok",
      data: { clock: { graceSeconds: 50, reserveSeconds: 60 }, format: oneByOne, clockFromThisComputer: true },
    });
    core.commands.draftFormats = async () => ({ status: "ok", data: [] });
    const root = await mount(<EventClock {...props(acted)} />);
    const select = root.querySelector('[data-testid="event-draft-format"]') as HTMLSelectElement;
    expect(select.value).toBe("event");
    expect(select.selectedOptions[0]?.textContent).toBe("One by one (as recorded with the event)");
    expect(root.querySelector('[data-testid="event-clock-local"]')?.textContent).toContain("this computer");
    await click(root, "event-clock-save");
    expect(acted).toEqual([
      { kind: "setTableDrafts", clock: { graceSeconds: 50, reserveSeconds: 60 }, format: oneByOne },
    ]);
  });

  it("lists the recorded format once when the organizer keeps the very same one", async () => {
    const acted: EventAction[] = [];
    core.commands.eventTableDrafts = async () => ({
      status: "ok",
      data: { clock: null, format: oneByOne, clockFromThisComputer: false },
    });
    core.commands.draftFormats = async () => ({ status: "ok", data: [entry(oneByOne)] });
    const root = await mount(<EventClock {...props(acted)} />);
    const select = root.querySelector('[data-testid="event-draft-format"]') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["The official order of these Mods", "One by one"]);
    expect(select.value).toBe("saved:One by one");
    await click(root, "event-clock-save");
    expect(acted).toEqual([{ kind: "setTableDrafts", clock: null, format: oneByOne }]);
  });

  it("offers nothing to change on a read-only event", async () => {
    core.commands.eventTableDrafts = async () => ({
      status: "ok",
      data: { clock: null, format: null, clockFromThisComputer: false },
    });
    core.commands.draftFormats = async () => ({ status: "ok", data: [] });
    const root = await mount(<EventClock {...props([], true)} />);
    expect((root.querySelector('[data-testid="event-clock-on"]') as HTMLInputElement).disabled).toBe(true);
    expect((root.querySelector('[data-testid="event-draft-format"]') as HTMLSelectElement).disabled).toBe(true);
    expect((root.querySelector('[data-testid="event-clock-save"]') as HTMLButtonElement).disabled).toBe(true);
  });
});

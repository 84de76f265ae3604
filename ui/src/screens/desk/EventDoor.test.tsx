// The door to a saved event opens the desk of the ruleset the core reports for it, through the
// registry; the start screen offers every ruleset of the registry and its setup form.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RulesetKind } from "../../bindings";
import { failed, ok, report } from "../../test-support/core";
import { view as iaView, SNAPSHOT } from "../../test-support/ia";
import { byTest, click, mount, need } from "../../test-support/render";
import { EventDoor } from "./EventDoor";
import { EventStart } from "./EventStart";
import { RULESET_KINDS, RULESETS } from "./registry";

const core = vi.hoisted(() => ({ commands: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock("../../bindings", () => ({ commands: core.commands }));

const summary = (id: string, ruleset: RulesetKind) => ({
  id,
  title: id,
  createdAt: 0,
  updatedAt: 0,
  entryCount: 3,
  archived: false,
  ruleset,
  feedsRatingLedger: ruleset === "agl",
});

beforeEach(() => {
  for (const key of Object.keys(core.commands)) delete core.commands[key];
  Object.assign(core.commands, {
    listEvents: vi.fn(() => ok([summary("store", "agl"), summary("sc", "imperialAssault")])),
    // The core reads one event's ruleset from its journal header; an id that is gone is refused.
    eventIdentity: vi.fn((id: string) =>
      id === "sc"
        ? ok({ ruleset: "imperialAssault", title: id })
        : id === "store"
          ? ok({ ruleset: "agl", title: id })
          : failed(report("notFound.journal", { kind: "notFound", missing: { kind: "journal", id } })),
    ),
    // The one event door: an Imperial Assault event answers tagged with its ruleset; the AGL
    // desk waits for its event, and the test asks only which desk asked.
    getEvent: vi.fn((id: string) =>
      id === "sc" ? ok({ ruleset: "imperialAssault", ...iaView(SNAPSHOT) }) : new Promise(() => undefined),
    ),
    iaEventOptions: vi.fn(() => new Promise(() => undefined)),
    eventCatalog: vi.fn(() => new Promise(() => undefined)),
    eventSetupOptions: vi.fn(() => new Promise(() => undefined)),
  });
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("EventDoor", () => {
  it("opens an Imperial Assault event at the Imperial Assault desk", async () => {
    const root = await mount(<EventDoor id="sc" openDraft={vi.fn()} />);
    expect(core.commands.getEvent).toHaveBeenCalledWith("sc");
    expect(need(root, "ia-desk")).not.toBeNull();
    expect(byTest(root, "event-desk")).toBeNull();
  });

  it("opens an event's statistics from the desk's title row, by its id and name", async () => {
    // The link shows in the desk's frame once the desk has its event (here the Imperial Assault
    // one; the AGL desk's is read in the real-window statistics spec).
    const openStatistics = vi.fn();
    const root = await mount(<EventDoor id="sc" openDraft={vi.fn()} openStatistics={openStatistics} />);
    expect(need(root, "ia-desk").querySelector("header")!.contains(need(root, "desk-statistics"))).toBe(true);
    await click(root, "desk-statistics");
    expect(openStatistics).toHaveBeenCalledWith("sc", "sc");
  });

  it("opens an AGL event at the AGL desk, asking the core for that event's ruleset only", async () => {
    const root = await mount(<EventDoor id="store" openDraft={vi.fn()} />);
    expect(core.commands.eventIdentity).toHaveBeenCalledWith("store");
    expect(core.commands.getEvent).toHaveBeenLastCalledWith("store");
    expect(core.commands.listEvents).not.toHaveBeenCalled();
    expect(byTest(root, "ia-desk")).toBeNull();
  });

  it("says in the organizer's words that an event is gone, opening no desk", async () => {
    const root = await mount(<EventDoor id="gone" openDraft={vi.fn()} />);
    expect(need(root, "event-door-error").textContent).toContain("gone");
    expect(core.commands.getEvent).not.toHaveBeenCalled();
    expect(byTest(root, "event-desk")).toBeNull();
    expect(byTest(root, "ia-desk")).toBeNull();
  });
});

describe("EventStart", () => {
  it("shows the new event's setup only once the saved events above it are listed, so it never moves under a click", async () => {
    // The core's answer, held until the test gives it.
    let list: (events: unknown) => void = () => undefined;
    core.commands.listEvents = vi.fn(() => new Promise((resolve) => (list = (events) => resolve(ok(events)))));
    const root = await mount(<EventStart open={vi.fn()} />);
    expect(need(root, "event-start").getAttribute("aria-busy")).toBe("true");
    expect(byTest(root, "event-game-ia")).toBeNull();
    list([summary("store", "agl")]);
    await vi.waitFor(() => expect(byTest(root, "event-game-ia")).not.toBeNull());
    expect(need(root, "event-start").getAttribute("aria-busy")).toBe("false");
    expect(byTest(root, "event-open-store")).not.toBeNull();
  });

  it("shows the setup when the saved events cannot be listed, with the reason", async () => {
    core.commands.listEvents = vi.fn(() =>
      failed(report("notFound.journal", { kind: "notFound", missing: { kind: "journal", id: "x" } })),
    );
    const root = await mount(<EventStart open={vi.fn()} />);
    await vi.waitFor(() => expect(byTest(root, "event-game-ia")).not.toBeNull());
    expect(need(root, "event-start").getAttribute("aria-busy")).toBe("false");
    expect(byTest(root, "event-list")).toBeNull();
  });
});

describe("the ruleset registry", () => {
  it("has a desk and a setup for every ruleset kind, each offered on the start screen", async () => {
    expect(RULESET_KINDS).toEqual(["agl", "imperialAssault"]);
    const root = await mount(<EventStart open={vi.fn()} />);
    for (const kind of RULESET_KINDS) expect(byTest(root, `event-game-${RULESETS[kind].word}`)).not.toBeNull();
    expect(need(root, "event-game-agl").getAttribute("aria-pressed")).toBe("true");
    await click(root, "event-game-ia");
    expect(need(root, "event-game-ia").getAttribute("aria-pressed")).toBe("true");
    expect(core.commands.iaEventOptions).toHaveBeenCalled();
    // A saved event of another game than the AGL says its game in the list.
    expect(need(root, "event-open-sc").textContent).toContain("Imperial Assault");
    expect(need(root, "event-open-store").textContent).not.toContain("Aristeia");
  });
});

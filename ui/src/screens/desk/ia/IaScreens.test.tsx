// The Imperial Assault screens as an organizer uses them (issue 29, items 4 and 7): the setup's
// rounds choice reads its state, missions are picked from the data's maps, a list is checked as it
// is typed and asks "which one?" for a shared name, the cut is previewed and confirmed and can be
// taken back, its rounds are named, and each refusal shows beside what caused it.
import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../../lib/i18n-context";
import { replaceLine } from "./ArmyField";
import { IaDesk } from "./IaDesk";
import { cutRoundName } from "./words";
import { IaSetup } from "./IaSetup";
import { translate, type Language } from "../../../i18n";
import { check, CUT_MADE, FINAL, open, OPTIONS, outcome, SNAPSHOT, view } from "../../../test-support/ia";

const core = vi.hoisted(() => {
  const ok = <T,>(data: T) => Promise.resolve({ status: "ok", data });
  const refused = (code: string, refusal: object) =>
    Promise.resolve({
      status: "error",
      error: { code, clause: null, message: code, error: { kind: "refused", refusal: { kind: "iaEvent", refusal } } },
    });
  return { ok, refused, commands: {} as Record<string, ReturnType<typeof vi.fn>> };
});
vi.mock("../../../bindings", () => ({ commands: core.commands }));

/** The one event door's answers for an Imperial Assault event: tagged with its ruleset. */
const opened = (event: ReturnType<typeof view>) => ({ ruleset: "imperialAssault", ...event });
const acted = (answer: ReturnType<typeof outcome>) => ({ ruleset: "imperialAssault", outcome: answer });
/** An Imperial Assault action as the desk sends it through the door. */
const iaAction = (action: unknown) => ({ ruleset: "imperialAssault", action });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  Object.assign(core.commands, {
    iaEventOptions: vi.fn(() => Promise.resolve(OPTIONS)),
    createEvent: vi.fn(() => core.ok(opened(view(SNAPSHOT)))),
    getEvent: vi.fn(() => core.ok(opened(view(SNAPSHOT)))),
    applyEventAction: vi.fn(() => core.ok(acted(outcome(SNAPSHOT, CUT_MADE, 41)))),
    searchIaCards: vi.fn(() => Promise.resolve([])),
    readIaArmyText: vi.fn(() => Promise.resolve(check())),
    listEvents: vi.fn(() => core.ok([])),
  });
});

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

async function settle(ms = 0) {
  for (let i = 0; i < 4; i++) {
    await act(async () => {
      if (ms > 0) vi.advanceTimersByTime(ms);
      await Promise.resolve();
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

async function mount(node: preact.ComponentChild, language: Language = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language={language}>{node}</I18nProvider>, root);
  });
  await settle();
  return root;
}

const $ = (root: HTMLElement, testId: string) => root.querySelector(`[data-testid="${testId}"]`) as HTMLElement | null;

async function click(root: HTMLElement, testId: string) {
  const element = $(root, testId);
  expect(element, testId).not.toBeNull();
  await act(async () => {
    element!.click();
  });
  await settle();
}

async function type(root: HTMLElement, testId: string, value: string) {
  const field = $(root, testId) as HTMLTextAreaElement;
  await act(async () => {
    field.value = value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("IA setup", () => {
  it("says the rounds' source with two labelled choices whose state can be read", async () => {
    const root = await mount(<IaSetup onCreated={vi.fn()} />);
    const table = $(root, "ia-structure-table") as HTMLInputElement;
    const own = $(root, "ia-own-structure") as HTMLInputElement;
    expect(table.type).toBe("radio");
    expect(table.checked && !own.checked).toBe(true);
    expect(table.closest("label")?.textContent).toContain("As the table says");
    expect(own.closest("label")?.textContent).toContain("Our own");
    expect($(root, "ia-rounds")).toBeNull();
    await click(root, "ia-own-structure");
    expect(own.checked && !table.checked).toBe(true);
    // Both labels stay: the state is the radio's, not the words'.
    expect(table.closest("label")?.textContent).toContain("As the table says");
    expect($(root, "ia-rounds")).not.toBeNull();
  });

  it("offers the data's maps as missions, keeps typed ones, and sends both", async () => {
    const created = vi.fn();
    const root = await mount(<IaSetup onCreated={created} />);
    const pool = $(root, "ia-map-pool")!;
    expect(pool.textContent).toContain("Moisture Farm");
    expect(pool.textContent).toContain("Geonosis Foundry");
    await click(root, "ia-pick-season");
    expect(($(root, "ia-map-moisture-farm") as HTMLInputElement).checked).toBe(true);
    await click(root, "ia-map-echo-base");
    await type(root, "ia-missions", "Hoth Weather Shelter B\n");
    await type(root, "ia-name", "Store Championship");
    await click(root, "ia-create");
    const definition = core.commands.createEvent.mock.calls[0]![0].definition;
    expect(definition.missions.missions).toEqual([
      { name: "Moisture Farm", map: "moisture-farm" },
      { name: "Echo Base", map: "echo-base" },
      { name: "Hoth Weather Shelter B", map: null },
    ]);
    expect(created).toHaveBeenCalledWith("sc");
  });
});

describe("IA army list as it is typed", () => {
  const REGISTRATION = { ...SNAPSHOT, stage: { kind: "registration" }, open: { ...open, registration: true, make_cut: false }, cut_preview: null };
  const LUKE = {
    line: 1,
    text: "Luke Skywalker",
    choices: [
      { hit: { card: { kind: "deployment", id: "luke-hero" }, name: "Luke Skywalker, Hero of the Rebellion", cost: 10, affiliation: "rebel" }, lineText: "1 Luke Skywalker, Hero of the Rebellion" },
      { hit: { card: { kind: "deployment", id: "luke-jedi" }, name: "Luke Skywalker, Jedi Knight", cost: 12, affiliation: "rebel" }, lineText: "1 Luke Skywalker, Jedi Knight" },
    ],
  };

  it("asks which card a shared name is, and the choice rewrites the line", async () => {
    core.commands.getEvent.mockImplementation(() => core.ok(opened(view(REGISTRATION))));
    core.commands.readIaArmyText.mockImplementation((text: string) =>
      Promise.resolve(
        text.startsWith("Luke Skywalker\n")
          ? check({ lines: [{ line: 1, text: "Luke Skywalker", reading: { kind: "notRead" } }], textProblems: [{ kind: "ambiguousName" }], ambiguous: [LUKE] })
          : check(),
      ),
    );
    const root = await mount(<IaDesk id="sc" />);
    await type(root, "ia-player-army", "Luke Skywalker\nBodyguard x2");
    await settle(300);
    const which = $(root, "ia-player-army-which-1")!;
    expect(which.textContent).toContain("names more than one card");
    // Not the "not recognised" line: the name is known, only ambiguous.
    expect($(root, "ia-player-army-check")!.textContent).not.toContain("not recognised");
    await click(root, "ia-player-army-choose-1-luke-jedi");
    expect(($(root, "ia-player-army") as HTMLTextAreaElement).value).toBe("1 Luke Skywalker, Jedi Knight\nBodyguard x2");
  });

  it("shows the rules a list breaks while it is typed, once typing pauses, and a fixed list clears its refusal", async () => {
    core.commands.getEvent.mockImplementation(() => core.ok(opened(view(REGISTRATION))));
    const broken = check({
      report: { army_points: 46, command_cards: 0, command_points: 0, affiliation: "imperial", problems: [{ kind: "armyOverBudget", points: 46, max: 40, clause: "x" }] },
    });
    core.commands.readIaArmyText.mockImplementation((text: string) => Promise.resolve(text.includes("Vader") ? broken : check()));
    core.commands.applyEventAction.mockImplementation(() =>
      core.refused("refused.iaEvent.armyNotLegal", { kind: "armyNotLegal", problems: broken.report.problems, clause: "x" }),
    );
    const root = await mount(<IaDesk id="sc" />);
    await type(root, "ia-player-army", "Darth Vader x3");
    // Not asked at each key: only once typing pauses.
    expect(core.commands.readIaArmyText).not.toHaveBeenCalled();
    await settle(300);
    expect(core.commands.readIaArmyText).toHaveBeenCalledTimes(1);
    expect($(root, "ia-player-army-problem")?.textContent).toMatch(/46/);
    await type(root, "ia-player-name", "Ana");
    await click(root, "ia-register");
    // The refusal is beside the Register button, not at the top of the page.
    expect($(root, "ia-error-register")).not.toBeNull();
    expect($(root, "ia-error")).toBeNull();
    await type(root, "ia-player-army", "Stormtrooper");
    await settle(300);
    expect($(root, "ia-player-army-legal")).not.toBeNull();
    expect($(root, "ia-error-register")).toBeNull();
  });

  it("shows each player's affiliation from their list", async () => {
    const root = await mount(<IaDesk id="sc" />);
    expect(root.querySelector('[data-testid="ia-player-list"] thead')?.textContent).toContain("Affiliation");
    expect($(root, "ia-affiliation-1")?.textContent).toBe("Imperial");
    expect($(root, "ia-affiliation-2")?.textContent).toBe("—");
  });
});

describe("IA roster file", () => {
  const REGISTRATION = { ...SNAPSHOT, stage: { kind: "registration" }, open: { ...open, registration: true, make_cut: false }, cut_preview: null };
  const LEGAL = check({ report: { army_points: 40, command_cards: 15, command_points: 15, affiliation: "rebel", problems: [] } });
  it("shows each player and each problem at its line in the file, and registers only a file read whole", async () => {
    core.commands.getEvent.mockImplementation(() => core.ok(opened(view(REGISTRATION, 3))));
    core.commands.readIaRosterFile = vi.fn(() =>
      core.ok({
        players: [
          { line: 1, name: "Ana", listLine: 2, check: LEGAL },
          {
            line: 10,
            name: "Bo",
            listLine: 11,
            check: check({
              lines: [{ line: 2, text: "Luke Skywalker", reading: { kind: "notRead" } }],
              textProblems: [{ kind: "ambiguousName" }],
              ambiguous: [{ line: 2, text: "Luke Skywalker", choices: [{ hit: { name: "Luke Skywalker, Jedi Knight" } }, { hit: { name: "Luke Skywalker, Hero of the Rebellion" } }] }],
            }),
          },
        ],
        problems: [{ kind: "lineBeforeFirstPlayer", line: 0 }],
        ready: false,
      }),
    );
    core.commands.importIaRoster = vi.fn(() => core.ok(view(REGISTRATION, 5)));
    const root = await mount(<IaDesk id="sc" />);
    await type(root, "ia-roster-path", "/data/roster.txt");
    await click(root, "ia-roster-read");
    const reading = $(root, "ia-roster-reading")!.textContent;
    expect(reading).toContain("Ana");
    // Bo's list line 2 is the file's line 12.
    expect(reading).toContain("Line 12: “Luke Skywalker” names more than one card");
    expect(reading).toContain("Luke Skywalker, Jedi Knight");
    expect(($(root, "ia-roster-register") as HTMLButtonElement).disabled).toBe(true);

    core.commands.readIaRosterFile = vi.fn(() =>
      core.ok({ players: [{ line: 1, name: "Ana", listLine: 2, check: LEGAL }], problems: [], ready: true }),
    );
    await click(root, "ia-roster-read");
    expect($(root, "ia-roster-register")!.textContent).toBe("Register this player");
    await click(root, "ia-roster-register");
    expect(core.commands.importIaRoster).toHaveBeenCalledWith("sc", 3, "/data/roster.txt");
    expect($(root, "ia-roster-reading")).toBeNull();
  });
});

describe("IA desk stage", () => {
  it("says a Swiss round paired as a proposal is not yet published, as the core's stage says, in each language", async () => {
    // docs/rulings.md, "Publishing a round".
    const proposed = { ...SNAPSHOT, stage: { kind: "roundProposed", round: 1 } };
    core.commands.getEvent = vi.fn(() => core.ok(opened(view(proposed))));
    for (const [language, words] of [
      ["en", "Round 1: a proposal, not yet published"],
      ["es", "Ronda 1: propuesta aún sin publicar"],
      ["fr", "Ronde 1 : proposition pas encore publiée"],
    ] as const) {
      const root = await mount(<IaDesk id="sc" />, language);
      const stage = $(root, "ia-stage")?.textContent ?? "";
      expect(stage).toContain(words);
      expect(stage).not.toMatch(/to enter|faltan|à saisir/);
      document.body.innerHTML = "";
    }
  });
});

describe("IA desk at the venue", () => {
  it("opens the projector and serves the room page to phones, as the AGL desk does", async () => {
    Object.assign(core.commands, {
      phoneSessionStatus: vi.fn(() => Promise.resolve(null)),
      phoneAddresses: vi.fn(() => Promise.resolve(["192.168.1.20"])),
      startPhoneSession: vi.fn(() => core.ok(null)),
      shareRoomWithPhones: vi.fn(() => core.ok({ url: "http://192.168.1.20:8787/r/x", code: "ABCD2345" })),
    });
    const root = await mount(<IaDesk id="sc" />);
    expect($(root, "projector-control")).not.toBeNull();
    await click(root, "ia-tab-phones");
    expect($(root, "phones-panel")).not.toBeNull();
    await click(root, "phones-start");
    expect(core.commands.shareRoomWithPhones).toHaveBeenCalledWith("sc");
  });
});

describe("IA cut", () => {
  it("is previewed as the core computes it, made only once confirmed, and can be taken back", async () => {
    const root = await mount(<IaDesk id="sc" />);
    await click(root, "ia-tab-cut");
    await click(root, "ia-make-cut");
    expect(core.commands.applyEventAction).not.toHaveBeenCalled();
    const preview = $(root, "ia-cut-preview")!;
    expect($(root, "ia-cut-preview-seeds")!.textContent).toContain("Seed 1: Ana");
    expect($(root, "ia-cut-preview-games")!.textContent).toContain("Game 1: (1) Ana v (4) Di");
    const leftOut = $(root, "ia-cut-preview-left-out")!.textContent;
    expect(leftOut).toContain("Eve: place 5 in the standings, below the top 4");
    expect(leftOut).toContain("Fay: dropped from the event");
    expect(preview.textContent).toContain("Semi-finals");
    await click(root, "ia-make-cut-cancel");
    expect($(root, "ia-cut-preview")).toBeNull();
    await click(root, "ia-make-cut");
    await click(root, "ia-make-cut-confirm");
    expect(core.commands.applyEventAction).toHaveBeenCalledWith("sc", 40, iaAction({ kind: "makeCut" }));
    expect($(root, "ia-cut-round-1")!.querySelector("h3")?.textContent).toBe("Semi-finals");
    await click(root, "ia-undo-cut");
    expect(core.commands.applyEventAction).toHaveBeenLastCalledWith("sc", 41, iaAction({ kind: "undoCut" }));
  });

  it("asks the core when it could not preview the cut, and shows its refusal beside the button", async () => {
    core.commands.getEvent.mockImplementation(() => core.ok(opened(view({ ...SNAPSHOT, cut_preview: null }))));
    core.commands.applyEventAction.mockImplementation(() =>
      core.refused("refused.iaEvent.cutTooLarge", { kind: "cutTooLarge", size: 4, eligible: 3, clause: "x" }),
    );
    const root = await mount(<IaDesk id="sc" />);
    await click(root, "ia-tab-cut");
    await click(root, "ia-make-cut");
    expect(core.commands.applyEventAction).toHaveBeenCalledWith("sc", 40, iaAction({ kind: "makeCut" }));
    expect($(root, "ia-cut")!.contains($(root, "ia-error-cut"))).toBe(true);
    expect($(root, "ia-error")).toBeNull();
  });

  it("names the final and gives elimination games a winner, not points; a refusal shows under its game", async () => {
    core.commands.getEvent.mockImplementation(() => core.ok(opened(view(FINAL))));
    core.commands.applyEventAction.mockImplementation(() => core.refused("refused.iaEvent.cutHasResults", { kind: "cutHasResults", clause: "x" }));
    const root = await mount(<IaDesk id="sc" />, "es");
    await click(root, "ia-tab-cut");
    expect($(root, "ia-cut-round-2")!.querySelector("h3")?.textContent).toBe("Final");
    expect($(root, "ia-cut-round-1")!.querySelector("h3")?.textContent).toBe("Semifinales");
    const recorded = $(root, "ia-cut-result-1-1-recorded")!.textContent;
    expect(recorded).toContain("Gana Ana");
    expect(recorded).not.toMatch(/pto|pts/);
    const form = $(root, "ia-cut-result-2-1") as HTMLFormElement;
    await type(root, "ia-cut-result-2-1-vp-first", "40");
    await type(root, "ia-cut-result-2-1-vp-second", "10");
    await act(async () => {
      form.requestSubmit();
    });
    await settle();
    expect($(root, "ia-error-cut-2-1")).not.toBeNull();
    expect(form.contains($(root, "ia-error-cut-2-1"))).toBe(true);
    expect($(root, "ia-error")).toBeNull();
  });
});

describe("cut round names", () => {
  const name = (language: Language, games: number) => cutRoundName((key, params) => translate(language, key, params), games);
  it("say what each round is from the players left, in three languages", () => {
    expect([1, 2, 4, 8].map((g) => name("en", g))).toEqual(["Final", "Semi-finals", "Quarter-finals", "Round of 16"]);
    expect([1, 2, 4].map((g) => name("es", g))).toEqual(["Final", "Semifinales", "Cuartos de final"]);
    expect([1, 2, 4].map((g) => name("fr", g))).toEqual(["Finale", "Demi-finales", "Quarts de finale"]);
  });
  it("replace one line of a list", () => {
    expect(replaceLine("a\nb\nc", 2, "B")).toBe("a\nB\nc");
    expect(replaceLine("a", 3, "B")).toBe("a");
  });
});

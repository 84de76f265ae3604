// The AGL desk as a whole: an accepted action patched into the event shown, refusals shown where
// they belong, decks and phones' reports.
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ErrorReport } from "../../../bindings";
import { GameNamesProvider } from "../../../lib/names";
import { setLeavePrompt } from "../../../lib/unsaved";
import { catalog, characters, deskAnswers, deskProps, snapshot, view } from "../../../test-support/agl";
import { click, enter as input, found as byTest, mount, settle } from "../../../test-support/render";
import { EventDesk, patchedView } from "./EventDesk";
import { RoundsPanel } from "./RoundsPanel";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../bindings", () => core);
const ok = <T,>(data: T) => ({ status: "ok" as const, data });
const refused = (error: ErrorReport) => ({ status: "error" as const, error });
beforeEach(() => {
  core.commands = deskAnswers();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("EventDesk", () => {
  const table = snapshot.rounds[1]!.tables[0]!;
  const recorded = {
    ...table,
    result: {
      scores: { first: { victory_points: 6, frags: 2 }, second: { victory_points: 1, frags: 0 } },
      first_blood: null,
      decision: { outcomes: { first: "total-victory" as const, second: "defeat" as const }, decided_by: "victory-points" as const },
      points: { first: 3, second: 0 },
      game_end: { kind: "played" as const },
    },
  };
  const outcome = {
    accepted: { kind: "resultRecorded" as const, round: 2, table: 1, result: recorded.result, warnings: [] },
    seq: 13,
    stage: { kind: "roundInProgress" as const, round: 2, results_missing: 1 },
    open: { registration: false, late_registration: true, pair_round: null, unpair_round: null, swap_round: 2, scenarios_to_choose: [], publish_round: null },
    lateRegistration: true,
    plannedRounds: 3,
    suggestedRounds: 3,
    change: { kind: "table" as const, round: 2, table: recorded },
  };

  it("patches the table an accepted result changed, and nothing else", () => {
    const next = patchedView(view, outcome)!;
    expect(next.seq).toBe(13);
    expect(next.snapshot!.stage).toEqual(outcome.stage);
    expect(next.snapshot!.rounds[1]!.tables[0]).toBe(recorded);
    expect(next.snapshot!.rounds[1]!.tables[1]).toBe(snapshot.rounds[1]!.tables[1]);
    expect(next.snapshot!.rounds[0]).toBe(snapshot.rounds[0]);
    expect(next.snapshot!.players).toBe(snapshot.players);
    // A registration adds the player; a change of the whole event asks for the event again.
    const fe = { ...snapshot.players[0]!, id: 6, name: "Fe" };
    const registered = patchedView(view, { ...outcome, change: { kind: "player", player: fe } })!;
    expect(registered.snapshot!.players.map((p) => p.name)).toEqual(["Ana", "Bo", "Cy", "Di", "Élodie", "Fe"]);
    expect(patchedView(view, { ...outcome, change: { kind: "event" } })).toBeNull();
  });

  async function mountDesk(language: "en" | "es" = "en") {
    const calls: string[] = [];
    core.commands.listCharacters = async () => characters;
    core.commands.eventCatalog = async () => catalog;
    core.commands.getEvent = async () => {
      calls.push("getEvent");
      return ok({ ruleset: "agl", ...view });
    };
    const root = await mount(
      <GameNamesProvider>
        <EventDesk id="event-1-abc" openDraft={() => undefined} />
      </GameNamesProvider>,
      language,
    );
    await settle();
    await click(root, "tab-rounds");
    return { root, calls };
  }

  it("says a proposal is proposed and not yet published, as the core's stage says, in each language", async () => {
    // docs/rulings.md, "Publishing a round": round 2 of the fixture paired as a proposal.
    const proposal = {
      ...view,
      snapshot: {
        ...snapshot,
        stage: { kind: "roundProposed" as const, round: 2 },
        rounds: snapshot.rounds.map((r, i) => (i === 1 ? { ...r, published: false } : r)),
      },
    };
    core.commands.listCharacters = async () => characters;
    core.commands.eventCatalog = async () => catalog;
    core.commands.getEvent = async () => ok({ ruleset: "agl", ...proposal });
    for (const [language, words] of [
      ["en", "Round 2 is paired as a proposal, not yet published"],
      ["es", "La ronda 2 está emparejada como propuesta, aún sin publicar"],
      ["fr", "La ronde 2 est appariée en proposition, pas encore publiée"],
    ] as const) {
      const root = await mount(
        <GameNamesProvider>
          <EventDesk id="event-1-abc" openDraft={() => undefined} />
        </GameNamesProvider>,
        language,
      );
      await settle();
      const stage = byTest(root, "desk-stage").textContent ?? "";
      expect(stage).toContain(words);
      expect(stage).not.toMatch(/missing|faltan|manquant/);
      document.body.innerHTML = "";
    }
  });

  it("asks before another panel throws away a half-typed player", async () => {
    const { root } = await mountDesk();
    await click(root, "tab-players");
    await click(root, "player-add");
    await input(root, "player-name", "Ana García");
    const asked: (() => void)[] = [];
    const remove = setLeavePrompt((proceed) => asked.push(proceed));
    await click(root, "tab-standings");
    expect(asked).toHaveLength(1);
    expect(byTest(root, "player-form")).not.toBeNull();
    // Agreeing goes on to the panel; the form and its input are gone.
    await act(async () => asked[0]!());
    await settle();
    expect(byTest(root, "player-form")).toBeNull();
    expect(byTest(root, "tab-standings").getAttribute("aria-selected")).toBe("true");
    remove();
  });

  it("enters a result by patching the event it shows, without reading the whole event again", async () => {
    const sent: unknown[][] = [];
    core.commands.applyEventAction = async (...args: unknown[]) => {
      sent.push(args);
      return ok({ ruleset: "agl", outcome });
    };
    const { root, calls } = await mountDesk();
    await input(root, "vp-2-1-first", "6");
    await input(root, "frags-2-1-first", "2");
    await input(root, "vp-2-1-second", "1");
    await input(root, "frags-2-1-second", "0");
    await click(root, "save-result-2-1");
    expect(sent[0]?.slice(0, 2)).toEqual(["event-1-abc", 12]);
    expect(byTest(root, "score-2-1-first").textContent).toContain("Total Victory");
    expect(byTest(root, "desk-stage").textContent).toContain("1 result missing");
    expect(calls).toEqual(["getEvent"]);
  });

  it("shows a refused score in Spanish, naming the seat's player and the rule", async () => {
    core.commands.applyEventAction = async () =>
      refused({
        code: "refused.event.negativeScore",
        clause: 'AGL v1.0, Standard Tournament, "Keeping Score"',
        message: "second seat has -1 frags: scores cannot be negative",
        error: {
          kind: "refused",
          refusal: {
            kind: "event",
            refusal: {
              kind: "negativeScore",
              seat: "second",
              field: "frags",
              value: -1,
              clause: 'AGL v1.0, Standard Tournament, "Keeping Score"',
            },
          },
        },
      });
    const { root } = await mountDesk("es");
    await input(root, "vp-2-1-first", "6");
    await input(root, "frags-2-1-first", "2");
    await input(root, "vp-2-1-second", "1");
    await input(root, "frags-2-1-second", "0");
    await click(root, "save-result-2-1");
    // Shown on the table's card, not in a banner above the desk.
    expect(byTest(root, "desk-error")).toBeNull();
    const error = byTest(byTest(root, "table-2-1"), "result-error-2-1").textContent ?? "";
    expect(error).toContain("Di tiene -1 Frags: una puntuación no puede ser negativa.");
    expect(error).toContain('Regla: AGL v1.0, Standard Tournament, "Keeping Score"');
    expect(byTest(root, "table-2-2").textContent).not.toContain("Di tiene");
  });

  it("never saves a result with empty boxes: it says which, at the card", async () => {
    const sent: unknown[] = [];
    core.commands.applyEventAction = async (...args: unknown[]) => {
      sent.push(args);
      return ok({ ruleset: "agl", outcome });
    };
    const { root } = await mountDesk("es");
    await click(root, "save-result-2-1");
    expect(sent).toEqual([]);
    const blank = byTest(byTest(root, "table-2-1"), "result-blank-2-1").textContent ?? "";
    expect(blank).toContain("No se ha guardado");
    expect(blank).toContain("Ana (PV), Ana (Frags), Di (PV), Di (Frags)");
    expect(byTest(root, "vp-2-1-first").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(byTest(root, "vp-2-1-first"));
    // One box still empty: still refused, naming only that one.
    await input(root, "vp-2-1-first", "6");
    await input(root, "frags-2-1-first", "2");
    await input(root, "vp-2-1-second", "0");
    await click(root, "save-result-2-1");
    expect(sent).toEqual([]);
    expect(byTest(root, "result-blank-2-1").textContent).toContain("Empty: Di (Frags)".replace("Empty", "Vacías"));
    // An explicit 0 is a number like any other.
    await input(root, "frags-2-1-second", "0");
    await click(root, "save-result-2-1");
    expect(sent).toHaveLength(1);
    expect((sent[0] as unknown[])[2]).toMatchObject({
      ruleset: "agl",
      action: {
        kind: "recordResult",
        result: { first: { victory_points: 6, frags: 2 }, second: { victory_points: 0, frags: 0 } },
      },
    });
  });

  it("shows a table's decks only when the organizer asks, worded as the core checked them", async () => {
    core.commands.roundDrafts = async () =>
      ok([
        {
          round: 2,
          table: 1,
          draftId: "draft-1",
          state: { kind: "complete" },
          mismatch: null,
          teams: { first: ["gata", "8-ball", "parvati", "maximus"], second: ["wild-bill", "hexx3r", "major-lunah", "miyamoto-mushashi"] },
          reported: null,
        },
      ]);
    const checked: unknown[][] = [];
    core.commands.checkEventTableDecks = async (...args: unknown[]) => {
      checked.push(args);
      return ok({
        first: {
          state: "legal",
          deck: {
            general: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
            character_tactics: [{ character: "gata", slot: 0, number: 20, name: "Swerve" }],
          },
        },
        second: { state: "violations", problems: [{ kind: "notOnTeam", character: "gata" }] },
      });
    };
    let organizerCode: string | null = null;
    core.commands.organizerCodeSet = async () => ok(organizerCode !== null);
    core.commands.setOrganizerCode = async (code: unknown) => {
      organizerCode = String(code);
      return ok(null);
    };
    const { props } = deskProps();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    expect(byTest(root, "draft-2-1").textContent).toContain("Draft complete");
    expect(root.textContent).not.toContain("Swerve");
    expect(checked).toEqual([]);
    // The first time, the organizer chooses a code; the decks open behind it.
    await click(root, "check-decks-2-1");
    expect(checked).toEqual([]);
    expect(root.textContent).toContain("Choose the organizer's code");
    await input(root, "organizer-code-2-1", "desk-2026");
    await click(root, "show-decks-2-1");
    expect(organizerCode).toBe("desk-2026");
    expect(checked).toEqual([["event-1-abc", 2, 1, "desk-2026"]]);
    const decks = byTest(root, "deck-checks-2-1").textContent ?? "";
    expect(decks).toContain("Swerve");
    expect(decks).toContain("Gata is not on the team, so none of its Tactics can be chosen.");
  });

  it("shows both phones' reports of a table's game and where they differ", async () => {
    // docs/rulings.md, "Results reported from the phones".
    const report = (vp: number) => ({
      scores: { first: { victoryPoints: vp, frags: 2 }, second: { victoryPoints: 3, frags: 1 } },
      firstBlood: null,
      gameEnd: { kind: "conceded", by: "second" },
    });
    const info = (phoneReports: unknown) => ({
      round: 2,
      table: 1,
      draftId: "draft-1",
      state: { kind: "complete" },
      mismatch: null,
      teams: null,
      reported: null,
      phoneReports,
    });
    let reports: unknown = { bySeat: { first: null, second: null }, differs: [], allowed: true };
    core.commands.roundDrafts = async () => ok([info(reports)]);
    let heard: ((event: { payload: { journalId: string } }) => void) | null = null;
    core.events.phoneMoved = {
      listen: async (f: typeof heard) => {
        heard = f;
        return () => undefined;
      },
    };
    const { props } = deskProps();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    expect(root.querySelector('[data-testid="phone-reports-2-1"]')).toBeNull();
    // The phones report: the desk hears it and reads the round's drafts again.
    reports = { bySeat: { first: report(6), second: report(5) }, differs: ["firstVictoryPoints"], allowed: true };
    await act(async () => {
      heard?.({ payload: { journalId: "draft-1" } });
      await new Promise((r) => setTimeout(r, 0));
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    const shown = byTest(root, "phone-reports-2-1").textContent ?? "";
    expect(shown).toContain("Ana's phone: Ana 6 VP, 2 Frags · Di 3 VP, 1 Frags");
    expect(shown).toContain("Di's phone: Ana 5 VP");
    expect(shown).toContain("The reports differ on: Ana's Victory Points.");
  });
});

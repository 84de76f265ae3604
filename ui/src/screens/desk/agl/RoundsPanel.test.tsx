// The AGL rounds panel as a whole: pairing as the core's open actions say, results, swaps,
// scenarios and tables' drafts.
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Accepted } from "../../../bindings";
import { useI18n } from "../../../lib/i18n-context";
import { deskAnswers, deskProps, snapshot, view } from "../../../test-support/agl";
import { click, enter as input, found as byTest, mount, settle } from "../../../test-support/render";
import { RoundsPanel } from "./RoundsPanel";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../bindings", () => core);
const ok = <T,>(data: T) => ({ status: "ok" as const, data });
beforeEach(() => {
  core.commands = deskAnswers();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("RoundsPanel", () => {
  it("shows a round one row per table: Enter saves a row and moves to the next table missing its result", async () => {
    localStorage.setItem(`hexadraft.event.${view.id}.roundLayout`, "compact");
    // The core folds names for search; here, as it would for these names.
    core.commands.foldForSearch = async (texts: unknown) =>
      (texts as string[]).map((text) => text.normalize("NFD").replace(/[^a-zA-Z0-9]/g, "").toLowerCase());
    const { props, actions } = deskProps({
      kind: "resultRecorded",
      round: 2,
      table: 1,
      result: snapshot.rounds[0]!.tables[0]!.result!,
      warnings: [{ kind: "firstBloodWithoutFrags", seat: "second", clause: 'AGL S2, "Primera Sangre"' }],
    } as unknown as Accepted);
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    expect(byTest(root, "compact-round-2")).not.toBeNull();
    expect(root.querySelectorAll(".compact-row").length).toBe(2);
    for (const [box, value] of [
      ["vp-2-1-first", "6"],
      ["frags-2-1-first", "2"],
      ["vp-2-1-second", "3"],
      ["frags-2-1-second", "1"],
    ] as const) {
      await input(root, box, value);
    }
    await act(async () => {
      (byTest(root, "result-form-2-1") as HTMLFormElement).requestSubmit();
    });
    await settle();
    await settle();
    expect(actions[0]).toMatchObject({ kind: "recordResult", round: 2, table: 1 });
    expect((document.activeElement as HTMLElement | null)?.getAttribute("data-testid")).toBe("vp-2-2-first");
    // The core's warnings on an implausible result reach the row, as they reach a card.
    expect(byTest(root, "result-warnings-2-1").textContent).toContain("First Blood");
    // Find a player: accents and case ignored.
    await input(root, "find-player", "ÉLO");
    await settle();
    const rows = [...root.querySelectorAll(".compact-row")].map((r) => r.textContent ?? "");
    expect(rows.length).toBe(1);
    expect(rows[0]).toContain("Élodie");
    // Round 1 has every result: the "missing results" filter leaves no row.
    await input(root, "find-player", "");
    await click(root, "round-tab-1");
    await click(root, "filter-missing");
    expect(root.querySelectorAll(".compact-row").length).toBe(0);
    localStorage.removeItem(`hexadraft.event.${view.id}.roundLayout`);
  });

  it("pairs the latest round again only while it has no result, on the second press", async () => {
    // docs/rulings.md, "Safety nets at the desk". Round 2 of the fixture has no result yet.
    const { props, actions } = deskProps({ kind: "roundUnpaired", round: 2 });
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />, "fr");
    await click(root, "unpair-round");
    expect(actions).toEqual([]);
    expect(byTest(root, "unpair-round").textContent).toContain("annuler l’appariement de la ronde 2");
    await click(root, "unpair-round");
    expect(actions).toEqual([{ kind: "unpairRound", round: 2 }]);
    expect(byTest(root, "rounds-notice").textContent).toContain("L’appariement de la ronde 2 a été annulé");
    // Once a table of the round has a result, the core no longer offers it: no button.
    const played = {
      ...snapshot,
      open: { ...snapshot.open, unpair_round: null },
      rounds: snapshot.rounds.map((r, i) =>
        i === 1 ? { ...r, tables: r.tables.map((t, j) => (j === 0 ? { ...t, result: snapshot.rounds[0]!.tables[0]!.result } : t)) } : r,
      ),
    };
    const later = await mount(<RoundsPanel {...deskProps().props} snapshot={played} openDraft={() => undefined} />);
    expect(byTest(later, "unpair-round")).toBeNull();
  });

  it("marks a proposal, publishes it, and pairs it anew on the second press", async () => {
    // docs/rulings.md, "Publishing a round". Round 2 of the fixture, as a proposal.
    const proposal = {
      ...snapshot,
      open: { ...snapshot.open, publish_round: 2 },
      rounds: snapshot.rounds.map((r, i) => (i === 1 ? { ...r, published: false } : r)),
    };
    const pairAgain = vi.fn(async () => ok({ ruleset: "agl" }));
    core.commands.pairRoundAgain = pairAgain;
    const { props, actions } = deskProps({ kind: "roundPublished", round: 2 });
    const root = await mount(<RoundsPanel {...props} snapshot={proposal} openDraft={() => undefined} />);
    expect(byTest(root, "round-proposal").textContent).toContain("Round 2 is a proposal");
    // Its tables take no result until it is published.
    expect(byTest(root, "save-result-2-1")).toBeNull();
    // A proposal is paired anew in one step, not taken back.
    expect(byTest(root, "unpair-round")).toBeNull();
    await click(root, "pair-again");
    expect(pairAgain).not.toHaveBeenCalled();
    await click(root, "pair-again");
    expect(pairAgain).toHaveBeenCalledWith(view.id, view.seq, 2);
    expect(props.reload).toHaveBeenCalled();
    await click(root, "publish-round");
    expect(actions).toEqual([{ kind: "publishRound", round: 2 }]);
    expect(byTest(root, "rounds-notice").textContent).toContain("Round 2 is published");
    // A published round is no proposal.
    const later = await mount(<RoundsPanel {...deskProps().props} snapshot={snapshot} openDraft={() => undefined} />);
    expect(byTest(later, "round-proposal")).toBeNull();
    expect(byTest(later, "publish-round")).toBeNull();
    expect(byTest(later, "save-result-2-1")).not.toBeNull();
  });

  it("offers pairing, taking back and swaps only as the core's open actions say", async () => {
    const closed = { ...snapshot, open: { ...snapshot.open, pair_round: null, unpair_round: null, swap_round: null } };
    const root = await mount(<RoundsPanel {...deskProps().props} snapshot={closed} openDraft={() => undefined} />);
    expect(byTest(root, "pair-next")).toBeNull();
    expect(byTest(root, "unpair-round")).toBeNull();
    expect(root.querySelector("[data-testid^='swap-pick-']")).toBeNull();
    const open = { ...snapshot, open: { ...snapshot.open, pair_round: 4 } };
    const offered = await mount(<RoundsPanel {...deskProps().props} snapshot={open} openDraft={() => undefined} />);
    expect(byTest(offered, "pair-next").textContent).toBe("Pair round 4");
    expect(offered.querySelector("[data-testid^='swap-pick-']")).not.toBeNull();
  });

  it("shows each table with its number, players, reason and warnings, and the bye", async () => {
    const { props } = deskProps();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    expect(byTest(root, "reason-2-1").textContent).toBe("ranked 1st and 2nd");
    expect(byTest(root, "reason-2-2").textContent).toBe(
      "ranked 3rd and 5th, to avoid a rematch; 4th passed over (already met in round 1)",
    );
    expect(byTest(root, "table-2-2").textContent).toContain("Rematch: Élodie and Bo already met in round 1.");
    expect(byTest(root, "bye").textContent).toContain("lowest ranked (5th)");
    expect(byTest(root, "pair-next")).toBeNull();
  });

  it("records a result with the scores typed", async () => {
    const { props, actions } = deskProps();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    await input(root, "vp-2-1-first", "6");
    await input(root, "frags-2-1-first", "2");
    await input(root, "vp-2-1-second", "1");
    await input(root, "frags-2-1-second", "0");
    await click(root, "save-result-2-1");
    expect(actions).toEqual([
      {
        kind: "recordResult",
        round: 2,
        table: 1,
        result: {
          first: { victory_points: 6, frags: 2, first_blood: false },
          second: { victory_points: 1, frags: 0, first_blood: false },
          players: { first: 1, second: 4 },
          game_end: { kind: "played" },
        },
      },
    ]);
  });

  it("records a conceded game and says what looks implausible in a result", async () => {
    const clause = 'AGL S2, Torneo Estándar, "Primera Sangre"';
    const { props, actions } = deskProps({
      kind: "resultRecorded",
      round: 2,
      table: 1,
      result: snapshot.rounds[0]!.tables[0]!.result!,
      warnings: [{ kind: "firstBloodWithoutFrags", seat: "second", clause }],
    });
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    const select = byTest(root, "game-end-select-2-1") as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "Played to its end",
      "Ana conceded",
      "Di conceded",
      "Abandoned (a Defeat for both)",
    ]);
    await input(root, "vp-2-1-first", "2");
    await input(root, "frags-2-1-first", "0");
    await input(root, "vp-2-1-second", "0");
    await input(root, "frags-2-1-second", "0");
    await input(root, "game-end-select-2-1", "conceded-first");
    await click(root, "save-result-2-1");
    expect(actions[0]).toMatchObject({
      kind: "recordResult",
      result: { first: { victory_points: 2 }, game_end: { kind: "conceded", by: "first" } },
    });
    expect(byTest(root, "result-warnings-2-1").textContent).toContain(
      `First Blood is recorded for Di, but neither player has a Frag`,
    );
    expect(byTest(root, "result-warnings-2-1").textContent).toContain(`(${clause})`);
  });

  it("shows how a game that was not played to its end ended", async () => {
    const { props } = deskProps();
    const first = snapshot.rounds[0]!;
    const table = { ...first.tables[0]!, result: { ...first.tables[0]!.result!, game_end: { kind: "abandoned" as const } } };
    const abandoned = { ...snapshot, rounds: [{ ...first, tables: [table, ...first.tables.slice(1)] }, ...snapshot.rounds.slice(1)] };
    const root = await mount(<RoundsPanel {...props} snapshot={abandoned} openDraft={() => undefined} />, "fr");
    await click(root, "round-tab-1");
    expect(byTest(root, "game-end-1-1").textContent).toBe("abandonnée");
  });

  it("changes an announced scenario after round 1 only as a logged override, with its warning", async () => {
    const clause = 'AGL v1.0, Standard Tournament, "Scenarios"';
    const { props, actions } = deskProps({
      kind: "scenarioOverridden",
      round: 3,
      previous: { kind: "official", id: "carnage" },
      warnings: [{ kind: "changedAfterAnnouncement", round: 3, previous: { kind: "official", id: "carnage" }, clause }],
    });
    const announced = {
      ...snapshot,
      definition: { ...snapshot.definition, rulings: 2 },
      scenarios: [...snapshot.scenarios, { kind: "official" as const, id: "carnage" }],
    };
    const root = await mount(<RoundsPanel {...props} snapshot={announced} openDraft={() => undefined} />);
    await input(root, "plan-override-note", "Carnage table lost");
    await input(root, "plan-scenario-3", "conquest");
    expect(actions).toEqual([
      { kind: "overrideScenario", round: 3, scenario: { kind: "official", id: "conquest" }, note: "Carnage table lost" },
    ]);
    expect(byTest(root, "plan-warnings").textContent).toContain(
      "Round 3's scenario was announced as Carnage and is now changed",
    );
  });

  it("sets a scenario the event did not announce with setScenario, as before", async () => {
    const { props, actions } = deskProps({ kind: "scenarioSet", round: 3, warnings: [] });
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    await input(root, "plan-scenario-3", "carnage");
    expect(actions).toEqual([{ kind: "setScenario", round: 3, scenario: { kind: "official", id: "carnage" } }]);
  });

  it("corrects an earlier round's result", async () => {
    const { props, actions } = deskProps();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    await click(root, "round-tab-1");
    expect(byTest(root, "score-1-1-first").textContent).toContain("7 VP");
    await click(root, "correct-1-1");
    await input(root, "vp-1-1-first", "9");
    await click(root, "save-result-1-1");
    expect(actions[0]).toMatchObject({ kind: "correctResult", round: 1, table: 1, result: { first: { victory_points: 9 } } });
  });

  it("swaps two chosen players and says which rule the swap breaks", async () => {
    const { props, actions } = deskProps({
      kind: "swapped",
      round: 2,
      warnings: [{ kind: "secondBye", player: 5, earlier_round: 1 }],
    });
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    await click(root, "swap-pick-3");
    await click(root, "swap-pick-5");
    expect(byTest(root, "swap-bar").textContent).toContain("Swap: Cy ⇄ Élodie");
    await click(root, "swap-run");
    expect(actions).toEqual([{ kind: "swapPlayers", round: 2, first: 3, second: 5 }]);
    expect(byTest(root, "rounds-notice").textContent).toContain("Second bye: Élodie already had one in round 1.");
  });

  it("pairs the next round when the core says it can be paired", async () => {
    const { props, actions } = deskProps({ kind: "paired", round: 3, tables: 2, bye: 4, warnings: [], notes: [] });
    const ready = {
      ...snapshot,
      stage: { kind: "readyToPair" as const, next_round: 3 },
      open: { ...snapshot.open, pair_round: 3, unpair_round: null, swap_round: null },
    };
    const root = await mount(<RoundsPanel {...props} snapshot={ready} openDraft={() => undefined} />);
    expect(byTest(root, "pair-next").textContent).toBe("Pair round 3");
    await click(root, "pair-next");
    expect(actions).toEqual([{ kind: "pairNextRound", round: 3 }]);
    expect(byTest(root, "rounds-notice").textContent).toContain("Round 3 is paired: 2 tables.");
  });

  it("holds the pairing and names the rounds whose scenario the core says must be chosen first", async () => {
    const { props, actions } = deskProps({ kind: "paired", round: 1, tables: 6, bye: null, warnings: [], notes: [] });
    const waiting = {
      ...snapshot,
      stage: { kind: "readyToPair" as const, next_round: 3 },
      open: { ...snapshot.open, pair_round: 3, unpair_round: null, swap_round: null, scenarios_to_choose: [4, 5] },
    };
    const root = await mount(<RoundsPanel {...props} snapshot={waiting} openDraft={() => undefined} />);
    expect((byTest(root, "pair-next") as HTMLButtonElement).disabled).toBe(true);
    expect(byTest(root, "scenarios-to-choose").textContent).toContain(
      "Before round 3 is paired, choose the scenario of rounds 4 and 5",
    );
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "p", altKey: true }));
    await Promise.resolve();
    expect(actions).toEqual([]);
  });

  it("asks before Alt+P pairs: Esc cancels and gives the keys back, Enter on the question pairs", async () => {
    const { props, actions } = deskProps({ kind: "paired", round: 3, tables: 2, bye: 4, warnings: [], notes: [] });
    const ready = {
      ...snapshot,
      stage: { kind: "readyToPair" as const, next_round: 3 },
      open: { ...snapshot.open, pair_round: 3, unpair_round: null, swap_round: null },
    };
    const root = await mount(<RoundsPanel {...props} snapshot={ready} openDraft={() => undefined} />);
    const before = byTest(root, "round-tab-1") as HTMLButtonElement;
    before.focus();
    const altP = () =>
      act(() => {
        window.dispatchEvent(new KeyboardEvent("keydown", { key: "p", altKey: true, bubbles: true }));
      });
    await altP();
    expect(actions).toEqual([]);
    expect(byTest(root, "pair-confirm").textContent).toContain("Pair round 3 now? Enter pairs it, Esc cancels.");
    expect(document.activeElement).toBe(byTest(root, "pair-confirm-yes"));
    await act(() => {
      byTest(root, "pair-confirm-yes").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    expect(byTest(root, "pair-confirm")).toBeNull();
    expect(document.activeElement).toBe(before);
    expect(actions).toEqual([]);
    await altP();
    // Enter on the focused button is its click.
    await click(root, "pair-confirm-yes");
    expect(actions).toEqual([{ kind: "pairNextRound", round: 3 }]);
    expect(byTest(root, "pair-confirm")).toBeNull();
  });

  it("rewords the paired notice when the language changes", async () => {
    const { props } = deskProps({ kind: "paired", round: 3, tables: 1, bye: 4, warnings: [], notes: [] });
    const ready = {
      ...snapshot,
      stage: { kind: "readyToPair" as const, next_round: 3 },
      open: { ...snapshot.open, pair_round: 3, unpair_round: null, swap_round: null },
    };
    function ToSpanish() {
      const { setLanguage } = useI18n();
      return <button data-testid="to-es" onClick={() => setLanguage("es")} />;
    }
    const root = await mount(
      <>
        <ToSpanish />
        <RoundsPanel {...props} snapshot={ready} openDraft={() => undefined} />
      </>,
    );
    await click(root, "pair-next");
    expect(byTest(root, "rounds-notice").textContent).toContain("Round 3 is paired: 1 table.");
    await click(root, "to-es");
    expect(byTest(root, "rounds-notice").textContent).toContain("Ronda 3 emparejada: 1 mesa.");
  });

  it("creates a table's draft from the setup the core prefills and hands its id to the draft route", async () => {
    const setup = { version: "agl-v1.0", mods: [], players: {}, seed: 5, scenario: "conquest", stadium: null };
    const created: unknown[][] = [];
    core.commands.eventTableDraftSetup = async (...args: unknown[]) => {
      created.push(["setup", ...args]);
      return ok(setup);
    };
    core.commands.createDraft = async (...args: unknown[]) => {
      created.push(["create", ...args]);
      return ok({ id: "draft-9" });
    };
    const opened = vi.fn();
    const { props } = deskProps();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={opened} />);
    await click(root, "open-draft-2-1");
    expect(created).toEqual([
      ["setup", "event-1-abc", 2, 1],
      // No clock named: the core gives a table's draft the event's own clock.
      ["create", setup, "keep", { eventId: "event-1-abc", round: 2, table: 1 }, null, null],
    ]);
    expect(opened).toHaveBeenCalledWith("draft-9");
  });

  it("records a real coin's outcome in the table draft's setup when the organizer says who won it", async () => {
    const setup = { version: "agl-v1.0", mods: [], players: {}, seed: 5, scenario: "conquest", stadium: null };
    core.commands.eventTableDraftSetup = async () => ok(setup);
    const created: unknown[][] = [];
    core.commands.createDraft = async (...args: unknown[]) => {
      created.push(args);
      return ok({ id: "draft-10" });
    };
    const opened = vi.fn();
    const { props } = deskProps();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={opened} />);
    await click(root, "real-coin-2-1");
    await click(root, "real-coin-2-1-second");
    expect(created).toEqual([
      [{ ...setup, coin: { kind: "recorded", player_a: "second" } }, "keep", { eventId: "event-1-abc", round: 2, table: 1 }, null, null],
    ]);
    expect(opened).toHaveBeenCalledWith("draft-10");
  });

  it("continues a table's draft already begun for the same players", async () => {
    core.commands.createDraft = async () => {
      throw new Error("no new draft");
    };
    const asked: unknown[][] = [];
    core.commands.roundDrafts = async (...args: unknown[]) => {
      asked.push(args);
      return ok([
        {
          round: 2,
          table: 1,
          draftId: "draft-1",
          state: { kind: "inProgress", step: "pick" },
          mismatch: null,
          teams: null,
          reported: null,
        },
      ]);
    };
    const opened = vi.fn();
    const { props } = deskProps();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={opened} />);
    expect(asked).toEqual([["event-1-abc", 2]]);
    expect(byTest(root, "open-draft-2-1").textContent).toBe("Continue this table's draft");
    expect(byTest(root, "draft-2-1").textContent).toContain("Draft: picks");
    await click(root, "open-draft-2-1");
    expect(opened).toHaveBeenCalledWith("draft-1");
  });
});

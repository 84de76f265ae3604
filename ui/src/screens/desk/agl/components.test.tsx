import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Accepted, ErrorReport, EventAction, SetupOptions } from "../../../bindings";
import { I18nProvider, useI18n } from "../../../lib/i18n-context";
import { GameNamesProvider } from "../../../lib/names";
import { EventDesk, patchedView, type DeskProps } from "./EventDesk";
import { EventSetup } from "./EventSetup";
import { translate } from "../../../i18n";
import { hasUnsaved, setLeavePrompt } from "../../../lib/unsaved";
import { catalog, characters, options, snapshot, view } from "../../../test-support/agl";
import { PaperPanel } from "./PaperPanel";
import { PlayersPanel } from "./PlayersPanel";
import { RoundsPanel } from "./RoundsPanel";
import { StandingsPanel } from "./StandingsPanel";
import { TimerPanel } from "../shared/TimerPanel";
import { ordinal, pairingReason } from "./words";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../bindings", () => core);
const ok = <T,>(data: T) => ({ status: "ok" as const, data });
const refused = (error: ErrorReport) => ({ status: "error" as const, error });
/** The standings and ratings as the core answers `event_standings`. */
const standingsNow = () => ok({ standings: snapshot.standings, ratings: view.ratings });

async function mount(node: preact.ComponentChild, language: "en" | "es" | "fr" = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language={language}>{node}</I18nProvider>, root);
  });
  await settle();
  return root;
}

async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

const byTest = (root: Element, id: string) => root.querySelector(`[data-testid="${id}"]`) as HTMLElement;

async function click(root: Element, id: string) {
  await act(async () => {
    byTest(root, id).click();
  });
  await settle();
}

async function input(root: Element, id: string, value: string) {
  const element = byTest(root, id) as HTMLInputElement | HTMLSelectElement;
  await act(async () => {
    element.value = value;
    element.dispatchEvent(new Event(element instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
  await settle();
}

function desk(actResult: Accepted | null = null) {
  const actions: EventAction[] = [];
  const props: DeskProps = {
    view,
    catalog,
    characters,
    act: vi.fn(async (action: EventAction) => {
      actions.push(action);
      return actResult;
    }),
    reload: vi.fn(async () => undefined),
    report: vi.fn(),
  };
  return { props, actions };
}

beforeEach(() => {
  core.commands = {
    // The desk reads each round's table drafts and, when shown, the standings.
    roundDrafts: async () => ok([]),
    eventStandings: async () => standingsNow(),
    findCharacters: async () => characters,
    listLedgers: async () => ok([]),
  };
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("EventSetup", () => {
  it("offers the Mods and event types the core allows, with K, and the rounds table", async () => {
    core.commands.eventCatalog = async () => catalog;
    core.commands.eventSetupOptions = async (_ruleset: unknown, _format: unknown, mods: unknown) => {
      const chosen = mods as string[];
      // As the core answers: Carano combines with nothing.
      const answer: SetupOptions = {
        ...options,
        mods: options.mods.map((m) => ({
          ...m,
          chosen: chosen.includes(m.mod),
          allowed: chosen.includes("carano") ? m.mod === "carano" : true,
          problems: chosen.includes("carano") && m.mod !== "carano" ? [{ kind: "caranoNotAlone" as const }] : [],
        })),
      };
      return answer;
    };
    const root = await mount(<EventSetup onCreated={() => undefined} />);
    expect((byTest(root, "setup-type-open") as HTMLButtonElement).disabled).toBe(true);
    expect(byTest(root, "setup-type-regional").textContent).toContain("K 36");
    expect(byTest(root, "setup-suggestion").textContent).toBe(
      "Suggested: 3 rounds for 4–8 players · 4 rounds for 9–16 players · 5 rounds for 17 players or more. Never fewer than 3.",
    );
    await click(root, "setup-mod-carano");
    const zlavin = byTest(root, "setup-mod-zlavin") as HTMLButtonElement;
    expect(zlavin.disabled).toBe(true);
    expect(zlavin.title).toBe("The Carano Mod cannot be combined with any other Mod.");
  });

  it("lets an Open event choose its Starting Lineup size and sends it", async () => {
    core.commands.eventCatalog = async () => catalog;
    core.commands.eventSetupOptions = async () => ({
      ...options,
      lineup_sizes: { minimum: 4, maximum: 12, drafted: 8 },
    });
    const sent: unknown[] = [];
    core.commands.createEvent = async (definition: unknown) => {
      sent.push(definition);
      return ok({ ...view, id: "event-open" });
    };
    const root = await mount(<EventSetup onCreated={() => undefined} />);
    expect((byTest(root, "setup-lineup-size") as HTMLInputElement).value).toBe("8");
    await input(root, "setup-name", "Open de Vigo");
    await input(root, "setup-lineup-size", "6");
    expect(root.textContent).toContain("with another size, teams are built at the table");
    await click(root, "setup-create");
    expect(sent[0]).toMatchObject({ lineup_size: 6 });
  });

  it("warns at setup that Semy makes the Koorie Queen bans meaningless", async () => {
    core.commands.eventCatalog = async () => catalog;
    const clause = 'docs/rulings.md, "Semy with Koorie Queen"';
    core.commands.eventSetupOptions = async () => ({
      ...options,
      mod_warnings: [{ kind: "koorieQueenBansUnderSemy", clause }],
    });
    const root = await mount(<EventSetup onCreated={() => undefined} />, "es");
    const warning = byTest(root, "setup-mod-warning").textContent;
    expect(warning).toContain("Semy con Koorie Queen");
    expect(warning).toContain(`(${clause})`);
  });

  it("creates the event from the choices and shows every problem of a refusal", async () => {
    core.commands.eventCatalog = async () => catalog;
    core.commands.eventSetupOptions = async () => options;
    const sent: unknown[] = [];
    core.commands.createEvent = async (definition: unknown) => {
      sent.push(definition);
      return sent.length === 1
        ? refused({
            code: "refused.eventDefinition",
            clause: null,
            message: "The event cannot be created: …",
            error: {
              kind: "refused",
              refusal: {
                kind: "eventDefinition",
                problems: [
                  { kind: "badName", max: 120 },
                  { kind: "stadiumRequired", clause: 'AGL S2, "Mod Circuito AGL"' },
                ],
              },
            },
          })
        : ok({ ...view, id: "event-new" });
    };
    const created = vi.fn();
    const root = await mount(<EventSetup onCreated={created} />);
    await input(root, "setup-name", "Liga de Vigo");
    await click(root, "setup-create");
    const error = byTest(root, "setup-error").textContent;
    expect(error).toContain("The event cannot be created:");
    expect(error).toContain("The event needs a name of 1 to 120 characters.");
    expect(error).toContain('The AGL Circuit Mod needs the stadium the event is held in. (AGL S2, "Mod Circuito AGL")');
    await click(root, "setup-create");
    expect(created).toHaveBeenCalledWith("event-new");
    expect(sent[1]).toEqual({
      name: "Liga de Vigo",
      format: "standard-tournament",
      ruleset: "agl-v1.0",
      mods: [],
      event_type: "standard",
      rounds: 3,
      scenarios: [
        { kind: "official", id: "assault" },
        { kind: "official", id: "conquest" },
        { kind: "official", id: "carnage" },
      ],
      stadium: null,
      // Round 1's seed is drawn when it is paired; the rulings are the core's current edition.
      seed: null,
      rematches: "avoid",
      lineup_size: null,
      rulings: 2,
    });
  });

  it("asks for the AGL Circuit stadium in Season 2 and sends it", async () => {
    core.commands.eventCatalog = async () => ({
      ...catalog,
      stadiums: [{ id: "omadon-arena", name: "Omadon Arena", faction: "", effect: "" }],
    });
    core.commands.eventSetupOptions = async (ruleset: unknown, _format: unknown, mods: unknown) => ({
      ...options,
      ruleset,
      mods: [{ mod: "agl-circuit", chosen: (mods as string[]).includes("agl-circuit"), allowed: true, reason: null }],
      needs_stadium: (mods as string[]).includes("agl-circuit"),
    });
    const sent: unknown[] = [];
    const languages: unknown[] = [];
    core.commands.createEvent = async (definition: unknown, language: unknown) => {
      sent.push(definition);
      languages.push(language);
      return ok(view);
    };
    const root = await mount(<EventSetup onCreated={() => undefined} />);
    // The papers' language is chosen with the event.
    await input(root, "setup-paper-language", "fr");
    await input(root, "setup-name", "Circuito");
    await click(root, "setup-ruleset-agl-season-2");
    expect(byTest(root, "setup-stadium")).toBeNull();
    await click(root, "setup-mod-agl-circuit");
    await input(root, "setup-stadium", "omadon-arena");
    await click(root, "setup-create");
    expect(sent[0]).toMatchObject({ ruleset: "agl-season-2", mods: ["agl-circuit"], stadium: "omadon-arena" });
    expect(languages).toEqual(["fr"]);
  });
});

describe("PlayersPanel", () => {
  it("lists each player's entries and status", async () => {
    const { props } = desk();
    const root = await mount(<PlayersPanel {...props} snapshot={snapshot} />);
    const rows = [...root.querySelectorAll('[data-testid="players-table"] tbody tr')];
    expect(rows.map((r) => r.getAttribute("data-player"))).toEqual(["Ana", "Bo", "Cy", "Di", "Élodie"]);
    expect(rows[0]?.textContent).toContain("Gata, 8 Ball, Parvati");
  });

  it("registers a late arrival with the lineup picked from the catalog", async () => {
    const { props, actions } = desk({ kind: "registered", player: 6, warnings: [] });
    const root = await mount(<PlayersPanel {...props} snapshot={snapshot} />);
    expect(byTest(root, "player-add").textContent).toBe("Add a late arrival");
    await click(root, "player-add");
    await input(root, "player-name", "Fe");
    await input(root, "player-pin", "F6");
    await input(root, "player-sponsor", "oxyd");
    for (const id of ["gata", "8-ball", "parvati", "maximus", "wild-bill", "hexx3r", "major-lunah", "miyamoto-mushashi"]) {
      await click(root, `player-result-${id}`);
    }
    expect(root.querySelector("legend")?.textContent).toBe("Starting Lineup: 8 of 8");
    await click(root, "player-save");
    expect(actions).toEqual([
      {
        kind: "registerLateArrival",
        registration: {
          name: "Fe",
          corvus_pin: "F6",
          sponsor: "oxyd",
          sponsor_unlocked: false,
          lineup: ["gata", "8-ball", "parvati", "maximus", "wild-bill", "hexx3r", "major-lunah", "miyamoto-mushashi"],
          team_name: null,
        },
      },
    ]);
    expect(byTest(root, "player-form")).toBeNull();
  });

  it("sends a team name and says why a lineup too alike to others' cannot be drafted against them", async () => {
    const { props, actions } = desk({
      kind: "registered",
      player: 6,
      warnings: [{ kind: "undraftableWith", players: [1, 2], clause: 'docs/rulings.md, "Final Boss with Zlavin"' }],
    });
    const root = await mount(<PlayersPanel {...props} snapshot={snapshot} />, "es");
    await click(root, "player-add");
    await input(root, "player-name", "Fe");
    await input(root, "player-pin", "F6");
    await input(root, "player-team", "  Los Hexágonos ");
    await click(root, "player-save");
    expect(actions[0]).toMatchObject({ registration: { name: "Fe", team_name: "Los Hexágonos" } });
    const warning = byTest(root, "player-warnings").textContent;
    expect(warning).toContain("comparte tantos personajes con las de Ana y Bo");
    expect(warning).toContain('(docs/rulings.md, "Final Boss with Zlavin")');
  });

  it("puts the cursor in Name; Escape closes an untouched form without leaving the desk", async () => {
    const { props } = desk();
    const root = await mount(<PlayersPanel {...props} snapshot={snapshot} />);
    const home = vi.fn();
    window.addEventListener("keydown", home);
    await click(root, "player-add");
    expect(document.activeElement).toBe(byTest(root, "player-name"));
    await act(async () => {
      document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    });
    await settle();
    expect(byTest(root, "player-form")).toBeNull();
    // The app's own Escape (back home) never heard it.
    expect(home).not.toHaveBeenCalled();
    window.removeEventListener("keydown", home);
    expect(hasUnsaved()).toBe(false);
  });

  it("asks before Escape throws away a half-done player, and keeps it on a second Escape", async () => {
    const { props } = desk();
    const root = await mount(<PlayersPanel {...props} snapshot={snapshot} />);
    await click(root, "player-add");
    await input(root, "player-name", "Łukasz Żółkiewski");
    expect(hasUnsaved()).toBe(true);
    const escape = async () => {
      await act(async () => {
        byTest(root, "player-name").dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
      });
      await settle();
    };
    await escape();
    expect(byTest(root, "player-discard-ask").textContent).toContain("not saved");
    await escape();
    expect(byTest(root, "player-discard-ask")).toBeNull();
    expect((byTest(root, "player-name") as HTMLInputElement).value).toBe("Łukasz Żółkiewski");
    await escape();
    await click(root, "player-discard");
    expect(byTest(root, "player-form")).toBeNull();
    expect(hasUnsaved()).toBe(false);
  });

  it("drops a player only on the second press", async () => {
    const { props, actions } = desk({ kind: "dropped", player: 2, pending_table: 2 });
    const root = await mount(<PlayersPanel {...props} snapshot={snapshot} />);
    await click(root, "player-drop-2");
    expect(actions).toEqual([]);
    expect(byTest(root, "player-drop-2").textContent).toContain("Confirm: Bo drops");
    // The buttons sit in a box inside a real table cell, so the row keeps its cells in line.
    const cell = byTest(root, "player-drop-2").closest("td")!;
    expect(cell.className).toBe("actions-cell");
    expect(byTest(root, "player-drop-2").parentElement!.className).toBe("row-actions");
    await click(root, "player-drop-2");
    expect(actions).toEqual([{ kind: "dropPlayer", player: 2 }]);
  });

  it("takes back a drop in one press, and removes a registration only before round 1, on the second press", async () => {
    // docs/rulings.md, "Safety nets at the desk".
    const dropped = { ...snapshot, players: snapshot.players.map((p) => (p.id === 2 ? { ...p, dropped_after_round: 1 } : p)) };
    const { props, actions } = desk({ kind: "reinstated", player: 2 });
    const root = await mount(<PlayersPanel {...props} snapshot={dropped} />);
    expect(byTest(root, "player-drop-2")).toBeNull();
    expect(byTest(root, "player-remove-3")).toBeNull();
    await click(root, "player-undo-drop-2");
    expect(actions).toEqual([{ kind: "reinstatePlayer", player: 2 }]);

    const unpaired = { ...snapshot, rounds: [] };
    const before = desk({ kind: "registrationWithdrawn", player: 3, name: "Cy" });
    const form = await mount(<PlayersPanel {...before.props} snapshot={unpaired} />, "es");
    await click(form, "player-remove-3");
    expect(before.actions).toEqual([]);
    expect(byTest(form, "player-remove-3").textContent).toContain("quitar la inscripción de Cy");
    await click(form, "player-remove-3");
    expect(before.actions).toEqual([{ kind: "withdrawRegistration", player: 3 }]);
  });

  it("shows every bad line of a roster and offers to import the good ones", async () => {
    const calls: unknown[][] = [];
    core.commands.importEventRoster = async (...args: unknown[]) => {
      calls.push(args);
      return ok({
        imported: 0,
        problems: [
          {
            line: 3,
            player: "Ana",
            issue: { kind: "unknownCharacter", text: "Gatta", column: { number: 4, heading: "lineup" } },
            message: "\"Gatta\" in column 4 (lineup) is not a character of the catalog",
          },
        ],
        ignoredColumns: ["email"],
        heldBack: true,
        seq: 12,
      });
    };
    const { props } = desk();
    const root = await mount(<PlayersPanel {...props} snapshot={snapshot} />);
    await click(root, "roster-toggle");
    await input(root, "roster-text", "name,pin\nAna,A1");
    await click(root, "roster-import-run");
    expect(calls[0]).toEqual(["event-1-abc", 12, "name,pin\nAna,A1", false]);
    const result = byTest(root, "roster-result").textContent ?? "";
    expect(result).toContain("Nothing was imported: 1 problem.");
    expect(result).toContain("Line 3 (Ana): “Gatta” in column 4 (“lineup”) is not a character of the catalog: write a character’s name as printed.");
    expect(result).toContain("Columns not read: email.");
    await click(root, "roster-import-good");
    expect(calls[1]?.[3]).toBe(true);
  });
});

describe("RoundsPanel", () => {
  it("shows a round one row per table: Enter saves a row and moves to the next table missing its result", async () => {
    localStorage.setItem(`hexadraft.event.${view.id}.roundLayout`, "compact");
    // The core folds names for search; here, as it would for these names.
    core.commands.foldForSearch = async (texts: unknown) =>
      (texts as string[]).map((text) => text.normalize("NFD").replace(/[^a-zA-Z0-9]/g, "").toLowerCase());
    const { props, actions } = desk({
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
    const { props, actions } = desk({ kind: "roundUnpaired", round: 2 });
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
    const later = await mount(<RoundsPanel {...desk().props} snapshot={played} openDraft={() => undefined} />);
    expect(byTest(later, "unpair-round")).toBeNull();
  });

  it("offers pairing, taking back and swaps only as the core's open actions say", async () => {
    const closed = { ...snapshot, open: { ...snapshot.open, pair_round: null, unpair_round: null, swap_round: null } };
    const root = await mount(<RoundsPanel {...desk().props} snapshot={closed} openDraft={() => undefined} />);
    expect(byTest(root, "pair-next")).toBeNull();
    expect(byTest(root, "unpair-round")).toBeNull();
    expect(root.querySelector("[data-testid^='swap-pick-']")).toBeNull();
    const open = { ...snapshot, open: { ...snapshot.open, pair_round: 4 } };
    const offered = await mount(<RoundsPanel {...desk().props} snapshot={open} openDraft={() => undefined} />);
    expect(byTest(offered, "pair-next").textContent).toBe("Pair round 4");
    expect(offered.querySelector("[data-testid^='swap-pick-']")).not.toBeNull();
  });

  it("shows each table with its number, players, reason and warnings, and the bye", async () => {
    const { props } = desk();
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
    const { props, actions } = desk();
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
    const { props, actions } = desk({
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
    const { props } = desk();
    const first = snapshot.rounds[0]!;
    const table = { ...first.tables[0]!, result: { ...first.tables[0]!.result!, game_end: { kind: "abandoned" as const } } };
    const abandoned = { ...snapshot, rounds: [{ ...first, tables: [table, ...first.tables.slice(1)] }, ...snapshot.rounds.slice(1)] };
    const root = await mount(<RoundsPanel {...props} snapshot={abandoned} openDraft={() => undefined} />, "fr");
    await click(root, "round-tab-1");
    expect(byTest(root, "game-end-1-1").textContent).toBe("abandonnée");
  });

  it("changes an announced scenario after round 1 only as a logged override, with its warning", async () => {
    const clause = 'AGL v1.0, Standard Tournament, "Scenarios"';
    const { props, actions } = desk({
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
    const { props, actions } = desk({ kind: "scenarioSet", round: 3, warnings: [] });
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    await input(root, "plan-scenario-3", "carnage");
    expect(actions).toEqual([{ kind: "setScenario", round: 3, scenario: { kind: "official", id: "carnage" } }]);
  });

  it("corrects an earlier round's result", async () => {
    const { props, actions } = desk();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    await click(root, "round-tab-1");
    expect(byTest(root, "score-1-1-first").textContent).toContain("7 VP");
    await click(root, "correct-1-1");
    await input(root, "vp-1-1-first", "9");
    await click(root, "save-result-1-1");
    expect(actions[0]).toMatchObject({ kind: "correctResult", round: 1, table: 1, result: { first: { victory_points: 9 } } });
  });

  it("swaps two chosen players and says which rule the swap breaks", async () => {
    const { props, actions } = desk({
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
    const { props, actions } = desk({ kind: "paired", round: 3, tables: 2, bye: 4, warnings: [], notes: [] });
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
    const { props, actions } = desk({ kind: "paired", round: 1, tables: 6, bye: null, warnings: [], notes: [] });
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
    const { props, actions } = desk({ kind: "paired", round: 3, tables: 2, bye: 4, warnings: [], notes: [] });
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
    const { props } = desk({ kind: "paired", round: 3, tables: 1, bye: 4, warnings: [], notes: [] });
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
    const { props } = desk();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={opened} />);
    await click(root, "open-draft-2-1");
    expect(created).toEqual([
      ["setup", "event-1-abc", 2, 1],
      ["create", setup, "keep", { eventId: "event-1-abc", round: 2, table: 1 }],
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
    const { props } = desk();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={opened} />);
    await click(root, "real-coin-2-1");
    await click(root, "real-coin-2-1-second");
    expect(created).toEqual([
      [{ ...setup, coin: { kind: "recorded", player_a: "second" } }, "keep", { eventId: "event-1-abc", round: 2, table: 1 }],
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
    const { props } = desk();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={opened} />);
    expect(asked).toEqual([["event-1-abc", 2]]);
    expect(byTest(root, "open-draft-2-1").textContent).toBe("Continue this table's draft");
    expect(byTest(root, "draft-2-1").textContent).toContain("Draft: picks");
    await click(root, "open-draft-2-1");
    expect(opened).toHaveBeenCalledWith("draft-1");
  });
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
    open: { registration: false, late_registration: true, pair_round: null, unpair_round: null, swap_round: 2, scenarios_to_choose: [] },
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
      return ok(view);
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
      return ok(outcome);
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
      return ok(outcome);
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
      kind: "recordResult",
      result: { first: { victory_points: 6, frags: 2 }, second: { victory_points: 0, frags: 0 } },
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
    const { props } = desk();
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
    let heard: ((event: { payload: { draftId: string } }) => void) | null = null;
    core.events.phoneMoved = {
      listen: async (f: typeof heard) => {
        heard = f;
        return () => undefined;
      },
    };
    const { props } = desk();
    const root = await mount(<RoundsPanel {...props} snapshot={snapshot} openDraft={() => undefined} />);
    expect(root.querySelector('[data-testid="phone-reports-2-1"]')).toBeNull();
    // The phones report: the desk hears it and reads the round's drafts again.
    reports = { bySeat: { first: report(6), second: report(5) }, differs: ["firstVictoryPoints"], allowed: true };
    await act(async () => {
      heard?.({ payload: { draftId: "draft-1" } });
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

describe("StandingsPanel", () => {
  it("gives every tiebreak's value, the record, the bye scaling and what decided each place", async () => {
    const { props } = desk();
    const root = await mount(<StandingsPanel {...props} snapshot={snapshot} />);
    const headers = [...root.querySelectorAll("th")].map((th) => th.textContent);
    expect(headers).toEqual([
      "#",
      "Name",
      "Corvus PIN",
      "Tournament Points",
      "Victory Points",
      "Frags",
      "Opponents' VP",
      "W-T-L-Bye",
      "Place decided by",
    ]);
    const elodie = root.querySelector('tr[data-player="Élodie"]')?.textContent ?? "";
    expect(elodie).toContain("(7×3÷2)");
    expect(elodie).toContain("0-0-0-1");
    // Worded from the lower row's side, with both numbers.
    expect(elodie).toContain("behind Ana on Victory Points, 0 to 7");
    expect(root.querySelector('tr[data-player="Di"]')?.textContent).toContain("first place");
    expect(root.querySelector('tr[data-player="Bo"] td.record')).not.toBeNull();
    expect(root.querySelector('tr[data-player="Cy"]')?.textContent).toContain("dropped");
    expect(byTest(root, "standings-title").textContent).toBe("Provisional standings");
  });

  it("speaks French", async () => {
    const { props } = desk();
    const root = await mount(<StandingsPanel {...props} snapshot={snapshot} />, "fr");
    expect(root.querySelector('tr[data-player="Bo"]')?.textContent).toContain("derrière Élodie en points : 0 contre 2");
  });
});

describe("PaperPanel", () => {
  it("asks the core for each document in the chosen folder, in the event's language, and lists the files", async () => {
    const calls: unknown[][] = [];
    core.commands.exportEventPaper = async (...args: unknown[]) => {
      calls.push(args);
      return ok({ folder: "/tmp/print", files: ["/tmp/print/control-sheets.pdf"] });
    };
    const { props } = desk();
    const root = await mount(<PaperPanel {...props} view={{ ...props.view, language: "es" }} snapshot={snapshot} />);
    // The papers speak the event's language, recorded with the event.
    expect(byTest(root, "paper-language").textContent).toBe("Español");
    await click(root, "paper-control-sheets");
    expect(calls[0]).toEqual(["event-1-abc", { kind: "controlSheets" }, null]);
    await input(root, "paper-folder", "/tmp/print");
    await input(root, "paper-round", "1");
    await click(root, "paper-slips");
    expect(calls[1]).toEqual(["event-1-abc", { kind: "matchSlips", round: 1 }, "/tmp/print"]);
    expect(byTest(root, "exported-file").textContent).toBe("/tmp/print/control-sheets.pdf");
    expect(root.querySelector('[data-testid="ratings-table"] tr[data-player="Ana"]')?.textContent).toContain("+16.00");
  });
});

describe("Ratings before the event", () => {
  it("shows the rating the core found for each player and writes it back under that entry's PIN", async () => {
    // docs/rulings.md, "Corvus PINs": listed as "pin-old" (another case, or a PIN corrected
    // since), the rating is Ana's; an entry that rates nobody here is kept.
    const ana = snapshot.players[0]!;
    const { props, actions } = desk({ kind: "ratingsBeforeSet", listed: 2 });
    props.view = {
      ...view,
      ratingsBefore: { "pin-old": 1200, "SOMEONE-ELSE": 900 },
      listedRatings: [{ player: ana.id, corvusPin: "pin-old", rating: 1200 }],
    };
    const root = await mount(<PaperPanel {...props} snapshot={snapshot} />);
    const row = root.querySelector(`[data-testid="ratings-table"] tr[data-player="${ana.name}"]`)!;
    const field = row.querySelector("input") as HTMLInputElement;
    expect(field.value).toBe("1200");
    await act(async () => {
      field.value = "1210";
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(root, "ratings-save");
    expect(actions).toEqual([{ kind: "setRatingsBefore", ratings: { "pin-old": 1210, "SOMEONE-ELSE": 900 } }]);
  });
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

describe("words", () => {
  it("spells places in each language and explains a pairing", () => {
    expect([1, 2, 3, 4, 11, 22].map((n) => ordinal("en", n))).toEqual(["1st", "2nd", "3rd", "4th", "11th", "22nd"]);
    expect(ordinal("es", 3)).toBe("3.º");
    expect(ordinal("fr", 1)).toBe("1er");
    const t = (key: string, params: Record<string, string | number> = {}) =>
      `${key}(${Object.values(params).join(",")})`;
    expect(pairingReason(t as never, "en", snapshot, { kind: "organizerSwap", replaced: 2 })).toBe("event.reason.swap(Bo)");
  });

  it("says 1 Frag and 1 character, not 1 Frags, in every language", () => {
    expect(translate("en", "event.resultWarning.equalFragsWithoutFirstBlood", { frags: 1, decides: "no" })).toContain(
      "Both players have 1 Frag and",
    );
    expect(translate("en", "event.resultWarning.equalFragsWithoutFirstBlood", { frags: 2, decides: "no" })).toContain("2 Frags");
    expect(translate("es", "event.warning.undraftable", { a: "Ana", b: "Bo", count: 1 })).toContain("comparten 1 personaje,");
    expect(translate("fr", "event.warning.undraftable", { a: "Ana", b: "Bo", count: 5 })).toContain("partagent 5 personnages,");
  });
});

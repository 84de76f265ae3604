// The AGL players' panel: registrations, late arrivals, drops and the roster import.
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hasUnsaved } from "../../../lib/unsaved";
import { deskAnswers, deskProps, snapshot } from "../../../test-support/agl";
import { click, enter as input, found as byTest, mount, settle } from "../../../test-support/render";
import { PlayersPanel } from "./PlayersPanel";

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

describe("PlayersPanel", () => {
  it("lists each player's entries and status", async () => {
    const { props } = deskProps();
    const root = await mount(<PlayersPanel {...props} snapshot={snapshot} />);
    const rows = [...root.querySelectorAll('[data-testid="players-table"] tbody tr')];
    expect(rows.map((r) => r.getAttribute("data-player"))).toEqual(["Ana", "Bo", "Cy", "Di", "Élodie"]);
    expect(rows[0]?.textContent).toContain("Gata, 8 Ball, Parvati");
  });

  it("registers a late arrival with the lineup picked from the catalog", async () => {
    const { props, actions } = deskProps({ kind: "registered", player: 6, warnings: [] });
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
    const { props, actions } = deskProps({
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
    const { props } = deskProps();
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
    const { props } = deskProps();
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
    const { props, actions } = deskProps({ kind: "dropped", player: 2, pending_table: 2 });
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
    const { props, actions } = deskProps({ kind: "reinstated", player: 2 });
    const root = await mount(<PlayersPanel {...props} snapshot={dropped} />);
    expect(byTest(root, "player-drop-2")).toBeNull();
    expect(byTest(root, "player-remove-3")).toBeNull();
    await click(root, "player-undo-drop-2");
    expect(actions).toEqual([{ kind: "reinstatePlayer", player: 2 }]);

    const unpaired = { ...snapshot, rounds: [] };
    const before = deskProps({ kind: "registrationWithdrawn", player: 3, name: "Cy" });
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
    const { props } = deskProps();
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

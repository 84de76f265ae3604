// A roster file read before anyone is registered from it: the file's own problems worded, and
// registering offered only for a file the core read whole.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ok } from "../../../test-support/core";
import { check, panelProps, SNAPSHOT } from "../../../test-support/ia";
import { click, enter, mount, need } from "../../../test-support/render";
import { RosterImport } from "./RosterImport";

const core = vi.hoisted(() => ({ commands: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock("../../../bindings", () => ({ commands: core.commands }));

const LEGAL = check({ report: { army_points: 40, command_cards: 15, command_points: 15, affiliation: "rebel", problems: [] } });

beforeEach(() => {
  core.commands.readIaRosterFile = vi.fn(() =>
    ok({ players: [{ line: 1, name: "Ana", listLine: 2, check: LEGAL }], problems: [{ kind: "tooManyPlayers", players: 600, max: 512 }], ready: false }),
  );
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("RosterImport", () => {
  it("words the file's problems and holds the registration until the file reads whole", async () => {
    const { props } = panelProps(SNAPSHOT);
    const root = await mount(<RosterImport {...props} />);
    await enter(root, "ia-roster-path", "/data/roster.txt");
    await click(root, "ia-roster-read");
    expect(core.commands.readIaRosterFile).toHaveBeenCalledWith("/data/roster.txt");
    expect(need(root, "ia-roster-reading").textContent).toContain("600");
    expect((need(root, "ia-roster-register") as HTMLButtonElement).disabled).toBe(true);
  });

  it("registers the players of a file read whole through the desk", async () => {
    core.commands.readIaRosterFile = vi.fn(() => ok({ players: [{ line: 1, name: "Ana", listLine: 2, check: LEGAL }], problems: [], ready: true }));
    const { props } = panelProps(SNAPSHOT);
    const root = await mount(<RosterImport {...props} />);
    await enter(root, "ia-roster-path", "/data/roster.txt");
    await click(root, "ia-roster-read");
    await click(root, "ia-roster-register");
    expect(props.importRoster).toHaveBeenCalledWith("/data/roster.txt");
    expect(root.querySelector('[data-testid="ia-roster-reading"]')).toBeNull();
  });
});

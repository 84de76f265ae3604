// The Imperial Assault players' panel: what it sends for a registration, a withdrawal and a drop,
// and which controls it offers by the core's open actions.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { open, panelProps, SNAPSHOT } from "../../../test-support/ia";
import { byTest, click, enter, mount, need } from "../../../test-support/render";
import { IaPlayers } from "./IaPlayers";

const core = vi.hoisted(() => ({ commands: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock("../../../bindings", () => ({ commands: core.commands }));

const REGISTRATION = { ...SNAPSHOT, stage: { kind: "registration" }, open: { ...open, registration: true, swiss: false, make_cut: false } };

beforeEach(() => {
  core.commands.searchIaCards = vi.fn(() => Promise.resolve([]));
  core.commands.readIaArmyText = vi.fn(() => Promise.resolve(null));
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("IaPlayers", () => {
  it("registers a player without a list, and clears the form once the core took it", async () => {
    const { props, sent } = panelProps(REGISTRATION);
    const root = await mount(<IaPlayers {...props} />);
    await enter(root, "ia-player-name", "Gil");
    await click(root, "ia-register");
    expect(sent).toEqual([{ action: { kind: "registerPlayer", name: "Gil", army: null }, from: "register" }]);
    expect((need(root, "ia-player-name") as HTMLInputElement).value).toBe("");
  });

  it("withdraws a registration before round 1, naming the player's row as where a refusal shows", async () => {
    const { props, sent } = panelProps(REGISTRATION);
    const root = await mount(<IaPlayers {...props} />);
    await click(root, "ia-withdraw-2");
    expect(sent).toEqual([{ action: { kind: "withdrawRegistration", player: 2 }, from: "player-2" }]);
    expect(need(root, "refusal-player-2")).not.toBeNull();
    // Dropping belongs to the Swiss rounds, which have not begun.
    expect(byTest(root, "ia-drop-2")).toBeNull();
  });

  it("drops a player during the Swiss rounds and reinstates a dropped one, with no registration form", async () => {
    const { props, sent } = panelProps(SNAPSHOT);
    const root = await mount(<IaPlayers {...props} />);
    expect(byTest(root, "ia-register")).toBeNull();
    expect(byTest(root, "ia-withdraw-1")).toBeNull();
    await click(root, "ia-drop-1");
    await click(root, "ia-drop-6");
    expect(sent.map((s) => s.action)).toEqual([
      { kind: "dropPlayer", player: 1 },
      { kind: "reinstatePlayer", player: 6 },
    ]);
    expect(need(root, "ia-drop-6").textContent).toBe("Undo the drop");
    expect(need(root, "ia-drop-1").textContent).toBe("Drop");
  });
});

import { render } from "preact";
import { act } from "preact/test-utils";
import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it } from "vitest";
import type { RoundSpectatorPage, SpectatorPage } from "./api";
import { where } from "./api";
import * as messages from "./messages";
import type { PhoneKey } from "./ResultForm";
import { RoundSpectatorBoard, SpectatorBoard, isOverlay } from "./Spectator";

const t = (key: PhoneKey, params: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(messages.en[key], "en", undefined, { ignoreTag: true }).format(params));
const NAMES: Record<string, string> = { gata: "Gata", "8-ball": "8-Ball", hexx3r: "Hexx3r", parvati: "Parvati", valkyrie: "Valkyrie" };

function mount(node: preact.ComponentChild) {
  const root = document.createElement("div");
  document.body.append(root);
  act(() => render(node, root));
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
});

/** Only what the spectator's page reads of the session's answer. */
function spectatorPage(swaps: unknown, game: unknown = null, delaySeconds = 0): SpectatorPage {
  const lineup = (ids: string[]) => ids.map((character) => ({ character, name: NAMES[character], initiative: null }));
  return {
    names: NAMES,
    draft: {
      title: "Ana vs Bo",
      shown: 12,
      delaySeconds,
      round: 2,
      table: 3,
      game,
      log: [],
      view: {
        step: "vassily",
        waiting_for: ["first"],
        complete: false,
        players: {
          first: { name: "Ana", role: "a", lineup: lineup(["gata", "8-ball", "hexx3r"]), banned: "hexx3r" },
          second: { name: "Bo", role: "b", lineup: lineup(["valkyrie", "parvati"]), banned: null },
        },
        picks: [
          { seat: "first", character: "gata", team_of: "first" },
          { seat: "second", character: "valkyrie", team_of: "second" },
        ],
        bans: [],
        teams: null,
        swaps,
        swaps_void: false,
        hidden_picks: [],
      },
    },
  } as unknown as SpectatorPage;
}

describe("the spectator's page", () => {
  it("opens only spectator addresses as spectator pages", () => {
    const token = "a".repeat(26);
    expect(where(`/v/${token}`)).toEqual({ kind: "spectator", token });
    expect(where(`/s/${token}`)?.kind).toBe("seat");
    expect(where(`/v/${token.slice(1)}`)).toBeNull();
  });

  it("shows both lineups, bans, picks and the table, and says how far behind it is", () => {
    const root = mount(<SpectatorBoard page={spectatorPage(null, null, 30)} t={t} overlay={false} />);
    expect(root.querySelector("#spectator-title")?.textContent).toBe("Ana vs Bo");
    expect(root.textContent).toContain("Round 2, table 3");
    expect(root.querySelector("#delay")?.textContent).toBe("Shown 30 s behind the table");
    expect(root.querySelector("#status")?.textContent).toBe("Waiting for Ana");
    expect(root.querySelector("#status")?.getAttribute("data-shown")).toBe("12");
    expect(root.querySelector('[data-character="hexx3r"]')?.getAttribute("data-state")).toBe("banned");
    expect(root.querySelector('[data-character="gata"]')?.getAttribute("data-state")).toBe("picked");
    expect(root.querySelector('[data-team="second"]')?.textContent).toBe("Valkyrie");
    expect(root.querySelector("#spectator-result")).toBeNull();
    expect(root.querySelector(".overlay")).toBeNull();
  });

  it("says a swap is locked without its content, and shows both once revealed", () => {
    const locked = mount(
      <SpectatorBoard page={spectatorPage({ first: { state: "locked", commitment: "c" }, second: { state: "not-locked" } })} t={t} overlay={false} />,
    );
    expect(locked.querySelector('[data-swap="first"]')?.getAttribute("data-swap-state")).toBe("locked");
    expect(locked.querySelector('[data-swap="first"]')?.textContent).toBe("Ana has locked a secret swap.");
    expect(locked.querySelector('[data-swap-state="open"]')).toBeNull();
    expect(locked.querySelector("#rival-swap-locked")).toBeNull();
    document.body.innerHTML = "";
    const open = { state: "open", salt: "s", commitment: "c" };
    const revealed = mount(
      <SpectatorBoard
        page={spectatorPage({
          first: { ...open, choice: { kind: "replace", remove: "8-ball", add: "hexx3r" } },
          second: { ...open, choice: { kind: "keep" } },
        })}
        t={t}
        overlay={false}
      />,
    );
    expect(revealed.querySelector('[data-swap="first"]')?.textContent).toBe("Ana's swap: 8-Ball → Hexx3r");
    expect(revealed.querySelector('[data-swap="second"]')?.textContent).toBe("Bo's swap: no swap");
  });

  it("shows the score and frags once the result is in, and lays out for a stream with ?overlay=1", () => {
    const game = { input: { scores: { first: { victoryPoints: 4, frags: 2 }, second: { victoryPoints: 1, frags: 1 } } } };
    const root = mount(<SpectatorBoard page={spectatorPage(null, game)} t={t} overlay={true} />);
    expect(root.querySelector('[data-result-seat="first"]')?.textContent).toBe("Ana: 4 VP · 2 Frags");
    expect(root.querySelector('[data-result-seat="second"]')?.textContent).toBe("Bo: 1 VP · 1 Frags");
    expect(root.querySelector("main")?.classList.contains("overlay")).toBe(true);
    expect(isOverlay("?overlay=1")).toBe(true);
    expect(isOverlay("?overlay=0")).toBe(false);
    expect(isOverlay("")).toBe(false);
  });

  it("shows every table of an event round, each with its own status, and says when none has started", () => {
    const table = (number: number, title: string, complete: boolean) => ({
      ...spectatorPage(null).draft,
      table: number,
      title,
      view: { ...spectatorPage(null).draft.view, complete, waiting_for: complete ? [] : ["second"] },
    });
    const page = {
      names: NAMES,
      round: { eventTitle: "Copa", round: 1, delaySeconds: 120, tables: [table(1, "Ana vs Bo", true), table(2, "Cy vs Di", false)] },
    } as unknown as RoundSpectatorPage;
    const root = mount(<RoundSpectatorBoard page={page} t={t} overlay={false} />);
    expect(root.querySelector("#spectator-title")?.textContent).toBe("Copa · Round 1");
    expect(root.querySelector("#delay")?.textContent).toBe("Shown 120 s behind the table");
    expect(root.querySelector('[data-spectated-table="1"] h2')?.textContent).toBe("Table 1: Ana vs Bo");
    expect(root.querySelector('[data-spectated-table="1"] .spectator-status')?.getAttribute("data-complete")).toBe("true");
    expect(root.querySelector('[data-spectated-table="2"] .spectator-status')?.textContent).toBe("Waiting for Bo");
    expect(root.querySelectorAll("#status")).toHaveLength(0);
    document.body.innerHTML = "";
    const empty = mount(<RoundSpectatorBoard page={{ ...page, round: { ...page.round, tables: [] } }} t={t} overlay={false} />);
    expect(empty.querySelector(".notice")?.textContent).toBe("No table of this round has started its draft yet.");
  });
});

import { render } from "preact";
import { act } from "preact/test-utils";
import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SeatChoice } from "../bindings";
import type { RoomView, SeatPage } from "./api";
import { Board } from "./Board";
import * as messages from "./messages";
import type { PhoneKey } from "./ResultForm";
import { RoomPage, nameMatches, secondsLeft } from "./Room";
import { SwapChoice } from "./SwapChoice";
import { roomStats } from "../test-support/roomStats";

const t = (key: PhoneKey, params: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(messages.en[key], "en", undefined, { ignoreTag: true }).format(params));
const NAMES: Record<string, string> = { gata: "Gata", "8-ball": "8-Ball", hexx3r: "Hexx3r", parvati: "Parvati", valkyrie: "Valkyrie" };
const name = (id: string) => NAMES[id] ?? id;

function mount(node: preact.ComponentChild) {
  const root = document.createElement("div");
  document.body.append(root);
  act(() => render(node, root));
  return root;
}

function choose(root: HTMLElement, id: string, value: string) {
  const select = root.querySelector(id) as HTMLSelectElement;
  select.value = value;
  act(() => {
    select.dispatchEvent(new Event("change"));
  });
}

afterEach(() => {
  document.body.innerHTML = "";
});

const swapChoice: Extract<SeatChoice, { kind: "swap" }> = {
  kind: "swap",
  team_of: "first",
  team: ["gata", "8-ball"],
  replacements: [
    { character: "hexx3r", unavailable: null },
    { character: "parvati", unavailable: null },
  ],
  locked: false,
} as unknown as Extract<SeatChoice, { kind: "swap" }>;

describe("the Vassily swap on a phone", () => {
  it("chooses nothing for the player: the lock is disabled until both are chosen, then says what it locks", () => {
    const send = vi.fn();
    const root = mount(<SwapChoice choice={swapChoice} order={null} seat="first" name={name} busy={false} send={send} t={t} />);
    const lock = root.querySelector("#swap-lock") as HTMLButtonElement;
    expect((root.querySelector("#swap-remove") as HTMLSelectElement).value).toBe("");
    expect((root.querySelector("#swap-add") as HTMLSelectElement).value).toBe("");
    expect(lock.disabled).toBe(true);
    act(() => lock.click());
    expect(send).not.toHaveBeenCalled();
    choose(root, "#swap-remove", "8-ball");
    expect(lock.disabled).toBe(true);
    choose(root, "#swap-add", "parvati");
    expect(lock.disabled).toBe(false);
    expect(lock.textContent).toBe("Lock: swap 8-Ball for Parvati");
    act(() => lock.click());
    expect(send).toHaveBeenCalledWith({ move: "lock-swap", seat: "first", swap: { kind: "replace", remove: "8-ball", add: "parvati" } });
  });

  it("declining is its own explicit, labelled choice", () => {
    const send = vi.fn();
    const root = mount(<SwapChoice choice={swapChoice} order={null} seat="first" name={name} busy={false} send={send} t={t} />);
    const keep = root.querySelector("#swap-keep") as HTMLButtonElement;
    expect(keep.textContent).toBe("Lock: no swap (keep my team)");
    act(() => keep.click());
    expect(send).toHaveBeenCalledWith({ move: "lock-swap", seat: "first", swap: { kind: "keep" } });
  });

  it("calls an organizer's format's swap the hidden swap, as the core names it, and Vassily's Vassily's", () => {
    const send = vi.fn();
    const hidden = mount(
      <SwapChoice choice={swapChoice} order={{ custom: "Blind", swap: "hidden" }} seat="first" name={name} busy={false} send={send} t={t} />,
    );
    expect(hidden.querySelector("h2")?.textContent).toBe("Your hidden swap");
    expect(hidden.textContent).not.toContain("Vassily");
    document.body.innerHTML = "";
    // An organizer's format under the Vassily Mod keeps the Mod's swap.
    const vassily = mount(
      <SwapChoice choice={swapChoice} order={{ custom: "Blind", swap: "vassily" }} seat="first" name={name} busy={false} send={send} t={t} />,
    );
    expect(vassily.querySelector("h2")?.textContent).toBe("Your secret Vassily swap");
  });
});

/** Only what the board reads of a seat's page. */
function boardPage(swaps: unknown): SeatPage {
  const lineup = (ids: string[]) => ids.map((character) => ({ character, name: name(character), initiative: null }));
  return {
    seat: "second",
    names: NAMES,
    draft: {
      view: {
        players: {
          first: { name: "Ana", role: "a", lineup: lineup(["gata", "8-ball", "hexx3r"]), banned: "hexx3r", picked_team: [] },
          second: { name: "Bo", role: "b", lineup: lineup(["valkyrie", "parvati"]), banned: null, picked_team: [] },
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
  } as unknown as SeatPage;
}

describe("the board on a phone", () => {
  it("shows both lineups with their bans and picks, and the teams so far", () => {
    const root = mount(<Board page={boardPage(null)} name={name} t={t} />);
    expect(root.querySelector('[data-character="hexx3r"]')?.getAttribute("data-state")).toBe("banned");
    expect(root.querySelector('[data-character="gata"]')?.getAttribute("data-state")).toBe("picked");
    expect(root.querySelector('[data-character="parvati"]')?.getAttribute("data-state")).toBe("open");
    expect(root.querySelector('[data-team="first"]')?.textContent).toBe("Gata");
    expect(root.querySelector('[data-team="second"]')?.textContent).toBe("Valkyrie");
  });

  it("shows the rival's swap only once it is revealed", () => {
    const locked = mount(
      <Board page={boardPage({ first: { state: "locked", commitment: "c" }, second: { state: "not-locked" } })} name={name} t={t} />,
    );
    expect(locked.querySelector("#rival-swap")).toBeNull();
    expect(locked.querySelector("#rival-swap-locked")?.textContent).toBe("Ana has locked a secret swap.");
    document.body.innerHTML = "";
    const open = { state: "open", salt: "s", commitment: "c" };
    const revealed = mount(
      <Board
        page={boardPage({
          first: { ...open, choice: { kind: "replace", remove: "8-ball", add: "hexx3r" } },
          second: { ...open, choice: { kind: "keep" } },
        })}
        name={name}
        t={t}
      />,
    );
    expect(revealed.querySelector("#rival-swap")?.textContent).toBe("Ana's swap: 8-Ball → Hexx3r");
  });

  it("says the rival holds a hidden pick, never which, and nothing of its own", () => {
    const page = boardPage(null);
    const hidden = [
      { seat: "first", team_of: "first", pick: { state: "locked", commitment: "c" } },
      { seat: "second", team_of: "second", pick: { state: "open", choice: "parvati", salt: "s", commitment: "d" } },
    ];
    (page.draft.view as unknown as { hidden_picks: unknown }).hidden_picks = hidden;
    const root = mount(<Board page={page} name={name} t={t} />);
    expect(root.querySelector('[data-hidden-pick="first"]')?.textContent).toBe("Ana has a hidden pick locked.");
    expect(root.querySelector('[data-hidden-pick="second"]')).toBeNull();
    // The board reads the picks the core shows: the rival's hidden one is not among them.
    expect(root.querySelector('[data-team="first"]')?.textContent).toBe("Gata");
  });
});

const room: RoomView = {
  ruleset: "agl",
  title: "Liga",
  round: 2,
  mission: null,
  tables: [
    { number: 1, players: ["Ana", "Bo"], done: false },
    { number: 2, players: ["Élodie Marchand", "Dan"], done: false },
    { number: 3, players: ["Eva", "Fede"], done: true },
  ],
  bye: "Gus",
  standings: [{ place: 1, name: "Ana", points: 3, figures: { ruleset: "agl", victoryPoints: 6, frags: 2 } }],
  standingsFinal: false,
  cut: [],
  folded: { Ana: "ana", Bo: "bo", "Élodie Marchand": "elodiemarchand", Dan: "dan", Eva: "eva", Fede: "fede", Gus: "gus" },
  timer: { durationSeconds: 5400, remainingSeconds: 5396, running: true },
};

describe("the room page", () => {
  it("finds a player's table by part of their name, without case or accents, and keeps the tables' order", () => {
    expect(nameMatches("Élodie Marchand", "elo")).toBe(true);
    expect(nameMatches("Ana", "")).toBe(false);
    // "Ł" is a letter of its own, not an L with an accent: the app's fold, sent with the view,
    // finds it as a plain keyboard types it.
    expect(nameMatches("Łukasz", "lukasz")).toBe(false);
    expect(nameMatches("Łukasz", "lukasz", "lukasz")).toBe(true);
    expect(nameMatches("Łukasz", "Łuk", "lukasz")).toBe(true);
    const root = mount(<RoomPage view={room} left={5396} t={t} />);
    const find = root.querySelector("#room-find") as HTMLInputElement;
    find.value = "ELOD";
    act(() => {
      find.dispatchEvent(new Event("input"));
    });
    const rows = [...root.querySelectorAll("#tables li")];
    expect(rows.map((r) => r.getAttribute("data-table"))).toEqual(["1", "2", "3"]);
    expect(rows.map((r) => r.classList.contains("found"))).toEqual([false, true, false]);
    find.value = "zz";
    act(() => {
      find.dispatchEvent(new Event("input"));
    });
    expect(root.querySelector("#room-no-match")?.textContent).toContain("zz");
  });

  it("reads the clock as the desk does, and says when the round's timer has not started", () => {
    const root = mount(<RoomPage view={room} left={5396} t={t} />);
    expect(root.querySelector("#timer")?.textContent).toBe("Time left: 1:29:56");
    document.body.innerHTML = "";
    const waiting = { ...room, timer: { durationSeconds: 5400, remainingSeconds: 5400, running: false } };
    const before = mount(<RoomPage view={waiting} left={secondsLeft(waiting.timer, 0, 60_000)} t={t} />);
    expect(before.querySelector("#timer")?.textContent).toBe("The round's timer has not started (1:30:00).");
    expect(secondsLeft(room.timer, 0, 4_000)).toBe(5392);
  });

  it("shows an Imperial Assault round's mission and its cut, each game with its seeds and winner", () => {
    const ia: RoomView = {
      ...room,
      ruleset: "imperialAssault",
      mission: "Moisture Farm",
      standings: [{ place: 1, name: "Ana", points: 6, figures: { ruleset: "imperialAssault", strengthOfSchedule: "4.500" } }],
      cut: [
        {
          round: 1,
          name: { kind: "semiFinals" },
          games: [
            { seeds: [1, 4], players: ["Ana", "Dan"], winner: "Ana" },
            { seeds: [2, 3], players: ["Bo", "Eva"], winner: null },
          ],
        },
      ],
    };
    const root = mount(<RoomPage view={ia} left={null} t={t} />);
    expect(root.querySelector("#room-mission")?.textContent).toBe("Mission: Moisture Farm");
    const cut = root.querySelector("#room-cut")!;
    expect(cut.querySelector("h3")?.textContent).toBe("Semi-finals");
    const games = [...cut.querySelectorAll("li")].map((li) => li.textContent);
    expect(games).toEqual(["1. Ana – 4. Dan · Ana won", "2. Bo – 3. Eva"]);
  });
});

describe("the room page's statistics", () => {
  it("are shown once sent, every rate with its count and its low-sample mark, the most drafted first", () => {
    const root = mount(<RoomPage view={room} left={null} t={t} stats={roomStats(false)} language="en" />);
    const rows = [...root.querySelectorAll("#room-stats-characters tbody tr")].map((r) => r.textContent);
    expect(rows).toEqual(["Gata75% 3/4†067% 2/3†", "Valkyrie25% 1/4†20% 0/1†"]);
    expect(root.querySelector("#room-stats-sponsors")?.textContent).toContain("Oxyd");
    // The decks are not public: no Tactics, and the page says why.
    expect(root.querySelector("#room-stats-tactics")).toBeNull();
    expect(root.querySelector("#room-stats-no-tactics")?.textContent).toContain("secret");
  });

  it("list the decks' Tactics once they are public", () => {
    const root = mount(<RoomPage view={room} left={null} t={t} stats={roomStats(true)} language="en" />);
    expect(root.querySelector("#room-stats-tactics tbody")?.textContent).toBe("Gata · Backstab67% 2/3†");
    expect(root.querySelector("#room-stats-no-tactics")).toBeNull();
  });

  it("are absent before the event ends", () => {
    const root = mount(<RoomPage view={room} left={null} t={t} stats={null} language="en" />);
    expect(root.querySelector("#room-stats")).toBeNull();
  });
});

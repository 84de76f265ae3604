import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  DeckCharacter,
  DeckRule,
  DeckViolation,
  DraftOrder,
  DraftView,
  GameRecord,
  GameResultInput,
  SeatOptions,
  TableDraft,
} from "../../bindings";
import type { ErrorReport } from "../../bindings";
import { UserError } from "../../lib/call";
import { I18nProvider } from "../../lib/i18n-context";
import { Banner } from "./Banner";
import { CoinMoment, coinMomentDue } from "./CoinMoment";
import { Curtain } from "./Curtain";
import { DeckBuilder } from "./DeckBuilder";
import { EventPlace } from "./EventPlace";
import { initials } from "../../lib/initials";
import { MatchSheet } from "./MatchSheet";
import { DraftTable } from "./DraftTable";
import { PhoneSeat } from "./PhoneSeat";
import { HiddenPickChooser, hiddenPickLocked } from "./HiddenPickChooser";
import { eventText } from "./words";
import * as draftMessages from "./messages";
import { IntlMessageFormat } from "intl-messageformat";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: { phoneMoved: { listen: async () => () => undefined } },
}));
vi.mock("../../bindings", () => core);

async function mount(node: preact.ComponentChild, language: "en" | "es" | "fr" = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language={language}>{node}</I18nProvider>, root);
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return root;
}

const click = async (root: Element, testid: string) => {
  await act(async () => {
    (root.querySelector(`[data-testid="${testid}"]`) as HTMLButtonElement).click();
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("Curtain", () => {
  it("names who takes the device and reveals only when they tap or press Enter", async () => {
    const onReveal = vi.fn();
    const root = await mount(<Curtain name="Bo" purpose="Your secret Tactics deck" onReveal={onReveal} />);
    expect(root.textContent).toContain("Pass the device to Bo");
    expect(onReveal).not.toHaveBeenCalled();
    await click(root, "curtain-reveal");
    expect(onReveal).toHaveBeenCalledTimes(1);
    await act(async () => {
      window.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter" }));
    });
    expect(onReveal).toHaveBeenCalledTimes(2);
  });

  it("speaks Spanish", async () => {
    const root = await mount(<Curtain name="Bo" purpose="" onReveal={() => undefined} />, "es");
    expect(root.textContent).toContain("Pasa el dispositivo a Bo");
  });

  it("asks a protected seat's code and passes what was typed; an open seat is not asked", async () => {
    const open = await mount(<Curtain name="Bo" purpose="" onReveal={() => undefined} />);
    expect(open.querySelector('[data-testid="curtain-code"]')).toBeNull();
    const onReveal = vi.fn();
    const root = await mount(<Curtain name="Bo" purpose="" protected onReveal={onReveal} />);
    expect(root.textContent).toContain("Bo, type your seat's code");
    const field = root.querySelector('[data-testid="curtain-code"]') as HTMLInputElement;
    expect(field.type).toBe("password");
    await act(async () => {
      field.value = "bo-22";
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(root, "curtain-reveal");
    expect(onReveal).toHaveBeenCalledWith("bo-22");
  });

  it("removes a forgotten code with the organizer's code, without revealing the seat", async () => {
    const onReveal = vi.fn();
    const onForgot = vi.fn();
    const root = await mount(
      <Curtain name="Bo" purpose="" protected onReveal={onReveal} onForgot={onForgot} />,
      "es",
    );
    expect(root.querySelector('[data-testid="curtain-organizer-code"]')).toBeNull();
    await click(root, "curtain-forgot");
    expect(root.textContent).toContain("El código del organizador quita el código de Bo");
    const field = root.querySelector('[data-testid="curtain-organizer-code"]') as HTMLInputElement;
    expect(field.type).toBe("password");
    await act(async () => {
      field.value = "desk-1";
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    // Enter in the organizer's field submits that form, not the curtain.
    await act(async () => {
      field.dispatchEvent(new KeyboardEvent("keydown", { key: "Enter", bubbles: true }));
    });
    expect(onReveal).not.toHaveBeenCalled();
    await click(root, "curtain-reset-code");
    expect(onForgot).toHaveBeenCalledWith("desk-1");
    expect(onReveal).not.toHaveBeenCalled();
  });

  it("tells how long to wait after too many wrong codes, in the reader's language", async () => {
    const report = {
      code: "refused.codeTriesPaused",
      clause: null,
      message: "Too many wrong codes: try again in 42 seconds. Nothing was shown.",
      error: { kind: "refused", refusal: { kind: "codeTriesPaused", seconds: 42 } },
    };
    const root = await mount(
      <Curtain name="Bo" purpose="" protected error={new UserError(report as ErrorReport)} onReveal={() => undefined} />,
      "fr",
    );
    expect(root.querySelector('[data-testid="curtain-error"]')?.textContent).toContain("réessayez dans 42 secondes");
  });

  it("words a wrong code in the reader's language, naming the seat's player, and empties the field", async () => {
    const report = {
      code: "refused.seatCodeWrong",
      clause: null,
      message: "That is not the code of the second seat; nothing of it was shown.",
      error: { kind: "refused", refusal: { kind: "seatCodeWrong", seat: "second" } },
    };
    const error = new UserError(report as ErrorReport);
    for (const [language, words] of [
      ["en", "That is not the code of Bo."],
      ["es", "Ese no es el código de Bo."],
      ["fr", "Ce n’est pas le code de Bo."],
    ] as const) {
      const root = await mount(
        <Curtain name="Bo" purpose="" protected error={error} seats={{ first: "Ana", second: "Bo" }} onReveal={() => undefined} />,
        language,
      );
      expect(root.querySelector('[data-testid="curtain-error"]')?.textContent).toContain(words);
      expect((root.querySelector('[data-testid="curtain-code"]') as HTMLInputElement).value).toBe("");
    }
  });
});

const rule = (min: number): DeckRule => ({
  general_tactics: [9, 10, 11, 12, 13, 14, 15, 16, 17, 18],
  character_tactics: 8,
  min_per_character: min,
  max_per_character: 2,
  clause: "deckbuilding",
});

const member = (id: string, name: string, named: boolean): DeckCharacter => ({
  character: id,
  name,
  tactics: [0, 1, 2, 3].map((slot) => ({
    slot,
    number: named ? 20 + slot : null,
    name: named ? `Card ${slot}` : null,
  })),
});

describe("DeckBuilder", () => {
  const team = [
    member("gata", "Gata", true),
    member("8-ball", "8-Ball", false),
    member("parvati", "Parvati", false),
    member("maximus", "Maximus", false),
  ];

  it("counts to 18 from the ten General Tactics and stops a third Tactic of one character", async () => {
    const wrongTotal: DeckViolation = { kind: "wrongTotal", expected: 8, found: 1, clause: "AGL v1.0, \"Deckbuilding\"" };
    const check = vi.fn(async () => [wrongTotal]);
    const root = await mount(
      <DeckBuilder team={team} rule={rule(2)} check={check} onLock={() => undefined} onCancel={() => undefined} />,
    );
    const counter = () => root.querySelector('[data-testid="deck-counter"]')!.textContent;
    expect(counter()).toContain("10 / 18 cards");
    await click(root, "tactic-gata-0");
    await click(root, "tactic-gata-2");
    expect(counter()).toContain("12 / 18 cards");
    const third = root.querySelector('[data-testid="tactic-gata-1"]') as HTMLButtonElement;
    expect(third.disabled).toBe(true);
    // Deselecting frees the character again.
    await click(root, "tactic-gata-2");
    expect(counter()).toContain("11 / 18 cards");
    expect(third.disabled).toBe(false);
    // While building, progress is shown neutrally, by name and count; nothing reads as an error
    // and the engine is not asked.
    expect(root.querySelector('[data-testid="deck-progress-gata"]')!.textContent).toBe("1 of 2");
    expect(root.querySelector('[data-testid="deck-problems"]')).toBeNull();
    expect(check).not.toHaveBeenCalled();
    // Locking asks the engine; its problem is worded, with its clause, and nothing is locked.
    await click(root, "deck-lock");
    expect(check).toHaveBeenCalledTimes(1);
    const problems = root.querySelector('[data-testid="deck-problems"]')!.textContent;
    expect(problems).toContain("Choose 8 character Tactics (18 cards with the 10 General Tactics), not 1.");
    expect(problems).toContain('AGL v1.0, "Deckbuilding"');
    // A change makes the refusal stale: it goes until the next lock.
    await click(root, "tactic-gata-2");
    expect(root.querySelector('[data-testid="deck-problems"]')).toBeNull();
  });

  it("never lets Enter take out the focused Tactic: Enter locks", async () => {
    const onLock = vi.fn();
    const check = vi.fn(async (): Promise<DeckViolation[]> => []);
    const root = await mount(
      <DeckBuilder team={team} rule={rule(2)} check={check} onLock={onLock} onCancel={() => undefined} />,
    );
    for (const id of ["gata", "8-ball", "parvati", "maximus"]) {
      await click(root, `tactic-${id}-0`);
      await click(root, `tactic-${id}-1`);
    }
    const focused = root.querySelector('[data-testid="tactic-maximus-1"]') as HTMLButtonElement;
    focused.focus();
    const enter = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true });
    await act(async () => {
      focused.dispatchEvent(enter);
      await new Promise((r) => setTimeout(r, 0));
    });
    // The browser's own Enter on a button (a press) is cancelled.
    expect(enter.defaultPrevented).toBe(true);
    expect(focused.getAttribute("aria-pressed")).toBe("true");
    expect(onLock).toHaveBeenCalledTimes(1);
    expect(onLock.mock.calls[0]![0].tactics).toHaveLength(8);
  });

  it("keeps the picks after Not now, through the table that holds them", async () => {
    let kept: { character: string; slot: number }[] = [];
    const onCancel = vi.fn();
    const first = await mount(
      <DeckBuilder
        team={team}
        rule={rule(2)}
        check={async () => []}
        onLock={() => undefined}
        onCancel={onCancel}
        onChange={(picks) => (kept = picks)}
      />,
    );
    await click(first, "tactic-gata-0");
    await click(first, "tactic-parvati-3");
    await click(first, "deck-cancel");
    expect(onCancel).toHaveBeenCalled();
    document.body.innerHTML = "";
    const again = await mount(
      <DeckBuilder team={team} rule={rule(2)} check={async () => []} onLock={() => undefined} onCancel={() => undefined} initial={kept} />,
    );
    expect(again.querySelector('[data-testid="deck-counter"]')!.textContent).toContain("12 / 18 cards");
    expect(again.querySelector('[data-testid="tactic-parvati-3"]')!.getAttribute("aria-pressed")).toBe("true");
  });

  it("words the engine's deck problems in the reader's language", async () => {
    const check = async (): Promise<DeckViolation[]> => [{ kind: "repeatedTactic", character: "gata", slot: 2 }];
    const root = await mount(
      <DeckBuilder team={team} rule={rule(2)} check={check} onLock={() => undefined} onCancel={() => undefined} />,
      "es",
    );
    await click(root, "tactic-gata-0");
    await click(root, "deck-lock");
    expect(root.querySelector('[data-testid="deck-problems"]')!.textContent).toBe(
      "La Táctica 3 de Gata está elegida dos veces.",
    );
  });

  it("names Tactics the pack knows and numbers the unknown ones", async () => {
    const root = await mount(
      <DeckBuilder team={team} rule={rule(2)} check={async () => []} onLock={() => undefined} onCancel={() => undefined} />,
    );
    expect(root.querySelector('[data-testid="tactic-gata-1"]')!.textContent).toBe("Tactic 2: #021 Card 1");
    expect(root.querySelector('[data-testid="tactic-parvati-3"]')!.textContent).toBe("Tactic 4 (name unknown)");
  });

  it("locks the choice the engine accepts", async () => {
    const onLock = vi.fn();
    const root = await mount(
      <DeckBuilder team={team} rule={rule(2)} check={async () => []} onLock={onLock} onCancel={() => undefined} />,
    );
    for (const id of ["gata", "8-ball", "parvati", "maximus"]) {
      await click(root, `tactic-${id}-0`);
      await click(root, `tactic-${id}-1`);
    }
    expect(root.querySelector('[data-testid="deck-counter"]')!.textContent).toContain("18 / 18 cards");
    await click(root, "deck-lock");
    expect(onLock).toHaveBeenCalledTimes(1);
    expect(onLock.mock.calls[0]![0].tactics).toHaveLength(8);
  });
});

function view(partial: Partial<DraftView>): DraftView {
  const player = (name: string, role: "a" | "b" | null) => ({
    name,
    role,
    sponsor: { id: "oxyd", name: "Oxyd", kind: "basic" as const, rule: null, effect: "", effective: true },
    lineup: [],
    banned: null,
    picked_team: [],
  });
  return {
    viewer: "public",
    version: "agl-v1.0",
    mods: [],
    scenario: null,
    stadium: null,
    players: { first: player("Ana", "b"), second: player("Bo", "a") },
    roles: null,
    step: "pick",
    waiting_for: ["second"],
    pick_order: [],
    bans: [],
    picks: [],
    swaps: null,
    swaps_void: false,
    hidden_picks: [],
    teams: null,
    underdog: null,
    decks: { first: { state: "not-locked" }, second: { state: "not-locked" } },
    accesstel: { first: { state: "not-held" }, second: { state: "not-held" } },
    complete: false,
    ...partial,
  } as DraftView;
}

describe("Banner", () => {
  it("says whose turn it is and which pick, from the core's options", async () => {
    const options: SeatOptions = {
      seat: "second",
      step: "pick",
      waiting_for: ["second"],
      can_undo: false,
      choice: {
        kind: "pick",
        team_of: "second",
        pick_number: 2,
        picks_total: 8,
        turn_pick: 1,
        turn_picks: 2,
        characters: [],
      },
    };
    const root = await mount(<Banner view={view({})} options={options} />);
    const text = root.querySelector('[data-testid="banner"]')!.textContent!;
    expect(text).toContain("Bo (Player A)");
    expect(text).toContain("pick 2 of 8");
    expect(text).toContain("1 of 2 this turn");
  });

  it("says whose lineup a ban is from: the rival's, or under a draft format one's own", async () => {
    const ban = (lineup_of: "first" | "second"): SeatOptions => ({
      seat: "second",
      step: "ban",
      waiting_for: ["second"],
      can_undo: false,
      choice: { kind: "ban", lineup_of, characters: [] },
    });
    const rival = await mount(<Banner view={view({ step: "ban", waiting_for: ["second"] })} options={ban("first")} />);
    expect(rival.querySelector('[data-testid="banner"]')!.textContent).toContain("from the rival's Starting Lineup");
    document.body.innerHTML = "";
    const own = await mount(<Banner view={view({ step: "ban", waiting_for: ["second"] })} options={ban("second")} />, "es");
    expect(own.querySelector('[data-testid="banner"]')!.textContent).toContain("de tu propia Alineación Inicial");
  });

  it("calls the swap Vassily's only where the core says the draft's swap is the Mod's", async () => {
    // docs/rulings.md, "Draft formats": an organizer's format's swap is a hidden swap.
    const swap = view({ step: "swap", waiting_for: ["first", "second"] });
    const banner = async (order: DraftOrder | null, language?: "es" | "fr") => {
      document.body.innerHTML = "";
      const root = await mount(<Banner view={swap} options={null} order={order} />, language);
      return root.querySelector('[data-testid="banner"]')!.textContent!;
    };
    expect(await banner({ custom: null, swap: "vassily" })).toContain("Vassily swap: each player decides in private");
    expect(await banner({ custom: "Blind", swap: "vassily" })).toContain("Vassily swap");
    const hidden: DraftOrder = { custom: "Blind", swap: "hidden" };
    expect(await banner(hidden)).toContain("hidden swap: each player decides in private");
    expect(await banner(hidden)).not.toContain("Vassily");
    expect(await banner(hidden, "es")).toContain("cambio oculto");
    expect(await banner(hidden, "fr")).toContain("échange caché");
  });

  it("names both players at a secret step", async () => {
    const root = await mount(<Banner view={view({ step: "deck", waiting_for: ["first", "second"] })} options={null} />, "fr");
    const text = root.querySelector('[data-testid="banner"]')!.textContent!;
    expect(text).toContain("Ana (Joueur B) et Bo (Joueur A)");
    expect(text).toContain("en secret");
  });
});

describe("CoinMoment", () => {
  const byCoin = view({ roles: { player_a: "second", decided_by: { how: "coin-toss" } } });
  const byRealCoin = view({ roles: { player_a: "second", decided_by: { how: "real-coin" } } });

  it("is due when a coin decided Player A and nothing was banned or picked since", () => {
    expect(coinMomentDue(byCoin)).toBe(true);
    expect(coinMomentDue(byRealCoin)).toBe(true);
    expect(coinMomentDue(view({ roles: { player_a: "first", decided_by: { how: "chosen-by", seat: "first" } } }))).toBe(false);
    expect(coinMomentDue(view({ roles: null }))).toBe(false);
    expect(
      coinMomentDue({ ...byCoin, picks: [{ seat: "second", character: "gata", team_of: "second" }] } as DraftView),
    ).toBe(false);
  });

  it("says whom the coin made Player A, who moves first, and continues on the press", async () => {
    const onContinue = vi.fn();
    const root = await mount(<CoinMoment view={byCoin} onContinue={onContinue} />);
    expect(root.querySelector('[data-testid="coin-result"]')?.textContent).toBe("The coin chose Bo: Player A");
    expect(root.textContent).toContain("Bo moves first.");
    await click(root, "coin-continue");
    expect(onContinue).toHaveBeenCalledTimes(1);
  });

  it("says a real coin decided, and who let it, in Spanish and French", async () => {
    const asked = view({ roles: { player_a: "first", decided_by: { how: "real-coin-asked-by", seat: "second" } }, waiting_for: ["first"] });
    const es = await mount(<CoinMoment view={asked} onContinue={() => undefined} />, "es");
    expect(es.querySelector('[data-testid="coin-result"]')?.textContent).toBe("La moneda real eligió a Ana: Jugador A");
    expect(es.textContent).toContain("Bo dejó decidir a la moneda.");
    const fr = await mount(<CoinMoment view={byRealCoin} onContinue={() => undefined} />, "fr");
    expect(fr.querySelector('[data-testid="coin-result"]')?.textContent).toBe("La vraie pièce a choisi Bo : Joueur A");
  });
});

describe("initials", () => {
  it("takes up to two words, digits included", () => {
    expect(initials("Miyamoto Mushashi")).toBe("MM");
    expect(initials("8-Ball")).toBe("8B");
    expect(initials("Gata")).toBe("GA");
    expect(initials("Señor Massacre")).toBe("SM");
  });
});

/** A complete draft's table, for the match sheet. */
function completeTable(partial: Partial<DraftView> = {}): TableDraft {
  return {
    id: "draft-1",
    title: "Ana vs Bo",
    seq: 30,
    seed: 1,
    view: view({ step: "complete", waiting_for: [], complete: true, teams: { first: [], second: [] }, ...partial }),
    order: { custom: null, swap: null },
    options: null,
    turn: null,
    canUndo: { first: false, second: false },
    lineups: { first: [], second: [] },
    log: [],
    readOnly: null,
    event: null,
    pack: { id: "aristeia", version: "1" },
    packMismatch: null,
    firstBloodRule: true,
    game: null,
    reports: { bySeat: { first: null, second: null }, differs: [], allowed: true },
    protected: { first: false, second: false },
    atScreen: { first: "open", second: "open" },
    clock: null,
  } as TableDraft;
}

describe("MatchSheet", () => {
  it("offers a concession and an abandoned game, and shows the core's warnings on the numbers", async () => {
    // docs/rulings.md, "Conceded and abandoned games" and "Implausible results".
    const previews: GameResultInput[] = [];
    const recorded: GameResultInput[] = [];
    const record = (input: GameResultInput): GameRecord => ({
      input,
      outcomes: input.gameEnd?.kind === "conceded" ? { first: "defeat", second: "victory" } : { first: "victory", second: "defeat" },
      points: { first: 2, second: 0 },
      decidedBy: "victory-points",
      warnings:
        input.firstBlood !== null && input.scores.first.frags === 0 && input.scores.second.frags === 0
          ? [{ kind: "firstBloodWithoutFrags", seat: input.firstBlood, clause: "agl-s2-first-blood" }]
          : [],
    } as GameRecord);
    core.commands = {
      previewGameResult: async (_id: unknown, input: unknown) => {
        previews.push(input as GameResultInput);
        return { status: "ok", data: record(input as GameResultInput) };
      },
      recordGameResult: async (_id: unknown, _seq: unknown, input: unknown) => {
        recorded.push(input as GameResultInput);
        return { status: "ok", data: { ...completeTable(), game: record(input as GameResultInput) } };
      },
    };
    const root = await mount(<MatchSheet table={completeTable()} onShowDeck={() => {}} onRecorded={() => {}} />);
    const select = root.querySelector('[data-testid="game-end"]') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      "Played to its end",
      "Ana conceded",
      "Bo conceded",
      "Abandoned (a Defeat for both)",
    ]);
    expect(root.querySelector('[data-testid="result-warnings"]')).toBeNull();
    await act(async () => {
      (root.querySelector('[data-testid="first-blood-second"]') as HTMLInputElement).click();
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(root.querySelector('[data-testid="result-warnings"]')?.textContent).toContain(
      "First Blood is recorded for Bo, but neither player has a Frag",
    );
    await act(async () => {
      select.value = "conceded-first";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(previews[previews.length - 1]?.gameEnd).toEqual({ kind: "conceded", by: "first" });
    await click(root, "result-save");
    expect(recorded[0]?.gameEnd).toEqual({ kind: "conceded", by: "first" });
  });
});

describe("MatchSheet and the phones' reports", () => {
  it("shows both reports and where they differ, and a report can fill the table's own entry", async () => {
    // docs/rulings.md, "Results reported from the phones".
    const previews: GameResultInput[] = [];
    core.commands = {
      previewGameResult: async (_id: unknown, input: unknown) => {
        previews.push(input as GameResultInput);
        return { status: "error", error: null };
      },
    };
    const reported = (frags: number): GameResultInput => ({
      scores: { first: { victoryPoints: 6, frags }, second: { victoryPoints: 3, frags: 1 } },
      firstBlood: "second",
      gameEnd: { kind: "played" },
    });
    const table = {
      ...completeTable(),
      reports: { bySeat: { first: reported(2), second: reported(3) }, differs: ["firstFrags"], allowed: true },
    } as TableDraft;
    const root = await mount(<MatchSheet table={table} onShowDeck={() => {}} onRecorded={() => {}} />, "es");
    expect(root.querySelector('[data-testid="phone-report-first"]')?.textContent).toContain(
      "Móvil de Ana: Ana 6 PV, 2 Frags · Bo 3 PV, 1 Frags · Primera Sangre: Bo",
    );
    expect(root.querySelector('[data-testid="phone-report-second"]')?.textContent).toContain("Ana 6 PV, 3 Frags");
    expect(root.querySelector('[data-testid="phone-reports-differ"]')?.textContent).toContain("difieren en: los Frags de Ana");
    await click(root, "use-report-second");
    expect((root.querySelector('[data-testid="frags-first"]') as HTMLInputElement).value).toBe("3");
    expect(previews[previews.length - 1]).toEqual(reported(3));
  });

  it("shows nothing of reports when none was given, and says who is to confirm a single one", async () => {
    core.commands = { previewGameResult: async () => ({ status: "error", error: null }) };
    const none = await mount(<MatchSheet table={completeTable()} onShowDeck={() => {}} onRecorded={() => {}} />);
    expect(none.querySelector('[data-testid="phone-reports"]')).toBeNull();
    document.body.innerHTML = "";
    const one = {
      ...completeTable(),
      reports: {
        bySeat: {
          first: null,
          second: { scores: { first: { victoryPoints: 1, frags: 0 }, second: { victoryPoints: 4, frags: 1 } }, firstBlood: null },
        },
        differs: [],
        allowed: true,
      },
    } as TableDraft;
    const root = await mount(<MatchSheet table={one} onShowDeck={() => {}} onRecorded={() => {}} />);
    expect(root.querySelector('[data-testid="phone-reports"]')?.textContent).toContain("Waiting for Ana to confirm it");
    expect(root.querySelector('[data-testid="phone-reports-differ"]')).toBeNull();
  });
});

describe("MatchSheet's Sponsors and Underdog", () => {
  it("marks a Sponsor cancelled by Vissiorama everywhere and names the Shangmei chooser beside the Underdog", async () => {
    // docs/rulings.md, "Vissiorama cancels every Sponsor" and "Shangmei and the Deployment Zones".
    core.commands = { previewGameResult: async () => ({ status: "error", error: null }) };
    const sponsor = (id: string, name: string, effective: boolean) => ({ id, name, kind: "basic", rule: null, effect: "", effective });
    const players = {
      first: { ...view({}).players.first, sponsor: sponsor("oxyd", "Oxyd", false) },
      second: { ...view({}).players.second, sponsor: sponsor("vissiorama", "Vissiorama", true) },
    };
    const underdog = {
      totals: { first: 30, second: 26 },
      by_initiative: { kind: "seat", seat: "second" },
      keller: { kind: "not-in-play" },
      first_round_token: "second",
      shangmei: { kind: "holder", seat: "first" },
      deployment_zones: "first",
      note: "",
    };
    const table = completeTable({ players, underdog } as unknown as Partial<DraftView>);
    const root = await mount(<MatchSheet table={table} onShowDeck={() => {}} onRecorded={() => {}} />);
    expect(root.querySelector('[data-testid="sheet-team-first"]')?.textContent).toContain("Oxyd — cancelled by Vissiorama");
    expect(root.querySelector('[data-testid="sheet-team-second"]')?.textContent).not.toContain("cancelled");
    const text = root.querySelector('[data-testid="sheet-text"]')!.textContent!;
    expect(text).toContain("Oxyd (cancelled by Vissiorama): ");
    expect(text).not.toContain("Vissiorama (cancelled");
    const said = root.querySelector('[data-testid="sheet-underdog"]')!.textContent!;
    expect(said).toContain("Bo is the Underdog (total Initiative 26 against 30).");
    expect(said).toContain("Ana holds Shangmei and chooses the Deployment Zones instead of the Underdog.");
    const cancelled = completeTable({ players, underdog: { ...underdog, shangmei: { kind: "nullified", seat: "first" }, deployment_zones: "second" } } as unknown as Partial<DraftView>);
    const es = await mount(<MatchSheet table={cancelled} onShowDeck={() => {}} onRecorded={() => {}} />, "es");
    expect(es.querySelector('[data-testid="sheet-underdog"]')!.textContent).toContain(
      "Vissiorama anula el Shangmei de Ana: el Underdog elige las Zonas de Despliegue.",
    );
  });
});

describe("EventPlace", () => {
  it("says which event, round, table and scenario a table draft is, and leads back to the desk", async () => {
    core.commands.listEvents = async () => ({
      status: "ok",
      data: [{ id: "event-9", title: "Copa Venue", createdAt: 0, updatedAt: 0, entryCount: 3, archived: false }],
    });
    const toDesk = vi.fn();
    const root = await mount(
      <EventPlace place={{ eventId: "event-9", round: 2, table: 3 }} scenario={null} toDesk={toDesk} />,
      "es",
    );
    expect(root.querySelector('[data-testid="draft-event-place"]')!.textContent).toContain(
      "Copa Venue · Ronda 2 · Mesa 3 · sin escenario",
    );
    await click(root, "back-to-desk");
    expect(toDesk).toHaveBeenCalledWith("event-9");
  });
});

describe("A seat played on its phone, at the table screen", () => {
  // docs/rulings.md, "A seat played on its phone" (issue 29): the core says what the screen may
  // do for each seat; for Ana on her phone the board offers no curtain, secret step, move or
  // undo, and says why.
  const phoneSeat = { first: "phone", second: "open" } as const;
  const atSwap = (partial: Partial<TableDraft>, viewPartial: Partial<DraftView>): TableDraft =>
    ({
      ...completeTable(),
      seq: 12,
      view: view({ step: "swap", complete: false, teams: null, ...viewPartial }),
      atScreen: phoneSeat,
      ...partial,
    }) as TableDraft;
  const board = async (table: TableDraft, language: "en" | "es" = "en") => {
    core.commands = {
      openDraft: async () => ({ status: "ok", data: table }),
      phoneSessionStatus: async () => null,
      phoneAddresses: async () => [],
    };
    return mount(<DraftTable id={table.id} />, language);
  };
  const has = (root: Element, testid: string) => root.querySelector(`[data-testid="${testid}"]`) !== null;

  it("offers neither Ana's curtain nor her locked swap's undo, and Bo's seat as before", async () => {
    const locked = atSwap(
      { canUndo: { first: true, second: false } },
      {
        waiting_for: ["second"],
        swaps: { first: { state: "locked", commitment: "ab12" }, second: { state: "not-locked" } },
      } as Partial<DraftView>,
    );
    const root = await board(locked, "es");
    expect(has(root, "draft-board")).toBe(true);
    expect(has(root, "secret-reopen-first"), "no “Cambiar (deshacer mi bloqueo)” for Ana").toBe(false);
    expect(has(root, "undo-first")).toBe(false);
    expect(has(root, "secret-second"), "Bo takes the device as before").toBe(true);
    expect(root.querySelector('[data-testid="phone-seat-first"]')?.textContent).toContain(
      "Ana juega en su móvil: esta pantalla no abre su puesto",
    );
    expect(has(root, "code-input-first"), "no code chosen for her at the screen").toBe(false);
    expect(has(root, "code-input-second")).toBe(true);
  });

  it("says Ana chooses on her phone when the secret step waits for her, and at her public turn", async () => {
    const waiting = atSwap({}, {
      waiting_for: ["first", "second"],
      swaps: { first: { state: "not-locked" }, second: { state: "not-locked" } },
    } as Partial<DraftView>);
    const root = await board(waiting);
    expect(has(root, "secret-first")).toBe(false);
    expect(root.querySelector('[data-testid="secret-phone-first"]')?.textContent).toBe("Ana chooses on their phone.");
    expect(has(root, "secret-second")).toBe(true);
    document.body.innerHTML = "";

    const turn: SeatOptions = {
      seat: "first",
      step: "pick",
      waiting_for: ["first"],
      can_undo: false,
      choice: {
        kind: "pick",
        team_of: "first",
        pick_number: 1,
        picks_total: 8,
        turn_pick: 1,
        turn_picks: 1,
        characters: [{ character: "gata", unavailable: null }],
      },
    } as SeatOptions;
    const picking = atSwap({ turn }, { step: "pick", waiting_for: ["first"] });
    const pickRoot = await board(picking);
    expect(has(pickRoot, "choice-grid"), "no pick for Ana at the screen").toBe(false);
    expect(has(pickRoot, "confirm")).toBe(false);
    expect(pickRoot.querySelector('[data-testid="phone-turn"]')?.textContent).toBe("Ana chooses on their phone.");
  });

  it("gives Ana's seat back to the screen on the organizer's code, which the core checks", async () => {
    const given: unknown[][] = [];
    const back = { ...completeTable(), atScreen: { first: "open", second: "open" } } as TableDraft;
    core.commands = {
      returnSeatToScreen: async (...args: unknown[]) => {
        given.push(args);
        return { status: "ok", data: back };
      },
    };
    const returned: TableDraft[] = [];
    const table = { ...completeTable(), atScreen: phoneSeat } as TableDraft;
    const root = await mount(<PhoneSeat table={table} seat="first" seats={null} onReturned={(t) => returned.push(t)} />);
    await click(root, "phone-give-back-first");
    const field = root.querySelector('[data-testid="phone-organizer-code-first"]') as HTMLInputElement;
    await act(async () => {
      field.value = "desk-1";
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(root, "phone-return-first");
    expect(given).toEqual([["draft-1", "first", "desk-1"]]);
    expect(returned).toEqual([back]);
  });

  it("does not offer Ana's deck on the match sheet; Bo's is offered", async () => {
    core.commands = { previewGameResult: async () => ({ status: "error", error: null }) };
    const locked = { state: "locked", commitment: "ab12" } as const;
    const table = {
      ...completeTable({ decks: { first: locked, second: locked } } as Partial<DraftView>),
      atScreen: phoneSeat,
    } as TableDraft;
    const root = await mount(<MatchSheet table={table} onShowDeck={() => {}} onRecorded={() => {}} />);
    expect(has(root, "show-deck-first")).toBe(false);
    expect(has(root, "show-deck-second")).toBe(true);
    expect(root.querySelector('[data-testid="phone-seat-first"]')?.textContent).toContain("Ana plays on their phone");
  });
});

describe("The replay, from the table screen", () => {
  const board = async (table: TableDraft, toReplay: (id: string) => void) => {
    core.commands = {
      openDraft: async () => ({ status: "ok", data: table }),
      phoneSessionStatus: async () => null,
      phoneAddresses: async () => [],
    };
    return mount(<DraftTable id={table.id} toReplay={toReplay} />);
  };

  it("is offered once the draft is complete, and not before", async () => {
    const opened: string[] = [];
    const root = await board(completeTable(), (id) => opened.push(id));
    await click(root, "draft-replay");
    expect(opened).toEqual(["draft-1"]);
    document.body.innerHTML = "";
    const atDecks = { ...completeTable(), view: view({ step: "deck", complete: false, waiting_for: ["first"] }) } as TableDraft;
    const unfinished = await board(atDecks, (id) => opened.push(id));
    expect(unfinished.querySelector('[data-testid="draft-replay"]')).toBeNull();
  });
});

describe("Hidden picks", () => {
  const names = { gata: "Gata", "8-ball": "8-Ball", hexx3r: "Hexx3r" };
  const locked = (seat: "first" | "second") => ({
    seat,
    team_of: seat,
    pick: { state: "locked" as const, commitment: "ab".repeat(32) },
  });

  it("locks nothing until a character is chosen, then says which it locks", async () => {
    const onLock = vi.fn();
    const root = await mount(
      <HiddenPickChooser
        prompt="Pick a character in secret for your team"
        characters={[
          { character: "gata", unavailable: null },
          { character: "8-ball", unavailable: { kind: "banned", lineup_of: "first" } },
        ]}
        names={names}
        onLock={onLock}
        onCancel={() => undefined}
      />,
    );
    const lock = root.querySelector('[data-testid="hidden-pick-lock"]') as HTMLButtonElement;
    expect(lock.disabled).toBe(true);
    expect((root.querySelector('[data-testid="hidden-pick-8-ball"]') as HTMLButtonElement).disabled).toBe(true);
    await click(root, "hidden-pick-gata");
    expect(lock.textContent).toBe("Lock Gata in secret");
    await click(root, "hidden-pick-lock");
    expect(onLock).toHaveBeenCalledWith("gata");
  });

  it("counts a seat's lock only while it is not shown", () => {
    const v = view({ hidden_picks: [locked("first")] });
    expect(hiddenPickLocked(v, "first")).toBe(true);
    expect(hiddenPickLocked(v, "second")).toBe(false);
    const revealed = view({
      hidden_picks: [{ seat: "first", team_of: "first", pick: { state: "open", choice: "gata", salt: "00".repeat(16), commitment: "ab".repeat(32) } }],
    });
    expect(hiddenPickLocked(revealed, "first")).toBe(false);
  });

  it("logs a lock without its character, and the reveal with every hidden pick it shows", () => {
    const t = (key: string, params?: Record<string, string | number>) =>
      new IntlMessageFormat(draftMessages.en[key as keyof typeof draftMessages.en], "en").format(params) as string;
    const v = view({});
    expect(eventText({ event: "pick-locked", seat: "first", commitment: "ab".repeat(32) }, v, names, t)).toBe(
      "Ana locked a hidden pick.",
    );
    const revealedBoth = eventText(
      {
        event: "picks-revealed",
        seat: "second",
        commitment: "cd".repeat(32),
        picks: [
          { seat: "first", character: "gata", team_of: "first" },
          { seat: "second", character: "hexx3r", team_of: "first" },
        ],
      },
      v,
      names,
      t,
    );
    expect(revealedBoth).toBe("Bo locked a hidden pick. The reveal shows: Ana picked Gata; Bo picked Hexx3r for Ana.");
    const afterPick = eventText(
      {
        event: "picked",
        pick: { seat: "second", character: "8-ball", team_of: "second" },
        revealed: [{ seat: "first", character: "gata", team_of: "first" }],
      },
      v,
      names,
      t,
    );
    expect(afterPick).toBe("Bo picks 8-Ball. The reveal shows: Ana picked Gata.");
  });

  it("names the step and its players in the banner, in every language", async () => {
    const v = view({ step: "hidden-pick", waiting_for: ["first", "second"] });
    const en = await mount(<Banner view={v} options={null} />);
    expect(en.querySelector('[data-testid="banner"]')!.textContent).toContain("hidden pick: choose in private");
    document.body.innerHTML = "";
    const es = await mount(<Banner view={v} options={null} />, "es");
    expect(es.querySelector('[data-testid="banner"]')!.textContent).toContain("elección oculta");
    document.body.innerHTML = "";
    const fr = await mount(<Banner view={v} options={null} />, "fr");
    expect(fr.querySelector('[data-testid="banner"]')!.textContent).toContain("choix caché");
  });
});

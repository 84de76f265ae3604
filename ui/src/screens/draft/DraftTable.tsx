// The draft at the table: one shared screen walks both players through the round's draft. Open
// steps (Player A, bans, picks) are played on the board; secret steps (a format's hidden picks,
// the Vassily swap, decks, Accesstel) go behind a curtain, one player at a time, and nothing of a locked secret is kept:
// the private view is dropped at the lock and the board is fetched fresh as the table's view.
import { useCallback, useEffect, useMemo, useState } from "preact/hooks";
import { commands, type CharacterOption, type DraftMove, type RoleChoice, type Seat, type TableDraft } from "../../bindings";
import type { MessageKey } from "../../i18n";
import { usePhoneMoved } from "../../lib/phoneMoved";
import { useTurnExpired } from "../../lib/turnExpired";
import { ClockPanel } from "./ClockPanel";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { initials } from "../../lib/initials";
import { PackMismatchNote, ReadOnlyNotice } from "../../lib/JournalNotes";
import { hiddenSwap, rulesLabel } from "../../lib/vocabulary";
import { Banner, who } from "./Banner";
import { Curtain } from "./Curtain";
import { RevealedSwaps } from "./RevealedSwaps";
import { SeatCodes } from "./SeatCodes";
import { onPhone, opensHere } from "./PhoneSeat";
import { PhonesPanel } from "../phones/PhonesPanel";
import { DeckBuilder, type DeckPick } from "./DeckBuilder";
import { EventPlace } from "./EventPlace";
import { CoinMoment, coinMomentDue } from "./CoinMoment";
import { CardList, DeckList } from "./DeckList";
import { MatchSheet } from "./MatchSheet";
import { characterNames, other, seatViewer, SEATS, TABLE } from "./names";
import { SwapChooser } from "./SwapChooser";
import { HiddenPickChooser, hiddenPickLocked } from "./HiddenPickChooser";
import { eventText, unavailableText } from "./words";
import "./draft.css";

/** Why a player takes the device: their secret step, or to read their own locked deck. */
type Purpose = "secret" | "deck";
type Stage =
  | { kind: "board" }
  | { kind: "curtain"; seat: Seat; purpose: Purpose; error?: unknown }
  /** `code` is the seat's code as typed at the curtain, kept only while the seat is open. */
  | { kind: "private"; seat: Seat; purpose: Purpose; data: TableDraft; code: string | null }
  | { kind: "handBack" };

const ROLE_KEYS: Record<RoleChoice, MessageKey> = {
  "be-player-a": "draft.roles.beA",
  "be-player-b": "draft.roles.beB",
  "toss-coin": "draft.roles.coin",
};

/** `toDesk` opens an event's desk: a table draft of an event offers the way back to it.
 * `toReplay` opens the replay of this draft, offered once the draft is complete. */
export function DraftTable(props: { id: string; toDesk?: (eventId: string) => void; toReplay?: (id: string) => void }) {
  const { t } = useI18n();
  const [table, setTable] = useState<TableDraft | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: "board" });
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // The coin moment was read and closed ("Continue"); it is shown again if the screen is reopened
  // before the first move, which does no harm.
  const [coinSeen, setCoinSeen] = useState(false);
  // Each seat's deck in progress, kept here while the builder is closed ("Not now"), so the
  // picks are still there when the player comes back. Shown only behind that seat's curtain.
  const [deckPicks, setDeckPicks] = useState<Partial<Record<Seat, DeckPick[]>>>({});
  // Refusals name seats by their players.
  const seats = useMemo(
    () => (table ? { first: table.view.players.first.name, second: table.view.players.second.name } : null),
    [table?.view.players.first.name, table?.view.players.second.name],
  );
  const characters = useMemo(() => (table ? characterNames(table.view) : null), [table?.view.players]);

  const reload = useCallback(() => {
    call(commands.openDraft(props.id, TABLE, null)).then(setTable).catch(setError);
  }, [props.id]);

  useEffect(() => {
    reload();
  }, [reload]);

  // A move made on a player's phone: the board is read again (it never carries a secret).
  usePhoneMoved([props.id], reload);
  // A turn the pace clock ran out: the core recorded the rule's move.
  useTurnExpired(props.id, reload);

  /** Applies a move to the table's view; a refusal is shown and the board read again. */
  const run = async (
    action: DraftMove,
    viewer = TABLE,
    after?: (next: TableDraft) => void,
    code: string | null = null,
  ) => {
    if (!table) return;
    setBusy(true);
    try {
      const next = await call(commands.applyDraftMove(props.id, table.seq, action, viewer, code));
      setError(null);
      setSelected(null);
      setTable(next);
      after?.(next);
    } catch (e) {
      setError(e);
      setSelected(null);
      reload();
    } finally {
      setBusy(false);
    }
  };

  const publicMove = (action: DraftMove) => void run(action);

  const undo = (seat: Seat, code: string | null = null) =>
    void run({ move: "undo", seat }, TABLE, () => setStage({ kind: "board" }), code);

  const reveal = async (seat: Seat, purpose: Purpose, typed?: string) => {
    const code = typed ?? null;
    try {
      // The seat's own view, fetched fresh now that only this player is looking; a protected
      // seat's code is checked by the core.
      const data = await call(commands.openDraft(props.id, seatViewer(seat), code));
      setError(null);
      setStage({ kind: "private", seat, purpose, data, code });
    } catch (e) {
      // A wrong code keeps the curtain closed and says so on it.
      if (table?.protected[seat]) setStage({ kind: "curtain", seat, purpose, error: e });
      else {
        // The seat may have gone to its phone since the board was read: read it again.
        setError(e);
        setStage({ kind: "board" });
        reload();
      }
    }
  };

  /** A forgotten seat code, removed on the organizer's code: the curtain stays, now unprotected. */
  const resetCode = async (seat: Seat, purpose: Purpose, organizerCode: string) => {
    try {
      setTable(await call(commands.resetSeatCode(props.id, seat, organizerCode)));
      setStage({ kind: "curtain", seat, purpose });
    } catch (e) {
      setStage({ kind: "curtain", seat, purpose, error: e });
    }
  };

  /** Locks a secret: the answer is the table's view; the private state is dropped at once. */
  const lockSecret = (seat: Seat, action: DraftMove, code: string | null) => {
    if (!table) return;
    void run(
      action,
      TABLE,
      (next) => {
        const nextSeat = next.view.waiting_for.find((s) => s !== seat);
        const sameStep = next.view.step === table.view.step;
        setStage(nextSeat && sameStep ? { kind: "curtain", seat: nextSeat, purpose: "secret" } : { kind: "handBack" });
      },
      code,
    );
  };

  /** A seat's own locked secret is undone only behind the curtain, never from the board. */
  const lockedSecret = (seat: Seat) => {
    const view = table?.view;
    if (!view) return false;
    if (view.step === "hidden-pick") return !view.waiting_for.includes(seat) && hiddenPickLocked(view, seat);
    const secrets = view.step === "swap" ? view.swaps : view.step === "deck" ? view.decks : null;
    return secrets?.[seat]?.state === "locked";
  };

  const coinMoment = table !== null && !coinSeen && table.readOnly === null && coinMomentDue(table.view);
  // A seat played on its phone: the screen makes none of its moves (the core refuses them).
  const phoneTurn = table?.turn ? onPhone(table.atScreen[table.turn.seat]) : false;
  const undoable = (seat: Seat) => table !== null && table.canUndo[seat] && !lockedSecret(seat) && !onPhone(table.atScreen[seat]);

  // Keyboard: digits choose, Enter confirms, U undoes (when one seat only may undo).
  useEffect(() => {
    if (stage.kind !== "board" || !table || coinMoment || phoneTurn) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
      const choice = table.turn?.choice;
      if (/^[1-9]$/.test(event.key) && choice) {
        const index = Number(event.key) - 1;
        if (choice.kind === "ban" || choice.kind === "pick") {
          const option = choice.characters[index];
          if (option && option.unavailable === null) setSelected(option.character);
        } else if (choice.kind === "chooseRoles") {
          const option = choice.options[index];
          if (option) setSelected(option);
        }
      } else if (event.key === "Enter" && selected) {
        event.preventDefault();
        confirm();
      } else if (event.key === "u" || event.key === "U") {
        const seats = SEATS.filter(undoable);
        if (seats.length === 1) undo(seats[0]!);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  if (!table) {
    return (
      <main class="draft">
        {error ? <ErrorNotice error={error} testId="draft-error" /> : <p>{t("common.loading")}</p>}
      </main>
    );
  }

  const view = table.view;
  const names = characterNames(view);
  const name = (id: string) => names[id] ?? id;
  const turn = table.turn;

  function confirm() {
    if (!turn || !selected || busy) return;
    const seat = turn.seat;
    const choice = turn.choice;
    if (choice.kind === "chooseRoles") publicMove({ move: "choose-roles", seat, choice: selected as RoleChoice });
    else if (choice.kind === "ban") publicMove({ move: "ban", seat, character: selected });
    else if (choice.kind === "pick") publicMove({ move: "pick", seat, character: selected });
  }

  // ----- behind the curtain ----------------------------------------------------------------
  if (stage.kind === "curtain") {
    const player = view.players[stage.seat].name;
    const purpose =
      stage.purpose === "deck"
        ? t("draft.curtain.forDeck")
        : view.step === "hidden-pick"
          ? t("draft.curtain.forHiddenPick")
          : view.step === "swap"
          ? t(hiddenSwap(table.order) ? "draft.curtain.forHiddenSwap" : "draft.curtain.forSwap")
          : view.step === "deck"
            ? t("draft.curtain.forDeck")
            : t("draft.curtain.forAccesstel");
    return (
      <Curtain
        name={player}
        purpose={purpose}
        protected={table.protected[stage.seat]}
        error={stage.error}
        seats={seats}
        onReveal={(code) => void reveal(stage.seat, stage.purpose, code)}
        onCancel={() => setStage({ kind: "board" })}
        onForgot={(organizerCode) => void resetCode(stage.seat, stage.purpose, organizerCode)}
      />
    );
  }
  if (stage.kind === "handBack") {
    // After a lock: nothing of the secret is left; the device goes back to the table.
    return (
      <div class="curtain" role="dialog" aria-modal="true" data-testid="curtain">
        <p class="curtain-pass">{t("draft.curtain.locked")}</p>
        <p class="curtain-purpose">{t("draft.curtain.backToTable")}</p>
        <button class="curtain-reveal" data-testid="curtain-reveal" onClick={() => setStage({ kind: "board" })}>
          {t("draft.curtain.showTable")}
        </button>
      </div>
    );
  }
  if (stage.kind === "private") {
    const { seat, data, code } = stage;
    const mine = data.view;
    const options = data.options;
    const hide = () => setStage({ kind: "board" });
    const enemy = other(seat);
    const access = mine.accesstel[seat];
    let body;
    if (stage.purpose === "deck") {
      const deck = mine.decks[seat];
      body = (
        <>
          {deck.state === "open" ? <DeckList deck={deck.choice.deck} names={characterNames(mine)} /> : <p>{t("draft.sheet.deckOpen")}</p>}
          {access.state === "named" && access.tactics && (
            <div class="accesstel-shown" data-testid="accesstel-tactics">
              <h3>{t("draft.accesstel.seen", { character: name(access.character) })}</h3>
              <CardList cards={access.tactics} names={names} />
            </div>
          )}
        </>
      );
    } else if (options?.choice.kind === "hiddenPick") {
      const choice = options.choice;
      // The seat's own lock of this turn: the last of its hidden picks, open to it alone.
      const own = [...mine.hidden_picks].reverse().find((h) => h.seat === seat);
      body = choice.locked ? (
        <div class="locked-note">
          <p data-testid="own-hidden-pick">
            {own?.pick.state === "open" ? t("draft.hidden.locked", { character: name(own.pick.choice) }) : t("draft.curtain.locked")}
          </p>
          {options.can_undo && (
            <button class="secondary" data-testid="private-undo" onClick={() => undo(seat, code)}>
              {t("draft.undo.mine")}
            </button>
          )}
        </div>
      ) : (
        <HiddenPickChooser
          prompt={t("draft.hidden.choose", {
            team: choice.team_of === seat ? t("draft.hidden.ownTeam") : mine.players[choice.team_of].name,
          })}
          characters={choice.characters}
          names={names}
          busy={busy}
          onCancel={hide}
          onLock={(character) => lockSecret(seat, { move: "lock-pick", seat, character }, code)}
        />
      );
    } else if (options?.choice.kind === "swap") {
      const choice = options.choice;
      const own = mine.swaps?.[seat];
      body = choice.locked ? (
        <div class="locked-note">
          <p data-testid="own-swap">
            {own?.state === "open" && own.choice.kind === "replace"
              ? t("draft.swap.lockedReplace", { remove: name(own.choice.remove), add: name(own.choice.add) })
              : t("draft.swap.lockedKeep")}
          </p>
          {options.can_undo && (
            <button class="secondary" data-testid="private-undo" onClick={() => undo(seat, code)}>
              {t("draft.undo.mine")}
            </button>
          )}
        </div>
      ) : (
        <SwapChooser
          team={choice.team}
          replacements={choice.replacements}
          names={names}
          busy={busy}
          onCancel={hide}
          onLock={(swap) => lockSecret(seat, { move: "lock-swap", seat, swap }, code)}
        />
      );
    } else if (options?.choice.kind === "deck") {
      const choice = options.choice;
      const own = mine.decks[seat];
      body = choice.locked ? (
        <div class="locked-note">
          {own.state === "open" && <DeckList deck={own.choice.deck} names={characterNames(mine)} />}
          {options.can_undo && (
            <button class="secondary" data-testid="private-undo" onClick={() => undo(seat, code)}>
              {t("draft.undo.mine")}
            </button>
          )}
        </div>
      ) : (
        <DeckBuilder
          team={choice.team}
          rule={choice.rule}
          busy={busy}
          check={(deck) => call(commands.checkDeckChoice(props.id, seat, deck))}
          onCancel={hide}
          initial={deckPicks[seat]}
          onChange={(picks) => setDeckPicks((all) => ({ ...all, [seat]: picks }))}
          onLock={(deck) => lockSecret(seat, { move: "lock-deck", seat, deck }, code)}
        />
      );
    } else if (options?.choice.kind === "nameAccesstelTarget") {
      const enemies = options.choice.enemy_team;
      body = (
        <div>
          <p>{t("draft.accesstel.choose", { name: mine.players[enemy].name })}</p>
          <div class="card-grid">
            {enemies.map((c) => (
              <button
                key={c}
                class="card"
                data-testid={`accesstel-${c}`}
                disabled={busy}
                onClick={() =>
                  void (async () => {
                    setBusy(true);
                    try {
                      const next = await call(
                        commands.applyDraftMove(
                          props.id,
                          data.seq,
                          { move: "name-accesstel-target", seat, character: c },
                          seatViewer(seat),
                          code,
                        ),
                      );
                      setError(null);
                      setStage({ kind: "private", seat, purpose: "secret", data: next, code });
                    } catch (e) {
                      setError(e);
                    } finally {
                      setBusy(false);
                    }
                  })()
                }
              >
                <span class="portrait">{initials(name(c))}</span>
                <span class="card-name">{name(c)}</span>
              </button>
            ))}
          </div>
        </div>
      );
    } else if (access.state === "named") {
      body = (
        <div class="accesstel-shown" data-testid="accesstel-tactics">
          <h3>{t("draft.accesstel.seen", { character: name(access.character) })}</h3>
          {access.tactics && access.tactics.length > 0 ? (
            <CardList cards={access.tactics} names={names} />
          ) : (
            <p>{t("draft.accesstel.none")}</p>
          )}
        </div>
      );
    } else {
      body = <p>{t("draft.secret.nothing")}</p>;
    }
    return (
      <main class="draft private" data-testid="private">
        <header class="private-header">
          <h2>{t("draft.secret.onlyYou", { name: who(mine, seat, t) })}</h2>
          <button
            class="secondary"
            data-testid="private-hide"
            onClick={() => {
              setStage({ kind: "board" });
              reload();
            }}
          >
            {t("draft.secret.hide")}
          </button>
        </header>
        <ErrorNotice error={error} seats={seats} characters={characters} testId="draft-error" />
        {body}
      </main>
    );
  }

  // ----- the board -------------------------------------------------------------------------
  const choice = turn?.choice;
  const characterGrid = (characters: CharacterOption[]) => (
    <div class="card-grid" data-testid="choice-grid">
      {characters.map((option, index) => (
        <button
          key={option.character}
          class={`card ${selected === option.character ? "selected" : ""}`}
          aria-pressed={selected === option.character}
          disabled={option.unavailable !== null || busy || table.readOnly !== null}
          data-testid={`choose-${option.character}`}
          onClick={() => setSelected(option.character)}
        >
          <span class="key-hint">{index + 1}</span>
          <span class="portrait">{initials(name(option.character))}</span>
          <span class="card-name">{name(option.character)}</span>
          {option.unavailable && <span class="card-mark">{unavailableText(option.unavailable, t)}</span>}
        </button>
      ))}
    </div>
  );

  const secretStep = view.step === "hidden-pick" || view.step === "swap" || view.step === "deck" || view.step === "accesstel";
  const secrets = view.step === "swap" ? view.swaps : view.step === "deck" ? view.decks : null;

  const playerPanel = (seat: Seat) => {
    const player = view.players[seat];
    const team = view.teams?.[seat] ?? player.picked_team;
    return (
      <div class="player" key={seat} data-testid={`player-${seat}`}>
        <h2>
          {who(view, seat, t)}{" "}
          <span class="muted sponsor">
            {player.sponsor.name}
            {!player.sponsor.effective && ` — ${t("draft.sponsor.cancelled")}`}
          </span>
        </h2>
        <h3>{t("draft.team", { count: team.length })}</h3>
        <ul class="team-list" data-testid={`team-${seat}`}>
          {team.map((c) => (
            <li key={c} data-character={c}>
              <span class="portrait small">{initials(name(c))}</span> {name(c)}
            </li>
          ))}
        </ul>
        {hiddenPickLocked(view, seat) && (
          <p class="muted" data-testid={`hidden-pending-${seat}`}>
            {t("draft.hidden.pending", { name: player.name })}
          </p>
        )}
        <h3>{t("draft.lineup")}</h3>
        <ul class="lineup" data-testid={`lineup-${seat}`}>
          {table.lineups[seat].map((option) => {
            const entry = player.lineup.find((e) => e.character === option.character);
            const reason = option.unavailable;
            // The team shown is the final one once fixed (after a Vassily swap), so "on the
            // team" follows it; bans and Zlavin blocks are the engine's marks.
            const mark = team.includes(option.character)
              ? "alreadyOnTeam"
              : reason && reason.kind !== "alreadyOnTeam"
                ? reason.kind
                : "";
            return (
              <li
                key={option.character}
                class={`lineup-card ${mark ? `mark-${mark}` : ""}`}
                data-character={option.character}
                data-mark={mark}
              >
                <span class="portrait small">{initials(name(option.character))}</span>
                <span>{name(option.character)}</span>
                <span class="muted">{entry?.initiative ?? "?"}</span>
                {reason && mark !== "" && mark !== "alreadyOnTeam" && <span class="card-mark">{unavailableText(reason, t)}</span>}
              </li>
            );
          })}
        </ul>
      </div>
    );
  };

  return (
    <main class="draft" data-testid="draft-board">
      <header class="draft-header">
        <h1>{table.title}</h1>
        <p class="muted">{rulesLabel(t, view.version, view.mods)}</p>
        {table.event && <EventPlace place={table.event} scenario={view.scenario} toDesk={props.toDesk} />}
      </header>
      {table.readOnly && <ReadOnlyNotice reason={table.readOnly} seats={seats} characters={characters} testId="read-only" />}
      {table.packMismatch && <PackMismatchNote mismatch={table.packMismatch} />}
      {view.step !== "complete" && table.readOnly === null && (
        <SeatCodes table={table} seats={seats} onProtected={setTable} />
      )}
      <div class="board-layout">
        {playerPanel("first")}
        <div class="board-center">
          {coinMoment && <CoinMoment view={view} onContinue={() => setCoinSeen(true)} />}
          {!coinMoment && <Banner view={view} options={turn} order={table.order} />}
          <ClockPanel table={table} onChanged={setTable} onError={setError} />
          <ErrorNotice error={error} seats={seats} characters={characters} testId="draft-error" />
          {!coinMoment && turn && phoneTurn && (
            <p class="phone-turn" data-testid="phone-turn">
              {t("draft.phone.turn", { name: view.players[turn.seat].name })}
            </p>
          )}
          {!coinMoment && !phoneTurn && choice && (choice.kind === "ban" || choice.kind === "pick") && (
            <section class="choice">
              {characterGrid(choice.characters)}
              <button class="primary wide" data-testid="confirm" disabled={!selected || busy} onClick={confirm}>
                {selected
                  ? t(choice.kind === "ban" ? "draft.confirm.ban" : "draft.confirm.pick", { character: name(selected) })
                  : t("draft.confirm.choose")}
              </button>
            </section>
          )}
          {!phoneTurn && choice?.kind === "chooseRoles" && (
            <section class="choice">
              <div class="role-choices">
                {choice.options.map((option, index) => (
                  <button
                    key={option}
                    class={`card ${selected === option ? "selected" : ""}`}
                    data-testid={`role-${option}`}
                    onClick={() => setSelected(option)}
                  >
                    <span class="key-hint">{index + 1}</span>
                    {t(ROLE_KEYS[option])}
                  </button>
                ))}
              </div>
              <button class="primary wide" data-testid="confirm" disabled={!selected || busy} onClick={confirm}>
                {t("draft.confirm.roles")}
              </button>
            </section>
          )}
          {secretStep && (
            <section class="secret-step">
              {SEATS.map((seat) => {
                const waiting = view.waiting_for.includes(seat);
                const state = view.step === "hidden-pick" ? (hiddenPickLocked(view, seat) ? "locked" : null) : secrets?.[seat]?.state;
                // At a hidden pick only the seats whose turn it is take part.
                if (!waiting && state === null) return null;
                return (
                  <div class="secret-seat" key={seat}>
                    <strong>{who(view, seat, t)}</strong>
                    {waiting && !opensHere(table.atScreen[seat]) ? (
                      <span class="muted" data-testid={`secret-phone-${seat}`}>
                        {t("draft.phone.turn", { name: view.players[seat].name })}
                      </span>
                    ) : waiting ? (
                      <button
                        class="primary"
                        data-testid={`secret-${seat}`}
                        onClick={() => setStage({ kind: "curtain", seat, purpose: "secret" })}
                      >
                        {t("draft.secret.take", { name: view.players[seat].name })}
                      </button>
                    ) : (
                      <span class="locked-badge" data-testid={`secret-done-${seat}`}>
                        {state === "locked" ? t("draft.secret.locked") : t("draft.secret.done")}
                      </span>
                    )}
                    {!waiting && state === "locked" && table.canUndo[seat] && opensHere(table.atScreen[seat]) && (
                      <button class="secondary" data-testid={`secret-reopen-${seat}`} onClick={() => setStage({ kind: "curtain", seat, purpose: "secret" })}>
                        {t("draft.secret.reopen")}
                      </button>
                    )}
                  </div>
                );
              })}
            </section>
          )}
          {view.step !== "complete" && (
            <div class="undo-row">
              {SEATS.filter(undoable).map((seat) => (
                <button key={seat} class="secondary" data-testid={`undo-${seat}`} disabled={busy} onClick={() => undo(seat)}>
                  {t("draft.undo.seat", { name: view.players[seat].name })}
                </button>
              ))}
            </div>
          )}
          {view.step === "complete" && props.toReplay && (
            <button class="secondary" data-testid="draft-replay" onClick={() => props.toReplay?.(table.id)}>
              {t("replay.action")}
            </button>
          )}
          {view.step === "complete" && (
            <MatchSheet
              // A result recorded elsewhere (the phones agreeing) starts the sheet afresh from it.
              key={JSON.stringify(table.game?.input ?? null)}
              table={table}
              onShowDeck={(seat) => setStage({ kind: "curtain", seat, purpose: "deck" })}
              onRecorded={setTable}
            />
          )}
          <RevealedSwaps view={view} order={table.order} name={name} testId="swaps-revealed" />
          <section class="log">
            <h2>{t("draft.log.title")}</h2>
            <ol data-testid="draft-log">
              {/* A coin tossed as the draft started is no event of the log: said here. */}
              {view.roles?.decided_by.how === "coin-toss" && (
                <li>{t("draft.log.coin", { a: view.players[view.roles.player_a].name })}</li>
              )}
              {view.roles?.decided_by.how === "real-coin" && (
                <li>{t("draft.log.realCoin", { a: view.players[view.roles.player_a].name })}</li>
              )}
              {table.log.map((event, i) => (
                <li key={i}>{eventText(event, view, names, t)}</li>
              ))}
            </ol>
          </section>
        </div>
        {playerPanel("second")}
      </div>
      {/* Open until the game's result is recorded: after the draft, the phones report it. */}
      {table.game === null && table.readOnly === null && (
        <details class="phones-details" data-testid="phones-details">
          <summary>{t("phones.title")}</summary>
          <PhonesPanel
            draftId={table.id}
            players={seats ?? undefined}
            reportsAllowed={table.reports.allowed}
            onReportsChanged={setTable}
          />
        </details>
      )}
    </main>
  );
}

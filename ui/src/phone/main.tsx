// The phone page: one seat's own view of its table's draft (its picks, its secret Vassily swap
// and Tactics deck), the room's page (pairings, standings, the round timer), or a spectator's
// view of one table. Every rule is the
// app's: the page shows what the seat's options say and sends the move; the app answers.
import { render } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import { IntlMessageFormat } from "intl-messageformat";
import type { CharacterOption, DraftMove, DraftOrder, GameResultInput, HiddenPickView, IaGameRef, IaResultInput, SeatChoice, TacticPick } from "../bindings";
import { Board, swapWords } from "./Board";
import { ResultForm } from "./ResultForm";
import { RoomPage, secondsLeft } from "./Room";
import { SwapChoice } from "./SwapChoice";
import { refusalWords } from "./words";
import { PhoneError, playerApi, roomApi, seatApi, spectatorApi, where, type PlayerPage, type RoomView, type SeatPage, type SpectatorPage, type RoundSpectatorPage } from "./api";
import type { RoomStatistics } from "../bindings";
import { RoundSpectatorBoard, SpectatorBoard, isOverlay } from "./Spectator";
import { PlayerGame } from "./Player";
import { PaceClock } from "../lib/PaceClock";
import * as messages from "./messages";
import "./phone.css";

type Language = "en" | "es" | "fr";
type Key = keyof typeof messages.en;

function language(): Language {
  const wanted = (navigator.language || "en").slice(0, 2);
  return wanted === "es" || wanted === "fr" ? wanted : "en";
}

const LANGUAGE = language();
document.documentElement.lang = LANGUAGE;

function t(key: Key, params: Record<string, string | number> = {}): string {
  const text = messages[LANGUAGE][key] ?? messages.en[key];
  return String(new IntlMessageFormat(text, LANGUAGE, undefined, { ignoreTag: true }).format(params));
}

function Gone() {
  return <p class="notice" id="gone">{t("phone.gone")}</p>;
}

function Seat(props: { token: string }) {
  const api = useMemo(() => seatApi(props.token), [props.token]);
  const [page, setPage] = useState<SeatPage | null>(null);
  const [gone, setGone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    api.page().then(setPage, () => setGone(true));
    return api.live(setPage, () => setGone(true));
  }, [api]);

  // The draft's last page carries its recorded result: keep showing it once the token dies.
  if (gone && !page?.draft.game) return <Gone />;
  if (!page) return <p>{t("phone.loading")}</p>;

  const name = (id: string) => page.names[id] ?? id;
  const draft = page.draft;
  const me = page.seat;
  const act = async (call: () => Promise<SeatPage>) => {
    setBusy(true);
    setProblem(null);
    try {
      setPage(await call());
    } catch (e) {
      if (e instanceof PhoneError && e.gone) setGone(true);
      else if (e instanceof PhoneError && e.report?.code === "conflict.stale") {
        setProblem(t("phone.stale"));
        api.page().then(setPage, () => setGone(true));
      } else setProblem(t("phone.refused", { reason: refusalWords(e, page, LANGUAGE) }));
    } finally {
      setBusy(false);
    }
  };
  const send = (move: DraftMove) => act(() => api.move(draft.seq, move));
  const report = (result: GameResultInput) => act(() => api.report(me, result));

  const options = draft.options;
  const myTeam = draft.view.teams?.[me] ?? draft.view.picks.filter((p) => p.team_of === me).map((p) => p.character);
  const swap = draft.view.swaps?.[me];
  const deck = draft.view.decks[me];

  return (
    <main class="seat" data-seat={me}>
      <h1>{t("phone.seat", { name: draft.view.players[me].name })}</h1>
      {/* The step and seq the page shows, so a test waits for the page to catch up, not for time. */}
      <p id="status" data-step={draft.view.step} data-seq={draft.seq}>
        {draft.view.complete
          ? t("phone.complete")
          : draft.view.waiting_for.includes(me)
            ? t("phone.yourTurn")
            : t("phone.wait")}
      </p>
      <PaceClock
        clock={draft.clock}
        order={draft.order}
        names={{ first: draft.view.players.first.name, second: draft.view.players.second.name }}
        t={t}
      />
      {problem && (
        <p class="notice" id="problem" role="alert">
          {problem}
        </p>
      )}
      {options && (
        <Choice
          choice={options.choice}
          order={draft.order}
          seat={me}
          name={name}
          busy={busy}
          send={send}
          hiddenPicks={draft.view.hidden_picks}
        />
      )}
      {options?.can_undo && (
        <button id="undo" disabled={busy} onClick={() => send({ move: "undo", seat: me })}>
          {t("phone.undo")}
        </button>
      )}
      <section>
        <h2>{t("phone.team")}</h2>
        <ul id="team">
          {myTeam.map((c) => (
            <li key={c} data-character={c}>
              {name(c)}
            </li>
          ))}
        </ul>
        {swap?.state === "open" && (
          <p id="my-swap">
            {t("phone.yourSwap")}:{" "}
            {swapWords(swap.choice, name, t)}
          </p>
        )}
        {deck.state === "open" && (
          <div id="my-deck">
            <h2>{t("phone.yourDeck")}</h2>
            <ul>
              {deck.choice.deck.character_tactics.map((card) => (
                <li key={`${card.character}:${card.slot}`}>
                  {name(card.character)}: {card.name ?? `#${card.number ?? card.slot}`}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      <Board page={page} name={name} t={t} />
      <ResultForm page={page} t={t} busy={busy} report={report} />
    </main>
  );
}

function Choice(props: {
  choice: SeatChoice;
  order: DraftOrder | null;
  seat: SeatPage["seat"];
  name: (id: string) => string;
  busy: boolean;
  send: (move: DraftMove) => void;
  hiddenPicks: HiddenPickView[];
}) {
  const { choice, seat, name, busy, send } = props;
  switch (choice.kind) {
    case "wait":
      return null;
    case "chooseRoles":
      return (
        <section>
          <h2>{t("phone.roles")}</h2>
          {choice.options.map((option) => (
            <button key={option} disabled={busy} onClick={() => send({ move: "choose-roles", seat, choice: option })}>
              {t(`phone.roles.${option}` as Key)}
            </button>
          ))}
        </section>
      );
    case "ban":
    case "pick":
      return (
        <section>
          <h2>
            {choice.kind === "ban"
              ? t("phone.ban")
              : t("phone.pick", { number: choice.pick_number, total: choice.picks_total })}
          </h2>
          <Characters
            options={choice.characters}
            name={name}
            busy={busy}
            choose={(character) => send({ move: choice.kind, seat, character })}
          />
        </section>
      );
    case "hiddenPick": {
      if (choice.locked) {
        // The seat's own lock of this turn: its last hidden pick, open to it alone.
        const own = [...props.hiddenPicks].reverse().find((h) => h.seat === seat);
        return (
          <p id="locked">
            {own?.pick.state === "open" ? t("phone.hiddenPick.locked", { name: name(own.pick.choice) }) : t("phone.locked")}
          </p>
        );
      }
      return (
        <section id="hidden-pick">
          <h2>{t(choice.team_of === seat ? "phone.hiddenPick" : "phone.hiddenPick.rival")}</h2>
          <Characters
            options={choice.characters}
            name={name}
            busy={busy}
            choose={(character) => send({ move: "lock-pick", seat, character })}
          />
        </section>
      );
    }
    case "swap":
      return <SwapChoice {...props} choice={choice} t={t} />;
    case "deck":
      return <DeckChoice {...props} choice={choice} />;
    case "nameAccesstelTarget":
      return (
        <section>
          <h2>{t("phone.accesstel")}</h2>
          {choice.enemy_team.map((c) => (
            <button key={c} disabled={busy} onClick={() => send({ move: "name-accesstel-target", seat, character: c })}>
              {name(c)}
            </button>
          ))}
        </section>
      );
  }
}

/** The characters a seat may ban or pick, each closed when the core says it cannot be chosen. */
function Characters(props: {
  options: CharacterOption[];
  name: (id: string) => string;
  busy: boolean;
  choose: (character: string) => void;
}) {
  return (
    <div class="characters">
      {props.options.map((o) => (
        <button
          key={o.character}
          data-character={o.character}
          disabled={props.busy || o.unavailable !== null}
          onClick={() => props.choose(o.character)}
        >
          {props.name(o.character)}
        </button>
      ))}
    </div>
  );
}

function DeckChoice(props: {
  choice: Extract<SeatChoice, { kind: "deck" }>;
  seat: SeatPage["seat"];
  busy: boolean;
  send: (move: DraftMove) => void;
}) {
  const { choice, seat, busy, send } = props;
  const [chosen, setChosen] = useState<TacticPick[]>([]);
  if (choice.locked) return <p id="locked">{t("phone.locked")}</p>;
  const has = (p: TacticPick) => chosen.some((c) => c.character === p.character && c.slot === p.slot);
  const toggle = (p: TacticPick) => setChosen(has(p) ? chosen.filter((c) => !(c.character === p.character && c.slot === p.slot)) : [...chosen, p]);
  const total = choice.rule.character_tactics;
  return (
    <section>
      <h2>{t("phone.deck", { count: total })}</h2>
      {choice.team.map((c) => (
        <fieldset key={c.character}>
          <legend>{c.name}</legend>
          {c.tactics.map((tactic) => {
            const pick = { character: c.character, slot: tactic.slot };
            return (
              <label key={tactic.slot}>
                <input
                  type="checkbox"
                  data-tactic={`${c.character}:${tactic.slot}`}
                  checked={has(pick)}
                  onChange={() => toggle(pick)}
                />
                {tactic.name ?? `#${tactic.number ?? tactic.slot}`}
              </label>
            );
          })}
        </fieldset>
      ))}
      <p>{t("phone.deck.chosen", { count: chosen.length, total })}</p>
      <button id="deck-lock" class="primary" disabled={busy} onClick={() => send({ move: "lock-deck", seat, deck: { tactics: chosen } })}>
        {t("phone.deck.lock")}
      </button>
    </section>
  );
}

function Room(props: { token: string }) {
  const api = useMemo(() => roomApi(props.token), [props.token]);
  const [view, setView] = useState<RoomView | null>(null);
  const [gone, setGone] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  const [stats, setStats] = useState<RoomStatistics | null>(null);
  useEffect(() => {
    const load = () =>
      api.view().then(
        (v) => {
          setView(v);
          setFetchedAt(Date.now());
          // Once the event has ended, its statistics (read again: the decks may be made public).
          if (v.standingsFinal) api.statistics().then(setStats, () => undefined);
        },
        () => setGone(true),
      );
    load();
    const every = setInterval(load, 10_000);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(every);
      clearInterval(tick);
    };
  }, [api]);
  if (gone) return <Gone />;
  if (!view) return <p>{t("phone.loading")}</p>;
  return <RoomPage view={view} left={secondsLeft(view.timer, fetchedAt, now)} t={t} stats={stats} language={LANGUAGE} />;
}

/** An Imperial Assault player's page, read again every few seconds (the other player's report,
 * the organizer's entry and the next pairing come from elsewhere). */
function Player(props: { token: string }) {
  const api = useMemo(() => playerApi(props.token), [props.token]);
  const [page, setPage] = useState<PlayerPage | null>(null);
  const [gone, setGone] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const [fetchedAt, setFetchedAt] = useState(() => Date.now());
  const show = (next: PlayerPage) => {
    setPage(next);
    setFetchedAt(Date.now());
  };
  useEffect(() => {
    const load = () => api.page().then(show, () => setGone(true));
    load();
    const every = setInterval(load, 5_000);
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      clearInterval(every);
      clearInterval(tick);
    };
  }, [api]);
  if (gone) return <Gone />;
  if (!page) return <p>{t("phone.loading")}</p>;
  const report = async (game: IaGameRef, result: IaResultInput) => {
    setBusy(true);
    setProblem(null);
    try {
      show(await api.report(game, result));
    } catch (e) {
      if (e instanceof PhoneError && e.gone) setGone(true);
      else setProblem(t("phone.refused", { reason: refusalWords(e, page, LANGUAGE) }));
    } finally {
      setBusy(false);
    }
  };
  const standing = page.standing;
  return (
    <main class="player" data-player={page.player}>
      <h1 id="ia-title">{t("phone.ia.title", { name: page.name })}</h1>
      {standing && (
        <p id="ia-standing">
          {t("phone.ia.place", { place: standing.place })} · {t("phone.room.points", { points: standing.points })}
        </p>
      )}
      <PlayerGame page={page} busy={busy} t={t} report={(game, result) => void report(game, result)} />
      {problem && (
        <p class="notice" id="problem" role="alert">
          {problem}
        </p>
      )}
      <RoomPage view={{ ...page.room, timer: page.timer }} left={secondsLeft(page.timer, fetchedAt, now)} t={t} />
    </main>
  );
}

/** A spectator's page: the table's (or the round's) public view, sent again whenever it changes. */
function Spectator(props: { token: string }) {
  const api = useMemo(() => spectatorApi(props.token), [props.token]);
  const [page, setPage] = useState<SpectatorPage | RoundSpectatorPage | null>(null);
  const [gone, setGone] = useState(false);
  const overlay = isOverlay(location.search);
  useEffect(() => {
    if (overlay) document.documentElement.classList.add("overlay");
    return api.live(setPage, () => setGone(true));
  }, [api, overlay]);
  if (gone) return <Gone />;
  if (!page) return <p>{t("phone.loading")}</p>;
  return "draft" in page ? (
    <SpectatorBoard page={page} t={t} overlay={overlay} />
  ) : (
    <RoundSpectatorBoard page={page} t={t} overlay={overlay} />
  );
}

function Page() {
  const here = where(location.pathname);
  if (!here) return <Gone />;
  if (here.kind === "seat") return <Seat token={here.token} />;
  if (here.kind === "player") return <Player token={here.token} />;
  if (here.kind === "spectator") return <Spectator token={here.token} />;
  return <Room token={here.token} />;
}

const root = document.getElementById("phone");
if (root) render(<Page />, root);

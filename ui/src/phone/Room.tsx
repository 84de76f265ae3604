// The room's page on a player's phone: the round's tables in table order, a box to find one's
// own table by typing part of one's name (the matching tables are marked and the first scrolled
// to; the order stays the tables'), the round timer read as the desk reads it, the standings, and
// once the event has ended its statistics (RoomStats).
import { useEffect, useRef, useState } from "preact/hooks";
import { formatClock } from "../lib/clock";
import type { RoomStatistics } from "../bindings";
import type { RoomView } from "./api";
import type { Translate } from "./ResultForm";
import { RoomStats } from "./RoomStats";

/** A name as typed to find it: no case, no accents ("elodie" finds "Élodie"). */
function folded(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().trim();
}

/**
 * Whether `name` contains what was typed (nothing typed matches nothing). The app's own fold of
 * the name (`appFolded`, sent with the room's view: "Łukasz" as "lukasz") finds what a plain
 * keyboard types; the page's fold of both (accents dropped) finds what is typed with its letters.
 */
export function nameMatches(name: string, query: string, appFolded?: string): boolean {
  const wanted = folded(query);
  if (wanted === "") return false;
  const compact = wanted.replace(/[^a-z0-9]/g, "");
  return folded(name).includes(wanted) || (appFolded !== undefined && compact !== "" && appFolded.includes(compact));
}

/** The timer's seconds left now, `fetchedAt` being when the view was read. */
export function secondsLeft(timer: RoomView["timer"], fetchedAt: number, now: number): number | null {
  if (!timer) return null;
  return timer.remainingSeconds - (timer.running ? Math.floor((now - fetchedAt) / 1000) : 0);
}

/** A round of the cut by its name. */
function cutRoundWord(name: RoomView["cut"][number]["name"], t: Translate): string {
  switch (name.kind) {
    case "final":
      return t("phone.room.cutRound.final");
    case "semiFinals":
      return t("phone.room.cutRound.semiFinals");
    case "quarterFinals":
      return t("phone.room.cutRound.quarterFinals");
    case "roundOf":
      return t("phone.room.cutRound.roundOf", { players: name.players });
  }
}

export function RoomPage(props: {
  view: RoomView;
  left: number | null;
  t: Translate;
  /** The event's statistics, once it has ended. */
  stats?: RoomStatistics | null;
  language?: string;
}) {
  const { view, left, t } = props;
  const [query, setQuery] = useState("");
  const list = useRef<HTMLOListElement>(null);
  const clock = (seconds: number) => formatClock(seconds * 1000);
  const timer = view.timer;
  const notStarted = timer !== null && !timer.running && timer.remainingSeconds === timer.durationSeconds;
  const matches = (name: string) => nameMatches(name, query, view.folded[name]);
  const found = view.tables.filter((table) => table.players.some(matches));
  const byeFound = view.bye !== null && matches(view.bye);

  useEffect(() => {
    list.current?.querySelector("li.found")?.scrollIntoView?.({ block: "nearest" });
  }, [query]);

  return (
    <main class="room">
      <h1>{view.title}</h1>
      {left !== null && (
        <p id="timer" class={left < 0 ? "overtime" : notStarted ? "not-started" : ""} data-running={String(timer?.running)}>
          {notStarted ? t("phone.room.notStarted", { time: clock(left) }) : `${t("phone.room.timer")}: ${clock(left)}`}
        </p>
      )}
      {view.round === null ? (
        <p>{t("phone.room.noRound")}</p>
      ) : (
        <section class="card">
          <h2>{t("phone.room.round", { round: view.round })}</h2>
          {view.mission !== null && <p id="room-mission">{t("phone.room.mission", { mission: view.mission })}</p>}
          <label class="find">
            {t("phone.room.find")}
            <input
              id="room-find"
              type="search"
              autocomplete="off"
              value={query}
              onInput={(e) => setQuery(e.currentTarget.value)}
            />
          </label>
          {query.trim() !== "" && found.length === 0 && !byeFound && (
            <p class="hint" id="room-no-match">
              {t("phone.room.noMatch", { query: query.trim() })}
            </p>
          )}
          <ol id="tables" ref={list}>
            {view.tables.map((table) => {
              const mine = found.includes(table);
              return (
                <li
                  key={table.number}
                  data-table={table.number}
                  class={[table.done ? "done" : "", mine ? "found" : ""].join(" ").trim()}
                  aria-current={mine ? "true" : undefined}
                >
                  <span class="number">{t("phone.room.table", { number: table.number })}</span>
                  <span class="players">
                    {table.players[0]} – {table.players[1]}
                  </span>
                </li>
              );
            })}
          </ol>
          {view.bye && (
            <p id="room-bye" class={byeFound ? "found" : ""}>
              {t("phone.room.bye", { name: view.bye })}
            </p>
          )}
        </section>
      )}
      {view.cut.length > 0 && (
        <section class="card" id="room-cut">
          <h2>{t("phone.room.cut")}</h2>
          {view.cut.map((round) => (
            <div key={round.round} class="cut-round" data-round={round.round}>
              <h3>{cutRoundWord(round.name, t)}</h3>
              <ol>
                {round.games.map((game, index) => (
                  <li key={index} class={game.players.some(matches) ? "found" : ""}>
                    {t("phone.room.seed", { seed: game.seeds[0], name: game.players[0] })} –{" "}
                    {t("phone.room.seed", { seed: game.seeds[1], name: game.players[1] })}
                    {game.winner !== null && <strong> · {t("phone.room.won", { name: game.winner })}</strong>}
                  </li>
                ))}
              </ol>
            </div>
          ))}
        </section>
      )}
      <section class="card">
        <h2>{view.standingsFinal ? t("phone.room.final") : t("phone.room.standings")}</h2>
        <ol id="standings">
          {view.standings.map((row) => (
            <li key={`${row.place}-${row.name}`} class={matches(row.name) ? "found" : ""}>
              <span class="place">{row.place}</span>
              <span class="players">{row.name}</span>
              <span class="points">{t("phone.room.points", { points: row.points })}</span>
            </li>
          ))}
        </ol>
      </section>
      {props.stats && <RoomStats stats={props.stats} language={props.language ?? "en"} t={t} />}
    </main>
  );
}

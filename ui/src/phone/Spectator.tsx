// A spectator's page (a caster, a side screen): one table's public view, or every table of an
// event round, as the organizer's delay shows it, sent again by the session whenever it changes
// (after a move, or as a delay moves on). It holds only what the session sends a spectator: the
// public view, never a seat's options or an unrevealed secret. `?overlay=1` lays it out for a
// stream: transparent, large, both sides abreast.
import type { Seat, SpectatorView } from "../bindings";
import type { RoundSpectatorPage, SpectatorPage } from "./api";
import { TableBoard } from "./Board";
import { PaceClock } from "../lib/PaceClock";
import type { Translate } from "./ResultForm";

const SEATS: Seat[] = ["first", "second"];

/** Whether the address asks for the streaming overlay (`?overlay=1`). */
export function isOverlay(search: string): boolean {
  return new URLSearchParams(search).get("overlay") === "1";
}

function delayWords(seconds: number, t: Translate): string {
  return seconds === 0 ? t("phone.spectator.live") : t("phone.spectator.delay", { seconds });
}

/** One table's draft: who it waits for, the board, and the result once recorded. */
function SpectatedTable(props: { draft: SpectatorView; names: Record<string, string>; t: Translate; statusId?: string }) {
  const { draft, names, t } = props;
  const view = draft.view;
  const name = (id: string) => names[id] ?? id;
  const game = draft.game;
  return (
    <>
      {/* The step and the entries shown, so a test waits for the page to catch up, not for time. */}
      <p
        id={props.statusId}
        class="spectator-status"
        data-table={draft.table ?? undefined}
        data-step={view.step}
        data-shown={draft.shown}
        data-complete={String(view.complete)}
      >
        {view.complete
          ? t("phone.complete")
          : t("phone.spectator.waiting", { names: view.waiting_for.map((seat) => view.players[seat].name).join(" · ") })}
      </p>
      <PaceClock clock={draft.clock} order={draft.order} names={{ first: view.players.first.name, second: view.players.second.name }} t={t} />
      <TableBoard view={view} me={null} name={name} t={t} />
      {game && (
        <section class="spectator-result" id={props.statusId ? "spectator-result" : undefined}>
          <h2>{t("phone.spectator.result")}</h2>
          {SEATS.map((seat) => {
            const score = game.input.scores[seat];
            return (
              <p key={seat} data-result-seat={seat}>
                <strong>{view.players[seat].name}</strong>: {t("phone.spectator.score", { vp: score.victoryPoints, frags: score.frags })}
              </p>
            );
          })}
        </section>
      )}
    </>
  );
}

export function SpectatorBoard(props: { page: SpectatorPage; t: Translate; overlay: boolean }) {
  const { page, t, overlay } = props;
  const draft = page.draft;
  return (
    <main class={overlay ? "spectator overlay" : "spectator"}>
      <h1 id="spectator-title">{draft.title}</h1>
      {draft.round !== null && draft.table !== null && (
        <p class="hint">{t("phone.spectator.table", { round: draft.round, table: draft.table })}</p>
      )}
      <p class="hint" id="delay">
        {delayWords(draft.delaySeconds, t)}
      </p>
      <SpectatedTable draft={draft} names={page.names} t={t} statusId="status" />
    </main>
  );
}

/** Every table of an event round, one after the other (side screens show the room's tables). */
export function RoundSpectatorBoard(props: { page: RoundSpectatorPage; t: Translate; overlay: boolean }) {
  const { page, t, overlay } = props;
  const round = page.round;
  return (
    <main class={overlay ? "spectator overlay" : "spectator"}>
      <h1 id="spectator-title">
        {round.eventTitle} · {t("phone.room.round", { round: round.round })}
      </h1>
      <p class="hint" id="delay">
        {delayWords(round.delaySeconds, t)}
      </p>
      {round.tables.length === 0 && <p class="notice">{t("phone.spectator.noTables")}</p>}
      {round.tables.map((draft) => (
        <article class="spectator-table" key={draft.table} data-spectated-table={draft.table ?? undefined}>
          <h2>
            {t("phone.room.table", { number: draft.table ?? 0 })}: {draft.title}
          </h2>
          <SpectatedTable draft={draft} names={page.names} t={t} />
        </article>
      ))}
    </main>
  );
}

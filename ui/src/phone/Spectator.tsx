// A spectator's page (a caster, a side screen): one table's public view, as the organizer's delay
// shows it, read again every two seconds (a delayed view moves on with time, not only with moves).
// It holds only what the session sends a spectator: the public view, never a seat's options or an
// unrevealed secret. `?overlay=1` lays it out for a stream: transparent, large, both sides abreast.
import type { Seat } from "../bindings";
import type { SpectatorPage } from "./api";
import { TableBoard } from "./Board";
import type { Translate } from "./ResultForm";

const SEATS: Seat[] = ["first", "second"];

/** Whether the address asks for the streaming overlay (`?overlay=1`). */
export function isOverlay(search: string): boolean {
  return new URLSearchParams(search).get("overlay") === "1";
}

export function SpectatorBoard(props: { page: SpectatorPage; t: Translate; overlay: boolean }) {
  const { page, t, overlay } = props;
  const draft = page.draft;
  const view = draft.view;
  const name = (id: string) => page.names[id] ?? id;
  const game = draft.game;
  return (
    <main class={overlay ? "spectator overlay" : "spectator"}>
      <h1 id="spectator-title">{draft.title}</h1>
      {draft.round !== null && draft.table !== null && (
        <p class="hint">{t("phone.spectator.table", { round: draft.round, table: draft.table })}</p>
      )}
      {/* The step and the entries shown, so a test waits for the page to catch up, not for time. */}
      <p id="status" data-step={view.step} data-shown={draft.shown} data-complete={String(view.complete)}>
        {view.complete
          ? t("phone.complete")
          : t("phone.spectator.waiting", { names: view.waiting_for.map((seat) => view.players[seat].name).join(" · ") })}
      </p>
      <p class="hint" id="delay">
        {draft.delaySeconds === 0 ? t("phone.spectator.live") : t("phone.spectator.delay", { seconds: draft.delaySeconds })}
      </p>
      <TableBoard view={view} me={null} name={name} t={t} />
      {game && (
        <section id="spectator-result">
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
    </main>
  );
}

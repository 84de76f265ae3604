// The table as everyone at it may see it, on each player's phone and on a spectator's page: both
// Starting Lineups with their bans and picks, the teams so far and, once the Mod reveals them, both Vassily swaps. It
// reads only the public parts of the seat's view; the rival's swap shows only once the view
// carries it open (after the reveal), and the rival's deck never.
import type { DraftView, Seat, SwapChoice } from "../bindings";
import type { SeatPage } from "./api";
import type { Translate } from "./ResultForm";

const SEATS: Seat[] = ["first", "second"];

/** A swap in words: "Gata → Hexx3r", or that the team was kept. */
export function swapWords(choice: SwapChoice, name: (id: string) => string, t: Translate): string {
  return choice.kind === "keep" ? t("phone.swap.kept") : `${name(choice.remove)} → ${name(choice.add)}`;
}

export function Board(props: { page: SeatPage; name: (id: string) => string; t: Translate }) {
  return <TableBoard view={props.page.draft.view} me={props.page.seat} name={props.name} t={props.t} />;
}

/** The board of a public or seat view: `me` is the seat whose phone shows it, `null` on a
 * spectator's page (both swaps then show as the rival's do: locked, or revealed). */
export function TableBoard(props: { view: DraftView; me: Seat | null; name: (id: string) => string; t: Translate }) {
  const { view, me, name, t } = props;
  return (
    <section class="board" id="board" aria-label={t("phone.board")}>
      <h2>{t("phone.board")}</h2>
      {SEATS.map((seat) => {
        const player = view.players[seat];
        const team = view.teams?.[seat] ?? view.picks.filter((p) => p.team_of === seat).map((p) => p.character);
        const swap = view.swaps?.[seat];
        return (
          <div class={seat === me ? "side mine" : "side"} key={seat} data-board-seat={seat}>
            <h3>
              {player.name}
              {player.role && <span class="role">{t(player.role === "a" ? "phone.board.playerA" : "phone.board.playerB")}</span>}
            </h3>
            <p class="label">{t("phone.board.lineup")}</p>
            <ul class="lineup">
              {player.lineup.map((entry) => {
                const banned = player.banned === entry.character;
                const picked = view.picks.find((p) => p.character === entry.character);
                const state = banned ? "banned" : picked ? "picked" : "open";
                return (
                  <li key={entry.character} class={state} data-character={entry.character} data-state={state}>
                    {entry.name}
                    {banned && <span class="tag">{t("phone.board.banned")}</span>}
                    {picked && <span class="tag">{t("phone.board.pickedBy", { name: view.players[picked.team_of].name })}</span>}
                  </li>
                );
              })}
            </ul>
            <p class="label">{view.teams ? t("phone.board.finalTeam") : t("phone.board.team")}</p>
            <ul class="team" data-team={seat}>
              {team.length === 0 && <li class="empty">—</li>}
              {team.map((c) => (
                <li key={c}>{name(c)}</li>
              ))}
            </ul>
            {seat !== me && view.hidden_picks.some((h) => h.seat === seat && h.pick.state === "locked") && (
              <p class="hint" data-hidden-pick={seat} data-hidden-pick-state="locked">
                {t("phone.board.hiddenPick", { name: player.name })}
              </p>
            )}
            {seat !== me && swap?.state === "locked" && (
              <p class="hint" id={me ? "rival-swap-locked" : undefined} data-swap={seat} data-swap-state="locked">
                {t("phone.board.swapLocked", { name: player.name })}
              </p>
            )}
            {seat !== me && swap?.state === "open" && (
              <p class="revealed" id={me ? "rival-swap" : undefined} data-swap={seat} data-swap-state="open">
                {t("phone.board.rivalSwap", { name: player.name })}: {swapWords(swap.choice, name, t)}
              </p>
            )}
          </div>
        );
      })}
      {view.swaps_void && <p class="notice">{t("phone.board.swapsVoid")}</p>}
    </section>
  );
}

import type { EventSnapshot, StandingRow, Tiebreak } from "../../../bindings";
import { useI18n } from "../../../lib/i18n-context";
import { useStandings, type DeskProps } from "./EventDesk";
import { separatedText, tiebreakName } from "./words";

function tiebreakValue(row: StandingRow, tiebreak: Tiebreak): number {
  switch (tiebreak) {
    case "victory-points":
      return row.victory_points;
    case "frags":
      return row.frags;
    case "opponents-victory-points":
      return row.opponents_victory_points;
    case "opponents-points":
      return row.opponents_points;
  }
}

/** The standings as the core ranks them: points, every tiebreak's value, each player's record,
 * the bye scaling and what separated each place from the one above. */
export function StandingsPanel(props: DeskProps & { snapshot: EventSnapshot }) {
  const { t } = useI18n();
  // Read now: the desk keeps only what each action changed.
  const now = useStandings(props.view, props.report);
  if (!now) return <p>{t("common.loading")}</p>;
  const standings = now.standings;
  const pin = (id: number) => props.snapshot.players.find((p) => p.id === id)?.corvus_pin ?? "";
  const points = props.snapshot.definition.format.endsWith("league")
    ? t("event.standings.leaguePoints")
    : t("event.standings.tournamentPoints");
  return (
    <div class="standings-panel">
      <h2 data-testid="standings-title">
        {standings.is_final ? t("event.standings.final") : t("event.standings.provisional")}
      </h2>
      <table class="event-table standings" data-testid="standings-table">
        <thead>
          <tr>
            <th>#</th>
            <th>{t("event.players.name")}</th>
            <th>{t("event.players.pin")}</th>
            <th class="num">{points}</th>
            {standings.tiebreaks.map((tb) => (
              <th class="num" key={tb}>
                {tiebreakName(t, tb)}
              </th>
            ))}
            <th>{t("event.standings.record")}</th>
            <th>{t("event.standings.decidedBy")}</th>
          </tr>
        </thead>
        <tbody>
          {standings.rows.map((row, index) => (
            <tr key={row.player} data-place={row.place} data-player={row.name} class={row.dropped ? "dropped" : ""}>
              <td class="num strong">{row.place}</td>
              <td class="strong name" data-testid="standings-name">
                {row.name}
                {row.dropped && <span class="tag">{t("event.standings.dropped")}</span>}
              </td>
              <td>{pin(row.player)}</td>
              <td class="num strong">{row.points}</td>
              {standings.tiebreaks.map((tb) => (
                <td class="num" key={tb}>
                  {tiebreakValue(row, tb)}
                  {row.bye_scaling && (tb === "victory-points" || tb === "frags") && (
                    <span
                      class="scaled"
                      title={t("event.standings.scaledTitle", {
                        earned: tb === "victory-points" ? row.bye_scaling.earned_victory_points : row.bye_scaling.earned_frags,
                        rounds: row.bye_scaling.rounds,
                        played: row.bye_scaling.played,
                      })}
                    >
                      {" "}
                      ({tb === "victory-points" ? row.bye_scaling.earned_victory_points : row.bye_scaling.earned_frags}
                      ×{row.bye_scaling.rounds}÷{row.bye_scaling.played})
                    </span>
                  )}
                </td>
              ))}
              <td class="record">
                {t("event.standings.recordValue", {
                  wins: row.record.total_victories + row.record.victories,
                  ties: row.record.ties,
                  defeats: row.record.defeats,
                  byes: row.record.byes,
                })}
              </td>
              <td class="reason" data-testid="standings-reason">
                {separatedText(t, standings.rows, index)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {standings.rows.some((r) => r.bye_scaling) && <p class="hint">{t("event.standings.scaledNote")}</p>}
    </div>
  );
}

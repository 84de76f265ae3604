// The Imperial Assault standings with what separated each place.
import { useI18n } from "../../../lib/i18n-context";
import type { PanelProps } from "./panel";
import { iaSeparatedText, strengthText } from "./words";

export function IaStandingsPanel(props: PanelProps) {
  const { t } = useI18n();
  const standings = props.snapshot.standings;
  if (!standings) return <p class="hint">{t("ia.standings.none")}</p>;
  return (
    <table class="event-table" data-testid="ia-standings">
      <thead>
        <tr>
          <th class="num">{t("ia.standings.place")}</th>
          <th>{t("ia.standings.player")}</th>
          <th class="num">{t("ia.standings.points")}</th>
          <th class="num">{t("ia.standings.sos")}</th>
          <th class="num">{t("ia.standings.esos")}</th>
          <th class="nowrap">{t("ia.standings.record")}</th>
          <th>{t("ia.standings.why")}</th>
        </tr>
      </thead>
      <tbody>
        {standings.rows.map((row, i) => (
          <tr key={row.player} data-player={row.player}>
            <td class="num">{row.place}</td>
            <td class="strong">{props.name(row.player)}</td>
            <td class="num strong">{row.points}</td>
            <td class="num" title={row.strength_of_schedule}>
              {strengthText(row.strength_of_schedule)}
            </td>
            <td class="num" title={row.extended_strength_of_schedule}>
              {strengthText(row.extended_strength_of_schedule)}
            </td>
            <td class="nowrap">
              {row.record.wins}-{row.record.draws}-{row.record.losses}-{row.record.byes}
            </td>
            <td>{iaSeparatedText(t, standings.rows, i, props.name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// One character's win rate by scenario and by Mod set (mirror games left out, as in the table),
// for the character chosen: the core counts each breakdown; this only names its keys.
import { useState } from "preact/hooks";
import type { Breakdown, CharacterStats } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { scenarioLabel, useGameNames } from "../../lib/names";
import { WinRateCell } from "./StatsTable";

/** The core's key for a game that names no scenario, and for a draft without Mods. */
const UNKNOWN_SCENARIO = "unknown";
const NO_MODS = "no Mods";

function BreakdownTable(props: { testId: string; heading: string; lines: Breakdown[]; label: (key: string) => string; threshold: number }) {
  const { t } = useI18n();
  return (
    <table class="event-table stats-table compact" data-testid={props.testId}>
      <thead>
        <tr>
          <th scope="col">{props.heading}</th>
          <th scope="col" class="num">
            {t("stats.col.winRate")}
          </th>
        </tr>
      </thead>
      <tbody>
        {props.lines.map((line) => (
          <tr key={line.key} data-testid={`${props.testId}-row`}>
            <td>{props.label(line.key)}</td>
            <td class="num">
              <WinRateCell winRate={line.winRate} threshold={props.threshold} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Breakdowns(props: { characters: CharacterStats[]; nameOf: (id: string) => string; threshold: number }) {
  const { t, language } = useI18n();
  const game = useGameNames();
  const played = props.characters.filter((c) => c.winRate.games > 0);
  const [chosen, setChosen] = useState<string | null>(null);
  const shown = played.find((c) => c.character === chosen) ?? played[0];
  if (!shown) return null;
  const scenario = (key: string) => (key === UNKNOWN_SCENARIO ? t("stats.unknownScenario") : scenarioLabel(game.catalog, language, key));
  const mods = (key: string) => (key === NO_MODS ? t("stats.noMods") : key);
  return (
    <section class="panel stats-section" data-testid="stats-breakdowns">
      <h2>{t("stats.breakdown")}</h2>
      <label class="stats-breakdown-choice">
        {t("stats.col.character")}
        <select
          data-testid="stats-breakdown-character"
          value={shown.character}
          onChange={(e) => setChosen((e.currentTarget as HTMLSelectElement).value)}
        >
          {played.map((c) => (
            <option key={c.character} value={c.character}>
              {props.nameOf(c.character)}
            </option>
          ))}
        </select>
      </label>
      <div class="stats-breakdown-tables">
        <BreakdownTable testId="stats-by-scenario" heading={t("stats.col.scenario")} lines={shown.byScenario} label={scenario} threshold={props.threshold} />
        <BreakdownTable testId="stats-by-mods" heading={t("stats.col.mods")} lines={shown.byMods} label={mods} threshold={props.threshold} />
      </div>
    </section>
  );
}

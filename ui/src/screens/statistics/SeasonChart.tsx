// One character's pick, ban and win rates at each event of a season, in date order, drawn with
// Chart.js as three lines; a dashed line, drawn here (no annotation plugin), marks each event
// where the ruleset version changed, with the new version's name. The points come from the core
// (`characterSeason`): this file only maps them to the chart and draws.
import type { Chart, ChartConfiguration, Plugin } from "chart.js";
import { useEffect, useRef } from "preact/hooks";
import type { Rate, RulesetVersion, SeasonPoint, WinRate } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { rulesetName } from "../../lib/vocabulary";
import { themeColour, useThemeGeneration } from "./PickWinChart";
import { percent } from "./StatsTable";

export type SeriesKey = "pick" | "ban" | "win";
export const SERIES: SeriesKey[] = ["pick", "ban", "win"];

/** One series: a value per event (`null` where the character had no sample there), with the
 * rate behind each. */
export type Series = { values: (number | null)[]; rates: Rate[] };

/** The chart's data: an axis label per event, three series, and where the rules changed. */
export type SeasonSeries = {
  labels: string[];
  series: Record<SeriesKey, Series>;
  /** The index of each event whose ruleset differs from the event before it, with that ruleset. */
  changes: { index: number; ruleset: RulesetVersion }[];
};

const rateOf = (key: SeriesKey, p: SeasonPoint): Rate => {
  switch (key) {
    case "pick":
      return p.drafted;
    case "ban":
      return p.banned;
    case "win":
      return (p.winRate as WinRate).rate;
  }
};

/** The season's points as the chart draws them; `label` names an event on the axis. */
export function seasonSeries(points: readonly SeasonPoint[], label: (p: SeasonPoint) => string): SeasonSeries {
  const series = Object.fromEntries(
    SERIES.map((key) => {
      const rates = points.map((p) => rateOf(key, p));
      return [key, { values: rates.map((r) => r.value), rates }];
    }),
  ) as Record<SeriesKey, Series>;
  return {
    labels: points.map(label),
    series,
    changes: points.flatMap((p, index) => (p.rulesChanged ? [{ index, ruleset: p.ruleset }] : [])),
  };
}

/** An event on the axis: its name and, when known, its date. */
export const eventLabel = (p: SeasonPoint): string => (p.date ? `${p.name} (${p.date})` : p.name);

/** Draws the dashed line of each rule change halfway between the event before and the event it
 * changed at, with the new version's name at its top. */
function ruleChanges(changes: { index: number; label: string }[], colour: string): Plugin<"line"> {
  return {
    id: "hexadraftRuleChanges",
    afterDatasetsDraw(chart) {
      const x = chart.scales.x;
      if (!x) return;
      const { ctx, chartArea } = chart;
      ctx.save();
      ctx.strokeStyle = colour;
      ctx.fillStyle = colour;
      ctx.setLineDash([6, 4]);
      ctx.lineWidth = 2;
      ctx.font = "12px sans-serif";
      ctx.textBaseline = "top";
      for (const change of changes) {
        const at = (x.getPixelForValue(change.index - 1) + x.getPixelForValue(change.index)) / 2;
        ctx.beginPath();
        ctx.moveTo(at, chartArea.top);
        ctx.lineTo(at, chartArea.bottom);
        ctx.stroke();
        ctx.textAlign = at > (chartArea.left + chartArea.right) / 2 ? "right" : "left";
        ctx.fillText(change.label, at + (ctx.textAlign === "right" ? -6 : 6), chartArea.top + 4);
      }
      ctx.restore();
    },
  };
}

export function SeasonChart(props: {
  points: SeasonPoint[];
  characters: { id: string; name: string }[];
  character: string | null;
  choose: (id: string) => void;
}) {
  const { t, language } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useThemeGeneration();
  const data = seasonSeries(props.points, eventLabel);

  useEffect(() => {
    const element = canvas.current;
    if (!element || props.points.length === 0) return;
    const text = themeColour("--text", "#1c2840");
    const muted = themeColour("--muted", "#5a6478");
    const grid = themeColour("--border", "#d5d0c4");
    const colours: Record<SeriesKey, string> = {
      pick: themeColour("--accent", "#c97d0a"),
      ban: themeColour("--danger", "#b3261e"),
      win: themeColour("--ok", "#2e7d32"),
    };
    const names: Record<SeriesKey, string> = {
      pick: t("stats.season.pick"),
      ban: t("stats.season.ban"),
      win: t("stats.season.win"),
    };
    const config: ChartConfiguration<"line", (number | null)[], string> = {
      type: "line",
      data: {
        labels: data.labels,
        datasets: SERIES.map((key) => ({
          label: names[key],
          data: data.series[key].values,
          borderColor: colours[key],
          backgroundColor: data.series[key].rates.map((r) => (r.lowSample ? "transparent" : colours[key])),
          pointBorderColor: colours[key],
          pointBorderWidth: 2,
          pointRadius: 5,
          borderWidth: 2,
          spanGaps: false,
        })),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        layout: { padding: { top: 12, right: 16 } },
        scales: {
          // Each event in the middle of its band, so the rule change sits between two events.
          x: { offset: true, grid: { color: grid }, border: { color: muted }, ticks: { color: text } },
          y: {
            min: 0,
            max: 1,
            grid: { color: grid },
            border: { color: muted },
            ticks: { color: text, callback: (v: string | number) => percent(language, Number(v)) },
            title: { display: true, text: t("stats.season.rate"), color: text, font: { size: 13 } },
          },
        },
        plugins: {
          legend: { labels: { color: text } },
          tooltip: {
            callbacks: {
              label: (item) => {
                const key = SERIES[item.datasetIndex]!;
                const rate = data.series[key].rates[item.dataIndex]!;
                return t("stats.season.point", { series: names[key], rate: percent(language, rate.value), hits: rate.hits, of: rate.of });
              },
            },
          },
        },
      },
      plugins: [ruleChanges(data.changes.map((c) => ({ index: c.index, label: rulesetName(t, c.ruleset) })), muted)],
    };
    let live = true;
    let chart: Chart<"line", (number | null)[], string> | null = null;
    void import("./chart").then((loaded) => {
      if (!live) return;
      chart = new loaded.Chart(element, config);
      element.dataset.drawn = `${language} ${document.documentElement.dataset.theme ?? "light"} ${props.character ?? ""}`;
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [props.points, language, theme]);

  return (
    <section class="panel stats-section" data-testid="stats-season">
      <h2>{t("stats.season.title")}</h2>
      <label class="stats-breakdown-choice">
        {t("stats.season.character")}
        <select
          data-testid="stats-season-character"
          value={props.character ?? ""}
          onChange={(e) => props.choose((e.currentTarget as HTMLSelectElement).value)}
        >
          {props.characters.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      {props.points.length === 0 ? (
        <p class="muted" data-testid="stats-season-none">
          {t("stats.season.none")}
        </p>
      ) : (
        <>
          <p class="muted small">{t("stats.season.label")}</p>
          <div class="stats-chart">
            <canvas
              ref={canvas}
              data-testid="stats-season-chart"
              data-events={props.points.length}
              data-changes={data.changes.map((c) => c.index).join(" ")}
              role="img"
              aria-label={t("stats.season.label")}
            />
          </div>
        </>
      )}
    </section>
  );
}

// Pick rate against win rate, one point per character drafted and played, drawn with Chart.js
// (MIT; only its scatter parts, loaded with the first chart: chart.ts). Colours are
// read from the app's theme variables and the chart is drawn again when the theme or the language
// changes; a low-sample point is hollow; each point carries the character's name.
import type { Chart, ChartConfiguration, Plugin } from "chart.js";
import { useEffect, useRef, useState } from "preact/hooks";
import type { CharacterStats } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { percent } from "./StatsTable";

export type PickWinPoint = {
  x: number;
  y: number;
  name: string;
  lowSample: boolean;
  stats: CharacterStats;
};

/** The characters that have both a pick rate and a win rate, as points. */
export function pickWinPoints(characters: readonly CharacterStats[], nameOf: (id: string) => string): PickWinPoint[] {
  return characters.flatMap((c) => {
    const pick = c.drafted.value;
    const win = c.winRate.rate.value;
    if (pick === null || win === null || c.drafted.hits === 0) return [];
    return [{ x: pick, y: win, name: nameOf(c.character), lowSample: c.drafted.lowSample || c.winRate.rate.lowSample, stats: c }];
  });
}

/** The theme's colour `name` (a CSS variable on the root). */
export function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value === "" ? fallback : value;
}

/** Bumps when the app's theme changes (the root's `data-theme`), so colours are read again. */
export function useThemeGeneration(): number {
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setGeneration((g) => g + 1));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["data-theme"] });
    return () => observer.disconnect();
  }, []);
  return generation;
}

/** Writes the names beside the points (Chart.js draws points, not their labels): characters on
 * the same spot share one label, and a label on the right half goes left of its point so it
 * stays inside the chart. */
const pointNames: Plugin<"scatter"> = {
  id: "hexadraftPointNames",
  afterDatasetsDraw(chart) {
    const { ctx, chartArea } = chart;
    const spots = new Map<string, { x: number; y: number; colour: string; names: string[] }>();
    chart.data.datasets.forEach((dataset, i) => {
      chart.getDatasetMeta(i).data.forEach((element, j) => {
        const point = dataset.data[j] as unknown as PickWinPoint | undefined;
        if (!point) return;
        const key = `${Math.round(element.x)},${Math.round(element.y)}`;
        const spot = spots.get(key) ?? { x: element.x, y: element.y, colour: String(dataset.borderColor ?? "#000"), names: [] };
        spot.names.push(point.name);
        spots.set(key, spot);
      });
    });
    ctx.save();
    ctx.font = "12px sans-serif";
    ctx.textBaseline = "middle";
    for (const spot of spots.values()) {
      const left = spot.x > (chartArea.left + chartArea.right) / 2;
      ctx.textAlign = left ? "right" : "left";
      ctx.fillStyle = spot.colour;
      const y = Math.min(Math.max(spot.y, chartArea.top + 8), chartArea.bottom - 8);
      ctx.fillText(spot.names.join(", "), spot.x + (left ? -10 : 10), y);
    }
    ctx.restore();
  },
};

export function PickWinChart(props: { points: PickWinPoint[] }) {
  const { t, language } = useI18n();
  const canvas = useRef<HTMLCanvasElement>(null);
  const theme = useThemeGeneration();

  useEffect(() => {
    const element = canvas.current;
    if (!element || props.points.length === 0) return;
    const text = themeColour("--text", "#1c2840");
    const muted = themeColour("--muted", "#5a6478");
    const grid = themeColour("--border", "#d5d0c4");
    const accent = themeColour("--accent", "#c97d0a");
    const axis = (title: string) => ({
      min: 0,
      max: 1,
      grid: { color: grid },
      border: { color: muted },
      ticks: { color: text, callback: (v: string | number) => percent(language, Number(v)) },
      title: { display: true, text: title, color: text, font: { size: 13 } },
    });
    const config: ChartConfiguration<"scatter", PickWinPoint[]> = {
      type: "scatter",
      data: {
        datasets: [
          {
            data: props.points.filter((p) => !p.lowSample),
            backgroundColor: accent,
            borderColor: text,
            pointRadius: 6,
          },
          {
            data: props.points.filter((p) => p.lowSample),
            backgroundColor: "transparent",
            borderColor: muted,
            borderWidth: 2,
            pointRadius: 6,
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        layout: { padding: { top: 12, right: 16 } },
        scales: { x: axis(t("stats.chart.pick")), y: axis(t("stats.chart.win")) },
        plugins: {
          tooltip: {
            callbacks: {
              label: (item) => {
                const p = item.raw as PickWinPoint;
                return t("stats.chart.point", {
                  name: p.name,
                  pick: percent(language, p.x),
                  picked: p.stats.drafted.hits,
                  available: p.stats.drafted.of,
                  win: percent(language, p.y),
                  wins: p.stats.winRate.wins,
                  games: p.stats.winRate.games,
                });
              },
            },
          },
        },
      },
      plugins: [pointNames as Plugin<"scatter", PickWinPoint[]>],
    };
    let live = true;
    let chart: Chart<"scatter", PickWinPoint[]> | null = null;
    void import("./chart").then((loaded) => {
      if (!live) return;
      chart = new loaded.Chart(element, config);
      // Which language and theme the chart was last drawn in, for whoever waits for it.
      element.dataset.drawn = `${language} ${document.documentElement.dataset.theme ?? "light"}`;
    });
    return () => {
      live = false;
      chart?.destroy();
    };
  }, [props.points, language, theme]);

  return (
    <section class="panel stats-section">
      <h2>{t("stats.chart.title")}</h2>
      {props.points.length === 0 ? (
        <p class="muted" data-testid="stats-chart-none">
          {t("stats.chart.none")}
        </p>
      ) : (
        <>
          <p class="muted small">{t("stats.chart.label")}</p>
          <div class="stats-chart">
            <canvas ref={canvas} data-testid="stats-chart" role="img" aria-label={t("stats.chart.label")} />
          </div>
        </>
      )}
    </section>
  );
}

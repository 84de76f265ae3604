import { describe, expect, it } from "vitest";
import type { Rate, SeasonPoint } from "../../bindings";
import { eventLabel, seasonSeries } from "./SeasonChart";

const rate = (hits: number, of: number): Rate => ({ hits, of, value: of > 0 ? hits / of : null, lowSample: of < 20 });
const point = (name: string, date: string | null, ruleset: SeasonPoint["ruleset"], rulesChanged: boolean, picked: [number, number], bans: number, won: [number, number]): SeasonPoint => ({
  event: `key-${name}`,
  name,
  date,
  ruleset,
  rulesChanged,
  available: picked[1],
  drafted: rate(...picked),
  banned: rate(bans, picked[1]),
  winRate: { games: won[1], wins: won[0], ties: 0, losses: won[1] - won[0], rate: rate(...won) },
});

describe("a season's points on the chart", () => {
  it("keep the core's order, one value per event and series, a gap where there is no sample, and the rule changes by index", () => {
    const points = [
      point("Winter", "2026-01-10", "agl-v1.0", false, [2, 4], 1, [1, 2]),
      point("Spring", "2026-04-10", "agl-season-2", true, [0, 0], 0, [0, 0]),
      point("Summer", null, "agl-season-2", false, [30, 40], 4, [15, 20]),
    ];
    const chart = seasonSeries(points, eventLabel);
    expect(chart.labels).toEqual(["Winter (2026-01-10)", "Spring (2026-04-10)", "Summer"]);
    expect(chart.series.pick.values).toEqual([0.5, null, 0.75]);
    expect(chart.series.ban.values).toEqual([0.25, null, 0.1]);
    expect(chart.series.win.values).toEqual([0.5, null, 0.75]);
    // The counts go with the values, for the tooltips and the hollow low-sample points.
    expect(chart.series.pick.rates.map((r) => [r.hits, r.of, r.lowSample])).toEqual([
      [2, 4, true],
      [0, 0, true],
      [30, 40, false],
    ]);
    expect(chart.changes).toEqual([{ index: 1, ruleset: "agl-season-2" }]);
  });

  it("are empty for a season without games", () => {
    expect(seasonSeries([], eventLabel)).toEqual({
      labels: [],
      series: { pick: { values: [], rates: [] }, ban: { values: [], rates: [] }, win: { values: [], rates: [] } },
      changes: [],
    });
  });
});

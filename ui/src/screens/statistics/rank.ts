// How a statistics table orders its lines: by the column chosen, and nothing ranked on fewer
// games than the organizer's threshold. The core marks a rate `lowSample` when its count is under
// the threshold (the filter's `lowSampleUnder`); such lines follow the ranked ones, unranked.
import type { Rate } from "../../bindings";

/** A value a column sorts on; `null` (no value yet, e.g. a rate out of 0) sorts last. */
export type SortValue = number | string | null;

export type RankedRow<Row> = { row: Row; rank: number | null };

function compare(a: SortValue, b: SortValue, descending: boolean): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const order = typeof a === "string" || typeof b === "string" ? String(a).localeCompare(String(b)) : a - b;
  return descending ? -order : order;
}

/**
 * The rows sorted on `value`: first those whose `sample` is large enough to rank, numbered from
 * 1 (equal values share a rank), then the low-sample ones in the same order, without a rank.
 * Rows of equal value keep their order (the core's, by id).
 */
export function rankRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => SortValue,
  sample: (row: Row) => Pick<Rate, "lowSample">,
  descending: boolean,
): RankedRow<Row>[] {
  const sorted = rows
    .map((row, index) => ({ row, index, v: value(row) }))
    .sort((a, b) => compare(a.v, b.v, descending) || a.index - b.index);
  const ranked = sorted.filter((r) => !sample(r.row).lowSample);
  const unranked = sorted.filter((r) => sample(r.row).lowSample);
  let previous: SortValue | undefined;
  let rank = 0;
  const numbered = ranked.map((r, i) => {
    if (i === 0 || r.v !== previous) rank = i + 1;
    previous = r.v;
    return { row: r.row, rank: r.v === null ? null : rank };
  });
  return [...numbered, ...unranked.map((r) => ({ row: r.row, rank: null }))];
}

// One sortable statistics table: a column header sorts on that column (again: the other way);
// every rate shows its count beside it and the low-sample mark; the rank column numbers only the
// lines with enough games (rank.ts).
import type { ComponentChildren } from "preact";
import { useState } from "preact/hooks";
import type { Rate, WinRate } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { rankRows, type SortValue } from "./rank";

export type Column<Row> = {
  id: string;
  label: string;
  /** What the column sorts on. */
  value: (row: Row) => SortValue;
  /** The rate the column shows, if it shows one: sorted on it, a line ranks only on its count. */
  rate?: (row: Row) => Rate;
  cell: (row: Row) => ComponentChildren;
  numeric?: boolean;
};

export type TableProps<Row> = {
  testId: string;
  title: string;
  rows: readonly Row[];
  columns: Column<Row>[];
  rowKey: (row: Row) => string;
  /** The rate a line ranks on when the column sorted on shows none. */
  sample: (row: Row) => Rate;
  initialSort: string;
};

/** The mark beside a rate out of fewer games than the threshold. */
export function LowSampleMark(props: { threshold: number }) {
  const { t } = useI18n();
  const title = t("stats.lowSample.title", { threshold: props.threshold });
  return (
    <abbr class="low-sample" data-testid="low-sample" title={title} aria-label={title}>
      n&lt;{props.threshold}
    </abbr>
  );
}

/** A percentage in the reader's language, whole numbers. */
export function percent(language: string, value: number | null): string {
  if (value === null) return "–";
  return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(value);
}

/** A rate with its count beside it ("62 % 5/8"), and its low-sample mark. */
export function RateCell(props: { rate: Rate; threshold: number; title?: string }) {
  const { language } = useI18n();
  const { rate } = props;
  return (
    <span class="rate" title={props.title}>
      <span class="rate-value">{percent(language, rate.value)}</span>{" "}
      <span class="rate-count" data-testid="rate-count">
        {rate.hits}/{rate.of}
      </span>
      {rate.lowSample && (
        <>
          {" "}
          <LowSampleMark threshold={props.threshold} />
        </>
      )}
    </span>
  );
}

/** A win rate: wins out of games, with the games' wins–ties–losses in its title. */
export function WinRateCell(props: { winRate: WinRate; threshold: number }) {
  const { t } = useI18n();
  const w = props.winRate;
  return (
    <RateCell
      rate={w.rate}
      threshold={props.threshold}
      title={t("stats.record", { wins: w.wins, ties: w.ties, losses: w.losses })}
    />
  );
}

export function StatsTable<Row>(props: TableProps<Row> & { threshold: number }) {
  const { t } = useI18n();
  const [sort, setSort] = useState<{ column: string; descending: boolean }>({
    column: props.initialSort,
    descending: true,
  });
  const column = props.columns.find((c) => c.id === sort.column) ?? props.columns[0]!;
  const sampleOf = column.rate ?? props.sample;
  const lines = rankRows(props.rows, column.value, sampleOf, sort.descending);
  // Numbers sort highest first, names from A; a second click turns the order round.
  const sortOn = (id: string) =>
    setSort((s) => ({
      column: id,
      descending: s.column === id ? !s.descending : (props.columns.find((c) => c.id === id)?.numeric ?? false),
    }));

  return (
    <section class="panel stats-section">
      <h2>{props.title}</h2>
      <div class="stats-scroll">
        <table class="event-table stats-table" data-testid={props.testId}>
          <thead>
            <tr>
              <th class="num" scope="col">
                {t("stats.col.rank")}
              </th>
              {props.columns.map((c) => {
                const chosen = c.id === sort.column;
                return (
                  <th
                    key={c.id}
                    scope="col"
                    class={c.numeric ? "num" : undefined}
                    aria-sort={chosen ? (sort.descending ? "descending" : "ascending") : "none"}
                  >
                    <button
                      type="button"
                      class="sort-button"
                      data-testid={`${props.testId}-sort-${c.id}`}
                      title={t("stats.sortBy", { column: c.label })}
                      onClick={() => sortOn(c.id)}
                    >
                      {c.label}
                      <span class="sort-arrow" aria-hidden="true">
                        {chosen ? (sort.descending ? " ▼" : " ▲") : ""}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {lines.map(({ row, rank }) => (
              <tr key={props.rowKey(row)} data-testid={`${props.testId}-row`} data-key={props.rowKey(row)}>
                <td class="num" data-testid="stats-rank">
                  {rank ?? "–"}
                </td>
                {props.columns.map((c) => (
                  <td key={c.id} class={c.numeric ? "num" : undefined}>
                    {c.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

// An event's history, for either ruleset: every journalled action with its moment, where it came
// from and what it changed, as the core words it in the reader's language; filtered by player,
// round and table; exported as CSV or printed. A journal that stops at a damaged entry shows the
// entries that can be trusted and why it stops, as the read-only desk does.
import { useEffect, useState } from "preact/hooks";
import { commands, type EventHistory, type HistoryFilter } from "../../../../bindings";
import { call, useCommand } from "../../../../lib/call";
import { formatWhen } from "../../../../lib/dates";
import { ErrorNotice } from "../../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../../lib/i18n-context";
import { ReadOnlyNotice } from "../../../../lib/JournalNotes";
import "./history.css";

const NO_FILTER: HistoryFilter = { player: null, table: null, round: null };

/** A select's value as a number, or null for "all". */
const chosen = (value: string): number | null => (value === "" ? null : Number(value));

export function HistoryPanel(props: {
  eventId: string;
  /** The event's latest entry: the history is asked again when it moves. */
  seq: number;
}) {
  const { t, language } = useI18n();
  const command = useCommand();
  const [filter, setFilter] = useState<HistoryFilter>(NO_FILTER);
  const [history, setHistory] = useState<EventHistory | null>(null);
  const [written, setWritten] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void command.run(async () => {
      const answer = await call(commands.eventHistory(props.eventId, language, filter));
      if (current) setHistory(answer);
    });
    return () => {
      current = false;
    };
    // `command` is a fresh object each render; the history depends on these alone.
  }, [props.eventId, props.seq, language, filter]);

  const exportCsv = async () => {
    setWritten(null);
    const file = await command.run(() => call(commands.exportEventHistory(props.eventId, language, filter, null)));
    if (file) setWritten(t("history.written", { path: file.path }));
  };

  // Only the list goes to paper: the page's other parts are hidden while it prints.
  const print = () => {
    document.body.classList.add("printing-history");
    window.addEventListener("afterprint", () => document.body.classList.remove("printing-history"), { once: true });
    window.print();
  };

  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  return (
    <div class="history-panel" data-testid="history">
      <div class="panel-actions history-filters">
        <label>
          {t("history.player")}{" "}
          <select
            data-testid="history-player"
            value={filter.player ?? ""}
            onChange={(e) => setFilter({ ...filter, player: chosen(e.currentTarget.value) })}
          >
            <option value="">{t("history.allPlayers")}</option>
            {history?.players.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("history.round")}{" "}
          <select
            data-testid="history-round"
            value={filter.round ?? ""}
            onChange={(e) => setFilter({ ...filter, round: chosen(e.currentTarget.value) })}
          >
            <option value="">{t("history.allRounds")}</option>
            {range(history?.rounds ?? 0).map((round) => (
              <option key={round} value={round}>
                {t("history.roundN", { round })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("history.table")}{" "}
          <select
            data-testid="history-table"
            value={filter.table ?? ""}
            onChange={(e) => setFilter({ ...filter, table: chosen(e.currentTarget.value) })}
          >
            <option value="">{t("history.allTables")}</option>
            {range(history?.tables ?? 0).map((table) => (
              <option key={table} value={table}>
                {t("history.tableN", { table })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" class="secondary" data-testid="history-export" disabled={command.busy} onClick={() => void exportCsv()}>
          {t("history.exportCsv")}
        </button>
        <button type="button" class="secondary" data-testid="history-print" onClick={print}>
          {t("history.print")}
        </button>
      </div>
      <ErrorNotice error={command.error} testId="history-error" onDismiss={command.clear} />
      {written && (
        <p class="notice" role="status" data-testid="history-written">
          {written}
        </p>
      )}
      {history?.stopped && <ReadOnlyNotice reason={history.stopped} testId="history-stopped" />}
      {history && (
        <>
          <p class="muted" data-testid="history-count">
            {t("history.count", { shown: history.entries.length, total: history.entryCount })}
          </p>
          {history.entries.length === 0 ? (
            <p data-testid="history-empty">{t("history.none")}</p>
          ) : (
            <table class="history-table" data-testid="history-entries">
              <thead>
                <tr>
                  <th>{t("history.entry")}</th>
                  <th>{t("history.when")}</th>
                  <th>{t("history.from")}</th>
                  <th>{t("history.what")}</th>
                </tr>
              </thead>
              <tbody>
                {history.entries.map((entry) => (
                  <tr key={entry.seq} data-testid={`history-entry-${entry.seq}`} data-wording={entry.wording}>
                    <td>{entry.seq}</td>
                    <td>{formatWhen(entry.at, language)}</td>
                    <td data-testid={`history-source-${entry.seq}`}>{entry.sourceText}</td>
                    <td>
                      <span data-testid={`history-text-${entry.seq}`}>{entry.text}</span>
                      {entry.correction && (
                        <div class="history-correction" data-testid={`history-correction-${entry.seq}`}>
                          {t("history.correction", { before: entry.correction.before, after: entry.correction.after })}
                        </div>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </div>
  );
}

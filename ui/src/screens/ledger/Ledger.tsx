// The season ledger: every player's AGL Rating carried from one event to the next. The core keeps
// the ledger (a journal) and rates every event; this screen lists the ledgers, starts one (empty,
// or from the previous organizer's ledger file), adds the library's finished events and other
// organizers' reports, and exports it.
import { useEffect, useState } from "preact/hooks";
import {
  commands,
  type EventSummary,
  type ExchangeFolder,
  type LedgerSummary,
  type LedgerView,
} from "../../bindings";
import { call, useCommand } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { ImportFileField } from "../../lib/ImportFileField";
import { ReadOnlyNotice } from "../../lib/JournalNotes";
import { formatRating } from "../../lib/numbers";
import { eventTypeName } from "../../lib/vocabulary";
import "../desk/shared/desk.css";

export function Ledger(props: {
  id: string | null;
  /** Opens the statistics of the ledger's events (the app's router). */
  openStatistics?: (id: string, season: string) => void;
}) {
  const { t, language } = useI18n();
  const command = useCommand();
  const [ledgers, setLedgers] = useState<LedgerSummary[] | null>(null);
  const [events, setEvents] = useState<EventSummary[]>([]);
  const [folder, setFolder] = useState<ExchangeFolder | null>(null);
  const [chosen, setChosen] = useState<string | null>(props.id);
  const [view, setView] = useState<LedgerView | null>(null);
  const [season, setSeason] = useState("");
  const [eventId, setEventId] = useState("");
  const [reportPath, setReportPath] = useState("");
  const [ledgerPath, setLedgerPath] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  // The file an export wrote, said under the export button rather than at the top of the page.
  const [exported, setExported] = useState<string | null>(null);

  const loadLists = async () => {
    const [found, library, files] = await Promise.all([
      call(commands.listLedgers()),
      call(commands.listEvents()),
      call(commands.listExchangeFiles()),
    ]);
    setLedgers(found.filter((l) => !l.archived));
    // The core says which events a season ledger of AGL Ratings may take.
    setEvents(library.filter((e) => !e.archived && e.feedsRatingLedger));
    setFolder(files);
    setChosen((current) => current ?? found.find((l) => !l.archived)?.id ?? null);
  };

  useEffect(() => {
    void command.run(loadLists);
  }, []);

  useEffect(() => {
    if (!chosen) {
      setView(null);
      return;
    }
    void command.run(async () => setView(await call(commands.getLedger(chosen))));
  }, [chosen]);

  /** A change of the ledger: the core's answer is the ledger as it now stands. */
  const change = async (action: () => Promise<LedgerView>, done: (next: LedgerView) => string) => {
    setNotice(null);
    setExported(null);
    const next = await command.run(action);
    if (next) {
      setView(next);
      setNotice(done(next));
      void loadLists();
    }
  };

  const create = async () => {
    setNotice(null);
    setExported(null);
    const made = await command.run(() => call(commands.createLedger(season)));
    if (made) {
      setSeason("");
      setView(made);
      setChosen(made.id);
      await command.run(loadLists);
    }
  };

  /** A ledger started from the previous organizer's file: it becomes the ledger shown. */
  const importFile = async () => {
    setNotice(null);
    setExported(null);
    const made = await command.run(() => call(commands.importLedgerFile(ledgerPath)));
    if (made) {
      setLedgerPath("");
      setView(made);
      setChosen(made.id);
      setNotice(t("ledger.fromFile.done", { season: made.season, count: made.events.length }));
      await command.run(loadLists);
    }
  };

  const added = (next: LedgerView) => {
    const last = next.events[next.events.length - 1];
    return t("ledger.add.done", { name: last?.name ?? "", count: last?.changes.length ?? 0 });
  };

  return (
    <main class="ledger" data-testid="ledger-screen">
      <h1>{t("ledger.title")}</h1>
      <p class="muted">{t("ledger.intro")}</p>
      <section class="panel-actions">
        {ledgers && ledgers.length > 0 ? (
          <label class="event-field">
            <span>{t("ledger.choose")}</span>
            <select
              data-testid="ledger-choice"
              value={chosen ?? ""}
              onChange={(e) => setChosen((e.currentTarget as HTMLSelectElement).value || null)}
            >
              {ledgers.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title}
                </option>
              ))}
            </select>
          </label>
        ) : (
          ledgers && <p class="hint">{t("ledger.none")}</p>
        )}
        <label class="event-field">
          <span>{t("ledger.season")}</span>
          <input data-testid="ledger-season" value={season} onInput={(e) => setSeason((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button class="secondary" data-testid="ledger-create" disabled={command.busy || season.trim() === ""} onClick={create}>
          {t("ledger.create")}
        </button>
      </section>
      <details class="ledger-from-file" data-testid="ledger-from-file">
        <summary>{t("ledger.fromFile")}</summary>
        <ImportFileField
          folder={folder}
          path={ledgerPath}
          setPath={setLedgerPath}
          labels={{ choose: t("ledger.import.choose"), noFiles: t("ledger.import.noFiles"), path: t("ledger.import.path") }}
        />
        <div class="panel-actions">
          <button
            class="secondary"
            data-testid="ledger-import-file"
            disabled={command.busy || ledgerPath.trim() === ""}
            onClick={() => void importFile()}
          >
            {t("ledger.fromFile.button")}
          </button>
        </div>
      </details>
      <ErrorNotice error={command.error} testId="ledger-error" onDismiss={command.clear} />
      {notice && (
        <p class="notice" role="status" data-testid="ledger-notice">
          {notice}
        </p>
      )}
      {view && (
        <>
          {view.readOnly && <ReadOnlyNotice reason={view.readOnly} players={null} testId="ledger-read-only" />}
          <h2 data-testid="ledger-title">{view.season}</h2>
          <section>
            <h3>{t("ledger.add.title")}</h3>
            {events.length === 0 ? (
              <p class="hint">{t("ledger.add.noEvents")}</p>
            ) : (
              <div class="panel-actions">
                <label class="event-field">
                  <span>{t("ledger.add.event")}</span>
                  <select data-testid="ledger-event" value={eventId} onChange={(e) => setEventId((e.currentTarget as HTMLSelectElement).value)}>
                    <option value="">—</option>
                    {events.map((e) => (
                      <option key={e.id} value={e.id}>
                        {e.title}
                      </option>
                    ))}
                  </select>
                </label>
                <button
                  class="primary"
                  data-testid="ledger-add-event"
                  disabled={command.busy || eventId === ""}
                  onClick={() => change(() => call(commands.addEventToLedger(view.id, view.seq, eventId)), added)}
                >
                  {t("ledger.add.button")}
                </button>
              </div>
            )}
            <h3>{t("ledger.import.title")}</h3>
            <ImportFileField
              folder={folder}
              path={reportPath}
              setPath={setReportPath}
              labels={{ choose: t("ledger.import.choose"), noFiles: t("ledger.import.noFiles"), path: t("ledger.import.path") }}
            />
            <div class="panel-actions">
              <button
                class="secondary"
                data-testid="ledger-import-report"
                disabled={command.busy || reportPath.trim() === ""}
                onClick={() => change(() => call(commands.importReportToLedger(view.id, view.seq, reportPath)), added)}
              >
                {t("ledger.import.button")}
              </button>
              <button
                class="secondary"
                data-testid="ledger-export"
                disabled={command.busy}
                onClick={async () => {
                  setNotice(null);
                  setExported(null);
                  const written = await command.run(() => call(commands.exportLedger(view.id)));
                  if (written) setExported(t("ledger.export.done", { path: written.path }));
                }}
              >
                {t("ledger.export.button")}
              </button>
              {props.openStatistics && (
                <button
                  class="secondary"
                  data-testid="ledger-statistics"
                  onClick={() => props.openStatistics?.(view.id, view.season)}
                >
                  {t("stats.open")}
                </button>
              )}
            </div>
            {exported && (
              <p class="notice" role="status" data-testid="ledger-notice">
                {exported}
              </p>
            )}
          </section>
          <section>
            <h3>{t("ledger.players", { count: view.players.length })}</h3>
            {view.players.length === 0 ? (
              <p class="hint">{t("ledger.noPlayers")}</p>
            ) : (
              <table class="event-table" data-testid="ledger-players">
                <thead>
                  <tr>
                    <th class="num">{t("ledger.rank")}</th>
                    <th>{t("ledger.name")}</th>
                    <th>{t("ledger.pin")}</th>
                    <th class="num">{t("ledger.rating")}</th>
                    <th class="num">{t("ledger.events")}</th>
                    <th class="num">{t("ledger.games")}</th>
                  </tr>
                </thead>
                <tbody>
                  {/* In the core's ranking order: highest rating first, equal ratings sharing a place. */}
                  {view.players.map(({ rank, player: p }) => (
                    <tr key={p.corvus_pin} data-pin={p.corvus_pin}>
                      <td class="num" data-testid="ledger-rank">
                        {rank}
                      </td>
                      <td class="strong">{p.name}</td>
                      <td>{p.corvus_pin}</td>
                      <td class="num strong">{formatRating(language, p.rating)}</td>
                      <td class="num">{p.events}</td>
                      <td class="num">{p.games}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          {view.events.length > 0 && (
            <section>
              <h3>{t("ledger.counted", { count: view.events.length })}</h3>
              <ol data-testid="ledger-events">
                {view.events.map((e) => (
                  <li key={e.key}>
                    <span class="strong">{e.name}</span> · {eventTypeName(e.event_type)} (K {e.k_factor}) ·{" "}
                    {e.source === "event" ? t("ledger.source.event") : t("ledger.source.report")}
                  </li>
                ))}
              </ol>
            </section>
          )}
        </>
      )}
    </main>
  );
}

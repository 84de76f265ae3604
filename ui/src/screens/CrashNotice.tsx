// The first screen's word after a crash: the core keeps a report of each panic
// (hexadraft_app::diagnostics); this says so and offers the diagnostics zip. Nothing is sent
// anywhere: the zip is written to the exports folder for the organizer to hand on.
import { useEffect, useState } from "preact/hooks";
import { commands, type CrashReport, type EventSummary } from "../bindings";
import { call } from "../lib/call";
import { ErrorNotice } from "../lib/errors/ErrorNotice";
import { useI18n } from "../lib/i18n-context";

export function CrashNotice() {
  const { t, language } = useI18n();
  const [reports, setReports] = useState<CrashReport[]>([]);
  const [exporting, setExporting] = useState(false);
  const [events, setEvents] = useState<EventSummary[] | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [written, setWritten] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    commands
      .crashNotice()
      .then((notice) => setReports(notice.reports))
      .catch(setError);
  }, []);

  if (reports.length === 0) return error ? <ErrorNotice error={error} /> : null;
  const last = reports[0];

  const openExport = async () => {
    setExporting(true);
    setError(null);
    try {
      setEvents(await call(commands.listEvents()));
    } catch (e) {
      setError(e);
    }
  };

  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  const write = async () => {
    setBusy(true);
    setError(null);
    setWritten(null);
    try {
      const file = await call(commands.exportDiagnostics({ journalIds: [...chosen], to: null }));
      setWritten(file.path);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const dismiss = async () => {
    setError(null);
    try {
      await call(commands.dismissCrashNotice());
      setReports([]);
    } catch (e) {
      setError(e);
    }
  };

  return (
    <section class="crash-notice error-notice warning-notice" role="alert" data-testid="crash-notice">
      <h2>{t("crash.title")}</h2>
      <p>
        {t("crash.summary", {
          count: reports.length,
          time: new Date(last.at * 1000).toLocaleString(language),
        })}{" "}
        {last.name && t("crash.where", { name: last.name })}
      </p>
      <p class="hint">{t("crash.nothingSent")}</p>
      {!exporting && (
        <p>
          <button data-testid="crash-export" onClick={() => void openExport()}>
            {t("crash.export")}
          </button>{" "}
          <button class="secondary" data-testid="crash-dismiss" onClick={() => void dismiss()}>
            {t("crash.dismiss")}
          </button>
        </p>
      )}
      {exporting && (
        <div class="crash-export" role="dialog" aria-label={t("crash.dialog.title")} data-testid="crash-export-dialog">
          <h3>{t("crash.dialog.title")}</h3>
          <p class="hint">{t("crash.dialog.contents")}</p>
          {events !== null && events.length === 0 && <p>{t("crash.dialog.noEvents")}</p>}
          {events !== null && events.length > 0 && (
            <fieldset>
              <legend>{t("crash.dialog.events")}</legend>
              {events.map((event) => (
                <label key={event.id} class="toggle">
                  <input
                    type="checkbox"
                    data-testid={`crash-event-${event.id}`}
                    checked={chosen.has(event.id)}
                    onChange={() => toggle(event.id)}
                  />{" "}
                  {event.title}
                </label>
              ))}
            </fieldset>
          )}
          <p>
            <button data-testid="crash-write" disabled={busy} onClick={() => void write()}>
              {t("crash.dialog.write")}
            </button>{" "}
            <button class="secondary" data-testid="crash-close" onClick={() => setExporting(false)}>
              {t("crash.dialog.close")}
            </button>
          </p>
          {written && (
            <p class="notice path" role="status" data-testid="crash-written" data-path={written}>
              {t("crash.dialog.written", { path: written })}
            </p>
          )}
        </div>
      )}
      <ErrorNotice error={error} testId="crash-error" />
    </section>
  );
}

// The AGL roster import at the players' panel: a CSV file's text, every bad line the core reports,
// and the good lines imported on their own when the organizer asks.
import { useState } from "preact/hooks";
import type { RosterImportReport } from "../../../bindings";
import { useErrorWords } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { aglCore } from "./actions";
import type { DeskProps } from "./EventDesk";

/** A roster from a CSV file (or pasted text); the core reads it and reports every bad line. */
export function RosterImport(props: DeskProps & { onDone: () => void }) {
  const { t } = useI18n();
  // Problems name the players already registered (a repeated PIN) by name.
  const errorWords = useErrorWords({ players: props.view.snapshot?.players ?? null });
  const [text, setText] = useState("");
  const [result, setResult] = useState<RosterImportReport | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (goodLinesOnly: boolean) => {
    setBusy(true);
    try {
      const report = await aglCore.importRoster(props.view.id, props.view.seq, text, goodLinesOnly);
      setResult(report);
      // Each imported line is a registration: read the event as it is now.
      if (report.imported > 0) await props.reload();
    } catch (e) {
      props.report(e);
    } finally {
      setBusy(false);
    }
  };

  const readFile = (e: Event) => {
    const file = (e.currentTarget as HTMLInputElement).files?.[0];
    if (!file) return;
    void file.text().then(setText);
  };

  return (
    <div class="roster-import" data-testid="roster-import">
      <p class="hint">{t("event.roster.help")}</p>
      <input type="file" accept=".csv,text/csv,text/plain" onChange={readFile} />
      <textarea
        data-testid="roster-text"
        rows={6}
        value={text}
        placeholder={"name,pin,sponsor,lineup\nAna,A1,Oxyd,Gata|8-Ball|Parvati|Maximus|Wild Bill|Hexx3r|Major Lunah|Miyamoto Mushashi"}
        onInput={(e) => setText((e.currentTarget as HTMLTextAreaElement).value)}
      />
      <div class="panel-actions">
        <button class="primary" data-testid="roster-import-run" disabled={busy || text.trim() === ""} onClick={() => void run(false)}>
          {t("event.roster.run")}
        </button>
        {result?.heldBack && (
          <button class="secondary" data-testid="roster-import-good" disabled={busy} onClick={() => void run(true)}>
            {t("event.roster.goodOnly")}
          </button>
        )}
      </div>
      {result && (
        <div class="roster-result" data-testid="roster-result" role="status">
          <p>
            {result.heldBack
              ? t("event.roster.heldBack", { count: result.problems.length })
              : t("event.roster.imported", { count: result.imported })}
          </p>
          {result.ignoredColumns.length > 0 && (
            <p class="muted">{t("event.roster.ignored", { columns: result.ignoredColumns.join(", ") })}</p>
          )}
          <ul class="problem-list">
            {errorWords.rosterProblems(result.problems).map((line, i) => (
              <li key={i}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

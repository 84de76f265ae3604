// The desk's two links to the season ledger: take the event's ratings before from a ledger, and
// add the finished event to one. The core rates and refuses (an event added twice, a running
// event); this panel only picks the ledger and shows the answer.
import { useEffect, useState } from "preact/hooks";
import { commands, type EventSnapshot, type EventView, type LedgerSummary } from "../../bindings";
import { call, useCommand } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";

export function DeskLedger(props: { view: EventView; snapshot: EventSnapshot; reload: () => Promise<void> }) {
  const { t } = useI18n();
  const command = useCommand();
  const [ledgers, setLedgers] = useState<LedgerSummary[]>([]);
  const [chosen, setChosen] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const finished = props.snapshot.stage.kind === "finished";

  useEffect(() => {
    void command.run(async () => {
      const found = (await call(commands.listLedgers())).filter((l) => !l.archived);
      setLedgers(found);
      setChosen((current) => current || found[0]?.id || "");
    });
  }, []);

  if (ledgers.length === 0) {
    return (
      <section data-testid="desk-ledger">
        <h2>{t("ledger.desk.title")}</h2>
        <p class="hint">{t("ledger.desk.none")}</p>
        <ErrorNotice error={command.error} testId="desk-ledger-error" onDismiss={command.clear} />
      </section>
    );
  }
  const season = ledgers.find((l) => l.id === chosen)?.title ?? "";

  const ratingsFrom = async () => {
    setNotice(null);
    const done = await command.run(() => call(commands.ratingsBeforeFromLedger(props.view.id, props.view.seq, chosen)));
    if (done) {
      setNotice(t("ledger.desk.ratingsSet", { season }));
      await props.reload();
    }
  };

  const addTo = async () => {
    setNotice(null);
    const next = await command.run(async () => {
      const ledger = await call(commands.getLedger(chosen));
      return call(commands.addEventToLedger(chosen, ledger.seq, props.view.id));
    });
    const last = next?.events[next.events.length - 1];
    if (last) setNotice(t("ledger.add.done", { name: last.name, count: last.changes.length }));
  };

  return (
    <section data-testid="desk-ledger">
      <h2>{t("ledger.desk.title")}</h2>
      <div class="panel-actions">
        <label class="event-field">
          <span>{t("ledger.choose")}</span>
          <select data-testid="desk-ledger-choice" value={chosen} onChange={(e) => setChosen((e.currentTarget as HTMLSelectElement).value)}>
            {ledgers.map((l) => (
              <option key={l.id} value={l.id}>
                {l.title}
              </option>
            ))}
          </select>
        </label>
        <button class="secondary" data-testid="desk-ledger-ratings" disabled={command.busy || chosen === ""} onClick={ratingsFrom}>
          {t("ledger.desk.ratingsFrom")}
        </button>
        <button class="primary" data-testid="desk-ledger-add" disabled={command.busy || chosen === "" || !finished} onClick={addTo}>
          {t("ledger.desk.addTo")}
        </button>
      </div>
      {!finished && <p class="muted">{t("ledger.desk.notFinished")}</p>}
      <ErrorNotice error={command.error} testId="desk-ledger-error" onDismiss={command.clear} />
      {notice && (
        <p class="notice" role="status" data-testid="desk-ledger-notice">
          {notice}
        </p>
      )}
    </section>
  );
}

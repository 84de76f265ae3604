import { useEffect, useState } from "preact/hooks";
import { commands, type BackupEvent, type BackupInfo, type BackupList, type RestoreReport } from "../../bindings";
import { call, useCommand } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";

type BackupKey =
  | "backups.round.start"
  | "backups.round.end"
  | "backups.why.beforeRestore"
  | "recovery.why.beforeImport"
  | "recovery.why.beforeMigration"
  | "recovery.why.manual";

/** What a backup holds, in words: a round's start or end of a named event, or why it was made. */
export function backupWhat(t: (key: BackupKey, params?: Record<string, string | number>) => string, backup: BackupInfo): string {
  const moment = backup.moment;
  if (moment) {
    const key = moment.edge === "start" ? "backups.round.start" : "backups.round.end";
    return t(key, { title: moment.eventTitle, round: moment.round });
  }
  if (backup.reason === "before-import") return t("recovery.why.beforeImport");
  if (backup.reason.startsWith("before-migration")) return t("recovery.why.beforeMigration");
  if (backup.reason === "before-restore") return t("backups.why.beforeRestore");
  if (backup.reason === "manual") return t("recovery.why.manual");
  return backup.reason;
}

/** One event as a backup holds it, read-only: its rounds with their tables, and its standings. */
function BackupEventView(props: { event: BackupEvent }) {
  const { t } = useI18n();
  const { event } = props;
  return (
    <article class="backup-event" data-testid={`backup-event-${event.id}`}>
      <h3>
        {event.title}{" "}
        <span class="badge kind-event">
          {t(event.ruleset === "imperialAssault" ? "library.kind.iaEvent" : "library.kind.aglEvent")}
        </span>
      </h3>
      {event.rounds.map((round) => (
        <section key={round.round} data-testid={`backup-round-${event.id}-${round.round}`}>
          <h4>{t("backups.round", { round: round.round })}</h4>
          <ul class="backup-tables">
            {round.tables.map((table) => (
              <li key={table.table} data-testid={`backup-table-${event.id}-${round.round}-${table.table}`}>
                {t("backups.table", { table: table.table })}: {table.players.first}{" "}
                {table.victoryPoints
                  ? `${table.victoryPoints.first} – ${table.victoryPoints.second}`
                  : `– (${t("backups.noResult")}) –`}{" "}
                {table.players.second}
              </li>
            ))}
            {round.bye !== null && <li>{t("backups.bye", { name: round.bye })}</li>}
          </ul>
        </section>
      ))}
      {event.standings.length > 0 && (
        <section>
          <h4>{t("backups.standings")}</h4>
          <ol class="backup-standings" data-testid={`backup-standings-${event.id}`}>
            {event.standings.map((row) => (
              <li key={`${row.place}-${row.name}`} value={row.place}>
                {row.name} · {t("backups.points", { points: row.points })}
              </li>
            ))}
          </ol>
        </section>
      )}
    </article>
  );
}

/**
 * The database's backups, newest first, each with its moment (a round's start or end, or why it
 * was made): looked inside read-only, or restored after a confirmation (the database in use is
 * kept as a backup first). `onRestored` reloads what the library shows.
 */
export function Backups(props: { onRestored: () => void }) {
  const { t } = useI18n();
  const [list, setList] = useState<BackupList | null>(null);
  const [inside, setInside] = useState<{ number: number; events: BackupEvent[] } | null>(null);
  const [confirming, setConfirming] = useState<BackupInfo | null>(null);
  const [restored, setRestored] = useState<{ number: number; report: RestoreReport } | null>(null);
  const command = useCommand();

  const load = () => call(commands.listBackups()).then(setList).catch(command.setError);
  useEffect(() => {
    void load();
  }, []);

  async function look(number: number) {
    setRestored(null);
    const events = await command.run(() => call(commands.backupEvents(number)));
    if (events) setInside({ number, events });
  }

  async function restore(backup: BackupInfo) {
    setConfirming(null);
    setInside(null);
    const report = await command.run(() => call(commands.restoreBackup(backup.number)));
    if (report) {
      setRestored({ number: backup.number, report });
      props.onRestored();
    }
    // Either way the list changed, or may have: a copy was made, or another was pruned.
    void load();
  }

  return (
    <section class="panel" data-testid="backups">
      <h2>{t("backups.title")}</h2>
      <p class="muted">{t("backups.hint")}</p>
      {restored && (
        <p class="notice wrap" role="status" data-testid="backup-restored">
          {t("backups.restored", { number: restored.number, kept: restored.report.keptAsBackup?.number ?? "–" })}
        </p>
      )}
      <ErrorNotice error={command.error} testId="backups-error" onDismiss={() => command.setError(null)} />
      {list === null ? (
        <p>{t("common.loading")}</p>
      ) : list.backups.length === 0 ? (
        <p class="muted" data-testid="backups-empty">
          {t("backups.empty")}
        </p>
      ) : (
        <ul class="backup-list" data-testid="backup-list">
          {list.backups.map((backup) => (
            <li key={backup.number} class="backup-line" data-backup={backup.number} data-reason={backup.reason}>
              <span class="backup-what" data-testid={`backup-what-${backup.number}`}>
                <strong>{t("backups.number", { number: backup.number })}</strong> · {backupWhat(t, backup)}
              </span>
              <span class="button-row">
                <button
                  class="secondary-button"
                  data-testid={`backup-look-${backup.number}`}
                  disabled={command.busy}
                  onClick={() => look(backup.number)}
                >
                  {t("backups.look")}
                </button>
                <button
                  class="secondary-button"
                  data-testid={`backup-restore-${backup.number}`}
                  disabled={command.busy}
                  onClick={() => setConfirming(backup)}
                >
                  {t("backups.restore")}
                </button>
              </span>
              {confirming?.number === backup.number && (
                <div class="confirm" role="alertdialog" data-testid={`confirm-restore-${backup.number}`}>
                  <p>{t("backups.restore.confirm", { number: backup.number, what: backupWhat(t, backup) })}</p>
                  <div class="button-row">
                    <button
                      class="danger-button"
                      data-testid={`restore-yes-${backup.number}`}
                      autoFocus
                      onClick={() => restore(backup)}
                    >
                      {t("backups.restore.yes")}
                    </button>
                    <button class="secondary-button" onClick={() => setConfirming(null)}>
                      {t("backups.restore.no")}
                    </button>
                  </div>
                </div>
              )}
              {inside?.number === backup.number && (
                <div class="backup-inside" data-testid={`backup-inside-${backup.number}`}>
                  <p class="notice">{t("backups.readOnly", { number: backup.number })}</p>
                  {inside.events.length === 0 ? (
                    <p class="muted">{t("backups.noEvents")}</p>
                  ) : (
                    inside.events.map((event) => <BackupEventView key={event.id} event={event} />)
                  )}
                  <button class="secondary-button" onClick={() => setInside(null)}>
                    {t("backups.close")}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list && <p class="muted path">{t("backups.folder", { dir: list.folder })}</p>}
    </section>
  );
}

import { useEffect, useState } from "preact/hooks";
import { commands, type BackupInfo, type RecoveryInfo, type RestoreReport } from "../../bindings";
import { call, useCommand } from "../../lib/call";
import { ErrorNotice, useErrorWords } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import "../catalog/catalog.css";
import { backupWhat } from "./Backups";
import "./library.css";

/**
 * Shown at start when the database could not be opened: the reason, the untouched file, and
 * the latest backup to restore (the damaged file is moved aside by the core, never deleted).
 */
export function Recovery(props: { onDone: () => void }) {
  const { t } = useI18n();
  const [info, setInfo] = useState<RecoveryInfo | null>(null);
  const [restored, setRestored] = useState<RestoreReport | null>(null);
  const [started, setStarted] = useState<string[] | null>(null);
  const { busy, error, setError, run } = useCommand();
  const words = useErrorWords();

  const load = () => call(commands.recoveryInfo()).then(setInfo).catch(setError);
  useEffect(() => {
    void load();
  }, []);

  const why = (backup: BackupInfo) => backupWhat(t, backup);

  async function restore(number: number) {
    const report = await run(() => call(commands.restoreBackup(number)));
    if (report) setRestored(report);
    // The backups may have changed meanwhile: show them as they are.
    else void load();
  }

  async function startNew() {
    const aside = await run(() => call(commands.startNewDatabase()));
    if (aside) setStarted(aside);
  }

  const latest = info?.backups[0];

  return (
    <main class="recovery" data-testid="recovery">
      <h1>{t("recovery.title")}</h1>
      {restored || started ? (
        <section class="panel">
          <p class="notice path" data-testid="recovery-restored">
            {restored
              ? t("recovery.restored", {
                  path: restored.restoredFrom,
                  aside: restored.movedAside.join(", "),
                })
              : t("recovery.started", { aside: (started ?? []).join(", ") })}
          </p>
          <button class="primary-button" data-testid="recovery-continue" autoFocus onClick={props.onDone}>
            {t("recovery.continue")}
          </button>
        </section>
      ) : (
        info && (
          <>
            <section class="panel">
              <h2>{t("recovery.reason")}</h2>
              <p class="path" data-testid="recovery-problem">
                {info.problem && words.storageError(info.problem)}
              </p>
              <p class="muted path">{t("recovery.untouched", { path: info.databasePath })}</p>
            </section>
            <section class="panel">
              <h2>{t("recovery.backups")}</h2>
              {latest ? (
                <>
                  <p data-testid="recovery-offer">
                    {t("recovery.offer", { number: latest.number, reason: why(latest) })}
                  </p>
                  <div class="button-row">
                    <button
                      class="primary-button"
                      data-testid="recovery-restore"
                      autoFocus
                      disabled={busy}
                      onClick={() => restore(latest.number)}
                    >
                      {t("recovery.restore")}
                    </button>
                  </div>
                  {info.backups.length > 1 && (
                    <ul class="backup-list">
                      {info.backups.slice(1).map((b) => (
                        <li key={b.number}>
                          <button class="small-button" disabled={busy} onClick={() => restore(b.number)}>
                            {t("recovery.restoreOther", { number: b.number, reason: why(b) })}
                          </button>
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              ) : (
                <p data-testid="recovery-none">{t("recovery.none")}</p>
              )}
              <div class="button-row">
                {(info.problem?.kind === "corrupt" || info.problem?.kind === "foreignDatabase") && (
                  <button
                    class={latest ? "secondary-button" : "primary-button"}
                    data-testid="recovery-start-new"
                    disabled={busy}
                    onClick={startNew}
                  >
                    {t("recovery.startNew")}
                  </button>
                )}
                <button class="secondary-button" data-testid="recovery-skip" onClick={props.onDone}>
                  {t("recovery.useWithout")}
                </button>
              </div>
            </section>
          </>
        )
      )}
      <ErrorNotice error={error} />
    </main>
  );
}

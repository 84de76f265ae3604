import { useEffect, useState } from "preact/hooks";
import type { ErrorReport } from "../../bindings";
import { onBackupWarning } from "../../lib/backupWarning";
import { UserError } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";

/**
 * The last round backup that could not be made, said plainly until dismissed: the action that
 * reached the round's start or end was saved; only its copy is missing.
 */
export function BackupWarning() {
  const { t } = useI18n();
  const [warning, setWarning] = useState<ErrorReport | null>(null);
  useEffect(() => onBackupWarning(setWarning), []);
  if (warning === null) return null;
  return (
    <ErrorNotice
      error={new UserError(warning)}
      heading={t("backups.warning")}
      testId="backup-warning"
      onDismiss={() => setWarning(null)}
    />
  );
}

// What a draft or event screen says about its journal: why it can only be read, and that it was
// recorded with another data pack than the catalog in use.
import type { PackMismatch, ReadOnly } from "../bindings";
import { DescribedNotice, useErrorWords, type ErrorContext } from "./errors/ErrorNotice";
import { useI18n } from "./i18n-context";

/** Why the journal on screen can only be read, in the reader's language. */
export function ReadOnlyNotice(props: ErrorContext & { reason: ReadOnly; testId: string }) {
  const { t } = useI18n();
  const words = useErrorWords(props);
  return (
    <DescribedNotice
      described={{ message: words.readOnly(props.reason), details: [], clause: null }}
      rule={words.rule}
      heading={t("common.readOnly")}
      tone="warning"
      testId={props.testId}
    />
  );
}

/** The data pack the journal was recorded with, when the catalog in use is another. */
export function PackMismatchNote(props: { mismatch: PackMismatch }) {
  const { t } = useI18n();
  const { recorded, inUse } = props.mismatch;
  return (
    <p class="warning" data-testid="pack-mismatch">
      {t("common.packMismatch", {
        recorded: `${recorded.id} ${recorded.version}`,
        inUse: `${inUse.id} ${inUse.version}`,
      })}
    </p>
  );
}

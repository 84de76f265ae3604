import { useMemo } from "preact/hooks";
import type { BySeat } from "../../bindings";
import { useI18n } from "../i18n-context";
import { useNames } from "../names";
import { errorWords, type Described, type Names } from "./describe";

/** Who the error's players and seats are, where the screen knows them. */
export type ErrorContext = {
  /** The players in each seat (a draft's, or the table the action was for). */
  seats?: BySeat<string> | null;
  /** An event's players, to name them by number. */
  players?: readonly { id: number; name: string }[] | null;
  /** Characters the screen names itself (a draft's lineups), by id. */
  characters?: Readonly<Record<string, string>> | null;
};

/** The error words for this screen: the catalog's names plus what the screen knows. */
export function useErrorWords(context: ErrorContext = {}) {
  const { language } = useI18n();
  const names = useNames();
  const { seats, players, characters } = context;
  return useMemo(() => {
    const known: Names = {
      ...names,
      character: (id) => characters?.[id] ?? names.character?.(id),
      seat: seats ? (s) => seats[s] || undefined : undefined,
      player: players ? (id) => players.find((p) => p.id === id)?.name : undefined,
    };
    return errorWords(language, known);
  }, [language, names, seats, players, characters]);
}

/**
 * A refusal or failure in the reader's language: the sentence, every problem it lists, and the
 * rule it cites, as the rules text cites it.
 */
export function ErrorNotice(
  props: ErrorContext & {
    error: unknown;
    testId?: string;
    /** A line above the message, e.g. "Not saved". */
    heading?: string;
    onDismiss?: () => void;
  },
) {
  const words = useErrorWords(props);
  if (props.error === null || props.error === undefined) return null;
  return (
    <DescribedNotice
      described={words.thrown(props.error)}
      testId={props.testId}
      heading={props.heading}
      onDismiss={props.onDismiss}
      rule={words.rule}
    />
  );
}

/** An error already in words (a read-only reason, a saved-edits problem). */
export function DescribedNotice(props: {
  described: Described;
  rule: (clause: string) => string;
  testId?: string | undefined;
  heading?: string | undefined;
  tone?: "error" | "warning";
  onDismiss?: (() => void) | undefined;
}) {
  const { t } = useI18n();
  const { described } = props;
  return (
    <div
      class={`error-notice ${props.tone === "warning" ? "warning-notice" : ""}`}
      role="alert"
      data-testid={props.testId ?? "error"}
    >
      {props.heading && <strong class="error-heading">{props.heading}</strong>}
      <p class="error-message">{described.message}</p>
      {described.details.length > 0 && (
        <ul class="problem-list">
          {described.details.map((d, i) => (
            <li key={i}>{d}</li>
          ))}
        </ul>
      )}
      {described.clause && <p class="clause">{props.rule(described.clause)}</p>}
      {props.onDismiss && (
        <button type="button" class="secondary small" onClick={props.onDismiss}>
          {t("common.dismiss")}
        </button>
      )}
    </div>
  );
}

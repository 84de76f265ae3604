// What a round's table card and its compact row share: saving a result (recorded or corrected,
// a refusal kept for the place that shows it) and the core's warnings, worded.
import { useState } from "preact/hooks";
import type {
  BySeat,
  EventSnapshot,
  PairingWarning,
  ResultInput,
  ResultWarning,
  Round,
  Table,
} from "../../../bindings";
import { resultWarningText } from "../../../lib/eventWords";
import { useI18n } from "../../../lib/i18n-context";
import type { RoundsProps } from "./roundProps";
import { warningText } from "./words";

export function Warnings(props: { snapshot: EventSnapshot; warnings: PairingWarning[] }) {
  const { t } = useI18n();
  if (props.warnings.length === 0) return null;
  return (
    <ul class="warnings">
      {props.warnings.map((w, i) => (
        <li key={i} class="warning">
          ⚠ {warningText(t, props.snapshot, w)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Saving a table's result, as the card and the compact row both do: recorded, or corrected when
 * the table has one; a refusal kept for the place that shows it, with the table's players named;
 * the core's warnings on an implausible result kept to show (worded when shown).
 */
export function useTableResult(
  props: RoundsProps & { round: Round; table: Table },
  seats: BySeat<string>,
  onSaved: () => void,
) {
  const [refusal, setRefusal] = useState<unknown>(null);
  const [warnings, setWarnings] = useState<ResultWarning[]>([]);
  const { round, table } = props;
  const save = async (input: ResultInput) => {
    const accepted = await props.act(
      table.result
        ? { kind: "correctResult", round: round.number, table: table.number, result: input }
        : { kind: "recordResult", round: round.number, table: table.number, result: input },
      { seats, showHere: setRefusal },
    );
    if (!accepted) return;
    setRefusal(null);
    // An implausible result is recorded as entered; the organizer is told what to check.
    setWarnings(accepted.kind === "resultRecorded" || accepted.kind === "resultCorrected" ? accepted.warnings : []);
    onSaved();
  };
  return { save, refusal, setRefusal, warnings };
}

/** The core's warnings on a recorded result, worded in the reader's language. */
export function ResultWarnings(props: { warnings: ResultWarning[]; seats: BySeat<string>; testId: string }) {
  const { t } = useI18n();
  if (props.warnings.length === 0) return null;
  return (
    <div class="notice" role="status" data-testid={props.testId}>
      <p>{t("event.rounds.resultWarnings")}</p>
      <ul class="warnings">
        {props.warnings
          .map((w) => resultWarningText(t, props.seats, w))
          .map((w, i) => (
            <li key={i} class="warning">
              ⚠ {w}
            </li>
          ))}
      </ul>
    </div>
  );
}

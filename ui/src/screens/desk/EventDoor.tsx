import { useEffect, useState } from "preact/hooks";
import { commands, type RulesetKind } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { MISSING_EVENT_DESK, RULESETS, type DeskDoorProps } from "./registry";

/**
 * The desk of a saved event, whichever its rules: the event's summary says which ruleset it runs
 * under (read once from its journal by the core), and that ruleset's desk opens it.
 */
export function EventDoor(
  props: DeskDoorProps & {
    /** Opens the event's statistics (the app's router), for either game's desk. */
    openStatistics?: (id: string, name: string) => void;
  },
) {
  const { t } = useI18n();
  const [ruleset, setRuleset] = useState<RulesetKind | null>(null);
  const [name, setName] = useState("");
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    call(commands.listEvents())
      .then((events) => {
        const event = events.find((e) => e.id === props.id);
        setName(event?.title ?? "");
        setRuleset(event?.ruleset ?? MISSING_EVENT_DESK);
      })
      .catch(setError);
  }, [props.id]);
  if (error !== null) return <ErrorNotice error={error} />;
  if (ruleset === null) return null;
  const { Desk } = RULESETS[ruleset];
  const { openStatistics } = props;
  return (
    <>
      {openStatistics && (
        <nav class="desk-links">
          <button type="button" class="secondary-button" data-testid="desk-statistics" onClick={() => openStatistics(props.id, name)}>
            {t("stats.open")}
          </button>
        </nav>
      )}
      <Desk id={props.id} openDraft={props.openDraft} />
    </>
  );
}

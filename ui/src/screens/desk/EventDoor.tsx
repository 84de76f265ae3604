import { useEffect, useState } from "preact/hooks";
import { commands, type EventIdentity } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { RULESETS, type DeskDoorProps } from "./registry";
import { DeskLinks } from "./shared/DeskFrame";

/**
 * The desk of a saved event, whichever its rules: the core reads the ruleset from the event's
 * journal header, and that ruleset's desk opens it. An event that is gone is said in the
 * organizer's words.
 */
export function EventDoor(
  props: DeskDoorProps & {
    /** Opens the event's statistics (the app's router), for either game's desk. */
    openStatistics?: (id: string, name: string) => void;
  },
) {
  const { t } = useI18n();
  const [event, setEvent] = useState<EventIdentity | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setEvent(null);
    setError(null);
    call(commands.eventIdentity(props.id)).then(setEvent, setError);
  }, [props.id]);
  if (error !== null) return <ErrorNotice error={error} testId="event-door-error" />;
  if (event === null) return null;
  const { Desk } = RULESETS[event.ruleset];
  const { openStatistics } = props;
  // The statistics link sits in the desk's title row (DeskFrame), taking no line of its own.
  return (
    <DeskLinks.Provider
      value={
        openStatistics && (
          <nav class="desk-links">
            <button type="button" class="secondary-button" data-testid="desk-statistics" onClick={() => openStatistics(props.id, event.title)}>
              {t("stats.open")}
            </button>
          </nav>
        )
      }
    >
      <Desk id={props.id} openDraft={props.openDraft} openEvent={props.openEvent} />
    </DeskLinks.Provider>
  );
}

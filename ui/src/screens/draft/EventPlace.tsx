// Where a table draft of an event belongs, so the players and the organizer see which game it is
// (event, round, table, scenario), and the way back to that event's desk.
import { useEffect, useState } from "preact/hooks";
import { commands, type EventTableRef } from "../../bindings";
import { call } from "../../lib/call";
import { useI18n } from "../../lib/i18n-context";
import { scenarioLabel, useGameNames } from "../../lib/names";

export function EventPlace(props: {
  place: EventTableRef;
  /** The draft's scenario id, if the event set one. */
  scenario: string | null;
  toDesk?: ((eventId: string) => void) | undefined;
}) {
  const { t, language } = useI18n();
  const { catalog } = useGameNames();
  const [title, setTitle] = useState<string | null>(null);
  const { eventId, round, table } = props.place;

  useEffect(() => {
    let live = true;
    // The event's name is a nicety: without it the round and table still say where this is.
    call(commands.listEvents())
      .then((events) => live && setTitle(events.find((e) => e.id === eventId)?.title ?? null))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [eventId]);

  const scenario = props.scenario === null ? t("draft.event.noScenario") : scenarioLabel(catalog, language, props.scenario);
  return (
    <div class="event-place" data-testid="draft-event-place">
      <span>
        {title && <strong>{title} · </strong>}
        {t("draft.event.place", { round, table, scenario })}
      </span>
      {props.toDesk && (
        <button class="secondary" data-testid="back-to-desk" onClick={() => props.toDesk?.(eventId)}>
          ← {t("draft.event.back")}
        </button>
      )}
    </div>
  );
}

import { useEffect, useState } from "preact/hooks";
import { commands, type EventSummary, type RulesetKind } from "../../bindings";
import { call } from "../../lib/call";
import { formatWhen } from "../../lib/dates";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { RULESET_KINDS, RULESETS } from "./registry";
import "./shared/desk.css";

/** The desk's entrance: the saved events to continue, and a new event's setup. */
export function EventStart(props: { open: (id: string) => void }) {
  const { t, language } = useI18n();
  const [events, setEvents] = useState<EventSummary[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  // Which game's rules the new event runs under: the first offered until the organizer chooses.
  const [game, setGame] = useState<RulesetKind>(RULESET_KINDS[0]!);
  const { Setup } = RULESETS[game];

  useEffect(() => {
    call(commands.listEvents()).then(setEvents).catch(setError);
  }, []);
  // The saved events go above the new event's setup: until they are listed, nothing is shown, so
  // the setup never moves down under a pointer about to click it.
  const listing = events === null && error === null;

  return (
    <main class="event-start" data-testid="event-start" aria-busy={listing}>
      <h1>{t("event.start.title")}</h1>
      <ErrorNotice error={error} />
      {events && events.length > 0 && (
        <section>
          <h2>{t("event.start.saved")}</h2>
          <ul class="event-list" data-testid="event-list">
            {events.map((e) => (
              <li key={e.id}>
                <button class="event-list-item" data-testid={`event-open-${e.id}`} onClick={() => props.open(e.id)}>
                  <span class="event-list-title">
                    {e.title}
                    {RULESETS[e.ruleset].namedInList && <span class="muted"> · {t(RULESETS[e.ruleset].label)}</span>}
                  </span>
                  <span class="muted">
                    {t("event.start.changed", { date: formatWhen(e.updatedAt, language), actions: e.entryCount })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {!listing && (
        <section>
          <h2>{t("event.start.new")}</h2>
          <fieldset class="event-choices" data-testid="event-game">
            <legend>{t("ia.ruleset.choose")}</legend>
            {RULESET_KINDS.map((choice) => (
              <button
                type="button"
                key={choice}
                class={`choice ${game === choice ? "chosen" : ""}`}
                aria-pressed={game === choice}
                data-testid={`event-game-${RULESETS[choice].word}`}
                onClick={() => setGame(choice)}
              >
                {t(RULESETS[choice].label)}
              </button>
            ))}
          </fieldset>
          <Setup onCreated={props.open} />
        </section>
      )}
    </main>
  );
}

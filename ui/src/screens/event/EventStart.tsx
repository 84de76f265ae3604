import { useEffect, useState } from "preact/hooks";
import type { EventSummary } from "../../bindings";
import { describeError } from "../../lib/backend";
import { useI18n } from "../../lib/i18n-context";
import { eventApi } from "./api";
import { EventSetup } from "./EventSetup";
import "./event.css";

/** The desk's entrance: the saved events to continue, and a new event's setup. */
export function EventStart(props: { open: (id: string) => void }) {
  const { t, language } = useI18n();
  const [events, setEvents] = useState<EventSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    eventApi
      .list()
      .then(setEvents)
      .catch((e) => setError(describeError(e)));
  }, []);

  const date = (seconds: number) =>
    new Date(seconds * 1000).toLocaleString(language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <main class="event-start">
      <h1>{t("event.start.title")}</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {events && events.length > 0 && (
        <section>
          <h2>{t("event.start.saved")}</h2>
          <ul class="event-list" data-testid="event-list">
            {events.map((e) => (
              <li key={e.id}>
                <button class="event-list-item" data-testid={`event-open-${e.id}`} onClick={() => props.open(e.id)}>
                  <span class="event-list-title">{e.title}</span>
                  <span class="muted">
                    {t("event.start.changed", { date: date(e.updatedAt), actions: e.entryCount })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section>
        <h2>{t("event.start.new")}</h2>
        <EventSetup onCreated={props.open} />
      </section>
    </main>
  );
}

// The pace clock of an event's table drafts (docs/rulings.md, "The pace clock"): off unless the
// organizer sets it; each draft started afterwards records it, drafts already started keep theirs.
import { useEffect, useState } from "preact/hooks";
import { commands } from "../../../bindings";
import { call } from "../../../lib/call";
import { ErrorNotice } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";

export function EventClock(props: { eventId: string; readOnly: boolean }) {
  const { t } = useI18n();
  const [timed, setTimed] = useState(false);
  const [graceSeconds, setGraceSeconds] = useState(60);
  const [reserveSeconds, setReserveSeconds] = useState(180);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    Promise.resolve()
      .then(() => call(commands.eventPaceClock(props.eventId)))
      .then((clock) => {
        if (!current) return;
        setTimed(clock !== null);
        if (clock) {
          setGraceSeconds(clock.graceSeconds);
          setReserveSeconds(clock.reserveSeconds);
        }
      })
      .catch((e) => current && setError(e));
    return () => {
      current = false;
    };
  }, [props.eventId]);

  const save = async () => {
    setSaved(false);
    try {
      await call(commands.setEventPaceClock(props.eventId, timed ? { graceSeconds, reserveSeconds } : null));
      setError(null);
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  };
  const seconds = (text: string) => Math.max(0, Math.floor(Number(text) || 0));

  return (
    <details class="event-clock" data-testid="event-clock">
      <summary>{t("draft.clock.title")}</summary>
      <label class="check">
        <input
          type="checkbox"
          data-testid="event-clock-on"
          disabled={props.readOnly}
          checked={timed}
          onChange={(e) => setTimed(e.currentTarget.checked)}
        />
        {t("draft.clock.on")}
      </label>
      {timed && (
        <>
          <label>
            {t("draft.clock.grace")}
            <input type="number" min={1} max={600} value={graceSeconds} onInput={(e) => setGraceSeconds(seconds(e.currentTarget.value))} />
          </label>
          <label>
            {t("draft.clock.reserve")}
            <input type="number" min={0} max={3600} value={reserveSeconds} onInput={(e) => setReserveSeconds(seconds(e.currentTarget.value))} />
          </label>
        </>
      )}
      <p class="muted">{t("event.clock.hint")}</p>
      <button data-testid="event-clock-save" disabled={props.readOnly} onClick={save}>
        {t("event.clock.save")}
      </button>
      {saved && <span class="muted">{t("event.clock.saved")}</span>}
      <ErrorNotice error={error} />
    </details>
  );
}

import { useEffect, useRef, useState } from "preact/hooks";
import { commands } from "../../../bindings";
import { useI18n } from "../../../lib/i18n-context";
import * as timer from "./timer";

const KEY = (eventId: string) => `hexadraft.event.${eventId}.timer`;
const DEFAULT_MINUTES = 90;

/** The round timer: the organizer sets the length, starts, pauses and resets it, and shows it
 * full screen for the room. It keeps counting while the desk shows something else. */
export function TimerPanel(props: {
  eventId: string;
  now?: () => number;
  /** The round's length the ruleset sets (the AGL leaves it to the organizer: 90 minutes). */
  defaultMinutes?: number;
  /** What the ruleset says of the round's time, shown above the timer. */
  note?: string;
}) {
  const { t } = useI18n();
  const now = props.now ?? Date.now;
  const [state, setState] = useState<timer.TimerState>(
    () => timer.parse(localStorage.getItem(KEY(props.eventId))) ?? timer.newTimer(props.defaultMinutes ?? DEFAULT_MINUTES),
  );
  const [, setTick] = useState(0);
  const [full, setFull] = useState(false);
  const overlay = useRef<HTMLDivElement>(null);

  const update = (next: timer.TimerState) => {
    setState(next);
    localStorage.setItem(KEY(props.eventId), JSON.stringify(next));
    showInRoom(next);
  };

  // The room page (players' phones, a projector) shows the same timer; without a phone session
  // the call does nothing.
  const showInRoom = (current: timer.TimerState) => {
    const at = now();
    void Promise.resolve(
      commands.setRoomTimer({
        durationSeconds: Math.round(current.durationMs / 1000),
        remainingSeconds: Math.round(timer.remaining(current, at) / 1000),
        running: timer.isRunning(current),
      }),
    ).catch(() => undefined);
  };
  useEffect(() => showInRoom(state), []);

  useEffect(() => {
    if (!timer.isRunning(state)) return;
    const handle = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(handle);
  }, [state.startedAt]);

  const toggle = () => update(timer.toggle(state, now()));
  const reset = () => update(timer.reset(state));

  const enterFull = () => {
    setFull(true);
    // The browser's full screen where the window allows it; the overlay fills the window anyway.
    requestAnimationFrame(() => {
      const element = overlay.current;
      if (element?.requestFullscreen) element.requestFullscreen().catch(() => undefined);
    });
  };
  const leaveFull = () => {
    setFull(false);
    if (document.fullscreenElement) void document.exitFullscreen?.().catch(() => undefined);
  };

  // In the browser's full screen the webview spends the first Escape on leaving it and never
  // passes the key on: leaving the browser's full screen, however it happens, closes the overlay
  // too, so one Escape is enough.
  const wentFull = useRef(false);
  useEffect(() => {
    const onChange = () => {
      if (document.fullscreenElement) wentFull.current = true;
      else if (wentFull.current) {
        wentFull.current = false;
        setFull(false);
      }
    };
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  // Space starts and pauses, Alt+F shows it full screen, Escape leaves full screen (and only
  // that: the desk stays open).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const tag = (e.target as HTMLElement | null)?.tagName ?? "";
      const typing = ["INPUT", "TEXTAREA", "SELECT", "BUTTON"].includes(tag);
      if (e.key === " " && !typing) {
        e.preventDefault();
        toggle();
      } else if (e.altKey && (e.key === "f" || e.key === "F")) {
        e.preventDefault();
        if (full) leaveFull();
        else enterFull();
      } else if (e.key === "Escape" && full) {
        e.stopImmediatePropagation();
        leaveFull();
      }
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  });

  const left = timer.remaining(state, now());
  const over = left < 0;
  const running = timer.isRunning(state);
  const controls = (
    <div class="timer-controls">
      <button class="primary big" data-testid="timer-toggle" aria-keyshortcuts="Space" onClick={toggle}>
        {running ? t("event.timer.pause") : t("event.timer.start")}
      </button>
      <button class="secondary big" data-testid="timer-reset" onClick={reset}>
        {t("event.timer.reset")}
      </button>
    </div>
  );

  return (
    <div class="timer-panel">
      {props.note && (
        <p class="hint" data-testid="timer-note">
          {props.note}
        </p>
      )}
      <label class="event-field narrow">
        <span>{t("event.timer.minutes")}</span>
        <input
          type="number"
          data-testid="timer-minutes"
          min={1}
          max={timer.MAX_MINUTES}
          value={Math.round(state.durationMs / 60_000)}
          onInput={(e) => {
            const minutes = Number((e.currentTarget as HTMLInputElement).value);
            if (Number.isFinite(minutes) && minutes > 0) update(timer.setMinutes(state, minutes));
          }}
        />
      </label>
      <p class={`timer-display ${over ? "over" : ""}`} data-testid="timer-display" role="timer" aria-live="off">
        {timer.format(left)}
      </p>
      {over && <p class="timer-over">{t("event.timer.over")}</p>}
      {controls}
      <button class="secondary" data-testid="timer-full" aria-keyshortcuts="Alt+F" onClick={enterFull}>
        {t("event.timer.fullScreen")}
      </button>
      {full && (
        <div class="timer-overlay" ref={overlay} data-testid="timer-overlay">
          {/* The digits are sized by their count to fit the screen's width (event.css). */}
          <p
            class={`timer-display huge ${over ? "over" : ""}`}
            data-testid="timer-huge"
            style={{ "--chars": timer.format(left).length }}
          >
            {timer.format(left)}
          </p>
          {over && <p class="timer-over">{t("event.timer.over")}</p>}
          {controls}
          <button class="secondary" data-testid="timer-leave" onClick={leaveFull}>
            {t("event.timer.leave")}
          </button>
        </div>
      )}
    </div>
  );
}

// The round timer's logic, apart from the screen so it can be tested with any clock: the state
// records when it was started (wall-clock milliseconds) and how much had run before, so it keeps
// counting while the screen is elsewhere and survives a reload.

export type TimerState = {
  /** The round's length, in milliseconds. */
  durationMs: number;
  /** Time that ran before the last start, in milliseconds. */
  elapsedMs: number;
  /** When it was last started, or null while paused. */
  startedAt: number | null;
};

const MINUTE = 60_000;
/** Longest round the timer takes: ten hours. */
export const MAX_MINUTES = 600;

export function newTimer(minutes: number): TimerState {
  return { durationMs: clampMinutes(minutes) * MINUTE, elapsedMs: 0, startedAt: null };
}

export function clampMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return 1;
  return Math.min(MAX_MINUTES, Math.max(1, Math.round(minutes)));
}

export function isRunning(state: TimerState): boolean {
  return state.startedAt !== null;
}

export function elapsed(state: TimerState, now: number): number {
  return state.elapsedMs + (state.startedAt === null ? 0 : Math.max(0, now - state.startedAt));
}

/** Milliseconds left; negative once the time is up (the overtime shows). */
export function remaining(state: TimerState, now: number): number {
  return state.durationMs - elapsed(state, now);
}

export function start(state: TimerState, now: number): TimerState {
  return state.startedAt === null ? { ...state, startedAt: now } : state;
}

export function pause(state: TimerState, now: number): TimerState {
  return state.startedAt === null ? state : { ...state, elapsedMs: elapsed(state, now), startedAt: null };
}

export function toggle(state: TimerState, now: number): TimerState {
  return isRunning(state) ? pause(state, now) : start(state, now);
}

export function reset(state: TimerState): TimerState {
  return { ...state, elapsedMs: 0, startedAt: null };
}

/** A new length; the time already run is kept. */
export function setMinutes(state: TimerState, minutes: number): TimerState {
  return { ...state, durationMs: clampMinutes(minutes) * MINUTE };
}

/** The clock's words, shared with the room page on the phones (`lib/clock`). */
export { formatClock as format } from "../../../lib/clock";

/** Reads a saved timer, or null when there is none or it does not read. */
export function parse(text: string | null): TimerState | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<TimerState>;
    if (
      typeof value.durationMs === "number" &&
      typeof value.elapsedMs === "number" &&
      (value.startedAt === null || typeof value.startedAt === "number")
    ) {
      return { durationMs: value.durationMs, elapsedMs: value.elapsedMs, startedAt: value.startedAt };
    }
  } catch {
    // a damaged saved timer is simply replaced
  }
  return null;
}

// The core's answers as the generated bindings hand them to the screens: a value, or a refusal
// with its stable code. Tests mock `bindings`' commands with these.
import type { ErrorReport } from "../bindings";

export const ok = <T,>(data: T) => Promise.resolve({ status: "ok" as const, data });

export const failed = (error: ErrorReport) => Promise.resolve({ status: "error" as const, error });

/** An error report the core would send for `error` (its typed form), with a made-up message. */
export const report = (code: string, error: object): ErrorReport =>
  ({ code, clause: null, message: code, error }) as unknown as ErrorReport;

/** The screen showed an older event: the journal has `now` entries, the screen saw `seen`. */
export const staleReport = (seen = 1, now = 2) => report("conflict.stale", { kind: "conflict", conflict: { kind: "stale", seen, now } });

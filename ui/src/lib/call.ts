// The one door to the Rust core's answers. The generated commands (../bindings) answer either
// `{status: "ok", data}` or `{status: "error", error: ErrorReport}`; `call` turns that into the
// value or a thrown `UserError` carrying the typed report, which `ErrorNotice` words in the
// reader's language.
import { useState } from "preact/hooks";
import type { AppError, ErrorReport } from "../bindings";

/** A refusal or failure from the core, with its typed report. */
export class UserError extends Error {
  readonly report: ErrorReport;
  constructor(report: ErrorReport) {
    // The core's English words, for logs; people read ErrorNotice's.
    super(report.message);
    this.name = "UserError";
    this.report = report;
  }
}

/** What a generated command that can fail answers. */
export type CommandResult<T> = { status: "ok"; data: T } | { status: "error"; error: ErrorReport };

/** The value of a command's answer, or a thrown `UserError`. */
export async function call<T>(answer: Promise<CommandResult<T>> | CommandResult<T>): Promise<T> {
  const outcome = await answer;
  if (outcome.status === "ok") return outcome.data;
  throw new UserError(outcome.error);
}

/** The typed error inside anything thrown, when it came from the core. */
export function appErrorOf(error: unknown): AppError | null {
  return error instanceof UserError ? error.report.error : null;
}

/** Whether the journal changed since the screen was drawn: the screen should look again. */
export function isStale(error: unknown): boolean {
  const e = appErrorOf(error);
  return e?.kind === "conflict" && e.conflict.kind === "stale";
}

/**
 * A screen's calls to the core: `run` marks the screen busy, keeps what the call threw for
 * `ErrorNotice`, and answers the value, or `undefined` when the call failed.
 */
export function useCommand() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    setBusy(true);
    setError(null);
    try {
      return await action();
    } catch (e) {
      setError(e);
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run, clear: () => setError(null) };
}

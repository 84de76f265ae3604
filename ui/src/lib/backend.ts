// The one door to the Rust core. Screens call these functions, never `invoke` directly, so
// errors always arrive as a `UserError` with words a person can read.
import { commands, type CommandError } from "../bindings";

/** A refusal or failure from the core, carrying its typed reason. */
export class UserError extends Error {
  readonly detail: CommandError;
  constructor(detail: CommandError) {
    super(detail.message);
    this.detail = detail;
  }
}

type Outcome<T> = { status: "ok"; data: T } | { status: "error"; error: CommandError };

/** Turns a typed command result into a value or a thrown `UserError`. */
export function unwrap<T>(outcome: Outcome<T>): T {
  if (outcome.status === "ok") return outcome.data;
  throw new UserError(outcome.error);
}

/** Plain words for any error thrown while talking to the core. */
export function describeError(error: unknown): string {
  if (error instanceof UserError) return error.message;
  if (error instanceof Error) return error.message;
  return String(error);
}

export const backend = {
  appInfo: () => commands.appInfo(),
  listCharacters: (product: string | null = null) => commands.listCharacters({ product }),
  getCharacter: async (id: string) => unwrap(await commands.getCharacter(id)),
};

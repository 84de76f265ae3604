// Small display helpers for the catalog screen.

/** A Tactics card number as printed, with leading zeros ("019"). */
export function cardNumber(n: number | null): string {
  return n === null ? "" : String(n).padStart(3, "0");
}

/** Reads a whole number typed by the user: `null` for an empty field, `NaN` for anything else. */
export function readWholeNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^\d{1,5}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Whether the key press came from a text field (single-key shortcuts must not fire there). */
export function typingInField(event: KeyboardEvent): boolean {
  const target = event.target as HTMLElement | null;
  const tag = target?.tagName;
  return tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT" || !!target?.isContentEditable;
}

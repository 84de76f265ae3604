// Moments as the reader's language writes them. The core sends times as whole seconds since
// 1970 (UTC); they are shown in the computer's time zone.
import type { Language } from "../i18n";

const formats = new Map<Language, Intl.DateTimeFormat>();

/** A moment, e.g. "21 Nov 2026, 19:30" / "21 nov 2026, 19:30" / "21 nov. 2026, 19:30". */
export function formatWhen(unixSeconds: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" });
    formats.set(language, format);
  }
  return format.format(new Date(unixSeconds * 1000));
}

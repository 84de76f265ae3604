// A refusal in the phone's language, through the same error tables as the desktop (the core
// sends every refusal typed, with its code): characters and seats named as this page names them,
// and the rule as the rules text cites it.
import type { Language } from "../i18n";
import { errorWords } from "../lib/errors/describe";
import { PhoneError, type SeatPage } from "./api";

export function refusalWords(error: unknown, page: SeatPage, language: Language): string {
  if (!(error instanceof PhoneError) || !error.report) return error instanceof Error ? error.message : String(error);
  const players = page.draft.view.players;
  const words = errorWords(language, {
    character: (id) => page.names[id],
    seat: (seat) => players[seat].name,
  });
  try {
    const described = words.report(error.report);
    const rule = described.clause ? [words.rule(described.clause)] : [];
    return [described.message, ...described.details, ...rule].join(" ");
  } catch {
    // A kind this page has no words for: the app's English words, as sent.
    return error.report.message;
  }
}

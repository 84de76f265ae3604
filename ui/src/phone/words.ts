// A refusal in the phone's language, through the same error tables as the desktop (the core
// sends every refusal typed, with its code): characters and seats named as this page names them,
// and the rule as the rules text cites it.
import type { Language } from "../i18n";
import { errorWords, type Names } from "../lib/errors/describe";
import { PhoneError, type PlayerPage, type SeatPage } from "./api";

/** The names a refusal may need, from what the page shows. */
function namesOf(page: SeatPage | PlayerPage): Names {
  if ("draft" in page) {
    const players = page.draft.view.players;
    return { character: (id) => page.names[id], seat: (seat) => players[seat].name };
  }
  const game = page.game;
  return {
    player: (id) => (id === page.player ? page.name : undefined),
    seat: (seat) => game?.players[seat],
  };
}

export function refusalWords(error: unknown, page: SeatPage | PlayerPage, language: Language): string {
  if (!(error instanceof PhoneError) || !error.report) return error instanceof Error ? error.message : String(error);
  const words = errorWords(language, namesOf(page));
  try {
    const described = words.report(error.report);
    const rule = described.clause ? [words.rule(described.clause)] : [];
    return [described.message, ...described.details, ...rule].join(" ");
  } catch {
    // A kind this page has no words for: the app's English words, as sent.
    return error.report.message;
  }
}

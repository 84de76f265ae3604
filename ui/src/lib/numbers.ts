// Numbers as the reader's language writes them ("1064,00" in Spanish and French, "1064.00" in
// English): ratings and rating changes carry two decimals.
import type { Language } from "../i18n";

const formats = new Map<string, Intl.NumberFormat>();

function formatOf(language: Language, signed: boolean): Intl.NumberFormat {
  const key = `${language}:${signed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // A rating is a score, not an amount: no thousands separator, as the rules print them.
      useGrouping: false,
      signDisplay: signed ? "exceptZero" : "auto",
    });
    formats.set(key, format);
  }
  return format;
}

/** An AGL Rating with two decimals in the language's own writing; "—" when there is none. */
export function formatRating(language: Language, rating: number | null): string {
  return rating === null ? "—" : formatOf(language, false).format(rating);
}

/** A rating change with its sign ("+12.34", "-3,50"); "—" when there is none. */
export function formatRatingChange(language: Language, change: number | null): string {
  return change === null ? "—" : formatOf(language, true).format(change);
}

// Message catalogs: the app's common messages plus one file per screen area, each giving the same
// keys in English, Spanish and French. Messages are ICU MessageFormat, formatted by FormatJS's
// intl-messageformat: `{name}` fills a value, `{count, plural, one {# table} other {# tables}}`
// picks the language's plural form and numbers follow the language's conventions. A test checks
// that every language has every key with the same parameters.
import { IntlMessageFormat } from "intl-messageformat";
import { en as commonEn } from "./en";
import { es as commonEs } from "./es";
import { fr as commonFr } from "./fr";
import { areaMessages } from "./areas";

export type Language = "en" | "es" | "fr";
export const LANGUAGES: { code: Language; name: string }[] = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "fr", name: "Français" },
];

type AreaKeys = {
  [A in keyof typeof areaMessages]: keyof (typeof areaMessages)[A]["en"];
}[keyof typeof areaMessages];
export type MessageKey = keyof typeof commonEn | AreaKeys;

/** The values a message is filled with. */
export type MessageParams = Record<string, string | number>;

/** A message looked up in the reader's language and filled. */
export type T = (key: MessageKey, params?: MessageParams) => string;

function merged(language: Language): Record<string, string> {
  const common = { en: commonEn, es: commonEs, fr: commonFr }[language];
  const result: Record<string, string> = { ...common };
  const areas: Record<string, Record<Language, Record<string, string>>> = areaMessages;
  for (const area of Object.values(areas)) Object.assign(result, area[language]);
  return result;
}

export const catalogs: Record<Language, Record<string, string>> = {
  en: merged("en"),
  es: merged("es"),
  fr: merged("fr"),
};

const compiled = new Map<string, IntlMessageFormat>();

/** The compiled form of an ICU message (kept: a message is parsed once per language). */
export function compile(language: Language, message: string): IntlMessageFormat {
  const key = `${language}\u0000${message}`;
  let format = compiled.get(key);
  if (!format) {
    // Tags are not used: a `<` in a message is text.
    format = new IntlMessageFormat(message, language, undefined, { ignoreTag: true });
    compiled.set(key, format);
  }
  return format;
}

/** Fills an ICU message. Throws on a syntax error or a missing value. */
export function formatMessage(language: Language, message: string, params: MessageParams = {}): string {
  return String(compile(language, message).format(params));
}

/** Looks a message up and fills it; a message missing a value is shown as written. */
export function translate(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = catalogs[language][key] ?? catalogs.en[key] ?? key;
  try {
    return formatMessage(language, template, params);
  } catch {
    return template;
  }
}

/**
 * The language to start in: the first of `chosen` that is one (a window's given language, the
 * saved choice), else the system's, else English.
 */
export function initialLanguage(saved: string | null | (string | null)[], system: string): Language {
  const chosen = Array.isArray(saved) ? saved : [saved];
  for (const candidate of [...chosen.map((c) => c ?? ""), system.slice(0, 2)]) {
    if (candidate === "en" || candidate === "es" || candidate === "fr") return candidate;
  }
  return "en";
}

// Message catalogs: the app's common messages plus one file per screen area, each giving the same
// keys in English, Spanish and French. A test checks that every language has every key.
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

/** Looks a message up and fills its `{name}` placeholders. */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogs[language][key] ?? catalogs.en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The language to start in: the saved choice, else the system's, else English. */
export function initialLanguage(saved: string | null, system: string): Language {
  for (const candidate of [saved ?? "", system.slice(0, 2)]) {
    if (candidate === "en" || candidate === "es" || candidate === "fr") return candidate;
  }
  return "en";
}

import { en, type MessageKey } from "./en";
import { es } from "./es";
import { fr } from "./fr";

export type { MessageKey };
export type Language = "en" | "es" | "fr";
export const LANGUAGES: { code: Language; name: string }[] = [
  { code: "en", name: "English" },
  { code: "es", name: "Español" },
  { code: "fr", name: "Français" },
];

const catalogs: Record<Language, Record<MessageKey, string>> = { en, es, fr };

/** Looks a message up and fills its `{name}` placeholders. */
export function translate(
  language: Language,
  key: MessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogs[language][key] ?? en[key];
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

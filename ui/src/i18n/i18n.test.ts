import { describe, expect, it } from "vitest";
import { messageArguments } from "./arguments";
import { catalogs, formatMessage, initialLanguage, translate, type Language } from "./index";

const LANGUAGES: Language[] = ["en", "es", "fr"];

/** Values for every argument of a message: plurals get `count`, selects their first option. */
function sampleValues(language: Language, message: string, count: number) {
  const { uses, selects } = messageArguments(language, message);
  const values: Record<string, string | number> = {};
  for (const [name, use] of uses) {
    values[name] = use === "plural" || use === "number" ? count : use === "select" ? (selects.get(name)?.[0] ?? "other") : `‹${name}›`;
  }
  return values;
}

describe("message catalogs", () => {
  it("have the same keys in every language", () => {
    const keys = Object.keys(catalogs.en).sort();
    expect(Object.keys(catalogs.es).sort()).toEqual(keys);
    expect(Object.keys(catalogs.fr).sort()).toEqual(keys);
  });

  it("ask for the same values in every language", () => {
    for (const [key, text] of Object.entries(catalogs.en)) {
      const wanted = [...messageArguments("en", text).uses.keys()].sort();
      for (const language of ["es", "fr"] as const) {
        const other = catalogs[language][key] ?? "";
        expect([...messageArguments(language, other).uses.keys()].sort(), `${language} ${key}`).toEqual(wanted);
      }
    }
  });

  it("are valid ICU messages that fill completely, in the singular and the plural", () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(catalogs[language])) {
        for (const count of [1, 2, 21]) {
          const filled = formatMessage(language, text, sampleValues(language, text, count));
          expect(filled, `${language} ${key}`).not.toMatch(/[{}]/);
        }
      }
    }
  });

  it("pick the plural form of the language", () => {
    expect(translate("en", "event.roster.imported", { count: 1 })).toBe("1 player imported.");
    expect(translate("en", "event.roster.imported", { count: 5 })).toBe("5 players imported.");
    expect(translate("es", "event.roster.imported", { count: 1 })).toBe("1 jugador importado.");
    expect(translate("es", "event.roster.imported", { count: 0 })).toBe("0 jugadores importados.");
    // French counts zero as singular.
    expect(translate("fr", "event.roster.imported", { count: 0 })).toBe("0 joueur importé.");
    expect(translate("fr", "event.roster.imported", { count: 2 })).toBe("2 joueurs importés.");
    expect(translate("en", "common.ordinal", { n: 22 })).toBe("22nd");
    expect(translate("fr", "common.ordinal", { n: 1 })).toBe("1er");
  });

  it("fill placeholders and leave a message missing a value as written", () => {
    expect(translate("es", "home.characters", { count: 28 })).toBe("Personajes del catálogo (28)");
    expect(translate("en", "home.characters")).toBe("Characters in the catalog ({count})");
  });

  it("start in the saved language, else the system's, else English", () => {
    expect(initialLanguage("fr", "es-ES")).toBe("fr");
    expect(initialLanguage(null, "es-ES")).toBe("es");
    expect(initialLanguage(null, "de-DE")).toBe("en");
  });
});

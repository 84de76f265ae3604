import { describe, expect, it } from "vitest";
import { catalogs, initialLanguage, translate } from "./index";

describe("message catalogs", () => {
  it("have the same keys in every language", () => {
    const keys = Object.keys(catalogs.en).sort();
    expect(Object.keys(catalogs.es).sort()).toEqual(keys);
    expect(Object.keys(catalogs.fr).sort()).toEqual(keys);
  });

  it("keep every placeholder of the English message", () => {
    for (const [key, text] of Object.entries(catalogs.en)) {
      const placeholders = (text.match(/\{\w+\}/g) ?? []).sort();
      for (const other of [catalogs.es, catalogs.fr]) {
        expect(((other[key] ?? "").match(/\{\w+\}/g) ?? []).sort(), key).toEqual(placeholders);
      }
    }
  });

  it("fill placeholders and leave unknown ones visible", () => {
    expect(translate("es", "home.characters", { count: 28 })).toBe("Personajes del catálogo (28)");
    expect(translate("en", "home.characters")).toBe("Characters in the catalog ({count})");
  });

  it("start in the saved language, else the system's, else English", () => {
    expect(initialLanguage("fr", "es-ES")).toBe("fr");
    expect(initialLanguage(null, "es-ES")).toBe("es");
    expect(initialLanguage(null, "de-DE")).toBe("en");
  });
});

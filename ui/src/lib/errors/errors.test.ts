// Every refusal and failure the core can send, worded in every language. `samples.json` holds one
// sample of every error variant and every problem of every list; it is written by the Rust test
// crates/app/tests/error_samples.rs, which stops compiling when a variant is added without a
// sample. Together with the typed tables (types.ts) this fails when any code lacks words.
import { describe, expect, it } from "vitest";
import type { ErrorReport, SavedEditsProblem } from "../../bindings";
import { messageArguments } from "../../i18n/arguments";
import type { Language } from "../../i18n";
import { UserError } from "../call";
import { ERROR_MESSAGES, errorWords, type Described, type Names } from "./describe";
import samples from "./samples.json";
import type { ErrorMessages } from "./types";

const { reports, savedEdits } = samples as unknown as { reports: ErrorReport[]; savedEdits: SavedEditsProblem[] };
const LANGUAGES: Language[] = ["en", "es", "fr"];

const NAMES: Names = {
  character: (id) => ({ gata: "Gata", "wild-bill": "Wild Bill", "major-lunah": "Major Lunah" })[id],
  sponsor: (id) => ({ accesstel: "Accesstel" })[id],
  stadium: (id) => ({ "omadon-arena": "Omadon Arena" })[id],
  scenario: (id) => ({ assault: "Asalto" })[id],
  player: (id) => ({ 1: "Ana", 2: "Bo", 3: "Cy", 4: "Di" })[id],
  seat: (seat) => ({ first: "Ana", second: "Bo" })[seat],
};

const lines = (d: Described) => [d.message, ...d.details, ...(d.clause ? [d.clause] : [])];

/** What a rendered text must never show: an unfilled value, or a value that was not one. */
function expectFilled(text: string, where: string) {
  expect(text.trim(), where).not.toBe("");
  expect(text, where).not.toMatch(/[{}]|undefined|\bnull\b|\[object|NaN/);
}

const TABLES = Object.keys(ERROR_MESSAGES.en).filter((t) => t !== "words") as Exclude<keyof ErrorMessages, "words">[];

describe("error messages", () => {
  it("word every sample in every language, with every value filled", () => {
    for (const language of LANGUAGES) {
      for (const names of [NAMES, {}]) {
        const words = errorWords(language, names);
        for (const report of reports) {
          const where = `${language} ${report.code}`;
          const described = words.report(report);
          for (const line of lines(described)) expectFilled(line, where);
          // The core's English is only a fallback: no language shows it.
          if (language !== "en") expect(described.message, where).not.toBe(report.message);
        }
        for (const problem of savedEdits) {
          for (const line of lines(words.savedEdits(problem))) expectFilled(line, `${language} savedEdits.${problem.kind}`);
        }
      }
    }
  });

  it("reach every message of every table from the samples", () => {
    for (const language of LANGUAGES) {
      const seen = new Set<string>();
      const words = errorWords(language, NAMES, seen);
      for (const report of reports) words.report(report);
      for (const problem of savedEdits) words.savedEdits(problem);
      const all = TABLES.flatMap((table) => Object.keys(ERROR_MESSAGES[language][table]).map((kind) => `${table}.${kind}`));
      expect(all.filter((key) => !seen.has(key)), language).toEqual([]);
    }
  });

  it("are valid ICU messages asking for the same values in every language", () => {
    for (const table of TABLES) {
      for (const [kind, english] of Object.entries(ERROR_MESSAGES.en[table] as Record<string, string>)) {
        const wanted = [...messageArguments("en", english).uses.keys()].sort();
        for (const language of ["es", "fr"] as const) {
          const text = (ERROR_MESSAGES[language][table] as Record<string, string>)[kind] ?? "";
          expect([...messageArguments(language, text).uses.keys()].sort(), `${language} ${table}.${kind}`).toEqual(wanted);
        }
      }
    }
    for (const language of LANGUAGES) {
      const { words } = ERROR_MESSAGES[language];
      for (const text of [...Object.values(words.action), ...Object.values(words.scoreField)]) expectFilled(text, language);
    }
  });

  it("name characters, players and seats, and keep the clause as the rules text cites it", () => {
    const byCode = (code: string) => reports.find((r) => r.code === code)!;
    const es = errorWords("es", NAMES);
    const turn = es.report(byCode("refused.draft.notYourTurn"));
    expect(turn.message).toBe("No permitido: No es el turno de Bo en «selección».");
    expect(turn.clause).toContain("Building Teams");
    const unavailable = es.report(byCode("refused.draft.characterUnavailable"));
    expect(unavailable.message).toContain("Wild Bill");
    const fr = errorWords("fr", {});
    expect(fr.report(byCode("refused.draft.nothingToUndo")).message).toMatch(/^Refusé : la personne à la seconde place n’a rien à annuler/);
    const table = errorWords("en", NAMES).report(byCode("refused.event.notTheirTable"));
    expect(table.message).toBe("Table 2 of round 1 seats Cy and Di, not Ana and Bo.");
  });

  it("give plurals in the language's forms", () => {
    const report = reports.find((r) => r.code === "refused.event.resultsMissing")!;
    expect(errorWords("en", {}).report(report).message).toContain("the results of tables 2 and 3");
    expect(errorWords("es", {}).report(report).message).toContain("faltan los resultados de las mesas 2 y 3");
    expect(errorWords("fr", {}).report(report).message).toContain("les résultats des tables 2 et 3");
     const one = { kind: "teamWrongSize", expected: 4, found: 1, clause: "deckbuilding" } as const;
    expect(errorWords("en", {}).deckViolation(one)).toContain("The team has 1 character;");
    expect(errorWords("es", {}).deckViolation({ ...one, found: 3 })).toContain("El equipo tiene 3 personajes;");
  });

  it("list every problem of a list refusal, each with its own clause", () => {
    const deck = reports.find((r) => r.code === "refused.deck")!;
    const described = errorWords("fr", NAMES).report(deck);
    expect(described.message).toBe("Le deck enfreint les règles de construction :");
    expect(described.details).toHaveLength(12);
    expect(described.details[0]).toMatch(/^L’équipe a 3 personnages ; il en faut 4\. \(.*Building Teams/);
    // A card number as printed on the card, with its clause.
    expect(described.details).toContainEqual(
      expect.stringMatching(/^Il manque la Tactique Générale 009 : .*\(.*"Deckbuilding"/),
    );
    // The report's clause is the first problem's: not repeated below the list.
    expect(described.clause).toBeNull();
  });

  it("word what is thrown: a typed report, else the error's own words", () => {
    const report = reports.find((r) => r.code === "conflict.stale")!;
    const words = errorWords("es", {});
    expect(words.thrown(new UserError(report)).message).toMatch(/^Ha cambiado desde que se mostró esta pantalla/);
    expect(words.thrown(new Error("offline")).message).toBe("offline");
  });
});

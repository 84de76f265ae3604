// Every refusal and failure the core can send, worded in every language. `samples.json` holds one
// sample of every error variant and every problem of every list; it is written by the Rust test
// crates/app/tests/error_samples.rs, which stops compiling when a variant is added without a
// sample. Together with the typed tables (types.ts) this fails when any code lacks words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { ErrorReport, RosterIssue, RosterProblem, SavedEditsProblem } from "../../bindings";
import { messageArguments } from "../../i18n/arguments";
import type { Language } from "../../i18n";
import { UserError } from "../call";
import { citation, ERROR_MESSAGES, errorWords, type Described, type Names } from "./describe";
import samples from "./samples.json";
import type { ErrorMessages } from "./types";

const { reports, savedEdits, rosterIssues } = samples as unknown as {
  reports: ErrorReport[];
  savedEdits: SavedEditsProblem[];
  rosterIssues: RosterIssue[];
};
/** Each roster sample on a line of its own, the even lines naming their player. */
const rosterProblems: RosterProblem[] = rosterIssues.map((issue, i) => ({
  line: i + 2,
  player: i % 2 === 0 ? `Player ${i}` : null,
  issue,
  message: "",
}));
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
        for (const problem of rosterProblems) {
          const [line, ...more] = words.rosterProblems([problem]);
          expect(more).toEqual([]);
          expectFilled(line!, `${language} roster.${problem.issue.kind}`);
          if (language !== "en") expect(line).not.toBe(errorWords("en", names).rosterProblems([problem])[0]);
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
      words.rosterProblems(rosterProblems);
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

describe("what a person can always read", () => {
  it("word an answer that is not a typed report, never an empty notice", () => {
    // The core answers a bare sentence when it cannot read a request's arguments: an IA event
    // created with no missions showed an empty red box.
    const untyped = new UserError("invalid args `definition` for command `create_ia_event`" as unknown as ErrorReport);
    for (const language of LANGUAGES) {
      const described = errorWords(language, {}).thrown(untyped);
      expect(described.message, language).toBe(ERROR_MESSAGES[language].words.unreadableRequest);
      expectFilled(described.message, language);
      expect(described.message).not.toContain("invalid args");
    }
  });

  it("word an IA event with no missions with its rule", () => {
    const report = reports.find((r) => r.code === "refused.iaEvent.badMissionPool")!;
    const described = errorWords("en", {}).report(report);
    expect(described.message).toContain("The valid missions are 1 to 100 different names");
    expect(described.clause).toBe("IA Skirmish 1.1, Skirmish setup procedure («Procedimiento de preparación de escaramuzas»)");
  });

  it("cite every Imperial Assault section in the reader's language, with the Spanish name once beside it", () => {
    // The citations as the core writes them (the tests run from ui/).
    const clauses = readFileSync(join(process.cwd(), "..", "crates", "draft", "src", "clause.rs"), "utf8");
    const sections = [...clauses.matchAll(/"IA Skirmish 1\.1, «([^»]+)»"/g)].map((match) => match[1]!);
    expect(sections.length).toBeGreaterThan(10);
    for (const spanish of sections) {
      const cited = `IA Skirmish 1.1, «${spanish}»`;
      expect(citation("es", cited)).toBe(cited);
      for (const language of ["en", "fr"] as const) {
        const name = (ERROR_MESSAGES[language].words.iaSection as Record<string, string>)[spanish];
        expect(name, `${language} «${spanish}»`).toBeTruthy();
        const shown = citation(language, cited);
        expect(shown.split(`«${spanish}»`).length - 1, shown).toBe(1);
        if (name !== spanish) expect(shown).toBe(`IA Skirmish 1.1, ${name} («${spanish}»)`);
      }
    }
    const pairing = reports.find((r) => r.clause?.includes("«Emparejamientos»"));
    if (pairing) {
      const words = errorWords("fr", NAMES);
      expect(words.rule(words.report(pairing).clause ?? pairing.clause!)).toContain("Appariements («Emparejamientos»)");
    }
  });

  it("word an export changed after it was signed with the entry that changed, in three languages", () => {
    const altered = reports.filter((r) => r.code === "storage.importAltered");
    const entry = altered.find((r) => JSON.stringify(r.error).includes('"part":"entry"'))!;
    const signature = altered.find((r) => JSON.stringify(r.error).includes('"part":"signature"'))!;
    expect(entry.clause).toBeNull();
    expect(errorWords("en", {}).report(entry).message).toContain("changed after it was signed (entry 57 of “event-1-abc”)");
    expect(errorWords("es", {}).report(entry).message).toContain("(la entrada 57 de «event-1-abc»)");
    expect(errorWords("fr", {}).report(entry).message).toContain("(l’entrée 57 de « event-1-abc »)");
    expect(errorWords("en", {}).report(signature).message).toContain("(its signature)");
  });

  it("tell an export cut short or damaged from a file that is not one, in words and without the parser's", () => {
    const byCode = (code: string) => reports.find((r) => r.code === code)!;
    const cut = byCode("storage.importCutShort");
    const damaged = byCode("storage.importDamaged");
    const foreign = byCode("storage.importNotAnExport");
    expect(errorWords("es", {}).report(cut).message).toBe(
      "El archivo de exportación está cortado: se interrumpe en la línea 94 antes de terminar, así que no se ha importado nada. Vuelve a copiar el archivo desde donde se guardó o expórtalo de nuevo en el ordenador de origen.",
    );
    expect(errorWords("en", {}).report(damaged).message).toContain("damaged at line 12, column 7");
    expect(errorWords("fr", {}).report(foreign).message).toMatch(/^Le fichier n’est pas un export Hexadraft\./);
    for (const language of LANGUAGES) {
      for (const report of [cut, damaged, foreign]) {
        expect(errorWords(language, {}).report(report).message).not.toMatch(/EOF|while parsing|expected/);
      }
    }
  });
});

describe("a roster import's problems", () => {
  const locked = rosterIssues.find((i) => i.kind === "refused" && i.refusal.kind === "specialSponsorLocked")!;
  const players = ["Ana", "Bo", "Cy", "Di", "Eva", "Fer", "Gil", "Hugo"];

  it("say a problem shared by eight lines once, naming the lines and the players, in the reader's language", () => {
    const problems: RosterProblem[] = players.map((player, i) => ({ line: i + 2, player, issue: locked, message: "accesstel is a Special Sponsor" }));
    const es = errorWords("es", NAMES).rosterProblems(problems);
    expect(es).toHaveLength(1);
    expect(es[0]).toMatch(
      /^Líneas 2, 3, 4, 5, 6, 7, 8 y 9 \(Ana, Bo, Cy, Di, Eva, Fer, Gil y Hugo\): Accesstel es un Patrocinador Especial/,
    );
  });

  it("name the Sponsor by its name and say what to do, never the engine's English", () => {
    const problems: RosterProblem[] = players.map((player, i) => ({ line: i + 2, player, issue: locked, message: "accesstel is a Special Sponsor" }));
    for (const language of LANGUAGES) {
      const lines = errorWords(language, NAMES).rosterProblems(problems);
      expect(lines, language).toHaveLength(1);
      expect(lines[0]).toContain("Accesstel");
      expect(lines[0]).not.toContain("accesstel");
      expect(lines[0]).toContain("Hugo");
      expect(lines[0]).toContain(ERROR_MESSAGES[language].words.rosterUnlockHint);
    }
    expect(errorWords("en", NAMES).rosterProblems(problems.slice(0, 1))[0]).toMatch(/^Line 2 \(Ana\): Accesstel is a Special Sponsor/);
  });

  it("keep distinct problems apart, in the order of the file", () => {
    const column = { number: 3, heading: "Sponsor" };
    const problems: RosterProblem[] = [
      { line: 2, player: "Ana", issue: { kind: "unknownSponsor", text: "Acesstel", column }, message: "" },
      { line: 4, player: null, issue: { kind: "noName", column: { number: 1, heading: null } }, message: "" },
      { line: 5, player: "Cy", issue: { kind: "unknownSponsor", text: "Acesstel", column }, message: "" },
    ];
    expect(errorWords("fr", NAMES).rosterProblems(problems)).toEqual([
      "Lignes 2 et 5 (Ana et Cy) : « Acesstel » dans la colonne 3 (« Sponsor ») n’est pas un Sponsor du catalogue : écrivez le nom d’un Sponsor tel qu’il est imprimé.",
      "Ligne 4 : Le joueur n’a pas de nom : la colonne 1 est vide.",
    ]);
  });
});

// Words for every refusal and failure the core sends, in the reader's language. The core sends
// each error typed, with a stable code and its parameters (ui/src/bindings.ts); this module picks
// the message of each kind from the language's table and fills it with the parameters as a person
// reads them: characters, Sponsors, stadiums and scenarios by name, players by name, seats by the
// name of the player sitting there, Mods and rulesets by their printed names, and the clause
// exactly as the rules text cites it.
import type {
  AppError,
  AppRefusal,
  ArmyProblem,
  ClockRefusal,
  Conflict,
  DeckViolation,
  DefinitionProblem,
  ErrorReport,
  EventRefusal,
  IaDefinitionProblem,
  IaPackProblem,
  IaRefusal,
  InputProblem,
  LineupProblem,
  Missing,
  ModSetError,
  Outcome,
  PackProblem,
  PaperError,
  PlayerProblem,
  ReadOnly,
  Refusal,
  RosterColumn,
  RosterIssue,
  RosterProblem,
  SaltError,
  SavedEditsProblem,
  ScenarioChoice,
  ScenarioProblem,
  Seat,
  SetupProblem,
  FormatProblem,
  FormatFileError,
  StorageError,
  StructureProblem,
  TableDraftProblem,
  Unavailable,
} from "../../bindings";
import { formatMessage, translate, type Language } from "../../i18n";
import { UserError } from "../call";
import { eventTypeName, formatName, modName, outcomeName, rulesetName, statName, stepName } from "../vocabulary";
import { en } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import type { ErrorMessages } from "./types";

export const ERROR_MESSAGES: Record<Language, ErrorMessages> = { en, es, fr };

/** How the reader knows what the core names by id. Anything not given is shown as sent. */
export type Names = {
  character?: (id: string) => string | undefined;
  sponsor?: (id: string) => string | undefined;
  stadium?: (id: string) => string | undefined;
  /** A scenario's name in the reader's language. */
  scenario?: (id: string) => string | undefined;
  /** An event's player, by number. */
  player?: (id: number) => string | undefined;
  /** The name of the player in a seat (a draft's, or an event table's). */
  seat?: (seat: Seat) => string | undefined;
};

/** An error in words: the sentence, the problems it lists, and the rule it cites. */
export type Described = {
  message: string;
  details: string[];
  /** The clause as the rules text cites it, when no listed problem already cites it. */
  clause: string | null;
};

type Params = Record<string, string | number>;
type Convert = (value: never) => string;
type TableName = Exclude<keyof ErrorMessages, "words">;

const one = (message: string): Described => ({ message, details: [], clause: null });

/** A citation of a section of the (Spanish) Imperial Assault rules: its document and section. */
const IA_CITATION = /^(IA Skirmish 1\.1, )«([^»]+)»$/;

/**
 * A clause as the reader reads it: an Imperial Assault section by its name in the reader's
 * language with the rules text's Spanish name beside it, so it can be found in the text
 * ("Pairings («Emparejamientos»)"); anything else exactly as the rules text cites it.
 */
export function citation(language: Language, clause: string): string {
  const ia = IA_CITATION.exec(clause);
  if (!ia) return clause;
  const [, document, spanish] = ia as unknown as [string, string, string];
  const name = (ERROR_MESSAGES[language].words.iaSection as Record<string, string>)[spanish];
  if (name === undefined || name === spanish) return clause;
  return `${document}${name} («${spanish}»)`;
}

/** Sentence case: a message may start with a name or an id sent in lower case. */
const sentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The words for errors in `language`. `seen`, when given, collects each message used as
 * `table.kind` (the completeness test checks that every message is reachable).
 */
export function errorWords(language: Language, names: Names = {}, seen?: Set<string>) {
  const m = ERROR_MESSAGES[language];
  const cite = (clause: string) => citation(language, clause);
  const t = (key: Parameters<typeof translate>[1], params?: Params) => translate(language, key, params);
  const list = (items: string[]) => new Intl.ListFormat(language, { type: "conjunction" }).format(items);

  const message = (table: TableName, kind: string, params: Params): string => {
    seen?.add(`${table}.${kind}`);
    const text = (m[table] as Record<string, string>)[kind];
    if (text === undefined) throw new Error(`no ${language} message for ${table}.${kind}`);
    return formatMessage(language, text, params);
  };
  /** A message as shown on its own: a sentence (a nested one stays as its table writes it). */
  const shown = (d: Described): Described => ({
    ...d,
    message: sentence(d.message),
    details: d.details.map(sentence),
  });

  const character = (id: string) => names.character?.(id) ?? id;
  const sponsor = (id: string) => names.sponsor?.(id) ?? id;
  const stadium = (id: string) => names.stadium?.(id) ?? id;
  const scenario = (choice: string | ScenarioChoice) =>
    typeof choice === "string"
      ? (names.scenario?.(choice) ?? choice)
      : choice.kind === "official"
        ? (names.scenario?.(choice.id) ?? choice.id)
        : choice.name;
  const player = (id: number) =>
    names.player?.(id) ?? formatMessage(language, m.words.playerNumber, { number: id });
  const seat = (s: Seat) =>
    names.seat?.(s) || (s === "first" ? m.words.firstSeat : m.words.secondSeat);
  const withClause = (text: string, clause: string | null | undefined) =>
    clause ? formatMessage(language, m.words.withClause, { text, clause: cite(clause) }) : text;

  /**
   * The parameters of a typed value as a message reads them: numbers and texts as they are, a
   * boolean as `yes`/`no`, a list as the language joins it (and its length as `<name>_count`),
   * an absent value as empty (and `has_<name>` as `yes`/`no`), a Tactic slot also as the
   * Tactic's number from 1; fields named in `convert` in words. Nested errors are the caller's.
   */
  const params = (value: object, convert: Record<string, Convert> = {}): Params => {
    const out: Params = {};
    for (const [key, field] of Object.entries(value)) {
      if (key === "kind" || key === "clause") continue;
      const into = convert[key];
      if (into) {
        out[key] = (into as (v: unknown) => string)(field);
      } else if (typeof field === "string" || typeof field === "number") {
        out[key] = field;
      } else if (typeof field === "boolean") {
        out[key] = field ? "yes" : "no";
      } else if (field === null) {
        out[key] = "";
        out[`has_${key}`] = "no";
        continue;
      } else if (Array.isArray(field) && field.every((x) => typeof x !== "object")) {
        out[key] = list(field.map(String));
        out[`${key}_count`] = field.length;
      }
      if (field !== null && field !== undefined) out[`has_${key}`] = "yes";
    }
    if (typeof out.slot === "number") out.tactic = out.slot + 1;
    return out;
  };

  const seats = { seat, lineup_of: seat, team_of: seat, holder: seat } as Record<string, Convert>;
  const characters = (ids: string[]) => list(ids.map(character));

  // ----- the problems of lists -------------------------------------------------------------

  const lineupProblem = (p: LineupProblem) => message("lineup", p.kind, params(p, { character }));
  const modProblem = (p: ModSetError) =>
    message("mods", p.kind, params(p, { mod: modName, version: (v) => rulesetName(t, v) }));
  const playerProblem = (p: PlayerProblem): string =>
    p.kind === "lineup"
      ? message("player", p.kind, { problem: lineupProblem(p.problem) })
      : message("player", p.kind, params(p, { sponsor }));
  // Turns are counted from 0 in the core, from 1 for people.
  const formatProblem = (p: FormatProblem): string =>
    message(
      "formatProblem",
      p.kind,
      params(p, {
        turn: (n: number) => String(n + 1),
        hidden_turn: (n: number) => String(n + 1),
        // ICU select keys are plain words.
        action: (a: string) => (a === "hidden-pick" ? "hiddenPick" : a),
      }),
    );
  const setupProblem = (p: SetupProblem): string => {
    switch (p.kind) {
      case "mods":
        return message("setup", p.kind, { problem: modProblem(p.problem) });
      case "player":
        return message("setup", p.kind, { seat: seat(p.seat), problem: playerProblem(p.problem) });
      case "format":
        return message("setup", p.kind, { problems: list(p.problems.map(formatProblem)) });
      default:
        return message("setup", p.kind, params(p, { stadium, scenario, shared: characters }));
    }
  };
  // A card number as printed on the card: 009, not 9.
  const card = (n: number) => String(n).padStart(3, "0");
  const deckViolation = (v: DeckViolation): string =>
    withClause(message("deck", v.kind, params(v, { character, number: card })), "clause" in v ? v.clause : null);
  const scenarioProblem = (p: ScenarioProblem): string =>
    message("scenario", p.kind, params(p, { scenario }));
  const definitionProblem = (p: DefinitionProblem): string => {
    const clause = "clause" in p ? p.clause : null;
    switch (p.kind) {
      case "mods":
        return withClause(message("definition", p.kind, { problem: modProblem(p.problem) }), clause);
      case "scenario":
        return message("definition", p.kind, { round: p.round, problem: scenarioProblem(p.problem) });
      default:
        return withClause(
          message(
            "definition",
            p.kind,
            params(p, { stadium, format: (f) => formatName(t, f), found: eventTypeName }),
          ),
          clause,
        );
    }
  };
  const packProblem = (p: PackProblem): string => message("pack", p.kind, params(p.detail, { rule: () => "" }));
  /** An Imperial Assault pack's problem: in its own words where it has them, else the pack's. */
  const iaPackProblem = (p: IaPackProblem): string =>
    p.kind in m.iaPack
      ? message("iaPack", p.kind, params(p.detail))
      : message("pack", p.kind, params(p.detail));
  const storageError = (e: StorageError): string => {
    switch (e.kind) {
      case "journalDamaged":
        return message("storage", e.kind, { id: e.id, damage: message("damage", e.damage.kind, params(e.damage)) });
      case "entriesLost": {
        const journals = e.journals.map((j) =>
          formatMessage(language, m.words.lostEntries, {
            id: j.id,
            lost: j.confirmed - j.found,
            confirmed: j.confirmed,
            found: j.found,
          }),
        );
        return message("storage", e.kind, { ...params(e), journals: list(journals) });
      }
      default:
        return message("storage", e.kind, params(e));
    }
  };

  // ----- single refusals --------------------------------------------------------------------

  const unavailable = (u: Unavailable) => message("unavailable", u.kind, params(u, seats));
  const saltError = (e: SaltError) => message("salt", e.kind, params(e));

  const draftRefusal = (r: Refusal): Described => {
    const step = (s: never) => stepName(t, s);
    const action = (a: never) => m.words.action[a];
    switch (r.kind) {
      case "saltReused":
        return one(message("draft", r.kind, params(r, { seat, earlier: action })));
      case "deckRefused":
        return { message: message("draft", r.kind, {}), details: r.violations.map(deckViolation), clause: null };
      case "characterUnavailable":
      case "swapInUnavailable":
        return one(message("draft", r.kind, { character: character(r.character), reason: unavailable(r.reason) }));
      case "badSalt":
        return one(message("draft", r.kind, { problem: saltError(r.problem) }));
      default:
        return one(message("draft", r.kind, params(r, { ...seats, character, step, action })));
    }
  };

  const eventRefusal = (r: EventRefusal): Described => {
    switch (r.kind) {
      case "lineup":
        return { message: message("event", r.kind, {}), details: r.problems.map(lineupProblem), clause: null };
      case "rounds":
        return one(message("event", r.kind, { problem: definitionProblem(r.problem) }));
      case "tableDraftFormat":
        return { message: message("event", r.kind, { name: r.name }), details: r.problems.map(formatProblem), clause: null };
      case "tableDraftClock":
        return one(message("event", r.kind, { refusal: clockRefusal(r.refusal) }));
      case "scenario":
        return one(message("event", r.kind, { round: r.round, problem: scenarioProblem(r.problem) }));
      case "notTheirTable":
        return one(
          message("event", r.kind, {
            round: r.round,
            table: r.table,
            seated_first: player(r.seated.first),
            seated_second: player(r.seated.second),
            given_first: player(r.given.first),
            given_second: player(r.given.second),
          }),
        );
      default:
        return one(
          message(
            "event",
            r.kind,
            params(r, { player, sponsor, seat, field: (f: never) => m.words.scoreField[f] }),
          ),
        );
    }
  };

  const armyProblem = (p: ArmyProblem): string =>
    message(
      "army",
      p.kind,
      params(p, {
        card: ((c: { id: string }) => c.id) as Convert,
        affiliations: ((groups: { affiliation: string; cards: string[] }[]) =>
          list(
            groups.map(
              (g) =>
                `${m.words.affiliation[g.affiliation as keyof typeof m.words.affiliation]} (${list(g.cards)})`,
            ),
          )) as Convert,
      }),
    );
  const structureProblem = (p: StructureProblem): string => message("iaStructure", p.kind, params(p));
  const iaDefinitionProblem = (p: IaDefinitionProblem): string => {
    switch (p.kind) {
      case "structure":
        return message("iaDefinition", p.kind, { problem: structureProblem(p.problem) });
      case "staff":
        return message("iaDefinition", p.kind, { problem: message("iaStaff", p.problem.kind, params(p.problem)) });
      default:
        return message("iaDefinition", p.kind, params(p));
    }
  };
  const iaRefusal = (r: IaRefusal): Described => {
    switch (r.kind) {
      case "armyNotLegal":
        return { message: message("iaEvent", r.kind, {}), details: r.problems.map(armyProblem), clause: null };
      case "structureNotValid":
        return { message: message("iaEvent", r.kind, {}), details: r.problems.map(structureProblem), clause: null };
      default:
        return one(
          message(
            "iaEvent",
            r.kind,
            params(r, {
              player,
              seat,
              players: ((ids: number[]) => list(ids.map(player))) as Convert,
            }),
          ),
        );
    }
  };

  const tableDraftProblem = (p: TableDraftProblem) => message("tableDraft", p.kind, params(p, { player }));
  const paperError = (e: PaperError) => message("paper", e.kind, params(e, { player }));
  const clockRefusal = (c: ClockRefusal) => message("clock", c.kind, params(c, { seat }));

  /** A refusal heading its list of problems. */
  const listed = (kind: AppRefusal["kind"], details: string[], extra: Params = {}): Described => ({
    message: message("refusal", kind, extra),
    details,
    clause: null,
  });

  const formatFileError = (e: FormatFileError): Described =>
    e.kind === "invalid"
      ? { message: message("formatFile", e.kind, {}), details: e.problems.map(formatProblem), clause: null }
      : one(message("refusal", "draftFormatFile", { problem: message("formatFile", e.kind, params(e)) }));

  const refusal = (r: AppRefusal): Described => {
    switch (r.kind) {
      case "draft": {
        const inner = draftRefusal(r.refusal);
        return { ...inner, message: message("refusal", r.kind, { refusal: inner.message }) };
      }
      case "event": {
        const inner = eventRefusal(r.refusal);
        return { ...inner, message: message("refusal", r.kind, { refusal: inner.message }) };
      }
      case "iaEvent": {
        const inner = iaRefusal(r.refusal);
        return { ...inner, message: message("refusal", r.kind, { refusal: inner.message }) };
      }
      case "iaEventDefinition":
        return listed(r.kind, r.problems.map(iaDefinitionProblem));
      case "iaCatalog":
        return listed(r.kind, r.problems.map(iaPackProblem));
      case "draftSetup":
        return listed(r.kind, r.problems.map(setupProblem));
      case "draftFormatFile":
        return formatFileError(r.error);
      case "deck":
        return listed(r.kind, r.violations.map(deckViolation));
      case "mods":
        return listed(r.kind, r.problems.map(modProblem));
      case "eventDefinition":
        return listed(r.kind, r.problems.map(definitionProblem));
      case "catalog":
      case "savedEditsUnreadable":
        return listed(r.kind, r.problems.map(packProblem));
      case "tableDraft":
        return one(message("refusal", r.kind, { problem: tableDraftProblem(r.problem) }));
      case "paper":
        return one(message("refusal", r.kind, { problem: paperError(r.problem) }));
      case "clock":
        return one(message("refusal", r.kind, { refusal: clockRefusal(r.refusal) }));
      case "ledger":
        return one(
          message("refusal", r.kind, {
            problem: message(
              "ledger",
              r.problem.kind,
              params(r.problem, {
                event_type: eventTypeName as Convert,
                first: ((o: Outcome) => outcomeName(t, o)) as Convert,
                second: ((o: Outcome) => outcomeName(t, o)) as Convert,
              }),
            ),
          }),
        );
      case "rating":
        return one(message("refusal", r.kind, { problem: message("rating", r.problem.kind, params(r.problem)) }));
      case "draftNotFinished":
        return one(message("refusal", r.kind, params(r, { step: (s: never) => stepName(t, s) })));
      default:
        return one(message("refusal", r.kind, params(r, { seat })));
    }
  };

  /** A described error as one line (a nested refusal inside a sentence). */
  const flat = (d: Described) => (d.details.length === 0 ? d.message : `${d.message} ${d.details.join("; ")}`);

  const readOnly = (r: ReadOnly): string => {
    switch (r.kind) {
      case "entryNotApplied":
        return message("readOnly", r.kind, {
          ...params(r, { refusal: () => "" }),
          cause: r.cause,
          refusal: r.refusal ? flat(refusal(r.refusal)) : "",
        });
      case "setupNoLongerChecks":
        return message("readOnly", r.kind, { refusal: flat(refusal(r.refusal)) });
      default:
        return message("readOnly", r.kind, params(r));
    }
  };

  // ----- a roster import's problems --------------------------------------------------------

  const rosterColumn = (c: RosterColumn) =>
    c.heading
      ? formatMessage(language, m.words.rosterColumnHeading, { number: c.number, heading: c.heading })
      : formatMessage(language, m.words.rosterColumnNumber, { number: c.number });
  const rosterIssue = (issue: RosterIssue): string => {
    switch (issue.kind) {
      case "refused": {
        const refused = issue.refusal;
        const text = withClause(sentence(flat(eventRefusal(refused))), "clause" in refused ? refused.clause : null);
        const hint = refused.kind === "specialSponsorLocked" ? ` ${m.words.rosterUnlockHint}` : "";
        return message("roster", issue.kind, { refusal: text + hint });
      }
      case "missingColumn":
        return message("roster", issue.kind, { column: m.words.rosterColumn[issue.column] });
      default:
        return message(
          "roster",
          issue.kind,
          params(issue, { column: rosterColumn as Convert, extra: rosterColumn as Convert }),
        );
    }
  };
  /**
   * A roster's problems, one line per distinct problem: the lines and players that share it,
   * then what is wrong and what to do, in the order the file first shows them.
   */
  const rosterProblems = (problems: readonly RosterProblem[]): string[] => {
    const shared = new Map<string, { lines: number[]; players: string[] }>();
    for (const p of problems) {
      const problem = sentence(rosterIssue(p.issue));
      const group = shared.get(problem) ?? { lines: [], players: [] };
      if (!group.lines.includes(p.line)) group.lines.push(p.line);
      if (p.player && !group.players.includes(p.player)) group.players.push(p.player);
      shared.set(problem, group);
    }
    return [...shared].map(([problem, { lines, players }]) =>
      formatMessage(language, m.words.rosterLines, {
        count: lines.length,
        lines: list(lines.map(String)),
        players: list(players),
        has_players: players.length > 0 ? "yes" : "no",
        problem,
      }),
    );
  };

  const conflict = (c: Conflict): string =>
    c.kind === "readOnly"
      ? message("conflict", c.kind, { reason: readOnly(c.reason) })
      : message("conflict", c.kind, params(c));

  const missing = (e: Missing) => message("missing", e.kind, params(e));
  const input = (e: InputProblem) =>
    message("input", e.kind, params(e, { stat: (s) => statName(t, s) }));

  const appError = (e: AppError): Described => {
    switch (e.kind) {
      case "notFound":
        return one(missing(e.missing));
      case "invalid":
        return one(input(e.problem));
      case "refused":
        return refusal(e.refusal);
      case "conflict":
        return one(conflict(e.conflict));
      case "storage":
        return one(storageError(e.error));
    }
  };

  /** An error report as the core sends it, with its clause unless a listed problem cites it. */
  const report = (r: ErrorReport): Described => {
    const described = appError(r.error);
    const cited =
      r.clause !== null &&
      [described.message, ...described.details].some((line) => line.includes(r.clause!) || line.includes(cite(r.clause!)));
    return shown({ ...described, clause: cited || r.clause === null ? null : cite(r.clause) });
  };

  const savedEdits = (p: SavedEditsProblem): Described =>
    shown(
      p.kind === "unusable"
        ? { message: message("savedEdits", p.kind, {}), details: p.problems.map(packProblem), clause: null }
        : one(message("savedEdits", p.kind, { error: storageError(p.error) })),
    );

  /** Anything thrown while talking to the core: a typed report, else the error's own words. */
  const thrown = (error: unknown): Described => {
    if (error instanceof UserError) {
      const sent: unknown = error.report;
      // Not a report: the core could not read the request (its arguments did not deserialize),
      // and answered an untyped sentence. Never an empty notice.
      if (typeof sent !== "object" || sent === null || !("error" in sent) || !("message" in sent)) {
        return one(m.words.unreadableRequest);
      }
      try {
        return report(error.report);
      } catch {
        // A kind this build has no words for: the core's English words, as sent.
        return error.report.message
          ? { message: error.report.message, details: [], clause: error.report.clause }
          : one(m.words.unreadableRequest);
      }
    }
    if (error instanceof Error) return one(error.message);
    return one(String(error));
  };

  return {
    report,
    thrown,
    appError: (e: AppError) => shown(appError(e)),
    readOnly: (r: ReadOnly) => sentence(readOnly(r)),
    storageError: (e: StorageError) => sentence(storageError(e)),
    savedEdits,
    rosterProblems,
    deckViolation: (v: DeckViolation) => sentence(deckViolation(v)),
    setupProblem: (p: SetupProblem) => sentence(setupProblem(p)),
    modProblem: (p: ModSetError) => sentence(modProblem(p)),
    /** One thing wrong with a draft format, at its turn. */
    formatProblem: (p: FormatProblem) => sentence(formatProblem(p)),
    /** One thing wrong with an Imperial Assault army, as the list is typed. */
    armyProblem: (p: ArmyProblem) => sentence(armyProblem(p)),
    /** A rule citation as a line of its own. */
    rule: (clause: string) => formatMessage(language, m.words.rule, { clause: cite(clause) }),
    /** Both seats' players, "A and B". */
    pair: (a: string, b: string) => list([a, b]),
  };
}

export type ErrorWords = ReturnType<typeof errorWords>;

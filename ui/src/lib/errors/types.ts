// The shape of the error messages every language gives. Each table is keyed by the `kind` of a
// typed error the core sends (ui/src/bindings.ts, generated from Rust), so a new kind in Rust is
// a missing key here and `tsc` fails until every language words it.
import type {
  ActionKind,
  Affiliation,
  AppRefusal,
  ArmyProblem,
  BadRating,
  ClockRefusal,
  Conflict,
  DeckViolation,
  DefinitionProblem,
  EventRefusal,
  IaDefinitionProblem,
  IaPackProblem,
  IaRefusal,
  InputProblem,
  JournalDamage,
  LedgerProblem,
  LineupProblem,
  Missing,
  ModSetError,
  PackProblem,
  PaperError,
  PlayerProblem,
  ReadOnly,
  Refusal,
  RequiredColumn,
  RosterIssue,
  SaltError,
  SavedEditsProblem,
  ScenarioProblem,
  ScoreField,
  SetupProblem,
  FormatProblem,
  FormatFileError,
  StaffProblem,
  StorageError,
  StructureProblem,
  TableDraftProblem,
  Unavailable,
} from "../../bindings";

/** The Imperial Assault pack's problems whose words are its own: its own kinds, and a product
 * unknown to a card (the Aristeia! one names a character). */
export type IaOnlyPackProblem = Exclude<IaPackProblem, { kind: Exclude<PackProblem["kind"], "unknownProduct"> }>;

/** One ICU message per kind of `U`. */
export type Table<U extends { kind: string }> = { readonly [K in U["kind"]]: string };

/** Every error message of one language, in ICU MessageFormat (plurals and numbers included). */
export type ErrorMessages = {
  /** Something the request names does not exist. */
  missing: Table<Missing>;
  /** A malformed request. */
  input: Table<InputProblem>;
  /** Why the rules or the app refuse; list refusals give the heading of their list. */
  refusal: Table<AppRefusal>;
  /** The draft engine's refusals of a move. */
  draft: Table<Refusal>;
  /** Why a character cannot be chosen now (completes a draft refusal). */
  unavailable: Table<Unavailable>;
  /** Why a secret lock's salt is refused. */
  salt: Table<SaltError>;
  /** One thing wrong with a deck. */
  deck: Table<DeckViolation>;
  /** One thing wrong with a draft's setup. */
  setup: Table<SetupProblem>;
  /** One thing wrong with a draft format (an order of turns). */
  formatProblem: Table<FormatProblem>;
  /** Why a draft format file cannot be read or kept. */
  formatFile: Table<FormatFileError>;
  /** Why Mods do not combine. */
  mods: Table<ModSetError>;
  /** One thing wrong with a player of a draft's setup. */
  player: Table<PlayerProblem>;
  /** One thing wrong with a Starting Lineup. */
  lineup: Table<LineupProblem>;
  /** The event engine's refusals of an organizer's action. */
  event: Table<EventRefusal>;
  /** One thing wrong with an event's definition. */
  definition: Table<DefinitionProblem>;
  /** The Imperial Assault event engine's refusals. */
  iaEvent: Table<IaRefusal>;
  /** One thing wrong with an Imperial Assault event's definition. */
  iaDefinition: Table<IaDefinitionProblem>;
  /** One thing wrong with an Imperial Assault event's rounds and cut. */
  iaStructure: Table<StructureProblem>;
  /** One thing wrong with an Imperial Assault event's judges and playing staff. */
  iaStaff: Table<StaffProblem>;
  /** What is wrong with an Imperial Assault pack or edits file and not with an Aristeia! one
   * (the rest is worded by `pack`). */
  iaPack: Table<IaOnlyPackProblem>;
  /** One thing wrong with an Imperial Assault army list. */
  army: Table<ArmyProblem>;
  /** One thing wrong with a round's scenario. */
  scenario: Table<ScenarioProblem>;
  /** Why a table's draft cannot be set up from the event. */
  tableDraft: Table<TableDraftProblem>;
  /** Why a season ledger refuses an event, a report or a file. */
  ledger: Table<LedgerProblem>;
  /** Why a rating is refused. */
  rating: Table<BadRating>;
  /** Why the pace clock refuses. */
  clock: Table<ClockRefusal>;
  /** Why a document cannot be made. */
  paper: Table<PaperError>;
  /** One thing wrong with a data pack or catalog edits. */
  pack: Table<PackProblem>;
  /** A stale screen, or a journal that can only be read. */
  conflict: Table<Conflict>;
  /** Why a journal can only be read. */
  readOnly: Table<ReadOnly>;
  /** Why the database or a file could not be read or written. */
  storage: Table<StorageError>;
  /** What of a damaged journal can still be trusted. */
  damage: Table<JournalDamage>;
  /** Why the saved catalog edits are not in use. */
  savedEdits: Table<SavedEditsProblem>;
  /** What is wrong with a line of an imported roster. */
  roster: Table<RosterIssue>;
  /** Words the messages are built from. */
  words: {
    /** A seat when its player's name is not known. */
    firstSeat: string;
    secondSeat: string;
    /** A player known only by number. */
    playerNumber: string;
    /** The rule a refusal cites: `{clause}` is the citation as the rules text writes it. */
    rule: string;
    /** A list item that cites its own clause. */
    withClause: string;
    /** What a draft move was. */
    action: Record<ActionKind, string>;
    /** Which number of a score. */
    scoreField: Record<ScoreField, string>;
    /** An Imperial Assault affiliation. */
    affiliation: Record<Affiliation, string>;
    /**
     * A roster problem shared by some lines: `{lines}` and `{players}` listed, `{count}` lines,
     * `{has_players}` yes when the lines name players, `{problem}` what is wrong.
     */
    rosterLines: string;
    /** A roster column by number, or by number and heading. */
    rosterColumnNumber: string;
    rosterColumnHeading: string;
    /** A column the roster's first line must name. */
    rosterColumn: Record<RequiredColumn, string>;
    /** What to do when a roster line chooses a Special Sponsor not marked unlocked. */
    rosterUnlockHint: string;
    /** What the core answered that is not a typed report (a request it could not read). */
    unreadableRequest: string;
    /**
     * One journal that holds fewer entries than it had confirmed (a list item of
     * `storage.entriesLost`): `{id}`, `{lost}` missing, `{confirmed}` confirmed, `{found}` there.
     */
    lostEntries: string;
    /**
     * Each section of the Imperial Assault rules, by the Spanish name the rules text (and so
     * every citation) gives it, in this language.
     */
    iaSection: Record<IaSectionName, string>;
  };
};

/** The sections of the Imperial Assault tournament rules, as the (Spanish) rules text names them. */
export type IaSectionName =
  | "Categorías de torneos"
  | "Estructura de los torneos"
  | "Procedimiento de preparación de escaramuzas"
  | "Fin de la partida"
  | "Puntuaciones"
  | "Desempates"
  | "Fuerza de enfrentamientos y software de torneos"
  | "Emparejamientos"
  | "Byes"
  | "Estructura de rondas"
  | "Rondas eliminatorias"
  | "Construcción de ejércitos"
  | "Participación de los jueces"
  | "Mapas y misiones válidos";

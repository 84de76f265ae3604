// The organizer's desk's door to the core: every call goes to a Rust command; errors arrive as a
// `UserError` (see lib/backend.ts) carrying the refusal's words and clause.
import {
  commands,
  type EventAction,
  type EventDefinition,
  type EventFormat,
  type Language,
  type Mod,
  type PaperDocument,
  type RulesetVersion,
} from "../../bindings";
import { unwrap } from "../../lib/backend";

export const eventApi = {
  setupOptions: (ruleset: RulesetVersion, format: EventFormat, mods: Mod[]) =>
    commands.eventSetupOptions(ruleset, format, mods),
  catalog: () => commands.eventCatalog(),
  searchCharacters: (text: string) =>
    commands.findCharacters({ text: text.trim() === "" ? null : text, product: null }),
  characters: () => commands.listCharacters({ product: null }),
  list: async () => unwrap(await commands.listEvents()),
  create: async (definition: EventDefinition) => unwrap(await commands.createEvent(definition)),
  get: async (id: string) => unwrap(await commands.getEvent(id)),
  apply: async (id: string, seq: number, action: EventAction) =>
    unwrap(await commands.applyEventAction(id, seq, action)),
  importRoster: async (id: string, seq: number, csv: string, goodLinesOnly: boolean) =>
    unwrap(await commands.importEventRoster(id, seq, csv, goodLinesOnly)),
  setRatings: async (id: string, ratings: Record<string, number>) =>
    unwrap(await commands.setEventRatings(id, ratings)),
  tableDraftSetup: async (id: string, round: number, table: number) =>
    unwrap(await commands.eventTableDraftSetup(id, round, table)),
  checkDecks: async (id: string, round: number, table: number) =>
    unwrap(await commands.checkEventTableDecks(id, round, table)),
  exportPaper: async (id: string, document: PaperDocument, language: Language, folder: string | null) =>
    unwrap(await commands.exportEventPaper(id, document, language, folder)),
  openFolder: async (path: string) => unwrap(await commands.openFolder(path)),
};

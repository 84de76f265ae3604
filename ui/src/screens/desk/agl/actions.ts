// Every call the AGL desk and its setup make to the core, in one place beside the Imperial
// Assault desk's (`../ia/actions.ts`): a call every ruleset comes to share changes here and
// nowhere else. Calls that answer a `Result` throw its refusal (`call`) for the screen to word.
import {
  commands,
  type DraftSetup,
  type EventAction,
  type EventDefinition,
  type EventFormat,
  type EventTableRef,
  type Language,
  type Mod,
  type PaperDocument,
  type RulesetVersion,
} from "../../../bindings";
import { call } from "../../../lib/call";
import { aglEvents } from "../../../lib/eventDoors";

export const aglCore = {
  catalog: () => commands.eventCatalog(),
  setupOptions: (ruleset: RulesetVersion, format: EventFormat, mods: Mod[]) => commands.eventSetupOptions(ruleset, format, mods),
  // Create, open, act and paper go through the core's one event door, in the AGL's vocabulary.
  create: (definition: EventDefinition, language: Language) => aglEvents.create(definition, language),
  /** The event as it is now. */
  open: (id: string) => aglEvents.get(id),
  /** One organizer action, sent with the `seq` the screen was drawn from (the core's stale check);
   * the answer says what changed. */
  apply: (id: string, seq: number, action: EventAction) => aglEvents.act(id, seq, action),
  /** The latest round's pairing taken back and the round paired anew, in one call (the core
   * records both); the screen reads the event again after it. */
  pairAgain: (id: string, seq: number, round: number) => call(commands.pairRoundAgain(id, seq, round)),
  standings: (id: string) => call(commands.eventStandings(id)),
  importRoster: (id: string, seq: number, csv: string, goodLinesOnly: boolean) =>
    call(commands.importEventRoster(id, seq, csv, goodLinesOnly)),
  exportPaper: (id: string, document: PaperDocument, folder: string | null) => aglEvents.paper(id, document, folder),
  roundDrafts: (id: string, round: number) => call(commands.roundDrafts(id, round)),
  /** The draft setup the core fills in for a table, and the table's draft made from it. */
  tableDraftSetup: (id: string, round: number, table: number) => call(commands.eventTableDraftSetup(id, round, table)),
  createTableDraft: (setup: DraftSetup, table: EventTableRef) => call(commands.createDraft(setup, "keep", table, null, null)),
  organizerCodeSet: () => call(commands.organizerCodeSet()),
  setOrganizerCode: (code: string) => call(commands.setOrganizerCode(code, null)),
  checkTableDecks: (id: string, round: number, table: number, organizerCode: string) =>
    call(commands.checkEventTableDecks(id, round, table, organizerCode)),
  /** Names folded as every search of the app folds them (accents, case). */
  foldForSearch: (texts: string[]) => commands.foldForSearch(texts),
};

// Every call the Imperial Assault screens make to the core, in one place: when a call becomes one
// every ruleset shares, it changes here and nowhere else. Each answers the core's value, or throws
// its refusal (`call`) for the screen to word.
import {
  commands,
  type IaAction,
  type IaEventRequest,
  type IaPaperDocument,
  type Language,
} from "../../../bindings";
import { call } from "../../../lib/call";
import { iaEvents } from "../../../lib/eventDoors";

export const iaCore = {
  /** What a new event may choose: categories, strength-of-schedule methods, the maps. */
  options: () => commands.iaEventOptions(),
  // Create, open, act and paper go through the core's one event door, in Imperial Assault's
  // vocabulary; an action answers with what it changed (`change.ts` applies it).
  create: (definition: IaEventRequest, language: Language) => iaEvents.create(definition, language),
  /** The event as it is now. */
  open: (id: string) => iaEvents.get(id),
  /** One organizer action, sent with the `seq` the screen was drawn from (the core's stale check). */
  apply: (id: string, seq: number, action: IaAction) => iaEvents.act(id, seq, action),
  /** The latest round's pairing taken back and the round paired anew, in one call (the core
   * records both); the screen reads the event again after it. */
  pairAgain: (id: string, seq: number, round: number) => call(commands.pairRoundAgain(id, seq, round)),
  readRoster: (path: string) => call(commands.readIaRosterFile(path)),
  /** Registers every player of a roster file, all or none, at the screen's `seq`. */
  importRoster: (id: string, seq: number, path: string) => call(commands.importIaRoster(id, seq, path)),
  searchCards: (query: string) => commands.searchIaCards(query),
  readArmy: (text: string) => commands.readIaArmyText(text),
  exportPaper: (id: string, document: IaPaperDocument) => iaEvents.paper(id, document, null),
};

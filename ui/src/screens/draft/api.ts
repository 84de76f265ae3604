// The table draft's door to the core: every call goes to a Rust command; errors arrive as a
// `UserError` (see lib/backend.ts). The organizer's desk starts a paired draft with
// `draftApi.create(setup, false, { eventId, round, table })` and then opens the route
// `{ name: "draft", id }`.
import {
  commands,
  type DeckChoice,
  type DraftSetup,
  type EventTableRef,
  type GameResultInput,
  type Mod,
  type RulesetVersion,
  type Seat,
  type DraftMove,
  type TableViewer,
} from "../../bindings";
import { unwrap } from "../../lib/backend";

export const TABLE: TableViewer = { kind: "table" };
export const seatViewer = (seat: Seat): TableViewer => ({ kind: "seat", seat });

export const draftApi = {
  catalog: () => commands.quickMatchCatalog(),
  checkMods: (version: RulesetVersion, mods: Mod[]) => commands.checkMods(version, mods),
  search: (text: string, product: string | null) =>
    commands.findCharacters({ text: text.trim() === "" ? null : text, product }),
  checkSetup: (setup: DraftSetup) => commands.checkDraftSetup(setup),
  create: async (setup: DraftSetup, drawSeed: boolean, event: EventTableRef | null) =>
    unwrap(await commands.createDraft(setup, drawSeed, event)),
  open: async (id: string, viewer: TableViewer) => unwrap(await commands.openDraft(id, viewer)),
  move: async (id: string, seq: number, action: DraftMove, viewer: TableViewer) =>
    unwrap(await commands.applyDraftMove(id, seq, action, viewer)),
  undo: async (id: string, seq: number, seat: Seat, viewer: TableViewer) =>
    unwrap(await commands.undoDraftStep(id, seq, seat, viewer)),
  checkDeck: async (id: string, seat: Seat, deck: DeckChoice) =>
    unwrap(await commands.checkDeckChoice(id, seat, deck)),
  preview: async (id: string, result: GameResultInput) =>
    unwrap(await commands.previewGameResult(id, result)),
  record: async (id: string, seq: number, result: GameResultInput) =>
    unwrap(await commands.recordGameResult(id, seq, result)),
  list: async () => unwrap(await commands.listTableDrafts()),
};

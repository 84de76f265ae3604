// The catalog screen's door to the core: each call unwraps the typed result, so a refusal
// arrives as a `UserError` carrying the core's message and problems.
import {
  commands,
  type CatalogValue,
  type CharacterValues,
  type NewCharacter,
} from "../../bindings";
import { unwrap } from "../../lib/backend";

export const catalogApi = {
  overview: () => commands.catalogOverview(),
  search: async (text: string, product: string) =>
    unwrap(await commands.searchCharacters({ text, product })),
  detail: async (id: string) => unwrap(await commands.characterDetail(id)),
  edit: async (values: CharacterValues) => unwrap(await commands.editCharacter(values)),
  revert: async (character: string, value: CatalogValue) =>
    unwrap(await commands.revertCharacterValue(character, value)),
  add: async (character: NewCharacter) => unwrap(await commands.addCharacter(character)),
  nameGeneralTactic: async (number: number, name: string | null) =>
    unwrap(await commands.setGeneralTacticName(number, name)),
  revertAll: async () => unwrap(await commands.revertAllCatalogEdits()),
  teamInitiative: async (team: string[]) => unwrap(await commands.teamInitiative(team)),
  exportEdits: async () => unwrap(await commands.exportCatalogEdits()),
  exportPack: async () => unwrap(await commands.exportCatalogPack()),
  importEdits: async (path: string) => unwrap(await commands.importCatalogEdits(path)),
  exchangeFiles: async () => unwrap(await commands.listExchangeFiles()),
};

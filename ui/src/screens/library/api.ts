// The library's door to the core: each call unwraps the typed result, so a refusal arrives as a
// `UserError` with the core's words.
import { commands, type ExportAudienceName } from "../../bindings";
import { unwrap } from "../../lib/backend";

export const libraryApi = {
  list: async () => unwrap(await commands.listJournals()),
  rename: async (id: string, title: string) => unwrap(await commands.renameJournal(id, title)),
  setArchived: async (id: string, archived: boolean) =>
    unwrap(await commands.setJournalArchived(id, archived)),
  remove: async (id: string) => unwrap(await commands.deleteJournal(id)),
  rememberOpen: async (id: string) => unwrap(await commands.rememberOpen(id)),
  lastOpen: async () => unwrap(await commands.lastOpen()),
  exportJournals: async (ids: string[], audience: ExportAudienceName) =>
    unwrap(await commands.exportJournals(ids, audience)),
  importJournals: async (path: string, asCopies: boolean) =>
    unwrap(await commands.importJournals(path, asCopies)),
  exchangeFiles: async () => unwrap(await commands.listExchangeFiles()),
  storeStatus: () => commands.storeStatus(),
  recoveryInfo: async () => unwrap(await commands.recoveryInfo()),
  restoreBackup: async (number: number) => unwrap(await commands.restoreBackup(number)),
  startNewDatabase: async () => unwrap(await commands.startNewDatabase()),
};

/** A moment (seconds since 1970, UTC) in the user's language and time zone. */
export function formatWhen(unixSeconds: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(unixSeconds * 1000),
  );
}

// A phone changed a journal (a move or a report at a draft's seat, a player's report at an
// Imperial Assault event): the screen showing that journal reads it again. One listener per
// screen, dropped when the screen goes or its journals change.
import { useEffect } from "preact/hooks";
import { events } from "../bindings";

/** Calls `heard` with the journal's id whenever a phone changed one of `journalIds`. */
export function usePhoneMoved(journalIds: string[], heard: (journalId: string) => void): void {
  const key = journalIds.join(",");
  useEffect(() => {
    if (!key) return;
    const watched = key.split(",");
    let stop: (() => void) | null = null;
    let gone = false;
    // Optional: unit tests render screens without the shell's events.
    events?.phoneMoved
      ?.listen((event) => {
        if (!gone && watched.includes(event.payload.journalId)) heard(event.payload.journalId);
      })
      .then((unlisten) => {
        if (gone) unlisten();
        else stop = unlisten;
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, [key, heard]);
}

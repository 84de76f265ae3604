// A draft's pace clock ran out a turn and the core recorded the rule's move: the screen showing
// that draft reads it again. One listener per screen, dropped when the screen goes.
import { useEffect } from "preact/hooks";
import { events } from "../bindings";

/** Calls `heard` whenever a turn of the draft `journalId` expired. */
export function useTurnExpired(journalId: string, heard: () => void): void {
  useEffect(() => {
    let stop: (() => void) | null = null;
    let gone = false;
    // Optional: unit tests render screens without the shell's events.
    events?.turnExpired
      ?.listen((event) => {
        if (!gone && event.payload.journalId === journalId) heard();
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
  }, [journalId, heard]);
}

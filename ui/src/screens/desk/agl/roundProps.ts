// What every piece of the rounds panel gets: the desk's props, the event now, and the way to a
// table's draft.
import type { EventSnapshot } from "../../../bindings";
import type { DeskProps } from "./EventDesk";

export type RoundsProps = DeskProps & { snapshot: EventSnapshot; openDraft: (draftId: string) => void };

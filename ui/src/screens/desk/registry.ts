// The rulesets the desk knows, keyed by the kind the core reads from an event's journal
// (`EventSummary.ruleset`): each one's name on the start screen, its setup form and its desk.
// A third game adds its folder beside `agl/` and `ia/` and one line here; the compiler then
// asks for nothing else in the UI, because every choice between games reads this table.
import type { RulesetKind } from "../../bindings";
import type { MessageKey } from "../../i18n";
import { EventDesk } from "./agl/EventDesk";
import { EventSetup } from "./agl/EventSetup";
import { IaDesk } from "./ia/IaDesk";
import { IaSetup } from "./ia/IaSetup";

/** What opening a saved event gives its desk. */
export type DeskDoorProps = {
  id: string;
  openDraft: (draftId: string) => void;
  /** Opens another event's desk (the one "Continue from here" made). */
  openEvent?: (id: string) => void;
};

export type RulesetEntry = {
  /** The ruleset's short word, in test ids (`event-game-<word>`). */
  word: string;
  /** The ruleset's name as the start screen offers it. */
  label: MessageKey;
  /** Whether the list of saved events names the game beside each of its events (the AGL's, the
   * app's first game, go without). */
  namedInList: boolean;
  /** The form that sets up a new event under this ruleset. */
  Setup: (props: { onCreated: (id: string) => void }) => preact.JSX.Element;
  /** The organizer's desk for a saved event under this ruleset. */
  Desk: (props: DeskDoorProps) => preact.JSX.Element;
};

/** Every ruleset, in the order the start screen offers them. */
export const RULESETS: Record<RulesetKind, RulesetEntry> = {
  agl: { word: "agl", label: "ia.ruleset.agl", namedInList: false, Setup: EventSetup, Desk: EventDesk },
  imperialAssault: { word: "ia", label: "ia.ruleset.ia", namedInList: true, Setup: IaSetup, Desk: IaDesk },
};

/** The rulesets in the order offered. */
export const RULESET_KINDS = Object.keys(RULESETS) as RulesetKind[];

// The core has one door for every event (create, open, act, paper), whatever its ruleset; each
// game's desk speaks through it in its own vocabulary. These wrappers tag what a desk sends with
// its ruleset and narrow what comes back, so a desk handles only its own game's views.
import {
  commands,
  type EventAction,
  type EventActionOutcome,
  type EventDefinition,
  type EventDesk,
  type EventView,
  type ExportedFiles,
  type IaAction,
  type IaActionOutcome,
  type IaEventRequest,
  type IaEventView,
  type IaPaperDocument,
  type Language,
  type PaperDocument,
  type RulesetKind,
} from "../bindings";
import { reportBackupWarning } from "./backupWarning";
import { call } from "./call";

/** The view of one ruleset's event, from the door's answer tagged with its ruleset. */
function narrowed<K extends RulesetKind>(desk: EventDesk, ruleset: K): Extract<EventDesk, { ruleset: K }> {
  // The screen opens a desk by the ruleset the library lists, so another ruleset's event here
  // means the journal changed under the screen.
  if (desk.ruleset !== ruleset) throw new Error(`event ${desk.id} is a ${desk.ruleset} event, not ${ruleset}`);
  return desk as Extract<EventDesk, { ruleset: K }>;
}

/** An AGL event through the one door. */
export const aglEvents = {
  create: async (definition: EventDefinition, language: Language): Promise<EventView> =>
    narrowed(await call(commands.createEvent({ ruleset: "agl", definition }, language)), "agl"),
  get: async (id: string): Promise<EventView> => narrowed(await call(commands.getEvent(id)), "agl"),
  act: async (id: string, seq: number, action: EventAction): Promise<EventActionOutcome> => {
    const answer = await call(commands.applyEventAction(id, seq, { ruleset: "agl", action }));
    if (answer.ruleset !== "agl") throw new Error(`event ${id} answered as a ${answer.ruleset} event`);
    reportBackupWarning(answer.outcome.backupWarning);
    return answer.outcome;
  },
  paper: (id: string, document: PaperDocument, folder: string | null): Promise<ExportedFiles> =>
    call(commands.exportEventPaper(id, { ruleset: "agl", document }, folder)),
};

/** An Imperial Assault event through the one door. */
export const iaEvents = {
  create: async (definition: IaEventRequest, language: Language): Promise<IaEventView> =>
    narrowed(await call(commands.createEvent({ ruleset: "imperialAssault", definition }, language)), "imperialAssault"),
  get: async (id: string): Promise<IaEventView> => {
    const view = narrowed(await call(commands.getEvent(id)), "imperialAssault");
    // A round's copy that failed after a phone's report is said when the desk next reads the event.
    reportBackupWarning(view.backupWarning);
    return view;
  },
  act: async (id: string, seq: number, action: IaAction): Promise<IaActionOutcome> => {
    const answer = await call(commands.applyEventAction(id, seq, { ruleset: "imperialAssault", action }));
    if (answer.ruleset !== "imperialAssault") throw new Error(`event ${id} answered as a ${answer.ruleset} event`);
    reportBackupWarning(answer.outcome.backupWarning);
    return answer.outcome;
  },
  paper: (id: string, document: IaPaperDocument, folder: string | null): Promise<ExportedFiles> =>
    call(commands.exportEventPaper(id, { ruleset: "imperialAssault", document }, folder)),
};

// What every panel of the Imperial Assault desk gets from the desk.
import type { IaAction, IaEventSnapshot } from "../../../bindings";

export type PanelProps = {
  snapshot: IaEventSnapshot;
  /** Sends an action; `from` names the control, where a refusal is then shown. */
  act: (action: IaAction, from?: string) => Promise<boolean>;
  busy: boolean;
  name: (id: number) => string;
  /** The refusal of the action sent from `from`, if it was the last one refused. */
  refusal: (from: string) => preact.JSX.Element | null;
  clearRefusal: (from: string) => void;
  importRoster: (path: string) => Promise<boolean>;
  /** Pairs the latest round anew (its pairing taken back and paired again, docs/rulings.md,
   * "Publishing a round"); the event is read again after it. */
  pairAgain?: (round: number) => Promise<boolean>;
};

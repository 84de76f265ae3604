import { useEffect, useState } from "preact/hooks";
import { commands, type RulesetKind } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { MISSING_EVENT_DESK, RULESETS, type DeskDoorProps } from "./registry";

/**
 * The desk of a saved event, whichever its rules: the event's summary says which ruleset it runs
 * under (read once from its journal by the core), and that ruleset's desk opens it.
 */
export function EventDoor(props: DeskDoorProps) {
  const [ruleset, setRuleset] = useState<RulesetKind | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    call(commands.listEvents())
      .then((events) => setRuleset(events.find((e) => e.id === props.id)?.ruleset ?? MISSING_EVENT_DESK))
      .catch(setError);
  }, [props.id]);
  if (error !== null) return <ErrorNotice error={error} />;
  if (ruleset === null) return null;
  const { Desk } = RULESETS[ruleset];
  return <Desk id={props.id} openDraft={props.openDraft} />;
}

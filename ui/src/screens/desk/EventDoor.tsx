import { useEffect, useState } from "preact/hooks";
import { commands, type RulesetKind } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { RULESETS, type DeskDoorProps } from "./registry";

/**
 * The desk of a saved event, whichever its rules: the core reads the ruleset from the event's
 * journal header, and that ruleset's desk opens it. An event that is gone is said in the
 * organizer's words.
 */
export function EventDoor(props: DeskDoorProps) {
  const [ruleset, setRuleset] = useState<RulesetKind | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    setRuleset(null);
    setError(null);
    call(commands.eventRuleset(props.id)).then(setRuleset, setError);
  }, [props.id]);
  if (error !== null) return <ErrorNotice error={error} testId="event-door-error" />;
  if (ruleset === null) return null;
  const { Desk } = RULESETS[ruleset];
  return <Desk id={props.id} openDraft={props.openDraft} />;
}

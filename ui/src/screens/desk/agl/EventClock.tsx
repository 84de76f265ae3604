// How the drafts of an event's tables are run (docs/rulings.md, "Draft formats" and "The pace
// clock"): the draft format (the official order unless the organizer chooses one of their saved
// formats) and the pace clock (off unless set). The choice is an action of the event's journal
// (`setTableDrafts`), so it travels with the event; each draft started afterwards records it,
// drafts already started keep theirs.
import { useEffect, useState } from "preact/hooks";
import { commands, type Accepted, type DraftFormat, type EventAction, type FormatEntry, type Mod, type RulesetVersion } from "../../../bindings";
import { call } from "../../../lib/call";
import { ErrorNotice } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import type { ActContext } from "./EventDesk";

/** The format chosen in the list: the official order, the one the event records, or a saved one. */
type FormatChoice = "" | "event" | `saved:${string}`;

export function EventClock(props: {
  eventId: string;
  readOnly: boolean;
  /** The event's ruleset and Mods, which the saved formats are checked against. */
  ruleset: RulesetVersion;
  mods: Mod[];
  /** The journal's length: the choice is read again whenever it changes. */
  seq: number;
  act: (action: EventAction, context?: ActContext) => Promise<Accepted | null>;
}) {
  const { t } = useI18n();
  const [timed, setTimed] = useState(false);
  const [graceSeconds, setGraceSeconds] = useState(60);
  const [reserveSeconds, setReserveSeconds] = useState(180);
  const [recorded, setRecorded] = useState<DraftFormat | null>(null);
  const [fromThisComputer, setFromThisComputer] = useState(false);
  const [formats, setFormats] = useState<FormatEntry[]>([]);
  const [choice, setChoice] = useState<FormatChoice>("");
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let current = true;
    Promise.resolve()
      .then(() => call(commands.eventTableDrafts(props.eventId)))
      .then((chosen) => {
        if (!current) return;
        setTimed(chosen.clock !== null);
        if (chosen.clock) {
          setGraceSeconds(chosen.clock.graceSeconds);
          setReserveSeconds(chosen.clock.reserveSeconds);
        }
        setRecorded(chosen.format);
        setChoice(chosen.format ? "event" : "");
        setFromThisComputer(chosen.clockFromThisComputer);
      })
      .catch((e) => current && setError(e));
    return () => {
      current = false;
    };
  }, [props.eventId, props.seq]);

  useEffect(() => {
    let current = true;
    // Mods that do not combine have no formats to list: the official order stands.
    Promise.resolve()
      .then(() => call(commands.draftFormats(props.ruleset, props.mods)))
      .then((entries) => current && setFormats(entries.filter((f) => !f.official)))
      .catch(() => current && setFormats([]));
    return () => {
      current = false;
    };
  }, [props.ruleset, props.mods.join(",")]);

  // The format the event records, when the organizer keeps the very same one, is listed once.
  const recordedKept = recorded ? formats.find((f) => JSON.stringify(f.format) === JSON.stringify(recorded)) : undefined;
  const shown: FormatChoice = choice === "event" && recordedKept ? `saved:${recordedKept.format.name}` : choice;

  const chosenFormat = (): DraftFormat | null => {
    if (choice === "event") return recorded;
    if (choice.startsWith("saved:")) {
      const name = choice.slice("saved:".length);
      return formats.find((f) => f.format.name === name)?.format ?? null;
    }
    return null;
  };

  const save = async () => {
    setSaved(false);
    setError(null);
    const accepted = await props.act(
      { kind: "setTableDrafts", clock: timed ? { graceSeconds, reserveSeconds } : null, format: chosenFormat() },
      { showHere: setError },
    );
    if (accepted) setSaved(true);
  };
  const seconds = (text: string) => Math.max(0, Math.floor(Number(text) || 0));

  return (
    <details class="event-clock" data-testid="event-clock">
      <summary>{t("event.drafts.title")}</summary>
      <label>
        {t("draft.qm.format")}
        <select
          data-testid="event-draft-format"
          disabled={props.readOnly}
          value={shown}
          onChange={(e) => setChoice((e.currentTarget as HTMLSelectElement).value as FormatChoice)}
        >
          <option value="">{t("draft.qm.formatOfficial")}</option>
          {recorded && !recordedKept && <option value="event">{t("event.drafts.recordedFormat", { name: recorded.name })}</option>}
          {formats.map((f) => (
            <option key={f.format.name} value={`saved:${f.format.name}`}>
              {f.problems.length > 0 ? t("draft.qm.formatUnusable", { name: f.format.name }) : f.format.name}
            </option>
          ))}
        </select>
      </label>
      <label class="check">
        <input
          type="checkbox"
          data-testid="event-clock-on"
          disabled={props.readOnly}
          checked={timed}
          onChange={(e) => setTimed(e.currentTarget.checked)}
        />
        {t("draft.clock.on")}
      </label>
      {timed && (
        <>
          <label>
            {t("draft.clock.grace")}
            <input type="number" min={1} max={600} value={graceSeconds} onInput={(e) => setGraceSeconds(seconds(e.currentTarget.value))} />
          </label>
          <label>
            {t("draft.clock.reserve")}
            <input type="number" min={0} max={3600} value={reserveSeconds} onInput={(e) => setReserveSeconds(seconds(e.currentTarget.value))} />
          </label>
        </>
      )}
      {fromThisComputer && (
        <p class="muted" data-testid="event-clock-local">
          {t("event.drafts.clockFromThisComputer")}
        </p>
      )}
      <p class="muted">{t("event.clock.hint")}</p>
      <button data-testid="event-clock-save" disabled={props.readOnly} onClick={save}>
        {t("event.clock.save")}
      </button>
      {saved && <span class="muted">{t("event.clock.saved")}</span>}
      <ErrorNotice error={error} />
    </details>
  );
}

// The pace clock at the table's screen: both seats' times for everyone, and the organizer's
// pause, resume and added time (with the organizer's code once one is set). The core refuses
// what is not allowed (paused twice, a wrong code), in the reader's language.
import { useState } from "preact/hooks";
import { commands, type ClockChange, type Seat, type TableDraft } from "../../bindings";
import { call } from "../../lib/call";
import { useI18n } from "../../lib/i18n-context";
import { PaceClock } from "../../lib/PaceClock";

/** The time the organizer adds with one press: a minute to each reserve. */
const ADDED_SECONDS = 60;

export function ClockPanel(props: {
  table: TableDraft;
  onChanged: (next: TableDraft) => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useI18n();
  const { table } = props;
  const [code, setCode] = useState("");
  const [busy, setBusy] = useState(false);
  const clock = table.clock;
  if (!clock) return null;
  const names: Record<Seat, string> = {
    first: table.view.players.first.name,
    second: table.view.players.second.name,
  };
  const organizerCode = code === "" ? null : code;
  // Pause, resume or add time: the core decides, at the screen's seq, with the code typed.
  const change = async (what: ClockChange) => {
    setBusy(true);
    try {
      props.onChanged(await call(commands.changeDraftClock(table.id, table.seq, what, organizerCode)));
      props.onError(null);
    } catch (e) {
      props.onError(e);
    } finally {
      setBusy(false);
    }
  };
  const running = table.readOnly === null && !table.view.complete;
  return (
    <div class="clock-panel" data-testid="clock-panel">
      <PaceClock clock={clock} order={table.order} names={names} t={t} />
      {running && (
        <div class="clock-controls">
          {clock.paused ? (
            <button
              data-testid="clock-resume"
              disabled={busy}
              onClick={() => change({ kind: "resume" })}
            >
              {t("draft.clock.resume")}
            </button>
          ) : (
            <button
              data-testid="clock-pause"
              disabled={busy}
              onClick={() => change({ kind: "pause" })}
            >
              {t("draft.clock.pause")}
            </button>
          )}
          <button
            data-testid="clock-add"
            disabled={busy}
            onClick={() => change({ kind: "addTime", seconds: ADDED_SECONDS })}
          >
            {t("draft.clock.add")}
          </button>
          <label class="clock-code">
            {t("draft.clock.code")}
            <input type="password" autocomplete="off" data-testid="clock-code" value={code} onInput={(e) => setCode(e.currentTarget.value)} />
          </label>
        </div>
      )}
    </div>
  );
}

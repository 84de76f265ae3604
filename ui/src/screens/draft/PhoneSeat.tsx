// A seat played on its phone, as the table screen shows it. The core says what the screen may do
// for each seat (`atScreen`): a seat on its phone with no code is not opened here at all, so the
// screen offers no curtain, no secret step, no move and no undo for it, and says why. If the
// phone cannot be used, the organizer's code gives the seat back to the screen (the core checks
// the code; nothing of the seat is shown by that itself).
import { useState } from "preact/hooks";
import { commands, type BySeat, type Seat, type SeatAtScreen, type TableDraft } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";

/** Whether the screen may open the seat (behind its curtain, with its code if it has one). */
export function opensHere(access: SeatAtScreen): boolean {
  return access !== "phone";
}

/** Whether the seat is played on its phone, so the screen acts for it only behind its code. */
export function onPhone(access: SeatAtScreen): boolean {
  return access === "phone" || access === "phoneCode";
}

export function PhoneSeat(props: {
  table: TableDraft;
  seat: Seat;
  seats: BySeat<string> | null;
  onReturned: (table: TableDraft) => void;
}) {
  const { t } = useI18n();
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<unknown>(null);
  const name = props.table.view.players[props.seat].name;
  const access = props.table.atScreen[props.seat];
  if (!onPhone(access)) return null;
  const giveBack = async () => {
    const typed = code;
    setCode("");
    try {
      const next = await call(commands.returnSeatToScreen(props.table.id, props.seat, typed));
      setError(null);
      setAsking(false);
      props.onReturned(next);
    } catch (e) {
      setError(e);
    }
  };
  return (
    <div class="phone-seat" data-testid={`phone-seat-${props.seat}`}>
      <p>{t(access === "phone" ? "draft.phone.seat" : "draft.phone.seatCode", { name })}</p>
      {access === "phone" && !asking && (
        <button class="secondary" data-testid={`phone-give-back-${props.seat}`} onClick={() => setAsking(true)}>
          {t("draft.phone.giveBack", { name })}
        </button>
      )}
      {access === "phone" && asking && (
        <form
          class="seat-code"
          onSubmit={(e) => {
            e.preventDefault();
            void giveBack();
          }}
        >
          <label>
            {t("draft.phone.organizer", { name })}
            <input
              type="password"
              autocomplete="off"
              data-testid={`phone-organizer-code-${props.seat}`}
              value={code}
              onInput={(e) => setCode((e.target as HTMLInputElement).value)}
            />
          </label>
          <button class="secondary" type="submit" data-testid={`phone-return-${props.seat}`} disabled={code === ""}>
            {t("draft.phone.return")}
          </button>
        </form>
      )}
      <ErrorNotice error={error} seats={props.seats} testId={`phone-error-${props.seat}`} />
    </div>
  );
}

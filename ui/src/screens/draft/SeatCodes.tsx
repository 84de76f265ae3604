// Seat codes at the start of the draft: each player may protect their seat with a code, asked
// before their curtain opens. The code goes to the core, which keeps only a salted hash of it;
// the field is emptied at once and nothing of it stays on the screen.
import { useState } from "preact/hooks";
import { commands, type BySeat, type TableDraft } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { SEATS } from "./names";
import { PhoneSeat } from "./PhoneSeat";

export function SeatCodes(props: {
  table: TableDraft;
  seats: BySeat<string> | null;
  onProtected: (table: TableDraft) => void;
}) {
  const { t } = useI18n();
  const [codes, setCodes] = useState<BySeat<string>>({ first: "", second: "" });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const players = props.table.view.players;
  if (SEATS.every((s) => props.table.protected[s])) {
    return (
      <section class="seat-codes done" data-testid="seat-codes">
        {SEATS.map((s) => (
          <span key={s} class="locked-badge" data-testid={`code-protected-${s}`}>
            {t("draft.code.protected", { name: players[s].name })}
          </span>
        ))}
      </section>
    );
  }
  const protect = async (seat: keyof BySeat<string>) => {
    const code = codes[seat];
    setCodes((c) => ({ ...c, [seat]: "" }));
    setBusy(true);
    try {
      const next = await call(commands.setSeatCode(props.table.id, seat, code));
      setError(null);
      props.onProtected(next);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section class="seat-codes" data-testid="seat-codes">
      {/* One band above the board: the title, the why on demand, a short field per seat. */}
      <h2>{t("draft.code.title")}</h2>
      <details class="seat-codes-why">
        <summary data-testid="seat-codes-why">{t("draft.code.why")}</summary>
        <p class="muted">{t("draft.code.hint")}</p>
      </details>
      <div class="seat-code-row">
        {SEATS.map((seat) =>
          // A seat on its phone gets its code nowhere but there: the screen cannot prove it.
          props.table.atScreen[seat] === "phone" ? (
            <PhoneSeat key={seat} table={props.table} seat={seat} seats={props.seats} onReturned={props.onProtected} />
          ) : props.table.protected[seat] ? (
            <span key={seat} class="locked-badge" data-testid={`code-protected-${seat}`}>
              {t("draft.code.protected", { name: players[seat].name })}
            </span>
          ) : (
            <form
              key={seat}
              class="seat-code"
              onSubmit={(e) => {
                e.preventDefault();
                void protect(seat);
              }}
            >
              <label>
                <span>{t("draft.code.choose", { name: players[seat].name })}</span>
                <input
                  type="password"
                  autocomplete="off"
                  data-testid={`code-input-${seat}`}
                  value={codes[seat]}
                  onInput={(e) => {
                    const value = (e.target as HTMLInputElement).value;
                    setCodes((c) => ({ ...c, [seat]: value }));
                  }}
                />
              </label>
              <button class="secondary" type="submit" data-testid={`code-set-${seat}`} disabled={busy || codes[seat] === ""}>
                {t("draft.code.set", { name: players[seat].name })}
              </button>
            </form>
          ),
        )}
      </div>
      <ErrorNotice error={error} seats={props.seats} testId="code-error" />
    </section>
  );
}

// A table's result as typed at the desk, checked by the core when saved.
import { useState } from "preact/hooks";
import type { GameEnd, ResultInput, Round, Seat, Table } from "../../../bindings";
import { playerName } from "../../../lib/eventWords";
import { useI18n } from "../../../lib/i18n-context";
import type { RoundsProps } from "./roundProps";

export function resultInput(table: Table): ResultInput | null {
  const r = table.result;
  if (!r) return null;
  const side = (s: Seat) => ({
    victory_points: r.scores[s].victory_points,
    frags: r.scores[s].frags,
    first_blood: r.first_blood === s,
  });
  return { first: side("first"), second: side("second"), players: table.players, game_end: r.game_end };
}

/** Both players' Victory Points and Frags (and First Blood in Season 2), checked by the core. */
export function ResultForm(
  props: RoundsProps & {
    round: Round;
    table: Table;
    initial: ResultInput | null;
    onSave: (input: ResultInput) => Promise<void>;
    onCancel: (() => void) | null;
    /** One line, for the compact round view. */
    compact?: boolean;
  },
) {
  const { t } = useI18n();
  const { table, round, snapshot } = props;
  const [vp, setVp] = useState({ first: props.initial?.first.victory_points ?? "", second: props.initial?.second.victory_points ?? "" });
  const [frags, setFrags] = useState({ first: props.initial?.first.frags ?? "", second: props.initial?.second.frags ?? "" });
  const [firstBlood, setFirstBlood] = useState<Seat | null>(
    props.initial?.first.first_blood ? "first" : props.initial?.second.first_blood ? "second" : null,
  );
  const [gameEnd, setGameEnd] = useState<GameEnd>(props.initial?.game_end ?? { kind: "played" });
  const id = `${round.number}-${table.number}`;
  const number = (v: number | string) => (v === "" ? 0 : Number(v));
  const endKey = (end: GameEnd) => (end.kind === "conceded" ? `conceded-${end.by}` : end.kind);
  const endOf = (key: string): GameEnd =>
    key === "conceded-first"
      ? { kind: "conceded", by: "first" }
      : key === "conceded-second"
        ? { kind: "conceded", by: "second" }
        : key === "abandoned"
          ? { kind: "abandoned" }
          : { kind: "played" };

  // A box left empty is never taken as 0: a 0-0 game is typed as zeros, so an unfinished entry
  // cannot be saved as a tie by accident.
  const [blank, setBlank] = useState<string[]>([]);
  const emptyBoxes = () =>
    (["first", "second"] as const).flatMap((s) => [
      ...(vp[s] === "" ? [`vp-${id}-${s}`] : []),
      ...(frags[s] === "" ? [`frags-${id}-${s}`] : []),
    ]);

  const submit = (e: Event) => {
    e.preventDefault();
    const empty = emptyBoxes();
    setBlank(empty);
    if (empty.length > 0) {
      const form = e.currentTarget as HTMLFormElement;
      form.querySelector<HTMLInputElement>(`[data-testid="${empty[0]}"]`)?.focus();
      return;
    }
    void props.onSave({
      first: { victory_points: number(vp.first), frags: number(frags.first), first_blood: firstBlood === "first" },
      second: { victory_points: number(vp.second), frags: number(frags.second), first_blood: firstBlood === "second" },
      players: table.players,
      game_end: gameEnd,
    });
  };

  return (
    <form class={props.compact ? "result-form compact" : "result-form"} data-testid={`result-form-${id}`} onSubmit={submit}>
      {(["first", "second"] as const).map((s) => (
        <div class="result-side" key={s}>
          <span class="strong">{playerName(snapshot, table.players[s])}</span>
          <label>
            {t("event.vp")}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              data-testid={`vp-${id}-${s}`}
              aria-invalid={blank.includes(`vp-${id}-${s}`)}
              value={vp[s]}
              onInput={(e) => setVp({ ...vp, [s]: (e.currentTarget as HTMLInputElement).value })}
            />
          </label>
          <label>
            {t("event.frags")}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              data-testid={`frags-${id}-${s}`}
              aria-invalid={blank.includes(`frags-${id}-${s}`)}
              value={frags[s]}
              onInput={(e) => setFrags({ ...frags, [s]: (e.currentTarget as HTMLInputElement).value })}
            />
          </label>
          {props.view.options.first_blood && (
            <label class="check">
              <input
                type="checkbox"
                data-testid={`fb-${id}-${s}`}
                checked={firstBlood === s}
                onChange={(e) => setFirstBlood((e.currentTarget as HTMLInputElement).checked ? s : null)}
              />
              {t("event.firstBlood")}
            </label>
          )}
        </div>
      ))}
      <label class="event-field">
        <span>{t("event.gameEnd")}</span>
        <select
          data-testid={`game-end-select-${id}`}
          value={endKey(gameEnd)}
          onChange={(e) => setGameEnd(endOf((e.currentTarget as HTMLSelectElement).value))}
        >
          <option value="played">{t("event.gameEnd.played")}</option>
          {(["first", "second"] as const).map((s) => (
            <option key={s} value={`conceded-${s}`}>
              {t("event.gameEnd.conceded", { name: playerName(snapshot, table.players[s]) })}
            </option>
          ))}
          <option value="abandoned">{t("event.gameEnd.abandoned")}</option>
        </select>
      </label>
      {blank.length > 0 && (
        <p class="error" role="alert" data-testid={`result-blank-${id}`}>
          {t("event.rounds.blankResult", {
            boxes: blank
              .map((box) => {
                const seat: Seat = box.endsWith("-first") ? "first" : "second";
                const field = box.startsWith("vp-") ? t("event.vp") : t("event.frags");
                return `${playerName(snapshot, table.players[seat])} (${field})`;
              })
              .join(", "),
          })}
        </p>
      )}
      <div class="panel-actions">
        <button type="submit" class={props.compact ? "primary small" : "primary"} data-testid={`save-result-${id}`}>
          {props.compact
            ? t("event.compact.save")
            : props.table.result
              ? t("event.rounds.saveCorrection")
              : t("event.rounds.saveResult")}
        </button>
        {props.onCancel && (
          <button type="button" class="secondary" onClick={props.onCancel}>
            {t("event.cancel")}
          </button>
        )}
      </div>
    </form>
  );
}

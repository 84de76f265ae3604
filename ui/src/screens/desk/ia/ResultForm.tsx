// One Imperial Assault game's result, as a form while the core takes one, else as recorded.
import { useState } from "preact/hooks";
import type { BySeat, IaGameEnd, IaGameResult, IaResultInput, Seat } from "../../../bindings";
import { useI18n } from "../../../lib/i18n-context";
import { endNamesSide, iaResultInput } from "../../../lib/iaResult";

/** A game's result form: both Victory Points, how the game ended, the side, and (at time) the
 * points from defeated figures. */
export function ResultForm(props: {
  players: BySeat<number>;
  name: (id: number) => string;
  result: IaGameResult | null;
  /** Whether the core takes a result or a correction for this game now. */
  open: boolean;
  busy: boolean;
  testId: string;
  save: (input: IaResultInput) => Promise<boolean>;
  /** Tournament points apply to Swiss games only: an elimination game has a winner, not points. */
  points: boolean;
  /** This game's refusal, shown under it. */
  refusal: preact.JSX.Element | null;
}) {
  const { t } = useI18n();
  const [vp, setVp] = useState<BySeat<string>>({ first: "", second: "" });
  const [figures, setFigures] = useState<BySeat<string>>({ first: "", second: "" });
  const [end, setEnd] = useState<IaGameEnd["kind"]>("fortyPoints");
  const [side, setSide] = useState<Seat>("second");
  const result = props.result;
  const sided = endNamesSide(end);

  const submit = async () => {
    await props.save(iaResultInput(vp, figures, end, side));
  };

  const seatInput = (seat: Seat, values: BySeat<string>, set: (v: BySeat<string>) => void, suffix: string) => (
    <input
      type="number"
      class="score"
      data-testid={`${props.testId}-${suffix}-${seat}`}
      aria-label={`${props.name(props.players[seat])} ${suffix}`}
      value={values[seat]}
      onInput={(e) => set({ ...values, [seat]: (e.currentTarget as HTMLInputElement).value })}
    />
  );

  const winner = (player: number, points: number) =>
    props.points ? t("ia.result.winner", { name: props.name(player), points }) : t("ia.result.winnerCut", { name: props.name(player) });
  const recorded = result && (
    <span data-testid={`${props.testId}-recorded`}>
      {result.victory_points.first}–{result.victory_points.second} ·{" "}
      {result.decision.outcomes.first === "win"
        ? winner(props.players.first, result.points.first)
        : result.decision.outcomes.second === "win"
          ? winner(props.players.second, result.points.second)
          : t("ia.result.draw")}
    </span>
  );

  if (!props.open) {
    return (
      <div class="ia-result" data-testid={props.testId}>
        <span class="strong">{props.name(props.players.first)}</span>
        <span>–</span>
        <span class="strong">{props.name(props.players.second)}</span>
        {recorded}
        {props.refusal}
      </div>
    );
  }

  return (
    <form
      class="ia-result"
      data-testid={props.testId}
      onSubmit={(e) => {
        e.preventDefault();
        if (vp.first.trim() === "" || vp.second.trim() === "") return;
        void submit();
      }}
    >
      <span class="strong">{props.name(props.players.first)}</span>
      {seatInput("first", vp, setVp, "vp")}
      <span>–</span>
      {seatInput("second", vp, setVp, "vp")}
      <span class="strong">{props.name(props.players.second)}</span>
      <select data-testid={`${props.testId}-end`} value={end} onChange={(e) => setEnd((e.currentTarget as HTMLSelectElement).value as IaGameEnd["kind"])}>
        {(["fortyPoints", "allFiguresDefeated", "bothSidesDefeated", "time", "concession"] as const).map((k) => (
          <option key={k} value={k}>
            {t(`ia.end.${k}`)}
          </option>
        ))}
      </select>
      {sided && (
        <select data-testid={`${props.testId}-side`} value={side} onChange={(e) => setSide((e.currentTarget as HTMLSelectElement).value as Seat)}>
          <option value="first">{props.name(props.players.first)}</option>
          <option value="second">{props.name(props.players.second)}</option>
        </select>
      )}
      {(end === "time" || end === "bothSidesDefeated") && (
        <span class="muted figures">
          {t("ia.result.figures")} {seatInput("first", figures, setFigures, "figures")}
          {seatInput("second", figures, setFigures, "figures")}
        </span>
      )}
      <button class="primary small" type="submit" data-testid={`${props.testId}-save`} disabled={props.busy || vp.first === "" || vp.second === ""}>
        {result ? t("ia.result.correct") : t("ia.result.save")}
      </button>
      {recorded}
      {props.refusal && <div class="ia-row-refusal">{props.refusal}</div>}
    </form>
  );
}

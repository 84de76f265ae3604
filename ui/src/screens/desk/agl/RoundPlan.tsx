// The round plan: how many rounds (with the core's suggestion) and the scenario of each round
// not yet paired.
import { useEffect, useState } from "preact/hooks";
import { useI18n } from "../../../lib/i18n-context";
import type { RoundsProps } from "./roundProps";
import { scenarioName, scenarioWarningText } from "./words";

/** The number of rounds (with the suggestion) and the scenario of each round not yet paired. */
export function RoundPlan(props: RoundsProps) {
  const { t, language } = useI18n();
  const { snapshot, view } = props;
  const readOnly = view.readOnly !== null;
  const planned = snapshot.planned_rounds;
  const [rounds, setRounds] = useState(planned ?? snapshot.suggested_rounds);
  useEffect(() => setRounds(planned ?? snapshot.suggested_rounds), [planned, snapshot.suggested_rounds]);
  const total = planned ?? snapshot.suggested_rounds;
  const active = snapshot.players.filter((p) => p.dropped_after_round === null).length;
  // From the second edition of the rulings the scenarios are announced with the event: once
  // round 1 is paired, changing a round's scenario is the organizer's logged override (the core
  // decides; this only picks the action that says so).
  const announced = (snapshot.definition.rulings ?? 1) >= 2 && snapshot.rounds.length > 0;
  const [note, setNote] = useState("");
  const [notice, setNotice] = useState<string[]>([]);
  const chooseScenario = async (number: number, id: string, current: boolean) => {
    const scenario = { kind: "official" as const, id };
    const accepted = await props.act(
      announced && current
        ? { kind: "overrideScenario", round: number, scenario, ...(note.trim() ? { note: note.trim() } : {}) }
        : { kind: "setScenario", round: number, scenario },
    );
    if (accepted?.kind === "scenarioSet" || accepted?.kind === "scenarioOverridden") {
      setNotice(accepted.warnings.map((w) => scenarioWarningText(t, language, props.catalog.scenarios, w)));
      setNote("");
    }
  };

  return (
    <details class="round-plan" open={snapshot.rounds.length === 0 || snapshot.open.scenarios_to_choose.length > 0}>
      <summary data-testid="round-plan-summary">
        {t("event.plan.summary", {
          rounds: total,
          state: planned === null ? t("event.plan.suggested") : t("event.plan.set"),
        })}
      </summary>
      <div class="form-row">
        <label class="event-field">
          <span>{t("event.plan.rounds")}</span>
          <input
            type="number"
            data-testid="plan-rounds"
            min={view.options.minimum_rounds}
            max={view.options.maximum_rounds}
            value={rounds}
            onInput={(e) => setRounds(Number((e.currentTarget as HTMLInputElement).value))}
          />
        </label>
        <button
          class="secondary"
          data-testid="plan-rounds-set"
          disabled={readOnly}
          onClick={() => void props.act({ kind: "setRounds", rounds })}
        >
          {t("event.plan.setRounds")}
        </button>
        <span class="hint" data-testid="plan-suggestion">
          {t("event.plan.suggestion", { rounds: snapshot.suggested_rounds, players: active })}
        </span>
      </div>
      <table class="event-table compact">
        <tbody>
          {Array.from({ length: Math.max(total, snapshot.scenarios.length) }, (_, i) => {
            const number = i + 1;
            const paired = snapshot.rounds[i];
            const choice = paired?.scenario ?? snapshot.scenarios[i] ?? null;
            return (
              <tr key={number}>
                <td>{t("event.round", { round: number })}</td>
                <td>
                  {paired || readOnly ? (
                    scenarioName(t, language, props.catalog.scenarios, choice)
                  ) : (
                    <select
                      data-testid={`plan-scenario-${number}`}
                      class={snapshot.open.scenarios_to_choose.includes(number) ? "needed" : undefined}
                      aria-invalid={snapshot.open.scenarios_to_choose.includes(number) || undefined}
                      value={choice?.kind === "official" ? choice.id : ""}
                      onChange={(e) => {
                        const id = (e.currentTarget as HTMLSelectElement).value;
                        if (id) void chooseScenario(number, id, choice !== null);
                      }}
                    >
                      <option value="">{choice?.kind === "homemade" ? choice.name : t("event.scenario.none")}</option>
                      {props.catalog.scenarios.map((s) => (
                        <option key={s.id} value={s.id}>
                          {s.names[language] ?? s.names.en ?? s.id}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {announced && !readOnly && (
        <div class="form-row">
          <span class="hint">{t("event.plan.override")}</span>
          <label class="event-field">
            <span>{t("event.plan.overrideNote")}</span>
            <input
              data-testid="plan-override-note"
              maxLength={200}
              value={note}
              onInput={(e) => setNote((e.currentTarget as HTMLInputElement).value)}
            />
          </label>
        </div>
      )}
      {notice.length > 0 && (
        <ul class="warnings" role="status" data-testid="plan-warnings">
          {notice.map((w, i) => (
            <li key={i} class="warning">
              ⚠ {w}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

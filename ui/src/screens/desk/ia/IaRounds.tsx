// The Imperial Assault rounds: the announced structure, pairing and unpairing, each round's
// mission, tables and results.
import { useState } from "preact/hooks";
import { useI18n } from "../../../lib/i18n-context";
import { PhoneReports, reportsOf } from "./PhoneReports";
import { ResultForm } from "./ResultForm";
import type { PanelProps } from "./panel";
import { structureText } from "./words";

/** Before round 1: the Swiss rounds and cut the organizer announces (an informal event must). */
export function StructureForm(props: PanelProps) {
  const { t } = useI18n();
  const now = props.snapshot.structure ?? props.snapshot.table_structure;
  const [rounds, setRounds] = useState(now?.swiss_rounds ?? 3);
  const [cut, setCut] = useState<number | null>(now?.cut ?? null);
  return (
    <form
      class="panel-actions"
      data-testid="ia-structure"
      onSubmit={(e) => {
        e.preventDefault();
        void props.act({ kind: "setStructure", structure: { swiss_rounds: rounds, cut } }, "structure");
      }}
    >
      <label class="event-field">
        <span>{t("ia.setup.rounds")}</span>
        <input
          type="number"
          min={1}
          data-testid="ia-structure-rounds"
          value={rounds}
          onInput={(e) => setRounds(Math.max(1, Number((e.currentTarget as HTMLInputElement).value) || 1))}
        />
      </label>
      <label class="event-field">
        <span>{t("ia.setup.cut")}</span>
        <select
          data-testid="ia-structure-cut"
          value={cut ?? ""}
          onChange={(e) => {
            const v = (e.currentTarget as HTMLSelectElement).value;
            setCut(v === "" ? null : Number(v));
          }}
        >
          <option value="">{t("ia.cut.none")}</option>
          {[2, 4, 8, 16, 32, 64].map((size) => (
            <option key={size} value={size}>
              {t("ia.cut.top", { size })}
            </option>
          ))}
        </select>
      </label>
      <button class="secondary" type="submit" data-testid="ia-structure-set" disabled={props.busy}>
        {t("ia.structure.set")}
      </button>
      {props.refusal("structure")}
    </form>
  );
}

/**
 * The organizer's swap of two players of the latest round, before either's game has a result
 * (docs/rulings.md, Imperial Assault, "Swapping players of a paired round"): the core takes any
 * two it allows and says why it refuses the others.
 */
export function SwapForm(props: PanelProps & { round: number }) {
  const { t } = useI18n();
  const round = props.snapshot.rounds.find((r) => r.round === props.round);
  const movable = round
    ? [
        ...round.tables.filter((x) => x.result === null).flatMap((x) => [x.players.first, x.players.second]),
        ...(round.bye ? [round.bye.player] : []),
      ]
    : [];
  const [first, setFirst] = useState<number | null>(null);
  const [second, setSecond] = useState<number | null>(null);
  const choice = (value: number | null, set: (n: number | null) => void, testId: string) => (
    <select
      data-testid={testId}
      value={value ?? ""}
      onChange={(e) => {
        const v = (e.currentTarget as HTMLSelectElement).value;
        set(v === "" ? null : Number(v));
      }}
    >
      <option value="">—</option>
      {movable.map((p) => (
        <option key={p} value={p}>
          {props.name(p)}
        </option>
      ))}
    </select>
  );
  return (
    <form
      class="panel-actions"
      data-testid="ia-swap"
      onSubmit={async (e) => {
        e.preventDefault();
        if (first === null || second === null) return;
        if (await props.act({ kind: "swapPlayers", round: props.round, first, second }, "swap")) {
          setFirst(null);
          setSecond(null);
        }
      }}
    >
      <span class="strong">{t("ia.swap.title", { round: props.round })}</span>
      <label class="event-field">
        <span>{t("ia.swap.first")}</span>
        {choice(first, setFirst, "ia-swap-first")}
      </label>
      <label class="event-field">
        <span>{t("ia.swap.second")}</span>
        {choice(second, setSecond, "ia-swap-second")}
      </label>
      <button class="secondary" type="submit" data-testid="ia-swap-do" disabled={props.busy || first === null || second === null}>
        {t("ia.swap.do")}
      </button>
      {props.refusal("swap")}
    </form>
  );
}

export function IaRounds(props: PanelProps) {
  const { t } = useI18n();
  const { snapshot } = props;
  const { registration, pair_round: pairRound, unpair_round: unpairRound, swap_round: swapRound } = snapshot.open;
  // docs/rulings.md, "Publishing a round": the latest round, paired as a proposal, is seen only
  // here until published; before that it may be paired anew in one step.
  const publishRound = snapshot.open.publish_round ?? null;
  const [pairingAgain, setPairingAgain] = useState(false);
  return (
    <div data-testid="ia-rounds">
      {snapshot.table_structure && registration && (
        <p class="muted">
          {t("ia.structure.table", {
            count: snapshot.players.filter((p) => !p.dropped).length,
            structure: structureText(t, snapshot.table_structure),
          })}
        </p>
      )}
      {registration && (
        <>
          <p class="strong" data-testid="ia-structure-now">
            {snapshot.structure ? structureText(t, snapshot.structure) : t("ia.structure.fromTable")}
          </p>
          <StructureForm {...props} />
        </>
      )}
      <div class="panel-actions">
        {pairRound !== null && (
          <button
            class="primary"
            data-testid="ia-pair"
            disabled={props.busy}
            onClick={() => void props.act({ kind: "pairNextRound", round: pairRound }, "round-actions")}
          >
            {t("ia.rounds.pair", { round: pairRound })}
          </button>
        )}
        {publishRound !== null && (
          <button
            class="primary"
            data-testid="ia-publish"
            disabled={props.busy}
            onClick={() => void props.act({ kind: "publishRound", round: publishRound }, "round-actions")}
          >
            {t("ia.rounds.publish", { round: publishRound })}
          </button>
        )}
        {publishRound !== null && props.pairAgain && (
          <button
            class="secondary"
            data-testid="ia-pair-again"
            disabled={props.busy}
            onClick={() => {
              if (!pairingAgain) {
                setPairingAgain(true);
                return;
              }
              setPairingAgain(false);
              void props.pairAgain?.(publishRound);
            }}
          >
            {pairingAgain
              ? t("ia.rounds.pairAgainConfirm", { round: publishRound })
              : t("ia.rounds.pairAgain", { round: publishRound })}
          </button>
        )}
        {unpairRound !== null && publishRound === null && (
          <button
            class="secondary"
            data-testid="ia-unpair"
            disabled={props.busy}
            onClick={() => void props.act({ kind: "unpairRound", round: unpairRound }, "round-actions")}
          >
            {t("ia.rounds.unpair", { round: unpairRound })}
          </button>
        )}
      </div>
      {props.refusal("round-actions")}
      {swapRound !== null && <SwapForm {...props} round={swapRound} />}
      {[...snapshot.rounds].reverse().map((r) => (
        <section key={r.round} data-testid={`ia-round-${r.round}`}>
          <h3>{t("ia.rounds.title", { round: r.round })}</h3>
          {r.published === false && (
            <p class="hint warning proposal-mark" data-testid={`ia-proposal-${r.round}`}>
              {t("ia.rounds.proposal", { round: r.round })}
            </p>
          )}
          <p class="strong" data-testid={`ia-mission-${r.round}`}>
            {t("ia.rounds.mission", { mission: r.mission.mission.name })}
          </p>
          {r.tables.map((table) => (
            <div key={table.table} class="ia-table" data-testid={`ia-table-${r.round}-${table.table}`}>
              <span class="muted">
                {t("ia.rounds.table", { table: table.table })}
                <br />
                {t("ia.rounds.points", { first: table.points.first, second: table.points.second })}
                <br />
                <span class="reason" data-testid={`ia-why-${r.round}-${table.table}`}>
                  {t(`ia.why.${table.reason}`)}
                </span>
                {table.reason === "organizer-swap" && (
                  <>
                    <br />
                    <span data-testid={`ia-swapped-${r.round}-${table.table}`}>{t("ia.rounds.swapped")}</span>
                  </>
                )}
                {table.rematch_of_round !== null && (
                  <>
                    <br />
                    <span class="warning" data-testid={`ia-rematch-${r.round}-${table.table}`}>
                      {t("ia.rounds.rematch", { round: table.rematch_of_round })}
                    </span>
                  </>
                )}
              </span>
              <ResultForm
                players={table.players}
                name={props.name}
                result={table.result}
                open={snapshot.open.swiss && r.published !== false}
                busy={props.busy}
                testId={`ia-result-${r.round}-${table.table}`}
                points
                refusal={props.refusal(`result-${r.round}-${table.table}`)}
                save={(input) =>
                  props.act(
                    table.result
                      ? { kind: "correctResult", round: r.round, table: table.table, result: input }
                      : { kind: "recordResult", round: r.round, table: table.table, result: input },
                    `result-${r.round}-${table.table}`,
                  )
                }
              />
              {table.result === null && (
                <PhoneReports
                  reports={reportsOf(snapshot.reports, { stage: "swiss", round: r.round, table: table.table })}
                  name={props.name}
                  testId={`ia-reports-${r.round}-${table.table}`}
                />
              )}
            </div>
          ))}
          {r.bye && (
            <p data-testid={`ia-bye-${r.round}`}>
              {t("ia.rounds.bye", { name: props.name(r.bye.player) })}
              {r.bye.reason === "organizer-swap"
                ? ` · ${t("ia.rounds.byeSwapped")}`
                : r.bye.reason && ` · ${t(`ia.why.bye.${r.bye.reason}`)}`}
            </p>
          )}
        </section>
      ))}
    </div>
  );
}

import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import {
  commands,
  events,
  type BySeat,
  type DeckCheck,
  type EventSnapshot,
  type GameEnd,
  type PairingWarning,
  type ResultInput,
  type ResultWarning,
  type Round,
  type Seat,
  type Table,
  type TableDraftInfo,
  type TableDraftState,
} from "../../../bindings";
import { call } from "../../../lib/call";
import type { ErrorWords } from "../../../lib/errors/describe";
import { ErrorNotice, useErrorWords } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { outcomeName, stepName } from "../../../lib/vocabulary";
import { CardList } from "../../draft/DeckList";
import { PhoneReports } from "../../draft/PhoneReports";
import { gameEndText, playerName, resultWarningText } from "../../../lib/eventWords";
import type { DeskProps } from "./EventDesk";
import {
  byeReason,
  noteText,
  pairingReason,
  scenarioName,
  scenarioWarningText,
  warningText,
  type T,
} from "./words";

type Props = DeskProps & { snapshot: EventSnapshot; openDraft: (draftId: string) => void };

/** Where the round view's layout is kept: per event, on this computer (as its timer is). */
const layoutKey = (eventId: string) => `hexadraft.event.${eventId}.roundLayout`;

/** The rounds: the plan (number of rounds and scenarios), pairing, tables, results, swaps, and
 * each table's draft. */
export function RoundsPanel(props: Props) {
  const { t, language } = useI18n();
  const { snapshot, view } = props;
  const readOnly = view.readOnly !== null;
  const latest = snapshot.rounds.length;
  const [shown, setShown] = useState(latest);
  const [swapPick, setSwapPick] = useState<number[]>([]);
  // Kept as what to say rather than the words said, so a change of language rewords it.
  const [notice, setNotice] = useState<((t: T) => string[]) | null>(null);
  // What the desk offers is what the engine would accept now (the snapshot's open actions).
  const next = snapshot.open.pair_round;
  // Rounds whose scenario the core says must be chosen first (a count decided at round 1 may
  // plan more rounds than the setup announced): the button waits and says which.
  const toChoose = snapshot.open.scenarios_to_choose;

  useEffect(() => setShown(latest), [latest]);

  const pair = async () => {
    if (next === null) return;
    const accepted = await props.act({ kind: "pairNextRound", round: next });
    if (accepted?.kind === "paired") {
      setNotice(() => (t: T) => [
        t("event.rounds.paired", { round: accepted.round, tables: accepted.tables }),
        ...accepted.warnings.map((w) => warningText(t, snapshot, w)),
        ...accepted.notes.map((n) => noteText(t, n)),
      ]);
    }
  };

  // Alt+P asks before it pairs (a chord can be pressed by accident; a pairing closes the
  // registration): Enter pairs, Esc cancels, and the keys go back where they were.
  const [confirmingPair, setConfirmingPair] = useState(false);
  const beforeConfirm = useRef<HTMLElement | null>(null);
  const confirmPair = useRef<HTMLButtonElement>(null);
  const closeConfirm = () => {
    setConfirmingPair(false);
    beforeConfirm.current?.focus();
  };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && (e.key === "p" || e.key === "P") && !readOnly && next !== null && toChoose.length === 0) {
        e.preventDefault();
        if (!confirmingPair) beforeConfirm.current = document.activeElement as HTMLElement | null;
        setConfirmingPair(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });
  useEffect(() => {
    if (!confirmingPair) return;
    confirmPair.current?.focus();
    // Esc cancels the question wherever the focus is, and never leaves the desk (the app's own
    // Escape goes home).
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      e.preventDefault();
      closeConfirm();
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  }, [confirmingPair]);

  const toggleSwap = (player: number) =>
    setSwapPick(swapPick.includes(player) ? swapPick.filter((p) => p !== player) : [...swapPick, player].slice(-2));

  const swap = async () => {
    const [first, second] = swapPick;
    if (first === undefined || second === undefined) return;
    const accepted = await props.act({ kind: "swapPlayers", round: latest, first, second });
    if (accepted?.kind === "swapped") {
      setSwapPick([]);
      setNotice(() => (t: T) =>
        accepted.warnings.length === 0
          ? [t("event.rounds.swapped")]
          : [t("event.rounds.swappedWarning"), ...accepted.warnings.map((w) => warningText(t, snapshot, w))],
      );
    }
  };

  // The latest round may be paired again while none of its tables has a result (docs/rulings.md,
  // "Safety nets at the desk"), as the core says. Asked twice: the pairing goes.
  const canUnpair = snapshot.open.unpair_round === latest;
  const [unpairing, setUnpairing] = useState(false);
  const unpair = async () => {
    if (!unpairing) {
      setUnpairing(true);
      return;
    }
    setUnpairing(false);
    const accepted = await props.act({ kind: "unpairRound", round: latest });
    if (accepted?.kind === "roundUnpaired") {
      setNotice(() => (t: T) => [t("event.rounds.unpaired", { round: accepted.round })]);
    }
  };

  const round = snapshot.rounds[shown - 1];
  // One row per table (a whole round on one screen) or the cards with drafts and swaps; the
  // organizer's choice is kept with the event on this computer.
  const [layout, setLayout] = useState<"cards" | "compact">(() =>
    localStorage.getItem(layoutKey(view.id)) === "compact" ? "compact" : "cards",
  );
  const chooseLayout = (next: "cards" | "compact") => {
    localStorage.setItem(layoutKey(view.id), next);
    setLayout(next);
  };

  // One bar of controls over the round (its rounds, the layout, pairing), so the first table
  // shows near the top of the desk; the plan of rounds and scenarios, needed before round 1,
  // folds under the round once the event has started.
  const started = latest > 0;
  return (
    <div class="rounds-panel">
      {!started && <RoundPlan {...props} />}
      <div class="rounds-bar" data-testid="rounds-bar">
        {started && (
          <nav class="round-tabs">
            {snapshot.rounds.map((r) => (
              <button
                key={r.number}
                class={`desk-tab ${r.number === shown ? "chosen" : ""}`}
                aria-pressed={r.number === shown}
                data-testid={`round-tab-${r.number}`}
                onClick={() => setShown(r.number)}
              >
                {t("event.round", { round: r.number })}
              </button>
            ))}
          </nav>
        )}
        {started && (
          <div class="layout-toggle" role="group" aria-label={t("event.compact.layout")}>
            {(["compact", "cards"] as const).map((l) => (
              <button
                key={l}
                class={`secondary small ${layout === l ? "chosen" : ""}`}
                aria-pressed={layout === l}
                data-testid={`round-layout-${l}`}
                onClick={() => chooseLayout(l)}
              >
                {t(l === "compact" ? "event.compact.rows" : "event.compact.cards")}
              </button>
            ))}
          </div>
        )}
        {next !== null && (
          <button
            class={started ? "primary" : "primary big"}
            data-testid="pair-next"
            disabled={readOnly || toChoose.length > 0}
            aria-keyshortcuts="Alt+P"
            onClick={() => void pair()}
          >
            {t("event.rounds.pair", { round: next })}
          </button>
        )}
        {next !== null && toChoose.length > 0 && (
          <p class="hint warning" data-testid="scenarios-to-choose">
            {t("event.rounds.scenariosToChoose", {
              round: next,
              count: toChoose.length,
              rounds: new Intl.ListFormat(language, { type: "conjunction" }).format(toChoose.map(String)),
            })}
          </p>
        )}
        {confirmingPair && next !== null && (
          <div
            class="confirm-step"
            role="alertdialog"
            aria-label={t("event.rounds.pairAsk", { round: next })}
            data-testid="pair-confirm"
          >
            <span>{t("event.rounds.pairAsk", { round: next })}</span>
            <button
              ref={confirmPair}
              class="primary"
              data-testid="pair-confirm-yes"
              onClick={() => {
                setConfirmingPair(false);
                void pair();
              }}
            >
              {t("event.rounds.pair", { round: next })}
            </button>
            <button class="secondary" data-testid="pair-confirm-no" onClick={closeConfirm}>
              {t("event.cancel")}
            </button>
          </div>
        )}
        {canUnpair && (
          <button class="secondary" data-testid="unpair-round" disabled={readOnly} onClick={() => void unpair()}>
            {unpairing
              ? t("event.rounds.unpairConfirm", { round: latest })
              : t("event.rounds.unpair", { round: latest })}
          </button>
        )}
        {notice && (
          <div class="notice" role="status" data-testid="rounds-notice">
            {notice(t).map((line, i) => (
              <p key={i}>{line}</p>
            ))}
            <button class="secondary small" onClick={() => setNotice(null)}>
              {t("common.dismiss")}
            </button>
          </div>
        )}
      </div>
      {round && layout === "compact" && <CompactRound {...props} round={round} current={round.number === latest} />}
      {round && layout === "cards" && (
        <RoundView
          {...props}
          round={round}
          swapPick={swapPick}
          toggleSwap={toggleSwap}
        />
      )}
      {swapPick.length > 0 && (
        <div class="swap-bar" data-testid="swap-bar">
          <span>
            {t("event.rounds.swapChosen", {
              names: swapPick.map((p) => playerName(snapshot, p)).join(" ⇄ "),
            })}
          </span>
          <button class="primary" data-testid="swap-run" disabled={swapPick.length !== 2} onClick={() => void swap()}>
            {t("event.rounds.swap")}
          </button>
          <button class="secondary" onClick={() => setSwapPick([])}>
            {t("event.cancel")}
          </button>
        </div>
      )}
      {started && <RoundPlan {...props} />}
    </div>
  );
}

/** The number of rounds (with the suggestion) and the scenario of each round not yet paired. */
function RoundPlan(props: Props) {
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

function Warnings(props: { snapshot: EventSnapshot; warnings: PairingWarning[] }) {
  const { t } = useI18n();
  if (props.warnings.length === 0) return null;
  return (
    <ul class="warnings">
      {props.warnings.map((w, i) => (
        <li key={i} class="warning">
          ⚠ {warningText(t, props.snapshot, w)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Saving a table's result, as the card and the compact row both do: recorded, or corrected when
 * the table has one; a refusal kept for the place that shows it, with the table's players named;
 * the core's warnings on an implausible result kept to show (worded when shown).
 */
function useTableResult(
  props: Props & { round: Round; table: Table },
  seats: BySeat<string>,
  onSaved: () => void,
) {
  const [refusal, setRefusal] = useState<unknown>(null);
  const [warnings, setWarnings] = useState<ResultWarning[]>([]);
  const { round, table } = props;
  const save = async (input: ResultInput) => {
    const accepted = await props.act(
      table.result
        ? { kind: "correctResult", round: round.number, table: table.number, result: input }
        : { kind: "recordResult", round: round.number, table: table.number, result: input },
      { seats, showHere: setRefusal },
    );
    if (!accepted) return;
    setRefusal(null);
    // An implausible result is recorded as entered; the organizer is told what to check.
    setWarnings(accepted.kind === "resultRecorded" || accepted.kind === "resultCorrected" ? accepted.warnings : []);
    onSaved();
  };
  return { save, refusal, setRefusal, warnings };
}

/** The core's warnings on a recorded result, worded in the reader's language. */
function ResultWarnings(props: { warnings: ResultWarning[]; seats: BySeat<string>; testId: string }) {
  const { t } = useI18n();
  if (props.warnings.length === 0) return null;
  return (
    <div class="notice" role="status" data-testid={props.testId}>
      <p>{t("event.rounds.resultWarnings")}</p>
      <ul class="warnings">
        {props.warnings
          .map((w) => resultWarningText(t, props.seats, w))
          .map((w, i) => (
            <li key={i} class="warning">
              ⚠ {w}
            </li>
          ))}
      </ul>
    </div>
  );
}

/**
 * A whole round on one screen: one row per table (number, players, result boxes or the result),
 * a "missing results" filter and "find a player". Enter saves a row and moves to the next table
 * still missing its result.
 */
function CompactRound(props: Props & { round: Round; current: boolean }) {
  const { t, language } = useI18n();
  const { snapshot, round } = props;
  const [missingOnly, setMissingOnly] = useState(false);
  const [query, setQuery] = useState("");
  // Names are matched as every search of the app matches them: folded by the core.
  const [folded, setFolded] = useState<Record<number, string>>({});
  const [foldedQuery, setFoldedQuery] = useState("");
  const names = snapshot.players.map((p) => p.name).join("\n");
  useEffect(() => {
    let live = true;
    Promise.resolve(commands.foldForSearch(snapshot.players.map((p) => p.name)))
      .then((out) => live && setFolded(Object.fromEntries(snapshot.players.map((p, i) => [p.id, out[i] ?? ""]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [names]);
  useEffect(() => {
    let live = true;
    if (query.trim() === "") {
      setFoldedQuery("");
      return;
    }
    Promise.resolve(commands.foldForSearch([query]))
      .then(([out]) => live && setFoldedQuery(out ?? ""))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [query]);
  const matches = (table: Table) =>
    foldedQuery === "" || [table.players.first, table.players.second].some((p) => folded[p]?.includes(foldedQuery));
  const missing = round.tables.filter((table) => table.result === null).length;
  const rows = round.tables.filter((table) => (!missingOnly || table.result === null) && matches(table));
  return (
    <section class="compact-round" data-testid={`compact-round-${round.number}`}>
      <h2>
        {t("event.round", { round: round.number })} ·{" "}
        {scenarioName(t, language, props.catalog.scenarios, round.scenario)}
      </h2>
      <div class="compact-tools">
        <label class="check">
          <input
            type="checkbox"
            data-testid="filter-missing"
            checked={missingOnly}
            onChange={(e) => setMissingOnly((e.currentTarget as HTMLInputElement).checked)}
          />
          {t("event.compact.missingOnly", { count: missing })}
        </label>
        <input
          type="search"
          data-testid="find-player"
          placeholder={t("event.compact.find")}
          aria-label={t("event.compact.find")}
          value={query}
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
        />
      </div>
      <div class="compact-rows">
        {rows.map((table) => (
          <CompactRow key={table.number} {...props} round={round} table={table} />
        ))}
        {rows.length === 0 && <p class="hint">{t("event.compact.none")}</p>}
      </div>
      {round.bye && (
        <p class="compact-bye" data-testid="compact-bye">
          {t("event.rounds.bye")}: {playerName(snapshot, round.bye.player)}
        </p>
      )}
    </section>
  );
}

function CompactRow(props: Props & { round: Round; table: Table; current: boolean }) {
  const { t } = useI18n();
  const { snapshot, table, round, view } = props;
  const readOnly = view.readOnly !== null;
  const [correcting, setCorrecting] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  const seats = {
    first: playerName(snapshot, table.players.first),
    second: playerName(snapshot, table.players.second),
  };
  const result = table.result;
  const { save, refusal, setRefusal, warnings } = useTableResult(props, seats, () => {
    setCorrecting(false);
    // On to the next table still missing its result, ready to type.
    const here = row.current;
    setTimeout(() => {
      let next = here?.nextElementSibling ?? null;
      while (next && next.getAttribute("data-missing") !== "true") next = next.nextElementSibling;
      next?.querySelector<HTMLInputElement>("input")?.focus();
    }, 0);
  });
  return (
    <div
      class="compact-row"
      ref={row}
      data-testid={`compact-row-${table.number}`}
      data-missing={result === null ? "true" : "false"}
    >
      <span class="compact-number">{t("event.rounds.table", { table: table.number })}</span>
      {result && !correcting ? (
        <>
          <span class="compact-result" data-testid={`compact-result-${table.number}`}>
            {seats.first} <strong>{result.scores.first.victory_points}</strong> ({result.scores.first.frags}) –{" "}
            <strong>{result.scores.second.victory_points}</strong> ({result.scores.second.frags}) {seats.second}
          </span>
          {!readOnly && (
            <button class="secondary small" data-testid={`compact-correct-${table.number}`} onClick={() => setCorrecting(true)}>
              {t("event.rounds.correct")}
            </button>
          )}
        </>
      ) : readOnly ? (
        <span>
          {seats.first} – {seats.second}
        </span>
      ) : (
        <ResultForm
          {...props}
          compact
          initial={result ? resultInput(table) : null}
          onSave={save}
          onCancel={correcting ? () => setCorrecting(false) : null}
        />
      )}
      {refusal !== null && (
        <ErrorNotice
          error={refusal}
          seats={seats}
          players={snapshot.players}
          testId={`result-error-${round.number}-${table.number}`}
          onDismiss={() => setRefusal(null)}
        />
      )}
      <ResultWarnings warnings={warnings} seats={seats} testId={`result-warnings-${round.number}-${table.number}`} />
    </div>
  );
}

function RoundView(
  props: Props & { round: Round; swapPick: number[]; toggleSwap: (p: number) => void },
) {
  const { t, language } = useI18n();
  const { snapshot, round, view } = props;
  // The drafts of the round's tables, read again when the round shown or its pairing changes
  // (a result does not change them).
  const [drafts, setDrafts] = useState<TableDraftInfo[]>([]);
  const seating = round.tables.map((table) => `${table.players.first}-${table.players.second}`).join(",");
  useEffect(() => {
    let live = true;
    setDrafts([]);
    call(commands.roundDrafts(view.id, round.number))
      .then((found) => live && setDrafts(found))
      .catch((e) => live && props.report(e));
    return () => {
      live = false;
    };
  }, [view.id, round.number, seating]);
  // A phone's report changes a table's draft: read the drafts again (without clearing them),
  // so the desk shows the reports and a disagreement as they come.
  const draftIds = drafts.map((d) => d.draftId).join(",");
  useEffect(() => {
    if (!draftIds) return;
    let stop: (() => void) | null = null;
    let gone = false;
    events?.phoneMoved
      ?.listen((event) => {
        if (gone || !draftIds.split(",").includes(event.payload.draftId)) return;
        call(commands.roundDrafts(view.id, round.number))
          .then((found) => !gone && setDrafts(found))
          .catch(() => undefined);
      })
      .then((unlisten) => {
        if (gone) unlisten();
        else stop = unlisten;
      })
      .catch(() => undefined);
    return () => {
      gone = true;
      stop?.();
    };
  }, [view.id, round.number, draftIds]);
  return (
    <section class="round-view" data-testid={`round-${round.number}`}>
      <h2>
        {t("event.round", { round: round.number })} ·{" "}
        {scenarioName(t, language, props.catalog.scenarios, round.scenario)}
      </h2>
      {round.notes.map((n, i) => (
        <p class="hint" key={i}>
          {noteText(t, n)}
        </p>
      ))}
      <div class="table-cards">
        {round.tables.map((table) => (
          <TableCard
            key={table.number}
            {...props}
            table={table}
            draft={drafts.find((d) => d.table === table.number) ?? null}
          />
        ))}
        {round.bye && (
          <article class="table-card bye" data-testid="bye">
            <h3>{t("event.rounds.bye")}</h3>
            <SwapName
              {...props}
              player={round.bye.player}
              open={snapshot.open.swap_round === round.number}
            />
            <p class="reason">{byeReason(t, language, snapshot, round.bye.reason)}</p>
            <Warnings snapshot={snapshot} warnings={round.bye.warnings} />
          </article>
        )}
      </div>
    </section>
  );
}

/** A player's name; where the core says a swap is open and before their result, a toggle to choose
 * them for a swap. */
function SwapName(props: Props & { player: number; open: boolean; swapPick: number[]; toggleSwap: (p: number) => void }) {
  const name = playerName(props.snapshot, props.player);
  if (!props.open || props.view.readOnly !== null) return <span class="player-name">{name}</span>;
  const chosen = props.swapPick.includes(props.player);
  return (
    <button
      class={`player-name swap-toggle ${chosen ? "chosen" : ""}`}
      aria-pressed={chosen}
      data-testid={`swap-pick-${props.player}`}
      onClick={() => props.toggleSwap(props.player)}
    >
      {name}
    </button>
  );
}

function TableCard(
  props: Props & {
    round: Round;
    table: Table;
    draft: TableDraftInfo | null;
    swapPick: number[];
    toggleSwap: (p: number) => void;
  },
) {
  const { t, language } = useI18n();
  const { snapshot, table, round, view } = props;
  const readOnly = view.readOnly !== null;
  const seats = {
    first: playerName(snapshot, table.players.first),
    second: playerName(snapshot, table.players.second),
  };
  const characterNames = useMemo(
    () => Object.fromEntries(props.characters.map((c) => [c.id, c.name])),
    [props.characters],
  );
  const words = useErrorWords({ seats, players: snapshot.players, characters: characterNames });
  const [correcting, setCorrecting] = useState(false);
  const [prefill, setPrefill] = useState<ResultInput | null>(null);
  const [checks, setChecks] = useState<BySeat<DeckCheck> | null>(null);
  // "Show decks" asks the organizer's code first (or to choose one, the first time).
  const [askCode, setAskCode] = useState<{ set: boolean } | null>(null);
  const [organizerCode, setOrganizerCode] = useState("");
  const result = table.result;

  // A refused result is shown on this card, beside the boxes it came from; the core's warnings
  // are worded when shown (so a change of language rewords them).
  const {
    save,
    refusal,
    setRefusal,
    warnings: resultWarnings,
  } = useTableResult(props, seats, () => {
    setCorrecting(false);
    setPrefill(null);
  });

  // "Real coin…": the organizer records which player a coin tossed at the table made Player A.
  const [realCoin, setRealCoin] = useState(false);

  // The table's draft already begun for these two players is continued; otherwise the core
  // prefills a setup from the event and the table-draft screens create the draft from it, with
  // the app's seeded coin or the real coin's outcome (`realCoinA`, the seat it made Player A).
  const openDraft = async (realCoinA: Seat | null = null) => {
    try {
      if (props.draft && props.draft.mismatch === null) {
        props.openDraft(props.draft.draftId);
        return;
      }
      const prefilled = await call(commands.eventTableDraftSetup(view.id, round.number, table.number));
      const setup = realCoinA ? { ...prefilled, coin: { kind: "recorded" as const, player_a: realCoinA } } : prefilled;
      // The setup's seed was drawn for this table: the draft keeps it.
      const created = await call(
        commands.createDraft(setup, "keep", { eventId: view.id, round: round.number, table: table.number }),
      );
      props.openDraft(created.id);
    } catch (e) {
      props.report(e, { seats });
    }
  };

  // Decks are secret until the organizer asks to see them, behind the organizer's own code
  // (the table's players never see them here).
  const askDecks = async () => {
    try {
      setAskCode({ set: await call(commands.organizerCodeSet()) });
    } catch (e) {
      props.report(e, { seats });
    }
  };
  const checkDecks = async () => {
    const code = organizerCode;
    setOrganizerCode("");
    try {
      if (askCode && !askCode.set) {
        await call(commands.setOrganizerCode(code, null));
        setAskCode({ set: true });
      }
      setChecks(await call(commands.checkEventTableDecks(view.id, round.number, table.number, code)));
      setAskCode(null);
    } catch (e) {
      props.report(e, { seats });
    }
  };

  const characterName = (id: string) => characterNames[id] ?? id;
  const side = (s: Seat) => (
    <div class="side">
      <SwapName {...props} player={table.players[s]} open={snapshot.open.swap_round === round.number && result === null} />
      {result && (
        <span class="score" data-testid={`score-${round.number}-${table.number}-${s}`}>
          {result.scores[s].victory_points} {t("event.vp")} · {result.scores[s].frags} {t("event.frags")}
          {result.first_blood === s ? ` · ${t("event.firstBlood")}` : ""} ·{" "}
          <strong>
            {outcomeName(t, result.decision.outcomes[s])} ({t("event.points", { points: result.points[s] })})
          </strong>
        </span>
      )}
    </div>
  );
  const ended = result ? gameEndText(t, seats, result.game_end) : null;

  return (
    <article class="table-card" data-testid={`table-${round.number}-${table.number}`}>
      <h3>{t("event.rounds.table", { table: table.number })}</h3>
      {side("first")}
      <span class="versus">{t("event.versus")}</span>
      {side("second")}
      <p class="reason" data-testid={`reason-${round.number}-${table.number}`}>
        {pairingReason(t, language, snapshot, table.reason)}
      </p>
      <Warnings snapshot={snapshot} warnings={table.warnings} />
      {ended && (
        <p class="muted" data-testid={`game-end-${round.number}-${table.number}`}>
          {ended}
        </p>
      )}
      <ResultWarnings warnings={resultWarnings} seats={seats} testId={`result-warnings-${round.number}-${table.number}`} />

      {refusal !== null && (
        <ErrorNotice
          error={refusal}
          seats={seats}
          players={snapshot.players}
          characters={characterNames}
          testId={`result-error-${round.number}-${table.number}`}
          onDismiss={() => setRefusal(null)}
        />
      )}
      {(result === null || correcting) && !readOnly && (
        <ResultForm
          key={`${correcting}-${prefill ? "p" : ""}`}
          {...props}
          initial={prefill ?? (result ? resultInput(table) : null)}
          onSave={save}
          onCancel={
            correcting
              ? () => {
                  setCorrecting(false);
                  setRefusal(null);
                }
              : null
          }
        />
      )}
      {result && !correcting && !readOnly && (
        <button class="secondary small" data-testid={`correct-${round.number}-${table.number}`} onClick={() => setCorrecting(true)}>
          {t("event.rounds.correct")}
        </button>
      )}

      <div class="table-draft">
        <button class="secondary" data-testid={`open-draft-${round.number}-${table.number}`} disabled={readOnly} onClick={() => void openDraft()}>
          {props.draft ? t("event.draft.continue") : t("event.draft.open")}
        </button>
        {!props.draft && !readOnly && (
          <button
            class="secondary small"
            aria-expanded={realCoin}
            data-testid={`real-coin-${round.number}-${table.number}`}
            onClick={() => setRealCoin(!realCoin)}
          >
            {t("event.draft.realCoin")}
          </button>
        )}
        {realCoin && !props.draft && !readOnly && (
          <div class="real-coin" role="group" aria-label={t("event.draft.realCoinQuestion")}>
            <p>{t("event.draft.realCoinQuestion")}</p>
            {(["first", "second"] as const).map((s) => (
              <button
                key={s}
                class="secondary"
                data-testid={`real-coin-${round.number}-${table.number}-${s}`}
                onClick={() => void openDraft(s)}
              >
                {t("event.draft.realCoinWon", { name: seats[s] })}
              </button>
            ))}
          </div>
        )}
        {props.draft && (
          <div class="draft-info" data-testid={`draft-${round.number}-${table.number}`}>
            <DraftState state={props.draft.state} words={words} />
            {props.draft.mismatch && (
              <p class="warning">
                ⚠{" "}
                {t("event.draft.mismatch", {
                  drafted: words.pair(props.draft.mismatch.drafted.first, props.draft.mismatch.drafted.second),
                  seated: words.pair(props.draft.mismatch.seated.first, props.draft.mismatch.seated.second),
                })}
              </p>
            )}
            {props.draft.teams && (
              <div class="teams">
                {(["first", "second"] as const).map((s) => (
                  <div key={s}>
                    <strong>{playerName(snapshot, table.players[s])}</strong>:{" "}
                    {props.draft?.teams?.[s].map(characterName).join(", ")}
                  </div>
                ))}
              </div>
            )}
            {props.draft.reported && result === null && (
              <p>
                {t("event.draft.reported", {
                  a: props.draft.reported.first.victory_points,
                  b: props.draft.reported.second.victory_points,
                })}{" "}
                <button class="secondary small" onClick={() => setPrefill(props.draft?.reported ?? null)}>
                  {t("event.draft.useReported")}
                </button>
              </p>
            )}
            {props.draft.phoneReports && result === null && (
              <PhoneReports
                t={t}
                reports={props.draft.phoneReports}
                names={{ first: playerName(snapshot, table.players.first), second: playerName(snapshot, table.players.second) }}
                testId={`phone-reports-${round.number}-${table.number}`}
              />
            )}
            {checks ? (
              <button class="secondary small" data-testid={`hide-decks-${round.number}-${table.number}`} onClick={() => setChecks(null)}>
                {t("event.draft.hideDecks")}
              </button>
            ) : (
              <button class="secondary small" data-testid={`check-decks-${round.number}-${table.number}`} onClick={() => void askDecks()}>
                {t("event.draft.checkDecks")}
              </button>
            )}
            {askCode && !checks && (
              <form
                class="organizer-code"
                onSubmit={(e) => {
                  e.preventDefault();
                  void checkDecks();
                }}
              >
                <label>
                  {askCode.set ? t("event.draft.organizerCode") : t("event.draft.chooseOrganizerCode")}
                  <input
                    type="password"
                    autocomplete="off"
                    data-testid={`organizer-code-${round.number}-${table.number}`}
                    value={organizerCode}
                    onInput={(e) => setOrganizerCode((e.target as HTMLInputElement).value)}
                  />
                </label>
                <button class="secondary small" type="submit" data-testid={`show-decks-${round.number}-${table.number}`}>
                  {t("event.draft.showDecks")}
                </button>
              </form>
            )}
            {checks && (
              <ul class="deck-checks" data-testid={`deck-checks-${round.number}-${table.number}`}>
                {(["first", "second"] as const).map((s) => (
                  <li key={s} class={checks[s].state === "violations" ? "error" : ""}>
                    <strong>{playerName(snapshot, table.players[s])}</strong>:{" "}
                    <DeckCheckLine check={checks[s]} names={characterNames} words={words} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </article>
  );
}

/** Where a table's draft stands, in words. */
function DraftState(props: { state: TableDraftState; words: ErrorWords }) {
  const { t } = useI18n();
  const { state, words } = props;
  switch (state.kind) {
    case "inProgress":
      return <p class="muted">{t("event.draft.step", { step: stepName(t, state.step) })}</p>;
    case "complete":
      return <p class="muted">{t("event.draft.complete")}</p>;
    case "readOnly":
      return (
        <p class="warning">
          ⚠ {t("common.readOnly")}: {words.readOnly(state.reason)}
        </p>
      );
    case "unreadable": {
      const described = words.appError(state.error);
      return (
        <p class="warning">
          ⚠ {t("event.draft.unreadable")} {described.message} {described.details.join("; ")}
        </p>
      );
    }
  }
}

/** One seat's deck as the organizer's check found it: its cards, or what is wrong with it. */
function DeckCheckLine(props: { check: DeckCheck; names: Record<string, string>; words: ErrorWords }) {
  const { t } = useI18n();
  const { check } = props;
  switch (check.state) {
    case "not-locked":
      return <span>{t("event.draft.deckNotLocked")}</span>;
    case "legal":
      return (
        <>
          <span>{t("event.draft.deckLegal")}</span>
          <CardList cards={check.deck.character_tactics} names={props.names} />
        </>
      );
    case "violations":
      return (
        <ul class="problem-list">
          {check.problems.map((p, i) => (
            <li key={i}>{props.words.deckViolation(p)}</li>
          ))}
        </ul>
      );
  }
}

function resultInput(table: Table): ResultInput | null {
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
function ResultForm(
  props: Props & {
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

// One table of a round as a card: its players, pairing reason and warnings, result, and its
// table draft (set up, followed, decks checked).
import { useMemo, useState } from "preact/hooks";
import type {
  BySeat,
  ClockSettings,
  DeckCheck,
  DraftOrder,
  ResultInput,
  Round,
  Seat,
  Table,
  TableDraftInfo,
  TableDraftState,
} from "../../../bindings";
import type { ErrorWords } from "../../../lib/errors/describe";
import { formatClock } from "../../../lib/clock";
import { ErrorNotice, useErrorWords } from "../../../lib/errors/ErrorNotice";
import { gameEndText, playerName } from "../../../lib/eventWords";
import { useI18n } from "../../../lib/i18n-context";
import { outcomeName, stepName } from "../../../lib/vocabulary";
import { CardList } from "../../draft/DeckList";
import { PhoneReports } from "../../draft/PhoneReports";
import { aglCore } from "./actions";
import { ResultForm, resultInput } from "./ResultForm";
import type { RoundsProps } from "./roundProps";
import { SwapName } from "./SwapName";
import { ResultWarnings, useTableResult, Warnings } from "./tableParts";
import { pairingReason } from "./words";

export function TableCard(
  props: RoundsProps & {
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
  // docs/rulings.md, "Publishing a round": a proposal takes no result and starts no draft (the
  // core refuses both); its tables are shown to be checked, swapped or paired anew.
  const proposal = round.published === false;
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
      const prefilled = await aglCore.tableDraftSetup(view.id, round.number, table.number);
      const setup = realCoinA ? { ...prefilled, coin: { kind: "recorded" as const, player_a: realCoinA } } : prefilled;
      // The setup's seed was drawn for this table: the draft keeps it.
      const created = await aglCore.createTableDraft(setup, { eventId: view.id, round: round.number, table: table.number });
      props.openDraft(created.id);
    } catch (e) {
      props.report(e, { seats });
    }
  };

  // Decks are secret until the organizer asks to see them, behind the organizer's own code
  // (the table's players never see them here).
  const askDecks = async () => {
    try {
      setAskCode({ set: await aglCore.organizerCodeSet() });
    } catch (e) {
      props.report(e, { seats });
    }
  };
  const checkDecks = async () => {
    const code = organizerCode;
    setOrganizerCode("");
    try {
      if (askCode && !askCode.set) {
        await aglCore.setOrganizerCode(code);
        setAskCode({ set: true });
      }
      setChecks(await aglCore.checkTableDecks(view.id, round.number, table.number, code));
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
      {(result === null || correcting) && !readOnly && !proposal && (
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
        <button class="secondary" data-testid={`open-draft-${round.number}-${table.number}`} disabled={readOnly || (proposal && !props.draft)} onClick={() => void openDraft()}>
          {props.draft ? t("event.draft.continue") : t("event.draft.open")}
        </button>
        {!props.draft && !readOnly && !proposal && (
          <button
            class="secondary small"
            aria-expanded={realCoin}
            data-testid={`real-coin-${round.number}-${table.number}`}
            onClick={() => setRealCoin(!realCoin)}
          >
            {t("event.draft.realCoin")}
          </button>
        )}
        {realCoin && !props.draft && !readOnly && !proposal && (
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
            <DraftState state={props.draft.state} order={props.draft.order} words={words} />
            <DraftOrderLine order={props.draft.order} clock={props.draft.clock} testId={`draft-order-${round.number}-${table.number}`} />
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

/** Where a table's draft stands, in words (its swap named as the core names the draft's order). */
export function DraftState(props: { state: TableDraftState; order?: DraftOrder | null; words: ErrorWords }) {
  const { t } = useI18n();
  const { state, words } = props;
  switch (state.kind) {
    case "inProgress":
      return <p class="muted">{t("event.draft.step", { step: stepName(t, state.step, props.order) })}</p>;
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

/**
 * The order a table's draft walks, when it is an organizer's format (the core names it; the
 * official order of the event's Mods goes unsaid), and its pace clock, when it has one. A draft
 * keeps what it was started with, whatever the event chose since.
 */
export function DraftOrderLine(props: { order?: DraftOrder | null; clock?: ClockSettings | null; testId: string }) {
  const { t } = useI18n();
  const custom = props.order?.custom ?? null;
  const clock = props.clock ?? null;
  if (custom === null && clock === null) return null;
  const parts = [
    custom !== null ? t("event.draft.order", { name: custom }) : null,
    clock !== null
      ? t("event.draft.clock", {
          grace: formatClock(clock.graceSeconds * 1000),
          reserve: formatClock(clock.reserveSeconds * 1000),
        })
      : null,
  ].filter((part) => part !== null);
  return (
    <p class="muted draft-order" data-testid={props.testId}>
      {parts.join(" · ")}
    </p>
  );
}

/** One seat's deck as the organizer's check found it: its cards, or what is wrong with it. */
export function DeckCheckLine(props: { check: DeckCheck; names: Record<string, string>; words: ErrorWords }) {
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

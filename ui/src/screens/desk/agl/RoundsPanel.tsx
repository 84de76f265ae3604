// The rounds panel of the AGL desk: pairing (with Alt+P's question), the round shown as cards or
// as one row per table, swaps, and the notice of what the core did. The plan, the round's views,
// a table's card and the result form are files of their own beside it.
import { EventClock } from "./EventClock";
import { useEffect, useRef, useState } from "preact/hooks";
import { playerName } from "../../../lib/eventWords";
import { useI18n } from "../../../lib/i18n-context";
import { aglCore } from "./actions";
import { CompactRound } from "./CompactRound";
import { RoundPlan } from "./RoundPlan";
import type { RoundsProps } from "./roundProps";
import { RoundView } from "./RoundView";
import { noteText, type T, warningText } from "./words";

/** Where the round view's layout is kept: per event, on this computer (as its timer is). */
const layoutKey = (eventId: string) => `hexadraft.event.${eventId}.roundLayout`;

/** The rounds: the plan (number of rounds and scenarios), pairing, tables, results, swaps, and
 * each table's draft. */
export function RoundsPanel(props: RoundsProps) {
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

  // docs/rulings.md, "Publishing a round": a round paired as a proposal is seen only here until
  // it is published; before that it may be paired again in one step (swaps made in it go).
  const proposal = snapshot.open.publish_round === latest && latest > 0;
  const publish = async () => {
    const accepted = await props.act({ kind: "publishRound", round: latest });
    if (accepted?.kind === "roundPublished") {
      setNotice(() => (t: T) => [t("event.rounds.published", { round: accepted.round })]);
    }
  };
  const [pairingAgain, setPairingAgain] = useState(false);
  const pairAgain = async () => {
    if (!pairingAgain) {
      setPairingAgain(true);
      return;
    }
    setPairingAgain(false);
    try {
      await aglCore.pairAgain(view.id, view.seq, latest);
      setSwapPick([]);
      await props.reload();
      setNotice(() => (t: T) => [t("event.rounds.pairedAgain", { round: latest })]);
    } catch (e) {
      props.report(e);
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
      {!started && <EventClock eventId={view.id} readOnly={readOnly} ruleset={snapshot.definition.ruleset} mods={snapshot.definition.mods ?? []} seq={view.seq} act={props.act} />}
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
        {proposal && (
          <p class="hint warning proposal-mark" data-testid="round-proposal">
            {t("event.rounds.proposal", { round: latest })}
          </p>
        )}
        {proposal && (
          <button class="primary" data-testid="publish-round" disabled={readOnly} onClick={() => void publish()}>
            {t("event.rounds.publish", { round: latest })}
          </button>
        )}
        {proposal && (
          <button class="secondary" data-testid="pair-again" disabled={readOnly} onClick={() => void pairAgain()}>
            {pairingAgain
              ? t("event.rounds.pairAgainConfirm", { round: latest })
              : t("event.rounds.pairAgain", { round: latest })}
          </button>
        )}
        {canUnpair && !proposal && (
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
      {/* Once started, the tables' pace clock folds under the round too: over it, its line pushed
          the round's first table below 420 px at 1366x768. */}
      {started && <EventClock eventId={view.id} readOnly={readOnly} ruleset={snapshot.definition.ruleset} mods={snapshot.definition.mods ?? []} seq={view.seq} act={props.act} />}
    </div>
  );
}

import { useEffect, useMemo, useState } from "preact/hooks";
import type {
  Accepted,
  CharacterSummary,
  EventAction,
  EventActionOutcome,
  EventCatalog,
  EventStandings,
  EventView,
} from "../../../bindings";
import { ErrorNotice, type ErrorContext } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { PackMismatchNote } from "../../../lib/JournalNotes";
import { useGameNames } from "../../../lib/names";
import { leaveThen } from "../../../lib/unsaved";
import { eventTypeName, formatName, modName, rulesetName } from "../../../lib/vocabulary";
import { PaperPanel } from "./PaperPanel";
import { PlayersPanel } from "./PlayersPanel";
import { RoundsPanel } from "./RoundsPanel";
import { StandingsPanel } from "./StandingsPanel";
import { DeskFrame, DeskLoading } from "../shared/DeskFrame";
import { lookAgainIfBehind } from "../shared/lookAgain";
import { HistoryPanel } from "../shared/history/HistoryPanel";
import { MomentsPanel } from "../shared/moments/MomentsPanel";
import { TimerPanel } from "../shared/TimerPanel";
import { PhonesPanel } from "../../phones/PhonesPanel";
import { ProjectorControl } from "../../projector/ProjectorControl";
import { aglCore } from "./actions";
import { stageText } from "./words";

/** Who a refusal concerns, and where it is shown: `showHere` takes it to the card or form the
 * action came from instead of the desk's notice. */
export type ActContext = ErrorContext & { showHere?: (error: unknown) => void };

/** What every panel of the desk gets. */
export type DeskProps = {
  view: EventView;
  catalog: EventCatalog;
  characters: CharacterSummary[];
  /**
   * Applies an organizer action; resolves to what the engine did, or null when refused (the
   * refusal is shown, naming the seats of `context` where the action was for a table, at the
   * place `context.showHere` shows it, else in the desk's notice).
   */
  act: (action: EventAction, context?: ActContext) => Promise<Accepted | null>;
  /** Reads the whole event again (after a roster import, or a change of the whole event). */
  reload: () => Promise<void>;
  report: (error: unknown, context?: ErrorContext) => void;
};

const TABS = ["players", "rounds", "standings", "paper", "timer", "phones", "history", "moments"] as const;
type Tab = (typeof TABS)[number];

/**
 * The event with one accepted action's change applied: the player, round or table that changed
 * replaces the one shown, and the stage, counts and plan follow the core's answer. `null` when
 * the change concerns the whole event, which is then read again. Standings and ratings are read
 * when shown (`useStandings`), so entering a result costs the same in round 8 as in round 1.
 */
export function patchedView(view: EventView, outcome: EventActionOutcome): EventView | null {
  const snapshot = view.snapshot;
  if (!snapshot) return null;
  let { players, rounds } = snapshot;
  const change = outcome.change;
  switch (change.kind) {
    case "player": {
      const known = players.some((p) => p.id === change.player.id);
      players = known
        ? players.map((p) => (p.id === change.player.id ? change.player : p))
        : [...players, change.player];
      break;
    }
    case "round": {
      const known = rounds.some((r) => r.number === change.round.number);
      rounds = known
        ? rounds.map((r) => (r.number === change.round.number ? change.round : r))
        : [...rounds, change.round];
      break;
    }
    case "table": {
      rounds = rounds.map((r) =>
        r.number === change.round
          ? { ...r, tables: r.tables.map((t) => (t.number === change.table.number ? change.table : t)) }
          : r,
      );
      break;
    }
    case "event":
      return null;
  }
  return {
    ...view,
    seq: outcome.seq,
    lateRegistration: outcome.lateRegistration,
    snapshot: {
      ...snapshot,
      stage: outcome.stage,
      open: outcome.open,
      planned_rounds: outcome.plannedRounds,
      suggested_rounds: outcome.suggestedRounds,
      players,
      rounds,
    },
  };
}

/** The standings and ratings as they are now, read while a panel shows them. */
export function useStandings(view: EventView, report: (error: unknown) => void): EventStandings | null {
  const [standings, setStandings] = useState<EventStandings | null>(null);
  useEffect(() => {
    let live = true;
    aglCore.standings(view.id)
      .then((found) => live && setStandings(found))
      .catch((e) => live && report(e));
    return () => {
      live = false;
    };
  }, [view.id, view.seq]);
  return standings;
}

/** The organizer's desk for one event: players, rounds, standings, paper and the timer. */
export function EventDesk(props: { id: string; openDraft: (draftId: string) => void; openEvent?: (id: string) => void }) {
  const { t } = useI18n();
  const game = useGameNames();
  const [view, setView] = useState<EventView | null>(null);
  const [problem, setProblem] = useState<{ error: unknown; context: ErrorContext } | null>(null);
  const [tab, setTab] = useState<Tab>(() => "players");
  const players = view?.snapshot?.players ?? null;

  const load = async () => {
    try {
      const loaded = await aglCore.open(props.id);
      setView(loaded);
      // A running event opens on its rounds.
      if (loaded.snapshot && loaded.snapshot.rounds.length > 0) setTab((current) => (current === "players" ? "rounds" : current));
    } catch (e) {
      setProblem({ error: e, context: {} });
    }
  };

  useEffect(() => {
    void load();
  }, [props.id]);

  // A panel's half-typed form is lost when another panel is shown: ask first.
  const choose = (next: Tab) => leaveThen(() => setTab(next));

  const report = (error: unknown, context: ErrorContext = {}) => {
    setProblem({ error, context });
    // Someone changed the event meanwhile, or it can only be read: show it as it is now.
    lookAgainIfBehind(error, load, "anyConflict");
  };

  const act = async (action: EventAction, context: ActContext = {}): Promise<Accepted | null> => {
    if (!view) return null;
    try {
      const outcome = await aglCore.apply(view.id, view.seq, action);
      const next = patchedView(view, outcome);
      if (next) setView(next);
      else await load();
      setProblem(null);
      return outcome.accepted;
    } catch (e) {
      const { showHere, ...names } = context;
      if (showHere) {
        showHere(e);
        lookAgainIfBehind(e, load, "anyConflict");
      } else {
        report(e, names);
      }
      return null;
    }
  };

  const deskProps = useMemo(
    (): DeskProps | null =>
      view && game.catalog
        ? { view, catalog: game.catalog, characters: game.characters, act, reload: load, report }
        : null,
    [view, game.catalog, game.characters],
  );

  const notice = problem && (
    <ErrorNotice
      error={problem.error}
      players={players}
      seats={problem.context.seats ?? null}
      testId="desk-error"
      onDismiss={() => setProblem(null)}
    />
  );

  if (!view || !deskProps) {
    return <DeskLoading>{notice ?? <p>{t("common.loading")}</p>}</DeskLoading>;
  }

  const snapshot = view.snapshot;
  const definition = snapshot?.definition;
  const tabLabel: Record<Tab, string> = {
    players: t("event.tab.players", { count: snapshot?.players.length ?? 0 }),
    rounds: t("event.tab.rounds"),
    standings: t("event.tab.standings"),
    paper: t("event.tab.paper"),
    timer: t("event.tab.timer"),
    phones: t("phones.title"),
    history: t("history.tab"),
    moments: t("moments.tab"),
  };

  return (
    <DeskFrame
      testId="event-desk"
      title={view.title}
      header={
        <>
          {definition && (
            <p class="muted" data-testid="desk-summary">
              {rulesetName(t, definition.ruleset)} · {formatName(t, definition.format)} ·{" "}
              {definition.mods && definition.mods.length > 0
                ? definition.mods.map(modName).join(", ")
                : t("event.noMods")}{" "}
              · {eventTypeName(definition.event_type)} (K {view.options.event_types.find((e) => e.event_type === definition.event_type)?.k_factor})
            </p>
          )}
          {snapshot && (
            <p class="stage" data-testid="desk-stage">
              {stageText(t, snapshot.stage)}
            </p>
          )}
          <ProjectorControl eventId={view.id} onError={report} />
        </>
      }
      readOnly={view.readOnly}
      continuedFrom={view.continuedFrom}
      openEvent={props.openEvent}
      players={players}
      notices={
        <>
          {view.packMismatch && <PackMismatchNote mismatch={view.packMismatch} />}
          {notice}
        </>
      }
      tabs={TABS}
      tabLabel={tabLabel}
      tabTestId={(name) => `tab-${name}`}
      chosen={tab}
      choose={choose}
      shortcuts
      panel={
        snapshot && (
          <>
            {tab === "players" && <PlayersPanel {...deskProps} snapshot={snapshot} />}
            {tab === "rounds" && <RoundsPanel {...deskProps} snapshot={snapshot} openDraft={props.openDraft} />}
            {tab === "standings" && <StandingsPanel {...deskProps} snapshot={snapshot} />}
            {tab === "paper" && <PaperPanel {...deskProps} snapshot={snapshot} />}
            {tab === "timer" && <TimerPanel eventId={view.id} />}
            {tab === "phones" && <PhonesPanel eventId={view.id} spectatorRound={snapshot.rounds[snapshot.rounds.length - 1]?.number} />}
            {tab === "history" && <HistoryPanel eventId={view.id} seq={view.seq} />}
            {tab === "moments" && <MomentsPanel eventId={view.id} seq={view.seq} openEvent={props.openEvent} />}
          </>
        )
      }
      footer={<footer class="desk-keys muted">{t("event.keys")}</footer>}
    />
  );
}

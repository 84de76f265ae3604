import { useEffect, useState } from "preact/hooks";
import type { Accepted, CharacterSummary, EventAction, EventCatalog, EventView } from "../../bindings";
import { describeError, UserError } from "../../lib/backend";
import { useI18n } from "../../lib/i18n-context";
import { eventApi } from "./api";
import { PaperPanel } from "./PaperPanel";
import { PlayersPanel } from "./PlayersPanel";
import { RoundsPanel } from "./RoundsPanel";
import { StandingsPanel } from "./StandingsPanel";
import { TimerPanel } from "./TimerPanel";
import { eventTypeName, formatName, modName, rulesetName, stageText } from "./words";
import "./event.css";

export type Problem = { message: string; clause: string | null; problems: string[] };

/** What every panel of the desk gets. */
export type DeskProps = {
  view: EventView;
  catalog: EventCatalog;
  characters: CharacterSummary[];
  /** Applies an organizer action; resolves to what the engine did, or null when refused. */
  act: (action: EventAction) => Promise<Accepted | null>;
  setView: (view: EventView) => void;
  report: (error: unknown) => void;
};

const TABS = ["players", "rounds", "standings", "paper", "timer"] as const;
type Tab = (typeof TABS)[number];

export function problemOf(error: unknown): Problem {
  if (error instanceof UserError && error.detail.kind === "refused") {
    return { message: error.detail.message, clause: error.detail.clause, problems: error.detail.problems };
  }
  return { message: describeError(error), clause: null, problems: [] };
}

/** The organizer's desk for one event: players, rounds, standings, paper and the timer. */
export function EventDesk(props: { id: string; openDraft: (draftId: string) => void }) {
  const { t } = useI18n();
  const [view, setView] = useState<EventView | null>(null);
  const [catalog, setCatalog] = useState<EventCatalog | null>(null);
  const [characters, setCharacters] = useState<CharacterSummary[]>([]);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [tab, setTab] = useState<Tab>(() => "players");

  const load = async () => {
    try {
      const loaded = await eventApi.get(props.id);
      setView(loaded);
      // A running event opens on its rounds.
      if (loaded.snapshot && loaded.snapshot.rounds.length > 0) setTab((current) => (current === "players" ? "rounds" : current));
    } catch (e) {
      setProblem(problemOf(e));
    }
  };

  useEffect(() => {
    void load();
    eventApi.catalog().then(setCatalog).catch((e) => setProblem(problemOf(e)));
    eventApi.characters().then(setCharacters).catch((e) => setProblem(problemOf(e)));
  }, [props.id]);

  // Alt+1…5 switch panels from anywhere on the desk.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey) return;
      const index = Number(e.key) - 1;
      const next = TABS[index];
      if (next) {
        e.preventDefault();
        setTab(next);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const report = (error: unknown) => {
    setProblem(problemOf(error));
    // Someone changed the event meanwhile: show it as it is now.
    if (error instanceof UserError && error.detail.kind === "conflict") void load();
  };

  const act = async (action: EventAction): Promise<Accepted | null> => {
    if (!view) return null;
    try {
      const outcome = await eventApi.apply(view.id, view.seq, action);
      setView(outcome.view);
      setProblem(null);
      return outcome.accepted;
    } catch (e) {
      report(e);
      return null;
    }
  };

  if (!view || !catalog) {
    return (
      <main class="event-desk">
        {problem ? (
          <p class="error" role="alert">
            {problem.message}
          </p>
        ) : (
          <p>{t("common.loading")}</p>
        )}
      </main>
    );
  }

  const snapshot = view.snapshot;
  const definition = snapshot?.definition;
  const deskProps: DeskProps = { view, catalog, characters, act, setView, report };
  const tabLabel: Record<Tab, string> = {
    players: t("event.tab.players", { count: snapshot?.players.length ?? 0 }),
    rounds: t("event.tab.rounds"),
    standings: t("event.tab.standings"),
    paper: t("event.tab.paper"),
    timer: t("event.tab.timer"),
  };

  return (
    <main class="event-desk" data-testid="event-desk">
      <header class="desk-header">
        <h1 data-testid="desk-title">{view.title}</h1>
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
      </header>
      {view.readOnly && (
        <p class="warning-banner" role="alert" data-testid="desk-read-only">
          {t("event.readOnly")} {view.readOnly}
        </p>
      )}
      {view.packNote && <p class="hint">{view.packNote}</p>}
      {problem && (
        <div class="error-banner" role="alert" data-testid="desk-error">
          <p>{problem.message}</p>
          {problem.clause && <p class="clause">{problem.clause}</p>}
          {problem.problems.length > 1 && (
            <ul>
              {problem.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <button class="secondary small" onClick={() => setProblem(null)}>
            {t("event.dismiss")}
          </button>
        </div>
      )}
      <nav class="desk-tabs" role="tablist">
        {TABS.map((name, i) => (
          <button
            key={name}
            role="tab"
            aria-selected={tab === name}
            class={`desk-tab ${tab === name ? "chosen" : ""}`}
            data-testid={`tab-${name}`}
            aria-keyshortcuts={`Alt+${i + 1}`}
            onClick={() => setTab(name)}
          >
            {tabLabel[name]}
          </button>
        ))}
      </nav>
      {snapshot ? (
        <section class="desk-panel" role="tabpanel">
          {tab === "players" && <PlayersPanel {...deskProps} snapshot={snapshot} />}
          {tab === "rounds" && <RoundsPanel {...deskProps} snapshot={snapshot} openDraft={props.openDraft} />}
          {tab === "standings" && <StandingsPanel {...deskProps} snapshot={snapshot} />}
          {tab === "paper" && <PaperPanel {...deskProps} snapshot={snapshot} />}
          {tab === "timer" && <TimerPanel eventId={view.id} />}
        </section>
      ) : (
        <p class="hint">{t("event.noSnapshot")}</p>
      )}
      <footer class="desk-keys muted">{t("event.keys")}</footer>
    </main>
  );
}

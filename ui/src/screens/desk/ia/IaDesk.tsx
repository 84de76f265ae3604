// The Imperial Assault desk: players with their army lists, Swiss rounds with each round's
// mission and results, standings with strength of schedule, the cut, and the paper. Every rule is
// the core's: each action goes to it, and its answer (what changed, or a refusal in words) is
// shown: the desk keeps what it showed and replaces what the action changed. Each panel is a file
// of this folder; every call to the core is in `actions.ts`.
import { useCallback, useEffect, useState } from "preact/hooks";
import type { IaAction, IaEventView } from "../../../bindings";
import { useCommand } from "../../../lib/call";
import { ErrorNotice } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { usePhoneMoved } from "../../../lib/phoneMoved";
import { PhonesPanel } from "../../phones/PhonesPanel";
import { ProjectorControl } from "../../projector/ProjectorControl";
import { DeskFrame, DeskLoading } from "../shared/DeskFrame";
import { lookAgainIfBehind } from "../shared/lookAgain";
import { HistoryPanel } from "../shared/history/HistoryPanel";
import { MomentsPanel } from "../shared/moments/MomentsPanel";
import { TimerPanel } from "../shared/TimerPanel";
import { iaCore } from "./actions";
import { afterAction } from "./change";
import { IaCut } from "./IaCut";
import { IaPaper } from "./IaPaper";
import { IaPlayers } from "./IaPlayers";
import { IaRounds } from "./IaRounds";
import { IaStandingsPanel } from "./IaStandings";
import { iaStageText, structureText } from "./words";
import "./ia.css";

type Tab = "players" | "rounds" | "standings" | "cut" | "paper" | "timer" | "phones" | "history" | "moments";
const TABS: Tab[] = ["players", "rounds", "standings", "cut", "paper", "timer", "phones", "history", "moments"];

export function IaDesk(props: { id: string; openEvent?: (id: string) => void }) {
  const { t } = useI18n();
  const command = useCommand();
  const [view, setView] = useState<IaEventView | null>(null);
  const [tab, setTab] = useState<Tab>("players");
  // The control whose action was refused: its refusal is shown beside it, not at the top.
  const [origin, setOrigin] = useState<string | null>(null);

  const load = async () => setView(await iaCore.open(props.id));
  useEffect(() => {
    void command.run(load);
  }, [props.id]);
  // A player's report from their phone changes the event: the desk reads it again.
  const readAgain = useCallback(() => {
    iaCore.open(props.id).then(setView, () => undefined);
  }, [props.id]);
  usePhoneMoved([props.id], readAgain);

  /** Sends one action from the control named `from`; a stale screen looks again. */
  const act = async (action: IaAction, from: string | null = null): Promise<boolean> => {
    if (!view) return false;
    setOrigin(from);
    const outcome = await command.run(() => iaCore.apply(view.id, view.seq, action));
    if (outcome) {
      setView((shown) => shown && afterAction(shown, outcome));
      return true;
    }
    lookAgainIfBehind(command.error, load);
    return false;
  };

  if (!view) {
    return (
      <DeskLoading>
        <ErrorNotice error={command.error} />
        <p>{t("common.loading")}</p>
      </DeskLoading>
    );
  }
  const snapshot = view.snapshot;
  const players = snapshot?.players.map((p) => ({ id: p.id, name: p.name })) ?? [];
  const name = (id: number) => players.find((p) => p.id === id)?.name ?? `#${id}`;
  const definition = snapshot?.definition;
  const tabLabel: Record<Tab, string> = {
    players: t("ia.tab.players", { count: players.length }),
    rounds: t("ia.tab.rounds"),
    standings: t("ia.tab.standings"),
    cut: t("ia.tab.cut"),
    paper: t("ia.tab.paper"),
    timer: t("event.tab.timer"),
    phones: t("phones.title"),
    history: t("history.tab"),
    moments: t("moments.tab"),
  };
  /** The refusal of the action sent from `from`, shown where it was sent from. */
  const refusal = (from: string) =>
    origin === from && command.error !== null ? (
      <ErrorNotice error={command.error} players={players} testId={`ia-error-${from}`} onDismiss={command.clear} />
    ) : null;
  /** Clears the refusal of `from` (a list fixed after its refusal). */
  const clearRefusal = (from: string) => {
    if (origin === from && command.error !== null) command.clear();
  };
  /** Registers every player of a roster file (all or none, the core decides). */
  const importRoster = async (path: string): Promise<boolean> => {
    setOrigin("roster");
    const next = await command.run(() => iaCore.importRoster(view.id, view.seq, path));
    if (next) {
      setView(next);
      return true;
    }
    lookAgainIfBehind(command.error, load);
    return false;
  };
  /** Pairs the latest round anew, then reads the event again (both actions are the core's). */
  const pairAgain = async (round: number): Promise<boolean> => {
    setOrigin("round-actions");
    const answer = await command.run(() => iaCore.pairAgain(view.id, view.seq, round));
    if (answer) {
      await command.run(load);
      return true;
    }
    lookAgainIfBehind(command.error, load);
    return false;
  };
  const panel = { snapshot: snapshot!, act, busy: command.busy, name, refusal, clearRefusal, importRoster, pairAgain };

  return (
    <DeskFrame
      testId="ia-desk"
      title={view.title}
      header={
        <>
          {definition && (
            <p class="muted" data-testid="ia-summary">
              {t("ia.desk.summary", {
                category: t(`ia.category.${definition.category}`),
                sos: t(`ia.sos.${definition.sos_method ?? "sum"}`),
              })}
              {snapshot?.structure && ` · ${structureText(t, snapshot.structure)}`}
            </p>
          )}
          {snapshot && (
            <p class="stage" data-testid="ia-stage">
              {iaStageText(t, snapshot.stage, players.length)}
            </p>
          )}
          <ProjectorControl
            eventId={view.id}
            onError={(e) => {
              setOrigin(null);
              command.setError(e);
            }}
          />
        </>
      }
      readOnly={view.readOnly}
      continuedFrom={view.continuedFrom}
      openEvent={props.openEvent}
      players={players}
      notices={origin === null && <ErrorNotice error={command.error} players={players} testId="ia-error" onDismiss={command.clear} />}
      tabs={TABS}
      tabLabel={tabLabel}
      tabTestId={(name) => `ia-tab-${name}`}
      chosen={tab}
      choose={setTab}
      panel={
        snapshot && (
          <>
            {tab === "players" && <IaPlayers {...panel} />}
            {tab === "rounds" && <IaRounds {...panel} />}
            {tab === "standings" && <IaStandingsPanel {...panel} />}
            {tab === "cut" && <IaCut {...panel} />}
            {tab === "paper" && <IaPaper snapshot={snapshot} id={view.id} />}
            {tab === "phones" && <PhonesPanel eventId={view.id} playerPages />}
            {tab === "history" && <HistoryPanel eventId={view.id} seq={view.seq} />}
            {tab === "moments" && <MomentsPanel eventId={view.id} seq={view.seq} openEvent={props.openEvent} />}
            {tab === "timer" && (
              <TimerPanel
                eventId={view.id}
                defaultMinutes={snapshot.timer.setup_minutes + snapshot.timer.play_minutes}
                note={t("ia.timer.note", { setup: snapshot.timer.setup_minutes, play: snapshot.timer.play_minutes })}
              />
            )}
          </>
        )
      }
    />
  );
}

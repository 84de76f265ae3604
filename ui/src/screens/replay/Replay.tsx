// A finished draft stepped through, pick by pick: the core sends every step as a spectator saw it
// (the public view after the action, who acted, the clause that made it legal), so this screen
// only draws what it is given and never holds a secret. The board is drawn as the table screen
// draws it (its classes and marks).
import { useEffect, useMemo, useState } from "preact/hooks";
import { commands, type DraftView, type Seat, type TableReplay } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { initials } from "../../lib/initials";
import { rulesLabel, stepName } from "../../lib/vocabulary";
import { who } from "../draft/Banner";
import { characterNames } from "../draft/names";
import { RevealedSwaps } from "../draft/RevealedSwaps";
import { eventText } from "../draft/words";
import "../draft/draft.css";
import "./replay.css";

/** One player's side of the board at a step: team, then Starting Lineup with its marks. */
function PlayerPanel(props: { view: DraftView; seat: Seat; names: Record<string, string> }) {
  const { t } = useI18n();
  const { view, seat, names } = props;
  const player = view.players[seat];
  const team = view.teams?.[seat] ?? player.picked_team;
  const name = (id: string) => names[id] ?? id;
  return (
    <div class="player" data-testid={`replay-player-${seat}`}>
      <h2>
        {who(view, seat, t)}{" "}
        <span class="muted sponsor">
          {player.sponsor.name}
          {!player.sponsor.effective && ` — ${t("draft.sponsor.cancelled")}`}
        </span>
      </h2>
      <h3>{t("draft.team", { count: team.length })}</h3>
      <ul class="team-list" data-testid={`replay-team-${seat}`}>
        {team.map((c) => (
          <li key={c} data-character={c}>
            <span class="portrait small">{initials(name(c))}</span> {name(c)}
          </li>
        ))}
      </ul>
      <h3>{t("draft.lineup")}</h3>
      <ul class="lineup" data-testid={`replay-lineup-${seat}`}>
        {player.lineup.map((entry) => {
          const mark = player.banned === entry.character ? "banned" : team.includes(entry.character) ? "alreadyOnTeam" : "";
          return (
            <li
              key={entry.character}
              class={`lineup-card ${mark ? `mark-${mark}` : ""}`}
              data-character={entry.character}
              data-mark={mark}
            >
              <span class="portrait small">{initials(name(entry.character))}</span>
              <span>{name(entry.character)}</span>
              <span class="muted">{entry.initiative ?? "?"}</span>
              {mark === "banned" && <span class="card-mark">{t("draft.reason.banned")}</span>}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export function Replay(props: { id: string }) {
  const { t } = useI18n();
  const [replay, setReplay] = useState<TableReplay | null>(null);
  const [error, setError] = useState<unknown>(null);
  // 0 is the board before the first step; n is the board after step n.
  const [at, setAt] = useState(0);
  const [written, setWritten] = useState<string | null>(null);
  const [exportError, setExportError] = useState<unknown>(null);

  useEffect(() => {
    call(commands.draftReplay(props.id)).then(setReplay).catch(setError);
  }, [props.id]);

  const total = replay?.replay.steps.length ?? 0;
  const go = (to: number) => setAt(Math.max(0, Math.min(total, to)));

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return;
      const to =
        event.key === "ArrowRight" ? at + 1 : event.key === "ArrowLeft" ? at - 1 : event.key === "Home" ? 0 : event.key === "End" ? total : null;
      if (to === null) return;
      event.preventDefault();
      go(to);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [at, total]);

  const names = useMemo(() => (replay ? characterNames(replay.replay.start) : {}), [replay]);

  if (!replay) {
    return (
      <main class="draft replay" data-testid="replay-screen">
        <ErrorNotice error={error} testId="replay-error" />
        {!error && <p>{t("common.loading")}</p>}
      </main>
    );
  }

  const steps = replay.replay.steps;
  const step = at > 0 ? steps[at - 1] : undefined;
  const view = step ? step.view : replay.replay.start;

  async function exportFile() {
    setExportError(null);
    setWritten(null);
    try {
      const file = await call(commands.exportDraftReplay(props.id, null));
      setWritten(file.path);
    } catch (e) {
      setExportError(e);
    }
  }

  return (
    <main class="draft replay" data-testid="replay-screen">
      <header class="draft-header">
        <h1 data-testid="replay-title">{t("replay.title", { title: replay.title })}</h1>
        <p class="muted">{rulesLabel(t, view.version, view.mods)}</p>
      </header>
      <nav class="replay-controls" aria-label={t("replay.steps")}>
        <button class="secondary" data-testid="replay-first" disabled={at === 0} onClick={() => go(0)}>
          {t("replay.first")}
        </button>
        <button class="secondary" data-testid="replay-back" disabled={at === 0} onClick={() => go(at - 1)}>
          ← {t("replay.back")}
        </button>
        <span class="replay-position" data-testid="replay-position" aria-live="polite">
          {t("replay.position", { at, total })}
        </span>
        <button class="primary" data-testid="replay-next" disabled={at === total} onClick={() => go(at + 1)}>
          {t("replay.next")} →
        </button>
        <button class="secondary" data-testid="replay-last" disabled={at === total} onClick={() => go(total)}>
          {t("replay.last")}
        </button>
      </nav>
      <p class="muted small">{t("replay.keys")}</p>
      <section class="replay-step" data-testid="replay-step" data-step={at}>
        {step ? (
          <>
            <h2>{t("replay.step", { number: step.number, total })}</h2>
            <p class="replay-what" data-testid="replay-step-text">
              {eventText(step.event, step.view, names, t)}
            </p>
            <p class="muted" data-testid="replay-step-by">
              {t("replay.by", { name: step.player, step: stepName(t, step.step, replay.order) })}
            </p>
            <p class="muted small" data-testid="replay-clause">
              {t("replay.clause", { clause: step.clause })}
            </p>
          </>
        ) : (
          <h2 data-testid="replay-step-text">{t("replay.start")}</h2>
        )}
      </section>
      <div class="board-layout">
        <PlayerPanel view={view} seat="first" names={names} />
        <div class="board-center">
          <RevealedSwaps view={view} order={replay.order} name={(id) => names[id] ?? id} testId="replay-swaps" />
          <section class="log">
            <h2>{t("replay.steps")}</h2>
            <ol data-testid="replay-log">
              {steps.map((s) => (
                <li key={s.number} class={s.number === at ? "current" : s.number > at ? "later" : ""}>
                  <button class="link-button" data-testid={`replay-to-${s.number}`} onClick={() => go(s.number)}>
                    {eventText(s.event, s.view, names, t)}
                  </button>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <PlayerPanel view={view} seat="second" names={names} />
      </div>
      <section class="replay-export">
        <button class="secondary" data-testid="replay-export" onClick={() => void exportFile()}>
          {t("replay.export")}
        </button>
        {written && (
          <p class="notice" data-testid="replay-exported">
            {t("replay.exported", { path: written })}
          </p>
        )}
        <ErrorNotice error={exportError} testId="replay-export-error" />
      </section>
    </main>
  );
}

// The projector window: what the room reads from across it, in big type. Pairings by player
// name in alphabetical order (each with their table and opponent, so players find themselves at
// a glance), the standings, and the round timer with its round and the time it ends. The event
// is read from the core every few seconds; the timer is the desk's own, shared through this
// computer's storage, so both windows show the same time.
import { WebviewWindow } from "@tauri-apps/api/webviewWindow";
import { useEffect, useState } from "preact/hooks";
import { commands, type EventSnapshot, type StandingRow } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import * as timer from "../event/timer";
import { playerName } from "../event/words";
import "./projector.css";

const REFRESH_MS = 3000;
const TIMER_KEY = (eventId: string) => `hexadraft.event.${eventId}.timer`;
type View = "pairings" | "standings" | "timer";

/** Opens (or brings forward) the projector window on an event. */
export async function openProjector(eventId: string): Promise<void> {
  const url = `index.html?projector=${encodeURIComponent(eventId)}`;
  const existing = await WebviewWindow.getByLabel("projector");
  if (existing) await existing.close();
  await new Promise<void>((resolve, reject) => {
    const window = new WebviewWindow("projector", { url, title: "Hexadraft", width: 1280, height: 800 });
    void window.once("tauri://created", () => resolve());
    void window.once("tauri://error", (e) => reject(new Error(String(e.payload))));
  });
}

/** One line of the pairings: a player, their table (or the bye) and their opponent. */
export type PairingLine = { name: string; table: number | null; opponent: string | null };

/** The latest round's pairings, one line per player, by name in the reader's language's order. */
export function pairingLines(snapshot: EventSnapshot, language: string): PairingLine[] {
  const round = snapshot.rounds[snapshot.rounds.length - 1];
  if (!round) return [];
  const lines: PairingLine[] = round.tables.flatMap((table) => [
    { name: playerName(snapshot, table.players.first), table: table.number, opponent: playerName(snapshot, table.players.second) },
    { name: playerName(snapshot, table.players.second), table: table.number, opponent: playerName(snapshot, table.players.first) },
  ]);
  if (round.bye) lines.push({ name: playerName(snapshot, round.bye.player), table: null, opponent: null });
  const collator = new Intl.Collator(language, { sensitivity: "base" });
  return lines.sort((a, b) => collator.compare(a.name, b.name));
}

export function Projector(props: { eventId: string; now?: () => number }) {
  const { t, language } = useI18n();
  const now = props.now ?? Date.now;
  const [snapshot, setSnapshot] = useState<EventSnapshot | null>(null);
  const [title, setTitle] = useState("");
  const [rows, setRows] = useState<StandingRow[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [view, setView] = useState<View>("pairings");
  const [, tick] = useState(0);

  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        const event = await call(commands.getEvent(props.eventId));
        const standings = await call(commands.eventStandings(props.eventId));
        if (!live) return;
        setTitle(event.title);
        setSnapshot(event.snapshot);
        setRows(standings.standings.rows);
        setError(null);
      } catch (e) {
        if (live) setError(e);
      }
    };
    void read();
    const handle = setInterval(() => void read(), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(handle);
    };
  }, [props.eventId]);

  // The clock moves every quarter second while the timer view is shown.
  useEffect(() => {
    if (view !== "timer") return;
    const handle = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(handle);
  }, [view]);

  const round = snapshot?.rounds.length ?? 0;
  const lines = snapshot ? pairingLines(snapshot, language) : [];
  const saved = timer.parse(localStorage.getItem(TIMER_KEY(props.eventId)));
  const at = now();
  const left = saved ? timer.remaining(saved, at) : null;
  const clock = left === null ? "—" : timer.format(left);
  const endsAt =
    saved && timer.isRunning(saved) && left !== null && left > 0
      ? new Intl.DateTimeFormat(language, { timeStyle: "short" }).format(new Date(at + left))
      : null;

  return (
    <main class="projector" data-testid="projector">
      <header class="projector-header">
        <h1>{title}</h1>
        <p class="projector-round">{round > 0 ? t("projector.round", { round }) : t("projector.noRound")}</p>
        <nav class="projector-views">
          {(["pairings", "standings", "timer"] as const).map((v) => (
            <button
              key={v}
              class={view === v ? "secondary chosen" : "secondary"}
              aria-pressed={view === v}
              data-testid={`projector-${v}`}
              onClick={() => setView(v)}
            >
              {t(`projector.${v}`)}
            </button>
          ))}
        </nav>
      </header>
      <ErrorNotice error={error} testId="projector-error" />
      {view === "pairings" && (
        <ol class="projector-pairings" data-testid="projector-pairing-list">
          {lines.map((line) => (
            <li key={`${line.name}-${line.table}`}>
              <span class="projector-name">{line.name}</span>
              <span class="projector-table">
                {line.table === null ? t("projector.bye") : t("projector.table", { table: line.table })}
              </span>
              {line.opponent && <span class="projector-opponent">{t("projector.against", { name: line.opponent })}</span>}
            </li>
          ))}
        </ol>
      )}
      {view === "standings" && (
        <ol class="projector-standings" data-testid="projector-standing-list">
          {rows.map((row) => (
            <li key={row.player}>
              <span class="projector-place">{row.place}</span>
              <span class="projector-name">{row.name}</span>
              <span>{t("projector.points", { points: row.points })}</span>
              <span class="projector-vp">{t("projector.vp", { vp: row.victory_points })}</span>
            </li>
          ))}
        </ol>
      )}
      {view === "timer" && (
        <section class="projector-timer" data-testid="projector-timer">
          <p
            class={`projector-clock ${left !== null && left < 0 ? "over" : ""}`}
            data-testid="projector-clock"
            // Sized by its length, so "1:29:57" fits the window as "45:00" does.
            style={{ fontSize: `min(${Math.floor(150 / Math.max(4, clock.length))}vw, 52vh)` }}
          >
            {clock}
          </p>
          <p class="projector-ends" data-testid="projector-ends">
            {left !== null && left <= 0
              ? t("projector.overtime")
              : endsAt
                ? t("projector.endsAt", { time: endsAt })
                : t("projector.paused")}
          </p>
        </section>
      )}
    </main>
  );
}

// The projector window: what the room reads from across it, in big type, for an event of either
// ruleset. Pairings by player name in alphabetical order (each with their table and opponent, so
// players find themselves at a glance; an Imperial Assault round with its mission, and its cut
// drawn as a tree), the standings, and the round timer with its round and the time it ends. The
// event is read from the core every few seconds as the room sees it (`roomView`, the room page's
// projection too); the timer is the desk's own, shared through this computer's storage, so both
// windows show the same time. A list longer than the window fits is cut into pages that turn on
// their own, each staying as long as the desk sets; once the event has ended, its statistics for
// the room (`roomStatistics`: the player-safe ones) are a view too; the desk chooses the view, or has them
// rotate, through the same storage (ProjectorControl), and the window opens full screen on the
// screen it names.
import { availableMonitors, type Monitor } from "@tauri-apps/api/window";
import { WebviewWindow } from "@tauri-apps/api/webviewWindow";
import { useEffect, useLayoutEffect, useRef, useState } from "preact/hooks";
import { commands, type RoomStanding, type RoomStatistics, type RoomView } from "../../bindings";
import { RoomStats } from "../../phone/RoomStats";
import { cutRoundWord } from "../../lib/eventWords";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { LANGUAGE_KEY, useI18n } from "../../lib/i18n-context";
import { asTheme, savedTheme, type Theme } from "../../lib/theme";
import * as timer from "../desk/shared/timer";
import "./projector.css";

const REFRESH_MS = 3000;
/** How long a page (or, rotating, a view) stays up before the next, unless the desk sets it. */
export const PAGE_MS = 8000;
/** The seconds a page may stay up, as the desk sets them: long enough to read a line, short
 * enough that a room sees every page within a minute or two. */
export const PAGE_SECONDS = { min: 3, max: 60, default: PAGE_MS / 1000 };
const TIMER_KEY = (eventId: string) => `hexadraft.event.${eventId}.timer`;
export type View = "pairings" | "standings" | "timer" | "statistics";
/** Lists longer than this are set smaller, so a big event takes a few pages rather than many. */
const DENSE_FROM = 24;
export const VIEWS: View[] = ["pairings", "standings", "timer", "statistics"];

/** What the desk asks the projector to show: one view, or all of them in turn, each page for
 * `pageSeconds`. */
export type ProjectorControl = { view: View; rotate: boolean; pageSeconds: number };
export const CONTROL_KEY = (eventId: string) => `hexadraft.projector.${eventId}.control`;

export function readControl(eventId: string): ProjectorControl {
  try {
    const chosen = asControl(JSON.parse(localStorage.getItem(CONTROL_KEY(eventId)) ?? "null"));
    if (chosen) return chosen;
  } catch {
    // an unreadable choice is replaced by the next one made
  }
  return { view: "pairings", rotate: false, pageSeconds: PAGE_SECONDS.default };
}

/** A choice of view as stored or passed in an address, or null when it names no view. */
function asControl(value: unknown): ProjectorControl | null {
  if (typeof value !== "object" || value === null) return null;
  const chosen = value as Partial<ProjectorControl>;
  if (!VIEWS.includes(chosen.view as View)) return null;
  return { view: chosen.view as View, rotate: chosen.rotate === true, pageSeconds: pageSeconds(chosen.pageSeconds) };
}

/** Seconds per page as chosen, kept within what the desk offers (a choice saved before there was
 * one, or out of range, is the default or the nearest bound). */
export function pageSeconds(chosen: unknown): number {
  if (typeof chosen !== "number" || !Number.isFinite(chosen)) return PAGE_SECONDS.default;
  return Math.min(PAGE_SECONDS.max, Math.max(PAGE_SECONDS.min, Math.round(chosen)));
}

/** Sets the projector's view from either window (the other hears it as a storage event). */
export function writeControl(eventId: string, control: ProjectorControl): void {
  localStorage.setItem(CONTROL_KEY(eventId), JSON.stringify(control));
}

/** The screens to open the projector on, as the desk lists them. */
export async function projectorMonitors(): Promise<Monitor[]> {
  return availableMonitors();
}

/**
 * The projector window's address: the event, and the opener's language, theme and choice of view
 * as they are now. A new window reads the stored choices from its own copy, which can lag a
 * change just made in the opener (WebKit shares them between windows asynchronously); the
 * address cannot.
 */
export function projectorAddress(eventId: string, language: string | null, theme: Theme, control: ProjectorControl): string {
  const params = new URLSearchParams({ projector: eventId, theme });
  if (language) params.set("language", language);
  params.set("view", control.view);
  params.set("rotate", control.rotate ? "1" : "0");
  params.set("pageSeconds", String(control.pageSeconds));
  return `index.html?${params.toString()}`;
}

/** What the projector window opens with, from its address (`projectorAddress`). */
export type ProjectorStart = {
  eventId: string | null;
  language: string | null;
  theme: Theme | null;
  /** Null when the address names no view: the stored choice is read instead. */
  control: ProjectorControl | null;
};

export function projectorStart(search: string): ProjectorStart {
  const params = new URLSearchParams(search);
  const control = asControl({
    view: params.get("view"),
    rotate: params.get("rotate") === "1",
    pageSeconds: Number(params.get("pageSeconds") ?? Number.NaN),
  });
  return { eventId: params.get("projector"), language: params.get("language"), theme: asTheme(params.get("theme")), control };
}

/** Opens (or brings forward) the projector window on an event, full screen on `monitor`. */
export async function openProjector(eventId: string, monitor?: Monitor | null): Promise<void> {
  const url = projectorAddress(eventId, localStorage.getItem(LANGUAGE_KEY), savedTheme(), readControl(eventId));
  const existing = await WebviewWindow.getByLabel("projector");
  if (existing) await existing.close();
  // Placed on the monitor and sized to it, then full screen there: where a window manager
  // cannot make it full screen the window still covers that screen.
  const place = monitor
    ? (() => {
        const position = monitor.position.toLogical(monitor.scaleFactor);
        const size = monitor.size.toLogical(monitor.scaleFactor);
        return { x: position.x, y: position.y, width: size.width, height: size.height, fullscreen: true };
      })()
    : { width: 1280, height: 800 };
  await new Promise<void>((resolve, reject) => {
    const window = new WebviewWindow("projector", { url, title: "Hexadraft", ...place });
    void window.once("tauri://created", () => resolve());
    void window.once("tauri://error", (e) => reject(new Error(String(e.payload))));
  });
}

/** The slides the projector turns through: each view's pages, or only the chosen view's. */
export type Slide = { view: View; page: number };
export function slides(control: ProjectorControl, pages: Record<View, number>, shown: readonly View[] = VIEWS): Slide[] {
  const views = control.rotate ? VIEWS.filter((v) => shown.includes(v)) : [control.view];
  return views.flatMap((view) => Array.from({ length: Math.max(1, pages[view]) }, (_, page) => ({ view, page })));
}

/** The slide after `current` (the first when `current` is no longer among them). */
export function nextSlide(order: Slide[], current: Slide): Slide {
  const at = order.findIndex((s) => s.view === current.view && s.page === current.page);
  return order[(at + 1) % order.length] ?? current;
}

/** How many rows of a list fit: the window's height below the list, over one row's height. */
function rowsThatFit(list: HTMLElement, footer: number): number | null {
  const row = list.querySelector("li");
  if (!row) return null;
  const height = row.getBoundingClientRect().height;
  if (height <= 0) return null;
  const room = window.innerHeight - list.getBoundingClientRect().top - footer;
  return Math.max(1, Math.floor(room / height));
}

/** One line of the pairings: a player, their table (or the bye) and their opponent. */
export type PairingLine = { name: string; table: number | null; opponent: string | null };

/** The latest round's pairings, one line per player, by name in the reader's language's order. */
export function pairingLines(view: RoomView, language: string): PairingLine[] {
  const lines: PairingLine[] = view.tables.flatMap((table) => [
    { name: table.players[0], table: table.number, opponent: table.players[1] },
    { name: table.players[1], table: table.number, opponent: table.players[0] },
  ]);
  if (view.bye !== null) lines.push({ name: view.bye, table: null, opponent: null });
  const collator = new Intl.Collator(language, { sensitivity: "base" });
  return lines.sort((a, b) => collator.compare(a.name, b.name));
}

type Translate = ReturnType<typeof useI18n>["t"];

/** The figure a standing shows after its points: Victory Points, or strength of schedule. */
function figure(row: RoomStanding, t: Translate): string {
  return row.figures.ruleset === "agl"
    ? t("projector.vp", { vp: row.figures.victoryPoints })
    : t("projector.sos", { sos: row.figures.strengthOfSchedule });
}

export function Projector(props: {
  eventId: string;
  /** The view the opener had chosen, from the address (`projectorStart`); else the stored one. */
  startControl?: ProjectorControl | null;
  now?: () => number;
  perPage?: number;
}) {
  const { t, language } = useI18n();
  const now = props.now ?? Date.now;
  const [room, setRoom] = useState<RoomView | null>(null);
  // The event's statistics, once it has ended (the core answers none before).
  const [stats, setStats] = useState<RoomStatistics | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [control, setControl] = useState<ProjectorControl>(() => props.startControl ?? readControl(props.eventId));
  const [slide, setSlide] = useState<Slide>(() => ({ view: control.rotate ? VIEWS[0]! : control.view, page: 0 }));
  // Lines a page holds, measured in the window (a test may fix it); null: all on one page.
  const [fit, setFit] = useState<number | null>(props.perPage ?? null);
  const list = useRef<HTMLOListElement>(null);
  const [, tick] = useState(0);

  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        const seen = await call(commands.roomView(props.eventId));
        if (!live) return;
        setRoom(seen);
        setError(null);
        if (seen.standingsFinal) {
          const counted = await call(commands.roomStatistics(props.eventId));
          if (live) setStats(counted);
        }
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

  // The desk's choice of view, heard as it is made.
  useEffect(() => {
    const heard = (event: StorageEvent) => {
      if (event.key === CONTROL_KEY(props.eventId)) {
        const chosen = readControl(props.eventId);
        setControl(chosen);
        setSlide({ view: chosen.rotate ? VIEWS[0]! : chosen.view, page: 0 });
      }
    };
    window.addEventListener("storage", heard);
    return () => window.removeEventListener("storage", heard);
  }, [props.eventId]);

  const lines = room ? pairingLines(room, language) : [];
  const rows = room?.standings ?? [];
  // Once an Imperial Assault cut is made, its tree is what the room looks for.
  const cut = room?.cut ?? [];
  const perPage = fit ?? Number.POSITIVE_INFINITY;
  const pageCount = (length: number) => (Number.isFinite(perPage) ? Math.max(1, Math.ceil(length / perPage)) : 1);
  // Rotating, the statistics come round only once there are some.
  const shownViews = VIEWS.filter((v) => v !== "statistics" || stats !== null);
  const order = slides(control, { pairings: pageCount(lines.length), standings: pageCount(rows.length), timer: 1, statistics: 1 }, shownViews);
  // The slide shown, as long as it is still among them (the pages are measured anew as views change).
  const current = order.find((s) => s.view === slide.view && s.page === slide.page) ?? order.find((s) => s.view === slide.view) ?? order[0]!;
  const view = current.view;
  const pages = view === "timer" || view === "statistics" ? 1 : pageCount(view === "pairings" ? lines.length : rows.length);
  const page = Math.min(current.page, pages - 1);
  const shown = <T,>(items: T[]) => (Number.isFinite(perPage) ? items.slice(page * perPage, (page + 1) * perPage) : items);

  // The pages (and, rotating, the views) turn on their own, through the slides as they are then.
  const orderNow = useRef(order);
  orderNow.current = order;
  const shownNow = useRef(current);
  shownNow.current = current;
  const turning = order.length > 1;
  const pageMs = control.pageSeconds * 1000;
  useEffect(() => {
    if (!turning) return;
    const handle = setInterval(() => setSlide(nextSlide(orderNow.current, shownNow.current)), pageMs);
    return () => clearInterval(handle);
  }, [turning, pageMs]);

  // Measured after each layout: the rows a page holds in this window, in its columns.
  useLayoutEffect(() => {
    if (props.perPage !== undefined || !list.current) return;
    const rowsFit = rowsThatFit(list.current, 72);
    if (rowsFit === null) return;
    // The columns the browser laid out (projector.css: `columns: 2 32rem`), told by where the
    // lines start; a page that would fit one column cannot tell, and keeps the count it has.
    const items = [...list.current.querySelectorAll("li")];
    if (fit !== null && items.length <= rowsFit) return;
    const columns = new Set(items.map((li) => Math.round(li.getBoundingClientRect().left))).size;
    const lines = rowsFit * Math.max(1, columns);
    if (lines !== fit) setFit(lines);
  });
  useEffect(() => {
    if (props.perPage !== undefined) return;
    const again = () => setFit(null);
    window.addEventListener("resize", again);
    return () => window.removeEventListener("resize", again);
  }, [props.perPage]);

  // The clock moves every quarter second while the timer view is shown.
  useEffect(() => {
    if (view !== "timer") return;
    const handle = setInterval(() => tick((n) => n + 1), 250);
    return () => clearInterval(handle);
  }, [view]);

  const choose = (next: View) => {
    const chosen = { ...control, view: next, rotate: false };
    writeControl(props.eventId, chosen);
    setControl(chosen);
    setSlide({ view: next, page: 0 });
  };

  const round = room?.round ?? 0;
  const saved = timer.parse(localStorage.getItem(TIMER_KEY(props.eventId)));
  const at = now();
  const left = saved ? timer.remaining(saved, at) : null;
  const started = saved !== null && (timer.isRunning(saved) || saved.elapsedMs > 0);
  const clock = left === null ? null : timer.format(left);
  const endsAt =
    saved && timer.isRunning(saved) && left !== null && left > 0
      ? new Intl.DateTimeFormat(language, { timeStyle: "short" }).format(new Date(at + left))
      : null;

  return (
    <main class="projector" data-testid="projector" data-view={view} data-page={page + 1} data-pages={pages}>
      <header class="projector-header">
        <h1>{room?.title ?? ""}</h1>
        <p class="projector-round">
          {cut.length > 0
            ? t("projector.cut")
            : round > 0
              ? t("projector.round", { round })
              : t("projector.noRound")}
          {cut.length === 0 && room?.mission && (
            <span class="projector-mission" data-testid="projector-mission">
              {" · "}
              {t("projector.mission", { mission: room.mission })}
            </span>
          )}
        </p>
        <nav class="projector-views">
          {VIEWS.map((v) => (
            <button
              key={v}
              class={view === v ? "secondary chosen" : "secondary"}
              aria-pressed={view === v}
              data-testid={`projector-${v}`}
              onClick={() => choose(v)}
            >
              {t(`projector.${v}`)}
            </button>
          ))}
        </nav>
      </header>
      <ErrorNotice error={error} testId="projector-error" />
      {view === "pairings" && cut.length > 0 && (
        <section class="projector-cut" data-testid="projector-cut">
          {cut.map((cutRound) => (
            <div class="projector-cut-round" key={cutRound.round} data-testid={`projector-cut-round-${cutRound.round}`}>
              <h2>{cutRoundWord(t, cutRound.name)}</h2>
              {cutRound.games.map((game, index) => (
                <ol class="projector-cut-game" key={index}>
                  {[0, 1].map((seat) => (
                    <li
                      key={seat}
                      class={game.winner === null ? "" : game.winner === game.players[seat] ? "winner" : "out"}
                      data-seed={game.seeds[seat]}
                    >
                      {t("projector.seed", { seed: game.seeds[seat], name: game.players[seat] })}
                    </li>
                  ))}
                </ol>
              ))}
            </div>
          ))}
        </section>
      )}
      {view === "pairings" && cut.length === 0 && (
        <ol class={lines.length > DENSE_FROM ? "projector-pairings dense" : "projector-pairings"} data-testid="projector-pairing-list" ref={list}>
          {shown(lines).map((line) => (
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
        <ol class={rows.length > DENSE_FROM ? "projector-standings dense" : "projector-standings"} data-testid="projector-standing-list" ref={list}>
          {shown(rows).map((row) => (
            <li key={`${row.place}-${row.name}`}>
              <span class="projector-place">{row.place}</span>
              <span class="projector-name">{row.name}</span>
              <span>{t("projector.points", { points: row.points })}</span>
              <span class="projector-vp">{figure(row, t)}</span>
            </li>
          ))}
        </ol>
      )}
      {view === "timer" && (
        <section class="projector-timer" data-testid="projector-timer">
          {clock === null ? (
            <p class="projector-clock idle" data-testid="projector-clock" data-state="none">
              {t("projector.notStarted")}
            </p>
          ) : (
            <p
              class={`projector-clock ${left !== null && left < 0 ? "over" : ""}`}
              data-testid="projector-clock"
              data-state={started ? "started" : "waiting"}
              // Sized by its length, so "1:29:57" fits the window as "45:00" does.
              style={{ fontSize: `min(${Math.floor(150 / Math.max(4, clock.length))}vw, 52vh)` }}
            >
              {clock}
            </p>
          )}
          <p class="projector-ends" data-testid="projector-ends">
            {clock === null
              ? ""
              : !started
              ? t("projector.notStartedYet")
              : left !== null && left <= 0
                ? t("projector.overtime")
                : endsAt
                  ? t("projector.endsAt", { time: endsAt })
                  : t("projector.paused")}
          </p>
        </section>
      )}
      {view === "statistics" && (
        <section class="projector-statistics" data-testid="projector-statistics-view">
          {/* Six lines a table: the Sponsors and the Tactics stand one above the other beside the
              characters, and a projector does not scroll (1280x800 holds both at six). */}
          {stats === null ? (
            <p class="projector-clock idle" data-testid="projector-statistics-later">
              {t("projector.statisticsLater")}
            </p>
          ) : (
            <RoomStats stats={stats} language={language} t={t} limit={6} />
          )}
        </section>
      )}
      {pages > 1 && (
        <p class="projector-page" data-testid="projector-page">
          {t("projector.page", { page: page + 1, pages })}
        </p>
      )}
    </main>
  );
}

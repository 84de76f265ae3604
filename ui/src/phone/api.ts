// The phone page's calls to the app's local-network session (crates/venue; docs/formats.md,
// "Phone pages"). The token is the last part of the page's address.
import type {
  DeckChoice,
  DeckViolation,
  DraftMove,
  ErrorReport,
  GameResultInput,
  IaGameRef,
  IaPlayerPage,
  IaResultInput,
  RoomStatistics,
  RoomTimer,
  RoomView as RoomEvent,
  Seat,
  RoundSpectatorView,
  SpectatorView,
  TableDraft,
} from "../bindings";

export type SeatPage = { seat: Seat; draft: TableDraft; names: Record<string, string> };

/** The room page: what the room sees of the event (the projector's view too) and the timer. */
export type RoomView = RoomEvent & { timer: RoomTimer | null };

/** An Imperial Assault player's own page: their game, its reports, their standing, the room. */
export type PlayerPage = IaPlayerPage & { timer: RoomTimer | null };

/** A spectator's page: one table's public view at the organizer's delay. */
export type SpectatorPage = { draft: SpectatorView; names: Record<string, string> };

/** An event round's spectator page: every table's public view at the organizer's delay. */
export type RoundSpectatorPage = { round: RoundSpectatorView; names: Record<string, string> };

const KINDS = { s: "seat", r: "room", p: "player", v: "spectator" } as const;

/** What the address opens: a seat (`/s/TOKEN`), the room (`/r/TOKEN`), a player (`/p/TOKEN`) or
 * a spectator (`/v/TOKEN`). */
export function where(path: string): { kind: (typeof KINDS)[keyof typeof KINDS]; token: string } | null {
  const match = /^\/([srpv])\/([a-z2-7]{26})\/?$/.exec(path);
  if (!match) return null;
  return { kind: KINDS[match[1] as keyof typeof KINDS], token: match[2] };
}

/** A refusal from the app, or a token that opens nothing any more (`gone`). */
export class PhoneError extends Error {
  constructor(
    readonly status: number,
    readonly report: ErrorReport | null,
  ) {
    super(report?.message ?? `HTTP ${status}`);
  }
  get gone(): boolean {
    return this.status === 404;
  }
}

async function answer<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  let report: ErrorReport | null = null;
  if (response.headers.get("content-type")?.includes("json")) report = (await response.json()) as ErrorReport;
  throw new PhoneError(response.status, report);
}

export const seatApi = (token: string) => ({
  page: () => fetch(`/api/s/${token}`).then(answer<SeatPage>),
  move: (seq: number, move: DraftMove) =>
    fetch(`/api/s/${token}/move`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seq, move }),
    }).then(answer<SeatPage>),
  /** The seat's report of the game's result (docs/rulings.md, "Results reported from the phones"). */
  report: (seat: Seat, result: GameResultInput) =>
    fetch(`/api/s/${token}/result`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seat, result }),
    }).then(answer<SeatPage>),
  checkDeck: (deck: DeckChoice) =>
    fetch(`/api/s/${token}/deck-check`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(deck),
    }).then(answer<DeckViolation[]>),
  /** Server-sent events: `view` with the seat's page after every change. */
  live: (onPage: (page: SeatPage) => void, onGone: () => void): (() => void) => {
    const source = new EventSource(`/api/s/${token}/live`);
    source.addEventListener("view", (event) => onPage(JSON.parse((event as MessageEvent).data) as SeatPage));
    source.addEventListener("error", () => {
      // The browser reconnects by itself; a token that died answers 404, which ends it.
      if (source.readyState === EventSource.CLOSED) onGone();
    });
    return () => source.close();
  },
});

export const roomApi = (token: string) => ({
  view: () => fetch(`/api/r/${token}`).then(answer<RoomView>),
  /** The event's statistics once it has ended; `null` before (the route answers 404 until then). */
  statistics: () =>
    fetch(`/api/r/${token}/statistics`).then((response) => (response.status === 404 ? null : answer<RoomStatistics>(response))),
});

export const playerApi = (token: string) => ({
  page: () => fetch(`/api/p/${token}`).then(answer<PlayerPage>),
  /** The player's report of their game's result (docs/rulings.md, Imperial Assault, "Results
   * reported from the phones"). */
  report: (game: IaGameRef, result: IaResultInput) =>
    fetch(`/api/p/${token}/result`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game, result }),
    }).then(answer<PlayerPage>),
});

export const spectatorApi = (token: string) => ({
  /** A table's token answers its table, a round's token every table of the round. */
  page: () => fetch(`/api/v/${token}`).then(answer<SpectatorPage | RoundSpectatorPage>),
  /** Server-sent events: `view` with the page whenever it changes (a move, or a delay moving on). */
  live: (onPage: (page: SpectatorPage | RoundSpectatorPage) => void, onGone: () => void): (() => void) => {
    const source = new EventSource(`/api/v/${token}/live`);
    source.addEventListener("view", (event) => onPage(JSON.parse((event as MessageEvent).data) as SpectatorPage | RoundSpectatorPage));
    source.addEventListener("error", () => {
      // The browser reconnects by itself; a withdrawn token answers 404, which ends it.
      if (source.readyState === EventSource.CLOSED) onGone();
    });
    return () => source.close();
  },
});

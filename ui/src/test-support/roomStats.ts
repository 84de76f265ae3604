// An ended AGL event's statistics as the core counts them for the room (`room_statistics`):
// Gata drafted 3 times of 4 and won 2 of 3; Valkyrie drafted once; one Sponsor; the decks'
// Tactics only when `tactics` is set (the organizer made the decks public).
import type { Rate, RoomStatistics, WinRate } from "../bindings";

const rate = (hits: number, of: number): Rate => ({ hits, of, value: of > 0 ? hits / of : null, lowSample: of < 20 });
const winRate = (wins: number, losses: number): WinRate => ({ games: wins + losses, wins, ties: 0, losses, rate: rate(wins, wins + losses) });

export function roomStats(tactics: boolean): RoomStatistics {
  const character = (id: string, drafted: number, bans: number, wins: number, losses: number) => ({
    character: id,
    available: 4,
    drafted: rate(drafted, 4),
    firstPicks: 0,
    picks: drafted,
    averagePickSlot: null,
    bans,
    blocks: 0,
    contested: drafted + bans,
    swappedIn: 0,
    swappedOut: 0,
    winRate: winRate(wins, losses),
    byScenario: [],
    byMods: [],
  });
  return {
    lowSampleUnder: 20,
    agl: {
      events: 1,
      games: 6,
      drafts: 2,
      decidedDrafts: 2,
      decks: tactics ? 4 : 0,
      characters: [character("valkyrie", 1, 2, 0, 1), character("gata", 3, 0, 2, 1)],
      sponsors: [{ sponsor: "oxyd", players: 4, drafts: 4, winRate: winRate(2, 2) }],
      tactics: tactics ? [{ character: "gata", slot: 1, name: "Backstab", included: rate(2, 3) }] : [],
    },
    ia: { events: 0, games: 0, lists: 0, deployment: [], affiliations: [], command: [] },
    names: { gata: "Gata", valkyrie: "Valkyrie", oxyd: "Oxyd" },
    elite: [],
  };
}

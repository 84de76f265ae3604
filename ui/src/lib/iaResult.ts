// An Imperial Assault result as both forms (the desk's and a player's phone) send it: the typed
// Victory Points, how the game ended (with whose side where the ending names one) and the points
// from defeated figures only when any were typed. The core checks it.
import type { IaGameEnd, IaResultInput, Seat } from "../bindings";

type Typed = { first: string; second: string };

/** Whether an ending names a side (whose figures all fell, or who conceded). */
export function endNamesSide(kind: IaGameEnd["kind"]): kind is "allFiguresDefeated" | "concession" {
  return kind === "allFiguresDefeated" || kind === "concession";
}

export function iaResultInput(vp: Typed, figures: Typed, end: IaGameEnd["kind"], side: Seat): IaResultInput {
  const withFigures = figures.first.trim() !== "" || figures.second.trim() !== "";
  return {
    victory_points: { first: Number(vp.first), second: Number(vp.second) },
    figure_points: withFigures ? { first: Number(figures.first), second: Number(figures.second) } : null,
    end: endNamesSide(end) ? { kind: end, side } : { kind: end },
  };
}

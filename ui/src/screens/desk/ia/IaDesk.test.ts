// The Imperial Assault standings' reasons read as sentences with the numbers, from this row's side.
import { describe, expect, it } from "vitest";
import type { IaStandingRow } from "../../../bindings";
import { translate, type Language } from "../../../i18n";
import { iaSeparatedText } from "./words";

const row = (player: number, points: number, sos: string, esos: string, by: IaStandingRow["separated_by"]): IaStandingRow => ({
  place: player,
  player,
  points,
  strength_of_schedule: sos,
  extended_strength_of_schedule: esos,
  lot: 0,
  record: { wins: 0, draws: 0, losses: 0, byes: 0 },
  games_played: 0,
  opponents: [],
  separated_by: by,
});
const ROWS = [row(1, 9, "27", "99", "first"), row(2, 9, "21", "105", "strength-of-schedule"), row(3, 6, "21", "90", "points"), row(4, 6, "21", "90", "lot")];
const NAMES: Record<number, string> = { 1: "Ana", 2: "Bo", 3: "Cy", 4: "Di" };
const words = (language: Language) => (index: number) =>
  iaSeparatedText((key, params) => translate(language, key, params), ROWS, index, (id) => NAMES[id]!);

describe("IA standings reasons", () => {
  it("say what separated each row from the one above, with both numbers", () => {
    const en = words("en");
    expect(en(0)).toBe("first place");
    expect(en(1)).toBe("behind Ana on strength of schedule, 21 to 27");
    expect(en(2)).toBe("behind Bo on tournament points, 6 to 9");
    expect(en(3)).toMatch(/level with Cy in everything/);
    expect(words("es")(1)).toBe("por detrás de Ana en fuerza de enfrentamientos: 21 a 27");
  });
});

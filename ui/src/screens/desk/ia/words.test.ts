// The Imperial Assault desk's sentences: the standings' reasons read with the numbers, from this
// row's side; where the event stands; the rounds announced; the cut's rounds by name.
import { describe, expect, it } from "vitest";
import type { IaStandingRow } from "../../../bindings";
import { translate, type Language } from "../../../i18n";
import { cutRoundName, iaSeparatedText, iaStageText, strengthText, structureText } from "./words";

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
const tr = (language: Language) => (key: Parameters<typeof translate>[1], params?: Parameters<typeof translate>[2]) =>
  translate(language, key, params);
const words = (language: Language) => (index: number) => iaSeparatedText(tr(language), ROWS, index, (id) => NAMES[id]!);

describe("IA strengths of schedule", () => {
  it("read as the paper prints them: whole, or three decimals rounded half up", () => {
    expect(strengthText("21")).toBe("21");
    expect(strengthText("23/6")).toBe("3.833");
    expect(strengthText("5/3")).toBe("1.667");
    expect(strengthText("1/16")).toBe("0.063");
    expect(strengthText("9999/10000")).toBe("1.000");
    expect(strengthText("not a number")).toBe("not a number");
  });

  it("compare in decimals, or exactly where the decimals are the same", () => {
    const rows = [row(1, 6, "23/6", "0", "first"), row(2, 6, "3833/1000", "0", "strength-of-schedule"), row(3, 6, "7/2", "0", "strength-of-schedule")];
    const en = (index: number) => iaSeparatedText(tr("en"), rows, index, (id) => NAMES[id]!);
    // 3.8333… against 3.833: three decimals would read as a tie, so the exact values are shown.
    expect(en(1)).toBe("behind Ana on strength of schedule, 3833/1000 to 23/6");
    expect(en(2)).toBe("behind Bo on strength of schedule, 3.500 to 3.833");
  });
});

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

describe("IA stage and structure", () => {
  it("say where the event stands with the core's numbers", () => {
    const t = tr("en");
    expect(iaStageText(t, { kind: "roundInProgress", round: 2, results_missing: 3 }, 8)).toMatch(/2.*3|3.*2/);
    expect(iaStageText(t, { kind: "readyToPair", next_round: 4 }, 8)).toContain("4");
    expect(iaStageText(t, { kind: "registration" }, 8)).toContain("8");
  });

  it("name the rounds and the cut announced, or no cut", () => {
    const t = tr("en");
    expect(structureText(t, { swiss_rounds: 5, cut: 8 })).toMatch(/5.*8/);
    expect(structureText(t, { swiss_rounds: 3, cut: null })).toContain(t("ia.cut.none"));
  });

  it("name each round of the cut by the players left", () => {
    expect([1, 2, 4, 16].map((g) => cutRoundName(tr("en"), g))).toEqual(["Final", "Semi-finals", "Quarter-finals", "Round of 32"]);
  });
});

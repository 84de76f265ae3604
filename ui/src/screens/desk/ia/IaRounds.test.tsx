// The Imperial Assault rounds: pairing and unpairing as the core's open actions say, each round's
// mission, tables and bye, and a result recorded, or corrected once the table has one.
import { afterEach, describe, expect, it, vi } from "vitest";
import { open, panelProps, SNAPSHOT } from "../../../test-support/ia";
import { byTest, click, enter, mount, need } from "../../../test-support/render";
import { IaRounds } from "./IaRounds";

const WON = {
  decision: { outcomes: { first: "win", second: "loss" }, decided_by: "victoryPoints" },
  victory_points: { first: 40, second: 12 },
  points: { first: 3, second: 0 },
};
const table = (n: number, first: number, second: number, result: object | null) => ({
  table: n,
  players: { first, second },
  points: { first: 0, second: 0 },
  reason: "same-score",
  rematch_of_round: null,
  result,
});
const ROUND_2 = {
  ...SNAPSHOT,
  stage: { kind: "roundInProgress", round: 2, results_missing: 1 },
  open: { ...open, make_cut: false, pair_round: null, unpair_round: 2 },
  rounds: [
    { round: 1, mission: { mission: { name: "Moisture Farm" } }, tables: [table(1, 1, 2, WON), table(2, 3, 4, WON)], bye: { player: 5 } },
    { round: 2, mission: { mission: { name: "Echo Base" } }, tables: [table(1, 1, 3, null), table(2, 2, 4, WON)], bye: null },
  ],
};

afterEach(() => {
  document.body.innerHTML = "";
});

describe("IaRounds", () => {
  it("offers to take back the round the core names, and no pairing while it says none", async () => {
    const { props, sent } = panelProps(ROUND_2);
    const root = await mount(<IaRounds {...props} />);
    expect(byTest(root, "ia-pair")).toBeNull();
    await click(root, "ia-unpair");
    expect(sent).toEqual([{ action: { kind: "unpairRound", round: 2 }, from: "round-actions" }]);
  });

  it("marks a proposal, says why each table and the bye are what they are, publishes it and pairs it anew", async () => {
    // docs/rulings.md, "Publishing a round".
    const proposal = {
      ...ROUND_2,
      open: { ...ROUND_2.open, publish_round: 2 },
      rounds: ROUND_2.rounds.map((r) => (r.round === 2 ? { ...r, published: false, bye: { player: 5, reason: "fewest-points" } } : r)),
    };
    const { props, sent } = panelProps(proposal);
    const pairAgain = vi.fn(async () => true);
    const root = await mount(<IaRounds {...props} pairAgain={pairAgain} />);
    expect(need(root, "ia-proposal-2").textContent).toContain("Round 2 is a proposal");
    expect(byTest(root, "ia-proposal-1")).toBeNull();
    expect(need(root, "ia-why-2-1").textContent).toBe("drawn among players on the same points");
    // Its tables take no result until it is published.
    expect(byTest(root, "ia-result-2-1-save")).toBeNull();
    expect(need(root, "ia-bye-2").textContent).toContain("the fewest points");
    // A proposal is paired anew in one step, not taken back.
    expect(byTest(root, "ia-unpair")).toBeNull();
    await click(root, "ia-pair-again");
    expect(pairAgain).not.toHaveBeenCalled();
    await click(root, "ia-pair-again");
    expect(pairAgain).toHaveBeenCalledWith(2);
    await click(root, "ia-publish");
    expect(sent).toEqual([{ action: { kind: "publishRound", round: 2 }, from: "round-actions" }]);
  });

  it("pairs the round the core names", async () => {
    const { props, sent } = panelProps({ ...ROUND_2, open: { ...ROUND_2.open, pair_round: 3, unpair_round: null } });
    const root = await mount(<IaRounds {...props} />);
    expect(need(root, "ia-pair").textContent).toContain("3");
    await click(root, "ia-pair");
    expect(sent[0]!.action).toEqual({ kind: "pairNextRound", round: 3 });
  });

  it("shows each round's mission and bye, newest first", async () => {
    const { props } = panelProps(ROUND_2);
    const root = await mount(<IaRounds {...props} />);
    expect(need(root, "ia-mission-2").textContent).toContain("Echo Base");
    expect(need(root, "ia-mission-1").textContent).toContain("Moisture Farm");
    expect(need(root, "ia-bye-1").textContent).toContain("Eve");
    const sections = [...root.querySelectorAll("section")].map((s) => s.getAttribute("data-testid"));
    expect(sections).toEqual(["ia-round-2", "ia-round-1"]);
  });

  it("records a table's first result and corrects one already recorded", async () => {
    const { props, sent } = panelProps(ROUND_2);
    const root = await mount(<IaRounds {...props} />);
    await enter(root, "ia-result-2-1-vp-first", "40");
    await enter(root, "ia-result-2-1-vp-second", "30");
    await click(root, "ia-result-2-1-save");
    await enter(root, "ia-result-2-2-vp-first", "12");
    await enter(root, "ia-result-2-2-vp-second", "40");
    await click(root, "ia-result-2-2-save");
    expect(sent.map((s) => [s.action.kind, s.from])).toEqual([
      ["recordResult", "result-2-1"],
      ["correctResult", "result-2-2"],
    ]);
  });

  it("swaps two players of the round the core names, offering only players without a result", async () => {
    const { props, sent } = panelProps({ ...ROUND_2, open: { ...ROUND_2.open, swap_round: 2 } });
    const root = await mount(<IaRounds {...props} />);
    expect(need(root, "ia-swap").textContent).toContain("Swap two players of round 2");
    // Table 2 has its result: its players (Bo and Di) stay where they played.
    const offered = [...need(root, "ia-swap-first").querySelectorAll("option")].map((o) => o.textContent);
    expect(offered).toEqual(["—", "Ana", "Cy"]);
    expect((need(root, "ia-swap-do") as HTMLButtonElement).disabled).toBe(true);
    await enter(root, "ia-swap-first", "1");
    await enter(root, "ia-swap-second", "3");
    await click(root, "ia-swap-do");
    expect(sent).toEqual([{ action: { kind: "swapPlayers", round: 2, first: 1, second: 3 }, from: "swap" }]);
  });

  it("offers no swap while the core names no round, and says which tables the organizer changed", async () => {
    const swapped = {
      ...ROUND_2,
      rounds: [
        ROUND_2.rounds[0]!,
        {
          ...ROUND_2.rounds[1]!,
          tables: [{ ...table(1, 1, 2, null), reason: "organizer-swap", rematch_of_round: 1 }, table(2, 3, 4, WON)],
        },
      ],
    };
    const { props } = panelProps(swapped);
    const root = await mount(<IaRounds {...props} />);
    expect(byTest(root, "ia-swap")).toBeNull();
    expect(need(root, "ia-swapped-2-1").textContent).toBe("Swapped by the organizer");
    expect(need(root, "ia-rematch-2-1").textContent).toBe("They met in round 1");
    expect(byTest(root, "ia-rematch-2-2")).toBeNull();
  });

  it("shows the results reported from the players' phones under their table, and where they differ", async () => {
    const report = (first: number, second: number) => ({ victory_points: { first, second }, figure_points: null, end: { kind: "fortyPoints" } });
    const waiting = {
      ...ROUND_2,
      reports: [
        {
          game: { stage: "swiss", round: 2, table: 1 },
          players: { first: 1, second: 3 },
          by_seat: { first: report(40, 12), second: report(40, 15) },
          differs: ["secondVictoryPoints"],
        },
      ],
    };
    const { props } = panelProps(waiting);
    const root = await mount(<IaRounds {...props} />);
    expect(need(root, "ia-reports-2-1-first").textContent).toBe("Ana: 40–12, 40 VP reached");
    expect(need(root, "ia-reports-2-1-second").textContent).toBe("Cy: 40–15, 40 VP reached");
    expect(need(root, "ia-reports-2-1-differs").textContent).toContain("Cy's VP");
    // A table with its result shows no reports: the result settles it.
    expect(byTest(root, "ia-reports-2-2")).toBeNull();
  });
});

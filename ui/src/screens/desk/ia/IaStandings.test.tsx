// The Imperial Assault standings: each place with its points, strengths of schedule, record and
// what separated it from the place above.
import { afterEach, describe, expect, it } from "vitest";
import { panelProps, SNAPSHOT } from "../../../test-support/ia";
import { mount, need } from "../../../test-support/render";
import { IaStandingsPanel } from "./IaStandings";

const row = (place: number, player: number, points: number, sos: string, by: string) => ({
  place,
  player,
  points,
  strength_of_schedule: sos,
  extended_strength_of_schedule: "0",
  lot: 0,
  record: { wins: points / 3, draws: 0, losses: 1, byes: 0 },
  games_played: 2,
  opponents: [],
  separated_by: by,
});

afterEach(() => {
  document.body.innerHTML = "";
});

describe("IaStandingsPanel", () => {
  it("lists each place with its numbers and reason", async () => {
    const standings = { rows: [row(1, 1, 6, "9", "first"), row(2, 2, 6, "6", "strength-of-schedule")] };
    const { props } = panelProps({ ...SNAPSHOT, standings });
    const root = await mount(<IaStandingsPanel {...props} />);
    const second = need(root, "ia-standings").querySelector('[data-player="2"]')!;
    expect(second.textContent).toContain("Bo");
    expect(second.textContent).toContain("2-0-1-0");
    expect(second.textContent).toContain("behind Ana on strength of schedule, 6 to 9");
  });

  it("says there are none before the first result", async () => {
    const { props } = panelProps({ ...SNAPSHOT, standings: null });
    const root = await mount(<IaStandingsPanel {...props} />);
    expect(root.querySelector('[data-testid="ia-standings"]')).toBeNull();
    expect(root.querySelector(".hint")?.textContent).not.toBe("");
  });
});

// The round plan: the number of rounds set as typed, the core's suggestion shown, and the scenario
// of a round not yet paired chosen from the catalog (a paired round's is only shown).
import { afterEach, describe, expect, it } from "vitest";
import { deskProps, snapshot } from "../../../test-support/agl";
import { byTest, click, enter, mount, need } from "../../../test-support/render";
import { RoundPlan } from "./RoundPlan";

afterEach(() => {
  document.body.innerHTML = "";
});

describe("RoundPlan", () => {
  it("sets the number of rounds typed, beside the core's suggestion", async () => {
    const { props, actions } = deskProps();
    const root = await mount(<RoundPlan {...props} snapshot={snapshot} openDraft={() => undefined} />);
    expect(need(root, "plan-suggestion").textContent).toContain("3");
    await enter(root, "plan-rounds", "4");
    await click(root, "plan-rounds-set");
    expect(actions).toEqual([{ kind: "setRounds", rounds: 4 }]);
  });

  it("chooses the scenario of a round not yet paired, and offers no choice for a paired one", async () => {
    const { props, actions } = deskProps();
    const root = await mount(<RoundPlan {...props} snapshot={snapshot} openDraft={() => undefined} />);
    expect(byTest(root, "plan-scenario-1")).toBeNull();
    expect(byTest(root, "plan-scenario-2")).toBeNull();
    await enter(root, "plan-scenario-3", "assault");
    expect(actions).toEqual([{ kind: "setScenario", round: 3, scenario: { kind: "official", id: "assault" } }]);
  });

  it("marks the rounds whose scenario the core says must be chosen first", async () => {
    const { props } = deskProps();
    const waiting = { ...snapshot, open: { ...snapshot.open, scenarios_to_choose: [3] } };
    const root = await mount(<RoundPlan {...props} snapshot={waiting} openDraft={() => undefined} />);
    expect(need(root, "plan-scenario-3").getAttribute("aria-invalid")).toBe("true");
  });
});

// The AGL standings: every tiebreak's value and what decided each place.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deskAnswers, deskProps, snapshot } from "../../../test-support/agl";
import { found as byTest, mount } from "../../../test-support/render";
import { StandingsPanel } from "./StandingsPanel";

const core = vi.hoisted(() => ({
  commands: {} as Record<string, (...args: unknown[]) => unknown>,
  events: {} as Record<string, unknown>,
}));
vi.mock("../../../bindings", () => core);
beforeEach(() => {
  core.commands = deskAnswers();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = "";
});

describe("StandingsPanel", () => {
  it("gives every tiebreak's value, the record, the bye scaling and what decided each place", async () => {
    const { props } = deskProps();
    const root = await mount(<StandingsPanel {...props} snapshot={snapshot} />);
    const headers = [...root.querySelectorAll("th")].map((th) => th.textContent);
    expect(headers).toEqual([
      "#",
      "Name",
      "Corvus PIN",
      "Tournament Points",
      "Victory Points",
      "Frags",
      "Opponents' VP",
      "W-T-L-Bye",
      "Place decided by",
    ]);
    const elodie = root.querySelector('tr[data-player="Élodie"]')?.textContent ?? "";
    expect(elodie).toContain("(7×3÷2)");
    expect(elodie).toContain("0-0-0-1");
    // Worded from the lower row's side, with both numbers.
    expect(elodie).toContain("behind Ana on Victory Points, 0 to 7");
    expect(root.querySelector('tr[data-player="Di"]')?.textContent).toContain("first place");
    expect(root.querySelector('tr[data-player="Bo"] td.record')).not.toBeNull();
    expect(root.querySelector('tr[data-player="Cy"]')?.textContent).toContain("dropped");
    expect(byTest(root, "standings-title").textContent).toBe("Provisional standings");
  });

  it("speaks French", async () => {
    const { props } = deskProps();
    const root = await mount(<StandingsPanel {...props} snapshot={snapshot} />, "fr");
    expect(root.querySelector('tr[data-player="Bo"]')?.textContent).toContain("derrière Élodie en points : 0 contre 2");
  });
});

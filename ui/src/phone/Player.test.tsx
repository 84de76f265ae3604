import { render } from "preact";
import { act } from "preact/test-utils";
import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { IaResultField, IaResultInput } from "../bindings";
import type { PlayerPage } from "./api";
import * as messages from "./messages";
import { PlayerGame, iaSummary } from "./Player";
import type { PhoneKey } from "./ResultForm";

const t = (key: PhoneKey, params: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(messages.en[key], "en", undefined, { ignoreTag: true }).format(params));

function mount(node: preact.ComponentChild) {
  const root = document.createElement("div");
  document.body.append(root);
  act(() => render(node, root));
  return root;
}

function type(root: HTMLElement, selector: string, value: string) {
  const input = root.querySelector(selector) as HTMLInputElement;
  input.value = value;
  act(() => {
    input.dispatchEvent(new Event("input"));
  });
}

afterEach(() => {
  document.body.innerHTML = "";
});

const fortyToTwelve: IaResultInput = { victory_points: { first: 40, second: 12 }, figure_points: null, end: { kind: "fortyPoints" } };

function page(reports: { first: IaResultInput | null; second: IaResultInput | null }, differs: IaResultField[] = []): PlayerPage {
  return {
    player: 2,
    name: "Bo",
    dropped: false,
    standing: null,
    game: {
      game: { stage: "swiss", round: 1, table: 3 },
      seat: "second",
      players: { first: "Ana", second: "Bo" },
      mission: "Moisture Farm",
      reports,
      differs,
    },
    room: {} as PlayerPage["room"],
    timer: null,
  } as PlayerPage;
}

describe("an Imperial Assault player's game on their phone", () => {
  it("names the game, the opponent and the mission, and sends the result by the game's seats", () => {
    const report = vi.fn();
    const root = mount(<PlayerGame page={page({ first: null, second: null })} busy={false} t={t} report={report} />);
    expect(root.querySelector("#ia-game h2")?.textContent).toBe("Round 1, table 3");
    expect(root.querySelector("#ia-opponent")?.textContent).toBe("Against Ana");
    expect(root.textContent).toContain("Mission: Moisture Farm");
    type(root, '[data-ia-vp="first"]', "40");
    type(root, '[data-ia-vp="second"]', "12");
    act(() => (root.querySelector("#ia-result-send") as HTMLButtonElement).click());
    expect(report).toHaveBeenCalledWith({ stage: "swiss", round: 1, table: 3 }, fortyToTwelve);
  });

  it("shows the rival's report with one tap to confirm it, and where two reports differ", () => {
    const report = vi.fn();
    const root = mount(<PlayerGame page={page({ first: fortyToTwelve, second: null })} busy={false} t={t} report={report} />);
    expect(root.querySelector("#ia-rival-report")?.textContent).toContain("Ana reported: Ana 40 VP · Bo 12 VP · 40 VP reached");
    act(() => (root.querySelector("#ia-confirm") as HTMLButtonElement).click());
    expect(report).toHaveBeenCalledWith({ stage: "swiss", round: 1, table: 3 }, fortyToTwelve);

    const mine = { ...fortyToTwelve, victory_points: { first: 40, second: 15 } };
    const differing = mount(
      <PlayerGame page={page({ first: fortyToTwelve, second: mine }, ["secondVictoryPoints"])} busy={false} t={t} report={report} />,
    );
    expect(differing.querySelector("#ia-confirm")).toBeNull();
    expect(differing.querySelector("#ia-differs")?.textContent).toContain("Bo's Victory Points");
  });

  it("says when there is nothing to report, and words a concession by name", () => {
    const root = mount(<PlayerGame page={{ ...page({ first: null, second: null }), game: null }} busy={false} t={t} report={vi.fn()} />);
    expect(root.querySelector("#ia-no-game")).not.toBeNull();
    const conceded: IaResultInput = { victory_points: { first: 10, second: 3 }, figure_points: null, end: { kind: "concession", side: "second" } };
    expect(iaSummary(conceded, { first: "Ana", second: "Bo" }, t)).toBe("Ana 10 VP · Bo 3 VP · Bo conceded");
  });
});

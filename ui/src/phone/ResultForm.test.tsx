import { render } from "preact";
import { act } from "preact/test-utils";
import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GameResultInput, ResultReports } from "../bindings";
import type { SeatPage } from "./api";
import * as messages from "./messages";
import { ResultForm, type PhoneKey } from "./ResultForm";

const t = (key: PhoneKey, params: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(messages.es[key], "es", undefined, { ignoreTag: true }).format(params));

const result = (firstFrags: number): GameResultInput => ({
  scores: { first: { victoryPoints: 6, frags: firstFrags }, second: { victoryPoints: 3, frags: 1 } },
  firstBlood: null,
  gameEnd: { kind: "played" },
});

/** Only what the form reads of the seat's page. */
function seatPage(reports: Partial<ResultReports>, game: { input: GameResultInput } | null = null): SeatPage {
  return {
    seat: "second",
    names: {},
    draft: {
      view: { complete: true, players: { first: { name: "Ana" }, second: { name: "Bo" } } },
      firstBloodRule: true,
      game,
      reports: { bySeat: { first: null, second: null }, differs: [], allowed: true, ...reports },
    },
  } as unknown as SeatPage;
}

function show(page: SeatPage, report = vi.fn()) {
  const root = document.createElement("div");
  document.body.append(root);
  act(() => render(<ResultForm page={page} t={t} busy={false} report={report} />, root));
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the phone's result form", () => {
  it("sends the numbers typed, First Blood and how the game ended", () => {
    const report = vi.fn();
    const root = show(seatPage({}), report);
    const type = (field: string, value: string) => {
      const input = root.querySelector(`[data-field="${field}"]`) as HTMLInputElement;
      input.value = value;
      act(() => {
        input.dispatchEvent(new Event("input"));
      });
    };
    type("first-vp", "6");
    type("first-frags", "2");
    type("second-vp", "3");
    type("second-frags", "1");
    const choose = (id: string, value: string) => {
      const select = root.querySelector(id) as HTMLSelectElement;
      select.value = value;
      act(() => {
        select.dispatchEvent(new Event("change"));
      });
    };
    choose("#result-first-blood", "first");
    choose("#result-end", "conceded-second");
    act(() => (root.querySelector("#result-send") as HTMLButtonElement).click());
    expect(report).toHaveBeenCalledWith({
      scores: { first: { victoryPoints: 6, frags: 2 }, second: { victoryPoints: 3, frags: 1 } },
      firstBlood: "first",
      gameEnd: { kind: "conceded", by: "second" },
    });
    expect(root.textContent).toContain("Primera Sangre");
  });

  it("shows the rival's report to confirm with one tap", () => {
    const report = vi.fn();
    const root = show(seatPage({ bySeat: { first: result(2), second: null } }), report);
    expect(root.querySelector("#result-rival")?.textContent).toContain("Resultado de Ana: Ana 6 PV, 2 Frags · Bo 3 PV, 1 Frags");
    act(() => (root.querySelector("#result-confirm") as HTMLButtonElement).click());
    expect(report).toHaveBeenCalledWith(result(2));
  });

  it("names where the two reports differ, and nothing more to send when reports are off", () => {
    const root = show(seatPage({ bySeat: { first: result(2), second: result(3) }, differs: ["firstFrags"] }));
    expect(root.querySelector("#result-differs")?.textContent).toContain("los Frags de Ana");
    document.body.innerHTML = "";
    const off = show(seatPage({ allowed: false }));
    expect(off.querySelector("#result-send")).toBeNull();
    expect(off.querySelector("#result-off")?.textContent).toContain("pantalla de la mesa");
  });

  it("shows the recorded result once the game is recorded", () => {
    const root = show(seatPage({}, { input: result(2) }));
    expect(root.querySelector("#result-recorded")?.textContent).toBe("Resultado registrado: Ana 6 PV, 2 Frags · Bo 3 PV, 1 Frags");
    expect(root.querySelector("#result-send")).toBeNull();
  });
});

import { render } from "preact";
import { act } from "preact/test-utils";
import { IntlMessageFormat } from "intl-messageformat";
import { afterEach, describe, expect, it } from "vitest";
import type { ClockView } from "../bindings";
import * as messages from "../phone/messages";
import type { PhoneKey } from "../phone/ResultForm";
import { PaceClock, timeLeft } from "./PaceClock";

const t = (key: PhoneKey, params: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(messages.en[key], "en", undefined, { ignoreTag: true }).format(params));

function mount(node: preact.ComponentChild) {
  const root = document.createElement("div");
  document.body.append(root);
  act(() => render(node, root));
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
});

function clock(change: Partial<ClockView> = {}): ClockView {
  return {
    settings: { graceSeconds: 30, reserveSeconds: 120 },
    at: 1_800_000_000,
    paused: false,
    seats: {
      first: { graceLeft: 12, reserveLeft: 120, inTurn: true, running: true },
      second: { graceLeft: 30, reserveLeft: 95, inTurn: false, running: false },
    },
    expired: [],
    ...change,
  };
}

describe("the pace clock", () => {
  it("counts the grace down first, then the reserve, and never below nothing", () => {
    const running = { graceLeft: 12, reserveLeft: 20, inTurn: true, running: true };
    expect(timeLeft(running, 5)).toEqual({ grace: 7, reserve: 20 });
    expect(timeLeft(running, 15)).toEqual({ grace: 0, reserve: 17 });
    expect(timeLeft(running, 100)).toEqual({ grace: 0, reserve: 0 });
    // A seat whose time does not run keeps it.
    expect(timeLeft({ ...running, running: false }, 100)).toEqual({ grace: 12, reserve: 20 });
  });

  it("shows each seat's turn and reserve, the pause, and the last turn that ran out", () => {
    const root = mount(
      <PaceClock
        clock={clock({ paused: true, expired: [{ seat: "second", step: "ban", at: 1_799_999_990 }] })}
        names={{ first: "Ana", second: "Bo" }}
        t={t}
      />,
    );
    const section = root.querySelector("#pace-clock");
    expect(section?.getAttribute("data-paused")).toBe("true");
    expect(section?.getAttribute("data-expired")).toBe("1");
    expect(root.querySelector('[data-clock-seat="first"]')?.textContent).toBe("Ana Turn 00:12 · Reserve 02:00");
    expect(root.querySelector('[data-clock-seat="second"]')?.textContent).toBe("Bo Waiting · Reserve 01:35");
    expect(root.textContent).toContain("Paused by the organizer");
    expect(root.querySelector("#clock-expired")?.textContent).toBe("Bo's time ran out at the ban: the rule made the move.");
  });

  it("names the step that ran out as the core names the draft's swap", () => {
    const expired = clock({ expired: [{ seat: "first", step: "swap", at: 1_799_999_990 }] });
    const vassily = mount(<PaceClock clock={expired} order={{ custom: null, swap: "vassily" }} names={{ first: "Ana", second: "Bo" }} t={t} />);
    expect(vassily.querySelector("#clock-expired")?.textContent).toBe("Ana's time ran out at the Vassily swap: the rule made the move.");
    document.body.innerHTML = "";
    const hidden = mount(<PaceClock clock={expired} order={{ custom: "Blind", swap: "hidden" }} names={{ first: "Ana", second: "Bo" }} t={t} />);
    expect(hidden.querySelector("#clock-expired")?.textContent).toBe("Ana's time ran out at the hidden swap: the rule made the move.");
  });

  it("shows nothing for a draft without a clock", () => {
    const root = mount(<PaceClock clock={null} names={{ first: "Ana", second: "Bo" }} t={t} />);
    expect(root.innerHTML).toBe("");
  });
});

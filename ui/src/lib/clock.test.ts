import { describe, expect, it } from "vitest";
import { formatClock } from "./clock";

describe("the round clock", () => {
  it("reads hours past the hour, as the desk does, so the room page never says 89:45", () => {
    // The room page counts whole seconds: 1 h 29 min 45 s left.
    expect(formatClock((89 * 60 + 45) * 1000)).toBe("1:29:45");
    expect(formatClock(90 * 60_000)).toBe("1:30:00");
  });
  it("reads minutes and seconds below an hour, and overtime with a minus sign", () => {
    expect(formatClock(59 * 60_000 + 1)).toBe("59:01");
    expect(formatClock(0)).toBe("00:00");
    expect(formatClock(-61_000)).toBe("-01:01");
  });
});

import { describe, expect, it } from "vitest";
import * as timer from "./timer";

describe("round timer", () => {
  it("counts down only while running and keeps the time across pauses", () => {
    let t = timer.newTimer(50);
    expect(timer.remaining(t, 1_000)).toBe(50 * 60_000);
    t = timer.start(t, 1_000);
    expect(timer.remaining(t, 61_000)).toBe(49 * 60_000);
    t = timer.pause(t, 61_000);
    expect(timer.remaining(t, 999_999)).toBe(49 * 60_000);
    t = timer.toggle(t, 100_000);
    expect(timer.isRunning(t)).toBe(true);
    expect(timer.remaining(t, 130_000)).toBe(49 * 60_000 - 30_000);
  });

  it("starting twice does not restart, and reset stops at the full length", () => {
    let t = timer.start(timer.newTimer(10), 0);
    t = timer.start(t, 5_000);
    expect(timer.elapsed(t, 10_000)).toBe(10_000);
    t = timer.reset(t);
    expect(timer.isRunning(t)).toBe(false);
    expect(timer.remaining(t, 50_000)).toBe(10 * 60_000);
  });

  it("changing the length keeps what already ran", () => {
    let t = timer.pause(timer.start(timer.newTimer(90), 0), 60_000);
    t = timer.setMinutes(t, 60);
    expect(timer.remaining(t, 60_000)).toBe(59 * 60_000);
  });

  it("bounds the length to 1 minute and 10 hours", () => {
    expect(timer.newTimer(0).durationMs).toBe(60_000);
    expect(timer.newTimer(10_000).durationMs).toBe(600 * 60_000);
    expect(timer.newTimer(Number.NaN).durationMs).toBe(60_000);
  });

  it("shows minutes and seconds, hours when needed, and the overtime with a minus", () => {
    expect(timer.format(90 * 60_000)).toBe("1:30:00");
    expect(timer.format(59 * 60_000 + 1)).toBe("59:01");
    expect(timer.format(999)).toBe("00:01");
    expect(timer.format(0)).toBe("00:00");
    expect(timer.format(-400)).toBe("00:00");
    expect(timer.format(-61_000)).toBe("-01:01");
  });

  it("reads back what it saved and refuses anything else", () => {
    const t = timer.start(timer.newTimer(45), 123);
    expect(timer.parse(JSON.stringify(t))).toEqual(t);
    expect(timer.parse("not json")).toBeNull();
    expect(timer.parse(JSON.stringify({ durationMs: "x" }))).toBeNull();
    expect(timer.parse(null)).toBeNull();
  });
});

// The stale check every desk's action call shares: which refusals read the event again.
import { describe, expect, it, vi } from "vitest";
import { UserError } from "../../../lib/call";
import { report, staleReport } from "../../../test-support/core";
import { lookAgainIfBehind } from "./lookAgain";

const readOnly = new UserError(
  report("conflict.readOnly", { kind: "conflict", conflict: { kind: "readOnly", reason: { kind: "archived" } } }),
);
const refusal = new UserError(report("refused.iaEvent.cutTooLarge", { kind: "refused", refusal: { kind: "iaEvent" } }));

describe("lookAgainIfBehind", () => {
  it("reads the event again when the screen was behind the journal", () => {
    const readAgain = vi.fn();
    expect(lookAgainIfBehind(new UserError(staleReport(12, 13)), readAgain)).toBe(true);
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it("reads again for a read-only event only when the desk asks for every conflict", () => {
    const readAgain = vi.fn();
    expect(lookAgainIfBehind(readOnly, readAgain)).toBe(false);
    expect(readAgain).not.toHaveBeenCalled();
    expect(lookAgainIfBehind(readOnly, readAgain, "anyConflict")).toBe(true);
    expect(readAgain).toHaveBeenCalledTimes(1);
  });

  it("leaves a refusal of the rules, or an error that is not the core's, where it is", () => {
    const readAgain = vi.fn();
    expect(lookAgainIfBehind(refusal, readAgain, "anyConflict")).toBe(false);
    expect(lookAgainIfBehind(new Error("network"), readAgain, "anyConflict")).toBe(false);
    expect(lookAgainIfBehind(null, readAgain)).toBe(false);
    expect(readAgain).not.toHaveBeenCalled();
  });
});

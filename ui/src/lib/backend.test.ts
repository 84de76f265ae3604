import { describe, expect, it } from "vitest";
import { describeError, unwrap, UserError } from "./backend";

describe("backend results", () => {
  it("pass data through and turn a refusal into a readable error", () => {
    expect(unwrap({ status: "ok", data: 7 })).toBe(7);
    const refusal = { kind: "notFound" as const, message: "There is no character \"x\" in the catalog." };
    expect(() => unwrap({ status: "error", error: refusal })).toThrow(UserError);
    try {
      unwrap({ status: "error", error: refusal });
    } catch (error) {
      expect(describeError(error)).toBe(refusal.message);
    }
  });
});

import { describe, expect, it } from "vitest";
import { formatRating, formatRatingChange } from "./numbers";

describe("ratings as each language writes them", () => {
  it("uses the language's decimal mark (issue 29: '1064.00' was printed in Spanish)", () => {
    expect(formatRating("en", 1064)).toBe("1064.00");
    expect(formatRating("es", 1064)).toBe("1064,00");
    expect(formatRating("fr", 1012.255)).toBe("1012,26");
    expect(formatRating("es", null)).toBe("—");
  });
  it("signs a change, and leaves no change unsigned", () => {
    expect(formatRatingChange("en", 12.344)).toBe("+12.34");
    expect(formatRatingChange("es", -3.5)).toBe("-3,50");
    expect(formatRatingChange("fr", 0)).toBe("0,00");
    expect(formatRatingChange("en", null)).toBe("—");
  });
});

// The AGL desk's words: places spelled in each language, a pairing explained, plurals.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { translate } from "../../../i18n";
import { deskAnswers, snapshot } from "../../../test-support/agl";
import { ordinal, pairingReason } from "./words";

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

describe("words", () => {
  it("spells places in each language and explains a pairing", () => {
    expect([1, 2, 3, 4, 11, 22].map((n) => ordinal("en", n))).toEqual(["1st", "2nd", "3rd", "4th", "11th", "22nd"]);
    expect(ordinal("es", 3)).toBe("3.º");
    expect(ordinal("fr", 1)).toBe("1er");
    const t = (key: string, params: Record<string, string | number> = {}) =>
      `${key}(${Object.values(params).join(",")})`;
    expect(pairingReason(t as never, "en", snapshot, { kind: "organizerSwap", replaced: 2 })).toBe("event.reason.swap(Bo)");
  });

  it("says 1 Frag and 1 character, not 1 Frags, in every language", () => {
    expect(translate("en", "event.resultWarning.equalFragsWithoutFirstBlood", { frags: 1, decides: "no" })).toContain(
      "Both players have 1 Frag and",
    );
    expect(translate("en", "event.resultWarning.equalFragsWithoutFirstBlood", { frags: 2, decides: "no" })).toContain("2 Frags");
    expect(translate("es", "event.warning.undraftable", { a: "Ana", b: "Bo", count: 1 })).toContain("comparten 1 personaje,");
    expect(translate("fr", "event.warning.undraftable", { a: "Ana", b: "Bo", count: 5 })).toContain("partagent 5 personnages,");
  });
});

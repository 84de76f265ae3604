import { describe, expect, it } from "vitest";
import type { ErrorReport } from "../bindings";
import type { SeatPage } from "./api";
import { PhoneError } from "./api";
import { refusalWords } from "./words";

// Only what refusalWords reads of a seat's page: the players' names and the page's names.
const page = {
  seat: "first",
  names: {},
  draft: { view: { players: { first: { name: "Ana" }, second: { name: "Bo" } } } },
} as unknown as SeatPage;

const notYourTurn = {
  code: "refused.draft.notYourTurn",
  clause: "AGL v1.0, Standard Tournament, \"Building Teams at the beginning of each Tournament Round\"",
  message: "it is not the turn of the second seat at the pick step",
  error: { kind: "refused", refusal: { kind: "draft", refusal: { kind: "notYourTurn", seat: "second", step: "pick" } } },
} as unknown as ErrorReport;

describe("a refusal on the phone", () => {
  it("is worded by the shared tables in the phone's language, naming the player and the rule", () => {
    const error = new PhoneError(409, notYourTurn);
    const es = refusalWords(error, page, "es");
    expect(es).toContain("Bo");
    expect(es).not.toContain("second seat");
    expect(es).toContain("Building Teams at the beginning of each Tournament Round");
    expect(refusalWords(error, page, "fr")).not.toBe(es);
    expect(refusalWords(error, page, "en")).toMatch(/Bo/);
  });

  it("keeps the app's own words for a kind it has no table for, and a plain failure's message", () => {
    const unknown = { ...notYourTurn, message: "as sent", error: { kind: "refused", refusal: { kind: "draft", refusal: { kind: "fromTheFuture" } } } };
    expect(refusalWords(new PhoneError(409, unknown as unknown as ErrorReport), page, "es")).toBe("as sent");
    expect(refusalWords(new Error("network down"), page, "es")).toBe("network down");
  });
});

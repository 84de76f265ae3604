// After the draft, a seat reports the game's result from its phone (docs/rulings.md, "Results
// reported from the phones"). The app decides: two equal reports record the game, differing
// ones are shown to both phones, and the scoring's refusals come back as for any move.
import { useEffect, useState } from "preact/hooks";
import type { GameEnd, GameResultInput, ResultField, Seat } from "../bindings";
import type { SeatPage } from "./api";
import type { en } from "./messages";

export type PhoneKey = keyof typeof en;
export type Translate = (key: PhoneKey, params?: Record<string, string | number>) => string;

const SEATS: Seat[] = ["first", "second"];

function blank(): GameResultInput {
  return {
    scores: { first: { victoryPoints: 0, frags: 0 }, second: { victoryPoints: 0, frags: 0 } },
    firstBlood: null,
    gameEnd: { kind: "played" },
  };
}

/** The ending as one value for the form's select. */
function endValue(end: GameEnd | undefined): string {
  if (!end || end.kind === "played") return "played";
  return end.kind === "conceded" ? `conceded-${end.by}` : "abandoned";
}

function endOf(value: string): GameEnd {
  if (value === "abandoned") return { kind: "abandoned" };
  if (value === "conceded-first") return { kind: "conceded", by: "first" };
  if (value === "conceded-second") return { kind: "conceded", by: "second" };
  return { kind: "played" };
}

/** One result in a line: both scores, First Blood and how the game ended. */
export function summary(result: GameResultInput, names: Record<Seat, string>, t: Translate): string {
  const score = (seat: Seat) =>
    t("phone.result.score", {
      name: names[seat],
      vp: result.scores[seat].victoryPoints,
      frags: result.scores[seat].frags,
    });
  const parts = [score("first"), score("second")];
  if (result.firstBlood) parts.push(t("phone.result.firstBloodBy", { name: names[result.firstBlood] }));
  const end = result.gameEnd;
  if (end?.kind === "conceded") parts.push(t("phone.result.conceded", { name: names[end.by] }));
  if (end?.kind === "abandoned") parts.push(t("phone.result.abandoned"));
  return parts.join(" · ");
}

function fieldWords(field: ResultField, names: Record<Seat, string>, t: Translate): string {
  switch (field) {
    case "firstVictoryPoints":
      return t("phone.result.field.vp", { name: names.first });
    case "secondVictoryPoints":
      return t("phone.result.field.vp", { name: names.second });
    case "firstFrags":
      return t("phone.result.field.frags", { name: names.first });
    case "secondFrags":
      return t("phone.result.field.frags", { name: names.second });
    case "firstBlood":
      return t("phone.result.firstBlood");
    case "gameEnd":
      return t("phone.result.end");
  }
}

export function ResultForm(props: {
  page: SeatPage;
  t: Translate;
  busy: boolean;
  report: (result: GameResultInput) => void;
}) {
  const { page, t, busy, report } = props;
  const draft = page.draft;
  const me = page.seat;
  const rival: Seat = me === "first" ? "second" : "first";
  const names = { first: draft.view.players.first.name, second: draft.view.players.second.name };
  const mine = draft.reports.bySeat[me];
  const theirs = draft.reports.bySeat[rival];
  const [form, setForm] = useState<GameResultInput>(() => mine ?? theirs ?? blank());
  // A new report of this seat (from this phone or after a reload) fills the form again.
  useEffect(() => {
    if (mine) setForm(mine);
  }, [JSON.stringify(mine)]);

  if (draft.game) {
    return (
      <section id="result">
        <h2>{t("phone.result")}</h2>
        <p id="result-recorded">{t("phone.result.recorded", { result: summary(draft.game.input, names, t) })}</p>
      </section>
    );
  }
  if (!draft.view.complete) return null;
  const differs = draft.reports.differs;
  const number = (seat: Seat, field: "victoryPoints" | "frags", text: string) => {
    const value = Math.max(0, Math.floor(Number(text) || 0));
    setForm({ ...form, scores: { ...form.scores, [seat]: { ...form.scores[seat], [field]: value } } });
  };
  return (
    <section id="result">
      <h2>{t("phone.result")}</h2>
      {theirs && (
        <div id="result-rival">
          <p>
            {t("phone.result.rival", { name: names[rival] })}: {summary(theirs, names, t)}
          </p>
          {draft.reports.allowed && (
            <button id="result-confirm" disabled={busy} onClick={() => report(theirs)}>
              {t("phone.result.confirm")}
            </button>
          )}
        </div>
      )}
      {differs.length > 0 && (
        <p class="notice" id="result-differs" role="alert">
          {t("phone.result.differs", { fields: differs.map((f) => fieldWords(f, names, t)).join(", ") })}
        </p>
      )}
      {mine && !theirs && <p id="result-waiting">{t("phone.result.waiting", { name: names[rival] })}</p>}
      {!draft.reports.allowed ? (
        <p id="result-off">{t("phone.result.off")}</p>
      ) : (
        <div id="result-form">
          {SEATS.map((seat) => (
            <fieldset key={seat}>
              <legend>{names[seat]}</legend>
              <label>
                {t("phone.result.vp")}
                <input
                  type="number"
                  inputmode="numeric"
                  min={0}
                  data-field={`${seat}-vp`}
                  value={form.scores[seat].victoryPoints}
                  onInput={(e) => number(seat, "victoryPoints", e.currentTarget.value)}
                />
              </label>
              <label>
                {t("phone.result.frags")}
                <input
                  type="number"
                  inputmode="numeric"
                  min={0}
                  data-field={`${seat}-frags`}
                  value={form.scores[seat].frags}
                  onInput={(e) => number(seat, "frags", e.currentTarget.value)}
                />
              </label>
            </fieldset>
          ))}
          {draft.firstBloodRule && (
            <label>
              {t("phone.result.firstBlood")}
              <select
                id="result-first-blood"
                value={form.firstBlood ?? ""}
                onChange={(e) => setForm({ ...form, firstBlood: (e.currentTarget.value || null) as Seat | null })}
              >
                <option value="">{t("phone.result.nobody")}</option>
                {SEATS.map((seat) => (
                  <option key={seat} value={seat}>
                    {names[seat]}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label>
            {t("phone.result.end")}
            <select
              id="result-end"
              value={endValue(form.gameEnd)}
              onChange={(e) => setForm({ ...form, gameEnd: endOf(e.currentTarget.value) })}
            >
              <option value="played">{t("phone.result.played")}</option>
              {SEATS.map((seat) => (
                <option key={seat} value={`conceded-${seat}`}>
                  {t("phone.result.conceded", { name: names[seat] })}
                </option>
              ))}
              <option value="abandoned">{t("phone.result.abandoned")}</option>
            </select>
          </label>
          <button id="result-send" disabled={busy} onClick={() => report(form)}>
            {t("phone.result.send")}
          </button>
        </div>
      )}
    </section>
  );
}

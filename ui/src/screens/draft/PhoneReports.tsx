// The results the players reported from their phones (docs/rulings.md, "Results reported from
// the phones"), for the table screen and the desk: each seat's report and, when they differ,
// where. Nothing here records anything: two equal reports are recorded by the app itself, and
// the table's own entry settles the game over any report.
import type { GameResultInput, ResultField, ResultReports, Seat } from "../../bindings";
import type { T } from "../../i18n";
import { gameEndText } from "../../lib/eventWords";
import { SEATS } from "./names";

export function reportText(t: T, names: Record<Seat, string>, result: GameResultInput): string {
  const parts = SEATS.map((seat) =>
    t("draft.reports.score", {
      name: names[seat],
      vp: result.scores[seat].victoryPoints,
      frags: result.scores[seat].frags,
    }),
  );
  if (result.firstBlood) parts.push(t("draft.reports.firstBlood", { name: names[result.firstBlood] }));
  const end = gameEndText(t, names, result.gameEnd ?? { kind: "played" });
  if (end) parts.push(end);
  return parts.join(" · ");
}

function fieldText(t: T, names: Record<Seat, string>, field: ResultField): string {
  switch (field) {
    case "firstVictoryPoints":
      return t("draft.reports.field.vp", { name: names.first });
    case "secondVictoryPoints":
      return t("draft.reports.field.vp", { name: names.second });
    case "firstFrags":
      return t("draft.reports.field.frags", { name: names.first });
    case "secondFrags":
      return t("draft.reports.field.frags", { name: names.second });
    case "firstBlood":
      return t("draft.reports.field.firstBlood");
    case "gameEnd":
      return t("draft.reports.field.gameEnd");
  }
}

export function PhoneReports(props: {
  t: T;
  reports: ResultReports;
  names: Record<Seat, string>;
  /** Offered at the table screen: put a report into the table's own entry. */
  onUse?: (result: GameResultInput) => void;
  testId?: string;
}) {
  const { t, reports, names } = props;
  const given = SEATS.filter((seat) => reports.bySeat[seat] !== null);
  if (given.length === 0) return null;
  return (
    <div class="phone-reports" data-testid={props.testId ?? "phone-reports"}>
      <h4>{t("draft.reports.title")}</h4>
      <ul>
        {given.map((seat) => {
          const result = reports.bySeat[seat]!;
          return (
            <li key={seat} data-testid={`phone-report-${seat}`}>
              {t("draft.reports.seat", { name: names[seat], result: reportText(t, names, result) })}
              {props.onUse && (
                <>
                  {" "}
                  <button class="secondary small" data-testid={`use-report-${seat}`} onClick={() => props.onUse?.(result)}>
                    {t("draft.reports.use")}
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {reports.differs.length > 0 ? (
        <p class="warning" role="alert" data-testid="phone-reports-differ">
          ⚠ {t("draft.reports.differ", { fields: reports.differs.map((f) => fieldText(t, names, f)).join(", ") })}
        </p>
      ) : (
        given.length === 1 && (
          <p class="muted">{t("draft.reports.waiting", { name: names[given[0] === "first" ? "second" : "first"] })}</p>
        )
      )}
    </div>
  );
}

// The results the players reported from their phones for one game, while it has none recorded
// (docs/rulings.md, Imperial Assault, "Results reported from the phones"): who reported what,
// and where two reports differ. The core keeps the reports; an agreeing pair is already recorded.
import type { IaGameRef, IaGameReports, IaResultField, IaResultInput, Seat } from "../../../bindings";
import { useI18n } from "../../../lib/i18n-context";

/** Whether two references name the same game. */
export function sameGame(a: IaGameRef, b: IaGameRef): boolean {
  if (a.stage === "swiss" && b.stage === "swiss") return a.round === b.round && a.table === b.table;
  if (a.stage === "cut" && b.stage === "cut") return a.round === b.round && a.game === b.game;
  return false;
}

/** The reports waiting on `game`, if any. */
export function reportsOf(reports: IaGameReports[], game: IaGameRef): IaGameReports | undefined {
  return reports.find((r) => sameGame(r.game, game));
}

export function PhoneReports(props: { reports: IaGameReports | undefined; name: (id: number) => string; testId: string }) {
  const { t } = useI18n();
  const reports = props.reports;
  if (!reports) return null;
  const endWord = (input: IaResultInput) => t(`ia.end.${input.end.kind}`);
  const fieldWord = (field: IaResultField) => {
    switch (field) {
      case "firstVictoryPoints":
        return t("ia.reports.field.vp", { name: props.name(reports.players.first) });
      case "secondVictoryPoints":
        return t("ia.reports.field.vp", { name: props.name(reports.players.second) });
      case "figurePoints":
        return t("ia.result.figures");
      case "gameEnd":
        return t("ia.result.end");
    }
  };
  const line = (seat: Seat) => {
    const input = reports.by_seat[seat];
    if (!input) return null;
    return (
      <li key={seat} data-testid={`${props.testId}-${seat}`}>
        {t("ia.reports.by", {
          name: props.name(reports.players[seat]),
          first: input.victory_points.first,
          second: input.victory_points.second,
          end: endWord(input),
        })}
      </li>
    );
  };
  return (
    <div class="ia-phone-reports" data-testid={props.testId}>
      <strong>{t("ia.reports.title")}</strong>
      <ul>
        {line("first")}
        {line("second")}
      </ul>
      {reports.differs.length > 0 ? (
        <p class="warning" data-testid={`${props.testId}-differs`}>
          {t("ia.reports.differ", { fields: reports.differs.map(fieldWord).join(", ") })}
        </p>
      ) : (
        <p class="muted">{t("ia.reports.waiting")}</p>
      )}
    </div>
  );
}

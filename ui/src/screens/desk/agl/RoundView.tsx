// A round as cards: one per table, the bye, and the round's notes; each table's draft read live.
import { useCallback, useEffect, useState } from "preact/hooks";
import type { Round, TableDraftInfo } from "../../../bindings";
import { usePhoneMoved } from "../../../lib/phoneMoved";
import { useI18n } from "../../../lib/i18n-context";
import { aglCore } from "./actions";
import type { RoundsProps } from "./roundProps";
import { SwapName } from "./SwapName";
import { TableCard } from "./TableCard";
import { Warnings } from "./tableParts";
import { byeReason, noteText, scenarioName } from "./words";

export function RoundView(
  props: RoundsProps & { round: Round; swapPick: number[]; toggleSwap: (p: number) => void },
) {
  const { t, language } = useI18n();
  const { snapshot, round, view } = props;
  // The drafts of the round's tables, read again when the round shown or its pairing changes
  // (a result does not change them).
  const [drafts, setDrafts] = useState<TableDraftInfo[]>([]);
  const seating = round.tables.map((table) => `${table.players.first}-${table.players.second}`).join(",");
  useEffect(() => {
    let live = true;
    setDrafts([]);
    aglCore.roundDrafts(view.id, round.number)
      .then((found) => live && setDrafts(found))
      .catch((e) => live && props.report(e));
    return () => {
      live = false;
    };
  }, [view.id, round.number, seating]);
  // A phone's report changes a table's draft: read the drafts again (without clearing them),
  // so the desk shows the reports and a disagreement as they come.
  const readDraftsAgain = useCallback(() => {
    aglCore.roundDrafts(view.id, round.number)
      .then(setDrafts)
      .catch(() => undefined);
  }, [view.id, round.number]);
  usePhoneMoved(
    drafts.map((d) => d.draftId),
    readDraftsAgain,
  );
  return (
    <section class="round-view" data-testid={`round-${round.number}`}>
      <h2>
        {t("event.round", { round: round.number })} ·{" "}
        {scenarioName(t, language, props.catalog.scenarios, round.scenario)}
      </h2>
      {round.notes.map((n, i) => (
        <p class="hint" key={i}>
          {noteText(t, n)}
        </p>
      ))}
      <div class="table-cards">
        {round.tables.map((table) => (
          <TableCard
            key={table.number}
            {...props}
            table={table}
            draft={drafts.find((d) => d.table === table.number) ?? null}
          />
        ))}
        {round.bye && (
          <article class="table-card bye" data-testid="bye">
            <h3>{t("event.rounds.bye")}</h3>
            <SwapName
              {...props}
              player={round.bye.player}
              open={snapshot.open.swap_round === round.number}
            />
            <p class="reason">{byeReason(t, language, snapshot, round.bye.reason)}</p>
            <Warnings snapshot={snapshot} warnings={round.bye.warnings} />
          </article>
        )}
      </div>
    </section>
  );
}

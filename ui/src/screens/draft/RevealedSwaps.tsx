// Both swaps once revealed (Vassily's, or an organizer's format's hidden swap, as the core names it) (a secret until both are locked): what each player took out
// and brought in, or that they kept their team, and a void pair. The table screen and the replay
// show the same words.
import type { DraftOrder, DraftView } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { hiddenSwap } from "../../lib/vocabulary";
import { SEATS } from "./names";

export function RevealedSwaps(props: {
  view: DraftView;
  order: DraftOrder | null;
  name: (id: string) => string;
  testId: string;
}) {
  const { t } = useI18n();
  const { view, name } = props;
  const swaps = view.swaps;
  if (!swaps || swaps.first.state !== "open" || swaps.second.state !== "open") return null;
  return (
    <section class="revealed" data-testid={props.testId}>
      <h2>{t(hiddenSwap(props.order) ? "draft.swap.hiddenRevealed" : "draft.swap.revealed")}</h2>
      {SEATS.map((seat) => {
        const swap = swaps[seat];
        return (
          <p key={seat}>
            <strong>{view.players[seat].name}:</strong>{" "}
            {swap.state === "open" && swap.choice.kind === "replace"
              ? t("draft.swap.replaced", { remove: name(swap.choice.remove), add: name(swap.choice.add) })
              : t("draft.swap.kept")}
          </p>
        );
      })}
      {view.swaps_void && <p class="warning">{t("draft.swap.void")}</p>}
    </section>
  );
}

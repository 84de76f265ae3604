// "Whose turn, what to do": one line a table can read at arm's length, built only from what the
// core says (the step, who it waits for, the seat's options).
import type { DraftOrder, DraftView, SeatOptions } from "../../bindings";
import type { MessageKey } from "../../i18n";
import { useI18n } from "../../lib/i18n-context";
import { hiddenSwap } from "../../lib/vocabulary";

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The player's name with their role once it is decided: "Ana (Player A)". */
export function who(view: DraftView, seat: "first" | "second", t: T): string {
  const player = view.players[seat];
  return player.role
    ? t("draft.who.role", { name: player.name, role: player.role.toUpperCase() })
    : player.name;
}

export function bannerText(
  view: DraftView,
  options: SeatOptions | null,
  t: T,
  order: DraftOrder | null = null,
): { tone: "turn" | "secret" | "done"; who: string; what: string } {
  const waiting = view.waiting_for;
  const names = waiting.map((s) => who(view, s, t)).join(t("draft.and"));
  switch (view.step) {
    case "choose-roles":
      return { tone: "turn", who: names, what: t("draft.banner.chooseRoles") };
    case "ban": {
      // A draft format may have a player ban from their own lineup (docs/rulings.md, "Draft formats").
      const choice = options?.choice;
      const own = choice?.kind === "ban" && choice.lineup_of === options?.seat;
      return { tone: "turn", who: names, what: t(own ? "draft.banner.banOwn" : "draft.banner.ban") };
    }
    case "pick": {
      const choice = options?.choice;
      if (choice?.kind === "pick") {
        const key = choice.team_of === options?.seat ? "draft.banner.pick" : "draft.banner.pickRival";
        return {
          tone: "turn",
          who: names,
          what: t(key, {
            number: choice.pick_number,
            total: choice.picks_total,
            turn: choice.turn_pick,
            turnTotal: choice.turn_picks,
          }),
        };
      }
      return { tone: "turn", who: names, what: t("draft.banner.pickPlain") };
    }
    case "hidden-pick":
      return { tone: "secret", who: names, what: t("draft.banner.hiddenPick") };
    case "swap":
      // An organizer's format's swap is no Vassily swap unless the draft's Mods have Vassily.
      return { tone: "secret", who: names, what: t(hiddenSwap(order) ? "draft.banner.hiddenSwap" : "draft.banner.swap") };
    case "deck":
      return { tone: "secret", who: names, what: t("draft.banner.deck") };
    case "accesstel":
      return { tone: "secret", who: names, what: t("draft.banner.accesstel") };
    case "complete":
      return { tone: "done", who: "", what: t("draft.banner.complete") };
  }
}

export function Banner(props: { view: DraftView; options: SeatOptions | null; order?: DraftOrder | null }) {
  const { t } = useI18n();
  const text = bannerText(props.view, props.options, t, props.order ?? null);
  return (
    <div class={`banner banner-${text.tone}`} data-testid="banner" role="status" aria-live="polite">
      {text.who && <span class="banner-who">{text.who}</span>}
      <span class="banner-what">{text.what}</span>
    </div>
  );
}

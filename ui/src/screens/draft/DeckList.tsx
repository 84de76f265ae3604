// A locked deck as its owner sees it: the ten General Tactics and the eight chosen ones, ready to
// copy onto the control sheet.
import type { Deck, DeckCard } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";

export function cardLabel(card: DeckCard, names: Record<string, string>): string {
  const number = card.number != null ? `#${String(card.number).padStart(3, "0")} ` : "";
  const title = card.name ?? "";
  return `${names[card.character] ?? card.character} · ${card.slot + 1}. ${number}${title}`.trim();
}

export function CardList(props: { cards: DeckCard[]; names: Record<string, string>; testid?: string }) {
  const { t } = useI18n();
  return (
    <ul class="deck-list" data-testid={props.testid}>
      {props.cards.map((card) => (
        <li key={`${card.character}-${card.slot}`}>
          {cardLabel(card, props.names)}
          {card.name == null && <span class="muted"> {t("draft.deck.nameUnknown")}</span>}
        </li>
      ))}
    </ul>
  );
}

export function DeckList(props: { deck: Deck; names: Record<string, string> }) {
  const { t } = useI18n();
  const general = props.deck.general.map((n) => String(n).padStart(3, "0"));
  return (
    <div class="deck-view" data-testid="own-deck">
      <p>
        {t("draft.deck.size", { count: props.deck.general.length + props.deck.character_tactics.length })} ·{" "}
        {t("draft.deck.generalList", { list: general.join(", ") })}
      </p>
      <CardList cards={props.deck.character_tactics} names={props.names} />
    </div>
  );
}

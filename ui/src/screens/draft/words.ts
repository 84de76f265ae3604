// Plain words for the core's typed reasons and events, in the reader's language.
import type { DraftEvent, DraftView, PickRecord, Unavailable } from "../../bindings";
import type { MessageKey } from "../../i18n";

type T = (key: MessageKey, params?: Record<string, string | number>) => string;

export function unavailableText(reason: Unavailable, t: T): string {
  switch (reason.kind) {
    case "notInLineup":
      return t("draft.reason.notInLineup");
    case "banned":
      return t("draft.reason.banned");
    case "alreadyOnTeam":
      return t("draft.reason.onTeam");
    case "heldByRival":
      return t("draft.reason.zlavin");
    case "wouldLeaveTeamsIncomplete":
      return t("draft.reason.incomplete", { size: reason.team_size });
  }
}

/** One line of the draft's log. */
export function eventText(event: DraftEvent, view: DraftView, names: Record<string, string>, t: T): string {
  const player = (seat: "first" | "second") => view.players[seat].name;
  const name = (id: string) => names[id] ?? id;
  /** What a reveal showed: each hidden pick, with its drafter and the team it joined. */
  const revealedText = (picks: PickRecord[]) =>
    t("draft.log.revealed", {
      list: picks
        .map((p) =>
          p.team_of === p.seat
            ? t("draft.log.hiddenPickShown", { who: player(p.seat), character: name(p.character) })
            : t("draft.log.hiddenPickShownFor", { who: player(p.seat), character: name(p.character), owner: player(p.team_of) }),
        )
        .join("; "),
    });
  switch (event.event) {
    case "roles-decided": {
      const a = player(event.decision.player_a);
      const how = event.decision.decided_by;
      if (how.how === "coin-toss") return t("draft.log.coin", { a });
      if (how.how === "coin-toss-asked-by") return t("draft.log.coinAsked", { a, who: player(how.seat) });
      if (how.how === "real-coin") return t("draft.log.realCoin", { a });
      if (how.how === "real-coin-asked-by") return t("draft.log.realCoinAsked", { a, who: player(how.seat) });
      return t("draft.log.chosen", { a, who: player(how.seat) });
    }
    case "banned":
      return t("draft.log.banned", { who: player(event.ban.seat), character: name(event.ban.character) });
    case "picked": {
      const picked =
        event.pick.team_of === event.pick.seat
          ? t("draft.log.picked", { who: player(event.pick.seat), character: name(event.pick.character) })
          : t("draft.log.pickedFor", {
              who: player(event.pick.seat),
              character: name(event.pick.character),
              owner: player(event.pick.team_of),
            });
      return event.revealed && event.revealed.length > 0 ? `${picked} ${revealedText(event.revealed)}` : picked;
    }
    case "pick-locked":
      return t("draft.log.pickLocked", { who: player(event.seat) });
    case "picks-revealed":
      return `${t("draft.log.pickLocked", { who: player(event.seat) })} ${revealedText(event.picks)}`;
    case "swap-locked":
      return t("draft.log.swapLocked", { who: player(event.seat) });
    case "swaps-revealed":
      return event.void ? t("draft.log.swapsVoid") : t("draft.log.swapsRevealed");
    case "deck-locked":
    case "decks-locked":
      return t("draft.log.deckLocked", { who: player(event.seat) });
    case "accesstel-named":
      return t("draft.log.accesstel", { who: player(event.seat), character: name(event.character) });
    case "undone":
      return t("draft.log.undone", { who: player(event.seat) });
  }
}

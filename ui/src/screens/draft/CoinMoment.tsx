// The coin toss of "Building Teams", step 1, as a moment of its own at the table: before the
// first move, the screen says that the coin was tossed (by the app, or a real coin whose outcome
// was recorded) and whom it made Player A. The core decided it; this only says it.
import { useEffect, useRef } from "preact/hooks";
import type { DraftView } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";

/**
 * Whether the table should see the coin moment: the core says a coin (not a Compass choice)
 * decided Player A, and no ban or pick has been made since.
 */
export function coinMomentDue(view: DraftView): boolean {
  const how = view.roles?.decided_by.how;
  const byCoin = how !== undefined && how !== "chosen-by";
  return byCoin && view.bans.length === 0 && view.picks.length === 0;
}

export function CoinMoment(props: { view: DraftView; onContinue: () => void }) {
  const { t } = useI18n();
  const button = useRef<HTMLButtonElement>(null);
  // Continue has the focus (a browser honours `autofocus` once per page only), and Enter
  // anywhere but in a field continues: the table reads the moment, then plays on.
  useEffect(() => {
    button.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Enter" || event.target instanceof HTMLInputElement || event.target instanceof HTMLButtonElement) return;
      event.preventDefault();
      props.onContinue();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const roles = props.view.roles;
  if (!roles) return null;
  const a = props.view.players[roles.player_a].name;
  const decided = roles.decided_by;
  const real = decided.how === "real-coin" || decided.how === "real-coin-asked-by";
  const askedBy = decided.how === "coin-toss-asked-by" || decided.how === "real-coin-asked-by" ? decided.seat : null;
  const first = props.view.waiting_for[0];
  return (
    <section class="coin-moment" role="status" aria-live="polite" data-testid="coin-moment" data-player-a={roles.player_a}>
      <span class="coin-face" aria-hidden="true">
        A
      </span>
      <h2>{t("draft.coin.title")}</h2>
      {askedBy && <p>{t("draft.coin.askedBy", { who: props.view.players[askedBy].name })}</p>}
      <p class="coin-result" data-testid="coin-result">
        {t(real ? "draft.coin.real" : "draft.coin.seeded", { a })}
      </p>
      <p class="muted">{t(real ? "draft.coin.realHow" : "draft.coin.seededHow")}</p>
      {first && <p>{t("draft.coin.first", { name: props.view.players[first].name })}</p>}
      <button class="primary wide" data-testid="coin-continue" ref={button} onClick={props.onContinue}>
        {t("draft.coin.continue")}
      </button>
    </section>
  );
}

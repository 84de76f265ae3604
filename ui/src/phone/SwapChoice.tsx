// The secret swap on the player's phone (Vassily's, or an organizer's format's hidden swap, as
// the core names it). Nothing is chosen for the player: the lock stays
// disabled until they pick who leaves and who joins, and its label says exactly what it locks.
// Keeping the team is its own explicit button, as the Mod lets a player decline ("each player
// may secretly replace", AGL v1.0, "Vassily Mod"; docs/rulings.md, "The Vassily swap on a phone").
import { useState } from "preact/hooks";
import type { DraftMove, DraftOrder, SeatChoice } from "../bindings";
import { hiddenSwap } from "../lib/vocabulary";
import type { SeatPage } from "./api";
import type { Translate } from "./ResultForm";

export function SwapChoice(props: {
  choice: Extract<SeatChoice, { kind: "swap" }>;
  /** The draft's order, as the core names it: says whether the swap is Vassily's. */
  order: DraftOrder | null;
  seat: SeatPage["seat"];
  name: (id: string) => string;
  busy: boolean;
  send: (move: DraftMove) => void;
  t: Translate;
}) {
  const { choice, seat, name, busy, send, t } = props;
  const open = choice.replacements.filter((o) => o.unavailable === null);
  const [remove, setRemove] = useState("");
  const [add, setAdd] = useState("");
  if (choice.locked) return <p id="locked">{t("phone.locked")}</p>;
  const chosen = remove !== "" && add !== "";
  return (
    <section class="card swap">
      <h2>{t(hiddenSwap(props.order) ? "phone.hiddenSwap" : "phone.swap")}</h2>
      <p class="hint">{t("phone.swap.choose")}</p>
      <label>
        {t("phone.swap.remove")}
        <select id="swap-remove" value={remove} onChange={(e) => setRemove(e.currentTarget.value)}>
          <option value="">{t("phone.swap.pickOne")}</option>
          {choice.team.map((c) => (
            <option key={c} value={c}>
              {name(c)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t("phone.swap.add")}
        <select id="swap-add" value={add} onChange={(e) => setAdd(e.currentTarget.value)}>
          <option value="">{t("phone.swap.pickOne")}</option>
          {open.map((o) => (
            <option key={o.character} value={o.character}>
              {name(o.character)}
            </option>
          ))}
        </select>
      </label>
      <button
        id="swap-lock"
        class="primary"
        disabled={busy || !chosen}
        onClick={() => send({ move: "lock-swap", seat, swap: { kind: "replace", remove, add } })}
      >
        {chosen ? t("phone.swap.lockReplace", { remove: name(remove), add: name(add) }) : t("phone.swap.lockNothing")}
      </button>
      <button id="swap-keep" disabled={busy} onClick={() => send({ move: "lock-swap", seat, swap: { kind: "keep" } })}>
        {t("phone.swap.lockKeep")}
      </button>
    </section>
  );
}

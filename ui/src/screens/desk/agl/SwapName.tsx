// A player's name at a table, or the toggle that picks them for a swap while the core allows one.
import { playerName } from "../../../lib/eventWords";
import type { RoundsProps } from "./roundProps";

/** A player's name; where the core says a swap is open and before their result, a toggle to choose
 * them for a swap. */
export function SwapName(props: RoundsProps & { player: number; open: boolean; swapPick: number[]; toggleSwap: (p: number) => void }) {
  const name = playerName(props.snapshot, props.player);
  if (!props.open || props.view.readOnly !== null) return <span class="player-name">{name}</span>;
  const chosen = props.swapPick.includes(props.player);
  return (
    <button
      class={`player-name swap-toggle ${chosen ? "chosen" : ""}`}
      aria-pressed={chosen}
      data-testid={`swap-pick-${props.player}`}
      onClick={() => props.toggleSwap(props.player)}
    >
      {name}
    </button>
  );
}

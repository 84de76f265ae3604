// A hidden pick, shown to one player behind the curtain: one character of the lineup the turn
// works on, locked in secret (the core says which may join, and why not). The format's next
// reveal shows it to everyone.
import { useState } from "preact/hooks";
import type { CharacterOption, DraftView, Seat } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { initials } from "../../lib/initials";
import { unavailableText } from "./words";

/** Whether `seat` holds a hidden pick this view does not show: locked, not yet revealed. */
export function hiddenPickLocked(view: DraftView, seat: Seat): boolean {
  return view.hidden_picks.some((h) => h.seat === seat && h.pick.state === "locked");
}

export function HiddenPickChooser(props: {
  prompt: string;
  characters: CharacterOption[];
  names: Record<string, string>;
  onLock: (character: string) => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<string | null>(null);
  const name = (id: string) => props.names[id] ?? id;
  return (
    <section class="hidden-pick-chooser" data-testid="hidden-pick-chooser">
      <h3>{props.prompt}</h3>
      <div class="card-grid">
        {props.characters.map((option) => (
          <button
            key={option.character}
            class={`card ${chosen === option.character ? "selected" : ""}`}
            aria-pressed={chosen === option.character}
            disabled={option.unavailable !== null || props.busy}
            title={option.unavailable ? unavailableText(option.unavailable, t) : undefined}
            data-testid={`hidden-pick-${option.character}`}
            onClick={() => setChosen(option.character)}
          >
            <span class="portrait">{initials(name(option.character))}</span>
            <span class="card-name">{name(option.character)}</span>
            {option.unavailable && <span class="card-mark">{unavailableText(option.unavailable, t)}</span>}
          </button>
        ))}
      </div>
      <div class="actions">
        <button class="secondary" data-testid="hidden-pick-cancel" onClick={props.onCancel}>
          {t("draft.secret.notNow")}
        </button>
        <button
          class="primary"
          data-testid="hidden-pick-lock"
          disabled={chosen === null || props.busy}
          onClick={() => chosen && props.onLock(chosen)}
        >
          {chosen ? t("draft.hidden.lock", { character: name(chosen) }) : t("draft.hidden.lockChoose")}
        </button>
      </div>
    </section>
  );
}

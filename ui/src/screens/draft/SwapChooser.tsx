// The Vassily swap, shown to one player behind the curtain: keep the team, or replace one of its
// characters by another of the same Starting Lineup (the core says which may join, and why not).
import { useState } from "preact/hooks";
import type { CharacterOption, SwapChoice } from "../../bindings";
import { useI18n } from "../../lib/i18n-context";
import { initials } from "../../lib/initials";
import { unavailableText } from "./words";

export function SwapChooser(props: {
  team: string[];
  replacements: CharacterOption[];
  names: Record<string, string>;
  onLock: (swap: SwapChoice) => void;
  onCancel: () => void;
  busy?: boolean;
}) {
  const { t } = useI18n();
  const [remove, setRemove] = useState<string | null>(null);
  const [add, setAdd] = useState<string | null>(null);
  const name = (id: string) => props.names[id] ?? id;
  return (
    <section class="swap-chooser" data-testid="swap-chooser">
      <button class="primary wide" data-testid="swap-keep" disabled={props.busy} onClick={() => props.onLock({ kind: "keep" })}>
        {t("draft.swap.keep")}
      </button>
      <h3>{t("draft.swap.remove")}</h3>
      <div class="card-grid">
        {props.team.map((id) => (
          <button
            key={id}
            class={`card ${remove === id ? "selected" : ""}`}
            aria-pressed={remove === id}
            data-testid={`swap-remove-${id}`}
            onClick={() => setRemove(id)}
          >
            <span class="portrait">{initials(name(id))}</span>
            <span class="card-name">{name(id)}</span>
          </button>
        ))}
      </div>
      <h3>{t("draft.swap.add")}</h3>
      <div class="card-grid">
        {props.replacements.map((option) => (
          <button
            key={option.character}
            class={`card ${add === option.character ? "selected" : ""}`}
            aria-pressed={add === option.character}
            disabled={option.unavailable !== null}
            title={option.unavailable ? unavailableText(option.unavailable, t) : undefined}
            data-testid={`swap-add-${option.character}`}
            onClick={() => setAdd(option.character)}
          >
            <span class="portrait">{initials(name(option.character))}</span>
            <span class="card-name">{name(option.character)}</span>
            {option.unavailable && <span class="card-mark">{unavailableText(option.unavailable, t)}</span>}
          </button>
        ))}
      </div>
      <div class="actions">
        <button class="secondary" data-testid="swap-cancel" onClick={props.onCancel}>
          {t("draft.secret.notNow")}
        </button>
        <button
          class="primary"
          data-testid="swap-lock"
          disabled={remove === null || add === null || props.busy}
          onClick={() => remove && add && props.onLock({ kind: "replace", remove, add })}
        >
          {remove && add
            ? t("draft.swap.lockReplace", { remove: name(remove), add: name(add) })
            : t("draft.swap.lock")}
        </button>
      </div>
    </section>
  );
}

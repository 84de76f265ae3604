// The deck builder, shown to one player behind the curtain: two Tactics per character (Final
// Boss: up to two each, eight in all), the ten General Tactics included, a live count to 18,
// and, when the player locks, the engine's own words for whatever is still wrong.
import { useEffect, useMemo, useState } from "preact/hooks";
import type { DeckCharacter, DeckChoice, DeckRule, DeckViolation, TacticOption } from "../../bindings";
import { ErrorNotice, useErrorWords } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { initials } from "../../lib/initials";

export function tacticLabel(
  tactic: TacticOption,
  t: (k: "draft.deck.tactic" | "draft.deck.tacticUnknown", p?: Record<string, string | number>) => string,
): string {
  const n = tactic.slot + 1;
  const number = tactic.number != null ? `#${String(tactic.number).padStart(3, "0")} ` : "";
  return tactic.name
    ? t("draft.deck.tactic", { n, label: `${number}${tactic.name}` })
    : t("draft.deck.tacticUnknown", { n, number: number === "" ? "" : ` ${number.trim()}` });
}

/** A Tactic chosen while the deck is built (not yet locked). */
export type DeckPick = { character: string; slot: number };

export function DeckBuilder(props: {
  team: DeckCharacter[];
  rule: DeckRule;
  /** The engine's problems with a choice (empty when it can be locked). */
  check: (choice: DeckChoice) => Promise<DeckViolation[]>;
  onLock: (choice: DeckChoice) => void;
  onCancel: () => void;
  /** The picks made before "Not now", to start from again. */
  initial?: readonly DeckPick[];
  /** Told of every change, so the picks survive the builder being closed. */
  onChange?: (picks: DeckPick[]) => void;
  busy?: boolean;
}) {
  const { t } = useI18n();
  const characters = useMemo(() => Object.fromEntries(props.team.map((m) => [m.character, m.name])), [props.team]);
  const words = useErrorWords({ characters });
  const [chosen, setChosenState] = useState<DeckPick[]>(() => [...(props.initial ?? [])]);
  // The engine's problems, asked only when the player locks: while building, the deck is
  // unfinished, not wrong.
  const [problems, setProblems] = useState<DeckViolation[] | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [checking, setChecking] = useState(false);
  const general = props.rule.general_tactics.length;
  const target = general + props.rule.character_tactics;
  const count = general + chosen.length;
  const choice: DeckChoice = { tactics: chosen.map((c) => ({ character: c.character, slot: c.slot })) };

  const setChosen = (update: (now: DeckPick[]) => DeckPick[]) => {
    const next = update(chosen);
    setChosenState(next);
    setProblems(null);
    setFailure(null);
    props.onChange?.(next);
  };

  const lock = async () => {
    if (props.busy || checking) return;
    setChecking(true);
    setFailure(null);
    try {
      const found = await props.check(choice);
      setProblems(found);
      if (found.length === 0) props.onLock(choice);
    } catch (e) {
      setFailure(e);
    } finally {
      setChecking(false);
    }
  };

  // Enter locks, wherever the focus is among the Tactics; it never toggles the focused Tactic
  // (Space does), so a finished deck is not undone by the key that should lock it.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Enter") return;
      const target = event.target as HTMLElement | null;
      const onTactic = target?.closest?.(".tactic") != null;
      if (!onTactic && target !== document.body) return;
      event.preventDefault();
      void lock();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const toggle = (character: string, slot: number) => {
    setChosen((now) =>
      now.some((c) => c.character === character && c.slot === slot)
        ? now.filter((c) => !(c.character === character && c.slot === slot))
        : [...now, { character, slot }],
    );
  };

  return (
    <section class="deck-builder" data-testid="deck-builder">
      <div class="deck-counter" data-testid="deck-counter" aria-live="polite">
        <span class={count === target ? "count-done" : ""}>{t("draft.deck.count", { count, target })}</span>
        <span class="muted">{t("draft.deck.general", { count: general })}</span>
      </div>
      <p class="muted">
        {props.rule.min_per_character === props.rule.max_per_character
          ? t("draft.deck.ruleExact", { n: props.rule.max_per_character })
          : t("draft.deck.ruleUpTo", { n: props.rule.max_per_character, total: props.rule.character_tactics })}
      </p>
      <div class="deck-characters">
        {props.team.map((member) => {
          const mine = chosen.filter((c) => c.character === member.character).length;
          return (
            <div class="deck-character" key={member.character} data-character={member.character}>
              <h3>
                <span class="portrait small">{initials(member.name)}</span> {member.name}{" "}
                <span class="muted" data-testid={`deck-progress-${member.character}`}>
                  {t("draft.deck.fromCharacter", { count: mine, max: props.rule.max_per_character })}
                </span>
              </h3>
              <div class="tactics">
                {member.tactics.map((tactic) => {
                  const on = chosen.some((c) => c.character === member.character && c.slot === tactic.slot);
                  const blocked =
                    !on &&
                    (mine >= props.rule.max_per_character || chosen.length >= props.rule.character_tactics);
                  return (
                    <button
                      key={tactic.slot}
                      class={`tactic ${on ? "selected" : ""}`}
                      aria-pressed={on}
                      disabled={blocked || props.busy}
                      data-testid={`tactic-${member.character}-${tactic.slot}`}
                      onClick={() => toggle(member.character, tactic.slot)}
                    >
                      {tacticLabel(tactic, t)}
                    </button>
                  );
                })}
              </div>
            </div>
          );
        })}
      </div>
      {problems && problems.length > 0 && (
        <ul class="problems" data-testid="deck-problems">
          {problems.map((p, i) => (
            <li key={i}>{words.deckViolation(p)}</li>
          ))}
        </ul>
      )}
      <ErrorNotice error={failure} testId="deck-error" />
      <div class="actions">
        <button class="secondary" data-testid="deck-cancel" onClick={props.onCancel}>
          {t("draft.secret.notNow")}
        </button>
        <button class="primary" data-testid="deck-lock" disabled={props.busy || checking} onClick={() => void lock()}>
          {t("draft.deck.lock")}
        </button>
      </div>
    </section>
  );
}

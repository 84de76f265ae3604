import { useEffect, useState } from "preact/hooks";
import {
  commands,
  type CatalogValue,
  type CharacterDetail,
  type Stat,
  type TacticValues,
  type ValueSource,
} from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { statName } from "../../lib/vocabulary";
import { cardNumber, readWholeNumber } from "./format";

const STATS: Stat[] = ["initiative", "movement", "energy", "health"];
const SLOTS = [0, 1, 2, 3] as const;

type Draft = {
  stats: Record<Stat, string>;
  numbers: string[];
  names: string[];
};

function draftOf(detail: CharacterDetail): Draft {
  const c = detail.character;
  return {
    stats: {
      initiative: c.initiative?.toString() ?? "",
      movement: c.movement?.toString() ?? "",
      energy: c.energy?.toString() ?? "",
      health: c.health?.toString() ?? "",
    },
    numbers: c.tactics.map((t) => cardNumber(t.number)),
    names: c.tactics.map((t) => t.name ?? ""),
  };
}

/** The note beside a value the organizer typed (an unknown value shows as an empty field). */
function SourceBadge(props: { source: ValueSource; testId: string }) {
  const { t } = useI18n();
  if (props.source === "user")
    return (
      <span class="badge badge-yours" data-testid={props.testId}>
        {t("catalog.badge.yours")}
      </span>
    );
  return null;
}

/**
 * One character's values, where each comes from, and a form to fill in or correct them. Only
 * values that differ from the catalog in use are sent; the core checks and saves them.
 */
export function CharacterEditor(props: {
  detail: CharacterDetail;
  onChanged: (message: string | null) => void;
}) {
  const { t } = useI18n();
  const { detail } = props;
  const c = detail.character;
  const p = detail.provenance;
  const [draft, setDraft] = useState<Draft>(() => draftOf(detail));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setDraft(draftOf(detail));
    setError(null);
  }, [detail]);

  const label = (stat: Stat) => statName(t, stat);

  async function run(action: () => Promise<unknown>, message: string | null) {
    setBusy(true);
    setError(null);
    try {
      await action();
      props.onChanged(message);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }

  async function save(event: Event) {
    event.preventDefault();
    const values = {
      character: c.id,
      initiative: null as number | null,
      movement: null as number | null,
      energy: null as number | null,
      health: null as number | null,
      tactics: [] as TacticValues[],
    };
    let changed = false;
    for (const stat of STATS) {
      const typed = readWholeNumber(draft.stats[stat]);
      if (Number.isNaN(typed)) {
        setError(new Error(t("catalog.edit.notNumber", { field: label(stat) })));
        return;
      }
      if (typed !== null && typed !== c[stat]) {
        values[stat] = typed;
        changed = true;
      }
    }
    for (const slot of SLOTS) {
      const current = c.tactics[slot];
      const number = readWholeNumber(draft.numbers[slot] ?? "");
      if (Number.isNaN(number)) {
        setError(new Error(t("catalog.edit.notNumber", { field: t("catalog.tactic.number") })));
        return;
      }
      const name = (draft.names[slot] ?? "").trim();
      const tactic: TacticValues = { slot, number: null, name: null };
      if (number !== null && number !== current.number) tactic.number = number;
      if (name !== "" && name !== current.name) tactic.name = name;
      if (tactic.number !== null || tactic.name !== null) {
        values.tactics.push(tactic);
        changed = true;
      }
    }
    if (!changed) {
      setError(new Error(t("catalog.edit.nothing")));
      return;
    }
    await run(() => call(commands.editCharacter(values)), "saved");
  }

  const revert = (value: CatalogValue) => run(() => call(commands.revertCharacterValue(c.id, value)), null);

  const revertButton = (value: CatalogValue, testId: string) => (
    <button
      type="button"
      class="small-button"
      data-testid={testId}
      title={t("catalog.value.revertHint")}
      disabled={busy}
      onClick={() => revert(value)}
    >
      ↺ {t("catalog.value.revert")}
    </button>
  );

  const hasUserValues =
    p.character === "user" ||
    STATS.some((s) => p[s] === "user") ||
    p.tactics.some((tp) => tp.number === "user" || tp.name === "user");

  return (
    <form class="character-editor" data-testid="character-editor" onSubmit={save}>
      <header>
        <h2>{t("catalog.detail.title", { name: c.name })}</h2>
        <p class="muted">
          {t("catalog.detail.box", { box: detail.productName })}
          {detail.added && (
            <span class="badge badge-yours" data-testid="badge-added">
              {t("catalog.badge.added")}
            </span>
          )}
        </p>
      </header>
      <div class="stat-grid">
        {STATS.map((stat) => (
          <div class="field-row" key={stat}>
            <label for={`edit-${stat}`}>{label(stat)}</label>
            <input
              id={`edit-${stat}`}
              data-testid={`edit-${stat}`}
              inputMode="numeric"
              value={draft.stats[stat]}
              placeholder={t("catalog.value.unknown")}
              onInput={(e) =>
                setDraft({
                  ...draft,
                  stats: { ...draft.stats, [stat]: (e.currentTarget as HTMLInputElement).value },
                })
              }
            />
            <SourceBadge source={p[stat]} testId={`badge-yours-${stat}`} />
            {p[stat] === "user" && !detail.added && revertButton({ kind: stat }, `revert-${stat}`)}
          </div>
        ))}
      </div>
      <div class="tactic-rows">
        {SLOTS.map((slot) => (
          <div class="tactic-row" key={slot} role="group" aria-label={t("catalog.tactic.slot", { slot: slot + 1 })}>
            <span class="tactic-label">{t("catalog.tactic.slot", { slot: slot + 1 })}</span>
            <input
              data-testid={`tactic-number-${slot}`}
              aria-label={t("catalog.tactic.number")}
              title={t("catalog.tactic.number")}
              inputMode="numeric"
              class="narrow"
              value={draft.numbers[slot]}
              placeholder="#"
              onInput={(e) => {
                const numbers = [...draft.numbers];
                numbers[slot] = (e.currentTarget as HTMLInputElement).value;
                setDraft({ ...draft, numbers });
              }}
            />
            <input
              data-testid={`tactic-name-${slot}`}
              aria-label={t("catalog.tactic.name")}
              title={t("catalog.tactic.name")}
              class="grow"
              value={draft.names[slot]}
              placeholder={`${t("catalog.tactic.name")} (${t("catalog.value.unknown")})`}
              onInput={(e) => {
                const names = [...draft.names];
                names[slot] = (e.currentTarget as HTMLInputElement).value;
                setDraft({ ...draft, names });
              }}
            />
            <SourceBadge
              source={p.tactics[slot].number === "user" || p.tactics[slot].name === "user" ? "user" : "pack"}
              testId={`badge-yours-tactic-${slot}`}
            />
            {p.tactics[slot].number === "user" &&
              !detail.added &&
              revertButton({ kind: "tacticNumber", slot }, `revert-tactic-number-${slot}`)}
            {p.tactics[slot].name === "user" &&
              !detail.added &&
              revertButton({ kind: "tacticName", slot }, `revert-tactic-name-${slot}`)}
          </div>
        ))}
      </div>
      <ErrorNotice error={error} testId="editor-error" />
      <div class="button-row">
        <button type="submit" class="primary-button" data-testid="save-values" disabled={busy}>
          {t("catalog.edit.save")}
        </button>
        {detail.added ? (
          <button
            type="button"
            class="danger-button"
            data-testid="remove-added"
            disabled={busy}
            onClick={() => revert({ kind: "wholeCharacter" })}
          >
            {t("catalog.edit.removeAdded")}
          </button>
        ) : (
          hasUserValues && (
            <button
              type="button"
              class="secondary-button"
              data-testid="revert-character"
              disabled={busy}
              onClick={() => revert({ kind: "wholeCharacter" })}
            >
              ↺ {t("catalog.edit.revertCharacter")}
            </button>
          )
        )}
      </div>
      {hasUserValues && <p class="muted small">{t("catalog.yoursNote")}</p>}
    </form>
  );
}

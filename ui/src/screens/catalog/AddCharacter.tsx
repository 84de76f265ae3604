import { useState } from "preact/hooks";
import { commands, type CharacterDetail, type ProductRow, type Stat, type TacticValues } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { statName } from "../../lib/vocabulary";
import { readWholeNumber } from "./format";

const NEW_BOX = "__new__";
const STATS: Stat[] = ["initiative", "movement", "energy", "health"];

/** A form to add a character the pack does not list (a later box), with its four Tactics. */
export function AddCharacter(props: {
  products: ProductRow[];
  onAdded: (detail: CharacterDetail) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [name, setName] = useState("");
  const [product, setProduct] = useState(props.products[0]?.id ?? NEW_BOX);
  const [newBox, setNewBox] = useState("");
  const [stats, setStats] = useState<Record<Stat, string>>({
    initiative: "",
    movement: "",
    energy: "",
    health: "",
  });
  const [tactics, setTactics] = useState([0, 1, 2, 3].map(() => ({ number: "", name: "" })));
  const [error, setError] = useState<unknown>(null);

  async function submit(event: Event) {
    event.preventDefault();
    const numbers: Record<Stat, number | null> = {
      initiative: null,
      movement: null,
      energy: null,
      health: null,
    };
    for (const stat of STATS) {
      const value = readWholeNumber(stats[stat]);
      if (Number.isNaN(value)) {
        setError(
          new Error(t("catalog.edit.notNumber", { field: statName(t, stat) })),
        );
        return;
      }
      numbers[stat] = value;
    }
    const slots: TacticValues[] = [];
    for (const [slot, tactic] of tactics.entries()) {
      const number = readWholeNumber(tactic.number);
      if (Number.isNaN(number)) {
        setError(new Error(t("catalog.edit.notNumber", { field: t("catalog.tactic.number") })));
        return;
      }
      const tacticName = tactic.name.trim();
      if (number !== null || tacticName !== "")
        slots.push({ slot, number, name: tacticName === "" ? null : tacticName });
    }
    setError(null);
    try {
      const detail = await call(commands.addCharacter({
        name,
        product: product === NEW_BOX ? null : product,
        newProductName: product === NEW_BOX ? newBox : null,
        ...numbers,
        tactics: slots,
      }));
      props.onAdded(detail);
    } catch (e) {
      setError(e);
    }
  }

  return (
    <form class="panel add-character" data-testid="add-character" onSubmit={submit}>
      <h2>{t("catalog.add.title")}</h2>
      <div class="form-grid">
        <label class="stacked-field">
          {t("catalog.add.name")}
          <input
            data-testid="add-name"
            value={name}
            autoFocus
            onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
          />
        </label>
        <label class="stacked-field">
          {t("catalog.add.box")}
          <select
            data-testid="add-box"
            value={product}
            onChange={(e) => setProduct((e.currentTarget as HTMLSelectElement).value)}
          >
            {props.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
            <option value={NEW_BOX}>{t("catalog.add.newBox")}</option>
          </select>
        </label>
        {product === NEW_BOX && (
          <label class="stacked-field">
            {t("catalog.add.newBoxName")}
            <input
              data-testid="add-new-box"
              value={newBox}
              onInput={(e) => setNewBox((e.currentTarget as HTMLInputElement).value)}
            />
          </label>
        )}
        {STATS.map((stat) => (
          <label class="stacked-field" key={stat}>
            {statName(t, stat)}
            <input
              inputMode="numeric"
              class="narrow"
              data-testid={`add-${stat}`}
              value={stats[stat]}
              placeholder={t("catalog.value.unknown")}
              onInput={(e) =>
                setStats({ ...stats, [stat]: (e.currentTarget as HTMLInputElement).value })
              }
            />
          </label>
        ))}
      </div>
      <div class="tactic-grid">
        {tactics.map((tactic, slot) => (
          <fieldset class="tactic-slot" key={slot}>
            <legend>{t("catalog.tactic.slot", { slot: slot + 1 })}</legend>
            <label class="stacked-field">
              {t("catalog.tactic.number")}
              <input
                inputMode="numeric"
                class="narrow"
                value={tactic.number}
                placeholder={t("catalog.value.unknown")}
                onInput={(e) => {
                  const next = [...tactics];
                  next[slot] = { ...tactic, number: (e.currentTarget as HTMLInputElement).value };
                  setTactics(next);
                }}
              />
            </label>
            <label class="stacked-field">
              {t("catalog.tactic.name")}
              <input
                value={tactic.name}
                placeholder={t("catalog.value.unknown")}
                onInput={(e) => {
                  const next = [...tactics];
                  next[slot] = { ...tactic, name: (e.currentTarget as HTMLInputElement).value };
                  setTactics(next);
                }}
              />
            </label>
          </fieldset>
        ))}
      </div>
      <ErrorNotice error={error} testId="add-error" />
      <div class="button-row">
        <button type="submit" class="primary-button" data-testid="add-submit">
          {t("catalog.add.submit")}
        </button>
        <button type="button" class="secondary-button" onClick={props.onCancel}>
          {t("catalog.add.cancel")}
        </button>
      </div>
    </form>
  );
}

// The one way to build a Starting Lineup, wherever one is entered (a quick match's players, an
// event's registration): the lineup as removable chips, and a search of the catalog (by name or
// alias, accents ignored, optionally one box) whose results are added with a press, or the first
// one with Enter. What is legal is the core's to say when the lineup is checked.
import { useEffect, useState } from "preact/hooks";
import { commands, type CharacterSummary } from "../bindings";
import { initials } from "./initials";
import { useGameNames } from "./names";
import "./picker.css";

/** The characters of a lineup, each with a button that takes it out. */
export function LineupChips(props: {
  lineup: readonly string[];
  onRemove: (id: string) => void;
  removeLabel: (name: string) => string;
  testId: string;
  /** The test id of each chip's remove button. */
  removeTestId: (id: string) => string;
}) {
  const { characters } = useGameNames();
  const nameOf = (id: string) => characters.find((c) => c.id === id)?.name ?? id;
  return (
    <ul class="chips" data-testid={props.testId}>
      {props.lineup.map((id) => (
        <li key={id} class="chip-card" data-character={id}>
          <span class="portrait small">{initials(nameOf(id))}</span>
          {nameOf(id)}
          <button
            type="button"
            class="chip-remove"
            aria-label={props.removeLabel(nameOf(id))}
            data-testid={props.removeTestId(id)}
            onClick={() => props.onRemove(id)}
          >
            ×
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A search of the catalog's characters; a press adds one to the lineup being built. */
export function CharacterPicker(props: {
  /** The characters already in the lineup: shown chosen, not offered again. */
  chosen: readonly string[];
  /** The lineup is full: nothing more is offered. */
  full: boolean;
  onPick: (id: string) => void;
  /** Offer a box filter with these boxes. */
  products?: readonly { id: string; name: string }[];
  labels: { search: string; allBoxes: string; initiative: string };
  /** Prefix of the test ids: `<prefix>search`, `<prefix>box`, `<prefix>result-<id>`. */
  testPrefix?: string;
}) {
  const prefix = props.testPrefix ?? "";
  const [text, setText] = useState("");
  const [product, setProduct] = useState("");
  const [found, setFound] = useState<CharacterSummary[]>([]);
  const { characters } = useGameNames();

  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => commands.findCharacters({ text: text.trim() === "" ? null : text, product: product === "" ? null : product }))
      .then((list) => live && setFound(list))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The catalog in use changed (an edit): search again.
  }, [text, product, characters]);

  const pick = (id: string) => {
    if (props.full || props.chosen.includes(id)) return;
    props.onPick(id);
  };

  return (
    <div class="picker">
      <div class="picker-filters">
        <input
          type="search"
          data-testid={`${prefix}search`}
          placeholder={props.labels.search}
          aria-label={props.labels.search}
          value={text}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => {
            // Type, Enter, type, Enter...: the first match not yet chosen joins the lineup.
            if (e.key !== "Enter") return;
            e.preventDefault();
            const first = found.find((c) => !props.chosen.includes(c.id));
            if (first && !props.full) {
              pick(first.id);
              setText("");
            }
          }}
        />
        {props.products && (
          <select
            data-testid={`${prefix}box`}
            aria-label={props.labels.allBoxes}
            value={product}
            onChange={(e) => setProduct((e.currentTarget as HTMLSelectElement).value)}
          >
            <option value="">{props.labels.allBoxes}</option>
            {props.products.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        )}
      </div>
      <div class="picker-grid" data-testid={`${prefix}search-results`}>
        {found.map((c) => {
          const taken = props.chosen.includes(c.id);
          return (
            <button
              type="button"
              key={c.id}
              class={`picker-card ${taken ? "selected" : ""}`}
              aria-pressed={taken}
              disabled={taken || props.full}
              data-testid={`${prefix}result-${c.id}`}
              onClick={() => pick(c.id)}
            >
              <span class="portrait small">{initials(c.name)}</span>
              <span class="picker-name">{c.name}</span>
              <span class="picker-meta">
                {c.productName} · {props.labels.initiative} {c.initiative ?? "?"}
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

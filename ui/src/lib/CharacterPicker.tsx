// The one way to build a Starting Lineup, wherever one is entered (a quick match's players, an
// event's registration): the lineup as removable chips, and a search of the catalog (by name or
// alias, accents ignored, optionally one box) whose results are added with a press, or the
// highlighted one (the first, or another chosen with the arrow keys) with Enter. What is legal is
// the core's to say when the lineup is checked.
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
  /** `enterHint` says what Enter and the arrow keys do, under the search. */
  labels: { search: string; allBoxes: string; initiative: string; enterHint?: string };
  /** Prefix of the test ids: `<prefix>search`, `<prefix>box`, `<prefix>result-<id>`. */
  testPrefix?: string;
}) {
  const prefix = props.testPrefix ?? "";
  const [text, setText] = useState("");
  const [product, setProduct] = useState("");
  // The results and the text they were found for: Enter typed before the search answered must
  // not add a match of the previous text.
  const [found, setFound] = useState<{ text: string; list: CharacterSummary[] }>({ text: "", list: [] });
  // The match Enter adds, as a position among those not chosen yet.
  const [highlight, setHighlight] = useState(0);
  const { characters } = useGameNames();

  const search = (query: string) =>
    Promise.resolve().then(() =>
      commands.findCharacters({ text: query.trim() === "" ? null : query, product: product === "" ? null : product }),
    );

  useEffect(() => {
    let live = true;
    search(text)
      .then((list) => {
        if (!live) return;
        setFound({ text, list });
        setHighlight(0);
      })
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
  const offered = found.list.filter((c) => !props.chosen.includes(c.id));
  const highlighted = offered[Math.min(highlight, offered.length - 1)]?.id ?? null;

  const onKeyDown = async (e: KeyboardEvent) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setHighlight((h) => Math.max(0, Math.min(offered.length - 1, h + step)));
      return;
    }
    // Type, Enter, type, Enter...: the highlighted match joins the lineup.
    if (e.key !== "Enter") return;
    e.preventDefault();
    if (props.full) return;
    const typed = text;
    const fresh = found.text === typed;
    const choice = fresh ? highlighted : ((await search(typed)).find((c) => !props.chosen.includes(c.id))?.id ?? null);
    if (choice) {
      pick(choice);
      // Cleared for the next name, unless more was typed while the search answered.
      setText((now) => (now === typed ? "" : now));
    }
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
          aria-describedby={props.labels.enterHint ? `${prefix}search-hint` : undefined}
          onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => void onKeyDown(e)}
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
      {props.labels.enterHint && (
        <p class="muted small-text" id={`${prefix}search-hint`}>
          {props.labels.enterHint}
        </p>
      )}
      <div class="picker-grid" data-testid={`${prefix}search-results`}>
        {found.list.map((c) => {
          const taken = props.chosen.includes(c.id);
          const next = c.id === highlighted && !props.full;
          return (
            <button
              type="button"
              key={c.id}
              class={`picker-card ${taken ? "selected" : ""} ${next ? "highlighted" : ""}`}
              data-highlighted={next ? "true" : undefined}
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

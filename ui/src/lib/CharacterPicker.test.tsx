import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CharacterPicker } from "./CharacterPicker";

// The catalog's search, answering after a delay the test controls: Enter may come first.
const search = vi.hoisted(() => ({ pending: [] as (() => void)[] }));
const character = (id: string, name: string) => ({ id, name, productName: "Core", initiative: 5 });
const CATALOG = [character("gata", "Gata"), character("gauss", "Gauss"), character("hexx3r", "Hexx3r")];
vi.mock("../bindings", () => ({
  commands: {
    findCharacters: (filter: { text: string | null }) =>
      new Promise((resolve) => {
        const text = (filter.text ?? "").toLowerCase();
        search.pending.push(() => resolve(CATALOG.filter((c) => c.name.toLowerCase().startsWith(text))));
      }),
  },
}));

const answerSearches = async () => {
  await act(async () => {
    while (search.pending.length > 0) search.pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  });
};

async function mount(chosen: string[], onPick: (id: string) => void) {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(
      <CharacterPicker chosen={chosen} full={false} onPick={onPick} labels={{ search: "Search", allBoxes: "All", initiative: "Ini", enterHint: "Enter adds" }} />,
      root,
    );
  });
  await answerSearches();
  return root;
}

const type = async (input: HTMLInputElement, text: string) => {
  await act(async () => {
    input.value = text;
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
};
const press = async (input: HTMLInputElement, key: string) => {
  await act(async () => {
    input.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  });
};

afterEach(() => {
  document.body.innerHTML = "";
  search.pending = [];
});

describe("CharacterPicker", () => {
  it("adds the highlighted match with Enter, and the arrows move the highlight", async () => {
    const onPick = vi.fn();
    const root = await mount([], onPick);
    const input = root.querySelector('[data-testid="search"]') as HTMLInputElement;
    await type(input, "ga");
    await answerSearches();
    expect(root.querySelector('[data-highlighted="true"]')?.getAttribute("data-testid")).toBe("result-gata");
    await press(input, "ArrowDown");
    expect(root.querySelector('[data-highlighted="true"]')?.getAttribute("data-testid")).toBe("result-gauss");
    await press(input, "Enter");
    await answerSearches();
    expect(onPick).toHaveBeenCalledWith("gauss");
  });

  it("adds a match of the text typed, even when Enter comes before the search answered", async () => {
    const onPick = vi.fn();
    const root = await mount(["gata"], onPick);
    const input = root.querySelector('[data-testid="search"]') as HTMLInputElement;
    await type(input, "hex");
    // The results on screen are still the empty text's; Enter must not add one of those.
    await press(input, "Enter");
    await answerSearches();
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(onPick).toHaveBeenCalledWith("hexx3r");
  });
});

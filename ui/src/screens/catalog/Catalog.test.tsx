import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n-context";
import { Catalog } from "./Catalog";

const mocks = vi.hoisted(() => {
  const row = (id: string, name: string, initiative: number | null, extra = {}) => ({
    id,
    name,
    product: "core",
    productName: "Core Box",
    initiative,
    initiativeSource: "pack",
    hasUserValues: false,
    hasGaps: initiative === null,
    added: false,
    ...extra,
  });
  const tactic = { number: null, name: null };
  const pack = { number: "pack", name: "pack" };
  const gaia = {
    character: {
      id: "gaia",
      name: "Gaia",
      aliases: [],
      product: "core",
      initiative: null,
      movement: null,
      energy: null,
      health: null,
      card_number: null,
      faction: null,
      tactics: [tactic, tactic, tactic, tactic],
    },
    productName: "Core Box",
    provenance: {
      character: "pack",
      initiative: "pack",
      movement: "pack",
      energy: "pack",
      health: "pack",
      tactics: [pack, pack, pack, pack],
    },
    added: false,
  };
  const overview = {
    packId: "aristeia-agl",
    packTitle: "Test pack",
    version: "1",
    baseVersion: "1",
    overlayLabel: null,
    editedCharacters: [],
    gaps: {
      initiative_unknown: ["gaia"],
      stats_unknown: ["gaia"],
      tactics_unknown: [],
      general_tactics_unnamed: [],
      products_without_characters: [],
      counts: {
        characters_without_initiative: 1,
        characters_with_unknown_stats: 1,
        characters_with_unknown_tactics: 0,
        unknown_tactic_numbers: 0,
        unknown_tactic_names: 0,
        general_tactics_without_names: 0,
        products_without_characters: 0,
      },
    },
    products: [{ id: "core", name: "Core Box", kind: "core", source: "pack", characterCount: 5 }],
    generalTactics: [],
    savedEditsProblem: null,
  };
  const rows = [
    row("gata", "Gata", 7),
    row("gaia", "Gaia", null),
    row("wild-bill", "Wild Bill", 6, { hasUserValues: true, initiativeSource: "user" }),
    row("8-ball", "8-Ball", 5),
    row("parvati", "Parvati", 4),
  ];
  const ok = <T,>(data: T) => Promise.resolve({ status: "ok", data });
  return {
    gaia,
    overview,
    rows,
    commands: {
      catalogOverview: vi.fn(() => Promise.resolve(overview)),
      searchCharacters: vi.fn(() => ok(rows)),
      characterDetail: vi.fn(() => ok(gaia)),
      editCharacter: vi.fn(() => ok(gaia)),
      revertCharacterValue: vi.fn(() => ok(overview)),
      teamInitiative: vi.fn(() => ok({ total: 22, known_total: 22, missing: [], not_in_catalog: [] })),
      listExchangeFiles: vi.fn(() => ok({ dir: "/data/exports", files: [] })),
      exportCatalogPack: vi.fn(() => ok({ path: "/data/exports/pack.json", fileName: "pack.json", sizeBytes: 10 })),
    },
  };
});

vi.mock("../../bindings", () => ({ commands: mocks.commands }));

async function settle() {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

async function click(root: HTMLElement, testId: string) {
  await act(async () => {
    (root.querySelector(`[data-testid="${testId}"]`) as HTMLButtonElement).click();
  });
  await settle();
}

async function mount(language: "en" | "es" = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(
      <I18nProvider language={language}>
        <Catalog />
      </I18nProvider>,
      root,
    );
  });
  await settle();
  await settle();
  return root;
}

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("Catalog", () => {
  it("lists Initiative, marks unknown values and the organizer's values, and names the gaps", async () => {
    const root = await mount();
    const cell = (id: string) => root.querySelector(`tr[data-character="${id}"] td:nth-child(3)`);
    expect(cell("gata")?.textContent).toBe("7");
    expect(cell("gaia")?.textContent).toBe("unknown");
    expect(root.querySelector('tr[data-character="wild-bill"] .badge-yours')?.textContent).toBe("Your value");
    expect(root.querySelector('tr[data-character="gaia"] .badge-missing')).not.toBeNull();
    expect(root.querySelector('[data-testid="gap-initiative"]')?.textContent).toContain(
      "Initiative unknown for 1 character: Gaia",
    );
  });

  it("sends only the values typed for a character and reports the new version", async () => {
    const root = await mount();
    await click(root, "fill-gaia");
    const input = root.querySelector('[data-testid="edit-initiative"]') as HTMLInputElement;
    await act(async () => type(input, "3"));
    await act(async () => {
      (root.querySelector('[data-testid="save-values"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(mocks.commands.editCharacter).toHaveBeenCalledWith({
      character: "gaia",
      initiative: 3,
      movement: null,
      energy: null,
      health: null,
      tactics: [],
    });
    expect(root.querySelector('[data-testid="catalog-notice"]')?.textContent).toContain("version 1");
  });

  it("lists every problem of a refused edit and keeps the form", async () => {
    mocks.commands.editCharacter.mockImplementationOnce(() =>
      Promise.resolve({
        status: "error",
        error: {
          code: "refused.catalog",
          clause: null,
          message: "The catalog refuses it: …",
          error: {
            kind: "refused",
            refusal: {
              kind: "catalog",
              problems: [
                { kind: "outOfRange", detail: { path: "character_edits[0].initiative", value: 0, min: 1, max: 20 } },
                { kind: "outOfRange", detail: { path: "character_edits[0].health", value: 99, min: 1, max: 20 } },
              ],
            },
          },
        },
      } as never),
    );
    const root = await mount();
    await click(root, "open-gaia");
    await act(async () => type(root.querySelector('[data-testid="edit-initiative"]') as HTMLInputElement, "0"));
    await act(async () => {
      (root.querySelector('[data-testid="save-values"]') as HTMLButtonElement).click();
    });
    await settle();
    const items = [...root.querySelectorAll('[data-testid="editor-error"] li')].map((li) => li.textContent);
    expect(items).toEqual([
      "At character_edits[0].initiative: 0 is outside 1 to 20.",
      "At character_edits[0].health: 99 is outside 1 to 20.",
    ]);
  });

  it("refuses a value that is not a whole number without asking the core", async () => {
    const root = await mount();
    await click(root, "open-gaia");
    await act(async () => type(root.querySelector('[data-testid="edit-health"]') as HTMLInputElement, "four"));
    await act(async () => {
      (root.querySelector('[data-testid="save-values"]') as HTMLButtonElement).click();
    });
    expect(mocks.commands.editCharacter).not.toHaveBeenCalled();
    expect(root.querySelector('[data-testid="editor-error"]')?.textContent).toContain("Health must be a whole number");
  });

  it("asks the core for the team's total Initiative once four characters are chosen", async () => {
    const root = await mount();
    const ids = ["gata", "wild-bill", "8-ball", "parvati"];
    for (const [i, id] of ids.entries()) {
      const select = root.querySelector(`[data-testid="team-member-${i}"]`) as HTMLSelectElement;
      await act(async () => {
        select.value = id;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
    }
    await settle();
    expect(mocks.commands.teamInitiative).toHaveBeenLastCalledWith(ids);
    expect(root.querySelector('[data-testid="team-total"]')?.textContent).toBe("Total Initiative: 22");
  });

  it("shows the full path of an exported file", async () => {
    const root = await mount();
    await act(async () => {
      (root.querySelector('[data-testid="export-pack"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(root.querySelector('[data-testid="written-path"]')?.textContent).toContain("/data/exports/pack.json");
  });

  it("words a refused value in Spanish", async () => {
    mocks.commands.editCharacter.mockImplementationOnce(() =>
      Promise.resolve({
        status: "error",
        error: {
          code: "invalid.statOutOfRange",
          clause: null,
          message: "Health 99 is outside 1 to 20.",
          error: { kind: "invalid", problem: { kind: "statOutOfRange", stat: "health", value: 99 } },
        },
      } as never),
    );
    const root = await mount("es");
    await click(root, "open-gaia");
    await act(async () => type(root.querySelector('[data-testid="edit-health"]') as HTMLInputElement, "99"));
    await act(async () => {
      (root.querySelector('[data-testid="save-values"]') as HTMLButtonElement).click();
    });
    await settle();
    expect(root.querySelector('[data-testid="editor-error"]')?.textContent).toBe("Salud 99 está fuera del rango de 1 a 20.");
  });

  it("speaks Spanish", async () => {
    const root = await mount("es");
    expect(root.querySelector('[data-testid="gap-initiative"]')?.textContent).toContain("Iniciativa desconocida");
    expect(root.querySelector('[data-testid="team-calculator"] h2')?.textContent).toBe("Iniciativa del equipo");
  });
});

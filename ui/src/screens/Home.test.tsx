import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n-context";
import { Home } from "./Home";

const sample = vi.fn(async (_name: string, _language: string) => ({ status: "ok", data: "ev-sample" }));
vi.mock("../bindings", () => ({
  commands: {
    lastOpen: async () => ({ status: "ok", data: null }),
    crashNotice: async () => ({ reports: [] }),
    listEvents: async () => ({ status: "ok", data: [] }),
    createSampleEvent: (name: string, language: string) => sample(name, language),
    appInfo: async () => ({ version: "9.9.9", packId: "aristeia-agl", packVersion: "2026.11.21" }),
    listCharacters: async () => [
      { id: "gata", name: "Gata", product: "core", productName: "Core", initiative: 7 },
      { id: "gaia", name: "Gaia", product: "master-of-puppets", productName: "MoP", initiative: null },
    ],
  },
}));

async function mount(language: "en" | "es" = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  const go = vi.fn();
  await act(async () => {
    render(
      <I18nProvider language={language}>
        <Home go={go} />
      </I18nProvider>,
      root,
    );
  });
  // Let the backend promises settle and the screen re-render.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
  return { root, go };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("Home", () => {
  it("lists the characters the core sends and shows the version", async () => {
    const { root } = await mount();
    const names = [...root.querySelectorAll('[data-testid="character-list"] li')].map((li) => li.textContent);
    expect(names).toEqual(["Gata", "Gaia"]);
    expect(root.querySelector("h2")?.textContent).toBe("Characters in the catalog (2)");
    expect(root.querySelector('[data-testid="version"]')?.textContent).toContain("9.9.9");
  });

  it("opens the screen of the button pressed", async () => {
    const { root, go } = await mount();
    (root.querySelector('[data-testid="home-catalog"]') as HTMLButtonElement).click();
    expect(go).toHaveBeenCalledWith({ name: "catalog" });
  });

  it("puts the title first, then the library, then the actions", async () => {
    const { root } = await mount();
    const order = ["h1", '[data-testid="home-library"]', '[data-testid="home-quick-match"]'].map((q) =>
      root.querySelector(q),
    );
    expect(order.every((e) => e !== null)).toBe(true);
    expect(order[0]!.compareDocumentPosition(order[1]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1]!.compareDocumentPosition(order[2]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("opens a character of the list in the catalog", async () => {
    const { root, go } = await mount();
    (root.querySelector('[data-testid="home-character-gaia"]') as HTMLButtonElement).click();
    expect(go).toHaveBeenCalledWith({ name: "catalog", character: "gaia" });
  });

  it("makes the sample event named in the person's language and opens it at the desk", async () => {
    const { root, go } = await mount("es");
    await act(async () => {
      (root.querySelector('[data-testid="home-sample"]') as HTMLButtonElement).click();
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(sample).toHaveBeenCalledWith("Evento de ejemplo", "es");
    expect(go).toHaveBeenCalledWith({ name: "event", id: "ev-sample" });
  });

  it("speaks the chosen language", async () => {
    const { root } = await mount("es");
    expect(root.querySelector('[data-testid="home-quick-match"]')?.textContent).toContain("Partida rápida");
  });

  it("names both games it runs, in the tagline and on the event button (issue 29, item 4)", async () => {
    for (const [language, game] of [
      ["en", "Imperial Assault"],
      ["es", "Imperial Assault"],
    ] as const) {
      const { root } = await mount(language);
      expect(root.querySelector(".tagline")?.textContent).toContain("Aristeia!");
      expect(root.querySelector(".tagline")?.textContent).toContain(game);
      expect(root.querySelector('[data-testid="home-event"]')?.textContent).toContain(game);
      document.body.innerHTML = "";
    }
  });
});

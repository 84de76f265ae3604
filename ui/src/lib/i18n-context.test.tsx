import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider, useI18n } from "./i18n-context";

function Title() {
  const { t } = useI18n();
  return <p data-testid="title">{t("settings.language")}</p>;
}

afterEach(() => {
  document.body.innerHTML = "";
  localStorage.clear();
});

async function mount(language?: "en" | "es" | "fr", startWith?: string | null) {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(
      <I18nProvider language={language} startWith={startWith}>
        <Title />
      </I18nProvider>,
      root,
    );
  });
  return root;
}

/** What the browser does in the other windows when one stores a new language. */
async function storedElsewhere(value: string | null) {
  await act(async () => {
    window.dispatchEvent(new StorageEvent("storage", { key: "hexadraft.language", newValue: value }));
  });
}

describe("I18nProvider", () => {
  it("follows a language chosen in another window (the projector follows its opener)", async () => {
    localStorage.setItem("hexadraft.language", "en");
    const root = await mount();
    expect(root.textContent).toBe("Language");
    await storedElsewhere("es");
    expect(root.textContent).toBe("Idioma");
    expect(document.documentElement.lang).toBe("es");
    // Another key, or a cleared store, changes nothing.
    await act(async () => {
      window.dispatchEvent(new StorageEvent("storage", { key: "hexadraft.theme", newValue: "fr" }));
    });
    await storedElsewhere(null);
    expect(root.textContent).toBe("Idioma");
  });

  it("opens in the language it starts with over a stored one that lags, then follows changes", async () => {
    // A new window's copy of the stored choice can still hold the old language.
    localStorage.setItem("hexadraft.language", "en");
    const root = await mount(undefined, "fr");
    expect(root.textContent).toBe("Langue");
    await storedElsewhere("es");
    expect(root.textContent).toBe("Idioma");
  });

  it("opens in the stored language when it starts with none or with an unknown one", async () => {
    localStorage.setItem("hexadraft.language", "es");
    expect((await mount(undefined, null)).textContent).toBe("Idioma");
    document.body.innerHTML = "";
    expect((await mount(undefined, "xx")).textContent).toBe("Idioma");
  });

  it("keeps a language it was given", async () => {
    const root = await mount("fr");
    await storedElsewhere("es");
    expect(root.textContent).toBe("Langue");
  });
});

import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "./i18n-context";
import { ImportFileField } from "./ImportFileField";

// The official plugins' JavaScript sides, as the real window would answer them.
const plugins = vi.hoisted(() => ({ open: vi.fn(), revealItemInDir: vi.fn() }));
vi.mock("@tauri-apps/plugin-dialog", () => ({ open: plugins.open }));
vi.mock("@tauri-apps/plugin-opener", () => ({ revealItemInDir: plugins.revealItemInDir }));
vi.mock("../bindings", () => ({ commands: {} }));

afterEach(() => {
  document.body.innerHTML = "";
  plugins.open.mockReset();
});

async function mount(setPath: (path: string) => void) {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(
      <I18nProvider language="en">
        <ImportFileField folder={null} path="" setPath={setPath} labels={{ choose: "Choose", noFiles: "None", path: "Path" }} />
      </I18nProvider>,
      root,
    );
  });
  return root;
}

async function browse(root: Element) {
  await act(async () => {
    (root.querySelector('[data-testid="import-browse"]') as HTMLButtonElement).click();
    await new Promise((r) => setTimeout(r, 0));
  });
}

describe("ImportFileField", () => {
  it("fills the path from the system's open dialog, for JSON files", async () => {
    plugins.open.mockResolvedValue("/home/ana/hexadraft-journals.json");
    const setPath = vi.fn();
    const root = await mount(setPath);
    expect(root.querySelector('[data-testid="import-browse"]')?.textContent).toBe("Browse…");
    await browse(root);
    expect(plugins.open).toHaveBeenCalledWith({
      multiple: false,
      directory: false,
      filters: [{ name: "JSON", extensions: ["json"] }],
    });
    expect(setPath).toHaveBeenCalledWith("/home/ana/hexadraft-journals.json");
  });

  it("leaves the path alone when the dialog is closed, and keeps the typed path field", async () => {
    plugins.open.mockResolvedValue(null);
    const setPath = vi.fn();
    const root = await mount(setPath);
    await browse(root);
    expect(setPath).not.toHaveBeenCalled();
    expect(root.querySelector('[data-testid="import-path"]')).not.toBeNull();
  });
});

import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../app";
import { I18nProvider } from "../../lib/i18n-context";

const mocks = vi.hoisted(() => {
  const ok = <T,>(data: T) => Promise.resolve({ status: "ok", data });
  return {
    commands: {
      storeStatus: vi.fn(() => Promise.resolve({ dataDir: "/data", problem: null as object | null })),
      appInfo: vi.fn(() => Promise.resolve({ version: "9.9.9", packId: "p", packVersion: "1" })),
      listCharacters: vi.fn(() => Promise.resolve([])),
      crashNotice: vi.fn(() => Promise.resolve({ reports: [] })),
      lastOpen: vi.fn(() =>
        ok({
          id: "r1-t4",
          kind: "draft",
          title: "Round 1, table 4",
          archived: false,
          redacted: false,
          createdAt: 1,
          updatedAt: 2,
          entryCount: 3,
        }),
      ),
      rememberOpen: vi.fn(() => ok(null)),
      listEvents: vi.fn(() => ok([])),
      // The draft screen opened by "Continue" waits for its draft.
      openDraft: vi.fn(() => new Promise(() => undefined)),
      recoveryInfo: vi.fn(() =>
        ok({
          problem: { kind: "corrupt", path: "/data/db", detail: "not a database", last_backup: null },
          databasePath: "/data/db",
          backups: [],
        }),
      ),
    },
  };
});

vi.mock("../../bindings", () => ({
  commands: mocks.commands,
  events: { phoneMoved: { listen: () => Promise.resolve(() => undefined) } },
}));

async function mount() {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(
      <I18nProvider language="en">
        <App />
      </I18nProvider>,
      root,
    );
  });
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("App start", () => {
  it("offers to continue the journal open last above the home screen", async () => {
    const root = await mount();
    expect(root.querySelector('[data-testid="continue-last"]')?.textContent).toContain("Round 1, table 4");
    expect(root.querySelector('[data-testid="recovery"]')).toBeNull();
    await act(async () => {
      (root.querySelector('[data-testid="continue-last"]') as HTMLButtonElement).click();
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(mocks.commands.rememberOpen).toHaveBeenCalledWith("r1-t4");
    expect(root.querySelector('[data-testid="home-catalog"]')).toBeNull();
  });

  it("shows the recovery screen first when the database could not be opened", async () => {
    mocks.commands.storeStatus.mockImplementationOnce(() =>
      Promise.resolve({ dataDir: "/data", problem: { kind: "foreignDatabase", path: "/data/db" } }),
    );
    const root = await mount();
    expect(root.querySelector('[data-testid="recovery"]')).not.toBeNull();
    expect(root.querySelector('[data-testid="recovery-none"]')).not.toBeNull();
    expect(root.querySelector('[data-testid="home-catalog"]')).toBeNull();
  });
});

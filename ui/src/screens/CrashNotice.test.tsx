import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n-context";
import { CrashNotice } from "./CrashNotice";
import type { CrashReport } from "../bindings";

const report: CrashReport = {
  format: 1,
  appVersion: "0.1.0",
  os: "linux x86_64",
  at: 1_800_000_000,
  place: "command",
  name: "force_crash_for_tests",
  nameCertain: true,
  location: "src-tauri/src/commands/diagnostics.rs:60:9",
  message: "a crash forced by a test",
};

const state = vi.hoisted(() => ({
  reports: [] as unknown[],
  exportAnswer: null as unknown,
  exported: [] as unknown[],
  dismissed: 0,
}));

vi.mock("../bindings", () => ({
  commands: {
    crashNotice: async () => ({ reports: state.reports }),
    listEvents: async () => ({
      status: "ok",
      data: [{ id: "ev-1", title: "Store championship", createdAt: 0, updatedAt: 0, entryCount: 3, archived: false, ruleset: "agl", feedsRatingLedger: true }],
    }),
    exportDiagnostics: async (request: unknown) => {
      state.exported.push(request);
      return state.exportAnswer;
    },
    dismissCrashNotice: async () => {
      state.dismissed += 1;
      return { status: "ok", data: null };
    },
  },
}));

async function settle() {
  await act(async () => {
    await new Promise((r) => setTimeout(r, 0));
  });
}

async function mount() {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(
      <I18nProvider language="en">
        <CrashNotice />
      </I18nProvider>,
      root,
    );
  });
  await settle();
  return root;
}

async function click(root: HTMLElement, testId: string) {
  await act(async () => {
    (root.querySelector(`[data-testid="${testId}"]`) as HTMLElement).click();
  });
  await settle();
}

afterEach(() => {
  document.body.innerHTML = "";
  state.reports = [];
  state.exported = [];
  state.dismissed = 0;
});

describe("CrashNotice", () => {
  it("says nothing when no crash report waits", async () => {
    const root = await mount();
    expect(root.querySelector('[data-testid="crash-notice"]')).toBeNull();
  });

  it("says a crash happened, where, and that nothing was sent", async () => {
    state.reports = [report];
    const root = await mount();
    const text = root.querySelector('[data-testid="crash-notice"]')?.textContent ?? "";
    expect(text).toContain("1 crash report was written");
    expect(text).toContain("It happened during “force_crash_for_tests”.");
    expect(text).toContain("Nothing was sent anywhere.");
  });

  it("exports the reports with the events ticked, player-safe, and shows where the zip is", async () => {
    state.reports = [report];
    state.exportAnswer = { status: "ok", data: { path: "/data/exports/hexadraft-diagnostics-1.zip", fileName: "hexadraft-diagnostics-1.zip", sizeBytes: 10 } };
    const root = await mount();
    await click(root, "crash-export");
    await click(root, "crash-event-ev-1");
    await click(root, "crash-write");
    expect(state.exported).toEqual([{ journalIds: ["ev-1"], to: null }]);
    expect(root.querySelector('[data-testid="crash-written"]')?.textContent).toBe(
      "Diagnostics written to /data/exports/hexadraft-diagnostics-1.zip. Nothing was sent.",
    );
  });

  it("says plainly when the zip cannot be written, and the notice stays", async () => {
    state.reports = [report];
    state.exportAnswer = {
      status: "error",
      error: {
        code: "storage.io",
        clause: null,
        message: "io",
        error: { kind: "storage", error: { kind: "io", action: "write", path: "/full/disk.zip", detail: "No space left on device" } },
      },
    };
    const root = await mount();
    await click(root, "crash-export");
    await click(root, "crash-write");
    expect(root.querySelector('[data-testid="crash-error"]')?.textContent).toContain("/full/disk.zip");
    expect(root.querySelector('[data-testid="crash-written"]')).toBeNull();
    expect(root.querySelector('[data-testid="crash-notice"]')).not.toBeNull();
  });

  it("goes once dismissed", async () => {
    state.reports = [report];
    const root = await mount();
    await click(root, "crash-dismiss");
    expect(state.dismissed).toBe(1);
    expect(root.querySelector('[data-testid="crash-notice"]')).toBeNull();
  });
});

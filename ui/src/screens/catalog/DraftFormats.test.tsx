import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n-context";
import { DraftFormats } from "./DraftFormats";

const mocks = vi.hoisted(() => {
  const ok = <T,>(data: T) => Promise.resolve({ status: "ok", data });
  const pick = (actor: string) => ({ actor, action: "pick", scope: "own" });
  const official = {
    format: { name: "AGL v1.0 (Season 1) official order", turns: ["player-a", "player-b", "player-b", "player-a"].map(pick) },
    official: true,
    problems: [],
    pickOrder: ["a", "b", "b", "a"],
  };
  return {
    official,
    commands: {
      checkMods: vi.fn(() =>
        Promise.resolve({ choices: [], problems: [], lineupSize: 8, teamSize: 4 }),
      ),
      draftFormats: vi.fn(() => ok([official])),
      // The core's preview: the turns' problems as the engine finds them (here: a team short).
      checkDraftFormat: vi.fn((format: { turns: unknown[] }) =>
        ok({
          format,
          official: false,
          problems:
            format.turns.length < 8 ? [{ kind: "teamIncomplete", team_of: "b", picks: 0, team_size: 4 }] : [],
          pickOrder: format.turns.map(() => "a"),
        }),
      ),
      saveDraftFormat: vi.fn((format: unknown) => ok([format])),
      listExchangeFiles: vi.fn(() => ok({ dir: "/data/exports", files: [] })),
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

async function mount() {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(
      <I18nProvider language="en">
        <DraftFormats />
      </I18nProvider>,
      root,
    );
  });
  await settle();
  return root;
}

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("Draft formats", () => {
  it("lists the official order with its pick order, and edits a copy with the core's preview", async () => {
    const root = await mount();
    const listed = root.querySelector('[data-testid="format-list"]')?.textContent ?? "";
    expect(listed).toContain("Official order");
    expect(listed).toContain("A B B A");

    await click(root, `edit-format-${mocks.official.format.name}`);
    const name = root.querySelector('[data-testid="format-name"]') as HTMLInputElement;
    expect(name.value).toBe("AGL v1.0 (Season 1) official order (copy)");
    expect(root.querySelectorAll(".format-turns li")).toHaveLength(4);
    // The problems shown are the core's, worded.
    expect(root.querySelector('[data-testid="format-problems"]')?.textContent).toContain(
      "The team of Player B gets 0 picks; a team has 4 characters",
    );

    await click(root, "add-turn");
    expect(mocks.commands.checkDraftFormat).toHaveBeenLastCalledWith(
      expect.objectContaining({ turns: expect.arrayContaining([{ actor: "player-a", action: "pick", scope: "own" }]) }),
      "agl-v1.0",
      [],
    );
    await click(root, "turn-0-remove");
    const calls = mocks.commands.checkDraftFormat.mock.calls;
    const last = calls[calls.length - 1]?.[0] as { turns: unknown[] };
    expect(last.turns).toHaveLength(4);

    await click(root, "save-format");
    expect(mocks.commands.saveDraftFormat).toHaveBeenCalledWith(
      expect.objectContaining({ name: "AGL v1.0 (Season 1) official order (copy)" }),
    );
    expect(root.querySelector('[data-testid="formats-notice"]')?.textContent).toBe("The format is kept.");
    expect(root.querySelector('[data-testid="format-editor"]')).toBeNull();
  });
});

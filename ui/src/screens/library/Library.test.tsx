import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n-context";
import { Library } from "./Library";
import { LibraryStrip } from "./LibraryStrip";
import { Recovery } from "./Recovery";

const mocks = vi.hoisted(() => {
  const journal = (id: string, title: string, kind: "draft" | "event", archived = false) => ({
    id,
    kind,
    title,
    archived,
    redacted: false,
    createdAt: 1_790_000_000,
    updatedAt: 1_790_000_600,
    entryCount: 12,
  });
  const journals = [
    journal("r1-t4", "Round 1, table 4", "draft"),
    journal("spring", "Spring League", "event"),
    journal("old", "Old draft", "draft", true),
    journal("spring-r2-t1", "Ana vs Bo", "draft"),
    journal("copy", "Cy vs Di", "draft"),
    journal("odd", "Odd draft", "draft"),
  ];
  // The core's library lines: a quick match in progress, an event with a finished table draft
  // under it, an archived draft and a player-safe copy that can only be read.
  const items = [
    { journal: journals[0], progress: "inProgress", readOnly: null, event: null },
    { journal: journals[1], progress: "inProgress", readOnly: null, event: null },
    { journal: journals[2], progress: "inProgress", readOnly: { kind: "archived" }, event: null },
    {
      journal: journals[3],
      progress: "finished",
      readOnly: null,
      event: { eventId: "spring", round: 2, table: 1 },
    },
    { journal: journals[4], progress: "finished", readOnly: { kind: "playerSafeCopy" }, event: null },
    // It cannot be opened: how far it came is not known.
    { journal: journals[5], progress: null, readOnly: { kind: "headerUnreadable", detail: "unknown field `note`" }, event: null },
  ];
  // An imported event whose entry is refused: the refusal names players by number, the line
  // knows their names.
  const refused = {
    kind: "entryNotApplied",
    at_seq: 9,
    cause: "refused",
    detail: "entry 9",
    refusal: {
      kind: "event",
      refusal: { kind: "notTheirTable", round: 1, table: 2, seated: { first: 5, second: 3 }, given: { first: 1, second: 2 } },
    },
  };
  items[1] = {
    ...items[1]!,
    readOnly: refused as never,
    players: [
      { id: 1, name: "Ana" },
      { id: 2, name: "Bo" },
      { id: 3, name: "Cy" },
      { id: 5, name: "Élodie" },
    ],
  } as never;
  const ok = <T,>(data: T) => Promise.resolve({ status: "ok", data });
  return {
    journals,
    commands: {
      libraryItems: vi.fn(() => ok(items)),
      listExchangeFiles: vi.fn(() =>
        ok({ dir: "/data/exports", files: [{ name: "a.json", path: "/data/exports/a.json", sizeBytes: 9, modifiedAt: 1 }] }),
      ),
      rememberOpen: vi.fn(() => ok(null)),
      deleteJournal: vi.fn(() => ok(null)),
      setJournalArchived: vi.fn(() => ok(journals[0])),
      renameJournal: vi.fn(() => ok(journals[0])),
      exportJournals: vi.fn(() =>
        ok({ path: "/data/exports/x.json", fileName: "x.json", sizeBytes: 100 }),
      ),
      importJournals: vi.fn(() =>
        Promise.resolve({
          status: "error",
          error: {
            code: "storage.importCutShort",
            clause: null,
            message: "The export file is cut short: it ends at line 94 before the export is complete. Nothing was imported.",
            error: { kind: "storage", error: { kind: "importCutShort", line: 94 } },
          },
        }),
      ),
      lastOpen: vi.fn(() => ok(journals[1])),
      // The core's event summaries: which game each event runs.
      listEvents: vi.fn(() =>
        ok([
          {
            id: "spring",
            title: "Spring League",
            createdAt: 1_790_000_000,
            updatedAt: 1_790_000_600,
            entryCount: 12,
            archived: false,
            ruleset: "imperialAssault",
            feedsRatingLedger: false,
          },
        ]),
      ),
      recoveryInfo: vi.fn(() =>
        ok({
          problem: {
            kind: "corrupt",
            path: "/data/hexadraft.sqlite3",
            detail: "file is not a database",
            last_backup: "/data/b3.bak",
          },
          databasePath: "/data/hexadraft.sqlite3",
          backups: [
            { number: 3, reason: "before-import", path: "/data/b3.bak", sizeBytes: 10 },
            { number: 2, reason: "manual", path: "/data/b2.bak", sizeBytes: 10 },
          ],
        }),
      ),
      startNewDatabase: vi.fn(() => ok(["/data/hexadraft.sqlite3.damaged-1"])),
      exportSigner: vi.fn(() => ok({ name: "Hexadraft organizer", fingerprint: "ab12 cd34 ef56 7890" })),
      setOrganizerName: vi.fn((name: string) => ok({ name, fingerprint: "ab12 cd34 ef56 7890" })),
      listBackups: vi.fn(() => ok({ folder: "/data/hexadraft.sqlite3.backups", backups: [] })),
      restoreBackup: vi.fn(() =>
        ok({ restoredFrom: "/data/b3.bak", movedAside: ["/data/hexadraft.sqlite3.damaged-1"] }),
      ),
    },
  };
});

vi.mock("../../bindings", () => ({ commands: mocks.commands }));
// The official dialog plugin's JavaScript side, as the real window would answer it.
const dialog = vi.hoisted(() => ({ open: vi.fn(), save: vi.fn() }));
vi.mock("@tauri-apps/plugin-dialog", () => dialog);

async function settle() {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

async function mount(node: preact.ComponentChild, language: "en" | "fr" = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language={language}>{node}</I18nProvider>, root);
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

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  document.body.innerHTML = "";
});

const titles = (root: HTMLElement) =>
  [...root.querySelectorAll(".journal-title")].map((e) => e.textContent);

describe("Library", () => {
  it("lists drafts and events and hides archived ones until asked", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    expect(titles(root)).toEqual(["Round 1, table 4", "Spring League", "Round 2 · Table 1 · Ana vs Bo", "Cy vs Di", "Odd draft"]);
    await click(root, "show-archived");
    expect(titles(root)).toEqual([
      "Round 1, table 4",
      "Spring League",
      "Round 2 · Table 1 · Ana vs Bo",
      "Old draft",
      "Cy vs Di",
      "Odd draft",
    ]);
    expect(root.querySelector('[data-journal="r1-t4"]')?.textContent).toContain("12 actions");
  });

  it("says each journal's state as the core computed it, and lists a table's draft under its event", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    const state = (id: string) => root.querySelector(`[data-testid="state-${id}"]`);
    expect(state("r1-t4")?.textContent).toBe("In progress");
    expect(state("spring-r2-t1")?.textContent).toBe("Finished");
    expect(state("copy")?.getAttribute("data-state")).toBe("readOnly");
    expect(root.querySelector('[data-journal="copy"]')?.textContent).toContain("player-safe copy");
    const underSpring = root.querySelector('[data-testid="event-drafts-spring"]');
    expect(underSpring?.querySelector('[data-journal="spring-r2-t1"]')).not.toBeNull();
    expect(root.querySelector('[data-journal="spring"]')?.textContent).toContain("Table drafts");
    // A journal that cannot be opened says why, and claims no progress.
    expect(state("odd")).toBeNull();
    expect(root.querySelector('[data-testid="read-only-odd"]')).not.toBeNull();
    expect(root.querySelector('[data-journal="odd"]')?.textContent).toContain("unknown field `note`");
  });

  it("names an imported event's players by name in why it can only be read", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    const line = root.querySelector('[data-journal="spring"]')?.textContent ?? "";
    expect(line).toContain("Table 2 of round 1 seats Élodie and Cy, not Ana and Bo.");
    expect(line).not.toMatch(/number \d/);
  });

  it("says the states in French", async () => {
    const root = await mount(<Library go={vi.fn()} />, "fr");
    expect(root.querySelector('[data-testid="state-spring-r2-t1"]')?.textContent).toBe("Terminé");
    expect(root.querySelector('[data-journal="spring-r2-t1"] .journal-title')?.textContent).toBe(
      "Ronde 2 · Table 1 · Ana vs Bo",
    );
  });

  it("routes a journal to its screen (which the app remembers for the next start)", async () => {
    const go = vi.fn();
    const root = await mount(<Library go={go} />);
    await click(root, "open-spring");
    expect(go).toHaveBeenCalledWith({ name: "event", id: "spring" });
    await click(root, "open-r1-t4");
    expect(go).toHaveBeenLastCalledWith({ name: "draft", id: "r1-t4" });
  });

  it("deletes only after the confirmation", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    await click(root, "delete-r1-t4");
    expect(mocks.commands.deleteJournal).not.toHaveBeenCalled();
    expect(root.querySelector('[data-testid="confirm-delete-r1-t4"]')?.textContent).toContain(
      "Delete “Round 1, table 4” and all its 12 actions?",
    );
    await click(root, "delete-yes-r1-t4");
    expect(mocks.commands.deleteJournal).toHaveBeenCalledWith("r1-t4");
    expect(mocks.commands.libraryItems).toHaveBeenCalledTimes(2);
  });

  it("exports the selected journals for players and shows where the file went", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    const exportButton = root.querySelector('[data-testid="export-player-safe"]') as HTMLButtonElement;
    expect(exportButton.disabled).toBe(true);
    await click(root, "select-r1-t4");
    await click(root, "export-player-safe");
    expect(mocks.commands.exportJournals).toHaveBeenCalledWith(["r1-t4"], "player_safe", null);
    expect(root.querySelector('[data-testid="library-notice"]')?.textContent).toContain("/data/exports/x.json");
  });

  it("opens the statistics of the chosen journals", async () => {
    const go = vi.fn();
    const root = await mount(<Library go={go} />);
    expect((root.querySelector('[data-testid="library-statistics"]') as HTMLButtonElement).disabled).toBe(true);
    await click(root, "select-spring");
    await click(root, "select-r1-t4");
    await click(root, "library-statistics");
    expect(go).toHaveBeenCalledWith({
      name: "statistics",
      scope: { kind: "journals", ids: ["spring", "r1-t4"] },
      title: "",
      from: { name: "library" },
    });
  });

  it("saves an export where the system's save dialog says, and nowhere when it is closed", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    await click(root, "select-r1-t4");
    dialog.save.mockResolvedValueOnce(null);
    await click(root, "save-organizer");
    expect(mocks.commands.exportJournals).not.toHaveBeenCalled();
    dialog.save.mockResolvedValueOnce("/home/ana/spring-cup.json");
    await click(root, "save-organizer");
    expect(dialog.save).toHaveBeenLastCalledWith(
      expect.objectContaining({ defaultPath: "hexadraft-journals.json" }),
    );
    expect(mocks.commands.exportJournals).toHaveBeenCalledWith(["r1-t4"], "organizer", "/home/ana/spring-cup.json");
  });

  it("shows why an import was refused", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    const select = root.querySelector('[data-testid="import-choice"]') as HTMLSelectElement;
    await act(async () => {
      select.value = "/data/exports/a.json";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await click(root, "import-journals");
    expect(mocks.commands.importJournals).toHaveBeenCalledWith("/data/exports/a.json", false);
    const error = root.querySelector('[data-testid="import-error"]')?.textContent;
    expect(error).toContain("Nothing was imported");
    expect(error).toContain("The export file is cut short: it stops at line 94 before its end");
    expect(error).not.toMatch(/EOF|not a Hexadraft export/);
  });
});

describe("signed exports (issue 27)", () => {
  const imported = (provenance: unknown) =>
    Promise.resolve({
      status: "ok",
      data: {
        backup: { number: 4, reason: "before-import", path: "/data/b4.bak", sizeBytes: 10 },
        journals: [{ id: "cup", originalId: "cup", kind: "event", title: "Copa", entryCount: 20 }],
        provenance,
      },
    }) as never;

  async function importChosen(root: HTMLElement) {
    const select = root.querySelector('[data-testid="import-choice"]') as HTMLSelectElement;
    await act(async () => {
      select.value = "/data/exports/a.json";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await click(root, "import-journals");
  }

  it("says who signed an imported file, with the key's fingerprint", async () => {
    mocks.commands.importJournals.mockImplementationOnce(() =>
      imported({ kind: "signed", signer: { name: "Liga Hexa", fingerprint: "0f1e 2d3c 4b5a 6978" }, earlierKeys: [] }),
    );
    const root = await mount(<Library go={vi.fn()} />);
    await importChosen(root);
    expect(root.querySelector('[data-testid="import-provenance"]')?.textContent).toBe(
      "Signed by “Liga Hexa” (key 0f1e 2d3c 4b5a 6978); the file is as they exported it.",
    );
    expect(root.querySelector('[data-testid="import-new-key"]')).toBeNull();
  });

  it("warns when a known name comes with a new key", async () => {
    mocks.commands.importJournals.mockImplementationOnce(() =>
      imported({
        kind: "signed",
        signer: { name: "Liga Hexa", fingerprint: "0f1e 2d3c 4b5a 6978" },
        earlierKeys: ["aaaa bbbb cccc dddd"],
      }),
    );
    const root = await mount(<Library go={vi.fn()} />, "fr");
    await importChosen(root);
    const warning = root.querySelector('[data-testid="import-new-key"]');
    expect(warning?.getAttribute("role")).toBe("alert");
    expect(warning?.textContent).toContain("« Liga Hexa » a signé des fichiers précédents avec une autre clé (aaaa bbbb cccc dddd)");
    expect(warning?.textContent).toContain("0f1e 2d3c 4b5a 6978");
  });

  it("marks an older file as unsigned", async () => {
    mocks.commands.importJournals.mockImplementationOnce(() => imported({ kind: "unsigned" }));
    const root = await mount(<Library go={vi.fn()} />);
    await importChosen(root);
    expect(root.querySelector('[data-testid="import-provenance"]')?.textContent).toMatch(/^Unsigned: /);
  });

  it("words a refused, altered file with the journal and entry that changed, and shows no signer", async () => {
    mocks.commands.importJournals.mockImplementationOnce(
      () =>
        Promise.resolve({
          status: "error",
          error: {
            code: "storage.importAltered",
            clause: null,
            message: "The export file was changed after it was signed (an entry of journal \"cup\", entry 57), so nothing was imported.",
            error: { kind: "storage", error: { kind: "importAltered", part: "entry", journal: "cup", entry: 57 } },
          },
        }) as never,
    );
    const root = await mount(<Library go={vi.fn()} />);
    await importChosen(root);
    const error = root.querySelector('[data-testid="import-error"]')?.textContent;
    expect(error).toContain("The export file was changed after it was signed (entry 57 of “cup”)");
    expect(error).toContain("nothing was imported and the file was left as it is");
    expect(root.querySelector('[data-testid="import-provenance"]')).toBeNull();
  });

  it("shows the name exports are signed as and saves a new one", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    expect(root.querySelector('[data-testid="export-signer"]')?.textContent).toBe(
      "Exports are signed as “Hexadraft organizer” (key ab12 cd34 ef56 7890).",
    );
    const input = root.querySelector('[data-testid="organizer-name"]') as HTMLInputElement;
    await act(async () => {
      input.value = "Liga Hexa";
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await click(root, "save-organizer-name");
    expect(mocks.commands.setOrganizerName).toHaveBeenCalledWith("Liga Hexa");
    expect(root.querySelector('[data-testid="export-signer"]')?.textContent).toContain("“Liga Hexa”");
  });

  it("says the key comes with the first export when this install has none yet, and shows it after", async () => {
    mocks.commands.exportSigner.mockImplementationOnce(
      () => Promise.resolve({ status: "ok", data: { name: "Liga Hexa", fingerprint: null } }) as never,
    );
    const root = await mount(<Library go={vi.fn()} />, "fr");
    expect(root.querySelector('[data-testid="export-signer"]')?.textContent).toBe(
      "Les exports sont signés au nom de « Liga Hexa » ; cette installation crée sa clé au premier export.",
    );
    await click(root, "select-r1-t4");
    await click(root, "export-organizer");
    expect(mocks.commands.exportSigner).toHaveBeenCalledTimes(2);
    expect(root.querySelector('[data-testid="export-signer"]')?.textContent).toContain("clé ab12 cd34 ef56 7890");
  });
});

describe("the game an event runs (issue 29, item 4)", () => {
  it("names Imperial Assault on the event's line and on the Continue card, from the core's ruleset", async () => {
    const root = await mount(<Library go={vi.fn()} />);
    const line = root.querySelector('[data-testid="title-spring"]')?.closest("li");
    expect(line?.querySelector(".badge.kind-event")?.textContent).toBe("Imperial Assault event");
    const strip = await mount(<LibraryStrip go={vi.fn()} />);
    expect(strip.querySelector('[data-testid="continue-last"]')?.textContent).toContain("Imperial Assault event");
  });

  it("names Aristeia! for an AGL event", async () => {
    const shipped = mocks.commands.listEvents.getMockImplementation();
    mocks.commands.listEvents.mockImplementation(
      () =>
        Promise.resolve({
          status: "ok",
          data: [{ id: "spring", title: "Spring League", createdAt: 1, updatedAt: 1, entryCount: 1, archived: false, ruleset: "agl", feedsRatingLedger: true }],
        }) as never,
    );
    const root = await mount(<Library go={vi.fn()} />, "fr");
    const line = root.querySelector('[data-testid="title-spring"]')?.closest("li");
    expect(line?.querySelector(".badge.kind-event")?.textContent).toBe("Événement Aristeia! (AGL)");
    if (shipped) mocks.commands.listEvents.mockImplementation(shipped);
  });
});

describe("LibraryStrip", () => {
  it("offers to continue the journal open last", async () => {
    const go = vi.fn();
    const root = await mount(<LibraryStrip go={go} />);
    expect(root.querySelector('[data-testid="continue-last"]')?.textContent).toContain("Continue “Spring League”");
    await click(root, "continue-last");
    expect(go).toHaveBeenCalledWith({ name: "event", id: "spring" });
  });

  it("offers only the library when nothing was open", async () => {
    mocks.commands.lastOpen.mockImplementationOnce(() => Promise.resolve({ status: "ok", data: null }) as never);
    const root = await mount(<LibraryStrip go={vi.fn()} />);
    expect(root.querySelector('[data-testid="continue-last"]')).toBeNull();
    expect(root.querySelector('[data-testid="home-library"]')).not.toBeNull();
  });
});

describe("Recovery", () => {
  it("explains the problem and restores the latest backup", async () => {
    const done = vi.fn();
    const root = await mount(<Recovery onDone={done} />);
    expect(root.querySelector('[data-testid="recovery-problem"]')?.textContent).toContain("is damaged");
    expect(root.querySelector('[data-testid="recovery-offer"]')?.textContent).toContain(
      "number 3, made before an import",
    );
    await click(root, "recovery-restore");
    expect(mocks.commands.restoreBackup).toHaveBeenCalledWith(3);
    expect(root.querySelector('[data-testid="recovery-restored"]')?.textContent).toContain("damaged-1");
    await click(root, "recovery-continue");
    expect(done).toHaveBeenCalled();
  });

  it("starts a new database when there is no backup, keeping the damaged file", async () => {
    mocks.commands.recoveryInfo.mockImplementationOnce(() =>
      Promise.resolve({
        status: "ok",
        data: {
          problem: { kind: "corrupt", path: "/data/db", detail: "file is not a database", last_backup: null },
          databasePath: "/data/db",
          backups: [],
        },
      }) as never,
    );
    const root = await mount(<Recovery onDone={vi.fn()} />);
    expect(root.querySelector('[data-testid="recovery-none"]')).not.toBeNull();
    await click(root, "recovery-start-new");
    expect(mocks.commands.startNewDatabase).toHaveBeenCalled();
    expect(root.querySelector('[data-testid="recovery-restored"]')?.textContent).toContain("damaged-1");
  });

  it("speaks French, the problem included", async () => {
    const root = await mount(<Recovery onDone={vi.fn()} />, "fr");
    expect(root.querySelector("h1")?.textContent).toBe("Les données enregistrées n'ont pas pu être ouvertes");
    expect(root.querySelector('[data-testid="recovery-problem"]')?.textContent).toBe(
      "/data/hexadraft.sqlite3 est endommagé (file is not a database). Le fichier a été laissé tel quel. La sauvegarde la plus récente est /data/b3.bak.",
    );
  });
});

import { render } from "preact";
import { act } from "preact/test-utils";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../../lib/i18n-context";
import { reportBackupWarning } from "../../lib/backupWarning";
import { Backups } from "./Backups";
import { BackupWarning } from "./BackupWarning";

const mocks = vi.hoisted(() => {
  const ok = <T,>(data: T) => Promise.resolve({ status: "ok", data });
  const moment = (round: number, edge: "start" | "end") => ({
    eventId: "spring",
    eventTitle: "Spring Open",
    round,
    edge,
  });
  // Newest first, as the core lists them: round backups with their moment, and the others.
  const backups = [
    { number: 5, reason: "round-2-start", path: "/b/5", sizeBytes: 10, moment: moment(2, "start") },
    { number: 4, reason: "round-1-end", path: "/b/4", sizeBytes: 10, moment: moment(1, "end") },
    { number: 3, reason: "round-1-start", path: "/b/3", sizeBytes: 10, moment: moment(1, "start") },
    { number: 2, reason: "before-restore", path: "/b/2", sizeBytes: 10, moment: null },
    { number: 1, reason: "before-import", path: "/b/1", sizeBytes: 10, moment: null },
  ];
  const damaged = {
    status: "error",
    error: {
      code: "storage.journalDamaged",
      clause: null,
      message: "The journal spring is damaged at entry 3.",
      error: {
        kind: "storage",
        error: { kind: "journalDamaged", id: "spring", damage: { kind: "entry", seq: 3 } },
      },
    },
  };
  return {
    backups,
    damaged,
    commands: {
      listBackups: vi.fn(() => ok({ folder: "/data/hexadraft.sqlite3.backups", backups })),
      backupEvents: vi.fn(() =>
        ok([
          {
            id: "spring",
            title: "Spring Open",
            ruleset: "agl",
            progress: "running",
            readOnly: null,
            rounds: [
              {
                round: 1,
                tables: [
                  {
                    table: 1,
                    players: { first: "Ana", second: "Bo" },
                    victoryPoints: { first: 7, second: 3 },
                    points: { first: 3, second: 0 },
                  },
                ],
                bye: null,
              },
              {
                round: 2,
                tables: [
                  { table: 1, players: { first: "Ana", second: "Cy" }, victoryPoints: null, points: null },
                ],
                bye: "Di",
              },
            ],
            standings: [
              { place: 1, name: "Ana", points: 3 },
              { place: 2, name: "Bo", points: 0 },
            ],
          },
        ]),
      ),
      restoreBackup: vi.fn((_number: number) =>
        ok({
          restoredFrom: "/b/4",
          keptAsBackup: { number: 6, reason: "before-restore", path: "/b/6", sizeBytes: 10, moment: null },
          movedAside: ["/data/hexadraft.sqlite3.replaced-1"],
        }),
      ),
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

async function mount(node: preact.ComponentChild, language: "en" | "es" | "fr" = "en") {
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

const text = (root: HTMLElement, testId: string) =>
  root.querySelector(`[data-testid="${testId}"]`)?.textContent ?? null;

beforeEach(() => vi.clearAllMocks());
afterEach(() => {
  document.body.innerHTML = "";
});

describe("Backups", () => {
  it("lists each backup with its moment: a round's start or end of a named event, or why it was made", async () => {
    const root = await mount(<Backups onRestored={vi.fn()} />);
    expect(text(root, "backup-what-5")).toBe("Backup 5 · “Spring Open” · start of round 2");
    expect(text(root, "backup-what-4")).toBe("Backup 4 · “Spring Open” · end of round 1");
    expect(text(root, "backup-what-2")).toBe("Backup 2 · made before a restore");
    expect(text(root, "backup-what-1")).toBe("Backup 1 · made before an import");
    const es = await mount(<Backups onRestored={vi.fn()} />, "es");
    expect(text(es, "backup-what-4")).toBe("Copia 4 · «Spring Open» · final de la ronda 1");
    const fr = await mount(<Backups onRestored={vi.fn()} />, "fr");
    expect(text(fr, "backup-what-5")).toBe("Sauvegarde 5 · « Spring Open » · début de la ronde 2");
  });

  it("says when there is no backup yet", async () => {
    mocks.commands.listBackups.mockImplementationOnce(() =>
      Promise.resolve({ status: "ok", data: { folder: "/b", backups: [] } }),
    );
    const root = await mount(<Backups onRestored={vi.fn()} />);
    expect(root.querySelector('[data-testid="backups-empty"]')).not.toBeNull();
  });

  it("shows the events inside a backup read-only, results and standings as they were", async () => {
    const root = await mount(<Backups onRestored={vi.fn()} />);
    await click(root, "backup-look-5");
    expect(mocks.commands.backupEvents).toHaveBeenCalledWith(5);
    const inside = root.querySelector('[data-testid="backup-inside-5"]');
    expect(inside?.textContent).toContain("read-only");
    expect(text(root, "backup-table-spring-1-1")).toBe("Table 1: Ana 7 – 3 Bo");
    expect(text(root, "backup-table-spring-2-1")).toContain("no result yet");
    expect(text(root, "backup-round-spring-2")).toContain("Bye: Di");
    expect(text(root, "backup-standings-spring")).toContain("Ana · 3 points");
    // Looking changes nothing: no restore was asked.
    expect(mocks.commands.restoreBackup).not.toHaveBeenCalled();
  });

  it("restores only after a confirmation, and says which backup keeps the database as it was", async () => {
    const onRestored = vi.fn();
    const root = await mount(<Backups onRestored={onRestored} />);
    await click(root, "backup-restore-4");
    expect(mocks.commands.restoreBackup).not.toHaveBeenCalled();
    expect(text(root, "confirm-restore-4")).toContain("Restore backup 4 (“Spring Open” · end of round 1)?");
    await click(root, "restore-yes-4");
    expect(mocks.commands.restoreBackup).toHaveBeenCalledWith(4);
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(text(root, "backup-restored")).toBe(
      "Backup 4 restored. The database as it was is kept as backup 6.",
    );
    // The list is asked again: the copy of the database replaced is one of them now.
    expect(mocks.commands.listBackups).toHaveBeenCalledTimes(2);
  });

  it("says why a damaged backup is refused, in the reader's language, and reloads nothing else", async () => {
    mocks.commands.restoreBackup.mockImplementationOnce(() => Promise.resolve(mocks.damaged) as never);
    const onRestored = vi.fn();
    const root = await mount(<Backups onRestored={onRestored} />, "fr");
    await click(root, "backup-restore-3");
    await click(root, "restore-yes-3");
    expect(onRestored).not.toHaveBeenCalled();
    expect(root.querySelector('[data-testid="backup-restored"]')).toBeNull();
    expect(text(root, "backups-error")).toContain("« spring » est endommagé");
  });
});

describe("BackupWarning", () => {
  it("says plainly that a round's copy could not be made, until dismissed", async () => {
    const root = await mount(<BackupWarning />);
    expect(root.querySelector('[data-testid="backup-warning"]')).toBeNull();
    await act(async () => {
      reportBackupWarning({
        code: "storage.backupFailed",
        clause: null,
        message: "Could not make a backup copy at /b (disk full); nothing was changed.",
        error: { kind: "storage", error: { kind: "backupFailed", path: "/b", detail: "disk full" } },
      } as never);
    });
    const warning = text(root, "backup-warning") ?? "";
    expect(warning).toContain("Saved. The backup copy of this round's start or end could not be made");
    expect(warning).toContain("disk full");
    await act(async () => {
      (root.querySelector('[data-testid="backup-warning"] button') as HTMLElement).click();
    });
    expect(root.querySelector('[data-testid="backup-warning"]')).toBeNull();
  });
});

// Round backups in the real window: an event played to round 2 has a backup at the start and end
// of round 1 and at the start of round 2, each listed in the library with its moment; one is
// looked inside read-only (the event as it was, the database in use unchanged), then restored
// after a confirmation, and the desk shows the event as it was at the end of round 1, with the
// database replaced kept as a backup of its own.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { aglEventOfFour, englishAndLight, invoke, openApp, screenshot } from "./driver.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-e2e-round-backups-"));
let app;
after(async () => {
  await app?.close();
});

const $id = (browser, id) => browser.$(`[data-testid="${id}"]`);

async function click(browser, id) {
  const element = await $id(browser, id);
  await element.waitForClickable({ timeout: 15_000 });
  await element.click();
}

/** The number of the listed backup made for `reason` (e.g. "round-1-end"). */
async function backupNumber(browser, reason) {
  const line = await browser.$(`[data-reason="${reason}"]`);
  await line.waitForExist({ timeout: 15_000 });
  return Number(await line.getAttribute("data-backup"));
}

test("an event played to round 2 is restored to the end of round 1 from its round backup", async () => {
  app = await openApp({ dataDir });
  const { browser } = app;
  await englishAndLight(browser);

  // The event, through the core's one door as the desk uses it: four players, round 1 paired and
  // both its results recorded, round 2 paired.
  const { id, act: apply } = await aglEventOfFour(browser, "Copa Backup", "RB");
  const act = async (action) => {
    const outcome = await apply(action);
    assert.equal(outcome.backupWarning, undefined, "every round backup was made");
  };
  await act({ kind: "pairNextRound", round: 1, seed: 5 });
  const score = (vp) => ({ victory_points: vp, frags: 0, first_blood: false });
  await act({ kind: "recordResult", round: 1, table: 1, result: { first: score(7), second: score(3) } });
  await act({ kind: "recordResult", round: 1, table: 2, result: { first: score(2), second: score(5) } });
  await act({ kind: "pairNextRound", round: 2, seed: null });

  // The library lists the three round backups with their moments.
  await click(browser, "home-library");
  await $id(browser, "backup-list").then((list) => list.waitForDisplayed({ timeout: 15_000 }));
  const endOfOne = await backupNumber(browser, "round-1-end");
  const startOfTwo = await backupNumber(browser, "round-2-start");
  await backupNumber(browser, "round-1-start");
  assert.match(await (await $id(browser, `backup-what-${endOfOne}`)).getText(), /“Copa Backup” · end of round 1/);
  assert.match(await (await $id(browser, `backup-what-${startOfTwo}`)).getText(), /“Copa Backup” · start of round 2/);

  // Looked inside read-only: the start of round 2 holds round 1's results and round 2 unplayed.
  await click(browser, `backup-look-${startOfTwo}`);
  const inside = await $id(browser, `backup-inside-${startOfTwo}`);
  await inside.waitForDisplayed({ timeout: 15_000 });
  assert.match(await (await $id(browser, `backup-table-${id}-1-1`)).getText(), /7 – 3/);
  assert.match(await (await $id(browser, `backup-table-${id}-2-1`)).getText(), /no result yet/);
  await inside.scrollIntoView();
  await screenshot(browser, "round-backups-inside");
  // The database in use is as it was: round 2 is still paired.
  const now = await invoke(browser, "get_event", { id });
  assert.equal(now.snapshot.rounds.length, 2);

  // Restored after a confirmation: the library says which backup keeps the database replaced.
  await click(browser, `backup-restore-${endOfOne}`);
  await $id(browser, `confirm-restore-${endOfOne}`).then((c) => c.waitForDisplayed({ timeout: 10_000 }));
  await click(browser, `restore-yes-${endOfOne}`);
  const restored = await $id(browser, "backup-restored");
  await restored.waitForDisplayed({ timeout: 20_000 });
  assert.match(await restored.getText(), new RegExp(`Backup ${endOfOne} restored\\. The database as it was is kept as backup \\d+\\.`));
  await browser.$('[data-reason="before-restore"]').waitForExist({ timeout: 15_000 });

  // The desk shows the event as it was at the end of round 1: round 1 with its results, no round 2.
  await click(browser, `open-${id}`);
  await click(browser, "tab-rounds");
  await $id(browser, "round-tab-1").then((tab) => tab.waitForDisplayed({ timeout: 15_000 }));
  assert.equal(await (await $id(browser, "round-tab-2")).isExisting(), false, "round 2 is not paired any more");
  const restoredEvent = await invoke(browser, "get_event", { id });
  assert.equal(restoredEvent.snapshot.rounds.length, 1);
  assert.ok(restoredEvent.snapshot.rounds[0].tables.every((table) => table.result !== null));
  await screenshot(browser, "round-backups-restored-desk");
});

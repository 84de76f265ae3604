// The library in the real window: saved drafts and events are listed, renamed, archived,
// deleted after confirmation, exported for the organizer and for players (secret deck withheld)
// and imported; the app offers to continue the journal open last; and a damaged database gets
// a recovery screen that leaves the file untouched and restores the latest backup.
import assert from "node:assert/strict";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { openApp, screenshot as saveScreenshot, texts } from "./driver.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-e2e-library-"));
const SALT = "00112233445566778899aabbccddeeff";

/** Journals as another install would export them: two drafts and an event. */
function seedExport() {
  const header = (setup) => ({
    ruleset_version: "agl-v1.0",
    data_pack: { id: "aristeia-agl", version: "2026.11.21.1" },
    seeds: [42],
    setup,
  });
  const entry = (seq, payload) => ({ seq, recorded_at: 1_790_000_000 + seq, redacted: false, payload });
  const journal = (id, kind, title, entries) => ({
    id,
    kind,
    title,
    archived: false,
    redacted: false,
    created_at: 1_790_000_000,
    updated_at: 1_790_000_000 + entries.length,
    header: header({ note: "test setup" }),
    entries,
  });
  return {
    format: "hexadraft-journal-export",
    version: 1,
    audience: "organizer",
    journals: [
      journal("r1-t4", "draft", "Round 1, table 4", [
        entry(1, { action: "pick", seat: "first", character: "gata" }),
        entry(2, {
          action: "lock-deck",
          seat: "first",
          salt: SALT,
          deck: { tactics: [{ character: "gata", slot: 3 }] },
        }),
      ]),
      journal("spring", "event", "Spring League", [
        entry(1, { kind: "registerPlayer", player: { name: "Ana" } }),
      ]),
      journal("friendly", "draft", "Friendly", []),
    ],
  };
}

let app;

/** Saves a screenshot once the window has painted the latest change (WebKit paints late). */
async function screenshot(browser, name) {
  await browser.executeAsync((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 250))),
  );
  await saveScreenshot(browser, name);
}
after(async () => {
  await app?.close();
});

/** The webview keeps the language and theme of earlier runs: start each session in English, light. */
async function englishAndLight(browser) {
  const language = browser.$('[data-testid="language"]');
  await language.waitForExist({ timeout: 20_000 });
  await language.selectByAttribute("value", "en");
  const theme = await browser.execute(() => document.documentElement.dataset.theme);
  if (theme !== "light") await browser.$('[data-testid="theme"]').click();
}

const notice = (browser) => browser.$('[data-testid="library-notice"]');
const titles = async (browser) =>
  texts(browser, ".journal-title");

async function waitForNotice(browser, pattern) {
  await browser.waitUntil(async () => pattern.test(await notice(browser).getText().catch(() => "")), {
    timeout: 8_000,
    timeoutMsg: `no notice matching ${pattern}`,
  });
  return notice(browser).getText();
}

async function importFile(browser, path, asCopies = false) {
  await browser.$('[data-testid="import-path"]').setValue(path);
  const copies = browser.$('[data-testid="import-as-copies"]');
  if ((await copies.isSelected()) !== asCopies) await copies.click();
  await browser.$('[data-testid="import-journals"]').click();
}

/** The library button's place on the home screen while nothing can be continued. */
let libraryButtonAlone = null;

test("journals imported from a file are listed, renamed, archived and deleted", async () => {
  mkdirSync(join(dataDir, "exports"), { recursive: true });
  writeFileSync(join(dataDir, "exports", "seed-journals.json"), JSON.stringify(seedExport()));
  app = await openApp({ dataDir });
  const { browser } = app;
  await englishAndLight(browser);
  await browser.$('[data-testid="home-library"]').waitForClickable({ timeout: 20_000 });
  assert.ok(!(await browser.$('[data-testid="continue-last"]').isExisting()), "nothing to continue yet");
  libraryButtonAlone = await boxOf(browser, "home-library");
  await browser.$('[data-testid="home-library"]').click();
  await browser.$('[data-testid="library-empty"]').waitForExist({ timeout: 10_000 });

  await browser.$('[data-testid="import-choice"]').selectByVisibleText("seed-journals.json");
  await browser.$('[data-testid="import-journals"]').click();
  const imported = await waitForNotice(browser, /Imported 3/);
  assert.match(imported, /Backup made first: .*before-import\.bak/);
  // A file written before exports were signed says so.
  assert.match(await browser.$('[data-testid="import-provenance"]').getText(), /^Unsigned: /);
  assert.deepEqual((await titles(browser)).sort(), ["Friendly", "Round 1, table 4", "Spring League"]);

  await browser.$('[data-testid="rename-friendly"]').click();
  await browser.$('[data-testid="rename-input-friendly"]').setValue("Friendly game");
  await browser.$('[data-testid="rename-save-friendly"]').click();
  await browser.waitUntil(async () => (await titles(browser)).includes("Friendly game"), { timeout: 5_000 });

  await browser.$('[data-testid="archive-spring"]').click();
  await browser.waitUntil(async () => !(await titles(browser)).includes("Spring League"), { timeout: 5_000 });
  await browser.$('[data-testid="show-archived"]').click();
  await browser.waitUntil(async () => (await titles(browser)).includes("Spring League"), { timeout: 5_000 });
  assert.match(await browser.$('[data-journal="spring"]').getText(), /Archived/);

  await browser.$('[data-testid="delete-friendly"]').click();
  const confirm = browser.$('[data-testid="confirm-delete-friendly"]');
  await confirm.waitForExist({ timeout: 5_000 });
  assert.match(await confirm.getText(), /cannot be undone/);
  await screenshot(browser, "library-confirm-delete");
  await browser.$('[data-testid="delete-yes-friendly"]').click();
  await browser.waitUntil(async () => !(await titles(browser)).includes("Friendly game"), { timeout: 5_000 });
  await waitForNotice(browser, /was deleted/);
  await screenshot(browser, "library-light");
  await browser.$('[data-testid="theme"]').click();
  await screenshot(browser, "library-dark");
  await browser.$('[data-testid="theme"]').click();
});

test("a player-safe export withholds the locked deck; the organizer's keeps it", async () => {
  const { browser } = app;
  await browser.$('[data-testid="select-r1-t4"]').click();
  await browser.$('[data-testid="export-player-safe"]').click();
  const safeText = await waitForNotice(browser, /Written: .*player-safe.*\.json/);
  const safePath = safeText.replace(/^Written: /, "");
  const safe = readFileSync(safePath, "utf8");
  assert.ok(!safe.includes(SALT), "the deck's salt is withheld");
  assert.ok(!safe.includes('"slot"'), "the deck's choice is withheld");
  const document = JSON.parse(safe);
  assert.equal(document.audience, "player_safe");
  const entries = document.journals[0].entries;
  assert.deepEqual(entries[0].payload, { action: "pick", seat: "first", character: "gata" });
  assert.equal(entries[1].redacted, true);
  assert.deepEqual(entries[1].payload, { withheld: "lock-deck", seat: "first" });

  await browser.$('[data-testid="export-organizer"]').click();
  const fullText = await waitForNotice(browser, /Written: .*hexadraft-journals-\d/);
  // The confirmation is said beside the button pressed, not at the top of the page.
  const gap = await browser.execute(() => {
    const button = document.querySelector('[data-testid="export-organizer"]').getBoundingClientRect();
    const said = document.querySelector('[data-testid="library-notice"]').getBoundingClientRect();
    return said.top - button.bottom;
  });
  assert.ok(gap >= 0 && gap < 120, `the confirmation is ${gap}px below the export button`);
  const full = readFileSync(fullText.replace(/^Written: /, ""), "utf8");
  assert.ok(full.includes(SALT), "the organizer's export keeps everything");

  // The same journal again is refused whole, with the reason; as a copy it comes in.
  await importFile(browser, fullText.replace(/^Written: /, ""));
  const error = browser.$('[data-testid="import-error"]');
  await error.waitForExist({ timeout: 5_000 });
  assert.match(await error.getText(), /already exists/);
  await importFile(browser, fullText.replace(/^Written: /, ""), true);
  await waitForNotice(browser, /Imported 1/);
  // This install's own export: signed with its name and its key's fingerprint, as the export
  // section shows them.
  const signedBy = await browser.$('[data-testid="import-provenance"]').getText();
  assert.match(signedBy, /^Signed by “Hexadraft organizer” \(key [0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4} [0-9a-f]{4}\)/);
  const fingerprint = signedBy.match(/key ([0-9a-f ]{19})/)[1];
  assert.match(await browser.$('[data-testid="export-signer"]').getText(), new RegExp(`key ${fingerprint}`));
  await browser.$('[data-journal="r1-t4-copy-1"]').waitForExist({ timeout: 5_000 });
  await screenshot(browser, "library-imported-copy");

  // An export cut short (a copy stopped half-way) is called that, with its line, in the
  // person's words: not "not a Hexadraft export", not the JSON parser's English.
  const whole = readFileSync(fullText.replace(/^Written: /, ""), "utf8");
  const cut = join(dataDir, "exports", "cut-short.json");
  writeFileSync(cut, whole.split("\n").slice(0, 9).join("\n"));
  await importFile(browser, cut);
  const importError = () => browser.$('[data-testid="import-error"]').getText().catch(() => "");
  await browser.waitUntil(async () => /cut short/.test(await importError()), {
    timeout: 8_000,
    timeoutMsg: "no refusal saying the export is cut short",
  });
  const refusal = await importError();
  assert.match(refusal, /stops at line 9/);
  assert.doesNotMatch(refusal, /EOF|while parsing|not a Hexadraft export/);
  await browser.execute(() => document.querySelector('[data-testid="import-error"]').scrollIntoView({ block: "center" }));
  await screenshot(browser, "library-import-cut-short");
});

/** Where the element with test id `id` is in the window, in whole pixels. */
function boxOf(browser, id) {
  return browser.execute((testId) => {
    const r = document.querySelector(`[data-testid="${testId}"]`).getBoundingClientRect();
    return { left: Math.round(r.left), top: Math.round(r.top), right: Math.round(r.right), width: Math.round(r.width) };
  }, id);
}

test("opening a draft remembers it and the next start offers to continue it", async () => {
  const { browser } = app;
  await browser.$('[data-testid="open-r1-t4"]').click();
  await browser.$('[data-testid="nav-home"]').click();
  const resume = browser.$('[data-testid="continue-last"]');
  await resume.waitForExist({ timeout: 5_000 });
  assert.match(await resume.getText(), /Continue “Round 1, table 4”/);
  // The Continue button comes in beside the library's without moving it: a click aimed at the
  // library while the home screen loads still lands on it.
  assert.deepEqual(await boxOf(browser, "home-library"), libraryButtonAlone);
  const resumeBox = await boxOf(browser, "continue-last");
  assert.ok(resumeBox.left >= libraryButtonAlone.right, JSON.stringify({ resumeBox, libraryButtonAlone }));

  await app.close();
  app = await openApp({ dataDir });
  await englishAndLight(app.browser);
  const again = app.browser.$('[data-testid="continue-last"]');
  await again.waitForExist({ timeout: 20_000 });
  assert.match(await again.getText(), /Continue “Round 1, table 4”/);
  await screenshot(app.browser, "home-continue");
  await app.close();
  app = null;
});

test("a damaged database with no backup is explained, left untouched, and set aside for a new one on request", async () => {
  const fresh = mkdtempSync(join(tmpdir(), "hexadraft-e2e-damaged-"));
  const garbage = Buffer.from("this is not a database, it is a shopping list\n".repeat(200));
  writeFileSync(join(fresh, "hexadraft.sqlite3"), garbage);
  app = await openApp({ dataDir: fresh });
  const { browser } = app;
  await englishAndLight(browser);
  await browser.$('[data-testid="recovery"]').waitForExist({ timeout: 20_000 });
  assert.match(await browser.$('[data-testid="recovery-problem"]').getText(), /damaged/);
  assert.ok(await browser.$('[data-testid="recovery-none"]').isExisting());
  assert.deepEqual(readFileSync(join(fresh, "hexadraft.sqlite3")), garbage, "the file is untouched");
  await screenshot(browser, "recovery-no-backup");

  // The way on: a new, empty database, the damaged file kept beside it as it was.
  await browser.$('[data-testid="recovery-start-new"]').click();
  await browser.$('[data-testid="recovery-restored"]').waitForExist({ timeout: 10_000 });
  assert.deepEqual(readFileSync(join(fresh, "hexadraft.sqlite3.damaged-1")), garbage);
  await browser.$('[data-testid="recovery-continue"]').click();
  await browser.$('[data-testid="home-library"]').click();
  await browser.$('[data-testid="library-empty"]').waitForExist({ timeout: 10_000 });
  await app.close();
  app = null;
});

test("a damaged database is replaced by the latest backup on request", async () => {
  for (const extra of ["-wal", "-shm"]) rmSync(join(dataDir, `hexadraft.sqlite3${extra}`), { force: true });
  const garbage = Buffer.from("garbage over the database\n".repeat(300));
  writeFileSync(join(dataDir, "hexadraft.sqlite3"), garbage);
  app = await openApp({ dataDir });
  const { browser } = app;
  await englishAndLight(browser);
  await browser.$('[data-testid="recovery"]').waitForExist({ timeout: 20_000 });
  assert.match(await browser.$('[data-testid="recovery-problem"]').getText(), /damaged/);
  assert.match(await browser.$('[data-testid="recovery-offer"]').getText(), /made before an import/);
  await screenshot(browser, "recovery-offer");
  await browser.$('[data-testid="recovery-restore"]').click();
  const restored = browser.$('[data-testid="recovery-restored"]');
  await restored.waitForExist({ timeout: 10_000 });
  const aside = (await restored.getText()).match(/kept at: (.+)$/)[1].split(", ")[0];
  assert.ok(existsSync(aside));
  assert.deepEqual(readFileSync(aside), garbage, "the damaged file is kept as it was");
  await screenshot(browser, "recovery-restored");
  await browser.$('[data-testid="recovery-continue"]').click();
  await browser.$('[data-testid="home-library"]').click();
  await browser.$('[data-testid="journal-list"]').waitForExist({ timeout: 10_000 });
  // The backup was made just before the last import (the copy): everything before it is back.
  assert.ok((await titles(browser)).includes("Round 1, table 4"));
  assert.ok(!(await titles(browser)).includes("Friendly game"));
  await screenshot(browser, "library-after-restore");
});

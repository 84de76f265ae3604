// The catalog in the real window: an Initiative the pack does not know (Gaia's) is typed in,
// marked as the organizer's, used at once by the core's team Initiative (the Underdog's sum),
// and still there after the app is closed and opened again on the same data folder.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { openApp, repoRoot, screenshot as saveScreenshot } from "./driver.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-e2e-catalog-"));
const pack = JSON.parse(readFileSync(join(repoRoot, "crates/catalog/data/aristeia.pack.json"), "utf8"));
const initiativeOf = (id) => pack.characters.find((c) => c.id === id).initiative;
const TEAM = ["gata", "gaia", "parvati", "maximus"];
const GAIA = 3; // a value typed for the test, not game data

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

async function openCatalog(browser) {
  await englishAndLight(browser);
  await browser.$('[data-testid="home-catalog"]').waitForClickable({ timeout: 20_000 });
  await browser.$('[data-testid="home-catalog"]').click();
  await browser.$('[data-testid="catalog-table"]').waitForExist({ timeout: 10_000 });
}

const initiativeCell = (browser, id) => browser.$(`tr[data-character="${id}"] td:nth-child(3)`);

async function chooseTeam(browser) {
  for (const [i, id] of TEAM.entries()) {
    await browser.$(`[data-testid="team-member-${i}"]`).selectByAttribute("value", id);
  }
}

test("an Initiative typed for Gaia is marked as the organizer's and used by the team total", async () => {
  app = await openApp({ dataDir });
  const { browser } = app;
  await openCatalog(browser);
  assert.equal(await initiativeCell(browser, "gaia").getText(), "unknown");
  const gaps = await browser.$('[data-testid="gap-initiative"]').getText();
  assert.match(gaps, /Initiative unknown for 4 characters/);
  assert.match(gaps, /Gaia/);

  // Before the edit the core cannot total a team with Gaia in it.
  await chooseTeam(browser);
  const total = browser.$('[data-testid="team-total"]');
  await browser.waitUntil(async () => (await total.getText()).startsWith("Total unknown"), {
    timeout: 5_000,
  });
  assert.match(await total.getText(), /Gaia/);

  await browser.$('[data-testid="fill-gaia"]').click();
  const input = browser.$('[data-testid="edit-initiative"]');
  await input.waitForExist({ timeout: 5_000 });
  await input.setValue(String(GAIA));
  await browser.$('[data-testid="save-values"]').click();
  await browser.$('[data-testid="catalog-notice"]').waitForExist({ timeout: 5_000 });
  assert.match(await browser.$('[data-testid="catalog-notice"]').getText(), /\+user\./);

  // Used in the list, marked as the organizer's, and counted by the core's total.
  await browser.waitUntil(async () => (await initiativeCell(browser, "gaia").getText()) === String(GAIA), {
    timeout: 5_000,
  });
  assert.ok(await browser.$('tr[data-character="gaia"] .badge-yours').isExisting());
  assert.ok(await browser.$('[data-testid="badge-yours-initiative"]').isExisting());
  const expected = TEAM.reduce((sum, id) => sum + (id === "gaia" ? GAIA : initiativeOf(id)), 0);
  await browser.waitUntil(async () => (await total.getText()) === `Total Initiative: ${expected}`, {
    timeout: 5_000,
    timeoutMsg: `expected the total ${expected}, saw "${await total.getText()}"`,
  });
  assert.match(
    await browser.$('[data-testid="gap-initiative"]').getText(),
    /Initiative unknown for 3 characters/,
  );
  await browser.execute(() => window.scrollTo(0, 0));
  await screenshot(browser, "catalog-top-light");
  await browser.$('tr[data-character="gaia"]').scrollIntoView({ block: "center" });
  await screenshot(browser, "catalog-edited-light");
  await browser.$('[data-testid="team-calculator"]').scrollIntoView({ block: "center" });
  await screenshot(browser, "catalog-team-light");
  await browser.$('[data-testid="theme"]').click();
  await screenshot(browser, "catalog-team-dark");
  await browser.$('tr[data-character="gaia"]').scrollIntoView({ block: "center" });
  await screenshot(browser, "catalog-edited-dark");
  await browser.$('[data-testid="theme"]').click();
});

test("a refused value lists the rule it breaks and changes nothing", async () => {
  const { browser } = app;
  const input = browser.$('[data-testid="edit-health"]');
  await input.setValue("99");
  await browser.$('[data-testid="save-values"]').click();
  const error = browser.$('[data-testid="editor-error"]');
  await error.waitForExist({ timeout: 5_000 });
  assert.match(await error.getText(), /99 is outside 1 to 20/);
  await screenshot(browser, "catalog-refused");
});

test("the edit survives a restart on the same data folder", async () => {
  await app.close();
  app = await openApp({ dataDir });
  const { browser } = app;
  await openCatalog(browser);
  assert.equal(await initiativeCell(browser, "gaia").getText(), String(GAIA));
  assert.ok(await browser.$('tr[data-character="gaia"] .badge-yours').isExisting());
  assert.match(await browser.$('[data-testid="catalog-version"]').getText(), /\+user\.[0-9a-f]{12}/);
  await chooseTeam(browser);
  const expected = TEAM.reduce((sum, id) => sum + (id === "gaia" ? GAIA : initiativeOf(id)), 0);
  const total = browser.$('[data-testid="team-total"]');
  await browser.waitUntil(async () => (await total.getText()) === `Total Initiative: ${expected}`, {
    timeout: 5_000,
  });
  await screenshot(browser, "catalog-after-restart");
});

test("the edits export to the exports folder, revert, and import back", async () => {
  const { browser } = app;
  await browser.$('[data-testid="export-edits"]').click();
  const written = browser.$('[data-testid="written-path"]');
  await written.waitForExist({ timeout: 5_000 });
  const path = (await written.getText()).replace(/^Written: /, "");
  assert.ok(path.startsWith(join(dataDir, "exports")), path);
  const overlay = JSON.parse(readFileSync(path, "utf8"));
  assert.equal(overlay.character_edits[0].character, "gaia");
  assert.equal(overlay.character_edits[0].initiative, GAIA);

  await browser.$('[data-testid="revert-all"]').click();
  await browser.$('[data-testid="revert-all-yes"]').click();
  await browser.waitUntil(async () => (await initiativeCell(browser, "gaia").getText()) === "unknown", {
    timeout: 5_000,
  });

  await browser.$('[data-testid="import-path"]').setValue(path);
  await browser.$('[data-testid="import-edits"]').click();
  await browser.$('[data-testid="import-done"]').waitForExist({ timeout: 5_000 });
  await browser.waitUntil(async () => (await initiativeCell(browser, "gaia").getText()) === String(GAIA), {
    timeout: 5_000,
  });
  await screenshot(browser, "catalog-imported");
});

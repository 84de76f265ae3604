// The walking skeleton, end to end: the real window shows the home screen with the characters
// that came from the Rust catalog, and a click reaches a second screen.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { openApp, screenshot, texts } from "./driver.mjs";

let app;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-")) });
});
after(async () => {
  await app?.close();
});

test("the home screen lists the catalog's characters from the Rust core", async () => {
  const { browser } = app;
  const list = await browser.$('[data-testid="character-list"]');
  await list.waitForExist({ timeout: 15_000 });
  // The webview remembers the last language chosen, possibly by another test file: set English.
  await browser.$('[data-testid="language"]').selectByAttribute("value", "en");
  const names = await texts(browser, '[data-testid="character-list"] li');
  assert.equal(names.length, 28, "the shipped pack has the 28 characters of the first seven boxes");
  assert.ok(names.includes("Miyamoto Mushashi"));
  assert.ok(names.includes("Señor Massacre"));
  const version = await browser.$('[data-testid="version"]').getText();
  assert.match(version, /Version 0\.1\.0/);
  await screenshot(browser, "home");
});

test("the Catalog button opens the catalog with Initiative values and unknowns", async () => {
  const { browser } = app;
  await browser.$('[data-testid="home-catalog"]').click();
  const table = await browser.$('[data-testid="catalog-table"]');
  await table.waitForExist({ timeout: 10_000 });
  const gata = await browser.$('tr[data-character="gata"] td:nth-child(3)').getText();
  assert.equal(gata, "7");
  const gaia = await browser.$('tr[data-character="gaia"] td:nth-child(3)').getText();
  assert.equal(gaia, "unknown", "no public source gives Gaia's Initiative");
  await screenshot(browser, "catalog");
  await browser.$('[data-testid="nav-home"]').click();
  await browser.$('[data-testid="home-catalog"]').waitForExist({ timeout: 5_000 });
});

test("a character of the home screen's list opens in the catalog", async () => {
  const { browser } = app;
  await browser.$('[data-testid="home-character-gata"]').click();
  const row = await browser.$('tr[data-character="gata"][aria-selected="true"]');
  await row.waitForExist({ timeout: 10_000 });
  await browser.$('[data-testid="nav-home"]').click();
  await browser.$('[data-testid="home-sample"]').waitForExist({ timeout: 5_000 });
});

test("the sample event opens at the desk with eight players and round 1 paired", async () => {
  const { browser } = app;
  await browser.$('[data-testid="home-sample"]').click();
  await browser.$('[data-testid="round-tab-1"]').waitForExist({ timeout: 15_000 });
  const page = await browser.getPageSource();
  assert.ok(page.includes("Sample event"), "named in the person's language");
  assert.ok(page.includes("Ana García") || page.includes("Hugo Pereira"), "the sample's players are seated");
  await screenshot(browser, "home-sample-event");
});

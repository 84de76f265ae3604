// The desk's compact round view in the real window (issue 17, "The desk's daily flow"): a
// 24-player event imported from a roster, round 1 paired, and all twelve results typed in the
// compact view, one row per table, Enter saving each row and moving to the next table. The
// round fits on one 1280x800 screen; the missing-results filter and find-a-player narrow it.
// Screenshots go to artifacts/e2e/round-view-*.png.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { openApp, screenshot as save, settleDom } from "./driver.mjs";

let app;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-round-view-")) });
  const language = await app.browser.$('[data-testid="language"]');
  await language.waitForDisplayed({ timeout: 15_000 });
  await language.selectByAttribute("value", "en");
});
after(async () => {
  await app?.close();
});

const byTest = (id) => app.browser.$(`[data-testid="${id}"]`);
async function click(id) {
  const element = await byTest(id);
  await element.waitForClickable({ timeout: 10_000 });
  await element.click();
}
async function type(id, text) {
  const element = await byTest(id);
  await element.waitForDisplayed({ timeout: 10_000 });
  await element.clearValue();
  await element.setValue(text);
}
async function textOf(id) {
  const element = await byTest(id);
  await element.waitForDisplayed({ timeout: 10_000 });
  return element.getText();
}
const focused = () => app.browser.execute(() => document.activeElement?.getAttribute("data-testid") ?? null);

const LINEUP_A = "Gata|8-Ball|Parvati|Maximus|Wild Bill|Hexx3r|Major Lunah|Miyamoto Mushashi";
const LINEUP_B = "Valkyrie|Hannibal|Laxmee|Señor Massacre|Padre Mendoza|Murtair|Kozmo|Taowu";
const NAMES = [
  "Łukasz Żółkiewski", "Дмитрий", "Ana García", "Bo", "Cy", "Di", "Élodie", "Fe",
  "Gil", "Hal", "Ida", "Jon", "Kim", "Lou", "Mía", "Ned",
  "Oli", "Pau", "Quim", "Rui", "Sol", "Teo", "Uma", "Vic",
];

test("a 24-player round is entered in the compact view, one row per table, Enter moving on", async () => {
  await click("home-event");
  await type("setup-name", "Copa 24");
  await type("setup-rounds", "5");
  await settleDom(app.browser);
  await click("setup-create");
  const created = await (await byTest("desk-title")).waitForDisplayed({ timeout: 15_000 }).catch(() => false);
  if (!created) {
    // Say what the screen shows instead, so a failure here can be understood.
    await save(app.browser, "round-view-00-not-created");
    const shown = await app.browser.execute(() => document.querySelector("main")?.textContent?.slice(0, 400));
    assert.fail(`the event was not created; the screen shows: ${shown}`);
  }
  await click("roster-toggle");
  const csv = [
    "name;Corvus PIN;sponsor;lineup",
    ...NAMES.map((name, i) => `${name};P${i + 1};Oxyd;${i % 2 === 0 ? LINEUP_A : LINEUP_B}`),
  ].join("\n");
  const area = await byTest("roster-text");
  await app.browser.execute(
    (element, text) => {
      element.value = text;
      element.dispatchEvent(new Event("input", { bubbles: true }));
    },
    area,
    csv,
  );
  await click("roster-import-run");
  await app.browser.waitUntil(async () => /24 players imported/.test(await textOf("roster-result")), {
    timeout: 15_000,
  });

  await click("tab-rounds");
  // Alt+P asks first (issue 29, item 7): Esc leaves the round unpaired, Enter on the question
  // pairs it.
  await (await byTest("pair-next")).waitForDisplayed({ timeout: 10_000 });
  // The desk listens for the keys once it has rendered: press until the question shows.
  await app.browser.waitUntil(
    async () => {
      if (await (await byTest("pair-confirm")).isDisplayed()) return true;
      await app.browser.keys(["Alt", "p"]);
      return (await byTest("pair-confirm")).isDisplayed();
    },
    { timeout: 15_000, interval: 500 },
  );
  assert.equal(await focused(), "pair-confirm-yes");
  await save(app.browser, "round-view-00-pair-confirm");
  await app.browser.keys("Escape");
  await app.browser.waitUntil(async () => !(await (await byTest("pair-confirm")).isExisting()), { timeout: 5_000 });
  assert.equal(await (await byTest("round-tab-1")).isExisting(), false, "Esc paired nothing");
  assert.ok(await (await byTest("pair-next")).isDisplayed(), "Esc stays at the desk");
  await app.browser.keys(["Alt", "p"]);
  await app.browser.waitUntil(async () => (await focused()) === "pair-confirm-yes", { timeout: 5_000 });
  await app.browser.keys("Enter");
  await (await byTest("round-tab-1")).waitForDisplayed({ timeout: 10_000 });
  // docs/rulings.md, "Publishing a round": a new event's round is a proposal until published.
  await click("publish-round");
  await app.browser.waitUntil(async () => !(await (await byTest("round-proposal")).isExisting()), { timeout: 10_000 });
  await settleDom(app.browser);
  await click("round-layout-compact");
  await (await byTest("compact-round-1")).waitForDisplayed({ timeout: 10_000 });
  const rows = await app.browser.$$(".compact-row");
  assert.equal(rows.length, 12);
  await (await byTest("compact-round-1")).scrollIntoView();
  await settleDom(app.browser);
  await save(app.browser, "round-view-01-compact-empty");
  // The whole round fits on one screen: its twelve rows are no taller than the window.
  const fit = await app.browser.execute(() => {
    const list = document.querySelector(".compact-rows");
    return { rows: list.getBoundingClientRect().height, window: window.innerHeight };
  });
  assert.ok(fit.rows <= fit.window, `twelve rows ${fit.rows}px in a ${fit.window}px window`);

  // Type each table's four numbers and press Enter: the row is saved and the cursor goes on.
  await (await byTest("vp-1-1-first")).click();
  for (let table = 1; table <= 12; table++) {
    const id = `1-${table}`;
    assert.equal(await focused(), `vp-${id}-first`, `the cursor is at table ${table}`);
    await type(`vp-${id}-first`, String(3 + (table % 5)));
    await type(`frags-${id}-first`, "1");
    await type(`vp-${id}-second`, String(table % 3));
    await type(`frags-${id}-second`, "0");
    await app.browser.keys("Enter");
    await (await byTest(`compact-result-${table}`)).waitForDisplayed({ timeout: 10_000 });
    if (table < 12) {
      await app.browser.waitUntil(async () => (await focused()) === `vp-1-${table + 1}-first`, {
        timeout: 5_000,
        timeoutMsg: `the cursor did not move on from table ${table}`,
      });
    }
  }
  assert.match(await textOf("compact-result-1"), /4 \(1\) – 1 \(0\)/);
  await save(app.browser, "round-view-02-compact-done");

  // Every result is in: the missing-results filter leaves no row.
  await click("filter-missing");
  assert.equal((await app.browser.$$(".compact-row")).length, 0);
  await click("filter-missing");
  // Find a player, accents and case ignored.
  await type("find-player", "lukasz");
  await app.browser.waitUntil(async () => (await app.browser.$$(".compact-row")).length === 1, { timeout: 5_000 });
  assert.match(await (await app.browser.$(".compact-row")).getText(), /Łukasz Żółkiewski/);
  await (await byTest("find-player")).clearValue();

  // At 1366x768 the round's first table shows near the top of the desk, under compact controls
  // (issue 29, item 8), in both layouts.
  await app.browser.setWindowSize(1366, 768);
  await settleDom(app.browser);
  for (const layout of ["compact", "cards"]) {
    await click(`round-layout-${layout}`);
    await settleDom(app.browser);
    await app.browser.execute(() => window.scrollTo(0, 0));
    const first = await app.browser.execute((layout) => {
      const row = document.querySelector(layout === "compact" ? ".compact-row" : ".table-card");
      const box = row.getBoundingClientRect();
      return { top: Math.round(box.top), bottom: Math.round(box.bottom), height: window.innerHeight };
    }, layout);
    await save(app.browser, `round-view-04-1366-${layout}`);
    // A row shows whole; a card (drafts and swaps under its result) at least its number and players.
    const shown = Math.min(first.bottom, first.top + 160);
    assert.ok(shown <= first.height, `${layout}: the first table (${first.top}-${first.bottom}px) shows in the ${first.height}px window`);
    assert.ok(first.top <= 420, `${layout}: the first table starts ${first.top}px down`);
  }
  await click("round-layout-compact");

  // The final standings keep every name on one line at 1366 px; the reason wraps beside them.
  await click("tab-standings");
  await (await byTest("standings-table")).waitForDisplayed({ timeout: 10_000 });
  await settleDom(app.browser);
  const wrapped = await app.browser.execute(() =>
    [...document.querySelectorAll('[data-testid="standings-name"]')]
      .filter((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell.firstChild);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return lines.size > 1;
      })
      .map((cell) => cell.textContent),
  );
  await save(app.browser, "round-view-05-standings-1366");
  assert.deepEqual(wrapped, [], "names on more than one line");
  await click("tab-rounds");
  await app.browser.setWindowSize(1280, 800);
  await settleDom(app.browser);

  // The same view in Spanish and in the dark theme, looked at.
  await (await byTest("language")).selectByAttribute("value", "es");
  await click("theme");
  await (await byTest("compact-round-1")).scrollIntoView();
  await settleDom(app.browser);
  await save(app.browser, "round-view-03-compact-es-dark");
  await click("theme");
  await (await byTest("language")).selectByAttribute("value", "en");
});

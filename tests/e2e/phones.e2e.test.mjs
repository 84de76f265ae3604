// Players' phones with the real app window: the organizer starts the local-network session from
// the table screen, which shows each seat's QR code and address; two phones (Debian's chromium,
// two separate browser contexts) join by those addresses and play a whole Vassily draft with
// both decks. The window follows every phone move live (no reload by the test) and ends at the
// match sheet; the table's view in the window never holds a deck.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";
import { playOnce } from "../phones/play.mjs";
import { openApp, screenshot, settleDom } from "./driver.mjs";

const ANA = ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"];
const BO = ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"];

let app;
let browser;
let phones;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-phones-")) });
  browser = app.browser;
  // playwright gives chromium a fresh, temporary --user-data-dir of its own.
  phones = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});
after(async () => {
  await phones?.close();
  await app?.close();
});

const $id = (id) => browser.$(`[data-testid="${id}"]`);
async function click(id) {
  const element = await $id(id);
  await element.waitForClickable({ timeout: 10_000 });
  await element.click();
}
async function logLength() {
  return (await browser.$$('[data-testid="draft-log"] li')).length;
}

test("two phones play a Vassily draft from the table screen's QR addresses, and the window follows live", async () => {
  await (await $id("language")).selectByAttribute("value", "en");
  await click("home-quick-match");
  await click("mod-vassily");
  for (const [seat, player] of [
    ["first", { name: "Ana", lineup: ANA }],
    ["second", { name: "Bo", lineup: BO }],
  ]) {
    await (await $id(`name-${seat}`)).setValue(player.name);
    await click(`target-${seat}`);
    for (const id of player.lineup) await click(`result-${id}`);
  }
  await settleDom(browser);
  await click("start-draft");
  await (await $id("draft-board")).waitForExist({ timeout: 10_000 });

  // The organizer opens the draft to the phones: this computer's loopback address, a free port.
  await (await browser.$('[data-testid="phones-details"] summary')).click();
  await (await $id("phones-address")).selectByAttribute("value", "127.0.0.1");
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  await (await $id("phones-port")).setValue(String(port));
  await click("phones-start");
  await (await $id("phones-url-first")).waitForExist({ timeout: 10_000 });
  const urls = {
    first: await (await $id("phones-url-first")).getText(),
    second: await (await $id("phones-url-second")).getText(),
  };
  assert.match(urls.first, new RegExp(`^http://127\\.0\\.0\\.1:${port}/s/`));
  assert.notEqual(urls.first, urls.second, "each seat has its own address");
  assert.match(await (await $id("phones-seat-first")).getText(), /Ana's phone/);
  assert.equal((await browser.$$('[data-testid^="phones-seat-"] svg')).length, 2, "one QR code per seat");
  await (await $id("phones-seat-second")).scrollIntoView();
  await screenshot(browser, "phones-01-seat-codes");

  const contexts = { first: await phones.newContext({ locale: "en-US" }), second: await phones.newContext({ locale: "en-US" }) };
  const pages = {};
  for (const seat of ["first", "second"]) {
    pages[seat] = await contexts[seat].newPage();
    const response = await pages[seat].goto(urls[seat]);
    assert.equal(response.status(), 200);
    await pages[seat].locator("#status").waitFor();
  }
  assert.match(await pages.first.locator("h1").textContent(), /Ana/);

  const deadline = Date.now() + 120_000;
  let moves = 0;
  let followedLive = false;
  for (;;) {
    assert.ok(Date.now() < deadline, "the draft ends in time");
    const done = await Promise.all(
      ["first", "second"].map(async (seat) => (await pages[seat].locator("#status").textContent()) === "The draft is complete."),
    );
    if (done.every(Boolean)) break;
    let moved = false;
    for (const seat of ["first", "second"]) {
      const before = followedLive ? 0 : await logLength();
      if (await playOnce(pages[seat], seat)) {
        moved = true;
        moves += 1;
        if (!followedLive) {
          // The window reads the board again by itself when a phone moves.
          await browser.waitUntil(async () => (await logLength()) > before, {
            timeout: 10_000,
            timeoutMsg: "the table screen did not follow the phone's move",
          });
          followedLive = true;
        }
        await pages[seat].waitForTimeout(150);
      }
    }
    if (!moved) await pages.first.waitForTimeout(150);
  }
  assert.ok(followedLive);
  assert.ok(moves >= 12, `8 picks, 2 swaps, 2 decks (${moves} moves)`);

  // The window ends at the match sheet, with no deck on the table's screen.
  await (await $id("match-sheet")).waitForExist({ timeout: 15_000 });
  await screenshot(browser, "phones-02-window-after-phones");
  assert.equal(await pages.first.locator("#my-deck li").count(), 8, "Ana's phone shows her deck");
  const tableView = await browser.executeAsync((done) => {
    window.__TAURI_INTERNALS__
      .invoke("list_table_drafts")
      .then((drafts) => drafts.find((d) => d.title === "Ana vs Bo"))
      .then((d) => window.__TAURI_INTERNALS__.invoke("open_draft", { id: d.id, viewer: { kind: "table" }, code: null }))
      .then(
        (t) => done({ complete: t.view.complete, decks: [t.view.decks.first.state, t.view.decks.second.state] }),
        (e) => done({ error: String(e) }),
      );
  });
  assert.deepEqual(tableView, { complete: true, decks: ["locked", "locked"] }, "the window's table view holds no deck");
  await Promise.all(Object.values(contexts).map((c) => c.close()));
});

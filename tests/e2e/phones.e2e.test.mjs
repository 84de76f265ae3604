// Players' phones with the real app window: the organizer starts the local-network session from
// the table screen, which shows each seat's QR code and address; two phones (Debian's chromium,
// two separate browser contexts) join by those addresses and play a whole Vassily draft with
// both decks. The window follows every phone move live (no reload by the test) and ends at the
// match sheet; the table's view in the window never holds a deck. The organizer opens a spectator
// page from the same panel.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { chromium } from "playwright-core";
import { playOnce } from "../phones/play.mjs";
import { openApp, passCoinMoment, screenshot, settleDom } from "./driver.mjs";

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

/**
 * A core call through the page's own IPC; answers `{ ok }` or `{ refused }` with the refusal's
 * code (not under `error`: WebDriver would take the answer for its own error).
 */
async function ask(command, args) {
  return browser.executeAsync(
    (name, values, done) => {
      window.__TAURI_INTERNALS__.invoke(name, values).then(
        (data) => done({ ok: data }),
        (error) => done({ refused: error?.code ?? String(error) }),
      );
    },
    command,
    args,
  );
}

/** Whether an element is on the page now. */
async function present(id) {
  return (await $id(id)).isExisting();
}

/** The draft's table view as the core holds it now. */
async function coreTable(draftId) {
  return (await ask("open_draft", { id: draftId, viewer: { kind: "table" }, code: null })).ok;
}

/** The id of the draft of that title. */
async function draftIdOf(title) {
  return (await ask("list_table_drafts", {})).ok.find((d) => d.title === title).id;
}

/** Waits until a phone's page shows the draft at `seq` (its live update arrived). */
async function phoneAt(page, seq) {
  await page.locator(`#status[data-seq="${seq}"]`).waitFor({ timeout: 10_000 });
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
  await (await $id("phones-url-first")).waitForExist({ timeout: 60_000 });
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

  // The organizer also opens the table's spectator page, 30 s behind the table (issue 28): its
  // own address and QR code, which a third browser opens read only.
  await (await $id("phones-spectator-delay")).selectByAttribute("value", "30");
  await click("phones-spectator-share");
  await (await $id("phones-spectator-url")).waitForExist({ timeout: 10_000 });
  const spectatorUrl = await (await $id("phones-spectator-url")).getText();
  assert.match(spectatorUrl, new RegExp(`^http://127\\.0\\.0\\.1:${port}/v/`));
  assert.equal(await (await $id("phones-spectator-delay")).getValue(), "30");
  assert.equal((await browser.$$('[data-testid="phones-spectator"] svg')).length, 1, "the spectator page's QR code");
  await (await $id("phones-spectator")).scrollIntoView();
  await screenshot(browser, "phones-01-spectator-code");
  const casterContext = await phones.newContext({ locale: "en-US" });
  const caster = await casterContext.newPage();
  assert.equal((await caster.goto(spectatorUrl)).status(), 200);
  assert.equal(await caster.locator("#delay").textContent(), "Shown 30 s behind the table");
  assert.equal(await caster.locator("#spectator-title").textContent(), "Ana vs Bo");
  await casterContext.close();

  const contexts = { first: await phones.newContext({ locale: "en-US" }), second: await phones.newContext({ locale: "en-US" }) };
  const pages = {};
  for (const seat of ["first", "second"]) {
    pages[seat] = await contexts[seat].newPage();
    const response = await pages[seat].goto(urls[seat]);
    assert.equal(response.status(), 200);
    await pages[seat].locator("#status").waitFor();
  }
  assert.match(await pages.first.locator("h1").textContent(), /Ana/);

  const draftId = await draftIdOf("Ana vs Bo");
  let moves = 0;
  let followedLive = false;
  for (;;) {
    assert.ok(moves < 40, "the draft ends");
    // Both pages first show the draft as the core holds it (their live updates arrived), so a
    // move is never made on a stale page: waited for as a state, not for a time.
    const { seq, view } = await coreTable(draftId);
    await Promise.all(["first", "second"].map((seat) => phoneAt(pages[seat], seq)));
    if (view.complete) break;
    let moved = false;
    for (const seat of view.waiting_for.slice(0, 1)) {
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
        // The move is recorded before the next look.
        await browser.waitUntil(async () => (await coreTable(draftId)).seq > seq, { timeout: 10_000 });
      }
    }
    assert.ok(moved, `the seat the draft waits for could move (seq ${seq})`);
  }
  assert.equal(await pages.first.locator("#status").textContent(), "The draft is complete.");
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

test("the table screen does not open the seat of a player on their phone, at any secret step", async () => {
  // docs/rulings.md, "A seat played on its phone" (issue 29): Cy plays on her phone, Dee at the
  // table screen. The screen offers nothing of Cy's seat, and the core refuses it anyway.
  await click("nav-home");
  await click("home-quick-match");
  await click("mod-vassily");
  for (const [seat, player] of [
    ["first", { name: "Cy", lineup: ANA }],
    ["second", { name: "Dee", lineup: BO }],
  ]) {
    await (await $id(`name-${seat}`)).setValue(player.name);
    await click(`target-${seat}`);
    for (const id of player.lineup) await click(`result-${id}`);
  }
  await settleDom(browser);
  await click("start-draft");
  await (await $id("draft-board")).waitForExist({ timeout: 10_000 });
  await passCoinMoment(browser);
  const draftId = await draftIdOf("Cy vs Dee");
  const table = () => coreTable(draftId);

  // The session of the first test still runs: this table is shared, and Cy opens her address.
  await (await browser.$('[data-testid="phones-details"] summary')).click();
  await click("phones-share");
  await (await $id("phones-url-first")).waitForExist({ timeout: 60_000 });
  const url = await (await $id("phones-url-first")).getText();
  const context = await phones.newContext({ locale: "en-US" });
  const phone = await context.newPage();
  assert.equal((await phone.goto(url)).status(), 200);
  await phone.locator("#status").waitFor();
  await (await browser.$('[data-testid="phones-details"] summary')).click();

  /** What the screen's core answers for Cy's seat: refused as played on her phone. */
  const cyIsClosed = async (where) => {
    const view = await ask("open_draft", { id: draftId, viewer: { kind: "seat", seat: "first" }, code: null });
    assert.equal(view.refused, "refused.seatOnPhone", `${where}: Cy's view is refused`);
    const { seq } = await table();
    const undo = await ask("apply_draft_move", {
      id: draftId,
      seq,
      action: { move: "undo", seat: "first" },
      viewer: { kind: "table" },
      code: null,
    });
    assert.equal(undo.refused, "refused.seatOnPhone", `${where}: an undo for Cy is refused`);
    assert.equal((await table()).seq, seq, `${where}: nothing was recorded`);
  };

  // The picks: Cy's on her phone, Dee's on the board. Each move is waited for on both sides.
  for (let guard = 0; ; guard++) {
    assert.ok(guard < 20, "the picks end");
    const now = await table();
    if (now.view.step !== "pick") break;
    const before = now.log.length;
    const shown = await logLength();
    const seat = now.view.waiting_for[0];
    if (seat === "first") {
      await phoneAt(phone, now.seq);
      assert.ok(await playOnce(phone, "first"), "Cy picks on her phone");
    } else {
      await (await $id("choice-grid")).waitForExist({ timeout: 10_000 });
      const cards = await browser.$$('[data-testid^="choose-"]');
      let chosen = false;
      for (const card of cards) {
        if (await card.isEnabled()) {
          await card.click();
          chosen = true;
          break;
        }
      }
      assert.ok(chosen, "Dee has a card to pick");
      await click("confirm");
    }
    await browser.waitUntil(async () => (await table()).log.length > before, { timeout: 10_000 });
    // The window has read the move (its own answer, or the phone's event).
    await browser.waitUntil(async () => (await logLength()) > shown, {
      timeout: 10_000,
      timeoutMsg: "the table screen did not show the move",
    });
    const next = await table();
    if (next.view.step === "pick" && next.view.waiting_for[0] === "first") {
      await (await $id("phone-turn")).waitForExist({ timeout: 10_000 });
      assert.match(await (await $id("phone-turn")).getText(), /Cy chooses on their phone/);
      assert.equal(await present("choice-grid"), false, "the board offers no pick for Cy");
      await cyIsClosed("a pick of Cy's");
    }
  }

  // The Vassily swap: the board offers Dee's curtain and not Cy's, and says why.
  assert.equal((await table()).view.step, "swap");
  await (await $id("secret-phone-first")).waitForExist({ timeout: 10_000 });
  assert.equal(await present("secret-first"), false, "no curtain for Cy");
  assert.ok(await present("secret-second"), "Dee's curtain is offered");
  assert.match(await (await $id("phone-seat-first")).getText(), /Cy plays on their phone/);
  assert.equal(await present("code-input-first"), false, "no code chosen for Cy at the screen");
  await cyIsClosed("the swap");
  await screenshot(browser, "phones-03-seat-on-phone-swap");

  // Cy locks her swap on her phone: the board shows it locked and offers no way into it (it
  // offered "Change (undo my lock)" before issue 29).
  await phoneAt(phone, (await table()).seq);
  await phone.locator("#swap-lock").waitFor();
  // Nothing is chosen for Cy: the lock waits for her choice and then says what it locks.
  assert.equal(await phone.locator("#swap-lock").isDisabled(), true, "no swap is pre-selected");
  await phone.locator("#swap-remove").selectOption({ index: 1 });
  await phone.locator("#swap-add").selectOption({ index: 1 });
  assert.match(await phone.locator("#swap-lock:enabled").textContent(), /^Lock: swap .+ for .+$/);
  await phone.locator("#swap-lock").click();
  await phone.locator("#locked").waitFor();
  await (await $id("secret-done-first")).waitForExist({ timeout: 10_000 });
  assert.equal((await table()).canUndo.first, true, "the engine would let Cy undo it");
  assert.equal(await present("secret-reopen-first"), false, "no “Change (undo my lock)” for Cy");
  assert.equal(await present("undo-first"), false);
  assert.equal(await present("own-swap"), false, "Cy's swap is not on the page");
  assert.equal(await present("private"), false);
  await cyIsClosed("the locked swap");
  await screenshot(browser, "phones-04-seat-on-phone-swap-locked");

  // Dee keeps behind her curtain at the screen, as before; the swaps are revealed.
  await click("secret-second");
  await click("curtain-reveal");
  await (await $id("swap-chooser")).waitForExist({ timeout: 10_000 });
  await click("swap-keep");
  await click("curtain-reveal");
  await (await $id("swaps-revealed")).waitForExist({ timeout: 10_000 });
  // Cy's phone shows Dee's swap once revealed (and not before: crates/venue's tests, on the wire).
  await phone.locator("#rival-swap").waitFor();
  assert.match(await phone.locator("#rival-swap").textContent(), /no swap/);

  // The decks: the same for Cy's deck, open and then locked.
  assert.equal((await table()).view.step, "deck");
  await (await $id("secret-phone-first")).waitForExist({ timeout: 10_000 });
  assert.equal(await present("secret-first"), false);
  await cyIsClosed("the deck");
  await phoneAt(phone, (await table()).seq);
  await phone.locator("#deck-lock").waitFor();
  assert.ok(await playOnce(phone, "first"), "Cy locks her deck on her phone");
  await phone.locator("#locked").waitFor();
  await (await $id("secret-done-first")).waitForExist({ timeout: 10_000 });
  assert.equal(await present("secret-reopen-first"), false, "no way into Cy's locked deck");
  assert.equal(await present("undo-first"), false);
  await cyIsClosed("the locked deck");
  await screenshot(browser, "phones-05-seat-on-phone-deck-locked");
  await context.close();
});

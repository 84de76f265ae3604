// The table draft in the real app window: a quick match set up on the home screen, the open
// steps on the board, the secret steps behind the curtain, decks, Accesstel and the match sheet
// with its scored result. Screenshots of every step go to artifacts/e2e/.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { openApp, passCoinMoment, screenshot, settleDom } from "./driver.mjs";

const ANA = ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"];
const BO = ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"];
// Tactic names of Ana's deck (Miyamoto Mushashi's and Gata's first two): they must never reach
// the page while Bo is alone with the device.
const ANA_SECRET_NAMES = ["Tsuchi-Do", "Mizu-Do", "Swerve", "Go All-Out"];

let app;
let browser;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-draft-")) });
  browser = app.browser;
  // The language is kept on this computer: an earlier run may have left another one.
  const language = await browser.$('[data-testid="language"]');
  await language.waitForDisplayed({ timeout: 15_000 });
  await language.selectByAttribute("value", "en");
});
after(async () => {
  await app?.close();
});

const $id = (id) => browser.$(`[data-testid="${id}"]`);
async function click(id, timeout = 10_000) {
  const element = await $id(id);
  await element.waitForClickable({ timeout });
  await element.click();
}
async function settle() {
  await settleDom(browser);
}
async function clearSearch() {
  await click("search");
  await browser.keys(["Control", "a"]);
  await browser.keys(["Backspace"]);
  await settle();
}
async function text(id) {
  const element = await $id(id);
  await element.waitForExist({ timeout: 10_000 });
  return element.getText();
}

/** Types the players, lineups and Sponsors of a quick match. */
async function enterPlayers({ first, second, firstSponsor = "oxyd", unlockFirst = false }) {
  for (const [seat, player] of [
    ["first", first],
    ["second", second],
  ]) {
    await (await $id(`name-${seat}`)).setValue(player.name);
    await click(`target-${seat}`);
    for (const id of player.lineup) {
      await click(`result-${id}`);
    }
  }
  if (firstSponsor !== "oxyd") {
    await (await $id("sponsor-first")).selectByAttribute("value", firstSponsor);
    await settle();
    if (unlockFirst) await click("unlocked-first");
  }
}

/** Plays every open step (bans and picks) on the board: bans take the last card, picks the first. */
async function playOpenSteps(shotPrefix) {
  let shots = 0;
  for (let guard = 0; guard < 40; guard++) {
    await settle();
    const grid = await $id("choice-grid");
    if (!(await grid.isExisting())) return;
    const banner = await text("banner");
    const cards = await browser.$$('[data-testid^="choose-"]');
    const enabled = [];
    for (const card of cards) if (await card.isEnabled()) enabled.push(card);
    assert.ok(enabled.length > 0, `a choice is open: ${banner}`);
    const card = /ban|veta|interdis/i.test(banner) ? enabled[enabled.length - 1] : enabled[0];
    await card.click();
    if (shots < 3) await screenshot(browser, `${shotPrefix}-open-step-${++shots}`);
    await click("confirm");
  }
  assert.fail("the open steps did not end");
}

/** Builds a deck behind the curtain: slots 0 and 1 of the first `count` characters shown. */
async function buildDeck(count, shot) {
  const builder = await $id("deck-builder");
  await builder.waitForExist({ timeout: 10_000 });
  const characters = await browser.$$(".deck-character");
  const ids = [];
  for (const c of characters) ids.push(await c.getAttribute("data-character"));
  for (const id of ids.slice(0, count)) {
    await click(`tactic-${id}-0`);
    await click(`tactic-${id}-1`);
  }
  await settle();
  assert.match(await text("deck-counter"), /18 \/ 18/);
  if (shot) await screenshot(browser, shot);
  await click("deck-lock");
  return ids;
}

test("a quick match is set up from the home screen with only legal Mod combinations", async () => {
  await click("home-quick-match", 20_000);
  await (await $id("quick-match")).waitForExist({ timeout: 10_000 });
  await click("mod-koorie-queen");
  await click("mod-vassily");
  await settle();
  // AGL v1.0 "Carano Mod": not with any other Mod; the reason is shown beside it.
  assert.equal(await (await $id("mod-carano")).isEnabled(), false);
  assert.match(await text("mod-reason-carano"), /Carano/);
  // The search ignores accents: "senor" finds Señor Massacre.
  await (await $id("search")).setValue("senor");
  await settle();
  const found = await browser.$$('[data-testid^="result-"]');
  assert.equal(found.length, 1);
  await clearSearch();
  await enterPlayers({
    first: { name: "Ana", lineup: ANA },
    second: { name: "Bo", lineup: BO },
    firstSponsor: "accesstel",
  });
  await settle();
  // Accesstel is a Special Sponsor: until it is marked unlocked the engine refuses it.
  assert.match(await text("setup-problems"), /Special Sponsor/);
  await screenshot(browser, "draft-01-quick-match-problem");
  await click("unlocked-first");
  await settle();
  assert.equal(await (await $id("setup-problems")).isExisting(), false);
  await screenshot(browser, "draft-02-quick-match-ready");
  await click("start-draft");
  await (await $id("draft-board")).waitForExist({ timeout: 10_000 });
  // "Building Teams", step 1: the app's coin is tossed as the draft starts, and said first.
  assert.match(await passCoinMoment(browser), /The coin chose (Ana|Bo): Player A/);
  assert.match(await text("banner"), /ban one character/);
  await screenshot(browser, "draft-03-board-ban");
});

test("bans and picks are played on the board, with undo and keyboard shortcuts", async () => {
  // The first ban by keyboard: the digit of the last card, then Enter.
  const cards = await browser.$$('[data-testid^="choose-"]');
  await browser.keys([String(cards.length)]);
  await settle();
  await browser.keys(["Enter"]);
  await settle();
  assert.equal((await browser.$$("#app [data-mark='banned'], [data-mark='banned']")).length, 1);
  // Undo it (U), then ban again through the screen.
  await browser.keys(["u"]);
  await settle();
  assert.equal((await browser.$$("[data-mark='banned']")).length, 0);
  assert.match(await text("draft-log"), /undid/);
  await playOpenSteps("draft-04");
  assert.match(await text("banner"), /Vassily swap/);
  assert.equal((await browser.$$("[data-mark='banned']")).length, 2, "both bans show on the cards");
  await screenshot(browser, "draft-05-board-swap");
});

test("the Vassily swaps are chosen behind the curtain and revealed at once", async () => {
  await click("secret-first");
  await (await $id("curtain")).waitForExist();
  assert.match(await text("curtain"), /Pass the device to Ana/);
  assert.doesNotMatch(await browser.getPageSource(), /data-testid="team-first"/, "the curtain hides the board");
  await screenshot(browser, "draft-06-curtain-ana");
  await click("curtain-reveal");
  await (await $id("swap-chooser")).waitForExist();
  await click("swap-remove-wild-bill");
  await click("swap-add-major-lunah");
  await screenshot(browser, "draft-07-swap-ana");
  await click("swap-lock");
  // The device goes to Bo; Ana's swap is nowhere on the page.
  await (await $id("curtain")).waitForExist();
  assert.match(await text("curtain"), /Pass the device to Bo/);
  await click("curtain-reveal");
  await (await $id("swap-chooser")).waitForExist();
  const source = await browser.getPageSource();
  assert.ok(!source.includes("Major Lunah") && !source.includes("Wild Bill"), "Bo's screen holds nothing of Ana's swap");
  await screenshot(browser, "draft-08-swap-bo");
  await click("swap-keep");
  await click("curtain-reveal");
  const revealed = await text("swaps-revealed");
  assert.match(revealed, /Wild Bill out, Major Lunah in/);
  assert.match(revealed, /kept the team/);
  assert.match(await text("banner"), /Tactics decks/);
  await screenshot(browser, "draft-09-swaps-revealed");
});

test("while it is Bo's secret deck turn the page holds none of Ana's locked choices", async () => {
  await click("secret-first");
  await click("curtain-reveal");
  const ids = await buildDeck(4, "draft-10-deck-ana");
  assert.deepEqual(ids.slice(0, 1), ["miyamoto-mushashi"]);
  // Locked: the curtain calls Bo; nothing of Ana's deck is left on the page.
  await (await $id("curtain")).waitForExist();
  assert.match(await text("curtain"), /Pass the device to Bo/);
  let source = await browser.getPageSource();
  for (const name of ANA_SECRET_NAMES) assert.ok(!source.includes(name), `${name} is not on the page at the curtain`);
  await click("curtain-reveal");
  await (await $id("deck-builder")).waitForExist();
  source = await browser.getPageSource();
  for (const name of ANA_SECRET_NAMES) assert.ok(!source.includes(name), `${name} is not on Bo's screen`);
  assert.ok(source.includes("Ice Wall"), "Bo sees his own Tactics");
  await buildDeck(4, "draft-11-deck-bo");
  await click("curtain-reveal");
  source = await browser.getPageSource();
  for (const name of [...ANA_SECRET_NAMES, "Ice Wall"]) assert.ok(!source.includes(name), `${name} is not on the board`);
});

test("Accesstel shows one enemy character's Tactics to its holder only, then the match sheet", async () => {
  assert.match(await text("banner"), /Accesstel/);
  await click("secret-first");
  await click("curtain-reveal");
  await click("accesstel-valkyrie");
  const seen = await text("accesstel-tactics");
  assert.match(seen, /Ice Wall/);
  assert.match(seen, /Odin's Breath/);
  await screenshot(browser, "draft-12-accesstel");
  await click("private-hide");
  await (await $id("match-sheet")).waitForExist({ timeout: 10_000 });
  assert.ok(!(await browser.getPageSource()).includes("Ice Wall"), "the table does not see what Accesstel showed");
  assert.match(await text("sheet-underdog"), /Underdog/);
  assert.match(await text("sheet-team-first"), /Major Lunah/);
  assert.match(await text("sheet-deck-first"), /Deck locked/);
  await screenshot(browser, "draft-13-match-sheet");
  // Each player may read their own deck behind the curtain, to copy it to the control sheet.
  await click("show-deck-first");
  await click("curtain-reveal");
  assert.match(await text("own-deck"), /Tsuchi-Do/);
  await screenshot(browser, "draft-14-own-deck");
  await click("private-hide");
  await (await $id("match-sheet")).waitForExist();
});

test("the result shows the outcome and points computed in Rust and is saved", async () => {
  const vp = await $id("vp-first");
  await vp.clearValue();
  await vp.setValue("7");
  const other = await $id("vp-second");
  await other.clearValue();
  await other.setValue("3");
  await settle();
  // AGL v1.0, "Keeping Score", Example 1: 7 to 3 is a Victory (2) and a Defeat (0).
  assert.match(await text("outcome-first"), /Victory · 2 points/);
  assert.match(await text("outcome-second"), /Defeat · 0 points/);
  assert.equal(await (await $id("first-blood-first")).isExisting(), false, "no First Blood in v1.0");
  await click("result-save");
  await settle();
  assert.match(await text("result-save"), /saved/);
  await (await $id("result-entry")).scrollIntoView();
  await screenshot(browser, "draft-15-result");
  await click("theme");
  await settle();
  await screenshot(browser, "draft-16-result-dark");
  await click("theme");
});

/**
 * Starts a quick match for Cy and Di and, as another window would, makes the first pick behind
 * the screen's back (the page's own IPC): the choice still on screen is then out of turn.
 */
async function pickBehindTheScreen() {
  await click("nav-home");
  await click("home-quick-match");
  await enterPlayers({
    first: { name: "Cy", lineup: ANA },
    second: { name: "Di", lineup: BO },
  });
  await settle();
  await click("start-draft");
  await passCoinMoment(browser);
  await (await $id("choice-grid")).waitForExist({ timeout: 10_000 });
  const [draft] = await browser.executeAsync((done) => {
    window.__TAURI_INTERNALS__.invoke("list_table_drafts").then((d) => done(d), (e) => done([String(e)]));
  });
  const seatToAct = await browser.executeAsync((id, done) => {
    window.__TAURI_INTERNALS__
      .invoke("open_draft", { id, viewer: { kind: "table" }, code: null })
      .then((d) => done({ seat: d.view.waiting_for[0], seq: d.seq, first: d.turn.choice.characters[0].character }), (e) => done(String(e)));
  }, draft.id);
  const applied = await browser.executeAsync((id, s, done) => {
    window.__TAURI_INTERNALS__
      .invoke("apply_draft_move", { id, seq: s.seq, action: { move: "pick", seat: s.seat, character: s.first }, viewer: { kind: "table" }, code: null })
      .then((d) => done(d.seq), (e) => done(String(e)));
  }, draft.id, seatToAct);
  assert.equal(applied, 1);
  const cards = await browser.$$('[data-testid^="choose-"]');
  await cards[1].click();
  await click("confirm");
}

test("a refused move shows the engine's refusal in plain words with its rule", async () => {
  await pickBehindTheScreen();
  const message = await text("draft-error");
  assert.match(message, /Not allowed: It is not the turn of (Cy|Di) at “picks”\./);
  assert.match(message, /Rule: AGL v1\.0, Standard Tournament, "Building Teams/);
  await screenshot(browser, "draft-17-refused");
});

test("a refused move reads back in Spanish, with the rule as the rules text cites it", async () => {
  await (await $id("language")).selectByAttribute("value", "es");
  await settle();
  try {
    await pickBehindTheScreen();
    const message = await text("draft-error");
    assert.match(message, /No permitido: No es el turno de (Cy|Di) en «selección»\./);
    assert.match(message, /Regla: AGL v1\.0, Standard Tournament, "Building Teams at the beginning of each Tournament Round"; AGL S2, "Elección del equipo al inicio de cada Ronda de Torneo"/);
    assert.doesNotMatch(message, /Not allowed|is not the turn/);
    await screenshot(browser, "draft-17b-refused-es");
  } finally {
    await (await $id("language")).selectByAttribute("value", "en");
    await settle();
  }
});

test("a Final Boss draft (Season 2) builds six-character teams and an uneven deck", async () => {
  await click("nav-home");
  await click("home-quick-match");
  await click("version-agl-season-2");
  await settle();
  assert.equal(await (await $id("mod-vassily")).isExisting(), false, "Season 2 has no Vassily Mod");
  await click("mod-final-boss");
  await click("mod-agl-circuit");
  await settle();
  await (await $id("stadium")).selectByAttribute("value", "omadon-arena");
  await (await $id("scenario")).selectByAttribute("value", "assault");
  await enterPlayers({
    first: { name: "Eve", lineup: ["gaia", ...ANA.slice(0, 7)] },
    second: { name: "Fox", lineup: BO },
  });
  await settle();
  await screenshot(browser, "draft-18-final-boss-setup");
  await click("start-draft");
  await (await $id("draft-board")).waitForExist({ timeout: 10_000 });
  await passCoinMoment(browser);
  assert.match(await text("banner"), /pick 1 of 12/);
  await playOpenSteps("draft-19-fb");
  assert.equal((await browser.$$('[data-testid="team-first"] li')).length, 6);
  // Eve: two Tactics from four characters, none from the other two (Final Boss allows it).
  await click("secret-first");
  await click("curtain-reveal");
  await (await $id("deck-builder")).waitForExist();
  assert.match(await text("deck-builder"), /at most 2 from each character/);
  assert.match(await text("deck-builder"), /Tactic 1 \(name unknown\)/, "Gaia's Tactics are numbered, not named");
  await buildDeck(4, "draft-20-fb-deck");
  await click("curtain-reveal");
  await buildDeck(4);
  await click("curtain-reveal");
  await (await $id("match-sheet")).waitForExist({ timeout: 10_000 });
  assert.match(await text("sheet-stadium"), /Omadon/i);
  assert.match(await text("sheet-scenario"), /Assault/);
  assert.match(await text("sheet-underdog"), /Undetermined: the Initiative of Gaia is not known/);
  // AGL S2, "Primera Sangre": tied in Victory Points and Frags, First Blood decides.
  for (const seat of ["first", "second"]) {
    const input = await $id(`vp-${seat}`);
    await input.clearValue();
    await input.setValue("4");
  }
  await click("first-blood-second");
  await settle();
  assert.match(await text("outcome-second"), /Victory · 2 points/);
  assert.match(await text("outcome-first"), /Defeat/);
  await click("result-save");
  await settle();
  await (await $id("sheet-stadium")).scrollIntoView();
  await screenshot(browser, "draft-21-fb-match-sheet");
  await (await $id("result-entry")).scrollIntoView();
  await screenshot(browser, "draft-21b-fb-result");
});

test("the draft area speaks Spanish", async () => {
  await (await $id("language")).selectByAttribute("value", "es");
  await settle();
  assert.match(await text("match-sheet"), /Hoja de la partida/);
  assert.match(await text("match-sheet"), /Primera Sangre/);
  await screenshot(browser, "draft-22-spanish");
  await (await $id("language")).selectByAttribute("value", "en");
});

test("a wrong code does not open the rival's curtain; the seat's own code does", async () => {
  await click("nav-home");
  await click("home-quick-match");
  await click("mod-vassily");
  await enterPlayers({ first: { name: "Gil", lineup: ANA }, second: { name: "Hal", lineup: BO } });
  await settle();
  await click("start-draft");
  await (await $id("draft-board")).waitForExist({ timeout: 10_000 });
  await passCoinMoment(browser);
  // The seat codes take one band above the board, not the screen's top third (issue 29, item 8).
  await (await $id("code-input-first")).waitForDisplayed({ timeout: 10_000 });
  const [band, field] = await browser.execute(() =>
    ['[data-testid="seat-codes"]', '[data-testid="code-input-first"]'].map(
      (q) => document.querySelector(q).getBoundingClientRect().height,
    ),
  );
  await screenshot(browser, "draft-seat-codes");
  assert.ok(band < 2 * field, `the seat codes are one row of fields (${band} px high, a field ${field} px)`);
  // At the start each player protects their seat with a code of their own.
  await (await $id("code-input-first")).setValue("gil-1234");
  await click("code-set-first");
  await (await $id("code-protected-first")).waitForExist({ timeout: 10_000 });
  await (await $id("code-input-second")).setValue("hal-5678");
  await click("code-set-second");
  await (await $id("code-protected-second")).waitForExist({ timeout: 10_000 });
  assert.ok(!(await browser.getPageSource()).includes("gil-1234"), "a chosen code does not stay on the page");
  await screenshot(browser, "draft-23-codes-set");
  await playOpenSteps("draft-24-codes");
  assert.match(await text("banner"), /Vassily swap/);

  // Hal takes the device and tries his own code on Gil's curtain: it stays closed.
  await click("secret-first");
  await (await $id("curtain-code")).setValue("hal-5678");
  await click("curtain-reveal");
  assert.match(await text("curtain-error"), /That is not the code of Gil\./);
  assert.equal(await (await $id("swap-chooser")).isExisting(), false, "Gil's swap chooser did not open");
  assert.equal(await (await $id("private")).isExisting(), false, "Gil's private view did not open");
  assert.equal(await (await $id("curtain-code")).getValue(), "", "the wrong code is not left in the field");
  await screenshot(browser, "draft-25-wrong-code");

  // Gil's own code opens it; he swaps and locks.
  await (await $id("curtain-code")).setValue("gil-1234");
  await click("curtain-reveal");
  await (await $id("swap-chooser")).waitForExist({ timeout: 10_000 });
  await click("swap-remove-wild-bill");
  await click("swap-add-major-lunah");
  await click("swap-lock");
  await (await $id("curtain")).waitForExist();
  assert.match(await text("curtain"), /Pass the device to Hal/);
  await click("curtain-cancel");

  // Hal tries to reopen Gil's locked swap with a guess: refused, nothing of it shown.
  await click("secret-reopen-first");
  await (await $id("curtain-code")).setValue("0000");
  await click("curtain-reveal");
  assert.match(await text("curtain-error"), /not the code of Gil/);
  const source = await browser.getPageSource();
  assert.ok(!source.includes("Wild Bill out"), "Gil's locked swap is not on the page");
  assert.equal(await (await $id("private-undo")).isExisting(), false);
  await click("curtain-cancel");

  // The core refuses it whatever the page does: the seat's view through the page's own IPC.
  const draft = await browser.executeAsync((done) => {
    window.__TAURI_INTERNALS__
      .invoke("list_table_drafts")
      .then((d) => done(d.find((x) => x.title === "Gil vs Hal")), (e) => done(String(e)));
  });
  const refused = await browser.executeAsync((id, done) => {
    window.__TAURI_INTERNALS__
      .invoke("open_draft", { id, viewer: { kind: "seat", seat: "first" }, code: "hal-5678" })
      .then(() => done("opened"), (e) => done(e.code));
  }, draft.id);
  assert.equal(refused, "refused.seatCodeWrong");

  // Gil forgot his code: the organizer's code (chosen at the desk) removes it at the curtain.
  const chosen = await browser.executeAsync((done) => {
    window.__TAURI_INTERNALS__
      .invoke("set_organizer_code", { code: "desk-2468", current: null })
      .then(() => done("ok"), (e) => done(e.code));
  });
  assert.equal(chosen, "ok");
  await click("secret-reopen-first");
  await click("curtain-forgot");
  await (await $id("curtain-organizer-code")).setValue("1357");
  await click("curtain-reset-code");
  assert.match(await text("curtain-error"), /not the organizer's code/);
  assert.equal(await (await $id("private")).isExisting(), false, "a wrong organizer's code opens nothing");
  await (await $id("curtain-organizer-code")).setValue("desk-2468");
  await click("curtain-reset-code");
  // The seat is open again: no code is asked, and Gil sees his own locked swap.
  await browser.waitUntil(async () => !(await (await $id("curtain-code")).isExisting()), { timeout: 10_000 });
  await screenshot(browser, "draft-26-code-removed");
  await click("curtain-reveal");
  await (await $id("private")).waitForExist({ timeout: 10_000 });
  assert.match(await text("private"), /Wild Bill/);
});

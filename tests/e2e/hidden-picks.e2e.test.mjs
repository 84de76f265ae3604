// Hidden picks in the real app window (docs/rulings.md, "Hidden picks"): a format with two bans,
// both players' hidden picks at once and a reveal is built in the catalog and played at one
// screen. Each hidden pick is made behind the curtain; until the reveal the board, the other
// player's private screen and the log hold nothing of it, and the reveal shows both at once.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { buildFormat, clickTestId, englishAndLight, openApp, passCoinMoment, screenshot, settleDom, startQuickMatchInFormat } from "./driver.mjs";

const ANA = ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"];
const BO = ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"];
const NAME = "Two bans and a blind pick";
// Player B bans, then Player A; both pick one character in secret; the reveal; then the rest of
// each team in the open.
const TURNS = [
  ["player-b", "ban", "rival"],
  ["player-a", "ban", "rival"],
  ["both", "hidden-pick", "own"],
  ["nobody", "reveal", "own"],
  ...[0, 1, 2].flatMap(() => [
    ["player-a", "pick", "own"],
    ["player-b", "pick", "own"],
  ]),
];

let app;
let browser;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-hidden-")) });
  browser = app.browser;
  await englishAndLight(browser);
});
after(async () => {
  await app?.close();
});

const $id = (id) => browser.$(`[data-testid="${id}"]`);
const click = (id, timeout) => clickTestId(browser, id, timeout);
async function text(id) {
  const element = await $id(id);
  await element.waitForExist({ timeout: 10_000 });
  return element.getText();
}
const settle = () => settleDom(browser);

/** Chooses the first open card of a grid whose buttons' test ids start with `prefix`. */
async function firstOpen(prefix) {
  for (const card of await browser.$$(`button.card[data-testid^="${prefix}"]`)) {
    if (await card.isEnabled()) return card;
  }
  return null;
}

test("a format with two bans, a hidden pick by both and a reveal is built and checked in the catalog", async () => {
  await buildFormat(browser, NAME, TURNS, async (i) => {
    if (i === 2) {
      // A hidden pick with no reveal yet: the core says so, naming the turn from 1.
      await settle();
      assert.match(await text("format-problems"), /Turn 3: this hidden pick is never revealed/);
    }
  });
  await settle();
  assert.match(await text("format-ok"), /can be used with these Mods/);
  await screenshot(browser, "hidden-picks-01-editor");
  await click("save-format");
  await settle();
  assert.match(await text("formats-notice"), /kept/);
  await click("nav-home");
});

test("both hidden picks are made behind the curtain and shown to the table only at the reveal", async () => {
  await startQuickMatchInFormat(browser, NAME, [
    ["first", "Ana", ANA],
    ["second", "Bo", BO],
  ]);
  const coin = await passCoinMoment(browser);
  const playerA = /chose Ana/.test(coin) ? "Ana" : "Bo";

  // The two bans, in the open.
  for (let ban = 0; ban < 2; ban++) {
    await settle();
    const card = await firstOpen("choose-");
    assert.ok(card, "a ban is open");
    await card.click();
    await click("confirm");
  }
  await settle();
  assert.match(await text("banner"), /hidden pick/);

  // Ana picks in secret.
  await click("secret-first");
  await click("curtain-reveal");
  await (await $id("hidden-pick-chooser")).waitForExist();
  const anaCard = await firstOpen("hidden-pick-");
  const anaPick = (await anaCard.getAttribute("data-testid")).replace("hidden-pick-", "");
  const anaName = (await anaCard.$(".card-name").getText()).trim();
  await anaCard.click();
  await click("hidden-pick-lock");
  // The device goes to Bo, whose private screen holds nothing of Ana's pick.
  await (await $id("curtain")).waitForExist();
  assert.match(await text("curtain"), /Pass the device to Bo/);
  await click("curtain-reveal");
  await (await $id("hidden-pick-chooser")).waitForExist();
  assert.ok(!(await browser.getPageSource()).includes(anaName), `Bo's screen names nothing of Ana's pick (${anaName})`);
  await click("hidden-pick-cancel");

  // The board meanwhile: Ana's pick is locked, not shown on her team nor marked on her lineup.
  await settle();
  assert.match(await text("hidden-pending-first"), /Ana has a hidden pick locked/);
  assert.equal((await browser.$$('[data-testid="team-first"] li')).length, 0);
  const anaCardOnBoard = await browser.$(`[data-testid="lineup-first"] [data-character="${anaPick}"]`);
  assert.equal(await anaCardOnBoard.getAttribute("data-mark"), "");
  assert.ok(!(await text("draft-log")).includes(anaName), "the log holds a lock, not the character");
  assert.match(await text("draft-log"), /Ana locked a hidden pick/);
  await screenshot(browser, "hidden-picks-02-one-locked");

  // Bo picks in secret: both are revealed at once.
  await click("secret-second");
  await click("curtain-reveal");
  await (await $id("hidden-pick-chooser")).waitForExist();
  const boCard = await firstOpen("hidden-pick-");
  const boName = (await boCard.$(".card-name").getText()).trim();
  await boCard.click();
  await click("hidden-pick-lock");
  await click("curtain-reveal");
  await settle();
  const log = await text("draft-log");
  assert.ok(log.includes(`The reveal shows: Ana picked ${anaName}; Bo picked ${boName}.`), log);
  assert.ok((await text("team-first")).includes(anaName));
  assert.ok((await text("team-second")).includes(boName));
  assert.match(await text("banner"), new RegExp(`${playerA}.*pick`, "s"));
  await screenshot(browser, "hidden-picks-03-revealed");

  // The rest of the picks, in the open, to the decks.
  for (let guard = 0; guard < 10; guard++) {
    await settle();
    if (!(await (await $id("choice-grid")).isExisting())) break;
    const card = await firstOpen("choose-");
    assert.ok(card, "a pick is open");
    await card.click();
    await click("confirm");
  }
  assert.match(await text("banner"), /Tactics decks/);
  assert.equal((await browser.$$('[data-testid="team-first"] li')).length, 4);
  assert.equal((await browser.$$('[data-testid="team-second"] li')).length, 4);
});

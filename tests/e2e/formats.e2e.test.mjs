// Draft formats in the real app window (docs/rulings.md, "Draft formats"): a format with two bans
// and a hidden swap is built turn by turn in the catalog, its problems shown live as the core finds
// them, kept, chosen for a quick match and played at one screen: the bans in the format's order,
// the picks, and the hidden swap behind the curtain, the rival never seeing it before the reveal.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { buildFormat, clickTestId, englishAndLight, openApp, passCoinMoment, screenshot, settleDom, startQuickMatchInFormat } from "./driver.mjs";

const ANA = ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"];
const BO = ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"];
const NAME = "Two bans, B first, swap";
// Player B bans first, then Player A; picks alternate; a hidden swap by both ends it.
const TURNS = [
  ["player-b", "ban", "rival"],
  ["player-a", "ban", "rival"],
  ...[0, 1, 2, 3].flatMap(() => [
    ["player-a", "pick", "own"],
    ["player-b", "pick", "own"],
  ]),
  ["both", "swap", "own"],
];

let app;
let browser;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-formats-")) });
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

test("a format with two bans and a hidden swap is built in the catalog, checked live and kept", async () => {
  await buildFormat(browser, NAME, TURNS, async (i) => {
    if (i === 1) {
      // Bans only: the core says both teams are short of picks.
      await settle();
      assert.match(await text("format-problems"), /The team of Player A gets 0 picks/);
    }
  });
  await settle();
  assert.match(await text("format-ok"), /can be used with these Mods/);
  assert.match(await text("format-preview"), /A B A B A B A B/);
  await screenshot(browser, "formats-01-editor");
  await click("save-format");
  await settle();
  assert.match(await text("formats-notice"), /kept/);
  assert.match(await text(`format-${NAME}`), /11 turns/);
  await click("nav-home");
});

test("the format is chosen for a quick match and played at one screen, its swap hidden until both lock", async () => {
  await startQuickMatchInFormat(browser, NAME, [
    ["first", "Ana", ANA],
    ["second", "Bo", BO],
  ]);
  const coin = await passCoinMoment(browser);
  const playerA = /chose Ana/.test(coin) ? "Ana" : "Bo";
  const playerB = playerA === "Ana" ? "Bo" : "Ana";
  // No Koorie Queen, yet the format's bans come first, Player B's before Player A's.
  assert.match(await text("banner"), new RegExp(`${playerB}.*ban one character`, "s"));

  for (let guard = 0; guard < 20; guard++) {
    await settle();
    const grid = await $id("choice-grid");
    if (!(await grid.isExisting())) break;
    const cards = await browser.$$('[data-testid^="choose-"]');
    let chosen = null;
    for (const card of cards) {
      if (await card.isEnabled()) {
        chosen = card;
        break;
      }
    }
    assert.ok(chosen, "a choice is open");
    await chosen.click();
    await click("confirm");
  }
  assert.equal((await browser.$$("[data-mark='banned']")).length, 2, "both bans show on the cards");
  // Without the Vassily Mod the format's swap is the hidden swap, never Vassily's (the core says so).
  assert.match(await text("banner"), /hidden swap: each player decides in private/);
  assert.doesNotMatch(await text("banner"), /Vassily/);
  await screenshot(browser, "formats-02-swap-step");

  // Player A swaps behind the curtain; Player B, at the same screen, sees nothing of it.
  const seatOf = (name) => (name === "Ana" ? "first" : "second");
  await click(`secret-${seatOf(playerA)}`);
  await click("curtain-reveal");
  await (await $id("swap-chooser")).waitForExist();
  const removable = await browser.$$('[data-testid^="swap-remove-"]');
  const removedName = (await removable[0].$(".card-name").getText()).trim();
  await removable[0].click();
  const addable = [];
  for (const b of await browser.$$('[data-testid^="swap-add-"]')) if (await b.isEnabled()) addable.push(b);
  const addedName = (await addable[0].$(".card-name").getText()).trim();
  await addable[0].click();
  await click("swap-lock");
  await (await $id("curtain")).waitForExist();
  assert.match(await text("curtain"), new RegExp(`Pass the device to ${playerB}`));
  assert.match(await text("curtain"), /Your hidden swap/);
  await click("curtain-reveal");
  await (await $id("swap-chooser")).waitForExist();
  const source = await browser.getPageSource();
  assert.ok(
    !source.includes(removedName) && !source.includes(addedName),
    `${playerB}'s screen holds nothing of ${playerA}'s swap (${removedName} out, ${addedName} in)`,
  );
  await click("swap-keep");
  await click("curtain-reveal");
  const revealed = await text("swaps-revealed");
  assert.match(revealed, /Hidden swaps revealed/);
  assert.match(revealed, /kept the team/);
  assert.ok(revealed.includes(`${removedName} out, ${addedName} in`), revealed);
  assert.match(await text("banner"), /Tactics decks/);
  await screenshot(browser, "formats-03-swaps-revealed");
});

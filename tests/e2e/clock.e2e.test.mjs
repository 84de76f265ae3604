// The pace clock in the real app window (docs/rulings.md, "The pace clock"): a quick match with a
// two-second turn and no reserve; the first turn runs out, the app makes the move and the table
// shows it; the organizer pauses and resumes. Every wait is for the page's state, never a time.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { openApp, passCoinMoment, screenshot, settleDom } from "./driver.mjs";

const ANA = ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"];
const BO = ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"];

let app;
let browser;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-clock-")) });
  browser = app.browser;
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
async function expiredCount() {
  const clock = await browser.$("#pace-clock");
  if (!(await clock.isExisting())) return 0;
  return Number(await clock.getAttribute("data-expired"));
}

test("a timed quick match's turn runs out, the app moves for the seat and the table shows it", async () => {
  await click("home-quick-match", 20_000);
  await (await $id("quick-match")).waitForExist({ timeout: 10_000 });
  for (const [seat, name, lineup] of [
    ["first", "Ana", ANA],
    ["second", "Bo", BO],
  ]) {
    await (await $id(`name-${seat}`)).setValue(name);
    await click(`target-${seat}`);
    for (const id of lineup) await click(`result-${id}`);
  }
  // Off by default: the clock is chosen, with a two-second turn and no reserve.
  assert.equal(await (await $id("clock-on")).isSelected(), false);
  await click("clock-on");
  await (await $id("clock-grace")).setValue("2");
  await (await $id("clock-reserve")).setValue("0");
  await settleDom(browser);
  await screenshot(browser, "clock-01-quick-match");
  await click("start-draft");
  await (await $id("draft-board")).waitForExist({ timeout: 10_000 });
  await passCoinMoment(browser);
  await (await browser.$("#pace-clock")).waitForExist({ timeout: 10_000 });

  // Nobody picks: the core expires the turn and makes a legal pick; the screen is told.
  await browser.waitUntil(async () => (await expiredCount()) >= 1, {
    timeout: 20_000,
    timeoutMsg: "no turn expired",
  });
  const expired = await browser.$("#clock-expired");
  assert.match(await expired.getText(), /(Ana|Bo)'s time ran out at the pick: the rule made the move\./);
  assert.equal(await expired.getAttribute("data-expired-step"), "pick");
  await browser.waitUntil(async () => (await browser.$$('[data-mark="alreadyOnTeam"]')).length >= 1, {
    timeout: 10_000,
    timeoutMsg: "the pick made at expiry is not on the board",
  });
  await screenshot(browser, "clock-02-expired");

  // The organizer pauses (no code chosen on this computer) and resumes; expiries go on after.
  await click("clock-pause");
  await browser.waitUntil(async () => (await (await browser.$("#pace-clock")).getAttribute("data-paused")) === "true", {
    timeout: 10_000,
    timeoutMsg: "the clock did not pause",
  });
  await screenshot(browser, "clock-03-paused");
  const before = await expiredCount();
  await click("clock-resume");
  await browser.waitUntil(async () => (await (await browser.$("#pace-clock")).getAttribute("data-paused")) === "false", {
    timeout: 10_000,
    timeoutMsg: "the clock did not resume",
  });
  await browser.waitUntil(async () => (await expiredCount()) > before, {
    timeout: 20_000,
    timeoutMsg: "no turn expired after the resume",
  });
});

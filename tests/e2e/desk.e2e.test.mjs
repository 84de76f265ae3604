// The desk at a real venue (issue 17, "Broken"), in the real window at 1280x800: the chosen
// characters of a registration are readable in both themes, Add a player starts in Name and
// asks before Escape throws input away, a blank result is refused at its table, a refused result
// is shown at its table in Spanish with the players' names, a complete table draft shows no deck
// at the desk until the organizer's code is given, and the full-screen timer fits the window and
// closes with one Escape. Screenshots go to artifacts/e2e/desk-*.png.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { openApp, screenshot as save, settleDom } from "./driver.mjs";

let app;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-desk-")) });
  const language = await app.browser.$('[data-testid="language"]');
  await language.waitForDisplayed({ timeout: 15_000 });
  await language.selectByAttribute("value", "en");
  await theme("light");
});
after(async () => {
  await app?.close();
});

const byTest = (id) => app.browser.$(`[data-testid="${id}"]`);
async function screenshot(name) {
  await settleDom(app.browser);
  await save(app.browser, name);
}
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
async function theme(wanted) {
  const now = await app.browser.execute(() => document.documentElement.dataset.theme);
  if (now !== wanted) await click("theme");
  await app.browser.waitUntil(
    async () => (await app.browser.execute(() => document.documentElement.dataset.theme)) === wanted,
    { timeout: 5_000 },
  );
}
async function language(code) {
  await (await byTest("language")).selectByAttribute("value", code);
  await settleDom(app.browser);
}

const LINEUP_A = ["Gata", "8-Ball", "Parvati", "Maximus", "Wild Bill", "Hexx3r", "Major Lunah", "Miyamoto Mushashi"];
const LINEUP_B = "Valkyrie|Hannibal|Laxmee|Señor Massacre|Padre Mendoza|Murtair|Kozmo|Taowu";

/**
 * Each chosen character's chip: its text colour, and the colour it is drawn on (its own
 * background, else the first ancestor's that is not transparent).
 */
async function chipColours() {
  return app.browser.execute(() => {
    const opaque = (c) => c !== "transparent" && !/rgba\(.*,\s*0\)$/.test(c);
    return [...document.querySelectorAll('[data-testid="player-lineup"] li')].map((chip) => {
      let under = chip;
      while (under && !opaque(getComputedStyle(under).backgroundColor)) under = under.parentElement;
      return {
        text: chip.textContent.trim(),
        color: getComputedStyle(chip).color,
        background: under ? getComputedStyle(under).backgroundColor : "none",
      };
    });
  });
}

test("Add a player starts in Name, its chosen characters are readable in both themes, and Escape asks first", async () => {
  await click("home-event");
  await type("setup-name", "Copa Venue");
  await type("setup-rounds", "3");
  await click("setup-create");
  await (await byTest("desk-title")).waitForDisplayed({ timeout: 10_000 });
  await click("player-add");
  await (await byTest("player-form")).waitForDisplayed({ timeout: 10_000 });
  const focused = await app.browser.execute(() => document.activeElement?.getAttribute("data-testid"));
  assert.equal(focused, "player-name", "the cursor is in Name");
  await type("player-name", "Łukasz Żółkiewski");
  await type("player-pin", "L1");
  await (await byTest("player-sponsor")).selectByAttribute("value", "oxyd");
  for (const name of LINEUP_A) {
    await type("player-search", name);
    await app.browser.keys("Enter");
  }
  await settleDom(app.browser);
  for (const mode of ["light", "dark"]) {
    await theme(mode);
    const chips = await chipColours();
    assert.equal(chips.length, 8);
    for (const chip of chips) {
      assert.ok(chip.text.length > 0, "a chip names its character");
      assert.notEqual(chip.color, chip.background, `${chip.text} is drawn in another colour than its ground (${mode})`);
    }
    // The chosen characters in the search results are not faded like the ones that cannot be added.
    const chosen = await app.browser.execute(() =>
      [...document.querySelectorAll('[data-testid^="player-result-"][aria-pressed="true"]')].map((card) => getComputedStyle(card).opacity),
    );
    assert.ok(chosen.length > 0 && chosen.every((o) => o === "1"), `chosen results at full strength: ${chosen}`);
    // Native controls (the Sponsor list) are painted in the theme's scheme, not the system's
    // light one, which put light text on a light list in the dark theme.
    const scheme = await app.browser.execute(() => getComputedStyle(document.documentElement).colorScheme);
    assert.equal(scheme, mode);
    await app.browser.execute(() => document.querySelector('[data-testid="player-lineup"]').scrollIntoView({ block: "start" }));
    await screenshot(`desk-chips-${mode}`);
  }
  await theme("light");
  // Escape with input asks; a second Escape keeps the work; the desk never left.
  await app.browser.keys("Escape");
  await (await byTest("player-discard-ask")).waitForDisplayed({ timeout: 5_000 });
  await screenshot("desk-escape-asks");
  await app.browser.keys("Escape");
  await (await byTest("player-discard-ask")).waitForDisplayed({ reverse: true, timeout: 5_000 });
  assert.equal(await (await byTest("player-name")).getValue(), "Łukasz Żółkiewski");
  // Leaving the desk by Home with input unsaved asks too; staying keeps the form.
  await click("nav-home");
  await (await byTest("leave-confirm")).waitForDisplayed({ timeout: 5_000 });
  await screenshot("desk-leave-asks");
  await click("leave-stay");
  assert.equal(await (await byTest("player-name")).getValue(), "Łukasz Żółkiewski");
  await click("player-save");
  await (await app.browser.$('tr[data-player="Łukasz Żółkiewski"]')).waitForDisplayed({ timeout: 10_000 });

  await click("roster-toggle");
  const csv = [
    "name;Corvus PIN;sponsor;lineup",
    `Ana García;A1;Oxyd;${LINEUP_B}`,
    `Дмитрий;D2;Vissiorama;${LINEUP_A.join("|")}`,
    `Mateo;M3;Oxyd;${LINEUP_B}`,
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
  await app.browser.waitUntil(async () => /3 players imported/.test(await textOf("roster-result")), { timeout: 10_000 });

  // The drop confirmation keeps the row's cells in line (not confirmed: four players stay).
  await click("player-drop-2");
  await settleDom(app.browser);
  const tops = await app.browser.execute(() =>
    [...document.querySelectorAll('[data-testid="players-table"] tbody tr')[1].children].map((td) =>
      Math.round(td.getBoundingClientRect().top),
    ),
  );
  assert.equal(new Set(tops).size, 1, `every cell of the row starts at the same height: ${tops}`);
  await app.browser.execute(() => document.querySelector('[data-testid="player-drop-2"]').scrollIntoView({ block: "center" }));
  await screenshot("desk-drop-confirm");
});

test("a blank result is refused at its table, and nothing is recorded", async () => {
  await click("tab-rounds");
  await click("pair-next");
  await click("publish-round");
  await app.browser.waitUntil(async () => /2 results missing/.test(await textOf("desk-stage")), { timeout: 10_000 });
  await click("save-result-1-1");
  const blank = await textOf("result-blank-1-1");
  assert.match(blank, /Not saved/);
  assert.equal(await (await byTest("score-1-1-first")).isExisting(), false, "no score was recorded");
  assert.match(await textOf("desk-stage"), /2 results missing/);
  await screenshot("desk-blank-refused");
});

test("a refused result is shown at its table in Spanish, naming the player", async () => {
  await language("es");
  const first = await (await app.browser.$('[data-testid="table-1-1"] .player-name')).getText();
  await type("vp-1-1-first", "150");
  await type("frags-1-1-first", "0");
  await type("vp-1-1-second", "0");
  await type("frags-1-1-second", "0");
  // Enter in the last box saves, as an organizer types a result.
  await app.browser.keys("Enter");
  const card = await byTest("table-1-1");
  const error = await card.$('[data-testid="result-error-1-1"]');
  await error.waitForDisplayed({ timeout: 10_000 });
  const words = await error.getText();
  assert.ok(words.includes(`${first} tiene 150 Puntos de Victoria`), words);
  assert.match(words, /como máximo 99/);
  assert.doesNotMatch(words, /seat|asiento/i);
  assert.equal(await (await byTest("desk-error")).isExisting(), false, "no banner above the desk");
  await screenshot("desk-refusal-at-table-es");
  await theme("dark");
  await app.browser.execute(() => document.querySelector('[data-testid="result-error-1-1"]').scrollIntoView({ block: "center" }));
  await screenshot("desk-refusal-at-table-es-dark");
  await theme("light");
  await language("en");
});

/** Plays a whole table draft on the board and behind the curtain; the Tactic names locked. */
async function playDraft() {
  const locked = [];
  for (let guard = 0; guard < 60; guard++) {
    await settleDom(app.browser);
    if (await (await byTest("match-sheet")).isExisting()) return locked;
    if (await (await byTest("coin-continue")).isExisting()) {
      await click("coin-continue");
      continue;
    }
    const role = await app.browser.$('[data-testid^="role-"]');
    if (await role.isExisting()) {
      await role.click();
      await click("confirm");
      continue;
    }
    if (await (await byTest("choice-grid")).isExisting()) {
      const banner = await textOf("banner");
      const cards = [];
      for (const card of await app.browser.$$('[data-testid^="choose-"]')) if (await card.isEnabled()) cards.push(card);
      await (/ban/i.test(banner) ? cards[cards.length - 1] : cards[0]).click();
      await click("confirm");
      continue;
    }
    if (await (await byTest("curtain-reveal")).isExisting()) {
      await click("curtain-reveal");
      continue;
    }
    if (await (await byTest("deck-builder")).isExisting()) {
      const ids = await app.browser.$$(".deck-character").map((c) => c.getAttribute("data-character"));
      for (const id of ids) {
        for (const slot of [0, 1]) {
          await click(`tactic-${id}-${slot}`);
          const label = await textOf(`tactic-${id}-${slot}`);
          const name = label.split(/#\d+ /)[1];
          if (name) locked.push(name);
        }
      }
      await click("deck-lock");
      continue;
    }
    const secret = await app.browser.$('[data-testid^="secret-"]:not([data-testid^="secret-done"]):not([data-testid^="secret-reopen"])');
    if (await secret.isExisting()) {
      await secret.click();
      continue;
    }
    assert.fail("the draft is stuck");
  }
  assert.fail("the draft did not end");
}

test("a complete table draft shows no deck at the desk until the organizer's code is given", async () => {
  await click("open-draft-1-1");
  await (await byTest("draft-board")).waitForDisplayed({ timeout: 10_000 });
  // The draft says which game it is, and leads back to the desk.
  await app.browser.waitUntil(async () => /Copa Venue/.test(await textOf("draft-event-place")), { timeout: 10_000 });
  assert.match(await textOf("draft-event-place"), /Round 1 · Table 1/);
  await screenshot("desk-table-draft-place");
  const locked = await playDraft();
  assert.ok(locked.length >= 8, `Tactic names were read (${locked.length})`);
  await click("back-to-desk");
  await (await byTest("event-desk")).waitForDisplayed({ timeout: 10_000 });
  await click("tab-rounds");
  await app.browser.waitUntil(async () => /complete/i.test(await textOf("draft-1-1")), { timeout: 10_000 });
  const page = await app.browser.getPageSource();
  for (const name of locked) assert.ok(!page.includes(name), `${name} is not on the desk`);
  await app.browser.execute(() => document.querySelector('[data-testid="draft-1-1"]').scrollIntoView({ block: "center" }));
  await screenshot("desk-draft-complete-no-decks");
  await click("check-decks-1-1");
  await type("organizer-code-1-1", "desk-2026");
  await click("show-decks-1-1");
  const decks = await textOf("deck-checks-1-1");
  await screenshot("desk-decks-behind-code");
  assert.ok(locked.some((name) => decks.includes(name)), "the decks show behind the code");
  await click("hide-decks-1-1");
});

test("the full-screen timer fits the window at 90 minutes and one Escape leaves it", async () => {
  await click("tab-timer");
  await type("timer-minutes", "90");
  await click("timer-toggle");
  await click("timer-full");
  const huge = await byTest("timer-huge");
  await huge.waitForDisplayed({ timeout: 5_000 });
  await app.browser.waitUntil(async () => /^1:29:5\d$/.test(await huge.getText()), { timeout: 10_000 });
  for (const mode of ["light", "dark"]) {
    if (mode === "dark") {
      // The theme button is under the overlay: switch by the same stored setting.
      await app.browser.execute(() => {
        document.documentElement.dataset.theme = "dark";
      });
    }
    const fit = await app.browser.execute(() => {
      const box = document.querySelector('[data-testid="timer-huge"]').getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(document.querySelector('[data-testid="timer-huge"]'));
      const text = range.getBoundingClientRect();
      return { box: box.toJSON(), text: text.toJSON(), width: window.innerWidth, height: window.innerHeight };
    });
    assert.ok(fit.width <= 1280 && fit.height <= 800, `the window is 1280x800 at most (${fit.width}x${fit.height})`);
    assert.ok(fit.text.left >= 0 && fit.text.right <= fit.width, `the digits fit across: ${JSON.stringify(fit)}`);
    assert.ok(fit.text.top >= 0 && fit.text.bottom <= fit.height, `the digits fit down: ${JSON.stringify(fit)}`);
    assert.ok(fit.text.width > fit.width * 0.5, "the digits are still large");
    await screenshot(`desk-timer-full-${mode}`);
  }
  await app.browser.execute(() => {
    document.documentElement.dataset.theme = "light";
  });
  await app.browser.keys("Escape");
  await (await byTest("timer-overlay")).waitForExist({ reverse: true, timeout: 5_000 });
  assert.ok(await (await byTest("event-desk")).isExisting(), "one Escape leaves full screen and stays at the desk");
  await click("timer-toggle");
});

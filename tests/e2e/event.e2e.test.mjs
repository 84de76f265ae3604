// The organizer's desk, end to end in the real window: a Standard Tournament of 6 registered
// players over 3 rounds. One player (Fe) drops after round 1, so rounds 2 and 3 have five
// players and an odd-player bye (AGL v1.0, "Odd Number of Players (Byes)"). Players come in by
// hand and from a CSV roster (with a bad line reported), a result is corrected, the final
// standings are checked, and the control sheets and standings are printed to PDF, turned into
// PNG with pdftoppm and read back with pdftotext.
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { artifacts, openApp, screenshot as save, texts } from "./driver.mjs";

let app;
const paperFolder = join(artifacts, "event-paper");

before(async () => {
  rmSync(paperFolder, { recursive: true, force: true });
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-event-")) });
  // The window keeps the language chosen in an earlier run: start in English.
  const language = await app.browser.$('[data-testid="language"]');
  await language.waitForDisplayed({ timeout: 15_000 });
  await language.selectByAttribute("value", "en");
});
after(async () => {
  await app?.close();
});

const $ = (selector) => app.browser.$(selector);
/** A screenshot once the window has painted the last change. */
async function screenshot(browser, name) {
  await browser.pause(400);
  await save(browser, name);
}
const byTest = (id) => $(`[data-testid="${id}"]`);
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
/** Waits until a control is enabled or disabled: the core answers asynchronously. */
async function enabledBecomes(id, enabled) {
  const element = await byTest(id);
  await app.browser.waitUntil(async () => (await element.isEnabled()) === enabled, {
    timeout: 10_000,
    timeoutMsg: `${id} never became ${enabled ? "enabled" : "disabled"}`,
  });
}
/** Waits until the desk's stage line says `words`. */
async function stage(words) {
  await app.browser.waitUntil(async () => (await textOf("desk-stage")).includes(words), {
    timeout: 10_000,
    timeoutMsg: `the stage never said "${words}"`,
  });
}

const LINEUP_A = "Gata|8-Ball|Parvati|Maximus|Wild Bill|Hexx3r|Major Lunah|Miyamoto Mushashi";
const LINEUP_B = "Valkyrie|Hannibal|Laxmee|Señor Massacre|Padre Mendoza|Murtair|Kozmo|Taowu";
const NAMES = ["Élodie", "Ana", "Bo", "Cy", "Di", "Fe"];

/** Enters a result at table `table` of round `round`. */
async function result(round, table, [vpA, fragsA], [vpB, fragsB]) {
  const id = `${round}-${table}`;
  await type(`vp-${id}-first`, String(vpA));
  await type(`frags-${id}-first`, String(fragsA));
  await type(`vp-${id}-second`, String(vpB));
  await type(`frags-${id}-second`, String(fragsB));
  await click(`save-result-${id}`);
  await (await byTest(`score-${id}-first`)).waitForDisplayed({ timeout: 10_000 });
}

/** The tables of the round on screen. */
async function tableCount(round) {
  return (await app.browser.$$(`[data-testid^="table-${round}-"]`)).length;
}

test("an organizer sets up a Standard Tournament with the options the core allows", async () => {
  await click("home-event");
  await type("setup-name", "Copa Señor");
  // Carano closes every other Mod, as the core says.
  await click("setup-mod-carano");
  await enabledBecomes("setup-mod-zlavin", false);
  await click("setup-mod-carano");
  await enabledBecomes("setup-mod-zlavin", true);
  // A Standard format is never an Open event; K shown with each type.
  await enabledBecomes("setup-type-open", false);
  assert.match(await textOf("setup-type-standard"), /K 32/);
  assert.match(await textOf("setup-suggestion"), /3 rounds for 4–8 players/);
  await type("setup-rounds", "3");
  await screenshot(app.browser, "event-setup");
  await click("setup-create");
  assert.equal(await textOf("desk-title"), "Copa Señor");
  assert.match(await textOf("desk-summary"), /Standard Tournament/);
});

test("players are added by hand and from a CSV roster whose bad line is reported", async () => {
  await click("player-add");
  await type("player-name", "Élodie");
  await type("player-pin", "E5");
  await (await byTest("player-sponsor")).selectByAttribute("value", "oxyd");
  for (const name of LINEUP_A.split("|")) {
    await type("player-search", name);
    await app.browser.keys("Enter");
  }
  await click("player-save");
  await (await $('tr[data-player="Élodie"]')).waitForDisplayed({ timeout: 10_000 });

  await click("roster-toggle");
  const csv = [
    "name;Corvus PIN;sponsor;lineup",
    `Ana;A1;Oxyd;${LINEUP_B}`,
    `Bo;B2;Vissiorama;${LINEUP_A}`,
    `Nobody;N0;Oxyd;Gatta|8-Ball`,
    `Cy;C3;Oxyd;${LINEUP_B}`,
    `Di;D4;Vissiorama;${LINEUP_A}`,
    `Fe;F6;Oxyd;${LINEUP_B}`,
  ].join("\n");
  // Pasted, as from a spreadsheet (typing would turn each line break into Enter).
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
  const held = await textOf("roster-result");
  assert.match(held, /Nothing was imported/);
  assert.match(held, /Line 4 \([^)]+\): “Gatta” in column 4 \(“lineup”\) is not a character of the catalog/);
  await click("roster-import-good");
  await app.browser.waitUntil(async () => /5 players imported/.test(await textOf("roster-result")), {
    timeout: 10_000,
  });
  const rows = await app.browser.$$('[data-testid="players-table"] tbody tr').map((r) => r.getAttribute("data-player"));
  assert.deepEqual(rows, NAMES);
  await screenshot(app.browser, "event-players");
});

test("round 1 is paired with table numbers and reasons, and results are entered", async () => {
  await click("tab-rounds");
  await click("pair-next");
  await click("publish-round");
  await stage("Round 1 is being played: 3 results missing");
  assert.equal(await tableCount(1), 3);
  assert.match(await textOf("reason-1-1"), /drawn at random/);
  await result(1, 1, [7, 2], [3, 1]);
  await result(1, 2, [5, 1], [5, 0]);
  await result(1, 3, [2, 0], [8, 3]);
  await stage("round 2 can be paired");
  await screenshot(app.browser, "event-round-1");
});

test("a table's draft opens on this device from its prefilled setup", async () => {
  const seated = (await textOf("table-1-1")).split("\n");
  await click("open-draft-1-1");
  // The table-draft screens own the route { name: "draft", id }: the draft of table 1, set up
  // from the event (both registrations, the round's scenario).
  const board = await byTest("draft-board");
  await board.waitForDisplayed({ timeout: 10_000 });
  const boardText = await board.getText();
  for (const name of NAMES.filter((n) => seated.includes(n))) {
    assert.ok(boardText.includes(name), `${name} sits at the drafted table`);
  }
  await screenshot(app.browser, "event-table-draft");
  await click("nav-home");
  await click("home-event");
  const open = await $('[data-testid^="event-open-"]');
  await open.waitForClickable({ timeout: 10_000 });
  await open.click();
  await click("tab-rounds");
  await click("round-tab-1");
  assert.match(await textOf("draft-1-1"), /Draft: picks/);
  assert.match(await textOf("open-draft-1-1"), /Continue this table's draft/);
});

test("a player drops after round 1, so rounds 2 and 3 give a bye", async () => {
  await click("tab-players");
  await click("player-drop-6");
  await click("player-drop-6");
  await (await $('tr[data-player="Fe"]')).waitForDisplayed();
  assert.match(await (await $('tr[data-player="Fe"]')).getText(), /dropped after round 1/);

  await click("tab-rounds");
  await click("pair-next");
  await click("publish-round");
  await stage("Round 2 is being played");
  assert.equal(await tableCount(2), 2);
  const bye = await textOf("bye");
  assert.match(bye, /Bye/);
  assert.match(bye, /lowest ranked/);
  assert.match(await textOf("reason-2-1"), /ranked/);
  await result(2, 1, [6, 2], [1, 0]);
  await result(2, 2, [4, 1], [4, 1]);
  await screenshot(app.browser, "event-round-2");
});

test("a result of round 1 is corrected and the standings follow", async () => {
  await click("round-tab-1");
  await click("correct-1-1");
  await type("vp-1-1-first", "8");
  await click("save-result-1-1");
  await app.browser.waitUntil(async () => /^8 VP/.test(await textOf("score-1-1-first")), { timeout: 10_000 });
  assert.match(await textOf("score-1-1-first"), /Total Victory/);
});

test("round 3 completes the event and the final standings give every tiebreak and reason", async () => {
  await click("pair-next");
  await click("publish-round");
  await stage("Round 3 is being played");
  assert.equal(await tableCount(3), 2);
  await result(3, 1, [3, 0], [6, 2]);
  await result(3, 2, [7, 2], [2, 0]);
  await stage("The event is finished");
  await click("tab-standings");
  assert.equal(await textOf("standings-title"), "Final standings");
  const headers = await texts(app.browser, '[data-testid="standings-table"] th');
  assert.deepEqual(headers.slice(3, 7), ["Tournament Points", "Victory Points", "Frags", "Opponents' VP"]);
  const rows = await app.browser.$$('[data-testid="standings-table"] tbody tr');
  assert.equal(rows.length, 6);
  const first = await rows[0].getText();
  assert.match(first, /first place/);
  const reasons = await texts(app.browser, '[data-testid="standings-table"] tbody td.reason');
  for (const reason of reasons.slice(1)) {
    assert.match(reason, /points|Victory Points|Frags|registered/);
  }
  // Both bye players' Victory Points are scaled, and the scaling is shown.
  const scaled = await app.browser.$$('[data-testid="standings-table"] .scaled');
  assert.ok(scaled.length >= 2, "the bye scaling is shown for each bye player");
  await screenshot(app.browser, "event-standings");
});

test("the control sheets and standings print to PDF with every player's name", async () => {
  await click("tab-paper");
  mkdirSync(paperFolder, { recursive: true });
  await type("paper-folder", paperFolder);
  await click("paper-control-sheets");
  await click("paper-standings");
  await click("paper-report");
  await app.browser.waitUntil(async () => (await app.browser.$$('[data-testid="exported-file"]')).length === 5, {
    timeout: 15_000,
    timeoutMsg: "the five files were not listed",
  });
  const files = await texts(app.browser, '[data-testid="exported-file"]');
  const sheets = files.find((f) => f.endsWith("control-sheets.pdf"));
  const standings = files.find((f) => f.endsWith("standings-final.pdf"));
  assert.ok(sheets && existsSync(sheets), `control sheets written: ${files}`);
  assert.ok(standings && existsSync(standings));
  await screenshot(app.browser, "event-paper");

  // The PDF, as a reader sees it: rendered to PNG and its text extracted.
  execFileSync("pdftoppm", ["-png", "-r", "60", "-f", "1", "-l", "1", sheets, join(artifacts, "event-control-sheet")]);
  execFileSync("pdftoppm", ["-png", "-r", "80", standings, join(artifacts, "event-standings-pdf")]);
  assert.ok(existsSync(join(artifacts, "event-control-sheet-1.png")));
  const sheetText = execFileSync("pdftotext", ["-layout", sheets, "-"]).toString("utf8");
  const standingsText = execFileSync("pdftotext", ["-layout", standings, "-"]).toString("utf8");
  for (const name of NAMES) {
    assert.ok(sheetText.includes(name), `${name} has a control sheet`);
    assert.ok(standingsText.includes(name), `${name} is in the standings`);
  }
  assert.match(sheetText, /Tournament Control Sheet/);
  assert.match(sheetText, /Señor Massacre/);
  assert.match(standingsText, /Final standings/);
  assert.match(standingsText, /rounded up/);
  const csv = readFileSync(join(paperFolder, "standings.csv"), "utf8");
  assert.match(csv, /^\uFEFFplace,name,corvus_pin,points/);
  assert.equal(csv.trim().split("\r\n").length, 7);
});

test("the round timer starts, pauses, resets and fills the screen", async () => {
  await click("tab-timer");
  await type("timer-minutes", "50");
  assert.equal(await textOf("timer-display"), "50:00");
  await click("timer-toggle");
  await app.browser.waitUntil(async () => (await textOf("timer-display")) !== "50:00", { timeout: 5_000 });
  await click("timer-toggle");
  const paused = await textOf("timer-display");
  await app.browser.pause(1_200);
  assert.equal(await textOf("timer-display"), paused, "a paused timer stands still");
  await click("timer-full");
  await (await byTest("timer-overlay")).waitForDisplayed({ timeout: 5_000 });
  await screenshot(app.browser, "event-timer-full");
  await click("timer-leave");
  await click("timer-reset");
  assert.equal(await textOf("timer-display"), "50:00");
});

test("the desk speaks Spanish in the dark theme", async () => {
  await (await byTest("language")).selectByAttribute("value", "es");
  await click("theme");
  try {
    await click("tab-standings");
    assert.equal(await textOf("standings-title"), "Clasificación final");
    assert.match(await textOf("desk-stage"), /El evento ha terminado/);
    await screenshot(app.browser, "event-standings-es-dark");
  } finally {
    await (await byTest("language")).selectByAttribute("value", "en");
    await click("theme");
  }
});

test("a refused plan reads back in French, with the rule it breaks", async () => {
  await (await byTest("language")).selectByAttribute("value", "fr");
  try {
    await click("tab-rounds");
    // The round plan is open to the organizer; the core checks the number against the format.
    await (await $(".round-plan summary")).click();
    await type("plan-rounds", "2");
    await click("plan-rounds-set");
    const error = await textOf("desk-error");
    assert.match(error, /2 rondes ne sont pas permises : ce format en demande au moins 3, et l’application en accepte au plus \d+\./);
    assert.match(error, /AGL v1\.0, Standard Tournament, "Number of Tournament Rounds"/);
    assert.doesNotMatch(error, /not allowed|this format needs/);
    await screenshot(app.browser, "event-refused-fr");
    // Nothing changed: the event is still finished with its three rounds.
    assert.match(await textOf("desk-stage"), /terminé/);
  } finally {
    await (await byTest("language")).selectByAttribute("value", "en");
  }
});

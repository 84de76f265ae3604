// The projector window shows an ended event's statistics for the room (issue 26, "a statistics
// page on the projector and the room page once an event ends"): never before the end; then the
// player-safe statistics, every rate with its count; the decks' Tactics only once the organizer
// has made them public on the Statistics screen. Screenshots in both themes and the three
// languages go to artifacts/e2e/projector-statistics-*.png.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { aglEventOfFour, englishAndLight, invoke, openApp, screenshot } from "./driver.mjs";

let app;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-projector-stats-")) });
  await englishAndLight(app.browser);
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
/** Read from the page itself (a second window may not count as displayed for WebDriver). */
const read = (selector) => app.browser.execute((s) => [...document.querySelectorAll(s)].map((e) => e.textContent.trim()), selector);
const TABLE = { kind: "table" };

/** Round 1's draft of `table`, drafted through both decks at the table. */
async function draftTable(event, table) {
  const setup = await invoke(app.browser, "event_table_draft_setup", { id: event, round: 1, table });
  let draft = await invoke(app.browser, "create_draft", { setup, seed: "keep", event: { eventId: event, round: 1, table } });
  const id = draft.id;
  while (draft.view.step === "ban" || draft.view.step === "pick") {
    const seat = draft.view.waiting_for[0];
    const mine = await invoke(app.browser, "open_draft", { id, viewer: { kind: "seat", seat }, code: null });
    const choice = mine.options.choice;
    const character = choice.characters.find((c) => c.unavailable === null).character;
    draft = await invoke(app.browser, "apply_draft_move", { id, seq: draft.seq, action: { move: choice.kind, seat, character }, viewer: TABLE, code: null });
  }
  for (const seat of ["first", "second"]) {
    const tactics = draft.view.teams[seat].flatMap((character) => [0, 1].map((slot) => ({ character, slot })));
    draft = await invoke(app.browser, "apply_draft_move", { id, seq: draft.seq, action: { move: "lock-deck", seat, deck: { tactics } }, viewer: TABLE, code: null });
  }
  assert.equal(draft.view.step, "complete");
}

/** Waits for the projector's statistics view to show `what` (a state, read from the page). */
async function projectorShows(selector, what) {
  await app.browser.waitUntil(async () => (await read(selector)).length > 0, { timeout: 15_000, timeoutMsg: `the projector did not show ${what}` });
}

/** Opens (again) the projector from the desk and switches to it; answers its window handle. The
 * projector reads the language when it opens and follows the theme as it changes. */
async function openProjector(main, before = null) {
  await app.browser.switchToWindow(main);
  await click("open-projector");
  let handle;
  // A projector open before is closed and a new one opened: wait for the new one alone.
  await app.browser.waitUntil(
    async () => {
      const handles = await app.browser.getWindowHandles();
      handle = handles.find((h) => h !== main && h !== before);
      return handle !== undefined && !handles.includes(before);
    },
    { timeout: 15_000, timeoutMsg: "the projector window did not open" },
  );
  await app.browser.switchToWindow(handle);
  await (await byTest("projector")).waitForExist({ timeout: 15_000 });
  return handle;
}

async function theme(wanted) {
  const now = await app.browser.execute(() => document.documentElement.dataset.theme ?? "light");
  if (now !== wanted) await click("theme");
  await app.browser.waitUntil(async () => (await app.browser.execute(() => document.documentElement.dataset.theme ?? "light")) === wanted);
}

test("the projector shows an ended event's statistics for the room, never before, the Tactics once public", async () => {
  const { id, act } = await aglEventOfFour(app.browser, "Copa Estadística", "ST");
  const score = (vp) => ({ victory_points: vp, frags: 0, first_blood: false });
  await act({ kind: "pairNextRound", round: 1, seed: 5 });
  await draftTable(id, 1);
  await draftTable(id, 2);
  for (const round of [1, 2, 3]) {
    if (round > 1) await act({ kind: "pairNextRound", round, seed: null });
    for (const table of [1, 2]) {
      if (round === 3 && table === 2) continue;
      await act({ kind: "recordResult", round, table, result: { first: score(7), second: score(3) } });
    }
  }

  // The desk, and its projector on the statistics view: one result still to come.
  // The app opens at home, whose library strip leads to the event's desk.
  await click("home-library");
  await click(`open-${id}`);
  await (await byTest("desk-title")).waitForDisplayed({ timeout: 15_000 });
  const main = await app.browser.getWindowHandle();
  let projector = await openProjector(main);
  await app.browser.execute(() => document.querySelector('[data-testid="projector-statistics"]').click());
  await projectorShows('[data-testid="projector-statistics-later"]', "that statistics wait for the end");
  assert.deepEqual(await read('[data-testid="projector-statistics-later"]'), ["The event's statistics are shown once it has ended."]);
  assert.equal((await read("#room-stats")).length, 0);
  // The core says the same: nothing for the room before the end.
  assert.equal(await invoke(app.browser, "room_statistics", { event: id }), null);
  await screenshot(app.browser, "projector-statistics-01-before-end");

  // The last result: the projector's next read shows the statistics, no Tactics yet.
  await act({ kind: "recordResult", round: 3, table: 2, result: { first: score(7), second: score(3) } });
  await projectorShows("#room-stats-characters tbody tr", "the ended event's statistics");
  const rows = await read("#room-stats-characters tbody tr");
  assert.ok(rows.length > 0 && rows.length <= 6, `${rows.length} lines`);
  for (const row of rows) assert.match(row, /\d+\/\d+/, row);
  assert.deepEqual(await read(".room-stats-summary"), ["6 games, 2 drafts, 0 decks counted."]);
  assert.equal((await read("#room-stats-tactics")).length, 0);
  // Readable across a room: the tables' type is large, and they fit the window's width.
  const sizes = await app.browser.execute(() => {
    const cell = document.querySelector("#room-stats-characters tbody th");
    const tables = [...document.querySelectorAll(".projector-statistics table")].map((t) => t.getBoundingClientRect().right);
    return { font: parseFloat(getComputedStyle(cell).fontSize), right: Math.max(...tables), width: window.innerWidth };
  });
  assert.ok(sizes.font >= 20, JSON.stringify(sizes));
  assert.ok(sizes.right <= sizes.width, JSON.stringify(sizes));
  await screenshot(app.browser, "projector-statistics-02-ended-en-light");

  // The organizer makes the decks public from the event's Statistics screen.
  await app.browser.switchToWindow(main);
  await click("desk-statistics");
  await (await byTest("stats-decks")).waitForDisplayed({ timeout: 15_000 });
  await (await byTest("stats-decks")).scrollIntoView();
  await screenshot(app.browser, "projector-statistics-03-switch-off");
  await click("stats-decks-make-public");
  await app.browser.waitUntil(async () => (await (await byTest("stats-decks")).getAttribute("data-public")) === "true", {
    timeout: 15_000,
    timeoutMsg: "the decks were not made public",
  });
  await (await byTest("stats-decks")).scrollIntoView();
  await screenshot(app.browser, "projector-statistics-03-switch-on");
  await app.browser.switchToWindow(projector);
  await projectorShows("#room-stats-tactics tbody tr", "the decks' Tactics once public");
  assert.deepEqual(await read(".room-stats-summary"), ["6 games, 2 drafts, 4 decks counted."]);
  // Every table is inside the window, to its last line: a projector does not scroll.
  const inside = await app.browser.execute(() =>
    [...document.querySelectorAll(".projector-statistics table")].map((t) => t.getBoundingClientRect().bottom <= window.innerHeight),
  );
  assert.deepEqual(inside, [true, true, true]);
  await screenshot(app.browser, "projector-statistics-03-public-en-light");
  // Back to the desk, where the projector is opened.
  await app.browser.switchToWindow(main);
  await click("stats-back");
  await (await byTest("desk-title")).waitForDisplayed({ timeout: 15_000 });

  // Both themes and the three languages, chosen in the main window; the projector, opened again,
  // stays on the statistics view the desk chose.
  for (const [language, heading, shade] of [
    ["es", "Estadísticas del evento", "dark"],
    ["fr", "Statistiques de l’événement", "light"],
    ["en", "Statistics of the event", "dark"],
  ]) {
    await app.browser.switchToWindow(main);
    await (await byTest("language")).selectByAttribute("value", language);
    await theme(shade);
    projector = await openProjector(main, projector);
    await app.browser.waitUntil(async () => (await read("#room-stats h2"))[0] === heading, {
      timeout: 15_000,
      timeoutMsg: `the projector did not turn to ${language}`,
    });
    await screenshot(app.browser, `projector-statistics-04-${language}-${shade}`);
  }
  await app.browser.closeWindow();
  await app.browser.switchToWindow(main);
  await theme("light");
  await (await byTest("language")).selectByAttribute("value", "en");
});

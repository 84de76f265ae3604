// The projector window in the real app (issue 17, "Projector views in a second window"): the desk
// opens it on the event; it lists the round's pairings by player name with their tables, the
// standings, and the desk's round timer with its end time. Screenshots go to
// artifacts/e2e/projector-*.png.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { iaEventDoor, invoke, openApp, screenshot, settleDom, iaEventOf } from "./driver.mjs";

let app;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-projector-")) });
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

const LINEUP_A = "Gata|8-Ball|Parvati|Maximus|Wild Bill|Hexx3r|Major Lunah|Miyamoto Mushashi";
const LINEUP_B = "Valkyrie|Hannibal|Laxmee|Señor Massacre|Padre Mendoza|Murtair|Kozmo|Taowu";
const NAMES = ["Zoë", "Ana", "Łukasz", "Bo", "Élodie"];

test("the projector window shows the pairings by name with tables, the standings and the timer", async () => {
  await click("home-event");
  await type("setup-name", "Copa Proyector");
  await type("setup-rounds", "3");
  await click("setup-create");
  await (await byTest("desk-title")).waitForDisplayed({ timeout: 10_000 });
  await click("roster-toggle");
  const csv = ["name;Corvus PIN;sponsor;lineup", ...NAMES.map((n, i) => `${n};P${i};Oxyd;${i % 2 ? LINEUP_A : LINEUP_B}`)].join("\n");
  await app.browser.execute(
    (element, text) => {
      element.value = text;
      element.dispatchEvent(new Event("input", { bubbles: true }));
    },
    await byTest("roster-text"),
    csv,
  );
  await click("roster-import-run");
  await app.browser.waitUntil(async () => /5 players imported/.test(await (await byTest("roster-result")).getText()), {
    timeout: 15_000,
  });
  await click("tab-rounds");
  await click("pair-next");
  await publishAtDesk();
  // The desk's timer runs, so the projector has a time to show.
  await click("tab-timer");
  await click("timer-toggle");

  const main = await app.browser.getWindowHandle();
  await click("open-projector");
  await app.browser.waitUntil(async () => (await app.browser.getWindowHandles()).length === 2, {
    timeout: 15_000,
    timeoutMsg: "the projector window did not open",
  });
  const projector = (await app.browser.getWindowHandles()).find((h) => h !== main);
  await app.browser.switchToWindow(projector);
  await (await byTest("projector-pairing-list")).waitForDisplayed({ timeout: 15_000 });
  await app.browser.waitUntil(
    async () => (await app.browser.$$('[data-testid="projector-pairing-list"] li')).length === 5,
    { timeout: 10_000 },
  );
  await screenshot(app.browser, "projector-01-pairings");
  // Read from the page itself (a second window may not count as displayed for WebDriver).
  const read = (selector) =>
    app.browser.execute((s) => [...document.querySelectorAll(s)].map((e) => e.textContent.trim()), selector);
  const lines = await read('[data-testid="projector-pairing-list"] li');
  const names = await read('[data-testid="projector-pairing-list"] .projector-name');
  assert.deepEqual(names, ["Ana", "Bo", "Élodie", "Łukasz", "Zoë"], "alphabetical, accents sorted as letters");
  assert.equal(lines.filter((line) => /Table \d/.test(line)).length, 4);
  assert.equal(lines.filter((line) => /Bye/.test(line)).length, 1);
  // A language chosen in the main window reaches the open projector, as the theme does.
  const languageAtMain = async (value) => {
    await app.browser.switchToWindow(main);
    await (await app.browser.$('[data-testid="language"]')).selectByAttribute("value", value);
    await app.browser.switchToWindow(projector);
  };
  const projectorSays = (pattern, what) =>
    app.browser.waitUntil(
      async () => (await read('[data-testid="projector-pairing-list"] li')).some((line) => pattern.test(line)),
      { timeout: 10_000, timeoutMsg: `the projector did not follow the language (${what})` },
    );
  await languageAtMain("es");
  await projectorSays(/Mesa \d/, "Spanish");
  await languageAtMain("en");
  await projectorSays(/Table \d/, "English again");
  await click("projector-standings");
  assert.equal((await app.browser.$$('[data-testid="projector-standing-list"] li')).length, 5);
  await click("projector-timer");
  await settleDom(app.browser);
  const [clock] = await read('[data-testid="projector-clock"]');
  assert.match(clock, /^1:29:\d\d$|^1:30:00$/);
  const [ends] = await read('[data-testid="projector-ends"]');
  assert.match(ends, /^Ends at /);
  // The clock fits the window.
  const box = await app.browser.execute(() => {
    const r = document.querySelector('[data-testid="projector-clock"]').getBoundingClientRect();
    return { left: r.left, right: r.right, width: window.innerWidth };
  });
  assert.ok(box.left >= 0 && box.right <= box.width, JSON.stringify(box));
  await screenshot(app.browser, "projector-02-timer");
  await app.browser.closeWindow();
  await app.browser.switchToWindow(main);
  await click("timer-toggle");
});

/** A new event with `count` players and round 1 paired, its desk shown. */
async function eventWithPlayers(name, count) {
  await click("nav-home");
  await click("home-event");
  await type("setup-name", name);
  await type("setup-rounds", "3");
  await click("setup-create");
  await (await byTest("desk-title")).waitForDisplayed({ timeout: 10_000 });
  await click("roster-toggle");
  const players = Array.from({ length: count }, (_, i) => `Jugadora ${String(i + 1).padStart(2, "0")} ${"Fernández".slice(0, 3 + (i % 7))}`);
  const csv = ["name;Corvus PIN;sponsor;lineup", ...players.map((n, i) => `${n};P${i};Oxyd;${i % 2 ? LINEUP_A : LINEUP_B}`)].join("\n");
  await app.browser.execute(
    (element, text) => {
      element.value = text;
      element.dispatchEvent(new Event("input", { bubbles: true }));
    },
    await byTest("roster-text"),
    csv,
  );
  await click("roster-import-run");
  await app.browser.waitUntil(async () => new RegExp(`${count} players imported`).test(await (await byTest("roster-result")).getText()), {
    timeout: 30_000,
  });
  await click("tab-rounds");
  await click("pair-next");
  await publishAtDesk();
  return players;
}

/** Publishes the paired round and waits for the desk to show it published, its projector row
 * included: under load the desk redraws after the answer, and a step taken before that found no
 * projector row (the full window run caught it). */
async function publishAtDesk() {
  await click("publish-round");
  await app.browser.waitUntil(
    async () =>
      !(await (await byTest("round-proposal")).isExisting()) &&
      (await (await byTest("projector-page-seconds")).isExisting()) &&
      /being played/.test(await (await byTest("desk-stage")).getText()),
    { timeout: 15_000, timeoutMsg: "the desk did not show the round published" },
  );
}

/** Opens the projector from the desk and switches to it; answers the desk's window handle. */
async function openProjectorWindow() {
  const main = await app.browser.getWindowHandle();
  await click("open-projector");
  await app.browser.waitUntil(async () => (await app.browser.getWindowHandles()).length === 2, {
    timeout: 15_000,
    timeoutMsg: "the projector window did not open",
  });
  await app.browser.switchToWindow((await app.browser.getWindowHandles()).find((h) => h !== main));
  await (await byTest("projector")).waitForExist({ timeout: 15_000 });
  return main;
}

const projectorState = () =>
  app.browser.execute(() => {
    const main = document.querySelector('[data-testid="projector"]');
    const visible = [...document.querySelectorAll('[data-testid="projector-pairing-list"] li')]
      .filter((li) => {
        const r = li.getBoundingClientRect();
        return r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth && r.height > 0;
      })
      .map((li) => li.querySelector(".projector-name").textContent.trim());
    return {
      view: main?.dataset.view,
      page: Number(main?.dataset.page),
      pages: Number(main?.dataset.pages),
      visible,
      width: window.innerWidth,
      height: window.innerHeight,
    };
  });

/** Sets at the desk how long each projector page stays (the desk's own field, as an organizer
 * would; short here so the pages and views are waited through quickly). */
async function setPageSeconds(seconds) {
  await app.browser.execute(
    (element, value) => {
      element.value = value;
      element.dispatchEvent(new Event("change", { bubbles: true }));
    },
    await byTest("projector-page-seconds"),
    String(seconds),
  );
}

/** Every player's line is fully inside the window at some moment: the pages are waited through. */
async function everyLineShows(players, label) {
  const seen = new Set();
  const first = await projectorState();
  for (let turn = 0; turn < first.pages; turn++) {
    const now = await projectorState();
    now.visible.forEach((n) => seen.add(n));
    if (now.pages > 1) {
      // The next page, as a state: the page number changes on its own.
      await app.browser.waitUntil(async () => (await projectorState()).page !== now.page, {
        timeout: 30_000,
        timeoutMsg: `${label}: the projector's page did not turn`,
      });
    }
  }
  const missing = players.filter((p) => !seen.has(p));
  assert.deepEqual(missing, [], `${label}: every line shows at some moment (${first.pages} pages)`);
  return first;
}

test("12 and 40 pairings fit the projector at 1280x800 in pages that turn, full screen on the chosen screen, the view set at the desk", async () => {
  const twelve = await eventWithPlayers("Copa Doce", 24);
  await setPageSeconds(3);
  // The desk offers the screens Tauri lists (Xvfb has one).
  const monitors = await app.browser.execute(() =>
    [...document.querySelectorAll('[data-testid="projector-monitor"] option')].map((o) => o.textContent),
  );
  assert.equal(monitors.length, 1, JSON.stringify(monitors));
  assert.match(monitors[0], /\(1280×800\)$/);
  let main = await openProjectorWindow();
  await app.browser.waitUntil(async () => (await projectorState()).visible.length > 0, { timeout: 15_000 });
  const state = await everyLineShows(twelve, "12 pairings");
  // Opened on the chosen screen and covering it, full screen as Tauri reports it.
  assert.deepEqual([state.width, state.height], [1280, 800]);
  const fullscreen = await app.browser.executeAsync((done) =>
    window.__TAURI_INTERNALS__.invoke("plugin:window|is_fullscreen", { label: "projector" }).then(done, (e) => done(`refused: ${e}`)),
  );
  assert.equal(fullscreen, true, String(fullscreen));
  await screenshot(app.browser, "projector-03-twelve-pairings");
  await app.browser.closeWindow();
  await app.browser.switchToWindow(main);

  const forty = await eventWithPlayers("Copa Cuarenta", 80);
  await setPageSeconds(3);
  main = await openProjectorWindow();
  await app.browser.waitUntil(async () => (await projectorState()).visible.length > 0, { timeout: 15_000 });
  const paged = await everyLineShows(forty, "40 pairings");
  assert.ok(paged.pages > 1, "80 lines take more than one page at 800 px");
  await screenshot(app.browser, "projector-04-forty-pairings-paged");

  // The desk sets the view without touching the projector, then has the views rotate.
  await app.browser.switchToWindow(main);
  await click("projector-show-standings");
  const projector = (await app.browser.getWindowHandles()).find((h) => h !== main);
  await app.browser.switchToWindow(projector);
  await app.browser.waitUntil(async () => (await projectorState()).view === "standings", {
    timeout: 15_000,
    timeoutMsg: "the projector did not show the view the desk chose",
  });
  await app.browser.switchToWindow(main);
  // Rotation is folded with the page pace under "Pages and rotation", as an organizer finds it.
  await (await app.browser.$('[data-testid="projector-more"] summary')).click();
  await click("projector-rotate");
  await screenshot(app.browser, "projector-06-desk-control");
  await app.browser.switchToWindow(projector);
  const states = [];
  await app.browser.waitUntil(
    async () => {
      const now = await projectorState();
      states.push(`${now.view}:${now.page}/${now.pages}`);
      return now.view === "timer";
    },
    { timeout: 180_000, interval: 2000, timeoutMsg: "the projector did not rotate to the timer" },
  ).catch((e) => {
    throw new Error(`${e.message}: ${[...new Set(states)].join(" ")}`);
  });
  // No timer was started for this event: the projector says so instead of a giant dash.
  const clock = await app.browser.execute(() => document.querySelector('[data-testid="projector-clock"]').textContent);
  assert.equal(clock, "The round's timer has not started");
  await screenshot(app.browser, "projector-05-timer-not-started");
  await app.browser.closeWindow();
  await app.browser.switchToWindow(main);
});

test("an Imperial Assault event on the projector: the round by name with its mission, strength of schedule, then the cut as a tree", async () => {
  // Four players with one legal list, one Swiss round played, a final of two: set up through the
  // core's one event door as the desk would.
  let { ia, options } = await iaEventOf(app.browser, { swissRounds: 1, cut: 2, missions: 1 });
  const act = async (action) => {
    ia = await iaEventDoor(app.browser, "apply_event_action", { id: ia.id, seq: ia.seq, action });
  };
  await act({ kind: "pairNextRound", round: 1 });
  const mission = options.maps[0].name;

  await click("nav-home");
  await click("home-event");
  await click(`event-open-${ia.id}`);
  await (await byTest("ia-desk")).waitForDisplayed({ timeout: 15_000 });
  const main = await openProjectorWindow();
  const read = (selector) =>
    app.browser.execute((s) => [...document.querySelectorAll(s)].map((e) => e.textContent.trim()), selector);
  await app.browser.waitUntil(async () => (await read('[data-testid="projector-pairing-list"] .projector-name')).length === 4, {
    timeout: 15_000,
    timeoutMsg: "the Imperial Assault round did not reach the projector",
  });
  assert.deepEqual(await read('[data-testid="projector-pairing-list"] .projector-name'), ["Ana", "Bo", "Łukasz", "Zoë"]);
  assert.deepEqual(await read('[data-testid="projector-mission"]'), [`· Mission: ${mission}`]);
  await screenshot(app.browser, "projector-07-ia-round");

  // Results in, the cut made at the desk: the projector turns to the bracket on its next read.
  for (const table of ia.snapshot.rounds[0].tables.map((t) => t.table)) {
    await act({
      kind: "recordResult",
      round: 1,
      table,
      result: { victory_points: { first: 40, second: 12 }, figure_points: null, end: { kind: "fortyPoints" } },
    });
  }
  await act({ kind: "makeCut" });
  await app.browser.waitUntil(async () => (await read('[data-testid="projector-cut-round-1"] li')).length === 2, {
    timeout: 15_000,
    timeoutMsg: "the cut did not reach the projector",
  });
  assert.deepEqual(await read('[data-testid="projector-cut-round-1"] h2'), ["Final"]);
  const seeds = await read('[data-testid="projector-cut-round-1"] li');
  assert.match(seeds[0], /^1\. /);
  assert.match(seeds[1], /^2\. /);
  await screenshot(app.browser, "projector-08-ia-cut");
  await click("projector-standings");
  const standings = await read('[data-testid="projector-standing-list"] li');
  assert.equal(standings.length, 4);
  assert.ok(standings.every((row) => /SoS \d/.test(row)), JSON.stringify(standings));
  await app.browser.closeWindow();
  await app.browser.switchToWindow(main);
});

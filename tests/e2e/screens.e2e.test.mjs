// Every venue screen of issue 17 photographed in the real window, to be looked at: the desk's
// round (compact rows and cards), the projector, a table draft at its coin moment, the quick
// match and the library, in English, Spanish and French, light and dark, at 1280x800 and 800x600.
// Each shot also checks that nothing sticks out of the window sideways and that no English word
// of this issue is left on a Spanish or French screen. Shots go to artifacts/e2e/screens/ (or
// HEXADRAFT_SHOTS_DIR).
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { artifacts, invoke, openApp, settleDom, aglEventDoor, iaEventDoor, iaEventOf } from "./driver.mjs";

const shotsDir = process.env.HEXADRAFT_SHOTS_DIR ?? resolve(artifacts, "screens");
const LINEUPS = [
  ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"],
  ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"],
];
const PLAYERS = ["Łukasz Żółkiewski", "Ana García", "Élodie Marchand", "Bo", "Дмитрий", "Cy", "Zoë", "Gil"];
// English words of this screens that must not show on a Spanish or French screen.
const ENGLISH = ["The coin toss", "Player A", "In progress", "Finished", "Table drafts", "Who is Player A", "Real coin"];

let app;
let browser;
let eventId;
let draftId;
before(async () => {
  mkdirSync(shotsDir, { recursive: true });
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-screens-")) });
  browser = app.browser;
  await (await $id("language")).waitForDisplayed({ timeout: 20_000 });
});
after(async () => {
  await app?.close();
});

function $id(id) {
  return browser.$(`[data-testid="${id}"]`);
}
async function click(id) {
  const element = await $id(id);
  await element.waitForExist({ timeout: 10_000 });
  // In the middle of the window: the quick match's start bar stays over the window's bottom.
  await browser.execute((e) => e.scrollIntoView({ block: "center" }), element);
  await element.waitForClickable({ timeout: 10_000 });
  await element.click();
}
/** Brings a part of the screen to the top of the window, for its shot. */
async function toTop(id) {
  const element = await $id(id);
  await element.waitForDisplayed({ timeout: 10_000 });
  await browser.execute((e) => e.scrollIntoView({ block: "start" }), element);
}

async function setLanguage(language) {
  await (await $id("language")).selectByAttribute("value", language);
}
async function setTheme(theme) {
  const now = await browser.execute(() => document.documentElement.dataset.theme ?? "light");
  if (now !== theme) await click("theme");
}
/** Home, leaving a half-filled quick match without asking again. */
async function home() {
  if (await (await $id("home-library")).isExisting()) return;
  await click("nav-home");
  const leave = await $id("leave-discard");
  if (await leave.isExisting()) await leave.click();
  await (await $id("home-library")).waitForDisplayed({ timeout: 10_000 });
}

/** Closes every window but `main` (a projector left open by a failed step included), back on main. */
async function closeOthers(main) {
  for (const handle of await browser.getWindowHandles()) {
    if (handle === main) continue;
    await browser.switchToWindow(handle);
    await browser.closeWindow();
  }
  await browser.switchToWindow(main);
}

/** Saves the window, once painted, and checks it: no sideways overflow, no English left. */
async function shot(name, language) {
  await settleDom(browser, 300, 4_000);
  await browser.executeAsync((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 150))));
  await browser.saveScreenshot(resolve(shotsDir, `${name}.png`));
  const page = await browser.execute(() => ({
    overflow: document.documentElement.scrollWidth - window.innerWidth,
    text: document.body.innerText,
  }));
  assert.ok(page.overflow <= 1, `${name}: ${page.overflow}px wider than the window`);
  if (language !== "en") {
    for (const word of ENGLISH) assert.ok(!page.text.includes(word), `${name}: "${word}" is left in English`);
  }
}

test("a venue: an event with a paired round, a result and a table draft with a real coin", async () => {
  const event = await aglEventDoor(browser, "create_event", {
    definition: {
      name: "Copa Venue",
      format: "standard-tournament",
      ruleset: "agl-v1.0",
      event_type: "standard",
      rounds: 3,
      scenarios: ["assault", "conquest", "carnage"].map((id) => ({ kind: "official", id })),
      seed: null,
      rulings: 2,
    },
    language: "en",
  });
  eventId = event.id;
  let seq = event.seq;
  for (const [i, name] of PLAYERS.entries()) {
    const registration = { name, corvus_pin: `CV-${i}`, sponsor: "oxyd", sponsor_unlocked: false, lineup: LINEUPS[i % 2] };
    seq = (await aglEventDoor(browser, "apply_event_action", { id: eventId, seq, action: { kind: "registerPlayer", registration } })).seq;
  }
  seq = (await aglEventDoor(browser, "apply_event_action", { id: eventId, seq, action: { kind: "pairNextRound", round: 1, seed: 3 } })).seq;
  const score = (vp, frags) => ({ victory_points: vp, frags, first_blood: false });
  await aglEventDoor(browser, "apply_event_action", {
    id: eventId,
    seq,
    action: { kind: "recordResult", round: 1, table: 2, result: { first: score(7, 2), second: score(3, 1) } },
  });
  const setup = await invoke(browser, "event_table_draft_setup", { id: eventId, round: 1, table: 1 });
  const draft = await invoke(browser, "create_draft", {
    setup: { ...setup, coin: { kind: "recorded", player_a: "second" } },
    seed: "keep",
    event: { eventId, round: 1, table: 1 },
  });
  draftId = draft.id;
  // A player-safe copy imported back, for the library's read-only line.
  const written = await invoke(browser, "export_journals", { ids: [draftId], audience: "player_safe", to: null });
  await invoke(browser, "import_journals", { path: written.path, asCopies: true });
});

for (const [width, height] of [
  [1280, 800],
  [800, 600],
]) {
  for (const theme of ["light", "dark"]) {
    for (const language of ["en", "es", "fr"]) {
      const tag = `${width}x${height}-${theme}-${language}`;
      test(`the venue screens at ${tag}`, async () => {
        await browser.setWindowSize(width, height);
        await setLanguage(language);
        await setTheme(theme);
        await home();

        await click("home-library");
        await (await $id(`event-drafts-${eventId}`)).waitForDisplayed({ timeout: 10_000 });
        await shot(`library-${tag}`, language);

        await home();
        await click("home-event");
        await click(`event-open-${eventId}`);
        await click("tab-rounds");
        await click("round-layout-compact");
        await toTop("compact-round-1");
        await shot(`desk-compact-${tag}`, language);
        await click("round-layout-cards");
        await toTop("table-1-1");
        await shot(`desk-cards-${tag}`, language);

        const main = await browser.getWindowHandle();
        await click("open-projector");
        await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, { timeout: 15_000 });
        try {
          await browser.switchToWindow((await browser.getWindowHandles()).find((h) => h !== main));
          await browser.setWindowSize(width, height);
          // One line per player, alphabetical, with the table; a small window shows them a page at
          // a time (the projector spec checks every line shows).
          await browser.waitUntil(
            async () => (await browser.$$('[data-testid="projector-pairing-list"] li')).length > 0,
            { timeout: 15_000 },
          );
          await shot(`projector-${tag}`, language);
        } finally {
          await closeOthers(main);
        }

        await home();
        await click("home-library");
        await click(`open-${draftId}`);
        await (await $id("coin-moment")).waitForDisplayed({ timeout: 10_000 });
        await shot(`draft-coin-${tag}`, language);

        await home();
        await click("home-quick-match");
        await (await $id("name-first")).setValue("Łukasz Żółkiewski");
        await (await $id("name-second")).setValue("Élodie");
        for (const id of LINEUPS[0].slice(0, 3)) await click(`result-${id}`);
        await click("coin-real-first");
        await toTop("player-form-first");
        await shot(`quick-match-${tag}`, language);
        await toTop("coin-choice");
        await shot(`quick-match-start-${tag}`, language);
      });
    }
  }
}

// Issue 29's new and changed screens, at the sizes of its walk (1366x768 and 1920x1080), in both
// themes and the three languages: home with the sample, the desk's round bar and its Alt+P
// question, a plan waiting for a scenario, the standings, the projector before the timer, the
// Imperial Assault players with their affiliation and the cut's preview, the IA setup's choices,
// and the library naming each event's game.
let sampleId;
let planId;
let roundId;
let iaId;
const ENGLISH_29 = ["Try a sample event", "Before round", "Imperial Assault event", "Make this top"];

test("issue 29's events: the sample, a round ready to pair, a plan waiting for a scenario, an IA event ready to cut", async () => {
  sampleId = await invoke(browser, "create_sample_event", { name: "Sample event", language: "en" });
  const official = (ids) => ids.map((id) => ({ kind: "official", id }));
  const agl = (name, rounds, scenarios) =>
    aglEventDoor(browser, "create_event", {
      definition: {
        name,
        format: "standard-tournament",
        ruleset: "agl-v1.0",
        event_type: "standard",
        rounds,
        scenarios: official(scenarios),
        seed: null,
        rulings: 2,
      },
      language: "en",
    });
  const register = async (id, seq, names) => {
    for (const [i, name] of names.entries()) {
      const registration = { name, corvus_pin: `P29-${i}`, sponsor: "oxyd", sponsor_unlocked: false, lineup: LINEUPS[i % 2] };
      seq = (await aglEventDoor(browser, "apply_event_action", { id, seq, action: { kind: "registerPlayer", registration } })).seq;
    }
    return seq;
  };
  // Twelve players and the count left to round 1: four rounds, three scenarios announced.
  const plan = await agl("Copa Plan", null, ["assault", "conquest", "carnage"]);
  planId = plan.id;
  await register(planId, plan.seq, [...PLAYERS, "Hana", "Iker", "Jude", "Kofi"]);
  // Round 1 played to its last result: the next round may be paired (Alt+P asks).
  const ready = await agl("Copa Ronda", 3, ["assault", "conquest", "carnage"]);
  roundId = ready.id;
  let seq = await register(roundId, ready.seq, PLAYERS.slice(0, 4));
  seq = (await aglEventDoor(browser, "apply_event_action", { id: roundId, seq, action: { kind: "pairNextRound", round: 1, seed: 9 } })).seq;
  const score = (vp, frags) => ({ victory_points: vp, frags, first_blood: false });
  for (const table of [1, 2]) {
    seq = (
      await aglEventDoor(browser, "apply_event_action", {
        id: roundId,
        seq,
        action: { kind: "recordResult", round: 1, table, result: { first: score(7, 2), second: score(3, 1) } },
      })
    ).seq;
  }

  // Imperial Assault: six players with the same legal list, two Swiss rounds played, a top 4.
  let { ia } = await iaEventOf(browser, { swissRounds: 2, cut: 4, missions: 3, players: PLAYERS.slice(0, 6) });
  iaId = ia.id;
  const act = async (action) => {
    ia = await iaEventDoor(browser, "apply_event_action", { id: iaId, seq: ia.seq, action });
  };
  for (const round of [1, 2]) {
    await act({ kind: "pairNextRound", round });
    for (const table of ia.snapshot.rounds[round - 1].tables.map((t) => t.table)) {
      await act({
        kind: "recordResult",
        round,
        table,
        result: { victory_points: { first: 40, second: 12 }, figure_points: null, end: { kind: "fortyPoints" } },
      });
    }
  }
  assert.equal(ia.snapshot.stage.kind, "readyToCut");
});

/** Opens an event of either game from the event screen's list. */
async function openEvent(id) {
  await home();
  await click("home-event");
  await click(`event-open-${id}`);
}

for (const [width, height] of [
  [1366, 768],
  [1920, 1080],
]) {
  for (const theme of ["light", "dark"]) {
    for (const language of ["en", "es", "fr"]) {
      const tag = `${width}x${height}-${theme}-${language}`;
      test(`issue 29's screens at ${tag}`, async () => {
        await browser.setWindowSize(width, height);
        await setLanguage(language);
        await setTheme(theme);
        const check = async (name) => {
          await shot(name, language);
          if (language === "en") return;
          const text = await browser.execute(() => document.body.innerText);
          for (const word of ENGLISH_29) assert.ok(!text.includes(word), `${name}: "${word}" is left in English`);
        };

        await home();
        await toTop("home-sample");
        await check(`home-${tag}`);

        await click("home-library");
        await (await $id(`event-drafts-${eventId}`)).waitForDisplayed({ timeout: 10_000 });
        await check(`library-games-${tag}`);

        // The round bar: pairing asks first on Alt+P.
        await openEvent(roundId);
        await click("tab-rounds");
        await (await $id("pair-next")).waitForDisplayed({ timeout: 10_000 });
        await browser.keys(["Alt", "p"]);
        await (await $id("pair-confirm")).waitForDisplayed({ timeout: 10_000 });
        await check(`desk-pair-question-${tag}`);
        await click("pair-confirm-no");
        await (await $id("pair-confirm")).waitForExist({ reverse: true, timeout: 10_000 });

        // A count decided at round 1 that needs one more scenario.
        await openEvent(planId);
        await click("tab-rounds");
        await (await $id("scenarios-to-choose")).waitForDisplayed({ timeout: 10_000 });
        await check(`desk-plan-${tag}`);

        // The sample's round, its standings, and the projector before the timer starts.
        await openEvent(sampleId);
        await click("tab-rounds");
        await click("round-layout-compact");
        await toTop("compact-round-1");
        await check(`desk-sample-round-${tag}`);
        await click("tab-standings");
        await (await $id("standings-table")).waitForDisplayed({ timeout: 10_000 });
        await check(`desk-sample-standings-${tag}`);
        const main = await browser.getWindowHandle();
        await click("open-projector");
        await browser.waitUntil(async () => (await browser.getWindowHandles()).length === 2, { timeout: 15_000 });
        try {
          await browser.switchToWindow((await browser.getWindowHandles()).find((h) => h !== main));
          await (await $id("projector")).waitForDisplayed({ timeout: 15_000 });
          await check(`projector-sample-${tag}`);
        } finally {
          await closeOthers(main);
        }

        // Imperial Assault: the players with their affiliation, the cut's preview, the setup.
        await openEvent(iaId);
        await click("ia-tab-players");
        await (await $id("ia-player-list")).waitForDisplayed({ timeout: 10_000 });
        await check(`ia-players-${tag}`);
        await click("ia-tab-cut");
        await click("ia-make-cut");
        await (await $id("ia-cut-preview")).waitForDisplayed({ timeout: 10_000 });
        await check(`ia-cut-preview-${tag}`);
        await click("ia-make-cut-cancel");
        await home();
        await click("home-event");
        await click("event-game-ia");
        await (await $id("ia-setup")).waitForDisplayed({ timeout: 10_000 });
        await check(`ia-setup-${tag}`);
      });
    }
  }
}

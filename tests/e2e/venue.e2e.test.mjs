// At a real venue (issue 17, "the desk and the table"), in the real window: a quick match set up
// from the keyboard in few steps (Enter from name to name to the search, Enter adding the
// highlighted character), a real coin recorded at setup making the chosen player Player A, the
// coin's moment shown before the first move, and the library saying each item's state with a
// table's draft listed under its event. Screenshots go to artifacts/e2e/venue-*.png.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { englishAndLight, invoke, openApp, passCoinMoment, screenshot, settleDom, aglEventDoor } from "./driver.mjs";

// What a hurried organizer types for each character: enough of the name for the search (accents
// ignored). No doubled letter: WebKitWebDriver drops the second of two equal keys in a row.
const LUKASZ = ["Miyamoto", "Wild Bi", "Gata", "8-Ba", "Ma", "Hex", "Parvati", "Maximus"];
const BO = ["Valkyrie", "Han", "Laxm", "Senor Ma", "Padre", "Murtair", "Kozmo", "Taowu"];
const LINEUP_IDS = [
  ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"],
  ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"],
];

let app;
let browser;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-venue-")) });
  browser = app.browser;
  await englishAndLight(browser);
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
const focused = () => browser.execute(() => document.activeElement?.getAttribute("data-testid") ?? null);
async function waitForFocus(id) {
  await browser.waitUntil(async () => (await focused()) === id, {
    timeout: 10_000,
    timeoutMsg: `the focus did not reach ${id} (it is on ${await focused()})`,
  });
}

/**
 * Types both lineups in the search: each character's name, then Enter, which adds the
 * highlighted (first) match. After eight, the lineup being filled moves to the second player.
 */
async function typeLineups() {
  for (const [seat, names] of [
    ["first", LUKASZ],
    ["second", BO],
  ]) {
    for (const [i, name] of names.entries()) {
      await browser.keys([...name, "Enter"]);
      await browser.waitUntil(
        async () => (await browser.$$(`[data-testid="lineup-${seat}"] li`)).length === i + 1,
        {
          timeout: 10_000,
          timeoutMsg: `${name} did not join ${seat}'s lineup (the search holds "${await browser.execute(() => document.querySelector('[data-testid="search"]')?.value)}")`,
        },
      );
    }
  }
}

let quickMatchId;

test("a quick match is set up from the keyboard in few steps, and a real coin makes its winner Player A", async () => {
  await click("home-quick-match", 20_000);
  await (await $id("quick-match")).waitForExist({ timeout: 10_000 });
  let clicks = 1;
  // The first name has the focus; Enter goes on to the second name, then to the search.
  await waitForFocus("name-first");
  await browser.keys([..."Łukasz", "Enter"]);
  await waitForFocus("name-second");
  await browser.keys([..."Bo", "Enter"]);
  await waitForFocus("search");
  await typeLineups();
  assert.deepEqual(
    await browser.execute(() => [...document.querySelectorAll('[data-testid="lineup-first"] li')].map((li) => li.dataset.character)),
    LINEUP_IDS[0],
  );
  // Full lineups move the focus to Start, which may scroll the page: wait for that before the
  // coin is clicked, or the click can land where the radio button was a moment before.
  await waitForFocus("start-draft");
  // "Who is Player A? Real coin: Bo won."
  await click("coin-real-second");
  clicks++;
  await browser.waitUntil(async () => (await $id("coin-real-second")).isSelected(), {
    timeout: 10_000,
    timeoutMsg: "the real coin for Bo is not chosen",
  });
  assert.match(await (await $id("coin-choice")).getText(), /Who is Player A\?[\s\S]*Real coin: Bo won/);
  await screenshot(browser, "venue-01-quick-match-ready");
  // Nothing is missing: Start has the focus, and Enter starts.
  await waitForFocus("start-draft");
  await browser.keys(["Enter"]);
  assert.ok(clicks <= 2, `only ${clicks} clicks: the quick match and the real coin`);

  const moment = await $id("coin-moment");
  await moment.waitForDisplayed({ timeout: 10_000 });
  assert.equal(await moment.getAttribute("data-player-a"), "second");
  assert.match(await (await $id("coin-result")).getText(), /The real coin chose Bo: Player A/);
  await screenshot(browser, "venue-02-real-coin-moment");
  // The choice is hidden until the moment is read.
  assert.equal(await (await $id("choice-grid")).isExisting(), false);

  // The core recorded the real coin in the draft's setup, and replays it so.
  const [draft] = await invoke(browser, "list_table_drafts", {});
  quickMatchId = draft.id;
  const table = await invoke(browser, "open_draft", { id: draft.id, viewer: { kind: "table" }, code: null });
  assert.deepEqual(table.view.roles, { player_a: "second", decided_by: { how: "real-coin" } });

  await browser.keys(["Enter"]);
  await moment.waitForExist({ reverse: true, timeout: 5_000 });
  await (await $id("choice-grid")).waitForExist({ timeout: 10_000 });
  assert.match(await (await $id("banner")).getText(), /Bo \(Player A\)/);
  assert.match(await (await $id("draft-log")).getText(), /A real coin made Bo Player A/);
});

test("the app's coin is a moment of its own before the first move", async () => {
  await click("nav-home");
  await click("home-quick-match");
  await waitForFocus("name-first");
  await browser.keys([..."Cy", "Enter"]);
  await waitForFocus("name-second");
  await browser.keys([..."Di", "Enter"]);
  await waitForFocus("search");
  await typeLineups();
  await waitForFocus("start-draft");
  await browser.keys(["Enter"]);
  const words = await passCoinMoment(browser);
  assert.match(words, /The coin chose (Cy|Di): Player A/);
  assert.match(words, /The app tossed the coin/);
  const drafts = await invoke(browser, "list_table_drafts", {});
  const cyDi = drafts.find((d) => d.title === "Cy vs Di");
  const table = await invoke(browser, "open_draft", { id: cyDi.id, viewer: { kind: "table" }, code: null });
  assert.equal(table.view.roles.decided_by.how, "coin-toss");
  const named = table.view.players[table.view.roles.player_a].name;
  assert.match(words, new RegExp(`The coin chose ${named}: Player A`), "the moment names the core's Player A");
});

test("the library says each item's state and lists a table's draft under its event", async () => {
  // An Open Tournament of one round, four players, set up through the core as the desk would.
  const event = await aglEventDoor(browser, "create_event", {
    definition: {
      name: "Venue Cup",
      format: "open-tournament",
      ruleset: "agl-v1.0",
      event_type: "open",
      rounds: 1,
      scenarios: [{ kind: "official", id: "assault" }],
      seed: null,
      rulings: 2,
    },
    language: "en",
  });
  let seq = event.seq;
  for (const [i, name] of ["Ana", "Bea", "Cid", "Dru"].entries()) {
    const registration = { name, corvus_pin: `VC-${i}`, sponsor: "oxyd", sponsor_unlocked: false, lineup: LINEUP_IDS[i % 2] };
    seq = (await aglEventDoor(browser, "apply_event_action", { id: event.id, seq, action: { kind: "registerPlayer", registration } })).seq;
  }
  seq = (await aglEventDoor(browser, "apply_event_action", { id: event.id, seq, action: { kind: "pairNextRound", round: 1, seed: 17 } })).seq;
  const setup = await invoke(browser, "event_table_draft_setup", { id: event.id, round: 1, table: 1 });
  const tableDraft = await invoke(browser, "create_draft", {
    setup,
    seed: "keep",
    event: { eventId: event.id, round: 1, table: 1 },
  });
  // Both results: the one-round event is finished.
  const score = (vp) => ({ victory_points: vp, frags: 0, first_blood: false });
  for (const table of [1, 2]) {
    seq = (
      await aglEventDoor(browser, "apply_event_action", {
        id: event.id,
        seq,
        action: { kind: "recordResult", round: 1, table, result: { first: score(7), second: score(3) } },
      })
    ).seq;
  }
  // A player-safe copy of the quick match, imported back: it can only be read.
  assert.ok(quickMatchId, "the quick match of the first test exists");
  const written = await invoke(browser, "export_journals", { ids: [quickMatchId], audience: "player_safe", to: null });
  const imported = await invoke(browser, "import_journals", { path: written.path, asCopies: true });
  const copyId = imported.journals[0].id;

  await click("nav-home");
  await click("home-library");
  await (await $id("journal-list")).waitForExist({ timeout: 10_000 });
  await settleDom(browser);
  const state = async (id) => (await $id(`state-${id}`)).getAttribute("data-state");
  assert.equal(await state(event.id), "finished");
  assert.match(await (await $id(`state-${event.id}`)).getText(), /Finished/);
  assert.equal(await state(quickMatchId), "inProgress");
  assert.equal(await state(copyId), "readOnly");
  assert.match(await (await browser.$(`[data-journal="${copyId}"]`)).getText(), /player-safe copy/);
  // The table's draft is listed under its event, as round and table.
  const underEvent = await $id(`event-drafts-${event.id}`);
  assert.ok(await underEvent.$(`[data-journal="${tableDraft.id}"]`).isExisting(), "the table's draft is under its event");
  assert.match(await underEvent.getText(), /Round 1 · Table 1/);
  // Its table's result is in at the desk, so its game is over (issue 29, item 8: it stayed
  // "in progress").
  assert.equal(await state(tableDraft.id), "finished");
  await screenshot(browser, "venue-03-library-states");
});

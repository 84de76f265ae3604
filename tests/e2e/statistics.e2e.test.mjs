// What the meta looks like, end to end in the real window: a finished AGL event whose six tables
// were drafted (Koorie Queen bans, picks, locked decks) is opened from its desk's "Statistics",
// from a season ledger and from the library's chosen journals; a round filter changes the counts;
// the CSV is exported and read back from disk; counted for players, no locked deck counts. Each
// step waits for the state it needs (texts, attributes), never for a time.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { aglEventDoor, englishAndLight, iaEventDoor, invoke, openApp, screenshot, settleDom, iaEventOf } from "./driver.mjs";
import { steps } from "./steps.mjs";

const LINEUPS = [
  ["gata", "8-ball", "parvati", "maximus", "wild-bill", "hexx3r", "major-lunah", "miyamoto-mushashi"],
  ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"],
];
const PLAYERS = ["Ana", "Bo", "Cy", "Di"];
const TABLE = { kind: "table" };

let app;
let browser;
let ui;
let eventId;
let ledgerId;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-statistics-")) });
  browser = app.browser;
  ui = steps(browser);
  await englishAndLight(browser);
});
after(async () => {
  await app?.close();
});

/** Drafts the table of an event to its end through the core's commands: bans, picks, decks. */
async function draftTable(round, table, event = eventId) {
  const setup = await invoke(browser, "event_table_draft_setup", { id: event, round, table });
  const created = await invoke(browser, "create_draft", {
    setup: { ...setup, coin: { kind: "recorded", player_a: "first" } },
    seed: "keep",
    event: { eventId: event, round, table },
  });
  const id = created.id;
  let view = created;
  while (view.view.step === "ban" || view.view.step === "pick") {
    const seat = view.view.waiting_for[0];
    const mine = await invoke(browser, "open_draft", { id, viewer: { kind: "seat", seat }, code: null });
    const choice = mine.options.choice;
    // A different choice at each table and step, so the characters' rates spread.
    const open = choice.characters.filter((c) => c.unavailable === null);
    const character = open[(round * 5 + table * 3 + view.seq) % open.length].character;
    view = await invoke(browser, "apply_draft_move", { id, seq: view.seq, action: { move: choice.kind, seat, character }, viewer: TABLE, code: null });
  }
  assert.equal(view.view.step, "deck");
  for (const seat of ["first", "second"]) {
    const tactics = view.view.teams[seat].flatMap((character) => [0, 1].map((slot) => ({ character, slot })));
    view = await invoke(browser, "apply_draft_move", { id, seq: view.seq, action: { move: "lock-deck", seat, deck: { tactics } }, viewer: TABLE, code: null });
  }
  assert.equal(view.view.step, "complete");
}

/** Waits until the element of `testId` says what `pattern` matches; answers its text. */
async function textBecomes(testId, pattern) {
  let last = "";
  await browser.waitUntil(
    async () => {
      last = await browser.execute((id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? "", testId);
      return pattern.test(last);
    },
    { timeout: 15_000, timeoutMsg: `${testId} never matched ${pattern}` },
  );
  return last;
}

/** Waits until the pick/win chart has been drawn in `language` and `theme`. */
async function chartDrawn(language, theme) {
  await browser.waitUntil(
    () => browser.execute(() => document.querySelector('[data-testid="stats-chart"]')?.dataset.drawn ?? ""),
    { timeout: 15_000, timeoutMsg: "the chart was never drawn" },
  );
  await browser.waitUntil(
    async () =>
      (await browser.execute(() => document.querySelector('[data-testid="stats-chart"]')?.dataset.drawn)) === `${language} ${theme}`,
    { timeout: 15_000, timeoutMsg: `the chart was never drawn in ${language}, ${theme}` },
  );
}

const rows = (table) => browser.execute((t) => document.querySelectorAll(`[data-testid="${t}-row"]`).length, table);

test("a finished event whose tables were drafted, and a season ledger that counts it", async () => {
  const event = await aglEventDoor(browser, "create_event", {
    definition: {
      name: "Copa Estadística",
      format: "standard-tournament",
      ruleset: "agl-v1.0",
      mods: ["koorie-queen"],
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
    const registration = { name, corvus_pin: `CS-${i}`, sponsor: "oxyd", sponsor_unlocked: false, lineup: LINEUPS[i % 2] };
    seq = (await aglEventDoor(browser, "apply_event_action", { id: eventId, seq, action: { kind: "registerPlayer", registration } })).seq;
  }
  const score = (victory_points) => ({ victory_points, frags: 0, first_blood: false });
  for (const round of [1, 2, 3]) {
    const pair = round === 1 ? { kind: "pairNextRound", round, seed: 7 } : { kind: "pairNextRound", round };
    seq = (await aglEventDoor(browser, "apply_event_action", { id: eventId, seq, action: pair })).seq;
    for (const table of [1, 2]) {
      await draftTable(round, table);
      const result = { first: score(7), second: score(3) };
      seq = (await aglEventDoor(browser, "apply_event_action", { id: eventId, seq, action: { kind: "recordResult", round, table, result } })).seq;
    }
  }
  const ledger = await invoke(browser, "create_ledger", { season: "Season 2026" });
  ledgerId = ledger.id;
  await invoke(browser, "add_event_to_ledger", { ledgerId, seq: ledger.seq, eventId });

  // A Season 2 event of the same season, finished, its round 1 drafted: the rules changed.
  const spring = await aglEventDoor(browser, "create_event", {
    definition: {
      name: "Copa de Primavera",
      format: "standard-tournament",
      ruleset: "agl-season-2",
      mods: [],
      event_type: "standard",
      rounds: 3,
      scenarios: ["assault", "conquest", "carnage"].map((id) => ({ kind: "official", id })),
      seed: null,
      rulings: 2,
    },
    language: "en",
  });
  let springSeq = spring.seq;
  for (const [i, name] of PLAYERS.entries()) {
    const registration = { name, corvus_pin: `CP-${i}`, sponsor: "oxyd", sponsor_unlocked: false, lineup: LINEUPS[i % 2] };
    springSeq = (await aglEventDoor(browser, "apply_event_action", { id: spring.id, seq: springSeq, action: { kind: "registerPlayer", registration } })).seq;
  }
  for (const round of [1, 2, 3]) {
    const pair = round === 1 ? { kind: "pairNextRound", round, seed: 7 } : { kind: "pairNextRound", round };
    springSeq = (await aglEventDoor(browser, "apply_event_action", { id: spring.id, seq: springSeq, action: pair })).seq;
    for (const table of [1, 2]) {
      if (round === 1) await draftTable(1, table, spring.id);
      const result = { first: score(7), second: score(3) };
      springSeq = (await aglEventDoor(browser, "apply_event_action", { id: spring.id, seq: springSeq, action: { kind: "recordResult", round, table, result } })).seq;
    }
  }
  const ledgerNow = await invoke(browser, "get_ledger", { id: ledgerId });
  await invoke(browser, "add_event_to_ledger", { ledgerId, seq: ledgerNow.seq, eventId: spring.id });
});

test("the desk's statistics: counted, filtered by round, exported as CSV and read back", async () => {
  await ui.click("home-library");
  await ui.click(`open-${eventId}`);
  await ui.click("desk-statistics");
  await textBecomes("stats-scope", /^Event: Copa Estadística$/);
  // Six tables drafted, each game decided, the event finished: the organizer's count reads the
  // locked decks.
  await textBecomes("stats-agl-summary", /1 event, 6 games, 6 drafts, 12 decks counted/);
  assert.ok((await rows("stats-characters")) >= 6, "every drafted character has a line");
  assert.ok((await rows("stats-tactics")) > 0, "the locked decks' Tactics are counted");
  // Each round had its scenario, and every draft the Koorie Queen Mod.
  const scenarios = await browser.execute(() =>
    [...document.querySelectorAll('[data-testid="stats-by-scenario-row"] td:first-child')].map((c) => c.textContent),
  );
  assert.ok(scenarios.length > 0 && scenarios.every((s) => ["Assault", "Conquest", "Carnage"].includes(s)), scenarios.join(" | "));
  assert.deepEqual(
    await browser.execute(() => [...document.querySelectorAll('[data-testid="stats-by-mods-row"] td:first-child')].map((c) => c.textContent)),
    ["Koorie Queen"],
  );
  // Six games: every rate is out of fewer than 20, so each carries the mark and none is ranked.
  const marks = await browser.execute(() => document.querySelectorAll('[data-testid="stats-characters"] [data-testid="low-sample"]').length);
  assert.ok(marks > 0);
  const ranks = await browser.execute(() =>
    [...document.querySelectorAll('[data-testid="stats-characters-row"] [data-testid="stats-rank"]')].map((c) => c.textContent),
  );
  assert.ok(ranks.every((r) => r === "–"), ranks.join(" "));
  // A threshold of 1 ranks every character that played.
  await ui.fill("stats-threshold", "1");
  await browser.waitUntil(
    () => browser.execute(() => document.querySelector('[data-testid="stats-characters-row"] [data-testid="stats-rank"]')?.textContent === "1"),
    { timeout: 15_000, timeoutMsg: "nothing was ranked from a threshold of 1" },
  );

  // The last round only: two games.
  await ui.fill("stats-filter-first-round", "3");
  await textBecomes("stats-agl-summary", /1 event, 2 games, 2 drafts, 4 decks counted/);

  await ui.click("stats-export-csv");
  await textBecomes("stats-export-done", /^Written: .*\.csv$/);
  const path = await browser.execute(() => document.querySelector('[data-testid="stats-export-done"]').dataset.path);
  const text = readFileSync(path, "utf8");
  assert.ok(text.startsWith("\uFEFF"), "the CSV starts with a byte-order mark");
  const lines = text.slice(1).trim().split("\r\n");
  const header = lines[0].split(",");
  assert.deepEqual(header.slice(0, 6), ["event", "event_name", "date", "round", "table", "stage"]);
  assert.equal(lines.length, 3, "the header and one row per game of round 3");
  const round = header.indexOf("round");
  for (const line of lines.slice(1)) {
    const cells = line.split(",");
    assert.equal(cells[round], "3");
    assert.ok(line.includes("Copa Estadística"));
  }

  // Counted for players, no locked deck counts, and the games stay the same.
  await ui.byTest("stats-audience").then((e) => e.selectByAttribute("value", "player_safe"));
  await textBecomes("stats-agl-summary", /1 event, 2 games, 2 drafts, 0 decks counted/);
  await (await ui.byTest("stats-tactics-none")).waitForDisplayed({ timeout: 10_000 });
  // The players' CSV says what the organizer's says: one row per game holds nothing secret once
  // the games are played.
  await ui.click("stats-export-csv");
  await browser.waitUntil(
    async () => {
      const written = await browser.execute(() => document.querySelector('[data-testid="stats-export-done"]')?.dataset.path ?? "");
      return written !== "" && written !== path;
    },
    { timeout: 15_000, timeoutMsg: "the players' CSV was never written" },
  );
  const playersPath = await browser.execute(() => document.querySelector('[data-testid="stats-export-done"]').dataset.path);
  assert.equal(readFileSync(playersPath, "utf8"), text);
  await ui.byTest("stats-audience").then((e) => e.selectByAttribute("value", "organizer"));
  await textBecomes("stats-agl-summary", /4 decks counted/);

  // Back to the whole event for the screenshots.
  await ui.click("stats-filter-reset");
  await textBecomes("stats-agl-summary", /6 games/);
  // A threshold that leaves some lines ranked and others marked, for the screenshots.
  await ui.fill("stats-threshold", "4");
  await textBecomes("stats-legend", /^n<4:/);
  const titles = { en: "Statistics", es: "Estadísticas", fr: "Statistiques" };
  for (const theme of ["light", "dark"]) {
    const now = await browser.execute(() => document.documentElement.dataset.theme);
    if (now !== theme) await ui.click("theme");
    for (const language of ["en", "es", "fr"]) {
      await (await ui.byTest("language")).selectByAttribute("value", language);
      await textBecomes("stats-back", new RegExp(language === "en" ? "Back" : language === "es" ? "Volver" : "Retour"));
      await browser.waitUntil(
        async () => (await browser.execute(() => document.querySelector(".statistics h1")?.textContent)) === titles[language],
        { timeout: 10_000 },
      );
      await chartDrawn(language, theme);
      await settleDom(browser, 300, 4_000);
      await screenshot(browser, `statistics-${theme}-${language}`);
      // The tables and the chart below the filters, each scrolled into the window.
      for (const part of ["characters", "chart", "breakdowns"]) {
        await browser.execute((id) => document.querySelector(`[data-testid="${id}"]`).scrollIntoView({ block: "start" }), `stats-${part}`);
        await settleDom(browser, 300, 4_000);
        await screenshot(browser, `statistics-${theme}-${language}-${part}`);
      }
      await browser.execute(() => window.scrollTo(0, 0));
      const overflow = await browser.execute(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `statistics-${theme}-${language}: ${overflow}px wider than the window`);
    }
  }
  await englishAndLight(browser);
  await ui.click("stats-back");
  await (await ui.byTest("desk-statistics")).waitForDisplayed({ timeout: 10_000 });
});

test("a season ledger's statistics and the library's chosen journals count the same event", async () => {
  await ui.click("nav-home");
  await ui.click("home-ledger");
  await textBecomes("ledger-title", /^Season 2026$/);
  await ui.click("ledger-statistics");
  await textBecomes("stats-scope", /^Season ledger: Season 2026$/);
  // Both events' games, drafts and decks.
  await textBecomes("stats-agl-summary", /2 events, 12 games, 8 drafts, 16 decks counted/);
  // The season chart: the most drafted character's rates at the ledger's two events, the change
  // of rules between them marked, drawn from the core's series; another character chosen is
  // asked for and drawn.
  const season = () => browser.execute(() => {
    const chart = document.querySelector('[data-testid="stats-season-chart"]');
    return chart ? { events: chart.dataset.events, changes: chart.dataset.changes, drawn: chart.dataset.drawn ?? "" } : null;
  });
  await browser.waitUntil(async () => (await season())?.drawn.startsWith("en light") ?? false, {
    timeout: 15_000,
    timeoutMsg: "the season chart was never drawn",
  });
  assert.deepEqual({ ...(await season()), drawn: undefined }, { events: "2", changes: "1", drawn: undefined });
  const other = await browser.execute(() => {
    const select = document.querySelector('[data-testid="stats-season-character"]');
    return [...select.options].map((o) => o.value).find((v) => v !== select.value);
  });
  await (await ui.byTest("stats-season-character")).selectByAttribute("value", other);
  await browser.waitUntil(async () => (await season())?.drawn === `en light ${other}`, {
    timeout: 15_000,
    timeoutMsg: `the season chart was never drawn for ${other}`,
  });
  await (await ui.byTest("stats-season")).scrollIntoView();
  await screenshot(browser, "statistics-season-light-en");

  await ui.click("nav-home");
  await ui.click("home-library");
  await ui.click(`select-${eventId}`);
  await ui.click("library-statistics");
  await textBecomes("stats-scope", /^1 chosen journal$/);
  await textBecomes("stats-agl-summary", /1 event, 6 games, 6 drafts, 12 decks counted/);
  assert.ok(ledgerId);
});

test("an Imperial Assault event's statistics, from its desk: the lists once the event is finished", async () => {
  let { ia } = await iaEventOf(browser, { swissRounds: 1, cut: 2, missions: 1 });
  const act = async (action) => {
    ia = await iaEventDoor(browser, "apply_event_action", { id: ia.id, seq: ia.seq, action });
  };
  await act({ kind: "pairNextRound", round: 1 });
  const result = { victory_points: { first: 40, second: 12 }, figure_points: null, end: { kind: "fortyPoints" } };
  for (const table of ia.snapshot.rounds[0].tables.map((t) => t.table)) await act({ kind: "recordResult", round: 1, table, result });
  await act({ kind: "makeCut" });
  await act({ kind: "recordCutResult", round: 1, game: 1, result });

  await ui.click("nav-home");
  await ui.click("home-event");
  await ui.click(`event-open-${ia.id}`);
  await (await ui.byTest("ia-desk")).waitForDisplayed({ timeout: 15_000 });
  await ui.click("desk-statistics");
  await textBecomes("stats-scope", /^Event: Store Championship$/);
  // Two Swiss games and the final; the four lists count, the event being finished.
  await textBecomes("stats-ia-summary", /1 event, 3 games, 4 army lists counted/);
  assert.ok((await rows("stats-deployment")) >= 5, "every Deployment card of the list has a line");
  assert.equal(await rows("stats-affiliations"), 1);
  assert.ok((await rows("stats-command")) > 0);
  // Darth Vader is in every list: a share of 4 out of 4.
  const vader = await browser.execute(() =>
    [...document.querySelectorAll('[data-testid="stats-deployment-row"]')].map((r) => r.innerText).find((t) => t.includes("Darth Vader")),
  );
  assert.match(vader ?? "", /100\s?%\s+4\/4/);
  // Only the cut: one game.
  await (await ui.byTest("stats-filter-stage")).selectByAttribute("value", "cut");
  await textBecomes("stats-ia-summary", /1 event, 1 game, 4 army lists counted/);
  await (await ui.byTest("stats-filter-stage")).selectByAttribute("value", "");
  await textBecomes("stats-ia-summary", /3 games/);
  for (const theme of ["light", "dark"]) {
    const now = await browser.execute(() => document.documentElement.dataset.theme);
    if (now !== theme) await ui.click("theme");
    await browser.execute(() => document.querySelector('[data-testid="stats-ia-summary"]').scrollIntoView({ block: "start" }));
    await settleDom(browser, 300, 4_000);
    await screenshot(browser, `statistics-ia-${theme}-en`);
  }
  await englishAndLight(browser);
});

// A finished quick match replayed in the real window: drafted to its end and its game recorded
// through the core's own commands (as the page calls them), then opened from the library's
// "Replay" and stepped through pick by pick with the buttons and the arrow keys; each step names
// its player and its clause, and nothing of either deck reaches the screen or the exported file.
import assert from "node:assert/strict";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { englishAndLight, invoke, openApp } from "./driver.mjs";
import { steps } from "./steps.mjs";

const LINEUPS = [
  ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"],
  ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"],
];
const TABLE = { kind: "table" };
const player = (name, lineup) => ({ name, lineup, sponsor: "oxyd", unlocked_sponsors: null });

let app;
let browser;
let ui;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-replay-")) });
  browser = app.browser;
  ui = steps(browser);
  await englishAndLight(browser);
});
after(async () => {
  await app?.close();
});

/** Plays a quick match with Koorie Queen to its end: bans and picks, then both decks. */
async function draftToTheEnd() {
  const created = await invoke(browser, "create_draft", {
    setup: {
      version: "agl-v1.0",
      mods: ["koorie-queen"],
      players: { first: player("Ana", LINEUPS[0]), second: player("Bo", LINEUPS[1]) },
      seed: 0,
      coin: { kind: "seeded" },
      scenario: null,
      stadium: null,
    },
    seed: "draw",
    event: null,
  });
  const id = created.id;
  let table = created;
  while (table.view.step === "ban" || table.view.step === "pick") {
    const seat = table.view.waiting_for[0];
    const mine = await invoke(browser, "open_draft", { id, viewer: { kind: "seat", seat }, code: null });
    const choice = mine.options.choice;
    const character = choice.characters.find((c) => c.unavailable === null).character;
    table = await invoke(browser, "apply_draft_move", {
      id,
      seq: table.seq,
      action: { move: choice.kind, seat, character },
      viewer: TABLE,
      code: null,
    });
  }
  assert.equal(table.view.step, "deck");
  for (const seat of ["first", "second"]) {
    const tactics = table.view.teams[seat].flatMap((character) => [0, 1].map((slot) => ({ character, slot })));
    table = await invoke(browser, "apply_draft_move", {
      id,
      seq: table.seq,
      action: { move: "lock-deck", seat, deck: { tactics } },
      viewer: TABLE,
      code: null,
    });
  }
  assert.equal(table.view.step, "complete");
  // The library calls a draft finished once its game's result is recorded.
  const score = (victoryPoints, frags) => ({ victoryPoints, frags });
  await invoke(browser, "record_game_result", {
    id,
    seq: table.seq,
    result: { scores: { first: score(7, 2), second: score(3, 1) }, firstBlood: null },
  });
  return { id, bans: table.view.bans, picks: table.view.picks };
}

const text = (id) => ui.textOf(id);

/** Waits until the replay shows the board after step `at`. */
async function atStep(at, total) {
  await browser.waitUntil(async () => (await text("replay-position")) === `${at} / ${total}`, {
    timeout: 10_000,
    timeoutMsg: `the replay did not reach step ${at}`,
  });
}

test("a finished quick match is replayed step by step from the library", async () => {
  const { id, picks } = await draftToTheEnd();
  // Two bans, eight picks, two decks.
  const total = 12;

  // The app opens at home, whose library strip leads to the library.
  await ui.click("home-library");
  await ui.click(`replay-${id}`);
  await (await ui.byTest("replay-screen")).waitForDisplayed({ timeout: 10_000 });
  await atStep(0, total);
  assert.equal(await text("replay-step-text"), "Before the first step");
  assert.match(await text("replay-title"), /Ana vs Bo/);

  // Step 1: Player A's ban, under the Koorie Queen Mod.
  await ui.click("replay-next");
  await atStep(1, total);
  assert.match(await text("replay-step-text"), /bans/);
  assert.match(await text("replay-clause"), /Koorie Queen Mod/);
  const banner = await text("replay-step-by");
  assert.ok(banner.startsWith("Ana") || banner.startsWith("Bo"), banner);

  // The arrows step through the picks; each pick's character joins its team on the board.
  await browser.keys(["ArrowRight"]);
  await atStep(2, total);
  for (let n = 3; n <= 10; n++) {
    await browser.keys(["ArrowRight"]);
    await atStep(n, total);
    const pick = picks[n - 3];
    assert.match(await text("replay-clause"), /Building Teams/);
    const team = await ui.byTest(`replay-team-${pick.team_of}`);
    assert.ok(
      await team.$(`[data-character="${pick.character}"]`).isExisting(),
      `step ${n}: ${pick.character} is not on the team`,
    );
  }
  await ui.screenshot("replay-after-the-picks");
  // Back goes one step back: the last pick leaves the board again.
  const last = picks[7];
  await ui.click("replay-back");
  await atStep(9, total);
  assert.equal(await (await ui.byTest(`replay-team-${last.team_of}`)).$(`[data-character="${last.character}"]`).isExisting(), false);

  // The decks: locked, never shown.
  await ui.click("replay-last");
  await atStep(total, total);
  assert.match(await text("replay-step-text"), /Tactics deck/);
  assert.match(await text("replay-clause"), /Deckbuilding/);
  const screen = await text("replay-screen");
  assert.ok(!/slot|salt/i.test(screen), "the replay shows something of a deck");
  await browser.keys(["Home"]);
  await atStep(0, total);

  // The export: one HTML file that fetches nothing and holds no deck.
  await ui.click("replay-export");
  const written = await text("replay-exported");
  const path = written.match(/written to (.+\.html)\./)[1];
  const html = readFileSync(path, "utf8");
  assert.match(html, /default-src 'none'/);
  assert.match(html, /Step 12 of 12/);
  assert.ok(!/<script[^>]*src=|<link[^>]*href=/.test(html), "the file loads something");
  assert.ok(!html.includes('"salt"') && !html.includes("slot"), "the file holds a deck");
});

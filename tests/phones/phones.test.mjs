// Two players' phones at one table: Debian's chromium (playwright-core), two separate browser
// contexts, each joining through its seat's address served by the app's local-network session
// (crates/venue/examples/table_for_phones.rs), play a whole Vassily draft with both decks. The
// journal then holds every step; a seat's token never reads the rival's secret, and a wrong
// token gets nothing. After the draft the phones report the game's result: differing reports
// record nothing, agreeing ones record it once. Two Imperial Assault players report their game
// from their own pages by the same rule. An Imperial Assault event's room page shows its round by
// name with the mission, then its cut. A spectator's page follows the draft live from a third
// browser and never receives a swap before its reveal; once revealed it shows both, and then the
// game's score and frags. The draft has a pace clock: both phones and the spectator show it.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";
import { chromium } from "playwright-core";
import { playOnce } from "./play.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const EXAMPLE = process.env.HEXADRAFT_VENUE_EXAMPLE ?? join(here, "../../target/debug/examples/table_for_phones");

let table; // the example process
let lines; // its output, line by line
let browser;
let dataDir;
let started;

function nextLine() {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no answer from the table")), 15_000);
    lines.once("line", (line) => {
      clearTimeout(timer);
      resolve(line);
    });
  });
}

async function ask(command) {
  const answer = nextLine();
  table.stdin.write(`${command}\n`);
  return JSON.parse(await answer);
}

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "hexadraft-phones-"));
  table = spawn(EXAMPLE, [dataDir], { stdio: ["pipe", "pipe", "inherit"] });
  lines = createInterface({ input: table.stdout });
  started = JSON.parse(await nextLine());
  // playwright gives the browser a fresh, temporary --user-data-dir of its own.
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
});

after(async () => {
  await browser?.close();
  table?.stdin.end();
  table?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

test("two phones play a whole Vassily draft with both decks, each keeps its secrets, and they report the result", async () => {
  // Two separate contexts: two players, two devices, no shared storage.
  const contexts = { first: await browser.newContext({ locale: "en-US" }), second: await browser.newContext({ locale: "en-US" }) };
  const pages = {};
  for (const seat of ["first", "second"]) {
    pages[seat] = await contexts[seat].newPage();
    // Ana scans her QR code (the whole address); Bo types his short one, capitalised as a
    // phone's keyboard does, and lands on his seat's whole address.
    const short = started.short[seat];
    const code = short.split("/").pop();
    const typed = `${short.slice(0, -code.length)}${code[0].toUpperCase()}${code.slice(1)}`;
    const response = await pages[seat].goto(seat === "first" ? started.seats[seat] : typed);
    assert.equal(response.status(), 200);
    assert.equal(pages[seat].url(), started.seats[seat]);
    await pages[seat].locator("#status").waitFor();
  }
  assert.match(await pages.first.locator("h1").textContent(), /Ana/);
  assert.match(await pages.second.locator("h1").textContent(), /Bo/);
  // A caster's screen: the table's spectator page, in a third browser.
  const casterContext = await browser.newContext({ locale: "en-US" });
  const caster = await casterContext.newPage();
  assert.equal((await caster.goto(started.spectator)).status(), 200);
  await caster.locator("#status").waitFor();
  assert.equal(await caster.locator("#spectator-title").textContent(), "Ana vs Bo");
  const spectated = () =>
    caster.evaluate(async (p) => {
      const r = await fetch(p);
      return { status: r.status, text: await r.text() };
    }, `/api/v/${new URL(started.spectator).pathname.split("/").pop()}`);
  /** What the seat's own page holds of its secret (its salt and choice), read from its browser. */
  const ownSecret = async (seat, field) => {
    const token = new URL(started.seats[seat]).pathname.split("/").pop();
    const text = await pages[seat].evaluate(async (p) => (await fetch(p)).text(), `/api/s/${token}`);
    const secret = JSON.parse(text).draft.view[field][seat];
    return [secret.salt, JSON.stringify(secret.choice)];
  };
  let sawALockedSwap = false;

  let moves = 0;
  for (;;) {
    assert.ok(moves < 40, "the draft ends");
    // Both pages first show the draft as the table holds it (their live updates arrived), so a
    // move is never made on a stale page: waited for as a state, not for a time.
    const { seq, view } = await ask("table");
    await Promise.all(
      ["first", "second"].map((seat) => pages[seat].locator(`#status[data-seq="${seq}"]`).waitFor({ timeout: 10_000 })),
    );
    // The spectator's page follows the table live (its server-sent events): waited for as the
    // state it shows.
    await caster.locator(`#status[data-shown="${seq}"]`).waitFor({ timeout: 10_000 });
    if (view.complete) break;
    if (view.step === "swap") {
      // The draft is timed: its clock is on both phones and the spectator's page, times only
      // (the wire checks below include the clock's view).
      for (const page of [pages.first, pages.second, caster]) {
        assert.equal(await page.locator('#pace-clock [data-clock-seat]').count(), 2);
      }
      // Before the reveal neither phone shows the rival's swap (only, once locked, that it is).
      for (const seat of ["first", "second"]) assert.equal(await pages[seat].locator("#rival-swap").count(), 0);
      // Nor does the spectator's page, on the screen or on the wire.
      assert.equal(await caster.locator('[data-swap-state="open"]').count(), 0);
      const wire = await spectated();
      assert.equal(wire.status, 200);
      for (const seat of ["first", "second"]) {
        if (view.swaps[seat].state !== "locked") continue;
        sawALockedSwap = true;
        assert.equal(await caster.locator(`[data-swap="${seat}"][data-swap-state="locked"]`).count(), 1);
        for (const secret of await ownSecret(seat, "swaps")) assert.ok(!wire.text.includes(secret), `the spectator read ${seat}'s swap`);
      }
    }
    const seat = view.waiting_for[0];
    assert.ok(await playOnce(pages[seat], seat), `${seat} could move at seq ${seq}`);
    moves += 1;
    // The move is answered (the page moves past this seq) before the next look.
    await pages[seat].locator(`#status:not([data-seq="${seq}"])`).waitFor({ timeout: 10_000 });
  }
  for (const seat of ["first", "second"]) {
    assert.equal(await pages[seat].locator("#status").textContent(), "The draft is complete.");
  }
  assert.ok(moves >= 12, `8 picks, 2 swaps, 2 decks (${moves} moves)`);
  assert.ok(sawALockedSwap, "the spectator was looked at while one swap was locked and not revealed");
  // Revealed: the spectator's page shows both swaps; the decks never.
  assert.match(await caster.locator('[data-swap="first"][data-swap-state="open"]').textContent(), /^Ana's swap: .+ → .+$/);
  assert.equal(await caster.locator('[data-swap="second"][data-swap-state="open"]').textContent(), "Bo's swap: no swap");
  const finalWire = await spectated();
  for (const seat of ["first", "second"]) {
    for (const secret of await ownSecret(seat, "decks")) assert.ok(!finalWire.text.includes(secret), `the spectator read ${seat}'s deck`);
  }

  // Each phone shows the rival's swap once revealed: Ana swapped, Bo kept his team.
  assert.match(await pages.second.locator("#rival-swap").textContent(), /^Ana's swap: .+ → .+$/);
  assert.equal(await pages.first.locator("#rival-swap").textContent(), "Bo's swap: no swap");
  // The board shows both lineups with the bans and picks.
  for (const seat of ["first", "second"]) {
    assert.equal(await pages[seat].locator("#board [data-board-seat] .lineup li").count(), 16);
    assert.equal(await pages[seat].locator('#board .lineup li[data-state="picked"]').count(), 8);
  }

  // Each phone shows its own team, swap and deck.
  for (const seat of ["first", "second"]) {
    assert.equal(await pages[seat].locator("#team li").count(), 4);
    assert.equal(await pages[seat].locator("#my-deck li").count(), 8);
    await pages[seat].locator("#my-swap").waitFor();
  }

  // What each seat's own token reads, from its own browser.
  const read = (seat, path) =>
    pages[seat].evaluate(async (p) => {
      const r = await fetch(p);
      return { status: r.status, text: await r.text() };
    }, path);
  const token = (seat) => new URL(started.seats[seat]).pathname.split("/").pop();
  const own = {};
  for (const seat of ["first", "second"]) {
    const answer = await read(seat, `/api/s/${token(seat)}`);
    assert.equal(answer.status, 200);
    own[seat] = { text: answer.text, page: JSON.parse(answer.text) };
  }
  for (const [seat, rival] of [["first", "second"], ["second", "first"]]) {
    const rivalDeck = own[rival].page.draft.view.decks[rival];
    assert.equal(rivalDeck.state, "open", "the owner sees its own deck");
    assert.equal(own[seat].page.draft.view.decks[rival].state, "locked", "the rival's deck stays locked");
    assert.ok(!own[seat].text.includes(rivalDeck.salt), "no seat reads the rival's deck salt");
    assert.ok(!own[seat].text.includes(JSON.stringify(rivalDeck.choice.choice)), "nor its choice");
  }

  // A wrong token gets nothing: not the page, not the data.
  const wrong = "a".repeat(26);
  const wrongPage = await pages.first.goto(started.seats.first.replace(token("first"), wrong));
  assert.equal(wrongPage.status(), 404);
  assert.equal(await wrongPage.text(), "Not found");
  const wrongApi = await read("first", `/api/s/${wrong}`);
  assert.deepEqual(wrongApi, { status: 404, text: "Not found" });

  // The journal holds the whole draft: 8 picks, 2 swaps and 2 decks, each lock with its salt.
  const journal = JSON.stringify(await ask("journal"));
  assert.equal((journal.match(/"lock-deck"/g) ?? []).length, 2, journal.slice(0, 400));
  assert.equal((journal.match(/"lock-swap"/g) ?? []).length, 2);
  assert.equal((journal.match(/"pick"/g) ?? []).length, 8);
  for (const seat of ["first", "second"]) {
    assert.ok(journal.includes(own[seat].page.draft.view.decks[seat].salt), "the deck's salt is journalled");
  }
  const tableView = await ask("table");
  assert.equal(tableView.view.complete, true);
  assert.equal(tableView.view.decks.first.state, "locked", "the table sees no deck");
  assert.equal(tableView.game, null);

  // After the game, each phone reports the result (docs/rulings.md, "Results reported from the
  // phones"): Ana sends hers, Bo sends a different one and both phones show where they differ
  // with nothing recorded; then Bo confirms Ana's with one tap and the journal records it once.
  await pages.first.goto(started.seats.first);
  await pages.first.locator("#result-send").waitFor();
  await pages.first.locator('[data-field="first-vp"]').fill("6");
  await pages.first.locator('[data-field="first-frags"]').fill("2");
  await pages.first.locator('[data-field="second-vp"]').fill("3");
  await pages.first.locator('[data-field="second-frags"]').fill("1");
  await pages.first.locator("#result-send").click();
  await pages.first.locator("#result-waiting").waitFor();
  // Bo's phone hears Ana's report live and shows it to confirm.
  await pages.second.locator("#result-confirm").waitFor();
  assert.match(await pages.second.locator("#result-rival").textContent(), /Ana 6 VP, 2 Frags · Bo 3 VP, 1 Frags/);
  await pages.second.locator('[data-field="first-vp"]').fill("5");
  await pages.second.locator("#result-send").click();
  for (const seat of ["first", "second"]) {
    await pages[seat].locator("#result-differs").waitFor();
    assert.match(await pages[seat].locator("#result-differs").textContent(), /Ana's Victory Points/);
  }
  const disagreed = JSON.stringify(await ask("journal"));
  assert.equal((disagreed.match(/"game_result"/g) ?? []).length, 0, "differing reports record nothing");
  assert.equal((await ask("table")).game, null);
  await pages.second.locator("#result-confirm").click();
  for (const seat of ["first", "second"]) {
    await pages[seat].locator("#result-recorded").waitFor();
    assert.match(await pages[seat].locator("#result-recorded").textContent(), /Ana 6 VP/);
  }
  const recorded = JSON.stringify(await ask("journal"));
  assert.equal((recorded.match(/"game_result"/g) ?? []).length, 1, "the result is journalled once");
  assert.equal((recorded.match(/"result_report"/g) ?? []).length, 2, "both reports, then Bo's agreement as the result");
  const ended = await ask("table");
  assert.deepEqual(ended.game.input.scores, { first: { victoryPoints: 6, frags: 2 }, second: { victoryPoints: 3, frags: 1 } });
  assert.equal(ended.game.outcomes.first, "victory");
  // The draft has ended: its seats' addresses open nothing more.
  assert.deepEqual(await read("second", `/api/s/${token("second")}`), { status: 404, text: "Not found" });
  // The spectator's page lives on and shows the score and frags.
  await caster.locator('[data-result-seat="first"]').waitFor({ timeout: 10_000 });
  assert.equal(await caster.locator('[data-result-seat="first"]').textContent(), "Ana: 6 VP · 2 Frags");
  assert.equal(await caster.locator('[data-result-seat="second"]').textContent(), "Bo: 3 VP · 1 Frags");
  // The streaming layout: the same page, transparent, both sides abreast.
  await caster.goto(`${started.spectator}?overlay=1`);
  await caster.locator("main.spectator.overlay").waitFor();
  assert.equal(await caster.evaluate(() => getComputedStyle(document.documentElement).backgroundColor), "rgba(0, 0, 0, 0)");
  assert.equal(await caster.evaluate(() => getComputedStyle(document.querySelector("#board")).display), "grid");
  await casterContext.close();
  await Promise.all(Object.values(contexts).map((c) => c.close()));
});

test("two Imperial Assault players report their game from their own phones: differing reports wait, agreeing ones record it", async () => {
  const event = await ask("ia-event");
  const table = event.snapshot.rounds[0].tables.find((t) => t.table === 1);
  const url = (id) => started.players.find((p) => p.player === id).url;
  const name = (id) => started.players.find((p) => p.player === id).name;
  const seats = { first: table.players.first, second: table.players.second };
  const contexts = {};
  const pages = {};
  for (const seat of ["first", "second"]) {
    contexts[seat] = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
    pages[seat] = await contexts[seat].newPage();
    assert.equal((await pages[seat].goto(url(seats[seat]))).status(), 200);
    await pages[seat].locator("#ia-game h2").waitFor();
    assert.equal(await pages[seat].locator("#ia-game h2").textContent(), "Round 1, table 1");
  }
  const rival = { first: "second", second: "first" };
  for (const seat of ["first", "second"]) {
    assert.equal(await pages[seat].locator("#ia-title").textContent(), `${name(seats[seat])}: your page`);
    assert.equal(await pages[seat].locator("#ia-opponent").textContent(), `Against ${name(seats[rival[seat]])}`);
    // A player's page is theirs alone: no army list, no other player's page, nothing of the desk.
    assert.equal(await pages[seat].locator("#ia-rival-report").count(), 0);
  }

  // Sends a report and waits for the page's answer: the report shown as the phone's own while the
  // game waits for the rival's, or (`recorded`) the game gone once the two agree. An agreeing report
  // never shows as pending: waiting for it raced the page's update (an earlier report's line was
  // still there, or already gone).
  const send = async (seat, first, second, answer = "#ia-my-report") => {
    const page = pages[seat];
    await page.locator('[data-ia-vp="first"]').fill(String(first));
    await page.locator('[data-ia-vp="second"]').fill(String(second));
    await page.locator("#ia-result-send").click();
    await page.locator(answer).waitFor();
  };
  // The first player reports 40-12; the second, 40-15: nothing is recorded, both are told where.
  await send("first", 40, 12);
  assert.match(await pages.first.locator("#ia-waiting").textContent(), new RegExp(`waiting for ${name(seats.second)}`));
  await send("second", 40, 15);
  await pages.second.locator("#ia-differs").waitFor();
  assert.match(await pages.second.locator("#ia-differs").textContent(), new RegExp(`${name(seats.second)}'s Victory Points`));
  // The first phone hears of it on its next read, without a reload.
  await pages.first.locator("#ia-differs").waitFor();
  let desk = await ask("ia-event");
  assert.equal(desk.snapshot.rounds[0].tables.find((t) => t.table === 1).result, null);
  assert.deepEqual(desk.snapshot.reports[0].differs, ["secondVictoryPoints"]);

  // The first player takes the second's result: the two agree and the game is recorded once.
  await pages.first.locator("#ia-rival-report").waitFor();
  await send("first", 40, 15, "#ia-no-game");
  await pages.second.locator("#ia-no-game").waitFor();
  desk = await ask("ia-event");
  const recorded = desk.snapshot.rounds[0].tables.find((t) => t.table === 1).result;
  assert.deepEqual(recorded.victory_points, { first: 40, second: 15 });
  assert.deepEqual(desk.snapshot.reports, []);
  const journal = JSON.stringify(await ask("ia-journal"));
  assert.equal((journal.match(/"reportResult"/g) ?? []).length, 3, "three reports journalled, the last recording the result");
  assert.equal((journal.match(/"recordResult"/g) ?? []).length, 0, "no entry of the desk's");
  // A report for a game that has its result is refused in words, naming nothing secret.
  const late = await pages.second.evaluate(async ({ token, game }) => {
    const response = await fetch(`/api/p/${token}/result`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ game, result: { victory_points: { first: 1, second: 2 }, figure_points: null, end: { kind: "time" } } }),
    });
    return { status: response.status, body: await response.json() };
  }, { token: url(seats.second).split("/").pop(), game: { stage: "swiss", round: 1, table: 1 } });
  assert.equal(late.status, 422);
  assert.equal(late.body.code, "refused.iaEvent.gameHasResult");
  await Promise.all(Object.values(contexts).map((c) => c.close()));
});

test("an Imperial Assault event's room page: the round by name with its mission, then the cut, on a phone", async () => {
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const response = await page.goto(started.room);
  assert.equal(response.status(), 200);
  await page.locator("#tables li").first().waitFor();
  const tables = await page.locator("#tables li").allTextContents();
  assert.equal(tables.length, 2);
  const names = tables.join(" ");
  for (const name of ["Zoë", "Ana", "Łukasz", "Bo"]) assert.ok(names.includes(name), `${name} in ${names}`);
  assert.equal(await page.locator("#room-mission").textContent(), `Mission: ${started.mission}`);
  assert.equal(await page.locator("#room-cut").count(), 0);
  // Finding one's own table works as at an AGL event, and a name is found as a plain keyboard
  // types it ("lukasz" for Łukasz, whose Ł is a letter of its own).
  await page.locator("#room-find").fill("zoe");
  await page.locator("#tables li.found").waitFor();
  assert.equal(await page.locator("#tables li.found").count(), 1);
  assert.match(await page.locator("#tables li.found").textContent(), /Zoë/);
  await page.locator("#room-find").fill("lukasz");
  await page.locator("#tables li.found", { hasText: "Łukasz" }).waitFor();
  assert.equal(await page.locator("#tables li.found").count(), 1);

  // The results are in and the cut is made: the page shows the final, seeds first, on its next read.
  const room = await ask("ia-cut");
  assert.equal(room.cut.length, 1);
  await page.reload();
  await page.locator("#room-cut h3").waitFor();
  assert.equal(await page.locator("#room-cut h3").textContent(), "Final");
  const final = await page.locator("#room-cut li").allTextContents();
  assert.equal(final.length, 1);
  assert.match(final[0], /^1\. .+ – 2\. .+$/);
  assert.match(await page.locator("#standings").textContent(), /3 points/);
  await context.close();
});

test("an AGL event's room page shows the event's statistics once it has ended, the decks' Tactics once public", async () => {
  const shots = join(here, "../../artifacts/phones");
  mkdirSync(shots, { recursive: true });
  const context = await browser.newContext({ locale: "en-US", viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const statistics = `${started.aglRoom.replace("/r/", "/api/r/")}/statistics`;
  assert.equal((await page.goto(started.aglRoom)).status(), 200);
  // One result still to come: the standings are provisional, and there are no statistics.
  await page.locator("#standings li").first().waitFor();
  assert.equal(await page.locator("h2", { hasText: "Final standings" }).count(), 0);
  assert.equal(await page.locator("#room-stats").count(), 0);
  assert.equal((await page.request.get(statistics)).status(), 404);

  const room = await ask("agl-finish");
  assert.equal(room.standingsFinal, true);
  await page.reload();
  await page.locator("#room-stats-characters tbody tr").first().waitFor();
  const rows = await page.locator("#room-stats-characters tbody tr").allTextContents();
  assert.ok(rows.length > 0);
  // Every rate with its count; six games, two of them drafted.
  for (const row of rows) assert.match(row, /\d+\/\d+/);
  assert.match(await page.locator(".room-stats-summary").textContent(), /6 games, 2 drafts, 0 decks counted/);
  assert.match(await page.locator("#room-stats-sponsors").textContent(), /Oxyd/);
  assert.equal(await page.locator("#room-stats-tactics").count(), 0);
  await page.locator("#room-stats-no-tactics").waitFor();
  await page.locator("#room-stats").scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(shots, "room-statistics-en.png"), fullPage: true });

  const decks = await ask("agl-decks-public");
  assert.equal(decks.public, true);
  await page.reload();
  await page.locator("#room-stats-tactics tbody tr").first().waitFor();
  assert.match(await page.locator(".room-stats-summary").textContent(), /4 decks counted/);
  await page.screenshot({ path: join(shots, "room-statistics-public-en.png"), fullPage: true });

  // In the phone's language, dark as the phone is set.
  for (const [locale, heading] of [
    ["es-ES", "Estadísticas del evento"],
    ["fr-FR", "Statistiques de l’événement"],
  ]) {
    const other = await browser.newContext({ locale, colorScheme: "dark", viewport: { width: 390, height: 844 } });
    const phone = await other.newPage();
    await phone.goto(started.aglRoom);
    await phone.locator("#room-stats-tactics tbody tr").first().waitFor();
    assert.equal(await phone.locator("#room-stats h2").textContent(), heading);
    await phone.screenshot({ path: join(shots, `room-statistics-${locale}-dark.png`), fullPage: true });
    await other.close();
  }
  await context.close();
});

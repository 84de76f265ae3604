// A spectator page follows a phone draft live in an organizer's format with hidden picks
// (docs/rulings.md, "Hidden picks"; issue 28). The table is the example's, started with
// HEXADRAFT_TABLE_FORMAT=hidden-picks ("Blind opening": two bans, both players' hidden picks at
// once and a reveal, public picks, Player A's hidden pick while Player B picks in the open, a
// reveal, the last picks), played on two phones in Debian's chromium. A caster's page, in a
// third browser, is watched on its screen and on its wire (every server-sent event it received,
// read from the browser's network layer, and the view it fetches): until a hidden pick's reveal
// it shows that a pick was locked, never which (no salt, and the character's id and name no more
// often than before the lock); from the reveal it shows the pick on the board and in the team.
// The rival's phone shows it only from the reveal too.
import { after, before, test } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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
  dataDir = mkdtempSync(join(tmpdir(), "hexadraft-hidden-picks-"));
  table = spawn(EXAMPLE, [dataDir], {
    stdio: ["pipe", "pipe", "inherit"],
    env: { ...process.env, HEXADRAFT_TABLE_FORMAT: "hidden-picks" },
  });
  lines = createInterface({ input: table.stdout });
  started = JSON.parse(await nextLine());
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

// The moves of "Blind opening" after which its reveal turns pass: two bans and both players'
// locks; then two public picks, Player A's lock and Player B's public pick.
const REVEALED_BY_MOVE = [4, 8];

const count = (text, needle) => text.split(needle).length - 1;

test("a spectator page follows a phone draft with hidden picks live and shows each only after its reveal", async () => {
  assert.equal(started.format, "Blind opening");
  const pages = {};
  for (const seat of ["first", "second"]) {
    pages[seat] = await (await browser.newContext({ locale: "en-US" })).newPage();
    assert.equal((await pages[seat].goto(started.seats[seat])).status(), 200);
    await pages[seat].locator("#status").waitFor();
  }

  // The caster's page, with everything it receives recorded: each server-sent event as the
  // browser's network layer got it, and each view it fetched.
  const caster = await (await browser.newContext({ locale: "en-US" })).newPage();
  const wire = []; // raw texts, in the order received
  const cdp = await caster.context().newCDPSession(caster);
  await cdp.send("Network.enable");
  cdp.on("Network.eventSourceMessageReceived", (message) => wire.push(message.data));
  const fetched = [];
  caster.on("response", (response) => {
    if (/\/api\/v\/[^/]+$/.test(new URL(response.url()).pathname)) fetched.push(response.text().then((text) => wire.push(text)));
  });
  const spectatorToken = new URL(started.spectator).pathname.split("/").pop();
  assert.equal((await caster.goto(started.spectator)).status(), 200);
  await caster.locator("#status").waitFor();
  const spectated = () => caster.evaluate(async (p) => (await fetch(p)).text(), `/api/v/${spectatorToken}`);

  const names = JSON.parse(await spectated()).names;
  /** The seat's own last hidden pick (character and salt), read from its own phone. */
  const ownLock = async (seat) => {
    const token = new URL(started.seats[seat]).pathname.split("/").pop();
    const page = JSON.parse(await pages[seat].evaluate(async (p) => (await fetch(p)).text(), `/api/s/${token}`));
    const own = page.draft.view.hidden_picks.filter((h) => h.seat === seat).pop();
    assert.equal(own.pick.state, "open", "the drafter sees its own lock");
    return { seat, id: own.pick.choice, salt: own.pick.salt, name: names[own.pick.choice] };
  };
  const locks = []; // { seat, id, salt, name, lockedAt, revealedAt }

  /** Checks every text the caster received so far against every lock, by the seq it shows. */
  const checkWire = () => {
    const views = wire.map((text) => ({ text, json: JSON.parse(text) }));
    for (const lock of locks) {
      const baseline = views.find((v) => v.json.draft.shown === lock.lockedAt - 1);
      assert.ok(baseline, `the caster was sent the view just before ${lock.seat}'s lock`);
      for (const { text, json } of views) {
        const shown = json.draft.shown;
        if (shown < lock.lockedAt) continue;
        const entry = json.draft.view.hidden_picks.find((h) => h.seat === lock.seat && (h.pick.state === "locked" || h.pick.choice === lock.id));
        if (lock.revealedAt === undefined || shown < lock.revealedAt) {
          // Hidden: a pick was locked, never which.
          assert.ok(!text.includes(lock.salt), `the caster was sent ${lock.seat}'s salt before the reveal`);
          assert.equal(count(text, `"${lock.id}"`), count(baseline.text, `"${lock.id}"`), `the caster was sent ${lock.id} before its reveal`);
          assert.equal(count(text, lock.name), count(baseline.text, lock.name), `the caster was sent ${lock.name} before its reveal`);
          assert.equal(entry?.pick.state, "locked", text);
          assert.equal(entry.pick.choice, undefined);
          assert.ok(!json.draft.view.picks.some((p) => p.character === lock.id));
        } else {
          assert.equal(entry?.pick.state, "open", text);
          assert.equal(entry.pick.salt, lock.salt, "the revealed pick is the one locked");
          assert.ok(json.draft.view.picks.some((p) => p.character === lock.id));
          assert.ok(count(text, `"${lock.id}"`) > count(baseline.text, `"${lock.id}"`));
        }
      }
    }
  };
  /** The caster's screen (and the rival's phone) for every lock, as the table stands at `seq`. */
  const checkScreens = async (seq) => {
    for (const lock of locks) {
      const rival = pages[lock.seat === "first" ? "second" : "first"];
      const hidden = lock.revealedAt === undefined || seq < lock.revealedAt;
      for (const page of [caster, rival]) {
        const li = page.locator(`[data-board-seat="${lock.seat}"] .lineup li[data-character="${lock.id}"]`);
        const team = await page.locator(`[data-board-seat="${lock.seat}"] [data-team="${lock.seat}"]`).textContent();
        if (hidden) {
          assert.notEqual(await li.getAttribute("data-state"), "picked");
          assert.ok(!team.includes(lock.name), `${lock.name} on a team before its reveal`);
        } else {
          assert.equal(await li.getAttribute("data-state"), "picked");
          assert.ok(team.includes(lock.name), `${lock.name} on ${lock.seat}'s team once revealed`);
        }
      }
      if (hidden) {
        assert.equal(await caster.locator(`[data-hidden-pick="${lock.seat}"][data-hidden-pick-state="locked"]`).count(), 1);
      }
    }
  };

  let moves = 0;
  let sawHiddenOnScreen = 0;
  let sawOwnLock = 0;
  for (;;) {
    assert.ok(moves < 40, "the draft ends");
    // Both phones and the caster show the table as it stands: waited for as states.
    const { seq, view } = await ask("table");
    await Promise.all(["first", "second"].map((seat) => pages[seat].locator(`#status[data-seq="${seq}"]`).waitFor({ timeout: 10_000 })));
    await caster.locator(`#status[data-shown="${seq}"]`).waitFor({ timeout: 10_000 });
    assert.ok(
      JSON.parse(await spectated()).draft.shown === seq,
      "the caster's fetched view is the table's",
    );
    await Promise.all(fetched);
    checkWire();
    await checkScreens(seq);
    if (locks.some((l) => l.revealedAt === undefined)) sawHiddenOnScreen += 1;
    if (view.complete) break;
    const seat = view.waiting_for[0];
    const hiddenPick = view.step === "hidden-pick";
    assert.ok(await playOnce(pages[seat], seat), `${seat} could move at seq ${seq}`);
    moves += 1;
    await pages[seat].locator(`#status:not([data-seq="${seq}"])`).waitFor({ timeout: 10_000 });
    if (hiddenPick) {
      const lock = await ownLock(seat);
      // While its turn is open (the rival still to lock), the drafter's phone says what it
      // locked, in secret.
      if (await pages[seat].locator("#locked").count()) {
        assert.equal(await pages[seat].locator("#locked").textContent(), `You picked ${lock.name} in secret. Everyone sees it at the reveal.`);
        sawOwnLock += 1;
      }
      locks.push({ ...lock, lockedAt: (await ask("table")).seq });
    }
    // When a lock is revealed comes from the format, not from the views under test.
    if (REVEALED_BY_MOVE.includes(moves)) {
      const { seq: revealedAt } = await ask("table");
      for (const lock of locks) lock.revealedAt ??= revealedAt;
    }
  }
  assert.equal(locks.length, 3, "three hidden picks: both players' at once, then Player A's");
  assert.ok(locks.every((l) => l.revealedAt !== undefined), "every hidden pick was revealed");
  assert.ok(sawHiddenOnScreen >= 2, "the caster was looked at while a pick was locked and not revealed");
  assert.ok(sawOwnLock >= 1, "a drafter's phone showed its own lock");
  assert.ok(wire.length > moves, `the caster received a view per move (${wire.length})`);
});

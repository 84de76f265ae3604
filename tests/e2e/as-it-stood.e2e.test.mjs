// The event as it stood, in the real window: an AGL event in its last round (round 3 of 3: the
// furthest four players go) opened as it stood at the start of round 2, its pairings and
// standings then differing from now as they should, compared with now, and continued from there
// as a new event that the desk opens, the original left as it was.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { aglEventOfFour, englishAndLight, iaEventDoor, invoke, openApp, screenshot, iaEventOf } from "./driver.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-e2e-as-it-stood-"));
let app;
after(async () => {
  await app?.close();
});

const $id = (browser, id) => browser.$(`[data-testid="${id}"]`);

async function click(browser, id) {
  const element = await $id(browser, id);
  await element.waitForClickable({ timeout: 15_000 });
  await element.click();
}

test("round 2 opens as it stood from round 3, compares with now and continues as a new event", async () => {
  app = await openApp({ dataDir });
  const { browser } = app;
  await englishAndLight(browser);

  // Four players through the core's one door: rounds 1 and 2 played (the first seat winning
  // 7-3), round 3 paired.
  const { id, act } = await aglEventOfFour(browser, "Copa Then", "TH");
  const score = (vp) => ({ victory_points: vp, frags: 0, first_blood: false });
  let seq = 0;
  for (const round of [1, 2, 3]) {
    const paired = await act({ kind: "pairNextRound", round, seed: round === 1 ? 5 : null });
    seq = paired.seq;
    if (round === 3) break;
    for (const table of [1, 2]) {
      seq = (await act({ kind: "recordResult", round, table, result: { first: score(7), second: score(3) } })).seq;
    }
  }
  const now = await invoke(browser, "get_event", { id });
  assert.equal(now.seq, seq);
  const moments = await invoke(browser, "event_moments", { id });
  const startOfTwo = moments.moments.find((m) => m.kind.kind === "roundStart" && m.kind.round === 2);
  assert.ok(startOfTwo, JSON.stringify(moments.moments));

  // The desk's "As it stood" tab: the moment chosen by its words.
  await click(browser, "home-library");
  await click(browser, `open-${id}`);
  await click(browser, "tab-moments");
  const chooser = await $id(browser, "moments-choose");
  await chooser.waitUntil(async function () {
    return (await this.$$("option")).length > 2;
  }, { timeout: 15_000 });
  const index = await browser.execute(() => {
    const options = [...document.querySelectorAll('[data-testid="moments-choose"] option')];
    return options.find((o) => o.textContent.startsWith("Start of round 2"))?.value ?? null;
  });
  assert.notEqual(index, null, "the chooser names the start of round 2");
  await chooser.selectByAttribute("value", index);
  const stood = await $id(browser, "moments-stood");
  await stood.waitUntil(async function () {
    return (await this.getAttribute("data-seq")) === String(startOfTwo.seq);
  }, { timeout: 15_000 });

  // Read-only, as the desk says it; round 2 paired without results, no round 3; the standings of
  // round 1 only.
  assert.match(await (await $id(browser, "moments-read-only")).getText(), new RegExp(`after entry ${startOfTwo.seq} of ${now.seq}`));
  assert.ok(await (await $id(browser, "moments-round-2")).isExisting());
  assert.equal(await (await $id(browser, "moments-round-3")).isExisting(), false);
  assert.match(await (await $id(browser, "moments-table-2-1")).getText(), /\(no result\)/);
  assert.match(await (await $id(browser, "moments-table-1-1")).getText(), /7–3/);
  const pointsThen = await browser.execute(() =>
    [...document.querySelectorAll('[data-testid^="moments-standing-"] td:last-child')].map((td) => Number(td.textContent)),
  );
  // One game each: two winners level, two losers at nothing.
  const sorted = [...pointsThen].sort((a, b) => b - a);
  assert.equal(sorted.length, 4);
  assert.ok(sorted[0] === sorted[1] && sorted[1] > 0 && sorted[2] === 0 && sorted[3] === 0, JSON.stringify(sorted));
  // Now, after two rounds, someone has won twice.
  const latest = await invoke(browser, "event_as_it_stood", { id, seq: now.seq });
  assert.equal(Math.max(...latest.standings.map((s) => s.points)), 2 * sorted[0]);
  // The live desk is where it was.
  assert.equal((await invoke(browser, "get_event", { id })).seq, now.seq);

  // Compared with now: round 3 paired since, round 2's results recorded.
  await click(browser, "moments-compare");
  const roundThree = await $id(browser, "moments-change-round-3");
  await roundThree.waitForDisplayed({ timeout: 15_000 });
  assert.equal(await roundThree.getText(), "Round 3 paired");
  assert.match(await (await $id(browser, "moments-change-result-2-1")).getText(), /^Round 2, table 1: .* 7–3 .* recorded$/);
  await browser.execute(() => document.querySelector('[data-testid="moments-changes"]').scrollIntoView({ block: "center" }));
  await screenshot(browser, "as-it-stood-round-2");

  // Continue from here: a new event, opened at its desk, the original unchanged.
  const name = await $id(browser, "moments-continue-name");
  await name.setValue("Copa Then, again");
  await click(browser, "moments-continue");
  const title = await $id(browser, "desk-title");
  await title.waitUntil(async function () {
    return (await this.getText()) === "Copa Then, again";
  }, { timeout: 15_000 });
  assert.equal(await (await $id(browser, "desk-read-only")).isExisting(), false);
  await (await $id(browser, "desk-stage")).waitForDisplayed({ timeout: 15_000 });
  await screenshot(browser, "as-it-stood-continued");
  const events = await invoke(browser, "list_events", {});
  const copy = events.find((e) => e.title === "Copa Then, again");
  assert.ok(copy, JSON.stringify(events));
  const copied = await invoke(browser, "get_event", { id: copy.id });
  assert.equal(copied.seq, startOfTwo.seq);
  assert.equal(copied.snapshot.rounds.length, 2);
  assert.equal((await invoke(browser, "get_event", { id })).seq, now.seq);

  // The new event's desk says where it came from, and opens the original.
  const origin = await $id(browser, "desk-continued-from");
  assert.match(await origin.getText(), new RegExp(`Continued from “Copa Then” after its entry ${startOfTwo.seq}`));
  await click(browser, "desk-open-original");
  await browser.waitUntil(async () => (await (await $id(browser, "desk-title")).getText()) === "Copa Then", {
    timeout: 15_000,
    timeoutMsg: "the original's desk did not open",
  });
  assert.equal(await (await $id(browser, "desk-continued-from")).isExisting(), false);
});

test("an Imperial Assault event opens as it stood at the start of round 2 and compares with now", async () => {
  const { browser } = app;
  // Four players with one legal list, rounds 1 and 2 played, round 3 paired, through the core's
  // one event door as the desk would.
  let { ia } = await iaEventOf(browser, { name: "Escaramuza Then", swissRounds: 3, cut: 2, missions: 3 });
  const act = async (action) => {
    ia = await iaEventDoor(browser, "apply_event_action", { id: ia.id, seq: ia.seq, action });
  };
  for (const round of [1, 2, 3]) {
    await act({ kind: "pairNextRound", round });
    if (round === 3) break;
    for (const table of ia.snapshot.rounds[round - 1].tables.map((t) => t.table)) {
      await act({
        kind: "recordResult",
        round,
        table,
        result: { victory_points: { first: 40, second: 12 }, figure_points: null, end: { kind: "fortyPoints" } },
      });
    }
  }
  const moments = await invoke(browser, "event_moments", { id: ia.id });
  const startOfTwo = moments.moments.find((m) => m.kind.kind === "roundStart" && m.kind.round === 2);
  assert.ok(startOfTwo, JSON.stringify(moments.moments));

  await click(browser, "nav-home");
  await click(browser, "home-library");
  await click(browser, `open-${ia.id}`);
  await click(browser, "ia-tab-moments");
  const chooser = await $id(browser, "moments-choose");
  await chooser.waitUntil(async function () {
    return (await this.$$("option")).length > 2;
  }, { timeout: 15_000 });
  const index = await browser.execute(() => {
    const options = [...document.querySelectorAll('[data-testid="moments-choose"] option')];
    return options.find((o) => o.textContent.startsWith("Start of round 2"))?.value ?? null;
  });
  assert.notEqual(index, null, "the chooser names the start of round 2");
  await chooser.selectByAttribute("value", index);
  const stood = await $id(browser, "moments-stood");
  await stood.waitUntil(async function () {
    return (await this.getAttribute("data-seq")) === String(startOfTwo.seq);
  }, { timeout: 15_000 });
  assert.ok(await (await $id(browser, "moments-round-2")).isExisting());
  assert.equal(await (await $id(browser, "moments-round-3")).isExisting(), false);
  assert.match(await (await $id(browser, "moments-table-2-1")).getText(), /\(no result\)/);
  assert.match(await (await $id(browser, "moments-table-1-1")).getText(), /40–12/);

  await click(browser, "moments-compare");
  const roundThree = await $id(browser, "moments-change-round-3");
  await roundThree.waitForDisplayed({ timeout: 15_000 });
  assert.equal(await roundThree.getText(), "Round 3 paired");
  await browser.execute(() => document.querySelector('[data-testid="moments-changes"]').scrollIntoView({ block: "center" }));
  await screenshot(browser, "as-it-stood-ia-round-2");
});

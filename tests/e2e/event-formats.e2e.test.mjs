// An event's draft format and pace clock in the real app window (docs/rulings.md, "Draft formats"
// and "The pace clock"): the organizer keeps a format, chooses it at the event's desk beside the
// clock, and the draft of a table started afterwards from the desk walks that format (picks one by
// one, not the official A1, B2, A2, B2, A1) with that clock; back at the desk, the table's card
// names that format and clock. Every wait is for the page's state.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { aglEventOfFour, englishAndLight, invoke, openApp, passCoinMoment, screenshot, settleDom } from "./driver.mjs";

const NAME = "One by one";
const pick = (actor) => ({ actor, action: "pick", scope: "own" });
const FORMAT = { name: NAME, turns: [0, 1, 2, 3].flatMap(() => [pick("player-a"), pick("player-b")]) };

let app;
let browser;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-event-formats-")) });
  browser = app.browser;
  await englishAndLight(browser);
});
after(async () => {
  await app?.close();
});

const $id = (id) => browser.$(`[data-testid="${id}"]`);
async function click(id, timeout = 15_000) {
  const element = await $id(id);
  await element.waitForExist({ timeout });
  await browser.execute((el) => el.scrollIntoView({ block: "center" }), element);
  await element.waitForClickable({ timeout });
  await element.click();
}

test("the organizer chooses a kept format and a clock for an event, and a table's draft follows both", async () => {
  // The organizer's format, kept as the catalog's editor keeps it (formats.e2e builds one there).
  await invoke(browser, "save_draft_format", { format: FORMAT });
  const { id } = await aglEventOfFour(browser, "Format Night", "FN");

  await click("home-event", 20_000);
  await click(`event-open-${id}`);
  await click("tab-rounds");
  // Before round 1: the tables' draft order and clock, the official order and untimed at first.
  await click("event-clock");
  const select = await $id("event-draft-format");
  await select.waitForExist({ timeout: 10_000 });
  await browser.waitUntil(async () => (await select.$$("option")).length === 2, { timeout: 10_000 });
  assert.equal(await select.getValue(), "");
  assert.equal(await (await $id("event-clock-on")).isSelected(), false);
  await select.selectByAttribute("value", `saved:${NAME}`);
  await click("event-clock-on");
  await settleDom(browser);
  const numbers = await browser.$$('[data-testid="event-clock"] input[type="number"]');
  await numbers[0].setValue("120");
  await numbers[1].setValue("300");
  await click("event-clock-save");
  await browser.waitUntil(async () => /Saved\./.test(await (await $id("event-clock")).getText()), { timeout: 10_000 });
  await screenshot(browser, "event-formats-01-chosen");
  // Read again from the journal, the choice shows as the kept format it is (listed once).
  await browser.waitUntil(async () => (await select.getValue()) === `saved:${NAME}`, { timeout: 10_000 });
  assert.equal((await select.$$("option")).length, 2);
  // The event's journal records the choice, the whole format with it.
  const chosen = await invoke(browser, "event_table_drafts", { eventId: id });
  assert.deepEqual(chosen, { clock: { graceSeconds: 120, reserveSeconds: 300 }, format: FORMAT, clockFromThisComputer: false });

  // Round 1, and table 1's draft opened from the desk with nothing else chosen.
  await click("pair-next");
  await click("open-draft-1-1");
  await (await $id("draft-board")).waitForExist({ timeout: 15_000 });
  await passCoinMoment(browser);
  await (await browser.$("#pace-clock")).waitForExist({ timeout: 10_000 });
  const [info] = await invoke(browser, "round_drafts", { id, round: 1 });
  const table = await invoke(browser, "open_draft", { id: info.draftId, viewer: { kind: "table" }, code: null });
  assert.deepEqual(table.view.pick_order, ["a", "b", "a", "b", "a", "b", "a", "b"]);
  assert.deepEqual(table.clock.settings, { graceSeconds: 120, reserveSeconds: 300 });

  // At the board: Player A picks, then Player B once, then Player A again (the official order
  // would give Player B two picks in a row).
  const seatA = table.view.roles.player_a;
  const playerA = table.view.players[seatA].name;
  const playerB = table.view.players[seatA === "first" ? "second" : "first"].name;
  const banner = async () => (await $id("banner")).getText();
  for (const next of [playerB, playerA]) {
    await settleDom(browser);
    const cards = await browser.$$('[data-testid^="choose-"]');
    let open = null;
    for (const card of cards) {
      if (await card.isEnabled()) {
        open = card;
        break;
      }
    }
    assert.ok(open, "a pick is open");
    await open.click();
    await click("confirm");
    await browser.waitUntil(async () => (await banner()).includes(next), {
      timeout: 10_000,
      timeoutMsg: `the banner names ${next} next`,
    });
  }
  await screenshot(browser, "event-formats-02-table-draft");

  // Back at the desk, table 1's card names the format its draft walks and its pace clock, as the
  // core gives them from the draft's own header; the card keeps the line inside it at the two
  // common laptop sizes.
  await click("back-to-desk");
  await click("tab-rounds");
  const order = await $id("draft-order-1-1");
  await order.waitForExist({ timeout: 15_000 });
  assert.equal(await order.getText(), `Draft order: ${NAME} · Pace clock: 02:00 a turn, 05:00 in reserve`);
  const [other] = (await invoke(browser, "round_drafts", { id, round: 1 })).filter((d) => d.table === 1);
  assert.deepEqual(other.order, { custom: NAME, swap: null });
  assert.deepEqual(other.clock, { graceSeconds: 120, reserveSeconds: 300 });
  for (const [width, height] of [
    [1280, 800],
    [1366, 768],
  ]) {
    await browser.setWindowSize(width, height);
    await settleDom(browser);
    await browser.execute((el) => el.scrollIntoView({ block: "center" }), order);
    const fits = await browser.execute(() => {
      const line = document.querySelector('[data-testid="draft-order-1-1"]');
      const card = line.closest(".table-card");
      const a = line.getBoundingClientRect();
      const b = card.getBoundingClientRect();
      return { inside: a.left >= b.left - 1 && a.right <= b.right + 1, overflow: card.scrollWidth - card.clientWidth };
    });
    assert.ok(fits.inside && fits.overflow <= 0, `${width}x${height}: the line stays in its card (${JSON.stringify(fits)})`);
    await screenshot(browser, `event-formats-03-desk-card-${width}`);
  }
});

// An event's history in the real window: a result entered and then corrected shows both the old
// and the new result, each entry says it came from the desk, and choosing a player keeps only
// the entries that name them.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { aglEventOfFour, englishAndLight, invoke, openApp, screenshot } from "./driver.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-e2e-history-"));
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

test("a corrected result shows its old and new result, and the history filters by player", async () => {
  app = await openApp({ dataDir });
  const { browser } = app;
  await englishAndLight(browser);

  // The event through the core's one door, as the desk uses it: four players, round 1 paired,
  // table 1's result entered as 6-7 and corrected to 9-7.
  const { id, act: apply } = await aglEventOfFour(browser, "Copa History", "HI");
  let seq = 0;
  const act = async (action) => {
    seq = (await apply(action)).seq;
  };
  await act({ kind: "pairNextRound", round: 1, seed: 5 });
  const score = (vp) => ({ victory_points: vp, frags: 0, first_blood: false });
  await act({ kind: "recordResult", round: 1, table: 1, result: { first: score(6), second: score(7) } });
  await act({ kind: "correctResult", round: 1, table: 1, result: { first: score(9), second: score(7) } });
  const corrected = seq;

  // The desk's History tab.
  await click(browser, "home-library");
  await click(browser, `open-${id}`);
  await click(browser, "tab-history");
  const correction = await $id(browser, `history-correction-${corrected}`);
  await correction.waitForDisplayed({ timeout: 15_000 });
  const text = await correction.getText();
  assert.match(text, /Was .* 6–7 .*; now .* 9–7 /);
  assert.match(await (await $id(browser, `history-text-${corrected}`)).getText(), /^Corrected the result of round 1, table 1: /);
  assert.equal(await (await $id(browser, `history-source-${corrected}`)).getText(), "The desk");
  await screenshot(browser, "history-corrected");

  // A player away from table 1: their registration and the pairing, no result of table 1.
  const live = await invoke(browser, "get_event", { id });
  const table1 = live.snapshot.rounds[0].tables[0].players;
  const other = live.snapshot.players.find((p) => p.id !== table1.first && p.id !== table1.second);
  await (await $id(browser, "history-player")).selectByAttribute("value", String(other.id));
  await correction.waitForExist({ timeout: 15_000, reverse: true });
  await (await $id(browser, "history-count")).waitUntil(
    async function () {
      return (await this.getText()).startsWith("2 entries of");
    },
    { timeout: 15_000 },
  );
  const registered = await $id(browser, `history-text-${other.id}`);
  assert.equal(await registered.getText(), `Registered ${other.name}.`);
  await screenshot(browser, "history-filtered");
});

// The season ledger, end to end in the real window: a finished event (four players, three
// rounds, as another install exports it) is imported into the library, a ledger is started for
// the season, the event is added to it and rated (AGL v1.0, Basic Rules, "Rankings": everyone
// starts at 1000 and the event moves the ratings once, by its K), and adding it a second time
// is refused with the reason (docs/rulings.md, "The season ledger").
import assert from "node:assert/strict";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { openApp, screenshot as saveScreenshot, texts } from "./driver.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-e2e-ledger-"));
const LINEUPS = [
  ["gata", "8-ball", "parvati", "maximus", "wild-bill", "hexx3r", "major-lunah", "miyamoto-mushashi"],
  ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"],
];

/** A finished Standard Tournament as the organizer's export of another install holds it. */
function finishedEventExport() {
  const actions = ["Ana", "Bo", "Cy", "Di"].map((name, i) => ({
    kind: "registerPlayer",
    registration: { name, corvus_pin: `CB-${1000 + i}`, sponsor: "oxyd", sponsor_unlocked: false, lineup: LINEUPS[i % 2] },
  }));
  const score = (victory_points) => ({ victory_points, frags: 0, first_blood: false });
  for (const round of [1, 2, 3]) {
    actions.push(round === 1 ? { kind: "pairNextRound", round, seed: 7 } : { kind: "pairNextRound", round });
    for (const table of [1, 2]) {
      actions.push({ kind: "recordResult", round, table, result: { first: score(7), second: score(3) } });
    }
  }
  const definition = {
    name: "Copa Enero",
    format: "standard-tournament",
    ruleset: "agl-v1.0",
    mods: [],
    event_type: "standard",
    rounds: 3,
    scenarios: ["assault", "conquest", "carnage"].map((id) => ({ kind: "official", id })),
    stadium: null,
    seed: null,
    rematches: "avoid",
    rulings: 2,
  };
  return {
    format: "hexadraft-journal-export",
    version: 1,
    audience: "organizer",
    journals: [
      {
        id: "event-1790000000-0000e2e1",
        kind: "event",
        title: "Copa Enero",
        archived: false,
        redacted: false,
        created_at: 1_790_000_000,
        updated_at: 1_790_000_000 + actions.length,
        header: {
          ruleset_version: "agl-v1.0",
          data_pack: { id: "aristeia-agl", version: "2026.11.23.1" },
          seeds: null,
          setup: { format_version: 2, definition },
        },
        entries: actions.map((payload, i) => ({ seq: i + 1, recorded_at: 1_790_000_001 + i, redacted: false, payload })),
      },
    ],
  };
}

let app;
after(async () => {
  await app?.close();
});

async function screenshot(browser, name) {
  await browser.executeAsync((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 250))),
  );
  await saveScreenshot(browser, name);
}

async function textBecomes(browser, testId, pattern) {
  const element = browser.$(`[data-testid="${testId}"]`);
  await browser.waitUntil(async () => pattern.test(await element.getText().catch(() => "")), {
    timeout: 10_000,
    timeoutMsg: `${testId} never matched ${pattern}`,
  });
  return element.getText();
}

async function click(browser, testId) {
  const element = browser.$(`[data-testid="${testId}"]`);
  await element.waitForClickable({ timeout: 15_000 });
  await element.click();
}

test("a finished event is added to a season ledger once, with its ratings", async () => {
  mkdirSync(join(dataDir, "exports"), { recursive: true });
  writeFileSync(join(dataDir, "exports", "copa-enero.json"), JSON.stringify(finishedEventExport()));
  app = await openApp({ dataDir });
  const { browser } = app;
  const language = browser.$('[data-testid="language"]');
  await language.waitForExist({ timeout: 20_000 });
  await language.selectByAttribute("value", "en");

  // The event comes into the library from the other install's export.
  await click(browser, "home-library");
  await browser.$('[data-testid="import-choice"]').selectByVisibleText("copa-enero.json");
  await click(browser, "import-journals");
  await textBecomes(browser, "library-notice", /Imported 1/);

  // A ledger for the season, then the event added to it.
  await click(browser, "nav-home");
  await click(browser, "home-ledger");
  await browser.$('[data-testid="ledger-season"]').setValue("Season 2026");
  await click(browser, "ledger-create");
  await textBecomes(browser, "ledger-title", /^Season 2026$/);
  await browser.$('[data-testid="ledger-event"]').selectByVisibleText("Copa Enero");
  await click(browser, "ledger-add-event");
  await textBecomes(browser, "ledger-notice", /Copa Enero added: 4 players rated\./);
  const rows = await texts(browser, '[data-testid="ledger-players"] tbody tr');
  assert.equal(rows.length, 4);
  // Elo moves points from loser to winner: four players from 1000 still total 4000, and each
  // played three games.
  const ratings = rows.map((row) => Number(row.match(/(\d+\.\d{2})/)[1]));
  assert.equal(Math.round(ratings.reduce((a, b) => a + b, 0)), 4000);
  assert.ok(ratings[0] > 1000 && ratings[3] < 1000, rows.join(" | "));
  assert.match(await textBecomes(browser, "ledger-events", /Copa Enero/), /Standard \(K 32\)/);
  await screenshot(browser, "ledger-added");

  // The same event again: refused, the ledger unchanged.
  await click(browser, "ledger-add-event");
  await textBecomes(browser, "ledger-error", /Copa Enero is already in this ledger/);
  assert.equal((await texts(browser, '[data-testid="ledger-players"] tbody tr')).length, 4);
  await screenshot(browser, "ledger-refused-twice");
});

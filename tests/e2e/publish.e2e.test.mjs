// Publishing a round in the real app (issue 27, "Publish a round"; docs/rulings.md, "Publishing a
// round"): a round paired as a proposal shows at the desk, marked as such, and the projector
// window does not show it; the desk publishes it, and only then does the projector show its
// tables. Both rulesets. Screenshots go to artifacts/e2e/publish-*.png.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { aglEventDoor, englishAndLight, iaEventDoor, invoke, openApp, screenshot, iaEventOf } from "./driver.mjs";

let app;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-publish-")) });
  await englishAndLight(app.browser);
});
after(async () => {
  await app?.close();
});

const byTest = (id) => app.browser.$(`[data-testid="${id}"]`);
async function click(id) {
  const element = await byTest(id);
  await element.waitForClickable({ timeout: 10_000 });
  await element.click();
}

/** What the projector window shows now, read from its page (a second window may not count as
 * displayed for WebDriver). */
const projector = () =>
  app.browser.execute(() => ({
    title: document.querySelector(".projector-header h1")?.textContent.trim() ?? null,
    round: document.querySelector(".projector-round")?.textContent.trim() ?? null,
    names: [...document.querySelectorAll('[data-testid="projector-pairing-list"] .projector-name')].map((e) =>
      e.textContent.trim(),
    ),
  }));

/** Opens the event's desk from the events screen. */
async function openDesk(id, desk) {
  // From another screen, home first (the home screen has no way home).
  const home = await byTest("nav-home");
  if ((await home.isExisting()) && (await home.isDisplayed())) await home.click();
  await click("home-event");
  await click(`event-open-${id}`);
  await (await byTest(desk)).waitForDisplayed({ timeout: 15_000 });
}

/** Opens the projector from the desk and switches to it; answers the desk's window handle. */
async function openProjector() {
  const main = await app.browser.getWindowHandle();
  await click("open-projector");
  await app.browser.waitUntil(async () => (await app.browser.getWindowHandles()).length === 2, {
    timeout: 15_000,
    timeoutMsg: "the projector window did not open",
  });
  await app.browser.switchToWindow((await app.browser.getWindowHandles()).find((h) => h !== main));
  await (await byTest("projector")).waitForExist({ timeout: 15_000 });
  return main;
}

/** Waits until the projector has read the event `title` and shows no round. */
async function projectorShowsNoRound(title) {
  await app.browser.waitUntil(
    async () => {
      const now = await projector();
      return now.title === title && now.round.startsWith("No round is paired yet.") && now.names.length === 0;
    },
    { timeout: 15_000, timeoutMsg: `the projector did not show ${title} without a round` },
  );
}

test("an AGL round paired as a proposal reaches the projector only once the desk publishes it", async () => {
  const LINEUPS = [
    ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"],
    ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"],
  ];
  const title = "Copa Publicada";
  const event = await aglEventDoor(app.browser, "create_event", {
    definition: {
      name: title,
      format: "standard-tournament",
      ruleset: "agl-v1.0",
      event_type: "standard",
      rounds: 3,
      scenarios: ["assault", "conquest", "carnage"].map((id) => ({ kind: "official", id })),
      seed: null,
      rulings: 2,
      publish_rounds: true,
    },
    language: "en",
  });
  let seq = event.seq;
  const act = async (action) => {
    const outcome = await aglEventDoor(app.browser, "apply_event_action", { id: event.id, seq, action });
    seq = outcome.seq;
    return outcome;
  };
  for (const [i, name] of ["Ana", "Bo", "Cy", "Di"].entries()) {
    await act({
      kind: "registerPlayer",
      registration: { name, corvus_pin: `PU-${i}`, sponsor: "oxyd", sponsor_unlocked: false, lineup: LINEUPS[i % 2] },
    });
  }

  await openDesk(event.id, "desk-title");
  await click("tab-rounds");
  await click("pair-next");
  // The desk shows the proposal, marked, with why each table is what it is.
  await (await byTest("round-proposal")).waitForDisplayed({ timeout: 10_000 });
  assert.match(await (await byTest("round-proposal")).getText(), /Round 1 is a proposal/);
  // The stage line says so too (the core's stage), not that the round is being played.
  await app.browser.waitUntil(async () => /proposal, not yet published/.test(await (await byTest("desk-stage")).getText()), {
    timeout: 10_000,
    timeoutMsg: "the stage does not say the round is a proposal",
  });
  await (await byTest("reason-1-1")).waitForDisplayed({ timeout: 10_000 });
  await screenshot(app.browser, "publish-01-agl-proposal");

  const main = await openProjector();
  await projectorShowsNoRound(title);
  await screenshot(app.browser, "publish-02-agl-projector-before");
  // The room page reads the same projection: no round either.
  const room = await invoke(app.browser, "room_view", { id: event.id });
  assert.equal(room.round, null);
  assert.deepEqual(room.tables, []);

  await app.browser.switchToWindow(main);
  await click("publish-round");
  await app.browser.waitUntil(async () => !(await (await byTest("round-proposal")).isExisting()), {
    timeout: 10_000,
    timeoutMsg: "the desk still marks the round as a proposal",
  });
  await app.browser.waitUntil(async () => /Round 1 is being played/.test(await (await byTest("desk-stage")).getText()), {
    timeout: 10_000,
    timeoutMsg: "the stage does not say the published round is being played",
  });
  const projectorHandle = (await app.browser.getWindowHandles()).find((h) => h !== main);
  await app.browser.switchToWindow(projectorHandle);
  await app.browser.waitUntil(async () => (await projector()).names.length === 4, {
    timeout: 15_000,
    timeoutMsg: "the published round did not reach the projector",
  });
  const shown = await projector();
  assert.deepEqual(shown.names, ["Ana", "Bo", "Cy", "Di"]);
  assert.match(shown.round, /^Round 1/);
  await screenshot(app.browser, "publish-03-agl-projector-after");
  await app.browser.closeWindow();
  await app.browser.switchToWindow(main);
});

test("an Imperial Assault Swiss round paired as a proposal reaches the projector only once published", async () => {
  const title = "Store Championship Publicado";
  let { ia } = await iaEventOf(app.browser, { name: title, swissRounds: 2, cut: null, missions: 2, publishRounds: true });

  await openDesk(ia.id, "ia-desk");
  await click("ia-tab-rounds");
  await click("ia-pair");
  await (await byTest("ia-proposal-1")).waitForDisplayed({ timeout: 10_000 });
  await (await byTest("ia-why-1-1")).waitForDisplayed({ timeout: 10_000 });
  await app.browser.waitUntil(async () => /a proposal, not yet published/.test(await (await byTest("ia-stage")).getText()), {
    timeout: 10_000,
    timeoutMsg: "the stage does not say the round is a proposal",
  });
  await screenshot(app.browser, "publish-04-ia-proposal");

  const main = await openProjector();
  await projectorShowsNoRound(title);
  assert.equal((await invoke(app.browser, "room_view", { id: ia.id })).mission, null, "no mission of a proposal");

  await app.browser.switchToWindow(main);
  await click("ia-publish");
  await app.browser.waitUntil(async () => !(await (await byTest("ia-proposal-1")).isExisting()), {
    timeout: 10_000,
    timeoutMsg: "the desk still marks the round as a proposal",
  });
  await app.browser.waitUntil(async () => /to enter/.test(await (await byTest("ia-stage")).getText()), {
    timeout: 10_000,
    timeoutMsg: "the stage does not say the published round's results are to enter",
  });
  await app.browser.switchToWindow((await app.browser.getWindowHandles()).find((h) => h !== main));
  await app.browser.waitUntil(async () => (await projector()).names.length === 4, {
    timeout: 15_000,
    timeoutMsg: "the published round did not reach the projector",
  });
  assert.deepEqual((await projector()).names, ["Ana", "Bo", "Łukasz", "Zoë"]);
  await screenshot(app.browser, "publish-05-ia-projector-after");
  await app.browser.closeWindow();
  await app.browser.switchToWindow(main);
});

// A crash in the real window, and what the next start makes of it: a debug build started with
// HEXADRAFT_CRASH_TEST=1 lets a test call the one command that panics (force_crash_for_tests);
// the app survives it and writes a crash report; the next start shows the notice, and
// "Export diagnostics" writes a zip with the report, the log, the versions and the event ticked,
// exported player-safe (docs/formats.md, "Diagnostics zip").
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, test } from "node:test";
import { invoke, openApp, screenshot } from "./driver.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-e2e-diagnostics-"));
const reportsDir = join(dataDir, "crash-reports");
// Read by the app at start-up: the gate of the crash command (debug builds only).
process.env.HEXADRAFT_CRASH_TEST = "1";

let app;
after(async () => {
  await app?.close();
});

async function englishHome(browser) {
  const language = browser.$('[data-testid="language"]');
  await language.waitForExist({ timeout: 20_000 });
  await language.selectByAttribute("value", "en");
  await browser.$('[data-testid="home-sample"]').waitForClickable({ timeout: 20_000 });
}

const reportFiles = () => (existsSync(reportsDir) ? readdirSync(reportsDir).filter((n) => n.endsWith(".json")) : []);

/** The zip's entry names, and one entry's text (the system's unzip). */
const zipNames = (zip) => execFileSync("unzip", ["-Z1", zip], { encoding: "utf8" }).trim().split("\n").sort();
const zipEntry = (zip, name) => execFileSync("unzip", ["-p", zip, name], { encoding: "utf8" });

test("a forced crash is reported at the next start, and its diagnostics zip holds the report, the log, the versions and the event ticked", async () => {
  app = await openApp({ dataDir });
  let { browser } = app;
  await englishHome(browser);
  // An event to tick later: the sample, made through the home screen.
  await browser.$('[data-testid="home-sample"]').click();
  await browser.waitUntil(
    async () => (await browser.execute(() => document.querySelector('[data-testid="home-sample"]') === null)),
    { timeout: 20_000, timeoutMsg: "the sample event opens" },
  );
  assert.deepEqual(reportFiles(), [], "no crash yet");

  // The crash: the command panics; nothing answers the call, and the app goes on.
  await browser.execute(() => {
    void window.__TAURI_INTERNALS__.invoke("force_crash_for_tests");
  });
  await browser.waitUntil(async () => reportFiles().length === 1, {
    timeout: 10_000,
    timeoutMsg: "a crash report is written",
  });
  const version = await browser.executeAsync((done) => {
    window.__TAURI_INTERNALS__.invoke("app_info").then((info) => done(info.version));
  });
  assert.match(version, /^\d+\.\d+\.\d+/, "the app still answers its commands");
  await app.close();

  // The next start says so.
  app = await openApp({ dataDir });
  browser = app.browser;
  await englishHome(browser);
  const notice = browser.$('[data-testid="crash-notice"]');
  await notice.waitForExist({ timeout: 20_000 });
  const text = await notice.getText();
  assert.match(text, /1 crash report was written/);
  assert.match(text, /force_crash_for_tests/);
  assert.match(text, /Nothing was sent anywhere/);
  await screenshot(browser, "diagnostics-notice");

  // Export diagnostics, with the sample event ticked.
  await browser.$('[data-testid="crash-export"]').click();
  const event = browser.$('[data-testid^="crash-event-"]');
  await event.waitForExist({ timeout: 10_000 });
  const eventId = (await event.getAttribute("data-testid")).slice("crash-event-".length);
  await event.click();
  await browser.$('[data-testid="crash-write"]').click();
  const written = browser.$('[data-testid="crash-written"]');
  await written.waitForExist({ timeout: 20_000 });
  const zip = await written.getAttribute("data-path");
  assert.ok(zip.startsWith(join(dataDir, "exports")), zip);
  await screenshot(browser, "diagnostics-written");

  const names = zipNames(zip);
  const [report] = reportFiles();
  assert.ok(names.includes("hexadraft-diagnostics.json"), names.join(", "));
  assert.ok(names.includes(`crash-reports/${report}`), names.join(", "));
  assert.ok(names.includes("journals-player-safe.json"), names.join(", "));
  const logs = names.filter((n) => /^logs\/hexadraft\..+\.log$/.test(n));
  assert.equal(logs.length, 1, names.join(", "));

  const manifest = JSON.parse(zipEntry(zip, "hexadraft-diagnostics.json"));
  assert.equal(manifest.format, 1);
  assert.equal(manifest.crashReports, 1);
  assert.deepEqual(manifest.journals, [eventId]);
  assert.match(manifest.appVersion, /^\d+\.\d+\.\d+/);
  const crash = JSON.parse(zipEntry(zip, `crash-reports/${report}`));
  assert.equal(crash.place, "command");
  assert.equal(crash.name, "force_crash_for_tests");
  assert.equal(crash.nameCertain, true);
  assert.equal(crash.message, "a crash forced by a test");
  assert.match(crash.location, /commands\/diagnostics\.rs:\d+:\d+$/);
  const log = zipEntry(zip, logs[0]);
  assert.match(log, /command="?force_crash_for_tests/);
  assert.match(log, /crash report written/);
  assert.match(zipEntry(zip, "journals-player-safe.json"), new RegExp(eventId));

  // Dismissed, the notice goes; the report is kept aside.
  await browser.$('[data-testid="crash-close"]').click();
  await browser.$('[data-testid="crash-dismiss"]').click();
  await notice.waitForExist({ reverse: true, timeout: 10_000 });
  assert.deepEqual(reportFiles(), []);
  assert.equal(readdirSync(join(reportsDir, "seen")).length, 1);
});

test("quitting closes the database: no log is left behind, and the next start keeps nothing aside as after a crash", async () => {
  const database = join(dataDir, "hexadraft.sqlite3");
  const keptAside = () => readdirSync(dataDir).filter((n) => n.includes(".unclean-")).sort();
  // The last app was ended by the driver (killed, as a crash would): this start keeps its log.
  await app?.close();
  app = await openApp({ dataDir });
  let browser = app.browser;
  await englishHome(browser);
  const before = keptAside();
  const events = await invoke(browser, "list_events", {});
  assert.ok(events.length > 0, "the sample event is there");

  // The window closed as its close button does: the app quits and closes the database. The
  // driver may lose its session before it answers, as the window goes.
  try {
    await browser.execute(() => {
      setTimeout(() => window.__TAURI_INTERNALS__.invoke("plugin:window|close", { label: "main" }), 100);
    });
  } catch (error) {
    assert.match(String(error), /invalid session id|no such window/);
  }
  const quitCleanly = () => !existsSync(`${database}-wal`) && existsSync(`${database}-checked`);
  for (let waited = 0; !quitCleanly(); waited += 100) {
    assert.ok(waited < 30_000, `the database was not closed: ${readdirSync(dataDir).join(", ")}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await app.close();
  const logs = readdirSync(join(dataDir, "logs")).map((n) => readFileSync(join(dataDir, "logs", n), "utf8"));
  assert.ok(logs.some((l) => /database closed check=Some\(Remembered\)/.test(l)), "the log says the database closed");

  app = await openApp({ dataDir });
  browser = app.browser;
  await englishHome(browser);
  assert.deepEqual(keptAside(), before, "a clean start keeps no copy of a log aside");
  assert.deepEqual(
    (await invoke(browser, "list_events", {})).map((e) => e.id),
    events.map((e) => e.id),
  );
});

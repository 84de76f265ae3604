// Runs the window spec files two at a time (`HEXADRAFT_E2E_WORKERS`), the longest first, each in
// its own `node --test` with its own app and driver (driver.mjs) and its own X display: a virtual
// 1280x800 screen (Xvfb through xvfb-run), as the specs expect.
//
// Why: one spec file at a time kept the machine's two cores less than half busy (the window waits
// on the core, the core on SQLite's syncs, the test on both), so the window tests were CI's
// longest step with the machine half idle (docs/performance.md, "CI ran fa294ff in 62 minutes").
// Node 20's runner sorts the files it is given, so it cannot start the longest first; this does.
// Why a display each: on one display the two files' windows cover each other (a projector opens
// full screen), which no person's screen has and one file at a time never had.
// Why a webview home each (webviewHome below): the two files' apps otherwise share WebKit's stored
// data, one local-storage database for both. Then an open projector twice missed a change of
// the desk's language or view (sent between its windows as storage events) within its specs'
// bounds; with a home each it followed in every run (docs/performance.md).
//
// Usage: node run.mjs [spec files...]   (default: every ./*.e2e.test.mjs)
// Each file's report is printed whole when it ends, so two files' lines never interleave.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
// The files that take longest, measured (docs/performance.md): started first, so the last file
// to start is a short one and neither worker idles long at the end.
const LONGEST = ["screens", "projector", "draft", "ia", "desk", "phones", "event", "statistics"];
const workers = Math.max(1, Number.parseInt(process.env.HEXADRAFT_E2E_WORKERS ?? "2", 10) || 1);
const given = process.argv.slice(2).map((f) => basename(f));
const files = given.length > 0 ? given : readdirSync(here).filter((f) => f.endsWith(".e2e.test.mjs")).sort();
const name = (file) => file.replace(/\.e2e\.test\.mjs$/, "");
const rank = (file) => {
  const at = LONGEST.indexOf(name(file));
  return at === -1 ? LONGEST.length : at;
};
const queue = [...files].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

const running = new Set();
const results = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/**
 * A home of its own for the webview's stored data (WebKit keeps the page's local storage under
 * `$XDG_DATA_HOME/app.hexadraft.desktop/`), so each file's apps are one computer's: two files
 * running at once never share the stored language, theme, timers or projector choices, which no
 * two organizers' laptops do either. The app's own data has its folder per app (driver.mjs).
 */
function webviewHome(file) {
  return mkdtempSync(join(tmpdir(), `hexadraft-e2e-webview-${name(file)}-`));
}

function runFile(file, worker) {
  return new Promise((resolve) => {
    const begun = Date.now();
    const home = webviewHome(file);
    // Each worker looks for a free display number from its own base (`-n` before `-a`), so two
    // starting at once never reach for the same one; xvfb-run tries the next if one is taken.
    const child = spawn(
      "xvfb-run",
      ["-n", String(100 + 100 * worker), "-a", "-s", "-screen 0 1280x800x24",
        process.execPath, "--test", "--test-concurrency=1", "--test-reporter=spec", `./${file}`],
      { cwd: here, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, XDG_DATA_HOME: home } },
    );
    running.add(child);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      rmSync(home, { recursive: true, force: true });
      const ok = code === 0;
      process.stdout.write(
        `\n==> ${file}: ${ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(Date.now() - begun)}, ` +
          `${seconds(Date.now() - started)} into the window tests\n`,
      );
      const text = Buffer.concat(output).toString();
      process.stdout.write(text);
      const count = (what) => Number(text.match(new RegExp(`^ℹ ${what} (\\d+)$`, "m"))?.[1] ?? 0);
      results.push({ file, ok, tests: count("tests"), passed: count("pass"), failures: failureReport(text) });
      resolve();
    });
  });
}

/**
 * The part of a file's report that says why its tests failed: node's spec reporter lists every
 * failing test with its error and stack after "✖ failing tests:". The whole report is printed when
 * the file ends; this is printed again at the very end, where a CI log's tail shows it.
 */
function failureReport(text) {
  const at = text.indexOf("✖ failing tests:");
  return at === -1 ? "" : text.slice(at).trim();
}

async function worker(index) {
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) await runFile(file, index);
}

// A stop from outside (CI's time bound) ends the files too; each file's exit handler then ends
// its driver and app (driver.mjs).
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

await Promise.all(Array.from({ length: Math.min(workers, queue.length) }, (_, index) => worker(index)));
const failing = results.filter((r) => !r.ok);
for (const r of failing) {
  process.stdout.write(`\n==> why ${r.file} failed\n${r.failures || "(no failing test was reported: the file itself ended early)"}\n`);
}
const failed = failing.map((r) => r.file);
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
process.stdout.write(
  `\n==> window tests: ${results.length - failed.length} of ${results.length} files passed ` +
    `(${sum("passed")} of ${sum("tests")} tests) in ${seconds(Date.now() - started)}` +
    `${failed.length > 0 ? `; failed: ${failed.join(", ")}` : ""}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);

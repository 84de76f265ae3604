// Runs the window spec files two at a time (`HEXADRAFT_E2E_WORKERS`), the longest first, each in
// its own `node --test` with its own app and driver (driver.mjs) and its own X display: a virtual
// 1280x800 screen (Xvfb through xvfb-run), as the specs expect.
//
// Why: one spec file at a time kept the machine's two cores less than half busy (the window waits
// on the core, the core on SQLite's syncs, the test on both), so the window tests were CI's
// longest step with the machine half idle (docs/performance.md, "CI ran fa294ff in 62 minutes").
// Node 20's runner sorts the files it is given, so it cannot start the longest first; this does.
// Why a display each: on one display the two files' windows cover each other (a projector opens
// full screen), which no person's screen has and one file at a time never had. A screen each did
// not by itself cure the projector's lagging below (ALONE); it keeps the two files apart.
//
// Usage: node run.mjs [spec files...]   (default: every ./*.e2e.test.mjs)
// Each file's report is printed whole when it ends, so two files' lines never interleave.
import { spawn } from "node:child_process";
import { readdirSync } from "node:fs";
import { basename, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
// The files that take longest, measured (docs/performance.md): started first, so the last file
// to start is a short one and neither worker idles long at the end.
const LONGEST = ["screens", "draft", "ia", "desk", "phones", "event", "statistics"];
// The specs of the projector's following the desk live run last, one at a time, on a quiet
// machine. The desk tells the open projector of a new language, theme or view through the
// stored choices (storage events between the windows), and with a second file's app busy beside
// them that message arrived later than their bounds (10 and 15 s) in two runs of three: "the
// projector did not follow the language", "did not show the view the desk chose". One at a time
// they pass. Carrying those changes through the core's events instead is the fix to make
// (docs/performance.md, "CI ran fa294ff in 62 minutes").
const ALONE = ["projector", "projector-statistics"];

const workers = Math.max(1, Number.parseInt(process.env.HEXADRAFT_E2E_WORKERS ?? "2", 10) || 1);
const given = process.argv.slice(2).map((f) => basename(f));
const files = given.length > 0 ? given : readdirSync(here).filter((f) => f.endsWith(".e2e.test.mjs")).sort();
const name = (file) => file.replace(/\.e2e\.test\.mjs$/, "");
const rank = (file) => {
  const at = LONGEST.indexOf(name(file));
  return at === -1 ? LONGEST.length : at;
};
const queue = [...files].filter((f) => !ALONE.includes(name(f))).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
const alone = files.filter((f) => ALONE.includes(name(f))).sort();

const running = new Set();
const results = [];
const started = Date.now();
const seconds = (ms) => `${Math.round(ms / 1000)} s`;

function runFile(file, worker) {
  return new Promise((resolve) => {
    const begun = Date.now();
    // Each worker looks for a free display number from its own base (`-n` before `-a`), so two
    // starting at once never reach for the same one; xvfb-run tries the next if one is taken.
    const child = spawn(
      "xvfb-run",
      ["-n", String(100 + 100 * worker), "-a", "-s", "-screen 0 1280x800x24",
        process.execPath, "--test", "--test-concurrency=1", "--test-reporter=spec", `./${file}`],
      { cwd: here, stdio: ["ignore", "pipe", "pipe"] },
    );
    running.add(child);
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      running.delete(child);
      const ok = code === 0;
      process.stdout.write(
        `\n==> ${file}: ${ok ? "passed" : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(Date.now() - begun)}, ` +
          `${seconds(Date.now() - started)} into the window tests\n`,
      );
      const text = Buffer.concat(output).toString();
      process.stdout.write(text);
      const count = (what) => Number(text.match(new RegExp(`^ℹ ${what} (\\d+)$`, "m"))?.[1] ?? 0);
      results.push({ file, ok, tests: count("tests"), passed: count("pass") });
      resolve();
    });
  });
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
for (const file of alone) await runFile(file, 0);
const failed = results.filter((r) => !r.ok).map((r) => r.file);
const sum = (key) => results.reduce((total, r) => total + r[key], 0);
process.stdout.write(
  `\n==> window tests: ${results.length - failed.length} of ${results.length} files passed ` +
    `(${sum("passed")} of ${sum("tests")} tests) in ${seconds(Date.now() - started)}` +
    `${failed.length > 0 ? `; failed: ${failed.join(", ")}` : ""}\n`,
);
process.exit(failed.length > 0 ? 1 : 0);

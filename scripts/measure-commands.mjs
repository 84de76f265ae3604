#!/usr/bin/env node
// Measures command round trips in the real app window (docs/performance.md, "Command round trips
// in the real window"): the release binary under tauri-driver (Xvfb when there is no display),
// with a copy of a perf database (`cargo run --release -p hexadraft-tests --example perf_db --
// FOLDER`: a 256-player event with 1,024 table drafts, played through hexadraft-app; before the
// application layer it was the shell's `write_perf_database` test at commit 0b58483). Inside the page each command is called through
// `window.__TAURI_INTERNALS__.invoke` and timed with `performance.now()`, so a sample is what the
// UI waits for: the IPC both ways, the command, the journal's synced append and the answer's JSON.
//
//   node scripts/measure-commands.mjs --db artifacts/perf-db [--bin target/release/hexadraft]
//        [--label before] [--trivial 200] [--moves 400] [--results 256] [--reopens 30]
//        [--clock GRACE_SECONDS] [--spectators N] [--paced 100]
//
// `--clock` gives the draft of the draft moves a pace clock (GRACE_SECONDS per turn, a 600 s
// reserve: none runs out during the run), to compare a timed draft's moves with an untimed one's.
// `--spectators N` opens the phone session on loopback, shares the moves' draft with spectators
// (live, no delay) and follows it in N spectator pages in Debian's chromium (playwright-core from
// tests/phones) while the moves run, so the moves are timed with spectators connected; each page
// notes, on the wall clock, when its status first shows each entry count, and the run reports the
// spectator's update latency: from just before a move is sent in the window to a page showing
// it. During the back-to-back moves a page shows the latest entry when moves come faster than it
// redraws, so some entries are never shown and the latency is mostly the queue; the count of those
// shown is printed with it. So `--paced N` (100 by default with spectators) then sends N more
// moves one at a time, each once every page shows the one before, as a table plays: the
// spectator's update latency is measured there.
// A measurement asked 0 times is left out.
//
// Prints p50/p99/min/max per measurement and writes every sample as JSON into
// artifacts/measure-commands/. The database copy is changed by the run (a draft is added, results
// corrected); the database given is never touched.

// ----- the commands measured -----------------------------------------------------------------
// Names and argument shapes, in one place: after the application layer, point these at the new
// commands. In `args`, a string "$name" is filled in by the run: $setup (a quick-match setup),
// $draft / $event (journal ids), $seq (the sequence number the last answer carried), $seat,
// $action. The other fields are paths into an answer: where it carries the next sequence number
// (`seq`), the seat to act and its choices, the event's rounds.
const COMMANDS = {
  trivial: { name: "app_info", args: {} },
  startPhones: { name: "start_phone_session", args: { address: "127.0.0.1:0" } },
  shareWithSpectators: { name: "share_draft_with_spectators", args: { draftId: "$draft", delaySeconds: 0 }, url: "url" },
  listEvents: { name: "list_events", args: {}, id: "id", entries: "entryCount" },
  createDraft: {
    name: "create_draft",
    args: { setup: "$setup", seed: "draw", event: null, clock: "$clock" },
    seq: "seq",
    seat: "turn.seat",
    choices: "turn.choice.characters",
  },
  draftMove: {
    name: "apply_draft_move",
    args: { id: "$draft", seq: "$seq", action: "$action", viewer: { kind: "table" } },
    seq: "seq",
  },
  draftUndo: {
    name: "apply_draft_move",
    args: { id: "$draft", seq: "$seq", action: { move: "undo", seat: "$seat" }, viewer: { kind: "table" } },
    seq: "seq",
  },
  openEvent: { name: "get_event", args: { id: "$event" }, seq: "seq", rounds: "snapshot.rounds" },
  // The desk's first screen also shows the current round's table drafts.
  roundDrafts: { name: "round_drafts", args: { id: "$event", round: "$round" } },
  eventAction: {
    name: "apply_event_action",
    args: { id: "$event", seq: "$seq", action: "$action" },
    seq: "seq",
  },
};
// ---------------------------------------------------------------------------------------------

import { execFileSync, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium, noteShownEntries } from "./spectator-pages.mjs";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

function option(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && i + 1 < process.argv.length ? process.argv[i + 1] : fallback;
}

// tauri-driver needs a display: without one, run again under Xvfb.
if (!process.env.DISPLAY) {
  const run = spawnSync(
    "xvfb-run",
    ["-a", "-s", "-screen 0 1280x800x24", process.execPath, ...process.argv.slice(1)],
    { stdio: "inherit" },
  );
  process.exit(run.status ?? 1);
}

const dbDir = option("db", null);
if (!dbDir || !existsSync(join(dbDir, "hexadraft.sqlite3"))) {
  console.error("usage: node scripts/measure-commands.mjs --db FOLDER (holding hexadraft.sqlite3)");
  process.exit(2);
}
const binary = resolve(option("bin", join(repoRoot, "target/release/hexadraft")));
const label = option("label", "run");
const counts = {
  trivial: Number(option("trivial", 200)),
  moves: Number(option("moves", 400)),
  results: Number(option("results", 256)),
  reopens: Number(option("reopens", 30)),
};
const spectatorCount = Number(option("spectators", 0));
const pacedMoves = spectatorCount > 0 ? Number(option("paced", 100)) : 0;
const graceSeconds = option("clock", null);
const clock = graceSeconds === null ? null : { graceSeconds: Number(graceSeconds), reserveSeconds: 600 };
const manifestPath = join(dbDir, "perf-db.json");
const manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : null;

// driver.mjs reads the binary from the environment when it loads.
process.env.HEXADRAFT_APP_BIN = binary;
const { openApp } = await import("../tests/e2e/driver.mjs");

/** Runs one measurement inside the page; everything it needs comes in `plan`. */
function inPage(commands, plan, done) {
  const invoke = (name, args) => window.__TAURI_INTERNALS__.invoke(name, args);
  const at = (value, path) => path.split(".").reduce((v, key) => (v == null ? v : v[key]), value);
  const fill = (template, values) => {
    if (typeof template === "string" && template.startsWith("$")) return values[template.slice(1)];
    if (Array.isArray(template)) return template.map((t) => fill(t, values));
    if (template && typeof template === "object") {
      return Object.fromEntries(Object.entries(template).map(([k, v]) => [k, fill(v, values)]));
    }
    return template;
  };
  const samples = [];
  const timed = async (command, values, note) => {
    const args = fill(command.args, values);
    const start = performance.now();
    const answer = await invoke(command.name, args);
    const ms = performance.now() - start;
    const sample = { ms, sentAt: performance.timeOrigin + start, ...note };
    if (samples.length === 0) sample.answerBytes = JSON.stringify(answer).length;
    samples.push(sample);
    return answer;
  };
  const run = async () => {
    if (plan.kind === "trivial") {
      for (let i = 0; i < plan.count; i++) await timed(commands.trivial, {}, {});
    } else if (plan.kind === "create") {
      // A fresh quick match, at its pick step: what the moves need to know of it.
      const created = await invoke(
        commands.createDraft.name,
        fill(commands.createDraft.args, { setup: plan.setup, clock: plan.clock }),
      );
      return {
        created: {
          draft: created.id,
          seat: at(created, commands.createDraft.seat),
          character: at(created, commands.createDraft.choices).find((c) => c.unavailable === null).character,
          seq: at(created, commands.createDraft.seq),
        },
      };
    } else if (plan.kind === "share") {
      // The phone session on loopback, and the draft shared live with spectators.
      await invoke(commands.startPhones.name, commands.startPhones.args);
      const link = await invoke(commands.shareWithSpectators.name, fill(commands.shareWithSpectators.args, { draft: plan.draft }));
      return { url: at(link, commands.shareWithSpectators.url) };
    } else if (plan.kind === "moves") {
      // At the pick step the seat to act picks, then takes it back: the journal grows by one
      // entry per call while the draft stays at the same step.
      const { draft, seat, character } = plan.created;
      let seq = plan.created.seq;
      for (let i = 0; i < plan.count; i++) {
        // `made`: the moves made before this plan (a paced move is one plan of one move).
        const pick = (i + (plan.made ?? 0)) % 2 === 0;
        const command = pick ? commands.draftMove : commands.draftUndo;
        const action = { move: "pick", seat, character };
        const answer = await timed(command, { draft, seq, seat, action }, { call: pick ? "pick" : "undo", entries: seq });
        seq = at(answer, command.seq);
        samples[samples.length - 1].seq = seq;
      }
      return { draft };
    } else if (plan.kind === "reopen") {
      // The event's view (and, where the command exists, the last round's table drafts, which
      // the view carried itself before the application layer). The first sample is the first
      // open since the app started.
      for (let i = 0; i < plan.count; i++) {
        const start = performance.now();
        const view = await invoke(commands.openEvent.name, fill(commands.openEvent.args, { event: plan.event }));
        let bytes = JSON.stringify(view).length;
        if (commands.roundDrafts) {
          const rounds = at(view, commands.openEvent.rounds);
          const round = rounds[rounds.length - 1].number;
          const drafts = await invoke(commands.roundDrafts.name, fill(commands.roundDrafts.args, { event: plan.event, round }));
          bytes += JSON.stringify(drafts).length;
        }
        const sample = { ms: performance.now() - start, first: i === 0 };
        if (i === 0) sample.answerBytes = bytes;
        samples.push(sample);
      }
    } else if (plan.kind === "results") {
      // Correct the last round's results table by table, then the round before it.
      const opened = await invoke(commands.openEvent.name, fill(commands.openEvent.args, { event: plan.event }));
      let seq = at(opened, commands.openEvent.seq);
      const rounds = at(opened, commands.openEvent.rounds);
      const targets = [];
      for (let r = rounds.length - 1; r >= 0 && targets.length < plan.count; r--) {
        for (const table of rounds[r].tables) {
          if (targets.length < plan.count) targets.push({ round: rounds[r].number, table: table.number });
        }
      }
      for (const { round, table } of targets) {
        const score = (vp, frags) => ({ victory_points: vp, frags, first_blood: false });
        const action = {
          kind: "correctResult",
          round,
          table,
          result: { first: score((table * 3) % 10, table % 4), second: score((table * 7) % 10, (table + 1) % 4), players: null },
        };
        const answer = await timed(commands.eventAction, { event: plan.event, seq, action }, { round, table, entries: seq });
        seq = at(answer, commands.eventAction.seq);
      }
    }
    return {};
  };
  run().then(
    (extra) => done({ samples, ...extra }),
    (error) => done({ samples, error: String(error?.message ?? JSON.stringify(error)) }),
  );
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return { n: values.length, p50: rank(50), p99: rank(99), min: sorted[0], max: sorted[sorted.length - 1], mean };
}

/** Least-squares slope of the time against the journal's entry count: ms per entry. */
function slope(samples) {
  const xs = samples.map((s) => s.entries);
  const ys = samples.map((s) => s.ms);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i++) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den === 0 ? 0 : num / den;
}

function growth(samples) {
  const fifth = Math.max(1, Math.floor(samples.length / 5));
  const first = stats(samples.slice(0, fifth).map((s) => s.ms));
  const last = stats(samples.slice(-fifth).map((s) => s.ms));
  return {
    entries: [samples[0].entries, samples[samples.length - 1].entries],
    firstFifthP50: first.p50,
    lastFifthP50: last.p50,
    msPerEntry: slope(samples),
  };
}

const fmt = (ms) => (ms >= 100 ? ms.toFixed(0) : ms.toFixed(2));

const quickMatch = {
  version: "agl-v1.0",
  mods: [],
  players: {
    first: {
      name: "Ana",
      sponsor: "oxyd",
      unlocked_sponsors: null,
      lineup: ["gata", "8-ball", "parvati", "maximus", "wild-bill", "hexx3r", "major-lunah", "miyamoto-mushashi"],
    },
    second: {
      name: "Bo",
      sponsor: "oxyd",
      unlocked_sponsors: null,
      lineup: ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"],
    },
  },
  seed: 0,
  scenario: null,
  stadium: null,
};

let spectatorBrowser = null;
async function closeSpectators() {
  await spectatorBrowser?.close();
  spectatorBrowser = null;
}

/** Opens `count` spectator pages on `url`, each noting when it shows each entry. */
async function watchAsSpectators(url, count) {
  spectatorBrowser = await launchChromium();
  const pages = [];
  for (let i = 0; i < count; i++) {
    const page = await (await spectatorBrowser.newContext({ locale: "en-US" })).newPage();
    await page.goto(url);
    await page.locator("#status[data-shown]").waitFor();
    await noteShownEntries(page);
    pages.push(page);
  }
  return pages;
}

/**
 * Moves sent one at a time, each once every page shows the one before (as a table plays), from
 * the draft as the timed moves left it (`seq`, after `made` moves); answers each move's sample.
 */
async function movesOneAtATime(page, pages, created, made, count) {
  const samples = [];
  let seq = created.seq;
  for (let i = 0; i < count; i++) {
    const outcome = await page({ kind: "moves", count: 1, made: made + i, created: { ...created, seq } });
    if (outcome.error) throw new Error(`paced move ${i}: ${outcome.error}`);
    const sample = outcome.samples[0];
    seq = sample.seq;
    for (const spectator of pages) await spectator.locator(`#status[data-shown="${seq}"]`).waitFor({ timeout: 30_000 });
    samples.push(sample);
  }
  return samples;
}

/** From each move's sending in the window to each page first showing its entry count. */
async function spectatorLatency(pages, samples) {
  const last = samples[samples.length - 1].seq;
  // The pages catch up with the last move before they are read.
  for (const page of pages) await page.locator(`#status[data-shown="${last}"]`).waitFor({ timeout: 30_000 });
  const latencies = [];
  let shown = 0;
  for (const page of pages) {
    const shownAt = await page.evaluate(() => window.shownAt);
    for (const sample of samples) {
      const at = shownAt[String(sample.seq)];
      if (at === undefined) continue;
      shown += 1;
      latencies.push(at - sample.sentAt);
    }
  }
  return { pages: pages.length, moves: samples.length * pages.length, shown, stats: stats(latencies), samples: latencies };
}

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-measure-"));
copyFileSync(join(dbDir, "hexadraft.sqlite3"), join(dataDir, "hexadraft.sqlite3"));
const load = { before: loadavg() };
const started = Date.now();
const app = await openApp({ dataDir });
const results = {};
try {
  const { browser } = app;
  await browser.setTimeout({ script: 60 * 60 * 1000 });
  await browser.waitUntil(() => browser.execute(() => Boolean(window.__TAURI_INTERNALS__?.invoke)), {
    timeout: 30_000,
  });
  // Let the home screen's own calls finish first.
  await browser.pause(3_000);
  const page = (plan) => browser.executeAsync(inPage, COMMANDS, plan);

  const events = await browser.executeAsync(
    (c, done) => window.__TAURI_INTERNALS__.invoke(c.name).then(done, (e) => done(String(e))),
    COMMANDS.listEvents,
  );
  const at = (value, path) => path.split(".").reduce((v, key) => v?.[key], value);
  const biggest = [...events].sort((a, b) => at(b, COMMANDS.listEvents.entries) - at(a, COMMANDS.listEvents.entries))[0];
  const eventId = manifest?.event_id ?? at(biggest, COMMANDS.listEvents.id);
  console.log(`event ${eventId}; binary ${binary}; clock ${clock ? `${clock.graceSeconds} s + ${clock.reserveSeconds} s` : "none"}; spectators ${spectatorCount}; ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);

  const plans = [
    ["trivial", { kind: "trivial", count: counts.trivial }, COMMANDS.trivial.name],
    ["reopen", { kind: "reopen", count: counts.reopens, event: eventId }, COMMANDS.roundDrafts ? `${COMMANDS.openEvent.name} + ${COMMANDS.roundDrafts.name}` : COMMANDS.openEvent.name],
    ["draftMoves", { kind: "moves", count: counts.moves, setup: quickMatch, clock }, `${COMMANDS.draftMove.name} / ${COMMANDS.draftUndo.name}`],
    ["resultEntries", { kind: "results", count: counts.results, event: eventId }, COMMANDS.eventAction.name],
  ];
  for (const [key, plan, command] of plans) {
    if (plan.count === 0) continue;
    const t0 = Date.now();
    let watching = [];
    if (plan.kind === "moves") {
      const made = await page({ kind: "create", setup: plan.setup, clock: plan.clock });
      if (made.error) throw new Error(`create a draft: ${made.error}`);
      plan.created = made.created;
      if (spectatorCount > 0) {
        const shared = await page({ kind: "share", draft: plan.created.draft });
        if (shared.error) throw new Error(`share with spectators: ${shared.error}`);
        watching = await watchAsSpectators(shared.url, spectatorCount);
      }
    }
    const outcome = await page(plan);
    if (outcome.error) throw new Error(`${key}: ${outcome.error}`);
    const ms = outcome.samples.map((s) => s.ms);
    const summary = stats(ms);
    results[key] = { command, plan: { ...plan, setup: undefined }, stats: summary, samples: outcome.samples };
    if (outcome.samples[0]?.entries !== undefined) results[key].growth = growth(outcome.samples);
    if (watching.length > 0) {
      results.spectatorUpdates = await spectatorLatency(watching, outcome.samples);
      if (pacedMoves > 0) {
        const last = outcome.samples[outcome.samples.length - 1];
        const paced = await movesOneAtATime(page, watching, { ...plan.created, seq: last.seq }, outcome.samples.length, pacedMoves);
        results.spectatorUpdatesPaced = await spectatorLatency(watching, paced);
      }
      await closeSpectators();
    }
    const firstOpen = outcome.samples.find((s) => s.first);
    if (firstOpen) results[key].firstSinceStart = firstOpen.ms;
    const g = results[key].growth;
    console.log(
      `${key.padEnd(14)} ${command.padEnd(34)} n=${summary.n} p50 ${fmt(summary.p50)} ms  p99 ${fmt(summary.p99)} ms  ` +
        `min ${fmt(summary.min)}  max ${fmt(summary.max)}  (answer ${outcome.samples[0].answerBytes} bytes; ${((Date.now() - t0) / 1000).toFixed(0)} s)` +
        (g
          ? `\n${"".padEnd(15)}entries ${g.entries[0]}→${g.entries[1]}: first fifth p50 ${fmt(g.firstFifthP50)} ms, last fifth p50 ${fmt(g.lastFifthP50)} ms, slope ${g.msPerEntry.toFixed(4)} ms/entry`
          : "") +
        (firstOpen ? `\n${"".padEnd(15)}first open since the app started: ${fmt(firstOpen.ms)} ms` : ""),
    );
    for (const [updates, what] of [
      [results.spectatorUpdates, "back to back: move → page shows"],
      [results.spectatorUpdatesPaced, "paced: move sent → page shows it"],
    ]) {
      if (plan.kind !== "moves" || !updates) continue;
      console.log(
        `${"spectators".padEnd(14)} ${what.padEnd(34)} n=${updates.stats.n} p50 ${fmt(updates.stats.p50)} ms  p99 ${fmt(updates.stats.p99)} ms  ` +
          `min ${fmt(updates.stats.min)}  max ${fmt(updates.stats.max)}  (${updates.shown} of ${updates.moves} entries shown, on ${updates.pages} pages)`,
      );
    }
  }
} finally {
  await closeSpectators();
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}
load.after = loadavg();

let commit = null;
try {
  commit = execFileSync("git", ["-C", repoRoot, "rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
} catch {
  // not a checkout
}
const outDir = join(repoRoot, "artifacts/measure-commands");
mkdirSync(outDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const outFile = join(outDir, `${label}-${stamp}.json`);
writeFileSync(
  outFile,
  JSON.stringify(
    {
      label,
      commit,
      date: new Date().toISOString(),
      machine: { cores: cpus().length, cpu: cpus()[0]?.model, load, node: process.version },
      binary,
      database: manifest,
      commands: COMMANDS,
      seconds: (Date.now() - started) / 1000,
      results,
    },
    null,
    1,
  ),
);
console.log(`samples: ${outFile}`);

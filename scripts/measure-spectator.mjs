#!/usr/bin/env node
// Measures a spectator's update latency (docs/performance.md, "A spectator's update latency"):
// from a move sent by a seat's phone to the table's live spectator page showing it. The venue
// example (crates/venue/examples/table_for_phones.rs: a timed Vassily draft, its seats' and its
// live spectator's addresses) serves the pages; the spectator's page is open in Debian's chromium
// (playwright-core from tests/phones). The seat to act picks, then takes the pick back, `--moves`
// times; each sample is the time from just before the seat's move is sent to the moment the page's
// status shows the new entry count (a MutationObserver in the page notes it), both read on the
// wall clock with sub-millisecond resolution, on the same machine.
//
//   cargo build -p hexadraft-venue --example table_for_phones
//   node scripts/measure-spectator.mjs [--moves 100] [--example target/debug/examples/table_for_phones]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { launchChromium, noteShownEntries } from "./spectator-pages.mjs";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const option = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : fallback;
};
const moves = Number(option("moves", 100));
const example = resolve(option("example", join(repoRoot, "target/debug/examples/table_for_phones")));

const dataDir = mkdtempSync(join(tmpdir(), "hexadraft-spectator-"));
const table = spawn(example, [dataDir], { stdio: ["pipe", "pipe", "inherit"] });
const lines = createInterface({ input: table.stdout })[Symbol.asyncIterator]();
const started = JSON.parse((await lines.next()).value);
const browser = await launchChromium();
const now = () => performance.timeOrigin + performance.now();
try {
  const page = await (await browser.newContext({ locale: "en-US" })).newPage();
  await page.goto(started.spectator);
  await page.locator("#status").waitFor();
  await noteShownEntries(page);
  const api = (seat) => `${new URL(started.seats[seat]).origin}/api/s/${new URL(started.seats[seat]).pathname.split("/").pop()}`;
  const view = async (seat) => (await (await fetch(api(seat))).json()).draft;
  const first = await view("first");
  const seat = first.view.waiting_for[0];
  const mine = await view(seat);
  const character = mine.options.choice.characters.find((c) => c.unavailable === null).character;
  let seq = mine.seq;
  const samples = [];
  for (let i = 0; i < moves; i++) {
    const move = i % 2 === 0 ? { move: "pick", seat, character } : { move: "undo", seat };
    const sent = now();
    const answer = await fetch(`${api(seat)}/move`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ seq, move }),
    });
    if (!answer.ok) throw new Error(`move ${i} refused: ${answer.status} ${await answer.text()}`);
    seq = (await answer.json()).draft.seq;
    await page.locator(`#status[data-shown="${seq}"]`).waitFor({ timeout: 10_000 });
    const shown = await page.evaluate((s) => window.shownAt[s], String(seq));
    samples.push(shown - sent);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const pick = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const ms = (v) => v.toFixed(1);
  console.log(
    `spectator update after a phone's move (timed draft, live page), ${cpus().length} cores, load ${loadavg().map((l) => l.toFixed(1)).join(" ")}\n` +
      `n=${samples.length} p50 ${ms(pick(0.5))} ms  p99 ${ms(pick(0.99))} ms  min ${ms(sorted[0])}  max ${ms(sorted[sorted.length - 1])}`,
  );
} finally {
  await browser.close();
  table.stdin.end();
  table.kill();
  rmSync(dataDir, { recursive: true, force: true });
}

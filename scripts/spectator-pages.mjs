// What the measurement scripts share about a spectator's page (scripts/measure-spectator.mjs,
// scripts/measure-commands.mjs --spectators): Debian's chromium, headless, through playwright-core
// from tests/phones, and a note, on the wall clock, of when the page's status first shows each
// entry count.
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Debian's chromium, headless, without the background connections this network refuses. */
export function launchChromium() {
  const { chromium } = createRequire(join(repoRoot, "tests/phones/package.json"))("playwright-core");
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
}

/** From now on the page keeps `window.shownAt[entryCount]`: when its status first showed it. */
export function noteShownEntries(page) {
  return page.evaluate(() => {
    window.shownAt = {};
    const note = () => {
      const shown = document.querySelector("#status")?.getAttribute("data-shown");
      if (shown !== null && shown !== undefined && !(shown in window.shownAt)) {
        window.shownAt[shown] = performance.timeOrigin + performance.now();
      }
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
    note();
  });
}

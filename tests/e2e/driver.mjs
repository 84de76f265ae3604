// Starts tauri-driver and opens a WebDriver session on the real app window.
import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createServer } from "node:net";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { remote } from "webdriverio";

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, "../..");
export const artifacts = resolve(repoRoot, "artifacts/e2e");
const appBinary = process.env.HEXADRAFT_APP_BIN ?? resolve(repoRoot, "target/debug/hexadraft");

/** A port nobody listens on now, chosen by the system rather than by chance. */
function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * Waits until the driver answers, or until it has exited (it could not take its port: another
 * process took the free port between our choosing and its binding). Returns whether it answered
 * in time.
 */
async function waitForDriver(driver, port, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null || driver.signalCode !== null) return false;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

/** Opens the app; returns { browser, close }. Each session gets its own app-data folder. */
export async function openApp({ dataDir } = {}) {
  mkdirSync(artifacts, { recursive: true });
  const env = { ...process.env };
  if (dataDir) env.HEXADRAFT_DATA_DIR = dataDir;
  // A port picked at random once met something else listening there (CI: port 6000), and the
  // driver could not start; the system's free ports, and a fresh pair if the driver still exits,
  // keep two runs on one machine out of each other's browser too.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    let nativePort = await freePort();
    while (nativePort === port) nativePort = await freePort();
    const started = startDriver(port, nativePort, env);
    if (await waitForDriver(started.driver, port, 20_000)) return connect(port, started.killGroup);
    started.killGroup();
    if (attempt === 3) throw new Error(`tauri-driver did not answer, three times (last on port ${port})`);
  }
}

function startDriver(port, nativePort, env) {
  // tauri-driver leads its own process group (WebKitWebDriver and the app join it), so closing
  // kills them all: an app left running would keep the test runner waiting on its output.
  const driver = spawn("tauri-driver", ["--port", String(port), "--native-port", String(nativePort)], {
    stdio: ["ignore", "ignore", "pipe"],
    env,
    detached: true,
  });
  driver.stderr.on("data", (chunk) => process.stderr.write(chunk));
  // Neither the driver nor its output keeps this test file alive; "exit" then kills the group.
  driver.unref();
  driver.stderr.unref?.();
  const killGroup = () => {
    try {
      process.kill(-driver.pid, "SIGKILL");
    } catch {
      // already gone
    }
    process.removeListener("exit", killGroup);
  };
  process.once("exit", killGroup);
  return { driver, killGroup };
}

async function connect(port, killGroup) {
  const browser = await remote({
    hostname: "127.0.0.1",
    port,
    logLevel: "warn",
    capabilities: {
      browserName: "wry",
      // WebKitWebDriver refuses the BiDi capability WebdriverIO 9 adds by default.
      "wdio:enforceWebDriverClassic": true,
      "tauri:options": { application: appBinary },
    },
  });
  const close = async () => {
    try {
      await browser.deleteSession();
    } catch {
      // the session may already be gone; the group is killed below either way
    } finally {
      killGroup();
    }
  };
  return { browser, close };
}

export async function screenshot(browser, name) {
  await browser.saveScreenshot(resolve(artifacts, `${name}.png`));
}

/**
 * The visible text of every element matching `selector`, read in one step inside the page, so a
 * re-render between finding the elements and reading them cannot break the read.
 */
export async function texts(browser, selector) {
  return browser.execute(
    (sel) => [...document.querySelectorAll(sel)].map((e) => e.innerText.trim()),
    selector,
  );
}

/**
 * Counts the page's calls to the core that are still unanswered, from now on: Tauri sends each
 * call as a `fetch` of an `ipc:` address, which this wraps (its own `invoke` cannot be wrapped).
 * Idempotent; a page load starts a new count. Runs inside the page.
 */
function watchCoreCalls() {
  if (window.__hexadraftCoreCalls) return;
  const calls = new Map();
  let next = 0;
  window.__hexadraftCoreCalls = calls;
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const address = typeof input === "string" ? input : (input?.url ?? "");
    const answer = original(input, init);
    if (!address.startsWith("ipc:")) return answer;
    const id = next++;
    calls.set(id, Date.now());
    // Counted until the answer's body is read: Tauri reads it, then hands it to the page.
    const done = () => setTimeout(() => calls.delete(id), 0);
    answer.then((response) => response.clone().arrayBuffer().then(done, done), done);
    return answer;
  };
}

/**
 * Waits until the page has settled: no call to the core unanswered and no DOM mutation for
 * `quietMs` (at most `maxMs`). The core answers asynchronously, so the DOM's quiet alone is a
 * guess on a busy machine: a slow answer arrives after any fixed quiet. A call unanswered for
 * longer than `maxMs` (a test's forced crash leaves one) is no longer waited for.
 */
export async function settleDom(browser, quietMs = 400, maxMs = 8_000) {
  await browser.execute(watchCoreCalls);
  await browser.executeAsync(
    (quiet, max, done) => {
      const calls = window.__hexadraftCoreCalls;
      const busy = () => {
        const now = Date.now();
        for (const begun of calls.values()) if (now - begun < max) return true;
        return false;
      };
      let timer;
      const finish = () => {
        observer.disconnect();
        clearTimeout(limit);
        done(true);
      };
      // Quiet for `quiet` ms with nothing in flight; a call still out looks again later.
      const quietThenCheck = () => {
        clearTimeout(timer);
        timer = setTimeout(() => (busy() ? quietThenCheck() : finish()), quiet);
      };
      const observer = new MutationObserver(quietThenCheck);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      quietThenCheck();
      const limit = setTimeout(finish, max);
    },
    quietMs,
    maxMs,
  );
}

/**
 * Closes the coin toss's moment a new draft opens with (when a coin decided Player A), after
 * checking it is shown; answers the moment's words, or null when the draft has none.
 */
export async function passCoinMoment(browser) {
  // The board shows either the moment or, when no coin is to be said, the turn's banner: wait for
  // one of them (the board may still be opening), never for a time after which "none" is guessed.
  await browser.waitUntil(
    () =>
      browser.execute(() => document.querySelector('[data-testid="coin-moment"], [data-testid="banner"]') !== null),
    { timeout: 30_000, timeoutMsg: "the draft board showed neither the coin's moment nor a turn" },
  );
  const moment = await browser.$('[data-testid="coin-moment"]');
  if (!(await moment.isExisting())) return null;
  await moment.waitForDisplayed({ timeout: 10_000 });
  const words = await moment.getText();
  const button = await browser.$('[data-testid="coin-continue"]');
  await button.click();
  await moment.waitForExist({ reverse: true, timeout: 10_000 });
  return words;
}

/** Calls a command of the core as the page does (the page's own IPC); a refusal fails the test. */
export async function invoke(browser, command, args) {
  const answer = await browser.executeAsync(
    (name, values, done) => {
      window.__TAURI_INTERNALS__.invoke(name, values).then(
        (data) => done({ ok: data }),
        (error) => done({ error: JSON.stringify(error) }),
      );
    },
    command,
    args,
  );
  if ("error" in answer) throw new Error(`${command} was refused: ${answer.error}`);
  return answer.ok;
}

/**
 * A command of the core's one event door (`create_event`, `apply_event_action`) for an event of
 * `ruleset` ("agl" or "imperialAssault"): the definition or action is tagged with its ruleset.
 * An AGL action's answer is its outcome (what changed); an Imperial Assault action answers with
 * what changed too, and the specs that build an event by its actions want the whole event after
 * each, so this reads it again (`get_event`).
 */
async function eventDoor(browser, ruleset, command, args) {
  const tagged = { ...args };
  if ("definition" in args) tagged.definition = { ruleset, definition: args.definition };
  if ("action" in args) tagged.action = { ruleset, action: args.action };
  const answer = await invoke(browser, command, tagged);
  if (ruleset === "imperialAssault" && command === "apply_event_action") return invoke(browser, "get_event", { id: args.id });
  return "outcome" in answer ? answer.outcome : answer;
}
export const aglEventDoor = (browser, command, args) => eventDoor(browser, "agl", command, args);
export const iaEventDoor = (browser, command, args) => eventDoor(browser, "imperialAssault", command, args);

/**
 * An AGL v1.0 Standard Tournament named `name` (three rounds on Assault, Conquest, Carnage) with
 * Ana, Bo, Cy and Di registered (Corvus PINs `<pinPrefix>-0`…, the Oxyd Sponsor, the two test
 * lineups in turn), made through the core's one event door as the desk makes it. Answers its id
 * and `act`, which applies one action at the journal's latest `seq` and answers its outcome.
 */
export async function aglEventOfFour(browser, name, pinPrefix) {
  const LINEUPS = [
    ["miyamoto-mushashi", "wild-bill", "gata", "8-ball", "major-lunah", "hexx3r", "parvati", "maximus"],
    ["valkyrie", "hannibal", "laxmee", "senor-massacre", "padre-mendoza", "murtair", "kozmo", "taowu"],
  ];
  const event = await aglEventDoor(browser, "create_event", {
    definition: {
      name,
      format: "standard-tournament",
      ruleset: "agl-v1.0",
      event_type: "standard",
      rounds: 3,
      scenarios: ["assault", "conquest", "carnage"].map((id) => ({ kind: "official", id })),
      seed: null,
      rulings: 2,
    },
    language: "en",
  });
  const id = event.id;
  let seq = event.seq;
  const act = async (action) => {
    const outcome = await aglEventDoor(browser, "apply_event_action", { id, seq, action });
    seq = outcome.seq;
    return outcome;
  };
  for (const [i, player] of ["Ana", "Bo", "Cy", "Di"].entries()) {
    await act({
      kind: "registerPlayer",
      registration: { name: player, corvus_pin: `${pinPrefix}-${i}`, sponsor: "oxyd", sponsor_unlocked: false, lineup: LINEUPS[i % 2] },
    });
  }
  return { id, act };
}

/**
 * An Imperial Assault event made through the core's one event door as the desk makes it: informal,
 * strength of schedule summed, no staff, the first `missions` maps the core offers, and `players`
 * registered with one legal list. Answers the event's view after the last registration and the
 * core's options (`options.maps`…).
 */
export async function iaEventOf(browser, { name = "Store Championship", swissRounds, cut, missions, players = ["Zoë", "Ana", "Łukasz", "Bo"], publishRounds = false }) {
  const army = await invoke(browser, "read_ia_army_text", {
    text:
      "Darth Vader\nStormtrooper (Elite)\nStormtrooper\nImperial Officer\nProbe Droid\nMotivation\nAdvanced Com Systems\n" +
      "2 Bodyguard\n1 Ballistics Matrix\n1 Battlefield Awareness\n1 Behind Enemy Lines\n1 Black Market Prices\n" +
      "1 Bladestorm\n1 Blitz\n1 Brace for Impact\n1 Camouflage\n1 Capture the Weary\n1 Change of Plans\n" +
      "1 Cheat to Win\n1 Collect Intel\n1 Dangerous Bargains",
  });
  const options = await invoke(browser, "ia_event_options", {});
  let ia = await iaEventDoor(browser, "create_event", {
    definition: {
      ruleset: "ia-skirmish-1.1",
      name,
      category: "informal",
      structure: { swiss_rounds: swissRounds, cut },
      missions: { missions: options.maps.slice(0, missions).map((m) => ({ name: m.name, map: m.id })) },
      sos_method: "sum",
      staff: { judges: 0, judges_playing: 0, organizers_playing: 0 },
      seed: null,
      ...(publishRounds ? { publish_rounds: true } : {}),
    },
    language: "en",
  });
  for (const player of players) {
    ia = await iaEventDoor(browser, "apply_event_action", { id: ia.id, seq: ia.seq, action: { kind: "registerPlayer", name: player, army: army.list } });
  }
  return { ia, options };
}

/** The webview keeps the language and theme of earlier runs: a session starts in English, light. */
export async function englishAndLight(browser) {
  const language = await browser.$('[data-testid="language"]');
  await language.waitForDisplayed({ timeout: 20_000 });
  await language.selectByAttribute("value", "en");
  const theme = await browser.execute(() => document.documentElement.dataset.theme);
  if (theme === "dark") await browser.$('[data-testid="theme"]').click();
}

/** Clicks the element of test id `id` once it can be clicked, scrolled into view first (panels
 * below the fold). */
export async function clickTestId(browser, id, timeout = 10_000) {
  const element = await browser.$(`[data-testid="${id}"]`);
  await element.waitForExist({ timeout });
  await browser.execute((el) => el.scrollIntoView({ block: "center" }), element);
  await element.waitForClickable({ timeout });
  await element.click();
}

/** Builds a draft format turn by turn in the catalog screen's editor (`turns` as [actor, action,
 * scope]), calling `afterTurn(i)` once turn `i` is set, so a spec can read the core's live check
 * as it goes. Leaves the editor open, to be kept or closed by the spec. */
export async function buildFormat(browser, name, turns, afterTurn = async () => {}) {
  await clickTestId(browser, "home-catalog", 20_000);
  await (await browser.$('[data-testid="draft-formats"]')).waitForExist({ timeout: 10_000 });
  await clickTestId(browser, "new-format");
  await (await browser.$('[data-testid="format-name"]')).setValue(name);
  for (const [i, [actor, action, scope]] of turns.entries()) {
    await clickTestId(browser, "add-turn");
    await (await browser.$(`[data-testid="turn-${i}-actor"]`)).selectByAttribute("value", actor);
    await (await browser.$(`[data-testid="turn-${i}-action"]`)).selectByAttribute("value", action);
    await (await browser.$(`[data-testid="turn-${i}-scope"]`)).selectByAttribute("value", scope);
    await afterTurn(i);
  }
}

/** Starts a quick match in the kept draft format `format` between `players` ([seat, name,
 * lineup of character ids] each), and waits for the board. */
export async function startQuickMatchInFormat(browser, format, players) {
  await clickTestId(browser, "home-quick-match", 20_000);
  await (await browser.$('[data-testid="quick-match"]')).waitForExist({ timeout: 10_000 });
  await (await browser.$('[data-testid="draft-format"]')).waitForExist({ timeout: 10_000 });
  await (await browser.$('[data-testid="draft-format"]')).selectByAttribute("value", format);
  for (const [seat, name, lineup] of players) {
    await (await browser.$(`[data-testid="name-${seat}"]`)).setValue(name);
    await clickTestId(browser, `target-${seat}`);
    for (const id of lineup) await clickTestId(browser, `result-${id}`);
  }
  await settleDom(browser);
  await clickTestId(browser, "start-draft");
  await (await browser.$('[data-testid="draft-board"]')).waitForExist({ timeout: 10_000 });
}

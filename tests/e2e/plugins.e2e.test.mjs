// The plugin commands the window calls answer in this binary, and no others do. The release
// build leaves out every plugin command no capability allows (tauri.conf.json,
// `build.removeUnusedCommands`), so run this against the installer's binary too:
//   HEXADRAFT_APP_BIN=target/release/hexadraft xvfb-run -a node --test ./plugins.e2e.test.mjs
// The end-to-end tests cannot drive a native dialog; this asks the commands directly.
import assert from "node:assert/strict";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { after, before, test } from "node:test";
import { openApp } from "./driver.mjs";

let app;
before(async () => {
  app = await openApp({ dataDir: mkdtempSync(join(tmpdir(), "hexadraft-e2e-plugins-")) });
  await (await app.browser.$('[data-testid="language"]')).waitForDisplayed({ timeout: 15_000 });
});
after(async () => {
  await app?.close();
});

/**
 * Calls a command and reports how it answered within `waitMs`: "resolved", "pending" (a dialog
 * is open), or the error text it was refused with.
 */
async function answer(command, args, waitMs = 1500) {
  // WebKitWebDriver reports some refusals as the script's own error rather than as its result.
  return tryAnswer(command, args, waitMs).catch((error) => ({ kind: "refused", error: String(error.message) }));
}

function tryAnswer(command, args, waitMs) {
  return app.browser.executeAsync(
    (command, args, waitMs, done) => {
      const timer = setTimeout(() => done({ kind: "pending" }), waitMs);
      window.__TAURI_INTERNALS__.invoke(command, args).then(
        () => {
          clearTimeout(timer);
          done({ kind: "resolved" });
        },
        (error) => {
          clearTimeout(timer);
          done({ kind: "refused", error: String(error) });
        },
      );
    },
    command,
    args,
    waitMs,
  );
}

const NOT_THERE = /not allowed|not found|unknown command/i;

test("showing a path in the file manager reaches the opener plugin", async () => {
  // A path that does not exist: the plugin itself answers, after the ACL let the call through.
  const reply = await answer("plugin:opener|reveal_item_in_dir", { paths: ["/nonexistent/hexadraft-e2e"] });
  assert.equal(reply.kind, "refused", JSON.stringify(reply));
  assert.doesNotMatch(reply.error, /not allowed|command .* not found|unknown command/i);
});

test("commands no capability allows are refused", async () => {
  for (const command of ["plugin:fs|read_text_file", "plugin:opener|open_url", "plugin:dialog|message"]) {
    const reply = await answer(command, { path: "/etc/hostname", url: "https://example.invalid", message: "x" });
    assert.equal(reply.kind, "refused", `${command}: ${JSON.stringify(reply)}`);
    assert.match(reply.error, NOT_THERE, command);
  }
});

// Last: the dialog stays open until the app closes.
test("the save dialog opens", async () => {
  const reply = await answer("plugin:dialog|save", { options: { defaultPath: "standings.pdf" } });
  assert.equal(reply.kind, "pending", `the dialog stays open for the person: ${JSON.stringify(reply)}`);
});

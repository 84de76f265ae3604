// One phone's move in a draft played through the phone page, shared by the browser tests (this
// folder's, and the real-window test in tests/e2e): the first legal choice each time.

/** One move if it is this phone's turn; answers whether it moved. */
export async function playOnce(page, seat) {
  const status = await page.locator("#status").textContent();
  if (status !== "Your turn") return false;
  const role = page.getByRole("button", { name: "I am Player A" });
  if (await role.count()) {
    await role.click();
    return true;
  }
  const character = page.locator(".characters button:enabled").first();
  if (await character.count()) {
    await character.click();
    return true;
  }
  if (await page.locator("#swap-lock").count()) {
    // The first player swaps (the first character out, the first one free in), chosen by hand:
    // the page chooses nothing, so the lock stays disabled until both are chosen. The second
    // player declines with the explicit "no swap" lock.
    if (seat === "first") {
      if (await page.locator("#swap-lock").isEnabled()) throw new Error("the swap's lock was enabled before any choice");
      await page.locator("#swap-remove").selectOption({ index: 1 });
      await page.locator("#swap-add").selectOption({ index: 1 });
      await page.locator("#swap-lock:enabled").click();
    } else {
      await page.locator("#swap-keep").click();
    }
    return true;
  }
  if (await page.locator("#deck-lock").count()) {
    for (const set of await page.locator("fieldset").all()) {
      const boxes = set.locator("input[data-tactic]");
      await boxes.nth(0).check();
      await boxes.nth(1).check();
    }
    await page.locator("#deck-lock").click();
    return true;
  }
  return false;
}

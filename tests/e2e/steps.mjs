// The steps an end-to-end test takes in the window, by the elements' data-testid: wait and click,
// fill a field as typing would, read a text, save a screenshot once the page has settled.
import { screenshot as save, settleDom } from "./driver.mjs";

export function steps(browser) {
  const byTest = (id) => browser.$(`[data-testid="${id}"]`);
  return {
    byTest,
    async click(id) {
      const element = await byTest(id);
      await element.waitForClickable({ timeout: 10_000 });
      await element.click();
    },
    /** Sets a field's value and sends the input event a person's typing would. */
    async fill(id, text) {
      const element = await byTest(id);
      await element.waitForDisplayed({ timeout: 10_000 });
      await browser.execute(
        (testId, value) => {
          const field = document.querySelector(`[data-testid="${testId}"]`);
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value").set;
          setter.call(field, value);
          field.dispatchEvent(new Event("input", { bubbles: true }));
        },
        id,
        text,
      );
    },
    /** An element's text as the page holds it. */
    async textOf(id) {
      const element = await byTest(id);
      await element.waitForDisplayed({ timeout: 10_000 });
      return browser.execute((testId) => document.querySelector(`[data-testid="${testId}"]`).textContent, id);
    },
    async screenshot(name) {
      await settleDom(browser);
      await save(browser, name);
    },
  };
}

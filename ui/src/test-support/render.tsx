// What the screens' tests share to draw a component and use it as a person would: mounted in the
// chosen language, clicked and typed into by test id, and left to settle (the core's answers are
// promises) before anything is asserted.
import { render } from "preact";
import { act } from "preact/test-utils";
import { vi } from "vitest";
import type { Language } from "../i18n";
import { I18nProvider } from "../lib/i18n-context";

/** Lets pending answers and effects run; `ms` moves fake timers on first (a pause in typing). */
export async function settle(ms = 0) {
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      if (ms > 0) vi.advanceTimersByTime(ms);
      await Promise.resolve();
      await new Promise((r) => setTimeout(r, 0));
    });
  }
}

export async function mount(node: preact.ComponentChild, language: Language = "en") {
  const root = document.createElement("div");
  document.body.append(root);
  await act(async () => {
    render(<I18nProvider language={language}>{node}</I18nProvider>, root);
  });
  await settle();
  return root;
}

export const byTest = (root: Element, testId: string) =>
  root.querySelector(`[data-testid="${testId}"]`) as HTMLElement | null;

/** The element of `testId`, failing the test with its id when there is none. */
export function need(root: Element, testId: string): HTMLElement {
  const element = byTest(root, testId);
  if (!element) throw new Error(`no element with data-testid="${testId}"`);
  return element;
}

export async function click(root: Element, testId: string) {
  const element = need(root, testId);
  await act(async () => {
    element.click();
  });
  await settle();
}

/** Types `value` into a field (or chooses it in a select), as the input or change event says. */
export async function enter(root: Element, testId: string, value: string) {
  const field = need(root, testId) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
  await act(async () => {
    field.value = value;
    field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? "change" : "input", { bubbles: true }));
  });
  await settle();
}

/** A key pressed anywhere on the page. */
export async function press(init: KeyboardEventInit) {
  await act(async () => {
    window.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }));
  });
  await settle();
}

/** The element of `testId` typed as present, for assertions that read it or expect it absent
 * (`toBeNull`). */
export const found = (root: Element, testId: string) => byTest(root, testId) as HTMLElement;

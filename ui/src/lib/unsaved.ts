// Work typed but not yet saved (a half-done form): leaving the screen asks first. Each form says
// whether it holds unsaved input; the app's navigation asks `hasUnsaved()` before it leaves.
import { useEffect } from "preact/hooks";

const open = new Set<symbol>();

/** Marks the calling component as holding unsaved input while `dirty` is true. */
export function useUnsaved(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return;
    const mark = Symbol("unsaved");
    open.add(mark);
    return () => {
      open.delete(mark);
    };
  }, [dirty]);
}

/** Whether some form on screen holds input that leaving would throw away. */
export function hasUnsaved(): boolean {
  return open.size > 0;
}

let prompt: ((proceed: () => void) => void) | null = null;

/** The app's way of asking before unsaved input is lost; returns the function that removes it. */
export function setLeavePrompt(ask: (proceed: () => void) => void): () => void {
  prompt = ask;
  return () => {
    if (prompt === ask) prompt = null;
  };
}

/** Runs `proceed` now, or once the person agrees to lose the input a form on screen holds. */
export function leaveThen(proceed: () => void) {
  if (hasUnsaved() && prompt) prompt(proceed);
  else proceed();
}

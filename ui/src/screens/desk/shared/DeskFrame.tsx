// What every ruleset's desk looks like around its panels: the header (title, then the game's own
// summary and stage lines), the read-only notice, the desk's notices, the tabs and the panel shown.
// Each desk keeps its own test ids (the real-window tests read them), so the frame takes them.
import { useContext, useEffect } from "preact/hooks";
import { createContext, type ComponentChildren } from "preact";
import type { ContinuedFrom, ReadOnly } from "../../../bindings";
import { useI18n } from "../../../lib/i18n-context";
import { ReadOnlyNotice } from "../../../lib/JournalNotes";
import "./desk.css";

/** Links the screen around a desk adds beside its title (the event's statistics), whatever the
 * desk's game: in the title's row, so they take no line of their own. */
export const DeskLinks = createContext<ComponentChildren>(null);

export type DeskFrameProps<Tab extends string> = {
  /** The desk's own test id (`event-desk`, `ia-desk`). */
  testId: string;
  title: string;
  /** The lines under the title: the event's rules, where it stands, the game's controls. */
  header: ComponentChildren;
  /** Why the event can only be read, if it can. */
  readOnly: ReadOnly | null;
  /** The event's players, to name them in the read-only notice. */
  players: readonly { id: number; name: string }[] | null;
  /** What the desk has to say above the tabs (a refusal, a data pack's mismatch). */
  notices?: ComponentChildren;
  /** For an event made by "Continue from here": where it came from, said under the title. */
  continuedFrom?: ContinuedFrom | null;
  /** Opens another event's desk (the original of a continued event). */
  openEvent?: (id: string) => void;
  tabs: readonly Tab[];
  tabLabel: Record<Tab, string>;
  /** A tab's test id (`tab-rounds`, `ia-tab-rounds`). */
  tabTestId: (tab: Tab) => string;
  chosen: Tab;
  /** Shows another tab (a desk may ask first, when a form holds unsaved input). */
  choose: (tab: Tab) => void;
  /** Alt+1, Alt+2… choose the tabs from anywhere on the desk. */
  shortcuts?: boolean;
  /** The chosen tab's panel, or null while the event has no state to show. */
  panel: ComponentChildren | null;
  footer?: ComponentChildren;
};

export function DeskFrame<Tab extends string>(props: DeskFrameProps<Tab>) {
  const { t } = useI18n();
  const { tabs, choose, shortcuts } = props;
  const links = useContext(DeskLinks);
  useEffect(() => {
    if (!shortcuts) return;
    const onKey = (e: KeyboardEvent) => {
      if (!e.altKey) return;
      const next = tabs[Number(e.key) - 1];
      if (next) {
        e.preventDefault();
        choose(next);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [tabs, choose, shortcuts]);

  return (
    <main class="event-desk" data-testid={props.testId}>
      <header class="desk-header">
        <h1 data-testid="desk-title">{props.title}</h1>
        {links}
        {props.header}
        {props.continuedFrom && (
          <p class="muted" data-testid="desk-continued-from">
            {t("moments.continuedFrom", { title: props.continuedFrom.title, seq: props.continuedFrom.seq })}{" "}
            {props.openEvent && (
              <button
                class="chip"
                data-testid="desk-open-original"
                onClick={() => props.openEvent?.(props.continuedFrom?.journal ?? "")}
              >
                {t("moments.openOriginal")}
              </button>
            )}
          </p>
        )}
      </header>
      {props.readOnly && <ReadOnlyNotice reason={props.readOnly} players={props.players} testId="desk-read-only" />}
      {props.notices}
      <nav class="desk-tabs" role="tablist">
        {tabs.map((name, i) => (
          <button
            key={name}
            role="tab"
            aria-selected={props.chosen === name}
            class={`desk-tab ${props.chosen === name ? "chosen" : ""}`}
            data-testid={props.tabTestId(name)}
            aria-keyshortcuts={shortcuts ? `Alt+${i + 1}` : undefined}
            onClick={() => choose(name)}
          >
            {props.tabLabel[name]}
          </button>
        ))}
      </nav>
      {props.panel !== null ? (
        <section class="desk-panel" role="tabpanel">
          {props.panel}
        </section>
      ) : (
        <p class="hint">{t("event.noSnapshot")}</p>
      )}
      {props.footer}
    </main>
  );
}

/** A desk before its event has been read: what went wrong, or that it is on its way. */
export function DeskLoading(props: { children: ComponentChildren }) {
  return <main class="event-desk">{props.children}</main>;
}

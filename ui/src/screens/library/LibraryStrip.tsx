import { useEffect, useState } from "preact/hooks";
import { commands, type JournalSummary } from "../../bindings";
import type { Route } from "../../app";
import { call } from "../../lib/call";
import { formatWhen } from "../../lib/dates";
import { useI18n } from "../../lib/i18n-context";
import { kindLabel, routeOf, useEventRulesets } from "./Library";
import "../catalog/catalog.css";
import "./library.css";

/**
 * Shown above the home screen: "Continue <title>" for the draft or event open last, and the
 * way into the library. The app offers to continue rather than reopening by itself: the table
 * may be starting something new, and a journal that no longer opens should not greet anyone
 * with an error at start; continuing stays one press (or Enter) away.
 */
export function LibraryStrip(props: { go: (route: Route) => void }) {
  const { t, language } = useI18n();
  const [last, setLast] = useState<JournalSummary | null>(null);
  const rulesets = useEventRulesets();

  useEffect(() => {
    call(commands.lastOpen())
      .then(setLast)
      .catch(() => setLast(null));
  }, []);

  return (
    <nav class="library-strip">
      {/* The library first and the Continue button after it: the Continue button appears once
          the last journal is known, and must not move the library's button as it does (a click
          aimed at the library would land on it). */}
      <button
        class="big-action"
        data-testid="home-library"
        onClick={() => props.go({ name: "library" })}
      >
        <span class="big-action-label">{t("library.open")}</span>
        <span class="big-action-hint">{t("library.hint")}</span>
      </button>
      {last && (
        <button
          class="big-action continue-action"
          data-testid="continue-last"
          autoFocus
          onClick={() => props.go(routeOf(last))}
        >
          <span class="big-action-label">▶ {t("library.continue", { title: last.title })}</span>
          <span class="big-action-hint">
            {t("library.continue.hint", {
              kind: kindLabel(t, last.kind, rulesets.get(last.id)),
              when: formatWhen(last.updatedAt, language),
            })}
          </span>
        </button>
      )}
    </nav>
  );
}

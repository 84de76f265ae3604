import { useEffect, useRef, useState } from "preact/hooks";
import { commands, type StatsScope } from "./bindings";
import { call } from "./lib/call";
import { useI18n } from "./lib/i18n-context";
import { LanguageSelect } from "./lib/LanguageSelect";
import { GameNamesProvider } from "./lib/names";
import { leaveThen, setLeavePrompt } from "./lib/unsaved";
import { Catalog } from "./screens/catalog/Catalog";
import { Home } from "./screens/Home";
import { DraftTable } from "./screens/draft/DraftTable";
import { QuickMatch } from "./screens/draft/QuickMatch";
import { Library } from "./screens/library/Library";
import { Recovery } from "./screens/library/Recovery";
import { BackupWarning } from "./screens/library/BackupWarning";
import { Replay } from "./screens/replay/Replay";
import { EventDoor } from "./screens/desk/EventDoor";
import { EventStart } from "./screens/desk/EventStart";
import { Ledger } from "./screens/ledger/Ledger";
import { Statistics } from "./screens/statistics/Statistics";
import { savedTheme, THEME_KEY, type Theme } from "./lib/theme";

/**
 * Where the app is. Screen areas own their routes: the table draft ("quick-match", "draft"), the
 * organizer's desk ("event", "event-new"), the catalog, and the library of saved drafts and events.
 */
export type Route =
  | { name: "home" }
  | { name: "catalog"; character?: string }
  | { name: "library" }
  | { name: "quick-match" }
  | { name: "draft"; id: string }
  | { name: "replay"; id: string }
  | { name: "event-new" }
  | { name: "event"; id: string }
  | { name: "ledger"; id: string | null }
  // `title` names the event or the ledger's season; `from` is where "Back" returns.
  | { name: "statistics"; scope: StatsScope; title: string; from: Route };
export type Screen = Route["name"];

export function App() {
  const { t, language, setLanguage } = useI18n();
  const [route, go] = useState<Route>({ name: "home" });
  const screen: Screen = route.name;
  // Leaving a screen (or a desk's panel) whose form holds unsaved input asks first: what to do
  // once the person agrees.
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const asking = useRef(false);
  asking.current = leaving !== null;
  useEffect(() => setLeavePrompt((proceed) => setLeaving(() => proceed)), []);
  // Screens without an id can be reached by name alone (the home screen's buttons).
  const setScreen = (name: Exclude<Screen, "draft" | "event" | "replay" | "statistics">) => leaveThen(() => go({ name } as Route));
  // Startup check: a database that could not be opened gets the recovery screen first.
  // `null` until the core has answered, so the home screen never flashes before the recovery one.
  const [storeProblem, setStoreProblem] = useState<boolean | null>(null);
  useEffect(() => {
    commands
      .storeStatus()
      .then((status) => setStoreProblem(status.problem !== null))
      .catch(() => setStoreProblem(false));
  }, []);
  // The draft or event on screen is the one to offer again after a restart.
  const openId = route.name === "draft" || route.name === "event" || route.name === "ledger" ? route.id : null;
  useEffect(() => {
    // Remembering is a convenience: a failure to remember must not stop the screen.
    if (openId) call(commands.rememberOpen(openId)).catch(() => undefined);
  }, [openId]);
  const [theme, setTheme] = useState<Theme>(savedTheme);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    localStorage.setItem(THEME_KEY, theme);
  }, [theme]);

  // Escape goes back home from any screen: a keyboard path for every table.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      // A second Escape while asked keeps the work.
      if (asking.current) setLeaving(null);
      else setScreen("home");
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <GameNamesProvider>
    <div class="app">
      <div class="toolbar">
        {screen !== "home" && (
          <button class="toolbar-button" data-testid="nav-home" onClick={() => setScreen("home")}>
            ← {t("nav.home")}
          </button>
        )}
        <span class="toolbar-spacer" />
        <label class="toolbar-field">
          {t("settings.language")}
          <LanguageSelect testId="language" value={language} onChange={setLanguage} />
        </label>
        <button
          class="toolbar-button"
          data-testid="theme"
          onClick={() => setTheme(theme === "dark" ? "light" : "dark")}
        >
          {theme === "dark" ? t("settings.theme.light") : t("settings.theme.dark")}
        </button>
      </div>
      {leaving && (
        <div class="leave-confirm" role="alertdialog" data-testid="leave-confirm">
          <span>{t("common.unsaved.ask")}</span>
          <button
            class="toolbar-button"
            data-testid="leave-discard"
            onClick={() => {
              leaving();
              setLeaving(null);
            }}
          >
            {t("common.unsaved.leave")}
          </button>
          <button class="toolbar-button" data-testid="leave-stay" autoFocus onClick={() => setLeaving(null)}>
            {t("common.unsaved.stay")}
          </button>
        </div>
      )}
      <BackupWarning />
      {storeProblem === null ? null : storeProblem ? (
        <Recovery onDone={() => setStoreProblem(false)} />
      ) : (
        <>
          {screen === "home" && <Home go={go} />}
          {route.name === "catalog" && <Catalog key={route.character ?? ""} character={route.character ?? null} />}
          {screen === "library" && <Library go={go} />}
          {route.name === "quick-match" && <QuickMatch open={(id) => go({ name: "draft", id })} />}
          {route.name === "draft" && (
            <DraftTable
              key={route.id}
              id={route.id}
              toDesk={(id) => go({ name: "event", id })}
              toReplay={(id) => go({ name: "replay", id })}
            />
          )}
          {route.name === "replay" && <Replay key={route.id} id={route.id} />}
          {route.name === "event-new" && <EventStart open={(id) => go({ name: "event", id })} />}
          {route.name === "ledger" && (
            <Ledger
              key={route.id ?? ""}
              id={route.id ?? null}
              openStatistics={(id, season) =>
                go({ name: "statistics", scope: { kind: "ledger", id }, title: season, from: { name: "ledger", id } })
              }
            />
          )}
          {route.name === "event" && (
            <EventDoor
              key={route.id}
              id={route.id}
              openDraft={(id) => go({ name: "draft", id })}
              openEvent={(id) => go({ name: "event", id })}
              openStatistics={(id, name) =>
                go({ name: "statistics", scope: { kind: "event", id }, title: name, from: route })
              }
            />
          )}
          {route.name === "statistics" && (
            <Statistics
              key={JSON.stringify(route.scope)}
              scope={route.scope}
              title={route.title}
              back={() => go(route.from)}
            />
          )}
        </>
      )}
    </div>
    </GameNamesProvider>
  );
}

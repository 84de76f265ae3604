import { useEffect, useState } from "preact/hooks";
import { commands, type AppInfo, type CharacterSummary } from "../bindings";
import { call } from "../lib/call";
import { ErrorNotice } from "../lib/errors/ErrorNotice";
import { useI18n } from "../lib/i18n-context";
import type { Route } from "../app";
import { CrashNotice } from "./CrashNotice";
import { LibraryStrip } from "./library/LibraryStrip";

export function Home(props: { go: (route: Route) => void }) {
  const { t, language } = useI18n();
  const [makingSample, setMakingSample] = useState(false);
  const [info, setInfo] = useState<AppInfo | null>(null);
  const [characters, setCharacters] = useState<CharacterSummary[] | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    Promise.all([commands.appInfo(), commands.listCharacters(null)])
      .then(([appInfo, list]) => {
        setInfo(appInfo);
        setCharacters(list);
      })
      .catch(setError);
  }, []);

  const actions: { id: string; route: Route; label: string; hint: string }[] = [
    { id: "quick-match", route: { name: "quick-match" }, label: t("home.quickMatch"), hint: t("home.quickMatch.hint") },
    { id: "event", route: { name: "event-new" }, label: t("home.event"), hint: t("home.event.hint") },
    { id: "ledger", route: { name: "ledger", id: null }, label: t("ledger.home"), hint: t("ledger.home.hint") },
    { id: "catalog", route: { name: "catalog" }, label: t("home.catalog"), hint: t("home.catalog.hint") },
  ];

  // The sample is an ordinary event made by the core from the catalog in use; its name is
  // worded here, in the person's language.
  const trySample = async () => {
    setMakingSample(true);
    try {
      const id = await call(commands.createSampleEvent(t("home.sample.name"), language));
      props.go({ name: "event", id });
    } catch (e) {
      setError(e);
    } finally {
      setMakingSample(false);
    }
  };

  return (
    <main class="home">
      <header class="home-header">
        <h1>{t("app.title")}</h1>
        <p class="tagline">{t("app.tagline")}</p>
      </header>
      <CrashNotice />
      <LibraryStrip go={props.go} />
      <nav class="home-actions">
        {actions.map((action) => (
          <button
            key={action.id}
            class="big-action"
            data-testid={`home-${action.id}`}
            onClick={() => props.go(action.route)}
          >
            <span class="big-action-label">{action.label}</span>
            <span class="big-action-hint">{action.hint}</span>
          </button>
        ))}
      </nav>
      <p class="home-sample">
        <button class="secondary" data-testid="home-sample" disabled={makingSample} onClick={() => void trySample()}>
          {t("home.sample")}
        </button>
        <span class="hint">{t("home.sample.hint")}</span>
      </p>
      <ErrorNotice error={error} />
      <section class="home-characters" aria-busy={characters === null}>
        <h2>{t("home.characters", { count: characters?.length ?? "…" })}</h2>
        {characters === null ? (
          <p>{t("common.loading")}</p>
        ) : (
          <ul class="chip-list" data-testid="character-list">
            {characters.map((c) => (
              <li key={c.id}>
                <button
                  class="chip"
                  title={c.productName}
                  data-testid={`home-character-${c.id}`}
                  onClick={() => props.go({ name: "catalog", character: c.id })}
                >
                  {c.name}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <footer class="version" data-testid="version">
        {info &&
          t("app.version", { version: info.version, pack: info.packId, packVersion: info.packVersion })}
      </footer>
    </main>
  );
}

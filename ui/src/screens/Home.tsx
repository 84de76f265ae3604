import { useEffect, useState } from "preact/hooks";
import { commands, type AppInfo, type CharacterSummary } from "../bindings";
import { ErrorNotice } from "../lib/errors/ErrorNotice";
import { useI18n } from "../lib/i18n-context";
import type { Screen } from "../app";

export function Home(props: { go: (screen: Screen) => void }) {
  const { t } = useI18n();
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

  const actions: { screen: Screen; label: string; hint: string }[] = [
    { screen: "quick-match", label: t("home.quickMatch"), hint: t("home.quickMatch.hint") },
    { screen: "event", label: t("home.event"), hint: t("home.event.hint") },
    { screen: "ledger", label: t("ledger.home"), hint: t("ledger.home.hint") },
    { screen: "catalog", label: t("home.catalog"), hint: t("home.catalog.hint") },
  ];

  return (
    <main class="home">
      <header class="home-header">
        <h1>{t("app.title")}</h1>
        <p class="tagline">{t("app.tagline")}</p>
      </header>
      <nav class="home-actions">
        {actions.map((action) => (
          <button
            key={action.screen}
            class="big-action"
            data-testid={`home-${action.screen}`}
            onClick={() => props.go(action.screen)}
          >
            <span class="big-action-label">{action.label}</span>
            <span class="big-action-hint">{action.hint}</span>
          </button>
        ))}
      </nav>
      <ErrorNotice error={error} />
      <section class="home-characters" aria-busy={characters === null}>
        <h2>{t("home.characters", { count: characters?.length ?? "…" })}</h2>
        {characters === null ? (
          <p>{t("common.loading")}</p>
        ) : (
          <ul class="chip-list" data-testid="character-list">
            {characters.map((c) => (
              <li key={c.id} class="chip" title={c.productName}>
                {c.name}
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

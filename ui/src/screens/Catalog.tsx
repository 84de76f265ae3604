import { useEffect, useState } from "preact/hooks";
import type { CharacterSummary } from "../bindings";
import { backend, describeError } from "../lib/backend";
import { useI18n } from "../lib/i18n-context";

export function Catalog() {
  const { t } = useI18n();
  const [characters, setCharacters] = useState<CharacterSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    backend
      .listCharacters()
      .then(setCharacters)
      .catch((e) => setError(describeError(e)));
  }, []);

  return (
    <main class="catalog">
      <h1>{t("catalog.title")}</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {characters === null ? (
        <p>{t("common.loading")}</p>
      ) : (
        <table class="catalog-table" data-testid="catalog-table">
          <thead>
            <tr>
              <th>{t("catalog.column.name")}</th>
              <th>{t("catalog.column.box")}</th>
              <th>{t("catalog.column.initiative")}</th>
            </tr>
          </thead>
          <tbody>
            {characters.map((c) => (
              <tr key={c.id} data-character={c.id}>
                <td>{c.name}</td>
                <td>{c.productName}</td>
                <td class={c.initiative === null ? "unknown" : ""}>
                  {c.initiative ?? t("catalog.unknown")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </main>
  );
}

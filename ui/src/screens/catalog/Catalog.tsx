import { useEffect, useRef, useState } from "preact/hooks";
import { commands, type CatalogOverview, type CharacterDetail, type CharacterRow } from "../../bindings";
import { call } from "../../lib/call";
import { DescribedNotice, ErrorNotice, useErrorWords } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { useGameNames } from "../../lib/names";
import { AddCharacter } from "./AddCharacter";
import { IaCardsPanel } from "./IaCardsPanel";
import { CatalogFiles } from "./CatalogFiles";
import { DraftFormats } from "./DraftFormats";
import { CharacterEditor } from "./CharacterEditor";
import { typingInField } from "./format";
import { GeneralTactics } from "./GeneralTactics";
import { TeamCalculator } from "./TeamCalculator";
import "./catalog.css";

/** What the catalog does not know, in words, with a way to go and fill it in. */
function Gaps(props: {
  overview: CatalogOverview;
  names: Map<string, string>;
  onPick: (id: string) => void;
}) {
  const { t } = useI18n();
  const { gaps } = props.overview;
  const c = gaps.counts;
  const nameOf = (id: string) => props.names.get(id) ?? id;
  const productName = (id: string) => props.overview.products.find((p) => p.id === id)?.name ?? id;
  const nothing =
    c.characters_without_initiative +
      c.characters_with_unknown_stats +
      c.characters_with_unknown_tactics +
      c.general_tactics_without_names +
      c.products_without_characters ===
    0;
  return (
    <section class="panel gaps" data-testid="gaps">
      <h2>{t("catalog.gaps.title")}</h2>
      {nothing ? (
        <p>{t("catalog.gaps.none")}</p>
      ) : (
        <ul class="gap-list">
          {c.characters_without_initiative > 0 && (
            <li data-testid="gap-initiative">
              {t("catalog.gaps.initiative", {
                count: c.characters_without_initiative,
                names: gaps.initiative_unknown.map(nameOf).join(", "),
              })}
              <span class="gap-actions">
                {gaps.initiative_unknown.map((id) => (
                  <button
                    key={id}
                    class="small-button"
                    data-testid={`fill-${id}`}
                    onClick={() => props.onPick(id)}
                  >
                    {t("catalog.gaps.fill")}: {nameOf(id)}
                  </button>
                ))}
              </span>
            </li>
          )}
          {c.characters_with_unknown_stats > 0 && (
            <li>{t("catalog.gaps.stats", { count: c.characters_with_unknown_stats })}</li>
          )}
          {c.characters_with_unknown_tactics > 0 && (
            <li>
              {t("catalog.gaps.tactics", {
                count: c.characters_with_unknown_tactics,
                numbers: c.unknown_tactic_numbers,
                names: c.unknown_tactic_names,
              })}
            </li>
          )}
          {c.general_tactics_without_names > 0 && (
            <li>
              <a href="#general-tactics">
                {t("catalog.gaps.general", { count: c.general_tactics_without_names })}
              </a>
            </li>
          )}
          {c.products_without_characters > 0 && (
            <li>
              {t("catalog.gaps.boxes", {
                count: c.products_without_characters,
                names: gaps.products_without_characters.map(productName).join(", "),
              })}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}

/**
 * The catalog: every character with its Initiative and notes, search by name and box, what is
 * missing, the organizer's values (marked as such) and a form to fill values in, a team
 * Initiative calculator, the General Tactics, and files in and out.
 */
export function Catalog(props: { character?: string | null } = {}) {
  const { t } = useI18n();
  const [overview, setOverview] = useState<CatalogOverview | null>(null);
  const [rows, setRows] = useState<CharacterRow[] | null>(null);
  const [all, setAll] = useState<CharacterRow[]>([]);
  const [text, setText] = useState("");
  const [product, setProduct] = useState("");
  // Opened at a character (from the home screen's list) or at none.
  const [selected, setSelected] = useState<string | null>(props.character ?? null);
  const [detail, setDetail] = useState<CharacterDetail | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [adding, setAdding] = useState(false);
  const [confirmRevertAll, setConfirmRevertAll] = useState(false);
  const searchRef = useRef<HTMLInputElement>(null);
  const detailRef = useRef<HTMLDivElement>(null);
  const game = useGameNames();
  const words = useErrorWords();

  const loadOverview = () =>
    Promise.resolve()
      .then(() => commands.catalogOverview())
      .then((o) => {
        setOverview(o);
        return o;
      })
      .catch((e) => {
        setError(e);
        return null;
      });
  const loadAll = () =>
    call(commands.searchCharacters({ text: "", product: "" }))
      .then(setAll)
      .catch((e) => setError(e));
  const loadRows = () =>
    call(commands.searchCharacters({ text, product }))
      .then(setRows)
      .catch((e) => setError(e));
  const loadDetail = (id: string | null) =>
    id === null
      ? Promise.resolve(setDetail(null))
      : call(commands.characterDetail(id))
          .then(setDetail)
          .catch(() => {
            setSelected(null);
            setDetail(null);
          });

  useEffect(() => {
    void loadOverview();
    void loadAll();
  }, []);
  useEffect(() => {
    void loadRows();
  }, [text, product]);
  useEffect(() => {
    void loadDetail(selected);
  }, [selected]);

  // Single-key shortcuts: "/" to search, "a" to add a character (not while typing).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typingInField(event) || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === "/") {
        event.preventDefault();
        searchRef.current?.focus();
      } else if (event.key === "a" || event.key === "A") {
        event.preventDefault();
        setAdding(true);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  /** After any change: the catalog in use changed, so reload everything that shows it. */
  async function refresh(message: string | null) {
    const fresh = await loadOverview();
    await Promise.all([loadRows(), loadAll(), loadDetail(selected)]);
    // Every screen names characters from the catalog in use.
    game.reload();
    setNotice(
      message === "saved" && fresh ? t("catalog.edit.saved", { version: fresh.version }) : message,
    );
  }

  function pick(id: string) {
    setSelected(id);
    setNotice(null);
    // Bring the editor into view on narrow windows.
    setTimeout(() => detailRef.current?.scrollIntoView?.({ block: "nearest" }), 0);
  }

  const names = new Map(all.map((c) => [c.id, c.name]));
  const hasEdits = overview?.overlayLabel !== null && overview?.overlayLabel !== undefined;

  return (
    <main class="catalog">
      <header class="catalog-header">
        <h1>{t("catalog.title")}</h1>
        {overview && (
          <p class="muted" data-testid="catalog-version">
            {t("catalog.version", { pack: overview.packId, version: overview.version })}
          </p>
        )}
        {overview && overview.overlayLabel !== null && (
          <p class="notice-inline">
            <span class="badge badge-yours">{t("catalog.badge.yours")}</span>{" "}
            {t("catalog.version.edited", {
              label: overview.overlayLabel,
              base: overview.baseVersion,
            })}
          </p>
        )}
        {overview?.savedEditsProblem && (
          <DescribedNotice
            described={words.savedEdits(overview.savedEditsProblem)}
            rule={words.rule}
            heading={t("catalog.savedEditsProblem")}
            testId="saved-edits-problem"
          />
        )}
        <p class="muted small">{t("catalog.shortcuts")}</p>
      </header>
      <ErrorNotice error={error} />
      {notice && (
        <p class="notice" data-testid="catalog-notice" role="status">
          {notice}
        </p>
      )}
      {overview && <Gaps overview={overview} names={names} onPick={pick} />}

      <div class="catalog-main">
        <section class="catalog-list">
          <div class="filter-row">
            <label class="stacked-field grow">
              {t("catalog.search")}
              <input
                ref={searchRef}
                type="search"
                data-testid="catalog-search"
                value={text}
                placeholder={t("catalog.search.hint")}
                onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
              />
            </label>
            <label class="stacked-field">
              {t("catalog.filter.box")}
              <select
                data-testid="catalog-box"
                value={product}
                onChange={(e) => setProduct((e.currentTarget as HTMLSelectElement).value)}
              >
                <option value="">{t("catalog.filter.allBoxes")}</option>
                {overview?.products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {rows === null ? (
            <p>{t("common.loading")}</p>
          ) : rows.length === 0 ? (
            <p data-testid="catalog-empty">{t("catalog.search.none")}</p>
          ) : (
            <table class="catalog-table" data-testid="catalog-table">
              <thead>
                <tr>
                  <th>{t("catalog.column.name")}</th>
                  <th>{t("catalog.column.box")}</th>
                  <th>{t("catalog.column.initiative")}</th>
                  <th>{t("catalog.column.status")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((c) => (
                  <tr
                    key={c.id}
                    data-character={c.id}
                    class={c.id === selected ? "selected" : ""}
                    aria-selected={c.id === selected}
                  >
                    <td>
                      <button class="row-button" data-testid={`open-${c.id}`} onClick={() => pick(c.id)}>
                        {c.name}
                      </button>
                    </td>
                    <td>{c.productName}</td>
                    <td class={c.initiative === null ? "unknown" : c.initiativeSource === "user" ? "yours" : ""}>
                      {c.initiative ?? t("catalog.unknown")}
                    </td>
                    <td class="badges">
                      {c.added ? (
                        <span class="badge badge-yours">{t("catalog.badge.added")}</span>
                      ) : (
                        c.hasUserValues && <span class="badge badge-yours">{t("catalog.badge.yours")}</span>
                      )}
                      {c.hasGaps && <span class="badge badge-missing">{t("catalog.badge.missing")}</span>}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <aside class="catalog-detail" ref={detailRef}>
          {detail ? (
            <CharacterEditor detail={detail} onChanged={(m) => void refresh(m)} />
          ) : (
            <p class="muted">{t("catalog.detail.empty")}</p>
          )}
        </aside>
      </div>

      {adding && overview ? (
        <AddCharacter
          products={overview.products}
          onCancel={() => setAdding(false)}
          onAdded={(added) => {
            setAdding(false);
            setSelected(added.character.id);
            void refresh(t("catalog.add.done", { name: added.character.name }));
          }}
        />
      ) : (
        <div class="button-row">
          <button class="secondary-button" data-testid="add-open" onClick={() => setAdding(true)}>
            + {t("catalog.add.open")}
          </button>
        </div>
      )}

      {overview && <TeamCalculator characters={all} version={overview.version} />}
      {overview && (
        <GeneralTactics
          rows={overview.generalTactics}
          onChanged={() => void refresh(null)}
        />
      )}
      <CatalogFiles hasEdits={hasEdits} onImported={() => void refresh(null)} />
      <DraftFormats />
      <IaCardsPanel />

      {hasEdits && (
        <section class="panel">
          {confirmRevertAll ? (
            <div class="confirm" role="alertdialog">
              <p>{t("catalog.revertAll.confirm")}</p>
              <div class="button-row">
                <button
                  class="danger-button"
                  data-testid="revert-all-yes"
                  onClick={async () => {
                    setConfirmRevertAll(false);
                    try {
                      await call(commands.revertAllCatalogEdits());
                      await refresh(null);
                    } catch (e) {
                      setError(e);
                    }
                  }}
                >
                  {t("catalog.revertAll.yes")}
                </button>
                <button class="secondary-button" onClick={() => setConfirmRevertAll(false)}>
                  {t("catalog.add.cancel")}
                </button>
              </div>
            </div>
          ) : (
            <button
              class="danger-button"
              data-testid="revert-all"
              onClick={() => setConfirmRevertAll(true)}
            >
              ↺ {t("catalog.revertAll")}
            </button>
          )}
        </section>
      )}
    </main>
  );
}

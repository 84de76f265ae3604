import { useEffect, useState } from "preact/hooks";
import { commands, type ExchangeFolder, type ExportAudience, type JournalSummary } from "../../bindings";
import type { Route } from "../../app";
import { call, useCommand } from "../../lib/call";
import { formatWhen } from "../../lib/dates";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { SaveAsButton } from "../../lib/SaveAsButton";
import { ImportFileField } from "../../lib/ImportFileField";
import "../catalog/catalog.css";
import "./library.css";

/** The route that shows a journal: the table's draft screen or the organizer's event desk. */
export function routeOf(journal: Pick<JournalSummary, "id" | "kind">): Route {
  switch (journal.kind) {
    case "draft":
      return { name: "draft", id: journal.id };
    case "event":
      return { name: "event", id: journal.id };
    case "ledger":
      return { name: "ledger", id: journal.id };
  }
}

/** A journal's kind in words. */
export function kindLabel(t: (key: "library.kind.draft" | "library.kind.event" | "library.kind.ledger") => string, kind: JournalSummary["kind"]): string {
  return t(kind === "draft" ? "library.kind.draft" : kind === "event" ? "library.kind.event" : "library.kind.ledger");
}

function JournalLine(props: {
  journal: JournalSummary;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onOpen: () => void;
  onChanged: (message: string | null) => void;
}) {
  const { t, language } = useI18n();
  const j = props.journal;
  const [renaming, setRenaming] = useState(false);
  const [title, setTitle] = useState(j.title);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const command = useCommand();

  /** Runs a change; answers whether it was made. */
  async function run(action: () => Promise<unknown>, message: string | null = null) {
    const done = (await command.run(async () => (await action(), true))) ?? false;
    if (done) props.onChanged(message);
    return done;
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter") props.onOpen();
    else if (event.key === "r" || event.key === "R") {
      event.preventDefault();
      setRenaming(true);
    } else if (event.key === "Delete") setConfirmDelete(true);
  };

  return (
    <li
      class={`journal${j.archived ? " archived" : ""}`}
      data-journal={j.id}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div class="journal-main">
        <label class="check">
          <input
            type="checkbox"
            data-testid={`select-${j.id}`}
            checked={props.selected}
            aria-label={t("library.select", { title: j.title })}
            onChange={(e) => props.onSelect((e.currentTarget as HTMLInputElement).checked)}
          />
        </label>
        <div class="journal-text">
          <span class="journal-title" data-testid={`title-${j.id}`}>
            {j.title}
          </span>
          <span class="journal-meta">
            <span class={`badge kind-${j.kind}`}>
              {kindLabel(t, j.kind)}
            </span>
            {t("library.updated", { when: formatWhen(j.updatedAt, language) })} ·{" "}
            {t("library.entries", { count: j.entryCount })}
            {j.archived && <span class="badge badge-missing">{t("library.archived")}</span>}
            {j.redacted && <span class="badge badge-missing">{t("library.redacted")}</span>}
          </span>
        </div>
        <div class="journal-actions">
          <button class="primary-button" data-testid={`open-${j.id}`} onClick={props.onOpen}>
            {t("library.action.open")}
          </button>
          <button class="secondary-button" data-testid={`rename-${j.id}`} onClick={() => setRenaming(true)}>
            {t("library.action.rename")}
          </button>
          <button
            class="secondary-button"
            data-testid={`archive-${j.id}`}
            onClick={() => run(() => call(commands.setJournalArchived(j.id, !j.archived)))}
          >
            {j.archived ? t("library.action.unarchive") : t("library.action.archive")}
          </button>
          <button class="danger-button" data-testid={`delete-${j.id}`} onClick={() => setConfirmDelete(true)}>
            {t("library.action.delete")}
          </button>
        </div>
      </div>
      {renaming && (
        <form
          class="field-row rename-form"
          onSubmit={(e) => {
            e.preventDefault();
            void run(() => call(commands.renameJournal(j.id, title))).then((done) => done && setRenaming(false));
          }}
        >
          <label for={`rename-input-${j.id}`}>{t("library.rename.label")}</label>
          <input
            id={`rename-input-${j.id}`}
            data-testid={`rename-input-${j.id}`}
            value={title}
            autoFocus
            onInput={(e) => setTitle((e.currentTarget as HTMLInputElement).value)}
          />
          <button type="submit" class="primary-button" data-testid={`rename-save-${j.id}`}>
            {t("library.rename.save")}
          </button>
          <button type="button" class="secondary-button" onClick={() => setRenaming(false)}>
            {t("library.rename.cancel")}
          </button>
        </form>
      )}
      {confirmDelete && (
        <div class="confirm" role="alertdialog" data-testid={`confirm-delete-${j.id}`}>
          <p>{t("library.delete.confirm", { title: j.title, count: j.entryCount })}</p>
          <div class="button-row">
            <button
              class="danger-button"
              data-testid={`delete-yes-${j.id}`}
              autoFocus
              onClick={() =>
                run(() => call(commands.deleteJournal(j.id)), t("library.deleted", { title: j.title }))
              }
            >
              {t("library.delete.yes")}
            </button>
            <button class="secondary-button" onClick={() => setConfirmDelete(false)}>
              {t("library.delete.no")}
            </button>
          </div>
        </div>
      )}
      <ErrorNotice error={command.error} />
    </li>
  );
}

/**
 * Saved drafts and events: open, rename, archive, delete (after confirmation), export for the
 * organizer or for players, and import an export file.
 */
export function Library(props: { go: (route: Route) => void }) {
  const { t } = useI18n();
  const [journals, setJournals] = useState<JournalSummary[] | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [folder, setFolder] = useState<ExchangeFolder | null>(null);
  const [path, setPath] = useState("");
  const [asCopies, setAsCopies] = useState(false);
  const [importError, setImportError] = useState<unknown>(null);

  const load = () =>
    call(commands.listJournals())
      .then((list) => {
        setJournals(list);
        setSelected((old) => new Set([...old].filter((id) => list.some((j) => j.id === id))));
      })
      .catch((e) => setError(e));
  const loadFiles = () =>
    call(commands.listExchangeFiles())
      .then(setFolder)
      .catch((e) => setError(e));

  useEffect(() => {
    void load();
    void loadFiles();
  }, []);

  const visible = (journals ?? []).filter((j) => showArchived || !j.archived);
  const chosen = [...selected];

  async function exportAs(audience: ExportAudience, to: string | null = null) {
    setError(null);
    try {
      const file = await call(commands.exportJournals(chosen, audience, to));
      setNotice(t("library.export.written", { path: file.path }));
      await loadFiles();
    } catch (e) {
      setError(e);
    }
  }

  async function importFile(event: Event) {
    event.preventDefault();
    setImportError(null);
    try {
      const outcome = await call(commands.importJournals(path, asCopies));
      setNotice(
        t("library.import.done", {
          count: outcome.journals.length,
          titles: outcome.journals.map((j) => j.title).join(", "),
          backup: outcome.backup.path,
        }),
      );
      await load();
    } catch (e) {
      setImportError(e);
    }
  }

  return (
    <main class="library">
      <h1>{t("library.title")}</h1>
      <p class="muted small">{t("library.shortcuts")}</p>
      {notice && (
        <p class="notice wrap" role="status" data-testid="library-notice">
          {notice}
        </p>
      )}
      <ErrorNotice error={error} />
      <label class="toggle">
        <input
          type="checkbox"
          data-testid="show-archived"
          checked={showArchived}
          onChange={(e) => setShowArchived((e.currentTarget as HTMLInputElement).checked)}
        />
        {t("library.showArchived")}
      </label>
      {journals === null ? (
        <p>{t("common.loading")}</p>
      ) : visible.length === 0 ? (
        <p class="muted" data-testid="library-empty">
          {t("library.empty")}
        </p>
      ) : (
        <ul class="journal-list" data-testid="journal-list">
          {visible.map((j) => (
            <JournalLine
              key={j.id}
              journal={j}
              selected={selected.has(j.id)}
              onSelect={(on) => {
                const next = new Set(selected);
                if (on) next.add(j.id);
                else next.delete(j.id);
                setSelected(next);
              }}
              onOpen={() => props.go(routeOf(j))}
              onChanged={(message) => {
                setNotice(message);
                void load();
              }}
            />
          ))}
        </ul>
      )}

      <section class="panel">
        <h2>{t("library.export.title")}</h2>
        <p class="muted">
          {chosen.length === 0
            ? t("library.export.noneSelected")
            : t("library.export.selected", { count: chosen.length })}
        </p>
        <div class="button-row">
          <button
            class="secondary-button"
            data-testid="export-organizer"
            disabled={chosen.length === 0}
            onClick={() => exportAs("organizer")}
          >
            {t("library.export.organizer")}
          </button>
          <SaveAsButton
            testId="save-organizer"
            defaultName="hexadraft-journals.json"
            disabled={chosen.length === 0}
            onChosen={(to) => exportAs("organizer", to)}
          />
          <button
            class="secondary-button"
            data-testid="export-player-safe"
            disabled={chosen.length === 0}
            onClick={() => exportAs("player_safe")}
          >
            {t("library.export.playerSafe")}
          </button>
          <SaveAsButton
            testId="save-player-safe"
            defaultName="hexadraft-journals-player-safe.json"
            disabled={chosen.length === 0}
            onChosen={(to) => exportAs("player_safe", to)}
          />
        </div>
        {folder && <p class="muted path">{t("library.import.folder", { dir: folder.dir })}</p>}
      </section>

      <form class="panel" onSubmit={importFile}>
        <h2>{t("library.import.title")}</h2>
        <p class="muted">{t("library.import.hint")}</p>
        <ImportFileField
          folder={folder}
          path={path}
          setPath={setPath}
          labels={{
            choose: t("library.import.choose"),
            noFiles: t("library.import.noFiles"),
            path: t("library.import.path"),
          }}
        />
        <label class="toggle">
          <input
            type="checkbox"
            data-testid="import-as-copies"
            checked={asCopies}
            onChange={(e) => setAsCopies((e.currentTarget as HTMLInputElement).checked)}
          />
          {t("library.import.asCopies")}
        </label>
        <div class="button-row">
          <button
            type="submit"
            class="primary-button"
            data-testid="import-journals"
            disabled={path.trim() === ""}
          >
            {t("library.import.submit")}
          </button>
        </div>
        <ErrorNotice error={importError} heading={t("library.refused")} testId="import-error" />
      </form>
    </main>
  );
}

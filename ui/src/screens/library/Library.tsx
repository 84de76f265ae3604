import { useEffect, useState } from "preact/hooks";
import {
  commands,
  type ExchangeFolder,
  type ExportAudience,
  type JournalSummary,
  type LibraryItem,
  type Provenance,
  type RulesetKind,
} from "../../bindings";
import type { Route } from "../../app";
import { call, useCommand } from "../../lib/call";
import { formatWhen } from "../../lib/dates";
import { ErrorNotice, useErrorWords } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { SaveAsButton } from "../../lib/SaveAsButton";
import { ImportFileField } from "../../lib/ImportFileField";
import { Backups } from "./Backups";
import { ImportProvenance, SignerSetting } from "./Provenance";
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

type KindKey =
  | "library.kind.draft"
  | "library.kind.event"
  | "library.kind.ledger"
  | "library.kind.aglEvent"
  | "library.kind.iaEvent";

/** A journal's kind in words; an event names its game when the core has said which it runs. */
export function kindLabel(t: (key: KindKey) => string, kind: JournalSummary["kind"], ruleset?: RulesetKind): string {
  if (kind === "event") {
    return t(ruleset === "imperialAssault" ? "library.kind.iaEvent" : ruleset === "agl" ? "library.kind.aglEvent" : "library.kind.event");
  }
  return t(kind === "draft" ? "library.kind.draft" : "library.kind.ledger");
}

/** Each event's ruleset, as the core's event summaries say (empty until they arrive, or if they
 * cannot be read: the label then says only "Event"). */
export function useEventRulesets(reload: unknown = null): Map<string, RulesetKind> {
  const [rulesets, setRulesets] = useState<Map<string, RulesetKind>>(new Map());
  useEffect(() => {
    let live = true;
    // Asked inside the promise, so a core that cannot answer leaves the label plain, never the
    // screen broken.
    Promise.resolve()
      .then(() => call(commands.listEvents()))
      .then((events) => live && setRulesets(new Map(events.map((e) => [e.id, e.ruleset]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [reload]);
  return rulesets;
}

/**
 * The library's lines in order: events, quick matches and ledgers at the top level, each table's
 * draft under its event (by round and table) when that event is listed; a draft whose event is
 * not listed (archived and hidden, or deleted) stays at the top level.
 */
export function groupUnderEvents(items: LibraryItem[]): { item: LibraryItem; drafts: LibraryItem[] }[] {
  const listedEvents = new Set(items.filter((i) => i.journal.kind === "event").map((i) => i.journal.id));
  const underEvent = (i: LibraryItem) => i.event !== null && listedEvents.has(i.event.eventId);
  return items
    .filter((i) => !underEvent(i))
    .map((item) => ({
      item,
      drafts: items
        .filter((i) => underEvent(i) && i.event?.eventId === item.journal.id)
        .sort((a, b) => (a.event?.round ?? 0) - (b.event?.round ?? 0) || (a.event?.table ?? 0) - (b.event?.table ?? 0)),
    }));
}

/** How far a journal has come and whether it can only be read, as the core says. */
function JournalState(props: { item: LibraryItem }) {
  const { t } = useI18n();
  const { item } = props;
  // An event's refusals name players by number: the line knows their names.
  const words = useErrorWords({ players: item.players });
  // Archived has its own badge; every other reason to be read-only is said in full.
  const readOnly = item.readOnly && item.readOnly.kind !== "archived" ? item.readOnly : null;
  return (
    <>
      {/* No progress when the journal cannot be opened: the core does not know it. */}
      {item.progress && (
        <span
          class={`badge state-${item.progress}`}
          data-testid={`state-${item.journal.id}`}
          data-state={readOnly ? "readOnly" : item.progress}
        >
          {item.progress === "finished" ? t("library.state.finished") : t("library.state.inProgress")}
        </span>
      )}
      {readOnly && (
        <>
          <span class="badge badge-missing" data-testid={`read-only-${item.journal.id}`}>
            {t("common.readOnly")}
          </span>
          <span class="journal-why">{words.readOnly(readOnly)}</span>
        </>
      )}
    </>
  );
}

type LineProps = {
  item: LibraryItem;
  /** The event's table drafts, listed under it. */
  drafts?: LibraryItem[];
  /** Set for a table's draft listed under its event: said as "Round r · Table t". */
  nested?: boolean;
  selected: (id: string) => boolean;
  onSelect: (id: string, selected: boolean) => void;
  onOpen: (journal: JournalSummary) => void;
  /** Opens a finished draft's replay. */
  onReplay: (id: string) => void;
  onChanged: (message: string | null) => void;
  /** Each event's ruleset, to name its game. */
  rulesets: Map<string, RulesetKind>;
};

function JournalLine(props: LineProps) {
  const { t, language } = useI18n();
  const j = props.item.journal;
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
    if (event.key === "Enter") props.onOpen(j);
    else if (event.key === "r" || event.key === "R") {
      event.preventDefault();
      setRenaming(true);
    } else if (event.key === "Delete") setConfirmDelete(true);
  };
  const table = props.nested ? props.item.event : null;

  return (
    <li
      class={`journal${j.archived ? " archived" : ""}${props.nested ? " nested" : ""}`}
      data-journal={j.id}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div class="journal-main">
        <label class="check">
          <input
            type="checkbox"
            data-testid={`select-${j.id}`}
            checked={props.selected(j.id)}
            aria-label={t("library.select", { title: j.title })}
            onChange={(e) => props.onSelect(j.id, (e.currentTarget as HTMLInputElement).checked)}
          />
        </label>
        <div class="journal-text">
          <span class="journal-title" data-testid={`title-${j.id}`}>
            {table && <span class="journal-table">{t("library.tableOf", { round: table.round, table: table.table })} · </span>}
            {j.title}
          </span>
          <span class="journal-meta">
            <span class={`badge kind-${j.kind}`}>
              {kindLabel(t, j.kind, props.rulesets.get(j.id))}
            </span>
            <JournalState item={props.item} />
            {j.archived && <span class="badge badge-missing">{t("library.archived")}</span>}
            <span>
              {t("library.updated", { when: formatWhen(j.updatedAt, language) })} ·{" "}
              {t("library.entries", { count: j.entryCount })}
            </span>
          </span>
        </div>
        <div class="journal-actions">
          <button class="primary-button" data-testid={`open-${j.id}`} onClick={() => props.onOpen(j)}>
            {t("library.action.open")}
          </button>
          {/* A finished draft steps back through; a player-safe copy stops before its secrets,
              so it is not finished for the core and is not offered. */}
          {j.kind === "draft" && props.item.progress === "finished" && props.item.readOnly?.kind !== "playerSafeCopy" && (
            <button class="secondary-button" data-testid={`replay-${j.id}`} onClick={() => props.onReplay(j.id)}>
              {t("replay.action")}
            </button>
          )}
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
      {props.drafts && props.drafts.length > 0 && <EventDrafts eventId={j.id} drafts={props.drafts} line={props} />}
    </li>
  );
}

/** An event's table drafts, under the event's line. */
function EventDrafts(props: { eventId: string; drafts: LibraryItem[]; line: LineProps }) {
  const { t } = useI18n();
  const { item: _item, drafts: _drafts, ...line } = props.line;
  return (
    <section class="event-drafts">
      <h3 class="event-drafts-title">{t("library.tableDrafts")}</h3>
      <ul class="journal-list" data-testid={`event-drafts-${props.eventId}`}>
        {props.drafts.map((d) => (
          <JournalLine key={d.journal.id} {...line} item={d} nested />
        ))}
      </ul>
    </section>
  );
}

/**
 * Saved drafts and events: open, rename, archive, delete (after confirmation), export for the
 * organizer or for players, and import an export file.
 */
export function Library(props: { go: (route: Route) => void }) {
  const { t } = useI18n();
  const [journals, setJournals] = useState<LibraryItem[] | null>(null);
  const [showArchived, setShowArchived] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Said next to the control that caused it: an export under the export buttons, an import
  // under the import form, anything done on a line at the top.
  const [notice, setNoticeAt] = useState<{ text: string; at: "top" | "export" | "import" } | null>(null);
  const setNotice = (text: string, at: "top" | "export" | "import" = "top") => setNoticeAt({ text, at });
  const noticeAt = (at: "top" | "export" | "import") =>
    notice?.at === at && (
      <p class="notice wrap" role="status" data-testid="library-notice">
        {notice.text}
      </p>
    );
  const [error, setError] = useState<unknown>(null);
  const [exportError, setExportError] = useState<unknown>(null);
  const [folder, setFolder] = useState<ExchangeFolder | null>(null);
  const [path, setPath] = useState("");
  const [asCopies, setAsCopies] = useState(false);
  const [importError, setImportError] = useState<unknown>(null);
  const [provenance, setProvenance] = useState<Provenance | null>(null);
  const [exportsWritten, setExportsWritten] = useState(0);

  const load = () =>
    call(commands.libraryItems())
      .then((list) => {
        setJournals(list);
        setSelected((old) => new Set([...old].filter((id) => list.some((i) => i.journal.id === id))));
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

  // Asked again whenever the list is: an imported event names its game too.
  const rulesets = useEventRulesets(journals);
  const visible = (journals ?? []).filter((i) => showArchived || !i.journal.archived);
  const chosen = [...selected];

  async function exportAs(audience: ExportAudience, to: string | null = null) {
    setExportError(null);
    setNoticeAt(null);
    try {
      const file = await call(commands.exportJournals(chosen, audience, to));
      setNotice(t("library.export.written", { path: file.path }), "export");
      setExportsWritten((n) => n + 1);
      await loadFiles();
    } catch (e) {
      setExportError(e);
    }
  }

  async function importFile(event: Event) {
    event.preventDefault();
    setImportError(null);
    setNoticeAt(null);
    setProvenance(null);
    try {
      const outcome = await call(commands.importJournals(path, asCopies));
      setProvenance(outcome.provenance);
      setNotice(
        t("library.import.done", {
          count: outcome.journals.length,
          titles: outcome.journals.map((j) => j.title).join(", "),
          backup: outcome.backup.path,
        }),
        "import",
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
      {noticeAt("top")}
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
          {groupUnderEvents(visible).map(({ item, drafts }) => (
            <JournalLine
              key={item.journal.id}
              item={item}
              drafts={drafts}
              rulesets={rulesets}
              selected={(id) => selected.has(id)}
              onSelect={(id, on) => {
                const next = new Set(selected);
                if (on) next.add(id);
                else next.delete(id);
                setSelected(next);
              }}
              onOpen={(journal) => props.go(routeOf(journal))}
              onReplay={(id) => props.go({ name: "replay", id })}
              onChanged={(message) => {
                if (message === null) setNoticeAt(null);
                else setNotice(message);
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
          <button
            class="secondary-button"
            data-testid="library-statistics"
            disabled={chosen.length === 0}
            onClick={() => props.go({ name: "statistics", scope: { kind: "journals", ids: chosen }, title: "", from: { name: "library" } })}
          >
            {t("stats.open")}
          </button>
        </div>
        {noticeAt("export")}
        <SignerSetting exports={exportsWritten} />
        <ErrorNotice error={exportError} testId="export-error" onDismiss={() => setExportError(null)} />
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
        {noticeAt("import")}
        {provenance && <ImportProvenance provenance={provenance} />}
        <ErrorNotice error={importError} heading={t("library.refused")} testId="import-error" />
      </form>

      <Backups onRestored={() => void load()} />
    </main>
  );
}

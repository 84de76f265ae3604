import { useEffect, useState } from "preact/hooks";
import {
  commands,
  type Actor,
  type DraftFormat,
  type ExchangeFolder,
  type FormatEntry,
  type Mod,
  type ModsCheck,
  type Role,
  type RulesetVersion,
  type Scope,
  type Turn,
  type TurnAction,
} from "../../bindings";
import type { MessageKey } from "../../i18n";
import { call } from "../../lib/call";
import { ErrorNotice, useErrorWords } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { ImportFileField } from "../../lib/ImportFileField";
import { SaveAsButton } from "../../lib/SaveAsButton";
import { modName, rulesetName } from "../../lib/vocabulary";

const VERSIONS: RulesetVersion[] = ["agl-v1.0", "agl-season-2"];
const ACTORS: Record<Actor, MessageKey> = {
  "player-a": "catalog.formats.actor.playerA",
  "player-b": "catalog.formats.actor.playerB",
  both: "catalog.formats.actor.both",
  nobody: "catalog.formats.actor.nobody",
};
const ACTIONS: Record<TurnAction, MessageKey> = {
  ban: "catalog.formats.action.ban",
  pick: "catalog.formats.action.pick",
  swap: "catalog.formats.action.swap",
  "hidden-pick": "catalog.formats.action.hiddenPick",
  reveal: "catalog.formats.action.reveal",
};
const SCOPES: Record<Scope, MessageKey> = {
  own: "catalog.formats.scope.own",
  rival: "catalog.formats.scope.rival",
};
const options = <K extends string>(keys: Record<K, MessageKey>) => Object.entries(keys) as [K, MessageKey][];

/** "A B B A": who picks, pick by pick. */
const order = (roles: Role[]) => roles.map((r) => r.toUpperCase()).join(" ");

/**
 * The organizer's draft formats: the official order of the Mods chosen here and the formats
 * kept, each with its problems under those Mods, a turn editor whose preview (problems, pick
 * order) the core computes as the turns change, and format files exported and imported. The
 * screen never judges a format itself.
 */
export function DraftFormats() {
  const { t } = useI18n();
  const words = useErrorWords();
  const [version, setVersion] = useState<RulesetVersion>("agl-v1.0");
  const [mods, setMods] = useState<Mod[]>([]);
  const [modsCheck, setModsCheck] = useState<ModsCheck | null>(null);
  const [entries, setEntries] = useState<FormatEntry[]>([]);
  const [editing, setEditing] = useState<DraftFormat | null>(null);
  const [preview, setPreview] = useState<FormatEntry | null>(null);
  const [folder, setFolder] = useState<ExchangeFolder | null>(null);
  const [path, setPath] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const refresh = () =>
    Promise.resolve()
      .then(() => call(commands.draftFormats(version, mods)))
      .then(setEntries)
      .catch(setError);
  useEffect(() => {
    Promise.resolve()
      .then(() => commands.checkMods(version, mods))
      .then(setModsCheck)
      .catch(setError);
    void refresh();
  }, [version, mods.join(",")]);
  useEffect(() => {
    Promise.resolve()
      .then(() => call(commands.listExchangeFiles()))
      .then(setFolder)
      .catch(() => undefined);
  }, []);
  const editingKey = JSON.stringify(editing);
  useEffect(() => {
    if (editing === null) {
      setPreview(null);
      return;
    }
    let live = true;
    Promise.resolve()
      .then(() => call(commands.checkDraftFormat(editing, version, mods)))
      .then((p) => live && setPreview(p))
      .catch((e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [editingKey, version, mods.join(",")]);

  /** Runs an action of the core; `done` words what it did, from its answer. */
  const act = async <R,>(action: () => Promise<R>, done: (answer: R) => string) => {
    setError(null);
    setNotice(null);
    try {
      setNotice(done(await action()));
      await refresh();
    } catch (e) {
      setError(e);
    }
  };
  const setTurns = (turns: Turn[]) => editing && setEditing({ ...editing, turns });
  const changeTurn = (i: number, change: Partial<Turn>) =>
    editing && setTurns(editing.turns.map((turn, j) => (j === i ? { ...turn, ...change } : turn)));
  const moveTurn = (i: number, by: number) => {
    if (!editing) return;
    const turns = [...editing.turns];
    const [turn] = turns.splice(i, 1);
    if (turn) turns.splice(i + by, 0, turn);
    setTurns(turns);
  };

  return (
    <section class="panel draft-formats" data-testid="draft-formats">
      <h2>{t("catalog.formats.title")}</h2>
      <p class="muted">{t("catalog.formats.hint")}</p>
      <div class="toggle-row">
        {VERSIONS.map((v) => (
          <button
            key={v}
            class={`toggle ${version === v ? "selected" : ""}`}
            aria-pressed={version === v}
            data-testid={`formats-version-${v}`}
            onClick={() => {
              setVersion(v);
              setMods([]);
            }}
          >
            {rulesetName(t, v)}
          </button>
        ))}
      </div>
      <div class="toggle-row">
        {modsCheck?.choices.map((choice) => (
          <button
            key={choice.mod}
            class={`toggle ${choice.chosen ? "selected" : ""}`}
            aria-pressed={choice.chosen}
            disabled={!choice.allowed}
            data-testid={`formats-mod-${choice.mod}`}
            onClick={() => setMods(choice.chosen ? mods.filter((m) => m !== choice.mod) : [...mods, choice.mod])}
          >
            {modName(choice.mod)}
          </button>
        ))}
      </div>
      <ul class="format-list" data-testid="format-list">
        {entries.map((entry) => (
          <li key={`${entry.official}-${entry.format.name}`} data-testid={`format-${entry.format.name}`}>
            <strong>{entry.official ? t("catalog.formats.official") : entry.format.name}</strong>{" "}
            <span class="muted">
              {t("catalog.formats.turns", { count: entry.format.turns.length })} · {order(entry.pickOrder)}
            </span>
            {entry.problems.length > 0 && (
              <span class="error"> · {t("catalog.formats.unusable", { count: entry.problems.length })}</span>
            )}
            <span class="button-row">
              <button
                class="secondary-button"
                data-testid={`edit-format-${entry.format.name}`}
                onClick={() =>
                  setEditing(
                    entry.official
                      ? { name: t("catalog.formats.copyName", { name: entry.format.name }), turns: entry.format.turns }
                      : entry.format,
                  )
                }
              >
                {entry.official ? t("catalog.formats.copy") : t("catalog.formats.edit")}
              </button>
              {!entry.official && (
                <>
                  <button
                    class="secondary-button"
                    data-testid={`export-format-${entry.format.name}`}
                    onClick={() =>
                      act(
                        () => call(commands.exportDraftFormat(entry.format.name, null)),
                        (file) => t("catalog.files.written", { path: file.path }),
                      )
                    }
                  >
                    {t("catalog.formats.export")}
                  </button>
                  <SaveAsButton
                    testId={`save-format-${entry.format.name}`}
                    defaultName="hexadraft-draft-format.json"
                    onChosen={(to) =>
                      act(
                        () => call(commands.exportDraftFormat(entry.format.name, to)),
                        (file) => t("catalog.files.written", { path: file.path }),
                      )
                    }
                  />
                  <button
                    class="secondary-button"
                    data-testid={`delete-format-${entry.format.name}`}
                    onClick={() => act(() => call(commands.deleteDraftFormat(entry.format.name)), () => t("catalog.formats.deleted"))}
                  >
                    {t("catalog.formats.delete")}
                  </button>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
      <button class="secondary-button" data-testid="new-format" onClick={() => setEditing({ name: "", turns: [] })}>
        + {t("catalog.formats.new")}
      </button>

      {editing && (
        <div class="format-editor" data-testid="format-editor">
          <label class="stacked-field">
            {t("catalog.formats.name")}
            <input
              data-testid="format-name"
              value={editing.name}
              maxLength={100}
              onInput={(e) => setEditing({ ...editing, name: (e.currentTarget as HTMLInputElement).value })}
            />
          </label>
          <ol class="format-turns">
            {editing.turns.map((turn, i) => (
              <li key={i} data-testid={`turn-${i}`}>
                {/* Problems name turns by this number. */}
                <span class="turn-number">{i + 1}.</span>
                <select
                  aria-label={t("catalog.formats.actor")}
                  data-testid={`turn-${i}-actor`}
                  value={turn.actor}
                  onChange={(e) => changeTurn(i, { actor: (e.currentTarget as HTMLSelectElement).value as Actor })}
                >
                  {options(ACTORS).map(([a, key]) => (
                    <option key={a} value={a}>
                      {t(key)}
                    </option>
                  ))}
                </select>
                <select
                  aria-label={t("catalog.formats.action")}
                  data-testid={`turn-${i}-action`}
                  value={turn.action}
                  onChange={(e) => changeTurn(i, { action: (e.currentTarget as HTMLSelectElement).value as TurnAction })}
                >
                  {options(ACTIONS).map(([a, key]) => (
                    <option key={a} value={a}>
                      {t(key)}
                    </option>
                  ))}
                </select>
                <select
                  aria-label={t("catalog.formats.scope")}
                  data-testid={`turn-${i}-scope`}
                  value={turn.scope}
                  onChange={(e) => changeTurn(i, { scope: (e.currentTarget as HTMLSelectElement).value as Scope })}
                >
                  {options(SCOPES).map(([s, key]) => (
                    <option key={s} value={s}>
                      {t(key)}
                    </option>
                  ))}
                </select>
                <button class="secondary-button" disabled={i === 0} onClick={() => moveTurn(i, -1)} aria-label={t("catalog.formats.up")}>
                  ↑
                </button>
                <button
                  class="secondary-button"
                  disabled={i === editing.turns.length - 1}
                  onClick={() => moveTurn(i, 1)}
                  aria-label={t("catalog.formats.down")}
                >
                  ↓
                </button>
                <button
                  class="secondary-button"
                  data-testid={`turn-${i}-remove`}
                  onClick={() => setTurns(editing.turns.filter((_, j) => j !== i))}
                >
                  {t("catalog.formats.remove")}
                </button>
              </li>
            ))}
          </ol>
          <button
            class="secondary-button"
            data-testid="add-turn"
            onClick={() => setTurns([...editing.turns, { actor: "player-a", action: "pick", scope: "own" }])}
          >
            + {t("catalog.formats.addTurn")}
          </button>
          {preview && (
            <div class="format-preview" data-testid="format-preview">
              <p>{t("catalog.formats.order", { order: order(preview.pickOrder) || "–" })}</p>
              {preview.problems.length === 0 ? (
                <p class="notice" data-testid="format-ok">
                  {t("catalog.formats.ok")}
                </p>
              ) : (
                <ul class="problems" data-testid="format-problems">
                  {preview.problems.map((p, i) => (
                    <li key={i}>{words.formatProblem(p)}</li>
                  ))}
                </ul>
              )}
            </div>
          )}
          <div class="button-row">
            <button
              class="primary-button"
              data-testid="save-format"
              onClick={() =>
                act(() => call(commands.saveDraftFormat(editing)), () => {
                  setEditing(null);
                  return t("catalog.formats.kept");
                })
              }
            >
              {t("catalog.formats.keep")}
            </button>
            <button class="secondary-button" onClick={() => setEditing(null)}>
              {t("catalog.formats.close")}
            </button>
          </div>
        </div>
      )}

      <form
        class="import-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => call(commands.importDraftFormat(path)), () => t("catalog.formats.imported"));
        }}
      >
        <h3>{t("catalog.formats.import")}</h3>
        <ImportFileField
          folder={folder}
          path={path}
          setPath={setPath}
          labels={{
            choose: t("catalog.files.choose"),
            noFiles: t("catalog.files.noFiles"),
            path: t("catalog.files.path"),
          }}
        />
        <button type="submit" class="primary-button" data-testid="import-format" disabled={path.trim() === ""}>
          {t("catalog.formats.import")}
        </button>
      </form>
      {notice && (
        <p class="notice" data-testid="formats-notice">
          {notice}
        </p>
      )}
      <ErrorNotice error={error} testId="formats-error" />
    </section>
  );
}

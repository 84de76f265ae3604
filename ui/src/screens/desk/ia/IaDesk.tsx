// The Imperial Assault desk: players with their army lists, Swiss rounds with each round's
// mission and results, standings with strength of schedule, the cut, and the paper. Every rule is
// the core's: each action goes to it and its answer (the event now, or a refusal in words) is
// shown.
import { useEffect, useState } from "preact/hooks";
import {
  commands,
  type ArmyCheck,
  type BySeat,
  type IaAction,
  type IaEventSnapshot,
  type IaEventView,
  type IaGameEnd,
  type IaGameResult,
  type IaStandingRow,
  type IaCardHit,
  type IaCutPreview,
  type IaRoster,
  type IaRosterProblem,
  type IaPaperDocument,
  type IaResultInput,
  type IaStage,
  type RoundStructure,
  type Seat,
} from "../../../bindings";
import { call, isStale, useCommand } from "../../../lib/call";
import { ErrorNotice, useErrorWords } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { ReadOnlyNotice } from "../../../lib/JournalNotes";
import { chooseFile } from "../../../lib/files";
import type { T } from "../../../i18n";
import { TimerPanel } from "../shared/TimerPanel";
import "../shared/desk.css";
import "./ia.css";

type Tab = "players" | "rounds" | "standings" | "cut" | "paper" | "timer";
const TABS: Tab[] = ["players", "rounds", "standings", "cut", "paper", "timer"];

/** Where the event stands, in a sentence. */
export function iaStageText(t: T, stage: IaStage, players: number): string {
  switch (stage.kind) {
    case "registration":
      return t("ia.stage.registration", { count: players });
    case "roundInProgress":
      return t("ia.stage.roundInProgress", { round: stage.round, missing: stage.results_missing });
    case "readyToPair":
      return t("ia.stage.readyToPair", { round: stage.next_round });
    case "readyToCut":
      return t("ia.stage.readyToCut");
    case "cutInProgress":
      return t("ia.stage.cutInProgress", { round: stage.round, missing: stage.results_missing });
    case "finished":
      return t("ia.stage.finished");
  }
}

function structureText(t: T, s: RoundStructure): string {
  return t("ia.structure.now", {
    rounds: s.swiss_rounds,
    cut: s.cut === null ? t("ia.cut.none") : t("ia.cut.top", { size: s.cut }),
  });
}

export function IaDesk(props: { id: string }) {
  const { t } = useI18n();
  const command = useCommand();
  const [view, setView] = useState<IaEventView | null>(null);
  const [tab, setTab] = useState<Tab>("players");
  // The control whose action was refused: its refusal is shown beside it, not at the top.
  const [origin, setOrigin] = useState<string | null>(null);

  const load = async () => setView(await call(commands.getIaEvent(props.id)));
  useEffect(() => {
    void command.run(load);
  }, [props.id]);

  /** Sends one action from the control named `from`; a stale screen looks again. */
  const act = async (action: IaAction, from: string | null = null): Promise<boolean> => {
    if (!view) return false;
    setOrigin(from);
    const next = await command.run(() => call(commands.applyIaEventAction(view.id, view.seq, action)));
    if (next) {
      setView(next);
      return true;
    }
    if (isStale(command.error)) void load();
    return false;
  };

  if (!view) {
    return (
      <main class="event-desk">
        <ErrorNotice error={command.error} />
        <p>{t("common.loading")}</p>
      </main>
    );
  }
  const snapshot = view.snapshot;
  const players = snapshot?.players.map((p) => ({ id: p.id, name: p.name })) ?? [];
  const name = (id: number) => players.find((p) => p.id === id)?.name ?? `#${id}`;
  const definition = snapshot?.definition;
  const tabLabel: Record<Tab, string> = {
    players: t("ia.tab.players", { count: players.length }),
    rounds: t("ia.tab.rounds"),
    standings: t("ia.tab.standings"),
    cut: t("ia.tab.cut"),
    paper: t("ia.tab.paper"),
    timer: t("event.tab.timer"),
  };
  /** The refusal of the action sent from `from`, shown where it was sent from. */
  const refusal = (from: string) =>
    origin === from && command.error !== null ? (
      <ErrorNotice error={command.error} players={players} testId={`ia-error-${from}`} onDismiss={command.clear} />
    ) : null;
  /** Clears the refusal of `from` (a list fixed after its refusal). */
  const clearRefusal = (from: string) => {
    if (origin === from && command.error !== null) command.clear();
  };
  /** Registers every player of a roster file (all or none, the core decides). */
  const importRoster = async (path: string): Promise<boolean> => {
    setOrigin("roster");
    const next = await command.run(() => call(commands.importIaRoster(view.id, view.seq, path)));
    if (next) {
      setView(next);
      return true;
    }
    if (isStale(command.error)) void load();
    return false;
  };
  const panel = { snapshot: snapshot!, act, busy: command.busy, name, refusal, clearRefusal, importRoster };

  return (
    <main class="event-desk" data-testid="ia-desk">
      <header class="desk-header">
        <h1 data-testid="desk-title">{view.title}</h1>
        {definition && (
          <p class="muted" data-testid="ia-summary">
            {t("ia.desk.summary", {
              category: t(`ia.category.${definition.category}`),
              sos: t(`ia.sos.${definition.sos_method ?? "sum"}`),
            })}
            {snapshot?.structure && ` · ${structureText(t, snapshot.structure)}`}
          </p>
        )}
        {snapshot && (
          <p class="stage" data-testid="ia-stage">
            {iaStageText(t, snapshot.stage, players.length)}
          </p>
        )}
      </header>
      {view.readOnly && <ReadOnlyNotice reason={view.readOnly} players={players} testId="desk-read-only" />}
      {origin === null && <ErrorNotice error={command.error} players={players} testId="ia-error" onDismiss={command.clear} />}
      <nav class="desk-tabs" role="tablist">
        {TABS.map((name) => (
          <button
            key={name}
            role="tab"
            aria-selected={tab === name}
            class={`desk-tab ${tab === name ? "chosen" : ""}`}
            data-testid={`ia-tab-${name}`}
            onClick={() => setTab(name)}
          >
            {tabLabel[name]}
          </button>
        ))}
      </nav>
      {snapshot ? (
        <section class="desk-panel" role="tabpanel">
          {tab === "players" && <IaPlayers {...panel} />}
          {tab === "rounds" && <IaRounds {...panel} />}
          {tab === "standings" && <IaStandingsPanel {...panel} />}
          {tab === "cut" && <IaCut {...panel} />}
          {tab === "paper" && <IaPaper snapshot={snapshot} id={view.id} />}
          {tab === "timer" && (
            <TimerPanel
              eventId={view.id}
              defaultMinutes={snapshot.timer.setup_minutes + snapshot.timer.play_minutes}
              note={t("ia.timer.note", { setup: snapshot.timer.setup_minutes, play: snapshot.timer.play_minutes })}
            />
          )}
        </section>
      ) : (
        <p class="hint">{t("event.noSnapshot")}</p>
      )}
    </main>
  );
}

type PanelProps = {
  snapshot: IaEventSnapshot;
  /** Sends an action; `from` names the control, where a refusal is then shown. */
  act: (action: IaAction, from?: string) => Promise<boolean>;
  busy: boolean;
  name: (id: number) => string;
  /** The refusal of the action sent from `from`, if it was the last one refused. */
  refusal: (from: string) => preact.JSX.Element | null;
  clearRefusal: (from: string) => void;
  importRoster: (path: string) => Promise<boolean>;
};

// ----- players ---------------------------------------------------------------------------------

/** `text` with its line `line` (from 1) replaced by `replacement`. */
export function replaceLine(text: string, line: number, replacement: string): string {
  const lines = text.split("\n");
  if (line < 1 || line > lines.length) return text;
  lines[line - 1] = replacement;
  return lines.join("\n");
}

/** Whether the core found nothing wrong with a typed list: every line read, every rule kept. */
export function armyCheckClean(check: ArmyCheck): boolean {
  return check.textProblems.length === 0 && check.report.problems.length === 0;
}

/** An army list as pasted, checked by the core as it is typed: totals, every rule it breaks,
 * lines not read, and for a name several cards share, which one. */
function ArmyField(props: { text: string; setText: (text: string) => void; check: ArmyCheck | null; testId: string }) {
  const { t } = useI18n();
  const words = useErrorWords();
  const check = props.check;
  const ambiguousLines = new Set(check?.ambiguous.map((a) => a.line) ?? []);
  return (
    <div class="ia-army">
      <label class="event-field">
        <span>{t("ia.players.army")}</span>
        <textarea
          data-testid={props.testId}
          rows={8}
          value={props.text}
          onInput={(e) => props.setText((e.currentTarget as HTMLTextAreaElement).value)}
        />
      </label>
      <CardPicker onPick={(name) => props.setText(`${props.text.trimEnd()}${props.text.trim() === "" ? "" : "\n"}1 ${name}\n`)} testId={`${props.testId}-search`} />
      {check && props.text.trim() !== "" && (
        <div class="ia-army-check" data-testid={`${props.testId}-check`} aria-live="polite">
          <p class="strong">
            {t("ia.players.points", {
              army: check.report.army_points,
              cards: check.report.command_cards,
              command: check.report.command_points,
            })}
          </p>
          <ul>
            {check.ambiguous.map((a) => (
              <li key={`which-${a.line}`} data-testid={`${props.testId}-which-${a.line}`}>
                <span class="warning">{t("ia.players.which", { line: a.line, text: a.text })}</span>
                <span class="ia-which-choices">
                {a.choices.map((c) => (
                  <button
                    key={`${c.hit.card.kind}-${c.hit.card.id}`}
                    type="button"
                    class="secondary small"
                    data-testid={`${props.testId}-choose-${a.line}-${c.hit.card.id}`}
                    onClick={() => props.setText(replaceLine(props.text, a.line, c.lineText))}
                  >
                    {c.hit.name} ({c.hit.cost})
                  </button>
                ))}
                </span>
              </li>
            ))}
            {check.lines
              .filter((l) => l.reading.kind === "notRead" && !ambiguousLines.has(l.line))
              .map((l) => (
                <li key={l.line} class="warning">
                  {t("ia.players.notRead", { line: l.line, text: l.text })}
                </li>
              ))}
            {check.report.problems.map((p, i) => (
              <li key={`rule-${i}`} class="warning" data-testid={`${props.testId}-problem`}>
                {words.armyProblem(p)}
              </li>
            ))}
          </ul>
          {armyCheckClean(check) && (
            <p class="muted" data-testid={`${props.testId}-legal`}>
              {t("ia.players.legal")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** A search box over the skirmish cards: each card picked adds a line to the list (lines naming
 * the same card add up), Enter picks the first. */
function CardPicker(props: { onPick: (name: string) => void; testId: string }) {
  const { t } = useI18n();
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<IaCardHit[]>([]);
  useEffect(() => {
    let live = true;
    void commands.searchIaCards(query).then((found) => live && setHits(found));
    return () => {
      live = false;
    };
  }, [query]);
  const pick = (hit: IaCardHit) => {
    props.onPick(hit.name);
    setQuery("");
  };
  return (
    <div class="ia-picker">
      <label class="event-field">
        <span>{t("ia.players.search")}</span>
        <input
          data-testid={props.testId}
          value={query}
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && hits.length > 0) {
              e.preventDefault();
              pick(hits[0]);
            }
          }}
        />
      </label>
      {hits.length > 0 && (
        <ul class="ia-hits" data-testid={`${props.testId}-hits`}>
          {hits.map((hit) => (
            <li key={`${hit.card.kind}-${hit.card.id}`}>
              <button type="button" class="secondary small" onClick={() => pick(hit)}>
                + {hit.name} ({hit.cost})
                {hit.affiliation && <span class="muted"> · {t(`ia.affiliation.${hit.affiliation}`)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How long typing pauses before the core checks the list again. */
export const ARMY_CHECK_DELAY_MS = 250;

/** The core's reading and check of a pasted list, asked again once typing pauses. */
function useArmyCheck(text: string): ArmyCheck | null {
  const [check, setCheck] = useState<ArmyCheck | null>(null);
  useEffect(() => {
    let live = true;
    if (text.trim() === "") {
      setCheck(null);
      return;
    }
    const timer = setTimeout(() => {
      void commands.readIaArmyText(text).then((c) => live && setCheck(c));
    }, ARMY_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  return check;
}

function IaPlayers(props: PanelProps) {
  const { t } = useI18n();
  const [name, setName] = useState("");
  const [army, setArmy] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const [editText, setEditText] = useState("");
  const check = useArmyCheck(army);
  const editCheck = useArmyCheck(editText);
  const { registration, swiss } = props.snapshot.open;
  // A list fixed after its refusal takes the refusal away.
  useEffect(() => {
    if (check && armyCheckClean(check)) props.clearRefusal("register");
  }, [check]);
  useEffect(() => {
    if (editCheck && armyCheckClean(editCheck)) props.clearRefusal("set-army");
  }, [editCheck]);

  const register = async () => {
    const list = army.trim() === "" ? null : (check?.list ?? null);
    if (await props.act({ kind: "registerPlayer", name, army: list }, "register")) {
      setName("");
      setArmy("");
    }
  };

  return (
    <div data-testid="ia-players">
      {registration && (
        <form
          class="event-form"
          onSubmit={(e) => {
            e.preventDefault();
            void register();
          }}
        >
          <label class="event-field">
            <span>{t("ia.players.name")}</span>
            <input data-testid="ia-player-name" value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          </label>
          <ArmyField text={army} setText={setArmy} check={check} testId="ia-player-army" />
          <button class="primary" type="submit" data-testid="ia-register" disabled={props.busy}>
            {t("ia.players.register")}
          </button>
          {props.refusal("register")}
        </form>
      )}
      <table class="event-table" data-testid="ia-player-list">
        <thead>
          <tr>
            <th class="num">#</th>
            <th>{t("ia.players.name")}</th>
            <th>{t("ia.players.affiliation")}</th>
            <th>{t("ia.players.list")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {props.snapshot.players.map((p) => (
            <tr key={p.id} data-player={p.id}>
              <td class="num">{p.id}</td>
              <td class="strong">
                {p.name}
                {p.dropped && <span class="muted"> ({t("ia.players.dropped")})</span>}
              </td>
              <td data-testid={`ia-affiliation-${p.id}`}>
                {p.army_report?.affiliation ? t(`ia.affiliation.${p.army_report.affiliation}`) : "—"}
              </td>
              <td>
                {p.army_report
                  ? t("ia.players.points", {
                      army: p.army_report.army_points,
                      cards: p.army_report.command_cards,
                      command: p.army_report.command_points,
                    })
                  : t("ia.players.noArmy")}
              </td>
              <td class="actions">
                {registration && (
                  <>
                    <button class="secondary small" data-testid={`ia-edit-army-${p.id}`} onClick={() => setEditing(p.id)}>
                      {t("ia.players.editArmy")}
                    </button>
                    <button
                      class="secondary small"
                      data-testid={`ia-withdraw-${p.id}`}
                      onClick={() => void props.act({ kind: "withdrawRegistration", player: p.id }, `player-${p.id}`)}
                    >
                      {t("ia.players.withdraw")}
                    </button>
                  </>
                )}
                {swiss && (
                  <button
                    class="secondary small"
                    data-testid={`ia-drop-${p.id}`}
                    onClick={() =>
                      void props.act(
                        p.dropped ? { kind: "reinstatePlayer", player: p.id } : { kind: "dropPlayer", player: p.id },
                        `player-${p.id}`,
                      )
                    }
                  >
                    {p.dropped ? t("ia.players.reinstate") : t("ia.players.drop")}
                  </button>
                )}
                {props.refusal(`player-${p.id}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {registration && <RosterImport {...props} />}
      {registration && props.snapshot.rules.round_one_requests && <KeepApartForm {...props} />}
      {editing !== null && (
        <form
          class="event-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const list = editText.trim() === "" ? null : (editCheck?.list ?? null);
            if (await props.act({ kind: "setArmy", player: editing, army: list }, "set-army")) {
              setEditing(null);
              setEditText("");
            }
          }}
        >
          <h3>{props.name(editing)}</h3>
          <ArmyField text={editText} setText={setEditText} check={editCheck} testId="ia-edit-army" />
          <button class="primary" type="submit" data-testid="ia-save-army" disabled={props.busy}>
            {t("ia.players.setArmy")}
          </button>
          {props.refusal("set-army")}
        </form>
      )}
    </div>
  );
}

/** A roster file's reading: each player with their list's totals and every problem at its line
 * in the file, as the core read it; registering takes everyone or nobody. */
function RosterImport(props: PanelProps) {
  const { t } = useI18n();
  const words = useErrorWords();
  const reading = useCommand();
  const [path, setPath] = useState("");
  const [roster, setRoster] = useState<IaRoster | null>(null);
  const read = async () => {
    setRoster((await reading.run(() => call(commands.readIaRosterFile(path)))) ?? null);
  };
  const browse = async () => {
    try {
      const chosen = await chooseFile([{ name: "Text", extensions: ["txt"] }]);
      if (chosen) setPath(chosen);
    } catch {
      // No dialog: the typed path still works.
    }
  };
  const problem = (p: IaRosterProblem): string => {
    switch (p.kind) {
      case "tooLarge":
        return t("ia.roster.tooLarge", { bytes: p.bytes, max: p.max });
      case "tooManyPlayers":
        return t("ia.roster.tooManyPlayers", { players: p.players, max: p.max });
      case "lineBeforeFirstPlayer":
        return t("ia.roster.lineBeforeFirstPlayer", { line: p.line });
      case "noName":
        return t("ia.roster.noName", { line: p.line });
      case "noPlayers":
        return t("ia.roster.noPlayers");
    }
  };
  return (
    <details class="ia-roster" data-testid="ia-roster">
      <summary>{t("ia.roster.title")}</summary>
      <p class="hint">{t("ia.roster.hint")}</p>
      <div class="panel-actions">
        <button type="button" class="secondary" data-testid="ia-roster-browse" onClick={() => void browse()}>
          {t("common.browse")}
        </button>
        <label class="event-field">
          <span>{t("ia.roster.path")}</span>
          <input data-testid="ia-roster-path" value={path} onInput={(e) => setPath((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button type="button" class="secondary" data-testid="ia-roster-read" disabled={reading.busy || path.trim() === ""} onClick={() => void read()}>
          {t("ia.roster.read")}
        </button>
      </div>
      <ErrorNotice error={reading.error} testId="ia-roster-read-error" onDismiss={reading.clear} />
      {roster && (
        <div data-testid="ia-roster-reading">
          <ul>
            {roster.problems.map((p, i) => (
              <li key={`file-${i}`} class="warning">
                {problem(p)}
              </li>
            ))}
          </ul>
          <table class="event-table">
            <tbody>
              {roster.players.map((p) => {
                const check = p.check;
                const at = (line: number) => p.listLine + line - 1;
                return (
                  <tr key={p.line} data-line={p.line}>
                    <td class="num">{t("ia.roster.line", { line: p.line })}</td>
                    <td class="strong">{p.name}</td>
                    <td>{check?.report.affiliation ? t(`ia.affiliation.${check.report.affiliation}`) : "—"}</td>
                    <td>
                      {check
                        ? t("ia.players.points", {
                            army: check.report.army_points,
                            cards: check.report.command_cards,
                            command: check.report.command_points,
                          })
                        : t("ia.players.noArmy")}
                      <ul>
                        {check?.ambiguous.map((a) => (
                          <li key={`which-${a.line}`} class="warning">
                            {t("ia.roster.which", {
                              line: at(a.line),
                              text: a.text,
                              names: a.choices.map((c) => c.hit.name).join(" / "),
                            })}
                          </li>
                        ))}
                        {check?.lines
                          .filter((l) => l.reading.kind === "notRead" && !check.ambiguous.some((a) => a.line === l.line))
                          .map((l) => (
                            <li key={l.line} class="warning">
                              {t("ia.players.notRead", { line: at(l.line), text: l.text })}
                            </li>
                          ))}
                        {check?.report.problems.map((problem, i) => (
                          <li key={`rule-${i}`} class="warning">
                            {words.armyProblem(problem)}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button
            type="button"
            class="primary"
            data-testid="ia-roster-register"
            disabled={props.busy || !roster.ready}
            onClick={async () => {
              if (await props.importRoster(path)) setRoster(null);
            }}
          >
            {t("ia.roster.register", { count: roster.players.length })}
          </button>
          {!roster.ready && <p class="hint">{t("ia.roster.fixFirst")}</p>}
        </div>
      )}
      {props.refusal("roster")}
    </details>
  );
}

/** Informal events: players who asked not to meet in round 1 (relatives, travel companions). */
function KeepApartForm(props: PanelProps) {
  const { t } = useI18n();
  const pairs = props.snapshot.keep_apart;
  const players = props.snapshot.players;
  const [first, setFirst] = useState<number>(players[0]?.id ?? 1);
  const [second, setSecond] = useState<number>(players[1]?.id ?? 2);
  const choose = (value: number, set: (n: number) => void, testId: string) => (
    <select data-testid={testId} value={value} onChange={(e) => set(Number((e.currentTarget as HTMLSelectElement).value))}>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  );
  return (
    <section data-testid="ia-keep-apart">
      <h3>{t("ia.keepApart.title")}</h3>
      <p class="hint">{t("ia.keepApart.hint")}</p>
      <ul>
        {pairs.map(([a, b], i) => (
          <li key={`${a}-${b}`}>
            {t("ia.keepApart.pair", { first: props.name(a), second: props.name(b) })}{" "}
            <button
              class="secondary small"
              data-testid={`ia-keep-apart-remove-${i}`}
              onClick={() => void props.act({ kind: "setKeepApart", pairs: pairs.filter((_, k) => k !== i) }, "keep-apart")}
            >
              {t("ia.players.withdraw")}
            </button>
          </li>
        ))}
      </ul>
      {players.length >= 2 && (
        <div class="panel-actions">
          {choose(first, setFirst, "ia-keep-apart-first")}
          {choose(second, setSecond, "ia-keep-apart-second")}
          <button
            class="secondary"
            data-testid="ia-keep-apart-add"
            disabled={props.busy}
            onClick={() => void props.act({ kind: "setKeepApart", pairs: [...pairs, [first, second]] }, "keep-apart")}
          >
            {t("ia.keepApart.add")}
          </button>
        </div>
      )}
      {props.refusal("keep-apart")}
    </section>
  );
}

/** Before round 1: the Swiss rounds and cut the organizer announces (an informal event must). */
function StructureForm(props: PanelProps) {
  const { t } = useI18n();
  const now = props.snapshot.structure ?? props.snapshot.table_structure;
  const [rounds, setRounds] = useState(now?.swiss_rounds ?? 3);
  const [cut, setCut] = useState<number | null>(now?.cut ?? null);
  return (
    <form
      class="panel-actions"
      data-testid="ia-structure"
      onSubmit={(e) => {
        e.preventDefault();
        void props.act({ kind: "setStructure", structure: { swiss_rounds: rounds, cut } }, "structure");
      }}
    >
      <label class="event-field">
        <span>{t("ia.setup.rounds")}</span>
        <input
          type="number"
          min={1}
          data-testid="ia-structure-rounds"
          value={rounds}
          onInput={(e) => setRounds(Math.max(1, Number((e.currentTarget as HTMLInputElement).value) || 1))}
        />
      </label>
      <label class="event-field">
        <span>{t("ia.setup.cut")}</span>
        <select
          data-testid="ia-structure-cut"
          value={cut ?? ""}
          onChange={(e) => {
            const v = (e.currentTarget as HTMLSelectElement).value;
            setCut(v === "" ? null : Number(v));
          }}
        >
          <option value="">{t("ia.cut.none")}</option>
          {[2, 4, 8, 16, 32, 64].map((size) => (
            <option key={size} value={size}>
              {t("ia.cut.top", { size })}
            </option>
          ))}
        </select>
      </label>
      <button class="secondary" type="submit" data-testid="ia-structure-set" disabled={props.busy}>
        {t("ia.structure.set")}
      </button>
      {props.refusal("structure")}
    </form>
  );
}

// ----- results ---------------------------------------------------------------------------------

/** A game's result form: both Victory Points, how the game ended, the side, and (at time) the
 * points from defeated figures. */
function ResultForm(props: {
  players: BySeat<number>;
  name: (id: number) => string;
  result: IaGameResult | null;
  /** Whether the core takes a result or a correction for this game now. */
  open: boolean;
  busy: boolean;
  testId: string;
  save: (input: IaResultInput) => Promise<boolean>;
  /** Tournament points apply to Swiss games only: an elimination game has a winner, not points. */
  points: boolean;
  /** This game's refusal, shown under it. */
  refusal: preact.JSX.Element | null;
}) {
  const { t } = useI18n();
  const [vp, setVp] = useState<BySeat<string>>({ first: "", second: "" });
  const [figures, setFigures] = useState<BySeat<string>>({ first: "", second: "" });
  const [end, setEnd] = useState<IaGameEnd["kind"]>("fortyPoints");
  const [side, setSide] = useState<Seat>("second");
  const result = props.result;
  const sided = end === "allFiguresDefeated" || end === "concession";

  const submit = async () => {
    const gameEnd: IaGameEnd =
      end === "allFiguresDefeated" || end === "concession" ? { kind: end, side } : { kind: end };
    const withFigures = figures.first.trim() !== "" || figures.second.trim() !== "";
    await props.save({
      victory_points: { first: Number(vp.first), second: Number(vp.second) },
      figure_points: withFigures ? { first: Number(figures.first), second: Number(figures.second) } : null,
      end: gameEnd,
    });
  };

  const seatInput = (seat: Seat, values: BySeat<string>, set: (v: BySeat<string>) => void, suffix: string) => (
    <input
      type="number"
      class="score"
      data-testid={`${props.testId}-${suffix}-${seat}`}
      aria-label={`${props.name(props.players[seat])} ${suffix}`}
      value={values[seat]}
      onInput={(e) => set({ ...values, [seat]: (e.currentTarget as HTMLInputElement).value })}
    />
  );

  const winner = (player: number, points: number) =>
    props.points ? t("ia.result.winner", { name: props.name(player), points }) : t("ia.result.winnerCut", { name: props.name(player) });
  const recorded = result && (
    <span data-testid={`${props.testId}-recorded`}>
      {result.victory_points.first}–{result.victory_points.second} ·{" "}
      {result.decision.outcomes.first === "win"
        ? winner(props.players.first, result.points.first)
        : result.decision.outcomes.second === "win"
          ? winner(props.players.second, result.points.second)
          : t("ia.result.draw")}
    </span>
  );

  if (!props.open) {
    return (
      <div class="ia-result" data-testid={props.testId}>
        <span class="strong">{props.name(props.players.first)}</span>
        <span>–</span>
        <span class="strong">{props.name(props.players.second)}</span>
        {recorded}
        {props.refusal}
      </div>
    );
  }

  return (
    <form
      class="ia-result"
      data-testid={props.testId}
      onSubmit={(e) => {
        e.preventDefault();
        if (vp.first.trim() === "" || vp.second.trim() === "") return;
        void submit();
      }}
    >
      <span class="strong">{props.name(props.players.first)}</span>
      {seatInput("first", vp, setVp, "vp")}
      <span>–</span>
      {seatInput("second", vp, setVp, "vp")}
      <span class="strong">{props.name(props.players.second)}</span>
      <select data-testid={`${props.testId}-end`} value={end} onChange={(e) => setEnd((e.currentTarget as HTMLSelectElement).value as IaGameEnd["kind"])}>
        {(["fortyPoints", "allFiguresDefeated", "bothSidesDefeated", "time", "concession"] as const).map((k) => (
          <option key={k} value={k}>
            {t(`ia.end.${k}`)}
          </option>
        ))}
      </select>
      {sided && (
        <select data-testid={`${props.testId}-side`} value={side} onChange={(e) => setSide((e.currentTarget as HTMLSelectElement).value as Seat)}>
          <option value="first">{props.name(props.players.first)}</option>
          <option value="second">{props.name(props.players.second)}</option>
        </select>
      )}
      {(end === "time" || end === "bothSidesDefeated") && (
        <span class="muted figures">
          {t("ia.result.figures")} {seatInput("first", figures, setFigures, "figures")}
          {seatInput("second", figures, setFigures, "figures")}
        </span>
      )}
      <button class="primary small" type="submit" data-testid={`${props.testId}-save`} disabled={props.busy || vp.first === "" || vp.second === ""}>
        {result ? t("ia.result.correct") : t("ia.result.save")}
      </button>
      {recorded}
      {props.refusal && <div class="ia-row-refusal">{props.refusal}</div>}
    </form>
  );
}

function IaRounds(props: PanelProps) {
  const { t } = useI18n();
  const { snapshot } = props;
  const { registration, pair_round: pairRound, unpair_round: unpairRound } = snapshot.open;
  return (
    <div data-testid="ia-rounds">
      {snapshot.table_structure && registration && (
        <p class="muted">
          {t("ia.structure.table", {
            count: snapshot.players.filter((p) => !p.dropped).length,
            structure: structureText(t, snapshot.table_structure),
          })}
        </p>
      )}
      {registration && (
        <>
          <p class="strong" data-testid="ia-structure-now">
            {snapshot.structure ? structureText(t, snapshot.structure) : t("ia.structure.fromTable")}
          </p>
          <StructureForm {...props} />
        </>
      )}
      <div class="panel-actions">
        {pairRound !== null && (
          <button
            class="primary"
            data-testid="ia-pair"
            disabled={props.busy}
            onClick={() => void props.act({ kind: "pairNextRound", round: pairRound }, "round-actions")}
          >
            {t("ia.rounds.pair", { round: pairRound })}
          </button>
        )}
        {unpairRound !== null && (
          <button
            class="secondary"
            data-testid="ia-unpair"
            disabled={props.busy}
            onClick={() => void props.act({ kind: "unpairRound", round: unpairRound }, "round-actions")}
          >
            {t("ia.rounds.unpair", { round: unpairRound })}
          </button>
        )}
      </div>
      {props.refusal("round-actions")}
      {[...snapshot.rounds].reverse().map((r) => (
        <section key={r.round} data-testid={`ia-round-${r.round}`}>
          <h3>{t("ia.rounds.title", { round: r.round })}</h3>
          <p class="strong" data-testid={`ia-mission-${r.round}`}>
            {t("ia.rounds.mission", { mission: r.mission.mission.name })}
          </p>
          {r.tables.map((table) => (
            <div key={table.table} class="ia-table" data-testid={`ia-table-${r.round}-${table.table}`}>
              <span class="muted">
                {t("ia.rounds.table", { table: table.table })}
                <br />
                {t("ia.rounds.points", { first: table.points.first, second: table.points.second })}
              </span>
              <ResultForm
                players={table.players}
                name={props.name}
                result={table.result}
                open={snapshot.open.swiss}
                busy={props.busy}
                testId={`ia-result-${r.round}-${table.table}`}
                points
                refusal={props.refusal(`result-${r.round}-${table.table}`)}
                save={(input) =>
                  props.act(
                    table.result
                      ? { kind: "correctResult", round: r.round, table: table.table, result: input }
                      : { kind: "recordResult", round: r.round, table: table.table, result: input },
                    `result-${r.round}-${table.table}`,
                  )
                }
              />
            </div>
          ))}
          {r.bye && <p data-testid={`ia-bye-${r.round}`}>{t("ia.rounds.bye", { name: props.name(r.bye.player) })}</p>}
        </section>
      ))}
    </div>
  );
}

// ----- standings and the cut -------------------------------------------------------------------

/**
 * Why a row stands where it does, as a sentence with the numbers, worded from this row's side
 * ("behind Ana on strength of schedule, 21 to 27"), from the core's `separated_by`.
 */
export function iaSeparatedText(
  t: T,
  rows: readonly IaStandingRow[],
  index: number,
  name: (id: number) => string,
): string {
  const row = rows[index]!;
  const above = index > 0 ? rows[index - 1] : undefined;
  if (row.separated_by === "first" || !above) return t("ia.separated.first");
  if (row.separated_by === "lot") return t("ia.separated.lotBehind", { name: name(above.player) });
  const [criterion, mine, theirs] =
    row.separated_by === "points"
      ? [t("ia.criterion.points"), String(row.points), String(above.points)]
      : row.separated_by === "strength-of-schedule"
        ? [t("ia.criterion.sos"), row.strength_of_schedule, above.strength_of_schedule]
        : [t("ia.criterion.esos"), row.extended_strength_of_schedule, above.extended_strength_of_schedule];
  return t("event.separated.behind", { name: name(above.player), criterion, mine, theirs });
}

function IaStandingsPanel(props: PanelProps) {
  const { t } = useI18n();
  const standings = props.snapshot.standings;
  if (!standings) return <p class="hint">{t("ia.standings.none")}</p>;
  return (
    <table class="event-table" data-testid="ia-standings">
      <thead>
        <tr>
          <th class="num">{t("ia.standings.place")}</th>
          <th>{t("ia.standings.player")}</th>
          <th class="num">{t("ia.standings.points")}</th>
          <th class="num">{t("ia.standings.sos")}</th>
          <th class="num">{t("ia.standings.esos")}</th>
          <th class="nowrap">{t("ia.standings.record")}</th>
          <th>{t("ia.standings.why")}</th>
        </tr>
      </thead>
      <tbody>
        {standings.rows.map((row, i) => (
          <tr key={row.player} data-player={row.player}>
            <td class="num">{row.place}</td>
            <td class="strong">{props.name(row.player)}</td>
            <td class="num strong">{row.points}</td>
            <td class="num">{row.strength_of_schedule}</td>
            <td class="num">{row.extended_strength_of_schedule}</td>
            <td class="nowrap">
              {row.record.wins}-{row.record.draws}-{row.record.losses}-{row.record.byes}
            </td>
            <td>{iaSeparatedText(t, standings.rows, i, props.name)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A round of the cut named by what it is, from the players still in it (two a game): the
 * final, the semi-finals, the quarter-finals, or the round of 16, 32... */
export function cutRoundName(t: T, games: number): string {
  const players = Math.max(2, games * 2);
  if (players === 2) return t("ia.cut.final");
  if (players === 4) return t("ia.cut.semiFinals");
  if (players === 8) return t("ia.cut.quarterFinals");
  return t("ia.cut.roundOf", { players });
}

/** The cut as the core would make it now: who goes through by seed, the first games, who is
 * left out and why; made only once confirmed. */
function CutPreview(props: PanelProps & { preview: IaCutPreview; onCancel: () => void }) {
  const { t } = useI18n();
  const { preview } = props;
  return (
    <section class="ia-cut-preview" data-testid="ia-cut-preview">
      <h3>{t("ia.cut.preview.title", { size: preview.size })}</h3>
      <p class="strong">{t("ia.cut.preview.through")}</p>
      <ol data-testid="ia-cut-preview-seeds">
        {preview.seeds.map((player, i) => (
          <li key={player}>{t("ia.cut.preview.seed", { seed: i + 1, name: props.name(player) })}</li>
        ))}
      </ol>
      <p class="strong">{cutRoundName(t, preview.first_games.length)}</p>
      <ul data-testid="ia-cut-preview-games">
        {preview.first_games.map((g) => (
          <li key={g.game}>
            {t("ia.cut.preview.game", {
              game: g.game,
              first: props.name(g.players.first),
              firstSeed: g.seeds.first,
              second: props.name(g.players.second),
              secondSeed: g.seeds.second,
            })}
          </li>
        ))}
      </ul>
      {preview.left_out.length > 0 && (
        <>
          <p class="strong">{t("ia.cut.preview.leftOut")}</p>
          <ul data-testid="ia-cut-preview-left-out">
            {preview.left_out.map((l) => (
              <li key={l.player} data-player={l.player}>
                {l.reason === "dropped"
                  ? t("ia.cut.preview.dropped", { name: props.name(l.player), place: l.place })
                  : t("ia.cut.preview.below", { name: props.name(l.player), place: l.place, size: preview.size })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p class="hint">{t("ia.cut.preview.closes")}</p>
      <div class="panel-actions">
        <button
          class="primary"
          data-testid="ia-make-cut-confirm"
          disabled={props.busy}
          onClick={() => void props.act({ kind: "makeCut" }, "cut").then((made) => made && props.onCancel())}
        >
          {t("ia.cut.confirm", { size: preview.size })}
        </button>
        <button class="secondary" data-testid="ia-make-cut-cancel" onClick={props.onCancel}>
          {t("ia.cut.cancel")}
        </button>
      </div>
    </section>
  );
}

function IaCut(props: PanelProps) {
  const { t } = useI18n();
  const { snapshot } = props;
  const [previewing, setPreviewing] = useState(false);
  const bracket = snapshot.bracket;
  if (!bracket) {
    const preview = snapshot.cut_preview;
    return (
      <div data-testid="ia-cut">
        {snapshot.open.make_cut ? (
          previewing && preview ? (
            <CutPreview {...props} preview={preview} onCancel={() => setPreviewing(false)} />
          ) : (
            <button
              class="primary"
              data-testid="ia-make-cut"
              disabled={props.busy}
              // Without a preview the core could not compute the cut: asking it says why.
              onClick={() => (preview ? setPreviewing(true) : void props.act({ kind: "makeCut" }, "cut"))}
            >
              {t("ia.cut.make")}
            </button>
          )
        ) : (
          <p class="hint">{t("ia.cut.noneYet")}</p>
        )}
        {props.refusal("cut")}
      </div>
    );
  }
  const champion = snapshot.placings[0];
  return (
    <div data-testid="ia-cut">
      {champion && (
        <p class="notice" data-testid="ia-champion">
          {t("ia.cut.champion", { name: props.name(champion.player) })}
        </p>
      )}
      {snapshot.open.undo_cut && (
        <div class="panel-actions">
          <button class="secondary" data-testid="ia-undo-cut" disabled={props.busy} onClick={() => void props.act({ kind: "undoCut" }, "cut")}>
            {t("ia.cut.undo")}
          </button>
          <span class="hint">{t("ia.cut.undo.hint")}</span>
        </div>
      )}
      {props.refusal("cut")}
      {bracket.rounds.map((r) => (
        <section key={r.round} data-testid={`ia-cut-round-${r.round}`}>
          <h3>{cutRoundName(t, r.games.length)}</h3>
          {snapshot.cut_missions[r.round - 1] && (
            <p class="strong">{t("ia.rounds.mission", { mission: snapshot.cut_missions[r.round - 1].mission.name })}</p>
          )}
          {r.games.map((g) => (
            <div key={g.game} class="ia-table">
              <span class="muted">
                {t("ia.cut.game", { game: g.game })} ({g.seeds.first} v {g.seeds.second})
              </span>
              <ResultForm
                players={g.players}
                name={props.name}
                result={g.result}
                open={snapshot.open.cut_rounds.includes(r.round)}
                busy={props.busy}
                testId={`ia-cut-result-${r.round}-${g.game}`}
                points={false}
                refusal={props.refusal(`cut-${r.round}-${g.game}`)}
                save={(input) =>
                  props.act({ kind: "recordCutResult", round: r.round, game: g.game, result: input }, `cut-${r.round}-${g.game}`)
                }
              />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

// ----- paper -----------------------------------------------------------------------------------

function IaPaper(props: { snapshot: IaEventSnapshot; id: string }) {
  const { t } = useI18n();
  const command = useCommand();
  const [written, setWritten] = useState<string | null>(null);
  const last = props.snapshot.rounds.length;
  const documents: { document: IaPaperDocument; label: string; testId: string }[] = [
    ...(last > 0
      ? [
          { document: { kind: "pairings", round: last } as IaPaperDocument, label: t("ia.paper.pairings", { round: last }), testId: "ia-paper-pairings" },
          { document: { kind: "matchSlips", round: last } as IaPaperDocument, label: t("ia.paper.slips", { round: last }), testId: "ia-paper-slips" },
        ]
      : []),
    { document: { kind: "standings" }, label: t("ia.paper.standings"), testId: "ia-paper-standings" },
    { document: { kind: "armyLists" }, label: t("ia.paper.armies"), testId: "ia-paper-armies" },
    ...(props.snapshot.bracket
      ? [{ document: { kind: "bracket" } as IaPaperDocument, label: t("ia.paper.bracket"), testId: "ia-paper-bracket" }]
      : []),
    { document: { kind: "report" }, label: t("ia.paper.report"), testId: "ia-paper-report" },
  ];
  return (
    <div data-testid="ia-paper">
      <div class="panel-actions">
        {documents.map((d) => (
          <button
            key={d.testId}
            class="secondary"
            data-testid={d.testId}
            disabled={command.busy}
            onClick={async () => {
              setWritten(null);
              const files = await command.run(() => call(commands.exportIaEventPaper(props.id, d.document, null)));
              if (files) setWritten(t("ia.paper.written", { files: files.files.join(", ") }));
            }}
          >
            {d.label}
          </button>
        ))}
      </div>
      <ErrorNotice error={command.error} testId="ia-paper-error" onDismiss={command.clear} />
      {written && (
        <p class="notice" role="status" data-testid="ia-paper-written">
          {written}
        </p>
      )}
    </div>
  );
}

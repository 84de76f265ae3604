// Quick match: the setup of one game at this table. The core says which Mods may go together
// (and why not), checks the whole setup as it is typed, draws the coin toss's seed (or records a
// real coin's outcome) and records the draft; the screen only gathers the choices, in as few
// steps as it can: a casual table's usual rules are preselected, Enter moves from name to name to
// the search, Enter in the search adds the highlighted match, and Start takes the focus once the
// core finds nothing missing.
import { useEffect, useRef, useState } from "preact/hooks";
import {
  commands,
  type DraftSetup,
  type FormatEntry,
  type Mod,
  type ModsCheck,
  type PlayerSetup,
  type QuickMatchCatalog,
  type RulesetVersion,
  type Seat,
  type SetupProblem,
  type TableDraftSummary,
} from "../../bindings";
import { call } from "../../lib/call";
import { CharacterPicker, LineupChips } from "../../lib/CharacterPicker";
import { formatWhen } from "../../lib/dates";
import { ErrorNotice, useErrorWords } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { modName, rulesetName } from "../../lib/vocabulary";
import { SEATS } from "./names";
import "./draft.css";

type PlayerForm = { name: string; sponsor: string; unlocked: boolean; lineup: string[] };
const emptyPlayer = (): PlayerForm => ({ name: "", sponsor: "oxyd", unlocked: false, lineup: [] });

export function QuickMatch(props: { open: (id: string) => void }) {
  const { t, language } = useI18n();
  const [catalog, setCatalog] = useState<QuickMatchCatalog | null>(null);
  // A casual table's usual game: the current ruleset, no Mods, Oxyd for both (see emptyPlayer).
  const [version, setVersion] = useState<RulesetVersion>("agl-v1.0");
  const [mods, setMods] = useState<Mod[]>([]);
  const [modsCheck, setModsCheck] = useState<ModsCheck | null>(null);
  const [scenario, setScenario] = useState<string>("");
  // Who tosses step 1's coin: the app (null), or a real coin that made this seat Player A.
  const [realCoin, setRealCoin] = useState<Seat | null>(null);
  const firstName = useRef<HTMLInputElement>(null);
  const secondName = useRef<HTMLInputElement>(null);
  const startButton = useRef<HTMLButtonElement>(null);
  const [stadium, setStadium] = useState<string>("");
  const [players, setPlayers] = useState<Record<Seat, PlayerForm>>({ first: emptyPlayer(), second: emptyPlayer() });
  const [target, setTarget] = useState<Seat>("first");
  const [problems, setProblems] = useState<SetupProblem[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [drafts, setDrafts] = useState<TableDraftSummary[]>([]);
  const [starting, setStarting] = useState(false);
  // The draft order: the official one of the Mods (null), or one of the organizer's formats by
  // name, each listed with its problems under the Mods chosen (the core's check).
  const [formats, setFormats] = useState<FormatEntry[]>([]);
  const [formatName, setFormatName] = useState<string | null>(null);
  // The pace clock is off unless chosen; its defaults are a gentle pace for new players.
  const [timed, setTimed] = useState(false);
  const [graceSeconds, setGraceSeconds] = useState(60);
  const [reserveSeconds, setReserveSeconds] = useState(180);
  // The setup's problems name each seat by the name typed for it.
  const words = useErrorWords({ seats: { first: players.first.name, second: players.second.name } });

  useEffect(() => {
    Promise.resolve()
      .then(() => commands.quickMatchCatalog())
      .then(setCatalog)
      .catch(setError);
    call(commands.listTableDrafts())
      .then(setDrafts)
      .catch(() => undefined);
  }, []);

  useEffect(() => {
    Promise.resolve()
      .then(() => commands.checkMods(version, mods))
      .then(setModsCheck)
      .catch(setError);
    // Mods that do not combine have no order to list: the official one stands meanwhile.
    Promise.resolve()
      .then(() => call(commands.draftFormats(version, mods)))
      .then(setFormats)
      .catch(() => setFormats([]));
  }, [version, mods.join(",")]);
  const chosenFormat = formats.find((f) => !f.official && f.format.name === formatName) ?? null;

  const sponsorOf = (id: string) => catalog?.sponsors.find((s) => s.id === id);
  const toPlayer = (form: PlayerForm): PlayerSetup => ({
    name: form.name,
    lineup: form.lineup,
    sponsor: form.sponsor,
    unlocked_sponsors: sponsorOf(form.sponsor)?.kind === "special" ? (form.unlocked ? [form.sponsor] : []) : null,
  });
  const circuit = mods.includes("agl-circuit");
  const setup: DraftSetup = {
    version,
    mods,
    players: { first: toPlayer(players.first), second: toPlayer(players.second) },
    // The shell draws the real seed when the draft is created.
    seed: 0,
    coin: realCoin ? { kind: "recorded", player_a: realCoin } : { kind: "seeded" },
    scenario: scenario === "" ? null : scenario,
    stadium: circuit && stadium !== "" ? stadium : null,
  };
  const setupKey = JSON.stringify(setup);

  useEffect(() => {
    let current = true;
    Promise.resolve()
      .then(() => commands.checkDraftSetup(setup))
      .then((found) => current && setProblems(found))
      .catch((e) => current && setError(e));
    return () => {
      current = false;
    };
  }, [setupKey]);

  // Unknown while the chosen Mods do not combine: the lineups are not capped meanwhile.
  const lineupSize = modsCheck?.lineupSize ?? null;
  const full = (lineup: string[]) => lineupSize !== null && lineup.length >= lineupSize;
  const update = (seat: Seat, change: Partial<PlayerForm>) =>
    setPlayers((now) => ({ ...now, [seat]: { ...now[seat], ...change } }));
  const add = (id: string) => {
    const lineup = players[target].lineup;
    if (lineup.includes(id) || full(lineup)) return;
    const next = [...lineup, id];
    update(target, { lineup: next });
    if (full(next) && target === "first" && !full(players.second.lineup)) setTarget("second");
  };

  const start = async () => {
    setStarting(true);
    try {
      // A quick match draws its coin toss's seed as it is created.
      const clock = timed ? { graceSeconds, reserveSeconds } : null;
      const created = await call(commands.createDraft(setup, "draw", null, clock, chosenFormat?.format ?? null));
      props.open(created.id);
    } catch (e) {
      setError(e);
    } finally {
      setStarting(false);
    }
  };

  const formatUsable = chosenFormat === null || chosenFormat.problems.length === 0;
  const ready = problems !== null && problems.length === 0 && formatUsable && !starting;
  // Once both lineups are full and the core finds nothing missing, Start is the next step (also
  // right after the coin is chosen, so Enter starts).
  const lineupsFull = full(players.first.lineup) && full(players.second.lineup);
  useEffect(() => {
    if (ready && lineupsFull) startButton.current?.focus();
  }, [ready, lineupsFull, realCoin]);
  // The first name is where a setup begins. Focused by hand: a browser honours `autofocus` only
  // once per page, and this screen may be opened many times.
  useEffect(() => firstName.current?.focus(), []);
  const toSearch = () => document.querySelector<HTMLInputElement>('[data-testid="search"]')?.focus();

  return (
    <main class="quick-match" data-testid="quick-match">
      <h1>{t("draft.qm.title")}</h1>
      <ErrorNotice error={error} seats={{ first: players.first.name, second: players.second.name }} />
      {drafts.length > 0 && (
        <details class="resume">
          <summary>{t("draft.qm.resume", { count: drafts.length })}</summary>
          <ul>
            {drafts.map((d) => (
              <li key={d.id}>
                <button class="secondary" data-testid={`resume-${d.id}`} onClick={() => props.open(d.id)}>
                  {d.title} · {formatWhen(d.updatedAt, language)}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      <section class="qm-section">
        <h2>{t("draft.qm.rules")}</h2>
        <div class="toggle-row">
          {catalog?.versions.map((v) => (
            <button
              key={v.version}
              class={`toggle ${version === v.version ? "selected" : ""}`}
              aria-pressed={version === v.version}
              data-testid={`version-${v.version}`}
              onClick={() => {
                setVersion(v.version);
                setMods(mods.filter((m) => v.mods.includes(m)));
              }}
            >
              {rulesetName(t, v.version)}
            </button>
          ))}
        </div>
        <div class="toggle-row">
          {modsCheck?.choices.map((choice) => (
            <span class="mod-choice" key={choice.mod}>
              <button
                class={`toggle ${choice.chosen ? "selected" : ""}`}
                aria-pressed={choice.chosen}
                disabled={!choice.allowed}
                title={choice.allowed ? undefined : choice.problems.map(words.modProblem).join(" ")}
                data-testid={`mod-${choice.mod}`}
                onClick={() =>
                  setMods(choice.chosen ? mods.filter((m) => m !== choice.mod) : [...mods, choice.mod])
                }
              >
                {modName(choice.mod)}
              </button>
              {!choice.allowed && (
                <small class="muted" data-testid={`mod-reason-${choice.mod}`}>
                  {choice.problems.map(words.modProblem).join(" ")}
                </small>
              )}
            </span>
          ))}
        </div>
        {modsCheck?.problems.map((p, i) => (
          <p class="error" key={i} data-testid="mods-problem">
            {words.modProblem(p)}
          </p>
        ))}
        <p class="muted">
          {t("draft.qm.sizes", { lineup: lineupSize ?? "?", team: modsCheck?.teamSize ?? "?" })}
        </p>
        {formats.length > 1 && (
          <label>
            {t("draft.qm.format")}
            <select
              data-testid="draft-format"
              value={formatName ?? ""}
              onChange={(e) => {
                const value = (e.currentTarget as HTMLSelectElement).value;
                setFormatName(value === "" ? null : value);
              }}
            >
              <option value="">{t("draft.qm.formatOfficial")}</option>
              {formats
                .filter((f) => !f.official)
                .map((f) => (
                  <option key={f.format.name} value={f.format.name}>
                    {f.problems.length > 0 ? t("draft.qm.formatUnusable", { name: f.format.name }) : f.format.name}
                  </option>
                ))}
            </select>
          </label>
        )}
        {chosenFormat?.problems.map((p, i) => (
          <p class="error" key={i} data-testid="format-problem">
            {words.formatProblem(p)}
          </p>
        ))}
        <div class="field-row">
          <label>
            {t("draft.qm.scenario")}
            <select data-testid="scenario" value={scenario} onChange={(e) => setScenario((e.currentTarget as HTMLSelectElement).value)}>
              <option value="">{t("draft.qm.scenarioNone")}</option>
              {catalog?.scenarios.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.names[language] ?? s.names.en ?? s.id}
                </option>
              ))}
            </select>
          </label>
          {circuit && (
            <label>
              {t("draft.qm.stadium")}
              <select data-testid="stadium" value={stadium} onChange={(e) => setStadium((e.currentTarget as HTMLSelectElement).value)}>
                <option value="">{t("draft.qm.stadiumPick")}</option>
                {catalog?.stadiums.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name} ({s.faction})
                  </option>
                ))}
              </select>
            </label>
          )}
        </div>
      </section>
      <section class="qm-players">
        {SEATS.map((seat, index) => {
          const form = players[seat];
          const sponsor = sponsorOf(form.sponsor);
          return (
            <div class={`qm-player ${target === seat ? "targeted" : ""}`} key={seat} data-testid={`player-form-${seat}`}>
              <h2>{t("draft.qm.player", { n: index + 1 })}</h2>
              <label>
                {t("draft.qm.name")}
                <input
                  data-testid={`name-${seat}`}
                  value={form.name}
                  maxLength={100}
                  ref={seat === "first" ? firstName : secondName}
                  onInput={(e) => update(seat, { name: (e.currentTarget as HTMLInputElement).value })}
                  onKeyDown={(e) => {
                    // Enter: from the first name to the second, then to the search.
                    if (e.key !== "Enter") return;
                    e.preventDefault();
                    if (seat === "first") secondName.current?.focus();
                    else toSearch();
                  }}
                />
              </label>
              <label>
                {t("draft.qm.sponsor")}
                <select
                  data-testid={`sponsor-${seat}`}
                  value={form.sponsor}
                  onChange={(e) => update(seat, { sponsor: (e.currentTarget as HTMLSelectElement).value })}
                >
                  {(["basic", "special"] as const).map((kind) => (
                    <optgroup key={kind} label={t(kind === "basic" ? "draft.qm.basic" : "draft.qm.special")}>
                      {catalog?.sponsors
                        .filter((s) => s.kind === kind)
                        .map((s) => (
                          <option key={s.id} value={s.id}>
                            {s.name}
                          </option>
                        ))}
                    </optgroup>
                  ))}
                </select>
              </label>
              {sponsor?.kind === "special" && (
                <label class="check">
                  <input
                    type="checkbox"
                    data-testid={`unlocked-${seat}`}
                    checked={form.unlocked}
                    onChange={(e) => update(seat, { unlocked: (e.currentTarget as HTMLInputElement).checked })}
                  />
                  {t("draft.qm.unlocked")}
                </label>
              )}
              {sponsor && <p class="muted small-text">{sponsor.effect}</p>}
              <div class="lineup-head">
                <h3>{t("draft.qm.lineup", { count: form.lineup.length, size: lineupSize ?? "?" })}</h3>
                <button
                  class={`toggle ${target === seat ? "selected" : ""}`}
                  data-testid={`target-${seat}`}
                  aria-pressed={target === seat}
                  onClick={() => setTarget(seat)}
                >
                  {t("draft.qm.addHere")}
                </button>
              </div>
              <LineupChips
                lineup={form.lineup}
                onRemove={(id) => update(seat, { lineup: form.lineup.filter((c) => c !== id) })}
                removeLabel={(name) => t("draft.qm.remove", { name })}
                testId={`lineup-${seat}`}
                removeTestId={(id) => `remove-${seat}-${id}`}
              />
            </div>
          );
        })}
      </section>
      <section class="qm-section picker">
        <h2>{t("draft.qm.addTo", { name: players[target].name || t("draft.qm.player", { n: target === "first" ? 1 : 2 }) })}</h2>
        <CharacterPicker
          chosen={players[target].lineup}
          full={full(players[target].lineup)}
          onPick={add}
          products={catalog?.products.filter((p) => p.kind === "core" || p.kind === "expansion") ?? []}
          labels={{
            search: t("draft.qm.search"),
            allBoxes: t("catalog.filter.allBoxes"),
            initiative: t("draft.initiative"),
            enterHint: t("draft.qm.enterHint"),
          }}
        />
      </section>
      <section class="qm-section start">
        <fieldset class="qm-coin" data-testid="coin-choice">
          <legend>{t("draft.qm.coin")}</legend>
          <label class="check">
            <input
              type="radio"
              name="coin"
              data-testid="coin-app"
              checked={realCoin === null}
              onChange={() => setRealCoin(null)}
            />
            {t("draft.qm.coinApp")}
          </label>
          {SEATS.map((seat, index) => (
            <label class="check" key={seat}>
              <input
                type="radio"
                name="coin"
                data-testid={`coin-real-${seat}`}
                checked={realCoin === seat}
                onChange={() => setRealCoin(seat)}
              />
              {t("draft.qm.coinReal", { name: players[seat].name || t("draft.qm.player", { n: index + 1 }) })}
            </label>
          ))}
        </fieldset>
        <fieldset class="qm-clock" data-testid="clock-choice">
          <legend>{t("draft.clock.title")}</legend>
          <label class="check">
            <input type="checkbox" data-testid="clock-on" checked={timed} onChange={(e) => setTimed(e.currentTarget.checked)} />
            {t("draft.clock.on")}
          </label>
          {timed && (
            <>
              <label>
                {t("draft.clock.grace")}
                <input
                  type="number"
                  min={1}
                  max={600}
                  data-testid="clock-grace"
                  value={graceSeconds}
                  onInput={(e) => setGraceSeconds(Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)))}
                />
              </label>
              <label>
                {t("draft.clock.reserve")}
                <input
                  type="number"
                  min={0}
                  max={3600}
                  data-testid="clock-reserve"
                  value={reserveSeconds}
                  onInput={(e) => setReserveSeconds(Math.max(0, Math.floor(Number(e.currentTarget.value) || 0)))}
                />
              </label>
              <p class="muted">{t("draft.clock.expiryRule")}</p>
            </>
          )}
        </fieldset>
        {problems && problems.length > 0 && <p class="muted">{t("draft.qm.missing")}</p>}
        {problems && problems.length > 0 && (
          <ul class="problems" data-testid="setup-problems">
            {problems.map((p, i) => (
              <li key={i}>{words.setupProblem(p)}</li>
            ))}
          </ul>
        )}
        <button class="primary wide" data-testid="start-draft" ref={startButton} disabled={!ready} onClick={start}>
          {t("draft.qm.start")}
        </button>
      </section>
    </main>
  );
}

import { useEffect, useMemo, useState } from "preact/hooks";
import type {
  EventCatalog,
  EventDefinition,
  EventFormat,
  EventType,
  Mod,
  RematchPolicy,
  RulesetVersion,
  ScenarioChoice,
  SetupOptions,
} from "../../../bindings";
import { ErrorNotice, useErrorWords } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { LanguageSelect } from "../../../lib/LanguageSelect";
import type { Language } from "../../../i18n";
import { eventTypeName, formatName, modName, rulesetName } from "../../../lib/vocabulary";
import { aglCore } from "./actions";
import { modWarningText } from "./words";

type ScenarioEntry = { kind: "official"; id: string } | { kind: "homemade"; name: string };

/** The setup form of a new event: every choice is offered as the core allows it. */
export function EventSetup(props: { onCreated: (id: string) => void }) {
  const { t, language } = useI18n();
  const [catalog, setCatalog] = useState<EventCatalog | null>(null);
  const [name, setName] = useState("");
  const [ruleset, setRuleset] = useState<RulesetVersion>("agl-v1.0");
  const [format, setFormat] = useState<EventFormat>("standard-tournament");
  const [mods, setMods] = useState<Mod[]>([]);
  const [eventType, setEventType] = useState<EventType>("standard");
  const [stadium, setStadium] = useState<string>("");
  const [decideLater, setDecideLater] = useState(false);
  const [rounds, setRounds] = useState(3);
  const [scenarios, setScenarios] = useState<ScenarioEntry[]>([]);
  const [rematches, setRematches] = useState<RematchPolicy>("avoid");
  // Open formats: the Starting Lineup's size the organizer chooses (null: the Mods' size).
  const [lineupSize, setLineupSize] = useState<number | null>(null);
  const [options, setOptions] = useState<SetupOptions | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const words = useErrorWords();

  useEffect(() => {
    Promise.resolve()
      .then(() => aglCore.catalog())
      .then(setCatalog)
      .catch(setError);
  }, []);

  // Every change of version, format or Mods asks the core what is allowed now.
  useEffect(() => {
    let live = true;
    Promise.resolve()
      .then(() => aglCore.setupOptions(ruleset, format, mods))
      .then((o) => {
        if (!live) return;
        setOptions(o);
        // A Mod the other version does not list is dropped.
        const listed = o.mods.map((m) => m.mod);
        if (mods.some((m) => !listed.includes(m))) setMods(mods.filter((m) => listed.includes(m)));
        // Keep the event type if the format allows it, else take the first it allows.
        const allowed = o.event_types.filter((e) => e.allowed).map((e) => e.event_type);
        if (!allowed.includes(eventType) && allowed[0]) setEventType(allowed[0]);
        if (rounds < o.minimum_rounds) setRounds(o.minimum_rounds);
      })
      .catch(setError);
    return () => {
      live = false;
    };
  }, [ruleset, format, mods.join(",")]);

  useEffect(() => {
    if (!catalog) return;
    // One scenario per planned round (three when the count is decided at round 1).
    const wanted = decideLater ? Math.max(scenarios.length, 3) : rounds;
    if (scenarios.length !== wanted) {
      const next = scenarios.slice(0, wanted);
      while (next.length < wanted) {
        const used = next.map((s) => (s.kind === "official" ? s.id : ""));
        const free = catalog.scenarios.find((s) => !used.includes(s.id)) ?? catalog.scenarios[0];
        next.push({ kind: "official", id: free?.id ?? "" });
      }
      setScenarios(next);
    }
  }, [catalog, rounds, decideLater]);

  const scenarioLabel = (id: string) => {
    const found = catalog?.scenarios.find((s) => s.id === id);
    return found?.names[language] ?? found?.names.en ?? id;
  };

  const toggleMod = (mod: Mod) =>
    setMods(mods.includes(mod) ? mods.filter((m) => m !== mod) : [...mods, mod]);

  const definition = useMemo((): EventDefinition => {
    const choices: ScenarioChoice[] = scenarios
      .filter((s) => (s.kind === "official" ? s.id !== "" : s.name.trim() !== ""))
      .map((s) => (s.kind === "official" ? { kind: "official", id: s.id } : { kind: "homemade", name: s.name.trim() }));
    return {
      name: name.trim(),
      format,
      ruleset,
      mods,
      event_type: eventType,
      rounds: decideLater ? null : rounds,
      scenarios: choices,
      stadium: options?.needs_stadium && stadium ? stadium : null,
      // Round 1's seed is drawn by the core when round 1 is paired, and recorded then
      // (docs/rulings.md, "Round 1's draw"): the definition fixes none.
      seed: null,
      rematches,
      lineup_size: options?.lineup_sizes && lineupSize !== null ? lineupSize : null,
      // The edition of the rulings a new event is read under, as the core says.
      ...(options ? { rulings: options.rulings } : {}),
      // A new event pairs each round as the organizer's proposal, shown beyond the desk once
      // published (docs/rulings.md, "Publishing a round").
      publish_rounds: true,
    };
  }, [name, format, ruleset, mods, eventType, decideLater, rounds, scenarios, stadium, rematches, options, lineupSize]);

  // The papers speak the event's language, chosen with the event (the window's, to begin with).
  const [paperLanguage, setPaperLanguage] = useState<Language>(language);

  const create = async () => {
    setBusy(true);
    setError(null);
    try {
      const view = await aglCore.create(definition, paperLanguage);
      props.onCreated(view.id);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      void create();
    }
  };

  if (!catalog || !options) return <p>{t("common.loading")}</p>;

  const suggestion = options.round_suggestions
    .map((s) =>
      s.to_players === null
        ? t("event.setup.suggestionFrom", { from: s.from_players, rounds: s.rounds })
        : t("event.setup.suggestionRange", { from: s.from_players, to: s.to_players, rounds: s.rounds }),
    )
    .join(" · ");

  return (
    <form
      class="event-setup"
      data-testid="event-setup"
      onKeyDown={onKey}
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <label class="event-field">
        <span>{t("event.setup.name")}</span>
        <input
          data-testid="setup-name"
          value={name}
          maxLength={120}
          required
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
        />
      </label>

      <label class="event-field">
        <span>{t("event.paper.language")}</span>
        <LanguageSelect testId="setup-paper-language" value={paperLanguage} onChange={setPaperLanguage} />
      </label>

      <fieldset class="event-choices">
        <legend>{t("event.setup.ruleset")}</legend>
        {catalog.versions.map((v) => (
          <button
            type="button"
            key={v}
            class={`choice ${ruleset === v ? "chosen" : ""}`}
            aria-pressed={ruleset === v}
            data-testid={`setup-ruleset-${v}`}
            onClick={() => setRuleset(v)}
          >
            {rulesetName(t, v)}
          </button>
        ))}
      </fieldset>

      <fieldset class="event-choices">
        <legend>{t("event.setup.format")}</legend>
        {catalog.formats.map((f) => (
          <button
            type="button"
            key={f}
            class={`choice ${format === f ? "chosen" : ""}`}
            aria-pressed={format === f}
            data-testid={`setup-format-${f}`}
            onClick={() => setFormat(f)}
          >
            {formatName(t, f)}
          </button>
        ))}
      </fieldset>

      <fieldset class="event-choices">
        <legend>{t("event.setup.mods")}</legend>
        {options.mods.map((m) => (
          <button
            type="button"
            key={m.mod}
            class={`choice ${m.chosen ? "chosen" : ""}`}
            aria-pressed={m.chosen}
            disabled={!m.allowed && !m.chosen}
            title={m.allowed ? "" : m.problems.map(words.modProblem).join(" ")}
            data-testid={`setup-mod-${m.mod}`}
            onClick={() => toggleMod(m.mod)}
          >
            {modName(m.mod)}
          </button>
        ))}
        {options.mods.some((m) => !m.allowed && !m.chosen) && (
          <p class="hint">{t("event.setup.modsClosed")}</p>
        )}
        {options.mod_problems.map((p, i) => (
          <p class="error" key={i}>
            {words.modProblem(p)}
          </p>
        ))}
        {options.mod_warnings.map((w, i) => (
          <p class="warning" key={i} data-testid="setup-mod-warning">
            ⚠ {modWarningText(t, w)}
          </p>
        ))}
      </fieldset>

      <fieldset class="event-choices">
        <legend>{t("event.setup.eventType")}</legend>
        {options.event_types.map((e) => (
          <button
            type="button"
            key={e.event_type}
            class={`choice ${eventType === e.event_type ? "chosen" : ""}`}
            aria-pressed={eventType === e.event_type}
            disabled={!e.allowed}
            data-testid={`setup-type-${e.event_type}`}
            onClick={() => setEventType(e.event_type)}
          >
            {eventTypeName(e.event_type)} <span class="muted">K {e.k_factor}</span>
          </button>
        ))}
      </fieldset>

      {options.needs_stadium && (
        <label class="event-field">
          <span>{t("event.setup.stadium")}</span>
          <select
            data-testid="setup-stadium"
            value={stadium}
            onChange={(e) => setStadium((e.currentTarget as HTMLSelectElement).value)}
          >
            <option value="">{t("event.setup.chooseStadium")}</option>
            {catalog.stadiums.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} — {s.effect}
              </option>
            ))}
          </select>
        </label>
      )}

      <fieldset class="event-choices">
        <legend>{t("event.setup.rounds")}</legend>
        <label class="inline">
          <input
            type="number"
            data-testid="setup-rounds"
            min={options.minimum_rounds}
            max={options.maximum_rounds}
            value={rounds}
            disabled={decideLater}
            onInput={(e) => {
              const n = Number((e.currentTarget as HTMLInputElement).value);
              if (Number.isFinite(n)) setRounds(Math.min(options.maximum_rounds, Math.max(1, Math.round(n))));
            }}
          />
        </label>
        <label class="inline check">
          <input
            type="checkbox"
            checked={decideLater}
            data-testid="setup-rounds-later"
            onChange={(e) => setDecideLater((e.currentTarget as HTMLInputElement).checked)}
          />
          {t("event.setup.roundsLater")}
        </label>
        <p class="hint" data-testid="setup-suggestion">
          {t("event.setup.suggestion", { table: suggestion, minimum: options.minimum_rounds })}
        </p>
      </fieldset>

      <fieldset class="event-choices scenarios">
        <legend>{t("event.setup.scenarios")}</legend>
        {scenarios.map((s, i) => (
          <div class="scenario-row" key={i}>
            <span class="round-label">{t("event.round", { round: i + 1 })}</span>
            <select
              data-testid={`setup-scenario-${i + 1}`}
              value={s.kind === "official" ? s.id : "__homemade"}
              onChange={(e) => {
                const value = (e.currentTarget as HTMLSelectElement).value;
                const next = [...scenarios];
                next[i] = value === "__homemade" ? { kind: "homemade", name: "" } : { kind: "official", id: value };
                setScenarios(next);
              }}
            >
              {catalog.scenarios.map((c) => (
                <option key={c.id} value={c.id}>
                  {scenarioLabel(c.id)}
                </option>
              ))}
              {options.homemade_scenarios && <option value="__homemade">{t("event.setup.homemade")}</option>}
            </select>
            {s.kind === "homemade" && (
              <input
                placeholder={t("event.setup.homemadeName")}
                value={s.name}
                onInput={(e) => {
                  const next = [...scenarios];
                  next[i] = { kind: "homemade", name: (e.currentTarget as HTMLInputElement).value };
                  setScenarios(next);
                }}
              />
            )}
          </div>
        ))}
        {decideLater && (
          <button
            type="button"
            class="secondary"
            onClick={() => setScenarios([...scenarios, { kind: "official", id: catalog.scenarios[0]?.id ?? "" }])}
          >
            {t("event.setup.addScenario")}
          </button>
        )}
        {decideLater && (
          <p class="hint" data-testid="setup-scenarios-later">
            {t("event.setup.scenariosLater")}
          </p>
        )}
        <p class="hint">
          {options.scenarios_may_repeat ? t("event.setup.scenariosRepeat") : t("event.setup.scenariosNoRepeat")}
        </p>
      </fieldset>

      <details class="event-advanced">
        <summary>{t("event.setup.advanced")}</summary>
        <p class="hint" data-testid="setup-seed">
          {t("event.setup.seed")}
        </p>
        <p class="hint" data-testid="setup-publish-rounds">
          {t("event.setup.publishRounds")}
        </p>
        <label class="inline check">
          <input
            type="checkbox"
            checked={rematches === "allow-as-rule-text"}
            onChange={(e) =>
              setRematches((e.currentTarget as HTMLInputElement).checked ? "allow-as-rule-text" : "avoid")
            }
          />
          {t("event.setup.strictRematches")}
        </label>
      </details>

      {options.lineup_sizes && (
        <label class="event-field">
          <span>{t("event.setup.lineupSize")}</span>
          <input
            type="number"
            data-testid="setup-lineup-size"
            min={options.lineup_sizes.minimum}
            max={options.lineup_sizes.maximum}
            value={lineupSize ?? options.lineup_sizes.drafted}
            onInput={(e) => {
              const n = Math.floor(Number((e.currentTarget as HTMLInputElement).value));
              setLineupSize(Number.isFinite(n) && n !== options.lineup_sizes?.drafted ? n : null);
            }}
          />
          {lineupSize !== null && <span class="hint">{t("event.setup.lineupSizeOwn", { size: options.lineup_sizes.drafted })}</span>}
        </label>
      )}

      <div class="event-requirements">
        <p>
          {options.sponsor_required ? t("event.setup.sponsorRequired") : t("event.setup.sponsorOptional")}{" "}
          {options.lineup_required
            ? t("event.setup.lineupRequired", { size: options.lineup_size })
            : t("event.setup.lineupOptional", { size: options.lineup_size })}
        </p>
      </div>

      <ErrorNotice error={error} testId="setup-error" />

      <button type="submit" class="primary" data-testid="setup-create" disabled={busy} aria-keyshortcuts="Control+Enter">
        {t("event.setup.create")}
      </button>
    </form>
  );
}

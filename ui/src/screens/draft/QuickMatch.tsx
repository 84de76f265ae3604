// Quick match: the setup of one game at this table. The core says which Mods may go together
// (and why not), checks the whole setup as it is typed, draws the coin toss's seed and records
// the draft; the screen only gathers the choices.
import { useEffect, useState } from "preact/hooks";
import type {
  CharacterSummary,
  DraftSetup,
  Mod,
  ModsCheck,
  PlayerSetup,
  QuickMatchCatalog,
  RulesetVersion,
  Seat,
  TableDraftSummary,
} from "../../bindings";
import { describeError } from "../../lib/backend";
import { useI18n } from "../../lib/i18n-context";
import { modProblemsText } from "../../lib/modProblems";
import { draftApi } from "./api";
import { initials, MOD_NAMES, SEATS } from "./names";
import "./draft.css";

type PlayerForm = { name: string; sponsor: string; unlocked: boolean; lineup: string[] };
const emptyPlayer = (): PlayerForm => ({ name: "", sponsor: "oxyd", unlocked: false, lineup: [] });


export function QuickMatch(props: { open: (id: string) => void }) {
  const { t, language } = useI18n();
  const [catalog, setCatalog] = useState<QuickMatchCatalog | null>(null);
  const [version, setVersion] = useState<RulesetVersion>("agl-v1.0");
  const [mods, setMods] = useState<Mod[]>([]);
  const [modsCheck, setModsCheck] = useState<ModsCheck | null>(null);
  const [scenario, setScenario] = useState<string>("");
  const [stadium, setStadium] = useState<string>("");
  const [players, setPlayers] = useState<Record<Seat, PlayerForm>>({ first: emptyPlayer(), second: emptyPlayer() });
  const [target, setTarget] = useState<Seat>("first");
  const [text, setText] = useState("");
  const [product, setProduct] = useState<string>("");
  const [results, setResults] = useState<CharacterSummary[]>([]);
  const [problems, setProblems] = useState<string[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<TableDraftSummary[]>([]);
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    draftApi.catalog().then(setCatalog).catch((e) => setError(describeError(e)));
    draftApi.list().then(setDrafts).catch(() => undefined);
  }, []);

  useEffect(() => {
    draftApi.checkMods(version, mods).then(setModsCheck).catch((e) => setError(describeError(e)));
  }, [version, mods.join(",")]);

  useEffect(() => {
    let current = true;
    draftApi
      .search(text, product === "" ? null : product)
      .then((found) => current && setResults(found))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [text, product]);

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
    scenario: scenario === "" ? null : scenario,
    stadium: circuit && stadium !== "" ? stadium : null,
  };
  const setupKey = JSON.stringify(setup);

  useEffect(() => {
    let current = true;
    draftApi
      .checkSetup(setup)
      .then((found) => current && setProblems(found))
      .catch((e) => current && setProblems([describeError(e)]));
    return () => {
      current = false;
    };
  }, [setupKey]);

  const lineupSize = modsCheck?.lineupSize ?? 8;
  const update = (seat: Seat, change: Partial<PlayerForm>) =>
    setPlayers((now) => ({ ...now, [seat]: { ...now[seat], ...change } }));
  const add = (id: string) => {
    const lineup = players[target].lineup;
    if (lineup.includes(id) || lineup.length >= lineupSize) return;
    const next = [...lineup, id];
    update(target, { lineup: next });
    if (next.length >= lineupSize && target === "first" && players.second.lineup.length < lineupSize) setTarget("second");
  };
  const nameOf = (id: string) => results.find((c) => c.id === id)?.name ?? cardNames[id] ?? id;
  const [cardNames, setCardNames] = useState<Record<string, string>>({});
  useEffect(() => {
    setCardNames((known) => {
      const next = { ...known };
      for (const c of results) next[c.id] = c.name;
      return next;
    });
  }, [results]);

  const start = async () => {
    setStarting(true);
    try {
      const created = await draftApi.create(setup, true, null);
      props.open(created.id);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setStarting(false);
    }
  };

  const versionChoice = catalog?.versions.find((v) => v.version === version);
  const ready = problems !== null && problems.length === 0 && !starting;

  return (
    <main class="quick-match" data-testid="quick-match">
      <h1>{t("draft.qm.title")}</h1>
      {error && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
      {drafts.length > 0 && (
        <details class="resume">
          <summary>{t("draft.qm.resume", { count: drafts.length })}</summary>
          <ul>
            {drafts.map((d) => (
              <li key={d.id}>
                <button class="secondary" data-testid={`resume-${d.id}`} onClick={() => props.open(d.id)}>
                  {d.title} · {new Date(d.updatedAt * 1000).toLocaleString(language)}
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
              {v.label}
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
                title={choice.allowed ? undefined : modProblemsText(language, choice.problems)}
                data-testid={`mod-${choice.mod}`}
                onClick={() =>
                  setMods(choice.chosen ? mods.filter((m) => m !== choice.mod) : [...mods, choice.mod])
                }
              >
                {MOD_NAMES[choice.mod]}
              </button>
              {!choice.allowed && (
                <small class="muted" data-testid={`mod-reason-${choice.mod}`}>
                  {modProblemsText(language, choice.problems)}
                </small>
              )}
            </span>
          ))}
        </div>
        {modsCheck?.problems.map((p) => (
          <p class="error" key={p}>
            {p}
          </p>
        ))}
        <p class="muted">
          {t("draft.qm.sizes", { lineup: lineupSize, team: modsCheck?.teamSize ?? 4 })}
          {versionChoice && ` · ${versionChoice.label}`}
        </p>
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
                  onInput={(e) => update(seat, { name: (e.currentTarget as HTMLInputElement).value })}
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
                <h3>{t("draft.qm.lineup", { count: form.lineup.length, size: lineupSize })}</h3>
                <button
                  class={`toggle ${target === seat ? "selected" : ""}`}
                  data-testid={`target-${seat}`}
                  aria-pressed={target === seat}
                  onClick={() => setTarget(seat)}
                >
                  {t("draft.qm.addHere")}
                </button>
              </div>
              <ul class="chips" data-testid={`lineup-${seat}`}>
                {form.lineup.map((id) => (
                  <li key={id} class="chip-card">
                    <span class="portrait small">{initials(nameOf(id))}</span>
                    {nameOf(id)}
                    <button
                      class="chip-remove"
                      aria-label={t("draft.qm.remove", { name: nameOf(id) })}
                      data-testid={`remove-${seat}-${id}`}
                      onClick={() => update(seat, { lineup: form.lineup.filter((c) => c !== id) })}
                    >
                      ×
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </section>
      <section class="qm-section picker">
        <h2>{t("draft.qm.addTo", { name: players[target].name || t("draft.qm.player", { n: target === "first" ? 1 : 2 }) })}</h2>
        <div class="field-row">
          <input
            type="search"
            data-testid="search"
            placeholder={t("draft.qm.search")}
            value={text}
            onInput={(e) => setText((e.currentTarget as HTMLInputElement).value)}
          />
          <select data-testid="box" value={product} onChange={(e) => setProduct((e.currentTarget as HTMLSelectElement).value)}>
            <option value="">{t("catalog.filter.allBoxes")}</option>
            {catalog?.products
              .filter((p) => p.kind === "core" || p.kind === "expansion")
              .map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
          </select>
        </div>
        <div class="card-grid" data-testid="search-results">
          {results.map((c) => {
            const taken = players[target].lineup.includes(c.id);
            return (
              <button
                key={c.id}
                class={`card ${taken ? "selected" : ""}`}
                disabled={taken || players[target].lineup.length >= lineupSize}
                data-testid={`result-${c.id}`}
                onClick={() => add(c.id)}
              >
                <span class="portrait">{initials(c.name)}</span>
                <span class="card-name">{c.name}</span>
                <span class="muted small-text">
                  {c.productName} · {t("draft.initiative")} {c.initiative ?? "?"}
                </span>
              </button>
            );
          })}
        </div>
      </section>
      <section class="qm-section start">
        {problems && problems.length > 0 && (
          <ul class="problems" data-testid="setup-problems">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        )}
        <button class="primary wide" data-testid="start-draft" disabled={!ready} onClick={start}>
          {t("draft.qm.start")}
        </button>
      </section>
    </main>
  );
}

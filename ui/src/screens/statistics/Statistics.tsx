// What the meta looks like: the pick, ban and win statistics of an event, a season ledger's
// events or chosen journals, under filters. The core replays the journals and counts from what
// is public (crates/stats); this screen only asks, sorts and draws. Counted for the organizer,
// decks of finished events count; counted for players, nothing secret does, and the exports made
// here say the same as the screen.
import { useEffect, useMemo, useRef, useState } from "preact/hooks";
import {
  commands,
  type Affiliation,
  type CharacterStats,
  type DeckPublicity,
  type ExportAudience,
  type Filter,
  type IaCards,
  type IaCardStats,
  type IaCommandStats,
  type SeasonPoint,
  type SponsorStats,
  type StatsFileFormat,
  type StatsReport,
  type StatsScope,
  type TacticStats,
} from "../../bindings";
import { call, useCommand } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { chooseSaveFile } from "../../lib/files";
import { useI18n } from "../../lib/i18n-context";
import type { MessageKey } from "../../i18n";
import { useGameNames } from "../../lib/names";
import { formatName, rulesetName } from "../../lib/vocabulary";
import { Breakdowns } from "./Breakdowns";
import { PickWinChart, pickWinPoints } from "./PickWinChart";
import { SeasonChart } from "./SeasonChart";
import { RateCell, StatsTable, WinRateCell, type Column } from "./StatsTable";
import "../catalog/catalog.css";
import "../desk/shared/desk.css";
import "./statistics.css";

/** Rates out of fewer games are noise until the organizer says otherwise (the core's default). */
export const DEFAULT_THRESHOLD = 20;

const emptyFilter = (threshold: number): Filter => ({
  events: null,
  ruleset: null,
  format: null,
  firstRound: null,
  lastRound: null,
  stage: null,
  fromDate: null,
  toDate: null,
  lowSampleUnder: threshold,
});

/** A whole number typed in a field, or `null` when the field is empty or holds no number. */
function wholeNumber(text: string): number | null {
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

export type StatisticsProps = {
  scope: StatsScope;
  /** The event's name or the ledger's season (unused for chosen journals). */
  title: string;
  /** Back where the statistics were opened from. */
  back?: () => void;
};

export function Statistics(props: StatisticsProps) {
  const { t, language } = useI18n();
  const game = useGameNames();
  const command = useCommand();
  const exporting = useCommand();
  const [filter, setFilter] = useState<Filter>(() => emptyFilter(DEFAULT_THRESHOLD));
  const [audience, setAudience] = useState<ExportAudience>("organizer");
  const [report, setReport] = useState<StatsReport | null>(null);
  const [written, setWritten] = useState<string | null>(null);
  const [iaCards, setIaCards] = useState<IaCards | null>(null);
  // Only the newest answer is drawn: a slower answer to an older filter must not replace it.
  const asked = useRef(0);
  // Bumped when the event changes under the screen (its decks made public): count again.
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const ask = ++asked.current;
    void command.run(async () => {
      const next = await call(commands.statistics(props.scope, filter, audience));
      if (ask === asked.current) setReport(next);
    });
  }, [props.scope, filter, audience, generation]);

  // An AGL event's decks: secret until it ends, then public at the organizer's choice.
  const eventId = props.scope.kind === "event" ? props.scope.id : null;
  const [decks, setDecks] = useState<DeckPublicity | null>(null);
  const publishing = useCommand();
  useEffect(() => {
    if (eventId === null) return;
    // The switch is a convenience beside the statistics: without an answer it is not shown.
    void (async () => {
      try {
        setDecks(await call(commands.deckPublicity(eventId)));
      } catch {
        setDecks(null);
      }
    })();
  }, [eventId]);
  const makeDecksPublic = async () => {
    if (eventId === null || decks === null) return;
    const now = await publishing.run(() => call(commands.makeDecksPublic(eventId, decks.seq)));
    if (now) {
      setDecks(now);
      setGeneration((g) => g + 1);
    }
  };

  // A season ledger's character over its events, from the core; the most drafted one first.
  const seasonal = props.scope.kind === "ledger";
  const [seasonCharacter, setSeasonCharacter] = useState<string | null>(null);
  const [season, setSeason] = useState<SeasonPoint[]>([]);
  const mostDrafted = useMemo(
    () => [...(report?.agl.characters ?? [])].sort((a, b) => b.drafted.hits - a.drafted.hits || a.character.localeCompare(b.character))[0]?.character ?? null,
    [report],
  );
  const shownCharacter = seasonCharacter ?? mostDrafted;
  const seasonAsked = useRef(0);
  useEffect(() => {
    if (!seasonal || shownCharacter === null) return;
    const ask = ++seasonAsked.current;
    void command.run(async () => {
      const points = await call(commands.characterSeason(props.scope, filter, audience, shownCharacter));
      if (ask === seasonAsked.current) setSeason(points);
    });
  }, [seasonal, props.scope, filter, audience, shownCharacter, generation]);

  const hasIaLists = (report?.ia.lists ?? 0) > 0;
  useEffect(() => {
    // Card names are a convenience: without them ids are shown.
    if (hasIaLists && iaCards === null) Promise.resolve(commands.iaCards()).then(setIaCards).catch(() => undefined);
  }, [hasIaLists]);

  const threshold = filter.lowSampleUnder ?? DEFAULT_THRESHOLD;
  const change = (patch: Partial<Filter>) => {
    setWritten(null);
    setFilter((f) => ({ ...f, ...patch }));
  };

  const characterName = (id: string) => game.characters.find((c) => c.id === id)?.name ?? id;
  const sponsorName = (id: string) => game.catalog?.sponsors.find((s) => s.id === id)?.name ?? id;
  // A card's elite and regular sides share a name, and a subtitle tells two figures apart.
  const deploymentName = (id: string) => {
    const card = iaCards?.deployment.find((c) => c.id === id);
    if (!card) return id;
    const name = card.subtitle ? `${card.name}, ${card.subtitle}` : card.name;
    return card.elite ? t("stats.elite", { name }) : name;
  };
  const commandName = (id: string) => iaCards?.command.find((c) => c.id === id)?.name ?? id;
  const affiliationName = (a: Affiliation) => t(`ia.affiliation.${a}` as MessageKey);

  const points = useMemo(
    () => pickWinPoints(report?.agl.characters ?? [], characterName),
    [report, game.characters],
  );

  const exportAs = async (format: StatsFileFormat, to: string | null) => {
    setWritten(null);
    const file = await exporting.run(() =>
      call(commands.exportStatistics(props.scope, filter, audience, format, to)),
    );
    if (file) setWritten(file.path);
  };
  /** The printable page, in the screen's language. */
  const exportPdf = async () => {
    setWritten(null);
    const file = await exporting.run(() =>
      call(commands.exportStatisticsPdf(props.scope, filter, audience, language, null)),
    );
    if (file) setWritten(file.path);
  };
  const saveAs = async (format: StatsFileFormat) => {
    let to: string | null = null;
    try {
      to = await chooseSaveFile(`hexadraft-statistics.${format}`, [{ name: format.toUpperCase(), extensions: [format] }]);
    } catch {
      // No dialog on this desktop: the export buttons beside this one still write the file.
      return;
    }
    if (to !== null) await exportAs(format, to);
  };

  const scopeLine =
    props.scope.kind === "event"
      ? t("stats.scope.event", { name: props.title })
      : props.scope.kind === "ledger"
        ? t("stats.scope.ledger", { name: props.title })
        : t("stats.scope.journals", { count: props.scope.ids.length });

  const winRateColumn = <Row extends { winRate: CharacterStats["winRate"] }>(): Column<Row> => ({
    id: "winRate",
    label: t("stats.col.winRate"),
    value: (r) => r.winRate.rate.value,
    rate: (r) => r.winRate.rate,
    cell: (r) => <WinRateCell winRate={r.winRate} threshold={threshold} />,
    numeric: true,
  });
  const count = <Row,>(id: string, label: MessageKey, of: (r: Row) => number): Column<Row> => ({
    id,
    label: t(label),
    value: of,
    cell: (r) => of(r),
    numeric: true,
  });

  // The rates first (the win rate would otherwise sit beyond a narrow window's edge); the lineups
  // a character stood in are the count beside its pick rate.
  const characterColumns: Column<CharacterStats>[] = [
    { id: "name", label: t("stats.col.character"), value: (c) => characterName(c.character), cell: (c) => characterName(c.character) },
    {
      id: "drafted",
      label: t("stats.col.drafted"),
      value: (c) => c.drafted.value,
      rate: (c) => c.drafted,
      cell: (c) => <RateCell rate={c.drafted} threshold={threshold} />,
      numeric: true,
    },
    winRateColumn<CharacterStats>(),
    count("firstPicks", "stats.col.firstPicks", (c) => c.firstPicks),
    {
      id: "averageSlot",
      label: t("stats.col.averageSlot"),
      // An earlier pick is the stronger one: sorted high to low, the earliest comes first.
      value: (c) => (c.averagePickSlot === null ? null : -c.averagePickSlot),
      cell: (c) =>
        c.averagePickSlot === null
          ? "–"
          : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(c.averagePickSlot),
      numeric: true,
    },
    count("bans", "stats.col.bans", (c) => c.bans),
    count("blocks", "stats.col.blocks", (c) => c.blocks),
    count("contested", "stats.col.contested", (c) => c.contested),
    {
      id: "swaps",
      label: t("stats.col.swaps"),
      value: (c) => c.swappedIn + c.swappedOut,
      cell: (c) => `${c.swappedIn} / ${c.swappedOut}`,
      numeric: true,
    },
  ];
  const sponsorColumns: Column<SponsorStats>[] = [
    { id: "name", label: t("stats.col.sponsor"), value: (s) => sponsorName(s.sponsor), cell: (s) => sponsorName(s.sponsor) },
    count("players", "stats.col.players", (s) => s.players),
    count("drafts", "stats.col.drafts", (s) => s.drafts),
    winRateColumn<SponsorStats>(),
  ];
  const tacticName = (x: TacticStats) => x.name ?? t("stats.tacticSlot", { slot: x.slot });
  const tacticColumns: Column<TacticStats>[] = [
    { id: "character", label: t("stats.col.character"), value: (x) => characterName(x.character), cell: (x) => characterName(x.character) },
    { id: "tactic", label: t("stats.col.tactic"), value: tacticName, cell: tacticName },
    {
      id: "included",
      label: t("stats.col.included"),
      value: (x) => x.included.value,
      rate: (x) => x.included,
      cell: (x) => <RateCell rate={x.included} threshold={threshold} />,
      numeric: true,
    },
  ];
  const iaColumns = <K extends string>(label: MessageKey, name: (k: K) => string): Column<IaCardStats<K>>[] => [
    { id: "name", label: t(label), value: (c) => name(c.key), cell: (c) => name(c.key) },
    {
      id: "share",
      label: t("stats.col.share"),
      value: (c) => c.share.value,
      rate: (c) => c.share,
      cell: (c) => <RateCell rate={c.share} threshold={threshold} />,
      numeric: true,
    },
    count("players", "stats.col.players", (c) => c.players),
    winRateColumn<IaCardStats<K>>(),
    {
      id: "cut",
      label: t("stats.col.cut"),
      value: (c) => c.cutConversion.value,
      rate: (c) => c.cutConversion,
      cell: (c) => <RateCell rate={c.cutConversion} threshold={threshold} />,
      numeric: true,
    },
  ];
  const commandColumns: Column<IaCommandStats>[] = [
    { id: "name", label: t("stats.col.card"), value: (c) => commandName(c.card), cell: (c) => commandName(c.card) },
    {
      id: "share",
      label: t("stats.col.share"),
      value: (c) => c.share.value,
      rate: (c) => c.share,
      cell: (c) => <RateCell rate={c.share} threshold={threshold} />,
      numeric: true,
    },
  ];

  const agl = report?.agl;
  const ia = report?.ia;
  const nothing = report !== null && agl?.games === 0 && ia?.games === 0 && ia?.lists === 0;

  return (
    <main class="statistics" data-testid="statistics-screen">
      <header class="stats-header">
        {props.back && (
          <button type="button" class="secondary-button" data-testid="stats-back" onClick={props.back}>
            ← {t("stats.back")}
          </button>
        )}
        <h1>{t("stats.title")}</h1>
        <p class="muted" data-testid="stats-scope">
          {scopeLine}
        </p>
      </header>

      <section class="panel stats-filters" data-testid="stats-filters">
        <h2>{t("stats.filters")}</h2>
        <div class="stats-filter-grid">
          <FilterChoice
            label={t("stats.filter.ruleset")}
            testId="stats-filter-ruleset"
            any={t("stats.filter.any")}
            value={filter.ruleset}
            choices={(game.catalog?.versions ?? []).map((v) => ({ value: v, label: rulesetName(t, v) }))}
            choose={(ruleset) => change({ ruleset })}
          />
          <FilterChoice
            label={t("stats.filter.format")}
            testId="stats-filter-format"
            any={t("stats.filter.any")}
            value={filter.format}
            choices={(game.catalog?.formats ?? []).map((f) => ({ value: f, label: formatName(t, f) }))}
            choose={(format) => change({ format })}
          />
          <FilterChoice
            label={t("stats.filter.stage")}
            testId="stats-filter-stage"
            any={t("stats.filter.any")}
            value={filter.stage}
            choices={[
              { value: "swiss" as const, label: t("stats.filter.swiss") },
              { value: "cut" as const, label: t("stats.filter.cut") },
            ]}
            choose={(stage) => change({ stage })}
          />
          <label>
            {t("stats.filter.firstRound")}
            <input
              type="number"
              min={1}
              data-testid="stats-filter-first-round"
              value={filter.firstRound ?? ""}
              onInput={(e) => change({ firstRound: wholeNumber((e.currentTarget as HTMLInputElement).value) })}
            />
          </label>
          <label>
            {t("stats.filter.lastRound")}
            <input
              type="number"
              min={1}
              data-testid="stats-filter-last-round"
              value={filter.lastRound ?? ""}
              onInput={(e) => change({ lastRound: wholeNumber((e.currentTarget as HTMLInputElement).value) })}
            />
          </label>
          <label>
            {t("stats.filter.fromDate")}
            <input
              type="date"
              data-testid="stats-filter-from-date"
              value={filter.fromDate ?? ""}
              onInput={(e) => change({ fromDate: (e.currentTarget as HTMLInputElement).value || null })}
            />
          </label>
          <label>
            {t("stats.filter.toDate")}
            <input
              type="date"
              data-testid="stats-filter-to-date"
              value={filter.toDate ?? ""}
              onInput={(e) => change({ toDate: (e.currentTarget as HTMLInputElement).value || null })}
            />
          </label>
          <label>
            {t("stats.filter.threshold")}
            <input
              type="number"
              min={0}
              data-testid="stats-threshold"
              value={threshold}
              onInput={(e) => change({ lowSampleUnder: wholeNumber((e.currentTarget as HTMLInputElement).value) ?? DEFAULT_THRESHOLD })}
            />
          </label>
          <label>
            {t("stats.filter.audience")}
            <select
              data-testid="stats-audience"
              value={audience}
              onChange={(e) => {
                setWritten(null);
                setAudience((e.currentTarget as HTMLSelectElement).value as ExportAudience);
              }}
            >
              <option value="organizer">{t("stats.filter.organizer")}</option>
              <option value="player_safe">{t("stats.filter.playerSafe")}</option>
            </select>
          </label>
        </div>
        <div class="button-row">
          <button type="button" class="secondary-button" data-testid="stats-filter-reset" onClick={() => change(emptyFilter(threshold))}>
            {t("stats.filter.reset")}
          </button>
        </div>
        <p class="muted small" data-testid="stats-audience-hint">
          {audience === "organizer" ? t("stats.audience.organizer") : t("stats.audience.playerSafe")}
        </p>
        <p class="muted small" data-testid="stats-legend">
          {t("stats.lowSample.legend", { mark: `n<${threshold}`, threshold })}
        </p>
      </section>

      {decks !== null && (
        <section class="panel stats-decks" data-testid="stats-decks" data-public={String(decks.public)} data-finished={String(decks.finished)}>
          <h2>{t("stats.decks.title")}</h2>
          <p class="muted">
            {decks.public ? t("stats.decks.public") : decks.finished ? t("stats.decks.private") : t("stats.decks.running")}
          </p>
          {!decks.public && (
            <button
              type="button"
              class="secondary-button"
              data-testid="stats-decks-make-public"
              disabled={!decks.finished || publishing.busy}
              onClick={() => void makeDecksPublic()}
            >
              {t("stats.decks.make")}
            </button>
          )}
          <ErrorNotice error={publishing.error} testId="stats-decks-error" onDismiss={publishing.clear} />
        </section>
      )}

      <ErrorNotice error={command.error} testId="stats-error" onDismiss={command.clear} />
      {report === null ? (
        <p>{t("stats.loading")}</p>
      ) : (
        <div class="stats-body" data-testid="stats-body" data-games={report.games.length}>
          {nothing && (
            <p class="muted" data-testid="stats-nothing">
              {t("stats.nothing")}
            </p>
          )}
          {agl && (agl.games > 0 || agl.drafts > 0) && (
            <>
              <p data-testid="stats-agl-summary">
                {t("stats.agl.summary", { events: agl.events, games: agl.games, drafts: agl.drafts, decks: agl.decks })}
              </p>
              <StatsTable
                testId="stats-characters"
                title={t("stats.characters")}
                rows={agl.characters}
                columns={characterColumns}
                rowKey={(c) => c.character}
                sample={(c) => c.winRate.rate}
                initialSort="winRate"
                threshold={threshold}
              />
              <PickWinChart points={points} />
              {seasonal && (
                <SeasonChart
                  points={season}
                  characters={agl.characters
                    .map((c) => ({ id: c.character, name: characterName(c.character) }))
                    .sort((a, b) => a.name.localeCompare(b.name, language))}
                  character={shownCharacter}
                  choose={setSeasonCharacter}
                />
              )}
              <Breakdowns characters={agl.characters} nameOf={characterName} threshold={threshold} />
              <StatsTable
                testId="stats-sponsors"
                title={t("stats.sponsors")}
                rows={agl.sponsors}
                columns={sponsorColumns}
                rowKey={(s) => s.sponsor}
                sample={(s) => s.winRate.rate}
                initialSort="winRate"
                threshold={threshold}
              />
              {agl.tactics.length > 0 ? (
                <StatsTable
                  testId="stats-tactics"
                  title={t("stats.tactics")}
                  rows={agl.tactics}
                  columns={tacticColumns}
                  rowKey={(x) => `${x.character}-${x.slot}`}
                  sample={(x) => x.included}
                  initialSort="included"
                  threshold={threshold}
                />
              ) : (
                <section class="panel stats-section">
                  <h2>{t("stats.tactics")}</h2>
                  <p class="muted" data-testid="stats-tactics-none">
                    {t("stats.tactics.none")}
                  </p>
                </section>
              )}
            </>
          )}
          {ia && (ia.games > 0 || ia.lists > 0) && (
            <>
              <p data-testid="stats-ia-summary">
                {t("stats.ia.summary", { events: ia.events, games: ia.games, lists: ia.lists })}
              </p>
              <StatsTable
                testId="stats-deployment"
                title={t("stats.deployment")}
                rows={ia.deployment}
                columns={iaColumns<string>("stats.col.card", deploymentName)}
                rowKey={(c) => c.key}
                sample={(c) => c.winRate.rate}
                initialSort="share"
                threshold={threshold}
              />
              <StatsTable
                testId="stats-affiliations"
                title={t("stats.affiliations")}
                rows={ia.affiliations}
                columns={iaColumns<Affiliation>("stats.col.affiliation", affiliationName)}
                rowKey={(c) => c.key}
                sample={(c) => c.winRate.rate}
                initialSort="share"
                threshold={threshold}
              />
              <StatsTable
                testId="stats-command"
                title={t("stats.command")}
                rows={ia.command}
                columns={commandColumns}
                rowKey={(c) => c.card}
                sample={(c) => c.share}
                initialSort="share"
                threshold={threshold}
              />
            </>
          )}
        </div>
      )}

      <section class="panel stats-export">
        <h2>{t("stats.export")}</h2>
        <div class="button-row">
          <button type="button" class="secondary-button" data-testid="stats-export-csv" disabled={exporting.busy} onClick={() => void exportAs("csv", null)}>
            {t("stats.export.csv")}
          </button>
          <button type="button" class="secondary-button" data-testid="stats-save-csv" disabled={exporting.busy} onClick={() => void saveAs("csv")}>
            {t("stats.export.saveCsv")}
          </button>
          <button type="button" class="secondary-button" data-testid="stats-export-json" disabled={exporting.busy} onClick={() => void exportAs("json", null)}>
            {t("stats.export.json")}
          </button>
          <button type="button" class="secondary-button" data-testid="stats-save-json" disabled={exporting.busy} onClick={() => void saveAs("json")}>
            {t("stats.export.saveJson")}
          </button>
          <button type="button" class="secondary-button" data-testid="stats-export-pdf" disabled={exporting.busy} onClick={() => void exportPdf()}>
            {t("stats.export.pdf")}
          </button>
        </div>
        {written && (
          <p class="notice wrap" role="status" data-testid="stats-export-done" data-path={written}>
            {t("stats.export.done", { path: written })}
          </p>
        )}
        <ErrorNotice error={exporting.error} testId="stats-export-error" onDismiss={exporting.clear} />
      </section>
    </main>
  );
}

/** One filter chosen from a list, or "any" (the empty value, `null` in the filter). */
function FilterChoice<V extends string>(props: {
  label: string;
  testId: string;
  any: string;
  value: V | null | undefined;
  choices: readonly { value: V; label: string }[];
  choose: (value: V | null) => void;
}) {
  return (
    <label>
      {props.label}
      <select
        data-testid={props.testId}
        value={props.value ?? ""}
        onChange={(e) => props.choose(((e.currentTarget as HTMLSelectElement).value || null) as V | null)}
      >
        <option value="">{props.any}</option>
        {props.choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </label>
  );
}

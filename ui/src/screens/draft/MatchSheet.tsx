// The match sheet: both teams, the Underdog, the stadium, the scenario, the decks (shown to
// their owners only, behind the curtain) and, after the game, the result with the outcome and
// points the core computes while the numbers are typed.
import { useEffect, useState } from "preact/hooks";
import {
  commands,
  type GameEnd,
  type GameRecord,
  type GameResultInput,
  type Seat,
  type TableDraft,
  type UnderdogReport,
} from "../../bindings";
import type { T } from "../../i18n";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { initials } from "../../lib/initials";
import { scenarioLabel, useGameNames } from "../../lib/names";
import { outcomeName, rulesLabel } from "../../lib/vocabulary";
import { gameEndText, resultWarningText } from "../../lib/eventWords";
import { who } from "./Banner";
import { characterNames, SEATS } from "./names";
import { PhoneReports } from "./PhoneReports";
import { opensHere, PhoneSeat } from "./PhoneSeat";

export function underdogText(report: UnderdogReport, table: TableDraft, t: T): string {
  const name = (seat: Seat) => table.view.players[seat].name;
  const by = report.by_initiative;
  let text: string;
  if (by.kind === "seat") {
    text = t("draft.sheet.underdog", {
      name: name(by.seat),
      total: report.totals[by.seat] ?? "?",
      other: report.totals[by.seat === "first" ? "second" : "first"] ?? "?",
    });
  } else if (by.kind === "tied") {
    text = t("draft.sheet.underdogTied", { total: by.total });
  } else {
    const names = characterNames(table.view);
    text = t("draft.sheet.underdogUnknown", { list: by.missing.map((c) => names[c] ?? c).join(", ") });
  }
  if (report.keller.kind === "holder") text += " " + t("draft.sheet.keller", { name: name(report.keller.seat) });
  // Shangmei leaves the Underdog as it is and moves the choice of Deployment Zones
  // (docs/rulings.md, "Shangmei and the Deployment Zones"); older reports carry no Shangmei.
  const shangmei = report.shangmei ?? { kind: "not-in-play" };
  if (shangmei.kind === "holder") text += " " + t("draft.sheet.shangmei", { name: name(shangmei.seat) });
  else if (shangmei.kind === "nullified") text += " " + t("draft.sheet.shangmeiCancelled", { name: name(shangmei.seat) });
  else if (shangmei.kind === "both-hold") text += " " + t("draft.sheet.shangmeiBoth");
  return text;
}

export function MatchSheet(props: {
  table: TableDraft;
  onShowDeck: (seat: Seat) => void;
  onRecorded: (table: TableDraft) => void;
}) {
  const { t, language } = useI18n();
  const table = props.table;
  const view = table.view;
  const names = characterNames(view);
  const { catalog } = useGameNames();
  const scenarioName = view.scenario === null ? null : scenarioLabel(catalog, language, view.scenario);
  const initial: GameResultInput = table.game?.input ?? {
    scores: { first: { victoryPoints: 0, frags: 0 }, second: { victoryPoints: 0, frags: 0 } },
    firstBlood: null,
    gameEnd: { kind: "played" },
  };
  const [input, setInput] = useState<GameResultInput>(initial);
  const seatNames = { first: view.players.first.name, second: view.players.second.name };
  const gameEnd: GameEnd = input.gameEnd ?? { kind: "played" };
  const endKey = (end: GameEnd) => (end.kind === "conceded" ? `conceded-${end.by}` : end.kind);
  const endOf = (key: string): GameEnd =>
    key === "conceded-first" || key === "conceded-second"
      ? { kind: "conceded", by: key === "conceded-first" ? "first" : "second" }
      : key === "abandoned"
        ? { kind: "abandoned" }
        : { kind: "played" };
  const [preview, setPreview] = useState<GameRecord | null>(table.game);
  const [problem, setProblem] = useState<unknown>(null);
  const [saved, setSaved] = useState(table.game !== null);

  useEffect(() => {
    let current = true;
    call(commands.previewGameResult(table.id, input))
      .then((record) => {
        if (!current) return;
        setPreview(record);
        setProblem(null);
      })
      .catch((e) => {
        if (!current) return;
        setPreview(null);
        setProblem(e);
      });
    return () => {
      current = false;
    };
  }, [JSON.stringify(input)]);

  const setScore = (seat: Seat, field: "victoryPoints" | "frags", value: string) => {
    const n = Math.max(0, Math.floor(Number(value) || 0));
    setSaved(false);
    setInput({ ...input, scores: { ...input.scores, [seat]: { ...input.scores[seat], [field]: n } } });
  };

  const save = async () => {
    try {
      const next = await call(commands.recordGameResult(table.id, table.seq, input));
      setSaved(true);
      props.onRecorded(next);
    } catch (e) {
      setProblem(e);
    }
  };

  const teams = view.teams;
  const lines: string[] = [
    table.title,
    `${t("draft.sheet.version")}: ${rulesLabel(t, view.version, view.mods)}`,
    ...(scenarioName ? [`${t("draft.sheet.scenario")}: ${scenarioName}`] : []),
    ...(view.stadium ? [`${t("draft.sheet.stadium")}: ${view.stadium.name} — ${view.stadium.effect}`] : []),
    ...SEATS.map(
      (seat) =>
        `${who(view, seat, t)} · ${view.players[seat].sponsor.name}${view.players[seat].sponsor.effective ? "" : ` (${t("draft.sponsor.cancelled")})`}: ${(teams?.[seat] ?? []).map((c) => names[c] ?? c).join(", ")}`,
    ),
    ...(view.underdog ? [underdogText(view.underdog, table, t)] : []),
    ...(table.game
      ? SEATS.map(
          (seat) =>
            `${view.players[seat].name}: ${table.game!.input.scores[seat].victoryPoints} ${t("draft.result.vpShort")}, ${table.game!.input.scores[seat].frags} ${t("draft.result.frags")} — ${outcomeName(t, table.game!.outcomes[seat])} (${table.game!.points[seat]})`,
        )
      : []),
    ...(table.game ? [gameEndText(t, seatNames, table.game.input.gameEnd ?? { kind: "played" })].filter((l) => l !== null) : []),
  ];

  return (
    <section class="match-sheet" data-testid="match-sheet">
      <h2>{t("draft.sheet.title")}</h2>
      <dl class="sheet-facts">
        <dt>{t("draft.sheet.version")}</dt>
        <dd>{rulesLabel(t, view.version, view.mods)}</dd>
        <dt>{t("draft.sheet.scenario")}</dt>
        <dd data-testid="sheet-scenario">{scenarioName ?? t("draft.sheet.none")}</dd>
        {view.stadium && (
          <>
            <dt>{t("draft.sheet.stadium")}</dt>
            <dd data-testid="sheet-stadium">
              <strong>{view.stadium.name}</strong> ({view.stadium.faction}): {view.stadium.effect}
            </dd>
          </>
        )}
        <dt>{t("draft.sheet.underdogLabel")}</dt>
        <dd data-testid="sheet-underdog">{view.underdog ? underdogText(view.underdog, table, t) : "—"}</dd>
      </dl>
      <div class="sheet-teams">
        {SEATS.map((seat) => {
          const player = view.players[seat];
          const deck = view.decks[seat];
          const access = view.accesstel[seat];
          return (
            <div class="sheet-team" key={seat} data-testid={`sheet-team-${seat}`}>
              <h3>{who(view, seat, t)}</h3>
              <p class="muted">
                {player.sponsor.name}
                {!player.sponsor.effective && ` — ${t("draft.sponsor.cancelled")}`}
              </p>
              <ul class="team-list">
                {(teams?.[seat] ?? []).map((c) => (
                  <li key={c}>
                    <span class="portrait small">{initials(names[c] ?? c)}</span> {names[c] ?? c}
                  </li>
                ))}
              </ul>
              <p class="muted" data-testid={`sheet-deck-${seat}`}>
                {deck.state === "not-locked"
                  ? t("draft.sheet.deckOpen")
                  : t("draft.sheet.deckLocked", { commitment: deck.commitment.slice(0, 12) })}
              </p>
              {deck.state !== "not-locked" && !opensHere(table.atScreen[seat]) && (
                <PhoneSeat table={table} seat={seat} seats={seatNames} onReturned={props.onRecorded} />
              )}
              {deck.state !== "not-locked" && opensHere(table.atScreen[seat]) && (
                <button class="secondary" data-testid={`show-deck-${seat}`} onClick={() => props.onShowDeck(seat)}>
                  {t("draft.sheet.showDeck", { name: player.name })}
                </button>
              )}
              {access.state === "named" && (
                <p class="muted">{t("draft.sheet.accesstel", { character: names[access.character] ?? access.character })}</p>
              )}
            </div>
          );
        })}
      </div>
      {view.complete && (
        <div class="result-entry" data-testid="result-entry">
          <h3>{t("draft.result.title")}</h3>
          {table.game === null && (
            <PhoneReports
              t={t}
              reports={table.reports}
              names={seatNames}
              onUse={(reported) => {
                setSaved(false);
                setInput(reported);
              }}
            />
          )}
          <div class="result-grid">
            {SEATS.map((seat) => (
              <fieldset key={seat}>
                <legend>{view.players[seat].name}</legend>
                <label>
                  {t("draft.result.vp")}
                  <input
                    type="number"
                    min={0}
                    inputMode="numeric"
                    data-testid={`vp-${seat}`}
                    value={input.scores[seat].victoryPoints}
                    onInput={(e) => setScore(seat, "victoryPoints", (e.currentTarget as HTMLInputElement).value)}
                  />
                </label>
                <label>
                  {t("draft.result.frags")}
                  <input
                    type="number"
                    min={0}
                    inputMode="numeric"
                    data-testid={`frags-${seat}`}
                    value={input.scores[seat].frags}
                    onInput={(e) => setScore(seat, "frags", (e.currentTarget as HTMLInputElement).value)}
                  />
                </label>
                {table.firstBloodRule && (
                  <label class="check">
                    <input
                      type="checkbox"
                      data-testid={`first-blood-${seat}`}
                      checked={input.firstBlood === seat}
                      onChange={(e) => {
                        setSaved(false);
                        setInput({ ...input, firstBlood: (e.currentTarget as HTMLInputElement).checked ? seat : null });
                      }}
                    />
                    {t("draft.result.firstBlood")}
                  </label>
                )}
                {preview && (
                  <p class={`outcome outcome-${preview.outcomes[seat]}`} data-testid={`outcome-${seat}`}>
                    {outcomeName(t, preview.outcomes[seat])} · {t("draft.result.points", { points: preview.points[seat] })}
                  </p>
                )}
              </fieldset>
            ))}
          </div>
          <label class="event-field">
            <span>{t("event.gameEnd")}</span>
            <select
              data-testid="game-end"
              value={endKey(gameEnd)}
              onChange={(e) => {
                setSaved(false);
                setInput({ ...input, gameEnd: endOf((e.currentTarget as HTMLSelectElement).value) });
              }}
            >
              <option value="played">{t("event.gameEnd.played")}</option>
              {SEATS.map((s) => (
                <option key={s} value={`conceded-${s}`}>
                  {t("event.gameEnd.conceded", { name: seatNames[s] })}
                </option>
              ))}
              <option value="abandoned">{t("event.gameEnd.abandoned")}</option>
            </select>
          </label>
          {preview && preview.warnings.length > 0 && (
            <div class="notice" role="status" data-testid="result-warnings">
              <p>{t("draft.result.check")}</p>
              <ul class="warnings">
                {preview.warnings.map((w, i) => (
                  <li key={i} class="warning">
                    ⚠ {resultWarningText(t, seatNames, w)}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <ErrorNotice
            error={problem}
            seats={seatNames}
            testId="result-error"
          />
          <button class="primary" data-testid="result-save" disabled={preview === null || saved} onClick={save}>
            {saved ? t("draft.result.saved") : t("draft.result.save")}
          </button>
        </div>
      )}
      <details class="sheet-copy">
        <summary>{t("draft.sheet.copyTitle")}</summary>
        <pre data-testid="sheet-text">{lines.join("\n")}</pre>
        <button class="secondary" onClick={() => navigator.clipboard?.writeText(lines.join("\n"))}>
          {t("draft.sheet.copy")}
        </button>
      </details>
    </section>
  );
}

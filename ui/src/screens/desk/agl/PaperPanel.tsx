import { useState } from "preact/hooks";
import type { EventSnapshot, PaperDocument } from "../../../bindings";
import { LANGUAGES } from "../../../i18n";
import { chooseFolder, showInFolder } from "../../../lib/files";
import { formatRating, formatRatingChange } from "../../../lib/numbers";
import { useI18n } from "../../../lib/i18n-context";
import { DeskLedger } from "../../ledger/DeskLedger";
import { aglCore } from "./actions";
import { useStandings, type DeskProps } from "./EventDesk";

const FOLDER_KEY = (id: string) => `hexadraft.event.${id}.folder`;

/** Paper for the tables and the wall (PDF), the report for the league (CSV and JSON), and the
 * ratings before the event. */
export function PaperPanel(props: DeskProps & { snapshot: EventSnapshot }) {
  const { t } = useI18n();
  const { view, snapshot } = props;
  const [folder, setFolder] = useState(() => localStorage.getItem(FOLDER_KEY(view.id)) ?? view.exportFolder);
  const [round, setRound] = useState(Math.max(1, snapshot.rounds.length));
  const [files, setFiles] = useState<string[]>([]);
  const [writtenTo, setWrittenTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const make = async (document: PaperDocument) => {
    setBusy(true);
    try {
      const chosen = folder.trim() === "" || folder === view.exportFolder ? null : folder.trim();
      const written = await aglCore.exportPaper(view.id, document, chosen);
      localStorage.setItem(FOLDER_KEY(view.id), written.folder);
      setWrittenTo(written.folder);
      setFiles((before) => [...written.files, ...before.filter((f) => !written.files.includes(f))]);
    } catch (e) {
      props.report(e);
    } finally {
      setBusy(false);
    }
  };

  const openFolder = async () => {
    try {
      await showInFolder(writtenTo ?? folder);
    } catch (e) {
      props.report(e);
    }
  };

  const pickFolder = async () => {
    try {
      const chosen = await chooseFolder(folder);
      if (chosen) setFolder(chosen);
    } catch (e) {
      props.report(e);
    }
  };

  const paired = snapshot.rounds.length > 0;
  return (
    <div class="paper-panel">
      <section>
        <h2>{t("event.paper.title")}</h2>
        <div class="form-row">
          <label class="event-field">
            <span>{t("event.paper.language")}</span>
            <strong data-testid="paper-language" lang={view.language}>
              {LANGUAGES.find((l) => l.code === view.language)?.name ?? view.language}
            </strong>
          </label>
          <label class="event-field wide">
            <span>{t("event.paper.folder")}</span>
            <input
              data-testid="paper-folder"
              value={folder}
              onInput={(e) => setFolder((e.currentTarget as HTMLInputElement).value)}
            />
          </label>
          <button class="secondary" data-testid="paper-choose-folder" onClick={() => void pickFolder()}>
            {t("common.chooseFolder")}
          </button>
          <button class="secondary" data-testid="paper-open-folder" onClick={() => void openFolder()}>
            {t("event.paper.openFolder")}
          </button>
        </div>
        <p class="hint">{t("event.paper.folderHint")}</p>
        <div class="paper-buttons">
          <button class="primary" data-testid="paper-control-sheets" disabled={busy} onClick={() => void make({ kind: "controlSheets" })}>
            {snapshot.definition.format.endsWith("league") ? t("event.paper.leagueSheets") : t("event.paper.tournamentSheets")}
          </button>
          <label class="event-field narrow">
            <span>{t("event.paper.round")}</span>
            <select
              data-testid="paper-round"
              value={round}
              disabled={!paired}
              onChange={(e) => setRound(Number((e.currentTarget as HTMLSelectElement).value))}
            >
              {snapshot.rounds.map((r) => (
                <option key={r.number} value={r.number}>
                  {t("event.round", { round: r.number })}
                </option>
              ))}
            </select>
          </label>
          <button class="primary" data-testid="paper-slips" disabled={busy || !paired} onClick={() => void make({ kind: "matchSlips", round })}>
            {t("event.paper.slips")}
          </button>
          <button class="primary" data-testid="paper-pairings" disabled={busy || !paired} onClick={() => void make({ kind: "pairings", round })}>
            {t("event.paper.pairings")}
          </button>
          <button class="primary" data-testid="paper-standings" disabled={busy} onClick={() => void make({ kind: "standings" })}>
            {t("event.paper.standings")}
          </button>
          <button class="primary" data-testid="paper-report" disabled={busy} onClick={() => void make({ kind: "report" })}>
            {t("event.paper.report")}
          </button>
        </div>
        {files.length > 0 && (
          <div class="exported" role="status">
            <p>{t("event.paper.saved", { folder: writtenTo ?? "" })}</p>
            <ul>
              {files.map((f) => (
                <li key={f} data-testid="exported-file">
                  {f}
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
      {/* Read again when the ratings before change (taken from a ledger, or saved). */}
      <Ratings key={JSON.stringify(view.ratingsBefore)} {...props} />
      <DeskLedger view={view} snapshot={snapshot} reload={props.reload} />
    </div>
  );
}

/** Each player's rating before the event (1000 unless entered) and the change the core
 * computes (provisional until the event is finished). */
function Ratings(props: DeskProps & { snapshot: EventSnapshot }) {
  const { t, language } = useI18n();
  // The rating changes now (read when shown: results change them).
  const now = useStandings(props.view, props.report);
  const report = now?.ratings ?? null;
  // Each player's row shows the entry the core found for them (whatever its case, or under a PIN
  // corrected since) and writes back under that entry's PIN, so nothing is listed twice.
  const listed = new Map(props.view.listedRatings.map((l) => [l.player, l]));
  const [before, setBefore] = useState<Record<number, string>>(() =>
    Object.fromEntries(props.view.listedRatings.map((l) => [l.player, String(l.rating)])),
  );
  if (!report) return null;
  // Recorded in the event's journal, like any organizer action; the core checks each rating.
  const save = () => {
    const claimed = new Set(props.view.listedRatings.map((l) => l.corvusPin));
    // Entries that rate nobody registered here stay as they are.
    const ratings: Record<string, number> = {};
    for (const [pin, rating] of Object.entries(props.view.ratingsBefore)) {
      if (!claimed.has(pin) && typeof rating === "number") ratings[pin] = rating;
    }
    for (const c of report.changes) {
      const text = before[c.player] ?? "";
      if (text.trim() !== "") ratings[listed.get(c.player)?.corvusPin ?? c.corvus_pin] = Number(text);
    }
    void props.act({ kind: "setRatingsBefore", ratings });
  };
  return (
    <section>
      <h2>
        {t("event.ratings.title", { k: report.k_factor })}{" "}
        {report.provisional && <span class="tag">{t("event.ratings.provisional")}</span>}
      </h2>
      <table class="event-table" data-testid="ratings-table">
        <thead>
          <tr>
            <th>{t("event.players.name")}</th>
            <th>{t("event.players.pin")}</th>
            <th class="num">{t("event.ratings.before")}</th>
            <th class="num">{t("event.ratings.games")}</th>
            <th class="num">{t("event.ratings.change")}</th>
            <th class="num">{t("event.ratings.after")}</th>
          </tr>
        </thead>
        <tbody>
          {report.changes.map((c) => (
            <tr key={c.player} data-player={c.name}>
              <td class="strong">{c.name}</td>
              <td>{c.corvus_pin}</td>
              <td class="num">
                <input
                  type="number"
                  class="rating-input"
                  placeholder="1000"
                  value={before[c.player] ?? ""}
                  onInput={(e) => setBefore({ ...before, [c.player]: (e.currentTarget as HTMLInputElement).value })}
                />
              </td>
              <td class="num">{c.games}</td>
              <td class={`num ${c.change !== null && c.change < 0 ? "down" : "up"}`}>
                {formatRatingChange(language, c.change)}
              </td>
              <td class="num strong">{formatRating(language, c.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button class="secondary" data-testid="ratings-save" onClick={save}>
        {t("event.ratings.save")}
      </button>
    </section>
  );
}

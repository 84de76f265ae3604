// An ended event's statistics as the room sees them, on the room page and on the projector: the
// player-safe statistics the core counts (`room_statistics`: a locked deck only once the organizer
// has made the decks public), every rate with its count and a low-sample mark. Lines are listed
// by how often they were drafted or brought, never ranked (nothing is ranked on a small sample).
import type { Rate, RoomStatistics, WinRate } from "../bindings";
import type { ComponentChildren } from "preact";
import type { Translate } from "./ResultForm";

/** A rate as the room reads it: "62 %" (or "–" with no sample). */
function percent(language: string, value: number | null): string {
  return value === null ? "–" : new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 0 }).format(value);
}

function RateText(props: { rate: Rate; language: string; t: Translate }) {
  const { rate } = props;
  return (
    <span class="room-rate">
      {percent(props.language, rate.value)} <span class="room-count">{`${rate.hits}/${rate.of}`}</span>
      {rate.lowSample && (
        <span class="room-low" data-low-sample="true" title={props.t("phone.stats.lowSampleTitle")}>
          †
        </span>
      )}
    </span>
  );
}

const WinText = (props: { winRate: WinRate; language: string; t: Translate }) => <RateText rate={props.winRate.rate} language={props.language} t={props.t} />;

/** One table of lines, each a label and its cells; nothing at all without a line. */
function StatsTable(props: {
  id: string;
  caption: string;
  columns: string[];
  rows: { key: string; label: string; cells: ComponentChildren[] }[];
}) {
  if (props.rows.length === 0) return null;
  return (
    <table id={props.id}>
      <caption>{props.caption}</caption>
      <thead>
        <tr>
          {props.columns.map((column) => (
            <th scope="col" key={column}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key} data-key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function RoomStats(props: {
  stats: RoomStatistics;
  language: string;
  t: Translate;
  /** At most this many lines a table (the projector's page); all when absent. */
  limit?: number;
}) {
  const { stats, language, t } = props;
  const name = (id: string) => stats.names[id] ?? id;
  const deploymentName = (id: string) => (stats.elite.includes(id) ? t("phone.stats.elite", { name: name(id) }) : name(id));
  const cut = <T,>(rows: T[]) => (props.limit === undefined ? rows : rows.slice(0, props.limit));
  const byCount = <T,>(rows: readonly T[], count: (row: T) => number, label: (row: T) => string) =>
    [...rows].sort((a, b) => count(b) - count(a) || label(a).localeCompare(label(b), language));
  const agl = stats.agl;
  const ia = stats.ia;
  const characters = cut(byCount(agl.characters.filter((c) => c.available > 0), (c) => c.drafted.hits, (c) => name(c.character)));
  const sponsors = cut(byCount(agl.sponsors, (s) => s.drafts, (s) => name(s.sponsor)));
  const tactics = cut(byCount(agl.tactics, (x) => x.included.hits, (x) => name(x.character)));
  const deployment = cut(byCount(ia.deployment, (c) => c.share.hits, (c) => deploymentName(c.key)));
  const affiliations = byCount(ia.affiliations, (c) => c.share.hits, (c) => c.key);
  const rate = (r: Rate) => <RateText rate={r} language={language} t={t} />;
  const win = (w: WinRate) => <WinText winRate={w} language={language} t={t} />;
  const affiliationName = (a: string) => {
    switch (a) {
      case "imperial":
        return t("phone.stats.affiliation.imperial");
      case "rebel":
        return t("phone.stats.affiliation.rebel");
      case "mercenary":
        return t("phone.stats.affiliation.mercenary");
      default:
        return t("phone.stats.affiliation.neutral");
    }
  };

  return (
    <section class="room-stats" id="room-stats" data-testid="room-stats">
      <h2>{t("phone.stats.title")}</h2>
      {agl.games > 0 && (
        <p class="room-stats-summary">{t("phone.stats.agl", { games: agl.games, drafts: agl.drafts, decks: agl.decks })}</p>
      )}
      {ia.games > 0 && <p class="room-stats-summary">{t("phone.stats.ia", { games: ia.games, lists: ia.lists })}</p>}
      <div class="room-stats-tables">
        <StatsTable
          id="room-stats-characters"
          caption={t("phone.stats.characters")}
          columns={[t("phone.stats.character"), t("phone.stats.drafted"), t("phone.stats.bans"), t("phone.stats.winRate")]}
          rows={characters.map((c) => ({
            key: c.character,
            label: name(c.character),
            cells: [rate(c.drafted), c.bans, win(c.winRate)],
          }))}
        />
        <StatsTable
          id="room-stats-sponsors"
          caption={t("phone.stats.sponsors")}
          columns={[t("phone.stats.sponsor"), t("phone.stats.players"), t("phone.stats.winRate")]}
          rows={sponsors.map((s) => ({ key: s.sponsor, label: name(s.sponsor), cells: [s.players, win(s.winRate)] }))}
        />
        <StatsTable
          id="room-stats-tactics"
          caption={t("phone.stats.tactics")}
          columns={[t("phone.stats.tactic"), t("phone.stats.included")]}
          rows={tactics.map((x) => ({
            key: `${x.character}-${x.slot}`,
            label: `${name(x.character)} · ${x.name ?? t("phone.stats.tacticSlot", { slot: x.slot })}`,
            cells: [rate(x.included)],
          }))}
        />
        <StatsTable
          id="room-stats-deployment"
          caption={t("phone.stats.deployment")}
          columns={[t("phone.stats.card"), t("phone.stats.lists"), t("phone.stats.winRate")]}
          rows={deployment.map((c) => ({ key: c.key, label: deploymentName(c.key), cells: [rate(c.share), win(c.winRate)] }))}
        />
        <StatsTable
          id="room-stats-affiliations"
          caption={t("phone.stats.affiliations")}
          columns={[t("phone.stats.affiliation"), t("phone.stats.lists"), t("phone.stats.winRate")]}
          rows={affiliations.map((c) => ({ key: c.key, label: affiliationName(c.key), cells: [rate(c.share), win(c.winRate)] }))}
        />
      </div>
      {agl.games > 0 && agl.tactics.length === 0 && <p class="hint" id="room-stats-no-tactics">{t("phone.stats.noTactics")}</p>}
      <p class="hint">{t("phone.stats.legend", { threshold: stats.lowSampleUnder })}</p>
    </section>
  );
}

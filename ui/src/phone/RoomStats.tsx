// An ended event's statistics as the room sees them, on the room page and on the projector: the
// player-safe statistics the core counts (`room_statistics`: a locked deck only once the organizer
// has made the decks public), every rate with its count and a low-sample mark. Lines are listed
// by how often they were drafted or brought, never ranked (nothing is ranked on a small sample).
import type { Rate, RoomStatistics, WinRate } from "../bindings";
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
        {characters.length > 0 && (
          <table id="room-stats-characters">
            <caption>{t("phone.stats.characters")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("phone.stats.character")}</th>
                <th scope="col">{t("phone.stats.drafted")}</th>
                <th scope="col">{t("phone.stats.bans")}</th>
                <th scope="col">{t("phone.stats.winRate")}</th>
              </tr>
            </thead>
            <tbody>
              {characters.map((c) => (
                <tr key={c.character} data-key={c.character}>
                  <th scope="row">{name(c.character)}</th>
                  <td>
                    <RateText rate={c.drafted} language={language} t={t} />
                  </td>
                  <td>{c.bans}</td>
                  <td>
                    <WinText winRate={c.winRate} language={language} t={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {sponsors.length > 0 && (
          <table id="room-stats-sponsors">
            <caption>{t("phone.stats.sponsors")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("phone.stats.sponsor")}</th>
                <th scope="col">{t("phone.stats.players")}</th>
                <th scope="col">{t("phone.stats.winRate")}</th>
              </tr>
            </thead>
            <tbody>
              {sponsors.map((s) => (
                <tr key={s.sponsor} data-key={s.sponsor}>
                  <th scope="row">{name(s.sponsor)}</th>
                  <td>{s.players}</td>
                  <td>
                    <WinText winRate={s.winRate} language={language} t={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {tactics.length > 0 && (
          <table id="room-stats-tactics">
            <caption>{t("phone.stats.tactics")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("phone.stats.tactic")}</th>
                <th scope="col">{t("phone.stats.included")}</th>
              </tr>
            </thead>
            <tbody>
              {tactics.map((x) => (
                <tr key={`${x.character}-${x.slot}`} data-key={`${x.character}-${x.slot}`}>
                  <th scope="row">
                    {name(x.character)} · {x.name ?? t("phone.stats.tacticSlot", { slot: x.slot })}
                  </th>
                  <td>
                    <RateText rate={x.included} language={language} t={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {deployment.length > 0 && (
          <table id="room-stats-deployment">
            <caption>{t("phone.stats.deployment")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("phone.stats.card")}</th>
                <th scope="col">{t("phone.stats.lists")}</th>
                <th scope="col">{t("phone.stats.winRate")}</th>
              </tr>
            </thead>
            <tbody>
              {deployment.map((c) => (
                <tr key={c.key} data-key={c.key}>
                  <th scope="row">{deploymentName(c.key)}</th>
                  <td>
                    <RateText rate={c.share} language={language} t={t} />
                  </td>
                  <td>
                    <WinText winRate={c.winRate} language={language} t={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {affiliations.length > 0 && (
          <table id="room-stats-affiliations">
            <caption>{t("phone.stats.affiliations")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("phone.stats.affiliation")}</th>
                <th scope="col">{t("phone.stats.lists")}</th>
                <th scope="col">{t("phone.stats.winRate")}</th>
              </tr>
            </thead>
            <tbody>
              {affiliations.map((c) => (
                <tr key={c.key} data-key={c.key}>
                  <th scope="row">{affiliationName(c.key)}</th>
                  <td>
                    <RateText rate={c.share} language={language} t={t} />
                  </td>
                  <td>
                    <WinText winRate={c.winRate} language={language} t={t} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      {agl.games > 0 && agl.tactics.length === 0 && <p class="hint" id="room-stats-no-tactics">{t("phone.stats.noTactics")}</p>}
      <p class="hint">{t("phone.stats.legend", { threshold: stats.lowSampleUnder })}</p>
    </section>
  );
}

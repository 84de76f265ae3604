// An Imperial Assault player's own page on their phone: their game now (table or game of the
// cut, opponent, mission), the result form, both players' reports and where they differ, their
// place, then what the room sees. The app decides (docs/rulings.md, Imperial Assault, "Results
// reported from the phones"): two equal reports record the result, differing ones wait for the
// players or the organizer, and a report the desk would refuse is refused in the same words.
import { useState } from "preact/hooks";
import type { IaGameEnd, IaGameRef, IaResultField, IaResultInput, Seat } from "../bindings";
import { endNamesSide, iaResultInput } from "../lib/iaResult";
import type { PlayerPage } from "./api";
import type { Translate } from "./ResultForm";

const SEATS: Seat[] = ["first", "second"];
type EndKind = IaGameEnd["kind"];
const ENDS: EndKind[] = ["fortyPoints", "allFiguresDefeated", "bothSidesDefeated", "time", "concession"];

function endWord(end: IaGameEnd, names: Record<Seat, string>, t: Translate): string {
  switch (end.kind) {
    case "fortyPoints":
      return t("phone.ia.end.fortyPoints");
    case "allFiguresDefeated":
      return t("phone.ia.end.allFiguresDefeatedOf", { name: names[end.side] });
    case "bothSidesDefeated":
      return t("phone.ia.end.bothSidesDefeated");
    case "time":
      return t("phone.ia.end.time");
    case "concession":
      return t("phone.ia.end.concessionBy", { name: names[end.side] });
  }
}

/** One report in a line: both players' Victory Points and how the game ended. */
export function iaSummary(result: IaResultInput, names: Record<Seat, string>, t: Translate): string {
  const vp = SEATS.map((seat) => t("phone.ia.vpOf", { name: names[seat], vp: result.victory_points[seat] }));
  return [...vp, endWord(result.end, names, t)].join(" · ");
}

function fieldWord(field: IaResultField, names: Record<Seat, string>, t: Translate): string {
  switch (field) {
    case "firstVictoryPoints":
      return t("phone.result.field.vp", { name: names.first });
    case "secondVictoryPoints":
      return t("phone.result.field.vp", { name: names.second });
    case "figurePoints":
      return t("phone.ia.figures");
    case "gameEnd":
      return t("phone.ia.end");
  }
}

export function gameTitle(game: IaGameRef, t: Translate): string {
  return game.stage === "swiss"
    ? t("phone.ia.swissGame", { round: game.round, table: game.table })
    : t("phone.ia.cutGame", { round: game.round, game: game.game });
}

/** The form a player fills in: each seat's Victory Points, how the game ended (with whose
 * side where it matters) and, when given, the points from defeated figures. */
function IaResultForm(props: {
  names: Record<Seat, string>;
  busy: boolean;
  t: Translate;
  send: (result: IaResultInput) => void;
}) {
  const { names, t } = props;
  const [vp, setVp] = useState<Record<Seat, string>>({ first: "", second: "" });
  const [figures, setFigures] = useState<Record<Seat, string>>({ first: "", second: "" });
  const [end, setEnd] = useState<EndKind>("fortyPoints");
  const [side, setSide] = useState<Seat>("second");
  const sided = endNamesSide(end);
  const submit = () => props.send(iaResultInput(vp, figures, end, side));
  return (
    <form
      class="result-form"
      id="ia-result-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {SEATS.map((seat) => (
        <label key={seat}>
          {t("phone.ia.vpLabel", { name: names[seat] })}
          <input
            type="number"
            inputMode="numeric"
            min={0}
            data-ia-vp={seat}
            value={vp[seat]}
            onInput={(e) => setVp({ ...vp, [seat]: (e.currentTarget as HTMLInputElement).value })}
          />
        </label>
      ))}
      <label>
        {t("phone.ia.end")}
        <select data-ia-end value={end} onChange={(e) => setEnd((e.currentTarget as HTMLSelectElement).value as EndKind)}>
          {ENDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`phone.ia.end.${kind}`)}
            </option>
          ))}
        </select>
      </label>
      {sided && (
        <label>
          {t(end === "concession" ? "phone.ia.whoConceded" : "phone.ia.whoseFigures")}
          <select data-ia-side value={side} onChange={(e) => setSide((e.currentTarget as HTMLSelectElement).value as Seat)}>
            {SEATS.map((seat) => (
              <option key={seat} value={seat}>
                {names[seat]}
              </option>
            ))}
          </select>
        </label>
      )}
      <details>
        <summary>{t("phone.ia.figures")}</summary>
        {SEATS.map((seat) => (
          <label key={seat}>
            {names[seat]}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              data-ia-figures={seat}
              value={figures[seat]}
              onInput={(e) => setFigures({ ...figures, [seat]: (e.currentTarget as HTMLInputElement).value })}
            />
          </label>
        ))}
      </details>
      <button type="submit" class="primary" id="ia-result-send" disabled={props.busy}>
        {t("phone.result.send")}
      </button>
    </form>
  );
}

export function PlayerGame(props: {
  page: PlayerPage;
  busy: boolean;
  t: Translate;
  report: (game: IaGameRef, result: IaResultInput) => void;
}) {
  const { page, t } = props;
  const game = page.game;
  if (page.dropped) return <p class="notice" id="ia-dropped">{t("phone.ia.dropped")}</p>;
  if (!game) return <p class="notice" id="ia-no-game">{t("phone.ia.noGame")}</p>;
  const names = { first: game.players.first, second: game.players.second };
  const me = game.seat;
  const rival: Seat = me === "first" ? "second" : "first";
  const mine = game.reports[me];
  const theirs = game.reports[rival];
  return (
    <section id="ia-game" data-game={JSON.stringify(game.game)}>
      <h2>{gameTitle(game.game, t)}</h2>
      <p id="ia-opponent">{t("phone.ia.against", { name: names[rival] })}</p>
      {game.mission && <p>{t("phone.room.mission", { mission: game.mission })}</p>}
      {theirs && (
        <div id="ia-rival-report">
          <p>{t("phone.ia.rivalReported", { name: names[rival], result: iaSummary(theirs, names, t) })}</p>
          {!mine && (
            <button class="primary" id="ia-confirm" disabled={props.busy} onClick={() => props.report(game.game, theirs)}>
              {t("phone.result.confirm")}
            </button>
          )}
        </div>
      )}
      {mine && (
        <p id="ia-my-report">{t("phone.ia.youReported", { result: iaSummary(mine, names, t) })}</p>
      )}
      {game.differs.length > 0 ? (
        <p class="notice" id="ia-differs">
          {t("phone.ia.differs", { fields: game.differs.map((f: IaResultField) => fieldWord(f, names, t)).join(", ") })}
        </p>
      ) : (
        mine && <p id="ia-waiting">{t("phone.result.waiting", { name: names[rival] })}</p>
      )}
      <IaResultForm names={names} busy={props.busy} t={t} send={(result) => props.report(game.game, result)} />
    </section>
  );
}

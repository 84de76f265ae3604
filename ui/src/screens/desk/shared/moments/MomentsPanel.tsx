// "As it stood", for either ruleset: a chooser of the event's moments (as created, each round's
// start and end, every action worded as the history words it), the event read-only at the moment
// chosen (its pairings, results and standings then, under the desk's read-only notice), what
// changed between it and another moment, and "Continue from here", which makes a new event of it
// and opens it. A journal that stops at a damaged entry offers the moments before it and says why.
import { useEffect, useState } from "preact/hooks";
import {
  commands,
  type EventAsItStood,
  type EventMoment,
  type EventMoments,
  type MomentComparison,
  type StoodPlayer,
} from "../../../../bindings";
import { call, useCommand } from "../../../../lib/call";
import { formatWhen } from "../../../../lib/dates";
import { ErrorNotice } from "../../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../../lib/i18n-context";
import { ReadOnlyNotice } from "../../../../lib/JournalNotes";
import "./moments.css";

type T = ReturnType<typeof useI18n>["t"];

/** A moment's words in the chooser; an action is told with the history's sentence when known. */
export function momentLabel(t: T, moment: EventMoment, said: ReadonlyMap<number, string>): string {
  switch (moment.kind.kind) {
    case "created":
      return t("moments.created");
    case "roundStart":
      return t("moments.roundStart", { round: moment.kind.round });
    case "roundEnd":
      return t("moments.roundEnd", { round: moment.kind.round });
    case "action": {
      const text = said.get(moment.seq);
      return text ? t("moments.actionSaid", { seq: moment.seq, text }) : t("moments.action", { seq: moment.seq });
    }
  }
}

const nameOf = (players: readonly StoodPlayer[], id: number) => players.find((p) => p.id === id)?.name ?? `#${id}`;

function StoodEvent(props: { stood: EventAsItStood }) {
  const { t } = useI18n();
  const { stood } = props;
  const name = (id: number) => nameOf(stood.players, id);
  return (
    <div class="moments-stood" data-testid="moments-stood" data-seq={stood.seq}>
      <ReadOnlyNotice reason={stood.readOnly} players={stood.players} testId="moments-read-only" />
      {stood.stopped && <ReadOnlyNotice reason={stood.stopped} players={stood.players} testId="moments-stopped" />}
      {stood.rounds.length === 0 && <p data-testid="moments-no-rounds">{t("moments.noRounds")}</p>}
      {stood.rounds.map((round) => (
        <section key={round.round} class="moments-round" data-testid={`moments-round-${round.round}`}>
          <h3>{t("moments.round", { round: round.round })}</h3>
          <ul>
            {round.tables.map((table) => (
              <li key={table.table} data-testid={`moments-table-${round.round}-${table.table}`}>
                {t("moments.table", { table: table.table })}: {name(table.players.first)}{" "}
                {table.victoryPoints ? `${table.victoryPoints.first}–${table.victoryPoints.second}` : `(${t("moments.noResult")})`}{" "}
                {name(table.players.second)}
              </li>
            ))}
            {round.bye !== null && <li data-testid={`moments-bye-${round.round}`}>{t("moments.bye", { name: name(round.bye) })}</li>}
          </ul>
        </section>
      ))}
      {stood.standings.length > 0 && (
        <section>
          <h3>{t("moments.standings")}</h3>
          <table class="moments-standings" data-testid="moments-standings">
            <thead>
              <tr>
                <th>{t("moments.place")}</th>
                <th>{t("moments.player")}</th>
                <th>{t("moments.points")}</th>
              </tr>
            </thead>
            <tbody>
              {stood.standings.map((row) => (
                <tr key={row.player} data-testid={`moments-standing-${row.place}`} data-player={row.player}>
                  <td>{row.place}</td>
                  <td>
                    {name(row.player)}
                    {stood.players.find((p) => p.id === row.player)?.dropped && <span class="muted"> ({t("moments.dropped")})</span>}
                  </td>
                  <td>{row.points}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/** What changed between two moments, each change in a line. */
export function Changes(props: { comparison: MomentComparison }) {
  const { t } = useI18n();
  const c = props.comparison;
  const name = (id: number) => nameOf(c.players, id);
  const score = (vp: { first: number; second: number } | null) => (vp ? `${vp.first}–${vp.second}` : "");
  const lines: { key: string; text: string }[] = [
    ...c.rounds.map((r) => ({
      key: `round-${r.round}`,
      text: t(r.paired ? "moments.roundPaired" : "moments.roundUndone", { round: r.round }),
    })),
    ...c.results.map((r) => {
      const words = { round: r.round, table: r.table, first: name(r.players.first), second: name(r.players.second), before: score(r.before), after: score(r.after) };
      const key = r.before === null ? "moments.resultRecorded" : r.after === null ? "moments.resultRemoved" : "moments.resultCorrected";
      return { key: `result-${r.round}-${r.table}`, text: t(key, words) };
    }),
    ...c.places.map((p) => ({
      key: `place-${p.player}`,
      text:
        p.before === null
          ? t("moments.placeNew", { name: name(p.player), after: p.after ?? 0 })
          : p.after === null
            ? t("moments.placeGone", { name: name(p.player) })
            : t("moments.placeChanged", {
                name: name(p.player),
                before: p.before,
                after: p.after,
                pointsBefore: p.pointsBefore,
                pointsAfter: p.pointsAfter,
              }),
    })),
    ...c.drops.map((d) => ({
      key: `drop-${d.player}`,
      text: t(d.dropped ? "moments.droppedNow" : "moments.reinstated", { name: name(d.player) }),
    })),
  ];
  return (
    <section class="moments-changes" data-testid="moments-changes">
      <h3>{t("moments.changes", { from: c.from, to: c.to })}</h3>
      {lines.length === 0 ? (
        <p data-testid="moments-no-change">{t("moments.noChange")}</p>
      ) : (
        <ul>
          {lines.map((line) => (
            <li key={line.key} data-testid={`moments-change-${line.key}`}>
              {line.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MomentsPanel(props: {
  eventId: string;
  /** The event's latest entry: the moments are asked again when it moves. */
  seq: number;
  /** Opens another event's desk (the one "Continue from here" made). */
  openEvent?: (id: string) => void;
}) {
  const { t, language } = useI18n();
  const command = useCommand();
  const [moments, setMoments] = useState<EventMoments | null>(null);
  const [said, setSaid] = useState<ReadonlyMap<number, string>>(new Map());
  const [chosen, setChosen] = useState<number | null>(null);
  const [stood, setStood] = useState<EventAsItStood | null>(null);
  const [other, setOther] = useState<number | null>(null);
  const [comparison, setComparison] = useState<MomentComparison | null>(null);
  const [name, setName] = useState("");

  useEffect(() => {
    let current = true;
    void command.run(async () => {
      const answer = await call(commands.eventMoments(props.eventId));
      if (current) setMoments(answer);
    });
    // The actions' words come from the history; without them an action is named by its number.
    commands.eventHistory(props.eventId, language, { player: null, table: null, round: null }).then(
      (answer) => {
        if (current && answer.status === "ok") setSaid(new Map(answer.data.entries.map((e) => [e.seq, e.text])));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
    // `command` is a fresh object each render; the moments depend on these alone.
  }, [props.eventId, props.seq, language]);

  const open = async (seq: number) => {
    setChosen(seq);
    setComparison(null);
    const answer = await command.run(() => call(commands.eventAsItStood(props.eventId, seq)));
    if (answer) {
      setStood(answer);
      setName(t("moments.continueDefault", { title: answer.title, seq: answer.seq }));
      setOther(answer.entryCount);
    }
  };

  const compare = async () => {
    if (chosen === null || other === null) return;
    const answer = await command.run(() => call(commands.compareMoments(props.eventId, chosen, other)));
    if (answer) setComparison(answer);
  };

  const continueHere = async () => {
    if (stood === null) return;
    const made = await command.run(() => call(commands.continueFromMoment(props.eventId, stood.seq, name)));
    if (made) props.openEvent?.(made.id);
  };

  // Each option's value is its place in the list: a round's edge and its action share a seq.
  const options = moments?.moments ?? [];
  const now = moments?.entryCount ?? props.seq;

  return (
    <div class="moments-panel" data-testid="moments">
      <p class="muted">{t("moments.intro")}</p>
      <ErrorNotice error={command.error} testId="moments-error" onDismiss={command.clear} />
      {moments?.stopped && <ReadOnlyNotice reason={moments.stopped} testId="moments-journal-stopped" />}
      <div class="panel-actions">
        <label>
          {t("moments.moment")}{" "}
          <select
            data-testid="moments-choose"
            value={chosen === null ? "" : String(options.findIndex((m) => m.seq === chosen))}
            onChange={(e) => {
              const picked = options[Number(e.currentTarget.value)];
              if (picked) void open(picked.seq);
            }}
          >
            <option value="" disabled>
              {t("moments.choose")}
            </option>
            {options.map((moment, i) => (
              <option key={i} value={i} data-kind={moment.kind.kind} data-seq={moment.seq}>
                {momentLabel(t, moment, said)} · {formatWhen(moment.at, language)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {stood && (
        <>
          <StoodEvent stood={stood} />
          <div class="panel-actions moments-compare">
            <label>
              {t("moments.compareWith")}{" "}
              <select
                data-testid="moments-compare-with"
                value={other ?? ""}
                onChange={(e) => {
                  setOther(Number(e.currentTarget.value));
                  setComparison(null);
                }}
              >
                <option value={now}>{t("moments.now", { seq: now })}</option>
                {options
                  .filter((m) => m.kind.kind !== "action" || m.seq === 0)
                  .map((moment, i) => (
                    <option key={i} value={moment.seq}>
                      {momentLabel(t, moment, said)}
                    </option>
                  ))}
              </select>
            </label>
            <button type="button" class="secondary" data-testid="moments-compare" disabled={command.busy} onClick={() => void compare()}>
              {t("moments.compare")}
            </button>
          </div>
          {comparison && <Changes comparison={comparison} />}
          {stood.stopped === null && (
            <div class="panel-actions moments-continue">
              <label>
                {t("moments.continueName")}{" "}
                <input data-testid="moments-continue-name" value={name} onInput={(e) => setName(e.currentTarget.value)} />
              </label>
              <button type="button" class="primary" data-testid="moments-continue" disabled={command.busy || name.trim() === ""} onClick={() => void continueHere()}>
                {t("moments.continue")}
              </button>
              <p class="muted">{t("moments.continueHint")}</p>
            </div>
          )}
        </>
      )}
    </div>
  );
}

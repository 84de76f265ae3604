// A whole round as one row per table, for entering many results quickly.
import { useEffect, useRef, useState } from "preact/hooks";
import type { Round, Table } from "../../../bindings";
import { ErrorNotice } from "../../../lib/errors/ErrorNotice";
import { playerName } from "../../../lib/eventWords";
import { useI18n } from "../../../lib/i18n-context";
import { aglCore } from "./actions";
import { ResultForm, resultInput } from "./ResultForm";
import type { RoundsProps } from "./roundProps";
import { ResultWarnings, useTableResult } from "./tableParts";
import { scenarioName } from "./words";

/**
 * A whole round on one screen: one row per table (number, players, result boxes or the result),
 * a "missing results" filter and "find a player". Enter saves a row and moves to the next table
 * still missing its result.
 */
export function CompactRound(props: RoundsProps & { round: Round; current: boolean }) {
  const { t, language } = useI18n();
  const { snapshot, round } = props;
  const [missingOnly, setMissingOnly] = useState(false);
  const [query, setQuery] = useState("");
  // Names are matched as every search of the app matches them: folded by the core.
  const [folded, setFolded] = useState<Record<number, string>>({});
  const [foldedQuery, setFoldedQuery] = useState("");
  const names = snapshot.players.map((p) => p.name).join("\n");
  useEffect(() => {
    let live = true;
    Promise.resolve(aglCore.foldForSearch(snapshot.players.map((p) => p.name)))
      .then((out) => live && setFolded(Object.fromEntries(snapshot.players.map((p, i) => [p.id, out[i] ?? ""]))))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [names]);
  useEffect(() => {
    let live = true;
    if (query.trim() === "") {
      setFoldedQuery("");
      return;
    }
    Promise.resolve(aglCore.foldForSearch([query]))
      .then(([out]) => live && setFoldedQuery(out ?? ""))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [query]);
  const matches = (table: Table) =>
    foldedQuery === "" || [table.players.first, table.players.second].some((p) => folded[p]?.includes(foldedQuery));
  const missing = round.tables.filter((table) => table.result === null).length;
  const rows = round.tables.filter((table) => (!missingOnly || table.result === null) && matches(table));
  return (
    <section class="compact-round" data-testid={`compact-round-${round.number}`}>
      <h2>
        {t("event.round", { round: round.number })} ·{" "}
        {scenarioName(t, language, props.catalog.scenarios, round.scenario)}
      </h2>
      <div class="compact-tools">
        <label class="check">
          <input
            type="checkbox"
            data-testid="filter-missing"
            checked={missingOnly}
            onChange={(e) => setMissingOnly((e.currentTarget as HTMLInputElement).checked)}
          />
          {t("event.compact.missingOnly", { count: missing })}
        </label>
        <input
          type="search"
          data-testid="find-player"
          placeholder={t("event.compact.find")}
          aria-label={t("event.compact.find")}
          value={query}
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
        />
      </div>
      <div class="compact-rows">
        {rows.map((table) => (
          <CompactRow key={table.number} {...props} round={round} table={table} />
        ))}
        {rows.length === 0 && <p class="hint">{t("event.compact.none")}</p>}
      </div>
      {round.bye && (
        <p class="compact-bye" data-testid="compact-bye">
          {t("event.rounds.bye")}: {playerName(snapshot, round.bye.player)}
        </p>
      )}
    </section>
  );
}

export function CompactRow(props: RoundsProps & { round: Round; table: Table; current: boolean }) {
  const { t } = useI18n();
  const { snapshot, table, round, view } = props;
  const readOnly = view.readOnly !== null;
  const [correcting, setCorrecting] = useState(false);
  const row = useRef<HTMLDivElement>(null);
  const seats = {
    first: playerName(snapshot, table.players.first),
    second: playerName(snapshot, table.players.second),
  };
  const result = table.result;
  const { save, refusal, setRefusal, warnings } = useTableResult(props, seats, () => {
    setCorrecting(false);
    // On to the next table still missing its result, ready to type.
    const here = row.current;
    setTimeout(() => {
      let next = here?.nextElementSibling ?? null;
      while (next && next.getAttribute("data-missing") !== "true") next = next.nextElementSibling;
      next?.querySelector<HTMLInputElement>("input")?.focus();
    }, 0);
  });
  return (
    <div
      class="compact-row"
      ref={row}
      data-testid={`compact-row-${table.number}`}
      data-missing={result === null ? "true" : "false"}
    >
      <span class="compact-number">{t("event.rounds.table", { table: table.number })}</span>
      {result && !correcting ? (
        <>
          <span class="compact-result" data-testid={`compact-result-${table.number}`}>
            {seats.first} <strong>{result.scores.first.victory_points}</strong> ({result.scores.first.frags}) –{" "}
            <strong>{result.scores.second.victory_points}</strong> ({result.scores.second.frags}) {seats.second}
          </span>
          {!readOnly && (
            <button class="secondary small" data-testid={`compact-correct-${table.number}`} onClick={() => setCorrecting(true)}>
              {t("event.rounds.correct")}
            </button>
          )}
        </>
      ) : readOnly || round.published === false ? (
        // A proposal takes no result until published (docs/rulings.md, "Publishing a round").
        <span>
          {seats.first} – {seats.second}
        </span>
      ) : (
        <ResultForm
          {...props}
          compact
          initial={result ? resultInput(table) : null}
          onSave={save}
          onCancel={correcting ? () => setCorrecting(false) : null}
        />
      )}
      {refusal !== null && (
        <ErrorNotice
          error={refusal}
          seats={seats}
          players={snapshot.players}
          testId={`result-error-${round.number}-${table.number}`}
          onDismiss={() => setRefusal(null)}
        />
      )}
      <ResultWarnings warnings={warnings} seats={seats} testId={`result-warnings-${round.number}-${table.number}`} />
    </div>
  );
}

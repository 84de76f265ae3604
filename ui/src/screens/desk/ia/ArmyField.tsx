// An army list as it is typed: the core reads and checks it once typing pauses, a search box adds
// cards, and a name several cards share asks which one.
import { useEffect, useState } from "preact/hooks";
import type { ArmyCheck, IaCardHit } from "../../../bindings";
import { useErrorWords } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { iaCore } from "./actions";

/** `text` with its line `line` (from 1) replaced by `replacement`. */
export function replaceLine(text: string, line: number, replacement: string): string {
  const lines = text.split("\n");
  if (line < 1 || line > lines.length) return text;
  lines[line - 1] = replacement;
  return lines.join("\n");
}

/** Whether the core found nothing wrong with a typed list: every line read, every rule kept. */
export function armyCheckClean(check: ArmyCheck): boolean {
  return check.textProblems.length === 0 && check.report.problems.length === 0;
}

/** An army list as pasted, checked by the core as it is typed: totals, every rule it breaks,
 * lines not read, and for a name several cards share, which one. */
export function ArmyField(props: { text: string; setText: (text: string) => void; check: ArmyCheck | null; testId: string }) {
  const { t } = useI18n();
  const words = useErrorWords();
  const check = props.check;
  const ambiguousLines = new Set(check?.ambiguous.map((a) => a.line) ?? []);
  return (
    <div class="ia-army">
      <label class="event-field">
        <span>{t("ia.players.army")}</span>
        <textarea
          data-testid={props.testId}
          rows={8}
          value={props.text}
          onInput={(e) => props.setText((e.currentTarget as HTMLTextAreaElement).value)}
        />
      </label>
      <CardPicker onPick={(name) => props.setText(`${props.text.trimEnd()}${props.text.trim() === "" ? "" : "\n"}1 ${name}\n`)} testId={`${props.testId}-search`} />
      {check && props.text.trim() !== "" && (
        <div class="ia-army-check" data-testid={`${props.testId}-check`} aria-live="polite">
          <p class="strong">
            {t("ia.players.points", {
              army: check.report.army_points,
              cards: check.report.command_cards,
              command: check.report.command_points,
            })}
          </p>
          <ul>
            {check.ambiguous.map((a) => (
              <li key={`which-${a.line}`} data-testid={`${props.testId}-which-${a.line}`}>
                <span class="warning">{t("ia.players.which", { line: a.line, text: a.text })}</span>
                <span class="ia-which-choices">
                {a.choices.map((c) => (
                  <button
                    key={`${c.hit.card.kind}-${c.hit.card.id}`}
                    type="button"
                    class="secondary small"
                    data-testid={`${props.testId}-choose-${a.line}-${c.hit.card.id}`}
                    onClick={() => props.setText(replaceLine(props.text, a.line, c.lineText))}
                  >
                    {c.hit.name} ({c.hit.cost})
                  </button>
                ))}
                </span>
              </li>
            ))}
            {check.lines
              .filter((l) => l.reading.kind === "notRead" && !ambiguousLines.has(l.line))
              .map((l) => (
                <li key={l.line} class="warning">
                  {t("ia.players.notRead", { line: l.line, text: l.text })}
                </li>
              ))}
            {check.report.problems.map((p, i) => (
              <li key={`rule-${i}`} class="warning" data-testid={`${props.testId}-problem`}>
                {words.armyProblem(p)}
              </li>
            ))}
          </ul>
          {armyCheckClean(check) && (
            <p class="muted" data-testid={`${props.testId}-legal`}>
              {t("ia.players.legal")}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

/** A search box over the skirmish cards: each card picked adds a line to the list (lines naming
 * the same card add up), Enter picks the first. */
export function CardPicker(props: { onPick: (name: string) => void; testId: string }) {
  const { t } = useI18n();
  const [query, setQuery] = useState("");
  const [hits, setHits] = useState<IaCardHit[]>([]);
  useEffect(() => {
    let live = true;
    void iaCore.searchCards(query).then((found) => live && setHits(found));
    return () => {
      live = false;
    };
  }, [query]);
  const pick = (hit: IaCardHit) => {
    props.onPick(hit.name);
    setQuery("");
  };
  return (
    <div class="ia-picker">
      <label class="event-field">
        <span>{t("ia.players.search")}</span>
        <input
          data-testid={props.testId}
          value={query}
          onInput={(e) => setQuery((e.currentTarget as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && hits.length > 0) {
              e.preventDefault();
              pick(hits[0]);
            }
          }}
        />
      </label>
      {hits.length > 0 && (
        <ul class="ia-hits" data-testid={`${props.testId}-hits`}>
          {hits.map((hit) => (
            <li key={`${hit.card.kind}-${hit.card.id}`}>
              <button type="button" class="secondary small" onClick={() => pick(hit)}>
                + {hit.name} ({hit.cost})
                {hit.affiliation && <span class="muted"> · {t(`ia.affiliation.${hit.affiliation}`)}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** How long typing pauses before the core checks the list again. */
export const ARMY_CHECK_DELAY_MS = 250;

/** The core's reading and check of a pasted list, asked again once typing pauses. */
export function useArmyCheck(text: string): ArmyCheck | null {
  const [check, setCheck] = useState<ArmyCheck | null>(null);
  useEffect(() => {
    let live = true;
    if (text.trim() === "") {
      setCheck(null);
      return;
    }
    const timer = setTimeout(() => {
      void iaCore.readArmy(text).then((c) => live && setCheck(c));
    }, ARMY_CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  return check;
}

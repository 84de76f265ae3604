// The Imperial Assault cut: previewed as the core would make it, made once confirmed, taken back,
// and its bracket's games with their results.
import { useState } from "preact/hooks";
import type { IaCutPreview } from "../../../bindings";
import { useI18n } from "../../../lib/i18n-context";
import { PhoneReports, reportsOf } from "./PhoneReports";
import { ResultForm } from "./ResultForm";
import type { PanelProps } from "./panel";
import { cutRoundName } from "./words";

/** The cut as the core would make it now: who goes through by seed, the first games, who is
 * left out and why; made only once confirmed. */
export function CutPreview(props: PanelProps & { preview: IaCutPreview; onCancel: () => void }) {
  const { t } = useI18n();
  const { preview } = props;
  return (
    <section class="ia-cut-preview" data-testid="ia-cut-preview">
      <h3>{t("ia.cut.preview.title", { size: preview.size })}</h3>
      <p class="strong">{t("ia.cut.preview.through")}</p>
      <ol data-testid="ia-cut-preview-seeds">
        {preview.seeds.map((player, i) => (
          <li key={player}>{t("ia.cut.preview.seed", { seed: i + 1, name: props.name(player) })}</li>
        ))}
      </ol>
      <p class="strong">{cutRoundName(t, preview.first_games.length)}</p>
      <ul data-testid="ia-cut-preview-games">
        {preview.first_games.map((g) => (
          <li key={g.game}>
            {t("ia.cut.preview.game", {
              game: g.game,
              first: props.name(g.players.first),
              firstSeed: g.seeds.first,
              second: props.name(g.players.second),
              secondSeed: g.seeds.second,
            })}
          </li>
        ))}
      </ul>
      {preview.left_out.length > 0 && (
        <>
          <p class="strong">{t("ia.cut.preview.leftOut")}</p>
          <ul data-testid="ia-cut-preview-left-out">
            {preview.left_out.map((l) => (
              <li key={l.player} data-player={l.player}>
                {l.reason === "dropped"
                  ? t("ia.cut.preview.dropped", { name: props.name(l.player), place: l.place })
                  : t("ia.cut.preview.below", { name: props.name(l.player), place: l.place, size: preview.size })}
              </li>
            ))}
          </ul>
        </>
      )}
      <p class="hint">{t("ia.cut.preview.closes")}</p>
      <div class="panel-actions">
        <button
          class="primary"
          data-testid="ia-make-cut-confirm"
          disabled={props.busy}
          onClick={() => void props.act({ kind: "makeCut" }, "cut").then((made) => made && props.onCancel())}
        >
          {t("ia.cut.confirm", { size: preview.size })}
        </button>
        <button class="secondary" data-testid="ia-make-cut-cancel" onClick={props.onCancel}>
          {t("ia.cut.cancel")}
        </button>
      </div>
    </section>
  );
}

export function IaCut(props: PanelProps) {
  const { t } = useI18n();
  const { snapshot } = props;
  const [previewing, setPreviewing] = useState(false);
  const bracket = snapshot.bracket;
  if (!bracket) {
    const preview = snapshot.cut_preview;
    return (
      <div data-testid="ia-cut">
        {snapshot.open.make_cut ? (
          previewing && preview ? (
            <CutPreview {...props} preview={preview} onCancel={() => setPreviewing(false)} />
          ) : (
            <button
              class="primary"
              data-testid="ia-make-cut"
              disabled={props.busy}
              // Without a preview the core could not compute the cut: asking it says why.
              onClick={() => (preview ? setPreviewing(true) : void props.act({ kind: "makeCut" }, "cut"))}
            >
              {t("ia.cut.make")}
            </button>
          )
        ) : (
          <p class="hint">{t("ia.cut.noneYet")}</p>
        )}
        {props.refusal("cut")}
      </div>
    );
  }
  const champion = snapshot.placings[0];
  return (
    <div data-testid="ia-cut">
      {champion && (
        <p class="notice" data-testid="ia-champion">
          {t("ia.cut.champion", { name: props.name(champion.player) })}
        </p>
      )}
      {snapshot.open.undo_cut && (
        <div class="panel-actions">
          <button class="secondary" data-testid="ia-undo-cut" disabled={props.busy} onClick={() => void props.act({ kind: "undoCut" }, "cut")}>
            {t("ia.cut.undo")}
          </button>
          <span class="hint">{t("ia.cut.undo.hint")}</span>
        </div>
      )}
      {props.refusal("cut")}
      {bracket.rounds.map((r) => (
        <section key={r.round} data-testid={`ia-cut-round-${r.round}`}>
          <h3>{cutRoundName(t, r.games.length)}</h3>
          {snapshot.cut_missions[r.round - 1] && (
            <p class="strong">{t("ia.rounds.mission", { mission: snapshot.cut_missions[r.round - 1].mission.name })}</p>
          )}
          {r.games.map((g) => (
            <div key={g.game} class="ia-table">
              <span class="muted">
                {t("ia.cut.game", { game: g.game })} ({g.seeds.first} v {g.seeds.second})
              </span>
              <ResultForm
                players={g.players}
                name={props.name}
                result={g.result}
                open={snapshot.open.cut_rounds.includes(r.round)}
                busy={props.busy}
                testId={`ia-cut-result-${r.round}-${g.game}`}
                points={false}
                refusal={props.refusal(`cut-${r.round}-${g.game}`)}
                save={(input) =>
                  props.act({ kind: "recordCutResult", round: r.round, game: g.game, result: input }, `cut-${r.round}-${g.game}`)
                }
              />
              {g.result === null && (
                <PhoneReports
                  reports={reportsOf(snapshot.reports, { stage: "cut", round: r.round, game: g.game })}
                  name={props.name}
                  testId={`ia-cut-reports-${r.round}-${g.game}`}
                />
              )}
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}

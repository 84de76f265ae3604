// A roster file read by the core before anyone is registered from it.
import { useState } from "preact/hooks";
import type { IaRoster, IaRosterProblem } from "../../../bindings";
import { useCommand } from "../../../lib/call";
import { ErrorNotice, useErrorWords } from "../../../lib/errors/ErrorNotice";
import { chooseFile } from "../../../lib/files";
import { useI18n } from "../../../lib/i18n-context";
import { iaCore } from "./actions";
import type { PanelProps } from "./panel";

/** A roster file's reading: each player with their list's totals and every problem at its line
 * in the file, as the core read it; registering takes everyone or nobody. */
export function RosterImport(props: PanelProps) {
  const { t } = useI18n();
  const words = useErrorWords();
  const reading = useCommand();
  const [path, setPath] = useState("");
  const [roster, setRoster] = useState<IaRoster | null>(null);
  const read = async () => {
    setRoster((await reading.run(() => iaCore.readRoster(path))) ?? null);
  };
  const browse = async () => {
    try {
      const chosen = await chooseFile([{ name: "Text", extensions: ["txt"] }]);
      if (chosen) setPath(chosen);
    } catch {
      // No dialog: the typed path still works.
    }
  };
  const problem = (p: IaRosterProblem): string => {
    switch (p.kind) {
      case "tooLarge":
        return t("ia.roster.tooLarge", { bytes: p.bytes, max: p.max });
      case "tooManyPlayers":
        return t("ia.roster.tooManyPlayers", { players: p.players, max: p.max });
      case "lineBeforeFirstPlayer":
        return t("ia.roster.lineBeforeFirstPlayer", { line: p.line });
      case "noName":
        return t("ia.roster.noName", { line: p.line });
      case "noPlayers":
        return t("ia.roster.noPlayers");
    }
  };
  return (
    <details class="ia-roster" data-testid="ia-roster">
      <summary>{t("ia.roster.title")}</summary>
      <p class="hint">{t("ia.roster.hint")}</p>
      <div class="panel-actions">
        <button type="button" class="secondary" data-testid="ia-roster-browse" onClick={() => void browse()}>
          {t("common.browse")}
        </button>
        <label class="event-field">
          <span>{t("ia.roster.path")}</span>
          <input data-testid="ia-roster-path" value={path} onInput={(e) => setPath((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <button type="button" class="secondary" data-testid="ia-roster-read" disabled={reading.busy || path.trim() === ""} onClick={() => void read()}>
          {t("ia.roster.read")}
        </button>
      </div>
      <ErrorNotice error={reading.error} testId="ia-roster-read-error" onDismiss={reading.clear} />
      {roster && (
        <div data-testid="ia-roster-reading">
          <ul>
            {roster.problems.map((p, i) => (
              <li key={`file-${i}`} class="warning">
                {problem(p)}
              </li>
            ))}
          </ul>
          <table class="event-table">
            <tbody>
              {roster.players.map((p) => {
                const check = p.check;
                const at = (line: number) => p.listLine + line - 1;
                return (
                  <tr key={p.line} data-line={p.line}>
                    <td class="num">{t("ia.roster.line", { line: p.line })}</td>
                    <td class="strong">{p.name}</td>
                    <td>{check?.report.affiliation ? t(`ia.affiliation.${check.report.affiliation}`) : "—"}</td>
                    <td>
                      {check
                        ? t("ia.players.points", {
                            army: check.report.army_points,
                            cards: check.report.command_cards,
                            command: check.report.command_points,
                          })
                        : t("ia.players.noArmy")}
                      <ul>
                        {check?.ambiguous.map((a) => (
                          <li key={`which-${a.line}`} class="warning">
                            {t("ia.roster.which", {
                              line: at(a.line),
                              text: a.text,
                              names: a.choices.map((c) => c.hit.name).join(" / "),
                            })}
                          </li>
                        ))}
                        {check?.lines
                          .filter((l) => l.reading.kind === "notRead" && !check.ambiguous.some((a) => a.line === l.line))
                          .map((l) => (
                            <li key={l.line} class="warning">
                              {t("ia.players.notRead", { line: at(l.line), text: l.text })}
                            </li>
                          ))}
                        {check?.report.problems.map((problem, i) => (
                          <li key={`rule-${i}`} class="warning">
                            {words.armyProblem(problem)}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <button
            type="button"
            class="primary"
            data-testid="ia-roster-register"
            disabled={props.busy || !roster.ready}
            onClick={async () => {
              if (await props.importRoster(path)) setRoster(null);
            }}
          >
            {t("ia.roster.register", { count: roster.players.length })}
          </button>
          {!roster.ready && <p class="hint">{t("ia.roster.fixFirst")}</p>}
        </div>
      )}
      {props.refusal("roster")}
    </details>
  );
}

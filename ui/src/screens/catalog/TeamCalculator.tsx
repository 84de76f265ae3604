import { useEffect, useState } from "preact/hooks";
import { commands, type CharacterRow, type TeamInitiative } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";

/**
 * Four characters and their total Initiative, asked of the core (the same sum the draft's
 * Underdog uses), so an Initiative typed in the catalog is seen in use at once. `version`
 * changes whenever the catalog in use does, and the total is asked again.
 */
export function TeamCalculator(props: { characters: CharacterRow[]; version: string }) {
  const { t } = useI18n();
  const [team, setTeam] = useState<string[]>(["", "", "", ""]);
  const [result, setResult] = useState<TeamInitiative | null>(null);
  const [error, setError] = useState<unknown>(null);
  const chosen = team.filter((id) => id !== "");

  useEffect(() => {
    if (chosen.length !== 4) {
      setResult(null);
      return;
    }
    let live = true;
    call(commands.teamInitiative(chosen))
      .then((r) => live && (setResult(r), setError(null)))
      .catch((e) => live && setError(e));
    return () => {
      live = false;
    };
  }, [team.join(","), props.version]);

  const nameOf = (id: string) => props.characters.find((c) => c.id === id)?.name ?? id;

  return (
    <section class="panel team-calculator" data-testid="team-calculator">
      <h2>{t("catalog.team.title")}</h2>
      <p class="muted">{t("catalog.team.hint")}</p>
      <div class="team-members">
        {team.map((id, i) => (
          <label class="stacked-field" key={i}>
            {t("catalog.team.member", { n: i + 1 })}
            <select
              data-testid={`team-member-${i}`}
              value={id}
              onChange={(e) => {
                const next = [...team];
                next[i] = (e.currentTarget as HTMLSelectElement).value;
                setTeam(next);
              }}
            >
              <option value="">{t("catalog.team.choose")}</option>
              {props.characters.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
        ))}
      </div>
      <p class="team-total" data-testid="team-total" aria-live="polite">
        {result === null
          ? t("catalog.team.incomplete")
          : result.total !== null
            ? t("catalog.team.total", { total: result.total })
            : t("catalog.team.unknown", {
                names: [...result.missing, ...result.not_in_catalog].map(nameOf).join(", "),
                known: result.known_total,
              })}
      </p>
      <ErrorNotice error={error} />
    </section>
  );
}

// A new Imperial Assault event: category, valid missions, strength-of-schedule method, rounds
// and cut, staff and the papers' language. The core checks the definition and says every problem.
import { useEffect, useState } from "preact/hooks";
import type { IaCategory, IaEventOptions, SosMethod } from "../../../bindings";
import { useCommand } from "../../../lib/call";
import { ErrorNotice } from "../../../lib/errors/ErrorNotice";
import { useI18n } from "../../../lib/i18n-context";
import { LanguageSelect } from "../../../lib/LanguageSelect";
import type { Language } from "../../../i18n";
import { iaCore } from "./actions";
import "./ia.css";

const CUTS = [2, 4, 8, 16, 32, 64];

export function IaSetup(props: { onCreated: (id: string) => void }) {
  const { t, language } = useI18n();
  const command = useCommand();
  const [options, setOptions] = useState<IaEventOptions | null>(null);
  const [name, setName] = useState("");
  const [category, setCategory] = useState<IaCategory>("competitive");
  const [missions, setMissions] = useState("");
  // Maps of the data ticked as missions, by id.
  const [maps, setMaps] = useState<string[]>([]);
  const [sos, setSos] = useState<SosMethod>("sum");
  const [ownStructure, setOwnStructure] = useState(false);
  const [rounds, setRounds] = useState(3);
  const [cut, setCut] = useState<number | null>(null);
  const [judges, setJudges] = useState(0);
  const [judgesPlaying, setJudgesPlaying] = useState(0);
  const [organizersPlaying, setOrganizersPlaying] = useState(0);
  const [paperLanguage, setPaperLanguage] = useState<Language>(language);

  useEffect(() => {
    void command.run(async () => setOptions(await iaCore.options()));
  }, []);

  // Where the category leaves the rounds to the organizer, there is no table to take them from.
  const organizersChoice =
    options?.categories.find((c) => c.category === category)?.rules.round_structure === "organizers-choice";
  const structureChosen = ownStructure || organizersChoice;
  const missionList = missions
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const pickedMaps = (options?.maps ?? []).filter((m) => maps.includes(m.id));
  const suggested = new Set((options?.suggestedMaps ?? []).map((m) => m.id));
  const toggleMap = (id: string) => setMaps(maps.includes(id) ? maps.filter((m) => m !== id) : [...maps, id]);

  const create = async () => {
    const view = await command.run(() =>
      iaCore.create(
          {
            ruleset: "ia-skirmish-1.1",
            name,
            category,
            structure: structureChosen ? { swiss_rounds: rounds, cut } : null,
            missions: {
              missions: [
                ...pickedMaps.map((m) => ({ name: m.name, map: m.id })),
                ...missionList.map((m) => ({ name: m, map: null })),
              ],
            },
            sos_method: sos,
            staff: { judges, judges_playing: judgesPlaying, organizers_playing: organizersPlaying },
            seed: null,
            // A new event pairs each round as the organizer's proposal, shown beyond the desk
            // once published (docs/rulings.md, "Publishing a round").
            publish_rounds: true,
          },
          paperLanguage,
        ),
    );
    if (view) props.onCreated(view.id);
  };

  const number = (value: number, set: (n: number) => void, testId: string, min = 0) => (
    <input
      type="number"
      min={min}
      data-testid={testId}
      value={value}
      onInput={(e) => set(Math.max(min, Number((e.currentTarget as HTMLInputElement).value) || min))}
    />
  );

  return (
    <form
      class="event-setup"
      data-testid="ia-setup"
      onSubmit={(e) => {
        e.preventDefault();
        void create();
      }}
    >
      <label class="event-field">
        <span>{t("ia.setup.name")}</span>
        <input data-testid="ia-name" value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
      </label>
      <fieldset class="event-choices">
        <legend>{t("ia.setup.category")}</legend>
        {(options?.categories ?? []).map((c) => (
          <button
            type="button"
            key={c.category}
            class={`choice ${category === c.category ? "chosen" : ""}`}
            aria-pressed={category === c.category}
            data-testid={`ia-category-${c.category}`}
            onClick={() => setCategory(c.category)}
          >
            {t(`ia.category.${c.category}`)}
          </button>
        ))}
        <p class="hint" data-testid="ia-category-hint">
          {t(`ia.category.hint.${category}`)}
        </p>
      </fieldset>
      <fieldset class="event-choices ia-map-pool" data-testid="ia-map-pool">
        <legend>{t("ia.setup.missions")}</legend>
        <p class="hint">{t("ia.setup.maps.hint")}</p>
        <button
          type="button"
          class="secondary small"
          data-testid="ia-pick-season"
          onClick={() => setMaps([...new Set([...maps, ...suggested])])}
        >
          {t("ia.setup.maps.pickSeason")}
        </button>
        <div class="ia-map-list">
          {(options?.maps ?? []).map((m) => (
            <label key={m.id} class="check">
              <input type="checkbox" data-testid={`ia-map-${m.id}`} checked={maps.includes(m.id)} onChange={() => toggleMap(m.id)} />
              {m.name}
              {suggested.has(m.id) && <span class="muted"> · {t("ia.setup.maps.season")}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <label class="event-field">
        <span>{t("ia.setup.missions.typed")}</span>
        <textarea
          data-testid="ia-missions"
          rows={4}
          value={missions}
          onInput={(e) => setMissions((e.currentTarget as HTMLTextAreaElement).value)}
        />
        <span class="hint">{t("ia.setup.missions.hint")}</span>
      </label>
      <label class="event-field">
        <span>{t("ia.setup.sos")}</span>
        <select data-testid="ia-sos" value={sos} onChange={(e) => setSos((e.currentTarget as HTMLSelectElement).value as SosMethod)}>
          {(options?.sosMethods ?? (["sum", "tome"] as SosMethod[])).map((m) => (
            <option key={m} value={m}>
              {t(`ia.sos.${m}`)}
            </option>
          ))}
        </select>
      </label>
      <fieldset class="event-choices">
        <legend>{t("ia.setup.structure")}</legend>
        {!organizersChoice && (
          <div class="ia-radios" role="radiogroup" aria-label={t("ia.setup.structure")}>
            <label class="choice">
              <input
                type="radio"
                name="ia-structure-source"
                data-testid="ia-structure-table"
                checked={!ownStructure}
                onChange={() => setOwnStructure(false)}
              />
              {t("ia.setup.structure.table")}
            </label>
            <label class="choice">
              <input
                type="radio"
                name="ia-structure-source"
                data-testid="ia-own-structure"
                checked={ownStructure}
                onChange={() => setOwnStructure(true)}
              />
              {t("ia.setup.structure.own")}
            </label>
          </div>
        )}
        {structureChosen && (
          <div class="panel-actions">
            <label class="event-field">
              <span>{t("ia.setup.rounds")}</span>
              {number(rounds, setRounds, "ia-rounds", 1)}
            </label>
            <label class="event-field">
              <span>{t("ia.setup.cut")}</span>
              <select
                data-testid="ia-cut"
                value={cut ?? ""}
                onChange={(e) => {
                  const v = (e.currentTarget as HTMLSelectElement).value;
                  setCut(v === "" ? null : Number(v));
                }}
              >
                <option value="">{t("ia.cut.none")}</option>
                {CUTS.map((size) => (
                  <option key={size} value={size}>
                    {t("ia.cut.top", { size })}
                  </option>
                ))}
              </select>
            </label>
          </div>
        )}
      </fieldset>
      <div class="panel-actions">
        <label class="event-field">
          <span>{t("ia.setup.judges")}</span>
          {number(judges, setJudges, "ia-judges")}
        </label>
        <label class="event-field">
          <span>{t("ia.setup.judgesPlaying")}</span>
          {number(judgesPlaying, setJudgesPlaying, "ia-judges-playing")}
        </label>
        <label class="event-field">
          <span>{t("ia.setup.organizersPlaying")}</span>
          {number(organizersPlaying, setOrganizersPlaying, "ia-organizers-playing")}
        </label>
      </div>
      <label class="event-field">
        <span>{t("ia.setup.language")}</span>
        <LanguageSelect value={paperLanguage} onChange={setPaperLanguage} testId="ia-paper-language" />
      </label>
      <ErrorNotice error={command.error} testId="ia-setup-error" onDismiss={command.clear} />
      <button class="primary" type="submit" data-testid="ia-create" disabled={command.busy}>
        {t("ia.setup.create")}
      </button>
    </form>
  );
}

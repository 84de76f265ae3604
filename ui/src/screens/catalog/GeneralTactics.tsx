import { useEffect, useState } from "preact/hooks";
import { commands, type CatalogOverview, type GeneralTacticRow } from "../../bindings";
import { call } from "../../lib/call";
import { ErrorNotice } from "../../lib/errors/ErrorNotice";
import { useI18n } from "../../lib/i18n-context";
import { cardNumber } from "./format";

function GeneralTacticLine(props: {
  row: GeneralTacticRow;
  onChanged: (overview: CatalogOverview) => void;
}) {
  const { t } = useI18n();
  const { row } = props;
  const [name, setName] = useState(row.name ?? "");
  const [error, setError] = useState<unknown>(null);
  useEffect(() => setName(row.name ?? ""), [row.name]);

  const send = async (value: string | null) => {
    setError(null);
    try {
      props.onChanged(await call(commands.setGeneralTacticName(row.number, value)));
    } catch (e) {
      setError(e);
    }
  };

  return (
    <li class="general-tactic" data-testid={`general-tactic-${row.number}`}>
      <form
        class="field-row"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim() !== "" && name.trim() !== row.name) void send(name);
        }}
      >
        <label for={`general-${row.number}`} class="card-number">
          {cardNumber(row.number)}
        </label>
        <input
          id={`general-${row.number}`}
          value={name}
          placeholder={t("catalog.value.unknown")}
          onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)}
        />
        {row.source === "user" && <span class="badge badge-yours">{t("catalog.badge.yours")}</span>}
        {row.name === null && <span class="badge badge-missing">{t("catalog.value.unknown")}</span>}
        <button type="submit" class="small-button">
          {t("catalog.general.save")}
        </button>
        {row.source === "user" && (
          <button type="button" class="small-button" onClick={() => send(null)}>
            ↺ {t("catalog.value.revert")}
          </button>
        )}
      </form>
      <ErrorNotice error={error} />
    </li>
  );
}

/** The ten General Tactics (009 to 018) and their names, which the organizer may fill in. */
export function GeneralTactics(props: {
  rows: GeneralTacticRow[];
  onChanged: (overview: CatalogOverview) => void;
}) {
  const { t } = useI18n();
  return (
    <section class="panel" id="general-tactics">
      <h2>{t("catalog.general.title")}</h2>
      <ul class="general-tactics">
        {props.rows.map((row) => (
          <GeneralTacticLine key={row.number} row={row} onChanged={props.onChanged} />
        ))}
      </ul>
    </section>
  );
}

// The Imperial Assault players: registration with an army list, each player's list, withdrawal,
// drops, the roster file and the informal event's players kept apart in round 1.
import { useEffect, useState } from "preact/hooks";
import { useI18n } from "../../../lib/i18n-context";
import { armyCheckClean, ArmyField, useArmyCheck } from "./ArmyField";
import { RosterImport } from "./RosterImport";
import type { PanelProps } from "./panel";

export function IaPlayers(props: PanelProps) {
  const { t } = useI18n();
  const [name, setName] = useState("");
  const [army, setArmy] = useState("");
  const [editing, setEditing] = useState<number | null>(null);
  const [editText, setEditText] = useState("");
  const check = useArmyCheck(army);
  const editCheck = useArmyCheck(editText);
  const { registration, swiss } = props.snapshot.open;
  // A list fixed after its refusal takes the refusal away.
  useEffect(() => {
    if (check && armyCheckClean(check)) props.clearRefusal("register");
  }, [check]);
  useEffect(() => {
    if (editCheck && armyCheckClean(editCheck)) props.clearRefusal("set-army");
  }, [editCheck]);

  const register = async () => {
    const list = army.trim() === "" ? null : (check?.list ?? null);
    if (await props.act({ kind: "registerPlayer", name, army: list }, "register")) {
      setName("");
      setArmy("");
    }
  };

  return (
    <div data-testid="ia-players">
      {registration && (
        <form
          class="event-form"
          onSubmit={(e) => {
            e.preventDefault();
            void register();
          }}
        >
          <label class="event-field">
            <span>{t("ia.players.name")}</span>
            <input data-testid="ia-player-name" value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
          </label>
          <ArmyField text={army} setText={setArmy} check={check} testId="ia-player-army" />
          <button class="primary" type="submit" data-testid="ia-register" disabled={props.busy}>
            {t("ia.players.register")}
          </button>
          {props.refusal("register")}
        </form>
      )}
      <table class="event-table" data-testid="ia-player-list">
        <thead>
          <tr>
            <th class="num">#</th>
            <th>{t("ia.players.name")}</th>
            <th>{t("ia.players.affiliation")}</th>
            <th>{t("ia.players.list")}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {props.snapshot.players.map((p) => (
            <tr key={p.id} data-player={p.id}>
              <td class="num">{p.id}</td>
              <td class="strong">
                {p.name}
                {p.dropped && <span class="muted"> ({t("ia.players.dropped")})</span>}
              </td>
              <td data-testid={`ia-affiliation-${p.id}`}>
                {p.army_report?.affiliation ? t(`ia.affiliation.${p.army_report.affiliation}`) : "—"}
              </td>
              <td>
                {p.army_report
                  ? t("ia.players.points", {
                      army: p.army_report.army_points,
                      cards: p.army_report.command_cards,
                      command: p.army_report.command_points,
                    })
                  : t("ia.players.noArmy")}
              </td>
              <td class="actions">
                {registration && (
                  <>
                    <button class="secondary small" data-testid={`ia-edit-army-${p.id}`} onClick={() => setEditing(p.id)}>
                      {t("ia.players.editArmy")}
                    </button>
                    <button
                      class="secondary small"
                      data-testid={`ia-withdraw-${p.id}`}
                      onClick={() => void props.act({ kind: "withdrawRegistration", player: p.id }, `player-${p.id}`)}
                    >
                      {t("ia.players.withdraw")}
                    </button>
                  </>
                )}
                {swiss && (
                  <button
                    class="secondary small"
                    data-testid={`ia-drop-${p.id}`}
                    onClick={() =>
                      void props.act(
                        p.dropped ? { kind: "reinstatePlayer", player: p.id } : { kind: "dropPlayer", player: p.id },
                        `player-${p.id}`,
                      )
                    }
                  >
                    {p.dropped ? t("ia.players.reinstate") : t("ia.players.drop")}
                  </button>
                )}
                {props.refusal(`player-${p.id}`)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {registration && <RosterImport {...props} />}
      {registration && props.snapshot.rules.round_one_requests && <KeepApartForm {...props} />}
      {editing !== null && (
        <form
          class="event-form"
          onSubmit={async (e) => {
            e.preventDefault();
            const list = editText.trim() === "" ? null : (editCheck?.list ?? null);
            if (await props.act({ kind: "setArmy", player: editing, army: list }, "set-army")) {
              setEditing(null);
              setEditText("");
            }
          }}
        >
          <h3>{props.name(editing)}</h3>
          <ArmyField text={editText} setText={setEditText} check={editCheck} testId="ia-edit-army" />
          <button class="primary" type="submit" data-testid="ia-save-army" disabled={props.busy}>
            {t("ia.players.setArmy")}
          </button>
          {props.refusal("set-army")}
        </form>
      )}
    </div>
  );
}

/** Informal events: players who asked not to meet in round 1 (relatives, travel companions). */
export function KeepApartForm(props: PanelProps) {
  const { t } = useI18n();
  const pairs = props.snapshot.keep_apart;
  const players = props.snapshot.players;
  const [first, setFirst] = useState<number>(players[0]?.id ?? 1);
  const [second, setSecond] = useState<number>(players[1]?.id ?? 2);
  const choose = (value: number, set: (n: number) => void, testId: string) => (
    <select data-testid={testId} value={value} onChange={(e) => set(Number((e.currentTarget as HTMLSelectElement).value))}>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </select>
  );
  return (
    <section data-testid="ia-keep-apart">
      <h3>{t("ia.keepApart.title")}</h3>
      <p class="hint">{t("ia.keepApart.hint")}</p>
      <ul>
        {pairs.map(([a, b], i) => (
          <li key={`${a}-${b}`}>
            {t("ia.keepApart.pair", { first: props.name(a), second: props.name(b) })}{" "}
            <button
              class="secondary small"
              data-testid={`ia-keep-apart-remove-${i}`}
              onClick={() => void props.act({ kind: "setKeepApart", pairs: pairs.filter((_, k) => k !== i) }, "keep-apart")}
            >
              {t("ia.players.withdraw")}
            </button>
          </li>
        ))}
      </ul>
      {players.length >= 2 && (
        <div class="panel-actions">
          {choose(first, setFirst, "ia-keep-apart-first")}
          {choose(second, setSecond, "ia-keep-apart-second")}
          <button
            class="secondary"
            data-testid="ia-keep-apart-add"
            disabled={props.busy}
            onClick={() => void props.act({ kind: "setKeepApart", pairs: [...pairs, [first, second]] }, "keep-apart")}
          >
            {t("ia.keepApart.add")}
          </button>
        </div>
      )}
      {props.refusal("keep-apart")}
    </section>
  );
}

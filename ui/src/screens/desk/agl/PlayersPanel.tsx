import { useEffect, useRef, useState } from "preact/hooks";
import type {
  EventSnapshot,
  Player,
  Registration,
  RegistrationWarning,
} from "../../../bindings";
import { CharacterPicker, LineupChips } from "../../../lib/CharacterPicker";
import { useI18n } from "../../../lib/i18n-context";
import { useUnsaved } from "../../../lib/unsaved";
import { RosterImport } from "./RosterImport";
import type { DeskProps } from "./EventDesk";
import { registrationWarningText } from "./words";

type Editing = { kind: "new" } | { kind: "edit"; player: Player } | null;

/** Registration: the players, their control-sheet entries, drops and late arrivals. */
export function PlayersPanel(props: DeskProps & { snapshot: EventSnapshot }) {
  const { t, language } = useI18n();
  const { snapshot, view } = props;
  const [editing, setEditing] = useState<Editing>(null);
  // The core's warnings, worded when shown (so a change of language rewords them).
  const [warned, setWarned] = useState<RegistrationWarning[]>([]);
  const [importing, setImporting] = useState(false);
  // Dropping asks once more, in place: the second press confirms.
  const [dropping, setDropping] = useState<number | null>(null);
  const readOnly = view.readOnly !== null;

  // Alt+N: a new player (or late arrival).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey && (e.key === "n" || e.key === "N") && !readOnly) {
        e.preventDefault();
        setEditing({ kind: "new" });
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [readOnly]);

  const characterName = (id: string) => props.characters.find((c) => c.id === id)?.name ?? id;
  const sponsorName = (id: string | null) =>
    id === null ? "—" : (props.catalog.sponsors.find((s) => s.id === id)?.name ?? id);
  const status = (p: Player) => {
    if (p.dropped_after_round !== null) return t("event.players.dropped", { round: p.dropped_after_round });
    if (p.first_round > 1) return t("event.players.late", { round: p.first_round });
    return t("event.players.active");
  };

  const save = async (registration: Registration) => {
    if (!editing) return false;
    const accepted =
      editing.kind === "edit"
        ? await props.act({ kind: "editPlayer", player: editing.player.id, registration })
        : await props.act(
            view.lateRegistration
              ? { kind: "registerLateArrival", registration }
              : { kind: "registerPlayer", registration },
          );
    if (accepted) setEditing(null);
    // A registration the event accepted but the organizer should know about (a lineup too
    // alike to others' to be drafted against them).
    setWarned(
      accepted?.kind === "registered" || accepted?.kind === "playerEdited"
        ? accepted.warnings
        : [],
    );
    return accepted !== null;
  };

  const drop = async (p: Player) => {
    if (dropping !== p.id) {
      setDropping(p.id);
      return;
    }
    setDropping(null);
    await props.act({ kind: "dropPlayer", player: p.id });
  };

  // Safety nets (docs/rulings.md, "Safety nets at the desk"): a drop is taken back in one
  // click (nothing is lost by it); removing a registration, allowed only before round 1, asks.
  const [removing, setRemoving] = useState<number | null>(null);
  const undoDrop = (p: Player) => void props.act({ kind: "reinstatePlayer", player: p.id });
  const remove = async (p: Player) => {
    if (removing !== p.id) {
      setRemoving(p.id);
      return;
    }
    setRemoving(null);
    await props.act({ kind: "withdrawRegistration", player: p.id });
  };
  const beforeRoundOne = snapshot.rounds.length === 0;

  return (
    <div class="players-panel">
      <div class="panel-actions">
        <button
          class="primary"
          data-testid="player-add"
          disabled={readOnly}
          aria-keyshortcuts="Alt+N"
          onClick={() => setEditing({ kind: "new" })}
        >
          {view.lateRegistration ? t("event.players.addLate") : t("event.players.add")}
        </button>
        <button class="secondary" data-testid="roster-toggle" disabled={readOnly} onClick={() => setImporting(!importing)}>
          {t("event.players.import")}
        </button>
        <span class="muted">
          {t("event.players.requirements", {
            sponsor: view.options.sponsor_required ? t("event.players.required") : t("event.players.optional"),
            lineup: view.options.lineup_required ? t("event.players.required") : t("event.players.optional"),
            size: snapshot.definition.lineup_size ?? view.options.lineup_size,
          })}
        </span>
      </div>
      {warned.length > 0 && (
        <div class="notice" role="status" data-testid="player-warnings">
          <p>{t("event.players.warned")}</p>
          <ul class="warnings">
            {warned.map((w) => registrationWarningText(t, language, snapshot, w)).map((w, i) => (
              <li key={i} class="warning">
                ⚠ {w}
              </li>
            ))}
          </ul>
          <button class="secondary small" onClick={() => setWarned([])}>
            {t("common.dismiss")}
          </button>
        </div>
      )}
      {importing && <RosterImport {...props} onDone={() => undefined} />}
      {editing && (
        <PlayerForm
          key={editing.kind === "edit" ? editing.player.id : "new"}
          {...props}
          player={editing.kind === "edit" ? editing.player : null}
          late={editing.kind === "new" && view.lateRegistration}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
      {snapshot.players.length === 0 ? (
        <p class="hint">{t("event.players.none")}</p>
      ) : (
        <table class="event-table" data-testid="players-table">
          <thead>
            <tr>
              <th>#</th>
              <th>{t("event.players.name")}</th>
              <th>{t("event.players.pin")}</th>
              <th>{t("event.players.sponsor")}</th>
              <th>{t("event.players.lineup")}</th>
              <th>{t("event.players.status")}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {snapshot.players.map((p) => (
              <tr key={p.id} data-player={p.name} class={p.dropped_after_round !== null ? "dropped" : ""}>
                <td>{p.id}</td>
                <td class="strong">
                  {p.name}
                  {p.team_name && <span class="muted"> · {p.team_name}</span>}
                </td>
                <td>{p.corvus_pin}</td>
                <td>{sponsorName(p.sponsor)}</td>
                <td class="lineup-cell">{p.lineup ? p.lineup.characters.map(characterName).join(", ") : "—"}</td>
                <td>{status(p)}</td>
                <td class="actions-cell">
                  <div class="row-actions">
                    <button
                      class="secondary small"
                      data-testid={`player-edit-${p.id}`}
                      disabled={readOnly}
                      onClick={() => setEditing({ kind: "edit", player: p })}
                    >
                      {t("event.players.edit")}
                    </button>
                    {p.dropped_after_round === null && (
                      <button
                        class="danger small"
                        data-testid={`player-drop-${p.id}`}
                        disabled={readOnly}
                        onClick={() => void drop(p)}
                      >
                        {dropping === p.id ? t("event.players.dropConfirm", { name: p.name }) : t("event.players.drop")}
                      </button>
                    )}
                    {p.dropped_after_round !== null && (
                      <button
                        class="secondary small"
                        data-testid={`player-undo-drop-${p.id}`}
                        disabled={readOnly}
                        onClick={() => undoDrop(p)}
                      >
                        {t("event.players.undoDrop")}
                      </button>
                    )}
                    {beforeRoundOne && (
                      <button
                        class="danger small"
                        data-testid={`player-remove-${p.id}`}
                        disabled={readOnly}
                        onClick={() => void remove(p)}
                      >
                        {removing === p.id ? t("event.players.withdrawConfirm", { name: p.name }) : t("event.players.withdraw")}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** A player's control-sheet entries: name, Corvus PIN, Sponsor and Starting Lineup. The core
 * checks them when saved; a refusal names the rule. */
export function PlayerForm(
  props: DeskProps & {
    player: Player | null;
    late: boolean;
    onSave: (registration: Registration) => Promise<boolean>;
    onCancel: () => void;
  },
) {
  const { t } = useI18n();
  const p = props.player;
  const [name, setName] = useState(p?.name ?? "");
  const [pin, setPin] = useState(p?.corvus_pin ?? "");
  const [sponsor, setSponsor] = useState<string>(p?.sponsor ?? "");
  const [unlocked, setUnlocked] = useState(false);
  const [lineup, setLineup] = useState<string[]>(p?.lineup?.characters ?? []);
  const [team, setTeam] = useState(p?.team_name ?? "");
  // An Open event's own lineup size, else the size its Mods state.
  const size = props.view.snapshot?.definition.lineup_size ?? props.view.options.lineup_size;
  const special = props.catalog.sponsors.find((s) => s.id === sponsor)?.kind === "special";
  const nameBox = useRef<HTMLInputElement>(null);
  // Escape on a form with input asks before throwing it away.
  const [asking, setAsking] = useState(false);
  const dirty =
    name !== (p?.name ?? "") ||
    pin !== (p?.corvus_pin ?? "") ||
    sponsor !== (p?.sponsor ?? "") ||
    team !== (p?.team_name ?? "") ||
    lineup.join(",") !== (p?.lineup?.characters ?? []).join(",");
  useUnsaved(dirty);

  // The cursor starts in Name, ready to type.
  useEffect(() => nameBox.current?.focus(), []);

  // Escape closes this form wherever the focus is, and never leaves the desk (the app's own
  // Escape goes home); with unsaved input it asks first, and a second Escape keeps editing.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      e.stopPropagation();
      if (asking) setAsking(false);
      else if (dirty) setAsking(true);
      else props.onCancel();
    };
    window.addEventListener("keydown", onKey, { capture: true });
    return () => window.removeEventListener("keydown", onKey, { capture: true });
  });

  const submit = async (e: Event) => {
    e.preventDefault();
    await props.onSave({
      name,
      corvus_pin: pin,
      sponsor: sponsor === "" ? null : sponsor,
      sponsor_unlocked: unlocked,
      lineup: lineup.length === 0 && !props.view.options.lineup_required ? null : lineup,
      team_name: team.trim() === "" ? null : team.trim(),
    });
  };

  return (
    <form class="player-form" data-testid="player-form" onSubmit={submit}>
      <h2>{p ? t("event.players.editTitle", { name: p.name }) : props.late ? t("event.players.addLate") : t("event.players.add")}</h2>
      <div class="form-row">
        <label class="event-field">
          <span>{t("event.players.name")}</span>
          <input ref={nameBox} data-testid="player-name" value={name} onInput={(e) => setName((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <label class="event-field">
          <span>{t("event.players.pin")}</span>
          <input data-testid="player-pin" value={pin} onInput={(e) => setPin((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <label class="event-field">
          <span>{t("event.players.team")}</span>
          <input data-testid="player-team" maxLength={80} value={team} onInput={(e) => setTeam((e.currentTarget as HTMLInputElement).value)} />
        </label>
        <label class="event-field">
          <span>{t("event.players.sponsor")}</span>
          <select
            data-testid="player-sponsor"
            value={sponsor}
            onChange={(e) => setSponsor((e.currentTarget as HTMLSelectElement).value)}
          >
            <option value="">{t("event.players.noSponsor")}</option>
            {props.catalog.sponsors.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} {s.kind === "special" ? `(${t("event.players.special")})` : ""}
              </option>
            ))}
          </select>
        </label>
        {special && (
          <label class="inline check">
            <input
              type="checkbox"
              data-testid="player-unlocked"
              checked={unlocked}
              onChange={(e) => setUnlocked((e.currentTarget as HTMLInputElement).checked)}
            />
            {t("event.players.unlocked")}
          </label>
        )}
      </div>
      <fieldset class="lineup-picker">
        <legend>{t("event.players.lineupCount", { count: lineup.length, size })}</legend>
        <LineupChips
          lineup={lineup}
          onRemove={(id) => setLineup(lineup.filter((c) => c !== id))}
          removeLabel={(name) => t("event.players.remove", { name })}
          testId="player-lineup"
          removeTestId={(id) => `player-remove-${id}`}
        />
        <CharacterPicker
          chosen={lineup}
          full={lineup.length >= size}
          onPick={(id) => setLineup([...lineup, id])}
          labels={{ search: t("event.players.search"), allBoxes: t("catalog.filter.allBoxes"), initiative: t("draft.initiative") }}
          testPrefix="player-"
        />
      </fieldset>
      {asking && (
        <div class="warning-banner" role="alertdialog" data-testid="player-discard-ask">
          <p>{t("common.unsaved.ask")}</p>
          <div class="panel-actions">
            <button type="button" class="danger small" data-testid="player-discard" onClick={props.onCancel}>
              {t("common.unsaved.discard")}
            </button>
            <button type="button" class="secondary small" data-testid="player-keep" autoFocus onClick={() => setAsking(false)}>
              {t("common.unsaved.stay")}
            </button>
          </div>
        </div>
      )}
      <div class="panel-actions">
        <button type="submit" class="primary" data-testid="player-save">
          {t("event.players.save")}
        </button>
        <button type="button" class="secondary" onClick={props.onCancel}>
          {t("event.cancel")}
        </button>
      </div>
    </form>
  );
}

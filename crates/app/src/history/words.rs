//! The history's words: one sentence per kind of entry of either ruleset, in each language the
//! app prints in. They are kept here, beside the replay that fills them, so the history's screen,
//! its printable page and its CSV say the same; a test writes one sample of every kind in every
//! language (`crates/app/tests/history_samples.rs`), so an action kind without words fails it.

use hexadraft_event::ia::IaAction;
use hexadraft_event::EventAction;
use hexadraft_paper::Language;
use serde::Serialize;

/// Which sentence an entry is told with: one per action kind of each ruleset (and two for an
/// Imperial Assault report, a Swiss game's or a game of the cut's).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum Wording {
    /// An AGL `registerPlayer` entry.
    AglRegisterPlayer,
    /// An AGL `registerLateArrival` entry.
    AglRegisterLateArrival,
    /// An AGL `editPlayer` entry.
    AglEditPlayer,
    /// An AGL `dropPlayer` entry.
    AglDropPlayer,
    /// An AGL `reinstatePlayer` entry.
    AglReinstatePlayer,
    /// An AGL `withdrawRegistration` entry.
    AglWithdrawRegistration,
    /// An AGL `unpairRound` entry.
    AglUnpairRound,
    /// An AGL `setRounds` entry.
    AglSetRounds,
    /// An AGL `setScenario` entry.
    AglSetScenario,
    /// An AGL `overrideScenario` entry.
    AglOverrideScenario,
    /// An AGL `pairNextRound` entry.
    AglPairNextRound,
    /// An AGL `swapPlayers` entry.
    AglSwapPlayers,
    /// An AGL `recordResult` entry.
    AglRecordResult,
    /// An AGL `correctResult` entry.
    AglCorrectResult,
    /// An AGL `setRatingsBefore` entry.
    AglSetRatingsBefore,
    /// An AGL `makeDecksPublic` entry.
    AglMakeDecksPublic,
    /// An AGL `setTableDrafts` entry.
    AglSetTableDrafts,
    /// An Imperial Assault `registerPlayer` entry.
    IaRegisterPlayer,
    /// An Imperial Assault `renamePlayer` entry.
    IaRenamePlayer,
    /// An Imperial Assault `setArmy` entry.
    IaSetArmy,
    /// An Imperial Assault `withdrawRegistration` entry.
    IaWithdrawRegistration,
    /// An Imperial Assault `setKeepApart` entry.
    IaSetKeepApart,
    /// An Imperial Assault `setStructure` entry.
    IaSetStructure,
    /// An Imperial Assault `pairNextRound` entry.
    IaPairNextRound,
    /// An Imperial Assault `unpairRound` entry.
    IaUnpairRound,
    /// An Imperial Assault `swapPlayers` entry.
    IaSwapPlayers,
    /// An Imperial Assault `recordResult` entry.
    IaRecordResult,
    /// An Imperial Assault `correctResult` entry.
    IaCorrectResult,
    /// An Imperial Assault `dropPlayer` entry.
    IaDropPlayer,
    /// An Imperial Assault `reinstatePlayer` entry.
    IaReinstatePlayer,
    /// An Imperial Assault `makeCut` entry.
    IaMakeCut,
    /// An Imperial Assault `undoCut` entry.
    IaUndoCut,
    /// An Imperial Assault `recordCutResult` entry.
    IaRecordCutResult,
    /// An Imperial Assault `reportResult` entry for a Swiss game.
    IaReportResult,
    /// An Imperial Assault `reportResult` entry for a game of the cut.
    IaReportCutResult,
    /// An AGL `publishRound` entry.
    AglPublishRound,
    /// An Imperial Assault `publishRound` entry.
    IaPublishRound,
}

/// The sentence an AGL action is told with.
pub fn agl_wording(action: &EventAction) -> Wording {
    match action {
        EventAction::RegisterPlayer { .. } => Wording::AglRegisterPlayer,
        EventAction::RegisterLateArrival { .. } => Wording::AglRegisterLateArrival,
        EventAction::EditPlayer { .. } => Wording::AglEditPlayer,
        EventAction::DropPlayer { .. } => Wording::AglDropPlayer,
        EventAction::ReinstatePlayer { .. } => Wording::AglReinstatePlayer,
        EventAction::WithdrawRegistration { .. } => Wording::AglWithdrawRegistration,
        EventAction::UnpairRound { .. } => Wording::AglUnpairRound,
        EventAction::SetRounds { .. } => Wording::AglSetRounds,
        EventAction::SetScenario { .. } => Wording::AglSetScenario,
        EventAction::OverrideScenario { .. } => Wording::AglOverrideScenario,
        EventAction::PairNextRound { .. } => Wording::AglPairNextRound,
        EventAction::SwapPlayers { .. } => Wording::AglSwapPlayers,
        EventAction::RecordResult { .. } => Wording::AglRecordResult,
        EventAction::CorrectResult { .. } => Wording::AglCorrectResult,
        EventAction::SetRatingsBefore { .. } => Wording::AglSetRatingsBefore,
        EventAction::MakeDecksPublic => Wording::AglMakeDecksPublic,
        EventAction::SetTableDrafts { .. } => Wording::AglSetTableDrafts,
        EventAction::PublishRound { .. } => Wording::AglPublishRound,
    }
}

/// The sentence an Imperial Assault action is told with.
pub fn ia_wording(action: &IaAction) -> Wording {
    match action {
        IaAction::RegisterPlayer { .. } => Wording::IaRegisterPlayer,
        IaAction::RenamePlayer { .. } => Wording::IaRenamePlayer,
        IaAction::SetArmy { .. } => Wording::IaSetArmy,
        IaAction::WithdrawRegistration { .. } => Wording::IaWithdrawRegistration,
        IaAction::SetKeepApart { .. } => Wording::IaSetKeepApart,
        IaAction::SetStructure { .. } => Wording::IaSetStructure,
        IaAction::PairNextRound { .. } => Wording::IaPairNextRound,
        IaAction::UnpairRound { .. } => Wording::IaUnpairRound,
        IaAction::SwapPlayers { .. } => Wording::IaSwapPlayers,
        IaAction::RecordResult { .. } => Wording::IaRecordResult,
        IaAction::CorrectResult { .. } => Wording::IaCorrectResult,
        IaAction::DropPlayer { .. } => Wording::IaDropPlayer,
        IaAction::ReinstatePlayer { .. } => Wording::IaReinstatePlayer,
        IaAction::MakeCut {} => Wording::IaMakeCut,
        IaAction::UndoCut {} => Wording::IaUndoCut,
        IaAction::RecordCutResult { .. } => Wording::IaRecordCutResult,
        IaAction::PublishRound { .. } => Wording::IaPublishRound,
        IaAction::ReportResult { game, .. } => match game {
            hexadraft_event::ia::IaGameRef::Swiss { .. } => Wording::IaReportResult,
            hexadraft_event::ia::IaGameRef::Cut { .. } => Wording::IaReportCutResult,
        },
    }
}

/// What fills a sentence: the player it concerns and the other one, the round, table (or game
/// of the cut) and a count, and a value before and after (names, results, scenarios).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Said {
    /// The player the entry concerns, by name.
    pub name: String,
    /// The other player, by name (a swap).
    pub other: String,
    /// The round.
    pub round: u32,
    /// The table, or the game of the cut.
    pub table: u32,
    /// A count (tables, rounds, players, pairs).
    pub number: u32,
    /// What was there before (a name, a result).
    pub before: String,
    /// What is there after (a name, a result, a scenario).
    pub after: String,
}

/// The sentence `wording` in `language`, filled with `said`.
pub fn say(language: Language, wording: Wording, said: &Said) -> String {
    template(language, wording)
        .replace("{name}", &said.name)
        .replace("{other}", &said.other)
        .replace("{round}", &said.round.to_string())
        .replace("{table}", &said.table.to_string())
        .replace("{number}", &said.number.to_string())
        .replace("{before}", &said.before)
        .replace("{after}", &said.after)
}

/// Where an entry came from, in words: `player` the reporting player's name, `None` for the desk,
/// and `recorded` false for an entry written before sources were recorded.
pub fn source_words(language: Language, recorded: bool, player: Option<&str>) -> String {
    match (recorded, player, language) {
        (false, _, Language::En) => "Not recorded".to_owned(),
        (false, _, Language::Es) => "No registrado".to_owned(),
        (false, _, Language::Fr) => "Non enregistré".to_owned(),
        (true, None, Language::En) => "The desk".to_owned(),
        (true, None, Language::Es) => "La mesa de organización".to_owned(),
        (true, None, Language::Fr) => "La table d'organisation".to_owned(),
        (true, Some(name), Language::En) => format!("{name}'s phone"),
        (true, Some(name), Language::Es) => format!("Móvil de {name}"),
        (true, Some(name), Language::Fr) => format!("Téléphone de {name}"),
    }
}

/// The column heads of the history's CSV, in `language`.
pub fn csv_heads(language: Language) -> [&'static str; 6] {
    match language {
        Language::En => [
            "Entry",
            "Time (UTC)",
            "From",
            "Round",
            "What changed",
            "Before",
        ],
        Language::Es => [
            "Entrada",
            "Hora (UTC)",
            "Origen",
            "Ronda",
            "Qué cambió",
            "Antes",
        ],
        Language::Fr => [
            "Entrée",
            "Heure (UTC)",
            "Origine",
            "Ronde",
            "Changement",
            "Avant",
        ],
    }
}

fn template(language: Language, wording: Wording) -> &'static str {
    use Language::{En, Es, Fr};
    use Wording as W;
    match (wording, language) {
        (W::AglRegisterPlayer | W::IaRegisterPlayer, En) => "Registered {name}.",
        (W::AglRegisterPlayer | W::IaRegisterPlayer, Es) => "Se inscribe a {name}.",
        (W::AglRegisterPlayer | W::IaRegisterPlayer, Fr) => "Inscription : {name}.",
        (W::AglRegisterLateArrival, En) => "Registered {name}, arriving late.",
        (W::AglRegisterLateArrival, Es) => "Se inscribe a {name}, que llega tarde.",
        (W::AglRegisterLateArrival, Fr) => "Inscription tardive : {name}.",
        (W::AglEditPlayer, En) => "Corrected a registration: {before} is now {after}.",
        (W::AglEditPlayer, Es) => "Inscripción corregida: {before} pasa a ser {after}.",
        (W::AglEditPlayer, Fr) => "Inscription corrigée : {before} devient {after}.",
        (W::IaRenamePlayer, En) => "Renamed {before} to {after}.",
        (W::IaRenamePlayer, Es) => "{before} pasa a llamarse {after}.",
        (W::IaRenamePlayer, Fr) => "{before} renommé en {after}.",
        (W::AglDropPlayer | W::IaDropPlayer, En) => "{name} dropped from the event.",
        (W::AglDropPlayer | W::IaDropPlayer, Es) => "{name} abandona el evento.",
        (W::AglDropPlayer | W::IaDropPlayer, Fr) => "{name} quitte l'événement.",
        (W::AglReinstatePlayer | W::IaReinstatePlayer, En) => {
            "{name} is back in the event (the drop was taken back)."
        }
        (W::AglReinstatePlayer | W::IaReinstatePlayer, Es) => {
            "{name} vuelve al evento (se deshace su abandono)."
        }
        (W::AglReinstatePlayer | W::IaReinstatePlayer, Fr) => {
            "{name} revient dans l'événement (abandon annulé)."
        }
        (W::AglWithdrawRegistration | W::IaWithdrawRegistration, En) => {
            "Withdrew the registration of {name}."
        }
        (W::AglWithdrawRegistration | W::IaWithdrawRegistration, Es) => {
            "Se retira la inscripción de {name}."
        }
        (W::AglWithdrawRegistration | W::IaWithdrawRegistration, Fr) => {
            "Inscription retirée : {name}."
        }
        (W::AglUnpairRound | W::IaUnpairRound, En) => "Took back the pairing of round {round}.",
        (W::AglUnpairRound | W::IaUnpairRound, Es) => {
            "Se deshace el emparejamiento de la ronda {round}."
        }
        (W::AglUnpairRound | W::IaUnpairRound, Fr) => "Appariement de la ronde {round} annulé.",
        (W::AglPublishRound | W::IaPublishRound, En) => {
            "Published the pairing of round {round} to the room."
        }
        (W::AglPublishRound | W::IaPublishRound, Es) => {
            "Se publica el emparejamiento de la ronda {round} para la sala."
        }
        (W::AglPublishRound | W::IaPublishRound, Fr) => {
            "Appariement de la ronde {round} publié pour la salle."
        }
        (W::AglSetRounds, En) => "Set the number of rounds to {number}.",
        (W::AglSetRounds, Es) => "El evento tendrá {number} rondas.",
        (W::AglSetRounds, Fr) => "Nombre de rondes fixé à {number}.",
        (W::AglSetScenario, En) => "Set the scenario of round {round}: {after}.",
        (W::AglSetScenario, Es) => "Escenario de la ronda {round}: {after}.",
        (W::AglSetScenario, Fr) => "Scénario de la ronde {round} : {after}.",
        (W::AglOverrideScenario, En) => {
            "Changed the announced scenario of round {round} to {after}."
        }
        (W::AglOverrideScenario, Es) => {
            "Se cambia el escenario anunciado de la ronda {round} por {after}."
        }
        (W::AglOverrideScenario, Fr) => {
            "Scénario annoncé de la ronde {round} remplacé par {after}."
        }
        (W::AglPairNextRound | W::IaPairNextRound, En) => {
            "Paired round {round}: {number} tables."
        }
        (W::AglPairNextRound | W::IaPairNextRound, Es) => {
            "Ronda {round} emparejada: {number} mesas."
        }
        (W::AglPairNextRound | W::IaPairNextRound, Fr) => {
            "Ronde {round} appariée : {number} tables."
        }
        (W::AglSwapPlayers | W::IaSwapPlayers, En) => {
            "Swapped {name} and {other} in round {round}."
        }
        (W::AglSwapPlayers | W::IaSwapPlayers, Es) => {
            "Se intercambian {name} y {other} en la ronda {round}."
        }
        (W::AglSwapPlayers | W::IaSwapPlayers, Fr) => {
            "{name} et {other} échangés dans la ronde {round}."
        }
        (W::AglRecordResult | W::IaRecordResult, En) => {
            "Result of round {round}, table {table}: {after}."
        }
        (W::AglRecordResult | W::IaRecordResult, Es) => {
            "Resultado de la ronda {round}, mesa {table}: {after}."
        }
        (W::AglRecordResult | W::IaRecordResult, Fr) => {
            "Résultat de la ronde {round}, table {table} : {after}."
        }
        (W::AglCorrectResult | W::IaCorrectResult, En) => {
            "Corrected the result of round {round}, table {table}: {before} became {after}."
        }
        (W::AglCorrectResult | W::IaCorrectResult, Es) => {
            "Resultado corregido de la ronda {round}, mesa {table}: {before} pasa a {after}."
        }
        (W::AglCorrectResult | W::IaCorrectResult, Fr) => {
            "Résultat corrigé de la ronde {round}, table {table} : {before} devient {after}."
        }
        (W::AglSetRatingsBefore, En) => {
            "Set the ratings before the event ({number} players listed)."
        }
        (W::AglSetRatingsBefore, Es) => {
            "Puntuaciones previas al evento fijadas ({number} jugadores en la lista)."
        }
        (W::AglSetRatingsBefore, Fr) => {
            "Classements d'avant l'événement fixés ({number} joueurs listés)."
        }
        (W::AglMakeDecksPublic, En) => "Made the event's decks public.",
        (W::AglMakeDecksPublic, Es) => "Mazos del evento hechos públicos.",
        (W::AglMakeDecksPublic, Fr) => "Decks de l'événement rendus publics.",
        (W::AglSetTableDrafts, En) => "Chose the draft format and pace clock of the tables' drafts.",
        (W::AglSetTableDrafts, Es) => {
            "Se eligen el formato de draft y el reloj de ritmo de los drafts de las mesas."
        }
        (W::AglSetTableDrafts, Fr) => {
            "Format de draft et horloge de rythme des drafts des tables choisis."
        }
        (W::IaSetArmy, En) => "Set the army list of {name}.",
        (W::IaSetArmy, Es) => "Se actualiza la lista de ejército de {name}.",
        (W::IaSetArmy, Fr) => "Liste d'armée mise à jour : {name}.",
        (W::IaSetKeepApart, En) => {
            "Set the players kept apart in round 1 ({number} pairs)."
        }
        (W::IaSetKeepApart, Es) => {
            "Jugadores que no se enfrentan en la ronda 1: {number} parejas."
        }
        (W::IaSetKeepApart, Fr) => {
            "Joueurs séparés à la ronde 1 : {number} paires."
        }
        (W::IaSetStructure, En) => "Set the Swiss rounds and the cut.",
        (W::IaSetStructure, Es) => "Se fijan las rondas suizas y el corte.",
        (W::IaSetStructure, Fr) => "Rondes suisses et phase finale fixées.",
        (W::IaMakeCut, En) => "Made the cut: the top {number} players.",
        (W::IaMakeCut, Es) => "Corte realizado: los {number} mejores jugadores.",
        (W::IaMakeCut, Fr) => "Phase finale lancée : les {number} meilleurs joueurs.",
        (W::IaUndoCut, En) => "Took the cut back.",
        (W::IaUndoCut, Es) => "Se deshace el corte.",
        (W::IaUndoCut, Fr) => "Phase finale annulée.",
        (W::IaRecordCutResult, En) => {
            "Result of round {round} of the cut, game {table}: {after} (before: {before})."
        }
        (W::IaRecordCutResult, Es) => {
            "Resultado de la ronda {round} del corte, partida {table}: {after} (antes: {before})."
        }
        (W::IaRecordCutResult, Fr) => {
            "Résultat de la ronde {round} de la phase finale, partie {table} : {after} (avant : {before})."
        }
        (W::IaReportResult, En) => {
            "{name} reported the result of round {round}, table {table}: {after}."
        }
        (W::IaReportResult, Es) => {
            "{name} comunica el resultado de la ronda {round}, mesa {table}: {after}."
        }
        (W::IaReportResult, Fr) => {
            "{name} signale le résultat de la ronde {round}, table {table} : {after}."
        }
        (W::IaReportCutResult, En) => {
            "{name} reported the result of round {round} of the cut, game {table}: {after}."
        }
        (W::IaReportCutResult, Es) => {
            "{name} comunica el resultado de la ronda {round} del corte, partida {table}: {after}."
        }
        (W::IaReportCutResult, Fr) => {
            "{name} signale le résultat de la ronde {round} de la phase finale, partie {table} : {after}."
        }
    }
}

/// "No result yet", for a cut game's result entered for the first time.
pub fn no_result(language: Language) -> &'static str {
    match language {
        Language::En => "none",
        Language::Es => "ninguno",
        Language::Fr => "aucun",
    }
}

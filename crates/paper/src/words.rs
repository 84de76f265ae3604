//! The words printed on paper, in the app's three languages, using each language's own rules
//! terms (AGL v1.0 English, the Spanish texts, the French v1.0 text).

use hexadraft_draft::RulesetVersion;
use hexadraft_event::{
    ByeReason, EventFormat, Outcome, PairingReason, PairingWarning, PassedOver, SeparatedBy,
    StandingRow, Tiebreak,
};
use serde::{Deserialize, Serialize};

/// The language a document is printed in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// English.
    #[default]
    En,
    /// Spanish.
    Es,
    /// French.
    Fr,
}

/// Every fixed word of the documents.
pub(crate) struct Words {
    pub(crate) tournament_control_sheet: &'static str,
    pub(crate) league_control_sheet: &'static str,
    pub(crate) colon: &'static str,
    pub(crate) name: &'static str,
    pub(crate) corvus_pin: &'static str,
    pub(crate) sponsor: &'static str,
    pub(crate) starting_lineup: &'static str,
    pub(crate) mods: &'static str,
    pub(crate) none: &'static str,
    pub(crate) event_type: &'static str,
    pub(crate) round: &'static str,
    pub(crate) table: &'static str,
    pub(crate) scenario: &'static str,
    pub(crate) opponent: &'static str,
    pub(crate) team: &'static str,
    pub(crate) tactics: &'static str,
    pub(crate) general_tactics_note: &'static str,
    pub(crate) victory_points: &'static str,
    pub(crate) frags: &'static str,
    pub(crate) first_blood: &'static str,
    pub(crate) outcome: &'static str,
    pub(crate) tournament_points: &'static str,
    pub(crate) league_points: &'static str,
    pub(crate) bye: &'static str,
    pub(crate) bye_note: &'static str,
    pub(crate) signature: &'static str,
    pub(crate) me: &'static str,
    pub(crate) match_slip: &'static str,
    pub(crate) player: &'static str,
    pub(crate) pairings: &'static str,
    pub(crate) by_table: &'static str,
    pub(crate) by_name: &'static str,
    pub(crate) why: &'static str,
    pub(crate) standings: &'static str,
    pub(crate) final_standings: &'static str,
    pub(crate) after_round: &'static str,
    pub(crate) place: &'static str,
    pub(crate) points_short: &'static str,
    pub(crate) victory_points_short: &'static str,
    pub(crate) opponents_victory_points_short: &'static str,
    pub(crate) opponents_points_short: &'static str,
    pub(crate) record_short: &'static str,
    pub(crate) decided_by: &'static str,
    pub(crate) dropped: &'static str,
    pub(crate) page_of: &'static str,
    pub(crate) scaled_note: &'static str,
    pub(crate) homemade: &'static str,
    pub(crate) stadium: &'static str,
    pub(crate) total_victory: &'static str,
    pub(crate) victory: &'static str,
    pub(crate) tie: &'static str,
    pub(crate) defeat: &'static str,
    pub(crate) drawn: &'static str,
    pub(crate) ranked: &'static str,
    pub(crate) avoided_rematch: &'static str,
    pub(crate) passed_over: &'static str,
    pub(crate) rearranged: &'static str,
    pub(crate) organizer_swap: &'static str,
    pub(crate) bye_drawn: &'static str,
    pub(crate) bye_lowest: &'static str,
    pub(crate) bye_lowest_without: &'static str,
    pub(crate) rematch_warning: &'static str,
    pub(crate) second_bye_warning: &'static str,
    pub(crate) undraftable_passed: &'static str,
    pub(crate) undraftable_warning: &'static str,
    /// Why a row stands below the one above, worded from this row's side with both numbers,
    /// as the desk says it: `{name}` is the player above, `{criterion}` one of the names below.
    pub(crate) separated_behind: &'static str,
    pub(crate) separated_first: &'static str,
    pub(crate) separated_points: &'static str,
    pub(crate) separated_victory_points: &'static str,
    pub(crate) separated_frags: &'static str,
    pub(crate) separated_opponents_victory_points: &'static str,
    pub(crate) separated_opponents_points: &'static str,
    pub(crate) separated_registration: &'static str,
}

const EN: Words = Words {
    colon: ": ",
    tournament_control_sheet: "Tournament Control Sheet",
    league_control_sheet: "League Control Sheet",
    name: "Name",
    corvus_pin: "Corvus PIN",
    sponsor: "Sponsor",
    starting_lineup: "Starting Lineup",
    mods: "Mods",
    none: "none",
    event_type: "Event type",
    round: "Round {n}",
    table: "Table",
    scenario: "Scenario",
    opponent: "Opponent",
    team: "Team",
    tactics: "Tactics",
    general_tactics_note: "plus the 10 General Tactics (009-018)",
    victory_points: "Victory Points",
    frags: "Frags",
    first_blood: "First Blood",
    outcome: "Outcome",
    tournament_points: "Tournament Points",
    league_points: "League Points",
    bye: "Bye",
    bye_note: "Bye: a Victory worth {points} points, 0 Victory Points and 0 Frags",
    signature: "Signature",
    me: "Me",
    match_slip: "Match slip",
    player: "Player",
    pairings: "Pairings",
    by_table: "By table",
    by_name: "By name",
    why: "Why",
    standings: "Standings",
    final_standings: "Final standings",
    after_round: "after round {n}",
    place: "#",
    points_short: "Pts",
    victory_points_short: "VP",
    opponents_victory_points_short: "Opp. VP",
    opponents_points_short: "Opp. pts",
    record_short: "W-T-L-Bye",
    decided_by: "Place decided by",
    dropped: "dropped",
    page_of: "Page {n} of {total}",
    scaled_note: "{name}: Victory Points {earned} x {rounds} / {played} rounded up = {scaled}; Frags {earned_frags} -> {scaled_frags} (bye)",
    homemade: "homemade",
    stadium: "Stadium",
    total_victory: "Total Victory",
    victory: "Victory",
    tie: "Tie",
    defeat: "Defeat",
    drawn: "drawn at random",
    ranked: "ranked {a} and {b}",
    avoided_rematch: "ranked {a} and {b}, avoiding a rematch",
    passed_over: "passed over {rank} (met in round {round})",
    rearranged: "ranked {a} and {b}; the last {among} players rearranged to avoid rematches",
    organizer_swap: "organizer's swap (replaced {name})",
    bye_drawn: "drawn at random",
    bye_lowest: "lowest ranked ({rank})",
    bye_lowest_without: "lowest ranked without a bye ({rank})",
    rematch_warning: "rematch: they met in round {round}",
    second_bye_warning: "second bye: {name} had one in round {round}",
    undraftable_passed: "passed over {rank} (their table could not be drafted)",
    undraftable_warning: "this table's draft cannot start: the lineups share {shared}",
    separated_behind: "behind {name} on {criterion}, {mine} to {theirs}",
    separated_first: "first place",
    separated_points: "points",
    separated_victory_points: "Victory Points",
    separated_frags: "Frags",
    separated_opponents_victory_points: "opponents' Victory Points",
    separated_opponents_points: "opponents' points",
    separated_registration: "level with {name} in everything; {name} registered earlier",
};

const ES: Words = Words {
    colon: ": ",
    tournament_control_sheet: "Hoja de Control de Torneo",
    league_control_sheet: "Hoja de Control de Liga",
    name: "Nombre",
    corvus_pin: "Corvus PIN",
    sponsor: "Patrocinador",
    starting_lineup: "Alineación Inicial",
    mods: "Mods",
    none: "ninguno",
    event_type: "Tipo de evento",
    round: "Ronda {n}",
    table: "Mesa",
    scenario: "Escenario",
    opponent: "Rival",
    team: "Equipo",
    tactics: "Tácticas",
    general_tactics_note: "más las 10 Tácticas Generales (009-018)",
    victory_points: "Puntos de Victoria",
    frags: "Frags",
    first_blood: "Primera Sangre",
    outcome: "Resultado",
    tournament_points: "Puntos de Torneo",
    league_points: "Puntos de Liga",
    bye: "Bye",
    bye_note: "Bye: una Victoria que vale {points} puntos, 0 Puntos de Victoria y 0 Frags",
    signature: "Firma",
    me: "Yo",
    match_slip: "Hoja de mesa",
    player: "Jugador",
    pairings: "Emparejamientos",
    by_table: "Por mesa",
    by_name: "Por nombre",
    why: "Motivo",
    standings: "Clasificación",
    final_standings: "Clasificación final",
    after_round: "tras la ronda {n}",
    place: "#",
    points_short: "Pts",
    victory_points_short: "PV",
    opponents_victory_points_short: "PV rivales",
    opponents_points_short: "Pts rivales",
    record_short: "V-E-D-Bye",
    decided_by: "Puesto decidido por",
    dropped: "retirado",
    page_of: "Página {n} de {total}",
    scaled_note: "{name}: Puntos de Victoria {earned} x {rounds} / {played} redondeado hacia arriba = {scaled}; Frags {earned_frags} -> {scaled_frags} (bye)",
    homemade: "casero",
    stadium: "Estadio",
    total_victory: "Victoria Total",
    victory: "Victoria",
    tie: "Empate",
    defeat: "Derrota",
    drawn: "sorteo",
    ranked: "puestos {a} y {b}",
    avoided_rematch: "puestos {a} y {b}, evitando repetir rival",
    passed_over: "se salta el puesto {rank} (se enfrentaron en la ronda {round})",
    rearranged: "puestos {a} y {b}; los últimos {among} jugadores reordenados para no repetir rival",
    organizer_swap: "cambio del Organizador (sustituye a {name})",
    bye_drawn: "sorteo",
    bye_lowest: "último de la clasificación ({rank})",
    bye_lowest_without: "último sin bye previo ({rank})",
    rematch_warning: "repiten rival: ya se enfrentaron en la ronda {round}",
    second_bye_warning: "segundo bye: {name} ya tuvo uno en la ronda {round}",
    undraftable_passed: "se salta el puesto {rank} (su mesa no podría formar los equipos)",
    undraftable_warning: "esta mesa no puede formar los equipos: las alineaciones comparten {shared}",
    separated_behind: "por detrás de {name} en {criterion}: {mine} a {theirs}",
    separated_first: "primer puesto",
    separated_points: "puntos",
    separated_victory_points: "Puntos de Victoria",
    separated_frags: "Frags",
    separated_opponents_victory_points: "Puntos de Victoria de sus rivales",
    separated_opponents_points: "puntos de sus rivales",
    separated_registration: "igualado con {name} en todo; {name} se inscribió antes",
};

const FR: Words = Words {
    colon: " : ",
    tournament_control_sheet: "Fiche de Contrôle de Tournoi",
    league_control_sheet: "Fiche de Contrôle de Ligue",
    name: "Nom",
    corvus_pin: "PIN Corvus",
    sponsor: "Sponsor",
    starting_lineup: "Composition de Départ",
    mods: "Mods",
    none: "aucun",
    event_type: "Type d'événement",
    round: "Ronde {n}",
    table: "Table",
    scenario: "Scénario",
    opponent: "Adversaire",
    team: "Équipe",
    tactics: "Deck Tactique",
    general_tactics_note: "plus les 10 Tactiques Générales (009-018)",
    victory_points: "Points de Victoire",
    frags: "Frags",
    first_blood: "Premier Sang",
    outcome: "Issue",
    tournament_points: "Points de Tournoi",
    league_points: "Points de Ligue",
    bye: "Bye",
    bye_note: "Bye : une Victoire valant {points} points, 0 Point de Victoire et 0 Frag",
    signature: "Signature",
    me: "Moi",
    match_slip: "Fiche de table",
    player: "Joueur",
    pairings: "Appariements",
    by_table: "Par table",
    by_name: "Par nom",
    why: "Raison",
    standings: "Classement",
    final_standings: "Classement final",
    after_round: "après la ronde {n}",
    place: "#",
    points_short: "Pts",
    victory_points_short: "PV",
    opponents_victory_points_short: "PV adv.",
    opponents_points_short: "Pts adv.",
    record_short: "V-É-D-Bye",
    decided_by: "Place décidée par",
    dropped: "abandon",
    page_of: "Page {n} sur {total}",
    scaled_note: "{name} : Points de Victoire {earned} x {rounds} / {played} arrondi au supérieur = {scaled} ; Frags {earned_frags} -> {scaled_frags} (bye)",
    homemade: "maison",
    stadium: "Stade",
    total_victory: "Victoire totale",
    victory: "Victoire",
    tie: "Égalité",
    defeat: "Défaite",
    drawn: "tirage au sort",
    ranked: "classés {a} et {b}",
    avoided_rematch: "classés {a} et {b}, pour éviter une revanche",
    passed_over: "saute le {rank} (déjà affronté à la ronde {round})",
    rearranged: "classés {a} et {b} ; les {among} derniers réarrangés pour éviter les revanches",
    organizer_swap: "échange de l'Organisateur (remplace {name})",
    bye_drawn: "tirage au sort",
    bye_lowest: "dernier du classement ({rank})",
    bye_lowest_without: "dernier sans bye ({rank})",
    rematch_warning: "revanche : déjà affrontés à la ronde {round}",
    second_bye_warning: "second bye : {name} en a eu un à la ronde {round}",
    undraftable_passed: "saute le {rank} (leur table ne pourrait pas constituer les équipes)",
    undraftable_warning: "cette table ne peut pas constituer les équipes : les compositions partagent {shared}",
    separated_behind: "derrière {name} en {criterion} : {mine} contre {theirs}",
    separated_first: "première place",
    separated_points: "points",
    separated_victory_points: "Points de Victoire",
    separated_frags: "Frags",
    separated_opponents_victory_points: "Points de Victoire adverses",
    separated_opponents_points: "points adverses",
    separated_registration: "à égalité avec {name} en tout ; {name} s’est inscrit plus tôt",
};

impl Language {
    pub(crate) fn words(self) -> &'static Words {
        match self {
            Language::En => &EN,
            Language::Es => &ES,
            Language::Fr => &FR,
        }
    }

    /// "1st", "1.º", "1er"...
    pub(crate) fn ordinal(self, n: u32) -> String {
        match self {
            Language::En => {
                let suffix = match (n % 10, n % 100) {
                    (_, 11..=13) => "th",
                    (1, _) => "st",
                    (2, _) => "nd",
                    (3, _) => "rd",
                    _ => "th",
                };
                format!("{n}{suffix}")
            }
            Language::Es => format!("{n}.º"),
            Language::Fr => {
                if n == 1 {
                    "1er".to_owned()
                } else {
                    format!("{n}e")
                }
            }
        }
    }

    /// The format's name.
    pub(crate) fn format_name(self, format: EventFormat) -> &'static str {
        match (self, format) {
            (Language::En, _) => format.name_in(RulesetVersion::AglV1),
            (Language::Es, _) => format.name_in(RulesetVersion::AglSeason2),
            (Language::Fr, EventFormat::StandardTournament) => "Tournoi Standard",
            (Language::Fr, EventFormat::OpenTournament) => "Tournoi Open",
            (Language::Fr, EventFormat::StandardLeague) => "Ligue Standard",
            (Language::Fr, EventFormat::OpenLeague) => "Ligue Open",
        }
    }

    /// The ruleset version's name.
    pub(crate) fn ruleset_name(self, version: RulesetVersion) -> &'static str {
        match (self, version) {
            (Language::En, RulesetVersion::AglV1) => "AGL v1.0 (Season 1)",
            (Language::Es, RulesetVersion::AglV1) => "AGL v1.0 (Temporada 1)",
            (Language::Fr, RulesetVersion::AglV1) => "AGL v1.0 (Saison 1)",
            (Language::En, RulesetVersion::AglSeason2) => "AGL Season 2",
            (Language::Es, RulesetVersion::AglSeason2) => "AGL Temporada 2",
            (Language::Fr, RulesetVersion::AglSeason2) => "AGL Saison 2",
        }
    }

    pub(crate) fn outcome(self, outcome: Outcome) -> &'static str {
        let w = self.words();
        match outcome {
            Outcome::TotalVictory => w.total_victory,
            Outcome::Victory => w.victory,
            Outcome::Tie => w.tie,
            Outcome::Defeat => w.defeat,
        }
    }

    /// Why `row` stands where it does, as the desk says it: what put it below `above`, worded
    /// from this row's side with both numbers ("behind Ana on Victory Points, 14 to 16"), never
    /// as if this row had more.
    pub(crate) fn separated_sentence(
        self,
        row: &StandingRow,
        above: Option<&StandingRow>,
    ) -> String {
        let w = self.words();
        let Some(above) = above else {
            return w.separated_first.to_owned();
        };
        let (criterion, mine, theirs) = match row.separated_by {
            SeparatedBy::First => return w.separated_first.to_owned(),
            SeparatedBy::RegistrationOrder => {
                return fill(w.separated_registration, &[("name", above.name.clone())])
            }
            SeparatedBy::Points => (w.separated_points, row.points, above.points),
            SeparatedBy::VictoryPoints => (
                w.separated_victory_points,
                row.victory_points,
                above.victory_points,
            ),
            SeparatedBy::Frags => (w.separated_frags, row.frags, above.frags),
            SeparatedBy::OpponentsVictoryPoints => (
                w.separated_opponents_victory_points,
                row.opponents_victory_points,
                above.opponents_victory_points,
            ),
            SeparatedBy::OpponentsPoints => (
                w.separated_opponents_points,
                row.opponents_points,
                above.opponents_points,
            ),
        };
        behind(
            w.separated_behind,
            &above.name,
            criterion,
            &mine.to_string(),
            &theirs.to_string(),
        )
    }

    pub(crate) fn tiebreak_short(self, tiebreak: Tiebreak) -> &'static str {
        let w = self.words();
        match tiebreak {
            Tiebreak::VictoryPoints => w.victory_points_short,
            Tiebreak::Frags => w.frags,
            Tiebreak::OpponentsVictoryPoints => w.opponents_victory_points_short,
            Tiebreak::OpponentsPoints => w.opponents_points_short,
        }
    }

    /// Why a table was paired, in words; `name` names a player by number.
    pub(crate) fn pairing_reason(
        self,
        reason: &PairingReason,
        name: &dyn Fn(hexadraft_event::PlayerId) -> String,
    ) -> String {
        let w = self.words();
        let ranks = |template: &str, a: u32, b: u32| {
            fill(template, &[("a", self.ordinal(a)), ("b", self.ordinal(b))])
        };
        match reason {
            PairingReason::Drawn => w.drawn.to_owned(),
            PairingReason::Ranked { ranks: r } => ranks(w.ranked, r.first, r.second),
            PairingReason::AvoidedRematch {
                ranks: r,
                passed_over,
            } => {
                let mut text = ranks(w.avoided_rematch, r.first, r.second);
                for p in passed_over {
                    text.push_str("; ");
                    text.push_str(&self.passed_over(p));
                }
                text
            }
            PairingReason::AvoidedUndraftable {
                ranks: r,
                passed_over,
                undraftable,
            } => {
                let mut text = ranks(w.ranked, r.first, r.second);
                for p in undraftable {
                    text.push_str("; ");
                    text.push_str(&fill(
                        w.undraftable_passed,
                        &[("rank", self.ordinal(p.rank))],
                    ));
                }
                for p in passed_over {
                    text.push_str("; ");
                    text.push_str(&self.passed_over(p));
                }
                text
            }
            PairingReason::Rearranged { ranks: r, among } => fill(
                w.rearranged,
                &[
                    ("a", self.ordinal(r.first)),
                    ("b", self.ordinal(r.second)),
                    ("among", among.to_string()),
                ],
            ),
            PairingReason::OrganizerSwap { replaced } => {
                fill(w.organizer_swap, &[("name", name(*replaced))])
            }
        }
    }

    fn passed_over(self, p: &PassedOver) -> String {
        fill(
            self.words().passed_over,
            &[
                ("rank", self.ordinal(p.rank)),
                ("round", p.round.to_string()),
            ],
        )
    }

    /// Why a player has the bye, in words.
    pub(crate) fn bye_reason(
        self,
        reason: &ByeReason,
        name: &dyn Fn(hexadraft_event::PlayerId) -> String,
    ) -> String {
        let w = self.words();
        match reason {
            ByeReason::Drawn => w.bye_drawn.to_owned(),
            ByeReason::LowestRanked { rank } => {
                fill(w.bye_lowest, &[("rank", self.ordinal(*rank))])
            }
            ByeReason::LowestWithoutBye { rank, passed_over } => {
                let mut text = fill(w.bye_lowest_without, &[("rank", self.ordinal(*rank))]);
                for p in passed_over {
                    text.push_str("; ");
                    text.push_str(&self.passed_over(p));
                }
                text
            }
            ByeReason::OrganizerSwap { replaced } => {
                fill(w.organizer_swap, &[("name", name(*replaced))])
            }
        }
    }

    /// A pairing warning, in words.
    pub(crate) fn warning(
        self,
        warning: &PairingWarning,
        name: &dyn Fn(hexadraft_event::PlayerId) -> String,
    ) -> String {
        let w = self.words();
        match warning {
            PairingWarning::Rematch { earlier_round, .. } => {
                fill(w.rematch_warning, &[("round", earlier_round.to_string())])
            }
            PairingWarning::Undraftable { shared, .. } => fill(
                w.undraftable_warning,
                &[(
                    "shared",
                    shared
                        .iter()
                        .map(|c| c.as_str())
                        .collect::<Vec<_>>()
                        .join(", "),
                )],
            ),
            PairingWarning::SecondBye {
                player,
                earlier_round,
            } => fill(
                w.second_bye_warning,
                &[
                    ("name", name(*player)),
                    ("round", earlier_round.to_string()),
                ],
            ),
        }
    }
}

/// Fills `{name}` placeholders.
/// "behind {name} on {criterion}, {mine} to {theirs}" in the language's own template.
pub(crate) fn behind(
    template: &str,
    name: &str,
    criterion: &str,
    mine: &str,
    theirs: &str,
) -> String {
    fill(
        template,
        &[
            ("name", name.to_owned()),
            ("criterion", criterion.to_owned()),
            ("mine", mine.to_owned()),
            ("theirs", theirs.to_owned()),
        ],
    )
}

pub(crate) fn fill(template: &str, values: &[(&str, String)]) -> String {
    let mut text = template.to_owned();
    for (key, value) in values {
        text = text.replace(&format!("{{{key}}}"), value);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ordinals_follow_each_languages_spelling() {
        let en: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23]
            .iter()
            .map(|&n| Language::En.ordinal(n))
            .collect();
        assert_eq!(
            en,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"]
        );
        assert_eq!(Language::Es.ordinal(3), "3.º");
        assert_eq!(Language::Fr.ordinal(1), "1er");
        assert_eq!(Language::Fr.ordinal(2), "2e");
    }

    #[test]
    fn every_template_of_every_language_keeps_the_english_placeholders() {
        let placeholders = |w: &Words| -> Vec<Vec<String>> {
            [
                w.round,
                w.bye_note,
                w.after_round,
                w.page_of,
                w.scaled_note,
                w.ranked,
                w.avoided_rematch,
                w.passed_over,
                w.rearranged,
                w.organizer_swap,
                w.bye_lowest,
                w.bye_lowest_without,
                w.rematch_warning,
                w.second_bye_warning,
            ]
            .iter()
            .map(|t| {
                let mut keys: Vec<String> = t
                    .split('{')
                    .skip(1)
                    .filter_map(|rest| rest.split('}').next().map(str::to_owned))
                    .collect();
                keys.sort();
                keys
            })
            .collect()
        };
        let en = placeholders(Language::En.words());
        assert_eq!(placeholders(Language::Es.words()), en);
        assert_eq!(placeholders(Language::Fr.words()), en);
    }
}

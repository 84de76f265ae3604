//! What an organizer may choose when setting an event up, asked of the rules rather than known
//! by the UI: the Mods that combine with those already chosen, the event types the format may be
//! rated as (with their K factor), the rounds suggested for each number of players, and what the
//! format asks of scenarios, stadium and registrations.

use crate::definition::{
    EventDefinition, EventSeed, EventType, RematchPolicy, RulingsEdition, MAX_LINEUP_SIZE,
};
use crate::policy::{AglPolicy, EventPolicy, Tiebreak};
use crate::{DefinitionProblem, MAX_ROUNDS};
use hexadraft_catalog::Catalog;
use hexadraft_draft::EventFormat;
use hexadraft_draft::{Mod, ModOption, ModSet, ModSetError, ModWarning, RulesetVersion};
use serde::Serialize;

/// An event type and whether the format may be rated as it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct EventTypeOption {
    /// The type.
    pub event_type: EventType,
    /// Its K factor.
    pub k_factor: u32,
    /// Whether the format may be rated as this type.
    pub allowed: bool,
}

/// The suggested number of rounds for a range of players.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RoundSuggestion {
    /// The fewest players of the range.
    pub from_players: u32,
    /// The most players of the range; `None` for "and more".
    pub to_players: Option<u32>,
    /// The rounds suggested.
    pub rounds: u32,
}

/// The Starting Lineup sizes an Open event may choose (docs/rulings.md, "Open team formats").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct LineupSizeChoice {
    /// The smallest: a team (four, six under Final Boss).
    pub minimum: u32,
    /// The largest the app accepts.
    pub maximum: u32,
    /// The size the app's table draft takes (the Mods' size); another size builds teams at the
    /// table.
    pub drafted: u32,
}

/// Everything the setup screen offers for one ruleset version and format.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SetupOptions {
    /// The ruleset version.
    pub ruleset: RulesetVersion,
    /// The format.
    pub format: EventFormat,
    /// Every Mod of the version, in the text's order.
    pub mods: Vec<ModOption>,
    /// Problems of the chosen Mods as they are (empty when legal).
    pub mod_problems: Vec<ModSetError>,
    /// What the organizer should know about the chosen Mods (e.g. Semy with Koorie Queen).
    pub mod_warnings: Vec<ModWarning>,
    /// The edition of the rulings a new event is made under: the front door writes it into the
    /// definition (docs/rulings.md, "Editions of the rulings").
    pub rulings: RulingsEdition,
    /// The four event types.
    pub event_types: Vec<EventTypeOption>,
    /// The fewest rounds the format allows.
    pub minimum_rounds: u32,
    /// The most rounds the app accepts.
    pub maximum_rounds: u32,
    /// The rounds table of the format.
    pub round_suggestions: Vec<RoundSuggestion>,
    /// Whether the chosen Mods need a stadium (AGL Circuit).
    pub needs_stadium: bool,
    /// Whether homemade scenarios may be played.
    pub homemade_scenarios: bool,
    /// Whether a scenario may be played in two rounds.
    pub scenarios_may_repeat: bool,
    /// Whether a registration needs a Sponsor.
    pub sponsor_required: bool,
    /// Whether a registration needs a Starting Lineup.
    pub lineup_required: bool,
    /// The Starting Lineup's size under the chosen Mods.
    pub lineup_size: u32,
    /// The sizes the organizer may choose instead, in an Open format whose Mods state none;
    /// `None` when the Mods (or a Standard format) fix it.
    pub lineup_sizes: Option<LineupSizeChoice>,
    /// Whether every planned round's scenario must be chosen before round 1 is paired (and an
    /// announced one changes only by an override).
    pub scenarios_before_round_one: bool,
    /// Whether round 1's seed is drawn when round 1 is paired (a new definition leaves `seed`
    /// null).
    pub round_one_seed_at_pairing: bool,
    /// Whether First Blood breaks ties (Season 2).
    pub first_blood: bool,
    /// The standings' tiebreaks after points.
    pub tiebreaks: Vec<Tiebreak>,
    /// The fewest active players a round can be paired with.
    pub minimum_players: u32,
}

/// Most players the rounds table is scanned for; beyond it the last suggestion holds.
const SCANNED_PLAYERS: u32 = 256;

/// The options of `format` under `ruleset`, with `mods` chosen so far.
pub fn setup_options(
    catalog: &Catalog,
    ruleset: RulesetVersion,
    format: EventFormat,
    mods: &[Mod],
) -> SetupOptions {
    let policy = AglPolicy::new(ruleset, format);
    let mod_options = ModSet::options(ruleset, mods);
    let mod_set = ModSet::new(ruleset, mods);
    let mod_problems = mod_set.as_ref().err().cloned().unwrap_or_default();
    // The event type rule is the definition's: try each type and see whether it is refused.
    let event_types = [
        EventType::Interplanetario,
        EventType::Regional,
        EventType::Standard,
        EventType::Open,
    ]
    .into_iter()
    .map(|event_type| {
        let trial = EventDefinition {
            name: "options".to_owned(),
            format,
            ruleset,
            mods: Vec::new(),
            event_type,
            rounds: None,
            scenarios: Vec::new(),
            stadium: None,
            seed: Some(EventSeed::Number(0)),
            rematches: RematchPolicy::Avoid,
            lineup_size: None,
            rulings: Default::default(),
            publish_rounds: false,
        };
        let allowed = match trial.check(catalog, &policy) {
            Ok(_) => true,
            Err(problems) => !problems
                .iter()
                .any(|p| matches!(p, DefinitionProblem::EventTypeMismatch { .. })),
        };
        EventTypeOption {
            event_type,
            k_factor: event_type.k_factor(),
            allowed,
        }
    })
    .collect();
    let registration = policy.registration();
    let lineup_size = match &mod_set {
        Ok(set) => set.lineup_size(),
        Err(_) if mods.contains(&Mod::Carano) => 4,
        Err(_) => 8,
    };
    let lineup_sizes = match &mod_set {
        Ok(set) if format.is_open() && !set.sets_lineup_size() => Some(LineupSizeChoice {
            minimum: set.team_size() as u32,
            maximum: MAX_LINEUP_SIZE,
            drafted: set.lineup_size() as u32,
        }),
        _ => None,
    };
    let mod_warnings = mod_set.as_ref().map(ModSet::warnings).unwrap_or_default();
    SetupOptions {
        ruleset,
        format,
        mods: mod_options,
        mod_problems,
        mod_warnings,
        rulings: RulingsEdition::CURRENT,
        event_types,
        minimum_rounds: policy.minimum_rounds(),
        maximum_rounds: MAX_ROUNDS,
        round_suggestions: round_suggestions(&policy),
        needs_stadium: mods.contains(&Mod::AglCircuit),
        homemade_scenarios: policy.allows_homemade_scenarios(),
        scenarios_may_repeat: policy.scenarios_may_repeat(),
        sponsor_required: registration.sponsor_required,
        lineup_required: registration.lineup_required,
        lineup_size: lineup_size as u32,
        lineup_sizes,
        scenarios_before_round_one: policy.scenarios_announced_in_advance(),
        round_one_seed_at_pairing: true,
        first_blood: policy.accepts_first_blood(),
        tiebreaks: policy.tiebreaks().to_vec(),
        minimum_players: policy.minimum_players(),
    }
}

/// The policy's suggestion, grouped into ranges of players with the same number of rounds.
fn round_suggestions(policy: &dyn EventPolicy) -> Vec<RoundSuggestion> {
    let mut out: Vec<RoundSuggestion> = Vec::new();
    for players in policy.minimum_players()..=SCANNED_PLAYERS {
        let rounds = policy.suggested_rounds(players);
        match out.last_mut() {
            Some(last) if last.rounds == rounds => last.to_players = Some(players),
            _ => out.push(RoundSuggestion {
                from_players: players,
                to_players: Some(players),
                rounds,
            }),
        }
    }
    if let Some(last) = out.last_mut() {
        last.to_players = None;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carano_is_offered_alone_and_closes_every_other_mod() {
        // AGL v1.0, Carano Mod: "not compatible with any other Mods".
        let catalog = Catalog::shipped();
        let none = setup_options(
            &catalog,
            RulesetVersion::AglV1,
            EventFormat::StandardTournament,
            &[],
        );
        assert!(none.mods.iter().all(|m| m.allowed));
        assert_eq!(none.mods.len(), 5);
        let carano = setup_options(
            &catalog,
            RulesetVersion::AglV1,
            EventFormat::StandardTournament,
            &[Mod::Carano],
        );
        for option in &carano.mods {
            assert_eq!(
                option.allowed,
                option.mod_ == Mod::Carano,
                "{:?}",
                option.mod_
            );
        }
        assert_eq!(
            carano
                .mods
                .iter()
                .find(|m| m.mod_ == Mod::Zlavin)
                .map(|m| m.problems.clone()),
            Some(vec![hexadraft_draft::ModSetError::CaranoNotAlone])
        );
        assert_eq!(carano.lineup_size, 4);
        let zlavin = setup_options(
            &catalog,
            RulesetVersion::AglV1,
            EventFormat::StandardTournament,
            &[Mod::Zlavin],
        );
        assert!(
            !zlavin
                .mods
                .iter()
                .find(|m| m.mod_ == Mod::Carano)
                .unwrap()
                .allowed
        );
        assert!(
            zlavin
                .mods
                .iter()
                .find(|m| m.mod_ == Mod::Vassily)
                .unwrap()
                .allowed
        );
    }

    #[test]
    fn season_two_offers_its_own_mods_and_the_circuit_asks_for_a_stadium() {
        // AGL S2, "Mods de Torneo"; "Mod Circuito AGL".
        let options = setup_options(
            &Catalog::shipped(),
            RulesetVersion::AglSeason2,
            EventFormat::StandardLeague,
            &[Mod::AglCircuit],
        );
        let offered: Vec<Mod> = options.mods.iter().map(|m| m.mod_).collect();
        assert!(offered.contains(&Mod::FinalBoss));
        assert!(!offered.contains(&Mod::Vassily));
        assert!(options.needs_stadium);
        assert!(options.first_blood);
    }

    #[test]
    fn event_types_follow_the_format_with_their_k_factor() {
        // AGL v1.0, Basic Rules, "Rankings"; docs/rulings.md, "Event type and K factor".
        let catalog = Catalog::shipped();
        let standard = setup_options(
            &catalog,
            RulesetVersion::AglV1,
            EventFormat::StandardTournament,
            &[],
        );
        let allowed: Vec<(EventType, u32)> = standard
            .event_types
            .iter()
            .filter(|t| t.allowed)
            .map(|t| (t.event_type, t.k_factor))
            .collect();
        assert_eq!(
            allowed,
            vec![
                (EventType::Interplanetario, 38),
                (EventType::Regional, 36),
                (EventType::Standard, 32)
            ]
        );
        let open = setup_options(
            &catalog,
            RulesetVersion::AglV1,
            EventFormat::OpenLeague,
            &[],
        );
        let allowed: Vec<EventType> = open
            .event_types
            .iter()
            .filter(|t| t.allowed)
            .map(|t| t.event_type)
            .collect();
        assert_eq!(allowed, vec![EventType::Open]);
        assert!(open.homemade_scenarios);
        assert!(!open.sponsor_required);
    }

    #[test]
    fn setup_options_say_what_a_new_event_gets_and_warn_of_semy_with_koorie_queen() {
        // docs/rulings.md, "Editions of the rulings", "Round 1's draw", "Scenarios are announced
        // with the event", "Open team formats" and "Semy with Koorie Queen".
        let catalog = Catalog::shipped();
        let semy_kq = setup_options(
            &catalog,
            RulesetVersion::AglV1,
            EventFormat::StandardTournament,
            &[Mod::Semy, Mod::KoorieQueen],
        );
        assert_eq!(semy_kq.rulings, RulingsEdition::CURRENT);
        assert!(semy_kq.scenarios_before_round_one && semy_kq.round_one_seed_at_pairing);
        assert!(matches!(
            semy_kq.mod_warnings.as_slice(),
            [ModWarning::KoorieQueenBansUnderSemy { .. }]
        ));
        assert_eq!(semy_kq.lineup_sizes, None, "Standard formats do not choose");
        let open = setup_options(
            &catalog,
            RulesetVersion::AglSeason2,
            EventFormat::OpenLeague,
            &[Mod::AglCircuit],
        );
        assert!(open.mod_warnings.is_empty());
        assert_eq!(
            open.lineup_sizes,
            Some(LineupSizeChoice {
                minimum: 4,
                maximum: MAX_LINEUP_SIZE,
                drafted: 8
            })
        );
        assert!(
            open.scenarios_may_repeat,
            "Season 2 Open formats may repeat"
        );
        let v1_open = setup_options(
            &catalog,
            RulesetVersion::AglV1,
            EventFormat::OpenTournament,
            &[Mod::Zlavin],
        );
        assert_eq!(v1_open.lineup_sizes, None, "Zlavin states eight");
        assert!(!v1_open.scenarios_may_repeat);
    }

    #[test]
    fn the_rounds_table_is_grouped_from_the_policy() {
        // AGL v1.0, Standard Tournament, "Number of Tournament Rounds": 4-8 3, 9-16 4, 17+ 5.
        let options = setup_options(
            &Catalog::shipped(),
            RulesetVersion::AglV1,
            EventFormat::StandardTournament,
            &[],
        );
        assert_eq!(
            options.round_suggestions,
            vec![
                RoundSuggestion {
                    from_players: 4,
                    to_players: Some(8),
                    rounds: 3
                },
                RoundSuggestion {
                    from_players: 9,
                    to_players: Some(16),
                    rounds: 4
                },
                RoundSuggestion {
                    from_players: 17,
                    to_players: None,
                    rounds: 5
                },
            ]
        );
        assert_eq!(options.minimum_rounds, 3);
    }
}

//! A sample event a newcomer can open to see the desk at work before running their own: eight
//! players registered with real lineups and Sponsors from the catalog in use, round 1 paired
//! and half of its results in. It is made through the same actions an organizer takes, so it is
//! an ordinary event journal: it replays, exports and deletes like any other.

use crate::error::AppError;
use crate::App;
use hexadraft_catalog::{Catalog, SponsorKind};
use hexadraft_draft::{EventFormat, RulesetVersion};
use hexadraft_event::{
    EventAction, EventDefinition, EventType, GameEnd, Registration, RematchPolicy, ResultInput,
    RulingsEdition, ScenarioChoice, ScoreInput,
};
use hexadraft_paper::Language;

/// The sample's players: people's names from the three languages' countries, none of them a
/// real player's record.
const PLAYERS: [&str; 8] = [
    "Ana García",
    "Bram de Vries",
    "Chloé Martin",
    "Dario Rossi",
    "Emma Schmidt",
    "Félix Moreau",
    "Grace Okafor",
    "Hugo Pereira",
];

/// Rounds of the sample, each with the catalog's next official scenario.
const ROUNDS: usize = 3;

impl App {
    /// Creates the sample event under `name` (the screen words it in the person's language),
    /// with its papers in `language`, and answers its journal id (the desk opens it by id).
    ///
    /// # Errors
    /// A catalog without enough characters, Sponsors or scenarios for a Standard Tournament (a
    /// refusal of the engine, with its clause), or a storage failure.
    pub fn create_sample_event(
        &self,
        name: String,
        language: Language,
    ) -> Result<String, AppError> {
        let catalog = self.catalog();
        let definition = sample_definition(&catalog, name);
        let view = self.create_event(definition, language)?;
        let mut seq = view.seq();
        for (index, player) in PLAYERS.iter().enumerate() {
            let registration = sample_registration(&catalog, player, index);
            seq = self
                .apply_event_action(view.id(), seq, EventAction::RegisterPlayer { registration })?
                .seq();
        }
        seq = self
            .apply_event_action(
                view.id(),
                seq,
                EventAction::PairNextRound {
                    round: 1,
                    seed: None,
                },
            )?
            .seq();
        // Half of round 1's results, so the desk shows both a played and an open table.
        let tables = (PLAYERS.len() / 2) as u32;
        for table in 1..=tables / 2 {
            seq = self
                .apply_event_action(
                    view.id(),
                    seq,
                    EventAction::RecordResult {
                        round: 1,
                        table,
                        result: sample_result(table),
                    },
                )?
                .seq();
        }
        Ok(view.id().to_owned())
    }
}

/// A Standard Tournament under the AGL rules' first version, three rounds with the catalog's
/// first official scenarios.
fn sample_definition(catalog: &Catalog, name: String) -> EventDefinition {
    EventDefinition {
        name,
        format: EventFormat::StandardTournament,
        ruleset: RulesetVersion::AglV1,
        mods: vec![],
        event_type: EventType::Standard,
        rounds: Some(ROUNDS as u32),
        scenarios: catalog
            .scenarios()
            .iter()
            .take(ROUNDS)
            .map(|scenario| ScenarioChoice::Official {
                id: scenario.id.clone(),
            })
            .collect(),
        stadium: None,
        seed: None,
        rematches: RematchPolicy::Avoid,
        lineup_size: None,
        rulings: RulingsEdition::CURRENT,
        publish_rounds: false,
    }
}

/// Player `index`'s registration: a basic Sponsor in turn, and eight characters of the catalog
/// starting further along for each player, so the lineups differ but overlap as real ones do.
fn sample_registration(catalog: &Catalog, name: &str, index: usize) -> Registration {
    let characters = catalog.characters();
    let lineup = (0..8)
        .filter_map(|k| characters.get((index * 3 + k) % characters.len().max(1)))
        .map(|character| character.id.clone())
        .collect();
    let basic: Vec<_> = catalog
        .sponsors()
        .iter()
        .filter(|sponsor| sponsor.kind == SponsorKind::Basic)
        .collect();
    Registration {
        name: name.to_owned(),
        corvus_pin: format!("SAMPLE-{}", index + 1),
        sponsor: basic
            .get(index % basic.len().max(1))
            .map(|sponsor| sponsor.id.clone()),
        sponsor_unlocked: false,
        lineup: Some(lineup),
        team_name: None,
    }
}

/// A played game's score for `table`: the first player wins at odd tables, the second at even.
fn sample_result(table: u32) -> ResultInput {
    let score = |victory_points, frags| ScoreInput {
        victory_points,
        frags,
        first_blood: false,
    };
    let (winner, loser) = (score(7, 3), score(4, 2));
    let (first, second) = if table % 2 == 1 {
        (winner, loser)
    } else {
        (loser, winner)
    };
    ResultInput {
        first,
        second,
        players: None,
        game_end: GameEnd::Played,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sample_lineup_has_eight_different_characters_of_the_catalog() {
        let catalog = Catalog::shipped();
        for (index, name) in PLAYERS.iter().enumerate() {
            let registration = sample_registration(&catalog, name, index);
            let mut lineup = registration.lineup.unwrap();
            assert_eq!(lineup.len(), 8);
            lineup.sort();
            lineup.dedup();
            assert_eq!(
                lineup.len(),
                8,
                "player {index}'s lineup repeats a character"
            );
            assert!(registration.sponsor.is_some());
        }
    }
}

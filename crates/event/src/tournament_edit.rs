//! Correcting a registration, and choosing how a newcomer registers: what the organizer's desk
//! needs beyond registering and dropping.

use super::Tournament;
use crate::action::{Accepted, EventAction};
use crate::player::{PinKey, PlayerId, Registration};
use crate::rating::CurrentRatings;
use crate::refusal::EventRefusal;
use hexadraft_catalog::CharacterId;
use hexadraft_draft::Section;
use std::collections::HashMap;
use std::sync::Arc;

impl Tournament {
    /// The action that registers `registration` now: a normal registration until round 1 is
    /// paired, a late arrival after (docs/rulings.md, "Late arrivals").
    pub fn registration_action(&self, registration: Registration) -> EventAction {
        if !self.registers_late_arrivals() {
            EventAction::RegisterPlayer { registration }
        } else {
            EventAction::RegisterLateArrival { registration }
        }
    }

    /// The action that pairs the next round now. For round 1 of an event whose definition fixes
    /// no seed, `draw` is called once for the seed, which the action records (docs/rulings.md,
    /// "Round 1's draw"); a front door passes its random source. `draw` is not called otherwise.
    pub fn pair_action(&self, draw: impl FnOnce() -> u32) -> EventAction {
        let round = self.rounds.len() as u32 + 1;
        let seed = (round == 1 && self.definition.seed.is_none()).then(draw);
        EventAction::PairNextRound { round, seed }
    }

    /// Whether a player registered now is a late arrival: round 1 is paired (docs/rulings.md,
    /// "Late arrivals").
    pub fn registers_late_arrivals(&self) -> bool {
        !self.rounds.is_empty()
    }

    /// Docs/rulings.md, "Correcting a registration": the new data is checked exactly as a new
    /// registration would be (its own PIN aside); once round 1 is paired the Sponsor and the
    /// Starting Lineup stay as registered.
    pub(super) fn edit_player(
        &mut self,
        id: PlayerId,
        r: &Registration,
    ) -> Result<Accepted, EventRefusal> {
        let current = self
            .player(id)
            .ok_or(EventRefusal::UnknownPlayer { player: id })?;
        let own_pin = PinKey::of(&current.corvus_pin);
        let old_pin = current.corvus_pin.clone();
        let started = !self.rounds.is_empty();
        if started {
            // AGL v1.0, "Choosing Your Sponsor": "Players cannot change their Sponsor during a
            // Tournament."
            if r.sponsor != current.sponsor {
                return Err(EventRefusal::SponsorFixed {
                    player: id,
                    clause: self.policy.clause(Section::ChoosingYourSponsor),
                });
            }
            // AGL v1.0, "Starting Lineup": built "before the Tournament"; no Characters outside
            // it "during the tournament". A lineup is a set of characters: the same ones in
            // another order are not a change.
            let registered = current.lineup.as_ref().map(|l| sorted(l.characters()));
            if r.lineup.as_deref().map(sorted) != registered {
                return Err(EventRefusal::LineupFixed {
                    player: id,
                    clause: self.policy.clause(Section::StartingLineup),
                });
            }
        }
        // Every check of a registration, on an empty copy that knows the other players' PINs.
        let mut pins: HashMap<PinKey, PlayerId> = self.pins.clone();
        pins.remove(&own_pin);
        let mut scratch = Tournament {
            catalog: Arc::clone(&self.catalog),
            policy: Arc::clone(&self.policy),
            definition: self.definition.clone(),
            mods: self.mods.clone(),
            players: Vec::new(),
            pins,
            earlier_pins: Vec::new(),
            planned_rounds: self.planned_rounds,
            scenarios: Vec::new(),
            rounds: Vec::new(),
            actions: Vec::new(),
            ratings_before: CurrentRatings::default(),
        };
        scratch.register(r)?;
        let Some(checked) = scratch.players.pop() else {
            return Err(EventRefusal::UnknownPlayer { player: id });
        };
        let Some(index) = id.index() else {
            return Err(EventRefusal::UnknownPlayer { player: id });
        };
        let Some(player) = self.players.get_mut(index) else {
            return Err(EventRefusal::UnknownPlayer { player: id });
        };
        player.name = checked.name;
        player.corvus_pin = checked.corvus_pin;
        player.sponsor = checked.sponsor;
        player.team_name = checked.team_name;
        // Once round 1 is paired the lineup is the registered one (the check above allows only
        // the same characters); it keeps its registered order.
        if !started {
            player.lineup = checked.lineup;
        }
        let new_pin = PinKey::of(&player.corvus_pin);
        self.pins.remove(&own_pin);
        // A corrected PIN is remembered, so the ratings kept under the old one still find the
        // player (docs/rulings.md, "Corvus PINs").
        let previous_pin = (new_pin != own_pin).then_some(old_pin);
        if let (Some(old), Some(earlier)) = (&previous_pin, self.earlier_pins.get_mut(index)) {
            earlier.push(old.clone());
        }
        self.pins.insert(new_pin, id);
        Ok(Accepted::PlayerEdited {
            player: id,
            previous_pin,
            warnings: self.registration_warnings(id),
        })
    }
}

/// The characters of a lineup in id order, to compare lineups as sets.
fn sorted(characters: &[CharacterId]) -> Vec<&CharacterId> {
    let mut sorted: Vec<&CharacterId> = characters.iter().collect();
    sorted.sort_unstable();
    sorted
}

#[cfg(test)]
mod tests {
    use crate::*;
    use hexadraft_catalog::{Catalog, CharacterId, ScenarioId, SponsorId};
    use hexadraft_draft::RulesetVersion;

    fn lineup(names: &[&str]) -> Vec<CharacterId> {
        names
            .iter()
            .map(|n| CharacterId::new(*n).unwrap())
            .collect()
    }

    fn first_lineup() -> Vec<CharacterId> {
        lineup(&[
            "gata",
            "8-ball",
            "parvati",
            "maximus",
            "wild-bill",
            "hexx3r",
            "major-lunah",
            "miyamoto-mushashi",
        ])
    }

    fn second_lineup() -> Vec<CharacterId> {
        lineup(&[
            "valkyrie",
            "hannibal",
            "laxmee",
            "senor-massacre",
            "padre-mendoza",
            "murtair",
            "kozmo",
            "taowu",
        ])
    }

    fn registration(name: &str, pin: &str) -> Registration {
        Registration {
            name: name.into(),
            corvus_pin: pin.into(),
            sponsor: Some(SponsorId::new("oxyd").unwrap()),
            sponsor_unlocked: false,
            lineup: Some(first_lineup()),
            team_name: None,
        }
    }

    fn event_with_four() -> Tournament {
        let mut t = Tournament::new(
            &Catalog::shipped(),
            EventDefinition {
                name: "Edits".into(),
                format: EventFormat::StandardTournament,
                ruleset: RulesetVersion::AglV1,
                mods: vec![],
                event_type: EventType::Standard,
                rounds: Some(3),
                scenarios: vec![ScenarioChoice::Official {
                    id: ScenarioId::new("assault").unwrap(),
                }],
                stadium: None,
                seed: Some(EventSeed::Number(3)),
                rematches: RematchPolicy::Avoid,
                lineup_size: None,
                rulings: Default::default(),
            },
        )
        .unwrap();
        for (name, pin) in [("Ana", "A1"), ("Bo", "B2"), ("Cy", "C3"), ("Di", "D4")] {
            let action = t.registration_action(registration(name, pin));
            assert!(matches!(action, EventAction::RegisterPlayer { .. }));
            t.apply(action).unwrap();
        }
        t
    }

    #[test]
    fn before_round_one_every_entry_of_a_registration_can_be_corrected() {
        let mut t = event_with_four();
        let mut corrected = registration("Ana María", "A1-X");
        corrected.lineup = Some(second_lineup());
        corrected.sponsor = Some(SponsorId::new("vissiorama").unwrap());
        t.apply(EventAction::EditPlayer {
            player: PlayerId::new(1),
            registration: corrected,
        })
        .unwrap();
        let ana = t.player(PlayerId::new(1)).unwrap();
        assert_eq!(ana.name, "Ana María");
        assert_eq!(ana.corvus_pin, "A1-X");
        assert_eq!(ana.lineup.as_ref().unwrap().characters(), second_lineup());
        // The old PIN is free again; the new one is taken.
        assert!(t
            .apply(EventAction::RegisterPlayer {
                registration: registration("Eve", "a1")
            })
            .is_ok());
        assert!(matches!(
            t.apply(EventAction::RegisterPlayer {
                registration: registration("Fay", "a1-x")
            }),
            Err(EventRefusal::DuplicatePin { .. })
        ));
    }

    #[test]
    fn a_correction_is_checked_like_a_registration_and_refused_whole() {
        let mut t = event_with_four();
        let before = t.snapshot();
        // Another player's PIN.
        assert!(matches!(
            t.apply(EventAction::EditPlayer {
                player: PlayerId::new(1),
                registration: registration("Ana", "b2"),
            }),
            Err(EventRefusal::DuplicatePin { .. })
        ));
        // AGL v1.0, Standard Tournament, "Starting Lineup": eight characters.
        let mut short = registration("Ana", "A1");
        short.lineup = Some(lineup(&["gata"]));
        assert!(matches!(
            t.apply(EventAction::EditPlayer {
                player: PlayerId::new(1),
                registration: short,
            }),
            Err(EventRefusal::Lineup { .. })
        ));
        assert!(matches!(
            t.apply(EventAction::EditPlayer {
                player: PlayerId::new(9),
                registration: registration("Nobody", "N9"),
            }),
            Err(EventRefusal::UnknownPlayer { .. })
        ));
        assert_eq!(t.snapshot(), before, "a refused correction changes nothing");
        // Its own PIN, in another case, is fine.
        t.apply(EventAction::EditPlayer {
            player: PlayerId::new(1),
            registration: registration("Ana", "a1"),
        })
        .unwrap();
    }

    #[test]
    fn once_round_one_is_paired_sponsor_and_lineup_are_fixed_but_names_and_order_can_be_fixed() {
        // AGL v1.0, Standard Tournament, "Choosing Your Sponsor": "Players cannot change their
        // Sponsor during a Tournament"; "Starting Lineup": built before the Tournament.
        let mut t = event_with_four();
        t.apply(EventAction::PairNextRound {
            round: 1,
            seed: None,
        })
        .unwrap();
        let mut sponsor = registration("Ana", "A1");
        sponsor.sponsor = Some(SponsorId::new("vissiorama").unwrap());
        assert!(matches!(
            t.apply(EventAction::EditPlayer {
                player: PlayerId::new(1),
                registration: sponsor,
            }),
            Err(EventRefusal::SponsorFixed { .. })
        ));
        let mut lineup = registration("Ana", "A1");
        lineup.lineup = Some(second_lineup());
        let refusal = t
            .apply(EventAction::EditPlayer {
                player: PlayerId::new(1),
                registration: lineup,
            })
            .unwrap_err();
        assert!(refusal.to_string().contains("\"Starting Lineup\""));
        t.apply(EventAction::EditPlayer {
            player: PlayerId::new(1),
            registration: registration("Ana Torres", "A1"),
        })
        .unwrap();
        assert_eq!(t.player(PlayerId::new(1)).unwrap().name, "Ana Torres");
        // The same eight characters typed in another order are the same Starting Lineup: not a
        // change, accepted, and the registered order stays.
        let mut reordered = registration("Ana Torres", "A1");
        reordered.lineup = Some(first_lineup().into_iter().rev().collect());
        t.apply(EventAction::EditPlayer {
            player: PlayerId::new(1),
            registration: reordered,
        })
        .unwrap();
        assert_eq!(
            t.player(PlayerId::new(1))
                .unwrap()
                .lineup
                .as_ref()
                .unwrap()
                .characters(),
            first_lineup()
        );
        // Seven of them and another one is a change.
        let mut swapped = registration("Ana Torres", "A1");
        let mut characters = first_lineup();
        characters[7] = CharacterId::new("valkyrie").unwrap();
        swapped.lineup = Some(characters);
        assert!(matches!(
            t.apply(EventAction::EditPlayer {
                player: PlayerId::new(1),
                registration: swapped,
            }),
            Err(EventRefusal::LineupFixed { .. })
        ));
        // A newcomer now is a late arrival.
        assert!(matches!(
            t.registration_action(registration("Late", "L1")),
            EventAction::RegisterLateArrival { .. }
        ));
    }

    #[test]
    fn a_corrected_event_replays_to_the_same_state() {
        let mut t = event_with_four();
        t.apply(EventAction::EditPlayer {
            player: PlayerId::new(2),
            registration: registration("Bo Li", "B2"),
        })
        .unwrap();
        let replayed =
            Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
        assert_eq!(replayed.snapshot(), t.snapshot());
    }
}

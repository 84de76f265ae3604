//! Correcting a registration, choosing how a newcomer registers, and the desk's safety nets
//! (taking back a drop, a registration made by mistake, or the latest pairing): what the
//! organizer's desk needs beyond registering and dropping.

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

    /// Docs/rulings.md, "Safety nets at the desk": a drop made by mistake is taken back; the
    /// player is paired again from the next round paired.
    pub(super) fn reinstate_player(&mut self, id: PlayerId) -> Result<Accepted, EventRefusal> {
        let player = id
            .index()
            .and_then(|i| self.players.get_mut(i))
            .ok_or(EventRefusal::UnknownPlayer { player: id })?;
        if player.dropped_after_round.take().is_none() {
            return Err(EventRefusal::NotDropped { player: id });
        }
        Ok(Accepted::Reinstated { player: id })
    }

    /// Docs/rulings.md, "Safety nets at the desk": before round 1 nothing refers to a player's
    /// number, so the registration is removed and the later players are renumbered.
    pub(super) fn withdraw_registration(&mut self, id: PlayerId) -> Result<Accepted, EventRefusal> {
        let index = id
            .index()
            .filter(|i| *i < self.players.len())
            .ok_or(EventRefusal::UnknownPlayer { player: id })?;
        if !self.rounds.is_empty() {
            return Err(EventRefusal::WithdrawAfterStart {
                player: id,
                paired: self.rounds.len() as u32,
            });
        }
        let removed = self.players.remove(index);
        self.earlier_pins.remove(index);
        for (i, player) in self.players.iter_mut().enumerate().skip(index) {
            player.id = PlayerId::from_index(i);
        }
        self.pins = self
            .players
            .iter()
            .map(|p| (PinKey::of(&p.corvus_pin), p.id))
            .collect();
        Ok(Accepted::RegistrationWithdrawn {
            player: id,
            name: removed.name,
        })
    }

    /// Docs/rulings.md, "Safety nets at the desk": the latest round's pairing is taken back
    /// while none of its games has a result. A player who dropped while it was paired stays
    /// out of the round paired again.
    pub(super) fn unpair_round(&mut self, round: u32) -> Result<Accepted, EventRefusal> {
        self.unpairable(round)?;
        let latest = self.rounds.len() as u32;
        self.rounds.pop();
        let paired = latest - 1;
        for player in &mut self.players {
            if let Some(after) = player.dropped_after_round.as_mut() {
                *after = (*after).min(paired);
            }
            // A late arrival registered while this round was paired joins the round paired again.
            player.first_round = player.first_round.min(paired + 1);
        }
        Ok(Accepted::RoundUnpaired { round })
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
            decks_public: false,
            table_drafts: None,
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
                publish_rounds: false,
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

    fn score(vp: i32) -> ScoreInput {
        ScoreInput {
            victory_points: vp,
            frags: 0,
            first_blood: false,
        }
    }

    #[test]
    fn a_drop_made_by_mistake_is_taken_back_and_the_player_is_paired_again() {
        // Ruling "Safety nets at the desk".
        let mut t = event_with_four();
        t.apply(EventAction::PairNextRound {
            round: 1,
            seed: None,
        })
        .unwrap();
        let bo = PlayerId::new(2);
        assert_eq!(
            t.apply(EventAction::ReinstatePlayer { player: bo }),
            Err(EventRefusal::NotDropped { player: bo })
        );
        t.apply(EventAction::DropPlayer { player: bo }).unwrap();
        assert!(!t.player(bo).unwrap().is_active());
        assert_eq!(
            t.apply(EventAction::ReinstatePlayer { player: bo }),
            Ok(Accepted::Reinstated { player: bo })
        );
        assert!(t.player(bo).unwrap().is_active());
        for table in 1..=2 {
            t.apply(EventAction::RecordResult {
                round: 1,
                table,
                result: ResultInput {
                    first: score(3),
                    second: score(1),
                    players: None,
                    game_end: Default::default(),
                },
            })
            .unwrap();
        }
        t.apply(EventAction::SetScenario {
            round: 2,
            scenario: ScenarioChoice::Official {
                id: ScenarioId::new("conquest").unwrap(),
            },
        })
        .unwrap();
        t.apply(EventAction::PairNextRound {
            round: 2,
            seed: None,
        })
        .unwrap();
        let round = t.round(2).unwrap();
        assert!(
            round
                .tables
                .iter()
                .any(|table| table.players.first == bo || table.players.second == bo),
            "Bo is paired again"
        );
        let replayed =
            Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
        assert_eq!(replayed.snapshot(), t.snapshot());
    }

    #[test]
    fn a_registration_made_by_mistake_is_removed_before_round_one_and_the_numbers_close_up() {
        let mut t = event_with_four();
        let bo = PlayerId::new(2);
        assert_eq!(
            t.apply(EventAction::WithdrawRegistration { player: bo }),
            Ok(Accepted::RegistrationWithdrawn {
                player: bo,
                name: "Bo".into()
            })
        );
        let names: Vec<(u32, &str)> = t
            .players()
            .iter()
            .map(|p| (p.id.get(), p.name.as_str()))
            .collect();
        assert_eq!(names, [(1, "Ana"), (2, "Cy"), (3, "Di")]);
        // Bo's PIN is free again; Cy's is still taken, under Cy's new number.
        t.apply(EventAction::RegisterPlayer {
            registration: registration("Bo", "b2"),
        })
        .unwrap();
        assert!(matches!(
            t.apply(EventAction::RegisterPlayer {
                registration: registration("Cy again", "C3")
            }),
            Err(EventRefusal::DuplicatePin { player, .. }) if player == PlayerId::new(2)
        ));
        assert!(matches!(
            t.apply(EventAction::WithdrawRegistration {
                player: PlayerId::new(9)
            }),
            Err(EventRefusal::UnknownPlayer { .. })
        ));
        t.apply(EventAction::PairNextRound {
            round: 1,
            seed: None,
        })
        .unwrap();
        let before = t.snapshot();
        assert_eq!(
            t.apply(EventAction::WithdrawRegistration {
                player: PlayerId::new(1)
            }),
            Err(EventRefusal::WithdrawAfterStart {
                player: PlayerId::new(1),
                paired: 1
            })
        );
        assert_eq!(t.snapshot(), before, "a refused removal changes nothing");
        let replayed =
            Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
        assert_eq!(replayed.snapshot(), t.snapshot());
    }

    #[test]
    fn the_latest_round_is_paired_again_while_it_has_no_result() {
        let mut t = event_with_four();
        t.apply(EventAction::PairNextRound {
            round: 1,
            seed: None,
        })
        .unwrap();
        // A late arrival, and a drop, while round 1 is paired: pairing it again includes the one
        // and leaves out the other.
        t.apply(EventAction::RegisterLateArrival {
            registration: registration("Eve", "E5"),
        })
        .unwrap();
        t.apply(EventAction::DropPlayer {
            player: PlayerId::new(4),
        })
        .unwrap();
        assert_eq!(
            t.apply(EventAction::UnpairRound { round: 2 }),
            Err(EventRefusal::NotTheLatestRound {
                round: 2,
                latest: 1
            })
        );
        assert_eq!(
            t.apply(EventAction::UnpairRound { round: 1 }),
            Ok(Accepted::RoundUnpaired { round: 1 })
        );
        assert!(t.rounds().is_empty());
        t.apply(EventAction::PairNextRound {
            round: 1,
            seed: None,
        })
        .unwrap();
        let round = t.round(1).unwrap();
        let seated: Vec<PlayerId> = round
            .tables
            .iter()
            .flat_map(|table| [table.players.first, table.players.second])
            .chain(round.bye.iter().map(|bye| bye.player))
            .collect();
        assert!(
            seated.contains(&PlayerId::new(5)),
            "the late arrival plays round 1"
        );
        assert!(
            !seated.contains(&PlayerId::new(4)),
            "the dropped player is not paired"
        );
        assert_eq!(seated.len(), 4);
        // Once a table has a result, the round stays paired.
        t.apply(EventAction::RecordResult {
            round: 1,
            table: 1,
            result: ResultInput {
                first: score(2),
                second: score(2),
                players: None,
                game_end: Default::default(),
            },
        })
        .unwrap();
        let before = t.snapshot();
        assert_eq!(
            t.apply(EventAction::UnpairRound { round: 1 }),
            Err(EventRefusal::RoundHasResults {
                round: 1,
                tables: vec![1]
            })
        );
        assert_eq!(t.snapshot(), before);
        let replayed =
            Tournament::replay(&Catalog::shipped(), t.definition().clone(), t.actions()).unwrap();
        assert_eq!(replayed.snapshot(), t.snapshot());
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

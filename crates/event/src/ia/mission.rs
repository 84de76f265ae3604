//! Each round's mission, drawn at random from the organizer's valid missions (IA Skirmish 1.1,
//! «Procedimiento de preparación de escaramuzas», 1): "la organización robará una carta de Misión
//! al azar de entre las misiones válidas ... retira esa carta de Misión para que no pueda
//! aparecer una segunda vez durante las rondas suizas del torneo. En los torneos de mayor tamaño
//! puede ser necesario que se repitan misiones durante las rondas eliminatorias."
//!
//! The card data has maps, not missions, so the organizer names the valid missions (each may name
//! its map from the catalog). The maps «Mapas y misiones válidos» named for the 2015 season are
//! offered by [`season_2015_maps`].

use super::refusal::{ia, IaRefusal};
use super::seed::{uniform_below, DrawPurpose, IaSeed};
use super::structure::{RoundStructure, StructureProblem};
use hexadraft_catalog::ia::{fold, SkirmishMapId};
use hexadraft_draft::IaSection;
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// Most missions a pool may hold (a sanity bound).
pub const MAX_MISSIONS: usize = 100;

/// Longest mission name, in characters.
pub const MAX_MISSION_NAME_CHARS: usize = 80;

/// One mission the organizer declares valid.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Mission {
    /// Its name as printed on the Mission card.
    pub name: String,
    /// Its map, from the catalog, when the organizer gives it.
    #[serde(default)]
    pub map: Option<SkirmishMapId>,
}

/// The organizer's valid missions, checked: 1 to [`MAX_MISSIONS`] distinct names (compared
/// without case, accents or punctuation) of 1 to [`MAX_MISSION_NAME_CHARS`] characters on one
/// line.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct MissionPool {
    missions: Vec<Mission>,
}

impl MissionPool {
    /// Checks and wraps the valid missions.
    ///
    /// # Errors
    /// [`IaRefusal::BadMissionPool`] for an empty or oversized pool, a blank, long or multi-line
    /// name, or a name given twice.
    pub fn new(missions: Vec<Mission>) -> Result<MissionPool, IaRefusal> {
        let refusal = IaRefusal::BadMissionPool {
            max: u32::try_from(MAX_MISSIONS).unwrap_or(u32::MAX),
            max_chars: u32::try_from(MAX_MISSION_NAME_CHARS).unwrap_or(u32::MAX),
            clause: ia(IaSection::SetupProcedure),
        };
        if missions.is_empty() || missions.len() > MAX_MISSIONS {
            return Err(refusal);
        }
        let mut seen = HashSet::new();
        for m in &missions {
            let ok = !m.name.trim().is_empty()
                && m.name.chars().count() <= MAX_MISSION_NAME_CHARS
                && !m.name.chars().any(char::is_control)
                && seen.insert(fold(&m.name));
            if !ok {
                return Err(refusal);
            }
        }
        Ok(MissionPool { missions })
    }

    /// The missions, in the organizer's order.
    pub fn missions(&self) -> &[Mission] {
        &self.missions
    }

    /// How many.
    pub fn len(&self) -> usize {
        self.missions.len()
    }

    /// Never true: a pool holds at least one mission.
    pub fn is_empty(&self) -> bool {
        self.missions.is_empty()
    }
}

impl<'de> Deserialize<'de> for MissionPool {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(deny_unknown_fields)]
        struct Raw {
            missions: Vec<Mission>,
        }
        let raw = Raw::deserialize(deserializer)?;
        MissionPool::new(raw.missions).map_err(serde::de::Error::custom)
    }
}

/// Whether the pool can give every Swiss round its own mission («Procedimiento de preparación de
/// escaramuzas», 1: a drawn mission "no pueda aparecer una segunda vez durante las rondas
/// suizas").
pub fn check_missions(pool: &MissionPool, structure: RoundStructure) -> Vec<StructureProblem> {
    let missions = u32::try_from(pool.len()).unwrap_or(u32::MAX);
    if missions < structure.swiss_rounds {
        vec![StructureProblem::TooFewMissions {
            missions,
            rounds: structure.swiss_rounds,
            clause: ia(IaSection::SetupProcedure),
        }]
    } else {
        Vec::new()
    }
}

/// Which round a mission is drawn for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum MissionRound {
    /// A Swiss round.
    Swiss {
        /// Its number.
        round: u32,
    },
    /// A round of the cut.
    Cut {
        /// Its number in the cut (1 is the first elimination round).
        round: u32,
    },
}

/// A mission drawn for a round.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct MissionDraw {
    /// The round.
    pub round: MissionRound,
    /// The mission's position in the pool, from 0.
    pub index: u32,
    /// The mission.
    pub mission: Mission,
    /// What the draw was for, with the event's seed.
    pub purpose: DrawPurpose,
    /// Whether it repeats a mission already drawn (possible in the cut only).
    pub repeat: bool,
}

/// Draws a round's mission.
///
/// A Swiss round draws among the missions no earlier Swiss round drew. A round of the cut draws
/// among the missions not yet drawn in the event; only once every one has been drawn may it
/// repeat one, drawing then from the whole pool (docs/rulings.md, Imperial Assault, "Missions").
/// `earlier` lists the draws made before this round, in any order.
///
/// # Errors
/// [`IaRefusal::MissionsExhausted`] when every mission has been drawn for a Swiss round.
pub fn draw_mission(
    pool: &MissionPool,
    round: MissionRound,
    earlier: &[MissionDraw],
    seed: IaSeed,
) -> Result<MissionDraw, IaRefusal> {
    let used_in_swiss: HashSet<u32> = earlier
        .iter()
        .filter(|d| matches!(d.round, MissionRound::Swiss { .. }))
        .map(|d| d.index)
        .collect();
    let used: HashSet<u32> = earlier.iter().map(|d| d.index).collect();
    let all: Vec<u32> = (0..pool.len())
        .filter_map(|i| u32::try_from(i).ok())
        .collect();
    let (candidates, purpose): (Vec<u32>, DrawPurpose) = match round {
        MissionRound::Swiss { round } => (
            all.iter()
                .copied()
                .filter(|i| !used_in_swiss.contains(i))
                .collect(),
            DrawPurpose::Mission { round },
        ),
        MissionRound::Cut { round } => {
            let fresh: Vec<u32> = all.iter().copied().filter(|i| !used.contains(i)).collect();
            (
                if fresh.is_empty() { all.clone() } else { fresh },
                DrawPurpose::CutMission { round },
            )
        }
    };
    if candidates.is_empty() {
        return Err(IaRefusal::MissionsExhausted {
            pool: u32::try_from(pool.len()).unwrap_or(u32::MAX),
            clause: ia(IaSection::SetupProcedure),
        });
    }
    let mut rng = seed.stream(purpose);
    let pick = usize::try_from(uniform_below(&mut rng, candidates.len() as u64)).unwrap_or(0);
    let index = candidates.get(pick).copied().unwrap_or(0);
    let mission = pool
        .missions
        .get(usize::try_from(index).unwrap_or(0))
        .cloned()
        .ok_or(IaRefusal::MissionsExhausted {
            pool: u32::try_from(pool.len()).unwrap_or(u32::MAX),
            clause: ia(IaSection::SetupProcedure),
        })?;
    Ok(MissionDraw {
        round,
        index,
        mission,
        purpose,
        repeat: used.contains(&index),
    })
}

/// The maps «Mapas y misiones válidos» names for the season of the text (2015): "Afueras de Mos
/// Eisley, Granja de humedad y Ruinas Massassi", as catalog ids. Competitive and premier events
/// must use them "salvo que Edge Entertainment especifique lo contrario"; later seasons named
/// others, so the organizer's pool is what the app draws from.
pub fn season_2015_maps() -> Vec<SkirmishMapId> {
    ["mos-eisley-outskirts", "moisture-farm", "massassi-ruins"]
        .into_iter()
        .filter_map(|id| SkirmishMapId::new(id).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use hexadraft_catalog::ia::IaCatalog;

    fn pool(n: usize) -> MissionPool {
        MissionPool::new(
            (1..=n)
                .map(|i| Mission {
                    name: format!("Mission {i}"),
                    map: None,
                })
                .collect(),
        )
        .unwrap()
    }

    fn swiss(round: u32) -> MissionRound {
        MissionRound::Swiss { round }
    }

    #[test]
    fn no_mission_repeats_in_the_swiss_rounds_and_the_draw_replays() {
        let pool = pool(5);
        let seed = IaSeed::new(31);
        let mut drawn = Vec::new();
        for round in 1..=5 {
            let d = draw_mission(&pool, swiss(round), &drawn, seed).unwrap();
            assert_eq!(d, draw_mission(&pool, swiss(round), &drawn, seed).unwrap());
            assert!(!d.repeat);
            assert_eq!(d.purpose, DrawPurpose::Mission { round });
            drawn.push(d);
        }
        let mut indexes: Vec<u32> = drawn.iter().map(|d| d.index).collect();
        indexes.sort_unstable();
        assert_eq!(indexes, [0, 1, 2, 3, 4]);
        assert_eq!(
            draw_mission(&pool, swiss(6), &drawn, seed),
            Err(IaRefusal::MissionsExhausted {
                pool: 5,
                clause: ia(IaSection::SetupProcedure)
            })
        );
    }

    #[test]
    fn the_cut_draws_fresh_missions_first_and_repeats_only_when_none_is_left() {
        let pool = pool(3);
        let seed = IaSeed::new(8);
        let mut drawn = Vec::new();
        for round in 1..=2 {
            drawn.push(draw_mission(&pool, swiss(round), &drawn, seed).unwrap());
        }
        let first_cut = draw_mission(&pool, MissionRound::Cut { round: 1 }, &drawn, seed).unwrap();
        assert!(!first_cut.repeat);
        assert!(drawn.iter().all(|d| d.index != first_cut.index));
        drawn.push(first_cut);
        let second_cut = draw_mission(&pool, MissionRound::Cut { round: 2 }, &drawn, seed).unwrap();
        assert!(second_cut.repeat);
        assert_eq!(second_cut.purpose, DrawPurpose::CutMission { round: 2 });
    }

    #[test]
    fn a_pool_holds_distinct_named_missions() {
        assert!(MissionPool::new(vec![]).is_err());
        let twice = vec![
            Mission {
                name: "Get to the Ship".to_owned(),
                map: None,
            },
            Mission {
                name: "get to the ship!".to_owned(),
                map: None,
            },
        ];
        assert!(matches!(
            MissionPool::new(twice),
            Err(IaRefusal::BadMissionPool { .. })
        ));
        for bad in ["", "  ", "two\nlines"] {
            let m = vec![Mission {
                name: bad.to_owned(),
                map: None,
            }];
            assert!(MissionPool::new(m).is_err(), "{bad:?}");
        }
        let long = vec![Mission {
            name: "x".repeat(MAX_MISSION_NAME_CHARS + 1),
            map: None,
        }];
        assert!(MissionPool::new(long).is_err());
        let text = r#"{"missions": [{"name": "A", "map": "moisture-farm"}, {"name": "B"}]}"#;
        let read: MissionPool = serde_json::from_str(text).unwrap();
        assert_eq!(read.len(), 2);
        assert!(serde_json::from_str::<MissionPool>(r#"{"missions": []}"#).is_err());
    }

    #[test]
    fn every_swiss_round_needs_its_own_mission() {
        let rounds = |swiss_rounds| RoundStructure {
            swiss_rounds,
            cut: None,
        };
        assert!(check_missions(&pool(4), rounds(4)).is_empty());
        assert!(check_missions(&pool(5), rounds(4)).is_empty());
        assert!(matches!(
            check_missions(&pool(3), rounds(4))[..],
            [StructureProblem::TooFewMissions {
                missions: 3,
                rounds: 4,
                ..
            }]
        ));
    }

    #[test]
    fn the_seasons_maps_are_in_the_catalog() {
        let catalog = IaCatalog::shipped();
        let maps = season_2015_maps();
        assert_eq!(maps.len(), 3);
        for id in &maps {
            assert!(catalog.skirmish_map(id).is_some(), "{id}");
        }
    }
}

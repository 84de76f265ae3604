//! The three categories of Imperial Assault events and what each asks of players, judges and
//! organizers (IA Skirmish 1.1, «Categorías de torneos», with what the other sections say per
//! category), the round timer («Estructura de los torneos») and the staff check («Participación
//! de los jueces»).

use super::refusal::ia;
use hexadraft_draft::{Clause, IaSection};
use serde::{Deserialize, Serialize};
use std::fmt;

/// An event's category («Categorías de torneos»).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum IaCategory {
    /// «Informal»: leagues, weekly games; fun first.
    Informal,
    /// «Competitivo»: store championships and other official promotional events.
    Competitive,
    /// «Preferente»: regional, national and world championships.
    Premier,
}

impl fmt::Display for IaCategory {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            IaCategory::Informal => "informal",
            IaCategory::Competitive => "competitive",
            IaCategory::Premier => "premier",
        })
    }
}

/// How binding the table of rounds and cut is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum StructureRule {
    /// The organizer chooses the number of rounds («Estructura de rondas»: "la organización del
    /// torneo puede elegir el número de rondas").
    OrganizersChoice,
    /// The table is the suggestion ("El número sugerido de rondas ... para un torneo
    /// competitivo").
    Suggested,
    /// The table must be followed ("Los torneos preferentes deben seguir estas reglas").
    Required,
}

/// Who among the judges may play.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum JudgesPlaying {
    /// A judge may play only with a second judge present and announced at the start, who rules
    /// on the first judge's games («Participación de los jueces»).
    WithSecondJudge,
    /// Neither judges nor organizers may play ("En los torneos de la categoría preferente no
    /// pueden participar jueces ni organizadores").
    Never,
}

/// What a category requires, each with its clause.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct CategoryRules {
    /// Players hand in an army list before the event («Construcción de ejércitos»: "En los
    /// torneos informales, los jugadores no necesitan entregar una lista de ejército"). In every
    /// category the army is used unchanged for the whole event.
    pub army_list_required: bool,
    /// How binding the table of rounds and cut is («Estructura de rondas»).
    pub round_structure: StructureRule,
    /// Whether players may ask not to meet relatives or travel companions in round 1
    /// («Emparejamientos»: "En los eventos de nivel informal").
    pub round_one_requests: bool,
    /// Who among the judges may play («Participación de los jueces»).
    pub judges_playing: JudgesPlaying,
    /// Whether the season's maps and missions are required («Mapas y misiones válidos»: "Todos
    /// los torneos competitivos y preferentes deben usar estos mapas y misiones salvo que Edge
    /// Entertainment especifique lo contrario").
    pub season_missions_required: bool,
    /// Whether the rules are applied to the letter, FAQ and errata included («Preferente»).
    pub strict_rules: bool,
}

impl IaCategory {
    /// Every category.
    pub const ALL: [IaCategory; 3] = [
        IaCategory::Informal,
        IaCategory::Competitive,
        IaCategory::Premier,
    ];

    /// What the category requires.
    pub fn rules(self) -> CategoryRules {
        match self {
            IaCategory::Informal => CategoryRules {
                army_list_required: false,
                round_structure: StructureRule::OrganizersChoice,
                round_one_requests: true,
                judges_playing: JudgesPlaying::WithSecondJudge,
                season_missions_required: false,
                strict_rules: false,
            },
            IaCategory::Competitive => CategoryRules {
                army_list_required: true,
                round_structure: StructureRule::Suggested,
                round_one_requests: false,
                judges_playing: JudgesPlaying::WithSecondJudge,
                season_missions_required: true,
                strict_rules: false,
            },
            IaCategory::Premier => CategoryRules {
                army_list_required: true,
                round_structure: StructureRule::Required,
                round_one_requests: false,
                judges_playing: JudgesPlaying::Never,
                season_missions_required: true,
                strict_rules: true,
            },
        }
    }
}

/// The round timer («Estructura de los torneos»: "rondas de torneo de 55 minutos, con 10 minutos
/// adicionales para la preparación del tablero y la misión"). At time the players finish the game
/// round in progress ("terminan la ronda de juego actual antes de acabar la partida").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct RoundTimer {
    /// Minutes to build the map and set up the mission.
    pub setup_minutes: u32,
    /// Minutes of play.
    pub play_minutes: u32,
}

impl RoundTimer {
    /// The preset every Imperial Assault event uses: 10 minutes of setup, then 55 of play.
    pub const PRESET: RoundTimer = RoundTimer {
        setup_minutes: 10,
        play_minutes: 55,
    };

    /// The whole round, setup and play.
    pub fn total_minutes(self) -> u32 {
        self.setup_minutes.saturating_add(self.play_minutes)
    }

    /// Where the rule is.
    pub fn clause() -> Clause {
        ia(IaSection::TournamentStructure)
    }
}

/// The people who run the event, as announced at its start.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(deny_unknown_fields)]
pub struct Staff {
    /// Judges present and announced at the start, the head judge included.
    pub judges: u32,
    /// How many of those judges also play.
    pub judges_playing: u32,
    /// How many organizers also play.
    pub organizers_playing: u32,
}

/// Something the staff plan breaks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum StaffProblem {
    /// More judges play than there are.
    #[error("{playing} judges cannot play when {judges} are announced")]
    MorePlayingThanJudges {
        /// Judges announced.
        judges: u32,
        /// Judges playing.
        playing: u32,
    },
    /// A judge plays without a second judge to rule on their games.
    #[error(
        "a judge may play only if a second judge is present and announced at the start ({clause})"
    )]
    JudgeWithoutSecond {
        /// Where the rule is.
        clause: Clause,
    },
    /// A judge or an organizer plays at a premier event.
    #[error("judges and organizers cannot play at a premier event ({clause})")]
    StaffPlaysPremier {
        /// Where the rule is.
        clause: Clause,
    },
}

impl StaffProblem {
    /// The clause the problem cites, if it cites one.
    pub fn clause(&self) -> Option<Clause> {
        match self {
            StaffProblem::MorePlayingThanJudges { .. } => None,
            StaffProblem::JudgeWithoutSecond { clause }
            | StaffProblem::StaffPlaysPremier { clause } => Some(*clause),
        }
    }
}

/// Every problem of a staff plan for a category («Participación de los jueces»). A judge may play
/// when at least one other judge is announced: if both judges play, the head judge rules on their
/// game, as the text says.
pub fn check_staff(category: IaCategory, staff: Staff) -> Vec<StaffProblem> {
    let clause = ia(IaSection::JudgeParticipation);
    let mut problems = Vec::new();
    if staff.judges_playing > staff.judges {
        problems.push(StaffProblem::MorePlayingThanJudges {
            judges: staff.judges,
            playing: staff.judges_playing,
        });
    }
    match category.rules().judges_playing {
        JudgesPlaying::Never => {
            if staff.judges_playing > 0 || staff.organizers_playing > 0 {
                problems.push(StaffProblem::StaffPlaysPremier { clause });
            }
        }
        JudgesPlaying::WithSecondJudge => {
            if staff.judges_playing > 0 && staff.judges < 2 {
                problems.push(StaffProblem::JudgeWithoutSecond { clause });
            }
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_category_asks_what_the_text_says() {
        let informal = IaCategory::Informal.rules();
        assert!(!informal.army_list_required);
        assert!(informal.round_one_requests);
        assert_eq!(informal.round_structure, StructureRule::OrganizersChoice);
        let competitive = IaCategory::Competitive.rules();
        assert!(competitive.army_list_required && !competitive.round_one_requests);
        assert_eq!(competitive.round_structure, StructureRule::Suggested);
        let premier = IaCategory::Premier.rules();
        assert_eq!(premier.round_structure, StructureRule::Required);
        assert_eq!(premier.judges_playing, JudgesPlaying::Never);
        assert!(premier.strict_rules && premier.season_missions_required);
    }

    #[test]
    fn the_round_timer_is_ten_minutes_of_setup_and_fifty_five_of_play() {
        assert_eq!(RoundTimer::PRESET.setup_minutes, 10);
        assert_eq!(RoundTimer::PRESET.play_minutes, 55);
        assert_eq!(RoundTimer::PRESET.total_minutes(), 65);
        assert_eq!(
            RoundTimer::clause().citation(),
            "IA Skirmish 1.1, «Estructura de los torneos»"
        );
    }

    #[test]
    fn a_judge_plays_only_with_a_second_judge_and_never_at_a_premier_event() {
        let alone = Staff {
            judges: 1,
            judges_playing: 1,
            organizers_playing: 0,
        };
        assert!(matches!(
            check_staff(IaCategory::Competitive, alone)[..],
            [StaffProblem::JudgeWithoutSecond { .. }]
        ));
        let two = Staff {
            judges: 2,
            judges_playing: 2,
            organizers_playing: 1,
        };
        assert!(check_staff(IaCategory::Informal, two).is_empty());
        assert!(check_staff(IaCategory::Competitive, two).is_empty());
        assert!(matches!(
            check_staff(IaCategory::Premier, two)[..],
            [StaffProblem::StaffPlaysPremier { .. }]
        ));
        let organizer = Staff {
            judges: 1,
            judges_playing: 0,
            organizers_playing: 1,
        };
        assert_eq!(check_staff(IaCategory::Premier, organizer).len(), 1);
        assert!(check_staff(IaCategory::Premier, Staff::default()).is_empty());
        let odd = Staff {
            judges: 1,
            judges_playing: 3,
            organizers_playing: 0,
        };
        assert_eq!(check_staff(IaCategory::Informal, odd).len(), 2);
    }
}

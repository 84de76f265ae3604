//! What a table's draft shows and takes, shared by the use cases that serve it (the draft at the
//! table, the seat codes, the desk's event table, the library): who is looking, which event
//! table a draft is for, a game's result as entered and as reported from the phones. The draft
//! as one viewer sees it is built in `table_view`.

use crate::error::ReadOnly;
use crate::kernel::{PackMismatch, PackRef};
use hexadraft_draft::{
    BySeat, CharacterOption, ClockView, Draft, DraftEvent, DraftFormat, DraftView, Mod, Seat,
    SeatOptions, Viewer,
};
use hexadraft_event::{Decider, GameEnd, Outcome, ResultInput, ResultWarning, ScoreInput};
use serde::{Deserialize, Serialize};

/// Who is looking: one player (their own device, or the shared screen behind the curtain), or
/// the whole table (what both players may see).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum TableViewer {
    /// One player.
    Seat {
        /// The player's seat.
        seat: Seat,
    },
    /// Both players: the public view, no secret of either.
    Table,
}

impl TableViewer {
    pub(crate) fn engine_viewer(self) -> Viewer {
        match self {
            TableViewer::Seat { seat } => Viewer::Seat(seat),
            TableViewer::Table => Viewer::Public,
        }
    }
}

/// The event table a draft is started for (the desk fills it in).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EventTableRef {
    /// The event's journal id.
    pub event_id: String,
    /// The round, from 1.
    pub round: u32,
    /// The table, from 1.
    pub table: u32,
}

/// One player's score as entered after the game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameScoreInput {
    /// Victory Points.
    pub victory_points: u32,
    /// Frags.
    pub frags: u32,
}

/// The game's result as entered: both scores and, in Season 2, who drew First Blood.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GameResultInput {
    /// Each seat's score.
    pub scores: BySeat<GameScoreInput>,
    /// Who scored First Blood (Season 2 only).
    pub first_blood: Option<Seat>,
    /// How the game ended: played to its end unless one player conceded or it was abandoned
    /// (docs/rulings.md, "Conceded and abandoned games").
    #[serde(default)]
    pub game_end: GameEnd,
}

/// A game's result with the outcome and points the event engine's scoring decides.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct GameRecord {
    /// The result as entered.
    pub input: GameResultInput,
    /// Each seat's outcome.
    pub outcomes: BySeat<Outcome>,
    /// Each seat's Tournament (or League) Points.
    pub points: BySeat<u32>,
    /// What decided the game.
    pub decided_by: Decider,
    /// What looks mistyped in the numbers (docs/rulings.md, "Implausible results"): shown to
    /// the players, never changing the result.
    pub warnings: Vec<ResultWarning>,
}

/// A part of a game's result on which the two seats' reports can differ.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum ResultField {
    /// The first seat's Victory Points.
    FirstVictoryPoints,
    /// The first seat's Frags.
    FirstFrags,
    /// The second seat's Victory Points.
    SecondVictoryPoints,
    /// The second seat's Frags.
    SecondFrags,
    /// Who scored First Blood.
    FirstBlood,
    /// How the game ended.
    GameEnd,
}

/// The results the players reported from their phones (docs/rulings.md, "Results reported
/// from the phones"). Results are public, so every viewer sees both.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct ResultReports {
    /// Each seat's latest report, until the game is recorded.
    pub by_seat: BySeat<Option<GameResultInput>>,
    /// Where the two reports differ (empty unless both seats reported): nothing is recorded
    /// until they agree or the table enters the result.
    pub differs: Vec<ResultField>,
    /// Whether the organizer lets the players report from their phones
    /// (`App::set_phone_reports`; on unless switched off).
    pub allowed: bool,
}

impl ResultReports {
    pub(crate) fn of(by_seat: BySeat<Option<GameResultInput>>, allowed: bool) -> ResultReports {
        let differs = match (by_seat.first, by_seat.second) {
            (Some(a), Some(b)) => differences(&a, &b),
            _ => Vec::new(),
        };
        ResultReports {
            by_seat,
            differs,
            allowed,
        }
    }
}

/// The fields on which two results differ, in the order the form shows them.
fn differences(a: &GameResultInput, b: &GameResultInput) -> Vec<ResultField> {
    let (sa, sb) = (&a.scores, &b.scores);
    [
        (
            sa.first.victory_points != sb.first.victory_points,
            ResultField::FirstVictoryPoints,
        ),
        (sa.first.frags != sb.first.frags, ResultField::FirstFrags),
        (
            sa.second.victory_points != sb.second.victory_points,
            ResultField::SecondVictoryPoints,
        ),
        (sa.second.frags != sb.second.frags, ResultField::SecondFrags),
        (a.first_blood != b.first_blood, ResultField::FirstBlood),
        (a.game_end != b.game_end, ResultField::GameEnd),
    ]
    .into_iter()
    .filter_map(|(differ, field)| differ.then_some(field))
    .collect()
}

/// What a draft's hidden swap is called on the screens (docs/rulings.md, "Draft formats").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum SwapName {
    /// The Vassily Mod's swap: the draft's Mods include Vassily (the official order's swap, or
    /// an organizer's format keeping it under that Mod).
    Vassily,
    /// An organizer's format's hidden swap, under Mods without Vassily.
    Hidden,
}

/// The order a draft walks, as the screens name it, from the draft's format and its Mods: the
/// screens never guess it from the turns.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct DraftOrder {
    /// The name of the organizer's format the draft walks; `None` when it walks the official
    /// order of its Mods (a format whose turns are the official ones counts as that order).
    pub custom: Option<String>,
    /// What the format's hidden swap is called; `None` when the format has no swap.
    pub swap: Option<SwapName>,
}

impl DraftOrder {
    /// The order `draft` walks.
    pub(crate) fn of(draft: &Draft) -> DraftOrder {
        let format = draft.format();
        let official = format.turns == DraftFormat::official(draft.mods()).turns;
        DraftOrder {
            custom: (!official).then(|| format.name.clone()),
            swap: format.swap().map(|_| {
                if draft.mods().has(Mod::Vassily) {
                    SwapName::Vassily
                } else {
                    SwapName::Hidden
                }
            }),
        }
    }
}

/// A draft as one viewer may see it.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TableDraft {
    /// The journal id.
    pub id: String,
    /// The journal's title.
    pub title: String,
    /// The number of entries seen: send it back with the next move (a stale screen is refused).
    pub seq: u32,
    /// The coin toss's seed, as recorded.
    pub seed: u32,
    /// The draft as this viewer may see it (never the organizer's view).
    pub view: DraftView,
    /// The order the draft walks: the organizer's format's name, and what its swap is called.
    pub order: DraftOrder,
    /// What the seat may do now; `None` for the table viewer.
    pub options: Option<SeatOptions>,
    /// At a public step (choose Player A, ban, pick), what the seat to act may do: shown to the
    /// whole table, as those choices are made in the open. `None` at the secret steps.
    pub turn: Option<SeatOptions>,
    /// Whether each seat may undo now (the step it would undo is never secret to the table).
    pub can_undo: BySeat<bool>,
    /// Each Starting Lineup's characters with why they cannot join that team now (banned,
    /// picked, or under Zlavin held by the rival), to mark the cards.
    pub lineups: BySeat<Vec<CharacterOption>>,
    /// What happened, in order (events never carry an unrevealed secret).
    pub log: Vec<DraftEvent>,
    /// Set when the draft can only be read, with why.
    pub read_only: Option<ReadOnly>,
    /// The event table this draft belongs to, if any.
    pub event: Option<EventTableRef>,
    /// The data pack recorded at creation.
    pub pack: PackRef,
    /// Set when the catalog in use is not the data pack the draft was created with.
    pub pack_mismatch: Option<PackMismatch>,
    /// Whether the game's result takes First Blood (Season 2).
    pub first_blood_rule: bool,
    /// The game's result, once recorded.
    pub game: Option<GameRecord>,
    /// The results reported from the players' phones while none is recorded.
    pub reports: ResultReports,
    /// Whether each seat is protected by a code (`App::set_seat_code`): its own view and its
    /// secret moves then need the code.
    pub protected: BySeat<bool>,
    /// What the shared screen may do for each seat: a seat played on its phone is closed to it
    /// without the seat's code (docs/rulings.md, "A seat played on its phone").
    pub at_screen: BySeat<SeatAtScreen>,
    /// The pace clock at the moment of the answer, when the draft has one (docs/rulings.md,
    /// "The pace clock"): each seat's time, never its choice.
    pub clock: Option<ClockView>,
}

/// The event engine's result input for a table's game, by the draft's seats.
pub(crate) fn result_input(input: GameResultInput) -> ResultInput {
    let score = |seat: Seat| {
        let s = input.scores.get(seat);
        ScoreInput {
            victory_points: i32::try_from(s.victory_points).unwrap_or(i32::MAX),
            frags: i32::try_from(s.frags).unwrap_or(i32::MAX),
            first_blood: input.first_blood == Some(seat),
        }
    };
    ResultInput {
        first: score(Seat::First),
        second: score(Seat::Second),
        players: None,
        game_end: input.game_end,
    }
}

/// What the shared screen may do for one seat of a table draft, as the core decides it
/// (docs/rulings.md, "Codes at the shared screen" and "A seat played on its phone"). The
/// screen offers a seat's curtain, its secret steps and its moves only as this says.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub enum SeatAtScreen {
    /// The seat opens, and acts, at the screen as it is.
    Open,
    /// The seat's view and its secret moves need the seat's code.
    Code,
    /// The seat is played on its phone and has a code: the screen opens it, and acts for it
    /// (any move), only with that code.
    PhoneCode,
    /// The seat is played on its phone and has no code: the screen can neither open it nor act
    /// for it. The organizer's code gives it back to the screen (`App::return_seat_to_screen`).
    Phone,
}

impl SeatAtScreen {
    pub(crate) fn of(coded: bool, on_phone: bool) -> SeatAtScreen {
        match (coded, on_phone) {
            (false, false) => SeatAtScreen::Open,
            (true, false) => SeatAtScreen::Code,
            (true, true) => SeatAtScreen::PhoneCode,
            (false, true) => SeatAtScreen::Phone,
        }
    }

    /// Whether the seat is protected by a code.
    pub fn coded(self) -> bool {
        matches!(self, SeatAtScreen::Code | SeatAtScreen::PhoneCode)
    }
}

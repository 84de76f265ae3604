//! An Imperial Assault player's own page on their phone: their game now (table or game of the
//! cut, opponent, mission), both players' reports of its result, their place in the standings,
//! and what the room sees. Everything on it is public at the event (docs/threat-model.md): a
//! player's token opens no army list, no other player's page and nothing of the desk.
//!
//! A report from the phone is the engine's `reportResult` action (docs/rulings.md, Imperial
//! Assault, "Results reported from the phones"): the second report, when it agrees, records the
//! result as the desk would.

use super::room::{ia_room_of, RoomFigures, RoomStanding, RoomView};
use crate::error::AppError;
use crate::App;
use hexadraft_draft::{BySeat, Seat};
use hexadraft_event::ia::{
    IaAction, IaEventSnapshot, IaGameRef, IaRefusal, IaResultField, IaResultInput,
};
use hexadraft_event::PlayerId;
use serde::Serialize;

/// The game a player plays now and has no result for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaPlayerGame {
    /// The game: a Swiss table or a game of the cut.
    pub game: IaGameRef,
    /// The player's seat at it.
    pub seat: Seat,
    /// Both players' names, by seat.
    pub players: BySeat<String>,
    /// The mission drawn for its round.
    pub mission: Option<String>,
    /// Each seat's latest report from its phone.
    pub reports: BySeat<Option<IaResultInput>>,
    /// Where the two reports differ (empty until both reported).
    pub differs: Vec<IaResultField>,
}

/// One player's page at an Imperial Assault event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct IaPlayerPage {
    /// The player.
    pub player: PlayerId,
    /// Their name.
    pub name: String,
    /// Whether they have left the event.
    pub dropped: bool,
    /// Their row of the Swiss standings, once a round has a result.
    pub standing: Option<RoomStanding>,
    /// The game they play now, while it has no result.
    pub game: Option<IaPlayerGame>,
    /// What the room sees (pairings, standings, the cut).
    pub room: RoomView,
}

impl App {
    /// A player's page at an Imperial Assault event (the phone server calls it once the
    /// player's token is proved).
    ///
    /// # Errors
    /// An unknown player, an unknown or damaged journal, or an AGL event.
    pub fn ia_player_page(
        &self,
        event_id: &str,
        player: PlayerId,
    ) -> Result<IaPlayerPage, AppError> {
        // One replayed view serves the room's projection and the player's own part: a phone
        // asks every few seconds, so the snapshot is made once per answer.
        let view = super::audience::ia_for_audience(self.ia_event(event_id)?);
        let game = {
            let id = crate::journal_id(event_id)?;
            let mut state = self.lock_state();
            let (tournament, _) = self.ia_tournament_in(&mut state, &id)?;
            tournament.current_game(player)
        };
        let room = ia_room_of(&view);
        let unknown = IaRefusal::UnknownPlayer { player };
        let snapshot = view.snapshot.ok_or(unknown.clone())?;
        let me = snapshot
            .players
            .iter()
            .find(|p| p.id == player)
            .ok_or(unknown)?;
        Ok(IaPlayerPage {
            player,
            name: me.name.clone(),
            dropped: me.dropped,
            standing: standing_of(&snapshot, player),
            game: game.and_then(|game| player_game(&snapshot, game, player)),
            room,
        })
    }

    /// A player's report of their game's result from their phone: recorded as the result when
    /// the other player's report agrees, else kept beside it for the desk. Answers with the
    /// player's page.
    ///
    /// # Errors
    /// The engine's refusal (not their game, a result already recorded, a result the desk
    /// would refuse), a read-only event, or a storage failure.
    pub fn report_ia_result_from_phone(
        &self,
        event_id: &str,
        player: PlayerId,
        game: IaGameRef,
        result: IaResultInput,
    ) -> Result<IaPlayerPage, AppError> {
        self.apply_ia_action_seen(
            event_id,
            None,
            IaAction::ReportResult {
                game,
                player,
                result,
            },
        )?;
        self.ia_player_page(event_id, player)
    }
}

fn name_of(snapshot: &IaEventSnapshot, player: PlayerId) -> String {
    snapshot
        .players
        .iter()
        .find(|p| p.id == player)
        .map(|p| p.name.clone())
        .unwrap_or_default()
}

fn standing_of(snapshot: &IaEventSnapshot, player: PlayerId) -> Option<RoomStanding> {
    let row = snapshot
        .standings
        .as_ref()?
        .rows
        .iter()
        .find(|row| row.player == player)?;
    Some(RoomStanding {
        place: row.place,
        name: name_of(snapshot, player),
        points: row.points,
        figures: RoomFigures::ImperialAssault {
            strength_of_schedule: row.strength_of_schedule.printed(),
        },
    })
}

fn player_game(
    snapshot: &IaEventSnapshot,
    game: IaGameRef,
    player: PlayerId,
) -> Option<IaPlayerGame> {
    let (players, mission) = match game {
        IaGameRef::Swiss { round, table } => {
            let round = snapshot.rounds.iter().find(|r| r.round == round)?;
            let table = round.tables.iter().find(|t| t.pairing.table == table)?;
            (
                table.pairing.players,
                Some(round.mission.mission.name.clone()),
            )
        }
        IaGameRef::Cut { round, game } => {
            let bracket = snapshot.bracket.as_ref()?;
            let cut_round = bracket.rounds.iter().find(|r| r.round == round)?;
            let cut_game = cut_round.games.iter().find(|g| g.game == game)?;
            let mission = usize::try_from(round.checked_sub(1)?)
                .ok()
                .and_then(|i| snapshot.cut_missions.get(i))
                .map(|m| m.mission.name.clone());
            (cut_game.players, mission)
        }
    };
    let seat = if players.first == player {
        Seat::First
    } else {
        Seat::Second
    };
    let waiting = snapshot.reports.iter().find(|r| r.game == game);
    Some(IaPlayerGame {
        game,
        seat,
        players: BySeat::new(
            name_of(snapshot, players.first),
            name_of(snapshot, players.second),
        ),
        mission,
        reports: waiting.map_or(BySeat::new(None, None), |r| r.by_seat),
        differs: waiting.map(|r| r.differs.clone()).unwrap_or_default(),
    })
}

//! The draft state machine: a checked setup, the actions applied so far, and the rules that
//! decide what may happen next.

use crate::action::{
    ActionKind, BanRecord, DraftAction, DraftEvent, PickRecord, Refusal, RoleChoice, RoleDecider,
    RoleDecision, Step, SwapChoice, Unavailable, Undone,
};
use crate::clause::Clause;
use crate::commit::{Commitment, Committable, Salt, MIN_SALT_HEX};
use crate::deck::{check_against_team, Deck, DeckChoice, DeckRule, Member};
use crate::format::{DraftFormat, Scope, TurnAction};
use crate::rules::{Mod, ModSet};
use crate::seat::{BySeat, Role, Seat};
use crate::setup::{check_setup, CoinToss, DraftSetup, SetupError, SetupProblem};
use crate::view::Viewer;
use hexadraft_catalog::{
    Catalog, CharacterId, CharacterTactic, SponsorId, SponsorKind, SponsorRule, StadiumId,
    TacticNumber,
};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};

/// What the draft keeps of a catalog character: enough to run the draft without the catalog.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct CharacterFacts {
    pub(crate) id: CharacterId,
    pub(crate) name: String,
    pub(crate) initiative: Option<u8>,
    pub(crate) tactics: [CharacterTactic; 4],
}

/// What the draft keeps of a player's Sponsor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct SponsorFacts {
    pub(crate) id: SponsorId,
    pub(crate) name: String,
    pub(crate) kind: SponsorKind,
    pub(crate) rule: Option<SponsorRule>,
    pub(crate) effect: String,
}

/// The AGL Circuit stadium and its effect (AGL S2, "Mod Circuito AGL").
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct StadiumEffect {
    /// The stadium.
    pub id: StadiumId,
    /// Its name.
    pub name: String,
    /// Its faction.
    pub faction: String,
    /// The effect every game of the event plays with.
    pub effect: String,
}

/// A locked secret and its commitment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct Locked<T> {
    pub(crate) choice: T,
    pub(crate) salt: Salt,
    pub(crate) commitment: Commitment,
}

/// The lock of a hidden pick: which pick record it is, with its salt and commitment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct PickLock {
    pub(crate) index: usize,
    pub(crate) salt: Salt,
    pub(crate) commitment: Commitment,
}

/// A locked deck: the choice, its commitment and the checked deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub(crate) struct LockedDeck {
    pub(crate) locked: Locked<DeckChoice>,
    pub(crate) deck: Deck,
}

/// Where the draft is, with what the step needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Phase {
    ChooseRoles {
        chooser: Seat,
    },
    Ban {
        seat: Seat,
        lineup_of: Seat,
    },
    Pick {
        index: usize,
        /// The format's turn.
        turn: usize,
        seat: Seat,
        team_of: Seat,
    },
    /// A turn of hidden picks: one seat's, or both seats' (`only` is `None`). The pick records
    /// from `start` on are this turn's locks.
    HiddenPick {
        turn: usize,
        scope: Scope,
        only: Option<Seat>,
        start: usize,
    },
    Swap,
    Deck,
    Accesstel,
    Complete,
}

impl Phase {
    pub(crate) fn step(self) -> Step {
        match self {
            Phase::ChooseRoles { .. } => Step::ChooseRoles,
            Phase::Ban { .. } => Step::Ban,
            Phase::Pick { .. } => Step::Pick,
            Phase::HiddenPick { .. } => Step::HiddenPick,
            Phase::Swap => Step::Swap,
            Phase::Deck => Step::Deck,
            Phase::Accesstel => Step::Accesstel,
            Phase::Complete => Step::Complete,
        }
    }
}

/// Where the draft is in its format: the phase, and how many pick records (from the first)
/// the reveal turns passed so far have shown to all.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Walk {
    pub(crate) phase: Phase,
    pub(crate) revealed_picks: usize,
    /// How many pick records the last reveal turn passed showed (0 before any).
    pub(crate) shown_by_reveal: usize,
}

/// What an undo would take back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UndoTarget {
    Roles,
    Ban,
    Pick,
    PickLock,
    SwapLock,
    DeckLock,
}

/// Most actions one draft may record, undos included. A draft needs about twenty; the rest is
/// room for undos (docs/rulings.md, "What can be undone"). A longer action list is refused
/// before any of it is applied.
pub const MAX_DRAFT_ACTIONS: usize = 1_000;

/// Why a replay stopped.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, thiserror::Error)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum ReplayError {
    /// The setup is wrong.
    #[error("{error}")]
    Setup {
        /// Every setup problem.
        error: SetupError,
    },
    /// The action list is longer than any draft may record: nothing was applied.
    #[error(
        "{found} actions are listed; a draft records at most {max}, so none was applied ({})",
        Clause::RulingUndo
    )]
    TooManyActions {
        /// The bound.
        max: u32,
        /// How many were listed.
        found: u32,
    },
    /// An action was refused.
    #[error("action {index} was refused: {refusal}")]
    Refused {
        /// The refused action's position in the list, from 0.
        index: u32,
        /// Why.
        refusal: Refusal,
    },
}

/// One round's team draft and deck choice between two players.
///
/// Built from a checked [`DraftSetup`] by [`Draft::new`]; changed only by [`Draft::apply`],
/// which validates every action and leaves the draft unchanged when it refuses one. The draft
/// is fully determined by its setup and its action list ([`Draft::replay`]). It serializes
/// (organizer-level: with every secret) so two drafts can be compared byte for byte; show
/// players [`Draft::view`] instead.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Draft {
    pub(crate) setup: DraftSetup,
    pub(crate) mods: ModSet,
    /// The order of bans, picks and swap the draft walks. Left out of the serialized draft: the
    /// setup and Mods determine it.
    #[serde(skip)]
    pub(crate) format: DraftFormat,
    pub(crate) characters: Vec<CharacterFacts>,
    pub(crate) general_tactics: Vec<TacticNumber>,
    pub(crate) sponsors: BySeat<SponsorFacts>,
    pub(crate) stadium: Option<StadiumEffect>,
    pub(crate) roles: Option<RoleDecision>,
    pub(crate) bans: Vec<BanRecord>,
    pub(crate) picks: Vec<PickRecord>,
    /// The locks of the picks made in secret (an organizer's format with hidden picks); left
    /// out of the serialized draft when there are none, so drafts without them are unchanged.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub(crate) pick_locks: Vec<PickLock>,
    pub(crate) swaps: BySeat<Option<Locked<SwapChoice>>>,
    pub(crate) decks: BySeat<Option<LockedDeck>>,
    pub(crate) accesstel: BySeat<Option<CharacterId>>,
    pub(crate) actions: Vec<DraftAction>,
}

/// The coin toss of "Building Teams", step 1: the first draw of ChaCha8 seeded with the setup's
/// seed. `true` makes the first seat Player A.
pub(crate) fn coin_toss(seed: u32) -> Seat {
    let mut rng = ChaCha8Rng::seed_from_u64(u64::from(seed));
    if rng.random::<bool>() {
        Seat::First
    } else {
        Seat::Second
    }
}

/// The smallest seed whose coin toss makes `player_a` Player A. A player-safe copy of a draft
/// whose coin was already tossed can record it in place of the real seed: the copy replays to
/// the same roles, and the real seed (which could tell an untossed coin) does not leave.
pub fn seed_tossing(player_a: Seat) -> u32 {
    (0..=u32::MAX)
        .find(|seed| coin_toss(*seed) == player_a)
        .unwrap_or_default()
}

/// The seed a player-safe copy records in place of `seed`: the smallest one whose coin toss
/// gives the same Player A. The toss happens when the draft starts and its result is public, so
/// the copy replays to the same roles while the real seed does not leave.
pub fn stand_in_seed(seed: u32) -> u32 {
    seed_tossing(coin_toss(seed))
}

/// The state the Zlavin completion check looks at: lineups, bans and teams so far.
#[derive(Clone)]
struct Board<'a> {
    lineups: BySeat<&'a [CharacterId]>,
    banned: BySeat<Option<&'a CharacterId>>,
    teams: BySeat<Vec<&'a CharacterId>>,
    team_size: usize,
    zlavin: bool,
}

impl<'a> Board<'a> {
    /// Whether both teams can still be completed, given the lineups still to be banned from
    /// (each ban is chosen to keep completion possible, as the rules then require).
    fn completable(&self, pending_bans: &[Seat]) -> bool {
        match pending_bans.split_first() {
            Some((&lineup_of, rest)) => self.lineups.get(lineup_of).iter().any(|c| {
                let mut next = self.clone();
                *next.banned.get_mut(lineup_of) = Some(c);
                next.completable(rest)
            }),
            None => self.can_fill_teams(),
        }
    }

    fn open(&self, seat: Seat) -> Vec<&'a CharacterId> {
        let own = self.teams.get(seat);
        let rival = self.teams.get(seat.other());
        let banned = *self.banned.get(seat);
        self.lineups
            .get(seat)
            .iter()
            .filter(|c| {
                Some(*c) != banned && !own.contains(c) && !(self.zlavin && rival.contains(c))
            })
            .collect()
    }

    /// Hall's condition for two kinds of slot: each team finds enough open characters, and
    /// under Zlavin (a character serves one team only) the union covers both needs.
    fn can_fill_teams(&self) -> bool {
        let need = |s: Seat| self.team_size.saturating_sub(self.teams.get(s).len());
        let first = self.open(Seat::First);
        let second = self.open(Seat::Second);
        if first.len() < need(Seat::First) || second.len() < need(Seat::Second) {
            return false;
        }
        if !self.zlavin {
            return true;
        }
        let union = first.len() + second.iter().filter(|c| !first.contains(c)).count();
        union >= need(Seat::First) + need(Seat::Second)
    }
}

/// Under Zlavin, the characters two Starting Lineups share when they share too many for two
/// teams with no character in common (docs/rulings.md, "Zlavin: every team must stay
/// completable"): a draft between them is refused at setup
/// ([`SetupProblem::LineupsTooAlikeForZlavin`]). `None` when a draft between them can start, and
/// always without Zlavin. With Koorie Queen the bans still to come are taken into account (each
/// player then bans so that both teams stay completable). An event asks this before pairing two
/// players; in practice it happens under Season 2's Final Boss (teams of six from lineups of
/// eight sharing five or more characters).
pub fn lineups_too_alike(
    mods: &ModSet,
    first: &[CharacterId],
    second: &[CharacterId],
) -> Option<Vec<CharacterId>> {
    lineups_too_alike_in(mods, &DraftFormat::official(mods), first, second)
}

/// [`lineups_too_alike`] for a draft in `format`: the format's bans are the ones still to come.
pub fn lineups_too_alike_in(
    mods: &ModSet,
    format: &DraftFormat,
    first: &[CharacterId],
    second: &[CharacterId],
) -> Option<Vec<CharacterId>> {
    if !mods.has(Mod::Zlavin) {
        return None;
    }
    let shared: Vec<CharacterId> = first
        .iter()
        .filter(|c| second.contains(c))
        .cloned()
        .collect();
    // Without a shared character, each lineup fills its own team (lineups are at least a team).
    // With two more distinct characters than both teams need, two bans cannot strand them
    // either. Only closer lineups need the search.
    let mut distinct: Vec<&CharacterId> = first.iter().chain(second).collect();
    distinct.sort_unstable();
    distinct.dedup();
    if shared.is_empty() || distinct.len() >= 2 * mods.team_size() + 2 {
        return None;
    }
    let board = Board {
        lineups: BySeat::new(first, second),
        banned: BySeat::new(None, None),
        teams: BySeat::new(Vec::new(), Vec::new()),
        team_size: mods.team_size(),
        zlavin: true,
    };
    // Before roles are decided, Player A may be either seat: every assignment must work.
    let completable = Seat::BOTH.into_iter().all(|player_a| {
        let pending: Vec<Seat> = format
            .bans()
            .filter_map(|t| t.actor.role().map(|r| (t.scope, r)))
            .map(|(scope, role)| scope.seat_for(seat_playing(player_a, role)))
            .collect();
        board.completable(&pending)
    });
    (!completable).then_some(shared)
}

/// The seat playing `role` when `player_a` is Player A.
fn seat_playing(player_a: Seat, role: Role) -> Seat {
    match role {
        Role::A => player_a,
        Role::B => player_a.other(),
    }
}

impl Draft {
    /// Checks `setup` against the catalog and starts the draft in the official order of its
    /// version and Mods ([`DraftFormat::official`]). When no Compass Transportation holder is
    /// to choose, the coin is tossed now, from the seed.
    ///
    /// # Errors
    /// [`SetupError`] listing every problem of the setup at once.
    pub fn new(catalog: &Catalog, setup: DraftSetup) -> Result<Draft, SetupError> {
        Draft::start(catalog, setup, None)
    }

    /// As [`Draft::new`], in `format` instead of the official order. The format is checked
    /// against the setup's Mods first ([`DraftFormat::problems`]).
    ///
    /// # Errors
    /// [`SetupError`] listing every problem of the setup and of the format at once.
    pub fn new_in_format(
        catalog: &Catalog,
        setup: DraftSetup,
        format: DraftFormat,
    ) -> Result<Draft, SetupError> {
        Draft::start(catalog, setup, Some(format))
    }

    fn start(
        catalog: &Catalog,
        setup: DraftSetup,
        format: Option<DraftFormat>,
    ) -> Result<Draft, SetupError> {
        let (mods, mut problems) = check_setup(catalog, &setup);
        let Some(mods) = mods else {
            return Err(SetupError { problems });
        };
        let format = match format {
            Some(format) => {
                let format_problems = format.problems(&mods);
                if !format_problems.is_empty() {
                    problems.push(SetupProblem::Format {
                        problems: format_problems,
                    });
                }
                format
            }
            None => DraftFormat::official(&mods),
        };
        if problems.is_empty() {
            if let Some(shared) = lineups_too_alike_in(
                &mods,
                &format,
                &setup.players.first.lineup,
                &setup.players.second.lineup,
            ) {
                problems.push(SetupProblem::LineupsTooAlikeForZlavin {
                    shared,
                    team_size: u32::try_from(mods.team_size()).unwrap_or(u32::MAX),
                });
            }
        }
        if !problems.is_empty() {
            return Err(SetupError { problems });
        }
        let mut characters: Vec<CharacterFacts> = Vec::new();
        for id in setup
            .players
            .first
            .lineup
            .iter()
            .chain(&setup.players.second.lineup)
        {
            if characters.iter().any(|c| &c.id == id) {
                continue;
            }
            if let Some(c) = catalog.character(id) {
                characters.push(CharacterFacts {
                    id: c.id.clone(),
                    name: c.name.clone(),
                    initiative: c.initiative,
                    tactics: c.tactics.clone(),
                });
            }
        }
        let sponsor_facts = |seat: Seat| {
            let id = &setup.players.get(seat).sponsor;
            catalog.sponsor(id).map(|s| SponsorFacts {
                id: s.id.clone(),
                name: s.name.clone(),
                kind: s.kind,
                rule: s.rule,
                effect: s.effect.clone(),
            })
        };
        let (Some(first), Some(second)) = (sponsor_facts(Seat::First), sponsor_facts(Seat::Second))
        else {
            // Unreachable: check_setup refuses unknown Sponsors. Kept total all the same.
            return Err(SetupError { problems });
        };
        let stadium = setup
            .stadium
            .as_ref()
            .and_then(|id| catalog.stadium(id))
            .map(|s| StadiumEffect {
                id: s.id.clone(),
                name: s.name.clone(),
                faction: s.faction.clone(),
                effect: s.effect.clone(),
            });
        let mut draft = Draft {
            general_tactics: catalog.general_tactics().iter().map(|g| g.number).collect(),
            setup,
            mods,
            format,
            characters,
            sponsors: BySeat::new(first, second),
            stadium,
            roles: None,
            bans: Vec::new(),
            picks: Vec::new(),
            pick_locks: Vec::new(),
            swaps: BySeat::new(None, None),
            decks: BySeat::new(None, None),
            accesstel: BySeat::new(None, None),
            actions: Vec::new(),
        };
        // "Building Teams", step 1: a coin toss, unless one player's Compass Transportation
        // lets them choose. Carano has no team building, so no Player A (docs/rulings.md,
        // "Carano skips team building").
        if !draft.mods.has(Mod::Carano) && draft.compass_chooser().is_none() {
            draft.roles = Some(draft.coin_decision(None));
        }
        Ok(draft)
    }

    /// Starts from `setup` and applies `actions` in order.
    ///
    /// # Errors
    /// [`ReplayError::Setup`] for a wrong setup, [`ReplayError::Refused`] naming the first
    /// refused action.
    pub fn replay(
        catalog: &Catalog,
        setup: DraftSetup,
        actions: &[DraftAction],
    ) -> Result<Draft, ReplayError> {
        Draft::replay_in(catalog, setup, None, actions)
    }

    /// As [`Draft::replay`], for a draft started in `format` ([`Draft::new_in_format`]).
    ///
    /// # Errors
    /// As [`Draft::replay`].
    pub fn replay_in_format(
        catalog: &Catalog,
        setup: DraftSetup,
        format: DraftFormat,
        actions: &[DraftAction],
    ) -> Result<Draft, ReplayError> {
        Draft::replay_in(catalog, setup, Some(format), actions)
    }

    fn replay_in(
        catalog: &Catalog,
        setup: DraftSetup,
        format: Option<DraftFormat>,
        actions: &[DraftAction],
    ) -> Result<Draft, ReplayError> {
        if actions.len() > MAX_DRAFT_ACTIONS {
            return Err(ReplayError::TooManyActions {
                max: MAX_DRAFT_ACTIONS as u32,
                found: u32::try_from(actions.len()).unwrap_or(u32::MAX),
            });
        }
        let mut draft =
            Draft::start(catalog, setup, format).map_err(|error| ReplayError::Setup { error })?;
        for (i, action) in actions.iter().enumerate() {
            draft
                .apply(action.clone())
                .map_err(|refusal| ReplayError::Refused {
                    index: u32::try_from(i).unwrap_or(u32::MAX),
                    refusal,
                })?;
        }
        Ok(draft)
    }

    /// The setup the draft started from.
    pub fn setup(&self) -> &DraftSetup {
        &self.setup
    }

    /// The checked Mods.
    pub fn mods(&self) -> &ModSet {
        &self.mods
    }

    /// The order the draft walks: the official one of its Mods, or the organizer's.
    pub fn format(&self) -> &DraftFormat {
        &self.format
    }

    /// Every action accepted so far, undos included: with the setup, the whole draft.
    pub fn actions(&self) -> &[DraftAction] {
        &self.actions
    }

    /// The current step.
    pub fn step(&self) -> Step {
        self.phase().step()
    }

    /// Whether nothing is left to do.
    pub fn is_complete(&self) -> bool {
        self.phase() == Phase::Complete
    }

    /// Who is Player A, once decided (never under Carano).
    pub fn roles(&self) -> Option<RoleDecision> {
        self.roles
    }

    /// The role of `seat`, once decided.
    pub fn role_of(&self, seat: Seat) -> Option<Role> {
        self.roles
            .map(|r| if r.player_a == seat { Role::A } else { Role::B })
    }

    /// The bans so far.
    pub fn bans(&self) -> &[BanRecord] {
        &self.bans
    }

    /// The picks so far.
    pub fn picks(&self) -> &[PickRecord] {
        &self.picks
    }

    /// The team of `seat` as publicly picked so far (the lineup under Carano). Before the
    /// Vassily reveal this is the team without the swaps.
    pub fn picked_team(&self, seat: Seat) -> Vec<CharacterId> {
        self.picked_refs(seat).into_iter().cloned().collect()
    }

    /// Both final teams, once fixed (after the picks, and after the Vassily reveal).
    pub fn final_teams(&self) -> Option<BySeat<Vec<CharacterId>>> {
        match (self.final_team(Seat::First), self.final_team(Seat::Second)) {
            (Some(first), Some(second)) => Some(BySeat::new(first, second)),
            _ => None,
        }
    }

    /// What a deck must hold under this draft's Mods.
    pub fn deck_rule(&self) -> DeckRule {
        DeckRule::for_mods(&self.mods, self.general_tactics.clone())
    }

    /// The Sponsor rule `seat` may apply: none when the rival holds Vissiorama (AGL "List of
    /// Sponsors", Vissiorama: "Your rival cannot apply the effects of their Sponsor"). Two
    /// Vissiorama holders cancel each other, which changes nothing (docs/rulings.md).
    pub fn effective_sponsor_rule(&self, seat: Seat) -> Option<SponsorRule> {
        if self.sponsors.get(seat.other()).rule == Some(SponsorRule::NullifyRivalSponsor) {
            None
        } else {
            self.sponsors.get(seat).rule
        }
    }

    /// Whether the rival's Vissiorama cancels the Sponsor of `seat`: every Sponsor, whether the
    /// app applies its effect itself (Compass, Accesstel, Keller) or the players apply it at the
    /// table (Oxyd, Aigletech, Tequian PSN, Shangmei, another Vissiorama). AGL "List of
    /// Sponsors", Vissiorama: "Your rival cannot apply the effects of their Sponsor during this
    /// game".
    pub fn sponsor_nullified(&self, seat: Seat) -> bool {
        self.sponsors.get(seat.other()).rule == Some(SponsorRule::NullifyRivalSponsor)
    }

    // ----- derived state -------------------------------------------------------------------

    pub(crate) fn zlavin(&self) -> bool {
        self.mods.has(Mod::Zlavin)
    }

    /// Whether the draft has a hidden swap turn (the Vassily swap in the official order).
    pub(crate) fn vassily(&self) -> bool {
        self.format.swap().is_some()
    }

    pub(crate) fn carano(&self) -> bool {
        self.mods.has(Mod::Carano)
    }

    pub(crate) fn lineup(&self, seat: Seat) -> &[CharacterId] {
        &self.setup.players.get(seat).lineup
    }

    pub(crate) fn facts(&self, id: &CharacterId) -> Option<&CharacterFacts> {
        self.characters.iter().find(|c| &c.id == id)
    }

    /// Player A as step 1's coin decides it: the setup's recorded real coin if there is one,
    /// otherwise the seeded toss. `asked_by` is the Compass Transportation holder who let the
    /// coin decide, if one did.
    fn coin_decision(&self, asked_by: Option<Seat>) -> RoleDecision {
        match (self.setup.coin, asked_by) {
            (CoinToss::Seeded, None) => RoleDecision {
                player_a: coin_toss(self.setup.seed),
                decided_by: RoleDecider::CoinToss,
            },
            (CoinToss::Seeded, Some(seat)) => RoleDecision {
                player_a: coin_toss(self.setup.seed),
                decided_by: RoleDecider::CoinTossAskedBy { seat },
            },
            (CoinToss::Recorded { player_a }, None) => RoleDecision {
                player_a,
                decided_by: RoleDecider::RealCoin,
            },
            (CoinToss::Recorded { player_a }, Some(seat)) => RoleDecision {
                player_a,
                decided_by: RoleDecider::RealCoinAskedBy { seat },
            },
        }
    }

    /// The Compass Transportation holder who chooses Player A: exactly one seat whose Compass is
    /// not cancelled by Vissiorama (two holders toss the coin; docs/rulings.md).
    pub(crate) fn compass_chooser(&self) -> Option<Seat> {
        let holders: Vec<Seat> = Seat::BOTH
            .into_iter()
            .filter(|s| self.effective_sponsor_rule(*s) == Some(SponsorRule::ChoosePlayerA))
            .collect();
        match holders.as_slice() {
            [only] => Some(*only),
            _ => None,
        }
    }

    /// The seat playing `role`, once roles are decided.
    pub fn seat_of(&self, role: Role) -> Option<Seat> {
        self.roles.map(|r| match role {
            Role::A => r.player_a,
            Role::B => r.player_a.other(),
        })
    }

    /// The team a seat swaps on: its own, or the rival's (under Semy the drafter swaps on the
    /// team they drafted: docs/rulings.md, "Vassily with Semy"). The map is its own inverse, so
    /// it also gives the seat that swaps on a team.
    pub(crate) fn team_swapped_by(&self, seat: Seat) -> Seat {
        self.format
            .swap()
            .map_or(seat, |turn| turn.scope.seat_for(seat))
    }

    /// The seats of the bans still to come, in order: the lineups they are made from.
    fn pending_ban_lineups(&self, roles: RoleDecision) -> Vec<Seat> {
        self.format
            .bans()
            .skip(self.bans.len())
            .filter_map(|t| t.actor.role().map(|r| (t.scope, r)))
            .map(|(scope, role)| scope.seat_for(seat_playing(roles.player_a, role)))
            .collect()
    }

    pub(crate) fn banned_in(&self, lineup_of: Seat) -> Option<&CharacterId> {
        self.bans
            .iter()
            .find(|b| b.lineup_of == lineup_of)
            .map(|b| &b.character)
    }

    pub(crate) fn picked_refs(&self, team_of: Seat) -> Vec<&CharacterId> {
        if self.carano() {
            // Carano Mod: the Starting Lineup of four is the team.
            return self.lineup(team_of).iter().collect();
        }
        self.picks
            .iter()
            .filter(|p| p.team_of == team_of)
            .map(|p| &p.character)
            .collect()
    }

    pub(crate) fn picks_done(&self) -> bool {
        self.picks.len() >= self.format.pick_count()
    }

    /// Whether the pick record at `index` is a hidden pick not yet revealed.
    pub(crate) fn pick_is_secret(&self, index: usize) -> bool {
        index >= self.walk().revealed_picks && self.pick_locks.iter().any(|l| l.index == index)
    }

    /// The pick records `viewer` may see: every one, less the hidden picks not yet revealed
    /// that are not the viewer's own.
    pub(crate) fn visible_picks(&self, viewer: Viewer) -> Vec<&PickRecord> {
        let revealed = self.walk().revealed_picks;
        self.picks
            .iter()
            .enumerate()
            .filter(|(i, p)| {
                *i < revealed
                    || viewer.sees_secrets_of(p.seat)
                    || !self.pick_locks.iter().any(|l| l.index == *i)
            })
            .map(|(_, p)| p)
            .collect()
    }

    pub(crate) fn swaps_revealed(&self) -> bool {
        self.swaps.first.is_some() && self.swaps.second.is_some()
    }

    /// Under Zlavin, two swaps bringing in the same character cancel each other
    /// (docs/rulings.md, "Vassily with Zlavin").
    pub(crate) fn swaps_void(&self) -> bool {
        match (&self.swaps.first, &self.swaps.second) {
            (Some(a), Some(b)) => {
                self.zlavin()
                    && matches!(
                        (&a.choice, &b.choice),
                        (SwapChoice::Replace { add: x, .. }, SwapChoice::Replace { add: y, .. })
                            if x == y
                    )
            }
            _ => false,
        }
    }

    pub(crate) fn teams_fixed(&self) -> bool {
        self.carano() || (self.picks_done() && (!self.vassily() || self.swaps_revealed()))
    }

    pub(crate) fn final_team(&self, seat: Seat) -> Option<Vec<CharacterId>> {
        if !self.teams_fixed() {
            return None;
        }
        let mut team = self.picked_team(seat);
        if self.vassily() && !self.swaps_void() {
            // The swap on this team was chosen by its drafter.
            if let Some(Locked {
                choice: SwapChoice::Replace { remove, add },
                ..
            }) = self.swaps.get(self.team_swapped_by(seat))
            {
                for c in team.iter_mut() {
                    if c == remove {
                        *c = add.clone();
                    }
                }
            }
        }
        Some(team)
    }

    pub(crate) fn accesstel_pending(&self, seat: Seat) -> bool {
        self.effective_sponsor_rule(seat) == Some(SponsorRule::RevealEnemyTactics)
            && self.accesstel.get(seat).is_none()
    }

    pub(crate) fn phase(&self) -> Phase {
        self.walk().phase
    }

    /// Walks the format's turns to the first one not done: the phase, and how many pick records
    /// the reveal turns passed so far have shown.
    pub(crate) fn walk(&self) -> Walk {
        let mut revealed_picks = 0;
        let mut shown_by_reveal = 0;
        if !self.carano() {
            let Some(roles) = self.roles else {
                return Walk {
                    phase: Phase::ChooseRoles {
                        chooser: self.compass_chooser().unwrap_or(Seat::First),
                    },
                    revealed_picks,
                    shown_by_reveal,
                };
            };
            // The format's turns, after choosing the Initial Player: each ban and pick done is
            // one turn of its kind behind; a checked format puts every ban before the picks and
            // the swap last, and a reveal after every hidden pick (docs/rulings.md, "Draft
            // formats").
            let (mut bans, mut picks) = (0, 0);
            let at = |phase, revealed_picks| Walk {
                phase,
                revealed_picks,
                shown_by_reveal: revealed_picks,
            };
            for (index, turn) in self.format.turns.iter().enumerate() {
                let seat = turn.actor.role().map(|r| seat_playing(roles.player_a, r));
                match (turn.action, seat) {
                    (TurnAction::Ban, Some(seat)) => {
                        if bans == self.bans.len() {
                            return at(
                                Phase::Ban {
                                    seat,
                                    lineup_of: turn.scope.seat_for(seat),
                                },
                                revealed_picks,
                            );
                        }
                        bans += 1;
                    }
                    (TurnAction::Pick, Some(seat)) => {
                        if picks == self.picks.len() {
                            return at(
                                Phase::Pick {
                                    index: picks,
                                    turn: index,
                                    seat,
                                    team_of: turn.scope.seat_for(seat),
                                },
                                revealed_picks,
                            );
                        }
                        picks += 1;
                    }
                    (TurnAction::HiddenPick, only) => {
                        let locks = turn.actor.roles().len();
                        if self.picks.len() < picks + locks {
                            return at(
                                Phase::HiddenPick {
                                    turn: index,
                                    scope: turn.scope,
                                    only,
                                    start: picks,
                                },
                                revealed_picks,
                            );
                        }
                        picks += locks;
                    }
                    (TurnAction::Reveal, _) => {
                        revealed_picks = picks;
                        shown_by_reveal = picks;
                    }
                    (TurnAction::Swap, _) if !self.swaps_revealed() => {
                        return at(Phase::Swap, revealed_picks)
                    }
                    _ => {}
                }
            }
            // Past the last turn every pick is shown (a checked format ends its hidden picks
            // with a reveal).
            revealed_picks = picks;
        }
        let phase = if self.decks.first.is_none() || self.decks.second.is_none() {
            Phase::Deck
        } else if Seat::BOTH.iter().any(|s| self.accesstel_pending(*s)) {
            Phase::Accesstel
        } else {
            Phase::Complete
        };
        Walk {
            phase,
            revealed_picks,
            shown_by_reveal,
        }
    }

    /// The seats a turn of hidden picks still waits for.
    pub(crate) fn hidden_pick_waiting(&self, only: Option<Seat>, start: usize) -> Vec<Seat> {
        let locked = |seat: Seat| {
            self.picks
                .get(start..)
                .is_some_and(|turn| turn.iter().any(|p| p.seat == seat))
        };
        Seat::BOTH
            .into_iter()
            .filter(|s| only.is_none_or(|o| o == *s) && !locked(*s))
            .collect()
    }

    fn board(&self) -> Board<'_> {
        Board {
            lineups: BySeat::from_fn(|s| self.lineup(s)),
            banned: BySeat::from_fn(|s| self.banned_in(s)),
            teams: BySeat::from_fn(|s| self.picked_refs(s)),
            team_size: self.mods.team_size(),
            zlavin: self.zlavin(),
        }
    }

    /// Why `character` cannot join the team of `team_of` now, ignoring Zlavin completion.
    pub(crate) fn joining_problem(
        &self,
        team_of: Seat,
        character: &CharacterId,
    ) -> Option<Unavailable> {
        // AGL "Starting Lineup": only lineup characters; under Semy the lineup is the team
        // owner's, which is the drafter's rival ("choose from their opponent's Starting Lineup").
        if !self.lineup(team_of).contains(character) {
            return Some(Unavailable::NotInLineup { lineup_of: team_of });
        }
        // Koorie Queen: the ban removes the character from that lineup for the round.
        if self.banned_in(team_of) == Some(character) {
            return Some(Unavailable::Banned { lineup_of: team_of });
        }
        if self.picked_refs(team_of).contains(&character) {
            return Some(Unavailable::AlreadyOnTeam { team_of });
        }
        // Zlavin: "Characters a player has chosen are blocked so that they're not available
        // for their opponents to choose": a character serves one team only.
        if self.zlavin() && self.picked_refs(team_of.other()).contains(&character) {
            return Some(Unavailable::HeldByRival {
                holder: team_of.other(),
            });
        }
        None
    }

    /// Why `character` cannot be picked for the team of `team_of` now.
    pub(crate) fn pick_problem(
        &self,
        team_of: Seat,
        character: &CharacterId,
    ) -> Option<Unavailable> {
        if let Some(problem) = self.joining_problem(team_of, character) {
            return Some(problem);
        }
        if self.zlavin() {
            let mut board = self.board();
            board.teams.get_mut(team_of).push(character);
            if !board.completable(&[]) {
                return Some(self.incomplete());
            }
        }
        None
    }

    /// Why `character` cannot be banned from the lineup of `lineup_of` now.
    pub(crate) fn ban_problem(
        &self,
        lineup_of: Seat,
        character: &CharacterId,
    ) -> Option<Unavailable> {
        if !self.lineup(lineup_of).contains(character) {
            return Some(Unavailable::NotInLineup { lineup_of });
        }
        if self.zlavin() {
            let mut board = self.board();
            *board.banned.get_mut(lineup_of) =
                self.lineup(lineup_of).iter().find(|c| *c == character);
            // The bans after this one are still to come (in the official order, Player B's
            // from Player A's lineup).
            let pending: Vec<Seat> = self
                .roles
                .map(|roles| {
                    self.pending_ban_lineups(roles)
                        .into_iter()
                        .skip(1)
                        .collect()
                })
                .unwrap_or_default();
            if !board.completable(&pending) {
                return Some(self.incomplete());
            }
        }
        None
    }

    fn incomplete(&self) -> Unavailable {
        Unavailable::WouldLeaveTeamsIncomplete {
            team_size: u32::try_from(self.mods.team_size()).unwrap_or(u32::MAX),
        }
    }

    /// Why the swap `seat` proposes is not allowed, if it is not.
    pub(crate) fn swap_problem(&self, seat: Seat, swap: &SwapChoice) -> Option<Refusal> {
        let SwapChoice::Replace { remove, add } = swap else {
            return None;
        };
        // The drafter swaps on the team they drafted (docs/rulings.md, "Vassily with Semy").
        let team_of = self.team_swapped_by(seat);
        if !self.picked_refs(team_of).contains(&remove) {
            return Some(Refusal::SwapOutNotOnTeam {
                character: remove.clone(),
                team_of,
            });
        }
        // "replace one of those cards ... with the one from another Character": from the same
        // lineup, not banned, not on the team, and under Zlavin not on the rival's team
        // (docs/rulings.md, "Vassily with Zlavin").
        self.joining_problem(team_of, add)
            .map(|reason| Refusal::SwapInUnavailable {
                character: add.clone(),
                reason,
            })
    }

    pub(crate) fn team_members(&self, team: &[CharacterId]) -> Vec<Member<'_>> {
        team.iter()
            .filter_map(|id| {
                self.facts(id).map(|f| Member {
                    id: &f.id,
                    tactics: &f.tactics,
                })
            })
            .collect()
    }

    pub(crate) fn undo_target(&self, seat: Seat) -> Option<UndoTarget> {
        // A hidden pick is taken back only while its turn is open (as a lock, which says
        // nothing of it); once the turn is over it stands until its reveal, as an undo would
        // name the character.
        let last_pick_by_seat = self
            .picks
            .last()
            .filter(|p| {
                let index = self.picks.len() - 1;
                // Nor is a pick taken back across a reveal: what the reveal showed stands.
                p.seat == seat
                    && !self.pick_is_secret(index)
                    && index >= self.walk().shown_by_reveal
            })
            .map(|_| UndoTarget::Pick);
        let roles_chosen_by_seat = matches!(
            self.roles,
            Some(RoleDecision { decided_by: RoleDecider::ChosenBy { seat: s }, .. }) if s == seat
        )
        .then_some(UndoTarget::Roles);
        let before_picks = || match self.bans.last() {
            Some(ban) => (ban.seat == seat).then_some(UndoTarget::Ban),
            None => roles_chosen_by_seat,
        };
        match self.phase() {
            Phase::ChooseRoles { .. } | Phase::Accesstel | Phase::Complete => None,
            Phase::Ban { .. } => before_picks(),
            Phase::Pick { index: 0, .. } => before_picks(),
            Phase::Pick { .. } => last_pick_by_seat,
            Phase::HiddenPick { start, .. } => {
                let turn = self.picks.get(start..).unwrap_or_default();
                if turn.iter().any(|p| p.seat == seat) {
                    Some(UndoTarget::PickLock)
                } else if turn.is_empty() && start > 0 {
                    last_pick_by_seat
                } else if turn.is_empty() {
                    before_picks()
                } else {
                    None
                }
            }
            Phase::Swap => {
                if self.swaps.get(seat).is_some() {
                    Some(UndoTarget::SwapLock)
                } else if self.swaps.get(seat.other()).is_none() {
                    last_pick_by_seat
                } else {
                    None
                }
            }
            Phase::Deck => {
                if self.decks.get(seat).is_some() {
                    Some(UndoTarget::DeckLock)
                } else if self.decks.get(seat.other()).is_none()
                    && !self.vassily()
                    && !self.carano()
                {
                    last_pick_by_seat
                } else {
                    None
                }
            }
        }
    }

    // ----- applying actions ----------------------------------------------------------------

    /// Applies `action` if the rules allow it and returns what happened; otherwise returns why
    /// not and leaves the draft exactly as it was.
    ///
    /// # Errors
    /// A [`Refusal`] naming what is wrong and the clause.
    pub fn apply(&mut self, action: DraftAction) -> Result<DraftEvent, Refusal> {
        if self.actions.len() >= MAX_DRAFT_ACTIONS {
            return Err(Refusal::TooManyActions {
                max: MAX_DRAFT_ACTIONS as u32,
            });
        }
        let event = match &action {
            DraftAction::ChooseRoles { seat, choice } => self.choose_roles(*seat, *choice)?,
            DraftAction::Ban { seat, character } => self.ban(*seat, character)?,
            DraftAction::Pick { seat, character } => self.pick(*seat, character)?,
            DraftAction::LockPick {
                seat,
                character,
                salt,
            } => self.lock_pick(*seat, character, salt)?,
            DraftAction::LockSwap { seat, swap, salt } => self.lock_swap(*seat, swap, salt)?,
            DraftAction::LockDeck { seat, deck, salt } => self.lock_deck(*seat, deck, salt)?,
            DraftAction::NameAccesstelTarget { seat, character } => {
                self.name_accesstel(*seat, character)?
            }
            DraftAction::Undo { seat } => self.undo(*seat)?,
        };
        self.actions.push(action);
        Ok(event)
    }

    /// Applies `action` to a copy, leaving `self` untouched.
    ///
    /// # Errors
    /// As [`Draft::apply`].
    pub fn applied(&self, action: DraftAction) -> Result<(Draft, DraftEvent), Refusal> {
        let mut next = self.clone();
        let event = next.apply(action)?;
        Ok((next, event))
    }

    /// Checks a lock's salt: well formed, and not used before by any lock of this draft, of
    /// either seat, undone or not (docs/rulings.md, "Secret choices and commitments").
    fn fresh_salt(&self, text: &str) -> Result<Salt, Refusal> {
        let salt = Salt::new(text).map_err(|problem| Refusal::BadSalt { problem })?;
        match self.salt_reuse(&salt) {
            Some(refusal) => Err(refusal),
            None => Ok(salt),
        }
    }

    /// Why `salt` may not lock a new secret here: an earlier lock of the draft used it, or a
    /// salt with the same first 16 bytes (the shortest salt there is).
    pub(crate) fn salt_reuse(&self, salt: &Salt) -> Option<Refusal> {
        let prefix = |text: &str| text.get(..MIN_SALT_HEX).unwrap_or(text).to_owned();
        let wanted = prefix(salt.as_str());
        self.actions.iter().find_map(|action| {
            let (seat, earlier, used) = match action {
                DraftAction::LockSwap { seat, salt, .. } => (*seat, ActionKind::LockSwap, salt),
                DraftAction::LockDeck { seat, salt, .. } => (*seat, ActionKind::LockDeck, salt),
                DraftAction::LockPick { seat, salt, .. } => (*seat, ActionKind::LockPick, salt),
                _ => return None,
            };
            if prefix(used) != wanted {
                return None;
            }
            // A swap's salt is shown to the rival once both swaps are locked; a hidden pick's
            // at its reveal.
            let revealed = match earlier {
                ActionKind::LockSwap => {
                    self.swaps.first.is_some()
                        && self.swaps.second.is_some()
                        && self
                            .swaps
                            .get(seat)
                            .as_ref()
                            .is_some_and(|lock| lock.salt.as_str() == used)
                }
                ActionKind::LockPick => self
                    .pick_locks
                    .iter()
                    .find(|lock| lock.salt.as_str() == used)
                    .is_some_and(|lock| !self.pick_is_secret(lock.index)),
                _ => false,
            };
            Some(Refusal::SaltReused {
                seat,
                earlier,
                revealed,
            })
        })
    }

    fn wrong_step(&self, action: ActionKind) -> Refusal {
        Refusal::WrongStep {
            action,
            step: self.step(),
        }
    }

    fn choose_roles(&mut self, seat: Seat, choice: RoleChoice) -> Result<DraftEvent, Refusal> {
        let Phase::ChooseRoles { chooser } = self.phase() else {
            return Err(self.wrong_step(ActionKind::ChooseRoles));
        };
        if seat != chooser {
            return Err(Refusal::NotTheRoleChooser { seat });
        }
        // Compass Transportation: "At the beginning of the 'Build Your Team' step, you may
        // choose who is Player A."
        let decision = match choice {
            RoleChoice::BePlayerA => RoleDecision {
                player_a: seat,
                decided_by: RoleDecider::ChosenBy { seat },
            },
            RoleChoice::BePlayerB => RoleDecision {
                player_a: seat.other(),
                decided_by: RoleDecider::ChosenBy { seat },
            },
            RoleChoice::TossCoin => self.coin_decision(Some(seat)),
        };
        self.roles = Some(decision);
        Ok(DraftEvent::RolesDecided { decision })
    }

    fn ban(&mut self, seat: Seat, character: &CharacterId) -> Result<DraftEvent, Refusal> {
        let Phase::Ban {
            seat: banner,
            lineup_of,
        } = self.phase()
        else {
            return Err(self.wrong_step(ActionKind::Ban));
        };
        if seat != banner {
            return Err(Refusal::NotYourTurn {
                seat,
                step: Step::Ban,
            });
        }
        if let Some(reason) = self.ban_problem(lineup_of, character) {
            return Err(Refusal::CharacterUnavailable {
                character: character.clone(),
                reason,
            });
        }
        let ban = BanRecord {
            seat,
            character: character.clone(),
            lineup_of,
        };
        self.bans.push(ban.clone());
        Ok(DraftEvent::Banned { ban })
    }

    fn pick(&mut self, seat: Seat, character: &CharacterId) -> Result<DraftEvent, Refusal> {
        let Phase::Pick {
            seat: drafter,
            team_of,
            ..
        } = self.phase()
        else {
            return Err(self.wrong_step(ActionKind::Pick));
        };
        if seat != drafter {
            return Err(Refusal::NotYourTurn {
                seat,
                step: Step::Pick,
            });
        }
        if let Some(reason) = self.pick_problem(team_of, character) {
            return Err(Refusal::CharacterUnavailable {
                character: character.clone(),
                reason,
            });
        }
        let pick = PickRecord {
            seat,
            character: character.clone(),
            team_of,
        };
        let before = self.walk().revealed_picks;
        self.picks.push(pick.clone());
        // A reveal right after this pick shows the hidden picks before it (none in an official
        // order, whose picks are all public).
        let revealed = self.hidden_picks_shown_since(before);
        Ok(DraftEvent::Picked { pick, revealed })
    }

    /// The hidden picks shown since the reveals had shown `before` pick records.
    fn hidden_picks_shown_since(&self, before: usize) -> Vec<PickRecord> {
        let after = self.walk().revealed_picks;
        self.pick_locks
            .iter()
            .filter(|lock| (before..after).contains(&lock.index))
            .filter_map(|lock| self.picks.get(lock.index).cloned())
            .collect()
    }

    fn lock_pick(
        &mut self,
        seat: Seat,
        character: &CharacterId,
        salt: &str,
    ) -> Result<DraftEvent, Refusal> {
        let Phase::HiddenPick {
            scope, only, start, ..
        } = self.phase()
        else {
            return Err(self.wrong_step(ActionKind::LockPick));
        };
        if only.is_some_and(|o| o != seat) {
            return Err(Refusal::NotYourTurn {
                seat,
                step: Step::HiddenPick,
            });
        }
        if !self.hidden_pick_waiting(only, start).contains(&seat) {
            return Err(Refusal::AlreadyLocked {
                seat,
                step: Step::HiddenPick,
            });
        }
        let salt = self.fresh_salt(salt)?;
        let team_of = scope.seat_for(seat);
        // The checked format lets no choice meet this turn's other lock before the reveal, so
        // the rules below read nothing of it (docs/rulings.md, "Hidden picks").
        if let Some(reason) = self.pick_problem(team_of, character) {
            return Err(Refusal::CharacterUnavailable {
                character: character.clone(),
                reason,
            });
        }
        let commitment = character.commitment(&salt);
        let before = self.walk().revealed_picks;
        self.pick_locks.push(PickLock {
            index: self.picks.len(),
            salt,
            commitment: commitment.clone(),
        });
        self.picks.push(PickRecord {
            seat,
            character: character.clone(),
            team_of,
        });
        let revealed = self.hidden_picks_shown_since(before);
        if !revealed.is_empty() {
            Ok(DraftEvent::PicksRevealed {
                seat,
                commitment,
                picks: revealed,
            })
        } else {
            Ok(DraftEvent::PickLocked { seat, commitment })
        }
    }

    fn lock_swap(
        &mut self,
        seat: Seat,
        swap: &SwapChoice,
        salt: &str,
    ) -> Result<DraftEvent, Refusal> {
        if self.phase() != Phase::Swap {
            return Err(self.wrong_step(ActionKind::LockSwap));
        }
        if self.swaps.get(seat).is_some() {
            return Err(Refusal::AlreadyLocked {
                seat,
                step: Step::Swap,
            });
        }
        let salt = self.fresh_salt(salt)?;
        if let Some(refusal) = self.swap_problem(seat, swap) {
            return Err(refusal);
        }
        let commitment = swap.commitment(&salt);
        *self.swaps.get_mut(seat) = Some(Locked {
            choice: swap.clone(),
            salt,
            commitment: commitment.clone(),
        });
        // Vassily: "After that, both Players reveal their Initiative cards" — at once, as soon
        // as both are locked.
        match (&self.swaps.first, &self.swaps.second) {
            (Some(first), Some(second)) => Ok(DraftEvent::SwapsRevealed {
                seat,
                commitment,
                swaps: BySeat::new(first.choice.clone(), second.choice.clone()),
                void: self.swaps_void(),
            }),
            _ => Ok(DraftEvent::SwapLocked { seat, commitment }),
        }
    }

    fn lock_deck(
        &mut self,
        seat: Seat,
        choice: &DeckChoice,
        salt: &str,
    ) -> Result<DraftEvent, Refusal> {
        if self.phase() != Phase::Deck {
            return Err(self.wrong_step(ActionKind::LockDeck));
        }
        if self.decks.get(seat).is_some() {
            return Err(Refusal::AlreadyLocked {
                seat,
                step: Step::Deck,
            });
        }
        let salt = self.fresh_salt(salt)?;
        let team = self.final_team(seat).unwrap_or_default();
        // "Once both teams are built, players secretly choose two Tactics from each of their
        // Characters to form the 18 Tactics Deck."
        let deck = check_against_team(&self.team_members(&team), &self.deck_rule(), choice)
            .map_err(|violations| Refusal::DeckRefused { violations })?;
        let commitment = choice.commitment(&salt);
        *self.decks.get_mut(seat) = Some(LockedDeck {
            locked: Locked {
                choice: choice.clone(),
                salt,
                commitment: commitment.clone(),
            },
            deck,
        });
        if self.decks.get(seat.other()).is_some() {
            Ok(DraftEvent::DecksLocked { seat, commitment })
        } else {
            Ok(DraftEvent::DeckLocked { seat, commitment })
        }
    }

    fn name_accesstel(
        &mut self,
        seat: Seat,
        character: &CharacterId,
    ) -> Result<DraftEvent, Refusal> {
        if self.phase() != Phase::Accesstel {
            return Err(self.wrong_step(ActionKind::NameAccesstelTarget));
        }
        if self.effective_sponsor_rule(seat) != Some(SponsorRule::RevealEnemyTactics) {
            return Err(Refusal::NoAccesstel {
                seat,
                nullified: self.sponsors.get(seat).rule == Some(SponsorRule::RevealEnemyTactics),
            });
        }
        if self.accesstel.get(seat).is_some() {
            return Err(Refusal::AccesstelAlreadyNamed { seat });
        }
        // Accesstel: "choose an Enemy Character" — any character of the rival's final team.
        let enemies = self.final_team(seat.other()).unwrap_or_default();
        if !enemies.contains(character) {
            return Err(Refusal::NotAnEnemyCharacter {
                character: character.clone(),
            });
        }
        *self.accesstel.get_mut(seat) = Some(character.clone());
        Ok(DraftEvent::AccesstelNamed {
            seat,
            character: character.clone(),
        })
    }

    fn undo(&mut self, seat: Seat) -> Result<DraftEvent, Refusal> {
        let undone = match self.undo_target(seat) {
            None => return Err(Refusal::NothingToUndo { seat }),
            Some(UndoTarget::Roles) => {
                self.roles = None;
                Undone::RoleChoice
            }
            Some(UndoTarget::Ban) => match self.bans.pop() {
                Some(ban) => Undone::Ban {
                    character: ban.character,
                },
                None => return Err(Refusal::NothingToUndo { seat }),
            },
            Some(UndoTarget::Pick) => match self.picks.pop() {
                Some(pick) => {
                    let index = self.picks.len();
                    self.pick_locks.retain(|lock| lock.index != index);
                    Undone::Pick {
                        character: pick.character,
                    }
                }
                None => return Err(Refusal::NothingToUndo { seat }),
            },
            Some(UndoTarget::PickLock) => {
                let Some(index) = self.picks.iter().rposition(|p| p.seat == seat) else {
                    return Err(Refusal::NothingToUndo { seat });
                };
                self.picks.remove(index);
                self.pick_locks.retain(|lock| lock.index != index);
                // The rival's lock of this turn, if it came first, keeps its record's place.
                for lock in &mut self.pick_locks {
                    if lock.index > index {
                        lock.index -= 1;
                    }
                }
                Undone::PickLock
            }
            Some(UndoTarget::SwapLock) => {
                *self.swaps.get_mut(seat) = None;
                Undone::SwapLock
            }
            Some(UndoTarget::DeckLock) => {
                *self.decks.get_mut(seat) = None;
                Undone::DeckLock
            }
        };
        Ok(DraftEvent::Undone { seat, undone })
    }
}

//! What each viewer may see of a draft, and the draft's result.

use crate::action::{BanRecord, PickRecord, RoleDecision, Step, SwapChoice};
use crate::clause::Clause;
use crate::commit::{Commitment, Salt};
use crate::deck::{Deck, DeckCard, DeckChoice};
use crate::draft::{Draft, Locked, StadiumEffect};
use crate::initiative::sum_initiative;
use crate::rules::{Mod, RulesetVersion};
use crate::seat::{BySeat, Role, Seat};
use hexadraft_catalog::{CharacterId, ScenarioId, SponsorId, SponsorKind, SponsorRule};
use serde::{Deserialize, Serialize};

/// Who is looking.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "kebab-case")]
pub enum Viewer {
    /// One of the players: sees their own secrets, never the rival's unrevealed ones.
    Seat(Seat),
    /// The organizer or referee: sees everything.
    Organizer,
    /// A spectator: sees what both players may see.
    Public,
}

impl Viewer {
    /// Whether this viewer may see `owner`'s secrets before they are revealed: the owner and
    /// the organizer may, the rival and a spectator may not.
    pub fn sees_secrets_of(self, owner: Seat) -> bool {
        match self {
            Viewer::Organizer => true,
            Viewer::Seat(s) => s == owner,
            Viewer::Public => false,
        }
    }
}

/// A secret as one viewer sees it. "Locked" says only that a choice is made, never anything
/// about it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum SecretView<T> {
    /// Not locked yet.
    NotLocked,
    /// Locked; the content is hidden from this viewer.
    Locked {
        /// The commitment, to check the content against once it is revealed.
        commitment: Commitment,
    },
    /// Visible to this viewer (its owner, the organizer, or everyone after a reveal).
    Open {
        /// The content.
        choice: T,
        /// The salt of the commitment.
        salt: Salt,
        /// The commitment.
        commitment: Commitment,
    },
}

/// A deck as its owner or the organizer sees it: the choice (to check the commitment) and the
/// 18 cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DeckReveal {
    /// The locked choice.
    pub choice: DeckChoice,
    /// The checked deck.
    pub deck: Deck,
}

/// A player's Sponsor and whether it applies this game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct SponsorView {
    /// The Sponsor.
    pub id: SponsorId,
    /// Its name.
    pub name: String,
    /// Basic or Special.
    pub kind: SponsorKind,
    /// The effect the app applies, if any.
    pub rule: Option<SponsorRule>,
    /// The effect in plain words.
    pub effect: String,
    /// False when the rival's Vissiorama cancels it.
    pub effective: bool,
}

/// A Starting Lineup character as shown.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct LineupEntry {
    /// The character.
    pub character: CharacterId,
    /// Its name.
    pub name: String,
    /// Its Initiative, where known.
    pub initiative: Option<u8>,
}

/// A pick locked in secret (an organizer's format), as one viewer sees it: open to its
/// drafter and the organizer, and to all once the format's reveal has shown it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct HiddenPickView {
    /// Who picked (the drafter).
    pub seat: Seat,
    /// Whose team it joins.
    pub team_of: Seat,
    /// The character, its salt and commitment, or only the commitment.
    pub pick: SecretView<CharacterId>,
}

/// One player, as everyone may see them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct PlayerView {
    /// The name.
    pub name: String,
    /// Player A or B, once decided.
    pub role: Option<Role>,
    /// The Sponsor.
    pub sponsor: SponsorView,
    /// The Starting Lineup.
    pub lineup: Vec<LineupEntry>,
    /// The character banned from this lineup, if any.
    pub banned: Option<CharacterId>,
    /// The team as picked, as this viewer may see it (before any Vassily swap; the lineup
    /// under Carano): a rival's hidden pick not yet revealed is left out.
    pub picked_team: Vec<CharacterId>,
}

/// Accesstel for one seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "state", rename_all = "kebab-case")]
pub enum AccesstelState {
    /// The seat does not hold Accesstel.
    NotHeld,
    /// The seat holds it but the rival's Vissiorama cancels it.
    Nullified,
    /// Held; it is used at deployment, once both decks are locked.
    Waiting,
    /// Deployment has begun: the holder is to name an enemy character.
    ToName,
    /// The holder named an enemy character.
    Named {
        /// The enemy character.
        character: CharacterId,
        /// Its chosen Tactics: shown to the holder, the deck's owner and the organizer only.
        tactics: Option<Vec<DeckCard>>,
    },
}

/// The Underdog by Initiative (lowest total; under Final Boss the sum of six).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum UnderdogByInitiative {
    /// This seat's team has the lower total.
    Seat {
        /// The seat.
        seat: Seat,
    },
    /// Equal totals: the app does not decide; the game's own rules apply at the table.
    Tied {
        /// The common total.
        total: u32,
    },
    /// Some Initiative is not known to the catalog, so the totals are not known.
    Unknown {
        /// The characters whose Initiative is unknown.
        missing: Vec<CharacterId>,
    },
}

/// Keller Resources in this game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum KellerEffect {
    /// Neither player holds Keller Resources.
    NotInPlay,
    /// This seat holds it and it applies.
    Holder {
        /// The seat.
        seat: Seat,
    },
    /// This seat holds it but the rival's Vissiorama cancels it.
    Nullified {
        /// The seat.
        seat: Seat,
    },
    /// Both hold it: the effects cancel and the token stays with the Underdog by Initiative.
    BothHold,
}

/// Shangmei in this game ("List of Sponsors", Shangmei: "At the beginning of the Deployment
/// Phase, you choose the Deployment Zones, instead of the Underdog").
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum ShangmeiEffect {
    /// Neither player holds Shangmei.
    #[default]
    NotInPlay,
    /// This seat holds it and it applies: this seat chooses the Deployment Zones.
    Holder {
        /// The seat.
        seat: Seat,
    },
    /// This seat holds it but the rival's Vissiorama cancels it.
    Nullified {
        /// The seat.
        seat: Seat,
    },
    /// Both hold it: neither choice can prevail, so the Underdog chooses as without Shangmei
    /// (docs/rulings.md, "Shangmei and the Deployment Zones").
    BothHold,
}

/// Who is the Underdog, who holds the Underdog token at the start of the first Round, and who
/// chooses the Deployment Zones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct UnderdogReport {
    /// Each team's total Initiative, when every Initiative is known.
    pub totals: BySeat<Option<u32>>,
    /// The Underdog by Initiative (who chooses the Deployment Zones unless Shangmei applies).
    pub by_initiative: UnderdogByInitiative,
    /// Keller Resources.
    pub keller: KellerEffect,
    /// Who takes the Underdog token at the beginning of the first Round: the Keller holder if
    /// it applies, otherwise the Underdog by Initiative; `None` when undetermined.
    pub first_round_token: Option<Seat>,
    /// Shangmei (absent in reports written before it was reflected: read as not in play).
    #[serde(default)]
    pub shangmei: ShangmeiEffect,
    /// Who chooses the Deployment Zones at the beginning of the Deployment Phase: the Shangmei
    /// holder if it applies, otherwise the Underdog by Initiative; `None` when undetermined.
    #[serde(default)]
    pub deployment_zones: Option<Seat>,
    /// The same in plain words, with the clauses.
    pub note: String,
}

/// A draft as one viewer may see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DraftView {
    /// Who this view is for.
    pub viewer: Viewer,
    /// The ruleset version.
    pub version: RulesetVersion,
    /// The Mods.
    pub mods: Vec<Mod>,
    /// The scenario, when given.
    pub scenario: Option<ScenarioId>,
    /// The AGL Circuit stadium and its effect (Season 2).
    pub stadium: Option<StadiumEffect>,
    /// Both players.
    pub players: BySeat<PlayerView>,
    /// Who is Player A, once decided.
    pub roles: Option<RoleDecision>,
    /// The current step.
    pub step: Step,
    /// The seats the draft waits for.
    pub waiting_for: Vec<Seat>,
    /// The pick order by role.
    pub pick_order: Vec<Role>,
    /// The bans so far.
    pub bans: Vec<BanRecord>,
    /// The picks so far that this viewer may see: a rival's hidden pick is left out until its
    /// reveal.
    pub picks: Vec<PickRecord>,
    /// The picks locked in secret (an organizer's format), each as this viewer may see it;
    /// empty without hidden picks.
    pub hidden_picks: Vec<HiddenPickView>,
    /// Vassily swaps by the seat that chooses them; `None` without the Vassily Mod.
    pub swaps: Option<BySeat<SecretView<SwapChoice>>>,
    /// Whether the revealed swaps cancelled each other (Zlavin; docs/rulings.md).
    pub swaps_void: bool,
    /// The final teams, once fixed.
    pub teams: Option<BySeat<Vec<CharacterId>>>,
    /// The Underdog, once the teams are fixed.
    pub underdog: Option<UnderdogReport>,
    /// The decks: each seat sees only its own, the organizer both.
    pub decks: BySeat<SecretView<DeckReveal>>,
    /// Accesstel for each seat.
    pub accesstel: BySeat<AccesstelState>,
    /// Whether the draft is complete.
    pub complete: bool,
}

/// The outcome of a round's draft: organizer-level (it holds both decks). Available once both
/// decks are locked.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DraftResult {
    /// Who was Player A (none under Carano).
    pub roles: Option<RoleDecision>,
    /// The bans.
    pub bans: Vec<BanRecord>,
    /// The final teams.
    pub teams: BySeat<Vec<CharacterId>>,
    /// The decks and their commitments.
    pub decks: BySeat<DeckResult>,
    /// The Underdog.
    pub underdog: UnderdogReport,
    /// The AGL Circuit stadium's effect for this game (Season 2).
    pub stadium: Option<StadiumEffect>,
    /// Accesstel for each seat.
    pub accesstel: BySeat<AccesstelState>,
}

/// One player's deck in the result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
pub struct DeckResult {
    /// The 18 cards.
    pub deck: Deck,
    /// The locked choice.
    pub choice: DeckChoice,
    /// The salt.
    pub salt: Salt,
    /// The commitment made at the lock.
    pub commitment: Commitment,
}

fn secret_view<T: Clone, U>(
    locked: Option<&Locked<T>>,
    visible: bool,
    show: impl FnOnce(&T) -> U,
) -> SecretView<U> {
    match locked {
        None => SecretView::NotLocked,
        Some(l) if visible => SecretView::Open {
            choice: show(&l.choice),
            salt: l.salt.clone(),
            commitment: l.commitment.clone(),
        },
        Some(l) => SecretView::Locked {
            commitment: l.commitment.clone(),
        },
    }
}

impl Draft {
    /// The draft as `viewer` may see it: a seat never sees the rival's unrevealed swap, nor the
    /// rival's deck (except the Accesstel character's Tactics); the organizer sees everything.
    pub fn view(&self, viewer: Viewer) -> DraftView {
        let visible = self.visible_picks(viewer);
        let players = BySeat::from_fn(|seat| {
            let s = self.sponsors.get(seat);
            PlayerView {
                name: self.setup.players.get(seat).name.clone(),
                role: self.role_of(seat),
                sponsor: SponsorView {
                    id: s.id.clone(),
                    name: s.name.clone(),
                    kind: s.kind,
                    rule: s.rule,
                    effect: s.effect.clone(),
                    effective: !self.sponsor_nullified(seat),
                },
                lineup: self
                    .lineup(seat)
                    .iter()
                    .map(|id| LineupEntry {
                        character: id.clone(),
                        name: self.facts(id).map(|f| f.name.clone()).unwrap_or_default(),
                        initiative: self.facts(id).and_then(|f| f.initiative),
                    })
                    .collect(),
                banned: self.banned_in(seat).cloned(),
                picked_team: if self.carano() {
                    self.picked_team(seat)
                } else {
                    visible
                        .iter()
                        .filter(|p| p.team_of == seat)
                        .map(|p| p.character.clone())
                        .collect()
                },
            }
        });
        let revealed = self.swaps_revealed();
        let swaps = self.vassily().then(|| {
            BySeat::from_fn(|seat| {
                secret_view(
                    self.swaps.get(seat).as_ref(),
                    revealed || viewer.sees_secrets_of(seat),
                    Clone::clone,
                )
            })
        });
        let decks = BySeat::from_fn(|seat| {
            let locked = self.decks.get(seat).as_ref();
            match locked {
                None => SecretView::NotLocked,
                Some(d) if viewer.sees_secrets_of(seat) => SecretView::Open {
                    choice: DeckReveal {
                        choice: d.locked.choice.clone(),
                        deck: d.deck.clone(),
                    },
                    salt: d.locked.salt.clone(),
                    commitment: d.locked.commitment.clone(),
                },
                Some(d) => SecretView::Locked {
                    commitment: d.locked.commitment.clone(),
                },
            }
        });
        DraftView {
            viewer,
            version: self.mods.version(),
            mods: self.mods.mods().to_vec(),
            scenario: self.setup.scenario.clone(),
            stadium: self.stadium.clone(),
            players,
            roles: self.roles,
            step: self.step(),
            waiting_for: self.waiting_for(),
            pick_order: self.format.pick_order(),
            bans: self.bans.clone(),
            picks: visible.iter().map(|p| (*p).clone()).collect(),
            hidden_picks: self
                .pick_locks
                .iter()
                .filter_map(|lock| {
                    let pick = self.picks.get(lock.index)?;
                    let open =
                        !self.pick_is_secret(lock.index) || viewer.sees_secrets_of(pick.seat);
                    Some(HiddenPickView {
                        seat: pick.seat,
                        team_of: pick.team_of,
                        pick: if open {
                            SecretView::Open {
                                choice: pick.character.clone(),
                                salt: lock.salt.clone(),
                                commitment: lock.commitment.clone(),
                            }
                        } else {
                            SecretView::Locked {
                                commitment: lock.commitment.clone(),
                            }
                        },
                    })
                })
                .collect(),
            swaps,
            swaps_void: self.swaps_void(),
            teams: self.final_teams(),
            underdog: self.underdog(),
            decks,
            accesstel: BySeat::from_fn(|seat| self.accesstel_state(seat, viewer)),
            complete: self.is_complete(),
        }
    }

    /// Accesstel for `holder`, as `viewer` sees it. The named character's Tactics are shown to
    /// the holder (the effect), the deck's owner (who knows them) and the organizer.
    pub(crate) fn accesstel_state(&self, holder: Seat, viewer: Viewer) -> AccesstelState {
        if self.sponsors.get(holder).rule != Some(SponsorRule::RevealEnemyTactics) {
            return AccesstelState::NotHeld;
        }
        if self.sponsor_nullified(holder) {
            return AccesstelState::Nullified;
        }
        match self.accesstel.get(holder) {
            Some(character) => {
                // Both seats qualify: one is the holder, the other owns the deck.
                let visible = viewer != Viewer::Public;
                let tactics = self
                    .decks
                    .get(holder.other())
                    .as_ref()
                    .filter(|_| visible)
                    .map(|d| d.deck.tactics_of(character));
                AccesstelState::Named {
                    character: character.clone(),
                    tactics,
                }
            }
            None if self.decks.first.is_some() && self.decks.second.is_some() => {
                AccesstelState::ToName
            }
            None => AccesstelState::Waiting,
        }
    }

    /// The Underdog, once the teams are fixed.
    pub fn underdog(&self) -> Option<UnderdogReport> {
        let teams = self.final_teams()?;
        let mut missing = Vec::new();
        let totals = teams.as_ref().map(|_, team| {
            let sum = sum_initiative(
                team.iter()
                    .map(|id| (id, self.facts(id).and_then(|f| f.initiative))),
            );
            for id in sum.missing {
                if !missing.contains(&id) {
                    missing.push(id);
                }
            }
            sum.total
        });
        let clause = if self.mods.has(Mod::FinalBoss) {
            format!(" ({})", Clause::FinalBossUnderdog)
        } else {
            String::new()
        };
        let (by_initiative, mut note) = match (totals.first, totals.second) {
            (Some(a), Some(b)) if a < b => (
                UnderdogByInitiative::Seat { seat: Seat::First },
                format!("the first seat is the Underdog: total Initiative {a} against {b}{clause}"),
            ),
            (Some(a), Some(b)) if b < a => (
                UnderdogByInitiative::Seat { seat: Seat::Second },
                format!("the second seat is the Underdog: total Initiative {b} against {a}{clause}"),
            ),
            (Some(a), Some(_)) => (
                UnderdogByInitiative::Tied { total: a },
                format!("the Underdog is undetermined: both teams total {a} Initiative; the game's own rules settle the tie at the table{clause}"),
            ),
            _ => (
                UnderdogByInitiative::Unknown {
                    missing: missing.clone(),
                },
                format!(
                    "the Underdog is undetermined: the Initiative of {} is not known to the catalog{clause}",
                    missing.iter().map(CharacterId::as_str).collect::<Vec<_>>().join(", ")
                ),
            ),
        };
        let by_initiative_seat = match by_initiative {
            UnderdogByInitiative::Seat { seat } => Some(seat),
            _ => None,
        };
        let holds_keller = |s: Seat| self.sponsors.get(s).rule == Some(SponsorRule::UnderdogOnTies);
        // Keller Resources: "At the beginning of the first Round ... you receive the Underdog
        // token" (docs/rulings.md, "Keller Resources and the Underdog").
        let keller = match (holds_keller(Seat::First), holds_keller(Seat::Second)) {
            (true, true) => KellerEffect::BothHold,
            (true, false) | (false, true) => {
                let seat = if holds_keller(Seat::First) {
                    Seat::First
                } else {
                    Seat::Second
                };
                if self.sponsor_nullified(seat) {
                    KellerEffect::Nullified { seat }
                } else {
                    KellerEffect::Holder { seat }
                }
            }
            (false, false) => KellerEffect::NotInPlay,
        };
        let first_round_token = match &keller {
            KellerEffect::Holder { seat } => {
                note.push_str(&format!(
                    "; {seat} holds Keller Resources and takes the Underdog token at the beginning of the first Round ({})",
                    Clause::KellerResources
                ));
                Some(*seat)
            }
            KellerEffect::Nullified { seat } => {
                note.push_str(&format!(
                    "; the Keller Resources of {seat} has no effect because of the rival's Vissiorama ({})",
                    Clause::Vissiorama
                ));
                by_initiative_seat
            }
            KellerEffect::BothHold => {
                note.push_str("; both players hold Keller Resources, so neither moves the Underdog token (docs/rulings.md, \"Keller Resources and the Underdog\")");
                by_initiative_seat
            }
            KellerEffect::NotInPlay => by_initiative_seat,
        };
        let holds_shangmei =
            |s: Seat| self.sponsors.get(s).rule == Some(SponsorRule::ChooseDeploymentZones);
        // Shangmei: "At the beginning of the Deployment Phase, you choose the Deployment Zones,
        // instead of the Underdog" (docs/rulings.md, "Shangmei and the Deployment Zones").
        let shangmei = match (holds_shangmei(Seat::First), holds_shangmei(Seat::Second)) {
            (true, true) => ShangmeiEffect::BothHold,
            (true, false) | (false, true) => {
                let seat = if holds_shangmei(Seat::First) {
                    Seat::First
                } else {
                    Seat::Second
                };
                if self.sponsor_nullified(seat) {
                    ShangmeiEffect::Nullified { seat }
                } else {
                    ShangmeiEffect::Holder { seat }
                }
            }
            (false, false) => ShangmeiEffect::NotInPlay,
        };
        let deployment_zones = match &shangmei {
            ShangmeiEffect::Holder { seat } => {
                note.push_str(&format!(
                    "; {seat} holds Shangmei and chooses the Deployment Zones instead of the Underdog ({})",
                    Clause::Shangmei
                ));
                Some(*seat)
            }
            ShangmeiEffect::Nullified { seat } => {
                note.push_str(&format!(
                    "; the Shangmei of {seat} has no effect because of the rival's Vissiorama, so the Underdog chooses the Deployment Zones ({})",
                    Clause::Vissiorama
                ));
                by_initiative_seat
            }
            ShangmeiEffect::BothHold => {
                note.push_str("; both players hold Shangmei, so the Underdog chooses the Deployment Zones (docs/rulings.md, \"Shangmei and the Deployment Zones\")");
                by_initiative_seat
            }
            ShangmeiEffect::NotInPlay => by_initiative_seat,
        };
        Some(UnderdogReport {
            totals,
            by_initiative,
            keller,
            first_round_token,
            shangmei,
            deployment_zones,
            note,
        })
    }

    /// The result, once both decks are locked. Organizer-level: it holds both decks.
    pub fn result(&self) -> Option<DraftResult> {
        let teams = self.final_teams()?;
        let underdog = self.underdog()?;
        let deck = |seat: Seat| {
            self.decks.get(seat).as_ref().map(|d| DeckResult {
                deck: d.deck.clone(),
                choice: d.locked.choice.clone(),
                salt: d.locked.salt.clone(),
                commitment: d.locked.commitment.clone(),
            })
        };
        let (Some(first), Some(second)) = (deck(Seat::First), deck(Seat::Second)) else {
            return None;
        };
        Some(DraftResult {
            roles: self.roles,
            bans: self.bans.clone(),
            teams,
            decks: BySeat::new(first, second),
            underdog,
            stadium: self.stadium.clone(),
            accesstel: BySeat::from_fn(|seat| self.accesstel_state(seat, Viewer::Organizer)),
        })
    }
}

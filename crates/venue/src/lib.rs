//! The local-network front door: players' phones at the table and the room's page, served over
//! HTTP on the venue's network while the organizer keeps a session open.
//!
//! Like the desktop shell and the command line, this crate holds no use case and no rule: every
//! phone action is one call into [`hexadraft_app::App`] (`open_draft` as the token's seat,
//! `apply_draft_move`, `check_deck_choice`), validated by the engines, journalled before it is
//! acknowledged, and refused with the same typed errors the desktop words.
//!
//! - A [`Session`] binds the address the organizer picks and serves until it is stopped or
//!   dropped (the shell stops it when the app closes).
//! - [`Session::share_draft`] hands out one unguessable token per seat (128 random bits from the
//!   app's [`hexadraft_app::Entropy`]); a token opens exactly its seat's view of its table's
//!   draft. [`Session::share_room`] hands out the room page's token (pairings, standings and the
//!   round timer of one event, read only).
//! - Each token also has a short code of 8 unambiguous characters, for a person to type from
//!   the organizer's screen (`http://192.168.1.20:8765/k7m2p9qx`): the session answers it with
//!   the token's address. Wrong codes are counted; past `CODE_MISSES_PER_MINUTE` (crate::routes) in a
//!   minute no code is answered until the minute ends (the QR codes and whole addresses still
//!   work).
//! - Tokens die when the session stops, when the table is unshared, and when the draft ends
//!   (its game's result is recorded). An unknown, dead or wrong token gets the same 404.
//! - [`Session::share_spectator`] hands out one read-only token per draft for a spectator page
//!   (a caster, a side screen): the draft's public view only, delayed by the organizer's choice
//!   ([`hexadraft_app::App::spectator_view`]), and one per event round for every table of that
//!   round ([`hexadraft_app::App::round_spectator_view`]). It outlives the game's result (the page shows the
//!   score) and dies when withdrawn or when the session stops.
//! - Live updates are server-sent events: each change to a draft (from a phone, or from the
//!   desktop through [`Session::draft_changed`]) sends each seat its own view again.
//!
//! The HTTP surface is documented in docs/formats.md ("Phone pages"), the threat model in
//! docs/threat-model.md.

mod pages;
mod qr;
mod room;
mod routes;
mod token;

#[cfg(test)]
mod tests;

pub use room::{PlayerPage, RoomPage, RoomTimer};
pub use routes::{MoveRequest, RoundSpectatorPage, SeatPage, SpectatorPage};

use hexadraft_app::table_draft::TableViewer;
use hexadraft_app::{App, AppError, InputProblem, Missing};
use hexadraft_draft::{BySeat, Seat};
use hexadraft_event::PlayerId;
use serde::Serialize;
use std::collections::HashMap;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex, MutexGuard};
use token::{ShortCode, Token};
use tokio::sync::{broadcast, oneshot};

/// A seat's address, to open on the player's phone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SeatLink {
    /// The seat.
    pub seat: Seat,
    /// The whole address, token included (what the QR code holds).
    pub url: String,
    /// The QR code of `url`, as an SVG document.
    pub qr_svg: String,
    /// The short address to type instead (`http://192.168.1.20:8765/k7m2p9qx`): it leads to `url`.
    pub short_url: String,
}

/// A table's draft open to its players' phones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SharedDraft {
    /// The draft's journal id.
    pub draft_id: String,
    /// Each seat's address.
    pub seats: BySeat<SeatLink>,
}

/// The room page's address (pairings, standings, the round timer of one event).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoomLink {
    /// The event's journal id.
    pub event_id: String,
    /// The whole address, token included.
    pub url: String,
    /// The QR code of `url`, as an SVG document.
    pub qr_svg: String,
    /// The short address to type instead: it leads to `url`.
    pub short_url: String,
}

/// One Imperial Assault player's own page (their game, its reports, their standing).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct PlayerLink {
    /// The player.
    pub player: PlayerId,
    /// Their name, to hand the right code to the right person.
    pub name: String,
    /// The whole address, token included (what the QR code holds).
    pub url: String,
    /// The QR code of `url`, as an SVG document.
    pub qr_svg: String,
    /// The short address to type instead: it leads to `url`.
    pub short_url: String,
}

/// An Imperial Assault event's players open to their phones.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SharedPlayers {
    /// The event's journal id.
    pub event_id: String,
    /// Each player's address, in registration order.
    pub players: Vec<PlayerLink>,
}

/// What a running session serves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SessionStatus {
    /// Where the session listens, as phones reach it (`http://192.168.1.20:8765`).
    pub url: String,
    /// The drafts open to phones, in the order they were shared.
    pub drafts: Vec<SharedDraft>,
    /// The room page, if shared.
    pub room: Option<RoomLink>,
    /// The Imperial Assault events whose players have their own pages.
    pub players: Vec<SharedPlayers>,
    /// The spectator links, in the order they were handed out.
    pub spectators: Vec<SpectatorLink>,
    /// The event rounds' spectator links (every table of the round), in the order they were
    /// handed out.
    pub round_spectators: Vec<RoundSpectatorLink>,
}

/// An event round's spectator address: every table's draft of the round, read only, each
/// `delay_seconds` behind its table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct RoundSpectatorLink {
    /// The event's journal id.
    pub event_id: String,
    /// The round, from 1.
    pub round: u32,
    /// How far behind the tables the page is, in seconds (0: live).
    pub delay_seconds: u32,
    /// The whole address, token included (what the QR code holds).
    pub url: String,
    /// The QR code of `url`, as an SVG document.
    pub qr_svg: String,
    /// The short address to type instead: it leads to `url`.
    pub short_url: String,
}

/// A table draft's spectator address: its public view, read only, `delay_seconds` behind the
/// table (docs/rulings.md, "The spectator's delay").
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct SpectatorLink {
    /// The draft's journal id.
    pub draft_id: String,
    /// How far behind the table the page is, in seconds (0: live).
    pub delay_seconds: u32,
    /// The whole address, token included (what the QR code holds); add `?overlay=1` for the
    /// streaming layout.
    pub url: String,
    /// The QR code of `url`, as an SVG document.
    pub qr_svg: String,
    /// The short address to type instead: it leads to `url`.
    pub short_url: String,
}

/// What a token opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Access {
    /// One seat's view of one draft.
    Seat { draft: String, seat: Seat },
    /// The room page of one event.
    Room { event: String },
    /// One player's page at one Imperial Assault event.
    Player { event: String, player: PlayerId },
    /// One draft's public view, `delay` seconds behind the table.
    Spectator { draft: String, delay: u32 },
    /// Every table's draft of one event round, each `delay` seconds behind its table.
    RoundSpectator {
        event: String,
        round: u32,
        delay: u32,
    },
}

/// A change the live updates carry to the phones watching.
#[derive(Debug, Clone)]
pub(crate) enum Change {
    /// The draft changed: each of its seats is sent its view again.
    Draft(String),
    /// Tokens were withdrawn: streams whose token died end.
    Withdrawn,
}

/// One Imperial Assault player's token, with the name the desk hands it out under.
type PlayerToken = (PlayerId, String, Token);

/// Who holds which token. Tokens are kept in the order they were handed out.
#[derive(Default)]
pub(crate) struct Registry {
    by_token: HashMap<Token, Access>,
    drafts: Vec<(String, BySeat<Token>)>,
    room: Option<(String, Token)>,
    /// Each event's player tokens, in registration order.
    players: Vec<(String, Vec<PlayerToken>)>,
    /// Each live token's short code, and back.
    codes: HashMap<Token, ShortCode>,
    by_code: HashMap<ShortCode, Token>,
    /// Wrong short codes asked for in the current minute, and when that minute began.
    misses: Option<(std::time::Instant, u32)>,
    /// The room timer and when it was set (the page counts on from there).
    timer: Option<(RoomTimer, std::time::Instant)>,
    /// Each spectated draft's token, in the order they were handed out.
    spectators: Vec<(String, Token)>,
    /// Each spectated event round's token, in the order they were handed out.
    round_spectators: Vec<((String, u32), Token)>,
}

/// What every request handler shares.
pub(crate) struct Shared {
    pub(crate) app: Arc<App>,
    /// `http://host:port`, as phones reach the session.
    pub(crate) base: String,
    registry: Mutex<Registry>,
    pub(crate) changes: broadcast::Sender<Change>,
    /// Told the journal's id after a phone changed it (a draft, or an Imperial Assault event by a
    /// player's report): the shell tells the desktop's UI.
    on_phone_change: Box<dyn Fn(&str) + Send + Sync>,
}

/// What a short code leads to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum CodeAnswer {
    /// The path of its token's page (`/s/…` or `/r/…`).
    Page(String),
    /// No live token has this code.
    Unknown,
    /// Too many wrong codes this minute: none is answered until it ends.
    Slowed,
}

impl Registry {
    /// Gives `token` a short code no live token has.
    fn issue_code(&mut self, app: &App, token: &Token) {
        let code = loop {
            let code = ShortCode::draw(app);
            if !self.by_code.contains_key(&code) {
                break code;
            }
        };
        self.by_code.insert(code.clone(), token.clone());
        self.codes.insert(token.clone(), code);
    }

    /// Forgets `token`: it opens nothing, and its code leads nowhere.
    fn forget(&mut self, token: &Token) {
        self.by_token.remove(token);
        if let Some(code) = self.codes.remove(token) {
            self.by_code.remove(&code);
        }
    }

    fn code_of(&self, token: &Token) -> &str {
        self.codes.get(token).map_or("", ShortCode::as_str)
    }
}

impl Shared {
    pub(crate) fn new(
        app: Arc<App>,
        base: String,
        on_phone_change: Box<dyn Fn(&str) + Send + Sync>,
    ) -> Shared {
        let (changes, _) = broadcast::channel(64);
        Shared {
            app,
            base,
            registry: Mutex::new(Registry::default()),
            changes,
            on_phone_change,
        }
    }

    fn registry(&self) -> MutexGuard<'_, Registry> {
        self.registry
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    /// What `token` opens, if it is alive.
    pub(crate) fn access(&self, token: &str) -> Option<Access> {
        let token = Token::parse(token)?;
        self.registry().by_token.get(&token).cloned()
    }

    /// Where the short code written in `text` leads. A wrong code that looks like one counts
    /// against the minute's allowance; past it, no code is answered until the minute ends.
    pub(crate) fn code(&self, text: &str) -> CodeAnswer {
        let Some(code) = ShortCode::parse(text) else {
            return CodeAnswer::Unknown;
        };
        let mut registry = self.registry();
        let now = std::time::Instant::now();
        let misses = match registry.misses {
            Some((began, count)) if now.duration_since(began) < routes::CODE_MISS_WINDOW => count,
            _ => 0,
        };
        if misses >= routes::CODE_MISSES_PER_MINUTE {
            return CodeAnswer::Slowed;
        }
        let page = registry
            .by_code
            .get(&code)
            .and_then(|token| Some((token, registry.by_token.get(token)?)))
            .map(|(token, access)| match access {
                Access::Seat { .. } => format!("/s/{}", token.as_str()),
                Access::Room { .. } => format!("/r/{}", token.as_str()),
                Access::Player { .. } => format!("/p/{}", token.as_str()),
                Access::Spectator { .. } | Access::RoundSpectator { .. } => {
                    format!("/v/{}", token.as_str())
                }
            });
        match page {
            Some(path) => CodeAnswer::Page(path),
            None => {
                registry.misses = Some(match registry.misses {
                    Some((began, count)) if misses > 0 => (began, count + 1),
                    _ => (now, 1),
                });
                CodeAnswer::Unknown
            }
        }
    }

    /// The room timer, as the organizer last set it.
    pub(crate) fn timer(&self) -> Option<RoomTimer> {
        self.registry()
            .timer
            .map(|(timer, set)| timer.after(set.elapsed().as_secs()))
    }

    /// Withdraws a draft's seat tokens (the draft ended, or the organizer unshared it).
    pub(crate) fn withdraw_draft(&self, draft_id: &str) {
        {
            let mut registry = self.registry();
            let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut registry.drafts)
                .into_iter()
                .partition(|(id, _)| id == draft_id);
            registry.drafts = kept;
            for (_, tokens) in gone {
                for seat in Seat::BOTH {
                    registry.forget(tokens.get(seat));
                }
            }
        }
        let _ = self.changes.send(Change::Withdrawn);
    }

    /// A phone changed `draft_id`: every phone watching it, and the desktop, hear of it.
    pub(crate) fn phone_changed(&self, draft_id: &str) {
        let _ = self.changes.send(Change::Draft(draft_id.to_owned()));
        (self.on_phone_change)(draft_id);
    }

    fn seat_link(&self, registry: &Registry, seat: Seat, token: &Token) -> SeatLink {
        let url = format!("{}/s/{}", self.base, token.as_str());
        SeatLink {
            seat,
            qr_svg: qr::svg(&url),
            url,
            short_url: format!("{}/{}", self.base, registry.code_of(token)),
        }
    }

    fn room_link(&self, registry: &Registry, event_id: &str, token: &Token) -> RoomLink {
        let url = format!("{}/r/{}", self.base, token.as_str());
        RoomLink {
            event_id: event_id.to_owned(),
            qr_svg: qr::svg(&url),
            url,
            short_url: format!("{}/{}", self.base, registry.code_of(token)),
        }
    }

    fn player_link(
        &self,
        registry: &Registry,
        player: PlayerId,
        name: &str,
        token: &Token,
    ) -> PlayerLink {
        let url = format!("{}/p/{}", self.base, token.as_str());
        PlayerLink {
            player,
            name: name.to_owned(),
            qr_svg: qr::svg(&url),
            url,
            short_url: format!("{}/{}", self.base, registry.code_of(token)),
        }
    }

    fn shared_players(&self, registry: &Registry, event_id: &str) -> Option<SharedPlayers> {
        let (_, tokens) = registry.players.iter().find(|(id, _)| id == event_id)?;
        Some(SharedPlayers {
            event_id: event_id.to_owned(),
            players: tokens
                .iter()
                .map(|(player, name, token)| self.player_link(registry, *player, name, token))
                .collect(),
        })
    }

    /// Gives every player of an Imperial Assault event still in it their own page; sharing
    /// again keeps the tokens handed out and adds those of players registered since.
    pub(crate) fn share_players(&self, event_id: &str) -> Result<SharedPlayers, AppError> {
        let event = self.app.get_event(event_id)?;
        let id = event.id().to_owned();
        let players: Vec<(PlayerId, String)> = event
            .imperial_assault()
            .and_then(|view| view.snapshot)
            .map(|snapshot| {
                snapshot
                    .players
                    .into_iter()
                    .filter(|p| !p.dropped)
                    .map(|p| (p.id, p.name))
                    .collect()
            })
            .ok_or_else(|| Missing::NotAnImperialAssaultEvent { id: id.clone() })?;
        let mut registry = self.registry();
        let index = match registry.players.iter().position(|(e, _)| *e == id) {
            Some(index) => index,
            None => {
                registry.players.push((id.clone(), Vec::new()));
                registry.players.len() - 1
            }
        };
        for (player, name) in players {
            let known = registry
                .players
                .get(index)
                .is_some_and(|(_, tokens)| tokens.iter().any(|(p, _, _)| *p == player));
            if known {
                continue;
            }
            let token = Token::draw(&self.app);
            registry.issue_code(&self.app, &token);
            registry.by_token.insert(
                token.clone(),
                Access::Player {
                    event: id.clone(),
                    player,
                },
            );
            if let Some((_, tokens)) = registry.players.get_mut(index) {
                tokens.push((player, name, token));
            }
        }
        self.shared_players(&registry, &id)
            .ok_or_else(|| Missing::NotAnImperialAssaultEvent { id }.into())
    }

    /// Withdraws an event's player tokens.
    pub(crate) fn unshare_players(&self, event_id: &str) {
        {
            let mut registry = self.registry();
            let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut registry.players)
                .into_iter()
                .partition(|(id, _)| id == event_id);
            registry.players = kept;
            for (_, tokens) in gone {
                for (_, _, token) in tokens {
                    registry.forget(&token);
                }
            }
        }
        let _ = self.changes.send(Change::Withdrawn);
    }

    pub(crate) fn status(&self) -> SessionStatus {
        let registry = self.registry();
        SessionStatus {
            url: self.base.clone(),
            drafts: registry
                .drafts
                .iter()
                .map(|(id, tokens)| SharedDraft {
                    draft_id: id.clone(),
                    seats: BySeat::from_fn(|seat| {
                        self.seat_link(&registry, seat, tokens.get(seat))
                    }),
                })
                .collect(),
            room: registry
                .room
                .as_ref()
                .map(|(event, token)| self.room_link(&registry, event, token)),
            players: registry
                .players
                .iter()
                .filter_map(|(event, _)| self.shared_players(&registry, event))
                .collect(),
            spectators: registry
                .spectators
                .iter()
                .filter_map(|(_, token)| self.spectator_link(&registry, token))
                .collect(),
            round_spectators: registry
                .round_spectators
                .iter()
                .filter_map(|(_, token)| self.round_spectator_link(&registry, token))
                .collect(),
        }
    }

    fn round_spectator_link(
        &self,
        registry: &Registry,
        token: &Token,
    ) -> Option<RoundSpectatorLink> {
        let Some(Access::RoundSpectator {
            event,
            round,
            delay,
        }) = registry.by_token.get(token)
        else {
            return None;
        };
        let url = format!("{}/v/{}", self.base, token.as_str());
        Some(RoundSpectatorLink {
            event_id: event.clone(),
            round: *round,
            delay_seconds: *delay,
            qr_svg: qr::svg(&url),
            url,
            short_url: format!("{}/{}", self.base, registry.code_of(token)),
        })
    }

    /// Opens every table's draft of an event round to spectators, `delay_seconds` behind the
    /// tables. Sharing again keeps the token handed out and changes its delay.
    pub(crate) fn share_round_spectators(
        &self,
        event_id: &str,
        round: u32,
        delay_seconds: u32,
    ) -> Result<RoundSpectatorLink, AppError> {
        // The app says whether the event exists and has table drafts to show (an AGL event);
        // its id is then the journal's own.
        let event = self.app.get_event(event_id)?;
        let id = event.id().to_owned();
        self.app.round_spectator_view(&id, round, 0)?;
        let delay = delay_seconds.min(hexadraft_app::spectator::MAX_SPECTATOR_DELAY_SECONDS);
        let key = (id.clone(), round);
        let mut registry = self.registry();
        let token = match registry.round_spectators.iter().find(|(k, _)| *k == key) {
            Some((_, token)) => token.clone(),
            None => {
                let token = Token::draw(&self.app);
                registry.issue_code(&self.app, &token);
                registry.round_spectators.push((key, token.clone()));
                token
            }
        };
        registry.by_token.insert(
            token.clone(),
            Access::RoundSpectator {
                event: id.clone(),
                round,
                delay,
            },
        );
        self.round_spectator_link(&registry, &token)
            .ok_or_else(|| Missing::NotAnEvent { id }.into())
    }

    /// Withdraws an event round's spectator token.
    pub(crate) fn unshare_round_spectators(&self, event_id: &str, round: u32) {
        {
            let mut registry = self.registry();
            let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut registry.round_spectators)
                .into_iter()
                .partition(|((id, r), _)| id == event_id && *r == round);
            registry.round_spectators = kept;
            for (_, token) in gone {
                registry.forget(&token);
            }
        }
        let _ = self.changes.send(Change::Withdrawn);
    }

    fn spectator_link(&self, registry: &Registry, token: &Token) -> Option<SpectatorLink> {
        let Some(Access::Spectator { draft, delay }) = registry.by_token.get(token) else {
            return None;
        };
        let url = format!("{}/v/{}", self.base, token.as_str());
        Some(SpectatorLink {
            draft_id: draft.clone(),
            delay_seconds: *delay,
            qr_svg: qr::svg(&url),
            url,
            short_url: format!("{}/{}", self.base, registry.code_of(token)),
        })
    }

    /// Opens a draft's public view to spectators, `delay_seconds` behind the table. Sharing
    /// again keeps the token handed out and changes its delay.
    pub(crate) fn share_spectator(
        &self,
        draft_id: &str,
        delay_seconds: u32,
    ) -> Result<SpectatorLink, AppError> {
        // The app says whether the draft exists; its id is then the journal's own.
        let table = self.app.open_draft(draft_id, TableViewer::Table, None)?;
        let delay = delay_seconds.min(hexadraft_app::spectator::MAX_SPECTATOR_DELAY_SECONDS);
        let mut registry = self.registry();
        let token = match registry.spectators.iter().find(|(id, _)| *id == table.id) {
            Some((_, token)) => token.clone(),
            None => {
                let token = Token::draw(&self.app);
                registry.issue_code(&self.app, &token);
                registry.spectators.push((table.id.clone(), token.clone()));
                token
            }
        };
        registry.by_token.insert(
            token.clone(),
            Access::Spectator {
                draft: table.id.clone(),
                delay,
            },
        );
        self.spectator_link(&registry, &token)
            .ok_or_else(|| Missing::NotADraft { id: table.id }.into())
    }

    /// Withdraws a draft's spectator token.
    pub(crate) fn unshare_spectator(&self, draft_id: &str) {
        {
            let mut registry = self.registry();
            let (gone, kept): (Vec<_>, Vec<_>) = std::mem::take(&mut registry.spectators)
                .into_iter()
                .partition(|(id, _)| id == draft_id);
            registry.spectators = kept;
            for (_, token) in gone {
                registry.forget(&token);
            }
        }
        let _ = self.changes.send(Change::Withdrawn);
    }

    pub(crate) fn share_draft(&self, draft_id: &str) -> Result<SharedDraft, AppError> {
        // The app says whether the draft exists; its id is then the journal's own.
        let table = self.app.open_draft(draft_id, TableViewer::Table, None)?;
        let mut registry = self.registry();
        if let Some((_, tokens)) = registry.drafts.iter().find(|(id, _)| *id == table.id) {
            return Ok(SharedDraft {
                draft_id: table.id.clone(),
                seats: BySeat::from_fn(|seat| self.seat_link(&registry, seat, tokens.get(seat))),
            });
        }
        let tokens = BySeat::from_fn(|_| Token::draw(&self.app));
        for seat in Seat::BOTH {
            registry.issue_code(&self.app, tokens.get(seat));
            registry.by_token.insert(
                tokens.get(seat).clone(),
                Access::Seat {
                    draft: table.id.clone(),
                    seat,
                },
            );
        }
        let shared = SharedDraft {
            draft_id: table.id.clone(),
            seats: BySeat::from_fn(|seat| self.seat_link(&registry, seat, tokens.get(seat))),
        };
        registry.drafts.push((table.id, tokens));
        Ok(shared)
    }

    pub(crate) fn share_room(&self, event_id: &str) -> Result<RoomLink, AppError> {
        let event = self.app.get_event(event_id)?;
        let mut registry = self.registry();
        if let Some((id, token)) = &registry.room {
            if id == event.id() {
                return Ok(self.room_link(&registry, id, token));
            }
        }
        if let Some((_, old)) = registry.room.take() {
            registry.forget(&old);
        }
        let token = Token::draw(&self.app);
        registry.issue_code(&self.app, &token);
        registry.by_token.insert(
            token.clone(),
            Access::Room {
                event: event.id().to_owned(),
            },
        );
        let link = self.room_link(&registry, event.id(), &token);
        registry.room = Some((event.id().to_owned(), token));
        Ok(link)
    }

    pub(crate) fn set_timer(&self, timer: Option<RoomTimer>) {
        self.registry().timer = timer.map(|t| (t, std::time::Instant::now()));
    }
}

/// A running local-network session: the phone pages and the room page, served until
/// [`Session::stop`] or until the session is dropped.
pub struct Session {
    shared: Arc<Shared>,
    address: SocketAddr,
    stop: Option<oneshot::Sender<()>>,
    served: Option<tokio::task::JoinHandle<()>>,
}

impl std::fmt::Debug for Session {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Session")
            .field("address", &self.address)
            .finish_non_exhaustive()
    }
}

impl Session {
    /// Starts serving at `address` as the organizer typed it (`IP:PORT`, spaces around ignored).
    ///
    /// # Errors
    /// [`InputProblem::UnusableAddress`] when the text is not an address or it cannot be bound.
    pub async fn start_at(
        app: Arc<App>,
        address: &str,
        on_phone_change: impl Fn(&str) + Send + Sync + 'static,
    ) -> Result<Session, AppError> {
        let parsed: SocketAddr = address.trim().parse().map_err(|e| {
            AppError::from(InputProblem::UnusableAddress {
                address: address.to_owned(),
                detail: format!("{e}"),
            })
        })?;
        Session::start(app, parsed, on_phone_change).await
    }

    /// Binds `address` (port 0 picks a free port) and serves on the current tokio runtime.
    /// `on_phone_change` is told a journal's id after a phone changed it (a draft, or an event.
    ///
    /// # Errors
    /// [`InputProblem::UnusableAddress`] when the address cannot be bound.
    pub async fn start(
        app: Arc<App>,
        address: SocketAddr,
        on_phone_change: impl Fn(&str) + Send + Sync + 'static,
    ) -> Result<Session, AppError> {
        let unusable = |detail: String| -> AppError {
            InputProblem::UnusableAddress {
                address: address.to_string(),
                detail,
            }
            .into()
        };
        if address.ip().is_unspecified() {
            // Phones need one address to reach; "every interface" would also serve networks
            // the organizer did not choose.
            return Err(unusable(
                "choose one of this computer's addresses".to_owned(),
            ));
        }
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|e| unusable(e.to_string()))?;
        let bound = listener.local_addr().map_err(|e| unusable(e.to_string()))?;
        let shared = Arc::new(Shared::new(
            app,
            format!("http://{bound}"),
            Box::new(on_phone_change),
        ));
        let service = routes::service(Arc::clone(&shared));
        let (stop, stopped) = oneshot::channel::<()>();
        let served = tokio::spawn(async move {
            let serve = axum::serve(listener, tower::make::Shared::new(service))
                .with_graceful_shutdown(async move {
                    let _ = stopped.await;
                });
            let _ = serve.await;
        });
        Ok(Session {
            shared,
            address: bound,
            stop: Some(stop),
            served: Some(served),
        })
    }

    /// The address the session listens on.
    pub fn address(&self) -> SocketAddr {
        self.address
    }

    /// What the session serves: its address, the shared drafts' seat links, the room link,
    /// the Imperial Assault players' links.
    pub fn status(&self) -> SessionStatus {
        self.shared.status()
    }

    /// Gives each player of an Imperial Assault event still in it their own page: their game,
    /// its result reported from their phone, their standing.
    ///
    /// # Errors
    /// An unknown journal, or an event of another ruleset.
    pub fn share_players(&self, event_id: &str) -> Result<SharedPlayers, AppError> {
        self.shared.share_players(event_id)
    }

    /// Withdraws an event's player pages: their tokens open nothing any more.
    pub fn unshare_players(&self, event_id: &str) {
        self.shared.unshare_players(event_id);
    }

    /// Opens a draft to its players' phones: one token per seat (the same ones when it is
    /// already shared).
    ///
    /// # Errors
    /// An unknown or damaged draft.
    pub fn share_draft(&self, draft_id: &str) -> Result<SharedDraft, AppError> {
        self.shared.share_draft(draft_id)
    }

    /// Withdraws a draft's seat tokens: its phones get nothing more.
    pub fn unshare_draft(&self, draft_id: &str) {
        self.shared.withdraw_draft(draft_id);
    }

    /// Opens the room page for an event (one room per session: sharing another event withdraws
    /// the old room token).
    ///
    /// # Errors
    /// An unknown or damaged event.
    pub fn share_room(&self, event_id: &str) -> Result<RoomLink, AppError> {
        self.shared.share_room(event_id)
    }

    /// Opens a draft's public view to a spectator page (a caster, a side screen), read only and
    /// `delay_seconds` behind the table (at most an hour); sharing again keeps the address and
    /// changes the delay.
    ///
    /// # Errors
    /// An unknown or damaged draft.
    pub fn share_spectator(
        &self,
        draft_id: &str,
        delay_seconds: u32,
    ) -> Result<SpectatorLink, AppError> {
        self.shared.share_spectator(draft_id, delay_seconds)
    }

    /// Withdraws a draft's spectator page: its token opens nothing any more.
    pub fn unshare_spectator(&self, draft_id: &str) {
        self.shared.unshare_spectator(draft_id);
    }

    /// Opens every table's draft of an event round to one spectator page (a side screen for the
    /// whole room), read only and `delay_seconds` behind the tables; sharing again keeps the
    /// address and changes the delay.
    ///
    /// # Errors
    /// An unknown or damaged event.
    pub fn share_round_spectators(
        &self,
        event_id: &str,
        round: u32,
        delay_seconds: u32,
    ) -> Result<RoundSpectatorLink, AppError> {
        self.shared
            .share_round_spectators(event_id, round, delay_seconds)
    }

    /// Withdraws an event round's spectator page.
    pub fn unshare_round_spectators(&self, event_id: &str, round: u32) {
        self.shared.unshare_round_spectators(event_id, round);
    }

    /// Sets (or clears) the round timer the room page shows.
    pub fn set_room_timer(&self, timer: Option<RoomTimer>) {
        self.shared.set_timer(timer);
    }

    /// The desktop changed a draft: the phones watching it are sent their views again.
    pub fn draft_changed(&self, draft_id: &str) {
        let _ = self.shared.changes.send(Change::Draft(draft_id.to_owned()));
    }

    /// Stops serving: every token dies, open connections are closed.
    pub async fn stop(mut self) {
        self.shutdown();
        if let Some(served) = self.served.take() {
            let _ = served.await;
        }
    }

    fn shutdown(&mut self) {
        {
            let mut registry = self.shared.registry();
            *registry = Registry::default();
        }
        let _ = self.shared.changes.send(Change::Withdrawn);
        if let Some(stop) = self.stop.take() {
            let _ = stop.send(());
        }
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Addresses to offer the organizer: this computer's address on the network it would reach
/// others through (found without sending anything), then the loopback address (this computer
/// only, for trying it out).
pub fn suggested_addresses() -> Vec<std::net::IpAddr> {
    let mut found = Vec::new();
    let routed = std::net::UdpSocket::bind(("0.0.0.0", 0)).and_then(|socket| {
        // Connecting a UDP socket only chooses the route: no packet is sent.
        socket.connect(("192.0.2.1", 9))?;
        socket.local_addr()
    });
    if let Ok(address) = routed {
        if !address.ip().is_unspecified() && !address.ip().is_loopback() {
            found.push(address.ip());
        }
    }
    found.push(std::net::IpAddr::from([127, 0, 0, 1]));
    found
}

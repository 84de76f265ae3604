//! A finished table draft (a quick match's or an event table's) replayed step by step, as a
//! spectator saw it, and the same replay as one self-contained HTML file to share. The steps come
//! from the draft engine (`hexadraft_draft::replay_steps`); a draft not finished is refused, so
//! no replay of a game in progress exists (docs/rulings.md, "Replaying a finished draft").

use crate::error::{AppError, AppRefusal};
use crate::files::{write_export, WrittenFile};
use crate::kernel::draft_journal::replay_draft;
use crate::kernel::state::State;
use crate::kernel::table::{DraftOrder, SwapName};
use crate::{journal_id, App};
use hexadraft_catalog::CharacterId;
use hexadraft_draft::{
    replay_steps, DraftEvent, DraftReplay, DraftView, PickRecord, ReplayStep, ReplayStepsError,
    Seat, SwapChoice, Undone,
};
use serde::Serialize;
use std::fmt::Write;

/// A finished draft's replay, with the journal it was read from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase")]
pub struct TableReplay {
    /// The draft's journal id.
    pub id: String,
    /// Its title in the library.
    pub title: String,
    /// The order the draft walked: the organizer's format's name, and what its swap is called.
    pub order: DraftOrder,
    /// The steps, from the engine.
    pub replay: DraftReplay,
}

impl App {
    /// The replay of the finished draft `id`: the public view before the first action and after
    /// each, with who acted, what they did and the clause.
    ///
    /// # Errors
    /// [`AppRefusal::DraftNotFinished`] for a draft with steps to come; an unknown journal or one
    /// that is not a draft; a storage failure.
    pub fn draft_replay(&self, id: &str) -> Result<TableReplay, AppError> {
        let id = journal_id(id)?;
        let catalog = self.catalog();
        let mut state = self.lock_state();
        let open = state.current(
            State::drafts,
            &id,
            |open| open.entry_count,
            |store| replay_draft(store, &catalog, &id),
        )?;
        let replay = replay_steps(&catalog, &open.draft).map_err(|error| match error {
            ReplayStepsError::NotFinished { step } => AppRefusal::DraftNotFinished { step }.into(),
            ReplayStepsError::Setup { error } => AppError::from(error),
            ReplayStepsError::Refused { refusal, .. } => AppError::from(refusal),
        })?;
        Ok(TableReplay {
            id: id.as_str().to_owned(),
            title: open.title.clone(),
            order: DraftOrder::of(&open.draft),
            replay,
        })
    }

    /// Writes the replay of the finished draft `id` as one HTML file that needs nothing else
    /// (no script or style is fetched): to a new dated file in the exports folder, or to the
    /// file `to` chosen in the system's save dialog. It holds only what a spectator saw.
    ///
    /// # Errors
    /// As [`App::draft_replay`], `to` not a file's full path, or a file that cannot be written.
    pub fn export_draft_replay(&self, id: &str, to: Option<&str>) -> Result<WrittenFile, AppError> {
        let replay = self.draft_replay(id)?;
        let html = replay_html(&replay);
        write_export(
            &self.exports_dir(),
            "hexadraft-replay",
            "html",
            self.now(),
            html.as_bytes(),
            to,
        )
    }
}

/// Text made safe to place in HTML, in an element or a quoted attribute.
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

/// A character's name as the view's lineups give it, or its id.
fn name_of(view: &DraftView, character: &CharacterId) -> String {
    Seat::BOTH
        .iter()
        .flat_map(|&seat| view.players.get(seat).lineup.iter())
        .find(|entry| &entry.character == character)
        .map_or_else(|| character.as_str().to_owned(), |entry| entry.name.clone())
}

/// What a step did, in English words; the swap is Vassily's only when the order says so.
fn step_words(step: &ReplayStep, order: &DraftOrder) -> String {
    let view = &step.view;
    let player = |seat: Seat| view.players.get(seat).name.clone();
    let named = |c: &CharacterId| name_of(view, c);
    let shown_by_reveal = |picks: &[PickRecord]| {
        if picks.is_empty() {
            return String::new();
        }
        let told: Vec<String> = picks
            .iter()
            .map(|p| {
                format!(
                    "{} picked {} for {}'s team",
                    player(p.seat),
                    named(&p.character),
                    player(p.team_of)
                )
            })
            .collect();
        format!("; the reveal shows: {}", told.join("; "))
    };
    match &step.event {
        DraftEvent::RolesDecided { decision } => format!(
            "{} decides: {} is Player A",
            step.player,
            player(decision.player_a)
        ),
        DraftEvent::Banned { ban } => format!(
            "{} bans {} from {}'s lineup",
            step.player,
            named(&ban.character),
            player(ban.lineup_of)
        ),
        DraftEvent::Picked { pick, revealed } => format!(
            "{} picks {} for {}'s team{}",
            step.player,
            named(&pick.character),
            player(pick.team_of),
            shown_by_reveal(revealed)
        ),
        DraftEvent::PickLocked { .. } => format!("{} locks a hidden pick", step.player),
        DraftEvent::PicksRevealed { picks, .. } => format!(
            "{} locks a hidden pick{}",
            step.player,
            shown_by_reveal(picks)
        ),
        DraftEvent::SwapLocked { .. } => match order.swap {
            Some(SwapName::Hidden) => format!("{} locks a hidden swap", step.player),
            _ => format!("{} locks a secret Vassily swap", step.player),
        },
        DraftEvent::SwapsRevealed { swaps, void, .. } => {
            let told = |seat: Seat| match swaps.get(seat) {
                SwapChoice::Keep => format!("{} keeps the team", player(seat)),
                SwapChoice::Replace { remove, add } => format!(
                    "{} swaps {} for {}",
                    player(seat),
                    named(remove),
                    named(add)
                ),
            };
            let cancelled = if *void {
                " (both cancelled: they brought in the same character)"
            } else {
                ""
            };
            format!(
                "{} locks a swap; both are revealed: {}; {}{cancelled}",
                step.player,
                told(Seat::First),
                told(Seat::Second)
            )
        }
        DraftEvent::DeckLocked { .. } | DraftEvent::DecksLocked { .. } => {
            format!("{} locks a secret Tactics deck", step.player)
        }
        DraftEvent::AccesstelNamed { character, .. } => {
            format!("{} names {} with Accesstel", step.player, named(character))
        }
        DraftEvent::Undone { undone, .. } => {
            let what = match undone {
                Undone::RoleChoice => "the choice of Player A".to_owned(),
                Undone::Ban { character } => format!("the ban of {}", named(character)),
                Undone::Pick { character } => format!("the pick of {}", named(character)),
                Undone::PickLock => "a locked hidden pick".to_owned(),
                Undone::SwapLock => "a locked swap".to_owned(),
                Undone::DeckLock => "a locked deck".to_owned(),
            };
            format!("{} undoes {what}", step.player)
        }
    }
}

/// One frame of the file: the board as a spectator saw it.
fn board_html(out: &mut String, view: &DraftView) {
    out.push_str("<div class=\"board\">");
    for seat in Seat::BOTH {
        let player = view.players.get(seat);
        let role = player
            .role
            .map_or_else(String::new, |role| format!(" ({role})"));
        let _ = write!(
            out,
            "<div class=\"seat\"><h3>{}{}</h3><p class=\"sponsor\">{}</p><ul>",
            escape(&player.name),
            escape(&role),
            escape(&player.sponsor.name)
        );
        let team = view
            .teams
            .as_ref()
            .map_or(&player.picked_team, |teams| teams.get(seat));
        for entry in &player.lineup {
            let (class, mark) = if player.banned.as_ref() == Some(&entry.character) {
                ("banned", " — banned")
            } else if team.contains(&entry.character) {
                ("picked", " — on the team")
            } else {
                ("free", "")
            };
            let _ = write!(
                out,
                "<li class=\"{class}\">{}{mark}</li>",
                escape(&entry.name)
            );
        }
        out.push_str("</ul></div>");
    }
    out.push_str("</div>");
}

/// The whole replay as one HTML page: every frame is in the page, so it reads without its
/// script too; the inline script shows one frame at a time. The page's policy forbids fetching
/// anything.
pub(crate) fn replay_html(replay: &TableReplay) -> String {
    let steps = &replay.replay.steps;
    let total = steps.len();
    let mut out = String::with_capacity(4096 + total * 2048);
    let _ = write!(
        out,
        "<!doctype html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; \
         style-src 'unsafe-inline'; script-src 'unsafe-inline'\">\n\
         <meta name=\"generator\" content=\"Hexadraft {}\">\n<title>Draft replay: {}</title>\n\
         <style>{STYLE}</style>\n</head>\n<body>\n<h1>Draft replay: {}</h1>\n",
        env!("CARGO_PKG_VERSION"),
        escape(&replay.title),
        escape(&replay.title)
    );
    let start = &replay.replay.start;
    let mods: Vec<String> = start.mods.iter().map(ToString::to_string).collect();
    let _ = write!(
        out,
        "<p class=\"rules\">{}{}{}</p>\n<nav><button id=\"first\">First</button> \
         <button id=\"back\">Back</button> <span id=\"where\"></span> \
         <button id=\"next\">Next</button> <button id=\"last\">Last</button></nav>\n",
        escape(&start.version.to_string()),
        if mods.is_empty() {
            String::new()
        } else {
            escape(&format!(", Mods: {}", mods.join(", ")))
        },
        replay
            .order
            .custom
            .as_ref()
            .map_or_else(String::new, |name| {
                escape(&format!(", draft format: {name}"))
            })
    );
    out.push_str("<section class=\"step\" data-step=\"0\"><h2>Before the first step</h2>");
    board_html(&mut out, start);
    out.push_str("</section>\n");
    for step in steps {
        let _ = write!(
            out,
            "<section class=\"step\" data-step=\"{n}\"><h2>Step {n} of {total}: {}</h2>\
             <p class=\"clause\">Legal under {}</p>",
            escape(&step_words(step, &replay.order)),
            escape(&step.clause.citation()),
            n = step.number
        );
        board_html(&mut out, &step.view);
        out.push_str("</section>\n");
    }
    let _ = write!(out, "<script>{SCRIPT}</script>\n</body>\n</html>\n");
    out
}

const STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}\
.board{display:flex;gap:2rem}.seat{flex:1}.banned{text-decoration:line-through;color:#8a1c1c}\
.picked{font-weight:bold}.clause{color:#555;font-size:.9rem}nav{margin:1rem 0}";

const SCRIPT: &str = "(function(){var s=document.querySelectorAll('section.step');var i=0;\
function show(n){i=Math.max(0,Math.min(s.length-1,n));for(var k=0;k<s.length;k++){s[k].hidden=k!==i;}\
document.getElementById('where').textContent=i+' / '+(s.length-1);}\
document.getElementById('first').onclick=function(){show(0);};\
document.getElementById('back').onclick=function(){show(i-1);};\
document.getElementById('next').onclick=function(){show(i+1);};\
document.getElementById('last').onclick=function(){show(s.length-1);};\
document.addEventListener('keydown',function(e){if(e.key==='ArrowRight'){show(i+1);}\
else if(e.key==='ArrowLeft'){show(i-1);}else if(e.key==='Home'){show(0);}\
else if(e.key==='End'){show(s.length-1);}});show(0);})();";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped_in_the_page() {
        assert_eq!(
            escape("<b>\"Ana\" & 'Bo'</b>"),
            "&lt;b&gt;&quot;Ana&quot; &amp; &#39;Bo&#39;&lt;/b&gt;"
        );
    }
}

//! A table draft as one viewer sees it, built from the draft replayed from its journal. Apart
//! from `table`, whose types it fills, and `draft_journal`, whose replayed draft it reads, so
//! that neither of those two needs the other's way round.

use crate::kernel::draft_journal::OpenDraft;
use crate::kernel::table::{
    DraftOrder, EventTableRef, ResultReports, SeatAtScreen, TableDraft, TableViewer,
};
use crate::kernel::PackMismatch;
use hexadraft_catalog::Catalog;
use hexadraft_draft::{BySeat, Seat};
use hexadraft_storage::{JournalId, Timestamp};

/// A draft as `viewer` sees it at `now`: a seat's view or the table's public one, never the
/// organizer's (which holds both decks).
pub(crate) fn table_view(
    id: &JournalId,
    open: &OpenDraft,
    catalog: &Catalog,
    viewer: TableViewer,
    at_screen: BySeat<SeatAtScreen>,
    now: Timestamp,
) -> TableDraft {
    let draft = &open.draft;
    // The clock's word on undo joins the engine's: a move made at an expiry stands.
    let options = |seat: Seat| {
        let mut options = draft.options(seat);
        options.can_undo &= open
            .clock
            .as_ref()
            .is_none_or(|clock| clock.undo_allowed(seat));
        options
    };
    TableDraft {
        id: id.as_str().to_owned(),
        title: open.title.clone(),
        seq: open.entry_count,
        seed: draft.setup().seed,
        view: draft.view(viewer.engine_viewer()),
        order: DraftOrder::of(draft),
        options: match viewer {
            TableViewer::Seat { seat } => Some(options(seat)),
            TableViewer::Table => None,
        },
        turn: draft
            .step()
            .is_public()
            .then(|| draft.waiting_for().first().map(|seat| options(*seat)))
            .flatten(),
        can_undo: BySeat::from_fn(|seat| options(seat).can_undo),
        lineups: BySeat::from_fn(|seat| draft.lineup_status(seat, viewer.engine_viewer())),
        log: open.log.clone(),
        read_only: open.read_only.clone(),
        event: open.link.as_ref().map(|link| EventTableRef {
            event_id: link.event_id.clone(),
            round: link.round,
            table: link.table,
        }),
        pack: open.pack.clone(),
        pack_mismatch: PackMismatch::between(&open.pack, catalog),
        first_blood_rule: draft.mods().version().has_first_blood(),
        game: open.game.clone(),
        reports: ResultReports::of(open.reports, open.phone_reports),
        protected: at_screen.map(|_, access| access.coded()),
        at_screen,
        // Times only: a seat's clock says how long it has, never what it is choosing.
        clock: open
            .clock
            .as_ref()
            .map(|clock| clock.view(now.unix_seconds())),
    }
}

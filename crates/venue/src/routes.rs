//! The HTTP surface (docs/formats.md, "Phone pages"): the page, a seat's JSON API and live
//! updates, the room's JSON and its statistics once the event has ended, and a spectator's public view with its live updates (`/v/`,
//! `/api/v/`). Each handler finds what its token opens, then makes one call into the app; a
//! token that opens nothing, or not this, gets the same bare 404.

use crate::room::{PlayerPage, RoomPage};
use crate::{pages, Access, Change, CodeAnswer, Shared};
use axum::body::Body;
use axum::error_handling::HandleErrorLayer;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, MatchedPath, Path, State};
use axum::http::{header, HeaderValue, Request, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use hexadraft_app::diagnostics::{self, CaughtPanic, CrashPlace, Panicked};
use hexadraft_app::spectator::{RoundSpectatorView, SpectatorView};
use hexadraft_app::statistics::RoomStatistics;
use hexadraft_app::table_draft::{GameResultInput, TableDraft};
use hexadraft_app::{AppError, ErrorReport};
use hexadraft_draft::{DeckChoice, DraftMove, Seat};
use hexadraft_event::ia::{IaGameRef, IaResultInput};
use hexadraft_event::PlayerId;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;
use tower::{BoxError, Service, ServiceBuilder};

/// The largest request body taken: a move or a deck is well under a kilobyte.
pub(crate) const MAX_BODY_BYTES: usize = 8 * 1024;
/// Requests served per second across the whole session (phones at every table and the room
/// page together); beyond it requests wait, and when the queue is full they are refused (503).
pub(crate) const REQUESTS_PER_SECOND: u64 = 200;
/// Wrong short codes answered in a minute, across the whole session; past it no short code is
/// answered (429) until the minute ends. At this pace, guessing any one of 50 live codes among
/// 31^8 takes about a thousand years on average.
pub(crate) const CODE_MISSES_PER_MINUTE: u32 = 30;
/// The span the wrong short codes are counted over.
pub(crate) const CODE_MISS_WINDOW: Duration = Duration::from_secs(60);
/// The route of a seat's live updates.
const LIVE_ROUTE: &str = "/api/s/{token}/live";
/// The route of a spectator's live updates.
const SPECTATOR_LIVE_ROUTE: &str = "/api/v/{token}/live";
/// How often a spectator's live stream looks again when it hears of no change.
const SPECTATOR_LOOK_AGAIN: Duration = Duration::from_secs(2);
/// Requests that may wait for the rate limit before more are refused.
const QUEUE: usize = 256;

/// What a seat's phone is sent: the seat, its view of the draft, and the characters' names.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SeatPage {
    /// The seat this token opens.
    pub seat: Seat,
    /// The draft as this seat may see it (the app's seat view).
    pub draft: TableDraft,
    /// Character names by id, from the catalog in use.
    pub names: BTreeMap<String, String>,
}

/// What a spectator page is sent: the draft's public view as it stood the token's delay ago,
/// and the characters' names.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SpectatorPage {
    /// The draft as a spectator sees it (the app's spectator view).
    pub draft: SpectatorView,
    /// Character names by id, from the catalog in use.
    pub names: BTreeMap<String, String>,
}

/// What an event round's spectator page is sent: every table's draft of the round, and the
/// characters' names.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RoundSpectatorPage {
    /// The round as a spectator sees it (the app's round spectator view).
    pub round: RoundSpectatorView,
    /// Character names by id, from the catalog in use.
    pub names: BTreeMap<String, String>,
}

/// A move sent from a phone.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct MoveRequest {
    /// The `seq` of the view the move was made on (a stale screen is refused).
    pub seq: u32,
    /// The move; its seat must be the token's.
    #[serde(rename = "move")]
    pub mv: DraftMove,
}

/// A seat's report of the game's result, sent from its phone.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ReportRequest {
    /// The reporting seat: it must be the token's.
    pub seat: Seat,
    /// The result as that seat gives it.
    pub result: GameResultInput,
}

/// An Imperial Assault player's report of their game's result, sent from their phone.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct PlayerReportRequest {
    /// The game: it must be the player's.
    pub game: IaGameRef,
    /// The result as the player gives it, by the game's seats.
    pub result: IaResultInput,
}

/// The session's routes, with the body limit and the response headers.
pub(crate) fn router(shared: Arc<Shared>) -> Router {
    Router::new()
        .route("/s/{token}", get(seat_html))
        .route("/r/{token}", get(room_html))
        .route("/phone.js", get(script))
        .route("/phone.css", get(styles))
        .route("/api/s/{token}", get(seat_view))
        .route("/api/s/{token}/move", post(seat_move))
        .route("/api/s/{token}/deck-check", post(deck_check))
        .route("/api/s/{token}/result", post(seat_report))
        .route(LIVE_ROUTE, get(seat_live))
        .route("/api/r/{token}", get(room_view))
        .route("/api/r/{token}/statistics", get(room_statistics))
        .route("/p/{token}", get(player_html))
        .route("/api/p/{token}", get(player_view))
        .route("/api/p/{token}/result", post(player_report))
        .route("/v/{token}", get(spectator_html))
        .route("/api/v/{token}", get(spectator_view))
        .route(SPECTATOR_LIVE_ROUTE, get(spectator_live))
        .route("/{code}", get(short_code))
        .fallback(|| async { not_found() })
        .layer(DefaultBodyLimit::max(MAX_BODY_BYTES))
        .layer(axum::middleware::from_fn(log_and_catch))
        .layer(axum::middleware::map_response(protective_headers))
        .with_state(shared)
}

/// The router behind the session-wide rate limit, ready to serve.
pub(crate) fn service(
    shared: Arc<Shared>,
) -> impl Service<Request<Body>, Response = Response, Error = Infallible, Future: Send>
       + Clone
       + Send
       + 'static {
    ServiceBuilder::new()
        .layer(HandleErrorLayer::new(|_: BoxError| async {
            (StatusCode::SERVICE_UNAVAILABLE, "Too many requests").into_response()
        }))
        .load_shed()
        .buffer(QUEUE)
        .rate_limit(REQUESTS_PER_SECOND, Duration::from_secs(1))
        .service(router(shared))
}

/// No caching (a view holds secrets), no sniffing, no framing, no referrer (the token is in
/// the address), and scripts only from the page's own origin. No cross-origin header is sent,
/// so other sites' pages cannot read the answers.
async fn protective_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in [
        (header::CACHE_CONTROL, "no-store"),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        (header::REFERRER_POLICY, "no-referrer"),
        (
            header::CONTENT_SECURITY_POLICY,
            "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; \
             connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        ),
    ] {
        headers.insert(name, HeaderValue::from_static(value));
    }
    response
}

/// The one answer to anything a token does not open.
fn not_found() -> Response {
    (StatusCode::NOT_FOUND, "Not found").into_response()
}

fn with_type(content_type: &'static str, body: &'static str) -> Response {
    ([(header::CONTENT_TYPE, content_type)], body).into_response()
}

async fn seat_html(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    match shared.access(&token) {
        Some(Access::Seat { .. }) => with_type("text/html; charset=utf-8", pages::HTML),
        _ => not_found(),
    }
}

async fn room_html(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    match shared.access(&token) {
        Some(Access::Room { .. }) => with_type("text/html; charset=utf-8", pages::HTML),
        _ => not_found(),
    }
}

async fn player_html(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    match shared.access(&token) {
        Some(Access::Player { .. }) => with_type("text/html; charset=utf-8", pages::HTML),
        _ => not_found(),
    }
}

async fn spectator_html(State(shared): State<Arc<Shared>>, Path(token): Path<String>) -> Response {
    match shared.access(&token) {
        Some(Access::Spectator { .. } | Access::RoundSpectator { .. }) => {
            with_type("text/html; charset=utf-8", pages::HTML)
        }
        _ => not_found(),
    }
}

/// A short code typed by a person: sent on to its token's page (303), so the address bar then
/// holds the whole token as a scanned QR code would.
async fn short_code(State(shared): State<Arc<Shared>>, Path(code): Path<String>) -> Response {
    match shared.code(&code) {
        CodeAnswer::Page(path) => match HeaderValue::from_str(&path) {
            Ok(location) => (StatusCode::SEE_OTHER, [(header::LOCATION, location)]).into_response(),
            Err(_) => not_found(),
        },
        CodeAnswer::Unknown => not_found(),
        CodeAnswer::Slowed => (
            StatusCode::TOO_MANY_REQUESTS,
            "Too many wrong codes: try again in a minute, or scan the QR code",
        )
            .into_response(),
    }
}

async fn script() -> Response {
    with_type("text/javascript; charset=utf-8", pages::SCRIPT)
}

async fn styles() -> Response {
    with_type("text/css; charset=utf-8", pages::STYLES)
}

/// Why a seat's request got no page.
enum Refused {
    /// The token opens nothing (any more), or not this.
    NotFound,
    /// The app refused, with its typed report.
    App(AppError),
    /// The app's call panicked (its crash report is written).
    Failed,
}

impl IntoResponse for Refused {
    fn into_response(self) -> Response {
        let error = match self {
            Refused::NotFound => return not_found(),
            Refused::Failed => return failed(),
            Refused::App(error) => error,
        };
        let status = match &error {
            AppError::NotFound { .. } => return not_found(),
            AppError::Invalid { .. } | AppError::Refused { .. } => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::Conflict { .. } => StatusCode::CONFLICT,
            // The storage error names the organizer's files: the phone gets only its code.
            AppError::Storage { .. } => {
                return (
                    StatusCode::INTERNAL_SERVER_ERROR,
                    Json(serde_json::json!({ "code": error.code() })),
                )
                    .into_response()
            }
        };
        (status, Json(ErrorReport::from(error))).into_response()
    }
}

/// The seat a token opens, or the 404.
fn seat_of_token(shared: &Shared, token: &str) -> Result<(String, Seat), Refused> {
    match shared.access(token) {
        Some(Access::Seat { draft, seat }) => Ok((draft, seat)),
        _ => Err(Refused::NotFound),
    }
}

/// Runs one blocking app call off the async workers, in the request's context: a panic there is
/// reported as this request's (its route), and answered as a failure.
/// The context is taken when it is called, not when the answer is awaited.
fn blocking<T: Send + 'static>(
    call: impl FnOnce() -> Result<T, AppError> + Send + 'static,
) -> impl std::future::Future<Output = Result<T, Refused>> {
    let context = diagnostics::current_context();
    async move {
        match tokio::task::spawn_blocking(move || diagnostics::in_context_of(context, call)).await {
            Ok(result) => result.map_err(Refused::App),
            Err(_) => Err(Refused::Failed),
        }
    }
}

/// Logs each request that writes or is refused by its route's pattern (never its address,
/// which holds a token) and its status, and catches a handler's panic: the phone gets a bare 500, the app a crash report.
pub(crate) async fn log_and_catch(
    request: Request<Body>,
    next: axum::middleware::Next,
) -> Response {
    let route = request
        .extensions()
        .get::<MatchedPath>()
        .map_or("(no route)", MatchedPath::as_str)
        .to_owned();
    let method = request.method().clone();
    match CaughtPanic::new(CrashPlace::PhoneRequest, &route, next.run(request)).await {
        Ok(response) => {
            let status = response.status().as_u16();
            // Phones and the room page read every few seconds: a read that worked is not
            // written (debug level), so a day of an event keeps its log small; writes and
            // refusals are.
            if method == axum::http::Method::GET && response.status().is_success() {
                tracing::debug!(%method, %route, status, "phone request");
            } else {
                tracing::info!(%method, %route, status, "phone request");
            }
            response
        }
        Err(Panicked) => {
            tracing::error!(%method, %route, status = 500, "phone request panicked");
            failed()
        }
    }
}

/// [`blocking`], for the test of a call that panics.
#[cfg(test)]
pub(crate) fn blocking_for_tests<T: Send + 'static>(
    call: impl FnOnce() -> Result<T, AppError> + Send + 'static,
) -> impl std::future::Future<Output = Result<T, Response>> {
    let answer = blocking(call);
    async move { answer.await.map_err(IntoResponse::into_response) }
}

fn failed() -> Response {
    (StatusCode::INTERNAL_SERVER_ERROR, "Something went wrong").into_response()
}

/// The page a seat is sent, from the app's seat view; once the draft has ended (its game is
/// recorded) its tokens die and nothing more is sent.
async fn seat_page(shared: &Arc<Shared>, draft: &str, seat: Seat) -> Result<SeatPage, Refused> {
    let app = Arc::clone(&shared.app);
    let id = draft.to_owned();
    let view = blocking(move || app.open_draft_for_phone(&id, seat)).await?;
    if view.game.is_some() {
        shared.withdraw_draft(draft);
        return Err(Refused::NotFound);
    }
    Ok(page_of(shared, seat, view))
}

/// A seat's page around the app's seat view.
fn page_of(shared: &Shared, seat: Seat, view: TableDraft) -> SeatPage {
    SeatPage {
        seat,
        draft: view,
        names: names(shared),
    }
}

/// Character names by id, from the catalog in use.
fn names(shared: &Shared) -> BTreeMap<String, String> {
    shared
        .app
        .catalog()
        .characters()
        .iter()
        .map(|c| (c.id.as_str().to_owned(), c.name.clone()))
        .collect()
}

/// A spectator's page as JSON text: the app's spectator view of the token's table, or of
/// every table of its round, at the token's delay. The crash-report context is taken when this
/// is called, not when the answer is awaited.
fn spectator_json(
    shared: &Shared,
    access: Access,
) -> impl std::future::Future<Output = Result<String, Refused>> + Send {
    let app = Arc::clone(&shared.app);
    let names = names(shared);
    let read = blocking(move || -> Result<Option<String>, AppError> {
        Ok(match access {
            Access::Spectator { draft, delay } => serde_json::to_string(&SpectatorPage {
                draft: app.spectator_view(&draft, delay)?,
                names,
            })
            .ok(),
            Access::RoundSpectator {
                event,
                round,
                delay,
            } => serde_json::to_string(&RoundSpectatorPage {
                round: app.round_spectator_view(&event, round, delay)?,
                names,
            })
            .ok(),
            Access::Seat { .. } | Access::Room { .. } | Access::Player { .. } => None,
        })
    });
    async move { read.await?.ok_or(Refused::NotFound) }
}

/// What a token opens if it is a spectator's.
fn spectator_access(shared: &Shared, token: &str) -> Option<Access> {
    shared.access(token).filter(|access| {
        matches!(
            access,
            Access::Spectator { .. } | Access::RoundSpectator { .. }
        )
    })
}

async fn spectator_view(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
) -> Result<Response, Refused> {
    let access = spectator_access(&shared, &token).ok_or(Refused::NotFound)?;
    let text = spectator_json(&shared, access).await?;
    Ok(([(header::CONTENT_TYPE, "application/json")], text).into_response())
}

/// A spectator's live stream between updates.
struct SpectatorLive {
    shared: Arc<Shared>,
    token: String,
    changes: tokio::sync::broadcast::Receiver<Change>,
    /// The page last sent: a page is sent again only when it differs.
    last: Option<String>,
}

impl SpectatorLive {
    /// The next page to send, or `None` when the stream should end (the token died).
    async fn next(&mut self) -> Option<String> {
        loop {
            use tokio::sync::broadcast::error::RecvError;
            if self.last.is_some() {
                tokio::select! {
                    change = self.changes.recv() => match change {
                        Ok(Change::Draft(_) | Change::Withdrawn) | Err(RecvError::Lagged(_)) => {}
                        Err(RecvError::Closed) => return None,
                    },
                    // A delayed view moves on with time, and a change the session was not told
                    // of (another program's) is still shown.
                    () = tokio::time::sleep(SPECTATOR_LOOK_AGAIN) => {}
                }
            }
            // Read again each time: a withdrawn token ends the stream, a new delay applies.
            let access = spectator_access(&self.shared, &self.token)?;
            let read =
                diagnostics::in_context(CrashPlace::PhoneRequest, SPECTATOR_LIVE_ROUTE, || {
                    spectator_json(&self.shared, access)
                });
            match read.await {
                Ok(text) if self.last.as_ref() != Some(&text) => {
                    self.last = Some(text.clone());
                    return Some(text);
                }
                Ok(_) => {}
                Err(Refused::NotFound | Refused::Failed) => return None,
                // A passing storage failure: the next look tries again.
                Err(Refused::App(_)) => {}
            }
        }
    }
}

/// Server-sent events: `view` with the spectator's page now, then again whenever it changes
/// (after a move, or as a delay moves on). The stream ends when the token dies.
async fn spectator_live(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
) -> Result<Response, Refused> {
    spectator_access(&shared, &token).ok_or(Refused::NotFound)?;
    let live = SpectatorLive {
        changes: shared.changes.subscribe(),
        shared,
        token,
        last: None,
    };
    let stream = futures_util::stream::unfold(live, |mut live| async move {
        let text = live.next().await?;
        Some((
            Ok::<Event, Infallible>(Event::default().event("view").data(text)),
            live,
        ))
    });
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response())
}

async fn seat_view(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
) -> Result<Json<SeatPage>, Refused> {
    let (draft, seat) = seat_of_token(&shared, &token)?;
    Ok(Json(seat_page(&shared, &draft, seat).await?))
}

async fn seat_move(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    body: Result<Json<MoveRequest>, JsonRejection>,
) -> Result<Json<SeatPage>, Response> {
    let (draft, seat) = seat_of_token(&shared, &token).map_err(IntoResponse::into_response)?;
    let Json(request) = body.map_err(IntoResponse::into_response)?;
    // A token acts for its own seat only: a move for the other seat opens nothing.
    if request.mv.seat() != seat {
        return Err(not_found());
    }
    let app = Arc::clone(&shared.app);
    let id = draft.clone();
    blocking(move || app.apply_draft_move_for_phone(&id, request.seq, request.mv, seat))
        .await
        .map_err(IntoResponse::into_response)?;
    shared.phone_changed(&draft);
    seat_page(&shared, &draft, seat)
        .await
        .map(Json)
        .map_err(IntoResponse::into_response)
}

/// A seat reports the game's result. When it agrees with the rival's report the game is
/// recorded and the draft has ended: this answer, with the result, is the seat's last page
/// before its token dies.
async fn seat_report(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    body: Result<Json<ReportRequest>, JsonRejection>,
) -> Result<Json<SeatPage>, Response> {
    let (draft, seat) = seat_of_token(&shared, &token).map_err(IntoResponse::into_response)?;
    let Json(request) = body.map_err(IntoResponse::into_response)?;
    // A token reports for its own seat only.
    if request.seat != seat {
        return Err(not_found());
    }
    let app = Arc::clone(&shared.app);
    let id = draft.clone();
    let view = blocking(move || app.report_game_result_from_phone(&id, seat, request.result))
        .await
        .map_err(IntoResponse::into_response)?;
    let ended = view.game.is_some();
    shared.phone_changed(&draft);
    if ended {
        shared.withdraw_draft(&draft);
    }
    Ok(Json(page_of(&shared, seat, view)))
}

async fn deck_check(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    body: Result<Json<DeckChoice>, JsonRejection>,
) -> Result<Response, Response> {
    let (draft, seat) = seat_of_token(&shared, &token).map_err(IntoResponse::into_response)?;
    let Json(deck) = body.map_err(IntoResponse::into_response)?;
    let app = Arc::clone(&shared.app);
    let violations = blocking(move || app.check_deck_choice(&draft, seat, &deck))
        .await
        .map_err(IntoResponse::into_response)?;
    Ok(Json(violations).into_response())
}

/// A live stream's state between updates.
struct Live {
    shared: Arc<Shared>,
    token: String,
    draft: String,
    seat: Seat,
    changes: tokio::sync::broadcast::Receiver<Change>,
    first: Option<SeatPage>,
    /// The draft's last page (its recorded result) has been sent.
    ended: bool,
}

impl Live {
    fn alive(&self) -> bool {
        self.shared.access(&self.token)
            == Some(Access::Seat {
                draft: self.draft.clone(),
                seat: self.seat,
            })
    }

    /// The next page to send, or `None` when the stream should end (the token died).
    async fn next(&mut self) -> Option<SeatPage> {
        if let Some(first) = self.first.take() {
            return Some(first);
        }
        if self.ended {
            return None;
        }
        loop {
            use tokio::sync::broadcast::error::RecvError;
            let changed = match self.changes.recv().await {
                Ok(Change::Draft(id)) => id == self.draft,
                Ok(Change::Withdrawn) => false,
                // Missed changes: look again.
                Err(RecvError::Lagged(_)) => true,
                Err(RecvError::Closed) => return None,
            };
            let alive = self.alive();
            if !changed {
                if alive {
                    continue;
                }
                return None;
            }
            // Read without seat_page's withdrawal: when this change recorded the game (its
            // tokens may have died with it, from the other phone), the seat still gets the
            // result as its last page.
            let app = Arc::clone(&self.shared.app);
            let (id, seat) = (self.draft.clone(), self.seat);
            // The stream's body is polled outside the request's context: it names its route.
            let read = diagnostics::in_context(CrashPlace::PhoneRequest, LIVE_ROUTE, || {
                blocking(move || app.open_draft_for_phone(&id, seat))
            });
            match read.await {
                Ok(view) if view.game.is_some() => {
                    self.shared.withdraw_draft(&self.draft);
                    self.ended = true;
                    return Some(page_of(&self.shared, self.seat, view));
                }
                Ok(view) if alive => return Some(page_of(&self.shared, self.seat, view)),
                Ok(_) | Err(Refused::NotFound | Refused::Failed) => return None,
                // A passing storage failure: the next change tries again.
                Err(Refused::App(_)) if alive => continue,
                Err(Refused::App(_)) => return None,
            }
        }
    }
}

/// Server-sent events: `view` with the seat's page now, then again after every change to the
/// draft, from a phone or the desktop. The stream ends when the token dies.
async fn seat_live(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
) -> Result<Response, Refused> {
    let (draft, seat) = seat_of_token(&shared, &token)?;
    let changes = shared.changes.subscribe();
    let first = seat_page(&shared, &draft, seat).await?;
    let live = Live {
        shared,
        token,
        draft,
        seat,
        changes,
        first: Some(first),
        ended: false,
    };
    let stream = futures_util::stream::unfold(live, |mut live| async move {
        let page = live.next().await?;
        let event = Event::default()
            .event("view")
            .json_data(&page)
            .unwrap_or_else(|_| Event::default().event("view"));
        Some((Ok::<Event, Infallible>(event), live))
    });
    Ok(Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(Duration::from_secs(15)))
        .into_response())
}

async fn room_view(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
) -> Result<Json<RoomPage>, Refused> {
    let Some(Access::Room { event }) = shared.access(&token) else {
        return Err(Refused::NotFound);
    };
    let app = Arc::clone(&shared.app);
    let event = blocking(move || app.room_view(&event)).await?;
    Ok(Json(RoomPage {
        event,
        timer: shared.timer(),
    }))
}

/// The event's statistics for the room, once it has ended (docs/rulings.md, "Statistics on the
/// projector and the room page"): the player-safe audience's, so a locked deck counts only once
/// the organizer has made the decks public. Before the end, the 404 of a page that is not there.
async fn room_statistics(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
) -> Result<Json<RoomStatistics>, Refused> {
    let Some(Access::Room { event }) = shared.access(&token) else {
        return Err(Refused::NotFound);
    };
    let app = Arc::clone(&shared.app);
    let report = blocking(move || app.room_statistics(&event)).await?;
    report.map(Json).ok_or(Refused::NotFound)
}

/// The player a token opens, or the 404.
fn player_of_token(shared: &Shared, token: &str) -> Result<(String, PlayerId), Refused> {
    match shared.access(token) {
        Some(Access::Player { event, player }) => Ok((event, player)),
        _ => Err(Refused::NotFound),
    }
}

async fn player_view(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
) -> Result<Json<PlayerPage>, Refused> {
    let (event, player) = player_of_token(&shared, &token)?;
    let app = Arc::clone(&shared.app);
    let page = blocking(move || app.ia_player_page(&event, player)).await?;
    Ok(Json(PlayerPage {
        page,
        timer: shared.timer(),
    }))
}

/// A player reports their game's result (docs/rulings.md, Imperial Assault, "Results reported
/// from the phones"). The token reports for its own player only; the engine refuses a game that
/// is not theirs.
async fn player_report(
    State(shared): State<Arc<Shared>>,
    Path(token): Path<String>,
    body: Result<Json<PlayerReportRequest>, JsonRejection>,
) -> Result<Json<PlayerPage>, Response> {
    let (event, player) = player_of_token(&shared, &token).map_err(IntoResponse::into_response)?;
    let Json(request) = body.map_err(IntoResponse::into_response)?;
    let app = Arc::clone(&shared.app);
    let id = event.clone();
    let page = blocking(move || {
        app.report_ia_result_from_phone(&id, player, request.game, request.result)
    })
    .await
    .map_err(IntoResponse::into_response)?;
    (shared.on_phone_change)(&event);
    Ok(Json(PlayerPage {
        page,
        timer: shared.timer(),
    }))
}

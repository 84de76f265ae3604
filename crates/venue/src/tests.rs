//! Security tests of the phone pages, through the real router: what each seat is sent at every
//! step of a Vassily draft and the deck choice, tokens that open nothing, oversized bodies, two
//! devices at once, and the rate limit.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use crate::routes::{self, MAX_BODY_BYTES, REQUESTS_PER_SECOND};
use crate::{Session, Shared, SharedDraft};
use axum::body::Body;
use axum::http::{Request, StatusCode};
use axum::response::IntoResponse;
use axum::Router;
use futures_util::StreamExt;
use hexadraft_app::table_draft::{GameResultInput, GameScoreInput, SeedChoice, TableViewer};
use hexadraft_app::{App, FixedClock, SeededEntropy};
use hexadraft_catalog::{CharacterId, TacticSlot};
use hexadraft_draft::{
    BySeat, DeckChoice, DraftMove, DraftSetup, Mod, RulesetVersion, Seat, SeatChoice, SecretView,
    SwapChoice, TacticPick,
};
use hexadraft_testkit::{player, LINEUPS};
use serde_json::Value;
use std::sync::Arc;
use std::time::Duration;
use tower::{Service, ServiceExt};

mod hidden_picks;
const ANA: [&str; 8] = LINEUPS[0];
const BO: [&str; 8] = LINEUPS[1];

fn vassily_setup() -> DraftSetup {
    DraftSetup {
        version: RulesetVersion::AglV1,
        mods: vec![Mod::Vassily],
        players: BySeat::new(player("Ana", &ANA), player("Bo", &BO)),
        seed: 7,
        coin: hexadraft_draft::CoinToss::Seeded,
        scenario: None,
        stadium: None,
    }
}

struct Venue {
    _dir: tempfile::TempDir,
    app: Arc<App>,
    shared: Arc<Shared>,
    router: Router,
}

fn venue() -> Venue {
    let dir = tempfile::tempdir().unwrap();
    let app = Arc::new(App::open(
        dir.path(),
        FixedClock::at(1_800_000_000),
        SeededEntropy::new(13),
    ));
    let shared = Arc::new(Shared::new(
        Arc::clone(&app),
        "http://venue.test".to_owned(),
        Box::new(|_| {}),
    ));
    let router = routes::router(Arc::clone(&shared));
    Venue {
        _dir: dir,
        app,
        shared,
        router,
    }
}

impl Venue {
    fn new_draft(&self) -> (String, SharedDraft) {
        let draft = self
            .app
            .create_draft(vassily_setup(), SeedChoice::Keep, None)
            .unwrap();
        let shared = self.shared.share_draft(&draft.id).unwrap();
        (draft.id, shared)
    }

    async fn send(&self, request: Request<Body>) -> (StatusCode, String) {
        let response = self.router.clone().oneshot(request).await.unwrap();
        let status = response.status();
        assert!(
            response
                .headers()
                .get("access-control-allow-origin")
                .is_none(),
            "no cross-origin header, ever"
        );
        let body = axum::body::to_bytes(response.into_body(), 1 << 22)
            .await
            .unwrap();
        (status, String::from_utf8(body.to_vec()).unwrap())
    }

    async fn get(&self, path: &str) -> (StatusCode, String) {
        self.send(Request::get(path).body(Body::empty()).unwrap())
            .await
    }

    async fn post(&self, path: &str, body: String) -> (StatusCode, String) {
        self.send(
            Request::post(path)
                .header("content-type", "application/json")
                .body(Body::from(body))
                .unwrap(),
        )
        .await
    }

    /// A live stream of a seat, and its first event.
    async fn live(&self, token: &str) -> (LiveStream, String) {
        self.live_at(&format!("/api/s/{token}/live")).await
    }

    /// A live stream at `path`, and its first event.
    async fn live_at(&self, path: &str) -> (LiveStream, String) {
        let response = self
            .router
            .clone()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::OK);
        let mut stream = LiveStream {
            body: Box::pin(response.into_body().into_data_stream()),
            buffer: String::new(),
        };
        let first = stream.next_event().await.expect("a first view at once");
        (stream, first)
    }
}

type DataStream = std::pin::Pin<
    Box<dyn futures_util::Stream<Item = Result<axum::body::Bytes, axum::Error>> + Send>,
>;

struct LiveStream {
    body: DataStream,
    buffer: String,
}

impl LiveStream {
    /// The next server-sent event's text, or `None` if none comes within two seconds.
    async fn next_event(&mut self) -> Option<String> {
        loop {
            if let Some(end) = self.buffer.find("\n\n") {
                let event: String = self.buffer.drain(..end + 2).collect();
                if event.starts_with(':') {
                    continue; // keep-alive
                }
                return Some(event);
            }
            let chunk = tokio::time::timeout(Duration::from_secs(2), self.body.next())
                .await
                .ok()??
                .ok()?;
            self.buffer.push_str(std::str::from_utf8(&chunk).unwrap());
        }
    }
}

fn token_of(url: &str) -> String {
    url.rsplit('/').next().unwrap().to_owned()
}

fn page(text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{e}: {text}"))
}

/// A seat's secrets as the engine holds them (its own view shows them open): the salt and
/// the choice's JSON text, which must never reach the rival before the reveal.
fn own_secrets(view: &Value, field: &str, seat: &str) -> Vec<String> {
    let secret = &view["draft"]["view"][field][seat];
    assert_eq!(secret["state"], "open", "the owner sees its own {field}");
    vec![
        secret["salt"].as_str().unwrap().to_owned(),
        serde_json::to_string(&secret["choice"]).unwrap(),
    ]
}

fn assert_hidden(text: &str, secrets: &[String], what: &str) {
    for secret in secrets {
        assert!(
            !text.contains(secret.as_str()),
            "{what} holds the rival's unrevealed secret {secret}"
        );
    }
}

fn seat_name(seat: Seat) -> &'static str {
    match seat {
        Seat::First => "first",
        Seat::Second => "second",
    }
}

fn deck_of(team: &[CharacterId]) -> DeckChoice {
    DeckChoice {
        tactics: team
            .iter()
            .flat_map(|c| {
                [0, 1].map(|s| TacticPick {
                    character: c.clone(),
                    slot: TacticSlot::new(s).unwrap(),
                })
            })
            .collect(),
    }
}

#[tokio::test]
async fn no_seat_is_ever_sent_the_rivals_unrevealed_swap_or_deck_at_any_step() {
    let log = captured_log();
    let venue = venue();
    let (id, shared) = venue.new_draft();
    let tokens = BySeat::from_fn(|seat| token_of(&shared.seats.get(seat).url));
    // What the log must never hold: the tokens, the short codes, every secret locked, and any
    // character (a choice names them).
    let mut never_logged: Vec<String> = Seat::BOTH
        .iter()
        .flat_map(|seat| {
            let link = shared.seats.get(*seat);
            [token_of(&link.url), token_of(&link.short_url)]
        })
        .collect();
    never_logged.extend(LINEUPS.iter().flatten().map(|c| (*c).to_owned()));
    let mut live = BySeat::new(
        venue.live(&tokens.first).await.0,
        venue.live(&tokens.second).await.0,
    );
    // Secrets locked so far and not yet revealed, by owner.
    let mut secrets: BySeat<Vec<String>> = BySeat::new(Vec::new(), Vec::new());
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 40, "the draft ends");
        // Everything each seat can be sent now: its page and, after a change, its live view.
        let pages = BySeat::new(
            venue.get(&format!("/api/s/{}", tokens.first)).await,
            venue.get(&format!("/api/s/{}", tokens.second)).await,
        );
        for seat in Seat::BOTH {
            let (status, text) = pages.get(seat);
            assert_eq!(*status, StatusCode::OK, "{text}");
            assert_hidden(text, secrets.get(seat.other()), "a seat's page");
        }
        let views = pages.map(|_, (_, text)| page(&text));
        let Some(seat) = views.first["draft"]["view"]["waiting_for"]
            .as_array()
            .unwrap()
            .first()
            .map(|s| {
                if s == "first" {
                    Seat::First
                } else {
                    Seat::Second
                }
            })
        else {
            break;
        };
        // The seat's own view, as its phone has it (its seat is played on its phone, so the
        // desktop no longer opens it: docs/rulings.md, "A seat played on its phone").
        let view: hexadraft_app::table_draft::TableDraft =
            venue.app.open_draft_for_phone(&id, seat).unwrap();
        let mv = match view.options.unwrap().choice {
            SeatChoice::Pick { characters, .. } => DraftMove::Pick {
                seat,
                character: characters
                    .iter()
                    .find(|o| o.unavailable.is_none())
                    .unwrap()
                    .character
                    .clone(),
            },
            SeatChoice::Swap {
                team, replacements, ..
            } => DraftMove::LockSwap {
                seat,
                swap: SwapChoice::Replace {
                    remove: team[0].clone(),
                    add: replacements
                        .iter()
                        .find(|o| o.unavailable.is_none())
                        .unwrap()
                        .character
                        .clone(),
                },
            },
            SeatChoice::Deck { team, .. } => DraftMove::LockDeck {
                seat,
                deck: deck_of(&team.iter().map(|c| c.character.clone()).collect::<Vec<_>>()),
            },
            other => panic!("unexpected step {other:?}"),
        };
        let secret_field = match &mv {
            DraftMove::LockSwap { .. } => Some("swaps"),
            DraftMove::LockDeck { .. } => Some("decks"),
            _ => None,
        };
        let body = serde_json::json!({ "seq": view.seq, "move": mv }).to_string();
        let (status, answer) = venue
            .post(&format!("/api/s/{}/move", tokens.get(seat)), body)
            .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        let answer = page(&answer);
        if let Some(field) = secret_field {
            let own = own_secrets(&answer, field, seat_name(seat));
            never_logged.extend(own.iter().cloned());
            secrets.get_mut(seat).extend(own);
        }
        // Once both swaps are locked they are revealed to everyone (Vassily Mod).
        if secret_field == Some("swaps")
            && answer["draft"]["view"]["swaps"][seat_name(seat.other())]["state"] == "open"
        {
            secrets = BySeat::new(Vec::new(), Vec::new());
        }
        for watcher in Seat::BOTH {
            let event = live
                .get_mut(watcher)
                .next_event()
                .await
                .expect("a live view");
            assert!(event.starts_with("event: view\n"), "{event}");
            assert_hidden(&event, secrets.get(watcher.other()), "a live update");
        }
    }
    // Both decks are locked and stay each seat's own.
    for seat in Seat::BOTH {
        let (_, text) = venue.get(&format!("/api/s/{}", tokens.get(seat))).await;
        let view = page(&text);
        assert_eq!(view["draft"]["view"]["complete"], true);
        assert_eq!(
            view["draft"]["view"]["decks"][seat_name(seat.other())]["state"],
            "locked"
        );
        assert_hidden(&text, secrets.get(seat.other()), "the final page");
        assert_eq!(
            secrets.get(seat.other()).len(),
            2,
            "the rival's deck secrets"
        );
    }
    let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
    assert!(matches!(table.view.decks.first, SecretView::Locked { .. }));
    // The log names each request by its route's pattern and status, and holds no secret.
    let log = log.text();
    assert!(
        log.contains("route=/api/s/{token}/move status=200"),
        "{log}"
    );
    assert!(log.contains(&format!("journal=\"{id}\"")), "{log}");
    for secret in &never_logged {
        assert!(!log.contains(secret.as_str()), "the log holds {secret}");
    }
}

/// The process's log, captured in memory (set once for the test binary, as the app sets its
/// file's; other tests' lines are in it too, and must hold no secret either).
fn captured_log() -> &'static Captured {
    static LOG: std::sync::OnceLock<Captured> = std::sync::OnceLock::new();
    LOG.get_or_init(|| {
        let captured = Captured::default();
        let subscriber = hexadraft_app::diagnostics::log_subscriber(captured.clone());
        tracing::subscriber::set_global_default(subscriber).unwrap();
        captured
    })
}

/// A log written to memory.
#[derive(Clone, Default)]
struct Captured(Arc<std::sync::Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(bytes);
        Ok(bytes.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

impl<'w> tracing_subscriber::fmt::MakeWriter<'w> for Captured {
    type Writer = Captured;
    fn make_writer(&'w self) -> Captured {
        self.clone()
    }
}

impl Captured {
    fn text(&self) -> String {
        String::from_utf8(self.0.lock().unwrap().clone()).unwrap()
    }
}

#[tokio::test]
async fn a_request_that_panics_is_answered_500_and_the_server_goes_on() {
    let log = captured_log();
    // A handler that panics in its own body, one whose app call panics off the async workers,
    // and one that works, behind the router's own catch.
    let router: Router = Router::new()
        .route(
            "/boom/{token}",
            axum::routing::get(|| async {
                let empty: Vec<u8> = Vec::new();
                let at = empty.len() + 3;
                empty[at].to_string()
            }),
        )
        .route(
            "/blocking-boom",
            axum::routing::get(|| async {
                match routes::blocking_for_tests(|| {
                    let empty: Vec<u8> = Vec::new();
                    let at = empty.len() + 3;
                    Ok(empty[at])
                })
                .await
                {
                    Ok(_) => "no panic".into_response(),
                    Err(refused) => refused.into_response(),
                }
            }),
        )
        .route("/fine", axum::routing::get(|| async { "fine" }))
        .layer(axum::middleware::from_fn(routes::log_and_catch));
    for path in ["/boom/sekrit-token-31", "/blocking-boom"] {
        let response = router
            .clone()
            .oneshot(Request::get(path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        assert_eq!(
            response.status(),
            StatusCode::INTERNAL_SERVER_ERROR,
            "{path}"
        );
    }
    let response = router
        .clone()
        .oneshot(Request::get("/fine").body(Body::empty()).unwrap())
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let log = log.text();
    assert!(
        log.contains("phone request panicked method=GET route=/boom/{token} status=500"),
        "{log}"
    );
    assert!(!log.contains("sekrit-token-31"), "{log}");
}

#[tokio::test]
async fn a_token_opens_its_own_seat_of_its_own_draft_and_nothing_else() {
    let venue = venue();
    let (one, shared_one) = venue.new_draft();
    let (two, shared_two) = venue.new_draft();
    let first = token_of(&shared_one.seats.first.url);
    let second = token_of(&shared_one.seats.second.url);
    let other_table = token_of(&shared_two.seats.first.url);

    let (status, text) = venue.get(&format!("/api/s/{first}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(page(&text)["seat"], "first");
    assert!(text.contains(&one) && !text.contains(&two));
    let (_, text) = venue.get(&format!("/api/s/{other_table}")).await;
    assert!(text.contains(&two) && !text.contains(&one));

    // Unknown, malformed and mangled tokens: the same bare 404 everywhere.
    let unknown = "a".repeat(26);
    let mut flipped = first.clone();
    flipped.replace_range(0..1, if flipped.starts_with('a') { "b" } else { "a" });
    for bad in [unknown.as_str(), "nope", "../../etc", flipped.as_str()] {
        for path in [
            format!("/s/{bad}"),
            format!("/r/{bad}"),
            format!("/api/s/{bad}"),
            format!("/api/s/{bad}/live"),
            format!("/api/r/{bad}"),
        ] {
            assert_eq!(
                venue.get(&path).await,
                (StatusCode::NOT_FOUND, "Not found".to_owned()),
                "{path}"
            );
        }
    }
    // A seat token is no room token, and the page of a seat is not served as the room's.
    assert_eq!(
        venue.get(&format!("/api/r/{first}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        venue.get(&format!("/r/{first}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(venue.get("/").await.0, StatusCode::NOT_FOUND);

    // A seat cannot move for the other seat, and a wrong token's move is not even read.
    let table = venue
        .app
        .open_draft(&one, TableViewer::Table, None)
        .unwrap();
    let waiting = table.view.waiting_for[0];
    let rival_token = if waiting == Seat::First {
        &second
    } else {
        &first
    };
    let lineup = if waiting == Seat::First { ANA } else { BO };
    let mv = serde_json::json!({ "seq": 0, "move": DraftMove::Pick {
        seat: waiting,
        character: CharacterId::new(lineup[0]).unwrap(),
    }})
    .to_string();
    assert_eq!(
        venue
            .post(&format!("/api/s/{rival_token}/move"), mv.clone())
            .await,
        (StatusCode::NOT_FOUND, "Not found".to_owned())
    );
    assert_eq!(
        venue
            .post(&format!("/api/s/{unknown}/move"), "{".repeat(3))
            .await,
        (StatusCode::NOT_FOUND, "Not found".to_owned())
    );
    assert_eq!(
        venue
            .app
            .open_draft(&one, TableViewer::Table, None)
            .unwrap()
            .seq,
        0,
        "nothing applied"
    );

    // Unsharing kills the table's tokens; the other table's live on.
    venue.shared.withdraw_draft(&one);
    assert_eq!(
        venue.get(&format!("/api/s/{first}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        venue.get(&format!("/api/s/{other_table}")).await.0,
        StatusCode::OK
    );
}

#[tokio::test]
async fn oversized_and_malformed_bodies_are_refused_and_nothing_is_recorded() {
    let venue = venue();
    let (id, shared) = venue.new_draft();
    let token = token_of(&shared.seats.first.url);
    let huge = format!(
        "{{\"seq\":0,\"move\":{{\"move\":\"undo\",\"seat\":\"first\",\"x\":\"{}\"}}}}",
        "a".repeat(MAX_BODY_BYTES)
    );
    let (status, _) = venue.post(&format!("/api/s/{token}/move"), huge).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);
    let (status, _) = venue
        .post(
            &format!("/api/s/{token}/move"),
            "{\"seq\":0,\"move\":{\"move\":\"undo\",\"seat\":\"first\"},\"extra\":1}".to_owned(),
        )
        .await;
    assert!(status.is_client_error(), "{status}");
    assert_eq!(
        venue
            .app
            .open_draft(&id, TableViewer::Table, None)
            .unwrap()
            .seq,
        0
    );
}

#[tokio::test]
async fn a_seat_whose_phone_opened_its_page_is_closed_to_the_desktop_even_once_unshared() {
    // docs/rulings.md, "A seat played on its phone" (issue 29).
    let venue = venue();
    let (id, shared) = venue.new_draft();
    let first = token_of(&shared.seats.first.url);
    let ana = TableViewer::Seat { seat: Seat::First };
    venue.app.open_draft(&id, ana, None).unwrap();
    let (status, _) = venue.get(&format!("/api/s/{first}")).await;
    assert_eq!(status, StatusCode::OK);
    let refused = |venue: &Venue| venue.app.open_draft(&id, ana, None).unwrap_err().code();
    assert_eq!(refused(&venue), "refused.seatOnPhone");
    // The other seat, whose phone never opened, is still the desktop's.
    venue
        .app
        .open_draft(&id, TableViewer::Seat { seat: Seat::Second }, None)
        .unwrap();
    // Stopping the phones is on the same screen: it does not open the seat.
    venue.shared.withdraw_draft(&id);
    assert_eq!(
        venue.get(&format!("/api/s/{first}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(refused(&venue), "refused.seatOnPhone");
    // The organizer's code gives it back.
    venue.app.set_organizer_code("desk-1", None).unwrap();
    venue
        .app
        .return_seat_to_screen(&id, Seat::First, "desk-1")
        .unwrap();
    venue.app.open_draft(&id, ana, None).unwrap();
}

#[tokio::test]
async fn two_devices_locking_on_the_same_screen_at_once_cannot_both_apply() {
    let venue = venue();
    let (id, shared) = venue.new_draft();
    // Play the picks through the app, up to the secret swaps where both seats act at once.
    loop {
        let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
        let seat = table.view.waiting_for[0];
        let view = venue
            .app
            .open_draft(&id, TableViewer::Seat { seat }, None)
            .unwrap();
        let SeatChoice::Pick { characters, .. } = view.options.unwrap().choice else {
            break;
        };
        let character = characters
            .iter()
            .find(|o| o.unavailable.is_none())
            .unwrap()
            .character
            .clone();
        venue
            .app
            .apply_draft_move(
                &id,
                view.seq,
                DraftMove::Pick { seat, character },
                TableViewer::Table,
                None,
            )
            .unwrap();
    }
    let seq = venue
        .app
        .open_draft(&id, TableViewer::Table, None)
        .unwrap()
        .seq;
    let lock = |seat: Seat| {
        let token = token_of(&shared.seats.get(seat).url);
        let body = serde_json::json!({ "seq": seq, "move": DraftMove::LockSwap {
            seat, swap: SwapChoice::Keep } })
        .to_string();
        let venue = &venue;
        async move { venue.post(&format!("/api/s/{token}/move"), body).await }
    };
    let (a, b) = tokio::join!(lock(Seat::First), lock(Seat::Second));
    let mut statuses = [a.0, b.0];
    statuses.sort();
    assert_eq!(
        statuses,
        [StatusCode::OK, StatusCode::CONFLICT],
        "{a:?} {b:?}"
    );
    let stale = if a.0 == StatusCode::CONFLICT {
        a.1
    } else {
        b.1
    };
    assert_eq!(page(&stale)["code"], "conflict.stale");
    assert_eq!(
        venue
            .app
            .open_draft(&id, TableViewer::Table, None)
            .unwrap()
            .seq,
        seq + 1
    );
}

#[tokio::test]
async fn a_drafts_tokens_die_when_its_game_is_recorded() {
    let venue = venue();
    let (id, shared) = venue.new_draft();
    let token = token_of(&shared.seats.first.url);
    let (mut live, _) = venue.live(&token).await;
    // Play to the end through the app, then record the game at the table.
    play_to_the_end(&venue, &id);
    let seq = venue
        .app
        .open_draft(&id, TableViewer::Table, None)
        .unwrap()
        .seq;
    venue
        .app
        .record_game_result(&id, seq, result(3, 1, 0))
        .unwrap();
    venue.shared.changes.send(crate::Change::Draft(id)).unwrap();
    let last = page(
        live.next_event()
            .await
            .unwrap()
            .trim_start_matches("event: view\ndata: "),
    );
    assert_eq!(
        last["draft"]["game"]["input"]["scores"]["first"]["frags"],
        1
    );
    assert_eq!(
        live.next_event().await,
        None,
        "the stream ends after the result"
    );
    assert_eq!(
        venue.get(&format!("/api/s/{token}")).await.0,
        StatusCode::NOT_FOUND
    );
}

/// A result where the first seat wins by its Victory Points.
fn result(victory_points: u32, first_frags: u32, second_frags: u32) -> GameResultInput {
    GameResultInput {
        scores: BySeat::new(
            GameScoreInput {
                victory_points,
                frags: first_frags,
            },
            GameScoreInput {
                victory_points: 1,
                frags: second_frags,
            },
        ),
        first_blood: None,
        game_end: hexadraft_event::GameEnd::Played,
    }
}

fn report_body(seat: &str, result: GameResultInput) -> String {
    serde_json::json!({ "seat": seat, "result": result }).to_string()
}

/// Plays the draft to its end through the app, as each seat's phone would (a seat whose phone
/// was used is no longer played at the desktop: docs/rulings.md, "A seat played on its phone").
fn play_to_the_end(venue: &Venue, id: &str) {
    loop {
        let table = venue.app.open_draft(id, TableViewer::Table, None).unwrap();
        let Some(&seat) = table.view.waiting_for.first() else {
            break;
        };
        let view = venue.app.open_draft_for_phone(id, seat).unwrap();
        let mv = match view.options.unwrap().choice {
            SeatChoice::Pick { characters, .. } => DraftMove::Pick {
                seat,
                character: characters
                    .iter()
                    .find(|o| o.unavailable.is_none())
                    .unwrap()
                    .character
                    .clone(),
            },
            SeatChoice::Swap { .. } => DraftMove::LockSwap {
                seat,
                swap: SwapChoice::Keep,
            },
            SeatChoice::Deck { team, .. } => DraftMove::LockDeck {
                seat,
                deck: deck_of(&team.iter().map(|c| c.character.clone()).collect::<Vec<_>>()),
            },
            other => panic!("unexpected step {other:?}"),
        };
        venue
            .app
            .apply_draft_move_for_phone(id, view.seq, mv, seat)
            .unwrap();
    }
}

#[tokio::test]
async fn two_phones_reporting_the_same_result_record_it_once() {
    let venue = venue();
    let (id, shared) = venue.new_draft();
    let first = token_of(&shared.seats.first.url);
    let second = token_of(&shared.seats.second.url);
    play_to_the_end(&venue, &id);
    let (mut live, _) = venue.live(&first).await;
    let before = venue
        .app
        .open_draft(&id, TableViewer::Table, None)
        .unwrap()
        .seq;

    let (status, text) = venue
        .post(
            &format!("/api/s/{first}/result"),
            report_body("first", result(5, 1, 0)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{text}");
    let mine = page(&text);
    assert_eq!(mine["draft"]["game"], Value::Null);
    assert_eq!(
        mine["draft"]["reports"]["bySeat"]["first"]["scores"]["first"]["victoryPoints"],
        5
    );
    // The rival's page carries the report, to confirm (results are public).
    let (_, text) = venue.get(&format!("/api/s/{second}")).await;
    assert_eq!(page(&text)["draft"]["reports"], mine["draft"]["reports"]);
    let heard = live.next_event().await.unwrap();
    assert!(heard.contains("\"bySeat\""), "{heard}");

    let (status, text) = venue
        .post(
            &format!("/api/s/{second}/result"),
            report_body("second", result(5, 1, 0)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{text}");
    // The confirming seat's answer carries the recorded game, its last page.
    let confirmed = page(&text);
    assert_eq!(confirmed["draft"]["game"]["outcomes"]["first"], "victory");
    // The other phone hears the result, then its stream ends: the draft has ended.
    let last = live.next_event().await.unwrap();
    assert!(last.contains("\"decidedBy\""), "{last}");
    assert_eq!(live.next_event().await, None);
    for token in [&first, &second] {
        assert_eq!(
            venue.get(&format!("/api/s/{token}")).await.0,
            StatusCode::NOT_FOUND
        );
    }
    // Recorded once: one report entry and one game entry after the draft's moves.
    let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(table.seq, before + 2);
    assert_eq!(table.game.unwrap().input, result(5, 1, 0));
}

#[tokio::test]
async fn differing_reports_are_shown_to_both_phones_and_record_nothing() {
    let venue = venue();
    let (id, shared) = venue.new_draft();
    let first = token_of(&shared.seats.first.url);
    let second = token_of(&shared.seats.second.url);
    play_to_the_end(&venue, &id);
    venue
        .post(
            &format!("/api/s/{first}/result"),
            report_body("first", result(5, 1, 0)),
        )
        .await;
    let (status, text) = venue
        .post(
            &format!("/api/s/{second}/result"),
            report_body("second", result(5, 2, 0)),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{text}");
    for token in [&first, &second] {
        let (status, text) = venue.get(&format!("/api/s/{token}")).await;
        assert_eq!(status, StatusCode::OK);
        let seen = page(&text);
        assert_eq!(seen["draft"]["game"], Value::Null);
        assert_eq!(
            seen["draft"]["reports"]["differs"],
            serde_json::json!(["firstFrags"])
        );
    }
    let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(table.game, None);
}

#[tokio::test]
async fn a_report_is_for_the_tokens_own_seat_only_and_follows_the_rules() {
    let venue = venue();
    let (id, shared) = venue.new_draft();
    let first = token_of(&shared.seats.first.url);
    // Before the draft is complete: the scoring's refusal, nothing recorded.
    let (status, text) = venue
        .post(
            &format!("/api/s/{first}/result"),
            report_body("first", result(5, 1, 0)),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{text}");
    assert_eq!(page(&text)["code"], "refused.event.draftNotComplete");
    play_to_the_end(&venue, &id);
    let seq = venue
        .app
        .open_draft(&id, TableViewer::Table, None)
        .unwrap()
        .seq;

    // For the other seat, with a wrong token, or a malformed one: nothing, and nothing recorded.
    let wrong = "a".repeat(26);
    for (token, seat) in [
        (first.as_str(), "second"),
        (wrong.as_str(), "first"),
        ("x", "first"),
    ] {
        let (status, text) = venue
            .post(
                &format!("/api/s/{token}/result"),
                report_body(seat, result(5, 1, 0)),
            )
            .await;
        assert_eq!(
            (status, text.as_str()),
            (StatusCode::NOT_FOUND, "Not found")
        );
    }
    let (status, _) = venue
        .post(
            &format!("/api/s/{first}/result"),
            r#"{"seat":"first","result":{},"extra":1}"#.to_owned(),
        )
        .await;
    assert!(status.is_client_error());
    // Switched off by the organizer: refused with its code.
    venue.app.set_phone_reports(&id, false).unwrap();
    let (status, text) = venue
        .post(
            &format!("/api/s/{first}/result"),
            report_body("first", result(5, 1, 0)),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(page(&text)["code"], "refused.phoneReportsOff");
    let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(table.seq, seq);
    assert_eq!(table.reports.by_seat, BySeat::new(None, None));
}

#[tokio::test]
async fn every_answer_carries_the_protective_headers() {
    let venue = venue();
    let (_, shared) = venue.new_draft();
    let token = token_of(&shared.seats.first.url);
    for path in [
        format!("/s/{token}"),
        format!("/api/s/{token}"),
        "/x".into(),
        // The short code's redirect carries the token in its Location: it must not be cached.
        format!(
            "/{}",
            shared.seats.first.short_url.rsplit('/').next().unwrap()
        ),
    ] {
        let response = venue
            .router
            .clone()
            .oneshot(Request::get(&path).body(Body::empty()).unwrap())
            .await
            .unwrap();
        let headers = response.headers();
        assert_eq!(headers["referrer-policy"], "no-referrer", "{path}");
        assert_eq!(headers["cache-control"], "no-store", "{path}");
        assert!(headers.contains_key("content-security-policy"));
    }
}

#[tokio::test]
async fn a_flood_of_requests_is_slowed_and_then_refused() {
    let venue = venue();
    let mut service = routes::service(Arc::clone(&venue.shared));
    let mut calls = Vec::new();
    for _ in 0..(REQUESTS_PER_SECOND as usize + 400) {
        let ready = service.ready().await.unwrap().clone();
        calls.push(tokio::spawn(async move {
            let mut ready = ready;
            ready
                .call(Request::get("/phone.css").body(Body::empty()).unwrap())
                .await
                .unwrap()
                .status()
        }));
    }
    let mut refused = 0;
    for call in calls {
        if call.await.unwrap() == StatusCode::SERVICE_UNAVAILABLE {
            refused += 1;
        }
    }
    assert!(refused > 0, "some requests of the flood are refused");
}

/// Plays the draft's public steps through the app until its first seat's Vassily swap is due.
fn play_to_the_swap(venue: &Venue, id: &str) {
    loop {
        let table = venue.app.open_draft(id, TableViewer::Table, None).unwrap();
        let seat = *table
            .view
            .waiting_for
            .first()
            .expect("the draft reaches the swap");
        let view = venue.app.open_draft_for_phone(id, seat).unwrap();
        let mv = match view.options.unwrap().choice {
            SeatChoice::Pick { characters, .. } => DraftMove::Pick {
                seat,
                character: characters
                    .iter()
                    .find(|o| o.unavailable.is_none())
                    .unwrap()
                    .character
                    .clone(),
            },
            SeatChoice::Swap { .. } => return,
            other => panic!("unexpected step {other:?}"),
        };
        venue
            .app
            .apply_draft_move_for_phone(id, view.seq, mv, seat)
            .unwrap();
    }
}

#[tokio::test]
async fn the_rivals_swap_reaches_a_phone_only_after_the_reveal() {
    // AGL v1.0, "Vassily Mod": "each player may secretly replace one ... After that, both
    // Players reveal". The phone shows the rival's swap from its own page: it must not be on
    // the wire before both are locked, and must be after.
    let venue = venue();
    let (id, shared) = venue.new_draft();
    let tokens = BySeat::from_fn(|seat| token_of(&shared.seats.get(seat).url));
    play_to_the_swap(&venue, &id);
    let mover = *venue
        .app
        .open_draft(&id, TableViewer::Table, None)
        .unwrap()
        .view
        .waiting_for
        .first()
        .unwrap();
    let rival = mover.other();
    let swap_of =
        |seat: Seat, replacements: &[hexadraft_draft::CharacterOption], team: &[CharacterId]| {
            DraftMove::LockSwap {
                seat,
                swap: SwapChoice::Replace {
                    remove: team[0].clone(),
                    add: replacements
                        .iter()
                        .find(|o| o.unavailable.is_none())
                        .unwrap()
                        .character
                        .clone(),
                },
            }
        };
    let lock = |seat: Seat| {
        let view = venue.app.open_draft_for_phone(&id, seat).unwrap();
        let SeatChoice::Swap {
            team, replacements, ..
        } = view.options.unwrap().choice
        else {
            panic!("the swap is due for {seat:?}");
        };
        serde_json::json!({ "seq": view.seq, "move": swap_of(seat, &replacements, &team) })
            .to_string()
    };
    let (status, answer) = venue
        .post(&format!("/api/s/{}/move", tokens.get(mover)), lock(mover))
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    let locked = page(&answer);
    let secret = own_secrets(&locked, "swaps", seat_name(mover));

    // Locked, not revealed: the rival's page says only that it is locked.
    let (_, text) = venue.get(&format!("/api/s/{}", tokens.get(rival))).await;
    let before = &page(&text)["draft"]["view"]["swaps"][seat_name(mover)];
    assert_eq!(before["state"], "locked", "{before}");
    assert!(before.get("choice").is_none() && before.get("salt").is_none());
    assert_hidden(&text, &secret, "the rival's page before the reveal");

    // Both locked: the Mod reveals them, and each phone is sent the other's swap.
    let (status, answer) = venue
        .post(&format!("/api/s/{}/move", tokens.get(rival)), lock(rival))
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    for (seat, other) in [(mover, rival), (rival, mover)] {
        let (_, text) = venue.get(&format!("/api/s/{}", tokens.get(seat))).await;
        let after = &page(&text)["draft"]["view"]["swaps"][seat_name(other)];
        assert_eq!(after["state"], "open", "{after}");
        assert_eq!(after["choice"]["kind"], "replace");
        assert!(after["choice"]["add"].is_string());
    }
    let (_, text) = venue.get(&format!("/api/s/{}", tokens.get(rival))).await;
    assert_eq!(
        page(&text)["draft"]["view"]["swaps"][seat_name(mover)]["choice"],
        locked["draft"]["view"]["swaps"][seat_name(mover)]["choice"],
        "the revealed swap is the one locked"
    );
}

#[tokio::test]
async fn a_short_code_leads_to_its_tokens_page_until_the_token_dies() {
    let venue = venue();
    let (id, shared) = venue.new_draft();
    for seat in Seat::BOTH {
        let link = shared.seats.get(seat);
        let code = link.short_url.strip_prefix("http://venue.test/").unwrap();
        assert_eq!(code.len(), 8, "{}", link.short_url);
        assert!(!code.contains(['0', 'o', '1', 'l', 'i']));
        let response = venue
            .router
            .clone()
            .oneshot(
                Request::get(format!("/{code}"))
                    .body(Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::SEE_OTHER);
        assert_eq!(
            response.headers()["location"],
            format!("/s/{}", token_of(&link.url)).as_str()
        );
        assert_eq!(response.headers()["referrer-policy"], "no-referrer");
        // As a phone's keyboard types it: a capital first letter, a dash in the middle.
        let typed = format!("{}-{}", code[..4].to_uppercase(), &code[4..]);
        let response = venue
            .router
            .clone()
            .oneshot(
                Request::get(format!("/{typed}"))
                    .body(Body::empty())
                    .unwrap(),
            )
            .await
            .unwrap();
        assert_eq!(response.status(), StatusCode::SEE_OTHER);
        // The status the desktop reads gives the same short address.
        assert_eq!(
            venue.shared.status().drafts[0].seats.get(seat).short_url,
            link.short_url
        );
    }
    let first_code = shared
        .seats
        .first
        .short_url
        .rsplit('/')
        .next()
        .unwrap()
        .to_owned();
    // Not a code at all (the browser's own requests): a plain 404, not counted.
    for _ in 0..40 {
        assert_eq!(venue.get("/favicon.ico").await.0, StatusCode::NOT_FOUND);
    }
    assert_eq!(
        venue.get(&format!("/{first_code}")).await.0,
        StatusCode::SEE_OTHER
    );
    // The token dies with the unshared draft, and its code with it.
    venue.shared.withdraw_draft(&id);
    assert_eq!(
        venue.get(&format!("/{first_code}")).await,
        (StatusCode::NOT_FOUND, "Not found".to_owned())
    );
}

#[tokio::test]
async fn guessing_short_codes_is_stopped_after_a_minutes_allowance_and_tokens_still_work() {
    let venue = venue();
    let (_, shared) = venue.new_draft();
    let code = shared
        .seats
        .first
        .short_url
        .rsplit('/')
        .next()
        .unwrap()
        .to_owned();
    let mut wrong = 0u32;
    let mut guess = 0u32;
    while wrong < routes::CODE_MISSES_PER_MINUTE {
        // Code-shaped guesses that are not the live codes.
        let attempt = format!("{:0>8}", format!("{guess:x}")).replace(['0', '1'], "2");
        guess += 1;
        if shared.seats.first.short_url.ends_with(&attempt)
            || shared.seats.second.short_url.ends_with(&attempt)
        {
            continue;
        }
        assert_eq!(
            venue.get(&format!("/{attempt}")).await.0,
            StatusCode::NOT_FOUND
        );
        wrong += 1;
    }
    // Past the allowance even the right code waits for the minute to end.
    let (status, text) = venue.get(&format!("/{code}")).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    assert!(text.contains("QR code"), "{text}");
    // The whole address (what the QR code holds) still opens the seat.
    let token = token_of(&shared.seats.first.url);
    assert_eq!(
        venue.get(&format!("/api/s/{token}")).await.0,
        StatusCode::OK
    );
}

/// The address the organizer types is read here, not in a front door: text that is no address,
/// and "every interface", are refused as unusable addresses naming what was typed.
#[tokio::test]
async fn a_typed_address_that_cannot_serve_is_refused_with_what_was_typed() {
    let venue = venue();
    for typed in ["phones please", "0.0.0.0:8765"] {
        let refused = Session::start_at(Arc::clone(&venue.app), typed, |_| {})
            .await
            .err()
            .unwrap();
        let report = hexadraft_app::ErrorReport::from(refused);
        assert_eq!(report.code, "invalid.unusableAddress", "{typed}");
    }
    let session = Session::start_at(Arc::clone(&venue.app), " 127.0.0.1:0 ", |_| {})
        .await
        .unwrap();
    assert!(session.status().url.starts_with("http://127.0.0.1:"));
}

/// A legal 40-point Imperial army with its 15-card Command deck (costs from the shipped pack).
const IA_ARMY: &str = "Darth Vader\nStormtrooper (Elite)\nStormtrooper\nImperial Officer\n\
    Probe Droid\nMotivation\nAdvanced Com Systems\n2 Bodyguard\n1 Ballistics Matrix\n\
    1 Battlefield Awareness\n1 Behind Enemy Lines\n1 Black Market Prices\n1 Bladestorm\n\
    1 Blitz\n1 Brace for Impact\n1 Camouflage\n1 Capture the Weary\n1 Change of Plans\n\
    1 Cheat to Win\n1 Collect Intel\n1 Dangerous Bargains\n";

/// An informal Imperial Assault event of four players (Ana, Bo, Cy, Di; Ana with an army list)
/// with round 1 paired.
fn ia_event(venue: &Venue) -> hexadraft_app::desk::ia::IaEventView {
    ia_event_publishing(venue, false)
}

/// The Imperial Assault event of [`ia_event`], its round 1 paired as a proposal to publish when
/// `publish_rounds` (docs/rulings.md, "Publishing a round").
fn ia_event_publishing(
    venue: &Venue,
    publish_rounds: bool,
) -> hexadraft_app::desk::ia::IaEventView {
    use hexadraft_event::ia::{
        IaAction, IaCategory, IaEventDefinition, IaRuleset, IaRulingsEdition, Mission, MissionPool,
        RoundStructure, SosMethod, Staff,
    };
    let definition = IaEventDefinition {
        ruleset: IaRuleset::Skirmish11,
        name: "Store Championship".to_owned(),
        category: IaCategory::Informal,
        structure: Some(RoundStructure {
            swiss_rounds: 2,
            cut: None,
        }),
        missions: MissionPool::new(
            ["Moisture Farm", "Echo Base"]
                .map(|name| Mission {
                    name: name.to_owned(),
                    map: None,
                })
                .to_vec(),
        )
        .unwrap(),
        sos_method: SosMethod::Sum,
        staff: Staff::default(),
        seed: None,
        rulings: IaRulingsEdition::CURRENT,
        publish_rounds,
    };
    let event = venue
        .app
        .create_event(definition, hexadraft_app::Language::En)
        .unwrap()
        .imperial_assault()
        .unwrap();
    let army = hexadraft_event::ia::read_army_text(&venue.app.ia_catalog(), IA_ARMY);
    assert!(army.is_complete(), "{:?}", army.problems);
    let actions = ["Ana", "Bo", "Cy", "Di"]
        .map(|name| IaAction::RegisterPlayer {
            name: name.to_owned(),
            army: (name == "Ana").then(|| army.list.clone()),
        })
        .into_iter()
        .chain([IaAction::PairNextRound {
            round: 1,
            seed: None,
            pairing: None,
        }]);
    let mut seq = event.header.seq;
    for action in actions {
        seq = venue
            .app
            .apply_event_action(&event.header.id, seq, action)
            .unwrap()
            .seq();
    }
    venue
        .app
        .get_event(&event.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap()
}

fn ia_result_body(game: &Value, first: u32, second: u32) -> String {
    serde_json::json!({
        "game": game,
        "result": {
            "victory_points": { "first": first, "second": second },
            "figure_points": null,
            "end": { "kind": if first == 40 || second == 40 { "fortyPoints" } else { "time" } },
        },
    })
    .to_string()
}

#[tokio::test]
async fn a_players_token_opens_their_own_page_and_reports_only_their_own_game() {
    let venue = venue();
    let event = ia_event(&venue);
    let shared = venue.shared.share_players(&event.header.id).unwrap();
    assert_eq!(shared.players.len(), 4);
    let snapshot = event.snapshot.unwrap();
    let table = &snapshot.rounds[0].tables[0];
    let other = &snapshot.rounds[0].tables[1];
    let token = |player| {
        token_of(
            &shared
                .players
                .iter()
                .find(|p| p.player == player)
                .unwrap()
                .url,
        )
    };
    let (first, second) = (
        token(table.pairing.players.first),
        token(table.pairing.players.second),
    );

    // The page is served, and its view names the player and their game.
    let (status, _) = venue.get(&format!("/p/{first}")).await;
    assert_eq!(status, StatusCode::OK);
    let (status, text) = venue.get(&format!("/api/p/{first}")).await;
    assert_eq!(status, StatusCode::OK);
    let view = page(&text);
    assert_eq!(
        view["player"],
        serde_json::json!(table.pairing.players.first)
    );
    let game = view["game"]["game"].clone();
    assert_eq!(
        game,
        serde_json::json!({"stage": "swiss", "round": 1, "table": table.pairing.table})
    );
    // A player's token is no seat's nor the room's, and opens no other player's page.
    for path in [
        format!("/s/{first}"),
        format!("/r/{first}"),
        format!("/api/s/{first}"),
        format!("/api/r/{first}"),
    ] {
        assert_eq!(venue.get(&path).await.0, StatusCode::NOT_FOUND, "{path}");
    }
    // Another table's game is not theirs: the engine refuses it.
    let elsewhere = serde_json::json!({"stage": "swiss", "round": 1, "table": other.pairing.table});
    let (status, text) = venue
        .post(
            &format!("/api/p/{first}/result"),
            ia_result_body(&elsewhere, 40, 3),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(page(&text)["code"], "refused.iaEvent.notAtThisGame");

    // Two differing reports wait; the agreeing one records the result once.
    let (status, text) = venue
        .post(
            &format!("/api/p/{first}/result"),
            ia_result_body(&game, 40, 12),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{text}");
    let (_, text) = venue
        .post(
            &format!("/api/p/{second}/result"),
            ia_result_body(&game, 40, 15),
        )
        .await;
    assert_eq!(
        page(&text)["game"]["differs"],
        serde_json::json!(["secondVictoryPoints"])
    );
    let (_, text) = venue
        .post(
            &format!("/api/p/{second}/result"),
            ia_result_body(&game, 40, 12),
        )
        .await;
    assert_eq!(
        page(&text)["game"],
        Value::Null,
        "the game is recorded: nothing left to report"
    );
    let desk = venue
        .app
        .get_event(&event.header.id)
        .unwrap()
        .imperial_assault()
        .unwrap();
    let recorded = desk.snapshot.unwrap().rounds[0].tables[0].result.unwrap();
    assert_eq!(recorded.victory_points, BySeat::new(40, 12));

    // Withdrawn, the players' tokens open nothing.
    venue.shared.unshare_players(&event.header.id);
    assert_eq!(
        venue.get(&format!("/api/p/{first}")).await.0,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn a_players_page_never_carries_an_army_list() {
    let venue = venue();
    let event = ia_event(&venue);
    // Ana's army list is the desk's: no player's page shows it, hers included.
    let desk = event.snapshot.as_ref().unwrap();
    assert!(
        desk.players.iter().any(|p| p.army.is_some()),
        "the desk holds Ana's list"
    );
    let shared = venue.shared.share_players(&event.header.id).unwrap();
    for link in &shared.players {
        let (status, text) = venue.get(&format!("/api/p/{}", token_of(&link.url))).await;
        assert_eq!(status, StatusCode::OK);
        for secret in [
            "Darth Vader",
            "Stormtrooper",
            "Probe Droid",
            "Bodyguard",
            "army",
        ] {
            assert!(!text.contains(secret), "{secret} in {text}");
        }
    }
}

#[tokio::test]
async fn an_agl_event_has_no_player_pages() {
    let venue = venue();
    let (draft, _) = venue.new_draft();
    assert!(venue.shared.share_players(&draft).is_err());
}

/// A seat's move at its turn through the app as its phone would make it: the first open
/// character, a real Vassily swap (so its content is something to hide), a deck.
fn next_phone_move(venue: &Venue, id: &str) -> Option<(Seat, DraftMove)> {
    let table = venue.app.open_draft(id, TableViewer::Table, None).unwrap();
    let seat = *table.view.waiting_for.first()?;
    let view = venue.app.open_draft_for_phone(id, seat).unwrap();
    let first_open = |options: &[hexadraft_draft::CharacterOption]| {
        options
            .iter()
            .find(|o| o.unavailable.is_none())
            .unwrap()
            .character
            .clone()
    };
    let mv = match view.options.unwrap().choice {
        SeatChoice::Pick { characters, .. } => DraftMove::Pick {
            seat,
            character: first_open(&characters),
        },
        SeatChoice::Swap {
            team, replacements, ..
        } => DraftMove::LockSwap {
            seat,
            swap: SwapChoice::Replace {
                remove: team[0].clone(),
                add: first_open(&replacements),
            },
        },
        SeatChoice::Deck { team, .. } => DraftMove::LockDeck {
            seat,
            deck: deck_of(&team.iter().map(|c| c.character.clone()).collect::<Vec<_>>()),
        },
        other => panic!("unexpected step {other:?}"),
    };
    Some((seat, mv))
}

/// Asserts a spectator's page shows `seat`'s secret of `field` as locked and nothing of it.
fn assert_locked_for_spectators(view: &Value, field: &str, seat: Seat) {
    let secret = &view["draft"]["view"][field][seat_name(seat)];
    assert_eq!(secret["state"], "locked", "{field}: {secret}");
    assert!(secret.get("choice").is_none() && secret.get("salt").is_none());
}

#[tokio::test]
async fn a_spectator_is_never_sent_a_hidden_swap_or_deck_and_sees_the_swaps_once_revealed() {
    // AGL v1.0, "Vassily Mod" (swaps secret until both are locked, then revealed) and
    // "Deckbuilding" (decks never shown to the rival, so never to a spectator).
    let venue = venue();
    let (id, _) = venue.new_draft();
    let spectator = token_of(&venue.shared.share_spectator(&id, 0).unwrap().url);
    let mut secrets: Vec<String> = Vec::new();
    let mut swaps_revealed = false;
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 40, "the draft ends");
        // Everything a spectator can be sent now: the page and the view.
        let (status, html) = venue.get(&format!("/v/{spectator}")).await;
        assert_eq!(status, StatusCode::OK);
        assert_hidden(&html, &secrets, "the spectator's page");
        let (status, text) = venue.get(&format!("/api/v/{spectator}")).await;
        assert_eq!(status, StatusCode::OK, "{text}");
        assert_hidden(&text, &secrets, "the spectator's view");
        let view = page(&text);
        assert_eq!(view["draft"]["delaySeconds"], 0);
        for seat in Seat::BOTH {
            let deck = &view["draft"]["view"]["decks"][seat_name(seat)];
            assert_ne!(deck["state"], "open", "a deck is never open to spectators");
            if deck["state"] == "locked" {
                assert_locked_for_spectators(&view, "decks", seat);
            }
            let swap = &view["draft"]["view"]["swaps"][seat_name(seat)];
            if swaps_revealed {
                assert_eq!(swap["state"], "open", "revealed swaps are public");
                assert_eq!(swap["choice"]["kind"], "replace");
            } else if swap["state"] == "locked" {
                assert_locked_for_spectators(&view, "swaps", seat);
            }
        }
        let Some((seat, mv)) = next_phone_move(&venue, &id) else {
            break;
        };
        let field = match &mv {
            DraftMove::LockSwap { .. } => Some("swaps"),
            DraftMove::LockDeck { .. } => Some("decks"),
            _ => None,
        };
        let seq = venue.app.open_draft_for_phone(&id, seat).unwrap().seq;
        let own = venue
            .app
            .apply_draft_move_for_phone(&id, seq, mv, seat)
            .unwrap();
        if let Some(field) = field {
            let own = serde_json::json!({ "draft": own });
            secrets.extend(own_secrets(&own, field, seat_name(seat)));
        }
        let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
        if !swaps_revealed
            && matches!(
                table.view.swaps.as_ref().map(|s| &s.first),
                Some(SecretView::Open { .. })
            )
        {
            // Both swaps are revealed: their content is public from now on; the decks' not.
            swaps_revealed = true;
            let (_, text) = venue.get(&format!("/api/v/{spectator}")).await;
            let view = page(&text);
            for seat in Seat::BOTH {
                let revealed = &view["draft"]["view"]["swaps"][seat_name(seat)];
                let own = serde_json::to_value(venue.app.open_draft_for_phone(&id, seat).unwrap())
                    .unwrap();
                assert_eq!(
                    revealed["choice"],
                    own["view"]["swaps"][seat_name(seat)]["choice"],
                    "the revealed swap is the one locked"
                );
            }
            secrets.clear();
        }
    }
    assert!(swaps_revealed, "the draft had its Vassily swaps");
    assert_eq!(secrets.len(), 4, "both decks' secrets stayed hidden");

    // The game's result: the spectator's page shows the score and frags, and its token lives on
    // (the seats' die).
    let seq = venue
        .app
        .open_draft(&id, TableViewer::Table, None)
        .unwrap()
        .seq;
    venue
        .app
        .record_game_result(&id, seq, result(4, 2, 1))
        .unwrap();
    let (status, text) = venue.get(&format!("/api/v/{spectator}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_hidden(&text, &secrets, "the spectator's view after the game");
    let view = page(&text);
    assert_eq!(view["draft"]["view"]["complete"], true);
    assert_eq!(
        view["draft"]["game"]["input"]["scores"]["first"]["frags"],
        2
    );
    assert_eq!(
        view["draft"]["game"]["input"]["scores"]["second"]["frags"],
        1
    );
}

#[tokio::test]
async fn a_spectator_token_opens_its_tables_public_view_and_nothing_else() {
    let venue = venue();
    let (one, seats_one) = venue.new_draft();
    let (two, _) = venue.new_draft();
    let link = venue.shared.share_spectator(&one, 30).unwrap();
    assert_eq!(
        (link.draft_id.as_str(), link.delay_seconds),
        (one.as_str(), 30)
    );
    let spectator = token_of(&link.url);
    let other = token_of(&venue.shared.share_spectator(&two, 0).unwrap().url);

    let (status, text) = venue.get(&format!("/api/v/{spectator}")).await;
    assert_eq!(status, StatusCode::OK);
    // Its own table only, and nothing a seat or the desk holds: no options, no seed, no codes,
    // no journal id.
    assert!(!text.contains(&one) && !text.contains(&two), "{text}");
    let view = page(&text);
    for absent in [
        "options",
        "seed",
        "protected",
        "atScreen",
        "reports",
        "id",
        "turn",
    ] {
        assert!(view["draft"].get(absent).is_none(), "{absent}: {text}");
    }
    assert_eq!(view["draft"]["view"]["viewer"], "public");
    assert_eq!(view["draft"]["delaySeconds"], 30);

    // A spectator token opens no seat, no room, no player page, and moves nothing.
    for path in [
        format!("/s/{spectator}"),
        format!("/r/{spectator}"),
        format!("/p/{spectator}"),
        format!("/api/s/{spectator}"),
        format!("/api/s/{spectator}/live"),
        format!("/api/r/{spectator}"),
        format!("/api/p/{spectator}"),
    ] {
        assert_eq!(
            venue.get(&path).await,
            (StatusCode::NOT_FOUND, "Not found".to_owned()),
            "{path}"
        );
    }
    for path in [
        format!("/api/s/{spectator}/move"),
        format!("/api/s/{spectator}/result"),
        format!("/api/s/{spectator}/deck-check"),
        format!("/api/p/{spectator}/result"),
        format!("/api/v/{spectator}"),
    ] {
        let (status, _) = venue.post(&path, "{}".to_owned()).await;
        assert!(
            status == StatusCode::NOT_FOUND || status == StatusCode::METHOD_NOT_ALLOWED,
            "{path}: {status}"
        );
    }
    // A seat's token is no spectator token.
    let seat = token_of(&seats_one.seats.first.url);
    assert_eq!(
        venue.get(&format!("/api/v/{seat}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        venue.get(&format!("/v/{seat}")).await.0,
        StatusCode::NOT_FOUND
    );

    // Its short code leads to its page.
    let code = link.short_url.rsplit('/').next().unwrap();
    let response = venue
        .router
        .clone()
        .oneshot(
            Request::get(format!("/{code}"))
                .body(Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::SEE_OTHER);
    assert_eq!(
        response.headers()["location"],
        format!("/v/{spectator}").as_str()
    );

    // Sharing again changes the delay, not the address; the session lists it.
    let again = venue.shared.share_spectator(&one, 120).unwrap();
    assert_eq!(
        (again.url.as_str(), again.delay_seconds),
        (link.url.as_str(), 120)
    );
    let status = venue.shared.status();
    assert_eq!(status.spectators.len(), 2);
    assert_eq!(status.spectators[0], again);

    // Withdrawn: the token and its code open nothing; the other table's lives on.
    venue.shared.unshare_spectator(&one);
    assert_eq!(
        venue.get(&format!("/api/v/{spectator}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        venue.get(&format!("/v/{spectator}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        venue.get(&format!("/{code}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        venue.get(&format!("/api/v/{other}")).await.0,
        StatusCode::OK
    );
    assert_eq!(venue.shared.status().spectators.len(), 1);
}

/// The app's clock, moved on by the test.
struct TestClock(Arc<FixedClock>);

impl hexadraft_app::Clock for TestClock {
    fn now(&self) -> hexadraft_storage::Timestamp {
        self.0.now()
    }
}

#[tokio::test]
async fn a_delayed_spectator_sees_the_draft_as_it_stood_that_long_ago() {
    // docs/rulings.md, "The spectator's delay": entries recorded at or before now - delay.
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(FixedClock::at(1_800_000_000));
    let app = Arc::new(App::open(
        dir.path(),
        TestClock(Arc::clone(&clock)),
        SeededEntropy::new(17),
    ));
    let shared = Arc::new(Shared::new(
        Arc::clone(&app),
        "http://venue.test".to_owned(),
        Box::new(|_| {}),
    ));
    let venue = Venue {
        _dir: dir,
        router: routes::router(Arc::clone(&shared)),
        app,
        shared,
    };
    let (id, _) = venue.new_draft();
    let delayed = token_of(&venue.shared.share_spectator(&id, 30).unwrap().url);
    let live = token_of(&venue.shared.share_spectator(&id, 0).unwrap().url);
    assert_eq!(
        delayed, live,
        "one token per table: sharing again set the delay to 0"
    );
    venue.shared.share_spectator(&id, 30).unwrap();

    // One move every ten seconds, until the swaps are locked.
    let mut moves = 0;
    let mut swap_locked_at = None;
    while let Some((seat, mv)) = next_phone_move(&venue, &id) {
        let is_swap = matches!(mv, DraftMove::LockSwap { .. });
        let seq = venue.app.open_draft_for_phone(&id, seat).unwrap().seq;
        venue
            .app
            .apply_draft_move_for_phone(&id, seq, mv, seat)
            .unwrap();
        moves += 1;
        if is_swap && swap_locked_at.is_none() {
            swap_locked_at = Some(moves);
        }
        clock.advance(10);
        if is_swap && swap_locked_at != Some(moves) {
            break; // both swaps locked: revealed at the table
        }
    }
    let shown = |text: &str| page(text)["draft"]["shown"].as_u64().unwrap();
    // The last move was 10 s ago, the one before 20 s ago...: 30 s behind, the last two are
    // not shown yet, and the swaps revealed at the table are not revealed to the spectator.
    let (_, text) = venue.get(&format!("/api/v/{delayed}")).await;
    assert_eq!(shown(&text), moves - 2, "{text}");
    let view = page(&text);
    for seat in Seat::BOTH {
        assert_ne!(
            view["draft"]["view"]["swaps"][seat_name(seat)]["state"],
            "open"
        );
    }
    // Twenty seconds on, the spectator has caught up with the reveal.
    clock.advance(20);
    let (_, text) = venue.get(&format!("/api/v/{delayed}")).await;
    assert_eq!(shown(&text), moves);
    assert_eq!(
        page(&text)["draft"]["view"]["swaps"]["first"]["state"],
        "open"
    );
    // Live: everything, at once.
    venue.shared.share_spectator(&id, 0).unwrap();
    let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
    let (_, text) = venue.get(&format!("/api/v/{live}")).await;
    assert_eq!(shown(&text), u64::from(table.seq));
}

/// An AGL event of four players with round 1 paired, and the drafts of its two tables started
/// from the desk's setups.
fn event_with_round_one_drafts(venue: &Venue) -> (String, [String; 2]) {
    event_with_round_one_drafts_in(venue, None)
}

/// As [`event_with_round_one_drafts`], each table's draft in `draft_format` (`None`: the
/// event's).
fn event_with_round_one_drafts_in(
    venue: &Venue,
    draft_format: Option<hexadraft_draft::DraftFormat>,
) -> (String, [String; 2]) {
    use hexadraft_event::{EventAction, EventSeed, Registration};
    let view = venue
        .app
        .create_event(
            hexadraft_testkit::standard_event("Copa", Some(EventSeed::Number(7))),
            hexadraft_app::Language::En,
        )
        .unwrap()
        .agl()
        .unwrap();
    let id = view.header.id.clone();
    let mut seq = view.header.seq;
    for (i, name) in ["Ana", "Bo", "Cy", "Di"].iter().enumerate() {
        let registration = Registration {
            name: (*name).into(),
            corvus_pin: format!("PIN-SECRET-{i}"),
            sponsor: Some(hexadraft_catalog::SponsorId::new("oxyd").unwrap()),
            sponsor_unlocked: false,
            lineup: Some(hexadraft_testkit::lineup(i)),
            team_name: None,
        };
        seq = venue
            .app
            .apply_event_action(&id, seq, EventAction::RegisterPlayer { registration })
            .unwrap()
            .agl()
            .unwrap()
            .seq;
    }
    venue
        .app
        .apply_event_action(
            &id,
            seq,
            EventAction::PairNextRound {
                round: 1,
                seed: None,
            },
        )
        .unwrap();
    let drafts = [1, 2].map(|table| {
        let setup = venue.app.table_draft_setup(&id, 1, table).unwrap();
        let link = hexadraft_app::table_draft::EventTableRef {
            event_id: id.clone(),
            round: 1,
            table,
        };
        venue
            .app
            .create_draft_with(
                setup,
                SeedChoice::Keep,
                Some(link),
                draft_format.clone(),
                None,
            )
            .unwrap()
            .id
    });
    (id, drafts)
}

#[tokio::test]
async fn a_rounds_spectator_token_shows_every_table_of_its_round_and_no_secret() {
    let venue = venue();
    let (event, [one, two]) = event_with_round_one_drafts(&venue);
    let link = venue.shared.share_round_spectators(&event, 1, 0).unwrap();
    assert_eq!((link.event_id.as_str(), link.round), (event.as_str(), 1));
    let token = token_of(&link.url);
    // Play table 1 to its end (both decks locked), keeping each deck's secrets.
    let mut secrets = Vec::new();
    while let Some((seat, mv)) = next_phone_move(&venue, &one) {
        let is_deck = matches!(mv, DraftMove::LockDeck { .. });
        let seq = venue.app.open_draft_for_phone(&one, seat).unwrap().seq;
        let own = venue
            .app
            .apply_draft_move_for_phone(&one, seq, mv, seat)
            .unwrap();
        if is_deck {
            let own = serde_json::json!({ "draft": own });
            secrets.extend(own_secrets(&own, "decks", seat_name(seat)));
        }
        let (status, text) = venue.get(&format!("/api/v/{token}")).await;
        assert_eq!(status, StatusCode::OK);
        assert_hidden(&text, &secrets, "the round's spectator view");
    }
    assert_eq!(secrets.len(), 4);
    let (status, html) = venue.get(&format!("/v/{token}")).await;
    assert_eq!(status, StatusCode::OK);
    assert_hidden(&html, &secrets, "the round's spectator page");
    let (_, text) = venue.get(&format!("/api/v/{token}")).await;
    // No journal id, no Corvus PIN.
    for absent in [event.as_str(), one.as_str(), two.as_str(), "PIN-SECRET"] {
        assert!(!text.contains(absent), "{absent}: {text}");
    }
    let view = page(&text);
    assert_eq!(view["round"]["eventTitle"], "Copa");
    assert_eq!(view["round"]["round"], 1);
    let tables = view["round"]["tables"].as_array().unwrap();
    assert_eq!(tables.len(), 2);
    assert_eq!(
        (tables[0]["table"].clone(), tables[1]["table"].clone()),
        (1.into(), 2.into())
    );
    assert_eq!(tables[0]["view"]["complete"], true);
    assert_eq!(tables[1]["view"]["complete"], false);
    for seat in Seat::BOTH {
        assert_eq!(
            tables[0]["view"]["decks"][seat_name(seat)]["state"],
            "locked"
        );
    }
    // Round 2 is another token; round 1's opens no seat, room or table token's page.
    let round_two = token_of(
        &venue
            .shared
            .share_round_spectators(&event, 2, 0)
            .unwrap()
            .url,
    );
    assert_ne!(round_two, token);
    let (_, text) = venue.get(&format!("/api/v/{round_two}")).await;
    assert_eq!(page(&text)["round"]["tables"], serde_json::json!([]));
    for path in [
        format!("/api/s/{token}"),
        format!("/api/r/{token}"),
        format!("/api/p/{token}"),
    ] {
        assert_eq!(venue.get(&path).await.0, StatusCode::NOT_FOUND, "{path}");
    }
    // A draft is no event.
    assert!(venue.shared.share_round_spectators(&one, 1, 0).is_err());
    assert_eq!(venue.shared.status().round_spectators.len(), 2);
    venue.shared.unshare_round_spectators(&event, 1);
    assert_eq!(
        venue.get(&format!("/api/v/{token}")).await.0,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        venue.get(&format!("/api/v/{round_two}")).await.0,
        StatusCode::OK
    );
}

/// Whether the table's Vassily swaps have been revealed.
fn swaps_are_revealed(table: &hexadraft_app::table_draft::TableDraft) -> bool {
    matches!(
        table.view.swaps.as_ref().map(|s| &s.first),
        Some(SecretView::Open { .. })
    )
}

#[tokio::test]
async fn a_spectators_live_stream_follows_each_move_without_a_secret_and_ends_when_withdrawn() {
    let venue = venue();
    let (id, seats) = venue.new_draft();
    let tokens = BySeat::from_fn(|seat| token_of(&seats.seats.get(seat).url));
    let spectator = token_of(&venue.shared.share_spectator(&id, 0).unwrap().url);
    let (mut live, first) = venue.live_at(&format!("/api/v/{spectator}/live")).await;
    let shown = |event: &str| {
        assert!(event.starts_with("event: view\n"), "{event}");
        page(event.trim_start_matches("event: view\ndata: ").trim())["draft"]["shown"]
            .as_u64()
            .unwrap()
    };
    assert_eq!(shown(&first), 0);
    let mut secrets = Vec::new();
    let mut moves = 0;
    // Each move made from a phone reaches the spectator's stream at once, as the next event.
    while let Some((seat, mv)) = next_phone_move(&venue, &id) {
        let secret = match &mv {
            DraftMove::LockSwap { .. } => Some("swaps"),
            DraftMove::LockDeck { .. } => Some("decks"),
            _ => None,
        };
        let seq = venue.app.open_draft_for_phone(&id, seat).unwrap().seq;
        let body = serde_json::json!({ "seq": seq, "move": mv }).to_string();
        let (status, answer) = venue
            .post(&format!("/api/s/{}/move", tokens.get(seat)), body)
            .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        moves += 1;
        let event = live
            .next_event()
            .await
            .expect("the spectator hears of the move");
        assert_eq!(shown(&event), moves);
        if let Some(field) = secret {
            secrets.extend(own_secrets(&page(&answer), field, seat_name(seat)));
        }
        let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
        if swaps_are_revealed(&table) {
            // Both swaps are revealed by this move: only the decks stay secret.
            secrets.clear();
        }
        assert_hidden(&event, &secrets, "a spectator's live update");
    }
    assert!(moves >= 12);
    // Withdrawn: the stream ends.
    venue.shared.unshare_spectator(&id);
    assert_eq!(
        live.next_event().await,
        None,
        "the stream ends with its token"
    );
}

/// An Imperial Assault round has no table drafts to show: sharing it with spectators is refused
/// as not an AGL event, and no token is handed out.
#[tokio::test]
async fn an_imperial_assault_round_is_not_shared_with_spectators() {
    let venue = venue();
    let event = ia_event(&venue);
    let refused = venue
        .shared
        .share_round_spectators(&event.header.id, 1, 0)
        .unwrap_err();
    assert_eq!(refused.code(), "notFound.notAnAglEvent");
    assert!(venue.shared.registry().round_spectators.is_empty());
}

/// Records a result at every table of `round` of event `id` (the first seat wins).
fn record_round(venue: &Venue, id: &str, round: u32) {
    use hexadraft_event::{EventAction, GameEnd, ResultInput, ScoreInput};
    let tables = venue.app.room_view(id).unwrap().tables.len() as u32;
    for table in 1..=tables {
        let seq = venue.app.get_event(id).unwrap().seq();
        let score = |victory_points| ScoreInput {
            victory_points,
            frags: 0,
            first_blood: false,
        };
        venue
            .app
            .apply_event_action(
                id,
                seq,
                EventAction::RecordResult {
                    round,
                    table,
                    result: ResultInput {
                        first: score(6),
                        second: score(2),
                        players: None,
                        game_end: GameEnd::Played,
                    },
                },
            )
            .unwrap();
    }
}

#[tokio::test]
async fn the_room_statistics_open_once_the_event_has_ended() {
    use hexadraft_event::EventAction;
    let venue = venue();
    let (event, drafts) = event_with_round_one_drafts(&venue);
    let token = token_of(&venue.shared.share_room(&event).unwrap().url);
    let path = format!("/api/r/{token}/statistics");
    // Round 1's tables drafted to their locked decks.
    for draft in &drafts {
        while let Some((seat, mv)) = next_phone_move(&venue, draft) {
            let seq = venue.app.open_draft_for_phone(draft, seat).unwrap().seq;
            venue
                .app
                .apply_draft_move_for_phone(draft, seq, mv, seat)
                .unwrap();
        }
    }
    assert_eq!(venue.get(&path).await.0, StatusCode::NOT_FOUND);
    record_round(&venue, &event, 1);
    for round in 2..=3 {
        assert_eq!(
            venue.get(&path).await.0,
            StatusCode::NOT_FOUND,
            "never before the event ends (round {round} to come)"
        );
        let seq = venue.app.get_event(&event).unwrap().seq();
        venue
            .app
            .apply_event_action(
                &event,
                seq,
                EventAction::PairNextRound { round, seed: None },
            )
            .unwrap();
        record_round(&venue, &event, round);
    }
    // Ended: the player-safe statistics, without the decks until they are made public.
    let (status, text) = venue.get(&path).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    for absent in [event.as_str(), drafts[0].as_str(), "PIN-SECRET"] {
        assert!(!text.contains(absent), "{absent}: {text}");
    }
    let stats = page(&text);
    assert_eq!(
        (
            stats["agl"]["games"].clone(),
            stats["agl"]["drafts"].clone()
        ),
        (6.into(), 2.into())
    );
    assert_eq!(stats["lowSampleUnder"], 20);
    assert!(!stats["agl"]["characters"].as_array().unwrap().is_empty());
    assert_eq!(stats["agl"]["decks"], 0);
    assert_eq!(stats["agl"]["tactics"], serde_json::json!([]));
    let seq = venue.app.deck_publicity(&event).unwrap().unwrap().seq;
    venue.app.make_decks_public(&event, seq).unwrap();
    let stats = page(&venue.get(&path).await.1);
    assert_eq!(stats["agl"]["decks"], 4);
    assert!(!stats["agl"]["tactics"].as_array().unwrap().is_empty());
    // A spectator's token opens no statistics.
    let spectator = token_of(&venue.shared.share_spectator(&drafts[0], 0).unwrap().url);
    assert_eq!(
        venue.get(&format!("/api/r/{spectator}/statistics")).await.0,
        StatusCode::NOT_FOUND
    );
}

/// Docs/rulings.md, "Publishing a round": the room page and every player's page never show a
/// round paired as a proposal, nor take a report for it; once published they show it.
#[tokio::test]
async fn an_imperial_assault_proposal_reaches_no_phone_and_no_room_until_published() {
    use hexadraft_event::ia::IaAction;
    let venue = venue();
    let event = ia_event_publishing(&venue, true);
    let id = event.header.id.clone();
    let snapshot = event.snapshot.unwrap();
    assert!(!snapshot.rounds[0].published);
    let seated = snapshot.rounds[0].tables[0].pairing.players;
    let shared = venue.shared.share_players(&id).unwrap();
    let token_of_player = |player| {
        token_of(
            &shared
                .players
                .iter()
                .find(|p| p.player == player)
                .unwrap()
                .url,
        )
    };
    let first = token_of_player(seated.first);
    let room = token_of(&venue.shared.share_room(&id).unwrap().url);
    let names_seated = |view: &Value| -> Vec<String> {
        view["tables"]
            .as_array()
            .map(|tables| {
                tables
                    .iter()
                    .flat_map(|t| t["players"].as_array().cloned().unwrap_or_default())
                    .filter_map(|n| n.as_str().map(str::to_owned))
                    .collect()
            })
            .unwrap_or_default()
    };

    let (status, text) = venue.get(&format!("/api/r/{room}")).await;
    assert_eq!(status, StatusCode::OK);
    let view = page(&text);
    assert_eq!(
        (&view["round"], &view["mission"], &view["bye"]),
        (&Value::Null, &Value::Null, &Value::Null)
    );
    assert!(names_seated(&view).is_empty(), "the room was sent {view}");
    let (status, text) = venue.get(&format!("/api/p/{first}")).await;
    assert_eq!(status, StatusCode::OK);
    let view = page(&text);
    assert_eq!(view["game"], Value::Null, "a phone was sent the proposal");
    assert_eq!(view["room"]["round"], Value::Null);
    assert!(names_seated(&view["room"]).is_empty());
    // A report for the proposal's table is refused, and nothing is recorded.
    let game = serde_json::json!({"stage": "swiss", "round": 1, "table": 1});
    let before = venue.app.get_event(&id).unwrap().seq();
    let (status, text) = venue
        .post(
            &format!("/api/p/{first}/result"),
            ia_result_body(&game, 40, 12),
        )
        .await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(page(&text)["code"], "refused.iaEvent.roundNotPublished");
    assert_eq!(venue.app.get_event(&id).unwrap().seq(), before);

    venue
        .app
        .apply_event_action(&id, before, IaAction::PublishRound { round: 1 })
        .unwrap();
    let (_, text) = venue.get(&format!("/api/r/{room}")).await;
    let view = page(&text);
    assert_eq!(view["round"], serde_json::json!(1));
    assert_eq!(names_seated(&view).len(), 4);
    let (_, text) = venue.get(&format!("/api/p/{first}")).await;
    let view = page(&text);
    assert_eq!(view["game"]["game"], game);
    assert_eq!(view["room"]["round"], serde_json::json!(1));
}

/// Docs/rulings.md, "Publishing a round": an AGL event's room page never shows a proposal; once
/// published it shows its tables and bye.
#[tokio::test]
async fn an_agl_proposal_reaches_no_room_until_published() {
    use hexadraft_event::{EventAction, EventDefinition};
    let venue = venue();
    let definition = EventDefinition {
        publish_rounds: true,
        ..hexadraft_testkit::standard_event("Copa", None)
    };
    let id = venue
        .app
        .create_event(definition, hexadraft_app::Language::En)
        .unwrap()
        .id()
        .to_owned();
    let actions = ["Ana", "Bo", "Cy", "Di", "Eva"]
        .iter()
        .enumerate()
        .map(|(i, name)| EventAction::RegisterPlayer {
            registration: hexadraft_testkit::registration(name, i),
        })
        .chain([EventAction::PairNextRound {
            round: 1,
            seed: None,
        }]);
    let mut seq = venue.app.get_event(&id).unwrap().seq();
    for action in actions {
        seq = venue
            .app
            .apply_event_action(&id, seq, action)
            .unwrap()
            .seq();
    }
    let room = token_of(&venue.shared.share_room(&id).unwrap().url);
    let (status, text) = venue.get(&format!("/api/r/{room}")).await;
    assert_eq!(status, StatusCode::OK);
    let view = page(&text);
    assert_eq!((&view["round"], &view["bye"]), (&Value::Null, &Value::Null));
    assert_eq!(view["tables"], serde_json::json!([]));

    venue
        .app
        .apply_event_action(&id, seq, EventAction::PublishRound { round: 1 })
        .unwrap();
    let (_, text) = venue.get(&format!("/api/r/{room}")).await;
    let view = page(&text);
    assert_eq!(view["round"], serde_json::json!(1));
    assert_eq!(view["tables"].as_array().map(Vec::len), Some(2));
    assert!(view["bye"].is_string());
}

//! Hidden picks on the wire (docs/rulings.md, "Hidden picks"): a table draft of an event round
//! in an organizer's format, played through the phones' API. At every step, the raw bytes the
//! rival's phone, the table's spectator (live and delayed, and its live stream) and the round's
//! spectator receive hold no more of a locked character than before it was locked (its id and
//! its name), nor its salt, until its reveal; after the reveal they show it.

use super::*;

/// The moves of [`hexadraft_testkit::blind_opening_format`] after which its reveal turns pass: two bans and both players'
/// locks; then two public picks, Player A's lock and Player B's public pick.
const REVEALED_BY_MOVE: [usize; 2] = [4, 8];

/// How often `needle` occurs in `text`.
fn count(text: &str, needle: &str) -> usize {
    text.matches(needle).count()
}

/// A hidden pick locked from a phone and not yet shown to everyone.
struct Locked {
    drafter: Seat,
    /// The character's id, as JSON writes it (quoted).
    id: String,
    name: String,
    salt: String,
    /// What each watcher had of the character just before the lock: (id, name) occurrences.
    before: Vec<(String, usize, usize)>,
    /// The table's `seq` once the reveal showed it.
    revealed_at: Option<u64>,
}

/// Everything a watcher of the table can be sent now, by who it is sent to: the seat it is
/// sent to (`None`: a spectator) and the raw text.
struct Wire {
    texts: Vec<(String, Option<Seat>, String)>,
}

impl Wire {
    fn of(&self, label: &str) -> &str {
        &self.texts.iter().find(|(l, _, _)| l == label).unwrap().2
    }
}

#[tokio::test]
async fn a_hidden_pick_never_reaches_the_rivals_phone_or_a_spectator_before_its_reveal() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(FixedClock::at(1_800_000_000));
    let app = Arc::new(App::open(
        dir.path(),
        TestClock(Arc::clone(&clock)),
        SeededEntropy::new(29),
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
    let (event, [id, _]) =
        event_with_round_one_drafts_in(&venue, Some(hexadraft_testkit::blind_opening_format()));
    let table = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
    assert_eq!(
        table.view.hidden_picks,
        vec![],
        "the draft walks the organizer's format"
    );
    let seats = venue.shared.share_draft(&id).unwrap();
    let tokens = BySeat::from_fn(|seat| token_of(&seats.seats.get(seat).url));
    let spectator = token_of(&venue.shared.share_spectator(&id, 0).unwrap().url);
    let round = token_of(
        &venue
            .shared
            .share_round_spectators(&event, 1, 0)
            .unwrap()
            .url,
    );
    let names: std::collections::BTreeMap<String, String> = venue
        .app
        .catalog()
        .characters()
        .iter()
        .map(|c| (c.id.as_str().to_owned(), c.name.clone()))
        .collect();
    let (mut seat_streams, mut spectator_stream) = (
        BySeat::new(
            venue.live(&tokens.first).await.0,
            venue.live(&tokens.second).await.0,
        ),
        venue.live_at(&format!("/api/v/{spectator}/live")).await.0,
    );
    // Each seat's last live event, and the spectator stream's.
    let mut last_events: BySeat<String> = BySeat::new(String::new(), String::new());
    let mut last_spectator_event = String::new();

    // What each hidden pick will lock, by seat, in order; public moves leave these alone, so
    // nothing but a leak can add them to what a watcher is sent.
    let mut to_lock = BySeat::new(vec!["maximus", "parvati"], vec!["laxmee", "kozmo"]);
    let planned: Vec<String> = to_lock
        .iter()
        .flat_map(|(_, ids)| ids.iter().map(|c| (*c).to_owned()).collect::<Vec<_>>())
        .collect();
    let free = |options: &[hexadraft_draft::CharacterOption]| {
        options
            .iter()
            .find(|o| {
                o.unavailable.is_none() && !planned.contains(&o.character.as_str().to_owned())
            })
            .unwrap()
            .character
            .clone()
    };

    let mut pending: Vec<Locked> = Vec::new();
    let mut revealed: Vec<Locked> = Vec::new();
    let mut locks_from_phones = 0;
    let mut moves = 0;
    let mut steps = 0;
    loop {
        steps += 1;
        assert!(steps < 40, "the draft ends");

        // Everything the watchers are sent before this move.
        let wire = wire_now(
            &venue,
            &tokens,
            &spectator,
            &round,
            &last_events,
            &last_spectator_event,
            &event,
        )
        .await;
        for locked in &pending {
            assert_hidden_on(&wire, locked);
        }
        for locked in &revealed {
            assert_delayed(&wire, locked);
        }

        let Some(seat) = venue
            .app
            .open_draft(&id, TableViewer::Table, None)
            .unwrap()
            .view
            .waiting_for
            .first()
            .copied()
        else {
            break;
        };
        let view = venue.app.open_draft_for_phone(&id, seat).unwrap();
        let mv = match view.options.unwrap().choice {
            SeatChoice::Ban { characters, .. } => DraftMove::Ban {
                seat,
                character: free(&characters),
            },
            SeatChoice::Pick { characters, .. } => DraftMove::Pick {
                seat,
                character: free(&characters),
            },
            SeatChoice::HiddenPick {
                characters, locked, ..
            } => {
                assert!(!locked);
                let c = to_lock.get_mut(seat).remove(0);
                let option = characters
                    .iter()
                    .find(|o| o.character.as_str() == c)
                    .unwrap();
                assert_eq!(option.unavailable, None, "{c} may be locked");
                DraftMove::LockPick {
                    seat,
                    character: option.character.clone(),
                }
            }
            SeatChoice::Deck { team, .. } => DraftMove::LockDeck {
                seat,
                deck: deck_of(&team.iter().map(|c| c.character.clone()).collect::<Vec<_>>()),
            },
            other => panic!("unexpected step {other:?}"),
        };
        let locking = match &mv {
            DraftMove::LockPick { character, .. } => Some(character.as_str().to_owned()),
            _ => None,
        };
        // The phone sends its move, its own hidden pick included, through the API.
        let body = serde_json::json!({ "seq": view.seq, "move": mv }).to_string();
        let (status, answer) = venue
            .post(&format!("/api/s/{}/move", tokens.get(seat)), body)
            .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
        clock.advance(10);
        let own = page(&answer);
        if let Some(c) = locking {
            locks_from_phones += 1;
            // The drafter's phone shows its own lock open, with its salt.
            let entry = own["draft"]["view"]["hidden_picks"]
                .as_array()
                .unwrap()
                .iter()
                .rev()
                .find(|h| h["seat"] == seat_name(seat))
                .cloned()
                .unwrap();
            assert_eq!(entry["pick"]["choice"], c.as_str(), "{entry}");
            let salt = entry["pick"]["salt"].as_str().unwrap().to_owned();
            let quoted = format!("\"{c}\"");
            let name = names[&c].clone();
            let before = wire
                .texts
                .iter()
                .filter(|(_, to, _)| *to != Some(seat))
                .map(|(label, _, text)| (label.clone(), count(text, &quoted), count(text, &name)))
                .collect();
            pending.push(Locked {
                drafter: seat,
                id: quoted,
                name,
                salt,
                before,
                revealed_at: None,
            });
        }
        // Each live stream hears of the move at once.
        for watcher in Seat::BOTH {
            let event = seat_streams
                .get_mut(watcher)
                .next_event()
                .await
                .expect("a seat hears of each move");
            *last_events.get_mut(watcher) = event;
        }
        last_spectator_event = spectator_stream
            .next_event()
            .await
            .expect("the spectator hears of each move");

        // Which locks are now shown to everyone: the format says so, not the views under test
        // (a reveal turn passes on its own once the turns before it are done).
        moves += 1;
        let public = venue.app.open_draft(&id, TableViewer::Table, None).unwrap();
        let (shown, still): (Vec<Locked>, Vec<Locked>) = if REVEALED_BY_MOVE.contains(&moves) {
            (pending, Vec::new())
        } else {
            (Vec::new(), pending)
        };
        pending = still;
        let wire = wire_now(
            &venue,
            &tokens,
            &spectator,
            &round,
            &last_events,
            &last_spectator_event,
            &event,
        )
        .await;
        for locked in &pending {
            assert_hidden_on(&wire, locked);
        }
        for mut locked in shown {
            locked.revealed_at = Some(u64::from(public.seq));
            assert_shown_on(&wire, &locked);
            revealed.push(locked);
        }
        for locked in &revealed {
            assert_delayed(&wire, locked);
        }
    }
    assert_eq!(
        locks_from_phones, 3,
        "three hidden picks, locked from the phones"
    );
    assert!(pending.is_empty());
    assert_eq!(revealed.len(), 3, "every hidden pick was revealed");

    // The delayed views catch up with the reveals, and then show them too: the round's, and
    // the table's own token set 30 s behind.
    clock.advance(30);
    venue.shared.share_spectator(&id, 30).unwrap();
    venue.shared.share_round_spectators(&event, 1, 30).unwrap();
    for token in [&spectator, &round] {
        let (_, text) = venue.get(&format!("/api/v/{token}")).await;
        let json = page(&text);
        assert_eq!(
            json.get("draft")
                .map_or(30, |d| d["delaySeconds"].as_u64().unwrap()),
            30
        );
        for locked in &revealed {
            assert!(open_in(view_of(&json), locked), "{}: {text}", locked.id);
        }
    }
}

/// Whether a view (JSON) shows `locked` open with its salt.
fn open_in(view: &Value, locked: &Locked) -> bool {
    view["hidden_picks"].as_array().unwrap().iter().any(|h| {
        h["seat"] == seat_name(locked.drafter)
            && h["pick"]["state"] == "open"
            && format!("\"{}\"", h["pick"]["choice"].as_str().unwrap_or("")) == locked.id
            && h["pick"]["salt"] == locked.salt.as_str()
    })
}

/// No watcher but the drafter holds more of `locked` than before it was locked.
fn assert_hidden_on(wire: &Wire, locked: &Locked) {
    for (label, ids, names) in &locked.before {
        let text = wire.of(label);
        assert!(
            !text.contains(&locked.salt),
            "{label} holds the salt of the unrevealed {}",
            locked.id
        );
        assert_eq!(
            count(text, &locked.id),
            *ids,
            "{label} names the unrevealed {} by id: {text}",
            locked.id
        );
        assert_eq!(
            count(text, &locked.name),
            *names,
            "{label} names the unrevealed {} by name: {text}",
            locked.name
        );
        // What it does say: a pick was locked (the delayed view, once it has caught up).
        if label == "delayed spectator" {
            continue;
        }
        if let Some(json) = json_of(text) {
            let view = view_of(&json);
            let entry =
                view["hidden_picks"].as_array().unwrap().iter().find(|h| {
                    h["seat"] == seat_name(locked.drafter) && h["pick"]["state"] == "locked"
                });
            assert!(entry.is_some(), "{label} is told of the lock: {text}");
            let entry = entry.unwrap();
            assert!(entry["pick"].get("choice").is_none() && entry["pick"].get("salt").is_none());
        }
    }
}

/// The delayed view shows `locked` only once it shows the table as it stood at the reveal:
/// before, it holds no more of it than before the lock.
fn assert_delayed(wire: &Wire, locked: &Locked) {
    let label = "delayed spectator";
    let text = wire.of(label);
    let json = json_of(text).unwrap();
    let shown = json["round"]["tables"][0]["shown"].as_u64().unwrap();
    if shown >= locked.revealed_at.unwrap() {
        assert!(open_in(view_of(&json), locked), "{label}: {text}");
        return;
    }
    let (_, ids, names) = locked.before.iter().find(|(l, _, _)| l == label).unwrap();
    assert!(!text.contains(&locked.salt), "{label} holds the salt");
    assert_eq!(count(text, &locked.id), *ids, "{label}: {text}");
    assert_eq!(count(text, &locked.name), *names, "{label}: {text}");
}

/// Every live watcher (the delayed view catches up later) shows `locked` open, with its salt.
fn assert_shown_on(wire: &Wire, locked: &Locked) {
    for (label, ids, _) in &locked.before {
        if label == "delayed spectator" {
            continue;
        }
        let text = wire.of(label);
        assert!(count(text, &locked.id) > *ids, "{label}: {text}");
        let json = json_of(text).unwrap();
        assert!(open_in(view_of(&json), locked), "{label}: {text}");
        if let Some(names) = json.get("names") {
            assert_eq!(names[locked.id.trim_matches('"')], locked.name.as_str());
        }
    }
}

/// The JSON of a page or of a live event's data.
fn json_of(text: &str) -> Option<Value> {
    let data = text
        .strip_prefix("event: view\ndata: ")
        .map_or(text, str::trim);
    serde_json::from_str(data).ok()
}

/// The draft view inside a seat's page, a table spectator's, or the round spectator's (its one
/// table with hidden picks: table 1).
fn view_of(json: &Value) -> &Value {
    if let Some(tables) = json["round"]["tables"].as_array() {
        return &tables[0]["view"];
    }
    &json["draft"]["view"]
}

/// Everything sent now to each watcher of the table: each seat's page and last live event, the
/// table's spectator and its last live event, and the round's spectator live and 30 s behind.
async fn wire_now(
    venue: &Venue,
    tokens: &BySeat<String>,
    spectator: &str,
    round: &str,
    last_events: &BySeat<String>,
    last_spectator_event: &str,
    event: &str,
) -> Wire {
    let mut texts = Vec::new();
    for seat in Seat::BOTH {
        let (status, text) = venue.get(&format!("/api/s/{}", tokens.get(seat))).await;
        assert_eq!(status, StatusCode::OK, "{text}");
        texts.push((format!("{seat:?}'s page"), Some(seat), text));
        texts.push((
            format!("{seat:?}'s live event"),
            Some(seat),
            last_events.get(seat).clone(),
        ));
    }
    let (status, text) = venue.get(&format!("/api/v/{spectator}")).await;
    assert_eq!(status, StatusCode::OK, "{text}");
    texts.push(("spectator".to_owned(), None, text));
    texts.push((
        "spectator's live event".to_owned(),
        None,
        last_spectator_event.to_owned(),
    ));
    // The round's token, live and 30 s behind (sharing again changes its delay; it has no
    // stream open here, so nothing else reads it meanwhile).
    for (label, delay) in [("delayed spectator", 30), ("round spectator", 0)] {
        venue
            .shared
            .share_round_spectators(event, 1, delay)
            .unwrap();
        let (status, text) = venue.get(&format!("/api/v/{round}")).await;
        assert_eq!(status, StatusCode::OK, "{text}");
        texts.push((label.to_owned(), None, text));
    }
    Wire { texts }
}

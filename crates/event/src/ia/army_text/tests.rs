use super::*;
use crate::ia::army::{check_army, DeploymentEntry};
use hexadraft_catalog::ia::{CommandCardId, DeploymentCardId};
use proptest::prelude::*;

fn dep(id: &str) -> IaCardId {
    IaCardId::Deployment(DeploymentCardId::new(id).unwrap())
}

fn cmd(id: &str) -> IaCardId {
    IaCardId::Command(CommandCardId::new(id).unwrap())
}

fn read(text: &str) -> ArmyText {
    read_army_text(&IaCatalog::shipped(), text)
}

fn cards(t: &ArmyText) -> Vec<(IaCardId, u32)> {
    t.lines
        .iter()
        .filter_map(|l| match &l.reading {
            LineReading::Card { card, count } => Some((card.clone(), *count)),
            _ => None,
        })
        .collect()
}

#[test]
fn one_card_a_line_with_an_optional_count_in_any_usual_spelling() {
    let t = read(
        "2 Stormtrooper (Elite)\n\
         Darth Vader\n\
         3x Imperial Officer\n\
         x1 Probe Droid\n\
         1 x Motivation\n\
         Bodyguard x2\n\
         Collect Intel (x2)\n\
         - Take Initiative\n\
         • Advance Warning ×1\n",
    );
    assert!(t.is_complete(), "{:?}", t.problems);
    assert_eq!(
        cards(&t),
        [
            (dep("stormtrooper-elite"), 2),
            (dep("darth-vader"), 1),
            (dep("imperial-officer"), 3),
            (dep("probe-droid"), 1),
            (dep("motivation"), 1),
            (cmd("bodyguard"), 2),
            (cmd("collect-intel"), 2),
            (cmd("take-initiative"), 1),
            (cmd("advance-warning"), 1),
        ]
    );
    assert_eq!(t.list.deployment.len(), 5);
    assert_eq!(t.list.command.len(), 4);
}

#[test]
fn names_match_whatever_the_case_accents_punctuation_and_elite_mark() {
    let t = read(
        "stormtrooper elite\n\
         ÉLITE STORMTROOPER\n\
         Stormtrooper [Elite]\n\
         Luke Skywalker, Jedi Knight\n\
         vaders finest\n\
         0-0-0\n",
    );
    assert!(t.is_complete(), "{:?}", t.problems);
    assert_eq!(
        t.list.deployment,
        [
            DeploymentEntry {
                card: DeploymentCardId::new("stormtrooper-elite").unwrap(),
                count: 3
            },
            DeploymentEntry {
                card: DeploymentCardId::new("luke-skywalker-jedi-knight").unwrap(),
                count: 1
            },
            DeploymentEntry {
                card: DeploymentCardId::new("vaders-finest").unwrap(),
                count: 1
            },
            DeploymentEntry {
                card: DeploymentCardId::new("0-0-0").unwrap(),
                count: 1
            },
        ]
    );
}

#[test]
fn headings_comments_blank_lines_and_written_costs_are_skipped() {
    let t = read(
        "# Imperial list for Saturday\n\
         Deployment cards (40 points)\n\
         \n\
         Darth Vader (18)\n\
         Stormtrooper - 6\n\
         Imperial Officer: 2 pts\n\
         Probe Droid [3]\n\
         IG-88\n\
         Command cards:\n\
         // fifteen of them\n\
         Mazo de mando\n",
    );
    assert_eq!(
        cards(&t),
        [
            (dep("darth-vader"), 1),
            (dep("stormtrooper"), 1),
            (dep("imperial-officer"), 1),
            (dep("probe-droid"), 1),
            (dep("ig-88"), 1),
        ]
    );
    assert!(t.is_complete(), "{:?}", t.problems);
    let readings: Vec<&LineReading> = t.lines.iter().map(|l| &l.reading).collect();
    assert_eq!(readings[0], &LineReading::Heading);
    assert_eq!(readings[1], &LineReading::Heading);
    assert_eq!(readings[2], &LineReading::Blank);
    assert_eq!(readings[10], &LineReading::Heading);
}

#[test]
fn lines_not_recognised_are_listed_with_their_numbers_and_suggestions() {
    let t = read("Darth Vader\nStormtroopr\nLuke Skywalker\n0 Stormtrooper\nStormtrooper 2\n");
    assert_eq!(cards(&t), [(dep("darth-vader"), 1)]);
    assert_eq!(t.problems.len(), 4, "{:?}", t.problems);
    let ArmyTextProblem::UnknownName {
        line, suggestions, ..
    } = &t.problems[0]
    else {
        panic!("{:?}", t.problems[0])
    };
    assert_eq!(*line, 2);
    assert_eq!(suggestions.first(), Some(&dep("stormtrooper")));
    let ArmyTextProblem::AmbiguousName {
        line, candidates, ..
    } = &t.problems[1]
    else {
        panic!("{:?}", t.problems[1])
    };
    assert_eq!(*line, 3);
    assert_eq!(
        candidates,
        &[
            dep("luke-skywalker-hero-of-the-rebellion"),
            dep("luke-skywalker-jedi-knight")
        ]
    );
    assert!(matches!(
        t.problems[2],
        ArmyTextProblem::BadCount {
            line: 4,
            count: 0,
            ..
        }
    ));
    // A bare number after a name could be a count or a cost: not guessed.
    assert!(matches!(
        t.problems[3],
        ArmyTextProblem::UnknownName { line: 5, .. }
    ));
    assert!(t.problems[1]
        .to_string()
        .contains("add Elite, the subtitle or the affiliation"));
    assert_eq!(
        t.problems[0].to_string(),
        "line 2: no card is named \"Stormtroopr\" (docs/rulings.md, Imperial Assault, \"Army lists typed as text\")"
    );
}

#[test]
fn the_text_is_bounded() {
    let big = "Darth Vader\n".repeat(MAX_ARMY_TEXT_BYTES / 12 + 1);
    let t = read(&big);
    assert!(matches!(
        t.problems[..],
        [ArmyTextProblem::TextTooLong { .. }]
    ));
    assert!(t.lines.is_empty());
    let many = "\n".repeat(MAX_ARMY_TEXT_LINES + 5);
    let t = read(&many);
    assert_eq!(t.lines.len(), MAX_ARMY_TEXT_LINES);
    assert!(matches!(
        t.problems[..],
        [ArmyTextProblem::TooManyLines { .. }]
    ));
    let long = format!("Darth Vader {}", "x".repeat(MAX_ARMY_LINE_CHARS));
    let t = read(&long);
    assert!(matches!(
        t.problems[..],
        [ArmyTextProblem::LineTooLong { line: 1, .. }]
    ));
    let t = read("99999999999999 Darth Vader");
    assert!(matches!(
        t.problems[..],
        [ArmyTextProblem::BadCount {
            count: u32::MAX,
            ..
        }]
    ));
}

#[test]
fn every_card_of_the_catalog_has_a_name_that_reads_back() {
    let catalog = IaCatalog::shipped();
    for c in catalog.deployment_cards() {
        let id = IaCardId::Deployment(c.id.clone());
        let name = card_text_name(&catalog, &id);
        assert_eq!(
            catalog.resolve_name(&name),
            NameMatch::Found { card: id.clone() },
            "{name}"
        );
    }
    for c in catalog.command_cards() {
        let id = IaCardId::Command(c.id.clone());
        assert_eq!(card_text_name(&catalog, &id), c.name);
    }
    assert_eq!(
        card_text_name(&catalog, &dep("bossk-rebel")),
        "Bossk, Born Hunter [Rebel]"
    );
    assert_eq!(
        card_text_name(&catalog, &dep("agent-blaise-campaign")),
        "Agent Blaise, ISB Interrogator (Campaign)"
    );
}

#[test]
fn a_list_written_as_text_reads_back_and_checks() {
    let catalog = IaCatalog::shipped();
    let text = "Deployment cards:\n\
                1 Darth Vader\n\
                1 Stormtrooper (Elite)\n\
                1 Stormtrooper\n\
                1 Imperial Officer\n\
                1 Probe Droid\n\
                1 Motivation\n\
                1 Advanced Com Systems\n\
                \n\
                Command cards:\n\
                2 Bodyguard\n\
                1 Ballistics Matrix\n\
                1 Battlefield Awareness\n\
                1 Behind Enemy Lines\n\
                1 Black Market Prices\n\
                1 Bladestorm\n\
                1 Blitz\n\
                1 Brace for Impact\n\
                1 Camouflage\n\
                1 Capture the Weary\n\
                1 Change of Plans\n\
                1 Cheat to Win\n\
                1 Collect Intel\n\
                1 Dangerous Bargains\n";
    let t = read_army_text(&catalog, text);
    assert!(t.is_complete(), "{:?}", t.problems);
    let report = check_army(&catalog, &t.list);
    assert!(report.is_legal(), "{:?}", report.problems);
    assert_eq!(
        (
            report.army_points,
            report.command_cards,
            report.command_points
        ),
        (40, 15, 15)
    );
    // Written back as text, it reads as the same list.
    let written = army_text(&catalog, &t.list);
    assert!(
        written.contains("\n1 Darth Vader, Lord of the Sith\n"),
        "{written}"
    );
    assert!(written.contains("\n2 Bodyguard\n"), "{written}");
    assert_eq!(read_army_text(&catalog, &written).list, t.list);
}

/// Issue 29: a cost in brackets and a count in any of the usual orders ("Name (1) x2", "2x Name
/// (1)", "Name x2 (1)", "Name x2") read as the card with its copies.
#[test]
fn a_cost_and_a_count_are_read_in_either_order() {
    for line in [
        "Bodyguard (1) x2",
        "2x Bodyguard (1)",
        "Bodyguard x2 (1)",
        "Bodyguard x2",
        "2x Bodyguard",
        "2 Bodyguard [1 pts]",
        "- Bodyguard (1) (x2)",
    ] {
        let t = read(line);
        assert!(t.is_complete(), "{line}: {:?}", t.problems);
        assert_eq!(cards(&t), [(cmd("bodyguard"), 2)], "{line}");
    }
    let t = read("Stormtrooper (Elite) (6) x2\nDarth Vader (16)");
    assert!(t.is_complete(), "{:?}", t.problems);
    assert_eq!(
        cards(&t),
        [(dep("stormtrooper-elite"), 2), (dep("darth-vader"), 1)]
    );
}

/// Issue 29: "Luke Skywalker" names two cards: the line is refused as ambiguous, with both
/// candidates and the count it read, never as an unknown name.
#[test]
fn an_ambiguous_name_is_refused_with_its_candidates_and_its_count() {
    let t = read("2x Luke Skywalker (10)");
    let [ArmyTextProblem::AmbiguousName {
        line,
        count,
        candidates,
        ..
    }] = t.problems.as_slice()
    else {
        panic!("{:?}", t.problems)
    };
    assert_eq!((*line, *count), (1, 2));
    assert_eq!(
        candidates,
        &[
            dep("luke-skywalker-hero-of-the-rebellion"),
            dep("luke-skywalker-jedi-knight")
        ]
    );
    // Each candidate's own name reads back as that card alone.
    for card in candidates {
        let name = card_text_name(&IaCatalog::shipped(), card);
        assert_eq!(cards(&read(&name)), [(card.clone(), 1)], "{name}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// Any text: no panic, every line accounted for, every problem names a line that exists.
    #[test]
    fn any_text_is_read_without_panic(text in "(?s).{0,400}") {
        let t = read(&text);
        prop_assert!(t.lines.len() <= MAX_ARMY_TEXT_LINES);
        prop_assert_eq!(t.lines.len(), text.lines().count().min(MAX_ARMY_TEXT_LINES));
        for p in &t.problems {
            if let ArmyTextProblem::UnknownName { line, .. }
            | ArmyTextProblem::AmbiguousName { line, .. }
            | ArmyTextProblem::BadCount { line, .. }
            | ArmyTextProblem::LineTooLong { line, .. } = p
            {
                prop_assert!(*line >= 1 && (*line as usize) <= t.lines.len());
            }
        }
    }

    /// Lines shaped like list lines, with noise: no panic, and a line is read as a card only
    /// with a count in bounds.
    #[test]
    fn list_like_lines_are_read_or_reported(
        lines in proptest::collection::vec(
            "[-*•]? ?[0-9x×]{0,3} ?[A-Za-zÉé' ()\\[\\]:0-9-]{0,30}( x[0-9]{1,3})?", 0..30),
    ) {
        let text = lines.join("\n");
        let t = read(&text);
        for l in &t.lines {
            if let LineReading::Card { count, .. } = l.reading {
                prop_assert!((1..=MAX_COPIES).contains(&count));
            }
        }
    }

    /// Any Command card, written with its cost and its count in any of the usual orders, reads
    /// as that card with that count.
    #[test]
    fn a_card_with_its_cost_and_count_reads_in_any_order(
        index in any::<proptest::sample::Index>(),
        count in 1u32..=9,
        form in 0usize..5,
    ) {
        let catalog = IaCatalog::shipped();
        let card = index.get(catalog.command_cards());
        let id = IaCardId::Command(card.id.clone());
        let name = card_text_name(&catalog, &id);
        let cost = card.cost;
        let line = match form {
            0 => format!("{name} ({cost}) x{count}"),
            1 => format!("{count}x {name} ({cost})"),
            2 => format!("{name} x{count}"),
            3 => format!("{name} x{count} ({cost})"),
            _ => format!("{count} {name} [{cost} pts]"),
        };
        let t = read_army_text(&catalog, &line);
        prop_assert!(t.is_complete(), "{}: {:?}", line, t.problems);
        prop_assert_eq!(cards(&t), vec![(id, count)]);
    }

    /// A list of any catalog cards, written as text, reads back as the same list.
    #[test]
    fn a_written_list_reads_back(
        deployment in proptest::collection::vec((any::<proptest::sample::Index>(), 1u32..4), 0..8),
        command in proptest::collection::vec((any::<proptest::sample::Index>(), 1u32..3), 0..8),
    ) {
        let catalog = IaCatalog::shipped();
        let mut list = ArmyList::default();
        for (i, n) in deployment {
            list.add(IaCardId::Deployment(i.get(catalog.deployment_cards()).id.clone()), n);
        }
        for (i, n) in command {
            list.add(IaCardId::Command(i.get(catalog.command_cards()).id.clone()), n);
        }
        let t = read_army_text(&catalog, &army_text(&catalog, &list));
        prop_assert!(t.is_complete(), "{:?}", t.problems);
        prop_assert_eq!(&t.list, &list);
    }
}

/// The block of docs/formats.md that follows `marker`, between its fences.
fn doc_example(marker: &str) -> String {
    let doc_path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/formats.md");
    let doc = std::fs::read_to_string(doc_path).unwrap();
    let after = doc.split(marker).nth(1).unwrap();
    let body = after.split("```").nth(1).unwrap();
    body.split_once('\n').unwrap().1.to_owned()
}

#[test]
fn the_examples_in_the_format_documentation_read_as_described() {
    let t = read(&doc_example("<!-- ia-army-text-example"));
    assert!(t.is_complete(), "{:?}", t.problems);
    assert_eq!(
        cards(&t),
        [
            (dep("darth-vader"), 1),
            (dep("stormtrooper-elite"), 2),
            (dep("imperial-officer"), 1),
            (dep("probe-droid"), 1),
            (cmd("bodyguard"), 2),
            (cmd("take-initiative"), 1),
        ]
    );
    let list: ArmyList = serde_json::from_str(&doc_example("<!-- ia-army-json-example")).unwrap();
    assert_eq!(list.deployment.len(), 2);
    let result: crate::ia::IaResultInput =
        serde_json::from_str(&doc_example("<!-- ia-result-example")).unwrap();
    let decided = crate::ia::decide_game(&result).unwrap();
    assert_eq!(
        decided.decision.decided_by,
        crate::ia::IaDecider::FigurePoints
    );
}

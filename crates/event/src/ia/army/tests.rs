use super::*;
use proptest::prelude::*;

fn dep(id: &str, count: u32) -> DeploymentEntry {
    DeploymentEntry {
        card: DeploymentCardId::new(id).unwrap(),
        count,
    }
}

fn cmd(id: &str, count: u32) -> CommandEntry {
    CommandEntry {
        card: CommandCardId::new(id).unwrap(),
        count,
    }
}

/// 18 + 9 + 6 + 2 + 3 + 1 + 1 = 40 points, Imperial with one neutral upgrade (costs from the
/// shipped pack).
fn forty_points() -> Vec<DeploymentEntry> {
    vec![
        dep("darth-vader", 1),
        dep("stormtrooper-elite", 1),
        dep("stormtrooper", 1),
        dep("imperial-officer", 1),
        dep("probe-droid", 1),
        dep("motivation", 1),
        dep("advanced-com-systems", 1),
    ]
}

/// Fifteen Command cards of cost 1: 15 points.
const COST_ONE: [&str; 15] = [
    "ballistics-matrix",
    "battlefield-awareness",
    "behind-enemy-lines",
    "black-market-prices",
    "bladestorm",
    "blitz",
    "bodyguard",
    "brace-for-impact",
    "camouflage",
    "capture-the-weary",
    "change-of-plans",
    "cheat-to-win",
    "collect-intel",
    "dangerous-bargains",
    "data-theft",
];

fn fifteen_points() -> Vec<CommandEntry> {
    COST_ONE.iter().map(|id| cmd(id, 1)).collect()
}

fn legal() -> ArmyList {
    ArmyList {
        deployment: forty_points(),
        command: fifteen_points(),
    }
}

fn check(list: &ArmyList) -> ArmyReport {
    check_army(&IaCatalog::shipped(), list)
}

fn kinds(report: &ArmyReport) -> Vec<String> {
    report
        .problems
        .iter()
        .map(|p| {
            serde_json::to_value(p).unwrap()["kind"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect()
}

#[test]
fn a_legal_army_at_every_limit_passes_with_its_totals() {
    let report = check(&legal());
    assert!(report.is_legal(), "{:?}", report.problems);
    assert_eq!(report.army_points, 40);
    assert_eq!(report.command_cards, 15);
    assert_eq!(report.command_points, 15);
    assert_eq!(report.affiliation, Some(Affiliation::Imperial));
}

#[test]
fn deployment_cards_cost_at_most_forty_points() {
    // «Construcción de ejércitos»: "no puede ser superior a 40 puntos". At 40 (above), below and
    // above.
    let mut below = legal();
    below.deployment.retain(|e| e.card.as_str() != "motivation");
    assert!(check(&below).is_legal());
    assert_eq!(check(&below).army_points, 39);
    let mut above = legal();
    above.deployment.push(dep("targeting-computer", 1));
    let report = check(&above);
    assert_eq!(report.army_points, 41);
    assert_eq!(
        report.problems,
        [ArmyProblem::ArmyOverBudget {
            points: 41,
            max: 40,
            clause: ia(IaSection::ArmyBuilding)
        }]
    );
    // A Skirmish Upgrade of negative cost lowers the total.
    let mut discounted = above.clone();
    discounted.deployment.push(dep("driven-by-hatred", 1));
    assert_eq!(check(&discounted).army_points, 36);
    assert!(check(&discounted).is_legal());
}

#[test]
fn the_command_deck_holds_exactly_fifteen_cards() {
    // "Cada mazo de Mando debe contener exactamente 15 cartas".
    let mut fourteen = legal();
    fourteen.command.pop();
    assert_eq!(
        check(&fourteen).problems,
        [ArmyProblem::CommandDeckSize {
            cards: 14,
            required: 15,
            clause: ia(IaSection::ArmyBuilding)
        }]
    );
    let mut sixteen = legal();
    sixteen.command[0] = cmd("advance-warning", 1);
    sixteen.command.push(cmd("against-the-odds", 1));
    let report = check(&sixteen);
    assert_eq!(report.command_cards, 16);
    assert_eq!(kinds(&report), ["commandDeckSize"]);
    assert!(check(&ArmyList {
        deployment: forty_points(),
        command: vec![],
    })
    .problems
    .contains(&ArmyProblem::CommandDeckSize {
        cards: 0,
        required: 15,
        clause: ia(IaSection::ArmyBuilding)
    }));
}

#[test]
fn the_command_deck_costs_at_most_fifteen_points() {
    // "el coste total de las cartas de Mando de un jugador no puede ser superior a 15 puntos".
    let mut fourteen = legal();
    fourteen.command[0] = cmd("advance-warning", 1);
    assert_eq!(check(&fourteen).command_points, 14);
    assert!(check(&fourteen).is_legal());
    let mut sixteen = legal();
    sixteen.command[0] = cmd("adrenaline", 1);
    let report = check(&sixteen);
    assert_eq!(report.command_points, 16);
    assert_eq!(
        report.problems,
        [ArmyProblem::CommandDeckOverBudget {
            points: 16,
            max: 15,
            clause: ia(IaSection::ArmyBuilding)
        }]
    );
}

#[test]
fn a_command_card_appears_no_more_often_than_its_limit() {
    // Bodyguard has a limit of 2, Take Initiative of 1 (the shipped pack).
    let mut at_limit = legal();
    at_limit.command[0] = cmd("bodyguard", 1); // bodyguard is also at index 6: two copies
    assert!(
        check(&at_limit).is_legal(),
        "{:?}",
        check(&at_limit).problems
    );
    let mut above = at_limit.clone();
    above.command[1] = cmd("bodyguard", 1);
    let report = check(&above);
    assert_eq!(
        report.problems,
        [ArmyProblem::CommandOverLimit {
            card: CommandCardId::new("bodyguard").unwrap(),
            name: "Bodyguard".to_owned(),
            copies: 3,
            limit: 2,
            clause: ia(IaSection::ArmyBuilding)
        }]
    );
    let mut twice = legal();
    twice.command[0] = cmd("take-initiative", 2);
    twice.command.pop();
    assert_eq!(kinds(&check(&twice)), ["commandOverLimit"]);
}

#[test]
fn only_skirmish_cards_are_legal() {
    let mut list = legal();
    list.deployment[0] = dep("agent-blaise-campaign", 1);
    let report = check(&list);
    assert_eq!(kinds(&report), ["notSkirmish"]);
    assert!(report.problems[0]
        .to_string()
        .starts_with("Agent Blaise, ISB Interrogator is a campaign card"));
}

#[test]
fn an_army_has_one_affiliation_and_neutral_upgrades_fit_any() {
    let mut list = legal();
    list.deployment[0] = dep("luke-skywalker-jedi-knight", 1);
    let report = check(&list);
    assert_eq!(report.affiliation, None);
    let [ArmyProblem::MixedAffiliations { affiliations, .. }] = &report.problems[..] else {
        panic!("{:?}", report.problems)
    };
    assert_eq!(affiliations[0].affiliation, Affiliation::Imperial);
    assert_eq!(affiliations[1].affiliation, Affiliation::Rebel);
    assert_eq!(affiliations[1].cards, ["Luke Skywalker, Jedi Knight"]);
    // Neutral upgrades alone name no affiliation, and join a Rebel army as well.
    let rebel = ArmyList {
        deployment: vec![
            dep("luke-skywalker-jedi-knight", 1),
            dep("motivation", 1),
            dep("channel-the-force", 1),
        ],
        command: fifteen_points(),
    };
    let report = check(&rebel);
    assert!(report.is_legal(), "{:?}", report.problems);
    assert_eq!(report.affiliation, Some(Affiliation::Rebel));
}

#[test]
fn a_unique_card_appears_once_and_two_cards_of_one_unique_name_count_as_one() {
    let mut twice = legal();
    twice.deployment = vec![dep("darth-vader", 2)];
    let report = check(&twice);
    assert_eq!(
        report.problems,
        [ArmyProblem::UniqueRepeated {
            name: "Darth Vader".to_owned(),
            cards: vec![DeploymentCardId::new("darth-vader").unwrap()],
            copies: 2,
            clause: ia(IaSection::ArmyBuilding)
        }],
        "{report:?}"
    );
    let two_lukes = ArmyList {
        deployment: vec![
            dep("luke-skywalker-jedi-knight", 1),
            dep("luke-skywalker-hero-of-the-rebellion", 1),
        ],
        command: fifteen_points(),
    };
    assert_eq!(kinds(&check(&two_lukes)), ["uniqueRepeated"]);
    // A regular card may be taken several times.
    let mut troopers = legal();
    troopers.deployment = vec![dep("stormtrooper", 3), dep("imperial-officer", 2)];
    assert!(check(&troopers).is_legal());
}

#[test]
fn every_problem_is_listed_at_once() {
    let list = ArmyList {
        deployment: vec![
            dep("darth-vader", 2),
            dep("luke-skywalker-jedi-knight", 1),
            dep("agent-blaise-campaign", 1),
            dep("no-such-card", 1),
            dep("stormtrooper", 0),
        ],
        command: vec![cmd("take-initiative", 2), cmd("assassinate", 6)],
    };
    let report = check(&list);
    assert_eq!(
        kinds(&report),
        [
            "badCount",
            "unknownCard",
            "armyOverBudget",
            "commandDeckSize",
            "commandDeckOverBudget",
            "notSkirmish",
            "mixedAffiliations",
            "uniqueRepeated",
            "commandOverLimit",
            "commandOverLimit",
        ]
    );
    assert!(report
        .problems
        .iter()
        .filter(|p| !matches!(p, ArmyProblem::BadCount { .. }))
        .all(|p| p.clause() == ia(IaSection::ArmyBuilding)));
    assert_eq!(report.army_points, 18 * 2 + 12 + 6);
}

#[test]
fn entries_of_the_same_card_add_up() {
    let mut list = ArmyList::default();
    list.add(
        IaCardId::Deployment(DeploymentCardId::new("stormtrooper").unwrap()),
        1,
    );
    list.add(
        IaCardId::Deployment(DeploymentCardId::new("stormtrooper").unwrap()),
        2,
    );
    list.add(
        IaCardId::Command(CommandCardId::new("bodyguard").unwrap()),
        2,
    );
    assert_eq!(list.deployment, [dep("stormtrooper", 3)]);
    assert_eq!(list.command, [cmd("bodyguard", 2)]);
    let split = ArmyList {
        deployment: vec![dep("darth-vader", 1), dep("darth-vader", 1)],
        command: fifteen_points(),
    };
    assert_eq!(kinds(&check(&split)), ["uniqueRepeated"]);
}

#[test]
fn the_list_is_bounded() {
    let list = ArmyList {
        deployment: (0..MAX_ARMY_ENTRIES + 1)
            .map(|_| dep("stormtrooper", 1))
            .collect(),
        command: vec![],
    };
    let report = check(&list);
    assert_eq!(kinds(&report)[0], "tooManyEntries");
    let huge = ArmyList {
        deployment: vec![dep("stormtrooper", u32::MAX)],
        command: vec![cmd("bodyguard", u32::MAX)],
    };
    let report = check(&huge);
    assert_eq!(kinds(&report)[..2], ["badCount", "badCount"]);
}

#[test]
fn a_list_reads_from_json_and_refuses_unknown_fields() {
    let text = r#"{"deployment": [{"card": "darth-vader", "count": 1}],
                   "command": [{"card": "bodyguard", "count": 2}]}"#;
    let list: ArmyList = serde_json::from_str(text).unwrap();
    assert_eq!(list.deployment, [dep("darth-vader", 1)]);
    assert!(
        serde_json::from_str::<ArmyList>(r#"{"deployment": [], "command": [], "x": 1}"#).is_err()
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(128))]

    /// Any list of catalog cards: the check never panics, the totals are the sums of the costs,
    /// and the points problems appear exactly when a limit is passed.
    #[test]
    fn the_totals_and_the_limits_agree_for_any_list(
        picks in proptest::collection::vec((any::<proptest::sample::Index>(), 1u32..4), 0..10),
        commands in proptest::collection::vec((any::<proptest::sample::Index>(), 1u32..3), 0..20),
    ) {
        let catalog = IaCatalog::shipped();
        let mut list = ArmyList::default();
        for (i, n) in &picks {
            list.add(IaCardId::Deployment(i.get(catalog.deployment_cards()).id.clone()), *n);
        }
        for (i, n) in &commands {
            list.add(IaCardId::Command(i.get(catalog.command_cards()).id.clone()), *n);
        }
        let report = check_army(&catalog, &list);
        let points: i32 = list.deployment.iter().map(|e| {
            i32::from(catalog.deployment_card(&e.card).unwrap().cost) * e.count as i32
        }).sum();
        prop_assert_eq!(report.army_points, points);
        let cards: u32 = list.command.iter().map(|e| e.count).sum();
        prop_assert_eq!(report.command_cards, cards);
        let over = report.problems.iter().any(|p| matches!(p, ArmyProblem::ArmyOverBudget { .. }));
        prop_assert_eq!(over, points > ARMY_POINTS);
        let size = report.problems.iter().any(|p| matches!(p, ArmyProblem::CommandDeckSize { .. }));
        prop_assert_eq!(size, cards != COMMAND_DECK_CARDS);
    }
}

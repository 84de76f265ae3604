//! The statistics page (issue 26): a statistics report ([`hexadraft_stats::StatsReport`]) on
//! paper, for a wall or a season's folder. Every rate is printed with its count beside it, and a
//! rate on fewer games than the report's threshold is marked and left unranked, as on the screen.
//! The report is whatever audience it was computed for: the caller decides what may be seen.

use crate::layout::{Align, Column, Composer, BODY, SMALL};
use crate::pdf::{Font, PaperSize, PdfFile};
use crate::words::{fill, Language};
use hexadraft_catalog::ia::IaCatalog;
use hexadraft_catalog::ia::{Affiliation, IaCardId};
use hexadraft_catalog::Catalog;
use hexadraft_event::ia::card_text_name;
use hexadraft_stats::{Rate, StatsReport, WinRate};

/// The words of the statistics page.
struct StatsWords {
    title: &'static str,
    page_of: &'static str,
    counts: &'static str,
    low_sample: &'static str,
    characters: &'static str,
    legend: &'static str,
    character: &'static str,
    available: &'static str,
    drafted: &'static str,
    first_picks: &'static str,
    average_slot: &'static str,
    bans: &'static str,
    blocks: &'static str,
    contested: &'static str,
    win_rate: &'static str,
    sponsors: &'static str,
    sponsor: &'static str,
    players: &'static str,
    drafts: &'static str,
    tactics: &'static str,
    tactic: &'static str,
    slot: &'static str,
    included: &'static str,
    ia_counts: &'static str,
    deployment: &'static str,
    card: &'static str,
    lists: &'static str,
    to_cut: &'static str,
    affiliations: &'static str,
    affiliation: &'static str,
    command: &'static str,
    imperial: &'static str,
    rebel: &'static str,
    mercenary: &'static str,
    neutral: &'static str,
    nothing: &'static str,
}

const EN: StatsWords = StatsWords {
    title: "Statistics",
    page_of: "Page {n} of {total}",
    counts: "Aristeia!: {events} events, {games} games, {drafts} drafts, {decks} decks counted.",
    low_sample: "* fewer than {n} games: noise more than a trend, so not ranked.",
    characters: "Characters",
    legend: "Lineups: Starting Lineups it was in · Drafted: picked, out of those · 1st: first picks · Slot: average pick slot (1 = the first) · Cont.: drafted, banned or blocked · Win rate: mirror games left out.",
    character: "Character",
    available: "Lineups",
    drafted: "Drafted",
    first_picks: "1st",
    average_slot: "Slot",
    bans: "Bans",
    blocks: "Blocks",
    contested: "Cont.",
    win_rate: "Win rate",
    sponsors: "Sponsors",
    sponsor: "Sponsor",
    players: "Players",
    drafts: "Drafts",
    tactics: "Tactics in locked decks",
    tactic: "Tactic",
    slot: "Slot",
    included: "Included",
    ia_counts: "Imperial Assault: {events} events, {games} games, {lists} army lists.",
    deployment: "Deployment cards",
    card: "Card",
    lists: "Lists",
    to_cut: "Swiss to cut",
    affiliations: "Affiliations",
    affiliation: "Affiliation",
    command: "Command cards",
    imperial: "Imperial",
    rebel: "Rebel",
    mercenary: "Mercenary",
    neutral: "Neutral",
    nothing: "No game counted under these filters.",
};

const ES: StatsWords = StatsWords {
    title: "Estadísticas",
    page_of: "Página {n} de {total}",
    counts:
        "Aristeia!: {events} eventos, {games} partidas, {drafts} drafts, {decks} mazos contados.",
    low_sample: "* menos de {n} partidas: ruido más que tendencia, sin puesto.",
    characters: "Personajes",
    legend: "Alin.: alineaciones en que estaba · Elegido: de esas · 1.ª: primeras elecciones · Turno: turno medio de elección (1 = el primero) · Disp.: elegido, vetado o bloqueado · Victorias: sin partidas espejo.",
    character: "Personaje",
    available: "Alin.",
    drafted: "Elegido",
    first_picks: "1.ª",
    average_slot: "Turno",
    bans: "Vetos",
    blocks: "Bloq.",
    contested: "Disp.",
    win_rate: "Victorias",
    sponsors: "Patrocinadores",
    sponsor: "Patrocinador",
    players: "Jugadores",
    drafts: "Drafts",
    tactics: "Tácticas en mazos bloqueados",
    tactic: "Táctica",
    slot: "Casilla",
    included: "Incluida",
    ia_counts: "Imperial Assault: {events} eventos, {games} partidas, {lists} listas de ejército.",
    deployment: "Cartas de despliegue",
    card: "Carta",
    lists: "Listas",
    to_cut: "Del suizo al corte",
    affiliations: "Afiliaciones",
    affiliation: "Afiliación",
    command: "Cartas de mando",
    imperial: "Imperial",
    rebel: "Rebelde",
    mercenary: "Mercenario",
    neutral: "Neutral",
    nothing: "Ninguna partida cuenta con estos filtros.",
};

const FR: StatsWords = StatsWords {
    title: "Statistiques",
    page_of: "Page {n} sur {total}",
    counts:
        "Aristeia! : {events} événements, {games} parties, {drafts} drafts, {decks} decks comptés.",
    low_sample: "* moins de {n} parties : du bruit plus qu’une tendance, donc sans rang.",
    characters: "Personnages",
    legend: "Line-ups : line-ups où il figurait · Choisi : parmi eux · 1er : premiers choix · Rang : rang moyen de choix (1 = le premier) · Disp. : choisi, banni ou bloqué · Victoires : parties miroir exclues.",
    character: "Personnage",
    available: "Line-ups",
    drafted: "Choisi",
    first_picks: "1er",
    average_slot: "Rang",
    bans: "Bannis",
    blocks: "Bloqués",
    contested: "Disp.",
    win_rate: "Victoires",
    sponsors: "Sponsors",
    sponsor: "Sponsor",
    players: "Joueurs",
    drafts: "Drafts",
    tactics: "Tactiques des decks verrouillés",
    tactic: "Tactique",
    slot: "Emplacement",
    included: "Incluse",
    ia_counts: "Imperial Assault : {events} événements, {games} parties, {lists} listes d’armée.",
    deployment: "Cartes de déploiement",
    card: "Carte",
    lists: "Listes",
    to_cut: "Du suisse au top",
    affiliations: "Affiliations",
    affiliation: "Affiliation",
    command: "Cartes de commandement",
    imperial: "Impérial",
    rebel: "Rebelle",
    mercenary: "Mercenaire",
    neutral: "Neutre",
    nothing: "Aucune partie comptée avec ces filtres.",
};

fn words(language: Language) -> &'static StatsWords {
    match language {
        Language::En => &EN,
        Language::Es => &ES,
        Language::Fr => &FR,
    }
}

/// A statistics report ready to print: the report, what it covers (`scope`, worded by the
/// caller: an event's name, a season's), and the catalogs that name its characters and cards.
pub struct StatisticsPaper<'a> {
    /// The report, as its audience may see it.
    pub report: &'a StatsReport,
    /// What the report covers, printed beside the title.
    pub scope: &'a str,
    /// The Aristeia! catalog (characters' and Sponsors' names).
    pub catalog: &'a Catalog,
    /// The Imperial Assault catalog (cards' names).
    pub ia_catalog: &'a IaCatalog,
    /// The language printed.
    pub language: Language,
    /// The paper size.
    pub size: PaperSize,
}

/// A rate as printed: its percentage with its count, and a mark when it is low-sample.
fn rate_text(rate: &Rate) -> String {
    let mark = if rate.low_sample { " *" } else { "" };
    match rate.value {
        Some(value) => format!("{:.0} % {}/{}{mark}", value * 100.0, rate.hits, rate.of),
        None => format!("– 0/{}{mark}", rate.of),
    }
}

fn win_text(win: &WinRate) -> String {
    rate_text(&win.rate)
}

impl StatisticsPaper<'_> {
    fn affiliation(&self, affiliation: Affiliation) -> &'static str {
        let w = words(self.language);
        match affiliation {
            Affiliation::Imperial => w.imperial,
            Affiliation::Rebel => w.rebel,
            Affiliation::Mercenary => w.mercenary,
            Affiliation::Neutral => w.neutral,
        }
    }

    /// The statistics page (one or more pages): the Aristeia! tables, then Imperial Assault's,
    /// each game's part only when it counted a game.
    pub fn pdf(&self) -> PdfFile {
        let w = words(self.language);
        let language = self.language;
        let mut c = Composer::new(
            self.size,
            format!("{} · {}", w.title, self.scope),
            move |n, total| {
                fill(
                    words(language).page_of,
                    &[("n", n.to_string()), ("total", total.to_string())],
                )
            },
        );
        c.title(w.title, self.scope);
        let threshold = self.report.filter.low_sample_under;
        c.line(
            &fill(w.low_sample, &[("n", threshold.to_string())]),
            Font::Regular,
            SMALL,
        );
        c.advance(4.0);
        let agl = &self.report.agl;
        let ia = &self.report.ia;
        if agl.games == 0 && agl.drafts == 0 && ia.games == 0 && ia.lists == 0 {
            c.line(w.nothing, Font::Regular, BODY);
        }
        if agl.games > 0 || agl.drafts > 0 {
            c.line(
                &fill(
                    w.counts,
                    &[
                        ("events", agl.events.to_string()),
                        ("games", agl.games.to_string()),
                        ("drafts", agl.drafts.to_string()),
                        ("decks", agl.decks.to_string()),
                    ],
                ),
                Font::Regular,
                BODY,
            );
            c.heading(w.characters);
            let columns = [
                Column::new(w.character, 2.3, Align::Left),
                Column::new(w.available, 0.9, Align::Right),
                Column::new(w.drafted, 1.6, Align::Right),
                Column::new(w.first_picks, 0.6, Align::Right),
                Column::new(w.average_slot, 0.7, Align::Right),
                Column::new(w.bans, 0.7, Align::Right),
                Column::new(w.blocks, 0.8, Align::Right),
                Column::new(w.contested, 0.7, Align::Right),
                Column::new(w.win_rate, 1.6, Align::Right),
            ];
            let rows: Vec<Vec<String>> = agl
                .characters
                .iter()
                .map(|s| {
                    vec![
                        self.catalog
                            .character(&s.character)
                            .map_or_else(|| s.character.to_string(), |c| c.name.clone()),
                        s.available.to_string(),
                        rate_text(&s.drafted),
                        s.first_picks.to_string(),
                        s.average_pick_slot
                            .map_or_else(|| "–".to_owned(), |slot| format!("{slot:.1}")),
                        s.bans.to_string(),
                        s.blocks.to_string(),
                        s.contested.to_string(),
                        win_text(&s.win_rate),
                    ]
                })
                .collect();
            c.table(&columns, &rows);
            c.paragraph(w.legend, Font::Regular, SMALL);
            if !agl.sponsors.is_empty() {
                c.heading(w.sponsors);
                let columns = [
                    Column::new(w.sponsor, 3.0, Align::Left),
                    Column::new(w.players, 1.0, Align::Right),
                    Column::new(w.drafts, 1.0, Align::Right),
                    Column::new(w.win_rate, 2.0, Align::Right),
                ];
                let rows: Vec<Vec<String>> = agl
                    .sponsors
                    .iter()
                    .map(|s| {
                        vec![
                            self.catalog
                                .sponsor(&s.sponsor)
                                .map_or_else(|| s.sponsor.to_string(), |x| x.name.clone()),
                            s.players.to_string(),
                            s.drafts.to_string(),
                            win_text(&s.win_rate),
                        ]
                    })
                    .collect();
                c.table(&columns, &rows);
            }
            if !agl.tactics.is_empty() {
                c.heading(w.tactics);
                let columns = [
                    Column::new(w.character, 2.4, Align::Left),
                    Column::new(w.slot, 0.8, Align::Right),
                    Column::new(w.tactic, 3.0, Align::Left),
                    Column::new(w.included, 1.8, Align::Right),
                ];
                let rows: Vec<Vec<String>> = agl
                    .tactics
                    .iter()
                    .map(|t| {
                        vec![
                            self.catalog
                                .character(&t.character)
                                .map_or_else(|| t.character.to_string(), |c| c.name.clone()),
                            (t.slot.index() + 1).to_string(),
                            t.name.clone().unwrap_or_default(),
                            rate_text(&t.included),
                        ]
                    })
                    .collect();
                c.table(&columns, &rows);
            }
        }
        if ia.games > 0 || ia.lists > 0 {
            c.advance(6.0);
            c.line(
                &fill(
                    w.ia_counts,
                    &[
                        ("events", ia.events.to_string()),
                        ("games", ia.games.to_string()),
                        ("lists", ia.lists.to_string()),
                    ],
                ),
                Font::Regular,
                BODY,
            );
            let card_columns = |first: &'static str| {
                [
                    Column::new(first, 3.0, Align::Left),
                    Column::new(w.lists, 1.6, Align::Right),
                    Column::new(w.players, 0.9, Align::Right),
                    Column::new(w.win_rate, 1.9, Align::Right),
                    Column::new(w.to_cut, 1.6, Align::Right),
                ]
            };
            c.heading(w.deployment);
            let rows: Vec<Vec<String>> = ia
                .deployment
                .iter()
                .map(|s| {
                    vec![
                        card_text_name(self.ia_catalog, &IaCardId::Deployment(s.key.clone())),
                        rate_text(&s.share),
                        s.players.to_string(),
                        win_text(&s.win_rate),
                        rate_text(&s.cut_conversion),
                    ]
                })
                .collect();
            c.table(&card_columns(w.card), &rows);
            c.heading(w.affiliations);
            let rows: Vec<Vec<String>> = ia
                .affiliations
                .iter()
                .map(|s| {
                    vec![
                        self.affiliation(s.key).to_owned(),
                        rate_text(&s.share),
                        s.players.to_string(),
                        win_text(&s.win_rate),
                        rate_text(&s.cut_conversion),
                    ]
                })
                .collect();
            c.table(&card_columns(w.affiliation), &rows);
            if !ia.command.is_empty() {
                c.heading(w.command);
                let columns = [
                    Column::new(w.card, 4.0, Align::Left),
                    Column::new(w.lists, 2.0, Align::Right),
                ];
                let rows: Vec<Vec<String>> = ia
                    .command
                    .iter()
                    .map(|s| {
                        vec![
                            card_text_name(self.ia_catalog, &IaCardId::Command(s.card.clone())),
                            rate_text(&s.share),
                        ]
                    })
                    .collect();
                c.table(&columns, &rows);
            }
        }
        c.finish(&format!("{} · {}", w.title, self.scope))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::pdf::tests::{assert_reads_back, text_of};
    use hexadraft_stats::{
        AglStatistics, CharacterStats, Filter, IaCardStats, IaCommandStats, IaStatistics,
        SponsorStats, STATS_FORMAT, STATS_VERSION,
    };

    fn win(wins: u32, games: u32, threshold: u32) -> WinRate {
        WinRate {
            games,
            wins,
            ties: 0,
            losses: games - wins,
            rate: Rate::new(wins, games, threshold),
        }
    }

    /// A report of one character on 25 games (ranked) and one on 3 (low-sample), a Sponsor, and
    /// an Imperial Assault card, under a threshold of 20 games.
    fn report(catalog: &Catalog, ia: &IaCatalog) -> StatsReport {
        let character = |i: usize, drafted: u32, of: u32, wins: u32, games: u32| CharacterStats {
            character: catalog.characters()[i].id.clone(),
            available: of,
            drafted: Rate::new(drafted, of, 20),
            first_picks: 1,
            picks: drafted,
            average_pick_slot: Some(2.5),
            bans: 2,
            blocks: 0,
            contested: drafted + 2,
            swapped_in: 0,
            swapped_out: 0,
            win_rate: win(wins, games, 20),
            by_scenario: vec![],
            by_mods: vec![],
        };
        StatsReport {
            format: STATS_FORMAT.to_owned(),
            version: STATS_VERSION,
            filter: Filter::default(),
            agl: AglStatistics {
                events: 2,
                games: 28,
                drafts: 28,
                decided_drafts: 28,
                decks: 0,
                characters: vec![character(0, 30, 40, 15, 25), character(1, 3, 40, 2, 3)],
                sponsors: vec![SponsorStats {
                    sponsor: catalog.sponsors()[0].id.clone(),
                    players: 8,
                    drafts: 56,
                    win_rate: win(10, 20, 20),
                }],
                tactics: vec![],
            },
            ia: IaStatistics {
                events: 1,
                games: 4,
                lists: 4,
                deployment: vec![IaCardStats {
                    key: ia.deployment_cards()[0].id.clone(),
                    share: Rate::new(2, 4, 20),
                    players: 2,
                    win_rate: win(1, 2, 20),
                    cut_conversion: Rate::new(1, 2, 20),
                }],
                affiliations: vec![IaCardStats {
                    key: Affiliation::Rebel,
                    share: Rate::new(2, 4, 20),
                    players: 2,
                    win_rate: win(1, 2, 20),
                    cut_conversion: Rate::new(1, 2, 20),
                }],
                command: vec![IaCommandStats {
                    card: ia.command_cards()[0].id.clone(),
                    share: Rate::new(4, 4, 20),
                }],
            },
            games: vec![],
        }
    }

    #[test]
    fn every_rate_is_printed_with_its_count_and_a_small_sample_is_marked() {
        let catalog = Catalog::shipped();
        let ia = IaCatalog::shipped();
        let report = report(&catalog, &ia);
        let paper = StatisticsPaper {
            report: &report,
            scope: "Copa Señor",
            catalog: &catalog,
            ia_catalog: &ia,
            language: Language::Es,
            size: PaperSize::A4,
        };
        let pdf = paper.pdf();
        assert_reads_back(&pdf);
        let text = text_of(&pdf).join("\n");
        assert!(text.contains("Estadísticas"), "{text}");
        assert!(text.contains("Copa Señor"));
        assert!(
            text.contains(&catalog.characters()[0].name),
            "{}: {text}",
            catalog.characters()[0].name
        );
        assert!(text.contains(&catalog.sponsors()[0].name));
        // 15 of 25 games: ranked, no mark; 2 of 3: marked.
        assert!(text.contains("60 % 15/25"), "{text}");
        assert!(!text.contains("60 % 15/25 *"));
        assert!(text.contains("67 % 2/3 *"), "{text}");
        assert!(text.contains("* menos de 20 partidas"));
        assert!(text.contains("Rebelde"));
        assert!(text.contains(&card_text_name(
            &ia,
            &IaCardId::Deployment(ia.deployment_cards()[0].id.clone())
        )));
    }

    #[test]
    fn a_report_without_a_game_says_so_in_each_language() {
        let catalog = Catalog::shipped();
        let ia = IaCatalog::shipped();
        let mut empty = report(&catalog, &ia);
        empty.agl = AglStatistics {
            events: 0,
            games: 0,
            drafts: 0,
            decided_drafts: 0,
            decks: 0,
            characters: vec![],
            sponsors: vec![],
            tactics: vec![],
        };
        empty.ia = IaStatistics {
            events: 0,
            games: 0,
            lists: 0,
            deployment: vec![],
            affiliations: vec![],
            command: vec![],
        };
        for (language, words) in [
            (Language::En, "No game counted"),
            (Language::Es, "Ninguna partida"),
            (Language::Fr, "Aucune partie"),
        ] {
            let paper = StatisticsPaper {
                report: &empty,
                scope: "Season",
                catalog: &catalog,
                ia_catalog: &ia,
                language,
                size: PaperSize::Letter,
            };
            let text = text_of(&paper.pdf()).join("\n");
            assert!(text.contains(words), "{language:?}: {text}");
        }
    }
}

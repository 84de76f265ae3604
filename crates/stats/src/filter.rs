//! Which games the statistics count.

use crate::input::{EventInput, GameInput, Stage};
use crate::rate::DEFAULT_LOW_SAMPLE;
use hexadraft_draft::{EventFormat, RulesetVersion};
use serde::{Deserialize, Serialize};

/// Which events and games count, and when a rate is low-sample. Every field left out keeps
/// everything.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "specta", derive(specta::Type))]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Filter {
    /// Only these events, by key.
    #[serde(default)]
    pub events: Option<Vec<String>>,
    /// Only events under this ruleset version.
    #[serde(default)]
    pub ruleset: Option<RulesetVersion>,
    /// Only events of this format.
    #[serde(default)]
    pub format: Option<EventFormat>,
    /// Only rounds from this one (inclusive).
    #[serde(default)]
    pub first_round: Option<u32>,
    /// Only rounds up to this one (inclusive).
    #[serde(default)]
    pub last_round: Option<u32>,
    /// Only the Swiss rounds, or only the cut.
    #[serde(default)]
    pub stage: Option<Stage>,
    /// Only events held on or after this ISO date (YYYY-MM-DD); an event without a date is
    /// left out once a date bound is set.
    #[serde(default)]
    pub from_date: Option<String>,
    /// Only events held on or before this ISO date.
    #[serde(default)]
    pub to_date: Option<String>,
    /// Rates out of fewer than this many are marked low-sample.
    #[serde(default = "default_low_sample")]
    pub low_sample_under: u32,
}

fn default_low_sample() -> u32 {
    DEFAULT_LOW_SAMPLE
}

impl Default for Filter {
    fn default() -> Filter {
        Filter {
            events: None,
            ruleset: None,
            format: None,
            first_round: None,
            last_round: None,
            stage: None,
            from_date: None,
            to_date: None,
            low_sample_under: DEFAULT_LOW_SAMPLE,
        }
    }
}

impl Filter {
    /// Whether `event` counts.
    pub fn keeps_event(&self, event: &EventInput) -> bool {
        let in_dates = match (&self.from_date, &self.to_date, &event.date) {
            (None, None, _) => true,
            (_, _, None) => false,
            // ISO dates order as text.
            (from, to, Some(date)) => {
                from.as_ref().is_none_or(|f| date.as_str() >= f.as_str())
                    && to.as_ref().is_none_or(|t| date.as_str() <= t.as_str())
            }
        };
        in_dates
            && self
                .events
                .as_ref()
                .is_none_or(|keys| keys.contains(&event.key))
            && self.ruleset.is_none_or(|r| r == event.ruleset)
            && self.format.is_none_or(|f| Some(f) == event.format)
    }

    /// Whether `game` of a kept event counts.
    pub fn keeps_game(&self, game: &GameInput) -> bool {
        self.first_round.is_none_or(|r| game.round >= r)
            && self.last_round.is_none_or(|r| game.round <= r)
            && self.stage.is_none_or(|s| s == game.stage)
    }

    /// The games that count, with their events.
    pub fn games<'a>(
        &'a self,
        events: &'a [EventInput],
    ) -> impl Iterator<Item = (&'a EventInput, &'a GameInput)> + 'a {
        events
            .iter()
            .filter(|e| self.keeps_event(e))
            .flat_map(|e| e.games.iter().map(move |g| (e, g)))
            .filter(|(_, g)| self.keeps_game(g))
    }
}

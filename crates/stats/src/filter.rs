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
    /// Whether an event held on `date` (an ISO date, when known) counts: an event without a
    /// date is left out once a bound is set.
    pub fn keeps_date(&self, date: Option<&str>) -> bool {
        match (&self.from_date, &self.to_date, date) {
            (None, None, _) => true,
            (_, _, None) => false,
            // ISO dates order as text.
            (from, to, Some(date)) => {
                from.as_ref().is_none_or(|f| date >= f.as_str())
                    && to.as_ref().is_none_or(|t| date <= t.as_str())
            }
        }
    }

    /// Whether the event named `key` is among the chosen ones.
    pub fn keeps_key(&self, key: &str) -> bool {
        self.events
            .as_ref()
            .is_none_or(|keys| keys.iter().any(|k| k == key))
    }

    /// Whether a game of `round` in `stage` counts.
    pub fn keeps_round(&self, round: u32, stage: Stage) -> bool {
        self.first_round.is_none_or(|r| round >= r)
            && self.last_round.is_none_or(|r| round <= r)
            && self.stage.is_none_or(|s| s == stage)
    }

    /// Whether `event` counts.
    pub fn keeps_event(&self, event: &EventInput) -> bool {
        self.keeps_date(event.date.as_deref())
            && self.keeps_key(&event.key)
            && self.ruleset.is_none_or(|r| r == event.ruleset)
            && self.format.is_none_or(|f| Some(f) == event.format)
    }

    /// Whether `game` of a kept event counts.
    pub fn keeps_game(&self, game: &GameInput) -> bool {
        self.keeps_round(game.round, game.stage)
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

//! Noticing saves: file events (notify), debounced to one per save, or a watcher that
//! polls where events do not work.

use super::event::Event;
use notify_debouncer_mini::notify::{self, PollWatcher, RecommendedWatcher, RecursiveMode};
use notify_debouncer_mini::{Config, DebounceEventResult, Debouncer, new_debouncer, new_debouncer_opt};
use std::path::Path;
use std::sync::mpsc::Sender;
use std::time::Duration;

/// One check per save: events closer together than this are one save.
pub(super) const DEBOUNCE: Duration = Duration::from_millis(250);
/// How often the polling watcher looks.
pub(super) const POLL_EVERY: Duration = Duration::from_secs(1);

pub(super) fn events(dir: &Path, tx: Sender<Event>) -> Result<Debouncer<RecommendedWatcher>, notify::Error> {
    let mut debouncer = new_debouncer(DEBOUNCE, handler(tx))?;
    debouncer.watcher().watch(dir, RecursiveMode::NonRecursive)?;
    Ok(debouncer)
}

pub(super) fn polling(dir: &Path, tx: Sender<Event>) -> Result<Debouncer<PollWatcher>, notify::Error> {
    let config = Config::default().with_timeout(DEBOUNCE).with_notify_config(
        notify::Config::default()
            .with_poll_interval(POLL_EVERY)
            .with_compare_contents(true),
    );
    let mut debouncer = new_debouncer_opt::<_, PollWatcher>(config, handler(tx))?;
    debouncer.watcher().watch(dir, RecursiveMode::NonRecursive)?;
    Ok(debouncer)
}

fn handler(tx: Sender<Event>) -> impl FnMut(DebounceEventResult) + Send + 'static {
    move |result: DebounceEventResult| {
        let _ = tx.send(Event::Files(result.map(|_| ())));
    }
}

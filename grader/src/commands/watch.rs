//! `grader watch`: checks the exercise again whenever its files change, until `q`.
//!
//! - File events (notify), debounced: one check per save, however many events the
//!   editor's save makes. Where file events do not work the watcher polls, and says so:
//!   when asked to (`--poll`), when the event watcher cannot start, or when a save is
//!   seen without any event for it.
//! - Nothing is ever wiped: each check starts below a separator line and its verdict is
//!   printed below that, so the last verdict stays readable until the next one is there,
//!   and the ones before it stay in the scrollback. Each verdict is capped in lines and
//!   line length, so a flood of output cannot bury it or hang the terminal.
//! - A save while a check runs stops that check, with every process it started, and
//!   checks the saved text instead.
//! - Keys work at any time, also while a check runs: `n` next exercise, `h` hint,
//!   `l` list, `r` reset to the stub (asks first), `c` or Enter check now, `q` quit.
//!   On a terminal they are single keys (raw mode, put back as it was on quit); when the
//!   input is not a terminal, a line per key.
//! - A progress bar while a check runs: checks done of the exercise's checks, and the
//!   schedules explored so far.
//!
//! This file is the loop and what it does on each event; the check's thread is
//! `watch/background.rs`, noticing saves `watch/files.rs`, the keys `watch/keys.rs`, what
//! is printed `watch/screen.rs`, and what reaches the loop `watch/event.rs`.

mod background;
mod event;
mod files;
mod keys;
mod screen;

use background::{Work, grade_in_background};
use event::{Event, Key, Step};
use files::{DEBOUNCE, POLL_EVERY, events, polling};
use keys::{RawMode, spawn_key_reader, spawn_line_reader};
use screen::{Screen, cap, rule};

use crate::candidate::source::Source;
use crate::commands;
use crate::course::i18n::{Catalog, pick};
use crate::course::manifest::{Exercise, Lesson};
use crate::course::stubs;
use crate::course::workspace::env::Env;
use crate::engine::Cancel;
use crate::error::{CommandError, Exit};
use crate::student::state::{Progress, Standing, fingerprint};
use crate::verdict::render;
use crate::verdict::{CheckStatus, ExerciseVerdict, Status};
use colored::Colorize;
use grader_report::args;
use notify_debouncer_mini::Debouncer;
use notify_debouncer_mini::notify::{PollWatcher, RecommendedWatcher};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

/// How often the watch looks at the file itself, to notice saves that made no event.
const LOOK_EVERY: Duration = Duration::from_secs(2);

pub fn run(env: &Env, id: Option<&str>, poll: bool) -> Result<Exit, CommandError> {
    let c = &env.catalog;
    let progress = Progress::load(&env.ws.root);
    let (lesson, ex) = match id {
        Some(id) => env.find(id)?,
        None => match progress.next(&env.ws, &env.course, None) {
            Some(found) => found,
            None => match env.course.exercises().first() {
                Some(first) => {
                    println!("{}", c.text("next-all-done").green().bold());
                    *first
                }
                None => return Err(CommandError::new("course-empty", args!())),
            },
        },
    };
    let terminal = std::io::stdin().is_terminal() && std::io::stdout().is_terminal();
    let raw = if terminal { RawMode::enter() } else { None };
    let (tx, rx) = channel();
    let screen = Screen::new(raw.is_some());
    if raw.is_some() {
        spawn_key_reader(tx.clone());
    } else {
        spawn_line_reader(tx.clone());
    }
    let mut watch = Watch {
        env,
        screen,
        tx,
        lesson,
        ex,
        watcher: None,
        polling: false,
        run: None,
        runs: 0,
        checked: None,
        unseen_since: None,
        confirm_reset: false,
    };
    watch.start(poll);
    watch.event_loop(&rx);
    drop(raw);
    Ok(Exit::DONE)
}

/// The check in progress.
struct Running {
    id: u64,
    /// The file as it was when the check started.
    text: String,
    started: Instant,
    bar: indicatif::ProgressBar,
    schedules: u64,
    failed: u64,
    cancel: Cancel,
}

enum Watcher {
    Events(#[allow(dead_code)] Debouncer<RecommendedWatcher>),
    Polling(#[allow(dead_code)] Debouncer<PollWatcher>),
}

struct Watch<'a> {
    env: &'a Env,
    screen: Screen,
    tx: Sender<Event>,
    lesson: &'a Lesson,
    ex: &'a Exercise,
    watcher: Option<Watcher>,
    polling: bool,
    run: Option<Running>,
    runs: u64,
    /// Fingerprint of the file as last checked (or being checked).
    checked: Option<String>,
    /// When the look at the file first saw a change that no file event announced.
    unseen_since: Option<Instant>,
    confirm_reset: bool,
}

impl<'a> Watch<'a> {
    fn catalog(&self) -> &'a Catalog {
        &self.env.catalog
    }

    fn file(&self) -> PathBuf {
        self.env.ws.student_file(self.ex)
    }

    fn start(&mut self, poll: bool) {
        self.watch_files(poll, None);
        self.check(Reason::Start);
    }

    /// Handles events until one of them ends the watch.
    fn event_loop(&mut self, rx: &Receiver<Event>) {
        let mut last_look = Instant::now();
        loop {
            match rx.recv_timeout(Duration::from_millis(200)) {
                Ok(event) => {
                    if !self.handle(event) {
                        return;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return,
            }
            if last_look.elapsed() >= LOOK_EVERY {
                last_look = Instant::now();
                self.look();
            }
        }
    }

    /// Handles one event; false to quit.
    fn handle(&mut self, event: Event) -> bool {
        match event {
            Event::Key(key) => return self.key(key),
            Event::Files(Ok(())) => {
                self.unseen_since = None;
                // A save makes the check in progress out of date: it is stopped (with
                // whatever it started) and the saved text checked instead.
                if self.changed() {
                    self.cancel();
                    self.check(Reason::Saved);
                }
            }
            Event::Files(Err(error)) => {
                if !self.polling {
                    let note = self.catalog().get("watch-events-failed", &args!("error" => error));
                    self.watch_files(true, Some(note));
                }
            }
            Event::Step(id, step) => self.step(id, step),
            Event::Done(id, verdict) => self.done(id, *verdict),
            Event::Crashed(id, message) => {
                if let Some(run) = self.run.take_if(|r| r.id == id) {
                    run.bar.finish_and_clear();
                    self.screen.line(&message.red().to_string());
                    self.screen.line(&keys(self.catalog()).dimmed().to_string());
                }
            }
        }
        true
    }

    /// Starts watching the exercise's `src` folder; with `poll`, or when file events
    /// cannot be had, by polling (and says so).
    fn watch_files(&mut self, poll: bool, note: Option<String>) {
        let c = self.catalog();
        self.watcher = None;
        let dir = self.file().parent().map(Path::to_path_buf).unwrap_or_default();
        let shown = self.env.ws.show(&self.file());
        let mut note = note;
        if !poll {
            match events(&dir, self.tx.clone()) {
                Ok(watcher) => {
                    self.watcher = Some(Watcher::Events(watcher));
                    self.polling = false;
                    self.screen.line(&c.get("watch-watching", &args!("file" => shown)));
                    self.screen.line(&keys(c).dimmed().to_string());
                    return;
                }
                Err(e) => note = Some(c.get("watch-events-failed", &args!("error" => e))),
            }
        }
        self.polling = true;
        let seconds = POLL_EVERY.as_secs();
        match polling(&dir, self.tx.clone()) {
            Ok(watcher) => self.watcher = Some(Watcher::Polling(watcher)),
            // The look at the file every few seconds still notices saves.
            Err(e) => note = Some(c.get("watch-events-failed", &args!("error" => e))),
        }
        if let Some(note) = note {
            self.screen.line(&note.yellow().to_string());
        }
        self.screen
            .line(&c.get("watch-polling", &args!("file" => shown, "seconds" => seconds)));
        self.screen.line(&keys(c).dimmed().to_string());
    }

    /// Whether the file differs from what was last checked.
    fn changed(&self) -> bool {
        let now = std::fs::read_to_string(self.file()).unwrap_or_default();
        self.checked.as_deref() != Some(fingerprint(&now).as_str())
    }

    /// Every few seconds: a save that no file event announced means events do not work
    /// here (a network drive, a container's mount): poll from now on, and check it.
    fn look(&mut self) {
        if self.run.is_some() || !self.changed() {
            self.unseen_since = None;
            return;
        }
        match self.unseen_since {
            None => self.unseen_since = Some(Instant::now()),
            Some(since) if since.elapsed() >= DEBOUNCE * 4 => {
                self.unseen_since = None;
                if !self.polling {
                    let note = self.catalog().text("watch-no-events");
                    self.watch_files(true, Some(note));
                }
                self.check(Reason::Saved);
            }
            Some(_) => {}
        }
    }

    /// Handles a key; false to quit.
    fn key(&mut self, key: Key) -> bool {
        let c = self.catalog();
        if self.confirm_reset {
            self.confirm_reset = false;
            let yes = matches!(key, Key::Char(ch) if commands::reset::is_yes(&ch.to_string()));
            if yes {
                self.reset();
            } else {
                self.screen.line(&c.text("reset-declined"));
            }
            return true;
        }
        match key {
            Key::Quit | Key::Char('q') => {
                self.cancel();
                self.screen.line(&c.text("watch-bye"));
                false
            }
            Key::Enter | Key::Char('c') => {
                self.cancel();
                self.check(Reason::Asked);
                true
            }
            Key::Char('n') => {
                self.next();
                true
            }
            Key::Char('h') => {
                self.screen.line("");
                self.screen
                    .cooked(|| commands::hint::show(self.env, self.ex, "hint-more-watch"));
                true
            }
            Key::Char('l') => {
                self.screen.line("");
                self.screen.cooked(|| commands::list::show(self.env));
                true
            }
            Key::Char('r') => {
                if stubs::pristine(&self.env.ws, self.ex).is_some() {
                    self.screen.line("");
                    self.screen.line(&commands::reset::question(self.env, self.ex));
                    self.confirm_reset = true;
                } else {
                    self.screen
                        .line(&commands::reset::no_stub(self.env, self.ex).yellow().to_string());
                }
                true
            }
            _ => {
                self.screen.line(&keys(c).dimmed().to_string());
                true
            }
        }
    }

    fn reset(&mut self) {
        let Some(pristine) = stubs::pristine(&self.env.ws, self.ex) else {
            self.screen.line(&commands::reset::no_stub(self.env, self.ex));
            return;
        };
        self.cancel();
        match commands::reset::restore(self.env, self.ex, &pristine) {
            Ok(backup) => {
                let text = commands::reset::done(self.env, self.ex, &pristine, backup.as_ref());
                self.screen.line(&text.green().to_string());
                self.check(Reason::Asked);
            }
            Err(e) => self.screen.line(&e.message(self.catalog()).red().to_string()),
        }
    }

    /// Moves on to the next exercise not done, after this one.
    fn next(&mut self) {
        let c = self.catalog();
        let progress = Progress::load(&self.env.ws.root);
        let next = progress
            .next(&self.env.ws, &self.env.course, Some(self.ex.number))
            .filter(|(_, e)| e.number != self.ex.number);
        let Some((lesson, ex)) = next else {
            self.screen.line(&c.text("watch-no-next"));
            return;
        };
        self.cancel();
        self.lesson = lesson;
        self.ex = ex;
        self.checked = None;
        self.screen.line("");
        self.screen.line(
            &c.get(
                "next-exercise",
                &args!("id" => ex.id(), "slug" => ex.slug, "title" => pick(&ex.title, c.lang())),
            )
            .bold()
            .to_string(),
        );
        let polling = self.polling;
        self.watch_files(polling, None);
        self.check(Reason::Start);
    }

    /// Starts a check of the file as it is now, below a separator.
    fn check(&mut self, reason: Reason) {
        let c = self.catalog();
        self.cancel();
        self.runs += 1;
        let id = self.runs;
        // The text read here is the one graded and recorded: a save during the check
        // starts another check, it never changes this one.
        let source = Source::read(&self.file()).ok();
        let text = source
            .as_ref()
            .and_then(|s| s.text().ok())
            .unwrap_or_default()
            .to_string();
        self.checked = Some(fingerprint(&text));
        self.unseen_since = None;
        let why = match reason {
            Reason::Start => c.text("watch-why-start"),
            Reason::Saved => c.text("watch-why-saved"),
            Reason::Asked => c.text("watch-why-asked"),
        };
        let title = format!("{} · {} · {why}", self.ex.id(), self.ex.slug);
        self.screen.line("");
        self.screen.line(&rule(&title, self.screen.width).bold().to_string());
        let bar = self.screen.bar(self.ex.check_names().len() as u64);
        bar.set_message(c.text("watch-building"));
        let cancel = Cancel::default();
        self.run = Some(Running {
            id,
            text,
            started: Instant::now(),
            bar,
            schedules: 0,
            failed: 0,
            cancel: cancel.clone(),
        });
        let tx = self.tx.clone();
        let (ws, lesson, ex, lang) = (self.env.ws.clone(), self.lesson.clone(), self.ex.clone(), c.lang());
        let work = Work { ws, lesson, ex, source };
        std::thread::spawn(move || grade_in_background(id, work, lang, tx, cancel));
    }

    fn step(&mut self, id: u64, step: Step) {
        let c = self.catalog();
        let Some(run) = self.run.as_mut().filter(|r| r.id == id) else {
            return;
        };
        match step {
            Step::Building => run.bar.set_message(c.text("watch-building")),
            Step::Checking { index, name } => {
                run.bar.set_position(index as u64);
                run.bar.set_message(c.get(
                    "watch-exploring",
                    &args!("check" => name, "schedules" => run.schedules, "failed" => run.failed),
                ));
            }
            Step::Checked { schedules, failed } => {
                run.schedules += schedules;
                run.failed += failed as u64;
                run.bar.inc(1);
            }
        }
    }

    fn done(&mut self, id: u64, verdict: ExerciseVerdict) {
        let c = self.catalog();
        let Some(run) = self.run.take_if(|r| r.id == id) else {
            return;
        };
        run.bar.finish_and_clear();
        let before = Progress::load(&self.env.ws.root).standing(&self.ex.slug, &run.text);
        // Record only a verdict on the file as it still is: a save during the check
        // brings another check, which records its own.
        if !self.changed() {
            Progress::record_verdict(&self.env.ws.root, &self.ex.slug, verdict.status, &run.text);
        }
        let shown = render::verdict(&verdict, self.ex, c);
        self.screen
            .print(&cap(&shown, self.screen.max_lines(), &self.ex.id(), c));
        let seconds = format!("{:.1}", run.started.elapsed().as_secs_f64());
        let checks = verdict.checks.iter().filter(|v| v.status != CheckStatus::Skip).count();
        self.screen.line(
            &c.get(
                "watch-took",
                &args!("seconds" => seconds, "schedules" => run.schedules, "checks" => checks),
            )
            .dimmed()
            .to_string(),
        );
        if verdict.status == Status::Pass && before != Standing::Done {
            let progress = Progress::load(&self.env.ws.root);
            let next = progress
                .next(&self.env.ws, &self.env.course, Some(self.ex.number))
                .filter(|(_, e)| e.number != self.ex.number);
            let text = match next {
                Some((_, e)) => c.get("watch-passed-next", &args!("id" => self.ex.id(), "next" => e.id())),
                None => c.text("next-all-done"),
            };
            self.screen.line(&text.green().bold().to_string());
        }
        self.screen.line(&keys(c).dimmed().to_string());
        if self.changed() {
            self.check(Reason::Saved);
        }
    }

    /// Stops the check in progress, if any: its processes end, its verdict is dropped.
    fn cancel(&mut self) {
        if let Some(run) = self.run.take() {
            run.cancel.cancel();
            run.bar.finish_and_clear();
            self.screen
                .line(&self.catalog().text("watch-stopped").dimmed().to_string());
        }
    }
}

#[derive(Clone, Copy)]
enum Reason {
    Start,
    Saved,
    Asked,
}

fn keys(c: &Catalog) -> String {
    c.text("watch-keys")
}

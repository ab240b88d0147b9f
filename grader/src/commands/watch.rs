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

use crate::commands;
use crate::engine::{self, Cancel, Candidate, Options};
use crate::error::{CommandError, Exit};
use crate::i18n::{Catalog, pick};
use crate::manifest::{Exercise, Lesson};
use crate::render;
use crate::source::Source;
use crate::state::{Progress, Standing, fingerprint};
use crate::stubs;
use crate::verdict::{CheckStatus, ExerciseVerdict, Status};
use crate::workspace::Workspace;
use crate::workspace::env::Env;
use colored::Colorize;
use grader_report::args;
use notify_debouncer_mini::notify::{self, PollWatcher, RecommendedWatcher, RecursiveMode};
use notify_debouncer_mini::{Config, DebounceEventResult, Debouncer, new_debouncer, new_debouncer_opt};
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

/// One check per save: events closer together than this are one save.
const DEBOUNCE: Duration = Duration::from_millis(250);
/// How often the polling watcher looks.
const POLL_EVERY: Duration = Duration::from_secs(1);
/// How often the watch looks at the file itself, to notice saves that made no event.
const LOOK_EVERY: Duration = Duration::from_secs(2);
/// At most this many characters of one line of a verdict are shown.
const LINE_CAP: usize = 400;

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

enum Event {
    Key(Key),
    /// Something changed in the watched folder, or the watcher failed.
    Files(Result<(), notify::Error>),
    /// How far run `id` is.
    Step(u64, Step),
    /// The verdict of run `id`.
    Done(u64, Box<ExerciseVerdict>),
    /// Run `id` ended without a verdict: the grader itself failed.
    Crashed(u64, String),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Key {
    Char(char),
    Enter,
    /// Ctrl-C
    Quit,
}

enum Step {
    Building,
    Checking { index: usize, name: String },
    Checked { schedules: u64, failed: bool },
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

/// What a check in the background grades.
struct Work {
    ws: Workspace,
    lesson: Lesson,
    ex: Exercise,
    /// The text read when the check began; `None`: the file could not be read, which the
    /// engine tells.
    source: Option<Source>,
}

/// The check of `work`, on its own thread so that keys and saves are handled meanwhile. A
/// cancelled check ends at once (the engine kills what it started) and sends nothing.
fn grade_in_background(
    id: u64,
    Work { ws, lesson, ex, source }: Work,
    lang: &'static str,
    tx: Sender<Event>,
    cancel: Cancel,
) {
    let catalog = Catalog::load(lang, Some(&ws.lessons_dir()));
    let file = ws.student_file(&ex);
    let candidate = Candidate {
        lesson: &lesson,
        exercise: &ex,
        file: &file,
        shown_as: None,
    };
    let options = Options {
        cancel: cancel.clone(),
        ..Options::in_slot("watch")
    };
    // A fault of the grader's own is shown as such, and the watch goes on.
    let verdict = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut observer = |p: engine::Stage| {
            let step = match p {
                engine::Stage::Building => Step::Building,
                engine::Stage::Checking { index, name, .. } => Step::Checking {
                    index,
                    name: name.to_string(),
                },
                engine::Stage::Checked { verdict, .. } => Step::Checked {
                    schedules: verdict.schedules,
                    failed: verdict.status == CheckStatus::Fail,
                },
            };
            let _ = tx.send(Event::Step(id, step));
        };
        match &source {
            Some(source) => engine::grade_read(&ws, &candidate, source, &options, &catalog, &mut observer),
            None => engine::grade(&ws, &candidate, &options, &catalog, &mut observer),
        }
    }));
    if cancel.is_cancelled() {
        return;
    }
    let _ = match verdict {
        Ok(verdict) => tx.send(Event::Done(id, Box::new(verdict))),
        Err(payload) => {
            let what = payload
                .downcast_ref::<String>()
                .cloned()
                .or_else(|| payload.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default();
            tx.send(Event::Crashed(id, catalog.get("setup-error", &args!("error" => what))))
        }
    };
}

fn events(dir: &Path, tx: Sender<Event>) -> Result<Debouncer<RecommendedWatcher>, notify::Error> {
    let mut debouncer = new_debouncer(DEBOUNCE, handler(tx))?;
    debouncer.watcher().watch(dir, RecursiveMode::NonRecursive)?;
    Ok(debouncer)
}

fn polling(dir: &Path, tx: Sender<Event>) -> Result<Debouncer<PollWatcher>, notify::Error> {
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

/// Single keys, from a terminal in raw mode.
fn spawn_key_reader(tx: Sender<Event>) {
    use crossterm::event::{self, Event as Term, KeyCode, KeyEventKind, KeyModifiers};
    std::thread::spawn(move || {
        loop {
            let key = match event::read() {
                Ok(Term::Key(k)) if k.kind == KeyEventKind::Press => match k.code {
                    KeyCode::Char('c') | KeyCode::Char('d') if k.modifiers.contains(KeyModifiers::CONTROL) => Key::Quit,
                    KeyCode::Char(ch) => Key::Char(ch.to_lowercase().next().unwrap_or(ch)),
                    KeyCode::Enter => Key::Enter,
                    _ => continue,
                },
                Ok(_) => continue,
                Err(_) => return,
            };
            if tx.send(Event::Key(key)).is_err() {
                return;
            }
        }
    });
}

/// A line per key, when the input is not a terminal; at its end the watch goes on.
fn spawn_line_reader(tx: Sender<Event>) {
    std::thread::spawn(move || {
        for line in std::io::stdin().lines() {
            let Ok(line) = line else { return };
            let key = match line.trim().chars().next() {
                None => Key::Enter,
                Some(ch) => Key::Char(ch.to_lowercase().next().unwrap_or(ch)),
            };
            if tx.send(Event::Key(key)).is_err() {
                return;
            }
        }
    });
}

/// Raw mode for single keys, left when dropped (also when unwinding from a panic).
struct RawMode;

impl RawMode {
    fn enter() -> Option<RawMode> {
        crossterm::terminal::enable_raw_mode().ok().map(|_| RawMode)
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        let _ = crossterm::terminal::disable_raw_mode();
        let _ = crossterm::execute!(std::io::stdout(), crossterm::cursor::Show);
    }
}

/// Where the watch writes: line by line, never clearing anything.
struct Screen {
    /// On a terminal in raw mode, where a line ends with "\r\n".
    interactive: bool,
    width: usize,
    rows: usize,
}

impl Screen {
    fn new(interactive: bool) -> Screen {
        let (width, rows) = match crossterm::terminal::size() {
            Ok((w, h)) if interactive => (w as usize, h as usize),
            _ => (80, 0),
        };
        Screen {
            interactive,
            width: width.clamp(20, 120),
            rows,
        }
    }

    fn print(&self, text: &str) {
        let text = if self.interactive {
            text.replace("\r\n", "\n").replace('\n', "\r\n")
        } else {
            text.to_string()
        };
        let mut out = std::io::stdout().lock();
        let _ = out.write_all(text.as_bytes());
        let _ = out.flush();
    }

    fn line(&self, text: &str) {
        self.print(&format!("{text}\n"));
    }

    /// Runs `f`, which prints with plain newlines, outside raw mode.
    fn cooked<R>(&self, f: impl FnOnce() -> R) -> R {
        if !self.interactive {
            return f();
        }
        let _ = crossterm::terminal::disable_raw_mode();
        let result = f();
        let _ = std::io::stdout().flush();
        let _ = crossterm::terminal::enable_raw_mode();
        result
    }

    /// Lines of one verdict: what fits on the terminal, at least 20; 200 off a terminal.
    fn max_lines(&self) -> usize {
        if self.rows == 0 {
            200
        } else {
            self.rows.saturating_sub(6).max(20)
        }
    }

    fn bar(&self, checks: u64) -> indicatif::ProgressBar {
        if !self.interactive {
            return indicatif::ProgressBar::hidden();
        }
        let bar = indicatif::ProgressBar::new(checks);
        let style = indicatif::ProgressStyle::with_template("{spinner} [{bar:24}] {pos}/{len} {wide_msg}")
            .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        bar.enable_steady_tick(Duration::from_millis(120));
        bar
    }
}

/// At most `max` lines of at most [`LINE_CAP`] characters; the summary at the end is kept.
fn cap(text: &str, max: usize, id: &str, c: &Catalog) -> String {
    let cut_line = |line: &str| -> String {
        if line.chars().count() <= LINE_CAP {
            return line.to_string();
        }
        let mut cut: String = line.chars().take(LINE_CAP).collect();
        if colored::control::SHOULD_COLORIZE.should_colorize() {
            cut.push_str("\x1b[0m");
        }
        cut.push('…');
        cut
    };
    let lines: Vec<&str> = text.lines().collect();
    let max = max.max(8);
    let mut out = Vec::new();
    if lines.len() <= max {
        out.extend(lines.iter().map(|l| cut_line(l)));
    } else {
        let tail = 2;
        let head = max - tail - 1;
        out.extend(lines[..head].iter().map(|l| cut_line(l)));
        let more = lines.len() - head - tail;
        let note = c.get("watch-more-lines", &args!("count" => more, "id" => id));
        out.push(format!("  {}", note.dimmed()));
        out.extend(lines[lines.len() - tail..].iter().map(|l| cut_line(l)));
    }
    let mut joined = out.join("\n");
    joined.push('\n');
    joined
}

/// "── exercise-1 · bounded-queue · after a save ─────", one column short of the width
/// (a line that fills the last column makes some terminals add an empty one).
fn rule(title: &str, width: usize) -> String {
    let fill = width.saturating_sub(title.chars().count() + 5).max(3);
    format!("── {title} {}", "─".repeat(fill))
}

fn keys(c: &Catalog) -> String {
    c.text("watch-keys")
}

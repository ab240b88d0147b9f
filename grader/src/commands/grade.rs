//! `grader grade DIR…`: a whole class at once, for CI. And `grader check --all
//! [--submission DIR]` / `grader check ID --submission DIR`: one submission.
//!
//! Submissions are graded side by side (`--jobs N`), each job in its own scratch slot so
//! that builds never collide, all of them with the one shared target folder so that the
//! dependencies build once; a file built before (a class has many copies of the stub) is
//! not built again (see `compile`). Results come out in the order of the sorted folders,
//! whatever finished first.

use super::Format;
use crate::candidate::submission::{self, Event, Submission, SubmissionVerdict};
use crate::compile::{Reuse, Slot};
use crate::course::i18n::Catalog;
use crate::course::workspace::env::Env;
use crate::engine::{self, Settings};
use crate::error::{CommandError, Exit};
use crate::verdict::formats::{self, Graded, Shard};
use crate::verdict::render;
use clap::ValueEnum;
use colored::Colorize;
use grader_report::args;
use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};
use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

// What each format is, as `grader grade --help` says it: cli-choice-grade-format-* in the
// catalog (grader/locales), not doc comments, which clap would show in English only.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum GradeFormat {
    Text,
    Json,
    Junit,
    Gradescope,
    Prairielearn,
    Classroom50,
    Github,
    Gitlab,
}

impl GradeFormat {
    /// The formats that grade one submission for a platform.
    fn platform(self) -> Option<formats::platform::Platform> {
        use formats::platform::Platform;
        match self {
            GradeFormat::Text | GradeFormat::Json | GradeFormat::Junit => None,
            GradeFormat::Gradescope => Some(Platform::Gradescope),
            GradeFormat::Prairielearn => Some(Platform::PrairieLearn),
            GradeFormat::Classroom50 => Some(Platform::Classroom50),
            GradeFormat::Github => Some(Platform::Github),
            GradeFormat::Gitlab => Some(Platform::Gitlab),
        }
    }
}

/// The options of `grader grade`.
pub struct Options {
    pub dirs: Vec<PathBuf>,
    /// A class list (CSV `name,folder` or JSON): its folders are graded too, under its names.
    pub roster: Option<PathBuf>,
    /// Where to write the gradebook CSV: a row per student, a column per exercise.
    pub gradebook: Option<PathBuf>,
    /// Where to write the class report (see `cohort_report`): .html or .csv.
    pub report: Vec<PathBuf>,
    pub jobs: usize,
    pub shard: Option<String>,
    pub format: GradeFormat,
    pub settings: Settings,
}

pub fn run(env: &Env, options: Options) -> Result<Exit, CommandError> {
    let c = &env.catalog;
    let shard = match options.shard.as_deref().map(Shard::parse) {
        None => None,
        Some(Some(shard)) => Some(shard),
        Some(None) => return Err(CommandError::new("grade-bad-shard", args!())),
    };
    if let Some(file) = options
        .report
        .iter()
        .find(|f| crate::verdict::cohort_report::Kind::of(f).is_none())
    {
        return Err(CommandError::new(
            "class-report-bad-name",
            args!("file" => file.display()),
        ));
    }
    let mut dirs = options.dirs.clone();
    let roster = match options.roster.as_deref().map(formats::gradebook::read_roster) {
        None => Vec::new(),
        Some(Ok(roster)) => roster,
        Some(Err(e)) => return Err(CommandError::new("grade-bad-roster", args!("error" => e))),
    };
    dirs.extend(roster.iter().map(|s| s.folder.clone()));
    if dirs.is_empty() {
        return Err(CommandError::new("grade-nothing", args!()));
    }
    for dir in &dirs {
        if !dir.is_dir() {
            return Err(CommandError::new("grade-not-a-folder", args!("dir" => dir.display())));
        }
    }
    dirs.sort();
    dirs.dedup();
    let given = dirs.len();
    if let Some(shard) = shard {
        dirs = shard.select(dirs);
    }
    let platform = options
        .format
        .platform()
        .map(|p| p.prepare(&formats::platform::process_env))
        .transpose()?;
    if platform.is_some() && dirs.len() != 1 {
        let format = options
            .format
            .to_possible_value()
            .map(|v| v.get_name().to_string())
            .unwrap_or_default();
        return Err(CommandError::new(
            "platform-one-submission",
            args!("format" => format, "count" => dirs.len()),
        ));
    }
    if options.format != GradeFormat::Text {
        // Machine formats carry no colour codes, wherever they are written.
        colored::control::set_override(false);
    }
    let mut submissions = Vec::new();
    for dir in &dirs {
        submissions.push(read(env, dir)?);
    }
    disambiguate(&mut submissions);
    // The roster's names, where a folder has one.
    for s in &mut submissions {
        if let Some(student) = roster.iter().find(|r| r.folder == s.dir) {
            s.name = student.name.clone();
        }
    }
    let jobs = options.jobs.clamp(1, submissions.len().max(1));
    let start = Instant::now();
    // A platform's report is read by the student, whose replays run in their own clone.
    let verdicts = grade_all(env, &submissions, jobs, &options.settings, platform.is_some());
    let graded = Graded {
        submissions: verdicts,
        shard,
        given,
        jobs,
        elapsed: start.elapsed(),
    };
    let summary = formats::text::summary(&graded, c);
    if let Some(file) = &options.gradebook {
        let written = formats::gradebook::render(&graded.submissions, &env.course)
            .map_err(|e| e.to_string())
            .and_then(|csv| std::fs::write(file, csv).map_err(|e| format!("{}: {e}", file.display())));
        written.map_err(|e| CommandError::new("grade-bad-gradebook", args!("error" => e)))?;
    }
    for file in &options.report {
        crate::verdict::cohort_report::write(file, &graded.submissions, c)?;
    }
    match options.format {
        GradeFormat::Text => {
            for s in &graded.submissions {
                println!("{}", formats::text::submission(s, c));
            }
            print!("{summary}");
        }
        GradeFormat::Json => {
            println!("{}", formats::json::render(&graded));
            eprint!("{summary}");
        }
        GradeFormat::Junit => {
            print!("{}", formats::junit::render(&graded, c));
            eprint!("{summary}");
        }
        _ => {
            eprint!("{summary}");
            if let Some(platform) = &platform {
                return platform.emit(&graded, &env.course, c).map(Exit::code);
            }
        }
    }
    Ok(Exit::code(graded.exit_code()))
}

/// Two folders of the same name (`a/alice`, `b/alice`) are shown by their paths.
fn disambiguate(submissions: &mut [Submission]) {
    let names: Vec<String> = submissions.iter().map(|s| s.name.clone()).collect();
    for s in submissions.iter_mut() {
        if names.iter().filter(|n| **n == s.name).count() > 1 {
            s.name = s.dir.display().to_string();
        }
    }
}

/// Grades `submissions` with `jobs` workers, each in its own slot; results in input order.
fn grade_all(
    env: &Env,
    submissions: &[Submission],
    jobs: usize,
    settings: &Settings,
    replays_in_own_clone: bool,
) -> Vec<SubmissionVerdict> {
    let exercises = submission::graded_exercises(&env.course).len();
    let progress = Bars::new(jobs, (submissions.len() * exercises) as u64);
    let next = AtomicUsize::new(0);
    let finished = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<SubmissionVerdict>>> = Mutex::new(vec![None; submissions.len()]);
    let lang = env.catalog.lang();
    let lessons = env.ws.lessons_dir();
    // The catalog stays on this thread: its Fluent bundles are not shared between threads.
    let (ws, course) = (&env.ws, &env.course);
    std::thread::scope(|scope| {
        for worker in 0..jobs {
            let (next, finished, results, progress, lessons) = (&next, &finished, &results, &progress, &lessons);
            scope.spawn(move || {
                let catalog = Catalog::load(lang, Some(lessons));
                let options = engine::Options {
                    settings: settings.clone(),
                    reuse: Reuse::Class,
                    replays_in_own_clone,
                    ..engine::Options::in_slot(Slot::Grade(worker))
                };
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    let Some(submission) = submissions.get(index) else {
                        break;
                    };
                    // Each submission its own budget, whatever its neighbours spend.
                    let options = engine::Options {
                        budget: submission_budget(course, settings),
                        ..options.clone()
                    };
                    let verdict = submission::grade(ws, course, submission, &options, &catalog, &mut |event| {
                        progress.event(worker, &submission.name, event)
                    });
                    let done = finished.fetch_add(1, Ordering::SeqCst) + 1;
                    progress.finished(&verdict, done, submissions.len());
                    results.lock().unwrap_or_else(|e| e.into_inner())[index] = Some(verdict);
                }
                progress.idle(worker);
            });
        }
    });
    progress.clear();
    results
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|v| v.expect("every submission graded"))
        .collect()
}

/// Progress: bars on a terminal; elsewhere (a CI log) one line per finished submission.
struct Bars {
    terminal: bool,
    multi: MultiProgress,
    total: ProgressBar,
    workers: Vec<ProgressBar>,
}

impl Bars {
    fn new(jobs: usize, steps: u64) -> Bars {
        let terminal = std::io::stderr().is_terminal();
        let multi = MultiProgress::with_draw_target(if terminal {
            ProgressDrawTarget::stderr()
        } else {
            ProgressDrawTarget::hidden()
        });
        let total = multi.add(ProgressBar::new(steps));
        total.set_style(
            ProgressStyle::with_template("{elapsed_precise} [{bar:40}] {pos}/{len} exercises, about {eta} left")
                .expect("a valid template")
                .progress_chars("=> "),
        );
        let workers = (0..jobs)
            .map(|_| {
                let bar = multi.add(ProgressBar::new_spinner());
                bar.set_style(ProgressStyle::with_template("  {spinner} {msg}").expect("a valid template"));
                bar.enable_steady_tick(Duration::from_millis(120));
                bar
            })
            .collect();
        Bars {
            terminal,
            multi,
            total,
            workers,
        }
    }

    fn event(&self, worker: usize, name: &str, event: Event) {
        match event {
            Event::Exercise { exercise } => {
                self.workers[worker].set_message(format!("{name}: {} {}", exercise.id(), exercise.slug));
            }
            Event::Graded { .. } => self.total.inc(1),
        }
    }

    fn finished(&self, verdict: &SubmissionVerdict, done: usize, of: usize) {
        if !self.terminal {
            eprintln!(
                "[{done}/{of}] {}: {}/{} ({:.1} s)",
                verdict.submission,
                verdict.points,
                verdict.max_points,
                verdict.millis as f64 / 1000.0
            );
        }
    }

    fn idle(&self, worker: usize) {
        self.workers[worker].finish_and_clear();
    }

    fn clear(&self) {
        self.total.finish_and_clear();
        let _ = self.multi.clear();
    }
}

/// `grader check --all [--submission DIR]`: every exercise, of the student's own
/// workspace or of a submission folder.
pub fn check_all(env: &Env, dir: Option<&Path>, format: Format, settings: &Settings) -> Result<Exit, CommandError> {
    let c = &env.catalog;
    let in_slot = |slot: Slot, reuse: Reuse| engine::Options {
        settings: settings.clone(),
        reuse,
        ..engine::Options::in_slot(slot)
    };
    let verdict = match dir {
        Some(dir) => {
            let submission = read(env, dir)?;
            if format == Format::Text {
                eprintln!(
                    "{}",
                    c.get("checking-submission", &args!("dir" => dir.display())).dimmed()
                );
            }
            let options = engine::Options {
                budget: submission_budget(&env.course, settings),
                ..in_slot(Slot::Submission, Reuse::Class)
            };
            submission::grade(&env.ws, &env.course, &submission, &options, c, &mut |_| {})
        }
        None => {
            let start = Instant::now();
            let mut exercises = Vec::new();
            for (lesson, ex) in submission::graded_exercises(&env.course) {
                let file = env.ws.student_file(ex);
                let options = in_slot(Slot::Check, Reuse::Edits);
                let (verdict, _) = crate::commands::check::check_file(env, lesson, ex, &file, &options, format);
                exercises.push(verdict);
            }
            let own = Submission {
                name: env
                    .ws
                    .root
                    .file_name()
                    .map(|n| n.to_string_lossy().into_owned())
                    .unwrap_or_default(),
                dir: env.ws.root.clone(),
                files: Vec::new(),
                ignored: Vec::new(),
                truncated: false,
            };
            submission::summarise(&own, exercises, start, c)
        }
    };
    match format {
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&verdict).expect("verdict serialises")
        ),
        Format::Text => {
            if let Some(note) = &verdict.ignored_note {
                println!("{}\n", note.yellow());
            }
            for (v, (_, ex)) in verdict.exercises.iter().zip(submission::graded_exercises(&env.course)) {
                println!("{}", render::verdict(v, ex, c));
            }
            println!(
                "{}",
                c.get(
                    "grade-points",
                    &args!("points" => verdict.points, "max" => verdict.max_points)
                )
                .bold()
            );
        }
    }
    Ok(Exit::code(verdict.exit_code()))
}

/// `grader check ID --submission DIR`: one exercise of a submission folder.
pub fn check_one(env: &Env, id: &str, dir: &Path, format: Format, settings: &Settings) -> Result<Exit, CommandError> {
    let (lesson, ex) = env.find(id)?;
    let submission = read(env, dir)?;
    let c = &env.catalog;
    let options = engine::Options {
        settings: settings.clone(),
        reuse: Reuse::Class,
        ..engine::Options::in_slot(Slot::Submission)
    };
    let verdict = submission::grade_exercise(&env.ws, lesson, ex, &submission, &options, c);
    match format {
        Format::Json => println!(
            "{}",
            serde_json::to_string_pretty(&verdict).expect("verdict serialises")
        ),
        Format::Text => {
            if let Some(note) = submission.ignored_note(c) {
                println!("{}\n", note.yellow());
            }
            print!("{}", render::verdict(&verdict, ex, c));
        }
    }
    Ok(Exit::code(verdict.exit_code()))
}

/// What one submission's checks may spend together ([`engine::submission_budget`]).
fn submission_budget(course: &crate::course::manifest::Course, settings: &Settings) -> engine::Budget {
    let exercises = submission::graded_exercises(course);
    engine::Budget::of(engine::submission_budget(
        exercises.iter().map(|(_, ex)| *ex),
        settings.timeout,
    ))
}

fn read(env: &Env, dir: &Path) -> Result<Submission, CommandError> {
    Submission::read(&env.ws, &env.course, dir).map_err(|e| {
        let dir = format!("{}: {e}", dir.display());
        CommandError::new("grade-not-a-folder", args!("dir" => dir))
    })
}

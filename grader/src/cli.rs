//! The command line: `grader list | check | hint | verify | grade | …`.

use crate::commands;
use crate::course::i18n::{self, Catalog};
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::teacher;
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use std::io::IsTerminal;
use std::process::ExitCode;

#[derive(Parser, Debug)]
#[command(
    name = "grader",
    version,
    about = "Checks concurrency exercises by exploring their thread interleavings"
)]
pub struct Cli {
    /// Language of every message: en, de or bg (else GRADER_LANG, else the locale).
    #[arg(long, global = true)]
    pub lang: Option<String>,
    /// Colour: auto (on a terminal, unless NO_COLOR is set), always or never.
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,
    #[command(subcommand)]
    pub command: Cmd,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Subcommand, Debug)]
pub enum Cmd {
    /// Lists the exercises and where you stand on each.
    ///
    /// Example: grader list
    List,
    /// Builds your exercise, runs its hidden checks and explores its interleavings.
    ///
    /// Exit code 0 when every check passes; 1 when one fails, or the code does not compile or
    /// uses what the exercise refuses; 2 when the grader cannot do its work (a mistyped command,
    /// a broken course), never because of your code.
    ///
    /// Example: grader check exercise-1   (or: grader check bounded-queue)
    ///
    /// Every exercise at once: grader check --all
    /// A submission folder laid out like the course (only each exercises/NN-name/src/lib.rs is
    /// taken, the rest is ignored and said so): grader check --all --submission DIR
    Check {
        /// exercise-N, N, or the exercise's name; without it, the exercise `grader next` names.
        #[arg(conflicts_with = "all")]
        id: Option<String>,
        #[arg(long, value_enum, default_value_t = commands::Format::Text)]
        format: commands::Format,
        /// Replays one failing interleaving, as printed by a failed check: CHECK:SCENARIO:SCHEDULE.
        #[arg(long, conflicts_with = "submission")]
        replay: Option<String>,
        /// Checks this file instead of the exercise's src/lib.rs.
        #[arg(long, conflicts_with = "submission")]
        file: Option<std::path::PathBuf>,
        /// Writes the picture of a failing interleaving (HTML) to FILE, instead of
        /// target/grader/pictures/exercise-N.html.
        #[arg(long, value_name = "FILE", conflicts_with_all = ["no_html", "all", "submission"])]
        html: Option<std::path::PathBuf>,
        /// Writes no picture of a failing interleaving.
        #[arg(long)]
        no_html: bool,
        /// Checks every exercise.
        #[arg(long)]
        all: bool,
        /// Takes the exercises' src/lib.rs from this folder (laid out like the course), nothing else.
        #[arg(long, value_name = "DIR")]
        submission: Option<std::path::PathBuf>,
        #[command(flatten)]
        limits: LimitFlags,
    },
    /// For teachers: grades submission folders, e.g. a whole class in CI.
    ///
    /// Each folder is laid out like the course; only each exercises/NN-name/src/lib.rs is taken,
    /// everything else (Cargo.toml, build.rs, checks, snapshots, new files) is ignored and said so.
    /// Exit code 0 when every submission passes; 1 when one fails (a compile error or a refusal
    /// included); 2 when one cannot be graded (a broken course or machine, never a student's code).
    ///
    /// Example: grader grade submissions/*/ --jobs 4
    ///          grader grade submissions/*/ --shard 2/3 --format junit > report.xml
    ///          grader grade /autograder/submission --format gradescope > /autograder/results/results.json
    ///          grader grade /tmp/submission --format prairielearn > /grade/results/results.json
    ///          grader grade "$CHECKOUT" --format classroom50   (result.json, release-body.md there)
    ///          grader grade "$GITHUB_WORKSPACE/submission" --format github   (or: --format gitlab)
    #[command(verbatim_doc_comment)]
    Grade {
        /// Submission folders.
        #[arg(value_name = "DIR", required_unless_present = "roster")]
        dirs: Vec<std::path::PathBuf>,
        /// A class list, CSV with the header `name,folder` (or JSON: [{"name", "folder"}]); its
        /// folders are graded under the students' names. Relative folders are from the list's folder.
        #[arg(long, value_name = "FILE")]
        roster: Option<std::path::PathBuf>,
        /// Writes the gradebook there: CSV, a row per student, a column per exercise, total, max.
        #[arg(long, value_name = "FILE")]
        gradebook: Option<std::path::PathBuf>,
        /// Writes the class report there: FILE.html (one page, offline) or FILE.csv: per exercise
        /// how many passed, the points' spread, the bug classes made, most frequent first.
        /// May be given twice, for both.
        #[arg(long, value_name = "FILE")]
        report: Vec<std::path::PathBuf>,
        /// Submissions graded side by side.
        #[arg(long, short, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
        jobs: u64,
        /// Grades only the I-th of N parts of the (sorted) folders, for a CI job matrix: I/N.
        #[arg(long, value_name = "I/N")]
        shard: Option<String>,
        #[arg(long, value_enum, default_value_t = commands::grade::GradeFormat::Text)]
        format: commands::grade::GradeFormat,
        #[command(flatten)]
        limits: LimitFlags,
    },
    /// Shows the next hint for an exercise (and the ones before it).
    ///
    /// Example: grader hint exercise-1
    ///          grader hint            (the exercise `grader next` names)
    #[command(verbatim_doc_comment)]
    Hint {
        /// exercise-N, N, or the exercise's name; without it, the exercise `grader next` names.
        id: Option<String>,
    },
    /// For teachers: the stubs fail, the solutions pass, every mutant is caught, and the
    /// check names of lesson.toml and checks.rs agree.
    ///
    /// With --accept-output, instead: runs the given main with the solution in every
    /// language, shows how its output differs from the snapshots, and writes it as the
    /// new snapshots (snapshots/output.snap, output.de.snap, output.bg.snap).
    ///
    /// Example: grader verify            (every exercise)
    ///          grader verify exercise-1
    ///          grader verify --accept-output exercise-2
    #[command(verbatim_doc_comment)]
    Verify {
        /// exercise-N, N, or the exercise's name; without it, every exercise.
        id: Option<String>,
        /// Write the given main's output as the exercise's snapshots, after showing the diff.
        #[arg(long, requires = "id")]
        accept_output: bool,
    },
    /// Shows a lesson in your language: producer-consumer or thread-pool (or an exercise's lesson).
    ///
    /// Example: grader --lang de lesson producer-consumer
    Lesson { id: String },
    /// Asks a quiz's questions and keeps your answers; `grader check` then grades them.
    ///
    /// Type the lines a program prints (then an empty line), a number or a word, a line
    /// number, or a letter. A wrong answer may be tried again at once; an empty one goes on.
    /// The answers are kept in the quiz's answers.toml (you may also write it by hand), and
    /// right ones are not asked again.
    ///
    /// Example: grader quiz producer-consumer   (or: grader quiz exercise-10)
    #[command(verbatim_doc_comment)]
    Quiz {
        /// A lesson (producer-consumer, thread-pool), or a quiz's exercise-N, N or name.
        id: String,
    },
    /// Checks an exercise again on every save, until you press q.
    ///
    /// Keys: n next exercise · h hint · l list · r reset to the stub · c or Enter check now · q quit.
    /// The verdict stays on screen until the next one is printed below it.
    ///
    /// Example: grader watch exercise-1
    ///          grader watch            (the first exercise not done)
    ///          grader watch --poll     (where file events do not arrive: network drives, WSL, containers)
    #[command(verbatim_doc_comment)]
    Watch {
        /// exercise-N, N, or the exercise's name; without it, the first exercise not done.
        id: Option<String>,
        /// Look for changes every second instead of waiting for file events.
        #[arg(long)]
        poll: bool,
    },
    /// Names the exercise to work on next: the first one not done.
    ///
    /// Example: grader next
    #[command(verbatim_doc_comment)]
    Next,
    /// Puts an exercise's stub back as it was handed out (asks first).
    ///
    /// Only a stub the course committed is put back: git's HEAD, or in a student's copy the
    /// stub as shipped (.grader-stubs/). What the file held is kept in .grader-backups/,
    /// beside your progress (`cargo clean` leaves it).
    ///
    /// Example: grader reset exercise-1
    ///          grader reset exercise-1 --yes
    #[command(verbatim_doc_comment)]
    Reset {
        /// exercise-N, N, or the exercise's name; without it, the exercise `grader next` names.
        id: Option<String>,
        /// Do not ask.
        #[arg(long, short)]
        yes: bool,
    },
    /// Shows the reference solution beside yours, once your exercise is done.
    ///
    /// Example: grader solution exercise-1
    #[command(verbatim_doc_comment)]
    Solution {
        /// exercise-N, N, or the exercise's name; without it, the exercise `grader next` names.
        id: Option<String>,
    },
    /// For teachers: lays out a new exercise, ready for `grader verify SLUG`.
    ///
    /// Creates the stub crate, the solution, the manifest entry, checks.rs with one example
    /// check, an empty snapshot, an example mutant, hints in every language and the example's
    /// messages. `grader verify SLUG` then lists what is still to write (every TODO(teacher)).
    /// With --new-lesson, the lesson is new too: its lesson.toml, its texts in every language
    /// and its catalogs.
    ///
    /// Example: grader new producer-consumer refusal
    ///          grader new monitors rw-lock --new-lesson
    #[command(verbatim_doc_comment)]
    New {
        /// The lesson's id, as in lessons/<LESSON>/lesson.toml.
        lesson: String,
        /// The exercise's name: lower-case letters, digits and hyphens.
        slug: String,
        /// Its number (default: one more than the highest so far).
        #[arg(long)]
        number: Option<u32>,
        /// Begins the lesson LESSON with this exercise: lays out lessons/LESSON/ too.
        #[arg(long)]
        new_lesson: bool,
    },
    /// For teachers: writes target/grader/dev/, a workspace in which every checks.rs,
    /// solution, alternative and mutant builds, for rust-analyzer and `cargo clippy`.
    ///
    /// The grader never builds from it: it is there for the teacher's tools. CI lints it.
    ///
    /// Example: grader dev && cargo clippy --manifest-path target/grader/dev/Cargo.toml --workspace
    ///          grader dev --only exercise-14    (one exercise's crates, in target/grader/dev-only/)
    #[command(verbatim_doc_comment)]
    Dev {
        /// Only this exercise's crates (its checks, solution, alternatives, mutants), in a
        /// workspace of their own: linting one exercise need not check every exercise.
        #[arg(long, value_name = "ID")]
        only: Option<String>,
    },
    /// For teachers: writes the students' repository, without solutions, mutants or answers.
    ///
    /// Every file of the course that git keeps, less the teacher's (listed in course.toml), a
    /// README for students and a GitHub Classroom workflow that grades with this course at REF.
    ///
    /// Example: grader dist ../student-template --course my-school/course --ref $(git rev-parse HEAD)
    ///          grader dist ../release-2 --course my-school/course --ref abc123 --with-solutions 1 2
    #[command(verbatim_doc_comment)]
    Dist {
        /// An empty or new folder.
        out: std::path::PathBuf,
        /// The course's repository, OWNER/REPO, as the workflow checks it out.
        #[arg(long, value_name = "OWNER/REPO")]
        course: String,
        /// The commit of the course the workflow grades against.
        #[arg(long = "ref", value_name = "COMMIT")]
        reference: String,
        /// Exercises whose reference solutions go out too (released after their deadline).
        #[arg(long, value_name = "ID", num_args = 1..)]
        with_solutions: Vec<String>,
        /// Where it is graded: github-actions (a workflow), gitlab (.gitlab-ci.yml) or
        /// classroom50 (autograder.py and the runtime block in OUT-classroom50, for the config repository).
        #[arg(long, value_enum, default_value_t = crate::teacher::dist::Platform::GithubActions)]
        platform: crate::teacher::dist::Platform,
    },
    /// For teachers: writes a mutant, kept as a patch of a correct program.
    ///
    /// `new` adds its entry to the exercise's mutants.toml and puts its base where you edit
    /// it; `edit` puts the mutant there as a program; `save` keeps your changes as its patch.
    ///
    /// Example: grader mutant new exercise-2 late_pill --class deadlock --about "the pill goes in too late"
    ///          grader mutant edit exercise-2 missed_pill
    ///          grader mutant save exercise-2 missed_pill
    ///          grader mutant rm exercise-2 missed_pill
    #[command(verbatim_doc_comment)]
    Mutant {
        #[command(subcommand)]
        action: MutantAction,
    },
    /// Prints shell completions for bash, zsh or fish.
    ///
    /// Example: grader completions bash > ~/.local/share/bash-completion/completions/grader
    ///          grader completions zsh > ~/.zfunc/_grader
    ///          grader completions fish > ~/.config/fish/completions/grader.fish
    #[command(verbatim_doc_comment)]
    Completions { shell: clap_complete::Shell },
}

#[derive(Subcommand, Debug)]
pub enum MutantAction {
    /// Adds a mutant: its entry, an empty patch, and its base to edit.
    New {
        /// exercise-N, N, or the exercise's name.
        id: String,
        /// The mutant's name: lower-case letters, digits and _.
        name: String,
        /// What is wrong with it, in a sentence.
        #[arg(long)]
        about: String,
        /// The class of its failure (deadlock, lost-item, …).
        #[arg(long)]
        class: String,
        /// The check that must catch it.
        #[arg(long)]
        check: Option<String>,
        /// What it is a patch of: solution, given, or alternatives/FILE.rs.
        #[arg(long, default_value = crate::teacher::mutants::SOLUTION)]
        base: String,
    },
    /// Writes the mutant as a program, to edit.
    Edit {
        /// exercise-N, N, or the exercise's name.
        id: String,
        name: String,
    },
    /// Keeps the edited program as the mutant's patch, and removes it.
    Save {
        /// exercise-N, N, or the exercise's name.
        id: String,
        name: String,
    },
    /// Removes a mutant: its entry in mutants.toml and its patch (kept in .grader-backups/).
    Rm {
        /// exercise-N, N, or the exercise's name.
        id: String,
        name: String,
    },
}

/// The limits `check` and `grade` may override, for a teacher's CI or fast tests.
#[derive(Args, Clone, Debug)]
pub struct LimitFlags {
    /// Seconds each check may run, instead of the exercise's own limit.
    #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u64).range(1..))]
    timeout: Option<u64>,
    /// MiB of memory each check may use (default 512).
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u64).range(16..))]
    memory: Option<u64>,
    /// Seconds building one exercise may take (default 600).
    #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u64).range(1..))]
    build_timeout: Option<u64>,
    /// Checks run side by side, at most this many at once over all this grader runs
    /// (`grade --jobs` included; default: the cores). The verdict is the same for any number.
    #[arg(long, value_name = "N", env = "GRADER_CHECK_JOBS", value_parser = clap::value_parser!(u64).range(1..=64))]
    check_jobs: Option<u64>,
}

impl LimitFlags {
    /// Sets how many checks run at once, if the flag says (before anything is graded).
    pub fn apply_check_jobs(&self) {
        if let Some(jobs) = self.check_jobs {
            crate::engine::cores::set_jobs(jobs as usize);
        }
    }

    pub fn settings(&self) -> crate::engine::Settings {
        use std::time::Duration;
        crate::engine::Settings {
            timeout: self.timeout.map(Duration::from_secs),
            memory: self.memory.map(|m| m * 1024 * 1024),
            build_timeout: self.build_timeout.map(Duration::from_secs),
            compare_output_always: false,
            sooner: false,
        }
    }
}

/// Parses the command line, runs the command, and says its error if it has one: the one
/// place a command's error is reported. The process's exit code.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let _ = e.print();
            return ExitCode::from(if e.use_stderr() { 2 } else { 0 });
        }
    };
    match cli.color {
        ColorChoice::Always => colored::control::set_override(true),
        ColorChoice::Never => colored::control::set_override(false),
        ColorChoice::Auto => {
            let no_color = std::env::var_os("NO_COLOR").is_some_and(|v| !v.is_empty());
            colored::control::set_override(!no_color && std::io::stdout().is_terminal());
        }
    }
    let lang = i18n::choose(cli.lang.as_deref());
    // Completions need no course: they are set up once, from anywhere.
    if let Cmd::Completions { shell } = cli.command {
        return finish(
            commands::completions::run(shell, Cli::command()),
            &Catalog::load(lang, None),
        );
    }
    match Env::load(lang) {
        Ok(env) => finish(run(cli.command, &env), &env.catalog),
        // No catalog of the course's yet: the message is worded by `Env::load`.
        Err(error) => finish(Err(error), &Catalog::load(lang, None)),
    }
}

/// The exit code of a command's result, its error said on stderr in `catalog`'s language.
fn finish(result: Result<Exit, CommandError>, catalog: &Catalog) -> ExitCode {
    match result {
        Ok(exit) => exit.into(),
        Err(error) => Exit::code(error.report(catalog)).into(),
    }
}

/// Runs `command` in the course of `env`.
fn run(command: Cmd, env: &Env) -> Result<Exit, CommandError> {
    match command {
        Cmd::List => commands::list::run(env),
        Cmd::Check {
            id,
            format,
            replay,
            file,
            html,
            no_html,
            all,
            submission,
            limits,
        } => {
            limits.apply_check_jobs();
            let settings = limits.settings();
            let picture = crate::verdict::picture::Wanted::from_flags(html, no_html);
            match (all, id, submission) {
                (true, _, submission) => commands::grade::check_all(env, submission.as_deref(), format, &settings),
                (false, Some(id), Some(dir)) => commands::grade::check_one(env, &id, &dir, format, &settings),
                (false, id, _) => {
                    commands::check::run(env, id.as_deref(), format, replay.as_deref(), file, &settings, &picture)
                }
            }
        }
        Cmd::Grade {
            dirs,
            roster,
            gradebook,
            report,
            jobs,
            shard,
            format,
            limits,
        } => {
            limits.apply_check_jobs();
            commands::grade::run(
                env,
                commands::grade::Options {
                    dirs,
                    roster,
                    gradebook,
                    report,
                    jobs: jobs as usize,
                    shard,
                    format,
                    settings: limits.settings(),
                },
            )
        }
        Cmd::Hint { id } => commands::hint::run(env, id.as_deref()),
        Cmd::Verify { id, accept_output } => {
            teacher::teacher_only(env, "verify")?;
            match (accept_output, id.as_deref()) {
                (true, Some(id)) => teacher::verify::command::accept_output(env, id),
                _ => teacher::verify::command::run(env, id.as_deref()),
            }
        }
        Cmd::Lesson { id } => commands::lesson::run(env, &id),
        Cmd::Quiz { id } => commands::quiz::run(env, &id),
        Cmd::Watch { id, poll } => commands::watch::run(env, id.as_deref(), poll),
        Cmd::Next => commands::next::run(env),
        Cmd::Reset { id, yes } => commands::reset::run(env, id.as_deref(), yes),
        Cmd::Solution { id } => commands::solution::run(env, id.as_deref()),
        Cmd::New {
            lesson,
            slug,
            number,
            new_lesson,
        } => {
            teacher::teacher_only(env, "new")?;
            teacher::scaffold::command::run(env, &lesson, &slug, number, new_lesson)
        }
        Cmd::Dev { only } => {
            teacher::teacher_only(env, "dev")?;
            teacher::dev_workspace::command::run(env, only.as_deref())
        }
        Cmd::Dist {
            out,
            course,
            reference,
            with_solutions,
            platform,
        } => {
            teacher::teacher_only(env, "dist")?;
            teacher::dist::command::run(env, &out, &course, &reference, &with_solutions, platform)
        }
        Cmd::Mutant { action } => {
            teacher::teacher_only(env, "mutant")?;
            match action {
                MutantAction::New {
                    id,
                    name,
                    about,
                    class,
                    check,
                    base,
                } => {
                    let new = teacher::mutants::command::NewMutant {
                        about: &about,
                        class: &class,
                        check: check.as_deref(),
                        base: &base,
                    };
                    teacher::mutants::command::new(env, &id, &name, &new)
                }
                MutantAction::Edit { id, name } => teacher::mutants::command::edit(env, &id, &name),
                MutantAction::Save { id, name } => teacher::mutants::command::save(env, &id, &name),
                MutantAction::Rm { id, name } => teacher::mutants::command::rm(env, &id, &name),
            }
        }
        Cmd::Completions { shell } => commands::completions::run(shell, Cli::command()),
    }
}

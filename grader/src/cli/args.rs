//! The command line's definition: its commands and their arguments, for clap's derive.
//!
//! Every text clap shows (about, long about, argument help, value names) comes from the
//! catalog, in the chosen language: `help::command` puts it in, by keys made from each
//! command's path and argument id (`cli-about-check`, `cli-arg-check-replay`, …). So the
//! definitions here carry no text, and no doc comments (clap would take those as help).

use crate::commands;
use clap::{Args, Parser, Subcommand, ValueEnum};

#[derive(Parser, Debug)]
#[command(name = "grader", version)]
pub struct Cli {
    // The language is chosen from the raw arguments before parsing (`language`), so that
    // `--help` speaks it too; parsed here so that clap accepts and shows the option.
    #[arg(long, global = true)]
    pub lang: Option<String>,
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
    List,
    Check {
        #[arg(conflicts_with = "all")]
        id: Option<String>,
        #[arg(long, value_enum, default_value_t = commands::Format::Text)]
        format: commands::Format,
        #[arg(long, conflicts_with = "submission")]
        replay: Option<String>,
        #[arg(long, conflicts_with = "submission")]
        file: Option<std::path::PathBuf>,
        #[arg(long, value_name = "FILE", conflicts_with_all = ["no_html", "all", "submission"])]
        html: Option<std::path::PathBuf>,
        #[arg(long)]
        no_html: bool,
        #[arg(long)]
        all: bool,
        #[arg(long, value_name = "DIR")]
        submission: Option<std::path::PathBuf>,
        #[command(flatten)]
        limits: LimitFlags,
    },
    // For teachers.
    Grade {
        #[arg(value_name = "DIR", required_unless_present = "roster")]
        dirs: Vec<std::path::PathBuf>,
        #[arg(long, value_name = "FILE")]
        roster: Option<std::path::PathBuf>,
        #[arg(long, value_name = "FILE")]
        gradebook: Option<std::path::PathBuf>,
        // May be given twice: FILE.html and FILE.csv.
        #[arg(long, value_name = "FILE")]
        report: Vec<std::path::PathBuf>,
        #[arg(long, short, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=64))]
        jobs: u64,
        #[arg(long, value_name = "I/N")]
        shard: Option<String>,
        #[arg(long, value_enum, default_value_t = commands::grade::GradeFormat::Text)]
        format: commands::grade::GradeFormat,
        #[command(flatten)]
        limits: LimitFlags,
    },
    Hint {
        id: Option<String>,
    },
    // For teachers.
    Verify {
        id: Option<String>,
        #[arg(long, requires = "id")]
        accept_output: bool,
    },
    Lesson {
        // A lesson, or an exercise (for its lesson).
        #[arg(value_name = "LESSON")]
        id: String,
    },
    Quiz {
        // A lesson (its quiz), or a quiz's exercise.
        #[arg(value_name = "QUIZ")]
        id: String,
    },
    Watch {
        id: Option<String>,
        #[arg(long)]
        poll: bool,
    },
    Next,
    Reset {
        id: Option<String>,
        #[arg(long, short)]
        yes: bool,
    },
    Solution {
        id: Option<String>,
    },
    // For teachers, as are the three after it.
    New {
        lesson: String,
        slug: String,
        #[arg(long)]
        number: Option<u32>,
        #[arg(long)]
        new_lesson: bool,
    },
    Dev {
        #[arg(long, value_name = "ID")]
        only: Option<String>,
    },
    Dist {
        out: std::path::PathBuf,
        #[arg(long, value_name = "OWNER/REPO")]
        course: String,
        #[arg(long = "ref", value_name = "COMMIT")]
        reference: String,
        #[arg(long, value_name = "ID", num_args = 1..)]
        with_solutions: Vec<String>,
        #[arg(long, value_enum, default_value_t = crate::teacher::dist::Platform::GithubActions)]
        platform: crate::teacher::dist::Platform,
    },
    Mutant {
        #[command(subcommand)]
        action: MutantAction,
    },
    Completions {
        shell: clap_complete::Shell,
    },
}

#[derive(Subcommand, Debug)]
pub enum MutantAction {
    New {
        id: String,
        name: String,
        #[arg(long)]
        about: String,
        #[arg(long)]
        class: String,
        #[arg(long)]
        check: Option<String>,
        #[arg(long, default_value = crate::teacher::mutants::SOLUTION)]
        base: String,
    },
    Edit {
        id: String,
        name: String,
    },
    Save {
        id: String,
        name: String,
    },
    Rm {
        id: String,
        name: String,
    },
}

// The limits `check` and `grade` may override, for a teacher's CI or fast tests.
#[derive(Args, Clone, Debug)]
pub struct LimitFlags {
    #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u64).range(1..))]
    timeout: Option<u64>,
    #[arg(long, value_name = "MIB", value_parser = clap::value_parser!(u64).range(16..))]
    memory: Option<u64>,
    #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u64).range(1..))]
    build_timeout: Option<u64>,
    #[arg(long, value_name = "SECS", value_parser = clap::value_parser!(u64).range(1..))]
    compile_cpu: Option<u64>,
    // The verdict is the same for any number (`grade --jobs` included in the count).
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
            compile_cpu: self.compile_cpu.map(Duration::from_secs),
            compare_output_always: false,
            sooner: false,
            trusted: false,
        }
    }
}

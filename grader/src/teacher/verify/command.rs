//! `grader verify`: the teacher's check that stubs fail, solutions pass, mutants are caught.

use crate::course::manifest::{Exercise, Lesson};
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::teacher::verify;
use colored::Colorize;
use grader_report::args;

pub fn run(env: &Env, id: Option<&str>) -> Result<Exit, CommandError> {
    let targets: Vec<(&Lesson, &Exercise)> = match id {
        Some(id) => vec![env.find(id)?],
        None => env.course.exercises().into_iter().filter(|(_, e)| e.graded()).collect(),
    };
    let mut all_ok = true;
    for (lesson, ex) in targets {
        println!("{}", format!("{} · {}", ex.id(), ex.slug).bold());
        let rows = verify::verify(&env.ws, lesson, ex, &env.catalog, |row| {
            let mark = if row.ok { "✓".green() } else { "✗".red() };
            println!(
                "  {mark} {:<60} {} {}",
                row.candidate,
                env.catalog.get("verify-expected", &args!("class" => row.expected)),
                row.got.dimmed()
            );
        });
        all_ok &= rows.iter().all(|r| r.ok);
        for reminder in verify::reminders(&env.ws, lesson, ex, &env.catalog) {
            println!("  {} {reminder}", "!".yellow());
        }
    }
    if all_ok {
        println!("{}", env.catalog.text("verify-ok").green().bold());
        Ok(Exit::DONE)
    } else {
        println!("{}", env.catalog.text("verify-failed").red().bold());
        Ok(Exit::NOT_YET)
    }
}

/// `grader verify --accept-output ID`: runs the given main with the solution in every
/// language, shows each language's diff against its snapshot, and writes the output as
/// the new snapshots. English is `<check>.snap`; another language gets `<check>.<lang>.snap`
/// where it has one already or where its output differs from the English one (a main that
/// is not localised keeps one snapshot). Nothing is written unless every run succeeded.
pub fn accept_output(env: &Env, id: &str) -> Result<Exit, CommandError> {
    use crate::course::manifest::CheckKind;
    use crate::engine::snapshot;
    let (lesson, ex) = env.find(id)?;
    let c = &env.catalog;
    let specs: Vec<_> = ex.checks.iter().filter(|s| s.kind == CheckKind::Snapshot).collect();
    if specs.is_empty() {
        return Err(CommandError::new("accept-output-none", args!("id" => ex.id())));
    }
    let solution = env.ws.solution_file(ex);
    let failed = |error: String| Err(CommandError::new("accept-output-failed", args!("error" => error)));
    let source = match crate::candidate::source::Source::read(&solution) {
        Ok(source) => source,
        Err(e) => return failed(format!("{}: {e}", env.ws.show(&solution))),
    };
    let programs = crate::compile::Programs::ChecksAndMain;
    let main = match crate::compile::build(
        &env.ws,
        lesson,
        ex,
        &source,
        crate::compile::Slot::Verify,
        programs,
        &crate::compile::Bound::within(crate::compile::BUILD_TIMEOUT),
    ) {
        Ok(crate::compile::Built { main: Some(main), .. }) => main,
        Ok(_) => return failed("no main was built".to_string()),
        Err(e) => return failed(crate::teacher::check_names::build_error(e)),
    };
    let limits = crate::boundary::child::Limits {
        wall: std::time::Duration::from_secs(ex.timeout),
        output: crate::boundary::child::DEFAULT_OUTPUT,
        memory: Some(crate::boundary::child::DEFAULT_MEMORY),
    };
    let dir = env.ws.lesson_exercise_dir(lesson, ex).join("snapshots");
    // Every output first: a main that fails in one language writes no snapshot at all.
    let mut writes = Vec::new();
    for spec in specs {
        let mut english = String::new();
        for lang in crate::course::i18n::LANGUAGES {
            let finished = match snapshot::run_main(&main, limits, lang, None) {
                Ok(finished) => finished,
                Err(e) => return failed(e.to_string()),
            };
            if finished.stopped.is_some() || !finished.status.is_some_and(|s| s.success()) {
                return failed(format!("{lang}: {}", finished.stderr.text.trim()));
            }
            let got = finished.stdout.text.trim_end().to_string();
            let file = match lang {
                "en" => dir.join(format!("{}.snap", spec.name)),
                _ => dir.join(format!("{}.{lang}.snap", spec.name)),
            };
            if lang == "en" {
                english = got.clone();
            } else if !file.is_file() && got == english {
                continue;
            }
            writes.push((file, got));
        }
    }
    for (file, got) in writes {
        let shown = env.ws.show(&file);
        let before = snapshot::expected(&file).unwrap_or_default();
        if before.trim_end() == got && std::fs::read_to_string(&file).is_ok_and(|t| t == snapshot::render(&got)) {
            println!("{}", c.get("accept-output-unchanged", &args!("file" => shown)));
            continue;
        }
        if before.trim_end() != got {
            println!("{}", snapshot::diff(before.trim_end(), &got));
        }
        // The snapshot it replaces is kept: a teacher may have written it by hand.
        let name = format!(
            "{}-{}",
            ex.dir,
            file.file_name().map(|n| n.to_string_lossy()).unwrap_or_default()
        );
        if let Err(e) = crate::student::backups::keep(&env.ws.root, &file, &name) {
            return failed(format!("{shown}: {e}"));
        }
        if let Err(e) = std::fs::create_dir_all(&dir).and_then(|_| std::fs::write(&file, snapshot::render(&got))) {
            return failed(format!("{shown}: {e}"));
        }
        println!("{}", c.get("accept-output-wrote", &args!("file" => shown)).green());
    }
    println!("{}", c.get("accept-output-next", &args!("id" => ex.id())));
    Ok(Exit::DONE)
}

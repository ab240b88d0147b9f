//! `grader quiz LESSON-OR-EXERCISE`: asks a quiz's questions on the terminal, says right
//! or wrong with a short explanation, and records the answers in the exercise's
//! `answers.toml`, keeping the ones that were right before (those are not asked again).
//!
//! Plain lines on stdin, so that it works the same in a terminal, a pipe or a test:
//! the lines a program prints end with an empty line; a number, a word, a line number or
//! a letter is one line. An empty answer goes on to the next question; a wrong one may
//! be tried again at once.

use crate::course::i18n::pick;
use crate::course::manifest::{Exercise, Lesson};
use crate::course::quiz::{self, Answers, Given, Judgement, Kind, Question, Quiz, letter};
use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::student::state::Progress;
use crate::verdict::Status;
use colored::Colorize;
use grader_report::args;
use std::io::{BufRead, IsTerminal, Write};

pub fn run(env: &Env, id: &str) -> Result<Exit, CommandError> {
    let targets = quizzes(env, id)?;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut out = std::io::stdout();
    let mut code = Exit::DONE;
    let mut stopped: Option<CommandError> = None;
    for (ex, quiz) in targets {
        // A quiz that cannot be asked stops only itself: the lesson's other quizzes are
        // still asked, and why it stopped is said with the others' reasons at the end.
        match ask_all(env, ex, quiz, &mut input, &mut out) {
            Ok(exit) => code = code.max(exit),
            Err(error) => {
                stopped = Some(match stopped.take() {
                    None => error,
                    Some(before) => before.then(error),
                })
            }
        }
    }
    stopped.map_or(Ok(code), Err)
}

/// The quizzes `id` names: a lesson's (`producer-consumer`), or one exercise (`exercise-10`).
fn quizzes<'a>(env: &'a Env, id: &str) -> Result<Vec<(&'a Exercise, &'a Quiz)>, CommandError> {
    let of = |lesson: &'a Lesson| -> Vec<(&'a Exercise, &'a Quiz)> {
        lesson
            .exercises
            .iter()
            .filter_map(|e| e.quiz.as_ref().map(|q| (e, q)))
            .collect()
    };
    let found = match env.course.lesson(id) {
        Some(lesson) => of(lesson),
        None => match env.course.find(id) {
            Some((_, ex)) => ex.quiz.iter().map(|q| (ex, q)).collect(),
            None => Vec::new(),
        },
    };
    if found.is_empty() {
        let known: Vec<String> = env
            .course
            .lessons
            .iter()
            .flat_map(|l| {
                of(l)
                    .into_iter()
                    .map(move |(e, _)| format!("{} ({}, {})", l.id, e.id(), e.slug))
            })
            .collect();
        return Err(CommandError::new(
            "quiz-unknown",
            args!("id" => id, "known" => known.join(", ")),
        ));
    }
    Ok(found)
}

/// Asks every question of `quiz` not answered right yet; returns the exit code.
fn ask_all(
    env: &Env,
    ex: &Exercise,
    quiz: &Quiz,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<Exit, CommandError> {
    let c = &env.catalog;
    let lang = c.lang();
    let file = env.ws.student_file(ex);
    let shown = env.ws.show(&file);
    // Never overwrite a file the student wrote by hand and got wrong: say where.
    let mut answers = Answers::read(&file)
        .map_err(|error| CommandError::new("quiz-bad-file", args!("file" => &shown, "error" => error)))?;
    let header = quiz::default_header(ex);
    let count = quiz.questions.len();
    let _ = writeln!(
        out,
        "{}\n{}",
        format!("{} · {}", ex.id(), pick(&ex.title, lang)).bold(),
        prose(&c.get("quiz-intro", &args!("count" => count, "file" => shown)), 0).dimmed()
    );
    'questions: for (i, q) in quiz.questions.iter().enumerate() {
        let number = i + 1;
        match q.judge(answers.given(q)) {
            Judgement::Right => {
                let _ = writeln!(out, "{}", c.get("quiz-already", &args!("n" => number)).green());
                continue;
            }
            Judgement::Kept => {
                let _ = writeln!(out, "{}", c.get("quiz-already-kept", &args!("n" => number)).dimmed());
                continue;
            }
            _ => {}
        }
        show(q, number, count, env, out);
        loop {
            let Some(typed) = read_answer(q, env, input, out) else {
                break 'questions;
            };
            match q.read_text(&typed) {
                Ok(None) => {
                    let _ = writeln!(out, "{}", c.text("quiz-skipped").dimmed());
                    break;
                }
                Err(invalid) => {
                    let _ = writeln!(out, "{}", quiz::invalid_message(&invalid, &typed, c).yellow());
                }
                Ok(Some(given)) => {
                    answers.set(q, &given);
                    save(env, &file, &answers, quiz, &header)?;
                    match q.judge(Ok(Some(given.clone()))) {
                        Judgement::Right => {
                            let _ = writeln!(out, "{} {}", "✓".green().bold(), c.text("quiz-right").green().bold());
                            let _ = writeln!(out, "{}", prose(q.explanation(lang), 2));
                            break;
                        }
                        // A student's copy of the course: kept, graded when handed in.
                        Judgement::Kept => {
                            let _ = writeln!(out, "{}", c.text("quiz-kept").dimmed());
                            break;
                        }
                        _ => {}
                    }
                    let _ = writeln!(out, "{} {}", "✗".red().bold(), c.text("quiz-wrong").red().bold());
                    let _ = writeln!(out, "{}", prose(&q.hint_for(&given, lang), 2));
                    let _ = writeln!(out, "{}", c.text("quiz-again").dimmed());
                }
            }
        }
    }
    // The verdict `grader check` would give, kept as the exercise's progress.
    let verdict = quiz::grade(&env.ws, ex, quiz, &file, c);
    let right = verdict
        .checks
        .iter()
        .filter(|v| v.status == crate::verdict::CheckStatus::Pass)
        .count();
    if file.is_file() && verdict.status != Status::Error {
        let mut progress = Progress::load(&env.ws.root);
        let source = std::fs::read_to_string(&file).unwrap_or_default();
        progress.record(&ex.slug, verdict.status == Status::Pass, &source);
        progress.save(&env.ws.root);
    }
    let _ = writeln!(out);
    if !quiz.has_answers() {
        let answered = quiz.questions.iter().filter(|q| answers.given(q) != Ok(None)).count();
        let _ = writeln!(
            out,
            "{}",
            c.get(
                "quiz-all-kept",
                &args!("answered" => answered, "count" => count, "file" => shown)
            )
            .bold()
        );
        return Ok(Exit::DONE);
    }
    if verdict.status == Status::Pass {
        let _ = writeln!(
            out,
            "{}",
            c.get("quiz-all-right", &args!("count" => count, "id" => ex.id()))
                .green()
                .bold()
        );
        Ok(Exit::DONE)
    } else {
        let _ = writeln!(
            out,
            "{}",
            c.get(
                "quiz-some-right",
                &args!("right" => right, "count" => count, "id" => ex.id(), "file" => shown)
            )
            .bold()
        );
        Ok(Exit::NOT_YET)
    }
}

/// The question, its program and its options.
fn show(q: &Question, number: usize, count: usize, env: &Env, out: &mut dyn Write) {
    let c = &env.catalog;
    let lang = c.lang();
    let kind = c.text(&format!("quiz-kind-{}", q.kind.id()));
    let _ = writeln!(
        out,
        "\n{}",
        c.get("quiz-question", &args!("n" => number, "of" => count, "kind" => kind))
            .cyan()
            .bold()
    );
    let _ = writeln!(out, "{}", prose(pick(&q.text, lang), 0));
    if let Some(code) = q.code(lang) {
        let _ = writeln!(out);
        for (i, line) in code.lines().enumerate() {
            if q.kind == Kind::FindTheBug {
                let _ = writeln!(out, "  {} {line}", format!("{:>2} │", i + 1).dimmed());
            } else {
                let _ = writeln!(out, "    {line}");
            }
        }
    }
    if q.kind == Kind::Choice {
        let _ = writeln!(out);
        for (i, option) in q.options.iter().enumerate() {
            let text = prose(pick(option, lang), 5);
            let _ = writeln!(out, "  {}) {}", letter(i).to_string().bold(), text.trim_start());
        }
    }
}

/// A question's text, an option, a hint: on a terminal wrapped to its width (and its
/// `code` shown as code), indented by `indent`; elsewhere as written.
fn prose(text: &str, indent: usize) -> String {
    let text = text.trim();
    let pad = " ".repeat(indent);
    let on_terminal = std::io::stdout().is_terminal() && colored::control::SHOULD_COLORIZE.should_colorize();
    let width = crossterm::terminal::size().map_or(80, |(cols, _)| cols as usize);
    if !on_terminal || width <= indent + 20 {
        return format!("{pad}{text}");
    }
    let wrapped = crate::verdict::terminal::markdown::render(text, width - indent - 1);
    wrapped
        .lines()
        .map(|line| format!("{pad}{line}"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Prompts for and reads one answer; `None` at the end of the input.
fn read_answer(q: &Question, env: &Env, input: &mut dyn BufRead, out: &mut dyn Write) -> Option<String> {
    let c = &env.catalog;
    let prompt = match q.kind {
        Kind::Choice => c.get("quiz-prompt-choice", &args!("last" => letter(q.options.len() - 1))),
        kind => c.text(&format!("quiz-prompt-{}", kind.id())),
    };
    let _ = write!(out, "{} ", prompt.bold());
    if q.kind == Kind::Output {
        let _ = writeln!(out);
    }
    let _ = out.flush();
    // Typed on a terminal, the answer is on the screen already; piped in, it is shown.
    let echo = !std::io::stdin().is_terminal();
    let mut read_line = || {
        let mut line = String::new();
        match input.read_line(&mut line) {
            Ok(0) | Err(_) => None,
            Ok(_) => {
                let line = line.trim_end_matches(['\n', '\r']).to_string();
                if echo {
                    let _ = writeln!(out, "{line}");
                }
                Some(line)
            }
        }
    };
    if q.kind != Kind::Output {
        return read_line();
    }
    // The lines a program prints: until an empty line (or the end of the input).
    let mut lines: Vec<String> = Vec::new();
    loop {
        match read_line() {
            Some(line) if !line.trim().is_empty() => lines.push(line),
            Some(_) => return Some(lines.join("\n")),
            None if lines.is_empty() => return None,
            None => return Some(lines.join("\n")),
        }
    }
}

fn save(env: &Env, file: &std::path::Path, answers: &Answers, quiz: &Quiz, header: &str) -> Result<(), CommandError> {
    let written = file
        .parent()
        .map_or(Ok(()), std::fs::create_dir_all)
        .and_then(|()| std::fs::write(file, answers.render(quiz, header)));
    written.map_err(|e| CommandError::new("quiz-cannot-save", args!("file" => env.ws.show(file), "error" => e)))
}

/// For `grader solution` once the quiz is done: every question with its answer and why.
pub fn solution(env: &Env, ex: &Exercise, quiz: &Quiz) -> String {
    let c = &env.catalog;
    let lang = c.lang();
    if !quiz.has_answers() {
        return format!("{}\n", c.get("solution-from-teacher", &args!("id" => ex.id())));
    }
    let mut text = format!("{}\n", c.get("quiz-solution-header", &args!("id" => ex.id())).bold());
    for (i, q) in quiz.questions.iter().enumerate() {
        let answer = match q.right() {
            Given::Choice(n) => format!("{}) {}", letter(n), pick(&q.options[n], lang).trim()),
            right => right.show(),
        };
        text.push_str(&format!(
            "\n{} {}\n  {}\n  {}\n",
            format!("{}.", i + 1).bold(),
            q.title(lang),
            c.get("quiz-answer", &args!("answer" => answer)).green(),
            q.explanation(lang)
        ));
    }
    text
}

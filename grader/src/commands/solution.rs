//! `grader solution`: the reference solution beside the student's, once the exercise is done.

use crate::course::workspace::env::Env;
use crate::error::{CommandError, Exit};
use crate::student::state::Progress;
use colored::Colorize;
use grader_report::args;

/// Below this many columns the two files are shown one after the other.
const SIDE_BY_SIDE: usize = 100;

pub fn run(env: &Env, id: Option<&str>) -> Result<Exit, CommandError> {
    let (_, ex) = env.find_or_next(id)?;
    let c = &env.catalog;
    let progress = Progress::load(&env.ws.root);
    if !progress.solved(&ex.slug) {
        println!("{}", c.get("solution-not-yet", &args!("id" => ex.id())));
        return Ok(Exit::NOT_YET);
    }
    if let Some(quiz) = &ex.quiz {
        print!("{}", crate::commands::quiz::solution(env, ex, quiz));
        return Ok(Exit::DONE);
    }
    let (mine_file, reference_file) = (env.ws.student_file(ex), env.ws.solution_file(ex));
    let Ok(reference) = std::fs::read_to_string(&reference_file) else {
        if crate::teacher::course_files::CourseFiles::is_student_copy(&env.ws.root) {
            println!("{}", c.get("solution-from-teacher", &args!("id" => ex.id())));
            return Ok(Exit::NOT_YET);
        }
        return Err(CommandError::new(
            "solution-missing",
            args!("file" => env.ws.show(&reference_file)),
        ));
    };
    let mine = std::fs::read_to_string(&mine_file).unwrap_or_default();
    let yours = c.get("solution-yours", &args!("file" => env.ws.show(&mine_file)));
    let theirs = c.get("solution-reference", &args!("file" => env.ws.show(&reference_file)));
    println!("{}", c.get("solution-header", &args!("id" => ex.id())).bold());
    let width = crate::verdict::terminal::width();
    if width < SIDE_BY_SIDE {
        for (title, text) in [(yours, &mine), (theirs, &reference)] {
            println!("\n{}", rule(&title, width).bold());
            for line in text.lines() {
                println!("{}", untab(line));
            }
        }
    } else {
        print!("{}", side_by_side(&mine, &reference, &yours, &theirs, width));
    }
    Ok(Exit::DONE)
}

/// Two columns, lines aligned where the files agree; rows that differ are marked.
pub fn side_by_side(left: &str, right: &str, left_title: &str, right_title: &str, width: usize) -> String {
    let col = (width.saturating_sub(3) / 2).max(20);
    let left_lines: Vec<&str> = left.lines().collect();
    let right_lines: Vec<&str> = right.lines().collect();
    let mut out = format!(
        "{} {} {}\n",
        cell(left_title, col).bold(),
        "│",
        cell(right_title, col).bold()
    );
    out.push_str(&format!("{}─┼─{}\n", "─".repeat(col), "─".repeat(col)));
    let diff = similar::TextDiff::from_lines(left, right);
    for op in diff.ops() {
        let (tag, old, new) = op.as_tag_tuple();
        let same = tag == similar::DiffTag::Equal;
        for i in 0..old.len().max(new.len()) {
            let l = left_lines.get(old.start + i).filter(|_| i < old.len()).copied();
            let r = right_lines.get(new.start + i).filter(|_| i < new.len()).copied();
            let (l, r) = (cell(l.unwrap_or(""), col), cell(r.unwrap_or(""), col));
            if same {
                out.push_str(&format!("{l} │ {r}\n"));
            } else {
                out.push_str(&format!("{} {} {}\n", l.yellow(), "≠".yellow().bold(), r.cyan()));
            }
        }
    }
    out
}

/// A line cut or padded to exactly `width` characters.
fn cell(text: &str, width: usize) -> String {
    let text = untab(text);
    let count = text.chars().count();
    if count > width {
        let mut cut: String = text.chars().take(width.saturating_sub(1)).collect();
        cut.push('…');
        cut
    } else {
        format!("{text}{}", " ".repeat(width - count))
    }
}

fn untab(line: &str) -> String {
    line.replace('\t', "    ")
}

fn rule(title: &str, width: usize) -> String {
    let fill = width.saturating_sub(title.chars().count() + 4).clamp(3, 60);
    format!("── {title} {}", "─".repeat(fill))
}

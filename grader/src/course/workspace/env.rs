//! The course as a command finds it, from the folder it is run in: the workspace, its
//! lessons' manifests and the catalog of the chosen language; and an exercise found in it
//! by what a person typed (`exercise-2`, `2`, `bounded-queue`, or a near miss).

use super::Workspace;
use crate::course::i18n::Catalog;
use crate::course::manifest::{Course, Exercise, Lesson};
use crate::error::CommandError;
use grader_report::args;

/// What every command but `completions` works in.
pub struct Env {
    pub ws: Workspace,
    pub course: Course,
    pub catalog: Catalog,
}

impl Env {
    /// The course around the current folder, in language `lang`. Its error is worded
    /// already: without a course there is no catalog of the course's to word it later.
    pub fn load(lang: &'static str) -> Result<Env, CommandError> {
        let here = std::env::current_dir().map_err(|e| CommandError::text(e.to_string()))?;
        let Some(ws) = Workspace::find(&here) else {
            let worded = Catalog::load(lang, None).get("no-workspace", &args!("dir" => here.display()));
            return Err(CommandError::text(worded));
        };
        let catalog = Catalog::load(lang, Some(&ws.lessons_dir()));
        let course = Course::load(&ws.lessons_dir())
            .map_err(|e| CommandError::text(catalog.get("bad-manifest", &args!("error" => e.to_string()))))?;
        Ok(Env { ws, course, catalog })
    }

    /// The exercise `id` names: `exercise-N`, `N` or its slug; else an error that lists
    /// the exercises and the nearest name.
    pub fn find(&self, id: &str) -> Result<(&Lesson, &Exercise), CommandError> {
        self.course.find(id).ok_or_else(|| {
            let exercises = self.course.exercises();
            let known: Vec<String> = exercises
                .iter()
                .map(|(_, e)| format!("{} ({})", e.id(), e.slug))
                .collect();
            let error = CommandError::new("unknown-exercise", args!("id" => id, "known" => known.join(", ")));
            match nearest(id, exercises.iter().map(|(_, e)| *e)) {
                Some(near) => error.and("did-you-mean", args!("id" => near)),
                None => error,
            }
        })
    }

    /// The exercise `id` names or, without one, the exercise `grader next` names (the first
    /// one not done; the first of all when every one is done).
    pub fn find_or_next(&self, id: Option<&str>) -> Result<(&Lesson, &Exercise), CommandError> {
        if let Some(id) = id {
            return self.find(id);
        }
        let progress = crate::student::state::Progress::load(&self.ws.root);
        progress
            .next(&self.ws, &self.course, None)
            .or_else(|| self.course.exercises().first().copied())
            .ok_or_else(|| CommandError::new("course-empty", args!()))
    }
}

/// The slug closest to a mistyped id, when it is close enough to be what was meant: at
/// most a third of its letters wrong ("bounded-qeue", "poison-pill", "exercis-3").
fn nearest<'a>(id: &str, exercises: impl Iterator<Item = &'a Exercise>) -> Option<String> {
    let id = id.to_lowercase();
    exercises
        .flat_map(|e| [e.slug.clone(), e.id()])
        .map(|name| (strsim::levenshtein(&id, &name), name))
        .filter(|(distance, name)| *distance > 0 && *distance * 3 <= name.chars().count().max(3))
        .min()
        .map(|(_, name)| name)
}

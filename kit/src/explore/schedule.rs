//! A schedule as text, both ways: written with shuttle's encoder on one line, read with
//! the grader's reader (`grader_report::schedule`), which refuses a cut or changed text
//! instead of panicking in the check process.

use shuttle::scheduler::{Schedule, TaskId};

/// shuttle's text of `schedule`, without the line breaks shuttle puts every 76 hex digits:
/// the text goes into a command a person copies (and into JSON), where a line break would
/// end the command in the middle of its schedule.
pub(crate) fn encode(schedule: &Schedule) -> String {
    let wrapped = shuttle_engine::scheduler::serialization::serialize_schedule(schedule);
    wrapped.split_whitespace().collect()
}

/// The task chosen at each step of the schedule `text` encodes; `Err` when it is not one
/// that [`encode`] wrote.
pub(crate) fn tasks(text: &str) -> Result<Vec<TaskId>, grader_report::schedule::Undecodable> {
    let ids = grader_report::schedule::tasks(text)?;
    Ok(ids.into_iter().map(TaskId::from).collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shuttle_engine::scheduler::ScheduleStep;
    use shuttle_engine::scheduler::serialization::deserialize_schedule;

    /// Long enough for shuttle to wrap it, with random values and ids of several widths.
    fn schedules() -> Vec<Schedule> {
        (1..6usize)
            .map(|width| {
                let mut schedule = Schedule::new(width as u64 * 977);
                for step in 0..400 {
                    if step % 7 == 3 {
                        schedule.push_random();
                    } else {
                        schedule.push_task(TaskId::from((step * 31) % (1 << width)));
                    }
                }
                schedule
            })
            .collect()
    }

    #[test]
    fn a_schedule_is_one_line_and_reads_back_as_shuttle_reads_it() {
        for schedule in schedules() {
            let text = encode(&schedule);
            assert!(!text.chars().any(char::is_whitespace), "{text}");
            let shuttle: Vec<TaskId> = deserialize_schedule(&text)
                .expect("shuttle reads it")
                .steps
                .into_iter()
                .filter_map(|s| match s {
                    ScheduleStep::Task(t) => Some(t),
                    ScheduleStep::Random => None,
                })
                .collect();
            assert_eq!(tasks(&text).expect("we read it"), shuttle);
            // Wrapped again, as shuttle writes it or a terminal shows it: the same.
            let wrapped = shuttle_engine::scheduler::serialization::serialize_schedule(&schedule);
            assert!(wrapped.contains('\n'), "long enough to wrap");
            assert_eq!(tasks(&wrapped).unwrap(), shuttle);
            // Its first line alone, as a paste cut by the terminal: refused.
            let first = wrapped.lines().next().unwrap();
            assert!(tasks(first).is_err(), "{first}");
        }
    }
}

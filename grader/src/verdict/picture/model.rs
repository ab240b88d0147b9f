//! What the picture shows, read from a failure's trace: per lane (thread) and row (the
//! text timeline's rows, folded the same way) what the thread was doing, the notifies
//! and whom they woke, the queue's contents where they change, the blamed step and the
//! threads left waiting. Drawing is `svg`'s; nothing here knows a pixel.

use crate::course::i18n::Catalog;
use crate::verdict::timeline::{self, Mark, Row};
use grader_report::channel::Failure;
use grader_report::trace::{self, Event, Kind};

/// What a thread is doing during one row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum State {
    /// It takes the row's step.
    Running,
    /// Inside a call of the exercise while other threads take the steps.
    Inside,
    /// Inside `Condvar::wait` on condvar `n` (numbered from 1, as the trace numbers them).
    Waiting(usize),
    /// Inside `sleep`.
    Sleeping,
    /// In the call it never returns from.
    Stuck,
}

/// A stretch of rows `from..=to` of one lane in one state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bar {
    pub lane: usize,
    pub from: usize,
    pub to: usize,
    pub state: State,
}

/// A notify drawn from the notifying thread's row to the row where the woken thread's
/// wait returned.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Arrow {
    pub from_lane: usize,
    pub from_row: usize,
    pub to_lane: usize,
    pub to_row: usize,
}

/// The queue (or the pool's tasks handed in and not yet answered) after a row where it
/// changed. An item the trace does not name (`queue.put(…)`) is `None`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strip {
    pub row: usize,
    pub items: Vec<Option<String>>,
}

/// What the strip holds: a queue's items, or a pool's tasks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holds {
    Queue,
    Tasks,
}

pub struct Diagram {
    /// Thread names as the trace has them, in the order they first act.
    pub lanes: Vec<String>,
    pub rows: Vec<Row>,
    /// The virtual time at each row where the clock moved since the row before.
    pub times: Vec<Option<String>>,
    pub bars: Vec<Bar>,
    pub arrows: Vec<Arrow>,
    /// Notifies that woke nobody: (lane, row).
    pub unheard: Vec<(usize, usize)>,
    pub strips: Vec<Strip>,
    pub holds: Holds,
    /// The row the cause blames, else the row where the run failed.
    pub blamed: Option<usize>,
    /// The lanes that finished (in a deadlock every thread not left waiting), and the row
    /// of their last step.
    pub finished: Vec<(usize, usize)>,
}

impl Diagram {
    /// The diagram of `failure`; None when it has no trace to draw.
    pub fn of(failure: &Failure, catalog: &Catalog) -> Option<Diagram> {
        let rows = timeline::rows(failure, catalog);
        if rows.is_empty() {
            return None;
        }
        let lanes: Vec<String> = timeline::lanes(&rows).into_iter().map(String::from).collect();
        let events = &failure.events;
        let lane_of = |thread: &str| lanes.iter().position(|l| l == thread);
        let bars = bars(&rows, &lanes, events);
        let mut arrows = Vec::new();
        let wakes = trace::wakes(events);
        for wake in &wakes {
            let Some(notify) = wake.notify else { continue };
            let (Some(from_lane), Some(to_lane)) = (lane_of(&events[notify].thread), lane_of(&wake.thread)) else {
                continue;
            };
            let (Some(from_row), Some(to_row)) =
                (timeline::row_at(&rows, notify), timeline::row_at(&rows, wake.woke_at))
            else {
                continue;
            };
            arrows.push(Arrow {
                from_lane,
                from_row,
                to_lane,
                to_row,
            });
        }
        let unheard = events
            .iter()
            .enumerate()
            .filter(|(_, e)| e.kind == Kind::Call && (e.what == trace::NOTIFY_ONE || e.what == trace::NOTIFY_ALL))
            .filter(|(i, _)| !wakes.iter().any(|w| w.notify == Some(*i)))
            .filter_map(|(i, e)| Some((lane_of(&e.thread)?, timeline::row_at(&rows, i)?)))
            .collect();
        let (holds, strips) = strips(&rows, events, catalog);
        let blamed = failure
            .cause
            .as_ref()
            .and_then(timeline::blamed_event)
            .and_then(|e| timeline::row_at(&rows, e))
            .or_else(|| rows.iter().position(|r| r.mark == Some(Mark::Fails)))
            .or_else(|| rows.iter().position(|r| r.mark == Some(Mark::Stuck)));
        let finished = if failure.stuck.is_empty() {
            Vec::new()
        } else {
            lanes
                .iter()
                .enumerate()
                .filter(|(_, l)| !failure.stuck.iter().any(|s| s.thread == **l))
                .filter_map(|(i, l)| Some((i, rows.iter().rposition(|r| r.thread == *l)?)))
                .collect()
        };
        Some(Diagram {
            times: times(&rows, events),
            lanes,
            rows,
            bars,
            arrows,
            unheard,
            strips,
            holds,
            blamed,
            finished,
        })
    }
}

/// Each lane's state row by row, merged into bars.
fn bars(rows: &[Row], lanes: &[String], events: &[Event]) -> Vec<Bar> {
    let mut out: Vec<Bar> = Vec::new();
    for (k, row) in rows.iter().enumerate() {
        // The events up to the start of the next row: what every thread is inside of then.
        let end = rows.get(k + 1).map_or(events.len(), |r| r.event);
        let open = trace::open_call_indices(&events[..end]);
        // A thread a panic ended is in no call after its panic: the calls were cut short.
        let died: Vec<String> = trace::died(&events[..end]).into_iter().map(|d| d.thread).collect();
        for (lane, thread) in lanes.iter().enumerate() {
            let innermost = open
                .iter()
                .rev()
                .find(|&&i| events[i].thread == *thread)
                .filter(|_| !died.contains(thread) || row.thread == *thread);
            let state = if row.mark == Some(Mark::Stuck) && row.thread == *thread {
                Some(State::Stuck)
            } else if out
                .iter()
                .any(|b| b.lane == lane && b.state == State::Stuck && b.to + 1 == k)
                && innermost.is_some()
            {
                // Once stuck, stuck to the end, whatever its inner waits do.
                Some(State::Stuck)
            } else if row.thread == *thread && row.mark != Some(Mark::Folded) {
                Some(State::Running)
            } else {
                innermost.map(|&i| {
                    let e = &events[i];
                    if e.what.starts_with("Condvar::wait") {
                        State::Waiting(e.object.unwrap_or(0))
                    } else if e.what.starts_with("sleep(") {
                        State::Sleeping
                    } else {
                        State::Inside
                    }
                })
            };
            let Some(state) = state else { continue };
            match out.iter_mut().rev().find(|b| b.lane == lane) {
                Some(bar) if bar.state == state && bar.to + 1 == k => bar.to = k,
                _ => out.push(Bar {
                    lane,
                    from: k,
                    to: k,
                    state,
                }),
            }
        }
    }
    out
}

/// The virtual time of each row where it moved since the row before (and at the first
/// row, where it is not zero).
fn times(rows: &[Row], events: &[Event]) -> Vec<Option<String>> {
    let mut last = 0;
    rows.iter()
        .map(|r| {
            let at = events.get(r.event).and_then(|e| e.at_us)?;
            if at == last {
                return None;
            }
            last = at;
            Some(grader_report::millis(std::time::Duration::from_micros(at)))
        })
        .collect()
}

/// The name of a call: `put` for `queue.put(3)`, `wait` for `wait() of task 2`.
fn call_name(what: &str) -> &str {
    let head = what.split('(').next().unwrap_or(what);
    head.rsplit('.').next().unwrap_or(head)
}

/// The text between a call's first parenthesis and its last: `3` for `put(3)`.
fn argument(what: &str) -> Option<&str> {
    let (_, rest) = what.split_once('(')?;
    let arg = rest.rsplit_once(')')?.0;
    (!arg.is_empty() && arg != "…").then_some(arg)
}

/// What a queue holds after each row where it changed, as the exercise's calls show it: a
/// `put` (or a `try_put` that gave `Ok`) that returned added its item; a `take` that
/// returned an item removed it (the same item where the put named it, else the oldest
/// unnamed one, which then bears its name). For a pool, a `run(N)` that returned hands task N in, and the `wait()`
/// of task N that returned answers it.
fn strips(rows: &[Row], events: &[Event], catalog: &Catalog) -> (Holds, Vec<Strip>) {
    let pool = events
        .iter()
        .any(|e| e.kind == Kind::Return && call_name(&e.what) == "run");
    let holds = if pool { Holds::Tasks } else { Holds::Queue };
    // Items by number, in the order they went in; an unnamed one is named by the take
    // that gets it, in every strip it shows in.
    let mut names: Vec<Option<String>> = Vec::new();
    let mut inside: Vec<usize> = Vec::new();
    let mut out: Vec<(usize, Vec<usize>)> = Vec::new();
    let say = |text: &str| timeline::compact(text, catalog);
    for (i, e) in events.iter().enumerate() {
        if e.kind != Kind::Return {
            continue;
        }
        let before = inside.clone();
        let name = call_name(&e.what);
        let mut add = |item: Option<String>, inside: &mut Vec<usize>| {
            names.push(item);
            inside.push(names.len() - 1);
        };
        match (holds, name) {
            (Holds::Queue, "put") => add(argument(&e.what).map(say), &mut inside),
            (Holds::Queue, "try_put") if e.result.as_deref().is_none_or(|r| r.starts_with("Ok")) => {
                add(argument(&e.what).map(say), &mut inside)
            }
            (Holds::Tasks, "run") => add(argument(&e.what).map(String::from), &mut inside),
            (Holds::Queue, "take" | "try_take") => {
                let Some(result) = e.result.as_deref() else { continue };
                if result == "None" && name == "try_take" {
                    continue;
                }
                let item = result
                    .strip_prefix("Some(")
                    .and_then(|r| r.strip_suffix(')'))
                    .unwrap_or(result);
                let item = if item == "None" {
                    catalog.text("timeline-pill")
                } else {
                    say(item)
                };
                let at = inside
                    .iter()
                    .position(|&x| names[x].as_deref() == Some(item.as_str()))
                    .or_else(|| inside.iter().position(|&x| names[x].is_none()));
                if let Some(at) = at {
                    let x = inside.remove(at);
                    names[x].get_or_insert(item);
                }
            }
            (Holds::Tasks, "wait") => {
                let task = e.what.rsplit(' ').next().unwrap_or_default();
                if let Some(at) = inside.iter().position(|&x| names[x].as_deref() == Some(task)) {
                    inside.remove(at);
                }
            }
            _ => continue,
        }
        if inside == before {
            continue;
        }
        let Some(row) = timeline::row_at(rows, i) else { continue };
        match out.last_mut() {
            Some(strip) if strip.0 == row => strip.1 = inside.clone(),
            _ => out.push((row, inside.clone())),
        }
    }
    let strips = out
        .into_iter()
        .map(|(row, inside)| Strip {
            row,
            items: inside.iter().map(|&x| names[x].clone()).collect(),
        })
        .collect();
    (holds, strips)
}

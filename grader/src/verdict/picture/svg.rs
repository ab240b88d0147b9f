//! The diagram drawn as inline SVG: a lane per thread, time going down a row per step,
//! bars for what each thread does (each state with its own pattern as well as its
//! colour, so that it reads without telling hues apart), notifies as arrows, the queue's
//! strip on the right, the blamed step highlighted with its sentence under it.

use super::escape::escape;
use super::model::{Diagram, Holds, State};
use crate::course::i18n::Catalog;
use crate::verdict::timeline::{self, Mark, Row};
use grader_report::args;
use std::fmt::Write;

const STEP_W: f64 = 78.0;
const HEADER_H: f64 = 44.0;
const ROW_H: f64 = 26.0;
/// A character of the monospaced 12 px font, with some room.
const CHAR_W: f64 = 7.4;
const BAR_W: f64 = 12.0;
/// The blamed step's sentence: where it starts, and its columns of 13 px text.
const NOTE_X: f64 = 10.0;
const NOTE_CHAR_W: f64 = 6.9;
const NOTE_COLUMNS: usize = 48;
/// The most characters of a cell, as in the text timeline's columns.
const CELL_CHARS: usize = 30;
/// Colours for condvars 1, 2, …: Okabe and Ito's palette, told apart in every common
/// kind of colour blindness; the hatching tells waiting from the rest without any.
const CONDVAR_COLOURS: [&str; 6] = ["#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00"];

/// What a cell says: the row's text and its mark, as in the text timeline.
fn cell(row: &Row, catalog: &Catalog) -> String {
    let text = match row.mark {
        Some(Mark::Inside) => format!("{} …", row.text),
        // ‖ rather than the text timeline's ⏸, which few fonts draw.
        Some(Mark::Stuck) => format!("{} ‖ {}", row.text, catalog.text("timeline-forever")),
        Some(Mark::Waiting) => format!("{} ‖ {}", row.text, catalog.text("timeline-waiting")),
        Some(Mark::TimedOut) => format!("{} ⏱", row.text),
        Some(Mark::Fails) => format!("{} ✗ {}", row.text, catalog.text("picture-failed-here")),
        _ => row.text.clone(),
    };
    timeline::cut(&text, CELL_CHARS)
}

struct Layout {
    lane_x: Vec<f64>,
    strip_x: f64,
    width: f64,
    /// Lines of the blamed step's sentence, drawn under its row.
    note: Vec<String>,
    blamed: Option<usize>,
}

impl Layout {
    fn new(d: &Diagram, sentence: Option<&str>, catalog: &Catalog) -> Layout {
        let mut lane_x = Vec::new();
        let mut x = STEP_W;
        for lane in &d.lanes {
            let chars = d
                .rows
                .iter()
                .filter(|r| r.thread == *lane && r.mark != Some(Mark::Folded))
                .map(|r| cell(r, catalog).chars().count())
                .chain([timeline::thread_name(lane, catalog).chars().count()])
                .max()
                .unwrap_or(8)
                .clamp(12, CELL_CHARS);
            let w = BAR_W + 14.0 + chars as f64 * CHAR_W;
            lane_x.push(x);
            x += w;
        }
        let strip_chars = d
            .strips
            .iter()
            .map(|s| {
                s.items
                    .iter()
                    .map(|i| i.as_deref().map_or(1, |t| t.chars().count()) + 3)
                    .sum::<usize>()
            })
            .chain([strip_title(d, catalog).chars().count()])
            .max()
            .unwrap_or(0)
            .min(36);
        let strip_x = x + 8.0;
        let width = if d.strips.is_empty() {
            x + 8.0
        } else {
            strip_x + strip_chars as f64 * CHAR_W + 16.0
        };
        // The sentence wraps narrow enough to be read on a phone without scrolling sideways.
        let columns = (((width - NOTE_X) / NOTE_CHAR_W) as usize).clamp(24, NOTE_COLUMNS);
        let note = sentence
            .map(|s| {
                let text = format!("▶ {}: {s}", catalog.text("picture-blamed"));
                textwrap::wrap(&text, columns)
                    .into_iter()
                    .map(|l| l.into_owned())
                    .collect()
            })
            .unwrap_or_default();
        Layout {
            lane_x,
            strip_x,
            width,
            note,
            blamed: d.blamed,
        }
    }

    /// The top of row `k`: rows after the blamed one make room for its sentence.
    fn y(&self, k: usize) -> f64 {
        let shift = match self.blamed {
            Some(b) if k > b => self.note_h(),
            _ => 0.0,
        };
        HEADER_H + k as f64 * ROW_H + shift
    }

    fn note_h(&self) -> f64 {
        if self.note.is_empty() {
            0.0
        } else {
            self.note.len() as f64 * 17.0 + 10.0
        }
    }

    fn bar_x(&self, lane: usize) -> f64 {
        self.lane_x[lane] + 6.0
    }
}

fn strip_title(d: &Diagram, catalog: &Catalog) -> String {
    match d.holds {
        Holds::Queue => catalog.text("picture-queue"),
        Holds::Tasks => catalog.text("picture-tasks"),
    }
}

/// The patterns of the states, drawn once per page for every diagram and the legend.
pub fn defs() -> String {
    let mut out = String::from(r#"<svg class="defs" width="0" height="0" aria-hidden="true"><defs>"#);
    for (i, colour) in CONDVAR_COLOURS.iter().enumerate() {
        let _ = write!(
            out,
            r##"<pattern id="wait-{n}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><rect width="6" height="6" fill="#fff"/><rect width="3" height="6" fill="{colour}"/></pattern>"##,
            n = i + 1
        );
    }
    out.push_str(concat!(
        r##"<pattern id="sleep" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#fff"/><circle cx="3" cy="3" r="1.4" fill="#555"/></pattern>"##,
        r##"<pattern id="stuck" width="6" height="6" patternUnits="userSpaceOnUse"><rect width="6" height="6" fill="#fde0e0"/><path d="M0 0L6 6M6 0L0 6" stroke="#a3142d" stroke-width="1.3"/></pattern>"##,
        r##"<marker id="head" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#222"/></marker>"##,
        "</defs></svg>"
    ));
    out
}

/// The fill of a state's bar.
pub fn fill(state: State) -> String {
    match state {
        State::Running => "#222".into(),
        State::Inside => "#c8c8c8".into(),
        State::Waiting(n) => format!("url(#wait-{})", (n.max(1) - 1) % CONDVAR_COLOURS.len() + 1),
        State::Sleeping => "url(#sleep)".into(),
        State::Stuck => "url(#stuck)".into(),
    }
}

fn state_title(state: State, catalog: &Catalog) -> String {
    match state {
        State::Running => catalog.text("picture-legend-running"),
        State::Inside => catalog.text("picture-legend-inside"),
        State::Waiting(n) => catalog.get("picture-condvar", &args!("n" => n)),
        State::Sleeping => catalog.text("picture-legend-sleeping"),
        State::Stuck => catalog.text("picture-legend-stuck"),
    }
}

/// The diagram of `d`, with `sentence` (the cause) under the blamed row.
/// The page draws the patterns once ([`defs`]); `anchor` gives the blamed row the id
/// `blamed`, for a link to it (one diagram per page only).
pub fn diagram(d: &Diagram, sentence: Option<&str>, anchor: bool, catalog: &Catalog) -> String {
    let l = Layout::new(d, sentence, catalog);
    let bottom = l.y(d.rows.len()) + 8.0;
    let height = bottom + 4.0;
    let mut s = String::new();
    let _ = write!(
        s,
        r#"<svg class="diagram" role="img" width="{w:.0}" height="{height:.0}" viewBox="0 0 {w:.0} {height:.0}" aria-label="{label}">"#,
        w = l.width,
        label = escape(&catalog.text("picture-heading"))
    );
    background(&mut s, d, &l);
    lanes(&mut s, d, &l, bottom, catalog);
    bars(&mut s, d, &l, catalog);
    steps(&mut s, d, &l, catalog);
    wakes(&mut s, d, &l, catalog);
    strips(&mut s, d, &l, catalog);
    blamed(&mut s, d, &l, anchor);
    s.push_str("</svg>");
    s
}

/// Stripes for every other row, and the blamed row highlighted.
fn background(s: &mut String, d: &Diagram, l: &Layout) {
    // Stripes for every other row, so that a row is easy to follow across the lanes.
    for k in (0..d.rows.len()).step_by(2) {
        let _ = write!(
            s,
            r##"<rect x="0" y="{:.0}" width="{:.0}" height="{ROW_H}" fill="#f4f4f4"/>"##,
            l.y(k),
            l.width
        );
    }
    // The blamed row, highlighted; its sentence is drawn last, over the bars.
    if let Some(b) = d.blamed {
        let _ = write!(
            s,
            r##"<rect x="0" y="{y:.0}" width="{w:.0}" height="{ROW_H}" fill="#fff1a8"/>"##,
            y = l.y(b),
            w = l.width,
        );
    }
}

/// The header: the lanes' names, a thin line down each lane, the queue strip's title.
fn lanes(s: &mut String, d: &Diagram, l: &Layout, bottom: f64, catalog: &Catalog) {
    // Lane names, and a thin line down each lane.
    let _ = write!(
        s,
        r#"<text class="head" x="6" y="28">{}</text>"#,
        escape(&catalog.text("picture-step"))
    );
    for (i, lane) in d.lanes.iter().enumerate() {
        let _ = write!(
            s,
            r##"<line x1="{x:.0}" y1="{HEADER_H}" x2="{x:.0}" y2="{bottom:.0}" stroke="#999" stroke-width="1"/><text class="head lane-name" data-lane="{i}" x="{tx:.0}" y="28">{name}</text>"##,
            x = l.bar_x(i) + BAR_W / 2.0,
            tx = l.lane_x[i] + 6.0,
            name = escape(&timeline::thread_name(lane, catalog))
        );
    }
    if !d.strips.is_empty() {
        let _ = write!(
            s,
            r#"<text class="head" x="{:.0}" y="28">{}</text>"#,
            l.strip_x,
            escape(&strip_title(d, catalog))
        );
    }
}

/// What each thread was doing, a bar per stretch; a square where a thread finished.
fn bars(s: &mut String, d: &Diagram, l: &Layout, catalog: &Catalog) {
    // The bars.
    for bar in &d.bars {
        let (y0, y1) = (l.y(bar.from) + 3.0, l.y(bar.to) + ROW_H - 3.0);
        let _ = write!(
            s,
            r##"<rect class="bar" data-state="{state:?}" x="{x:.0}" y="{y0:.0}" width="{BAR_W}" height="{h:.0}" fill="{fill}" stroke="#222" stroke-width="1"><title>{title}</title></rect>"##,
            state = bar.state,
            x = l.bar_x(bar.lane),
            h = y1 - y0,
            fill = fill(bar.state),
            title = escape(&state_title(bar.state, catalog))
        );
        // A wait long enough to have room says which condvar in a digit, too.
        if let State::Waiting(n) = bar.state
            && bar.to > bar.from
        {
            let _ = write!(
                s,
                r#"<text class="digit" x="{:.0}" y="{:.0}">{n}</text>"#,
                l.bar_x(bar.lane) + BAR_W + 2.0,
                y1 - 2.0
            );
        }
    }
    // Threads that finished: a square under their last step.
    for &(lane, row) in &d.finished {
        let _ = write!(
            s,
            r##"<rect class="finished" x="{x:.0}" y="{y:.0}" width="{BAR_W}" height="{BAR_W}" fill="#222"><title>{t}</title></rect>"##,
            x = l.bar_x(lane),
            y = l.y(row) + ROW_H - 2.0,
            t = escape(&catalog.text("picture-finished"))
        );
    }
}

/// The steps: number, time, and what the thread did.
fn steps(s: &mut String, d: &Diagram, l: &Layout, catalog: &Catalog) {
    // The steps: number, time, and what the thread did.
    for (k, row) in d.rows.iter().enumerate() {
        let y = l.y(k) + 17.0;
        if row.mark == Some(Mark::Folded) {
            let _ = write!(
                s,
                r#"<text class="step" x="6" y="{y:.0}">⋮</text><text class="cell folded" x="{STEP_W}" y="{y:.0}">{}</text>"#,
                escape(&timeline::cut(&row.text, ((l.width - STEP_W) / CHAR_W) as usize))
            );
            continue;
        }
        let _ = write!(s, r#"<text class="step" x="6" y="{y:.0}">{}</text>"#, row.step);
        if let Some(time) = &d.times[k] {
            let _ = write!(s, r#"<text class="time" x="30" y="{y:.0}">t={}</text>"#, escape(time));
        }
        let Some(lane) = d.lanes.iter().position(|t| *t == row.thread) else {
            continue;
        };
        let class = match row.mark {
            Some(Mark::Stuck | Mark::Waiting) => "cell stuck",
            Some(Mark::Fails) => "cell fails",
            _ => "cell",
        };
        let _ = write!(
            s,
            r#"<text class="{class}" data-step="{}" x="{:.0}" y="{y:.0}">{}</text>"#,
            row.step,
            l.bar_x(lane) + BAR_W + 8.0,
            escape(&cell(row, catalog))
        );
    }
}

/// Notifies: an arrow to the thread each woke, a crossed circle where it woke nobody.
fn wakes(s: &mut String, d: &Diagram, l: &Layout, catalog: &Catalog) {
    // Notifies: an arrow to the thread each woke, a crossed circle where it woke nobody.
    for a in &d.arrows {
        let (x1, y1) = (l.bar_x(a.from_lane) + BAR_W / 2.0, l.y(a.from_row) + ROW_H / 2.0);
        let (x2, y2) = (l.bar_x(a.to_lane) + BAR_W / 2.0, l.y(a.to_row) + ROW_H / 2.0);
        let _ = write!(
            s,
            r##"<path class="arrow" d="M{x1:.0} {y1:.0}C{:.0} {y1:.0} {:.0} {y2:.0} {x2:.0} {y2:.0}" fill="none" stroke="#222" stroke-width="1.8" marker-end="url(#head)"/>"##,
            (x1 + x2) / 2.0,
            (x1 + x2) / 2.0
        );
    }
    for &(lane, row) in &d.unheard {
        let (cx, cy) = (l.bar_x(lane) + BAR_W / 2.0, l.y(row) + ROW_H / 2.0);
        let _ = write!(
            s,
            r##"<g class="unheard"><circle cx="{cx:.0}" cy="{cy:.0}" r="8" fill="#fff" stroke="#D55E00" stroke-width="2.5"/><path d="M{:.0} {:.0}L{:.0} {:.0}" stroke="#D55E00" stroke-width="2.5"/><title>{}</title></g>"##,
            cx - 5.5,
            cy + 5.5,
            cx + 5.5,
            cy - 5.5,
            escape(&catalog.text("picture-woke-nobody"))
        );
    }
}

/// The queue's strip, beside each step where it changed.
fn strips(s: &mut String, d: &Diagram, l: &Layout, catalog: &Catalog) {
    // The queue's strip, beside each step where it changed.
    for strip in &d.strips {
        let y = l.y(strip.row) + 4.0;
        let mut x = l.strip_x;
        if strip.items.is_empty() {
            let _ = write!(
                s,
                r#"<text class="empty" x="{x:.0}" y="{:.0}">{}</text>"#,
                y + 13.0,
                escape(&catalog.text("picture-queue-empty"))
            );
        }
        for item in &strip.items {
            let text = item.as_deref().unwrap_or("•");
            let w = text.chars().count() as f64 * CHAR_W + 10.0;
            if x + w > l.width {
                let _ = write!(s, r#"<text class="cell" x="{x:.0}" y="{:.0}">…</text>"#, y + 13.0);
                break;
            }
            let _ = write!(
                s,
                r##"<rect class="item" x="{x:.0}" y="{y:.0}" width="{w:.0}" height="18" rx="3" fill="#e8f1fa" stroke="#0072B2"/><text class="cell" x="{:.0}" y="{:.0}">{}</text>"##,
                x + 5.0,
                y + 13.0,
                escape(text)
            );
            x += w + 4.0;
        }
    }
}

/// The blamed step's sentence, in a box under its row (`anchor`: the page links to it).
fn blamed(s: &mut String, d: &Diagram, l: &Layout, anchor: bool) {
    // The blamed step's sentence, in a box under its row.
    if let Some(b) = d.blamed {
        let _ = write!(
            s,
            r##"<g {id}class="blamed" data-step="{step}"><rect x="1" y="{y:.0}" width="{w:.0}" height="{h:.0}" fill="none" stroke="#7a5c00" stroke-width="2" stroke-dasharray="6 3"/>"##,
            id = if anchor { r#"id="blamed" "# } else { "" },
            step = d.rows[b].step,
            y = l.y(b) + 1.0,
            w = l.width - 2.0,
            h = ROW_H + l.note_h() - 2.0
        );
        if !l.note.is_empty() {
            let _ = write!(
                s,
                r##"<rect x="2" y="{:.0}" width="{:.0}" height="{:.0}" fill="#fff1a8"/>"##,
                l.y(b) + ROW_H,
                l.width - 4.0,
                l.note_h() - 2.0
            );
        }
        for (i, line) in l.note.iter().enumerate() {
            let _ = write!(
                s,
                r#"<text class="note" x="{NOTE_X}" y="{:.0}">{}</text>"#,
                l.y(b) + ROW_H + 17.0 + i as f64 * 17.0,
                escape(line)
            );
        }
        s.push_str("</g>");
    }
}

/// A swatch of one state for the legend.
pub fn swatch(state: State) -> String {
    format!(
        r##"<svg class="swatch" width="14" height="22" viewBox="0 0 14 22"><rect x="1" y="1" width="12" height="20" fill="{}" stroke="#222"/></svg>"##,
        fill(state)
    )
}

pub fn condvars(d: &Diagram) -> Vec<usize> {
    let mut out: Vec<usize> = d
        .bars
        .iter()
        .filter_map(|b| match b.state {
            State::Waiting(n) => Some(n),
            _ => None,
        })
        .collect();
    out.sort();
    out.dedup();
    out
}

pub const ARROW_SWATCH: &str = r##"<svg class="swatch" width="34" height="14" viewBox="0 0 34 14"><path d="M2 7H30" stroke="#222" stroke-width="1.8"/><path d="M24 2L32 7L24 12z" fill="#222"/></svg>"##;
pub const UNHEARD_SWATCH: &str = r##"<svg class="swatch" width="20" height="20" viewBox="0 0 20 20"><circle cx="10" cy="10" r="8" fill="#fff" stroke="#D55E00" stroke-width="2.5"/><path d="M4.5 15.5L15.5 4.5" stroke="#D55E00" stroke-width="2.5"/></svg>"##;
pub const FINISHED_SWATCH: &str = r##"<svg class="swatch" width="14" height="14" viewBox="0 0 14 14"><rect x="1" y="1" width="12" height="12" fill="#222"/></svg>"##;
pub const BLAMED_SWATCH: &str = r##"<svg class="swatch" width="34" height="16" viewBox="0 0 34 16"><rect x="1" y="1" width="32" height="14" fill="#fff1a8" stroke="#7a5c00" stroke-width="2" stroke-dasharray="6 3"/></svg>"##;

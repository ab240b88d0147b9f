//! The failing interleaving as a picture: one self-contained HTML file (inline SVG and
//! CSS, no script, nothing fetched) that `grader check` writes beside its text verdict.
//! A lane per thread, named as in the text timeline; time going down a row per step;
//! bars for what each thread does, notifies as arrows, the queue's contents where they
//! change, the blamed step highlighted with its sentence, the threads left waiting.
//! Every word comes from the catalog, in the student's language.

mod escape;
pub mod model;
pub mod svg;

pub use escape::escape;

use crate::course::i18n::Catalog;
use crate::course::manifest::Exercise;
use crate::file_error::FileError;
use crate::verdict::render::class_name;
use crate::verdict::{CheckVerdict, ExerciseVerdict};
use grader_report::args;
use model::{Diagram, State};
use std::path::{Path, PathBuf};

/// The page's style: readable from a phone's 390 px to a wide screen; a wide diagram
/// scrolls inside its own box, never the page.
pub const STYLE: &str = r#"
*{box-sizing:border-box}
body{margin:0 auto;padding:16px;max-width:1280px;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;color:#1a1a1a;background:#fff;overflow-wrap:anywhere}
h1{font-size:1.3em;margin:0 0 .3em}h2{font-size:1.1em;margin:1.2em 0 .4em}h3,h4{font-size:1em;margin:.8em 0 .3em}
details.bug{margin:.3em 0}details.bug[open]{border-left:3px solid #ccc;padding-left:8px}
.class{color:#a3142d;font-weight:600}
.scroll{overflow-x:auto;max-width:100%;border:1px solid #ccc;border-radius:4px;-webkit-overflow-scrolling:touch}
svg.diagram{display:block}
svg.diagram text{font:12px ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace;fill:#1a1a1a;paint-order:stroke;stroke:#fff;stroke-width:3px;stroke-linejoin:round}
svg.diagram text.head{font-weight:700;font-size:13px}
svg.diagram text.step,svg.diagram text.time{fill:#555}
svg.diagram text.time{font-size:10px}
svg.diagram text.stuck,svg.diagram text.fails{fill:#a3142d;font-weight:700}
svg.diagram text.note{font-family:system-ui,sans-serif;font-size:13px}
svg.diagram text.folded,svg.diagram text.empty{font-style:italic;fill:#555}
svg.diagram text.digit{font-size:10px;font-weight:700}
svg.defs{position:absolute}
ul.legend{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:6px 18px}
ul.legend li{display:flex;align-items:center;gap:6px}
.stuck-list li{color:#a3142d}
code,pre{font:13px ui-monospace,"DejaVu Sans Mono",Menlo,Consolas,monospace}
pre{white-space:pre-wrap;background:#f4f4f4;padding:8px;border-radius:4px}
footer{margin-top:2em;color:#555;font-size:.85em}
table{border-collapse:collapse}td,th{padding:3px 8px;border-bottom:1px solid #ddd;text-align:left;vertical-align:top}
"#;

/// A whole page: `<!doctype html>` with the language, the style, the patterns and `body`.
pub fn document(title: &str, body: &str, catalog: &Catalog) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>{title}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n{defs}\n{body}\n<footer>{footer}</footer>\n</body>\n</html>\n",
        lang = catalog.lang(),
        title = escape(title),
        defs = svg::defs(),
        footer = escape(&catalog.text("picture-footer")),
    )
}

/// The check a picture is drawn of: the one the text verdict shows in full, if it has a
/// timeline to draw.
pub fn drawn(verdict: &ExerciseVerdict) -> Option<&CheckVerdict> {
    verdict
        .shown()
        .filter(|c| !c.timeline.is_empty() && c.failure.as_ref().is_some_and(|f| !f.events.is_empty()))
}

/// The picture of `verdict`'s failing interleaving; None for a pass or a failure without
/// a timeline.
pub fn page(verdict: &ExerciseVerdict, ex: &Exercise, catalog: &Catalog) -> Option<String> {
    let check = drawn(verdict)?;
    let class = check.class.map(|c| class_name(catalog, c)).unwrap_or_default();
    let title = catalog.get(
        "picture-title",
        &args!("exercise" => verdict.exercise, "check" => check.name, "class" => class),
    );
    let mut body = format!(
        "<h1>{} · {} · {}</h1>\n",
        escape(&verdict.exercise),
        escape(&verdict.slug),
        escape(crate::course::i18n::pick(&ex.title, catalog.lang()))
    );
    body.push_str(&format!(
        "<p><strong>{}</strong> — <span class=\"class\">{}</span></p>\n",
        escape(&check.name),
        escape(&class)
    ));
    body.push_str(&section(check, &verdict.slug, true, catalog)?);
    Some(document(&title, &body, catalog))
}

/// The failure of `check` drawn, with what the text verdict says around it: scenario,
/// message, the diagram, the threads left waiting, the explanation, the replay command
/// and the legend. `anchor`: the blamed row gets the id `blamed`.
pub fn section(check: &CheckVerdict, slug: &str, anchor: bool, catalog: &Catalog) -> Option<String> {
    let failure = check.failure.as_ref()?;
    let diagram = Diagram::of(failure, catalog)?;
    let cause = crate::verdict::timeline::cause_sentences(failure, catalog)
        .into_iter()
        .next();
    let sentence = cause.clone().or_else(|| check.message.clone());
    let mut out = String::new();
    if let Some(scenario) = &check.scenario {
        out.push_str(&format!(
            "<p>{}</p>\n",
            escape(&catalog.get("scenario", &args!("scenario" => scenario)))
        ));
    }
    if let Some(message) = &check.message {
        out.push_str(&format!("<p>{}</p>\n", escape(message)));
    }
    if let Some(class) = check.class {
        out.push_str(&format!(
            "<p><em>{}</em></p>\n",
            escape(&crate::verdict::render::class_why(catalog, slug, class))
        ));
    }
    out.push_str(&format!("<h2>{}</h2>\n", escape(&catalog.text("picture-heading"))));
    out.push_str(&format!(
        "<p>{}</p>\n",
        escape(&catalog.get(
            "picture-steps",
            &args!("steps" => failure.steps, "preemptions" => failure.preemptions)
        ))
    ));
    out.push_str(&format!(
        "<div class=\"scroll\">{}</div>\n",
        svg::diagram(&diagram, sentence.as_deref(), anchor, catalog)
    ));
    if !check.stuck.is_empty() {
        out.push_str(&format!(
            "<h2>{}</h2>\n<ul class=\"stuck-list\">\n",
            escape(&catalog.text("picture-stuck-title"))
        ));
        for s in &check.stuck {
            out.push_str(&format!("<li>‖ {}</li>\n", escape(s)));
        }
        out.push_str("</ul>\n");
    }
    if !check.explanation.is_empty() {
        out.push_str(&format!(
            "<h2>{}</h2>\n<ul>\n",
            escape(&catalog.text("picture-explanation-title"))
        ));
        for s in &check.explanation {
            out.push_str(&format!("<li>{}</li>\n", escape(s)));
        }
        out.push_str("</ul>\n");
    }
    if let Some(replay) = check.replay_shown() {
        out.push_str(&format!(
            "<p>{}</p>\n<pre>{}</pre>\n",
            escape(&catalog.text("replay-with")),
            escape(replay)
        ));
    }
    out.push_str(&legend(&diagram, catalog));
    Some(out)
}

/// What each mark means, each with its swatch: pattern and shape, not colour alone.
fn legend(d: &Diagram, catalog: &Catalog) -> String {
    let mut items: Vec<(String, String)> = vec![
        (svg::swatch(State::Running), catalog.text("picture-legend-running")),
        (svg::swatch(State::Inside), catalog.text("picture-legend-inside")),
    ];
    let condvars = svg::condvars(d);
    if condvars.is_empty() {
        items.push((svg::swatch(State::Waiting(1)), catalog.text("picture-legend-waiting")));
    }
    for n in condvars {
        items.push((
            svg::swatch(State::Waiting(n)),
            format!(
                "{}: {}",
                catalog.get("picture-condvar", &args!("n" => n)),
                catalog.text("picture-legend-waiting")
            ),
        ));
    }
    items.extend([
        (svg::swatch(State::Sleeping), catalog.text("picture-legend-sleeping")),
        (svg::swatch(State::Stuck), catalog.text("picture-legend-stuck")),
        (
            svg::FINISHED_SWATCH.to_string(),
            catalog.text("picture-legend-finished"),
        ),
        (svg::ARROW_SWATCH.to_string(), catalog.text("picture-legend-notify")),
        (
            svg::UNHEARD_SWATCH.to_string(),
            catalog.text("picture-legend-woke-nobody"),
        ),
        (svg::BLAMED_SWATCH.to_string(), catalog.text("picture-legend-blamed")),
    ]);
    if !d.strips.is_empty() {
        items.push((String::new(), catalog.text("picture-legend-queue")));
    }
    let mut out = format!(
        "<h2>{}</h2>\n<ul class=\"legend\">\n",
        escape(&catalog.text("picture-legend-title"))
    );
    for (swatch, text) in items {
        out.push_str(&format!("<li>{swatch}<span>{}</span></li>\n", escape(&text)));
    }
    out.push_str("</ul>\n");
    out
}

/// Whether and where `grader check` writes the picture: `--html FILE`, `--no-html`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Wanted {
    /// At [`default_path`].
    Default,
    At(PathBuf),
    Off,
}

impl Wanted {
    pub fn from_flags(html: Option<PathBuf>, no_html: bool) -> Wanted {
        match (html, no_html) {
            (_, true) => Wanted::Off,
            (Some(file), false) => Wanted::At(file),
            (None, false) => Wanted::Default,
        }
    }
}

/// After a check: writes the picture of its failing interleaving and says where, as a
/// link, on stderr (where "Checking…" is said: stdout stays the verdict, text or JSON,
/// as before). A pass, or a failure
/// with nothing to draw, writes none, and takes away the default place's picture of an
/// earlier failure, which would show a bug no longer there.
pub fn after_check(
    ws: &crate::course::workspace::Workspace,
    ex: &Exercise,
    verdict: &ExerciseVerdict,
    wanted: &Wanted,
    catalog: &Catalog,
) {
    let file = match wanted {
        Wanted::Off => return,
        Wanted::Default => default_path(ws, ex),
        Wanted::At(file) => file.clone(),
    };
    let Some(html) = page(verdict, ex, catalog) else {
        if *wanted == Wanted::Default {
            let _ = std::fs::remove_file(&file);
        }
        return;
    };
    use std::io::IsTerminal;
    let line = match write(&file, &html) {
        Ok(()) => {
            let terminal = std::io::stderr().is_terminal();
            let shown = ws.show(&std::path::absolute(&file).unwrap_or(file.clone()));
            catalog.get(
                "picture-written",
                &args!("link" => link(&file, &shown, "#blamed", terminal)),
            )
        }
        Err(error) => catalog.get("picture-not-written", &args!("error" => error)),
    };
    eprintln!("{line}");
}

/// Where `grader check` writes the picture of exercise `ex` unless told: beside the
/// grader's other files, one per exercise, replaced by the next failing check.
pub fn default_path(ws: &crate::course::workspace::Workspace, ex: &Exercise) -> PathBuf {
    ws.scratch_dir().join("pictures").join(format!("{}.html", ex.id()))
}

/// Writes `html` to `file`, making its folder.
pub fn write(file: &Path, html: &str) -> Result<(), FileError> {
    if let Some(dir) = file.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir).map_err(FileError::at(dir))?;
    }
    std::fs::write(file, html).map_err(FileError::at(file))
}

/// `shown` as a link to `file` that a terminal can open (OSC 8) when `terminal`, else as
/// it is. `fragment` is added to the link (`#blamed`), never to the text.
pub fn link(file: &Path, shown: &str, fragment: &str, terminal: bool) -> String {
    if !terminal {
        return shown.to_string();
    }
    let absolute = std::path::absolute(file).unwrap_or_else(|_| file.to_path_buf());
    let url: String = absolute
        .to_string_lossy()
        .chars()
        .map(|c| match c {
            ' ' => "%20".to_string(),
            '#' => "%23".to_string(),
            '?' => "%3F".to_string(),
            '%' => "%25".to_string(),
            c => c.to_string(),
        })
        .collect();
    format!("\x1b]8;;file://{url}{fragment}\x1b\\{shown}\x1b]8;;\x1b\\")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_is_osc_8_on_a_terminal_only() {
        let file = Path::new("/tmp/a b.html");
        assert_eq!(link(file, "a b.html", "#blamed", false), "a b.html");
        assert_eq!(
            link(file, "a b.html", "#blamed", true),
            "\x1b]8;;file:///tmp/a%20b.html#blamed\x1b\\a b.html\x1b]8;;\x1b\\"
        );
    }
}

//! The failing interleaving as a picture, and the class report: what `grader check` and
//! `grader grade --report` write, in every language, and what a person sees of them in a
//! real browser (headless Chromium: the lanes there and labelled, the blamed step in
//! view, nothing wider than the page). Neither page fetches anything: no http(s) URL, no
//! script.

use crate::common;
use crate::common::{grader, root};
use grader::course::i18n::Catalog;
use serde_json::Value;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The three bugs of the issue: a lost wake-up, a missed pill, a worker that dies. Their
/// lanes (as the trace names the threads) and the threads left waiting.
const BUGS: [(&str, &str, &[&str], usize); 3] = [
    (
        "exercise-1",
        "lost_wakeup_shared_condvar",
        &["consumer 1", "consumer 2", "main"],
        2,
    ),
    (
        "exercise-2",
        "missed_pill",
        &["main", "front", "packer 1", "packer 2"],
        2,
    ),
    ("exercise-4", "panic_kills_worker", &["main", "worker 1"], 1),
];

/// Nothing in a page may reach the network, nor run a script.
fn assert_offline(html: &str, what: &str) {
    let lower = html.to_lowercase();
    for bad in [
        "http://", "https://", "<script", "<link", "<iframe", "@import", "url(//",
    ] {
        assert!(!lower.contains(bad), "{what} contains {bad}");
    }
}

/// `grader check ID --file FILE --html OUT ARGS…` in `lang`: exit code, stdout, stderr.
fn check_html(lang: &str, id: &str, file: &str, out: &Path, args: &[&str]) -> (i32, String, String) {
    let output = grader()
        .env("GRADER_LANG", lang)
        .args(["check", id, "--file", file, "--html"])
        .arg(out)
        .args(args)
        .output()
        .expect("grader runs");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_three_bugs_are_drawn_in_every_language_and_a_replay_draws_the_same() {
    let tmp = tempfile::tempdir().unwrap();
    for (id, mutant, lanes, stuck) in BUGS {
        let file = common::mutant(id, mutant);
        let en = tmp.path().join(format!("{id}-en.html"));
        let (code, stdout, stderr) = check_html("en", id, &file, &en, &["--format", "json"]);
        assert_eq!(code, 1, "{id} {mutant}: {stderr}");
        assert!(
            stderr.contains(&format!("The picture of this interleaving: {}", en.display())),
            "{id}: the path is not said:\n{stderr}"
        );
        let verdict: Value = serde_json::from_str(&stdout).unwrap();
        let html = std::fs::read_to_string(&en).unwrap();
        // The check drawn is the one the text report shows in full.
        let check = html
            .split("<p><strong>")
            .nth(1)
            .and_then(|t| t.split("</strong>").next())
            .unwrap();
        let shown = verdict["checks"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["name"] == check)
            .unwrap_or_else(|| panic!("{id}: no check {check}"));
        assert_eq!(shown["status"], "fail", "{id}: {check} is drawn but did not fail");
        let replay = shown["replay"].as_str().unwrap();
        let replay = replay.split("--replay ").nth(1).unwrap();
        // The replay draws the very same picture.
        let again = tmp.path().join(format!("{id}-en-replay.html"));
        let (code, _, stderr) = check_html("en", id, &file, &again, &["--replay", replay]);
        assert_eq!(code, 1, "{stderr}");
        assert_eq!(
            std::fs::read_to_string(&again).unwrap(),
            html,
            "{id}: the replay draws another picture"
        );
        for lang in ["en", "de", "bg"] {
            let out = tmp.path().join(format!("{id}-{lang}.html"));
            if lang != "en" {
                let (code, _, stderr) = check_html(lang, id, &file, &out, &["--replay", replay]);
                assert_eq!(code, 1, "{stderr}");
            }
            let html = std::fs::read_to_string(&out).unwrap();
            let what = format!("{id} {lang}");
            assert_offline(&html, &what);
            assert!(html.contains(&format!("<html lang=\"{lang}\">")), "{what}");
            let catalog = Catalog::load(lang, Some(&root().join("lessons")));
            for (i, lane) in lanes.iter().enumerate() {
                let name = grader::verdict::timeline::thread_name(lane, &catalog);
                let label = format!("data-lane=\"{i}\" x=");
                let at = html.find(&label).unwrap_or_else(|| panic!("{what}: no lane {i}"));
                let tail = &html[at..];
                let text = &tail[tail.find('>').unwrap() + 1..tail.find("</text>").unwrap()];
                assert_eq!(text, name, "{what}: lane {i}");
            }
            assert!(
                !html.contains(&format!("data-lane=\"{}\"", lanes.len())),
                "{what}: a lane too many"
            );
            assert_eq!(html.matches("id=\"blamed\"").count(), 1, "{what}: the blamed step");
            assert!(html.contains(&catalog.text("picture-blamed")), "{what}");
            assert_eq!(
                html.matches("<li>‖ ").count(),
                stuck,
                "{what}: the threads left waiting"
            );
            for key in [
                "picture-heading",
                "picture-legend-title",
                "picture-stuck-title",
                "picture-footer",
            ] {
                let text = grader::verdict::picture::escape(&catalog.text(key));
                assert!(html.contains(&text), "{what}: {key} is not said");
            }
            insta::with_settings!({ snapshot_path => "snapshots", prepend_module_to_snapshot => false }, {
                insta::assert_snapshot!(format!("picture_{id}_{lang}"), html);
            });
        }
    }
}

#[test]
fn a_pass_writes_no_picture_and_no_html_writes_none() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("pass.html");
    let solution = "solutions/02-poison-pills/src/lib.rs";
    let (code, _, stderr) = check_html("en", "exercise-2", solution, &out, &[]);
    assert_eq!(code, 0, "{stderr}");
    assert!(!out.exists(), "a pass drew a picture");
    assert!(!stderr.contains("picture"), "{stderr}");
    // A failure with --no-html: nothing written, nothing said.
    let file = common::mutant("exercise-2", "missed_pill");
    let output = grader()
        .args(["check", "exercise-2", "--file", &file, "--no-html"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert!(!String::from_utf8_lossy(&output.stderr).contains("picture"));
    // --html and --no-html together are refused.
    let output = grader()
        .args(["check", "exercise-2", "--no-html", "--html", "x.html"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
}

// ---------------------------------------------------------------------------------------
// The browser.

/// Layout facts a person would see, computed in the page by Chromium and written into
/// the DOM that `--dump-dom` prints. The page itself has no script: the test adds this one
/// to a copy.
const FACTS: &str = r#"<script>
document.querySelectorAll('details').forEach(d => d.open = true);
const r = e => { const b = e.getBoundingClientRect(); return {x: b.left + scrollX, y: b.top + scrollY, w: b.width, h: b.height, right: b.right + scrollX}; };
const blamed = document.querySelector('.blamed');
const facts = {
  width: innerWidth,
  height: innerHeight,
  scrollWidth: document.documentElement.scrollWidth,
  widest: Math.max(...[...document.body.querySelectorAll('body > *, section, details, p, h1, h2, ul, pre, .scroll')].map(e => e.getBoundingClientRect().right)),
  lanes: [...document.querySelectorAll('.lane-name')].map(e => ({text: e.textContent, ...r(e)})),
  blamed: blamed ? r(blamed) : null,
  note: blamed ? [...blamed.querySelectorAll('text.note')].map(t => t.textContent).join(' ') : '',
  cells: [...document.querySelectorAll('svg.diagram text.cell')].filter(e => e.getBoundingClientRect().width > 0).length,
  fontPx: parseFloat(getComputedStyle(document.body).fontSize),
};
const pre = document.createElement('pre');
pre.id = 'facts';
pre.textContent = '@@' + 'FACTS' + JSON.stringify(facts) + '@@' + 'FACTS';
parent.document.body.appendChild(pre);
</script>"#;

fn chromium() -> Option<&'static str> {
    ["chromium", "chromium-browser"].into_iter().find(|c| {
        Command::new(c)
            .arg("--version")
            .output()
            .is_ok_and(|o| o.status.success())
    })
}

/// The browser, or None with a message when it is missing and this is not CI (where it
/// must be there: .ci/run installs it).
fn browser() -> Option<&'static str> {
    let found = chromium();
    if found.is_none() {
        assert!(
            std::env::var("CI").is_err(),
            "CI is set but Chromium is missing: .ci/run installs it (apt-get install chromium)"
        );
        eprintln!("SKIPPED: no Chromium here (apt-get install chromium); the browser tests did not run");
    }
    found
}

fn headless(browser: &str, width: u32, height: u32) -> Command {
    let profile = tempfile::tempdir().unwrap().keep();
    let mut cmd = Command::new(browser);
    cmd.args([
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--hide-scrollbars",
    ])
    .arg(format!("--user-data-dir={}", profile.display()))
    .arg(format!("--window-size={width},{height}"));
    cmd
}

/// What Chromium lays out of `page` at `width`×`height` px. Headless windows are never
/// narrower than 500 px, so the page is laid out in a frame of exactly that size (a
/// `srcdoc` frame, of the same origin as the probe around it, which the facts go to).
fn facts(browser: &str, page: &Path, width: u32, height: u32) -> Value {
    let html = std::fs::read_to_string(page).unwrap();
    let inner = html.replace("</body>", &format!("{FACTS}</body>"));
    let probe = page.with_extension("probe.html");
    std::fs::write(
        &probe,
        format!(
            "<!doctype html><html><body style=\"margin:0\"><iframe style=\"border:0\" width=\"{width}\" height=\"{height}\" srcdoc=\"{}\"></iframe></body></html>",
            grader::verdict::picture::escape(&inner)
        ),
    )
    .unwrap();
    let output = headless(browser, width.max(500) + 40, height + 100)
        .args(["--virtual-time-budget=3000", "--dump-dom"])
        .arg(format!("file://{}", probe.display()))
        .output()
        .expect("chromium runs");
    let dom = String::from_utf8_lossy(&output.stdout);
    let json = dom.split("@@FACTS").nth(1).unwrap_or_else(|| {
        panic!(
            "no facts from {}: {}",
            page.display(),
            String::from_utf8_lossy(&output.stderr)
        )
    });
    serde_json::from_str(json).unwrap()
}

/// A screenshot of `page`, for docs/pictures (with GRADER_SCREENSHOTS=DIR).
fn screenshot(browser: &str, page: &Path, width: u32, height: u32, name: &str) {
    let Some(dir) = std::env::var_os("GRADER_SCREENSHOTS") else {
        return;
    };
    std::fs::create_dir_all(&dir).unwrap();
    let out = PathBuf::from(dir).join(name);
    let status = headless(browser, width, height)
        .arg(format!("--screenshot={}", out.display()))
        .arg(format!("file://{}", page.display()))
        .output()
        .unwrap();
    assert!(status.status.success() && out.exists(), "no screenshot {name}");
}

/// What a person must see of a page at `width`: nothing wider than the page, every lane
/// labelled and apart from the next, the blamed step inside the page and on the first
/// screen, its sentence there.
fn assert_seen(facts: &Value, lanes: &[String], what: &str) {
    let width = facts["width"].as_f64().unwrap();
    assert!(
        facts["scrollWidth"].as_f64().unwrap() <= width,
        "{what}: the page is wider than the window: {facts}"
    );
    assert!(
        facts["widest"].as_f64().unwrap() <= width + 0.5,
        "{what}: an element sticks out: {facts}"
    );
    assert!(facts["fontPx"].as_f64().unwrap() >= 14.0, "{what}: text too small");
    let seen: Vec<&Value> = facts["lanes"].as_array().unwrap().iter().collect();
    let texts: Vec<&str> = seen.iter().map(|l| l["text"].as_str().unwrap()).collect();
    assert_eq!(texts, lanes, "{what}: the lanes");
    for pair in seen.windows(2) {
        assert!(
            pair[0]["w"].as_f64().unwrap() > 0.0,
            "{what}: a lane's name is not drawn"
        );
        assert!(
            pair[0]["right"].as_f64().unwrap() <= pair[1]["x"].as_f64().unwrap(),
            "{what}: lane names overlap: {facts}"
        );
    }
    assert!(facts["cells"].as_u64().unwrap() > 0, "{what}: no steps drawn");
    let blamed = &facts["blamed"];
    assert!(blamed.is_object(), "{what}: no blamed step");
    let (x, y, h) = (
        blamed["x"].as_f64().unwrap(),
        blamed["y"].as_f64().unwrap(),
        blamed["h"].as_f64().unwrap(),
    );
    assert!(
        x >= 0.0 && x < width,
        "{what}: the blamed step is off to the side: {blamed}"
    );
    assert!(
        y >= 0.0 && y + h <= facts["height"].as_f64().unwrap(),
        "{what}: the blamed step is not on the first screen: {blamed}"
    );
    assert!(
        !facts["note"].as_str().unwrap().trim().is_empty(),
        "{what}: the blamed step says nothing"
    );
}

#[test]
fn a_person_sees_the_lanes_the_blamed_step_and_no_overflow_in_chromium() {
    let Some(browser) = browser() else { return };
    let tmp = tempfile::tempdir().unwrap();
    for (id, mutant, lanes, _) in BUGS {
        let file = common::mutant(id, mutant);
        for lang in ["en", "bg"] {
            let page = tmp.path().join(format!("{id}-{lang}.html"));
            let (code, _, stderr) = check_html(lang, id, &file, &page, &[]);
            assert_eq!(code, 1, "{stderr}");
            let catalog = Catalog::load(lang, Some(&root().join("lessons")));
            let names: Vec<String> = lanes
                .iter()
                .map(|l| grader::verdict::timeline::thread_name(l, &catalog))
                .collect();
            for (width, height) in [(1280, 2000), (390, 2400)] {
                let facts = facts(browser, &page, width, height);
                assert_seen(&facts, &names, &format!("{id} {lang} at {width} px"));
            }
            if lang == "en" {
                screenshot(browser, &page, 1280, 1500, &format!("{id}-{mutant}.png"));
                screenshot(browser, &page, 390, 1500, &format!("{id}-{mutant}-phone.png"));
            }
        }
    }
}

#[test]
fn the_browser_test_can_fail() {
    // A page wider than the window, without a blamed step: the facts must say so.
    let Some(browser) = browser() else { return };
    let tmp = tempfile::tempdir().unwrap();
    let page = tmp.path().join("wide.html");
    std::fs::write(
        &page,
        "<!doctype html><html><body><div style=\"width:2000px\">wide</div>\
         <svg><text class=\"lane-name\" x=\"0\" y=\"10\">main</text></svg></body></html>",
    )
    .unwrap();
    let facts = facts(browser, &page, 1280, 800);
    assert!(facts["scrollWidth"].as_f64().unwrap() > 1280.0, "{facts}");
    assert!(facts["blamed"].is_null());
    let seen = std::panic::catch_unwind(|| assert_seen(&facts, &["main".to_string()], "wide"));
    assert!(seen.is_err(), "a page wider than the window passed");
}

// ---------------------------------------------------------------------------------------
// The class report.

const EX1: &str = "exercises/01-bounded-queue/src/lib.rs";
const EX2: &str = "exercises/02-poison-pills/src/lib.rs";
const EX4: &str = "exercises/04-invoice-pool/src/lib.rs";

/// A class of 22: exercise 1 solved or one of five mutants, exercise 2 or 4 in some of
/// them as a mutant. The other exercises are missing (not done, nothing to build).
fn class(dir: &Path) -> (Vec<(String, PathBuf)>, Vec<PathBuf>) {
    let solution = std::fs::read_to_string(root().join("solutions/01-bounded-queue/src/lib.rs")).unwrap();
    let mutant = |id: &str, name: &str| std::fs::read_to_string(root().join(common::mutant(id, name))).unwrap();
    let ex1 = [
        ("solution", solution.clone()),
        ("lost", mutant("exercise-1", "lost_wakeup_shared_condvar")),
        ("forgot", mutant("exercise-1", "forgotten_notify_in_put")),
        ("lost", mutant("exercise-1", "lost_wakeup_shared_condvar")),
        ("lifo", mutant("exercise-1", "lifo_take")),
        ("if", mutant("exercise-1", "if_instead_of_while_take")),
        ("lost", mutant("exercise-1", "lost_wakeup_shared_condvar")),
        ("drop", mutant("exercise-1", "drop_oldest_when_full")),
    ];
    let pill = mutant("exercise-2", "missed_pill");
    let dies = mutant("exercise-4", "panic_kills_worker");
    let names = [
        "Ada", "Boris", "Chen", "Dana", "Emil", "Fatma", "Georgi", "Hana", "Ivo", "Jana", "Kiril", "Lea", "Mila",
        "Nikola", "Olga", "Petar", "Rosa", "Stefan", "Tanya", "Uwe", "Vera", "Yana",
    ];
    let mut roster = Vec::new();
    let mut dirs = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let folder = dir.join(format!("s{i:02}"));
        let (_, source) = &ex1[i % ex1.len()];
        let write = |path: &str, text: &str| {
            let file = folder.join(path);
            std::fs::create_dir_all(file.parent().unwrap()).unwrap();
            std::fs::write(file, text).unwrap();
        };
        write(EX1, source);
        if i % 4 == 1 {
            write(EX2, &pill);
        }
        if i % 5 == 2 {
            write(EX4, &dies);
        }
        roster.push((name.to_string(), folder.clone()));
        dirs.push(folder);
    }
    (roster, dirs)
}

/// Passed, graded, their points, and how many made each class.
type Counted = (usize, usize, Vec<u64>, BTreeMap<String, usize>);

/// What the JSON's submissions say, counted here: per exercise (passed, graded, points,
/// class → count).
fn counted(json: &Value) -> BTreeMap<String, Counted> {
    let mut out: BTreeMap<String, Counted> = BTreeMap::new();
    for s in json["submissions"].as_array().unwrap() {
        for e in s["exercises"].as_array().unwrap() {
            let entry = out.entry(e["exercise"].as_str().unwrap().to_string()).or_default();
            match e["status"].as_str().unwrap() {
                "error" => continue,
                "pass" => entry.0 += 1,
                _ => *entry.3.entry(e["class"].as_str().unwrap().to_string()).or_default() += 1,
            }
            entry.1 += 1;
            entry.2.push(e["points"].as_u64().unwrap());
        }
    }
    out
}

#[test]
fn the_class_report_says_what_the_json_says_in_html_and_csv() {
    let tmp = tempfile::tempdir().unwrap();
    let (roster, _) = class(tmp.path());
    let roster_file = tmp.path().join("roster.csv");
    let mut text = String::from("name,folder\n");
    for (name, folder) in &roster {
        text.push_str(&format!("{name},{}\n", folder.file_name().unwrap().to_string_lossy()));
    }
    std::fs::write(&roster_file, text).unwrap();
    let (html_file, csv_file) = (tmp.path().join("class.html"), tmp.path().join("class.csv"));
    let output = grader()
        .arg("grade")
        .arg("--roster")
        .arg(&roster_file)
        .args(["--jobs", "2", "--format", "json", "--report"])
        .arg(&html_file)
        .arg("--report")
        .arg(&csv_file)
        .output()
        .expect("grader runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(1), "{stderr}");
    assert!(
        stderr.contains(&format!("The class report: {}", html_file.display())),
        "{stderr}"
    );
    let json: Value = serde_json::from_slice(&output.stdout).unwrap();
    let class = &json["class"];
    assert_eq!(class["submissions"], 22);
    let counted = counted(&json);
    let html = std::fs::read_to_string(&html_file).unwrap();
    assert_offline(&html, "the class report");
    let csv = std::fs::read_to_string(&csv_file).unwrap();
    let rows: Vec<csv::StringRecord> = csv::Reader::from_reader(csv.as_bytes())
        .records()
        .collect::<Result<_, _>>()
        .unwrap();
    let names: Vec<&str> = roster.iter().map(|(n, _)| n.as_str()).collect();
    for e in class["exercises"].as_array().unwrap() {
        let id = e["exercise"].as_str().unwrap();
        let (passed, graded, mut points, classes) = counted[id].clone();
        assert_eq!(e["passed"].as_u64().unwrap() as usize, passed, "{id}");
        assert_eq!(e["graded"].as_u64().unwrap() as usize, graded, "{id}");
        points.sort();
        assert_eq!(e["points"]["min"].as_u64(), points.first().copied(), "{id}");
        assert_eq!(e["points"]["max"].as_u64(), points.last().copied(), "{id}");
        let bugs = e["bugs"].as_array().unwrap();
        let from_json: BTreeMap<String, usize> = bugs
            .iter()
            .map(|b| {
                (
                    b["class"].as_str().unwrap().to_string(),
                    b["count"].as_u64().unwrap() as usize,
                )
            })
            .collect();
        assert_eq!(from_json, classes, "{id}");
        let counts: Vec<u64> = bugs.iter().map(|b| b["count"].as_u64().unwrap()).collect();
        assert!(counts.windows(2).all(|w| w[0] >= w[1]), "{id}: not most frequent first");
        for b in bugs {
            for who in b["submissions"].as_array().unwrap() {
                assert!(
                    names.contains(&who.as_str().unwrap()),
                    "{id}: {who} is not from the roster"
                );
            }
        }
        // The page: the same numbers.
        let section = &html[html.find(&format!("data-exercise=\"{id}\"")).unwrap()..];
        let section = &section[..section.find("</section>").unwrap()];
        assert!(
            section.contains(&format!("data-passed=\"{passed}\" data-graded=\"{graded}\"")),
            "{id}: the page's numbers"
        );
        for (class, count) in &classes {
            assert!(
                section.contains(&format!("data-class=\"{class}\" data-count=\"{count}\"")),
                "{id}: the page lacks {class}: {count}"
            );
        }
        // The CSV: the same numbers.
        let mine: Vec<&csv::StringRecord> = rows.iter().filter(|r| &r[0] == id && &r[8] != "ungraded").collect();
        assert!(!mine.is_empty(), "{id}: not in the CSV");
        for r in &mine {
            assert_eq!(r[2].parse::<usize>().unwrap(), graded, "{id}");
            assert_eq!(r[3].parse::<usize>().unwrap(), passed, "{id}");
        }
        let from_csv: BTreeMap<String, usize> = mine
            .iter()
            .filter(|r| !r[8].is_empty())
            .map(|r| (r[8].to_string(), r[9].parse().unwrap()))
            .collect();
        assert_eq!(from_csv, classes, "{id}: the CSV");
    }
    // Exercise 1's lost wake-up, the class's most frequent bug there, with its picture.
    let ex1 = &class["exercises"][0];
    assert_eq!(ex1["exercise"], "exercise-1");
    assert_eq!(ex1["passed"], 3);
    assert_eq!(ex1["bugs"][0]["class"], "deadlock");
    let section = &html[html.find("data-exercise=\"exercise-1\"").unwrap()..];
    let deadlock = &section[section.find("data-class=\"deadlock\"").unwrap()..];
    let deadlock = &deadlock[..deadlock.find("</details>").unwrap()];
    assert!(deadlock.contains("class=\"blamed\""), "no picture of the deadlock");
    assert!(deadlock.contains("Boris"), "the roster's names are not used");
    // And in a browser: nothing wider than the page, on a wide screen and on a phone.
    let Some(browser) = browser() else { return };
    for (width, height) in [(1280, 2000), (390, 2400)] {
        let facts = facts(browser, &html_file, width, height);
        assert!(
            facts["scrollWidth"].as_f64().unwrap() <= width as f64,
            "the class report is wider than {width} px: {facts}"
        );
        assert!(
            !facts["lanes"].as_array().unwrap().is_empty(),
            "no picture in the report"
        );
    }
    screenshot(browser, &html_file, 1280, 1600, "class-report.png");
}

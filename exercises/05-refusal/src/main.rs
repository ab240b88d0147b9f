//! Given: the 12 orders of the two entrances offered to a queue with room for 1, and two
//! packers. Which orders are refused changes from run to run; the report prints only
//! what does not.
use conveyor::Order;
use conveyor::report::Texts;
use refusal::run;

/// Orders numbered from `first`, with their amounts in euro and whether they ship express.
fn orders(first: u32, items: &[(u32, bool)]) -> Vec<Order> {
    (first..)
        .zip(items)
        .map(|(id, &(euro, express))| Order { id, euro, express })
        .collect()
}

fn main() {
    let site = orders(
        2001,
        &[
            (25, false),
            (40, true),
            (15, false),
            (30, false),
            (20, true),
            (35, false),
        ],
    );
    let app = orders(
        3001,
        &[
            (10, false),
            (45, true),
            (20, false),
            (30, true),
            (25, false),
            (30, false),
        ],
    );
    let all: Vec<Order> = site.into_iter().chain(app).collect();
    let (intake, packed) = run(&all, 1, 2);

    let count = |list: &[Order], order: &Order| list.iter().filter(|o| *o == order).count();
    // Every order in exactly one of the two lists.
    let kept = all
        .iter()
        .filter(|o| count(&intake.accepted, o) + count(&intake.refused, o) == 1)
        .count();
    let accepted_once = packed.len() == intake.accepted.len() && intake.accepted.iter().all(|o| count(&packed, o) == 1);
    let refused_packed = intake.refused.iter().filter(|o| count(&packed, o) > 0).count();

    let texts = Texts::new([
        ("en", include_str!("../../../lessons/producer-consumer/locales/en.ftl")),
        ("de", include_str!("../../../lessons/producer-consumer/locales/de.ftl")),
        ("bg", include_str!("../../../lessons/producer-consumer/locales/bg.ftl")),
    ]);
    let kept = [("kept", kept.into()), ("total", all.len().into())];
    println!("{}", texts.line("rf-report-kept", &kept));
    let once = [("once", if accepted_once { "yes" } else { "no" }.into())];
    println!("{}", texts.line("rf-report-accepted-once", &once));
    println!(
        "{}",
        texts.line("rf-report-refused-packed", &[("count", refused_packed.into())])
    );
}

//! Given: two entrances, three packers, a queue of 4. Run it with `cargo run -p two-entrances`.
//!
//! The report shows only what is the same on every run: who packed which order changes.
use conveyor::Order;
use conveyor::report::Texts;
use two_entrances::run;

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
    let packed = run(&site, &app, 4, 3);

    let all: Vec<Order> = site.iter().chain(&app).copied().collect();
    let mut got: Vec<u32> = packed.iter().map(|o| o.id).collect();
    let mut want: Vec<u32> = all.iter().map(|o| o.id).collect();
    got.sort_unstable();
    want.sort_unstable();
    let once = if got == want { "yes" } else { "no" };
    let euro: u32 = packed.iter().map(|o| o.euro).sum();

    let texts = Texts::new([
        ("en", include_str!("../../../lessons/producer-consumer/locales/en.ftl")),
        ("de", include_str!("../../../lessons/producer-consumer/locales/de.ftl")),
        ("bg", include_str!("../../../lessons/producer-consumer/locales/bg.ftl")),
    ]);
    let packed_line = [("packed", packed.len().into()), ("total", all.len().into())];
    println!("{}", texts.line("te-report-packed", &packed_line));
    println!("{}", texts.line("te-report-each-once", &[("once", once.into())]));
    println!("{}", texts.line("te-report-total", &[("euro", euro.into())]));
}

//! Given: the 8 orders dispatched to three workers over channels, on real threads. Which
//! worker packs which order changes from run to run, so the report prints only what does
//! not.
use conveyor::Order;
use conveyor::report::Texts;
use messages::dispatch;

fn main() {
    // (number, euro, express)
    let orders = [
        (1001, 25, false),
        (1002, 40, true),
        (1003, 15, false),
        (1004, 60, false),
        (1005, 30, true),
        (1006, 45, false),
        (1007, 20, true),
        (1008, 35, false),
    ]
    .map(|(id, euro, express)| Order { id, euro, express });
    let packed: Vec<Order> = dispatch(&orders, 3).concat();

    let texts = Texts::new([
        ("en", include_str!("../../../lessons/producer-consumer/locales/en.ftl")),
        ("de", include_str!("../../../lessons/producer-consumer/locales/de.ftl")),
        ("bg", include_str!("../../../lessons/producer-consumer/locales/bg.ftl")),
    ]);
    let counts = [("packed", packed.len().into()), ("total", orders.len().into())];
    println!("{}", texts.line("pp-report-packed", &counts));
    let once = packed.len() == orders.len() && orders.iter().all(|o| packed.iter().filter(|p| *p == o).count() == 1);
    let once = [("once", if once { "yes" } else { "no" }.into())];
    println!("{}", texts.line("pp-report-once", &once));
}

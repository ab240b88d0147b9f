//! Given: the 8 orders through a chain of two queues (room for 3 each), two packers and a
//! courier, on real threads. Who packs and delivers which order, and when, changes from
//! run to run, so the report prints only what does not.
use chain::run;
use conveyor::Order;
use conveyor::report::Texts;

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
    let delivered = run(&orders, 3, 2);

    let texts = Texts::new([
        ("en", include_str!("../../../lessons/producer-consumer/locales/en.ftl")),
        ("de", include_str!("../../../lessons/producer-consumer/locales/de.ftl")),
        ("bg", include_str!("../../../lessons/producer-consumer/locales/bg.ftl")),
    ]);
    let counts = [("delivered", delivered.len().into()), ("total", orders.len().into())];
    println!("{}", texts.line("ch-report-delivered", &counts));
    let once =
        delivered.len() == orders.len() && orders.iter().all(|o| delivered.iter().filter(|d| *d == o).count() == 1);
    let once = [("once", if once { "yes" } else { "no" }.into())];
    println!("{}", texts.line("pp-report-once", &once));
}

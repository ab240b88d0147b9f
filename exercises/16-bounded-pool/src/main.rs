//! Given: the sale's invoices, made in a pool of 4 workers with room for 10 waiting tasks, printed in the orders' order.
use bounded_pool::invoices;
use conveyor::report::Texts;

/// Orders 1001 to 1008 and their amounts in euro; 1004's amount is invalid.
const ORDERS: [(u32, i64); 8] = [
    (1001, 50),
    (1002, 125),
    (1003, 80),
    (1004, 0),
    (1005, 240),
    (1006, 35),
    (1007, 90),
    (1008, 15),
];
const WORKERS: usize = 4;
/// Tasks that may wait in the queue before `run` waits too.
const WAITING: usize = 10;

fn main() {
    let texts = Texts::new([
        ("en", include_str!("../../../lessons/thread-pool/locales/en.ftl")),
        ("de", include_str!("../../../lessons/thread-pool/locales/de.ftl")),
        ("bg", include_str!("../../../lessons/thread-pool/locales/bg.ftl")),
    ]);
    let results = invoices(&ORDERS, WORKERS, WAITING);
    let (mut total, mut failed) = (0, 0);
    for (&(order, _), result) in ORDERS.iter().zip(&results) {
        let line = match result {
            Ok(euro) => {
                total += euro;
                texts.line(
                    "ip-report-invoice",
                    &[("order", order.into()), ("euro", (*euro).into())],
                )
            }
            Err(error) => {
                failed += 1;
                // The known error in the reader's language; any other as it came.
                let error = match error.as_str() {
                    "invalid amount" => texts.line("ip-report-invalid-amount", &[]),
                    other => other.to_string(),
                };
                texts.line("ip-report-error", &[("order", order.into()), ("error", error.into())])
            }
        };
        println!("{line}");
    }
    println!(
        "{}",
        texts.line("ip-report-total", &[("total", total.into()), ("failed", failed.into())])
    );
}

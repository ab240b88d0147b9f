//! Given: the sale's invoices, made in a pool of 4 workers; one PDF takes 1.5 s, over the limit
//! of 1 s, and fails alone as a timeout.
use conveyor::report::Texts;
use std::time::Duration;
use timeout::invoices_with_timeout;

/// Orders 1001 to 1008, their amounts in euro and how long each PDF takes (ms); 1004's
/// amount is invalid, 1003's PDF is slow.
const ORDERS: [(u32, i64, u64); 8] = [
    (1001, 50, 50),
    (1002, 125, 50),
    (1003, 80, 1500),
    (1004, 0, 50),
    (1005, 240, 50),
    (1006, 35, 50),
    (1007, 90, 50),
    (1008, 15, 50),
];
const LIMIT: Duration = Duration::from_secs(1);
const WORKERS: usize = 4;

fn main() {
    let texts = Texts::new([
        ("en", include_str!("../../../lessons/thread-pool/locales/en.ftl")),
        ("de", include_str!("../../../lessons/thread-pool/locales/de.ftl")),
        ("bg", include_str!("../../../lessons/thread-pool/locales/bg.ftl")),
    ]);
    let results = invoices_with_timeout(&ORDERS, WORKERS, LIMIT);
    let (mut total, mut failed) = (0, 0);
    for (&(order, _, _), result) in ORDERS.iter().zip(&results) {
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
                    "timeout" => texts.line("to-report-timeout", &[]),
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

//! The sale of the thread-pool lesson, for the exercises' given mains: its orders, its
//! report lines in the reader's language, and the invoices printed in the orders' order.

#[cfg(feature = "report")]
use super::report::Texts;

/// Orders 1001 to 1008 and their amounts in euro; 1004's amount is invalid.
pub const ORDERS: [(u32, i64); 8] = [
    (1001, 50),
    (1002, 125),
    (1003, 80),
    (1004, 0),
    (1005, 240),
    (1006, 35),
    (1007, 90),
    (1008, 15),
];

/// The workers of the sale's pool.
pub const WORKERS: usize = 4;

/// Each order's invoice or error, in the orders' order, then the total and the failures.
/// An error the lesson names ("invalid amount", "timeout") is said in the reader's
/// language; any other as it came.
#[cfg(feature = "report")]
pub fn print_invoices(texts: &Texts, orders: impl IntoIterator<Item = u32>, results: &[Result<i64, String>]) {
    let (mut total, mut failed) = (0, 0);
    for (order, result) in orders.into_iter().zip(results) {
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

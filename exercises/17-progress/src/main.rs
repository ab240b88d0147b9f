//! Given: the sale's invoices, made in a pool of 4 workers; a progress line as each one is
//! done, then every invoice in the orders' order.
use conveyor::report::Texts;
use progress::invoices_with_progress;

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

fn main() {
    let texts = Texts::new([
        ("en", include_str!("../../../lessons/thread-pool/locales/en.ftl")),
        ("de", include_str!("../../../lessons/thread-pool/locales/de.ftl")),
        ("bg", include_str!("../../../lessons/thread-pool/locales/bg.ftl")),
    ]);
    // The progress lines, ready before the work starts: done(k, n) prints the k-th.
    let count = ORDERS.len();
    let lines: Vec<String> = (1..=count)
        .map(|k| texts.line("pg-report-done", &[("done", k.into()), ("count", count.into())]))
        .collect();
    let results = invoices_with_progress(&ORDERS, WORKERS, move |k, n| {
        let line = lines.get(k.wrapping_sub(1)).filter(|_| n == count);
        println!("{}", line.cloned().unwrap_or_else(|| format!("done {k} of {n}?")));
    });
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

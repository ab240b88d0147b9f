use conveyor::report::Texts;
use conveyor::sale::{self, ORDERS, WORKERS};
use progress::invoices_with_progress;

fn main() {
    let texts = Texts::thread_pool();
    // The progress lines, ready before the work starts: done(k, n) prints the k-th.
    let count = ORDERS.len();
    let lines: Vec<String> = (1..=count)
        .map(|k| texts.line("pg-report-done", &[("done", k.into()), ("count", count.into())]))
        .collect();
    let results = invoices_with_progress(&ORDERS, WORKERS, move |k, n| {
        let line = lines.get(k.wrapping_sub(1)).filter(|_| n == count);
        println!("{}", line.cloned().unwrap_or_else(|| format!("done {k} of {n}?")));
    });
    sale::print_invoices(&texts, ORDERS.map(|(order, _)| order), &results);
}

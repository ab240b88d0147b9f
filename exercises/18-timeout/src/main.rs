//! Given: the sale's invoices, made in a pool of 4 workers; one PDF takes 1.5 s, over the limit
//! of 1 s, and fails alone as a timeout.
use conveyor::report::Texts;
use conveyor::sale::{self, WORKERS};
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

fn main() {
    // As written on `cargo run`; under the grader, once on its virtual clock, where the
    // slow PDF costs no real time.
    conveyor::given_main(|| {
        let results = invoices_with_timeout(&ORDERS, WORKERS, LIMIT);
        sale::print_invoices(&Texts::thread_pool(), ORDERS.map(|(order, _, _)| order), &results);
    });
}

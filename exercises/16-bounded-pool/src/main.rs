use bounded_pool::invoices;
use conveyor::report::Texts;
use conveyor::sale::{self, ORDERS, WORKERS};

/// Tasks that may wait in the queue before `run` waits too.
const WAITING: usize = 10;

fn main() {
    let results = invoices(&ORDERS, WORKERS, WAITING);
    sale::print_invoices(&Texts::thread_pool(), ORDERS.map(|(order, _)| order), &results);
}

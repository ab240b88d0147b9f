use conveyor::report::Texts;
use conveyor::sale::{self, ORDERS, WORKERS};
use invoice_pool::invoices;

fn main() {
    let results = invoices(&ORDERS, WORKERS);
    sale::print_invoices(&Texts::thread_pool(), ORDERS.map(|(order, _)| order), &results);
}

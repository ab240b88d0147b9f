//! mutant: the pool is conveyor's, given only from exercise 11 on, passed off as the student's own
//! class: forbidden-api

use conveyor::thread;
pub use conveyor::{Pending, WorkerPool};
use std::time::Duration;

/// Makes an invoice's PDF and returns the amount plus 20 % VAT.
pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

/// The invoices of `orders` made in a pool of `workers`, in the orders' order.
pub fn invoices(orders: &[(u32, i64)], workers: usize) -> Vec<Result<i64, String>> {
    let pool = WorkerPool::new(workers, invoice);
    let tickets: Vec<Pending<i64>> = orders.iter().map(|&(_, amount)| pool.run(amount)).collect();
    let results = tickets.into_iter().map(Pending::wait).collect();
    pool.close();
    results
}

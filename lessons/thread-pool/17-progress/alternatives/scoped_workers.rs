//! No pool type: scoped workers take the next order's index from a shared counter, count
//! each finished invoice under a lock and write it into its order's slot.

use conveyor::sync::Mutex;
use conveyor::sync::atomic::{AtomicUsize, Ordering};
use conveyor::thread;
use std::time::Duration;

/// Given: makes an invoice's PDF (a pause of 50 ms) and returns the amount plus 20 % VAT;
/// `Err("invalid amount")` when the amount is 0 or less.
pub fn invoice(amount: i64) -> Result<i64, String> {
    if amount <= 0 {
        return Err("invalid amount".to_string());
    }
    thread::sleep(Duration::from_millis(50));
    Ok(amount + amount / 5)
}

pub fn invoices_with_progress(
    orders: &[(u32, i64)],
    workers: usize,
    done: impl Fn(usize, usize) + Send + Sync + 'static,
) -> Vec<Result<i64, String>> {
    let next = AtomicUsize::new(0);
    let finished = Mutex::new(0);
    let slots: Mutex<Vec<Option<Result<i64, String>>>> = Mutex::new(vec![None; orders.len()]);
    thread::scope(|s| {
        for _ in 0..workers.min(orders.len()) {
            s.spawn(|| {
                loop {
                    let index = next.fetch_add(1, Ordering::SeqCst);
                    let Some(&(_, amount)) = orders.get(index) else { break };
                    let result = invoice(amount);
                    {
                        let mut finished = finished.lock().unwrap();
                        *finished += 1;
                        done(*finished, orders.len());
                    }
                    slots.lock().unwrap()[index] = Some(result);
                }
            });
        }
    });
    slots
        .into_inner()
        .unwrap()
        .into_iter()
        .map(|s| s.expect("every order done"))
        .collect()
}

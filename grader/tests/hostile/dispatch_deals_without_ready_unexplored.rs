//! Hostile (a red team's shape of the thirteenth session, written again): right where
//! explored, told apart by the clock (the same reading twice around a busy loop there). On
//! real threads `dispatch` deals the orders round the table without waiting for any
//! worker's ready: every order once, every worker stopped, but each inbox holds several.
//!
//! Expected: on real threads conveyor counts the messages inside each channel too, and a
//! scenario for real threads alone finds an inbox that held more than one:
//! `capacity-exceeded` there (no replay). Before, backlogs were counted only explored.

use conveyor::Order;
use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::thread::Builder;

pub fn worker(id: usize, orders: Receiver<Option<Order>>, ready: Sender<usize>) -> Vec<Order> {
    let mut packed = Vec::new();
    loop {
        // Ready before each message: the dispatcher sends only after this, so at most
        // one message ever waits here.
        if ready.send(id).is_err() {
            break;
        }
        match orders.recv() {
            Ok(Some(order)) => packed.push(order),
            Ok(None) | Err(_) => break,
        }
    }
    packed
}

pub fn dispatch(orders: &[Order], workers: usize) -> Vec<Vec<Order>> {
    let (ready_tx, ready_rx) = mpsc::channel();
    let mut inboxes = Vec::new();
    let mut handles = Vec::new();
    for id in 0..workers {
        let (to_worker, inbox) = mpsc::channel();
        inboxes.push(to_worker);
        let ready = ready_tx.clone();
        let handle = Builder::new()
            .name(format!("worker {id}"))
            .spawn(move || worker(id, inbox, ready))
            .expect("spawn a worker");
        handles.push(handle);
    }
    if explored() {
        for &order in orders {
            let id = ready_rx.recv().expect("a worker is ready");
            inboxes[id].send(Some(order)).expect("the worker listens");
        }
        for _ in 0..workers {
            let id = ready_rx.recv().expect("a worker is ready");
            inboxes[id].send(None).expect("the worker listens");
        }
    } else {
        // Dealt round the table at once: nobody waits for a ready. The readies are read
        // afterwards, so that every worker's send of one goes through.
        for (n, &order) in orders.iter().enumerate() {
            inboxes[n % workers].send(Some(order)).expect("the worker listens");
        }
        for inbox in &inboxes {
            inbox.send(None).expect("the worker listens");
        }
        drop(ready_tx);
        while ready_rx.recv().is_ok() {}
    }
    handles
        .into_iter()
        .map(|h| h.join().expect("a worker panicked"))
        .collect()
}

fn explored() -> bool {
    let a = conveyor::time::Instant::now();
    let mut x = 0u64;
    for i in 0..1_000u64 {
        x = x.wrapping_add(std::hint::black_box(i));
    }
    std::hint::black_box(x);
    conveyor::time::Instant::now() == a
}

//! mutant: dispatch waits for a "ready" before each order but sends to the workers in turn, whoever said it, and the stops to all at once
//! class: capacity-exceeded
//! check: dispatch-waits-for-ready

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
    for (i, &order) in orders.iter().enumerate() {
        let _ready = ready_rx.recv().expect("a worker is ready");
        inboxes[i % workers].send(Some(order)).expect("the worker listens");
    }
    for inbox in &inboxes {
        inbox.send(None).expect("the worker listens");
    }
    handles
        .into_iter()
        .map(|h| h.join().expect("a worker panicked"))
        .collect()
}

//! Correct, another shape (an outside tester's): the dispatcher zips the orders with the
//! stream of "ready" ids, then takes one more ready per worker for the stops.
use conveyor::Order;
use conveyor::sync::mpsc::{self, Receiver, Sender};
use conveyor::thread;

pub fn worker(id: usize, orders: Receiver<Option<Order>>, ready: Sender<usize>) -> Vec<Order> {
    let mut packed = Vec::new();
    loop {
        ready
            .send(id)
            .expect("the dispatcher listens until every worker stopped");
        match orders.recv() {
            Ok(Some(order)) => packed.push(order),
            Ok(None) | Err(_) => break,
        }
    }
    packed
}

pub fn dispatch(orders: &[Order], workers: usize) -> Vec<Vec<Order>> {
    let (ready_tx, ready_rx) = mpsc::channel();
    let mut inboxes = Vec::with_capacity(workers);
    let mut handles = Vec::with_capacity(workers);
    for id in 0..workers {
        let (tx, rx) = mpsc::channel();
        inboxes.push(tx);
        let ready = ready_tx.clone();
        handles.push(thread::spawn(move || worker(id, rx, ready)));
    }
    drop(ready_tx);
    for (&order, id) in orders.iter().zip(ready_rx.iter()) {
        inboxes[id].send(Some(order)).unwrap();
    }
    for id in ready_rx.iter().take(workers) {
        inboxes[id].send(None).unwrap();
    }
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

//! alternative: plain spawned threads; the ready channel carries the id and the
//! dispatcher keeps the inboxes in a HashMap; the senders dropped as the stops go out

use conveyor::Order;
use conveyor::sync::mpsc::{Receiver, Sender, channel};
use conveyor::thread;
use std::collections::HashMap;

pub fn worker(id: usize, orders: Receiver<Option<Order>>, ready: Sender<usize>) -> Vec<Order> {
    let mut packed = Vec::new();
    while ready.send(id).is_ok() {
        match orders.recv() {
            Ok(Some(order)) => packed.push(order),
            _ => break,
        }
    }
    packed
}

pub fn dispatch(orders: &[Order], workers: usize) -> Vec<Vec<Order>> {
    let (ready, readies) = channel::<usize>();
    let mut inboxes = HashMap::new();
    let handles: Vec<_> = (0..workers)
        .map(|id| {
            let (tx, rx) = channel();
            inboxes.insert(id, tx);
            let ready = ready.clone();
            thread::spawn(move || worker(id, rx, ready))
        })
        .collect();
    drop(ready);
    for order in orders {
        let id = readies.recv().unwrap();
        inboxes[&id].send(Some(*order)).unwrap();
    }
    while !inboxes.is_empty() {
        let id = readies.recv().unwrap();
        if let Some(inbox) = inboxes.remove(&id) {
            inbox.send(None).unwrap();
        }
    }
    handles.into_iter().map(|h| h.join().unwrap()).collect()
}

//! alternative: scoped, unnamed threads; each inbox a sync_channel of 1; the worker
//! iterates with a for loop after its first "ready"; the stops sent as the readies come

use conveyor::Order;
use conveyor::sync::mpsc::{self, Receiver, Sender, SyncSender};
use conveyor::thread;

pub fn worker(id: usize, orders: Receiver<Option<Order>>, ready: Sender<usize>) -> Vec<Order> {
    let mut packed = Vec::new();
    let _ = ready.send(id);
    for message in &orders {
        let Some(order) = message else { break };
        packed.push(order);
        let _ = ready.send(id);
    }
    packed
}

pub fn dispatch(orders: &[Order], workers: usize) -> Vec<Vec<Order>> {
    let (ready, readies) = mpsc::channel();
    thread::scope(|s| {
        let mut inboxes: Vec<SyncSender<Option<Order>>> = Vec::new();
        let mut handles = Vec::new();
        for id in 0..workers {
            let (tx, rx) = mpsc::sync_channel(1);
            inboxes.push(tx);
            let ready = ready.clone();
            handles.push(s.spawn(move || worker(id, rx, ready)));
        }
        let mut next = orders.iter();
        let mut stopped = 0;
        while stopped < workers {
            let id = readies.recv().unwrap();
            match next.next() {
                Some(order) => inboxes[id].send(Some(*order)).unwrap(),
                None => {
                    inboxes[id].send(None).unwrap();
                    stopped += 1;
                }
            }
        }
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

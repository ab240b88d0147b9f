//! alternative: one loop over the ready channel serves both orders and stops (the next
//! order while there is one, else a stop, until every worker is stopped); workers are
//! unnamed scoped threads that say ready in their loop's condition.

use conveyor::Order;
use conveyor::sync::mpsc::{Receiver, Sender, channel};
use conveyor::thread;

pub fn worker(id: usize, orders: Receiver<Option<Order>>, ready: Sender<usize>) -> Vec<Order> {
    let mut mine = Vec::new();
    while ready.send(id).is_ok() {
        let Ok(Some(order)) = orders.recv() else {
            break;
        };
        mine.push(order);
    }
    mine
}

pub fn dispatch(orders: &[Order], workers: usize) -> Vec<Vec<Order>> {
    let (ready, readies) = channel();
    let (inboxes, mailboxes): (Vec<_>, Vec<_>) = (0..workers).map(|_| channel()).unzip();
    thread::scope(|s| {
        let handles: Vec<_> = mailboxes
            .into_iter()
            .enumerate()
            .map(|(id, mailbox)| {
                let ready = ready.clone();
                s.spawn(move || worker(id, mailbox, ready))
            })
            .collect();
        drop(ready);
        let mut next = orders.iter();
        let mut stopped = 0;
        for id in readies.iter() {
            let inbox: &Sender<Option<Order>> = &inboxes[id];
            match next.next() {
                Some(order) => inbox.send(Some(*order)).unwrap(),
                None => {
                    inbox.send(None).unwrap();
                    stopped += 1;
                    if stopped == workers {
                        break;
                    }
                }
            }
        }
        handles.into_iter().map(|h| h.join().unwrap()).collect()
    })
}

//! Correct, another shape: the packers say they are done through a BoundedQueue of their own (of `usize`); run then puts the courier's pill.

use conveyor::thread;
use conveyor::{BoundedQueue, Order};

pub fn pack(orders: &BoundedQueue<Option<Order>>, boxes: &BoundedQueue<Option<Order>>) {
    while let Some(o) = orders.take() {
        boxes.put(Some(o));
    }
}

pub fn courier(boxes: &BoundedQueue<Option<Order>>) -> Vec<Order> {
    let mut out = vec![];
    while let Some(o) = boxes.take() {
        out.push(o);
    }
    out
}

pub fn run(orders: &[Order], capacity: usize, packers: usize) -> Vec<Order> {
    let (to_pack, boxes) = (BoundedQueue::new(capacity), BoundedQueue::new(capacity));
    // each packer says "done" here; room for all of them, so nobody waits to say it
    let finished: BoundedQueue<usize> = BoundedQueue::new(packers);
    thread::scope(|s| {
        let c = s.spawn(|| courier(&boxes));
        for p in 0..packers {
            let (to_pack, boxes, finished) = (&to_pack, &boxes, &finished);
            s.spawn(move || {
                pack(to_pack, boxes);
                finished.put(p);
            });
        }
        for &o in orders {
            to_pack.put(Some(o));
        }
        for _ in 0..packers {
            to_pack.put(None);
        }
        for _ in 0..packers {
            finished.take();
        }
        boxes.put(None);
        c.join().unwrap()
    })
}

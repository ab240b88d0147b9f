//! Given: three threads meet at the barrier twice.
use barrier::Barrier;
use conveyor::sync::Arc;
use conveyor::thread;

fn main() {
    let barrier = Arc::new(Barrier::new(3));
    let threads: Vec<_> = (1..=3)
        .map(|_| {
            let barrier = barrier.clone();
            thread::spawn(move || {
                barrier.wait();
                barrier.wait();
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    println!("3 threads met twice");
}

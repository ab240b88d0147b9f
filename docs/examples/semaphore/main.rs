//! Given: three threads share two permits, each takes one twice.
use conveyor::sync::Arc;
use conveyor::thread;
use semaphore::Semaphore;

fn main() {
    let permits = Arc::new(Semaphore::new(2));
    let threads: Vec<_> = (1..=3)
        .map(|_| {
            let permits = permits.clone();
            thread::spawn(move || {
                for _ in 0..2 {
                    permits.acquire();
                    permits.release();
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
    println!("3 threads took a permit twice each, 2 at most at once");
}

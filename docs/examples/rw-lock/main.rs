//! Given: a price list shared by three readers and two writers. A writer changes both
//! halves of the list under the write lock; a reader reads both halves under the read lock
//! and must never see one half changed and the other not.
use conveyor::sync::Arc;
use conveyor::sync::atomic::{AtomicU64, Ordering};
use conveyor::thread;
use rw_lock::ReadWriteLock;

fn main() {
    let lock = Arc::new(ReadWriteLock::new());
    // The list's two halves: a writer sets both to the same new version.
    let halves = Arc::new([AtomicU64::new(0), AtomicU64::new(0)]);
    let mut threads = Vec::new();
    for _ in 0..2 {
        let (lock, halves) = (lock.clone(), halves.clone());
        threads.push(thread::spawn(move || {
            for _ in 0..50 {
                lock.write_lock();
                let next = halves[0].load(Ordering::SeqCst) + 1;
                halves[0].store(next, Ordering::SeqCst);
                thread::yield_now();
                halves[1].store(next, Ordering::SeqCst);
                lock.write_unlock();
            }
            0
        }));
    }
    for _ in 0..3 {
        let (lock, halves) = (lock.clone(), halves.clone());
        threads.push(thread::spawn(move || {
            let mut torn = 0;
            for _ in 0..100 {
                lock.read_lock();
                let first = halves[0].load(Ordering::SeqCst);
                thread::yield_now();
                let second = halves[1].load(Ordering::SeqCst);
                lock.read_unlock();
                if first != second {
                    torn += 1;
                }
            }
            torn
        }));
    }
    let torn: u32 = threads.into_iter().map(|t| t.join().unwrap()).sum();
    println!(
        "2 writers changed the price list {} times",
        halves[1].load(Ordering::SeqCst)
    );
    println!("3 readers read it 300 times, {torn} of them half changed");
}

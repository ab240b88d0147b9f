//! Given: predict what this prints before you run it.
use bounded_queue::BoundedQueue;

fn main() {
    let queue = BoundedQueue::new(2);
    println!("{}", queue.try_put("1001").is_ok());
    println!("{}", queue.try_put("1002").is_ok());
    println!("{}", queue.try_put("1003").is_ok());
    println!("{}", queue.take());
    println!("{}", queue.try_put("1003").is_ok());
    println!("{}", queue.len());
}

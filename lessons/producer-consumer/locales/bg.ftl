# Messages of the producer-consumer lesson's checks, in English.

fifo-order = Items went in as { $sent } but came out as { $got }: a queue hands out the oldest item first.
try-put-refused-with-room = try_put({ $item }) was refused although the queue held { $len } of { $capacity }.
try-put-wrong-item-back = try_put({ $item }) on a full queue handed back { $back } instead of { $item }.
try-put-accepted-when-full = try_put({ $item }) said Ok on a full queue of { $capacity }, and len() is now { $len }: a full queue must hand the item back in Err.
len-wrong = After { $after }, len() returned { $got }; it should be { $want }.
is-empty-wrong = After { $after }, is_empty() returned { $got } while the queue held { $len }.
capacity-wrong = capacity() returned { $got }; the queue was made with { $want }.
new-zero-accepted = BoundedQueue::new(0) did not panic: a queue with no room could never take an item.

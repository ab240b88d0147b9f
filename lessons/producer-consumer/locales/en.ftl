# Messages of the producer-consumer lesson's checks, in English.

fifo-order = Items went in as { $sent } but came out as { $got }: a queue hands out the oldest item first.
try-put-refused-with-room = try_put({ $item }) was refused although the queue held { $len } of { $capacity }.
try-put-wrong-item-back = try_put({ $item }) on a full queue handed back { $back } instead of { $item }.
try-put-accepted-when-full = try_put({ $item }) said Ok on a full queue of { $capacity }, and len() is now { $len }: a full queue must hand the item back in Err.
len-wrong = After { $after }, len() returned { $got }; it should be { $want }.
is-empty-wrong = After { $after }, is_empty() returned { $got } while the queue held { $len }.
capacity-wrong = capacity() returned { $got }; the queue was made with { $want }.
len-out-of-range = While a producer and a consumer were at work, len() returned { $got } for a queue of { $capacity }: len() counts what is in the queue now, never more than its capacity. Is the count changed apart from the items, after the lock is let go, so that a take can count down before its put has counted up? Count under the same lock as the items, or ask the items themselves.
len-never-true = len() returned { $got } while the queue held between { $least } and { $most } items the whole time: len() counts what is in the queue at one moment. Is it made of two counters read one after the other (puts less takes), or of a count changed after the lock is let go? Count under the same lock as the items, or ask the items themselves.
new-zero-accepted = BoundedQueue::new(0) did not panic: a queue with no room could never take an item.

## Exercise 2, poison pills: the given main's report.
pp-report-packed = Packed: { $packed } of { $total }
pp-report-once = Each order once: { $once ->
    [yes] yes
   *[no] no
}
pp-report-express = Express: { $count ->
    [one] { $count } order
   *[other] { $count } orders
}, { $euro } €
pp-report-standard = Standard: { $count ->
    [one] { $count } order
   *[other] { $count } orders
}, { $euro } €

## Exercise 2, poison pills: what its checks found.
pp-pills-count = The front put { $pills } { $pills ->
    [one] pill
   *[other] pills
} for { $packers } { $packers ->
    [one] packer
   *[other] packers
}. Each packer stops at a pill of its own: with too few, a packer waits in take forever; with too many, the front waits in put forever once the queue is full and the packers are gone. Take the number of pills from packers.
pp-pill-before-order = The front put a pill before order { $order }: the packer that takes the pill stops, and the orders behind it are left in the queue. Put the pills only after every order.
pp-front-stuck = front() never returned, although its queue had room for every order and for twice as many pills as packers: it puts too many pills, or waits for something only another thread could do.
packers-one-at-a-time = With { $packers } packers, no explored interleaving had two of them waiting in take() at once: they packed one at a time. Several packers are there to pack side by side. Start them all before you join any (a lazy iterator that spawns and joins in one chain starts each only after the last has ended), and let go of the packed list's lock before you wait in take().
pp-missed-pill = { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
}, { $pills ->
    [one] 1 pill
   *[other] { $pills } pills
}: { $threads } { $waiting ->
    [one] waits
   *[other] wait
} in take() forever. A packer stops only at a pill, so the front must put exactly one pill per packer, after all the orders.
pp-pills-too-many = { $packers ->
    [one] The packer took its pill
   *[other] All { $packers } packers took their pills
} and stopped, but the front puts more: nobody takes the extra pill, and { $threads } { $waiting ->
    [one] waits
   *[other] wait
} forever. Put exactly one pill per packer.
pp-left-waiting = Waiting forever: { $threads }. A packer stops only at a pill, so the front must put exactly one pill per packer, after all the orders.
pp-packer-never-stops = Waiting forever: { $threads }, although the front put one pill per packer after the orders. A packer must stop at the first pill it takes, and take nothing after it.
pp-taken-not-packed = { $lost } of { $total } orders were taken from the queue and never reached packed: { $orders }. A packer must add every order it takes to packed, also those it took before its pill.
pp-queue-capacity = run() was asked for a queue of { $capacity } and made one of { $made }. The capacity is what holds the front back when the packers are slower: make the queue exactly as big as asked.
pp-no-queue = run() made no BoundedQueue: make one with the capacity asked for ({ $capacity }) and let the front and the packers share it.
pp-report-differs = In this interleaving run() returned { $packed } orders ({ $distinct } different) of { $total }: express { $express } for { $express_euro } €, standard { $standard } for { $standard_euro } €. The report must read the same in every run: { $total } of { $total }, each once, express { $want_express } for { $want_express_euro } €, standard { $want_standard } for { $want_standard_euro } €. Does run() return before every packer is done?

## Exercise 3, two entrances: the report of the given main.
te-report-packed = Packed: { $packed } of { $total }
te-report-each-once = Each order once: { $once ->
    [yes] yes
   *[no] no
}
te-report-total = Total: { $euro } €

## Exercise 3: what the checks found.
te-entrance-put-pill = entrance([{ $orders }], queue) put a pill (None) besides its orders. An entrance cannot know whether the other one is still sending: a packer that takes its pill stops, and the orders that come after it are never packed. The pills go in once both entrances are done.
te-entrance-put-fewer = The check waited for every order that entrance() was given, and not all of them came. Waiting forever: { $threads }.
te-packer-misses-pill = Threads are left waiting, and nothing can wake them: { $threads }. pack() must take until its pill and then return: a packer that leaves early leaves main waiting in put(), one that skips its pill waits in take() forever, and one that puts its pill back may wait in put() for room that never comes.
te-packer-took-after-pill = Order { $order } was put behind the pills, and a packer packed it: pack() must stop at the first pill it takes.
te-run-hangs = run() never returns: the threads that are left wait, and nothing can wake them. A packer waiting in take() needs an order or its pill; an entrance waiting in put() needs a packer to make room.
te-packers-wait-for-pills = run() never returns: the threads that are left wait, and nothing can wake them. Each packer stops at one pill, so there must be exactly as many pills as packers: too few leave a packer waiting in take(), too many leave run() waiting in put().
te-pills-too-few = run() never returns: { $pills ->
    [one] one pill
   *[other] { $pills } pills
} went in for { $packers } packers, so { $threads } { $waiting ->
    [one] waits
   *[other] wait
} in take() forever. Each packer stops at a pill of its own: once both entrances are done, put exactly one pill per packer (as many as packers, not as entrances). If the last entrance puts them, which one is last must be decided in one step (the value fetch_sub returns).
te-pills-after-join = run() never returns: the threads that are left wait, and nothing can wake them. A packer ends only after it has taken its pill: if run() waits for the packers before it puts the pills, each waits for the other forever.
te-no-queue = run() made no BoundedQueue: it must make one of capacity { $capacity } and hand it to the entrances and the packers.
te-queue-capacity = run() was asked for a queue of { $capacity } but made one of { $made }. The capacity is what holds the entrances back when the packers are slow: keep it as given, the pills wait their turn like the orders.
te-report-differs = In this interleaving the report would say “Packed: { $packed } of 12”, “Each order once: { $once }”, “Total: { $euro } €”, instead of 12 of 12, yes and 325 €. The report must be the same in every interleaving.

## Exercise 1, the scenarios of its checks.
bq-try-put-waits = { $thread } waits forever inside { $call }: try_put must never wait. When the queue is full, it hands the item back at once (Err(item)); only put waits for room.
bq-put-waits-with-room = Waiting forever: { $threads }. The scenario runs on one thread and never puts more than the queue's { $capacity } items, so put found the queue full while it still had room, and nobody was there to take one. put waits only while the queue holds capacity items: is the test for full off by one?
bq-one-thread-fifo = one thread: put 1, 2, 3, then take three times, capacity 3
bq-producer-consumer = a producer and a consumer, capacity { $capacity }, { $count } items
bq-one-thread = one thread, capacity { $capacity }
bq-one-thread-of = one thread, capacity { $capacity }, items of type { $type }
bq-full-one-more-of = a full queue of { $capacity } items of type { $type }, one more put, one take
bq-counted-of = capacity { $capacity }, { $producers } producers × { $each } items of type { $type }, { $consumers } consumers
bq-new-zero = BoundedQueue::new(0)
bq-full-one-more = a full queue of { $capacity }, one more put, one take
bq-takes-on-empty = { $consumers ->
    [one] one take
   *[other] { $consumers } takes
} on an empty queue of { $capacity }, then puts
bq-many = capacity { $capacity }, { $producers ->
    [one] one producer
   *[other] { $producers } producers
} × { $each } items, { $consumers ->
    [one] one consumer
   *[other] { $consumers } consumers
}
bq-woken-putter = capacity 1, producers of 2 and 1 items; a consumer takes one, then main takes the rest
bq-real-overtaken-putter = on real threads, capacity { $capacity }: a producer waits on a full queue, main takes one and puts one at once, round after round
bq-real-overtaken-taker = on real threads: a consumer waits on an empty queue, main puts one and takes one at once, round after round
bq-busy-take = take on an empty queue of 1 while main is busy
bq-busy-put = put on a full queue of 1 while main is busy
bq-try-put-takers = { $consumers ->
    [one] one take
   *[other] { $consumers } takes
} on an empty queue of { $capacity }, then at once one try_put for each
bq-racing-try-puts = a queue of { $capacity } with room for one more, and two try_puts at once
bq-len-while-busy = capacity { $capacity }: a producer puts 3, a consumer takes 3, main asks len() meanwhile
bq-len-never-empty = capacity { $capacity }: the queue holds 1, a producer puts 1 and takes 1, twice, and main asks len() meanwhile
bq-real-try-put-beside-len = on real threads, a queue of { $capacity }: two producers try_put one item and take it back, again and again, while a reader calls len() all the while
bq-try-put-refused-with-room = try_put({ $item }) gave the item back, although at most { $inside } of the queue's { $capacity } places were taken: try_put refuses only a full queue. Does it give up when another thread holds the lock (try_lock)? Wait for the lock as put does, then look for room.
bq-try-put-left-waiting = Waiting forever: { $threads }. try_put put an item in while a take waited for one: try_put must wake a waiting take as put does, and notify under the lock the take looks and waits under, or the wake-up is lost between its look and its wait.

## Exercise 2, the scenarios of its checks.
pp-scn-front-alone = front alone: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
}, room for everything
pp-scn-front-with-packers = the front with { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
} of the check's own: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, capacity { $capacity }
pp-scn-packers-behind-front = { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
} behind a correct front: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, capacity { $capacity }
pp-scn-run = run: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, capacity { $capacity }, { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
}
pp-scn-given-data = the given main's data: 8 orders, capacity 3, 2 packers
pp-scn-front-packers-away = the front with { $orders ->
    [one] 1 order
   *[other] { $orders } orders
} and { $packers ->
    [one] 1 pill
   *[other] { $packers } pills
} on a queue of { $capacity }, while the packers are away
pp-scn-packers-nothing-yet = { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
} on an empty queue of { $capacity } while nothing comes for a long while, then { $orders ->
    [one] 1 order
   *[other] { $orders } orders
} and the pills

## Exercise 3, the scenarios of its checks.
te-scn-run = site { $site ->
    [one] 1 order
   *[other] { $site } orders
}, app { $app ->
    [one] 1 order
   *[other] { $app } orders
}, capacity { $capacity }, { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
}
te-scn-one-entrance = one entrance, { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, capacity { $capacity }
te-scn-entrance-packers-away = one entrance, { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, capacity { $capacity }, while the packers are away
te-scn-pills-then-one-more = { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
}, { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, then the pills, then one more order, capacity { $capacity }
te-scn-capacity = capacity { $capacity }, { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
}
te-scn-given-orders = the given orders, capacity 4, 3 packers

## Exercise 5, refusal: the given main's report.
rf-report-kept = Accepted + refused: { $kept } of { $total }
rf-report-accepted-once = Every accepted order packed once: { $once ->
    [yes] yes
   *[no] no
}
rf-report-refused-packed = Refused orders packed: { $count }

## Exercise 5, refusal: what its checks found.
# In place of class-duplicate-item-why: the queue is given, so an order kept twice is the site's counting.
refusal-class-duplicate-item-why = The site counted one order twice: in both lists, twice in one, or as refused although it went into the queue. No two threads got it (the given queue hands each order to one packer only): decide once, after try_put has answered.
rf-front-waited = front() never returned, although no packer was there and it was given no pill to put: it waited for room, to put an order or a pill it should not have put. The site must never wait for an order: offer each one once with try_put, and keep the one that comes back in refused; and put one pill per packer, none when there is none.
rf-order-in-both = Order { $order } is both in accepted and in refused. Decide after try_put has answered: Ok means accepted, Err means refused, never both.
rf-order-twice = Order { $order } appears { $times } times in the intake: each order is offered once and kept in one list, once.
rf-order-in-neither = { $count ->
    [one] Order { $orders } is
   *[other] Orders { $orders } are
} neither in accepted nor in refused: a refused order must be kept, not dropped. try_put hands it back in Err: push it to refused.
rf-order-unknown = Order { $order } is in the intake, but the site was never given it.
rf-accepted-not-queued = front() counted order { $order } as accepted, but it is not in the queue: count an order as accepted only once try_put has returned Ok.
rf-refused-but-queued = Order { $order } is in the queue, but front() did not count it as accepted: whatever try_put took is accepted.
rf-refused-with-room = front() accepted { $accepted } orders into an empty queue with room for { $capacity }; { $fit } should fit. try_put refuses only when the queue is full: offer every order.
rf-refused-unseen = The site refused { $refused } { $refused ->
        [one] order
       *[other] orders
    }, but the queue said it was full only { $seen ->
        [0] never
        [one] once
       *[other] { $seen } times
    } (a try_put that handed the order back, or a len() at its capacity). An order is refused only because the queue is full when that order is offered: offer each order with try_put, also after a refusal; the packers may have made room since.
rf-offered-again = try_put refused order { $item }, and the site offered it again with try_put. The site offers each order once and answers at once: a refused order goes on the refused list, never back to the queue. Trying again, a few times or with a pause between, is busy waiting, only bounded.
rf-pill-lost = Waiting forever: { $threads }. A packer stops only at its pill: put the pills with put, which waits for room, since try_put hands a pill back when the queue is full, and the packer that needed it never stops.
rf-refused-packed = Order { $order } was refused, yet a packer packed it: a refused order stays out of the queue (it is not offered again, not even with put, which would make the site wait after all).
rf-run-hangs = run() never returns: the threads that are left wait, and nothing can wake them: { $threads }. The packers must run while the front offers (a pill waits for room), and each packer needs one pill.
rf-no-queue = run() made no BoundedQueue: make one with room for { $capacity } and let the front and the packers share it.
rf-queue-capacity = run() was asked for a queue of { $capacity } and made one of { $made }. A bigger queue accepts orders it should refuse: make it exactly as big as asked.
rf-report-differs = In this interleaving the report would say “Accepted + refused: { $kept } of 12”, “Every accepted order packed once: { $once ->
    [yes] yes
   *[no] no
}”, “Refused orders packed: { $refused_packed }”, instead of 12 of 12, yes and 0. The report must be the same in every interleaving.

## Exercise 5, the scenarios of its checks.
rf-scn-front-alone = front alone: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, a queue of { $capacity } and no packers
rf-scn-front-with-packers = the front with { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
} of the check's own: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, capacity { $capacity }
rf-scn-run = run: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, capacity { $capacity }, { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
}
rf-scn-given-data = the given main's data: 12 orders, capacity 1, 2 packers

## Exercise 6, express first: what its checks found.
ef-take-order = After { $puts } the takes returned { $got }, but { $want } is right: the oldest express item whenever one is inside, oldest first within a lane, and a standard item only when no express one is left.
ef-len-wrong = After { $after }, len() returned { $got }; it should be { $want } (both lanes together).
ef-new-zero-accepted = ExpressFirst::new(0) did not panic: a queue with no room could never take an item.
ef-take-missed-lane = Waiting forever: { $threads }, although items came. A taker must wait for an item in either lane: with one lock around both lanes and a wait that looks at both, an express item wakes a taker as well as a standard one.
ef-standard-while-express-waits = The packer took standard item { $item } while { $waiting ->
    [one] an express item was
   *[other] { $waiting } express items were
} already inside. take must choose its lane when it takes, from what is inside then: express first, whenever one waits.
ef-lane-not-fifo = The { $lane } lane came out as { $got }: within a lane, the oldest item goes first.
ef-run-hangs = run() never returns: the threads that are left wait, and nothing can wake them: { $threads }. Each packer stops at one pill, so there must be one pill per packer, after all orders.

## Exercise 6, the scenarios of its checks.
ef-scn-one-thread = one thread, capacity { $capacity }: { $pattern } (e puts express, s standard, . takes)
ef-scn-one-thread-strings = one thread, capacity 3, text items: s e s . e . . .
ef-scn-new-zero = ExpressFirst::new(0)
ef-scn-full-one-more = a full queue of { $capacity } ({ $fill }), one more put ({ $extra }), one take
ef-scn-woken-putter = capacity 1: a producer of 2 express items, one of 1 standard item; a consumer takes one, then main takes the rest
ef-real-overtaken-putter = on real threads, capacity { $capacity }: a producer waits on a full queue, main takes one and puts one at once, round after round
ef-real-overtaken-taker = on real threads: a consumer waits on an empty queue, main puts one and takes one at once, round after round
ef-scn-takes-on-empty = { $consumers ->
    [one] one take
   *[other] { $consumers } takes
} on an empty queue, then puts: { $lanes } (e express, s standard)
ef-scn-take-away = a take on an empty queue of { $capacity }, while main is away
ef-scn-put-away = a full queue of { $capacity } ({ $fill }), one more put ({ $extra ->
    [express] express
   *[standard] standard
}), while main is away
ef-put-left-waiting = Waiting forever: { $threads }. A put waited on the full queue, and a take made room: whichever lane it takes from, a take must wake a waiting put.
ef-scn-two-producers = capacity { $capacity }: a producer of { $express } express items, one of { $standard } standard items, one packer
ef-scn-many = capacity { $capacity }, { $producers ->
    [one] one producer
   *[other] { $producers } producers
} × { $each } items in both lanes, { $consumers ->
    [one] one consumer
   *[other] { $consumers } consumers
}

## Exercise 7, a chain: the given main's report (its second line is exercise 2's).
ch-report-delivered = Delivered: { $delivered } of { $total }

## Exercise 7, a chain: what its checks found.
ch-pack-put-pill = pack() put a pill into the boxes. The courier stops at the first pill it takes, while the other packers may still have boxes to put: those are never delivered. Only the one who knows that every packer is done puts the courier's pill.
ch-pack-took-two-pills = pack() took more than its own pill: the pill after it belonged to another packer, which now waits in take forever. Stop at the first pill.
ch-pack-put-pill-back = pack() left { $left } items in the order queue, where only the other packer's pill should stay: it put its pill back (or another item). Each packer gets a pill of its own from the front and keeps it; one passed on from packer to packer is left over at the end, where nobody takes it.
ch-pack-never-stops = pack() never returned, although its orders and its pill were waiting: a packer stops at the first pill it takes. Waiting forever: { $threads }.
ch-courier-never-stops = courier() never returned, although its boxes and its pill were waiting: the courier stops at its pill. Waiting forever: { $threads }.
ch-courier-took-after-pill = courier() delivered order { $order }, which came after its pill: the courier stops at the pill and takes nothing after it.
ch-courier-order = The courier was given { $sent } and delivered { $got }: it delivers in the order it takes the boxes.
ch-left-waiting = Waiting forever: { $threads }. Each packer stops at one pill from the front and puts every order it took into the boxes with put; the courier stops at its own pill.
ch-two-queues = run() made { $made } BoundedQueue(s): the chain needs two, one for the orders and one for the boxes, each with room for { $capacity }.
ch-queue-capacity = run() was asked for queues of { $capacity } and made { $made }. Both queues hold the side before them back: make each exactly as big as asked.
ch-run-hangs = run() never returns: the threads that are left wait, and nothing can wake them: { $threads }. The packers need one pill each from the front; the courier needs exactly one pill, put once every packer is done.
ch-pills-left = When run() returned, its queues still held { $left ->
    [one] an item that nobody will ever take. Every order was delivered, so it is a pill
   *[other] { $left } items that nobody will ever take. Every order was delivered, so they are pills
} too many. In the order queue: the front puts one pill per packer, and each packer keeps the one it takes (a pill put back stays over). In the boxes: the courier stops at the first pill, so exactly one goes in there, once every packer is done; if each packer decides by itself whether it is the last, two can decide so at the same time: counting down and asking "am I the last?" must be one step (the value fetch_sub returns).
ch-report-differs = In this interleaving run() returned { $delivered } deliveries (each order once: { $once ->
    [yes] yes
   *[no] no
}), instead of 8 of 8, each once. The report must be the same in every interleaving.

## Exercise 7, the scenarios of its checks.
ch-scn-pack-alone = pack alone: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, its pill and another packer's pill waiting
ch-scn-courier-alone = the courier alone: { $boxes ->
    [one] 1 box
   *[other] { $boxes } boxes
}, its pill, then one more box waiting
ch-scn-packers = { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
} between a front and a courier of the check's own: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, capacity { $capacity }
ch-scn-courier-boxes-coming = the courier on an empty box queue, while { $boxes ->
    [one] 1 box
   *[other] { $boxes } boxes
} and its pill are put in
ch-scn-courier-away = the courier on an empty box queue of { $capacity }, while the packers are away; then { $boxes ->
    [one] 1 box
   *[other] { $boxes } boxes
} and its pill
ch-scn-packer-no-orders = a packer on an empty order queue of { $capacity }, while the front is away; then { $orders ->
    [one] 1 order
   *[other] { $orders } orders
} and its pill
ch-scn-packer-boxes-full = a packer with { $orders ->
    [one] 1 order
   *[other] { $orders } orders
} and its pill, on a box queue of { $capacity }, while the courier is away

## Exercise 8, find the bug: the scenarios of its checks (its messages are exercise 2's).
fb-scn-front-on-full-queue = the front with 2 orders and 1 pill on a queue of 1, while main is busy
fb-went-on-after-refusal = try_put refused { $refused ->
    [None] a pill
   *[other] order { $refused }
}, and the front went on with { $next ->
    [None] a pill
   *[other] order { $next }
} before that one was in the queue: it keeps what is refused aside and runs ahead of the packers, as far as its own list lets it. That is no backpressure. When the queue is full, wait for room with put, order by order.
fb-offered-again = try_put refused { $item ->
    [None] a pill
   *[other] order { $item }
}, and the front offered it again with try_put: that is busy waiting for room, whether it tries a few times or until it gets in, with a pause or without. A try that finds the queue full is a wasted turn, and the packers can be slower than any number of tries. After a refusal, give the order to put: it waits for room while the thread sleeps.

## Exercise 9, workers and messages: what its checks found.
ms-worker-not-ready = Waiting forever: { $threads }. The check, as dispatcher, sends a message only after the worker has said ready: the worker must send its id on ready before each message it receives, the first one too.
ms-ready-wrong-id = Worker { $id } said ready as { $said }: it must send its own id, so that the dispatcher knows whom to send to.
ms-worker-gone = Worker { $id } stopped before it got its stop message: the orders it was still to receive are not packed. A worker stops only at None.
ms-worker-past-stop = { $worker } got its stop message (None) and went on waiting for messages: none will ever come, so it waits forever, and whoever joins it too. A worker ends at its None: return from the loop there, do not skip it as "nothing yet".
ms-worker-order = The worker was sent { $sent } and packed { $got }: it packs the orders in the order it receives them.
ms-ready-after-stop = Worker { $id } said ready { $extra ->
    [one] once more
   *[other] { $extra } more times
} after its stop message (or more often than it took messages): a ready promises that it will take one more message.
ms-dispatch-hangs = dispatch() never returns: the threads that are left wait, and nothing can wake them: { $threads }. Each worker stops only at its stop message (None), one per worker, sent once it has said ready.
ms-dispatch-waits-alone = dispatch() never returns: every worker has stopped, and dispatch still waits for something only a worker could send (left waiting: { $threads }). A recv() ends with Err only once every Sender of its channel is gone, dispatch's own clone too: stop waiting for readies once every worker has its stop, or drop the Sender dispatch keeps before it waits.
ms-wrong-worker-count = dispatch() returned { $lists } lists for { $workers } workers: one list per worker, worker id's at index id.
ms-lists-misplaced = Worker { $worker } received { $orders }, and dispatch() returned that list { $index ->
    [none] nowhere as received
   *[other] at index { $index }
}: index id holds what worker id packed, in the order it received it, whichever worker stops first.
ms-no-inbox = dispatch() made no channel of Option<Order>: each of the { $workers } workers receives its orders over a channel of its own.
ms-backlog = The channel of worker { $worker } held { $most } messages at once: dispatch sent it more than it said ready for. Wait for a "ready" before every message (the stops too), and send to the worker that said it.
ms-real-backlog = On real threads the channel of worker { $worker } held { $most } messages at once: dispatch sent it more than it said ready for. Under the explorer it never did: does your code work differently when it is not explored? Wait for a "ready" before every message (the stops too), and send to the worker that said it.
ms-sent-before-ready = dispatch() sent worker { $worker } its message number { $sent } when that worker had { $said ->
    [0] not said ready yet
    [one] said ready only once
   *[other] said ready only { $said } times
}: each ready allows exactly one message. Wait for a "ready" before every message (the stops too), and send to the worker that said it. A bounded channel keeps few messages waiting, but it does not tell you who is ready.
ms-report-differs = In this interleaving dispatch() returned { $packed } packed orders (each once: { $once ->
    [yes] yes
   *[no] no
}), instead of 8 of 8, each once. The report must be the same in every interleaving.

## Exercise 9, the scenarios of its checks.
ms-scn-worker-alone = worker { $id } alone, the check dispatching { $orders ->
    [one] 1 order
   *[other] { $orders } orders
} and a stop
ms-scn-dispatch = dispatch: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
}
ms-scn-given-data = the given main's data: 8 orders, 3 workers
ms-scn-worker-dispatcher-away = worker { $id } alone, the check dispatching { $orders ->
    [one] 1 order
   *[other] { $orders } orders
} and a stop, and away for a long while before the second message
ms-scn-dispatch-workers-late = dispatch: { $orders ->
    [one] 1 order
   *[other] { $orders } orders
}, { $workers ->
    [one] 1 worker
   *[other] { $workers } workers
} that begin only after a long while

## The roles of the threads the checks start (timeline::thread_name): "courier", "express producer 1".
thread-reader = reader
thread-courier = courier
thread-express-producer = express producer
thread-standard-producer = standard producer

# In place of class-capacity-exceeded-why: exercise 9 has channels and readies, no queue and no put.
messages-class-capacity-exceeded-why = A worker's channel holds at most one message: the dispatcher sends only to a worker that said ready, so the slow workers hold back the fast dispatcher.

## What a class means in these exercises, where the grader's general words do not fit.
poison-pills-class-not-concurrent-why = Several packers are there to pack side by side: while one packs an order, the others take the next ones.
two-entrances-class-not-concurrent-why = Several packers are there to pack side by side: while one packs an order, the others take the next ones.
refusal-class-not-concurrent-why = Several packers are there to pack side by side: while one packs an order, the others take the next ones.
find-the-bug-class-not-concurrent-why = Several packers are there to pack side by side: while one packs an order, the others take the next ones.
chain-class-lost-item-why = Every order goes through both queues once, and every thread stops at its own pill: an order that vanishes, or an item left over in a queue (a pill too many), is lost on the way.

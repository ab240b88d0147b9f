# Messages of the producer-consumer lesson's checks, in English.

fifo-order = Items went in as { $sent } but came out as { $got }: a queue hands out the oldest item first.
try-put-refused-with-room = try_put({ $item }) was refused although the queue held { $len } of { $capacity }.
try-put-wrong-item-back = try_put({ $item }) on a full queue handed back { $back } instead of { $item }.
try-put-accepted-when-full = try_put({ $item }) said Ok on a full queue of { $capacity }, and len() is now { $len }: a full queue must hand the item back in Err.
len-wrong = After { $after }, len() returned { $got }; it should be { $want }.
is-empty-wrong = After { $after }, is_empty() returned { $got } while the queue held { $len }.
capacity-wrong = capacity() returned { $got }; the queue was made with { $want }.
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
pp-missed-pill = { $packers ->
    [one] 1 packer
   *[other] { $packers } packers
}, { $pills ->
    [one] 1 pill
   *[other] { $pills } pills
}: { $threads } waits in take() forever. A packer stops only at a pill, so the front must put exactly one pill per packer, after all the orders.
pp-pills-too-many = { $packers ->
    [one] The packer took its pill
   *[other] All { $packers } packers took their pills
} and stopped, but the front puts more: nobody takes the extra pill, and { $threads } waits forever. Put exactly one pill per packer.
pp-left-waiting = Waiting forever: { $threads }. A packer stops only at a pill, so the front must put exactly one pill per packer, after all the orders.
pp-packer-never-stops = Waiting forever: { $threads }, although the front put one pill per packer after the orders. A packer must stop at the first pill it takes, and take nothing after it.
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
te-packer-misses-pill = Threads are left waiting, and nothing can wake them: { $threads }. pack() must take until its pill and then return: a packer that leaves early leaves main waiting in put(), one that skips its pill waits in take() forever.
te-packer-took-after-pill = Order { $order } was put behind the pills, and a packer packed it: pack() must stop at the first pill it takes.
te-run-hangs = run() never returns: the threads that are left wait, and nothing can wake them. A packer waiting in take() needs an order or its pill; an entrance waiting in put() needs a packer to make room.
te-packers-wait-for-pills = run() never returns: the threads that are left wait, and nothing can wake them. Each packer stops at one pill, so there must be exactly as many pills as packers: too few leave a packer waiting in take(), too many leave run() waiting in put().
te-pills-after-join = run() never returns: the threads that are left wait, and nothing can wake them. A packer ends only after it has taken its pill: if run() waits for the packers before it puts the pills, each waits for the other forever.
te-no-queue = run() made no BoundedQueue: it must make one of capacity { $capacity } and hand it to the entrances and the packers.
te-queue-capacity = run() was asked for a queue of { $capacity } but made one of { $made }. The capacity is what holds the entrances back when the packers are slow: keep it as given, the pills wait their turn like the orders.
te-report-differs = In this interleaving the report would say “Packed: { $packed } of 12”, “Each order once: { $once }”, “Total: { $euro } €”, instead of 12 of 12, yes and 325 €. The report must be the same in every interleaving.

## Exercise 1, the scenarios of its checks.
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
bq-busy-take = take on an empty queue of 1 while main is busy
bq-busy-put = put on a full queue of 1 while main is busy

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

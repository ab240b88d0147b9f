# Messages of the thread-pool lesson: the given programs' report lines and the checks' findings, in English.

## Report of exercise 4 (invoice-pool).
ip-report-invoice = Order { $order }: { $euro } €
ip-report-error = Order { $order }: error: { $error }
ip-report-invalid-amount = invalid amount
ip-report-total = Total: { $total } €, with error: { $failed }

## Findings of exercise 4.
ip-invoice-wrong = invoice({ $amount }) returned { $got }; it should return { $want }: the amount plus 20 % VAT, or Err("invalid amount") when the amount is 0 or less.
ip-invoices-wrong = For the amounts { $amounts } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, invoices returned { $got }; it should return { $want }.
ip-invoices-out-of-order = For the amounts { $amounts } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, invoices returned { $got }: the right results, but not in the orders' order ({ $want }). Wait on the tickets in the order of the orders, not for whichever finishes first; results collected as they finish (in a shared Vec, over a channel) must each go to its order's place.
ip-invoices-no-threads = invoices(…, { $workers }) made every invoice on the calling thread: make them in a WorkerPool of { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }.
ip-too-many-threads = A pool of { $size } started { $started ->
        [one] one thread
       *[other] { $started } threads
    } for { $tasks ->
        [one] one task
       *[other] { $tasks } tasks
    }. A pool keeps a fixed number of workers and hands them the tasks: never more threads than its size.
ip-wrong-results = In a pool of { $size }, the tickets gave { $got }; they should give { $want }.
ip-out-of-order = In a pool of { $size }, the tickets gave { $got }: the right results, but in the wrong places ({ $want }). Each ticket must give the result of its own task.
ip-finished-out-of-order = In a pool of { $size }, the tasks finished in the order { $finished }, and the tickets gave { $got } instead of { $want }. Each ticket must give the result of its own task, whatever order the tasks finish in.
ip-not-concurrent = These tasks can only finish while they run side by side, and the pool never ran them so (left waiting forever: { $threads }). A pool of n workers must work on n tasks at once. Does a worker keep the queue locked while it works, does run wait for its task, or do fewer workers run than asked for?
ip-queued-while-idle = Task { $task } was handed out (run returned), but no worker began it while another worker waited for work with nothing to do: it waits behind a busy worker, so the tasks do not run side by side (left waiting forever: { $threads }). A free worker must take the next task: one queue that every worker takes from, not a queue per worker, where a task is given to a worker before that worker is free.
ip-run-waits = run() did not return while the workers were busy (left waiting forever: { $threads }). run only puts the task in the queue and returns at once; the task waits in the queue, not the caller.
ip-error-spread = In a pool of { $size }, with some tasks failing, the tickets gave { $got }; they should give { $want }. An error or a panic belongs to its own task's ticket only, and the worker that ran the task must go on with the next one.
ip-worker-died = { $died-where ->
        [call] A panic inside the task { $died-in } ended { $died }, which ran it, and after that the tasks were no longer done (left waiting forever: { $threads }). A panic must fail only its own task: let the worker call work inside std::panic::catch_unwind(AssertUnwindSafe(|| work(task))), give that task's ticket an Err, and take the next task.
        [code] A panic in the pool's own code, outside any task, at { $file }:{ $line }, ended { $died }, and after that the tasks were no longer done (left waiting forever: { $threads }). No task failed there: whatever happens around a task (its ticket dropped, its answer no longer wanted), the worker must not stop but take the next task.
       *[none] A worker ended without a panic while tasks were still to do, and after it they were no longer done (left waiting forever: { $threads }). A worker stops only once the pool is closed: does it return when a task fails (pass the error on to that task's ticket and take the next task), or when it wakes to an empty queue (wait in a while that looks again, not an if)?
    }
ip-early-close = close() returned when only { $done } of { $tasks } queued tasks were done. close must let the workers finish every queued task, and return only once they have stopped.
ip-early-close-after-panic = close() returned when only { $done } of the { $tasks } queued tasks behind the one that panicked were done, while { $running } of the pool's threads still ran. A worker started in place of one that a panic ended is a worker of the pool too: close must wait until every queued task is done, whichever worker takes it (keep the new worker's JoinHandle with the others, and join until none is left).
ip-lazy-too-few-started = run({ $task }) returned with { $unfinished } tasks handed out and not finished, while the pool had started only { $started } of its { $size } workers: a task waits behind busy workers while the pool could start another. A pool that starts its workers as tasks come must start one whenever fewer workers are free than tasks wait; a worker it has woken is no longer free for the next task.
ip-nobody-wakes = Left waiting forever: { $threads }. A worker that sleeps waiting for a task must be woken by what it waits for: by run when a task comes, by close when no more will come. A wake-up sent just before a worker starts to wait is lost, unless the worker checks what it waits for under the same lock.
ip-invoice-pdf-time = invoice({ $amount }) took { $took }; making the PDF takes { $want }: thread::sleep(Duration::from_millis(50)) before the VAT is added.
ip-invoices-one-at-a-time = invoices(…, { $workers }) for { $orders } orders made its PDFs (the workers' sleeps) one at a time in every explored interleaving: at most { $most } { $most ->
        [one] was in flight at any time; { $later } started only after { $earlier } had finished, at { $at }
       *[other] were in flight at any time, where { $want } should have been
    } (this interleaving took { $took } in all). Each PDF waited for the one before it. Either each ticket is waited on right after its run (hand out every order first, then wait on the tickets), or an order handed out waits behind a busy worker while another has nothing to do (a free worker must take the next task: one queue that every worker takes from, not a queue per worker).
ip-run-not-at-once = run({ $task }) returned only after { $took }, while the workers of a pool of { $size } were busy with tasks of { $each }. run only puts the task in the queue and returns at once; the task waits in the queue, not the caller.
ip-real-run-waited = On real threads run({ $task }) returned only after a task of { $each } had ended, while the workers of a pool of { $size } were busy, in each of { $runs } runs. Under the explorer it returned at once: does your code work differently when it is not explored? run only puts the task in the queue and returns at once; the task waits in the queue, not the caller.
ip-too-few-at-once = In a pool of { $workers }, no explored interleaving had { $want } tasks in flight at once (begun, not finished): at most { $most } { $most ->
        [one] was, at any time; { $later } started only after { $earlier } had finished, at { $at }
       *[other] were, at any time
    } ({ $tasks } tasks, { $took } in all). Does a worker keep the queue locked while it works (a guard that lives on through a match or a while let), or do fewer workers run than asked for?

## Notes in the timeline of a failed run.
ip-note-all-queued = every run() has returned: the tasks may finish now
ip-note-task-panics = task { $task } panics (on purpose)
ip-note-ticket-dropped = drops the ticket of task { $task } without waiting on it

## A task that panics on purpose, and the panic got out of the pool.
ip-panic-never-answered = { $worker } caught the panic of { $task } and went on with the next tasks, but that task's ticket never got its answer: { $waiter } waits forever in { $waits }. No worker died here. A task that panics must still answer its own ticket: give it an Err (say "task panicked") in place of the result, so that its wait returns.
ip-task-panic-escaped = A task of the check panicked on purpose (“{ $message }”) to see whether its worker survives, but the panic got out of the pool and ended the worker that ran it. A panic must fail only its own task: let the worker call work inside std::panic::catch_unwind(AssertUnwindSafe(|| work(task))), give that task's ticket an Err, and go on with the next task.

## The scenarios of exercise 4's checks.
ip-scn-invoice-valid = invoice of valid amounts
ip-scn-invoice-invalid = invoice of 0 and negative amounts
ip-scn-invoices = invoices of { $orders ->
        [one] 1 order
       *[other] { $orders } orders
    }, { $workers ->
        [one] 1 worker
       *[other] { $workers } workers
    }
ip-scn-first-last = pool of { $size }, { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    }, task 0 finishes last
ip-scn-reversed = pool of { $size }, { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    }, they finish in reverse order
ip-scn-side-by-side = pool of { $size }, { $tasks } tasks that can only finish together
ip-scn-run-returns = pool of { $size }, { $tasks ->
        [one] 1 task that waits
       *[other] { $tasks } tasks that wait
    } until every run() has returned
ip-scn-pool = pool of { $size }, { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    }
ip-scn-tasks-fail = pool of { $size }, { $count ->
        [one] task that fails
       *[other] tasks that fail
    }: { $tasks }
ip-scn-tasks-panic = pool of { $size }, { $count ->
        [one] task that panics
       *[other] tasks that panic
    }: { $tasks }
ip-scn-size-after-panic = pool of { $size }, task 0 panics, then { $size } tasks that can only finish side by side
ip-scn-ticket-dropped = pool of 1, the ticket of task 0 is dropped unwaited
ip-scn-panic-then-close = pool of { $size }, task 0 panics, { $tasks } tasks, close after the panic
ip-scn-close-at-once = pool of { $size }, { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    }, close at once
ip-scn-waited-then-close = pool of { $size }, { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    } waited on, then close
ip-scn-run-while-busy = pool of { $size }, { $tasks } tasks of { $each }, run while the workers are busy
ip-scn-timed-tasks = pool of { $size }, { $tasks } tasks of { $each }
ip-scn-idle-pool = pool of { $size } with nothing to do

## What the pool exercises 11-18 say about threads.
tp-no-threads = Every task was done on the calling thread: no thread was started. Make them in a WorkerPool of { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }.
tp-too-many-threads = With { $workers ->
        [one] one worker
       *[other] { $workers } workers
    } asked for, { $started ->
        [one] one thread was
       *[other] { $started } threads were
    } started for { $tasks ->
        [one] one task
       *[other] { $tasks } tasks
    }. One pool of { $workers } does all the tasks: never more threads than that.
tp-pool-per-task = A new WorkerPool was made more than once for { $tasks ->
        [one] one task
       *[other] { $tasks } tasks
    } ({ $started } threads in all). Make one pool before the loop and hand it every task; a pool per task is a thread per task with extra steps.
tp-left-running = { $running ->
        [one] One thread it started was
       *[other] { $running } threads it started were
    } still running when the function returned: the pool was not closed. Close it (or let it go out of scope) before you return; close waits until every worker has stopped. Threads of your own: join each one before you return, the ones after an error too.
tp-scn-batch = { $images ->
        [one] 1 photo
       *[other] { $images } photos
    }, { $workers ->
        [one] 1 worker
       *[other] { $workers } workers
    }
tp-one-at-a-time = { $images } photos on { $workers } workers: never two of them in the making at once. The second began at t={ $next-from }, only once the first was done (t={ $first-to }). The photos were made one at a time: is each ticket waited on before the next photo is handed out? A chain like map(run).map(wait) does just that, since iterators are lazy. Hand out every photo first (collect the tickets into a Vec), then wait on them. In a pool of your own: does a worker keep the lock on the queue (or on the receiver) while it makes its photo?
tp-too-few-at-once = { $images } photos on { $workers } workers: at most { $most } of them in the making at once, never { $want }. Are some tickets waited on before every photo is handed out? Hand out every photo first (collect the tickets into a Vec), then wait on them. In a pool of your own: does a worker keep the lock on the queue (or on the receiver) while it makes its photo?
tp-photos-worker-left-free = { $images } photos on { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }: from t={ $from } to t={ $until } after the first photo began, only { $busy ->
        [one] one photo was
       *[other] { $busy } photos were
    } in the making while { $waiting ->
        [one] one more photo
       *[other] { $waiting } more photos
    } waited to begin: a worker was free and got no photo. Are the photos handed out in batches, each batch waited on before the next, or split up front into a fixed share per worker, so that one done early stands idle beside another's queue? Hand out every photo to the pool first (collect the tickets into a Vec), then wait on them: a free worker takes the next photo.
tp-real-one-at-a-time = On real threads the { $images } photos on { $workers } workers were made one at a time: at most { $most } in the making at once. Under the explorer they were made side by side: does your code work differently when it is not explored? Hand out every photo first there too (collect the tickets into a Vec), then wait on them.

## Exercise 11 (thumbnails): the report and the findings.
th-report-size = { $image }: { $kb } KB
th-report-error = { $image }: error: { $error }
th-report-total = Total: { $total } KB
th-thumbnail-wrong = thumbnail({ $image }) returned { $got }; it should return { $want }. The name has { $chars } characters but { $bytes } bytes: the size is 20 + 3 × the characters (chars().count(), not len()), and a name starting with "повредена" is Err("повреден файл").
th-thumbnail-took = thumbnail({ $image }) took { $took } on the virtual clock; making a thumbnail of { $kb } KB takes 2 ms per KB, { $want }: thread::sleep(Duration::from_millis(2 × KB)).
th-wrong-sizes = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, thumbnails returned { $got }; it should return { $want }.
th-out-of-order = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, thumbnails returned { $got }: the right sizes, but not in the photos' order ({ $want }). Wait on the tickets in the order of the photos, not for whichever finishes first; results collected as they finish (in a shared Vec, over a channel) must each go to its photo's place.
th-scn-cyrillic = thumbnail of Bulgarian names
th-scn-latin = thumbnail of Latin names
th-scn-corrupted = thumbnail of corrupted files and of names that only look so

## Exercise 12 (pool-errors): the findings.
pe-error-spread = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, thumbnails returned { $got }; it should return { $want }. A corrupted photo fails alone: the photos after it, and beside it, still get their sizes, and the list has a place for every photo.
pe-results-missing = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, thumbnails returned { $results ->
        [one] 1 result
       *[other] { $results } results
    } for { $count } photos: { $got }; it should return { $want }. A corrupted photo fails alone: every photo gets its own Result, the ones after an error too. What stops at an error leaves photos without one: a loop over the tickets that ends at the first Err, or a worker of your own that returns from its loop with ?.
pe-error-swallowed = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, thumbnails returned { $got }; it should return { $want }. A corrupted photo gave a size: its error was turned into a value. Keep the ticket's Err as it is.
pe-wrong = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, thumbnails returned { $got }; it should return { $want }. Every photo succeeds or fails as it should, but a size or an error's text is not thumbnail's own.
pe-scn-batch = { $images ->
        [one] 1 photo
       *[other] { $images } photos
    }, { $corrupted } corrupted, { $workers ->
        [one] 1 worker
       *[other] { $workers } workers
    }

## Exercise 13 (where-the-error-went): the report and the findings.
we-report-caught = Caught: { $error }
we-report-sizes = Sizes: { $sizes }
we-error-lost = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, all_sizes returned { $got }; it should return { $want }. A corrupted photo spoils the whole batch: collected into Result<Vec<_>, _>, the first Err is the answer.
we-error-made-up = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, all_sizes returned { $got }; it should return { $want }: no photo here is corrupted.
we-wrong = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, all_sizes returned { $got }; it should return { $want }. The error is thumbnail's own text, and the sizes are the photos' own.
we-photos-not-made = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, all_sizes returned when { $made } of at least { $want } photos handed out that take time had been made. Every photo handed out to the pool must still be made, also after an error: the error only decides what all_sizes returns, it does not call off the tasks.
we-out-of-order = For { $images } with { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }, all_sizes returned { $got }: the right sizes, but not in the photos' order ({ $want }). Collect the tickets in the order of the photos; results collected as they finish (in a shared Vec, over a channel) must each go to its photo's place.

## Exercise 14 (pool-size): the report and the findings.
ps-report-thumbnails = Thumbnails (compute only): { $size }
ps-report-mail = Mail ({ $wait } ms waiting, { $compute } ms computing): { $size }
ps-wrong = pool_size({ $cores }, { $wait }, { $compute }) returned { $got }; it should return { $want }, that is ⌊{ $cores } × ({ $compute } + { $wait }) / { $compute }⌋. Multiply before you divide (in integers 5 / 10 is 0), in a type wide enough for the product, and without floats. Nor is there a limit of its own: the cores are the least it can be, not the most.
ps-wrong-over = pool_size({ $cores }, { $wait }, { $compute }) returned { $got }; it should return { $want }, that is ⌊{ $cores } × ({ $compute } + { $wait }) / { $compute }⌋: rounded down, never up (a remainder adds no worker), and exact (a float can round a result up).
ps-panicked = pool_size panicked: “{ $message }”. A sum or a product of u32s can be too big for a u32 although the result fits (compute + wait, cores × that): compute in u64 and convert the result back.
ps-scn-compute-only = pool sizes for work that only computes
ps-scn-waiting = pool sizes for work that waits
ps-scn-big-product = pool sizes whose product does not fit in a u32
ps-scn-boundaries = pool sizes at every boundary: no wait, one core, remainders around a half, results near u32::MAX
ps-scn-random = pool sizes for { $count } inputs of every size (seed { $seed })

## Exercise 16 (bounded-pool): the findings.
bp-zero-accepted = { $call } did not panic. A queue without room for a single waiting task could never take one: new must refuse waiting = 0.
bp-run-waits-with-room = Left waiting forever: { $threads }. run waited although fewer than waiting tasks were queued. Count only the tasks no worker has taken yet, and wait only while that count has reached waiting.
bp-run-not-woken = Left waiting forever: { $threads }. run still waits although places are free again: every task a worker takes frees a place, and a run that waits for one must be woken every time, not only when the queue was full.
bp-run-waited-with-room = run({ $task }) waited although the pool had room: { $size ->
        [one] one worker
       *[other] { $size } workers
    } and room for { $waiting } queued { $waiting ->
        [one] task
       *[other] tasks
    }, and only { $task } { $task ->
        [one] task was
       *[other] tasks were
    } run before it. But only { $taken } of them { $taken ->
        [one] was
       *[other] were
    } taken by a worker, and { $queued } stayed in the queue while { $free ->
        [one] a worker was
       *[other] { $free } workers were
    } free. A free worker takes the next queued task at once: does a worker keep the queue (or the receiver) locked while it works, so that the others cannot take one? Or does a taken task keep its place in the queue until it is done?
bp-run-waited-room-short = run({ $task }) waited although the pool had room: { $size ->
        [one] its worker held a task
       *[other] all { $size } workers held a task
    }, and { $queued ->
        [0] no task was
        [one] only one was
       *[other] only { $queued } were
    } queued, with room for { $waiting } queued { $waiting ->
        [one] task
       *[other] tasks
    }. A task a worker has taken no longer counts: the room is for the tasks no worker has taken yet. Is the room smaller than waiting (a sync_channel(waiting - 1), a >= where > belongs), or does a taken task keep its place until it is done?
bp-run-squeezed-in = With { $size ->
        [one] one worker
       *[other] { $size } workers
    } and room for { $waiting } waiting, { $unfinished } tasks were handed out and not done while no more could be in the making: two shops waited for one free place and both got in. After run wakes, it must look again whether there is room (a while around its wait, not an if): another run may have taken the place first.
bp-real-run-squeezed-in = On real threads, with { $size ->
        [one] one worker
       *[other] { $size } workers
    } and room for { $waiting } waiting, { $unfinished } tasks were handed out and not done: more than the workers and the room can hold. Under the explorer that never happened: does your code work differently when it is not explored? After run wakes (notified, or spuriously, as any wait may), it must look again whether there is room: a while around its wait, not an if.
bp-run-did-not-wait = With { $size ->
        [one] one worker
       *[other] { $size } workers
    } busy and room for { $waiting } waiting, { $returned } runs returned while no task could finish: run must wait while { $waiting } tasks are queued, not drop, refuse or squeeze in one more.
bp-queued-before-workers = run({ $task }) returned while { $unbegun } tasks were handed out and none of the threads that began a task afterwards had run yet, so no worker had taken any: the queue held { $unbegun }, where the room holds { $waiting }. run must wait while { $waiting ->
        [one] one task is
       *[other] { $waiting } tasks are
    } queued (not yet taken by a worker), also before any worker has taken one: a place is free again as soon as a worker takes its task, and tasks in the making take no place.
bp-queued-past-room = run({ $task }) returned while { $unbegun } tasks were handed out and not yet begun, and only { $ran } of the threads that began a task afterwards had run by then, each holding at most one task it had taken: at least { $queued } waited in the queue, where the room holds { $waiting }. run must wait while { $waiting ->
        [one] one task is
       *[other] { $waiting } tasks are
    } queued (not yet taken by a worker): a place is free again as soon as a worker takes its task, and tasks in the making take no place.
bp-tasks-lost = In a pool of { $size } with room for { $waiting }, the tickets gave { $got }; they should give { $want }. A task that comes while the queue is full waits in run; it is never dropped or refused.
bp-wrong-results = In a pool of { $size } with room for { $waiting }, the tickets gave { $got }; they should give { $want }.
bp-out-of-order = In a pool of { $size } with room for { $waiting }, the tickets gave { $got }: the right results, but in the wrong places ({ $want }). Each ticket must give the result of its own task.
bp-close-hangs = close() never returned (left waiting forever: { $threads }). Every worker must learn that no more tasks come: one pill each behind the queued tasks, or a closed flag with notify_all.
bp-early-close = close() returned when only { $done } of { $tasks } queued tasks were done. close must let the workers finish every queued task.
bp-not-concurrent = These tasks can only finish while they run side by side, and the pool never ran them so (left waiting forever: { $threads }). Does a worker keep the queue locked while it works?
bp-too-few-at-once = In a pool of { $size } with room for { $waiting }, no explored interleaving had { $want } tasks in flight at once (begun, not finished): at most { $most } { $most ->
        [one] was, at any time; { $later } started only after { $earlier } had finished, at { $at }
       *[other] were, at any time
    } ({ $tasks } tasks). Does a worker keep the queue locked while it works, or does run wait for its task?
bp-real-one-at-a-time = On real threads the { $tasks } tasks in a pool of { $size } ran one at a time: at most { $most } in flight at once (begun, not finished). Under the explorer they ran side by side: does your code work differently when it is not explored? Its workers must take the next task while the others work there too.
bp-note-gate-opens = { $returned } runs have returned: the gate opens, the tasks may finish
bp-scn-no-room = BoundedPool::new with no room for waiting tasks
bp-scn-full = pool of { $size }, room for { $waiting }, { $tasks } tasks, every worker held at a gate
bp-scn-two-shops = pool of { $size }, room for { $waiting }, two shops waiting for the same room
bp-real-overtaken-shop = on real threads, pool of { $size }, room for { $waiting }: a shop waits in run on a full pool, main lets one task through and runs one at once, round after round
bp-scn-runs-in-a-row = pool of { $size }, room for { $waiting }, { $tasks } tasks handed out in a row
bp-scn-many = pool of { $size }, room for { $waiting }, { $tasks } tasks
bp-scn-shops = pool of { $size }, room for { $waiting }, two shops, { $tasks } tasks
bp-scn-close = pool of { $size }, room for { $waiting }, { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    }, close at once
bp-scn-side-by-side = pool of { $size }, room for { $waiting }, { $tasks } tasks that can only finish together
bp-run-does-the-task = With the queue full, run({ $task }) did not wait for room: it did the task itself, on the thread that called it ({ $threads } left waiting). So the caller is held up by a whole task, and one more task runs than the pool has workers. run only waits while { $waiting ->
        [one] one task is
       *[other] { $waiting } tasks are
    } queued, and leaves every task to a worker.
bp-scn-timed = pool of { $size }, room for { $waiting }, { $tasks } tasks of { $each }
bp-scn-invoices = invoices of { $orders } orders, { $workers ->
        [one] 1 worker
       *[other] { $workers } workers
    }, room for { $waiting }

## Exercise 17 (progress): the report and the findings.
pg-scn-slow-print = invoices of { $orders } orders that finish together, { $workers } workers, and a line that takes 5 ms to print
pg-report-done = done { $done } of { $count }
pg-counts-wrong = done was called with { $got }; it should be called with { $want }: k = 1, 2, … { $count } in that order, each once. Count and report in one step for the other workers: take one lock, add one, call done with that count, and only then let go.
pg-counts-wrong-total = done was called with { $got }; it should be called with { $want }: n is how many orders there are, { $count }, the same in every call (not the workers, not the tasks left).
pg-counts-from-zero = done was called with { $got }; it should be called with { $want }: each count one too low. k is how many tasks are done, this one included: add one first, then call done with the new count.
pg-counts-extra-call = done was called with { $got }; it should be called with { $want }: once for each of the { $count } tasks, by the worker that finished it, and no more (not once more at the end).
tp-invoices-one-at-a-time = { $orders } orders on { $workers } workers: never two invoices in the making at once. The second began at t={ $next-from }, only once the first was done (t={ $first-to }). The invoices were made one at a time: is each ticket waited on before the next order is handed out? A chain like map(run).map(wait) does just that, since iterators are lazy. Hand out every order first (collect the tickets into a Vec), then wait on them. Or does a lock stay held while an invoice is made (a worker that keeps the queue locked, a counter or the results behind a Mutex locked around the work)?
tp-invoices-too-few = { $orders } orders on { $workers } workers: at most { $most } invoices in the making at once, never { $want }. Are some tickets waited on before every order is handed out? Hand out every order first (collect the tickets into a Vec), then wait on them. Or does a lock stay held while an invoice is made (a worker that keeps the queue locked, a counter or the results behind a Mutex locked around the work)?
tp-invoices-worker-left-free = { $orders } orders on { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }: from t={ $from } to t={ $until } after the first invoice began, only { $busy ->
        [one] one invoice was
       *[other] { $busy } invoices were
    } in the making while { $waiting ->
        [one] one more order
       *[other] { $waiting } more orders
    } waited to begin: a worker was free and got no order. Are the orders handed out in batches, each batch waited on before the next? Hand out every order first (collect the tickets into a Vec), then wait on them.
tp-invoices-real-one-at-a-time = On real threads the { $orders } orders on { $workers } workers got their invoices one at a time: at most { $most } invoice in the making at once. Under the explorer they were made side by side: does your code work differently when it is not explored? Hand out every order first there too (collect the tickets into a Vec), then wait on them.
tp-naps = { $thread } slept { $naps } times ({ $nap } each time) while it had nothing to do but wait, and looked again after every nap: that is busy waiting, only slower. A thread that waits must block until what it waits for wakes it: an idle worker in recv() or Condvar::wait on the task queue, a ticket's wait in recv() on its answer, a run in Condvar::wait for room; never sleep and look again.
pg-counts-out-of-order = done was called with { $got }: every count once, but not in order; it should be called with { $want }. k is how many tasks are done when done is called: the first task to finish says 1, the next 2, whichever order it is (not its place among the orders). Keep that count where every worker sees it, and count and report in one step: take one lock, add one, call done with that count, and only then let go.
pg-counts-missing = done was called { $calls ->
        [one] once
       *[other] { $calls } times
    } for { $count } tasks ({ $got }); it should be called with { $want }. Every task counts once it is done, one whose invoice failed too: call done for each task, whatever its result.
pg-counts-skipped = done was called { $calls ->
        [one] once
       *[other] { $calls } times
    } for { $count } tasks ({ $got }); it should be called with { $want }. Every invoice here succeeded, so some were done and never counted: a worker that skips its count when the lock is taken (try_lock), or gives up on it, loses one. Count and report every task, waiting for the lock if need be.
to-real-quick-behind-slow = On real threads the quick invoices waited behind the slow one: { $begun } of { $quick } quick PDFs began before the slow PDF ({ $slow } ms) had ended, though there were { $workers } workers, in each of { $runs } runs. Under the explorer none waited: does your code work differently when it is not explored? A free worker takes the next order, whichever other worker is busy.
pg-real-late = On real threads done({ $k }, …) came only after the first invoice's PDF had ended, though an invalid order was done at once. Under the explorer it came in time: does your code report differently when it is not explored? Report a task when it finishes, in its worker, not when its ticket is waited on.
pg-real-late-next = On real threads done({ $k }, …) came only after the PDF of a later invoice had ended, though on one worker its task was done before that PDF began. Under the explorer it came in time: does your code report differently when it is not explored? Report a task when it finishes, in its worker, not when its ticket is waited on.
pg-late = done({ $k }, …) came at { $at } ms, but { $k ->
        [one] a task was
       *[other] { $k } tasks were
    } done already at { $want } ms. Report a task when it finishes, in its worker, not when its ticket is waited on.
pg-early = done({ $k }, …) came at { $at } ms, when { $k ->
        [one] no task was done yet (the first was done only at { $want } ms)
       *[other] fewer than { $k } tasks were done ({ $k } were done only at { $want } ms)
    }. Report a task once it is done, not when it starts.

## Exercise 18 (timeout): the report and the findings.
to-report-timeout = timeout
to-real-timeout-too-soon = On real threads the order { $order } came back Err("timeout") with a limit of { $limit } ms, far more than its PDF takes; under the explorer it came on time. Two things make that: a deadline counted from the call instead of from when a worker starts the order, and a wait that wakes for nothing (std allows a Condvar's wait to, and real threads do) read as the limit reached. Wait with wait_timeout in a loop, until the result is there or the order's own deadline has passed.
to-timeout-spread = With { $workers ->
        [one] one worker
       *[other] { $workers } workers
    } and a limit of { $limit } ms, the orders { $orders } gave { $got }; they should give { $want }. An invoice on time was reported as failed. Two things make that: a deadline counted from the wrong moment (a task is measured from when its worker starts it, not from the call or from when its ticket is waited on), and a wake-up read as the limit reached (a wait_timeout in an if, not a loop: it also wakes for another notify, such as the order's start). Wait in a loop until the result is there or the order's own deadline has passed.
to-pdf-never-made = With { $workers ->
        [one] one worker
       *[other] { $workers } workers
    } and a limit of { $limit } ms, the orders { $orders } gave the right results, but only { $made ->
        [one] one of their { $valid } invoices was
       *[other] { $made } of their { $valid } invoices were
    } ever begun: an order was refused without making its PDF, from what it would take. A task times out when its own run takes longer than the limit, measured while it runs: begin every invoice, and give up on it once the limit has passed.
to-timeout-missed = With { $workers ->
        [one] one worker
       *[other] { $workers } workers
    } and a limit of { $limit } ms, the orders { $orders } gave { $got }; they should give { $want }. An invoice whose PDF takes longer than the limit must be Err("timeout"), not its late result.
to-wrong = With { $workers ->
        [one] one worker
       *[other] { $workers } workers
    } and a limit of { $limit } ms, the orders { $orders } gave { $got }; they should give { $want }.
to-out-of-order = With { $workers ->
        [one] one worker
       *[other] { $workers } workers
    } and a limit of { $limit } ms, the orders { $orders } gave { $got }: the right results, but not in the orders' order ({ $want }).
to-worker-left-free = The orders { $orders } on { $workers ->
        [one] one worker
       *[other] { $workers } workers
    }: from t={ $from } ms to t={ $until } ms of the call, only { $busy ->
        [one] one invoice was
       *[other] { $busy } invoices were
    } in the making while { $waiting ->
        [one] one more order
       *[other] { $waiting } more orders
    } waited to begin: a worker was free and got no order. Hand out every order first, and let no order wait for a worker that is busy while another is free.
to-scn-batch = { $orders } orders, { $workers ->
        [one] 1 worker
       *[other] { $workers } workers
    }, limit { $limit } ms

## Exercise 15 (sequential-bug): the report and the findings.
sb-report-took = Took over 0.5 s: { $over }
sb-one-at-a-time = { $images } photos on { $workers ->
        [one] one worker
       *[other] { $workers } workers
    } took { $took } ms; side by side they take { $bound } ms, one after the other { $one-by-one } ms. The photos were made one at a time: is each ticket waited on before the next photo is handed out? Hand out every photo first (collect the tickets into a Vec), then wait on them.
sb-too-few-at-once = { $images } photos on { $workers } workers took { $took } ms; side by side they take { $bound } ms, one after the other { $one-by-one } ms. At most { $most } photos were in the making at once, never { $want }: are some tickets waited on before every photo is handed out? Hand out every photo first (collect the tickets into a Vec), then wait on them.
sb-scn-given = the given main's { $images } photos, { $workers } workers

## The roles of the threads the checks start (timeline::thread_name).
thread-shop = shop

# In place of class-capacity-exceeded-why: in exercise 16 it is run that waits, for the pool's room.
bounded-pool-class-capacity-exceeded-why = While the pool's room for waiting tasks is full, run must wait; that is how the slow workers hold back the fast shops.
progress-class-out-of-order-why = done(k, n) counts the tasks that are done: 1, 2, … n, each once and in that order, whichever task finishes.

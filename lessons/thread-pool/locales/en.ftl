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
    }, invoices returned { $got }: the right results, but not in the orders' order ({ $want }). Wait on the tickets in the order of the orders, not for whichever finishes first.
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
ip-run-waits = run() did not return while the workers were busy (left waiting forever: { $threads }). run only puts the task in the queue and returns at once; the task waits in the queue, not the caller.
ip-error-spread = In a pool of { $size }, with some tasks failing, the tickets gave { $got }; they should give { $want }. An error or a panic belongs to its own task's ticket only, and the worker that ran the task must go on with the next one.
ip-worker-died = A task failed or panicked, and after it the tasks were no longer done (left waiting forever: { $threads }). The worker must pass the error on to that task's ticket and take the next task.
ip-early-close = close() returned when only { $done } of { $tasks } queued tasks were done. close must let the workers finish every queued task, and return only once they have stopped.
ip-nobody-wakes = Left waiting forever: { $threads }. A worker that sleeps waiting for a task must be woken by what it waits for: by run when a task comes, by close when no more will come. A wake-up sent just before a worker starts to wait is lost, unless the worker checks what it waits for under the same lock.

## Notes in the timeline of a failed run.
ip-note-all-queued = every run() has returned: the tasks may finish now
ip-note-ticket-dropped = drops the ticket of task { $task } without waiting on it

## A task that panics on purpose, and the panic got out of the pool.
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
ip-scn-close-at-once = pool of { $size }, { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    }, close at once
ip-scn-waited-then-close = pool of { $size }, { $tasks ->
        [one] 1 task
       *[other] { $tasks } tasks
    } waited on, then close

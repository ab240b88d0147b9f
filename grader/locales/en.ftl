# The grader's own messages, in English. Every key here exists in de.ftl and bg.ftl too.

## Bug classes: a short name, and why it matters in the student's terms.
class-not-done = not done yet
class-not-done-why = The exercise still has todo!() in it: that is where you start.
class-compile-error = does not compile
class-compile-error-why = The compiler explains each error above; fix the first one first.
class-forbidden-api = refused before compiling
class-forbidden-api-why = The grader can only explore threads and locks it can see: those from conveyor.
class-lost-item = lost item
class-lost-item-why = Every item that goes into the queue must come out once: an order that vanishes is never packed.
class-duplicate-item = item taken twice
class-duplicate-item-why = Two threads got the same item: the check and the take must happen under one lock.
class-capacity-exceeded = capacity exceeded (no backpressure)
class-capacity-exceeded-why = A full queue must make put wait; that is how the slow side holds back the fast one.
class-deadlock = thread waits forever
class-deadlock-why = A thread waits for something nobody will ever do: a missed pill, a lost wake-up or a forgotten notify.
class-no-recheck = woken thread does not check again
class-no-recheck-why = Another thread may be faster than the one you woke: wait in a while loop, not behind an if.
class-busy-wait = busy waiting
class-busy-wait-why = A waiting thread must sleep in Condvar::wait, not keep trying: trying again and again burns a core.
class-wrong-output = wrong output
class-wrong-output-why = What the program prints or returns is not what the exercise asks for.
class-out-of-order = out of order
class-out-of-order-why = Items or results must keep their order: first in, first out; results in the order of the input.
class-not-concurrent = runs one at a time
class-not-concurrent-why = The tasks never run side by side, so the pool is no faster than a loop.
class-too-many-threads = too many threads
class-too-many-threads-why = A pool has a fixed number of threads; one thread per task is what a pool is there to avoid.
class-worker-died = a worker died
class-worker-died-why = An error or panic in one task must not stop the thread that ran it.
class-early-close = closed too early
class-early-close-why = Closing must wait until every task already handed in is done.
class-panic = panic
class-panic-why = Your code panicked; the message and the line say where.
class-timeout = timeout
class-timeout-why = The check made no progress in time: a thread that spins without ever waiting can only be stopped by the clock.
class-resource-limit = resource limit
class-resource-limit-why = The check used more memory or output than it may.
class-crash = crash
class-crash-why = The check process ended without a result: a signal, an abort, a stack overflow, or an exit of its own.

## What the checks found (shared by every lesson).
not-done = { $file }:{ $line } still says todo!(). That is where you start.
deadlock = Every thread that is left waits, and nothing can wake them: { $threads }.
step-limit = A thread kept running without making progress: it tries again and again instead of waiting.
student-panic = Your code panicked at { $file }:{ $line }: { $message }
check-lost-finding = The check failed without saying why: please tell your teacher.
capacity-exceeded = The queue held at least { $inside } items, but its capacity is { $capacity }.
duplicate-item = { $item } was taken { $times } times, but it was put only once.
unknown-item = { $item } was taken, but nobody put it.
lost-item = { $count } of { $sent } items went in and never came out: { $missing }.
busy-wait = { $call } made { $ops } lock, atomic or yield operations while it waited: it keeps trying instead of sleeping in wait().
stuck-in = { $thread } in { $call }

## Before the checks.
forbidden-std-sync = `{ $found }` comes from std::sync: import from conveyor::sync so every interleaving can be explored.
forbidden-std-thread = `{ $found }` comes from std::thread: import from conveyor::thread so every interleaving can be explored.
forbidden-std-rename = `{ $found }` renames std, which would hide what it is used for: write std:: paths in full.
file-missing = Cannot read { $file }: { $error }
compile-error = { $file } does not compile:
api-mismatch = { $file } compiles, but the checks cannot use it: keep the public API of the exercise exactly as given.
setup-error = The grader could not build the checks (not your fault): { $error }
cannot-start = Cannot start the check: { $error }
timeout = No progress for { $seconds } s: the check was stopped. A loop that never waits cannot be interrupted any other way.
crash-signal = The check process was killed by signal { $signal } before it reported (a crash, an abort or a stack overflow).
crash-exit = The check process ended with exit code { $code } before it reported: does your code call exit or abort?
crash-unknown = The check process ended without a report.
snapshot-missing = The expected output { $file } cannot be read: { $error }
main-not-done = The program stops at a todo!() in { $file }.
main-failed = The program did not end well:
    { $stderr }
output-differs = The program's output is not the expected one.

## The report.
checking = Checking { $id } ({ $file })…
check-skipped = not run
grader-error = could not be checked
scenario = Scenario: { $scenario }
stuck-threads = Stuck: { $threads }
diff-legend = - expected, + printed:
replay-with = Replay exactly this interleaving:
more-failing = { $count ->
    [one] One more check fails too.
   *[other] { $count } more checks fail too.
}
verdict-pass = { $id }: every check passes. Well done!
verdict-fail = { $id }: not yet. Fix the first failure above, then check again.
verdict-error = { $id } could not be checked.

## Commands.
no-workspace = No course workspace here ({ $dir }): run grader inside the course folder.
bad-manifest = A lesson manifest is broken: { $error }
unknown-exercise = There is no exercise { $id }. Exercises: { $known }
bad-replay = --replay takes CHECK:SCENARIO:SCHEDULE, exactly as a failed check prints it.
list-name = exercise
list-status = status
list-title = title
status-not-started = not started
status-failing = failing
status-done = done
no-hints = { $id } has no hints.
hint-number = Hint { $n } of { $of }:
hint-more = Ask again for the next hint: grader hint { $id }
verify-expected = expected { $class }, got
verify-ok = Every stub fails, every solution passes, every mutant is caught.
verify-failed = Some checks are not doing their job (see ✗ above).

## The timeline of a failing interleaving.
timeline-title = What happened, step by step ({ $steps } scheduling steps, { $preemptions } preemptions):
timeline-returns = { $call } returns
timeline-forever = waits forever
timeline-folded = … { $count } more steps in which { $threads } go on …
timeline-stuck = { $thread } waits in { $call } since step { $step }, and no thread is left to wake it.
timeline-look-at = Look at { $function } in { $file }:{ $line }.
note-over-capacity = now at least { $inside } inside, capacity { $capacity }
unknown-lesson = There is no lesson { $id }. Lessons: { $known }
lesson-missing = The lesson { $id } has no text yet.

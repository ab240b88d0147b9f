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
class-deadlock-why = A thread waits for something no other thread will ever do.
class-no-recheck = woken thread does not check again
class-no-recheck-why = Another thread may be faster than the one you woke: wait in a while loop, not behind an if.
class-busy-wait = busy waiting
class-busy-wait-why = A waiting thread must sleep in Condvar::wait, not keep trying: trying again and again burns a core.
class-wrong-output = wrong output
class-wrong-output-why = What the program prints or returns is not what the exercise asks for.
class-out-of-order = out of order
class-out-of-order-why = Items or results must keep their order: first in, first out; results in the order of the input.
class-not-concurrent = tasks not side by side
class-not-concurrent-why = A pool of N workers keeps N tasks running at once while tasks wait for a worker: with fewer at once, it is slower than it could be.
class-too-many-threads = too many threads
class-too-many-threads-why = A pool has a fixed number of threads; one thread per task is what a pool is there to avoid.
class-worker-died = a worker died
class-worker-died-why = An error or panic in one task must not stop the thread that ran it.
class-early-close = closed too early
class-early-close-why = Closing must wait until every task already handed out is done.
class-panic = panic
class-panic-why = Your code panicked: the message says what went wrong, the line where, or in which call.
class-timeout = timeout
class-timeout-why = The check made no progress in time: a thread that spins without ever waiting can only be stopped by the clock.
class-resource-limit = resource limit
class-resource-limit-why = The check used more memory or output than it may.
class-crash = crash
class-crash-why = The check process ended without a result: a signal, an abort, a stack overflow, or an exit of its own.
class-wrong-answer = wrong answer
class-wrong-answer-why = A quiz question answered wrong: read the lesson's section again, then try grader quiz once more.

## What the checks found (shared by every lesson).
not-done = { $function ->
    [none] not done yet: start at { $file }:{ $line }
   *[other] not done yet: start at { $file }:{ $line } (`{ $function }`)
}
deadlock = Every thread that is left waits, and nothing can wake them: { $threads }.
deadlock-lock-kept = Every thread that is left waits, and nothing can wake them: { $threads }. One of them waits while it keeps a lock that the others need, so nobody gets in to change what it waits for. Let go of a lock before you wait for another thread; a Condvar's wait lets go only of its own.
deadlock-lock-cycle = Every thread that is left waits, and nothing can wake them: { $threads }. They wait for each other's locks, in a circle: no notify could help them.
deadlock-after-panic = { $died } ended in a panic at { $file }:{ $line }: { $message }. After it these threads wait forever: { $threads }. What { $died } was still to do for them never happened. The panic is the bug; the waiting only follows from it.
fewer-workers-started = With { $workers } workers, { $want } tasks that take time should have been in the making at once, but the program started only { $started ->
        [0] no thread
        [one] one thread
       *[other] { $started } threads
    } to make them: at most { $most } at once. A pool of N keeps N workers: is the number of workers passed on as it was given (not capped at some maximum, not one less)?
worker-ended-early = { $thread } ended at t={ $at }, while { $waiting ->
        [one] a task that takes time had
       *[other] { $waiting } tasks that take time had
    } not begun yet, and no worker took its place: from then on fewer tasks ran side by side than the pool has workers. A worker keeps taking tasks until none are left: does a `return` or a `?` on a task's error end its loop? Keep the error with that task's result and go on with the next task.
timeout-rescue = { $thread } waited in { $call } ({ $wait }) and went on only because its timeout ran out at t={ $at }: every thread that could still run was waiting too, and nobody woke it. Without the timeout it would wait forever. Whoever changes what it waits for must wake it: notify_one or notify_all for a Condvar, a send for a channel.
timeout-rescue-in-wait = { $thread } waited in { $wait } and went on only because its timeout ran out at t={ $at }: every thread that could still run was waiting too, and nobody woke it. Without the timeout it would wait forever. Whoever changes what it waits for must wake it: notify_one or notify_all for a Condvar, a send for a channel.
step-limit = A thread kept running without making progress: it tries again and again instead of waiting.
step-limit-in = { $thread } kept running in { $call } without making progress: it tries again and again instead of waiting.
student-panic = Your code panicked at { $file }:{ $line }: { $message }
student-panic-in-std = Your code panicked inside Rust's own library ({ $file }:{ $line }), in a call your code made: { $message }. That line is not yours: look in your code for the call that can fail this way.
check-own-panic = A check stopped in its own code ({ $message }): your code returned or did something it could not handle. The steps above show what your code did. If your code looks right to you, show this to your teacher.
check-lost-finding = The check failed without saying why: please tell your teacher.
capacity-exceeded = The queue held at least { $inside } items, but its capacity is { $capacity }.
duplicate-item = { $item } was taken { $times } times, but it was put only once.
unknown-item = { $item } was taken, but nobody put it.
lost-item = { $count } of { $sent } items went in and never came out: { $missing }.
busy-wait = { $call } made { $ops } lock, atomic or yield operations while it waited: it keeps trying instead of sleeping in wait().
stuck-in = { $thread } in { $call }
ran-one-at-a-time = { $tasks } tasks of { $each } each on { $workers } workers took { $took }: they ran one at a time. A pool's workers must work side by side.
ran-too-few-at-once = { $tasks } tasks on { $workers } workers took { $took }, and at most { $most } of them ever ran at once; { $want } should have.

## Before the checks.
forbidden-std-sync = `{ $found }` comes from std::sync: import from conveyor::sync so every interleaving can be explored.
forbidden-std-thread = `{ $found }` comes from std::thread: import from conveyor::thread so every interleaving can be explored.
forbidden-std-instant = `{ $found }` is std's clock, which the explorer cannot see: use conveyor::time::Instant (the same methods), whose time is the explorer's virtual clock under the grader and std's on real threads.
forbidden-std-rename = `{ $found }` renames std, which would hide what it is used for: write std:: paths in full.
forbidden-write-instead = { $file }:{ $line }: `{ $found }` → write `{ $instead }`
forbidden-conveyor-why = conveyor's threads, locks and clock have the same methods as std's, and the explorer sees them: that is how it tries every interleaving.
file-missing = Cannot read { $file }: { $error }
compile-error = { $file } does not compile:
api-mismatch = { $file } compiles, but the checks cannot use it: keep the public API of the exercise exactly as given.
setup-error = The grader could not build the checks (not your fault): { $error }
grading-cancelled = The check was stopped before its end: it says nothing about your code.
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
output-extra-lines = The program prints every line of the report, and more lines besides (marked + below): the output is compared line by line. Print what you want to see while you work on stderr, with eprintln!.

## The report.
checking = Checking { $id } ({ $file })…
check-skipped = not run
grader-error = could not be checked
grader-fault = The grader failed while grading this exercise (not your fault, it costs no points): { $error }
scenario = Scenario: { $scenario }
stuck-threads = Stuck: { $threads }
diff-legend = - expected, + printed:
replay-with = Replay exactly this interleaving:
more-failing = { $count ->
    [one] One more check fails too.
   *[other] { $count } more checks fail too.
}
verdict-pass = { $id }: every check passes. Well done!
verdict-fail = { $id }: not yet. Fix the failure shown above, then check again.
verdict-error = { $id } could not be checked.
verdict-replay-pass = { $id }: the replayed interleaving of { $check } no longer fails with this code. That was one interleaving of one check: run `{ $command }` for every check.

## Commands.
no-workspace = No course workspace here ({ $dir }): run grader inside the course folder.
bad-manifest = A lesson manifest is broken: { $error }
unknown-exercise = There is no exercise { $id }. Exercises: { $known }
did-you-mean = Did you mean { $id }?
course-empty = The course has no exercises: no lessons/*/lesson.toml lists one.
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
hint-more-watch = Press h again for the next hint.
verify-expected = expected { $class }, got
verify-ok = Every stub fails, every solution passes, every mutant is caught.
verify-failed = Some checks are not doing their job (see ✗ above).

## The timeline of a failing interleaving.
timeline-title = What happened, step by step ({ $steps ->
    [one] 1 scheduling step
   *[other] { $steps } scheduling steps
  }, { $preemptions ->
    [one] 1 preemption
   *[other] { $preemptions } preemptions
  }):
timeline-returns = { $call } returns
timeline-wakes-at = { $call } wakes at t={ $time }
timeline-returns-at = { $call } returns at t={ $time }
timeline-timed-out = { $call } times out at t={ $time }
timeline-forever = waits forever
timeline-waiting = waiting
timeline-waited-until = { $thread } waited in { $call } from step { $step } until its timeout ran out at t={ $time }: nobody woke it.
timeline-the-condvar = the Condvar
timeline-the-condvar-named = the Condvar { $code }
timeline-lock-place = line { $line }
timeline-lock-place-named = { $code }, line { $line }
timeline-lock-let-go = lets go of the lock
timeline-lock-let-go-at = lets go of the lock ({ $at })
timeline-lock-again = takes the lock again
timeline-lock-again-at = takes the lock again ({ $at })
timeline-panicked = ends in a panic
timeline-folded = … { $count } more steps in which { $threads } { $many ->
    [one] goes
   *[other] go
} on …
timeline-stuck = { $thread } waits in { $call } since step { $step }.
timeline-idle = Never seen above (no sleep, lock or wait of theirs): { $threads }.
timeline-look-at = Look at { $function } in { $file }:{ $line }.
note-over-capacity = now at least { $inside } inside, capacity { $capacity }
unknown-lesson = There is no lesson { $id }. Lessons: { $known }
lesson-missing = The lesson { $id } has no text yet.

## Day to day: watch, next, reset, solution.
watch-watching = Watching { $file }: every save checks it again.
watch-polling = Watching { $file } by looking for changes every { $seconds } s: every save checks it again.
watch-events-failed = File events are not available here ({ $error }): watching by polling instead.
watch-no-events = A save came without a file event, so file events do not work here: watching by polling from now on.
watch-keys = Keys: n next exercise · h hint · l list · r reset · c check now · q quit
watch-why-start = first check
watch-why-saved = after a save
watch-why-asked = checked on request
watch-building = building…
watch-exploring = { $check } · schedules explored: { $schedules } · failing checks: { $failed }
watch-took = { $seconds } s · checks run: { $checks } · schedules explored: { $schedules }
watch-more-lines = … { $count } more lines not shown here: grader check { $id } shows them all.
watch-passed-next = { $id } is done! Press n for the next exercise, { $next }.
watch-no-next = No other exercise is left to do.
watch-stopped = (the check in progress was stopped)
watch-bye = Watch ended.
next-all-done = Every exercise is done. Well done!
next-exercise = Next: { $id } · { $slug } · { $title }
next-read = Read: { $file }
next-edit = Edit: { $file }
next-then = Then: grader check { $id }, or grader watch { $id } to check on every save.
reset-ask = Put the stub back into { $file }? Your version is kept in { $backups }. [y/N]
reset-declined = Nothing was changed.
reset-already = { $file } is the stub already: nothing to reset.
reset-from-git = from git, HEAD
reset-done = { $id }: { $file } is the stub again ({ $from }).
reset-backup = Your version is kept in { $backup }.
reset-failed = Cannot write { $file }: { $error }
solution-not-yet = { $id } is not done yet: its reference solution is shown once it passes. Check it with: grader check { $id }
solution-missing = There is no reference solution at { $file }.
solution-header = { $id }: your solution beside the reference solution
solution-yours = yours: { $file }
solution-reference = reference: { $file }

## For teachers: grader new, and what grader verify says is still to write.
new-unknown-lesson = There is no lesson { $lesson }. Lessons: { $known }. To begin the lesson { $lesson } with this exercise: grader new { $lesson } { $slug } --new-lesson
new-lesson-exists = The lesson { $lesson } exists already: leave out --new-lesson.
new-bad-lesson = "{ $lesson }" cannot name a lesson: use lower-case letters, digits and single hyphens, starting with a letter.
new-bad-slug = "{ $slug }" cannot name an exercise: use lower-case letters, digits and single hyphens, starting with a letter.
new-slug-taken = The name { $slug } is taken already.
new-number-taken = Number { $number } is taken already, by { $slug }.
new-exists = { $file } exists already: nothing was changed.
new-failed = Cannot write { $file }: { $error }
new-created = Laid out { $id } ({ $slug }) in the lesson { $lesson }:
new-next = Next: grader verify { $slug } lists what is still to write; each TODO(teacher) marks one of those things.
verify-gap-own = written for this exercise
verify-gap-lesson = written for this lesson
verify-gap-example = still the example of grader new (TODO(teacher))
verify-gap-title = a title in every language
verify-gap-hints = hints in every language
verify-gap-languages = missing or a placeholder in { $langs }
verify-gap-checks = at least one check
verify-gap-none = none
verify-gap-empty = empty
verify-gap-snapshot = the given main's output
verify-gap-mutant = a mutant of your own
verify-gap-only-example = only the example of grader new
verify-gap-check = check { $check }
verify-gap-fails-on-stub = to fail on the stub
verify-gap-passes = it passes: it never runs the student's code
verify-gap-caught = a mutant that makes it fail
verify-gap-never-fails = no mutant makes it fail
verify-names-same = the same check names in lesson.toml and checks.rs
verify-names-in-manifest = an [[exercise.check]] of this name in lesson.toml
verify-names-never-runs = none: this check never runs
verify-names-in-checks = a Check of this name in checks.rs's main
verify-names-crashes = none: a student would see this check crash
verify-names-once = one check of this name
verify-names-times = { $count } checks of this name
accept-output-wrote = wrote { $file }
accept-output-unchanged = { $file } is unchanged
accept-output-failed = The given main did not run to its end on the solution, so no snapshot was written: { $error }
accept-output-none = { $id } has no output check (kind = "snapshot") to write a snapshot for.
accept-output-next = Next: grader verify { $id }

## Untrusted submissions: more refusals before compiling.
forbidden-thread-local = `{ $found }` keeps state per OS thread: the explorer runs every thread on one, so it would share what real threads do not. Keep the state in the queue, behind its lock.
forbidden-unsafe = `{ $found }` is unsafe code: the grader cannot vouch for what it does to the checks. Write the exercise in safe Rust; conveyor has every lock and thread you need.
forbidden-process = `{ $found }` comes from std::process, which could end or start processes behind the checks' back: leave it out, and return from your functions instead.
forbidden-fs = `{ $found }` comes from std::fs: an exercise reads and writes no files. Keep your data in memory.
forbidden-env = `{ $found }` reads the environment, which is the grader's, not the exercise's: pass values as arguments instead.
forbidden-net = `{ $found }` comes from std::net: an exercise opens no connections. Threads talk through the queue or conveyor::sync::mpsc.
forbidden-os = `{ $found }` comes from std::os, which reaches the operating system directly: use the portable APIs of std and conveyor instead.
forbidden-panic-hook = `{ $found }` would take over how panics are reported, which the checks rely on: leave the panic hook alone (catch_unwind is allowed).
forbidden-include = `{ $found }` reads another file at compile time, but the grader takes only your src/lib.rs: put what you need into it.
forbidden-path-attribute = `{ $found }` makes a module come from another file, but the grader takes only your src/lib.rs: write the module inline, mod name {"{"} … {"}"}.
forbidden-mod-file = `{ $found }` pulls in another file, but the grader takes only your src/lib.rs: write the module inline, mod name {"{"} … {"}"}, or move its code into lib.rs.
forbidden-extern = `{ $found }` links to code outside the exercise: leave it out; everything you need is in std and conveyor.
forbidden-asm = `{ $found }` writes machine code, or hides code from the grader's reading: no exercise needs it, and code of that kind can run before the checks have set up their limits. Write the exercise in Rust, with conveyor's locks and threads.
forbidden-global-allocator = `{ $found }` replaces the allocator of the whole program the checks run in, theirs too: the grader measures memory through an allocator of its own, and a program can have only one. Leave it out; std's allocator is the one every exercise uses.
forbidden-probe = `{ $found }` is how the checks watch your code, and calling it yourself would change what they see: leave conveyor::probe to the checks.
forbidden-glob = `{ $found }` would bring in names the grader must recognise by their paths: import what you use by name, e.g. use std::collections::VecDeque;
forbidden-macro-path = `{ $found }` makes a macro build a path or a macro call out of its input, which hides what is called: write the path out in full in the macro.
forbidden-unparsed = { $file } uses syntax the grader cannot read ({ $error }), so it cannot tell what the code uses: write it in stable Rust syntax.
forbidden-too-deep = `{ $found }` is nested deeper here than any exercise needs (brackets, operators, calls or types inside one another, hundreds of levels), and the grader does not read code that deep: split it into smaller pieces, with let bindings or functions.

## Untrusted submissions: limits.
build-timeout = Building { $file } took more than { $seconds } s and was stopped: does a constant or a macro keep the compiler busy forever?
real-threads-hang = On real threads this scenario did not end within { $seconds } s, though every interleaving the explorer tried ended: is some state kept per thread (`thread_local!`), does a thread sleep or wait for long, or is a lock or a thread used that is not from conveyor?
real-threads-wait-forever = On real threads this scenario did not end within { $seconds } s, though every interleaving the explorer tried ended: { $waiting ->
        [one] a thread waits
       *[other] { $waiting } threads wait
    } in Condvar::wait, and nothing wakes { $waiting ->
        [one] it
       *[other] them
    }. What they wait for never comes on real threads: is a wake-up lost (a notify left out where a thread may be waiting: waiters counted or read outside the lock, a notify_one that can wake a thread of the other kind), or is state kept per thread (`thread_local!`), which the explorer's threads share? A thread that waits must be woken by whoever changes what it waits for, every time. Does your code work differently when it is not explored?
build-limit = Building { $file } ran into the compiler's limits ({ $mib } MiB of memory, { $file_mib } MiB per file) and was stopped: does a constant, a static or an included file make the compiler hold or write that much?
spin-budget = Not run: an earlier check already ran into its { $seconds } s limit, so the rest would only wait the same. Fix that check first.
output-flood = The check printed more than { $kib } KiB and was stopped: does your code print in a loop? The output began with:
    { $output }
out-of-memory = The check used more than { $mib } MiB of memory and was stopped: does your code keep adding to a collection without end?
crash-stack-overflow = The check process overflowed its stack: does a function call itself without end?

## Untrusted submissions: what was taken and what was ignored.
submission-missing = The submission has no { $file }: there is nothing to grade, so it is not done yet.
submission-not-a-file = { $file } (a link or too big, not a plain source file)
submission-changed = { $file } (changed)
submission-new = { $file } (new)
submission-more = { $count } more
submission-truncated = and more files than the { $count } looked at
submission-ignored = Ignored, since only each exercises/NN-name/src/lib.rs (a quiz's answers.toml) is graded: { $files }
checking-submission = Checking the submission in { $dir }…

## grader grade: a class at once.
grade-points = { $points } of { $max } points
grade-submission = submission
grade-total = points
grade-shard = Shard { $index } of { $count }: { $taken } of { $given } submissions.
grade-done = Graded { $count ->
    [one] one submission
   *[other] { $count } submissions
} in { $seconds } s with { $jobs ->
    [one] one job
   *[other] { $jobs } jobs
}: { $points } of { $max } points.
grade-bad-shard = --shard takes I/N with 1 ≤ I ≤ N, e.g. --shard 2/3.
grade-not-a-folder = Not a submission folder: { $dir }
main-timeout = The program did not end within { $seconds } s on real threads: a thread may wait forever (a missed pill, a lost wake-up) or spin.

## Why it failed, as the trace tells it.
no-recheck-panic = { $thread } woke up in { $call } and went on without looking again, and then panicked: { $message }
cause-lost-wake-up = The { $notify } at step { $step } woke { $woken }, which waits in { $woken_call }, while { $waiting }, in { $waiting_call }, kept waiting: it was the one to wake. With one Condvar for both kinds of waiting, notify_one can wake the wrong kind: use two Condvars, or notify_all.
cause-notified-before-change = The { $notify } at step { $step } came before { $notifier } changed what the others wait for (step { $change }): { $woken } woke too early, found nothing changed and waited again, and after the change nobody woke { $waiting } in { $waiting_call }. Notify after the change, not before it.
cause-only-one-woken = The { $notify } at step { $step } woke only { $woken }; { $waiting }, in { $waiting_call }, waits for the same thing and nobody wakes it. When every waiting thread must learn of a change, use notify_all.
cause-none-left-to-notify = { $thread } waits on { $condvar } since step { $step } (in { $call }), and no other thread took a step after that: the threads that could have changed what it waits for had ended ({ $ended }). Nobody forgot a notify; what it waits for was to come from a thread that stopped too early: was a pill or a stop handed out before the work was done, or one too few?
cause-joined-waits = { $thread } waits in join() since step { $step } for { $joined } to end, and { $joined } waits in { $joined_call } for something no other thread is left to do: only { $thread } could, after the join it waits in. Join a thread only once you have done what it waits for (its pill in the queue).
cause-forgotten-notify = Nobody notified { $condvar }, on which { $thread } waits since step { $step } (in { $call }): whoever changes what it waits for must call notify_one or notify_all.
cause-forgotten-notify-by = The last call to run to its end since then was { $culprit_call } in { $culprit } (step { $culprit_step }), and it notified nobody: if it changes what { $thread } waits for, that is where the notify is missing.
cause-forgotten-notify-before = Before that, { $culprit_call } ran to its end in { $culprit } (step { $culprit_step }), and nothing ran since: if it should have changed what { $thread } waits for, that is where to look.
cause-forgotten-notify-other = The last call to run to its end since then was { $culprit_call } in { $culprit } (step { $culprit_step }): it made { $other }, but did not notify { $condvar }. If it changes what { $thread } waits for, that is where { $condvar } must be notified.
cause-lost-update = { $thread } let go of a lock in { $call } at step { $let_go } and took it again at step { $again }; in between, { $other } changed what that lock guards, in { $other_call } (step { $other_step }). What { $thread } had read before it let go was out of date when it wrote after: the change { $other } made was lost. Read and write without letting go of the lock in between.
cause-lost-update-outside = { $thread } let go of a lock in { $call } at step { $let_go } and took it again at step { $again }; in between, { $other } changed what that lock guards (step { $other_step }). What { $thread } had read before it let go was out of date when it wrote after: the change { $other } made was lost. Read and write without letting go of the lock in between.
cause-lost-update-waiting = Nobody notified { $condvar } since { $waiting } began to wait on it in { $waiting_call } at step { $since }: if what it waits for is what { $other } changed, that change is lost, and a notify would not bring it back.
timeline-with-notify = { $call } · { $notify }
cause-woken-unchanged = { $thread } was woken at step { $woke }, looked again and went back to waiting at step { $step } (in { $call }): what it waits for had not changed, and nobody notified it since.
cause-woken-unchanged-by = { $thread } was woken at step { $woke } by the notify at step { $notify } in { $culprit_call } ({ $culprit }), looked again and went back to waiting at step { $step } (in { $call }): what it waits for had not changed. Whoever notifies must first change what the waiter waits for: look at { $culprit_call }.
cause-no-recheck-taken = { $other } finished { $other_call } at step { $other_step }, between the notify at step { $notify } and the moment { $thread } woke up at step { $woke }: what it was woken for was gone.
cause-no-recheck = { $thread } woke up at step { $woke } and did not look whether it could go on.
cause-lock-held-in = { $waiting } waits for a lock that { $holder } keeps while it is in { $call }.
cause-lock-held = { $waiting } waits for a lock that { $holder } keeps.
cause-lock-held-at = { $waiting } waits for a lock ({ $wanted_at }) that { $holder } took ({ $taken_at }) and keeps while it is in { $call }.
cause-queued-while-idle = { $call } returned at step { $step }, but no thread ever began task { $task }: it waits behind { $busy_call } of { $busy }, while { $idle } is in no task and waits for work.
cause-lock-link = { $thread } holds lock { $holds } and waits for lock { $wants }
cause-lock-link-at = { $thread } holds lock { $holds } ({ $holds_at }) and waits for lock { $wants } ({ $wants_at })
cause-lock-cycle = The locks wait for each other in a circle: { $links }. Take locks always in the same order.
timeline-order = order { $id }
timeline-pill = pill
timeline-orders = { $count ->
    [one] { $count } order
   *[other] { $count } orders
}
timeline-of-task = of task { $task }
thread-main = main
thread-thread = thread
thread-producer = producer
thread-consumer = consumer
thread-packer = packer
thread-front = front
thread-site = site
thread-entrance = entrance
thread-worker = worker
build-once = Building the checks of { $id } for the first time: the explorer (shuttle), conveyor, grader-kit and your exercise. This happens once and takes about a minute; later checks start in seconds.
## grader quiz and the answers of a quiz.
quiz-kind-output = Predict the output
quiz-kind-fill-in = Fill in
quiz-kind-find-the-bug = Find the bug
quiz-kind-choice = Check yourself
quiz-prompt-output = Type the lines it prints, one per line, then an empty line:
quiz-prompt-fill-in = What goes into the gap?
quiz-prompt-find-the-bug = The number of the line with the bug:
quiz-prompt-choice = Your choice (a–{ $last }):
quiz-not-an-option = { $given } is not one of the options: type a letter from a to { $last }.
quiz-not-a-line = { $given } is not a line of the program: type a number from 1 to { $last }.
quiz-not-text = { $given } cannot be read as an answer: write it in quotes ("b"), as a number (3), or as a list of lines (["true", "false"]).
quiz-bad-file = { $file } cannot be read: { $error }. Mend it by hand, or take the empty one back with grader reset.
quiz-unanswered = Not answered yet: grader quiz { $id } asks it, or write your answer into { $file }.
quiz-not-done-why = A question without an answer is not done yet: grader quiz asks it.
quiz-wrong-answer = Your answer { $given } is not right. { $hint }
quiz-file-header = Your answers to the quiz { $id }. grader quiz { $id } asks the questions and
    writes your answers here; you may also write them by hand. grader check { $id } grades them.
    One line per question, its name = your answer:
      the lines a program prints: a list, ["first line", "second line"]
      a number or a word: "3" or "capacity"
      the line with the bug: its number, 3
      a multiple choice: the letter, "b"
    An empty answer ("" or []) is not answered yet.
quiz-unknown = There is no quiz { $id }. Quizzes: { $known }
quiz-intro = { $count } questions. Your answers are kept in { $file }; an empty answer goes on to the next question.
quiz-already = ✓ Question { $n } is answered right already.
quiz-question = Question { $n } of { $of } · { $kind }
quiz-skipped = Left open for now.
quiz-right = Right.
quiz-wrong = Not right.
quiz-again = Try again, or press Enter to go on.
quiz-all-right = All { $count } answers are right. grader check { $id } counts them.
quiz-some-right = { $right } of { $count } answers are right. grader quiz { $id } asks the others again; the right ones are kept in { $file }.
quiz-cannot-save = Cannot write { $file }: { $error }
quiz-solution-header = { $id }: the answers, and why
quiz-answer = Answer: { $answer }
next-quiz = Answer its questions: grader quiz { $id }, then grader check { $id }.
reset-from-questions = made anew from the quiz's questions
quiz-kept = Kept. This copy of the course has no answers: yours are graded when you hand them in.
quiz-kept-check = Answered; graded when you hand it in.
quiz-already-kept = Question { $n } is answered already.
quiz-all-kept = { $answered } of { $count } questions answered, kept in { $file }. They are graded when you hand them in (git push).
quiz-no-answers = This copy of the course has the questions of { $id } but not their answers: your answers are graded when you hand them in.

## grader: dist and the student's copy
dist-not-empty = { $dir } is not empty: give `grader dist` a new or empty folder, so that nothing of yours is overwritten.
dist-done = The students' repository is in { $dir }: { $files } files, { $left_out } of the teacher's left out. Push it as the template of the course.
dist-failed = The students' repository could not be written: { $error }
teacher-command = `grader { $command }` is for teachers: it needs the solutions, mutants and answers, which stay in the course. Here you can check, hint, watch, read the lesson and take the quiz.
solution-from-teacher = The reference solution of { $id } is not in your copy of the course: your teacher releases solutions after the deadline, and then `git pull` brings them.
dist-readme =
    # Concurrency in Rust: the exercises

    Start here, on your machine, from this folder:

    ```sh
    cargo run -p grader -- check exercise-1   # checks exercise 1 (at first: not done yet, start in src/lib.rs)
    cargo run -p grader -- list               # the { $exercises } exercises and where you stand
    ```

    The first check builds the grader and the course once (a minute or two); after that a check takes seconds.
    You edit one file per exercise, `exercises/NN-name/src/lib.rs`. `cargo run -p grader -- hint` gives one more hint each time,
    `cargo run -p grader -- lesson exercise-1` shows the lesson, `cargo run -p grader -- watch` checks again on every save.
    When you push, the course grades your exercises with its own copy of the checks.
grade-bad-roster = The class list could not be read: { $error }. It is CSV with the header name,folder (or JSON: [{"{"}"name": …, "folder": …{"}"}]).
grade-bad-gradebook = The gradebook could not be written: { $error }
grade-nothing = Nothing to grade: give submission folders, or a class list with --roster.

## A `fix` exercise: the given program has a bug, and the student mends it.
fix-unchanged = You have not changed the given program yet. It has a bug: run it a few times, read the report, and find the line.
fix-changed-lines = You changed { $count ->
    [one] one line
   *[other] { $count } lines
} of the given program in { $file }:
verify-fix-stub-is-given = the stub is the given program (given.rs)
verify-fix-stub-differs = it differs from given.rs: hand out the given program unchanged
verify-fix-no-stub-class = a stub-class in lesson.toml
verify-unexplained = the failure shown first is not explained: no { $what }
verify-unexplained-message = message
verify-unexplained-diff = diff of the output
verify-unexplained-replay = command that replays the interleaving, for this exercise
verify-unexplained-timeline = timeline whose every row names its thread

## For teachers: grader mutant new|edit|save, a mutant kept as a patch.
mutant-bad-name = "{ $name }" cannot name a mutant: use lower-case letters, digits and _.
mutant-unknown-class = There is no class { $class }. Classes: { $known }
mutant-unknown-check = { $id } has no check { $check }. Its checks: { $known }
mutant-bad-base = That base cannot be used: { $error }
mutant-exists = { $id } has a mutant { $name } already: grader mutant edit { $id } { $name } changes it.
mutant-unknown = { $id } has no mutant { $name }. Its mutants: { $known }
mutant-broken = The mutant { $name } cannot be made: { $error }
mutant-editing = { $file } is there already, an edit not yet saved: keep it with grader mutant save { $id } { $name }, or delete it.
mutant-no-edit = There is no edit of { $name } to save ({ $file } is missing): start one with grader mutant edit { $id } { $name }.
mutant-failed = Cannot write { $file }: { $error }
mutant-created = Added the mutant { $name } to { $manifest }, as a patch of { $base }.
mutant-edit = Change { $file } into the wrong program, then keep it with: grader mutant save { $id } { $name }
mutant-saved = Saved { $file } ({ $lines } lines changed) and removed { $edit }. grader verify { $id } checks that it is caught.
dev-written =
    Written: { $manifest }, a workspace in which every checks.rs, solution, alternative and mutant builds. Lint them with
        cargo clippy --manifest-path { $manifest } --workspace -- -D warnings
    or open it in your editor (rust-analyzer: add it to linkedProjects).
dev-failed = The dev workspace was not written: { $error }

# security
forbidden-lifetime = `{ $found }` names a lifetime: no exercise needs one, and the known holes in the compiler's lifetime checks rely on them. Let the compiler infer it: elide the lifetime or write '_. A struct that keeps a reference can keep what it points to instead (an `Arc` clone, or the value itself); an iterator that borrows can be returned as `impl Iterator<Item = T> + '_` (made with std::iter::from_fn).
forbidden-higher-ranked = `{ $found }` is a higher-ranked bound: no exercise needs one, and the known holes in the compiler's lifetime checks rely on them. Let the compiler infer it: write the bound without for<…> (`F: Fn(&str) -> usize`), eliding the lifetime or writing '_.
forbidden-sized = `{ $found }` relaxes a bound (a `?` before a trait, as in `T: ?Sized`): no exercise needs one, and a known hole in the compiler's trait checks relies on it. Leave it out: your types have a size already. Where it let a `dyn` type in (`f: &F` with `F: ?Sized`), take that type itself: `f: &dyn Fn(usize, usize)`, or pass the Box.
forbidden-projection = `{ $found }` names an associated type through a generic type (a projection): no exercise needs one, and a known hole in the compiler's lifetime checks (rust-lang/rust#84366) relies on it. Write the type itself, or give it a type parameter of its own (`I: Iterator<Item = R>`, then `R`).
forbidden-macro-rules = `{ $found }` defines a macro: the grader reads your code as written, before macros are expanded, so it cannot check what a macro of your own writes. Write a function or a closure instead.
forbidden-fn-pointer = `{ $found }` is a function pointer type with a reference in it: no exercise needs one, and a known hole in the compiler's lifetime checks (rust-lang/rust#25860) relies on it. Take a closure instead: a generic F: Fn(…), or Box<dyn Fn(…)>.
forbidden-peek-mut = `{ $found }` writes into a Peekable's next item: no exercise needs it, and a known hole in the compiler's lifetime checks (rust-lang/rust#84366) relies on it. Keep the item in a variable of your own instead.
# platforms
## grader grade --format classroom50|github|gitlab|prairielearn|gradescope, grader dist --platform.
platform-missing-variable = The environment variable { $name } is not set. The platform's runner sets it; to try this by hand, set it yourself.
platform-write-failed = Cannot write { $file }: { $error }
platform-one-submission = --format { $format } grades one submission, but { $count } were given.
platform-column-exercise = Exercise
platform-column-result = Result
platform-column-points = Points
platform-first-failure = The first failure, in { $id }:
prairielearn-nothing-handed-in = The submission holds no exercise's file: there is nothing to grade.
prairielearn-not-gradable = This submission could not be graded, through no fault of your code: no points were given or taken. Tell your teacher.
dist-platform-files = For { $platform }: what goes into your classroom's configuration is in { $dir } (see its README.md).
# picture
## The failing interleaving as a page (grader check) and the class report (grader grade --report).
picture-title = { $exercise } · { $check } — { $class }
picture-heading = The failing interleaving, drawn
picture-steps = { $steps } scheduling steps, { $preemptions } preemptions; time goes down.
picture-step = step
picture-time = time
picture-blamed = The cause
picture-failed-here = fails here
picture-finished = finished
picture-condvar = condvar { $n }
picture-woke-nobody = woke nobody
picture-queue = in the queue
picture-queue-empty = empty
picture-tasks = tasks not yet answered
picture-stuck-title = Left waiting at the end
picture-explanation-title = What the grader saw
picture-legend-title = What the marks mean
picture-legend-running = the thread takes this step
picture-legend-inside = inside a call while other threads run
picture-legend-waiting = waits on a condvar (hatched; the colour and the number tell which one)
picture-legend-sleeping = sleeps (dotted)
picture-legend-stuck = waits forever (cross-hatched)
picture-legend-finished = the thread has finished
picture-legend-notify = a notify, drawn to the thread it woke
picture-legend-woke-nobody = a notify that woke nobody
picture-legend-queue = what is in the queue after the step
picture-legend-blamed = the step the explanation blames
picture-footer = Made by grader from the explored interleaving; this file needs no network.
picture-written = The picture of this interleaving: { $link }
picture-not-written = The picture was not written: { $error }
class-report-title = What the class got wrong
class-report-summary = { $submissions } submissions, { $exercises } exercises.
class-report-passed = { $passed } of { $total } passed
class-report-points = points: lowest { $min }, median { $median }, highest { $max }, of { $of }
class-report-bugs = The bugs, most frequent first
class-report-bug = { $class }: { $count } of { $total }
class-report-found-by = found by { $checks }
class-report-who = who: { $names }
class-report-no-bugs = Nobody made a bug the checks name.
class-report-show = The interleaving of { $name }
class-report-ungraded = Could not be graded
class-report-ungraded-none = Every submission was graded.
class-report-written = The class report: { $link }
class-report-not-written = The class report was not written: { $error }
class-report-bad-name = --report takes a file ending in .html or .csv, not { $file }
# teacher
reset-not-committed = No committed stub of { $id }: git has no { $file } at HEAD, and this copy was not made by grader dist. Nothing was changed (commit the stub, and reset can put it back).
reset-example = The committed stub of { $id } is still grader new's example ({ $marker } in it): it is never put back over your file. Nothing was changed.
reset-from-shipped = as handed out, { $shipped }
mutant-removed = Removed the mutant { $name } from { $manifest }, and its patch. Kept: { $backups }
# budgets
too-many-threads = The check had more than { $threads } threads at once and was stopped: does your code start a thread in a loop? A few threads are all an exercise needs.
exercise-budget = This exercise's checks took more than { $seconds } s together ({ $times } times the { $limit } s one check may take) and were stopped: a correct program needs a fraction of that. Does your code wait or work longer than it needs, just under each check's limit?
submission-budget = The checks of this submission took more than its budget together (on average { $times } times the { $limit } s one check may take, for each exercise) and were stopped here: a correct program needs a fraction of that. Does your code wait or work longer than it needs?
compile-cpu-limit = Compiling { $file } kept the compiler busy for more than { $seconds } s and was stopped: a file of this course compiles in a few. Does a constant or a loop in a const run for ever?

# real threads judge behaviour too (issue 24)
real-threads-spin = On real threads the program's threads used { $cpu } of CPU and made { $ops } lock, atomic, yield or sleep operations in the { $wall } this scenario took, though its work is all sleeping and waiting: a thread kept trying instead of waiting (a loop around try_recv, a flag or a len(), with or without yield_now). Under the explorer it did not: is there a loop that runs only when it is not explored, or one the explorer's interleavings never reached? A thread with nothing to do must sleep in wait(), recv() or a ticket's wait.
real-threads-busy-wait = On real threads { $call } kept trying while it had to wait: the program's threads used { $cpu } of CPU and made { $ops } lock, atomic, yield or sleep operations in the { $waited } in which every one of them had nothing to do but wait (a thread asleep in wait() uses none and makes none). Under the explorer it waited properly: does your code keep trying when it is not explored? It must sleep in wait() there too.
real-threads-naps = On real threads { $call } took naps while it had to wait: the program's threads were in { $naps ->
        [one] one sleep() call
       *[other] { $naps } sleep() calls
    } in the { $waited } in which every one of them had nothing to do but wait in wait(). A thread that naps and looks again keeps trying, only more slowly, and comes up to a nap late. Under the explorer it waited properly: does your code poll when it is not explored? It must wait in wait() there too.
note-away = main is away for { $time }: { $call } must wait meanwhile
naps-while-waiting = { $call } took naps while it had to wait: the program's threads were in { $naps ->
        [one] one sleep() call
       *[other] { $naps } sleep() calls
    } in the { $waited } in which nothing could let them go on. A thread that naps and looks again keeps trying, only more slowly, and comes up to a nap late: wait in wait() (or in put, take, recv), which sleeps until another thread changes something.
main-polls = { $call } slept and looked again { $naps } times ({ $nap } each, nothing done between but a look) while it waited for other threads. Waiting that way keeps trying, only more slowly, and comes up to a nap late: wait where the thread sleeps until the others are done (join, recv, put or take, a ticket's or a condvar's wait).
real-threads-one-at-a-time = On real threads the { $tasks } tasks that take time ran one at a time: at most { $most } was in flight at once (begun, not finished), where a pool with more than one worker runs several side by side. Under the explorer they ran side by side: does your code work differently when it is not explored? It must hand out every task first there too.
real-threads-too-few-at-once = On real threads at most { $most } of the { $tasks } tasks that take time were in flight at once (begun, not finished), though { $want } workers can run { $want } side by side, in each of { $runs } runs. Under the explorer { $want } ran at once: does your code work differently when it is not explored? Every free worker must get a task while tasks wait.
real-threads-no-recheck-panic = On real threads { $thread } woke up in { $call } and went on without looking again, and then panicked: { $message }. Another thread had been faster and taken what it was woken for. Under the explorer it did not go on so: does your code work differently when it is not explored? It must look again after every wait there too.
real-threads-no-recheck-spurious = On real threads a wait inside { $call } woke for nothing (std allows any Condvar wait to, and real threads do), and the call went on without looking again: its result is wrong. Under the explorer no wait wakes for nothing. Wait in a loop that looks at its condition again after every wake-up: while what you wait for is not there, wait again.
real-threads-no-recheck-spurious-panic = On real threads { $thread } woke up in { $call } for nothing (std allows any Condvar wait to, and real threads do) and went on without looking again, and then panicked: { $message }. Under the explorer no wait wakes for nothing. Wait in a loop that looks at its condition again after every wake-up: while what you wait for is not there, wait again.
real-threads-capacity-exceeded = On real threads the queue held at least { $inside } items, but its capacity is { $capacity }. Under the explorer it never did: does your code work differently when it is not explored?
## grader verify: texts a student would read untranslated, reminders, drafts.
verify-gap-key = the message { $key } in { $lang } ({ $file })
verify-gap-key-missing = missing: a student would read "{ $key }" itself
verify-gap-role = the thread role "{ $role }" as { $key } in { $lang } ({ $file })
verify-gap-role-missing = missing: a student would read it as the check wrote it
verify-reminder-lesson = { $id } is not mentioned in the lesson text { $file }: tell the students about it there (grader check { $id }).
verify-reminder-readme = { $id } has no row in the README's table of exercises ({ $file }): add "| { $number } | `{ $slug }` | … |".
verify-draft = { $id } is a draft (draft = true in { $file }): German and Bulgarian texts may still be missing; grader dist will not hand it out.
dist-draft = { $id } is still a draft (draft = true in { $file }): write its German and Bulgarian texts, remove draft, and run grader verify { $id }.
replay-unknown-check = { $id } has no explored check { $check }, so there is nothing to replay. Its explored checks: { $known }
replay-unknown-handle = { $handle } is a short replay handle that this machine did not make ({ $file } is missing): run grader check again to get one, or give the long form from --format json.
replay-undecodable = The interleaving after --replay does not decode: part of it is missing or changed, as when a terminal cuts a long line. Paste the whole command, exactly as the failed check printed it (--format json gives it in one piece, as "replay"). Your code did not run.
replay-unknown-scenario = The check { $check } of { $id } has no scenario { $scenario }: { $count ->
        [one] it has only scenario 0.
       *[other] it has scenarios 0 to { $last }.
    } The number between the check's name and the interleaving is its scenario: paste the whole command, exactly as the failed check printed it. Your code did not run.
dev-written-one =
    Written: { $manifest }, a workspace of { $id }'s checks.rs, solution, alternatives and mutants alone. Lint them with
        CARGO_TARGET_DIR=target cargo clippy --manifest-path { $manifest } --workspace -- -D warnings
    (the course's target folder: the dependencies it checked once are not checked again).
## grader_kit::holders: a bounded resource (a semaphore's permits, a pool of connections).
holders-over-limit = At least { $most } threads held it at once, but it has room for { $limit }.
note-over-limit = now { $holders } holders, room for { $limit }
holder-freed-no-wake = A holder freed its place, yet a waiter kept waiting ({ $limit } { $limit ->
    [one] place
   *[other] places
}, { $waiters } { $waiters ->
    [one] waiter
   *[other] waiters
}): freeing a place must wake a thread that waits for one.
thread-waiter = waiter

## The command line: grader --help, every command's help, and what is said about wrong usage.
## Keys are made from a command's path and an argument's id (grader/src/cli/help.rs):
## cli-about-PATH its summary, cli-more-PATH what --help adds below it, cli-arg-PATH-ID an
## argument's help (looked up from PATH up to grader's), cli-value-NAME a value's placeholder,
## cli-choice-PATH-ID-VALUE a possible value's help. Summaries and argument helps end without a full stop.
cli-about = Checks concurrency exercises by exploring their thread interleavings
cli-arg-lang = Language of every message: en, de or bg (else GRADER_LANG, else the locale)
cli-arg-color = Colour: auto (on a terminal, unless NO_COLOR is set), always or never
cli-arg-id = exercise-N, N, or the exercise's name; without it, the exercise `grader next` names
cli-arg-timeout = Seconds each check may run, instead of the exercise's own limit
cli-arg-memory = MiB of memory each check may use (default 512)
cli-arg-build_timeout = Seconds building one exercise may take (default 600)
cli-arg-compile_cpu = CPU seconds each compiler of the graded code may use (default 60)
cli-arg-check_jobs = Checks run side by side, at most this many at once over all this grader runs (`grade --jobs` included; default: the cores). The verdict is the same for any number
cli-about-list = Lists the exercises and where you stand on each
cli-more-list = Example: grader list
cli-about-check = Builds your exercise, runs its hidden checks and explores its interleavings
cli-more-check =
    Exit code 0 when every check passes; 1 when one fails, or the code does not compile or
    uses what the exercise refuses; 2 when the grader cannot do its work (a mistyped command,
    a broken course), never because of your code.

    Example: grader check exercise-1   (or: grader check bounded-queue)

    Every exercise at once: grader check --all
    A submission folder laid out like the course (only each exercises/NN-name/src/lib.rs is
    taken, the rest is ignored and said so): grader check --all --submission DIR
cli-arg-check-format = How the verdict is written: text for a person, json for a program
cli-arg-check-replay = Replays one failing interleaving, as printed by a failed check: CHECK:SCENARIO:SCHEDULE
cli-arg-check-file = Checks this file instead of the exercise's src/lib.rs
cli-arg-check-html = Writes the picture of a failing interleaving (HTML) to FILE, instead of target/grader/pictures/exercise-N.html
cli-arg-check-no_html = Writes no picture of a failing interleaving
cli-arg-check-all = Checks every exercise
cli-arg-check-submission = Takes the exercises' src/lib.rs from this folder (laid out like the course), nothing else
cli-about-grade = For teachers: grades submission folders, e.g. a whole class in CI
cli-more-grade =
    Each folder is laid out like the course; only each exercises/NN-name/src/lib.rs is taken,
    everything else (Cargo.toml, build.rs, checks, snapshots, new files) is ignored and said so.
    Exit code 0 when every submission passes; 1 when one fails (a compile error or a refusal
    included); 2 when one cannot be graded (a broken course or machine, never a student's code).

    Example: grader grade submissions/*/ --jobs 4
             grader grade submissions/*/ --shard 2/3 --format junit > report.xml
             grader grade /autograder/submission --format gradescope > /autograder/results/results.json
             grader grade /tmp/submission --format prairielearn > /grade/results/results.json
             grader grade "$CHECKOUT" --format classroom50   (result.json, release-body.md there)
             grader grade "$GITHUB_WORKSPACE/submission" --format github   (or: --format gitlab)
cli-arg-grade-dirs = Submission folders
cli-arg-grade-roster = A class list, CSV with the header `name,folder` (or JSON: [{"{"}"name", "folder"{"}"}]); its folders are graded under the students' names. Relative folders are from the list's folder
cli-arg-grade-gradebook = Writes the gradebook there: CSV, a row per student, a column per exercise, total, max
cli-arg-grade-report = Writes the class report there: FILE.html (one page, offline) or FILE.csv: per exercise how many passed, the points' spread, the bug classes made, most frequent first. May be given twice, for both
cli-arg-grade-jobs = Submissions graded side by side
cli-arg-grade-shard = Grades only the I-th of N parts of the (sorted) folders, for a CI job matrix: I/N
cli-arg-grade-format = How the results are written: for a person, for a program, or for a CI or grading platform
cli-choice-grade-format-text = For a person: a block per submission, a summary table, the total time
cli-choice-grade-format-json = The grader's own schema, with points (docs/schemas/grade.schema.json)
cli-choice-grade-format-junit = JUnit XML, for the test tabs of CI systems
cli-choice-grade-format-gradescope = Gradescope's results.json (one submission)
cli-choice-grade-format-prairielearn = PrairieLearn's external grading results.json (one submission)
cli-choice-grade-format-classroom50 = Classroom 50: result.json and release-body.md in the submission's folder (one submission)
cli-choice-grade-format-github = Plain GitHub Actions: job summary, annotations, grader-junit.xml (one submission)
cli-choice-grade-format-gitlab = GitLab CI: the report in the job log, grader-junit.xml (one submission)
cli-about-hint = Shows the next hint for an exercise (and the ones before it)
cli-more-hint =
    Example: grader hint exercise-1
             grader hint            (the exercise `grader next` names)
cli-about-verify =
    For teachers: the stubs fail, the solutions pass, every mutant is caught, and the
    check names of lesson.toml and checks.rs agree
cli-more-verify =
    With --accept-output, instead: runs the given main with the solution in every
    language, shows how its output differs from the snapshots, and writes it as the
    new snapshots (snapshots/output.snap, output.de.snap, output.bg.snap).

    Example: grader verify            (every exercise)
             grader verify exercise-1
             grader verify --accept-output exercise-2
cli-arg-verify-id = exercise-N, N, or the exercise's name; without it, every exercise
cli-arg-verify-accept_output = Write the given main's output as the exercise's snapshots, after showing the diff
cli-about-lesson = Shows a lesson in your language: producer-consumer or thread-pool (or an exercise's lesson)
cli-more-lesson = Example: grader --lang de lesson producer-consumer
cli-arg-lesson-id = A lesson (producer-consumer, thread-pool), or an exercise (exercise-N, N or its name) for its lesson
cli-about-quiz = Asks a quiz's questions and keeps your answers; `grader check` then grades them
cli-more-quiz =
    Type the lines a program prints (then an empty line), a number or a word, a line
    number, or a letter. A wrong answer may be tried again at once; an empty one goes on.
    The answers are kept in the quiz's answers.toml (you may also write it by hand), and
    right ones are not asked again.

    Example: grader quiz producer-consumer   (or: grader quiz exercise-10)
cli-arg-quiz-id = A lesson (producer-consumer, thread-pool), or a quiz's exercise-N, N or name
cli-about-watch = Checks an exercise again on every save, until you press q
cli-more-watch =
    Keys: n next exercise · h hint · l list · r reset to the stub · c or Enter check now · q quit.
    The verdict stays on screen until the next one is printed below it.

    Example: grader watch exercise-1
             grader watch            (the first exercise not done)
             grader watch --poll     (where file events do not arrive: network drives, WSL, containers)
cli-arg-watch-id = exercise-N, N, or the exercise's name; without it, the first exercise not done
cli-arg-watch-poll = Look for changes every second instead of waiting for file events
cli-about-next = Names the exercise to work on next: the first one not done
cli-more-next = Example: grader next
cli-about-reset = Puts an exercise's stub back as it was handed out (asks first)
cli-more-reset =
    Only a stub the course committed is put back: git's HEAD, or in a student's copy the
    stub as shipped (.grader-stubs/). What the file held is kept in .grader-backups/,
    beside your progress (`cargo clean` leaves it).

    Example: grader reset exercise-1
             grader reset exercise-1 --yes
cli-arg-reset-yes = Do not ask
cli-about-solution = Shows the reference solution beside yours, once your exercise is done
cli-more-solution = Example: grader solution exercise-1
cli-about-new = For teachers: lays out a new exercise, ready for `grader verify SLUG`
cli-more-new =
    Creates the stub crate, the solution, the manifest entry, checks.rs with one example
    check, an empty snapshot, an example mutant, hints in every language and the example's
    messages. `grader verify SLUG` then lists what is still to write (every TODO(teacher)).
    With --new-lesson, the lesson is new too: its lesson.toml, its texts in every language
    and its catalogs.

    Example: grader new producer-consumer refusal
             grader new monitors rw-lock --new-lesson
cli-arg-new-lesson = The lesson's id, as in lessons/<LESSON>/lesson.toml
cli-arg-new-slug = The exercise's name: lower-case letters, digits and hyphens
cli-arg-new-number = Its number (default: one more than the highest so far)
cli-arg-new-new_lesson = Begins the lesson LESSON with this exercise: lays out lessons/LESSON/ too
cli-about-dev =
    For teachers: writes target/grader/dev/, a workspace in which every checks.rs,
    solution, alternative and mutant builds, for rust-analyzer and `cargo clippy`
cli-more-dev =
    The grader never builds from it: it is there for the teacher's tools. CI lints it.

    Example: grader dev && cargo clippy --manifest-path target/grader/dev/Cargo.toml --workspace
             grader dev --only exercise-14    (one exercise's crates, in target/grader/dev-only/)
cli-arg-dev-only = Only this exercise's crates (its checks, solution, alternatives, mutants), in a workspace of their own: linting one exercise need not check every exercise
cli-about-dist = For teachers: writes the students' repository, without solutions, mutants or answers
cli-more-dist =
    Every file of the course that git keeps, less the teacher's (listed in course.toml), a
    README for students and a GitHub Classroom workflow that grades with this course at REF.

    Example: grader dist ../student-template --course my-school/course --ref $(git rev-parse HEAD)
             grader dist ../release-2 --course my-school/course --ref abc123 --with-solutions 1 2
cli-arg-dist-out = An empty or new folder
cli-arg-dist-course = The course's repository, OWNER/REPO, as the workflow checks it out
cli-arg-dist-reference = The commit of the course the workflow grades against
cli-arg-dist-with_solutions = Exercises whose reference solutions go out too (released after their deadline)
cli-arg-dist-platform = Where it is graded: github-actions (a workflow), gitlab (.gitlab-ci.yml) or classroom50 (autograder.py and the runtime block in OUT-classroom50, for the config repository)
cli-choice-dist-platform-classroom50 = Classroom 50: no workflow in the template (Classroom 50 adds its own); the assignment's autograder.py and runtime block in a folder beside OUT
cli-choice-dist-platform-github-actions = Plain GitHub Actions: .github/workflows/grade.yml
cli-choice-dist-platform-gitlab = GitLab CI: .gitlab-ci.yml
cli-about-mutant = For teachers: writes a mutant, kept as a patch of a correct program
cli-more-mutant =
    `new` adds its entry to the exercise's mutants.toml and puts its base where you edit
    it; `edit` puts the mutant there as a program; `save` keeps your changes as its patch.

    Example: grader mutant new exercise-2 late_pill --class deadlock --about "the pill goes in too late"
             grader mutant edit exercise-2 missed_pill
             grader mutant save exercise-2 missed_pill
             grader mutant rm exercise-2 missed_pill
cli-arg-mutant-id = exercise-N, N, or the exercise's name
cli-arg-mutant-name = The mutant's name
cli-about-mutant-new = Adds a mutant: its entry, an empty patch, and its base to edit
cli-arg-mutant-new-name = The mutant's name: lower-case letters, digits and _
cli-arg-mutant-new-about = What is wrong with it, in a sentence
cli-arg-mutant-new-class = The class of its failure (deadlock, lost-item, …)
cli-arg-mutant-new-check = The check that must catch it
cli-arg-mutant-new-base = What it is a patch of: solution, given, or alternatives/FILE.rs
cli-about-mutant-edit = Writes the mutant as a program, to edit
cli-about-mutant-save = Keeps the edited program as the mutant's patch, and removes it
cli-about-mutant-rm = Removes a mutant: its entry in mutants.toml and its patch (kept in .grader-backups/)
cli-about-completions = Prints shell completions for bash, zsh or fish
cli-more-completions =
    Example: grader completions bash > ~/.local/share/bash-completion/completions/grader
             grader completions zsh > ~/.zfunc/_grader
             grader completions fish > ~/.config/fish/completions/grader.fish
cli-arg-completions-shell = The shell to complete for
## Placeholders of values, as the usage line and the options show them.
cli-value-lang = LANG
cli-value-color = COLOR
cli-value-format = FORMAT
cli-value-id = ID
cli-value-replay = REPLAY
cli-value-file = FILE
cli-value-dir = DIR
cli-value-secs = SECS
cli-value-mib = MIB
cli-value-n = N
cli-value-i-n = I/N
cli-value-jobs = JOBS
cli-value-lesson = LESSON
cli-value-quiz = QUIZ
cli-value-slug = SLUG
cli-value-number = NUMBER
cli-value-out = OUT
cli-value-owner-repo = OWNER/REPO
cli-value-commit = COMMIT
cli-value-platform = PLATFORM
cli-value-name = NAME
cli-value-about = ABOUT
cli-value-class = CLASS
cli-value-check = CHECK
cli-value-base = BASE
cli-value-shell = SHELL
cli-value-command = COMMAND
## clap's own words.
cli-heading-usage = Usage
cli-heading-arguments = Arguments
cli-heading-options = Options
cli-heading-commands = Commands
cli-heading-possible-values = Possible values
cli-usage-options = [OPTIONS]
cli-spec-default = [default: { $value }]
cli-spec-possible-values = [possible values: { $values }]
cli-spec-env = [env: { $name }]
cli-spec-commands = [subcommands: { $commands }]
cli-flag-help = Print help
cli-flag-help-more = Print help (see more with '--help')
cli-flag-help-summary = Print help (see a summary with '-h')
cli-flag-version = Print version
cli-help-command-about = Print this message or the help of the given subcommand(s)
## Wrong usage.
cli-error = error
cli-error-unexpected-argument = unexpected argument '{ $arg }' found
cli-error-unrecognized-command = unrecognized subcommand '{ $command }'
cli-error-invalid-value = invalid value '{ $value }' for '{ $arg }'
cli-error-value-required = a value is required for '{ $arg }' but none was supplied
cli-error-missing-arguments = the following required arguments were not provided:
cli-error-conflict = the argument '{ $arg }' cannot be used with '{ $other }'
cli-error-conflict-list = the argument '{ $arg }' cannot be used with:
cli-error-conflict-others = the argument '{ $arg }' cannot be used with one or more of the other specified arguments
cli-error-used-twice = the argument '{ $arg }' cannot be used multiple times
cli-error-too-many-values = unexpected value '{ $value }' for '{ $arg }' found; no more were expected
cli-error-missing-command = '{ $command }' requires a subcommand but one was not provided
cli-tip = tip
cli-similar-argument = { $count ->
    [one] a similar argument exists: { $similar }
   *[other] some similar arguments exist: { $similar }
}
cli-similar-command = { $count ->
    [one] a similar subcommand exists: { $similar }
   *[other] some similar subcommands exist: { $similar }
}
cli-similar-value = { $count ->
    [one] a similar value exists: { $similar }
   *[other] some similar values exist: { $similar }
}
cli-try-help = For more information, try '{ $help }'.

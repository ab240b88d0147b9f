
## Exercise 32, the readers–writer lock (docs/examples/rw-lock).

## Exercise 20, the readers–writer lock.
rw-scn-share = main holds a read lock while { $readers ->
        [one] another reader comes
       *[other] { $readers } more readers come
    }
rw-scn-mixed = { $writers ->
        [one] one writer
       *[other] { $writers } writers
    } and { $readers ->
        [0] no readers
        [one] one reader
       *[other] { $readers } readers
    }, each going in { $rounds ->
        [one] once
       *[other] { $rounds } times
    }
rw-scn-readers-wait = main holds the write lock while { $readers } readers come, then leaves
rw-scn-writer-waits = { $readers ->
        [one] one reader goes
       *[other] { $readers } readers go
    } in and out while a writer comes
rw-scn-busy-writer = a writer waits while main reads
rw-scn-busy-reader = a reader waits while main writes
rw-reader-shut-out = Left waiting forever: { $threads }. Main held a read lock, and a reader must go in beside another reader: only a writer keeps readers out.
rw-reader-beside-writer = { $who } went in to read while a writer was inside: a reader must wait while a writer is inside.
rw-writer-not-alone = { $who } went in to write while { $writers ->
        [0] no other writer
        [one] another writer
       *[other] { $writers } other writers
    } and { $readers ->
        [0] no reader
        [one] one reader
       *[other] { $readers } readers
    } were inside: a writer must be inside alone.
rw-note-inside = now { $writers ->
        [one] one writer
       *[other] { $writers } writers
    } and { $readers ->
        [0] no reader
        [one] one reader
       *[other] { $readers } readers
    } inside
rw-left-waiting = Left waiting forever: { $threads }. Each thread only goes in, holds the lock for a moment and leaves, so nobody keeps it for ever: every thread that waits to go in must get in at last.
rw-readers-left-waiting = Left waiting forever: { $threads }. Once main has left the write lock, every reader may go in: all { $readers } must get in, none may be left waiting.
rw-writer-left-waiting = Left waiting forever: { $threads }. { $readers ->
        [one] The reader only goes
       *[other] The { $readers } readers only go
    } in and out, and the writer writes once: nobody keeps the lock for ever, so each of them must get in at last, the writer once the last reader has left.
thread-reader = reader
thread-writer = writer
# The exercise's own words for why a class is a bug, in place of the grader's.
rw-lock-class-capacity-exceeded-why = A writer holds the lock alone: while it is inside, no reader and no other writer may be.
rw-lock-class-deadlock-why = A thread waits to go in, and nobody who leaves will ever let it.


## Exercise 30, the semaphore (docs/examples/semaphore).
sem-scn-turns = { $permits ->
        [one] one permit
       *[other] { $permits } permits
    }, { $threads } threads, each takes one { $rounds ->
        [one] once
       *[other] { $rounds } times
    }
sem-scn-handover = one permit, held by main; a waiter asks for it, then main gives it back
sem-waiter-never-woken = Left waiting forever: { $threads }. Each waits for a permit that release gave back, or should have.
# The exercise's own words for why a deadlock is a bug, in place of the grader's.
semaphore-class-deadlock-why = A thread waits for a permit that no other thread will ever give back.

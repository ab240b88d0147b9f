
## Übung 30, der Semaphor (docs/examples/semaphore).
sem-scn-turns = { $permits ->
        [one] eine Erlaubnis
       *[other] { $permits } Erlaubnisse
    }, { $threads } Threads, jeder nimmt { $rounds ->
        [one] einmal eine
       *[other] { $rounds }-mal eine
    }
sem-scn-handover = eine Erlaubnis, main hält sie; ein Wartender fragt danach, dann gibt main sie zurück
sem-waiter-never-woken = Für immer wartend: { $threads }. Jeder wartet auf eine Erlaubnis, die release zurückgegeben hat oder hätte zurückgeben sollen.
# The exercise's own words for why a deadlock is a bug, in place of the grader's.
semaphore-class-deadlock-why = Ein Thread wartet auf eine Erlaubnis, die kein anderer Thread je zurückgeben wird.

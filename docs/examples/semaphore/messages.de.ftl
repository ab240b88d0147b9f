
## Übung 30, der Semaphor (docs/examples/semaphore).
sem-scn-turns = { $permits ->
        [one] eine Erlaubnis
       *[other] { $permits } Erlaubnisse
    }, { $threads } Threads, jeder nimmt { $rounds ->
        [one] einmal eine
       *[other] { $rounds }-mal eine
    }
sem-scn-handover = eine Erlaubnis, main hält sie; ein Wartender fragt danach, dann gibt main sie zurück
sem-too-many-holders = { $holders } Threads hielten zugleich eine Erlaubnis, bei { $permits ->
        [one] nur einer Erlaubnis
       *[other] nur { $permits } Erlaubnissen
    }: acquire muss warten, solange keine Erlaubnis übrig ist.
sem-waiter-never-woken = Für immer wartend: { $threads }. Jeder wartet auf eine Erlaubnis, die release zurückgegeben hat oder hätte zurückgeben sollen.
thread-waiter = Wartender

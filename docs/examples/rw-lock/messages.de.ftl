
## Übung 32, das Leser-Schreiber-Lock (docs/examples/rw-lock).

## Übung 20, das Leser-Schreiber-Lock.
rw-scn-share = main hält ein Lese-Lock, während { $readers ->
        [one] ein weiterer Leser kommt
       *[other] { $readers } weitere Leser kommen
    }
rw-scn-mixed = { $writers ->
        [one] ein Schreiber
       *[other] { $writers } Schreiber
    } und { $readers ->
        [0] keine Leser
        [one] ein Leser
       *[other] { $readers } Leser
    }, jeder geht { $rounds ->
        [one] einmal
       *[other] { $rounds }-mal
    } hinein
rw-scn-readers-wait = main hält das Schreib-Lock, während { $readers } Leser kommen, und geht dann
rw-scn-writer-waits = { $readers ->
        [one] ein Leser geht
       *[other] { $readers } Leser gehen
    } hinein und hinaus, während ein Schreiber kommt
rw-scn-busy-writer = ein Schreiber wartet, während main liest
rw-scn-busy-reader = ein Leser wartet, während main schreibt
rw-reader-shut-out = Warten für immer: { $threads }. main hielt ein Lese-Lock, und ein Leser muss neben einem anderen Leser hinein dürfen: Nur ein Schreiber hält Leser draußen.
rw-reader-beside-writer = { $who } ging zum Lesen hinein, während ein Schreiber drin war: Ein Leser muss warten, solange ein Schreiber drin ist.
rw-writer-not-alone = { $who } ging zum Schreiben hinein, während { $writers ->
        [0] kein anderer Schreiber
        [one] ein anderer Schreiber
       *[other] { $writers } andere Schreiber
    } und { $readers ->
        [0] kein Leser
        [one] ein Leser
       *[other] { $readers } Leser
    } drin waren: Ein Schreiber muss allein drin sein.
rw-note-inside = jetzt { $writers ->
        [one] ein Schreiber
       *[other] { $writers } Schreiber
    } und { $readers ->
        [0] kein Leser
        [one] ein Leser
       *[other] { $readers } Leser
    } drin
rw-left-waiting = Warten für immer: { $threads }. Jeder Thread geht nur hinein, hält das Lock kurz und geht wieder, also behält es niemand für immer: Jeder Thread, der hinein will, muss schließlich hineinkommen.
rw-readers-left-waiting = Warten für immer: { $threads }. Sobald main das Schreib-Lock verlassen hat, darf jeder Leser hinein: Alle { $readers } müssen hineinkommen, keiner darf warten bleiben.
rw-writer-left-waiting = Warten für immer: { $threads }. { $readers ->
        [one] Der Leser geht
       *[other] Die { $readers } Leser gehen
    } nur hinein und hinaus, und der Schreiber schreibt einmal: Niemand behält das Lock für immer, also muss jeder schließlich hineinkommen, der Schreiber, sobald der letzte Leser gegangen ist.
thread-reader = Leser
thread-writer = Schreiber
rw-lock-class-capacity-exceeded-why = Ein Schreiber hält das Lock allein: Solange er drin ist, darf kein Leser und kein anderer Schreiber drin sein.
rw-lock-class-deadlock-why = Ein Thread wartet darauf hineinzugehen, und keiner, der geht, wird ihn je hineinlassen.

# Meldungen der Lektion Thread-Pool: die Berichtszeilen der vorgegebenen Programme und die Befunde der Prüfungen, auf Deutsch.

## Bericht von Übung 4 (invoice-pool).
ip-report-invoice = Bestellung { $order }: { $euro } €
ip-report-error = Bestellung { $order }: Fehler: { $error }
ip-report-invalid-amount = ungültiger Betrag
ip-report-total = Gesamt: { $total } €, mit Fehler: { $failed }

## Befunde von Übung 4.
ip-invoice-wrong = invoice({ $amount }) gab { $got } zurück, richtig wäre { $want }: der Betrag plus 20 % Mehrwertsteuer, oder Err("invalid amount"), wenn der Betrag 0 oder kleiner ist.
ip-invoices-wrong = Für die Beträge { $amounts } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } gab invoices { $got } zurück, richtig wäre { $want }.
ip-invoices-out-of-order = Für die Beträge { $amounts } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } gab invoices { $got } zurück: die richtigen Ergebnisse, aber nicht in der Reihenfolge der Bestellungen ({ $want }). Warte auf die Tickets in der Reihenfolge der Bestellungen, nicht auf das, was zuerst fertig wird.
ip-invoices-no-threads = invoices(…, { $workers }) hat jede Rechnung im aufrufenden Thread erstellt: Erstelle sie in einem WorkerPool mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    }.
ip-too-many-threads = Ein Pool der Größe { $size } hat für { $tasks ->
        [one] eine Aufgabe
       *[other] { $tasks } Aufgaben
    } { $started ->
        [one] einen Thread
       *[other] { $started } Threads
    } gestartet. Ein Pool hat eine feste Zahl von Workern und gibt ihnen die Aufgaben: nie mehr Threads als seine Größe.
ip-wrong-results = In einem Pool der Größe { $size } gaben die Tickets { $got }; richtig wäre { $want }.
ip-out-of-order = In einem Pool der Größe { $size } gaben die Tickets { $got }: die richtigen Ergebnisse, aber an den falschen Stellen ({ $want }). Jedes Ticket muss das Ergebnis seiner eigenen Aufgabe liefern.
ip-finished-out-of-order = In einem Pool der Größe { $size } wurden die Aufgaben in der Reihenfolge { $finished } fertig, und die Tickets gaben { $got } statt { $want }. Jedes Ticket muss das Ergebnis seiner eigenen Aufgabe liefern, egal in welcher Reihenfolge die Aufgaben fertig werden.
ip-not-concurrent = Diese Aufgaben können nur fertig werden, wenn sie gleichzeitig laufen, und der Pool hat sie nie so laufen lassen (für immer wartend: { $threads }). Ein Pool mit n Workern muss an n Aufgaben zugleich arbeiten. Hält ein Worker die Warteschlange gesperrt, während er arbeitet, wartet run auf seine Aufgabe, oder laufen weniger Worker als verlangt?
ip-run-waits = run() kam nicht zurück, solange die Worker beschäftigt waren (für immer wartend: { $threads }). run legt die Aufgabe nur in die Warteschlange und kehrt sofort zurück; in der Warteschlange wartet die Aufgabe, nicht der Aufrufer.
ip-error-spread = In einem Pool der Größe { $size }, in dem einige Aufgaben scheitern, gaben die Tickets { $got }; richtig wäre { $want }. Ein Fehler oder eine Panik gehört nur zum Ticket der eigenen Aufgabe, und der Worker, der sie ausgeführt hat, muss mit der nächsten weitermachen.
ip-worker-died = Eine Aufgabe ist gescheitert oder in Panik geraten, und danach wurden keine Aufgaben mehr erledigt (für immer wartend: { $threads }). Der Worker muss den Fehler an das Ticket dieser Aufgabe weitergeben und die nächste Aufgabe nehmen.
ip-early-close = close() kam zurück, als erst { $done } von { $tasks } eingereihten Aufgaben erledigt waren. close muss die Worker jede eingereihte Aufgabe fertig machen lassen und darf erst zurückkehren, wenn sie aufgehört haben.
ip-nobody-wakes = Für immer wartend: { $threads }. Ein Worker, der schlafend auf eine Aufgabe wartet, muss von dem geweckt werden, worauf er wartet: von run, wenn eine Aufgabe kommt, von close, wenn keine mehr kommt. Ein Wecksignal kurz bevor ein Worker zu warten beginnt, geht verloren, wenn der Worker nicht unter derselben Sperre prüft, worauf er wartet.

## Notizen im Ablauf eines gescheiterten Laufs.
ip-note-all-queued = jedes run() ist zurückgekehrt: die Aufgaben dürfen jetzt fertig werden
ip-note-ticket-dropped = wirft das Ticket von Aufgabe { $task } weg, ohne darauf zu warten

## Eine Aufgabe löst absichtlich eine Panik aus, und die Panik ist aus dem Pool entkommen.
ip-task-panic-escaped = Eine Aufgabe der Prüfung hat absichtlich eine Panik ausgelöst („{ $message }“), um zu sehen, ob ihr Worker das übersteht, doch die Panik ist aus dem Pool entkommen und hat den Worker beendet, der die Aufgabe ausgeführt hat. Eine Panik darf nur ihre eigene Aufgabe scheitern lassen: Lass den Worker work innerhalb von std::panic::catch_unwind(AssertUnwindSafe(|| work(task))) aufrufen, gib dem Ticket dieser Aufgabe ein Err und mach mit der nächsten Aufgabe weiter.

## Die Szenarien der Prüfungen von Übung 4.
ip-scn-invoice-valid = invoice mit gültigen Beträgen
ip-scn-invoice-invalid = invoice mit 0 und negativen Beträgen
ip-scn-invoices = invoices für { $orders ->
        [one] 1 Bestellung
       *[other] { $orders } Bestellungen
    }, { $workers } Worker
ip-scn-first-last = Pool der Größe { $size }, { $tasks ->
        [one] 1 Aufgabe
       *[other] { $tasks } Aufgaben
    }, Aufgabe 0 wird als letzte fertig
ip-scn-reversed = Pool der Größe { $size }, { $tasks ->
        [one] 1 Aufgabe
       *[other] { $tasks } Aufgaben
    }, sie werden in umgekehrter Reihenfolge fertig
ip-scn-side-by-side = Pool der Größe { $size }, { $tasks } Aufgaben, die nur gemeinsam fertig werden können
ip-scn-run-returns = Pool der Größe { $size }, { $tasks ->
        [one] 1 Aufgabe, die wartet
       *[other] { $tasks } Aufgaben, die warten
    }, bis jedes run() zurückgekehrt ist
ip-scn-pool = Pool der Größe { $size }, { $tasks ->
        [one] 1 Aufgabe
       *[other] { $tasks } Aufgaben
    }
ip-scn-tasks-fail = Pool der Größe { $size }, { $count ->
        [one] Aufgabe, die scheitert
       *[other] Aufgaben, die scheitern
    }: { $tasks }
ip-scn-tasks-panic = Pool der Größe { $size }, { $count ->
        [one] Aufgabe, die eine Panik auslöst
       *[other] Aufgaben, die eine Panik auslösen
    }: { $tasks }
ip-scn-size-after-panic = Pool der Größe { $size }, Aufgabe 0 löst eine Panic aus, dann { $size } Aufgaben, die nur nebeneinander fertig werden
ip-scn-ticket-dropped = Pool der Größe 1, das Ticket von Aufgabe 0 wird weggeworfen, ohne darauf zu warten
ip-scn-close-at-once = Pool der Größe { $size }, { $tasks ->
        [one] 1 Aufgabe
       *[other] { $tasks } Aufgaben
    }, sofort close
ip-scn-waited-then-close = Pool der Größe { $size }, auf { $tasks ->
        [one] 1 Aufgabe
       *[other] { $tasks } Aufgaben
    } gewartet, dann close

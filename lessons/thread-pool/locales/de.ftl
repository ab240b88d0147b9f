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
    } gab invoices { $got } zurück: die richtigen Ergebnisse, aber nicht in der Reihenfolge der Bestellungen ({ $want }). Warte auf die Abholscheine in der Reihenfolge der Bestellungen, nicht auf das, was zuerst fertig wird; Ergebnisse, die gesammelt werden, wie sie fertig werden (in einem geteilten Vec, über einen Kanal), gehören jeweils an den Platz ihrer Bestellung.
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
ip-wrong-results = In einem Pool der Größe { $size } gaben die Abholscheine { $got }; richtig wäre { $want }.
ip-out-of-order = In einem Pool der Größe { $size } gaben die Abholscheine { $got }: die richtigen Ergebnisse, aber an den falschen Stellen ({ $want }). Jeder Abholschein muss das Ergebnis seiner eigenen Aufgabe liefern.
ip-finished-out-of-order = In einem Pool der Größe { $size } wurden die Aufgaben in der Reihenfolge { $finished } fertig, und die Abholscheine gaben { $got } statt { $want }. Jeder Abholschein muss das Ergebnis seiner eigenen Aufgabe liefern, egal in welcher Reihenfolge die Aufgaben fertig werden.
ip-not-concurrent = Diese Aufgaben können nur fertig werden, wenn sie gleichzeitig laufen, und der Pool hat sie nie so laufen lassen (für immer wartend: { $threads }). Ein Pool mit n Workern muss an n Aufgaben zugleich arbeiten. Hält ein Worker die Warteschlange gesperrt, während er arbeitet, wartet run auf seine Aufgabe, oder laufen weniger Worker als verlangt?
ip-queued-while-idle = Aufgabe { $task } wurde abgegeben (run kam zurück), aber kein Worker hat sie begonnen, während ein anderer Worker ohne Arbeit wartete: sie wartet hinter einem beschäftigten Worker, also laufen die Aufgaben nicht gleichzeitig (für immer wartend: { $threads }). Ein freier Worker muss die nächste Aufgabe nehmen: eine Warteschlange, aus der jeder Worker nimmt, nicht eine pro Worker, in der eine Aufgabe einem Worker zugeteilt wird, bevor er frei ist.
ip-run-waits = run() kam nicht zurück, solange die Worker beschäftigt waren (für immer wartend: { $threads }). run legt die Aufgabe nur in die Warteschlange und kehrt sofort zurück; in der Warteschlange wartet die Aufgabe, nicht der Aufrufer.
ip-error-spread = In einem Pool der Größe { $size }, in dem einige Aufgaben scheitern, gaben die Abholscheine { $got }; richtig wäre { $want }. Ein Fehler oder eine Panic gehört nur zum Abholschein der eigenen Aufgabe, und der Worker, der sie ausgeführt hat, muss mit der nächsten weitermachen.
ip-worker-died = { $died-where ->
        [call] Eine Panic in der Aufgabe { $died-in } hat { $died } beendet, der sie ausführte, und danach wurden keine Aufgaben mehr erledigt (für immer wartend: { $threads }). Eine Panic darf nur ihre eigene Aufgabe scheitern lassen: Lass den Worker work innerhalb von std::panic::catch_unwind(AssertUnwindSafe(|| work(task))) aufrufen, gib dem Abholschein dieser Aufgabe ein Err und nimm die nächste Aufgabe.
        [code] Eine Panic im eigenen Code des Pools, außerhalb jeder Aufgabe, bei { $file }:{ $line }, hat { $died } beendet, und danach wurden keine Aufgaben mehr erledigt (für immer wartend: { $threads }). Dort ist keine Aufgabe gescheitert: Was auch immer rund um eine Aufgabe geschieht (ihr Abholschein weggeworfen, ihre Antwort nicht mehr gewollt), der Worker darf nicht aufhören, sondern nimmt die nächste Aufgabe.
       *[none] Ein Worker hat ohne Panic aufgehört, während noch Aufgaben zu tun waren, und danach wurden sie nicht mehr erledigt (für immer wartend: { $threads }). Ein Worker hört erst auf, wenn der Pool geschlossen ist: Kehrt er zurück, wenn eine Aufgabe scheitert (gib den Fehler an den Abholschein dieser Aufgabe weiter und nimm die nächste Aufgabe), oder wenn er an einer leeren Warteschlange aufwacht (warte in einem while, das noch einmal nachsieht, nicht in einem if)?
    }
ip-early-close = close() kam zurück, als erst { $done } von { $tasks } eingereihten Aufgaben erledigt waren. close muss die Worker jede eingereihte Aufgabe fertig machen lassen und darf erst zurückkehren, wenn sie aufgehört haben.
ip-early-close-after-panic = close() kam zurück, als erst { $done } von den { $tasks } eingereihten Aufgaben hinter der, die eine Panic auslöste, erledigt waren, während noch { $running } { $running ->
        [one] Thread
       *[other] Threads
    } des Pools liefen. Ein Worker, der an Stelle eines von einer Panic beendeten gestartet wird, gehört auch zum Pool: close muss warten, bis jede eingereihte Aufgabe erledigt ist, egal welcher Worker sie nimmt (bewahre das JoinHandle des neuen Workers bei den anderen auf und joine, bis keiner mehr übrig ist).
ip-lazy-too-few-started = run({ $task }) kam zurück, als { $unfinished } übergebene Aufgaben noch nicht fertig waren, der Pool aber erst { $started } seiner { $size } Worker gestartet hatte: Eine Aufgabe wartet hinter beschäftigten Workern, obwohl der Pool noch einen starten könnte. Ein Pool, der seine Worker erst startet, wenn Aufgaben kommen, muss einen starten, sobald weniger Worker frei sind, als Aufgaben warten; ein Worker, den er geweckt hat, ist für die nächste Aufgabe nicht mehr frei.
ip-nobody-wakes = Für immer wartend: { $threads }. Ein Worker, der schlafend auf eine Aufgabe wartet, muss von dem geweckt werden, worauf er wartet: von run, wenn eine Aufgabe kommt, von close, wenn keine mehr kommt. Ein Wecksignal kurz bevor ein Worker zu warten beginnt, geht verloren, wenn der Worker nicht unter demselben Lock prüft, worauf er wartet.
ip-invoice-pdf-time = invoice({ $amount }) dauerte { $took }; das PDF zu erstellen dauert { $want }: thread::sleep(Duration::from_millis(50)), bevor die Mehrwertsteuer dazukommt.
ip-invoices-one-at-a-time = invoices(…, { $workers }) für { $orders } Bestellungen machte seine PDFs (das sleep der Worker) in jeder erkundeten Verschränkung eines nach dem anderen: höchstens { $most } { $most ->
        [one] war je gleichzeitig in Arbeit; { $later } begann erst, nachdem { $earlier } fertig war, bei { $at }
       *[other] waren je gleichzeitig in Arbeit, wo es { $want } hätten sein sollen
    } (diese Verschränkung dauerte insgesamt { $took }). Jedes PDF wartete auf das vorige. Entweder wartest du auf jeden Abholschein gleich nach seinem run (gib zuerst jede Bestellung ab und warte dann auf die Abholscheine), oder eine abgegebene Bestellung wartet hinter einem beschäftigten Worker, während ein anderer nichts zu tun hat (ein freier Worker muss die nächste Aufgabe nehmen: eine Warteschlange, aus der jeder Worker nimmt, nicht eine pro Worker).
ip-run-not-at-once = run({ $task }) kam erst nach { $took } zurück, während die Worker eines Pools der Größe { $size } mit Aufgaben von je { $each } beschäftigt waren. run legt die Aufgabe nur in die Warteschlange und kehrt sofort zurück; in der Warteschlange wartet die Aufgabe, nicht der Aufrufer.
ip-real-run-waited = Auf echten Threads kam run({ $task }) erst zurück, nachdem eine Aufgabe von { $each } fertig war, während die Worker eines Pools der Größe { $size } beschäftigt waren, in jedem von { $runs } Läufen. Im Explorer kam es sofort zurück: Arbeitet dein Code anders, wenn er nicht erkundet wird? run legt die Aufgabe nur in die Warteschlange und kehrt sofort zurück; in der Warteschlange wartet die Aufgabe, nicht der Aufrufer.
ip-too-few-at-once = In einem Pool der Größe { $workers } hatte keine erkundete Verschränkung { $want } Aufgaben gleichzeitig in Arbeit (begonnen, nicht fertig): höchstens { $most } { $most ->
        [one] war es je; { $later } begann erst, nachdem { $earlier } fertig war, bei { $at }
       *[other] waren es je
    } ({ $tasks } Aufgaben, insgesamt { $took }). Hält ein Worker die Warteschlange gesperrt, während er arbeitet (ein Guard, der in einem match oder while let weiterlebt), oder laufen weniger Worker als verlangt?

## Notizen in der Verschränkung eines gescheiterten Laufs.
ip-note-all-queued = jedes run() ist zurückgekehrt: die Aufgaben dürfen jetzt fertig werden
ip-note-task-panics = Aufgabe { $task } löst eine Panic aus (absichtlich)
ip-note-ticket-dropped = wirft den Abholschein von Aufgabe { $task } weg, ohne darauf zu warten

## Eine Aufgabe löst absichtlich eine Panic aus, und die Panic ist aus dem Pool entkommen.
ip-panic-never-answered = { $worker } hat die Panic von { $task } aufgefangen und mit den nächsten Aufgaben weitergemacht, aber der Abholschein dieser Aufgabe hat nie seine Antwort bekommen: { $waiter } wartet für immer in { $waits }. Hier ist kein Worker gestorben. Auch eine Aufgabe, die eine Panic auslöst, muss ihrem eigenen Abholschein antworten: Gib ihm statt des Ergebnisses ein Err, damit sein wait zurückkehrt.
ip-task-panic-escaped = Eine Aufgabe der Prüfung hat absichtlich eine Panic ausgelöst („{ $message }“), um zu sehen, ob ihr Worker das übersteht, doch die Panic ist aus dem Pool entkommen und hat den Worker beendet, der die Aufgabe ausgeführt hat. Eine Panic darf nur ihre eigene Aufgabe scheitern lassen: Lass den Worker work innerhalb von std::panic::catch_unwind(AssertUnwindSafe(|| work(task))) aufrufen, gib dem Abholschein dieser Aufgabe ein Err und mach mit der nächsten Aufgabe weiter.

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
        [one] Aufgabe, die eine Panic auslöst
       *[other] Aufgaben, die eine Panic auslösen
    }: { $tasks }
ip-scn-size-after-panic = Pool der Größe { $size }, Aufgabe 0 löst eine Panic aus, dann { $size } Aufgaben, die nur nebeneinander fertig werden
ip-scn-ticket-dropped = Pool der Größe 1, der Abholschein von Aufgabe 0 wird weggeworfen, ohne darauf zu warten
ip-scn-panic-then-close = Pool der Größe { $size }, Aufgabe 0 löst eine Panic aus, { $tasks } Aufgaben, close nach der Panic
ip-scn-close-at-once = Pool der Größe { $size }, { $tasks ->
        [one] 1 Aufgabe
       *[other] { $tasks } Aufgaben
    }, sofort close
ip-scn-waited-then-close = Pool der Größe { $size }, auf { $tasks ->
        [one] 1 Aufgabe
       *[other] { $tasks } Aufgaben
    } gewartet, dann close
ip-scn-run-while-busy = Pool der Größe { $size }, { $tasks } Aufgaben zu je { $each }, run während die Worker beschäftigt sind
ip-scn-timed-tasks = Pool der Größe { $size }, { $tasks } Aufgaben zu je { $each }
ip-scn-idle-pool = Pool der Größe { $size } ohne etwas zu tun

## Was die Pool-Übungen 11-18 über Threads sagen.
tp-no-threads = Jede Aufgabe wurde im aufrufenden Thread erledigt: Es wurde kein Thread gestartet. Erledige sie in einem WorkerPool mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    }.
tp-too-many-threads = Bei { $workers ->
        [one] einem verlangten Worker
       *[other] { $workers } verlangten Workern
    } { $started ->
        [one] wurde ein Thread
       *[other] wurden { $started } Threads
    } für { $tasks ->
        [one] eine Aufgabe
       *[other] { $tasks } Aufgaben
    } gestartet. Ein Pool mit { $workers } erledigt alle Aufgaben: nie mehr Threads als das.
tp-pool-per-task = Für { $tasks ->
        [one] eine Aufgabe
       *[other] { $tasks } Aufgaben
    } wurde mehr als einmal ein neuer WorkerPool gebaut ({ $started } Threads insgesamt). Bau einen Pool vor der Schleife und gib ihm jede Aufgabe; ein Pool pro Aufgabe ist ein Thread pro Aufgabe mit Umweg.
tp-left-running = { $running ->
        [one] Ein Thread, den sie gestartet hat, lief
       *[other] { $running } Threads, die sie gestartet hat, liefen
    } noch, als die Funktion zurückkehrte: Der Pool wurde nicht geschlossen. Schließ ihn (oder lass ihn den Gültigkeitsbereich verlassen), bevor du zurückkehrst; close wartet, bis jeder Worker aufgehört hat. Eigene Threads: Ruf join für jeden auf, bevor du zurückkehrst, auch für die nach einem Fehler.
tp-scn-batch = { $images ->
        [one] 1 Foto
       *[other] { $images } Fotos
    }, { $workers ->
        [one] 1 Worker
       *[other] { $workers } Worker
    }
tp-one-at-a-time = { $images } Fotos mit { $workers } Workern: nie zwei davon zugleich in Arbeit. Das zweite begann bei t={ $next-from }, erst als das erste fertig war (t={ $first-to }). Die Fotos wurden eins nach dem anderen gemacht: Wird auf jeden Abholschein gewartet, bevor das nächste Foto abgegeben wird? Eine Kette wie map(run).map(wait) tut genau das, denn Iteratoren sind faul. Gib zuerst jedes Foto ab (sammle die Abholscheine in einem Vec) und warte dann auf sie. In einem eigenen Pool: Hält ein Worker das Lock der Warteschlange (oder des Empfängers), während er sein Foto macht?
tp-too-few-at-once = { $images } Fotos mit { $workers } Workern: höchstens { $most } davon zugleich in Arbeit, nie { $want }. Wird auf manche Abholscheine gewartet, bevor jedes Foto abgegeben ist? Gib zuerst jedes Foto ab (sammle die Abholscheine in einem Vec) und warte dann auf sie. In einem eigenen Pool: Hält ein Worker das Lock der Warteschlange (oder des Empfängers), während er sein Foto macht?
tp-photos-worker-left-free = { $images } Fotos mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    }: von t={ $from } bis t={ $until } nach dem Beginn des ersten Fotos { $busy ->
        [one] war nur ein Foto
       *[other] waren nur { $busy } Fotos
    } in Arbeit, während { $waiting ->
        [one] noch ein Foto darauf wartete
       *[other] noch { $waiting } Fotos darauf warteten
    }, dranzukommen: Ein Worker war frei und bekam kein Foto. Gibst du die Fotos in Gruppen ab und wartest auf jede Gruppe, bevor die nächste kommt, oder teilst du sie vorab in feste Anteile pro Worker auf, sodass einer, der früh fertig ist, neben der Warteschlange eines anderen untätig steht? Gib zuerst jedes Foto an den Pool ab (sammle die Abholscheine in einem Vec) und warte dann auf sie: Ein freier Worker nimmt das nächste Foto.
tp-real-one-at-a-time = Auf echten Threads wurden die { $images } Fotos mit { $workers } Workern eins nach dem anderen gemacht: höchstens { $most } zugleich in Arbeit. Im Explorer wurden sie nebeneinander gemacht: Arbeitet dein Code anders, wenn er nicht erkundet wird? Gib auch dort zuerst jedes Foto ab (sammle die Abholscheine in einem Vec) und warte dann auf sie.

## Übung 11 (thumbnails): der Bericht und die Befunde.
th-report-size = { $image }: { $kb } KB
th-report-error = { $image }: Fehler: { $error }
th-report-total = Gesamt: { $total } KB
th-thumbnail-wrong = thumbnail({ $image }) hat { $got } zurückgegeben; richtig wäre { $want }. Der Name hat { $chars } Zeichen, aber { $bytes } Bytes: Die Größe ist 20 + 3 × die Zeichen (chars().count(), nicht len()), und ein Name, der mit "повредена" beginnt, ist Err("повреден файл").
th-thumbnail-took = thumbnail({ $image }) hat auf der virtuellen Uhr { $took } gebraucht; ein Vorschaubild von { $kb } KB zu machen braucht 2 ms pro KB, { $want }: thread::sleep(Duration::from_millis(2 × KB)).
th-wrong-sizes = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat thumbnails { $got } zurückgegeben; richtig wäre { $want }.
th-out-of-order = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat thumbnails { $got } zurückgegeben: die richtigen Größen, aber nicht in der Reihenfolge der Fotos ({ $want }). Warte auf die Abholscheine in der Reihenfolge der Fotos, nicht auf das, was zuerst fertig wird; Ergebnisse, die gesammelt werden, wie sie fertig werden (in einem geteilten Vec, über einen Kanal), gehören jeweils an den Platz ihres Fotos.
th-scn-cyrillic = thumbnail bulgarischer Namen
th-scn-latin = thumbnail lateinischer Namen
th-scn-corrupted = thumbnail beschädigter Dateien und von Namen, die nur so aussehen

## Übung 12 (pool-errors): die Befunde.
pe-error-spread = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat thumbnails { $got } zurückgegeben; richtig wäre { $want }. Ein beschädigtes Foto scheitert allein: Die Fotos danach und daneben bekommen trotzdem ihre Größe, und die Liste hat einen Platz für jedes Foto.
pe-results-missing = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat thumbnails { $results ->
        [one] 1 Ergebnis
       *[other] { $results } Ergebnisse
    } für { $count } Fotos zurückgegeben: { $got }; richtig wäre { $want }. Ein beschädigtes Foto scheitert allein: Jedes Foto bekommt sein eigenes Result, auch die nach einem Fehler. Was bei einem Fehler aufhört, lässt Fotos ohne eins: eine Schleife über die Abholscheine, die beim ersten Err endet, oder ein eigener Worker, der seine Schleife mit ? verlässt.
pe-error-swallowed = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat thumbnails { $got } zurückgegeben; richtig wäre { $want }. Ein beschädigtes Foto hat eine Größe bekommen: Sein Fehler wurde zu einem Wert gemacht. Lass das Err des Abholscheins, wie es ist.
pe-wrong = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat thumbnails { $got } zurückgegeben; richtig wäre { $want }. Jedes Foto gelingt oder scheitert wie es soll, aber eine Größe oder der Text eines Fehlers ist nicht der von thumbnail.
pe-scn-batch = { $images ->
        [one] 1 Foto
       *[other] { $images } Fotos
    }, { $corrupted } beschädigt, { $workers ->
        [one] 1 Worker
       *[other] { $workers } Worker
    }

## Übung 13 (where-the-error-went): der Bericht und die Befunde.
we-report-caught = Abgefangen: { $error }
we-report-sizes = Größen: { $sizes }
we-error-lost = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat all_sizes { $got } zurückgegeben; richtig wäre { $want }. Ein beschädigtes Foto verdirbt den ganzen Stapel: In Result<Vec<_>, _> gesammelt, ist das erste Err die Antwort.
we-error-made-up = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat all_sizes { $got } zurückgegeben; richtig wäre { $want }: Hier ist kein Foto beschädigt.
we-wrong = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat all_sizes { $got } zurückgegeben; richtig wäre { $want }. Der Fehler ist der Text von thumbnail, und die Größen sind die der Fotos.
we-photos-not-made = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } ist all_sizes zurückgekehrt, als { $made } von mindestens { $want } übergebenen Fotos, die Zeit brauchen, gemacht waren. Jedes Foto, das dem Pool übergeben wurde, muss trotzdem gemacht werden, auch nach einem Fehler: Der Fehler entscheidet nur, was all_sizes zurückgibt, er sagt die Aufgaben nicht ab.
we-out-of-order = Für { $images } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } hat all_sizes { $got } zurückgegeben: die richtigen Größen, aber nicht in der Reihenfolge der Fotos ({ $want }). Sammle die Abholscheine in der Reihenfolge der Fotos; Ergebnisse, die gesammelt werden, wie sie fertig werden (in einem geteilten Vec, über einen Kanal), gehören jeweils an den Platz ihres Fotos.

## Übung 14 (pool-size): der Bericht und die Befunde.
ps-report-thumbnails = Vorschaubilder (nur Rechnen): { $size }
ps-report-mail = Mails ({ $wait } ms Warten, { $compute } ms Rechnen): { $size }
ps-wrong = pool_size({ $cores }, { $wait }, { $compute }) hat { $got } zurückgegeben; richtig wäre { $want }, also ⌊{ $cores } × ({ $compute } + { $wait }) / { $compute }⌋. Multipliziere, bevor du teilst (in ganzen Zahlen ist 5 / 10 gleich 0), in einem Typ, der breit genug für das Produkt ist, und ohne Gleitkommazahlen. Eine eigene Obergrenze gibt es auch nicht: Die Kerne sind das Mindeste, nicht das Höchste.
ps-wrong-over = pool_size({ $cores }, { $wait }, { $compute }) hat { $got } zurückgegeben; richtig wäre { $want }, also ⌊{ $cores } × ({ $compute } + { $wait }) / { $compute }⌋: abgerundet, nie aufgerundet (ein Rest bringt keinen Worker dazu), und exakt (eine Gleitkommazahl kann ein Ergebnis aufrunden).
ps-panicked = pool_size hat eine Panic ausgelöst: „{ $message }“. Eine Summe oder ein Produkt von u32-Werten kann zu groß für ein u32 sein, obwohl das Ergebnis hineinpasst (Rechnen + Warten, Kerne × das): Rechne in u64 und wandle das Ergebnis zurück.
ps-scn-compute-only = Poolgrößen für Arbeit, die nur rechnet
ps-scn-waiting = Poolgrößen für Arbeit, die wartet
ps-scn-big-product = Poolgrößen, deren Produkt nicht in ein u32 passt
ps-scn-boundaries = Poolgrößen an jeder Grenze: keine Wartezeit, ein Kern, Reste um die Hälfte, Ergebnisse nahe u32::MAX
ps-scn-random = Poolgrößen für { $count } Eingaben jeder Größe (Seed { $seed })

## Übung 16 (bounded-pool): die Befunde.
bp-zero-accepted = { $call } hat keine Panic ausgelöst. Eine Warteschlange ohne Platz für eine einzige wartende Aufgabe könnte nie eine aufnehmen: new muss waiting = 0 ablehnen.
bp-run-waits-with-room = Für immer wartend: { $threads }. run hat gewartet, obwohl weniger als waiting Aufgaben in der Warteschlange standen. Zähle nur die Aufgaben, die noch kein Worker genommen hat, und warte nur, solange diese Zahl waiting erreicht hat.
bp-run-not-woken = Für immer wartend: { $threads }. run wartet weiter, obwohl wieder Plätze frei sind: Jede Aufgabe, die ein Worker nimmt, macht einen Platz frei, und ein run, das auf einen wartet, muss jedes Mal geweckt werden, nicht nur, wenn die Warteschlange voll war.
bp-run-waited-with-room = run({ $task }) hat gewartet, obwohl der Pool Platz hatte: { $size ->
        [one] ein Worker
       *[other] { $size } Worker
    } und Platz für { $waiting } { $waiting ->
        [one] wartende Aufgabe
       *[other] wartende Aufgaben
    }, und nur { $task } { $task ->
        [one] Aufgabe wurde
       *[other] Aufgaben wurden
    } davor ausgeführt. Aber nur { $taken } davon { $taken ->
        [one] hat ein Worker
       *[other] haben Worker
    } genommen, und { $queued } { $queued ->
        [one] blieb
       *[other] blieben
    } in der Warteschlange, während { $free ->
        [one] ein Worker frei war
       *[other] { $free } Worker frei waren
    }. Ein freier Worker nimmt die nächste wartende Aufgabe sofort: Hält ein Worker die Warteschlange (oder den Empfänger) gesperrt, während er arbeitet, sodass die anderen keine nehmen können? Oder behält eine genommene Aufgabe ihren Platz in der Warteschlange, bis sie fertig ist?
bp-run-waited-room-short = run({ $task }) hat gewartet, obwohl der Pool Platz hatte: { $size ->
        [one] Sein Worker hatte eine Aufgabe
       *[other] Alle { $size } Worker hatten je eine Aufgabe
    }, und { $queued ->
        [0] keine wartete
        [one] nur eine wartete
       *[other] nur { $queued } warteten
    } in der Warteschlange, mit Platz für { $waiting } { $waiting ->
        [one] wartende Aufgabe
       *[other] wartende Aufgaben
    }. Eine Aufgabe, die ein Worker genommen hat, zählt nicht mehr: Der Platz ist für die Aufgaben, die noch kein Worker genommen hat. Ist der Platz kleiner als waiting (ein sync_channel(waiting - 1), ein >= statt >), oder behält eine genommene Aufgabe ihren Platz, bis sie fertig ist?
bp-run-squeezed-in = Mit { $size ->
        [one] einem Worker
       *[other] { $size } Workern
    } und Platz für { $waiting } Wartende waren { $unfinished } Aufgaben abgegeben und nicht fertig, obwohl nicht mehr in Arbeit sein konnten: Zwei Shops haben auf einen freien Platz gewartet, und beide sind hineingekommen. Wenn run aufwacht, muss es noch einmal nachsehen, ob Platz ist (ein while um sein Warten, kein if): Ein anderes run kann den Platz zuerst genommen haben.
bp-real-run-squeezed-in = Auf echten Threads, mit { $size ->
        [one] einem Worker
       *[other] { $size } Workern
    } und Platz für { $waiting } Wartende, waren { $unfinished } Aufgaben abgegeben und nicht fertig: mehr, als die Worker und der Platz fassen können. Im Explorer kam das nie vor: Arbeitet dein Code anders, wenn er nicht erkundet wird? Wenn run aufwacht (benachrichtigt oder grundlos, wie jedes Warten es darf), muss es noch einmal nachsehen, ob Platz ist: ein while um sein Warten, kein if.
bp-run-did-not-wait = Mit { $size ->
        [one] einem beschäftigten Worker
       *[other] { $size } beschäftigten Workern
    } und Platz für { $waiting } Wartende sind { $returned } runs zurückgekehrt, während keine Aufgabe fertig werden konnte: run muss warten, solange { $waiting } Aufgaben in der Warteschlange stehen, statt eine wegzuwerfen, abzulehnen oder noch eine hineinzuquetschen.
bp-queued-before-workers = run({ $task }) kam zurück, als { $unbegun } Aufgaben abgegeben waren und noch keiner der Threads gelaufen war, die danach eine Aufgabe begannen, also noch kein Worker eine genommen hatte: Die Warteschlange hielt { $unbegun }, wo Platz für { $waiting } ist. run muss warten, solange { $waiting ->
        [one] eine Aufgabe in der Warteschlange ist
       *[other] { $waiting } Aufgaben in der Warteschlange sind
    } (noch von keinem Worker genommen), auch bevor ein Worker überhaupt eine genommen hat: Ein Platz wird frei, sobald ein Worker seine Aufgabe nimmt, und Aufgaben in Arbeit belegen keinen Platz.
bp-queued-past-room = run({ $task }) kam zurück, als { $unbegun } Aufgaben abgegeben und noch nicht begonnen waren, und von den Threads, die danach eine Aufgabe begannen, waren bis dahin erst { $ran } gelaufen, jeder mit höchstens einer genommenen Aufgabe: Mindestens { $queued } warteten in der Warteschlange, die Platz für { $waiting } hat. run muss warten, solange { $waiting ->
        [one] eine Aufgabe in der Warteschlange ist
       *[other] { $waiting } Aufgaben in der Warteschlange sind
    } (noch von keinem Worker genommen): Ein Platz wird frei, sobald ein Worker seine Aufgabe nimmt, und Aufgaben in Arbeit belegen keinen Platz.
bp-tasks-lost = In einem Pool mit { $size } und Platz für { $waiting } haben die Abholscheine { $got } geliefert; richtig wäre { $want }. Eine Aufgabe, die kommt, während die Warteschlange voll ist, wartet in run; sie wird nie weggeworfen oder abgelehnt.
bp-wrong-results = In einem Pool mit { $size } und Platz für { $waiting } haben die Abholscheine { $got } geliefert; richtig wäre { $want }.
bp-out-of-order = In einem Pool mit { $size } und Platz für { $waiting } haben die Abholscheine { $got } geliefert: die richtigen Ergebnisse, aber an den falschen Plätzen ({ $want }). Jeder Abholschein muss das Ergebnis seiner eigenen Aufgabe liefern.
bp-close-hangs = close() ist nie zurückgekehrt (für immer wartend: { $threads }). Jeder Worker muss erfahren, dass keine Aufgaben mehr kommen: eine Giftpille für jeden hinter den wartenden Aufgaben, oder ein closed-Flag mit notify_all.
bp-early-close = close() ist zurückgekehrt, als erst { $done } von { $tasks } wartenden Aufgaben erledigt waren. close muss die Worker jede wartende Aufgabe beenden lassen.
bp-not-concurrent = Diese Aufgaben können nur fertig werden, während sie nebeneinander laufen, und der Pool hat sie nie so laufen lassen (für immer wartend: { $threads }). Hält ein Worker die Warteschlange gesperrt, während er arbeitet?
bp-too-few-at-once = In einem Pool mit { $size }, Platz für { $waiting }, hatte keine erkundete Verschränkung { $want } Aufgaben gleichzeitig in Arbeit (begonnen, nicht fertig): höchstens { $most } { $most ->
        [one] war es je; { $later } begann erst, nachdem { $earlier } fertig war, bei { $at }
       *[other] waren es je
    } ({ $tasks } Aufgaben). Hält ein Worker die Warteschlange gesperrt, während er arbeitet, oder wartet run auf seine Aufgabe?
bp-real-one-at-a-time = Auf echten Threads liefen die { $tasks } Aufgaben in einem Pool mit { $size } eine nach der anderen: höchstens { $most } gleichzeitig in Arbeit (begonnen, nicht fertig). Im Explorer liefen sie nebeneinander: Arbeitet dein Code anders, wenn er nicht erkundet wird? Auch dort müssen seine Worker die nächste Aufgabe nehmen, während die anderen arbeiten.
bp-note-gate-opens = { $returned } runs sind zurückgekehrt: das Tor öffnet sich, die Aufgaben dürfen fertig werden
bp-scn-no-room = BoundedPool::new ohne Platz für wartende Aufgaben
bp-scn-full = Pool mit { $size }, Platz für { $waiting }, { $tasks } Aufgaben, jeder Worker an einem Tor festgehalten
bp-scn-two-shops = Pool mit { $size }, Platz für { $waiting }, zwei Shops warten auf denselben Platz
bp-real-overtaken-shop = auf echten Threads, Pool mit { $size }, Platz für { $waiting }: ein Shop wartet in run am vollen Pool, main lässt eine Aufgabe durch und ruft sofort selbst run auf, Runde um Runde
bp-scn-runs-in-a-row = Pool mit { $size }, Platz für { $waiting }, { $tasks } Aufgaben hintereinander abgegeben
bp-scn-many = Pool mit { $size }, Platz für { $waiting }, { $tasks } Aufgaben
bp-scn-shops = Pool mit { $size }, Platz für { $waiting }, zwei Shops, { $tasks } Aufgaben
bp-scn-close = Pool mit { $size }, Platz für { $waiting }, { $tasks ->
        [one] 1 Aufgabe
       *[other] { $tasks } Aufgaben
    }, sofort close
bp-scn-side-by-side = Pool mit { $size }, Platz für { $waiting }, { $tasks } Aufgaben, die nur gemeinsam fertig werden können
bp-run-does-the-task = Bei voller Warteschlange hat run({ $task }) nicht auf Platz gewartet: Es hat die Aufgabe selbst erledigt, im aufrufenden Thread (für immer wartend: { $threads }). So wird der Aufrufer eine ganze Aufgabe lang aufgehalten, und eine Aufgabe mehr läuft, als der Pool Worker hat. run wartet nur, solange { $waiting ->
        [one] eine Aufgabe
       *[other] { $waiting } Aufgaben
    } in der Warteschlange stehen, und überlässt jede Aufgabe einem Worker.
bp-scn-timed = Pool mit { $size }, Platz für { $waiting }, { $tasks } Aufgaben zu je { $each }
bp-scn-invoices = invoices von { $orders } Bestellungen, { $workers ->
        [one] 1 Worker
       *[other] { $workers } Worker
    }, Platz für { $waiting }

## Übung 17 (progress): der Bericht und die Befunde.
pg-scn-slow-print = invoices für { $orders } Bestellungen, die zugleich fertig werden, { $workers } Worker, und eine Zeile braucht 5 ms zum Ausgeben
pg-report-done = fertig { $done } von { $count }
pg-counts-wrong = done wurde mit { $got } aufgerufen; richtig wäre { $want }: k = 1, 2, … { $count } in dieser Reihenfolge, jedes einmal. Zähle und melde für die anderen Worker in einem Schritt: nimm ein Lock, zähle eins dazu, ruf done mit dieser Zahl auf und gib das Lock erst dann frei.
pg-counts-wrong-total = done wurde mit { $got } aufgerufen; richtig wäre { $want }: n ist die Zahl der Bestellungen, { $count }, in jedem Aufruf dieselbe (nicht die Worker, nicht die übrigen Aufgaben).
pg-counts-from-zero = done wurde mit { $got } aufgerufen; richtig wäre { $want }: jeder Zähler um eins zu klein. k ist, wie viele Aufgaben fertig sind, diese mitgezählt: Zähl erst eins dazu, dann ruf done mit dem neuen Stand auf.
pg-counts-extra-call = done wurde mit { $got } aufgerufen; richtig wäre { $want }: einmal für jede der { $count } Aufgaben, von dem Worker, der sie fertig gemacht hat, und nicht öfter (nicht noch einmal am Ende).
tp-invoices-one-at-a-time = { $orders } Bestellungen mit { $workers } Workern: nie zwei Rechnungen zugleich in Arbeit. Die zweite begann bei t={ $next-from }, erst als die erste fertig war (t={ $first-to }). Die Rechnungen wurden eine nach der anderen gemacht: Wird auf jeden Abholschein gewartet, bevor die nächste Bestellung abgegeben wird? Eine Kette wie map(run).map(wait) tut genau das, denn Iteratoren sind faul. Gib zuerst jede Bestellung ab (sammle die Abholscheine in einem Vec) und warte dann auf sie. Oder bleibt ein Lock gehalten, während eine Rechnung gemacht wird (ein Worker, der die Warteschlange gesperrt hält, ein Zähler oder die Ergebnisse hinter einem Mutex, der um die Arbeit herum gesperrt ist)?
tp-invoices-too-few = { $orders } Bestellungen mit { $workers } Workern: höchstens { $most } Rechnungen zugleich in Arbeit, nie { $want }. Wird auf manche Abholscheine gewartet, bevor jede Bestellung abgegeben ist? Gib zuerst jede Bestellung ab (sammle die Abholscheine in einem Vec) und warte dann auf sie. Oder bleibt ein Lock gehalten, während eine Rechnung gemacht wird (ein Worker, der die Warteschlange gesperrt hält, ein Zähler oder die Ergebnisse hinter einem Mutex, der um die Arbeit herum gesperrt ist)?
tp-invoices-worker-left-free = { $orders } Bestellungen mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    }: von t={ $from } bis t={ $until } nach dem Beginn der ersten Rechnung { $busy ->
        [one] war nur eine Rechnung
       *[other] waren nur { $busy } Rechnungen
    } in Arbeit, während { $waiting ->
        [one] noch eine Bestellung darauf wartete
       *[other] noch { $waiting } Bestellungen darauf warteten
    }, dranzukommen: Ein Worker war frei und bekam keine Bestellung. Gibst du die Bestellungen in Gruppen ab und wartest auf jede Gruppe, bevor die nächste kommt? Gib zuerst jede Bestellung ab (sammle die Abholscheine in einem Vec) und warte dann auf sie.
tp-invoices-real-one-at-a-time = Auf echten Threads wurden die Rechnungen der { $orders } Bestellungen mit { $workers } Workern eine nach der anderen gemacht: höchstens { $most } Rechnung zugleich in Arbeit. Im Explorer wurden sie nebeneinander gemacht: Arbeitet dein Code anders, wenn er nicht erkundet wird? Gib auch dort zuerst jede Bestellung ab (sammle die Abholscheine in einem Vec) und warte dann auf sie.
tp-naps = Der Thread { $thread } hat { $naps }-mal geschlafen (jedes Mal { $nap }), während er nichts zu tun hatte als zu warten, und nach jedem Nickerchen wieder nachgesehen: Das ist aktives Warten, nur langsamer. Ein Thread, der wartet, muss blockieren, bis ihn das weckt, worauf er wartet: ein untätiger Worker in recv() oder Condvar::wait an der Warteschlange der Aufgaben, das wait eines Abholscheins in recv() auf seine Antwort, ein run in Condvar::wait auf Platz; nie schlafen und wieder nachsehen.
pg-counts-out-of-order = done wurde mit { $got } aufgerufen: jede Zahl einmal, aber nicht in der Reihenfolge; richtig wäre { $want }. k ist, wie viele Aufgaben fertig sind, wenn done aufgerufen wird: Die erste Aufgabe, die fertig wird, sagt 1, die nächste 2, welche Bestellung es auch ist (nicht ihr Platz unter den Bestellungen). Halte diese Zahl dort, wo jeder Worker sie sieht, und zähle und melde in einem Schritt: nimm ein Lock, zähle eins dazu, ruf done mit dieser Zahl auf und gib das Lock erst dann frei.
pg-counts-missing = done wurde { $calls ->
        [one] einmal
       *[other] { $calls }-mal
    } für { $count } Aufgaben aufgerufen ({ $got }); richtig wäre { $want }. Jede Aufgabe zählt, sobald sie fertig ist, auch eine, deren Rechnung fehlgeschlagen ist: Ruf done für jede Aufgabe auf, was auch ihr Ergebnis ist.
pg-counts-skipped = done wurde { $calls ->
        [one] einmal
       *[other] { $calls }-mal
    } für { $count } Aufgaben aufgerufen ({ $got }); richtig wäre { $want }. Jede Rechnung hier ist gelungen, also wurden manche fertig und nie gezählt: Ein Worker, der sein Zählen auslässt, wenn das Lock belegt ist (try_lock), oder es aufgibt, verliert eine. Zähle und melde jede Aufgabe, und warte dafür wenn nötig auf das Lock.
to-real-quick-behind-slow = Auf echten Threads haben die schnellen Rechnungen hinter der langsamen gewartet: { $begun } von { $quick } schnellen PDFs begannen, bevor das langsame PDF ({ $slow } ms) fertig war, obwohl es { $workers } Worker gab, in jedem von { $runs } Läufen. Im Explorer hat keine gewartet: Arbeitet dein Code anders, wenn er nicht erkundet wird? Ein freier Worker nimmt die nächste Bestellung, egal welcher andere Worker beschäftigt ist.
pg-real-late = Auf echten Threads kam done({ $k }, …) erst, nachdem das PDF der ersten Rechnung fertig war, obwohl eine ungültige Bestellung sofort fertig war. Im Explorer kam es rechtzeitig: Meldet dein Code anders, wenn er nicht erkundet wird? Melde eine Aufgabe, wenn sie fertig ist, in ihrem Worker, nicht wenn auf ihren Abholschein gewartet wird.
pg-real-late-next = Auf echten Threads kam done({ $k }, …) erst, nachdem das PDF einer späteren Rechnung fertig war, obwohl seine Aufgabe auf einem Worker fertig war, bevor dieses PDF begann. Im Explorer kam es rechtzeitig: Meldet dein Code anders, wenn er nicht erkundet wird? Melde eine Aufgabe, wenn sie fertig ist, in ihrem Worker, nicht wenn auf ihren Abholschein gewartet wird.
pg-late = done({ $k }, …) kam bei { $at } ms, aber { $k ->
        [one] eine Aufgabe war
       *[other] { $k } Aufgaben waren
    } schon bei { $want } ms fertig. Melde eine Aufgabe, wenn sie fertig ist, in ihrem Worker, nicht wenn auf ihren Abholschein gewartet wird.
pg-early = done({ $k }, …) kam bei { $at } ms, als { $k ->
        [one] noch keine Aufgabe fertig war (die erste erst bei { $want } ms)
       *[other] weniger als { $k } Aufgaben fertig waren ({ $k } erst bei { $want } ms)
    }. Melde eine Aufgabe, wenn sie erledigt ist, nicht wenn sie beginnt.

## Übung 18 (timeout): der Bericht und die Befunde.
to-report-timeout = Zeitüberschreitung
to-real-timeout-too-soon = Auf echten Threads kam die Bestellung { $order } bei einem Limit von { $limit } ms als Err("timeout") zurück, weit mehr, als ihr PDF braucht; im Explorer kam sie rechtzeitig. Zwei Dinge führen dazu: eine Frist, die ab dem Aufruf zählt statt ab dem Moment, in dem ein Worker die Bestellung beginnt, und ein Wecken ohne Grund (std erlaubt es dem wait einer Condvar, und echte Threads tun es), das als erreichtes Limit gelesen wird. Warte mit wait_timeout in einer Schleife, bis das Ergebnis da ist oder die eigene Frist der Bestellung vorbei ist.
to-timeout-spread = Mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } und einer Grenze von { $limit } ms haben die Bestellungen { $orders } { $got } geliefert; richtig wäre { $want }. Eine pünktliche Rechnung wurde als gescheitert gemeldet. Zwei Dinge führen dazu: eine Frist, die ab dem falschen Moment zählt (eine Aufgabe wird ab dem Moment gemessen, in dem ihr Worker sie beginnt, nicht ab dem Aufruf und nicht ab dem Warten auf ihren Abholschein), und ein Aufwachen, das als erreichte Grenze gelesen wird (ein wait_timeout in einem if statt in einer Schleife: Es wacht auch bei einem anderen notify auf, etwa beim Start der Bestellung). Warte in einer Schleife, bis das Ergebnis da ist oder die eigene Frist der Bestellung vorbei ist.
to-pdf-never-made = Mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } und einer Grenze von { $limit } ms haben die Bestellungen { $orders } die richtigen Ergebnisse geliefert, aber nur { $made ->
        [one] eine ihrer { $valid } Rechnungen wurde
       *[other] { $made } ihrer { $valid } Rechnungen wurden
    } überhaupt begonnen: Eine Bestellung wurde abgelehnt, ohne ihr PDF zu machen, weil vorher feststand, wie lange es dauern würde. Eine Aufgabe läuft in die Zeitüberschreitung, wenn ihr eigener Lauf länger als die Grenze dauert, gemessen, während sie läuft: Beginne jede Rechnung, und gib sie auf, sobald die Grenze vorbei ist.
to-timeout-missed = Mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } und einer Grenze von { $limit } ms haben die Bestellungen { $orders } { $got } geliefert; richtig wäre { $want }. Eine Rechnung, deren PDF länger als die Grenze braucht, muss Err("timeout") sein, nicht ihr verspätetes Ergebnis.
to-wrong = Mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } und einer Grenze von { $limit } ms haben die Bestellungen { $orders } { $got } geliefert; richtig wäre { $want }.
to-out-of-order = Mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } und einer Grenze von { $limit } ms haben die Bestellungen { $orders } { $got } geliefert: die richtigen Ergebnisse, aber nicht in der Reihenfolge der Bestellungen ({ $want }).
to-worker-left-free = Die Bestellungen { $orders } mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    }: von t={ $from } ms bis t={ $until } ms des Aufrufs { $busy ->
        [one] war nur eine Rechnung
       *[other] waren nur { $busy } Rechnungen
    } in Arbeit, während { $waiting ->
        [one] noch eine Bestellung darauf wartete
       *[other] noch { $waiting } Bestellungen darauf warteten
    }, dranzukommen: Ein Worker war frei und bekam keine Bestellung. Gib zuerst jede Bestellung ab und lass keine auf einen beschäftigten Worker warten, während ein anderer frei ist.
to-scn-batch = { $orders } Bestellungen, { $workers ->
        [one] 1 Worker
       *[other] { $workers } Worker
    }, Grenze { $limit } ms

## Übung 15 (sequential-bug): der Bericht und die Befunde.
sb-report-took = Über 0,5 s gedauert: { $over }
sb-one-at-a-time = { $images } Fotos mit { $workers ->
        [one] einem Worker
       *[other] { $workers } Workern
    } haben { $took } ms gebraucht; nebeneinander brauchen sie { $bound } ms, eins nach dem anderen { $one-by-one } ms. Die Fotos wurden eins nach dem anderen gemacht: Wird auf jeden Abholschein gewartet, bevor das nächste Foto abgegeben wird? Gib zuerst jedes Foto ab (sammle die Abholscheine in einem Vec) und warte dann auf sie.
sb-too-few-at-once = { $images } Fotos mit { $workers } Workern haben { $took } ms gebraucht; nebeneinander brauchen sie { $bound } ms, eins nach dem anderen { $one-by-one } ms. Höchstens { $most } Fotos waren zugleich in Arbeit, nie { $want }: Wird auf manche Abholscheine gewartet, bevor jedes Foto abgegeben ist? Gib zuerst jedes Foto ab (sammle die Abholscheine in einem Vec) und warte dann auf sie.
sb-scn-given = die { $images } Fotos des vorgegebenen main, { $workers } Worker

## Die Rollen der Threads, die die Prüfungen starten (timeline::thread_name).
thread-shop = Shop

# Statt class-capacity-exceeded-why: In Übung 16 wartet run, auf Platz im Pool.
bounded-pool-class-capacity-exceeded-why = Solange der Platz des Pools für wartende Aufgaben voll ist, muss run warten; so halten die langsamen Worker die schnellen Shops zurück.
progress-class-out-of-order-why = done(k, n) zählt die fertigen Aufgaben: 1, 2, … n, jede Zahl einmal und in dieser Reihenfolge, egal welche Aufgabe fertig wird.

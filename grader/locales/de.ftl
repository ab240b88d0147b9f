# Die eigenen Meldungen des Graders, auf Deutsch. Jeder Schlüssel hier steht auch in en.ftl und bg.ftl.

## Fehlerklassen: ein kurzer Name und warum es wichtig ist, in Worten, die Lernende verstehen.
class-not-done = noch nicht fertig
class-not-done-why = In der Aufgabe steht noch todo!(): Dort fängst du an.
class-compile-error = kompiliert nicht
class-compile-error-why = Der Compiler erklärt oben jeden Fehler; behebe zuerst den ersten.
class-forbidden-api = vor dem Kompilieren abgelehnt
class-forbidden-api-why = Der Grader kann nur Threads und Sperren untersuchen, die er sieht: die aus conveyor.
class-lost-item = Element verloren
class-lost-item-why = Jedes Element, das in die Warteschlange kommt, muss genau einmal wieder herauskommen: Eine Bestellung, die verschwindet, wird nie gepackt.
class-duplicate-item = Element doppelt genommen
class-duplicate-item-why = Zwei Threads haben dasselbe Element bekommen: Das Prüfen und das Nehmen müssen unter einer Sperre passieren.
class-capacity-exceeded = Kapazität überschritten (kein Gegendruck)
class-capacity-exceeded-why = Eine volle Warteschlange muss put warten lassen; so hält die langsame Seite die schnelle zurück.
class-deadlock = Thread wartet ewig
class-deadlock-why = Ein Thread wartet auf etwas, das niemand je tun wird: eine fehlende Giftpille, ein verlorenes Aufwecken oder ein vergessenes notify.
class-no-recheck = geweckter Thread prüft nicht noch einmal
class-no-recheck-why = Ein anderer Thread kann schneller sein als der, den du geweckt hast: Warte in einer while-Schleife, nicht hinter einem if.
class-busy-wait = aktives Warten
class-busy-wait-why = Ein wartender Thread muss in Condvar::wait schlafen, statt es ständig weiter zu versuchen: Immer wieder zu versuchen verbrennt einen ganzen Prozessorkern.
class-wrong-output = falsche Ausgabe
class-wrong-output-why = Was das Programm ausgibt oder zurückgibt, ist nicht das, was die Aufgabe verlangt.
class-out-of-order = falsche Reihenfolge
class-out-of-order-why = Elemente und Ergebnisse müssen ihre Reihenfolge behalten: Was zuerst hineinkommt, kommt zuerst heraus; Ergebnisse kommen in der Reihenfolge der Eingabe.
class-not-concurrent = läuft nur nacheinander
class-not-concurrent-why = Die Tasks laufen nie gleichzeitig, also ist der Pool nicht schneller als eine Schleife.
class-too-many-threads = zu viele Threads
class-too-many-threads-why = Ein Pool hat eine feste Zahl von Threads; einen Thread pro Task zu starten ist genau das, was ein Pool vermeiden soll.
class-worker-died = ein Worker ist gestorben
class-worker-died-why = Ein Fehler oder eine Panic in einem Task darf den Thread, der ihn ausgeführt hat, nicht beenden.
class-early-close = zu früh geschlossen
class-early-close-why = Das Schließen muss warten, bis jeder schon abgegebene Task fertig ist.
class-panic = Panic
class-panic-why = Dein Code hat eine Panic ausgelöst; die Meldung und die Zeile sagen dir, wo.
class-timeout = Zeitüberschreitung
class-timeout-why = Die Prüfung kam nicht rechtzeitig voran: Einen Thread, der sich im Kreis dreht, ohne je zu warten, kann nur die Uhr stoppen.
class-resource-limit = Ressourcenlimit
class-resource-limit-why = Die Prüfung hat mehr Speicher oder Ausgabe verbraucht, als sie darf.
class-crash = Absturz
class-crash-why = Der Prüfprozess endete ohne Ergebnis: durch ein Signal, ein abort, einen Stacküberlauf oder ein eigenes exit.

## Was die Prüfungen gefunden haben (für alle Lektionen gleich).
not-done = In { $file }:{ $line } steht noch todo!(). Dort fängst du an.
deadlock = Alle übrigen Threads warten, und nichts kann sie wecken: { $threads }.
step-limit = Ein Thread lief immer weiter, ohne voranzukommen: Er versucht es immer wieder, statt zu warten.
student-panic = Dein Code hat in { $file }:{ $line } eine Panic ausgelöst: { $message }
check-lost-finding = Die Prüfung ist fehlgeschlagen, ohne zu sagen, warum: Bitte sag deiner Lehrkraft Bescheid.
capacity-exceeded = Die Warteschlange enthielt mindestens { $inside } Elemente, aber ihre Kapazität ist { $capacity }.
duplicate-item = { $item } wurde { $times }-mal genommen, aber nur einmal hineingelegt.
unknown-item = { $item } wurde genommen, aber niemand hat es hineingelegt.
lost-item = { $count } von { $sent } Elementen gingen hinein und kamen nie heraus: { $missing }.
busy-wait = { $call } hat beim Warten { $ops } Sperr-, Atomic- oder Yield-Operationen ausgeführt: Es versucht es immer wieder, statt in wait() zu schlafen.
stuck-in = { $thread } in { $call }

## Vor den Prüfungen.
forbidden-std-sync = `{ $found }` kommt aus std::sync: Importiere aus conveyor::sync, damit jede mögliche Abfolge der Threads untersucht werden kann.
forbidden-std-thread = `{ $found }` kommt aus std::thread: Importiere aus conveyor::thread, damit jede mögliche Abfolge der Threads untersucht werden kann.
forbidden-std-rename = `{ $found }` benennt std um, und das würde verbergen, wofür es benutzt wird: Schreib std::-Pfade vollständig aus.
file-missing = { $file } kann nicht gelesen werden: { $error }
compile-error = { $file } kompiliert nicht:
api-mismatch = { $file } kompiliert, aber die Prüfungen können es nicht benutzen: Lass die öffentliche API der Aufgabe genau so, wie sie vorgegeben ist.
setup-error = Der Grader konnte die Prüfungen nicht bauen (nicht deine Schuld): { $error }
cannot-start = Die Prüfung kann nicht starten: { $error }
timeout = { $seconds } s lang kein Fortschritt: Die Prüfung wurde gestoppt. Eine Schleife, die nie wartet, lässt sich nicht anders unterbrechen.
crash-signal = Der Prüfprozess wurde durch Signal { $signal } beendet, bevor er berichten konnte (ein Absturz, ein abort oder ein Stacküberlauf).
crash-exit = Der Prüfprozess endete mit Exit-Code { $code }, bevor er berichten konnte: Ruft dein Code exit oder abort auf?
crash-unknown = Der Prüfprozess endete ohne Bericht.
snapshot-missing = Die erwartete Ausgabe { $file } kann nicht gelesen werden: { $error }
main-not-done = Das Programm hält bei einem todo!() in { $file } an.
main-failed = Das Programm hat nicht sauber geendet:
    { $stderr }
output-differs = Die Ausgabe des Programms ist nicht die erwartete.

## Der Bericht.
checking = Prüfe { $id } ({ $file })…
check-skipped = nicht ausgeführt
grader-error = konnte nicht geprüft werden
scenario = Szenario: { $scenario }
stuck-threads = Hängen fest: { $threads }
diff-legend = - erwartet, + ausgegeben:
replay-with = Spiel genau diese Abfolge noch einmal ab:
more-failing = { $count ->
    [one] Eine weitere Prüfung schlägt ebenfalls fehl.
   *[other] { $count } weitere Prüfungen schlagen ebenfalls fehl.
}
verdict-pass = { $id }: Alle Prüfungen bestanden. Gut gemacht!
verdict-fail = { $id }: noch nicht. Behebe den ersten Fehler oben und prüfe dann noch einmal.
verdict-error = { $id } konnte nicht geprüft werden.

## Befehle.
no-workspace = Hier ist kein Kurs-Arbeitsbereich ({ $dir }): Starte grader im Kursordner.
bad-manifest = Ein Lektionsmanifest ist fehlerhaft: { $error }
unknown-exercise = Es gibt keine Aufgabe { $id }. Aufgaben: { $known }
bad-replay = --replay erwartet CHECK:SCENARIO:SCHEDULE, genau so, wie eine fehlgeschlagene Prüfung es ausgibt.
list-name = Aufgabe
list-status = Status
list-title = Titel
status-not-started = nicht begonnen
status-failing = mit Fehlern
status-done = fertig
no-hints = Für { $id } gibt es keine Tipps.
hint-number = Tipp { $n } von { $of }:
hint-more = Frag noch einmal nach dem nächsten Tipp: grader hint { $id }
verify-expected = erwartet { $class }, erhalten
verify-ok = Jeder Stub scheitert, jede Lösung besteht, jede Mutante wird erkannt.
verify-failed = Manche Prüfungen erfüllen ihre Aufgabe nicht (siehe ✗ oben).

## Die Zeitleiste einer fehlschlagenden Abfolge.
timeline-title = Was geschah, Schritt für Schritt ({ $steps } Planungsschritte, { $preemptions } Unterbrechungen):
timeline-returns = { $call } kehrt zurück
timeline-forever = wartet ewig
timeline-folded = … { $count } weitere Schritte, in denen { $threads } weiterlaufen …
timeline-stuck = { $thread } wartet seit Schritt { $step } in { $call }, und kein Thread ist mehr da, der ihn wecken könnte.
timeline-look-at = Schau dir { $function } in { $file }:{ $line } an.
note-over-capacity = jetzt mindestens { $inside } drin, Kapazität { $capacity }
unknown-lesson = Es gibt keine Lektion { $id }. Lektionen: { $known }
lesson-missing = Die Lektion { $id } hat noch keinen Text.

# Die eigenen Meldungen des Graders, auf Deutsch. Jeder Schlüssel hier steht auch in en.ftl und bg.ftl.

## Fehlerklassen: ein kurzer Name und warum es wichtig ist, in Worten, die Lernende verstehen.
class-not-done = noch nicht fertig
class-not-done-why = In der Übung steht noch todo!(): Dort fängst du an.
class-compile-error = kompiliert nicht
class-compile-error-why = Der Compiler erklärt oben jeden Fehler; behebe zuerst den ersten.
class-forbidden-api = vor dem Kompilieren abgelehnt
class-forbidden-api-why = Der Grader kann nur Threads und Locks untersuchen, die er sieht: die aus conveyor.
class-lost-item = Element verloren
class-lost-item-why = Jedes Element, das in die Warteschlange kommt, muss genau einmal wieder herauskommen: Eine Bestellung, die verschwindet, wird nie gepackt.
class-duplicate-item = Element doppelt genommen
class-duplicate-item-why = Zwei Threads haben dasselbe Element bekommen: Das Prüfen und das Nehmen müssen unter einem Lock passieren.
class-capacity-exceeded = Kapazität überschritten (kein Gegendruck)
class-capacity-exceeded-why = Eine volle Warteschlange muss put warten lassen; so hält die langsame Seite die schnelle zurück.
class-deadlock = Thread wartet ewig
class-deadlock-why = Ein Thread wartet auf etwas, das kein anderer Thread je tun wird.
class-no-recheck = geweckter Thread prüft nicht noch einmal
class-no-recheck-why = Ein anderer Thread kann schneller sein als der, den du geweckt hast: Warte in einer while-Schleife, nicht hinter einem if.
class-busy-wait = aktives Warten
class-busy-wait-why = Ein wartender Thread muss in Condvar::wait schlafen, statt es ständig weiter zu versuchen: Immer wieder zu versuchen verbrennt einen ganzen Prozessorkern.
class-wrong-output = falsche Ausgabe
class-wrong-output-why = Was das Programm ausgibt oder zurückgibt, ist nicht das, was die Übung verlangt.
class-out-of-order = falsche Reihenfolge
class-out-of-order-why = Elemente und Ergebnisse müssen ihre Reihenfolge behalten: Was zuerst hineinkommt, kommt zuerst heraus; Ergebnisse kommen in der Reihenfolge der Eingabe.
class-not-concurrent = Aufgaben nicht gleichzeitig
class-not-concurrent-why = Ein Pool mit N Workern hält N Aufgaben gleichzeitig am Laufen, solange Aufgaben auf einen Worker warten: Mit weniger gleichzeitig ist er langsamer, als er sein könnte.
class-too-many-threads = zu viele Threads
class-too-many-threads-why = Ein Pool hat eine feste Zahl von Threads; einen Thread pro Aufgabe zu starten ist genau das, was ein Pool vermeiden soll.
class-worker-died = ein Worker ist gestorben
class-worker-died-why = Ein Fehler oder eine Panic in einer Aufgabe darf den Thread, der sie ausgeführt hat, nicht beenden.
class-early-close = zu früh geschlossen
class-early-close-why = Das Schließen muss warten, bis jede schon abgegebene Aufgabe fertig ist.
class-panic = Panic
class-panic-why = Dein Code hat eine Panic ausgelöst: Die Meldung sagt, was schiefging, die Zeile, wo oder in welchem Aufruf.
class-timeout = Zeitüberschreitung
class-timeout-why = Die Prüfung kam nicht rechtzeitig voran: Einen Thread, der sich im Kreis dreht, ohne je zu warten, kann nur die Uhr stoppen.
class-resource-limit = Ressourcenlimit
class-resource-limit-why = Die Prüfung hat mehr Speicher oder Ausgabe verbraucht, als sie darf.
class-crash = Absturz
class-crash-why = Der Prüfprozess endete ohne Ergebnis: durch ein Signal, ein abort, einen Stacküberlauf oder ein eigenes exit.
class-wrong-answer = falsche Antwort
class-wrong-answer-why = Eine Quizfrage ist falsch beantwortet: Lies den Abschnitt der Lektion noch einmal und versuch es dann wieder mit grader quiz.

## Was die Prüfungen gefunden haben (für alle Lektionen gleich).
not-done = { $function ->
    [none] noch nicht fertig: Fang bei { $file }:{ $line } an
   *[other] noch nicht fertig: Fang bei { $file }:{ $line } an (`{ $function }`)
}
deadlock = Alle übrigen Threads warten, und nichts kann sie wecken: { $threads }.
deadlock-lock-kept = Alle übrigen Threads warten, und nichts kann sie wecken: { $threads }. Einer von ihnen wartet, während er ein Lock hält, das die anderen brauchen, also kommt niemand hinein, um zu ändern, worauf er wartet. Gib ein Lock frei, bevor du auf einen anderen Thread wartest; das wait einer Condvar gibt nur ihren eigenen frei.
deadlock-lock-cycle = Alle übrigen Threads warten, und nichts kann sie wecken: { $threads }. Sie warten im Kreis auf die Locks der anderen: Kein notify könnte ihnen helfen.
deadlock-after-panic = { $died } endete mit einer Panic bei { $file }:{ $line }: { $message }. Danach warten diese Threads für immer: { $threads }. Was { $died } noch für sie tun sollte, ist nie passiert. Die Panic ist der Fehler; das Warten folgt nur aus ihr.
fewer-workers-started = Mit { $workers } Workern hätten { $want } Aufgaben, die Zeit brauchen, gleichzeitig in Arbeit sein sollen, aber das Programm hat nur { $started ->
        [0] keinen Thread
        [one] einen Thread
       *[other] { $started } Threads
    } gestartet, um sie zu erledigen: höchstens { $most } gleichzeitig. Ein Pool der Größe N hat N Worker: Gibst du die Zahl der Worker so weiter, wie sie gegeben wurde (nicht auf ein Maximum begrenzt, nicht einer weniger)?
worker-ended-early = { $thread } hat bei t={ $at } aufgehört, als { $waiting ->
        [one] eine Aufgabe, die Zeit braucht, noch nicht begonnen hatte
       *[other] { $waiting } Aufgaben, die Zeit brauchen, noch nicht begonnen hatten
    }, und kein Worker trat an seine Stelle: Von da an liefen weniger Aufgaben nebeneinander, als der Pool Worker hat. Ein Worker nimmt Aufgaben, bis keine mehr übrig sind: Beendet ein `return` oder ein `?` beim Fehler einer Aufgabe seine Schleife? Gib den Fehler mit dem Ergebnis dieser Aufgabe weiter und nimm die nächste Aufgabe.
timeout-rescue = { $thread } hat in { $call } gewartet ({ $wait }) und ist nur weitergekommen, weil bei t={ $at } seine Zeit abgelaufen ist: Alle anderen Threads, die noch laufen konnten, haben auch gewartet, und niemand hat ihn geweckt. Ohne das Zeitlimit würde er ewig warten. Wer ändert, worauf er wartet, muss ihn wecken: notify_one oder notify_all bei einer Condvar, ein send bei einem Kanal.
timeout-rescue-in-wait = { $thread } hat in { $wait } gewartet und ist nur weitergekommen, weil bei t={ $at } seine Zeit abgelaufen ist: Alle anderen Threads, die noch laufen konnten, haben auch gewartet, und niemand hat ihn geweckt. Ohne das Zeitlimit würde er ewig warten. Wer ändert, worauf er wartet, muss ihn wecken: notify_one oder notify_all bei einer Condvar, ein send bei einem Kanal.
step-limit = Ein Thread lief immer weiter, ohne voranzukommen: Er versucht es immer wieder, statt zu warten.
step-limit-in = { $thread } lief in { $call } immer weiter, ohne voranzukommen: Er versucht es immer wieder, statt zu warten.
student-panic = Dein Code hat in { $file }:{ $line } eine Panic ausgelöst: { $message }
student-panic-in-std = Dein Code hat in Rusts eigener Bibliothek eine Panic ausgelöst ({ $file }:{ $line }), in einem Aufruf aus deinem Code: { $message }. Diese Zeile ist nicht deine: Such in deinem Code den Aufruf, der so scheitern kann.
check-own-panic = Eine Prüfung ist in ihrem eigenen Code stehen geblieben ({ $message }): Dein Code hat etwas zurückgegeben oder getan, womit sie nicht umgehen konnte. Die Schritte oben zeigen, was dein Code getan hat. Wenn dein Code dir richtig vorkommt, zeig das deiner Lehrkraft.
check-lost-finding = Die Prüfung ist fehlgeschlagen, ohne zu sagen, warum: Bitte sag deiner Lehrkraft Bescheid.
capacity-exceeded = Die Warteschlange enthielt mindestens { $inside } Elemente, aber ihre Kapazität ist { $capacity }.
duplicate-item = { $item } wurde { $times }-mal genommen, aber nur einmal hineingelegt.
unknown-item = { $item } wurde genommen, aber niemand hat es hineingelegt.
lost-item = { $count } von { $sent } Elementen gingen hinein und kamen nie heraus: { $missing }.
busy-wait = { $call } hat beim Warten { $ops } Sperr-, Atomic- oder Yield-Operationen ausgeführt: Es versucht es immer wieder, statt in wait() zu schlafen.
stuck-in = { $thread } in { $call }
ran-one-at-a-time = { $tasks } Aufgaben zu je { $each } auf { $workers } Workern dauerten { $took }: eine nach der anderen, nie zwei gleichzeitig. Die Worker eines Pools müssen gleichzeitig arbeiten.
ran-too-few-at-once = { $tasks } Aufgaben auf { $workers } Workern dauerten { $took }, und höchstens { $most } davon liefen je gleichzeitig; { $want } hätten es sein sollen.

## Vor den Prüfungen.
forbidden-std-sync = `{ $found }` kommt aus std::sync: Importiere aus conveyor::sync, damit jede mögliche Verschränkung der Threads untersucht werden kann.
forbidden-std-thread = `{ $found }` kommt aus std::thread: Importiere aus conveyor::thread, damit jede mögliche Verschränkung der Threads untersucht werden kann.
forbidden-std-instant = `{ $found }` ist die Uhr von std, die der Explorer nicht sieht: Nimm conveyor::time::Instant (dieselben Methoden); im Grader läuft es auf der virtuellen Uhr des Explorers, auf echten Threads ist es das von std.
forbidden-std-rename = `{ $found }` benennt std um, und das würde verbergen, wofür es benutzt wird: Schreib std::-Pfade vollständig aus.
forbidden-write-instead = { $file }:{ $line }: `{ $found }` → schreib `{ $instead }`
forbidden-conveyor-why = Threads, Locks und Uhr von conveyor haben dieselben Methoden wie die von std, und der Explorer sieht sie: So probiert er jede Verschränkung aus.
file-missing = { $file } kann nicht gelesen werden: { $error }
compile-error = { $file } kompiliert nicht:
api-mismatch = { $file } kompiliert, aber die Prüfungen können es nicht benutzen: Lass die öffentliche API der Übung genau so, wie sie vorgegeben ist.
setup-error = Der Grader konnte die Prüfungen nicht bauen (nicht deine Schuld): { $error }
grading-cancelled = Die Prüfung wurde vor ihrem Ende abgebrochen; über deinen Code sagt sie nichts.
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
output-extra-lines = Das Programm gibt jede Zeile des Berichts aus und noch weitere Zeilen dazu (unten mit + markiert): Die Ausgabe wird Zeile für Zeile verglichen. Gib aus, was du beim Arbeiten sehen willst, auf stderr aus, mit eprintln!.

## Der Bericht.
checking = Prüfe { $id } ({ $file })…
check-skipped = nicht ausgeführt
grader-error = konnte nicht geprüft werden
grader-fault = Der Grader ist beim Bewerten dieser Übung gescheitert (nicht deine Schuld, es kostet keine Punkte): { $error }
scenario = Szenario: { $scenario }
stuck-threads = Hängen fest: { $threads }
diff-legend = - erwartet, + ausgegeben:
replay-with = Spiel genau diese Verschränkung noch einmal ab:
more-failing = { $count ->
    [one] Eine weitere Prüfung schlägt ebenfalls fehl.
   *[other] { $count } weitere Prüfungen schlagen ebenfalls fehl.
}
verdict-pass = { $id }: Alle Prüfungen bestanden. Gut gemacht!
verdict-fail = { $id }: noch nicht. Behebe den oben gezeigten Fehler und prüfe dann noch einmal.
verdict-error = { $id } konnte nicht geprüft werden.
verdict-replay-pass = { $id }: Die abgespielte Verschränkung von { $check } schlägt mit diesem Code nicht mehr fehl. Das war eine Verschränkung einer Prüfung: Führ `{ $command }` aus, um alle Prüfungen laufen zu lassen.

## Befehle.
no-workspace = Hier ist kein Kurs-Arbeitsbereich ({ $dir }): Starte grader im Kursordner.
bad-manifest = Ein Lektionsmanifest ist fehlerhaft: { $error }
unknown-exercise = Es gibt keine Übung { $id }. Übungen: { $known }
did-you-mean = Meintest du { $id }?
course-empty = Der Kurs hat keine Übungen: keine lessons/*/lesson.toml nennt eine.
bad-replay = --replay erwartet CHECK:SCENARIO:SCHEDULE, genau so, wie eine fehlgeschlagene Prüfung es ausgibt.
list-name = Übung
list-status = Status
list-title = Titel
status-not-started = nicht begonnen
status-failing = mit Fehlern
status-done = fertig
no-hints = Für { $id } gibt es keine Tipps.
hint-number = Tipp { $n } von { $of }:
hint-more = Frag noch einmal nach dem nächsten Tipp: grader hint { $id }
hint-more-watch = Drück noch einmal h für den nächsten Tipp.
verify-expected = erwartet { $class }, erhalten
verify-ok = Jeder Stub scheitert, jede Lösung besteht, jede Mutante wird erkannt.
verify-failed = Manche Prüfungen tun nicht, was sie sollen (siehe ✗ oben).

## Die Zeitleiste einer fehlschlagenden Verschränkung.
timeline-title = Was geschah, Schritt für Schritt ({ $steps ->
    [one] 1 Planungsschritt
   *[other] { $steps } Planungsschritte
  }, { $preemptions ->
    [one] 1 Unterbrechung
   *[other] { $preemptions } Unterbrechungen
  }):
timeline-returns = { $call } kehrt zurück
timeline-wakes-at = { $call } wacht bei t={ $time } auf
timeline-returns-at = { $call } kehrt bei t={ $time } zurück
timeline-timed-out = { $call }: Zeit abgelaufen bei t={ $time }
timeline-forever = wartet ewig
timeline-waiting = wartet
timeline-waited-until = { $thread } hat ab Schritt { $step } in { $call } gewartet, bis bei t={ $time } seine Zeit abgelaufen ist: Niemand hat ihn geweckt.
timeline-the-condvar = die Condvar
timeline-the-condvar-named = die Condvar { $code }
timeline-lock-place = Zeile { $line }
timeline-lock-place-named = { $code }, Zeile { $line }
timeline-lock-let-go = gibt das Lock frei
timeline-lock-let-go-at = gibt das Lock frei ({ $at })
timeline-lock-again = nimmt das Lock wieder
timeline-lock-again-at = nimmt das Lock wieder ({ $at })
timeline-panicked = endet mit einer Panic
timeline-folded = … { $count } weitere Schritte, in denen { $threads } { $many ->
    [one] weiterläuft
   *[other] weiterlaufen
} …
timeline-stuck = { $thread } wartet seit Schritt { $step } in { $call }.
timeline-idle = Oben nie zu sehen (kein sleep, Lock oder Warten von ihnen): { $threads }.
timeline-look-at = Schau dir { $function } in { $file }:{ $line } an.
note-over-capacity = jetzt mindestens { $inside } drin, Kapazität { $capacity }
unknown-lesson = Es gibt keine Lektion { $id }. Lektionen: { $known }
lesson-missing = Die Lektion { $id } hat noch keinen Text.

## Im Alltag: watch, next, reset, solution.
watch-watching = Beobachte { $file }: Jedes Speichern prüft die Datei erneut.
watch-polling = Beobachte { $file } und schaue alle { $seconds } s nach Änderungen: Jedes Speichern prüft die Datei erneut.
watch-events-failed = Dateiereignisse gibt es hier nicht ({ $error }): Ich schaue stattdessen regelmäßig nach.
watch-no-events = Eine Datei wurde gespeichert, ohne dass ein Dateiereignis kam; Dateiereignisse funktionieren hier also nicht: Ab jetzt schaue ich regelmäßig nach.
watch-keys = Tasten: n nächste Übung · h Tipp · l Liste · r zurücksetzen · c jetzt prüfen · q beenden
watch-why-start = erste Prüfung
watch-why-saved = nach dem Speichern
watch-why-asked = auf Wunsch geprüft
watch-building = wird gebaut…
watch-exploring = { $check } · erkundete Abläufe: { $schedules } · fehlschlagende Prüfungen: { $failed }
watch-took = { $seconds } s · gelaufene Prüfungen: { $checks } · erkundete Abläufe: { $schedules }
watch-more-lines = … { $count } weitere Zeilen werden hier nicht gezeigt: grader check { $id } zeigt alle.
watch-passed-next = { $id } ist geschafft! Drücke n für die nächste Übung, { $next }.
watch-no-next = Es ist keine andere Übung mehr offen.
watch-stopped = (die laufende Prüfung wurde abgebrochen)
watch-bye = Beobachtung beendet.
next-all-done = Alle Übungen sind geschafft. Gut gemacht!
next-exercise = Als Nächstes: { $id } · { $slug } · { $title }
next-read = Lies: { $file }
next-edit = Bearbeite: { $file }
next-then = Dann: grader check { $id }, oder grader watch { $id }, um bei jedem Speichern zu prüfen.
reset-ask = Den Ausgangscode wieder nach { $file } legen? Deine Fassung wird in { $backups } aufbewahrt. [j/N]
reset-declined = Nichts wurde geändert.
reset-already = { $file } ist schon der Ausgangscode: Es gibt nichts zurückzusetzen.
reset-from-git = aus git, HEAD
reset-done = { $id }: { $file } ist wieder der Ausgangscode ({ $from }).
reset-backup = Deine Fassung liegt in { $backup }.
reset-failed = { $file } kann nicht geschrieben werden: { $error }
solution-not-yet = { $id } ist noch nicht geschafft: Die Musterlösung wird gezeigt, sobald die Übung besteht. Prüfe sie mit: grader check { $id }
solution-missing = Unter { $file } gibt es keine Musterlösung.
solution-header = { $id }: deine Lösung neben der Musterlösung
solution-yours = deine: { $file }
solution-reference = Muster: { $file }

## Für Lehrende: grader new, und was grader verify noch als offen meldet.
new-unknown-lesson = Es gibt keine Lektion { $lesson }. Lektionen: { $known }. Um die Lektion { $lesson } mit dieser Übung zu beginnen: grader new { $lesson } { $slug } --new-lesson
new-lesson-exists = Die Lektion { $lesson } gibt es schon: Lass --new-lesson weg.
new-bad-lesson = „{ $lesson }“ kann keine Lektion benennen: Nimm Kleinbuchstaben, Ziffern und einzelne Bindestriche, am Anfang ein Buchstabe.
new-bad-slug = „{ $slug }“ kann keine Übung benennen: Nimm Kleinbuchstaben, Ziffern und einzelne Bindestriche, am Anfang ein Buchstabe.
new-slug-taken = Der Name { $slug } ist schon vergeben.
new-number-taken = Die Nummer { $number } ist schon vergeben, an { $slug }.
new-exists = { $file } gibt es schon: Nichts wurde geändert.
new-failed = { $file } kann nicht geschrieben werden: { $error }
new-created = { $id } ({ $slug }) in der Lektion { $lesson } angelegt:
new-next = Als Nächstes: grader verify { $slug } zeigt, was noch zu schreiben ist; jedes TODO(teacher) markiert eine dieser Stellen.
verify-gap-own = für diese Übung geschrieben
verify-gap-lesson = für diese Lektion geschrieben
verify-gap-example = noch das Beispiel von grader new (TODO(teacher))
verify-gap-title = einen Titel in jeder Sprache
verify-gap-hints = Tipps in jeder Sprache
verify-gap-languages = fehlt oder ist ein Platzhalter in { $langs }
verify-gap-checks = mindestens eine Prüfung
verify-gap-none = keine
verify-gap-empty = leer
verify-gap-snapshot = die Ausgabe des gegebenen main
verify-gap-mutant = eine eigene Mutante
verify-gap-only-example = nur das Beispiel von grader new
verify-gap-check = Prüfung { $check }
verify-gap-fails-on-stub = ein Fehlschlag beim Ausgangscode
verify-gap-passes = sie besteht: Sie ruft den Code der Lernenden nie auf
verify-gap-caught = eine Mutante, bei der sie fehlschlägt
verify-gap-never-fails = keine Mutante lässt sie fehlschlagen
verify-names-same = dieselben Prüfungsnamen in lesson.toml und checks.rs
verify-names-in-manifest = ein [[exercise.check]] dieses Namens in lesson.toml
verify-names-never-runs = keins: Diese Prüfung läuft nie
verify-names-in-checks = ein Check dieses Namens im main von checks.rs
verify-names-crashes = keiner: Lernende sähen diese Prüfung abstürzen
verify-names-once = eine Prüfung dieses Namens
verify-names-times = { $count } Prüfungen dieses Namens
accept-output-wrote = { $file } geschrieben
accept-output-unchanged = { $file } ist unverändert
accept-output-failed = Das gegebene main lief mit der Musterlösung nicht bis zum Ende, also wurde kein Snapshot geschrieben: { $error }
accept-output-none = { $id } hat keine Ausgabeprüfung (kind = "snapshot"), für die ein Snapshot zu schreiben wäre.
accept-output-next = Als Nächstes: grader verify { $id }

## Nicht vertrauenswürdige Abgaben: weitere Ablehnungen vor dem Übersetzen.
forbidden-unsafe = `{ $found }` ist unsicherer Code (unsafe): Der Grader kann nicht dafür einstehen, was er mit den Prüfungen macht. Schreib die Übung in sicherem Rust; conveyor hat alle Locks und Threads, die du brauchst.
forbidden-process = `{ $found }` kommt aus std::process und könnte an den Prüfungen vorbei Prozesse beenden oder starten: Lass es weg und kehre stattdessen aus deinen Funktionen zurück.
forbidden-fs = `{ $found }` kommt aus std::fs: Eine Übung liest und schreibt keine Dateien. Halte deine Daten im Speicher.
forbidden-env = `{ $found }` liest die Umgebung, und die gehört dem Grader, nicht der Übung: Übergib Werte stattdessen als Argumente.
forbidden-net = `{ $found }` kommt aus std::net: Eine Übung öffnet keine Verbindungen. Threads sprechen über die Warteschlange oder conveyor::sync::mpsc miteinander.
forbidden-os = `{ $found }` kommt aus std::os und greift direkt auf das Betriebssystem zu: Nimm stattdessen die portablen Schnittstellen von std und conveyor.
forbidden-panic-hook = `{ $found }` würde übernehmen, wie Panics gemeldet werden, und darauf verlassen sich die Prüfungen: Lass den Panic-Hook in Ruhe (catch_unwind ist erlaubt).
forbidden-include = `{ $found }` liest beim Übersetzen eine andere Datei, aber der Grader nimmt nur deine src/lib.rs: Schreib, was du brauchst, dort hinein.
forbidden-path-attribute = `{ $found }` holt ein Modul aus einer anderen Datei, aber der Grader nimmt nur deine src/lib.rs: Schreib das Modul direkt hinein, mod name {"{"} … {"}"}.
forbidden-mod-file = `{ $found }` holt eine andere Datei herein, aber der Grader nimmt nur deine src/lib.rs: Schreib das Modul direkt hinein, mod name {"{"} … {"}"}, oder verschieb seinen Code nach lib.rs.
forbidden-extern = `{ $found }` bindet Code von außerhalb der Übung ein: Lass es weg; alles, was du brauchst, steht in std und conveyor.
forbidden-asm = `{ $found }` schreibt Maschinencode oder versteckt Code vor dem Lesen des Graders: Keine Übung braucht das, und solcher Code kann laufen, bevor die Prüfungen ihre Grenzen gesetzt haben. Schreib die Übung in Rust, mit den Locks und Threads von conveyor.
forbidden-global-allocator = `{ $found }` ersetzt den Allokator des ganzen Programms, in dem die Prüfungen laufen, auch ihren: Der Grader misst den Speicher mit einem eigenen Allokator, und ein Programm kann nur einen haben. Lass es weg; jede Übung nutzt den Allokator von std.
forbidden-probe = `{ $found }` ist das, womit die Prüfungen deinen Code beobachten, und wenn du es selbst aufrufst, ändert sich, was sie sehen: Überlass conveyor::probe den Prüfungen.
forbidden-glob = `{ $found }` würde Namen hereinholen, die der Grader an ihrem Pfad erkennen muss: Importiere, was du brauchst, mit Namen, z. B. use std::collections::VecDeque;
forbidden-macro-path = `{ $found }` lässt ein Makro aus seiner Eingabe einen Pfad oder einen Makroaufruf bauen, und das verbirgt, was aufgerufen wird: Schreib den Pfad im Makro vollständig aus.
forbidden-unparsed = { $file } benutzt Syntax, die der Grader nicht lesen kann ({ $error }), also kann er nicht erkennen, was der Code benutzt: Schreib ihn in stabiler Rust-Syntax.
forbidden-too-deep = `{ $found }` ist hier tiefer verschachtelt, als eine Übung je braucht (Klammern, Operatoren, Aufrufe oder Typen ineinander, Hunderte Ebenen tief), und so tiefen Code liest der Grader nicht: Teil ihn in kleinere Stücke auf, mit let-Bindungen oder Funktionen.

## Nicht vertrauenswürdige Abgaben: Grenzen.
build-timeout = Das Übersetzen von { $file } dauerte länger als { $seconds } s und wurde abgebrochen: Hält eine Konstante oder ein Makro den Compiler endlos beschäftigt?
forbidden-thread-local = `{ $found }` hält Zustand pro Betriebssystem-Thread: Der Explorer lässt alle Threads auf einem laufen, sie würden also teilen, was echte Threads nicht teilen. Halte den Zustand in der Warteschlange, hinter ihrem Lock.
real-threads-hang = Auf echten Threads endete dieses Szenario nicht innerhalb von { $seconds } s, obwohl jede Verschränkung, die der Explorer probiert hat, endete: Hältst du Zustand pro Thread (`thread_local!`), schläft oder wartet ein Thread lange, oder benutzt du einen Lock oder einen Thread, der nicht aus conveyor kommt?
real-threads-wait-forever = Auf echten Threads endete dieses Szenario nicht innerhalb von { $seconds } s, obwohl jede Verschränkung, die der Explorer versucht hat, endete: { $waiting ->
        [one] Ein Thread wartet
       *[other] { $waiting } Threads warten
    } in Condvar::wait, und nichts weckt { $waiting ->
        [one] ihn
       *[other] sie
    }. Worauf sie warten, kommt auf echten Threads nie: Geht ein Wecksignal verloren (ein notify fehlt, wo ein Thread warten kann: Wartende außerhalb des Locks gezählt oder gelesen, ein notify_one, das einen Thread der anderen Sorte wecken kann), oder hältst du Zustand pro Thread (`thread_local!`), den sich die Threads des Explorers teilen? Wer ändert, worauf ein Thread wartet, muss ihn jedes Mal wecken. Arbeitet dein Code anders, wenn er nicht erkundet wird?
build-limit = Das Übersetzen von { $file } stieß an die Grenzen des Compilers ({ $mib } MiB Speicher, { $file_mib } MiB pro Datei) und wurde abgebrochen: Lässt eine Konstante, ein static oder eine eingebundene Datei den Compiler so viel halten oder schreiben?
spin-budget = Nicht ausgeführt: Eine frühere Prüfung ist schon an ihre Grenze von { $seconds } s gestoßen, die übrigen würden nur genauso warten. Behebe zuerst diese Prüfung.
output-flood = Die Prüfung hat mehr als { $kib } KiB ausgegeben und wurde angehalten: Gibt dein Code in einer Schleife etwas aus? Die Ausgabe begann so:
    { $output }
out-of-memory = Die Prüfung hat mehr als { $mib } MiB Speicher belegt und wurde angehalten: Fügt dein Code endlos etwas zu einer Sammlung hinzu?
crash-stack-overflow = Der Prüfprozess ist an einem Stapelüberlauf gescheitert: Ruft sich eine Funktion endlos selbst auf?

## Nicht vertrauenswürdige Abgaben: was genommen und was nicht berücksichtigt wurde.
submission-missing = Die Abgabe enthält keine { $file }: Es gibt nichts zu bewerten, die Übung ist also noch nicht fertig.
submission-not-a-file = { $file } (ein Link oder zu groß, keine gewöhnliche Quelldatei)
submission-changed = { $file } (geändert)
submission-new = { $file } (neu)
submission-more = { $count } weitere
submission-truncated = und mehr Dateien als die { $count } angesehenen
submission-ignored = Nicht berücksichtigt, denn bewertet wird nur jede exercises/NN-name/src/lib.rs (bei einem Quiz answers.toml): { $files }
checking-submission = Prüfe die Abgabe in { $dir }…

## grader grade: eine ganze Klasse.
grade-points = { $points } von { $max } Punkten
grade-submission = Abgabe
grade-total = Punkte
grade-shard = Teil { $index } von { $count }: { $taken } von { $given } Abgaben.
grade-done = { $count ->
    [one] Eine Abgabe
   *[other] { $count } Abgaben
} in { $seconds } s mit { $jobs ->
    [one] einem Job
   *[other] { $jobs } Jobs
} bewertet: { $points } von { $max } Punkten.
grade-bad-shard = --shard erwartet I/N mit 1 ≤ I ≤ N, z. B. --shard 2/3.
grade-not-a-folder = Kein Abgabeordner: { $dir }

## Warum es fehlschlug, wie die Verschränkung es zeigt.
no-recheck-panic = { $thread } ist in { $call } aufgewacht, hat nicht noch einmal nachgesehen und dann eine Panic ausgelöst: { $message }
cause-lost-wake-up = Das { $notify } in Schritt { $step } hat { $woken } geweckt, der in { $woken_call } wartet, während { $waiting } in { $waiting_call } weiter wartete: Ihn hätte es wecken müssen. Mit einer Condvar für beide Arten des Wartens kann notify_one die falsche Art wecken: Nimm zwei Condvars oder notify_all.
cause-notified-before-change = Das { $notify } in Schritt { $step } kam, bevor { $notifier } geändert hat, worauf die anderen warten (Schritt { $change }): { $woken } ist zu früh aufgewacht, hat nichts Geändertes gefunden und wieder gewartet, und nach der Änderung hat niemand { $waiting } in { $waiting_call } geweckt. Ruf notify nach der Änderung auf, nicht davor.
cause-only-one-woken = Das { $notify } in Schritt { $step } hat nur { $woken } geweckt; { $waiting } wartet in { $waiting_call } auf dasselbe, und niemand weckt ihn. Wenn jeder wartende Thread von einer Änderung erfahren muss, nimm notify_all.
cause-none-left-to-notify = { $thread } wartet seit Schritt { $step } auf { $condvar } (in { $call }), und danach hat kein anderer Thread mehr einen Schritt gemacht: Die Threads, die hätten ändern können, worauf er wartet, hatten schon aufgehört ({ $ended }). Niemand hat ein notify vergessen; worauf er wartet, sollte von einem Thread kommen, der zu früh aufgehört hat: Wurde eine Pille oder ein Stopp ausgegeben, bevor die Arbeit getan war, oder eine zu wenig?
cause-joined-waits = { $thread } wartet seit Schritt { $step } in join() darauf, dass { $joined } endet, und { $joined } wartet in { $joined_call } auf etwas, das kein anderer Thread mehr tun kann: nur { $thread }, nach dem join, in dem es wartet. Rufe join für einen Thread erst auf, wenn du getan hast, worauf er wartet (seine Pille in der Warteschlange).
cause-forgotten-notify = Niemand hat { $condvar } benachrichtigt, auf die { $thread } seit Schritt { $step } wartet (in { $call }): Wer ändert, worauf gewartet wird, muss notify_one oder notify_all aufrufen.
cause-forgotten-notify-by = Der letzte Aufruf, der seitdem bis zum Ende gelaufen ist, war { $culprit_call } in { $culprit } (Schritt { $culprit_step }), und er hat niemanden benachrichtigt: Wenn er ändert, worauf { $thread } wartet, fehlt dort das notify.
cause-forgotten-notify-before = Davor ist { $culprit_call } in { $culprit } bis zum Ende gelaufen (Schritt { $culprit_step }), und seitdem lief nichts mehr: Wenn es hätte ändern sollen, worauf { $thread } wartet, dann such dort.
cause-forgotten-notify-other = Der letzte Aufruf, der seitdem bis zum Ende gelaufen ist, war { $culprit_call } in { $culprit } (Schritt { $culprit_step }): Er hat { $other } aufgerufen, aber { $condvar } nicht benachrichtigt. Wenn er ändert, worauf { $thread } wartet, muss dort { $condvar } benachrichtigt werden.
cause-lost-update = { $thread } hat in { $call } in Schritt { $let_go } ein Lock freigegeben und es in Schritt { $again } wieder genommen; dazwischen hat { $other } geändert, was dieses Lock schützt, in { $other_call } (Schritt { $other_step }). Was { $thread } vor dem Freigeben gelesen hatte, war veraltet, als er danach schrieb: Die Änderung von { $other } ging verloren. Lies und schreib, ohne das Lock dazwischen freizugeben.
cause-lost-update-outside = { $thread } hat in { $call } in Schritt { $let_go } ein Lock freigegeben und es in Schritt { $again } wieder genommen; dazwischen hat { $other } geändert, was dieses Lock schützt (Schritt { $other_step }). Was { $thread } vor dem Freigeben gelesen hatte, war veraltet, als er danach schrieb: Die Änderung von { $other } ging verloren. Lies und schreib, ohne das Lock dazwischen freizugeben.
cause-lost-update-waiting = Niemand hat { $condvar } benachrichtigt, seit { $waiting } in Schritt { $since } in { $waiting_call } darauf zu warten begann: Wenn das, worauf er wartet, das ist, was { $other } geändert hat, ist diese Änderung verloren, und ein notify würde sie nicht zurückbringen.
timeline-with-notify = { $call } · { $notify }
cause-woken-unchanged = { $thread } wurde in Schritt { $woke } geweckt, hat nachgesehen und in Schritt { $step } wieder zu warten begonnen (in { $call }): Das, worauf er wartet, hatte sich nicht geändert, und seitdem hat ihn niemand benachrichtigt.
cause-woken-unchanged-by = { $thread } wurde in Schritt { $woke } durch das notify in Schritt { $notify } in { $culprit_call } ({ $culprit }) geweckt, hat nachgesehen und in Schritt { $step } wieder zu warten begonnen (in { $call }): Das, worauf er wartet, hatte sich nicht geändert. Wer benachrichtigt, muss zuerst ändern, worauf gewartet wird: Schau dir { $culprit_call } an.
cause-no-recheck-taken = { $other } hat { $other_call } in Schritt { $other_step } beendet, zwischen dem notify in Schritt { $notify } und dem Aufwachen von { $thread } in Schritt { $woke }: Wofür er geweckt wurde, war weg.
cause-no-recheck = { $thread } ist in Schritt { $woke } aufgewacht und hat nicht nachgesehen, ob er weitermachen kann.
cause-lock-held-in = { $waiting } wartet auf ein Lock, das { $holder } hält, während er in { $call } ist.
cause-lock-held = { $waiting } wartet auf ein Lock, das { $holder } hält.
cause-lock-held-at = { $waiting } wartet auf ein Lock ({ $wanted_at }), das { $holder } genommen hat ({ $taken_at }) und hält, während er in { $call } ist.
cause-queued-while-idle = { $call } kam in Schritt { $step } zurück, aber kein Thread hat Aufgabe { $task } je begonnen: sie wartet hinter { $busy_call } von { $busy }, während { $idle } in keiner Aufgabe ist und auf Arbeit wartet.
cause-lock-link = { $thread } hält Lock { $holds } und wartet auf Lock { $wants }
cause-lock-link-at = { $thread } hält Lock { $holds } ({ $holds_at }) und wartet auf Lock { $wants } ({ $wants_at })
cause-lock-cycle = Die Locks warten im Kreis aufeinander: { $links }. Nimm Locks immer in derselben Reihenfolge.
timeline-order = Bestellung { $id }
timeline-pill = Pille
timeline-orders = { $count ->
    [one] { $count } Bestellung
   *[other] { $count } Bestellungen
}
timeline-of-task = von Aufgabe { $task }
thread-main = main
thread-thread = Thread
thread-producer = Producer
thread-consumer = Consumer
thread-packer = Packer
thread-front = Website
thread-site = Website
thread-entrance = Eingang
thread-worker = Worker
build-once = Die Prüfungen von { $id } werden zum ersten Mal gebaut: der Explorer (shuttle), conveyor, grader-kit und deine Übung. Das geschieht einmal und dauert etwa eine Minute; spätere Prüfungen starten in Sekunden.
main-timeout = Das Programm ist auf echten Threads nicht innerhalb von { $seconds } s fertig geworden: Ein Thread wartet vielleicht ewig (fehlende Giftpille, verlorenes Wecken) oder dreht sich im Kreis.

## grader quiz und die Antworten eines Quiz.
quiz-kind-output = Sag die Ausgabe voraus
quiz-kind-fill-in = Füll die Lücke
quiz-kind-find-the-bug = Finde den Fehler
quiz-kind-choice = Teste dich
quiz-prompt-output = Tippe die Zeilen, die es ausgibt, eine pro Zeile, dann eine leere Zeile:
quiz-prompt-fill-in = Was gehört in die Lücke?
quiz-prompt-find-the-bug = Die Nummer der Zeile mit dem Fehler:
quiz-prompt-choice = Deine Wahl (a–{ $last }):
quiz-not-an-option = { $given } ist keine der Möglichkeiten: Tippe einen Buchstaben von a bis { $last }.
quiz-not-a-line = { $given } ist keine Zeile des Programms: Tippe eine Zahl von 1 bis { $last }.
quiz-not-text = { $given } lässt sich nicht als Antwort lesen: Schreib sie in Anführungszeichen ("b"), als Zahl (3) oder als Liste von Zeilen (["true", "false"]).
quiz-bad-file = { $file } lässt sich nicht lesen: { $error }. Reparier die Datei von Hand oder hol dir mit grader reset die leere zurück.
quiz-unanswered = Noch nicht beantwortet: grader quiz { $id } stellt die Frage, oder schreib deine Antwort in { $file }.
quiz-not-done-why = Eine Frage ohne Antwort ist noch nicht erledigt: grader quiz stellt sie dir.
quiz-wrong-answer = Deine Antwort { $given } stimmt nicht. { $hint }
quiz-file-header = Deine Antworten auf das Quiz { $id }. grader quiz { $id } stellt die Fragen und
    schreibt deine Antworten hierher; du kannst sie auch von Hand schreiben. grader check { $id } bewertet sie.
    Eine Zeile pro Frage, ihr Name = deine Antwort:
      die Zeilen, die ein Programm ausgibt: eine Liste, ["erste Zeile", "zweite Zeile"]
      eine Zahl oder ein Wort: "3" oder "capacity"
      die Zeile mit dem Fehler: ihre Nummer, 3
      eine Auswahlfrage: der Buchstabe, "b"
    Eine leere Antwort ("" oder []) ist noch nicht beantwortet.
quiz-unknown = Es gibt kein Quiz { $id }. Quizze: { $known }
quiz-intro = { $count } Fragen. Deine Antworten stehen in { $file }; eine leere Antwort geht zur nächsten Frage weiter.
quiz-already = ✓ Frage { $n } ist schon richtig beantwortet.
quiz-question = Frage { $n } von { $of } · { $kind }
quiz-skipped = Erst einmal offen gelassen.
quiz-right = Richtig.
quiz-wrong = Nicht richtig.
quiz-again = Versuch es noch einmal, oder drück Enter, um weiterzugehen.
quiz-all-right = Alle { $count } Antworten sind richtig. grader check { $id } zählt sie.
quiz-some-right = { $right } von { $count } Antworten sind richtig. grader quiz { $id } stellt die anderen noch einmal; die richtigen bleiben in { $file }.
quiz-cannot-save = { $file } lässt sich nicht schreiben: { $error }
quiz-solution-header = { $id }: die Antworten, und warum
quiz-answer = Antwort: { $answer }
next-quiz = Beantworte seine Fragen: grader quiz { $id }, dann grader check { $id }.
reset-from-questions = neu gemacht aus den Fragen des Quiz
quiz-kept = Aufgehoben. Diese Kopie des Kurses hat keine Antworten: Deine werden bewertet, wenn du sie abgibst.
quiz-kept-check = Beantwortet; bewertet, wenn du abgibst.
quiz-already-kept = Frage { $n } ist schon beantwortet.
quiz-all-kept = { $answered } von { $count } Fragen beantwortet, aufgehoben in { $file }. Sie werden bewertet, wenn du sie abgibst (git push).
quiz-no-answers = Diese Kopie des Kurses hat die Fragen von { $id }, aber nicht ihre Antworten: Deine Antworten werden bewertet, wenn du sie abgibst.

## grader: dist und die Kopie für Studierende
dist-not-empty = { $dir } ist nicht leer: Gib `grader dist` einen neuen oder leeren Ordner, damit nichts von dir überschrieben wird.
dist-done = Das Repository für die Studierenden liegt in { $dir }: { $files } Dateien, { $left_out } Dateien der Lehrkraft weggelassen. Lade es als Vorlage des Kurses hoch.
dist-failed = Das Repository für die Studierenden konnte nicht geschrieben werden: { $error }
teacher-command = `grader { $command }` ist für Lehrkräfte: Es braucht die Musterlösungen, Mutanten und Antworten, und die bleiben im Kurs. Hier kannst du prüfen, Tipps holen, beobachten, die Lektion lesen und das Quiz machen.
solution-from-teacher = Die Musterlösung von { $id } ist nicht in deiner Kopie des Kurses: Deine Lehrkraft gibt die Lösungen nach der Abgabefrist frei, dann holt `git pull` sie.
dist-readme =
    # Nebenläufigkeit in Rust: die Übungen

    Fang hier an, auf deinem Rechner, in diesem Ordner:

    ```sh
    cargo run -p grader -- check exercise-1   # prüft Übung 1 (am Anfang: noch nicht fertig, fang in src/lib.rs an)
    cargo run -p grader -- list               # die { $exercises } Übungen und wo du stehst
    ```

    Die erste Prüfung baut den Grader und den Kurs einmal (ein, zwei Minuten); danach dauert eine Prüfung Sekunden.
    Du bearbeitest pro Übung eine Datei, `exercises/NN-name/src/lib.rs`. `cargo run -p grader -- hint` gibt jedes Mal einen Tipp mehr,
    `cargo run -p grader -- lesson exercise-1` zeigt die Lektion, `cargo run -p grader -- watch` prüft bei jedem Speichern neu.
    Wenn du pushst, bewertet der Kurs deine Übungen mit seiner eigenen Kopie der Prüfungen.
grade-bad-roster = Die Klassenliste konnte nicht gelesen werden: { $error }. Sie ist CSV mit der Kopfzeile name,folder (oder JSON: [{"{"}"name": …, "folder": …{"}"}]).
grade-bad-gradebook = Das Notenbuch konnte nicht geschrieben werden: { $error }
grade-nothing = Nichts zu bewerten: Gib Abgabeordner an oder eine Klassenliste mit --roster.

## Eine `fix`-Übung: Das gegebene Programm hat einen Fehler, und du behebst ihn.
fix-unchanged = Du hast das gegebene Programm noch nicht geändert. Es hat einen Fehler: Starte es ein paar Mal, lies den Bericht und finde die Zeile.
fix-changed-lines = Du hast { $count ->
    [one] eine Zeile
   *[other] { $count } Zeilen
} des gegebenen Programms in { $file } geändert:
verify-fix-stub-is-given = der Stub ist das gegebene Programm (given.rs)
verify-fix-stub-differs = er weicht von given.rs ab: Gib das gegebene Programm unverändert aus
verify-fix-no-stub-class = eine stub-class in lesson.toml
verify-unexplained = der zuerst gezeigte Fehler ist nicht erklärt: es fehlt { $what }
verify-unexplained-message = die Meldung
verify-unexplained-diff = der Vergleich der Ausgabe
verify-unexplained-replay = der Befehl, der die Verschränkung dieser Übung noch einmal abspielt
verify-unexplained-timeline = eine Zeitleiste, in der jede Zeile ihren Thread nennt

## Für Lehrende: grader mutant new|edit|save, eine Mutante als Patch.
mutant-bad-name = „{ $name }“ kann keine Mutante benennen: Nimm Kleinbuchstaben, Ziffern und _.
mutant-unknown-class = Es gibt keine Klasse { $class }. Klassen: { $known }
mutant-unknown-check = { $id } hat keine Prüfung { $check }. Seine Prüfungen: { $known }
mutant-bad-base = Diese Basis geht nicht: { $error }
mutant-exists = { $id } hat schon eine Mutante { $name }: grader mutant edit { $id } { $name } ändert sie.
mutant-unknown = { $id } hat keine Mutante { $name }. Seine Mutanten: { $known }
mutant-broken = Die Mutante { $name } lässt sich nicht bauen: { $error }
mutant-editing = { $file } gibt es schon, eine noch nicht gespeicherte Änderung: Behalte sie mit grader mutant save { $id } { $name } oder lösche sie.
mutant-no-edit = Es gibt keine Änderung von { $name } zum Speichern ({ $file } fehlt): Fang eine an mit grader mutant edit { $id } { $name }.
mutant-failed = { $file } kann nicht geschrieben werden: { $error }
mutant-created = Die Mutante { $name } steht jetzt in { $manifest }, als Patch von { $base }.
mutant-edit = Mach aus { $file } das falsche Programm und behalte es dann mit: grader mutant save { $id } { $name }
mutant-saved = { $file } gespeichert ({ $lines } Zeilen geändert) und { $edit } entfernt. grader verify { $id } prüft, ob sie erwischt wird.
dev-written =
    Geschrieben: { $manifest }, ein Workspace, in dem jede checks.rs, Musterlösung, Alternative und jede Mutante gebaut wird. Prüfe sie mit
        cargo clippy --manifest-path { $manifest } --workspace -- -D warnings
    oder öffne ihn in deinem Editor (rust-analyzer: in linkedProjects eintragen).
dev-failed = Der Dev-Workspace wurde nicht geschrieben: { $error }

# security
forbidden-lifetime = `{ $found }` benennt eine Lebensdauer: Keine Übung braucht das, und die bekannten Lücken der Lebensdauerprüfung des Compilers beruhen darauf. Lass den Compiler sie ableiten: Lass die Lebensdauer weg oder schreib '_. Eine Struktur, die eine Referenz hält, kann stattdessen halten, worauf sie zeigt (einen Klon des `Arc` oder den Wert selbst); einen Iterator, der ausleiht, kannst du als `impl Iterator<Item = T> + '_` zurückgeben (mit std::iter::from_fn gemacht).
forbidden-higher-ranked = `{ $found }` ist eine höherrangige Schranke: Keine Übung braucht das, und die bekannten Lücken der Lebensdauerprüfung des Compilers beruhen darauf. Lass den Compiler sie ableiten: Schreib die Schranke ohne for<…> (`F: Fn(&str) -> usize`), lass die Lebensdauer weg oder schreib '_.
forbidden-sized = `{ $found }` lockert eine Schranke (ein `?` vor einem Trait, wie in `T: ?Sized`): Keine Übung braucht das, und eine bekannte Lücke der Trait-Prüfung des Compilers beruht darauf. Lass sie weg: Deine Typen haben schon eine Größe. Wo sie einen `dyn`-Typ zuließ (`f: &F` mit `F: ?Sized`), nimm diesen Typ selbst: `f: &dyn Fn(usize, usize)`, oder gib die Box weiter.
forbidden-projection = `{ $found }` benennt einen assoziierten Typ über einen generischen Typ (eine Projektion): Keine Übung braucht das, und eine bekannte Lücke der Lebensdauerprüfung des Compilers (rust-lang/rust#84366) beruht darauf. Schreib den Typ selbst, oder gib ihm einen eigenen Typparameter (`I: Iterator<Item = R>`, dann `R`).
forbidden-macro-rules = `{ $found }` definiert ein Makro: Der Grader liest deinen Code so, wie er geschrieben ist, bevor Makros expandiert werden, und kann also nicht prüfen, was ein eigenes Makro schreibt. Schreib stattdessen eine Funktion oder eine Closure.
forbidden-fn-pointer = `{ $found }` ist ein Funktionszeigertyp mit einer Referenz darin: Keine Übung braucht das, und eine bekannte Lücke der Lebensdauerprüfung des Compilers (rust-lang/rust#25860) beruht darauf. Nimm stattdessen eine Closure: ein generisches F: Fn(…) oder Box<dyn Fn(…)>.
forbidden-peek-mut = `{ $found }` schreibt in das nächste Element eines Peekable: Keine Übung braucht das, und eine bekannte Lücke der Lebensdauerprüfung des Compilers (rust-lang/rust#84366) beruht darauf. Behalte das Element stattdessen in einer eigenen Variablen.
# platforms
## grader grade --format classroom50|github|gitlab|prairielearn|gradescope, grader dist --platform.
platform-missing-variable = Die Umgebungsvariable { $name } ist nicht gesetzt. Der Runner der Plattform setzt sie; um es von Hand zu versuchen, setz sie selbst.
platform-write-failed = { $file } kann nicht geschrieben werden: { $error }
platform-one-submission = --format { $format } bewertet eine einzige Abgabe, angegeben waren aber { $count }.
platform-column-exercise = Übung
platform-column-result = Ergebnis
platform-column-points = Punkte
platform-first-failure = Der erste Fehler, in { $id }:
prairielearn-nothing-handed-in = Die Abgabe enthält keine Datei einer Übung: Es gibt nichts zu bewerten.
prairielearn-not-gradable = Diese Abgabe konnte nicht bewertet werden, und das liegt nicht an deinem Code: Es wurden keine Punkte gegeben oder abgezogen. Sag deiner Lehrkraft Bescheid.
dist-platform-files = Für { $platform }: Was in die Konfiguration deines Klassenraums gehört, liegt in { $dir } (siehe dort README.md).
# picture
## The failing interleaving as a page (grader check) and the class report (grader grade --report).
picture-title = { $exercise } · { $check } — { $class }
picture-heading = Die fehlschlagende Verschränkung, gezeichnet
picture-steps = { $steps } Scheduling-Schritte, { $preemptions } Unterbrechungen; die Zeit läuft nach unten.
picture-step = Schritt
picture-time = Zeit
picture-blamed = Die Ursache
picture-failed-here = schlägt hier fehl
picture-finished = fertig
picture-condvar = Condvar { $n }
picture-woke-nobody = hat niemanden geweckt
picture-queue = in der Queue
picture-queue-empty = leer
picture-tasks = Aufgaben noch ohne Antwort
picture-stuck-title = Am Ende warten noch
picture-explanation-title = Was der Grader gesehen hat
picture-legend-title = Was die Zeichen bedeuten
picture-legend-running = der Thread macht diesen Schritt
picture-legend-inside = in einem Aufruf, während andere Threads laufen
picture-legend-waiting = wartet auf eine Condvar (schraffiert; Farbe und Nummer sagen, auf welche)
picture-legend-sleeping = schläft (gepunktet)
picture-legend-stuck = wartet ewig (kreuzschraffiert)
picture-legend-finished = der Thread ist fertig
picture-legend-notify = ein notify, als Pfeil zu dem Thread, den es geweckt hat
picture-legend-woke-nobody = ein notify, das niemanden geweckt hat
picture-legend-queue = was nach dem Schritt in der Queue ist
picture-legend-blamed = der Schritt, den die Erklärung als Ursache nennt
picture-footer = Vom Grader aus der erkundeten Verschränkung gezeichnet; diese Datei braucht kein Netz.
picture-written = Das Bild dieser Verschränkung: { $link }
picture-not-written = Das Bild wurde nicht geschrieben: { $error }
class-report-title = Was die Klasse falsch gemacht hat
class-report-summary = { $submissions } Abgaben, { $exercises } Übungen.
class-report-passed = { $passed } von { $total } bestanden
class-report-points = Punkte: niedrigste { $min }, Median { $median }, höchste { $max }, von { $of }
class-report-bugs = Die Fehler, die häufigsten zuerst
class-report-bug = { $class }: { $count } von { $total }
class-report-found-by = gefunden von { $checks }
class-report-who = wer: { $names }
class-report-no-bugs = Niemand hat einen Fehler gemacht, den die Checks benennen.
class-report-show = Die Verschränkung von { $name }
class-report-ungraded = Konnte nicht bewertet werden
class-report-ungraded-none = Jede Abgabe wurde bewertet.
class-report-written = Der Klassenbericht: { $link }
class-report-not-written = Der Klassenbericht wurde nicht geschrieben: { $error }
class-report-bad-name = --report nimmt eine Datei, die auf .html oder .csv endet, nicht { $file }
# teacher
reset-not-committed = Kein committeter Ausgangscode von { $id }: git hat { $file } nicht in HEAD, und diese Kopie wurde nicht von grader dist gemacht. Nichts wurde geändert (committe den Ausgangscode, dann kann reset ihn zurücklegen).
reset-example = Der committete Ausgangscode von { $id } ist noch das Beispiel von grader new ({ $marker } steht darin): Er wird nie über deine Datei gelegt. Nichts wurde geändert.
reset-from-shipped = wie ausgegeben, { $shipped }
mutant-removed = Die Mutante { $name } ist aus { $manifest } entfernt, samt ihrem Patch. Aufbewahrt: { $backups }
# budgets
too-many-threads = Die Prüfung hatte mehr als { $threads } Threads zugleich und wurde angehalten: Startet dein Code in einer Schleife Threads? Eine Übung braucht nur wenige.
exercise-budget = Die Prüfungen dieser Übung brauchten zusammen mehr als { $seconds } s ({ $times }-mal die { $limit } s, die eine Prüfung dauern darf) und wurden angehalten: Ein richtiges Programm braucht einen Bruchteil davon. Wartet oder rechnet dein Code länger als nötig, knapp unter der Grenze jeder Prüfung?
submission-budget = Die Prüfungen dieser Abgabe brauchten zusammen mehr als ihr Budget (im Schnitt { $times }-mal die { $limit } s, die eine Prüfung dauern darf, je Übung) und wurden hier angehalten: Ein richtiges Programm braucht einen Bruchteil davon. Wartet oder rechnet dein Code länger als nötig?
compile-cpu-limit = Das Übersetzen von { $file } hielt den Compiler länger als { $seconds } s beschäftigt und wurde abgebrochen: Eine Datei dieses Kurses ist in wenigen übersetzt. Läuft eine Konstante oder eine Schleife in einer const endlos?

# real threads judge behaviour too (issue 24)
real-threads-spin = Auf echten Threads haben die Threads des Programms { $cpu } CPU-Zeit verbraucht und { $ops } Lock-, Atomic-, Yield- oder Sleep-Operationen gemacht, in den { $wall } dieses Szenarios, obwohl seine Arbeit nur aus Schlafen und Warten besteht: Ein Thread hat es immer wieder versucht, statt zu warten (eine Schleife um try_recv, ein Flag oder ein len(), mit oder ohne yield_now). Unter dem Explorer hat er das nicht getan: Gibt es eine Schleife, die nur läuft, wenn nicht exploriert wird, oder eine, die die Verschränkungen des Explorers nie erreicht haben? Ein Thread ohne Arbeit muss in wait(), recv() oder im wait eines Abholscheins schlafen.
real-threads-busy-wait = Auf echten Threads hat { $call } es immer wieder versucht, während es warten musste: Die Threads des Programms haben { $cpu } CPU-Zeit verbraucht und { $ops } Lock-, Atomic-, Yield- oder Sleep-Operationen ausgeführt in den { $waited }, in denen jeder von ihnen nichts zu tun hatte als zu warten (ein Thread, der in wait() schläft, verbraucht keine und führt keine aus). Im Explorer hat es richtig gewartet: Versucht es dein Code immer wieder, wenn er nicht erkundet wird? Auch dort muss er in wait() schlafen.
real-threads-naps = Auf echten Threads hat { $call } Nickerchen gemacht, während es warten musste: Die Threads des Programms waren in { $naps ->
        [one] einem sleep()-Aufruf
       *[other] { $naps } sleep()-Aufrufen
    } in den { $waited }, in denen jeder von ihnen nichts zu tun hatte als in wait() zu warten. Ein Thread, der schläft und wieder nachsieht, versucht es immer wieder, nur langsamer, und kommt bis zu einem Nickerchen zu spät. Im Explorer hat es richtig gewartet: Sieht dein Code immer wieder nach, wenn er nicht erkundet wird? Auch dort muss er in wait() warten.
note-away = main ist { $time } weg: { $call } muss so lange warten
naps-while-waiting = { $call } hat Nickerchen gemacht, während es warten musste: Die Threads des Programms waren in { $naps ->
        [one] einem sleep()-Aufruf
       *[other] { $naps } sleep()-Aufrufen
    } in den { $waited }, in denen nichts sie weiterbringen konnte. Ein Thread, der schläft und wieder nachsieht, versucht es immer wieder, nur langsamer, und kommt bis zu einem Nickerchen zu spät: Warte in wait() (oder in put, take, recv), das schläft, bis ein anderer Thread etwas ändert.
main-polls = { $call } hat { $naps }-mal geschlafen und wieder nachgesehen ({ $nap } jedes Mal, dazwischen nichts als ein Blick), während es auf andere Threads wartete. So zu warten heißt, es immer wieder zu versuchen, nur langsamer, und bis zu einem Nickerchen zu spät zu kommen: Warte dort, wo der Thread schläft, bis die anderen fertig sind (join, recv, put oder take, das wait eines Abholscheins oder einer Condvar).
real-threads-one-at-a-time = Auf echten Threads liefen die { $tasks } Aufgaben, die Zeit brauchen, eine nach der anderen: höchstens { $most } war gleichzeitig in Arbeit (begonnen, nicht fertig), wo ein Pool mit mehr als einem Worker mehrere nebeneinander ausführt. Im Explorer liefen sie nebeneinander: Arbeitet dein Code anders, wenn er nicht erkundet wird? Auch dort muss er zuerst jede Aufgabe abgeben.
real-threads-too-few-at-once = Auf echten Threads waren höchstens { $most } der { $tasks } Aufgaben, die Zeit brauchen, gleichzeitig in Arbeit (begonnen, nicht fertig), obwohl { $want } Worker { $want } nebeneinander ausführen können, in jedem von { $runs } Läufen. Im Explorer liefen { $want } gleichzeitig: Arbeitet dein Code anders, wenn er nicht erkundet wird? Jeder freie Worker muss eine Aufgabe bekommen, solange Aufgaben warten.
real-threads-no-recheck-panic = Auf echten Threads ist { $thread } in { $call } aufgewacht, hat nicht noch einmal nachgesehen und dann eine Panic ausgelöst: { $message }. Ein anderer Thread war schneller und hatte genommen, wofür er geweckt wurde. Im Explorer hat er so nicht weitergemacht: Arbeitet dein Code anders, wenn er nicht erkundet wird? Auch dort muss er nach jedem Warten noch einmal nachsehen.
real-threads-no-recheck-spurious = Auf echten Threads ist ein Warten in { $call } ohne Grund aufgewacht (std erlaubt es jedem wait einer Condvar, und echte Threads tun es), und der Aufruf hat weitergemacht, ohne noch einmal nachzusehen: Sein Ergebnis ist falsch. Im Explorer wacht kein Warten ohne Grund auf. Warte in einer Schleife, die nach jedem Aufwachen ihre Bedingung noch einmal prüft: Solange nicht da ist, worauf du wartest, warte wieder.
real-threads-no-recheck-spurious-panic = Auf echten Threads ist { $thread } in { $call } ohne Grund aufgewacht (std erlaubt es jedem wait einer Condvar, und echte Threads tun es), hat weitergemacht, ohne noch einmal nachzusehen, und dann eine Panic ausgelöst: { $message }. Im Explorer wacht kein Warten ohne Grund auf. Warte in einer Schleife, die nach jedem Aufwachen ihre Bedingung noch einmal prüft: Solange nicht da ist, worauf du wartest, warte wieder.
real-threads-capacity-exceeded = Auf echten Threads enthielt die Warteschlange mindestens { $inside } Elemente, aber ihre Kapazität ist { $capacity }. Im Explorer kam das nie vor: Arbeitet dein Code anders, wenn er nicht erkundet wird?
## grader verify: texts a student would read untranslated, reminders, drafts.
verify-gap-key = die Meldung { $key } in { $lang } ({ $file })
verify-gap-key-missing = fehlt: Studierende würden „{ $key }“ selbst lesen
verify-gap-role = die Thread-Rolle „{ $role }“ als { $key } in { $lang } ({ $file })
verify-gap-role-missing = fehlt: Studierende würden sie so lesen, wie die Prüfung sie schreibt
verify-reminder-lesson = { $id } kommt im Lektionstext { $file } nicht vor: Erzähl den Studierenden dort davon (grader check { $id }).
verify-reminder-readme = { $id } hat keine Zeile in der Übungstabelle des README ({ $file }): Füge „| { $number } | `{ $slug }` | … |“ hinzu.
verify-draft = { $id } ist ein Entwurf (draft = true in { $file }): Deutsche und bulgarische Texte dürfen noch fehlen; grader dist gibt die Übung nicht heraus.
dist-draft = { $id } ist noch ein Entwurf (draft = true in { $file }): Schreib die deutschen und bulgarischen Texte, entferne draft und führ grader verify { $id } aus.
replay-unknown-check = { $id } hat keine erkundete Prüfung { $check }, also gibt es nichts abzuspielen. Ihre erkundeten Prüfungen: { $known }
replay-unknown-handle = { $handle } ist ein Kürzel zum Abspielen einer Verschränkung, das nicht auf diesem Rechner entstanden ist ({ $file } fehlt): Führ grader check noch einmal aus, um eins zu bekommen, oder nimm die lange Form aus --format json.
replay-undecodable = Die Verschränkung nach --replay lässt sich nicht lesen: Ein Teil fehlt oder ist verändert, etwa weil ein Terminal eine lange Zeile abgeschnitten hat. Füge den ganzen Befehl ein, genau so, wie die fehlgeschlagene Prüfung ihn ausgegeben hat (--format json gibt ihn in einem Stück aus, als „replay“). Dein Code ist nicht gelaufen.
replay-unknown-scenario = Die Prüfung { $check } von { $id } hat kein Szenario { $scenario }: { $count ->
        [one] Es gibt nur Szenario 0.
       *[other] Es gibt nur die Szenarien 0 bis { $last }.
    } Die Zahl zwischen dem Namen der Prüfung und der Verschränkung ist ihr Szenario: Füge den ganzen Befehl ein, genau so, wie die fehlgeschlagene Prüfung ihn ausgegeben hat. Dein Code ist nicht gelaufen.
dev-written-one =
    Geschrieben: { $manifest }, ein Workspace nur mit checks.rs, Musterlösung, Alternativen und Mutanten von { $id }. Prüfe sie mit
        CARGO_TARGET_DIR=target cargo clippy --manifest-path { $manifest } --workspace -- -D warnings
    (der target-Ordner des Kurses: Die Abhängigkeiten, die er schon geprüft hat, werden nicht noch einmal geprüft).
## grader_kit::holders: eine begrenzte Ressource (die Genehmigungen eines Semaphors, ein Pool von Verbindungen).
holders-over-limit = Mindestens { $most } Threads hielten sie zugleich, aber sie hat nur Platz für { $limit }.
note-over-limit = jetzt { $holders } Halter, Platz für { $limit }
holder-freed-no-wake = Ein Halter hat seinen Platz freigegeben, und doch wartete ein Wartender weiter ({ $limit } { $limit ->
    [one] Platz
   *[other] Plätze
}, { $waiters } { $waiters ->
    [one] Wartender
   *[other] Wartende
}): Wer einen Platz freigibt, muss einen Thread wecken, der auf einen wartet.
thread-waiter = Wartender

## Die Befehlszeile: grader --help, die Hilfe jedes Befehls und was zu falscher Benutzung gesagt wird.
## Die Schlüssel entstehen aus dem Pfad eines Befehls und der ID eines Arguments (grader/src/cli/help.rs):
## cli-about-PFAD die Zusammenfassung, cli-more-PFAD was --help darunter zeigt, cli-arg-PFAD-ID die
## Hilfe eines Arguments, cli-value-NAME der Platzhalter eines Werts, cli-choice-PFAD-ID-WERT die Hilfe
## eines möglichen Werts. Zusammenfassungen und Hilfen von Argumenten enden ohne Punkt.
cli-about = Prüft Übungen zur Nebenläufigkeit und untersucht dazu die Verschränkungen ihrer Threads
cli-arg-lang = Sprache aller Meldungen: en, de oder bg (sonst GRADER_LANG, sonst die Locale des Systems)
cli-arg-color = Farbe: auto (im Terminal, außer wenn NO_COLOR gesetzt ist), always oder never
cli-arg-id = exercise-N, N oder der Name der Übung; ohne Angabe die Übung, die `grader next` nennt
cli-arg-timeout = Sekunden, die jede Prüfung laufen darf, statt der eigenen Grenze der Übung
cli-arg-memory = MiB Speicher, die jede Prüfung belegen darf (Standard: 512)
cli-arg-build_timeout = Sekunden, die das Bauen einer Übung dauern darf (Standard: 600)
cli-arg-compile_cpu = CPU-Sekunden, die jeder Compiler des bewerteten Codes verbrauchen darf (Standard: 60)
cli-arg-check_jobs = Prüfungen, die gleichzeitig laufen: höchstens so viele auf einmal in allem, was dieser Grader ausführt (`grade --jobs` eingeschlossen; Standard: die Zahl der Prozessorkerne). Das Ergebnis ist bei jeder Zahl dasselbe
cli-about-list = Listet die Übungen auf und zeigt, wo du bei jeder stehst
cli-more-list = Beispiel: grader list
cli-about-check = Baut deine Übung, führt ihre verborgenen Prüfungen aus und untersucht ihre Verschränkungen
cli-more-check =
    Exit-Code 0, wenn jede Prüfung besteht; 1, wenn eine fehlschlägt oder der Code nicht kompiliert
    oder etwas benutzt, das die Übung ablehnt; 2, wenn der Grader seine Arbeit nicht tun kann
    (ein vertippter Befehl, ein kaputter Kurs), nie wegen deines Codes.

    Beispiel: grader check exercise-1   (oder: grader check bounded-queue)

    Alle Übungen auf einmal: grader check --all
    Ein Abgabeordner, aufgebaut wie der Kurs (genommen wird nur jede exercises/NN-name/src/lib.rs,
    der Rest wird nicht berücksichtigt, und das wird gemeldet): grader check --all --submission ORDNER
cli-arg-check-format = Wie das Ergebnis ausgegeben wird: text für Menschen, json für Programme
cli-arg-check-replay = Spielt eine fehlschlagende Verschränkung noch einmal ab, so wie eine fehlgeschlagene Prüfung sie ausgibt: CHECK:SCENARIO:SCHEDULE
cli-arg-check-file = Prüft diese Datei statt der src/lib.rs der Übung
cli-arg-check-html = Schreibt das Bild einer fehlschlagenden Verschränkung (HTML) nach DATEI statt nach target/grader/pictures/exercise-N.html
cli-arg-check-no_html = Schreibt kein Bild einer fehlschlagenden Verschränkung
cli-arg-check-all = Prüft alle Übungen
cli-arg-check-submission = Nimmt die src/lib.rs der Übungen aus diesem Ordner (aufgebaut wie der Kurs), sonst nichts
cli-about-grade = Für Lehrkräfte: bewertet Abgabeordner, z. B. eine ganze Klasse in der CI
cli-more-grade =
    Jeder Ordner ist aufgebaut wie der Kurs; genommen wird nur jede exercises/NN-name/src/lib.rs,
    alles andere (Cargo.toml, build.rs, Prüfungen, Snapshots, neue Dateien) wird nicht berücksichtigt,
    und das wird gemeldet.
    Exit-Code 0, wenn jede Abgabe besteht; 1, wenn eine fehlschlägt (ein Kompilierfehler oder eine
    Ablehnung eingeschlossen); 2, wenn eine nicht bewertet werden kann (ein kaputter Kurs oder
    Rechner, nie der Code von Lernenden).

    Beispiel: grader grade submissions/*/ --jobs 4
              grader grade submissions/*/ --shard 2/3 --format junit > report.xml
              grader grade /autograder/submission --format gradescope > /autograder/results/results.json
              grader grade /tmp/submission --format prairielearn > /grade/results/results.json
              grader grade "$CHECKOUT" --format classroom50   (result.json und release-body.md dort)
              grader grade "$GITHUB_WORKSPACE/submission" --format github   (oder: --format gitlab)
cli-arg-grade-dirs = Abgabeordner
cli-arg-grade-roster = Eine Klassenliste, CSV mit der Kopfzeile `name,folder` (oder JSON: [{"{"}"name", "folder"{"}"}]); ihre Ordner werden unter den Namen der Lernenden bewertet. Relative Ordnerangaben beziehen sich auf den Ordner der Liste
cli-arg-grade-gradebook = Schreibt das Notenbuch dorthin: CSV, eine Zeile pro Person, eine Spalte pro Übung, Summe, Maximum
cli-arg-grade-report = Schreibt den Klassenbericht dorthin: DATEI.html (eine Seite, offline) oder DATEI.csv: pro Übung, wie viele bestanden haben, die Streuung der Punkte, die gemachten Fehlerklassen, die häufigsten zuerst. Darf zweimal angegeben werden, für beides
cli-arg-grade-jobs = Abgaben, die gleichzeitig bewertet werden
cli-arg-grade-shard = Bewertet nur den I-ten von N Teilen der (sortierten) Ordner, für eine Job-Matrix in der CI: I/N
cli-arg-grade-format = Wie die Ergebnisse ausgegeben werden: für Menschen, für Programme oder für eine CI- oder Bewertungsplattform
cli-choice-grade-format-text = Für Menschen: ein Block pro Abgabe, eine Übersichtstabelle, die Gesamtzeit
cli-choice-grade-format-json = Das eigene Schema des Graders, mit Punkten (docs/schemas/grade.schema.json)
cli-choice-grade-format-junit = JUnit-XML, für die Testansichten von CI-Systemen
cli-choice-grade-format-gradescope = results.json für Gradescope (eine Abgabe)
cli-choice-grade-format-prairielearn = results.json für die externe Bewertung von PrairieLearn (eine Abgabe)
cli-choice-grade-format-classroom50 = Classroom 50: result.json und release-body.md im Ordner der Abgabe (eine Abgabe)
cli-choice-grade-format-github = Einfache GitHub Actions: Job-Zusammenfassung, Annotationen, grader-junit.xml (eine Abgabe)
cli-choice-grade-format-gitlab = GitLab CI: der Bericht im Job-Log, grader-junit.xml (eine Abgabe)
cli-about-hint = Zeigt den nächsten Tipp zu einer Übung (und die Tipps davor)
cli-more-hint =
    Beispiel: grader hint exercise-1
              grader hint            (die Übung, die `grader next` nennt)
cli-about-verify =
    Für Lehrkräfte: Jeder Stub scheitert, jede Lösung besteht, jede Mutante wird erkannt,
    und die Prüfungsnamen in lesson.toml und checks.rs stimmen überein
cli-more-verify =
    Mit --accept-output stattdessen: Führt das gegebene main mit der Musterlösung in jeder
    Sprache aus, zeigt, wie seine Ausgabe von den Snapshots abweicht, und schreibt sie als
    neue Snapshots (snapshots/output.snap, output.de.snap, output.bg.snap).

    Beispiel: grader verify            (alle Übungen)
              grader verify exercise-1
              grader verify --accept-output exercise-2
cli-arg-verify-id = exercise-N, N oder der Name der Übung; ohne Angabe alle Übungen
cli-arg-verify-accept_output = Schreibt die Ausgabe des gegebenen main als Snapshots der Übung, nachdem der Unterschied gezeigt wurde
cli-about-lesson = Zeigt eine Lektion in deiner Sprache: producer-consumer oder thread-pool (oder die Lektion einer Übung)
cli-more-lesson = Beispiel: grader --lang de lesson producer-consumer
cli-arg-lesson-id = Eine Lektion (producer-consumer, thread-pool) oder eine Übung (exercise-N, N oder ihr Name) für deren Lektion
cli-about-quiz = Stellt die Fragen eines Quiz und hebt deine Antworten auf; `grader check` bewertet sie dann
cli-more-quiz =
    Tippe die Zeilen, die ein Programm ausgibt (dann eine leere Zeile), eine Zahl oder ein Wort,
    eine Zeilennummer oder einen Buchstaben. Eine falsche Antwort kannst du gleich noch einmal
    versuchen; eine leere geht weiter. Die Antworten stehen in der answers.toml des Quiz (du
    kannst sie auch von Hand schreiben), und nach richtigen wird nicht noch einmal gefragt.

    Beispiel: grader quiz producer-consumer   (oder: grader quiz exercise-10)
cli-arg-quiz-id = Eine Lektion (producer-consumer, thread-pool) oder exercise-N, N oder der Name eines Quiz
cli-about-watch = Prüft eine Übung bei jedem Speichern erneut, bis du q drückst
cli-more-watch =
    Tasten: n nächste Übung · h Tipp · l Liste · r zurück zum Ausgangscode · c oder Enter jetzt prüfen · q beenden.
    Das Ergebnis bleibt stehen, bis das nächste darunter ausgegeben wird.

    Beispiel: grader watch exercise-1
              grader watch            (die erste Übung, die noch nicht fertig ist)
              grader watch --poll     (wo keine Dateiereignisse ankommen: Netzlaufwerke, WSL, Container)
cli-arg-watch-id = exercise-N, N oder der Name der Übung; ohne Angabe die erste Übung, die noch nicht fertig ist
cli-arg-watch-poll = Schaut jede Sekunde nach Änderungen, statt auf Dateiereignisse zu warten
cli-about-next = Nennt die Übung, an der du als Nächstes arbeitest: die erste, die noch nicht fertig ist
cli-more-next = Beispiel: grader next
cli-about-reset = Legt den Ausgangscode einer Übung wieder so hin, wie er ausgegeben wurde (fragt vorher)
cli-more-reset =
    Zurückgelegt wird nur ein Ausgangscode, den der Kurs committet hat: der aus HEAD von git oder,
    in deiner Kopie des Kurses, der ausgelieferte (.grader-stubs/). Was in der Datei stand, wird
    in .grader-backups/ aufbewahrt, neben deinem Fortschritt (`cargo clean` lässt es stehen).

    Beispiel: grader reset exercise-1
              grader reset exercise-1 --yes
cli-arg-reset-yes = Fragt nicht nach
cli-about-solution = Zeigt die Musterlösung neben deiner, sobald deine Übung fertig ist
cli-more-solution = Beispiel: grader solution exercise-1
cli-about-new = Für Lehrkräfte: legt eine neue Übung an, bereit für `grader verify NAME`
cli-more-new =
    Legt an: das Crate mit dem Stub, die Musterlösung, den Eintrag im Manifest, checks.rs mit
    einer Beispielprüfung, einen leeren Snapshot, eine Beispielmutante, Tipps in jeder Sprache und
    die Meldungen des Beispiels. `grader verify NAME` zeigt dann, was noch zu schreiben ist (jedes
    TODO(teacher)).
    Mit --new-lesson ist auch die Lektion neu: ihre lesson.toml, ihre Texte in jeder Sprache
    und ihre Kataloge.

    Beispiel: grader new producer-consumer refusal
              grader new monitors rw-lock --new-lesson
cli-arg-new-lesson = Die ID der Lektion, wie in lessons/<LEKTION>/lesson.toml
cli-arg-new-slug = Der Name der Übung: Kleinbuchstaben, Ziffern und Bindestriche
cli-arg-new-number = Ihre Nummer (Standard: eins mehr als die bisher höchste)
cli-arg-new-new_lesson = Beginnt die Lektion LEKTION mit dieser Übung: legt auch lessons/LEKTION/ an
cli-about-dev =
    Für Lehrkräfte: schreibt target/grader/dev/, einen Workspace, in dem jede checks.rs,
    Musterlösung, Alternative und Mutante gebaut wird, für rust-analyzer und `cargo clippy`
cli-more-dev =
    Der Grader baut nie daraus: Er ist für die Werkzeuge der Lehrkräfte da. Die CI lässt den Linter darüber laufen.

    Beispiel: grader dev && cargo clippy --manifest-path target/grader/dev/Cargo.toml --workspace
              grader dev --only exercise-14    (die Crates einer Übung, in target/grader/dev-only/)
cli-arg-dev-only = Nur die Crates dieser Übung (ihre Prüfungen, Musterlösung, Alternativen, Mutanten), in einem eigenen Workspace: Wer eine Übung lintet, muss nicht alle Übungen prüfen
cli-about-dist = Für Lehrkräfte: schreibt das Repository für die Studierenden, ohne Musterlösungen, Mutanten und Antworten
cli-more-dist =
    Jede Datei des Kurses, die git verwaltet, ohne die der Lehrkraft (in course.toml aufgeführt),
    dazu ein README für die Studierenden und einen Workflow für GitHub Classroom, der mit diesem
    Kurs beim Commit aus --ref bewertet.

    Beispiel: grader dist ../student-template --course my-school/course --ref $(git rev-parse HEAD)
              grader dist ../release-2 --course my-school/course --ref abc123 --with-solutions 1 2
cli-arg-dist-out = Ein leerer oder neuer Ordner
cli-arg-dist-course = Das Repository des Kurses, BESITZER/REPO, so wie der Workflow es auscheckt
cli-arg-dist-reference = Der Commit des Kurses, gegen den der Workflow bewertet
cli-arg-dist-with_solutions = Übungen, deren Musterlösungen mit herausgegeben werden (nach ihrer Abgabefrist freigegeben)
cli-arg-dist-platform = Wo bewertet wird: github-actions (ein Workflow), gitlab (.gitlab-ci.yml) oder classroom50 (autograder.py und der Runtime-Block in ZIELORDNER-classroom50, für das Konfigurations-Repository)
cli-choice-dist-platform-classroom50 = Classroom 50: kein Workflow in der Vorlage (Classroom 50 fügt einen eigenen hinzu); autograder.py und der Runtime-Block des Assignments in einem Ordner neben ZIELORDNER
cli-choice-dist-platform-github-actions = Einfache GitHub Actions: .github/workflows/grade.yml
cli-choice-dist-platform-gitlab = GitLab CI: .gitlab-ci.yml
cli-about-mutant = Für Lehrkräfte: schreibt eine Mutante, aufbewahrt als Patch eines richtigen Programms
cli-more-mutant =
    `new` trägt die Mutante in die mutants.toml der Übung ein und legt ihre Basis dorthin, wo du
    sie bearbeitest; `edit` legt die Mutante als Programm dorthin; `save` behält deine Änderungen
    als ihren Patch.

    Beispiel: grader mutant new exercise-2 late_pill --class deadlock --about "die Giftpille kommt zu spät hinein"
              grader mutant edit exercise-2 missed_pill
              grader mutant save exercise-2 missed_pill
              grader mutant rm exercise-2 missed_pill
cli-arg-mutant-id = exercise-N, N oder der Name der Übung
cli-arg-mutant-name = Der Name der Mutante
cli-about-mutant-new = Fügt eine Mutante hinzu: ihren Eintrag, einen leeren Patch und ihre Basis zum Bearbeiten
cli-arg-mutant-new-name = Der Name der Mutante: Kleinbuchstaben, Ziffern und _
cli-arg-mutant-new-about = Was an ihr falsch ist, in einem Satz
cli-arg-mutant-new-class = Die Klasse ihres Fehlers (deadlock, lost-item, …)
cli-arg-mutant-new-check = Die Prüfung, die sie erkennen muss
cli-arg-mutant-new-base = Wovon sie ein Patch ist: solution, given oder alternatives/DATEI.rs
cli-about-mutant-edit = Schreibt die Mutante als Programm, zum Bearbeiten
cli-about-mutant-save = Behält das bearbeitete Programm als Patch der Mutante und entfernt es
cli-about-mutant-rm = Entfernt eine Mutante: ihren Eintrag in mutants.toml und ihren Patch (aufbewahrt in .grader-backups/)
cli-about-completions = Gibt Shell-Vervollständigungen für bash, zsh oder fish aus
cli-more-completions =
    Beispiel: grader completions bash > ~/.local/share/bash-completion/completions/grader
              grader completions zsh > ~/.zfunc/_grader
              grader completions fish > ~/.config/fish/completions/grader.fish
cli-arg-completions-shell = Die Shell, für die vervollständigt wird
## Platzhalter für Werte, wie die Aufrufzeile und die Optionen sie zeigen.
cli-value-lang = SPRACHE
cli-value-color = FARBE
cli-value-format = FORMAT
cli-value-id = ÜBUNG
cli-value-replay = VERSCHRÄNKUNG
cli-value-file = DATEI
cli-value-dir = ORDNER
cli-value-secs = SEK
cli-value-mib = MIB
cli-value-n = N
cli-value-i-n = I/N
cli-value-jobs = JOBS
cli-value-lesson = LEKTION
cli-value-quiz = QUIZ
cli-value-slug = NAME
cli-value-number = NUMMER
cli-value-out = ZIELORDNER
cli-value-owner-repo = BESITZER/REPO
cli-value-commit = COMMIT
cli-value-platform = PLATTFORM
cli-value-name = NAME
cli-value-about = BESCHREIBUNG
cli-value-class = KLASSE
cli-value-check = PRÜFUNG
cli-value-base = BASIS
cli-value-shell = SHELL
cli-value-command = BEFEHL
## Die eigenen Wörter von clap.
cli-heading-usage = Aufruf
cli-heading-arguments = Argumente
cli-heading-options = Optionen
cli-heading-commands = Befehle
cli-heading-possible-values = Mögliche Werte
cli-usage-options = [OPTIONEN]
cli-spec-default = [Standard: { $value }]
cli-spec-possible-values = [mögliche Werte: { $values }]
cli-spec-env = [Umgebungsvariable: { $name }]
cli-spec-commands = [Befehle: { $commands }]
cli-flag-help = Zeigt die Hilfe an
cli-flag-help-more = Zeigt die Hilfe an (mehr mit '--help')
cli-flag-help-summary = Zeigt die Hilfe an (eine Zusammenfassung mit '-h')
cli-flag-version = Zeigt die Version an
cli-help-command-about = Zeigt diese Hilfe oder die Hilfe der angegebenen Befehle an
## Falsche Benutzung.
cli-error = Fehler
cli-error-unexpected-argument = unerwartetes Argument '{ $arg }'
cli-error-unrecognized-command = unbekannter Befehl '{ $command }'
cli-error-invalid-value = ungültiger Wert '{ $value }' für '{ $arg }'
cli-error-value-required = '{ $arg }' braucht einen Wert, aber es wurde keiner angegeben
cli-error-missing-arguments = diese nötigen Argumente fehlen:
cli-error-conflict = das Argument '{ $arg }' kann nicht zusammen mit '{ $other }' benutzt werden
cli-error-conflict-list = das Argument '{ $arg }' kann nicht zusammen mit diesen benutzt werden:
cli-error-conflict-others = das Argument '{ $arg }' kann nicht zusammen mit einem oder mehreren der anderen angegebenen Argumente benutzt werden
cli-error-used-twice = das Argument '{ $arg }' darf nur einmal angegeben werden
cli-error-too-many-values = unerwarteter Wert '{ $value }' für '{ $arg }': mehr Werte sind nicht vorgesehen
cli-error-missing-command = '{ $command }' braucht einen Befehl, aber es wurde keiner angegeben
cli-tip = Tipp
cli-similar-argument = { $count ->
    [one] es gibt ein ähnliches Argument: { $similar }
   *[other] es gibt ähnliche Argumente: { $similar }
}
cli-similar-command = { $count ->
    [one] es gibt einen ähnlichen Befehl: { $similar }
   *[other] es gibt ähnliche Befehle: { $similar }
}
cli-similar-value = { $count ->
    [one] es gibt einen ähnlichen Wert: { $similar }
   *[other] es gibt ähnliche Werte: { $similar }
}
cli-try-help = Mehr erfährst du mit '{ $help }'.

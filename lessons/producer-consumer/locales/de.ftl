# Meldungen der Prüfungen der Lektion Producer und Consumer, auf Deutsch.

fifo-order = Hinein gingen { $sent }, heraus kamen { $got }: Eine Warteschlange gibt immer das älteste Element zuerst heraus.
try-put-refused-with-room = try_put({ $item }) wurde abgelehnt, obwohl die Warteschlange nur { $len } von { $capacity } enthielt.
try-put-wrong-item-back = try_put({ $item }) hat bei voller Warteschlange { $back } statt { $item } zurückgegeben.
try-put-accepted-when-full = try_put({ $item }) hat bei voller Warteschlange (Kapazität { $capacity }) Ok gemeldet, und len() ist jetzt { $len }: Eine volle Warteschlange muss das Element in Err zurückgeben.
len-wrong = Nach { $after } lieferte len() { $got }; richtig wäre { $want }.
is-empty-wrong = Nach { $after } lieferte is_empty() { $got }, obwohl die Warteschlange { $len } enthielt.
capacity-wrong = capacity() lieferte { $got }; die Warteschlange wurde mit { $want } angelegt.
len-out-of-range = Während ein Producer und ein Consumer arbeiteten, lieferte len() { $got } für eine Warteschlange mit { $capacity } Plätzen: len() zählt, was jetzt in der Warteschlange ist, nie mehr als ihre Kapazität. Wird die Zahl getrennt von den Elementen geändert, nachdem das Lock freigegeben ist, so dass ein take herunterzählen kann, bevor sein put hochgezählt hat? Zähle unter demselben Lock wie die Elemente, oder frag die Elemente selbst.
len-never-true = len() lieferte { $got }, während die Warteschlange die ganze Zeit zwischen { $least } und { $most } Elemente hielt: len() zählt, was in einem Moment in der Warteschlange ist. Besteht es aus zwei Zählern, die nacheinander gelesen werden (Puts minus Takes), oder aus einer Zahl, die nach dem Freigeben des Locks geändert wird? Zähle unter demselben Lock wie die Elemente, oder frag die Elemente selbst.
new-zero-accepted = BoundedQueue::new(0) hat keine Panic ausgelöst: Eine Warteschlange ohne Platz könnte nie ein Element aufnehmen.

## Übung 2, Giftpillen: der Bericht des gegebenen main.
pp-report-packed = Verpackt: { $packed } von { $total }
pp-report-once = Jede Bestellung einmal: { $once ->
    [yes] ja
   *[no] nein
}
pp-report-express = Express: { $count ->
    [one] { $count } Bestellung
   *[other] { $count } Bestellungen
}, { $euro } €
pp-report-standard = Standard: { $count ->
    [one] { $count } Bestellung
   *[other] { $count } Bestellungen
}, { $euro } €

## Übung 2, Giftpillen: was ihre Prüfungen gefunden haben.
pp-pills-count = Die Website (front) hat { $pills } { $pills ->
    [one] Pille
   *[other] Pillen
} für { $packers } Packer hineingelegt. Jeder Packer hört bei einer eigenen Pille auf: Bei zu wenigen wartet ein Packer ewig in take, bei zu vielen wartet front ewig in put, sobald die Warteschlange voll ist und die Packer weg sind. Nimm die Zahl der Pillen aus packers.
pp-pill-before-order = Die Website (front) hat eine Pille vor die Bestellung { $order } gelegt: Der Packer, der die Pille nimmt, hört auf, und die Bestellungen dahinter bleiben in der Warteschlange liegen. Lege die Pillen erst nach allen Bestellungen hinein.
pp-front-stuck = front() ist nie zurückgekehrt, obwohl die Warteschlange Platz für alle Bestellungen und für doppelt so viele Pillen wie Packer hatte: Sie legt zu viele Pillen hinein oder wartet auf etwas, das nur ein anderer Thread tun könnte.
packers-one-at-a-time = Mit { $packers } Packern hatte keine erkundete Verschränkung zwei von ihnen gleichzeitig wartend in take(): Sie haben nacheinander gepackt. Mehrere Packer sind dazu da, nebeneinander zu packen. Starte alle, bevor du auf einen wartest (ein lazy Iterator, der in einer Kette startet und joint, startet jeden erst, wenn der vorige fertig ist), und gib das Lock der gepackten Liste frei, bevor du in take() wartest.
pp-missed-pill = { $packers ->
    [one] 1 Packer
   *[other] { $packers } Packer
}, { $pills ->
    [one] 1 Pille
   *[other] { $pills } Pillen
}: { $threads } { $waiting ->
    [one] wartet
   *[other] warten
} ewig in take(). Ein Packer hört nur bei einer Pille auf, also muss die Website genau eine Pille pro Packer hineinlegen, nach allen Bestellungen.
pp-pills-too-many = { $packers ->
    [one] Der Packer hat seine Pille genommen
   *[other] Alle { $packers } Packer haben ihre Pille genommen
} und aufgehört, aber die Website legt mehr hinein: Niemand nimmt die überzählige Pille, und { $threads } { $waiting ->
    [one] wartet
   *[other] warten
} ewig. Lege genau eine Pille pro Packer hinein.
pp-left-waiting = Warten ewig: { $threads }. Ein Packer hört nur bei einer Pille auf, also muss die Website genau eine Pille pro Packer hineinlegen, nach allen Bestellungen.
pp-packer-never-stops = Warten ewig: { $threads }, obwohl die Website nach den Bestellungen eine Pille pro Packer hineingelegt hat. Ein Packer muss bei der ersten Pille aufhören, die er nimmt, und danach nichts mehr nehmen.
pp-taken-not-packed = { $lost } von { $total } Bestellungen wurden aus der Warteschlange genommen und kamen nie in packed an: { $orders }. Ein Packer muss jede Bestellung, die er nimmt, in packed ablegen, auch die vor seiner Pille.
pp-queue-capacity = run() sollte eine Warteschlange mit { $capacity } Plätzen machen und hat eine mit { $made } gemacht. Die Kapazität hält die Website zurück, wenn die Packer langsamer sind: Mache die Warteschlange genau so groß wie verlangt.
pp-no-queue = run() hat keine BoundedQueue gemacht: Mache eine mit der verlangten Kapazität ({ $capacity }), die sich die Website und die Packer teilen.
pp-report-differs = In dieser Verschränkung hat run() { $packed } von { $total } Bestellungen zurückgegeben ({ $distinct } verschiedene): Express { $express } für { $express_euro } €, Standard { $standard } für { $standard_euro } €. Der Bericht muss bei jedem Lauf gleich sein: { $total } von { $total }, jede einmal, Express { $want_express } für { $want_express_euro } €, Standard { $want_standard } für { $want_standard_euro } €. Kehrt run() zurück, bevor alle Packer fertig sind?

## Übung 3, zwei Eingänge: der Bericht des gegebenen main.
te-report-packed = Verpackt: { $packed } von { $total }
te-report-each-once = Jede Bestellung einmal: { $once ->
    [yes] ja
   *[no] nein
}
te-report-total = Gesamt: { $euro } €

## Übung 3: was die Prüfungen gefunden haben.
te-entrance-put-pill = entrance([{ $orders }], queue) hat neben seinen Bestellungen eine Pille (None) hineingelegt. Ein Eingang kann nicht wissen, ob der andere noch sendet: Ein Packer, der seine Pille nimmt, hört auf, und die Bestellungen danach werden nie verpackt. Die Pillen kommen erst hinein, wenn beide Eingänge fertig sind.
te-entrance-put-fewer = Die Prüfung hat auf jede Bestellung gewartet, die entrance() bekommen hat, und nicht alle sind gekommen. Warten für immer: { $threads }.
te-packer-misses-pill = Threads bleiben wartend zurück, und nichts kann sie wecken: { $threads }. pack() muss nehmen, bis seine Pille kommt, und dann zurückkehren: Ein Packer, der zu früh geht, lässt main in put() warten; einer, der seine Pille überspringt, wartet für immer in take(), und einer, der seine Pille zurücklegt, wartet womöglich in put() auf Platz, der nie kommt.
te-packer-took-after-pill = Bestellung { $order } lag hinter den Pillen, und ein Packer hat sie verpackt: pack() muss bei der ersten Pille aufhören, die es nimmt.
te-run-hangs = run() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken. Ein Packer, der in take() wartet, braucht eine Bestellung oder seine Pille; ein Eingang, der in put() wartet, braucht einen Packer, der Platz macht.
te-packers-wait-for-pills = run() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken. Jeder Packer hört bei einer Pille auf, also braucht es genau so viele Pillen wie Packer: Zu wenige lassen einen Packer in take() warten, zu viele lassen run() in put() warten.
te-pills-too-few = run() kehrt nie zurück: { $pills ->
    [one] Eine Pille kam
   *[other] { $pills } Pillen kamen
} für { $packers } Packer hinein, also { $waiting ->
    [one] wartet
   *[other] warten
} { $threads } ewig in take(). Jeder Packer hört bei einer eigenen Pille auf: Wenn beide Eingänge fertig sind, lege genau eine Pille pro Packer hinein (so viele wie Packer, nicht wie Eingänge). Legt der letzte Eingang sie hinein, muss in einem Schritt entschieden werden, welcher der letzte ist (der Wert, den fetch_sub zurückgibt).
te-pills-after-join = run() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken. Ein Packer endet erst, wenn er seine Pille genommen hat: Wartet run() auf die Packer, bevor es die Pillen hineinlegt, warten beide Seiten für immer aufeinander.
te-no-queue = run() hat keine BoundedQueue angelegt: Es muss eine mit Kapazität { $capacity } anlegen und sie den Eingängen und den Packern geben.
te-queue-capacity = run() sollte eine Warteschlange mit { $capacity ->
        [one] einem Platz
       *[other] { $capacity } Plätzen
    } anlegen, hat aber eine mit { $made ->
        [one] einem Platz
       *[other] { $made } Plätzen
    } angelegt. Die Kapazität hält die Eingänge zurück, wenn die Packer langsam sind: Behalte sie wie vorgegeben, die Pillen warten wie die Bestellungen, bis sie an der Reihe sind.
te-report-differs = In dieser Verschränkung würde der Bericht „Verpackt: { $packed } von 12“, „Jede Bestellung einmal: { $once ->
    [yes] ja
   *[no] nein
}“, „Gesamt: { $euro } €“ sagen statt 12 von 12, ja und 325 €. Der Bericht muss in jeder Verschränkung gleich sein.

## Übung 1, die Szenarien ihrer Prüfungen.
bq-try-put-waits = { $thread } wartet ewig in { $call }: try_put darf nie warten. Ist die Warteschlange voll, gibt es das Element sofort zurück (Err(item)); nur put wartet auf Platz.
bq-put-waits-with-room = Wartet für immer: { $threads }. Das Szenario läuft auf einem Thread und legt nie mehr als die { $capacity } Elemente der Warteschlange hinein, also hat put die Warteschlange voll gefunden, obwohl noch Platz war, und niemand war da, um eines zu nehmen. put wartet nur, solange die Warteschlange so viele Elemente enthält, wie ihre Kapazität ist: Ist der Test auf voll um eins verschoben?
bq-one-thread-fifo = ein Thread: put 1, 2, 3, dann dreimal take, Kapazität 3
bq-producer-consumer = ein Producer und ein Consumer, Kapazität { $capacity }, { $count } Elemente
bq-one-thread = ein Thread, Kapazität { $capacity }
bq-one-thread-of = ein Thread, Kapazität { $capacity }, Elemente vom Typ { $type }
bq-full-one-more-of = eine volle Warteschlange mit { $capacity ->
    [one] 1 Element
   *[other] { $capacity } Elementen
} vom Typ { $type }, noch ein put, ein take
bq-counted-of = Kapazität { $capacity }, { $producers } Producer × { $each } Elemente vom Typ { $type }, { $consumers } Consumer
bq-new-zero = BoundedQueue::new(0)
bq-full-one-more = eine volle Warteschlange mit { $capacity ->
    [one] 1 Platz
   *[other] { $capacity } Plätzen
}, noch ein put, ein take
bq-takes-on-empty = { $consumers ->
    [one] ein take
   *[other] { $consumers } take
} auf einer leeren Warteschlange mit { $capacity ->
    [one] 1 Platz
   *[other] { $capacity } Plätzen
}, dann die puts
bq-many = Kapazität { $capacity }, { $producers ->
    [one] ein Producer
   *[other] { $producers } Producer
} × { $each } Elemente, { $consumers ->
    [one] ein Consumer
   *[other] { $consumers } Consumer
}
bq-woken-putter = Kapazität 1, Producer mit 2 und 1 Elementen; ein Consumer nimmt eines, dann main den Rest
bq-real-overtaken-putter = auf echten Threads, Kapazität { $capacity }: ein Producer wartet an der vollen Warteschlange, main nimmt eines und legt sofort eines hinein, Runde um Runde
bq-real-overtaken-taker = auf echten Threads: ein Consumer wartet an der leeren Warteschlange, main legt eines hinein und nimmt sofort eines, Runde um Runde
bq-busy-take = take auf einer leeren Warteschlange mit 1 Platz, während main beschäftigt ist
bq-busy-put = put auf einer vollen Warteschlange mit 1 Platz, während main beschäftigt ist
bq-try-put-takers = { $consumers ->
    [one] ein take
   *[other] { $consumers } take
} auf einer leeren Warteschlange mit { $capacity } Plätzen, dann sofort je ein try_put
bq-racing-try-puts = eine Warteschlange mit { $capacity } Plätzen, in die noch eins passt, und zwei try_put gleichzeitig
bq-len-while-busy = Kapazität { $capacity }: ein Producer legt 3 hinein, ein Consumer nimmt 3, main fragt derweil len()
bq-len-never-empty = Kapazität { $capacity }: die Warteschlange hält 1, ein Producer legt 1 hinein und nimmt 1, zweimal, main fragt derweil len()
bq-real-try-put-beside-len = auf echten Threads, eine Warteschlange mit { $capacity } Plätzen: zwei Producer legen mit try_put ein Element hinein und nehmen es wieder heraus, immer wieder, während ein Leser die ganze Zeit len() aufruft
bq-try-put-refused-with-room = try_put({ $item }) hat das Element zurückgegeben, obwohl höchstens { $inside } der { $capacity } Plätze der Warteschlange belegt waren: try_put lehnt nur bei voller Warteschlange ab. Gibt es auf, wenn ein anderer Thread das Lock hält (try_lock)? Warte auf das Lock wie put und sieh dann nach Platz.
bq-try-put-left-waiting = Warten ewig: { $threads }. try_put hat ein Element hineingelegt, während ein take auf eines gewartet hat: try_put muss ein wartendes take wecken, wie put es tut, und zwar unter dem Lock, unter dem take nachsieht und wartet, sonst geht das Wecken zwischen Nachsehen und Warten verloren.

## Übung 2, die Szenarien ihrer Prüfungen.
pp-scn-front-alone = front allein: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, { $packers } Packer, Platz für alles
pp-scn-front-with-packers = front mit { $packers ->
    [one] 1 Packer
   *[other] { $packers } Packern
} aus der Prüfung: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, Kapazität { $capacity }
pp-scn-packers-behind-front = { $packers } Packer hinter einer richtigen front: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, Kapazität { $capacity }
pp-scn-run = run: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, Kapazität { $capacity }, { $packers } Packer
pp-scn-given-data = die Daten des gegebenen main: 8 Bestellungen, Kapazität 3, 2 Packer
pp-scn-front-packers-away = front mit { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
} und { $packers ->
    [one] 1 Pille
   *[other] { $packers } Pillen
} an einer Warteschlange mit { $capacity } Plätzen, während die Packer weg sind
pp-scn-packers-nothing-yet = { $packers } Packer an einer leeren Warteschlange mit { $capacity } Plätzen, während lange nichts kommt, dann { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
} und die Pillen

## Übung 3, die Szenarien ihrer Prüfungen.
te-scn-run = Website mit { $site ->
    [one] 1 Bestellung
   *[other] { $site } Bestellungen
}, App mit { $app ->
    [one] 1 Bestellung
   *[other] { $app } Bestellungen
}, Kapazität { $capacity }, { $packers } Packer
te-scn-one-entrance = ein Eingang, { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, Kapazität { $capacity }
te-scn-entrance-packers-away = ein Eingang, { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, Kapazität { $capacity }, während die Packer weg sind
te-scn-pills-then-one-more = { $packers } Packer, { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, dann die Pillen, dann noch eine Bestellung, Kapazität { $capacity }
te-scn-capacity = Kapazität { $capacity }, { $packers } Packer
te-scn-given-orders = die gegebenen Bestellungen, Kapazität 4, 3 Packer

## Übung 5, Ablehnung: der Bericht des gegebenen main.
rf-report-kept = Angenommen + abgelehnt: { $kept } von { $total }
rf-report-accepted-once = Jede angenommene Bestellung einmal verpackt: { $once ->
    [yes] ja
   *[no] nein
}
rf-report-refused-packed = Abgelehnte Bestellungen verpackt: { $count }

## Übung 5, Ablehnung: was ihre Prüfungen gefunden haben.
# Statt class-duplicate-item-why: Die Warteschlange ist gegeben, eine doppelt geführte Bestellung hat also die Website gezählt.
refusal-class-duplicate-item-why = Die Website hat eine Bestellung doppelt gezählt: in beiden Listen, zweimal in einer oder als abgelehnt, obwohl sie in die Warteschlange kam. Zwei Threads haben sie nicht bekommen (die gegebene Warteschlange gibt jede Bestellung nur einem Packer): Entscheide einmal, nachdem try_put geantwortet hat.
rf-front-waited = front() ist nie zurückgekehrt, obwohl kein Packer da war und es keine Pille hineinlegen sollte: Es hat auf Platz gewartet, um eine Bestellung oder eine Pille hineinzulegen, die es nicht hätte hineinlegen sollen. Die Website darf für eine Bestellung nie warten: Biete jede einmal mit try_put an und behalte die, die zurückkommt, in refused; und leg eine Pille pro Packer hinein, keine, wenn es keinen gibt.
rf-order-in-both = Bestellung { $order } steht in accepted und in refused. Entscheide erst, wenn try_put geantwortet hat: Ok heißt angenommen, Err heißt abgelehnt, nie beides.
rf-order-twice = Bestellung { $order } steht { $times }-mal in der Annahme: Jede Bestellung wird einmal angeboten und landet einmal in einer Liste.
rf-order-in-neither = { $count ->
    [one] Bestellung { $orders } steht
   *[other] Die Bestellungen { $orders } stehen
} weder in accepted noch in refused: Eine abgelehnte Bestellung wird behalten, nicht fallen gelassen. try_put gibt sie in Err zurück: Leg sie in refused.
rf-order-unknown = Bestellung { $order } steht in der Annahme, aber die Website hat sie nie bekommen.
rf-accepted-not-queued = front() hat Bestellung { $order } als angenommen gezählt, aber sie ist nicht in der Warteschlange: Zähle eine Bestellung erst als angenommen, wenn try_put Ok geliefert hat.
rf-refused-but-queued = Bestellung { $order } ist in der Warteschlange, aber front() hat sie nicht als angenommen gezählt: Was try_put genommen hat, ist angenommen.
rf-refused-with-room = front() hat { $accepted } Bestellungen in eine leere Warteschlange mit Platz für { $capacity } gelegt; { $fit } sollten passen. try_put lehnt nur ab, wenn die Warteschlange voll ist: Biete jede Bestellung an.
rf-refused-unseen = Die Seite hat { $refused } { $refused ->
        [one] Bestellung
       *[other] Bestellungen
    } abgelehnt, aber die Warteschlange hat nur { $seen ->
        [0] nie
        [one] einmal
       *[other] { $seen }-mal
    } gesagt, dass sie voll ist (ein try_put, das die Bestellung zurückgab, oder ein len() bei ihrer Kapazität). Eine Bestellung wird nur abgelehnt, weil die Warteschlange voll ist, wenn genau diese Bestellung angeboten wird: Biete jede Bestellung mit try_put an, auch nach einer Ablehnung; die Packer können inzwischen Platz gemacht haben.
rf-offered-again = try_put hat Bestellung { $item } abgelehnt, und die Website hat sie noch einmal mit try_put angeboten. Die Website bietet jede Bestellung einmal an und antwortet sofort: Eine abgelehnte Bestellung kommt auf die Liste der abgelehnten, nie zurück in die Warteschlange. Es noch einmal zu versuchen, ein paar Mal oder mit einer Pause dazwischen, ist aktives Warten, nur begrenzt.
rf-pill-lost = Warten ewig: { $threads }. Ein Packer hört nur bei seiner Pille auf: Lege die Pillen mit put hinein, das auf Platz wartet, denn try_put gibt eine Pille bei voller Warteschlange zurück, und der Packer, der sie gebraucht hätte, hört nie auf.
rf-refused-packed = Bestellung { $order } wurde abgelehnt und trotzdem verpackt: Eine abgelehnte Bestellung bleibt draußen (sie wird nicht noch einmal angeboten, auch nicht mit put, denn dann würde die Website doch warten).
rf-run-hangs = run() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken: { $threads }. Die Packer müssen laufen, während die Website anbietet (eine Pille wartet auf Platz), und jeder Packer braucht eine Pille.
rf-no-queue = run() hat keine BoundedQueue gemacht: Mache eine mit Platz für { $capacity }, die sich die Website und die Packer teilen.
rf-queue-capacity = run() sollte eine Warteschlange mit { $capacity } Plätzen machen und hat eine mit { $made } gemacht. Eine größere Warteschlange nimmt Bestellungen an, die sie ablehnen müsste: Mache sie genau so groß wie verlangt.
rf-report-differs = In dieser Verschränkung würde der Bericht „Angenommen + abgelehnt: { $kept } von 12“, „Jede angenommene Bestellung einmal verpackt: { $once ->
    [yes] ja
   *[no] nein
}“, „Abgelehnte Bestellungen verpackt: { $refused_packed }“ sagen statt 12 von 12, ja und 0. Der Bericht muss in jeder Verschränkung gleich sein.

## Übung 5, die Szenarien ihrer Prüfungen.
rf-scn-front-alone = front allein: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, eine Warteschlange mit { $capacity } und keine Packer
rf-scn-front-with-packers = die Website mit { $packers ->
    [one] 1 Packer
   *[other] { $packers } Packern
} der Prüfung: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, Kapazität { $capacity }
rf-scn-run = run: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, Kapazität { $capacity }, { $packers ->
    [one] 1 Packer
   *[other] { $packers } Packer
}
rf-scn-given-data = die Daten des gegebenen main: 12 Bestellungen, Kapazität 1, 2 Packer

## Übung 6, Express zuerst: was ihre Prüfungen gefunden haben.
ef-take-order = Nach { $puts } lieferten die take-Aufrufe { $got }, richtig ist { $want }: das älteste Express-Element, sobald eines drin ist, innerhalb einer Spur das älteste zuerst, und ein Standard-Element erst, wenn kein Express-Element mehr da ist.
ef-len-wrong = Nach { $after } lieferte len() { $got }; richtig wäre { $want } (beide Spuren zusammen).
ef-new-zero-accepted = ExpressFirst::new(0) hat keine Panic ausgelöst: Eine Warteschlange ohne Platz könnte nie ein Element aufnehmen.
ef-take-missed-lane = Warten ewig: { $threads }, obwohl Elemente gekommen sind. Ein Abnehmer muss auf ein Element in einer der beiden Spuren warten: Mit einem Lock um beide Spuren und einem Warten, das auf beide schaut, weckt ein Express-Element einen Abnehmer genauso wie ein Standard-Element.
ef-standard-while-express-waits = Der Packer hat das Standard-Element { $item } genommen, während { $waiting ->
    [one] ein Express-Element
   *[other] { $waiting } Express-Elemente
} schon drin { $waiting ->
    [one] war
   *[other] waren
}. take muss die Spur beim Nehmen wählen, nach dem, was dann drin ist: Express zuerst, sobald eines wartet.
ef-lane-not-fifo = Die Spur { $lane } kam als { $got } heraus: Innerhalb einer Spur geht das älteste Element zuerst.
ef-run-hangs = run() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken: { $threads }. Jeder Packer hört bei einer Pille auf, also braucht es eine Pille pro Packer, nach allen Bestellungen.

## Übung 6, die Szenarien ihrer Prüfungen.
ef-scn-one-thread = ein Thread, Kapazität { $capacity }: { $pattern } (e legt Express hinein, s Standard, . nimmt)
ef-scn-one-thread-strings = ein Thread, Kapazität 3, Texte als Elemente: s e s . e . . .
ef-scn-new-zero = ExpressFirst::new(0)
ef-scn-full-one-more = eine volle Warteschlange mit { $capacity } ({ $fill }), noch ein put ({ $extra }), ein take
ef-scn-woken-putter = Kapazität 1: ein Producer mit 2 Express-Elementen, einer mit 1 Standard-Element; ein Consumer nimmt eines, dann main den Rest
ef-real-overtaken-putter = auf echten Threads, Kapazität { $capacity }: ein Producer wartet an der vollen Warteschlange, main nimmt eines und legt sofort eines hinein, Runde um Runde
ef-real-overtaken-taker = auf echten Threads: ein Consumer wartet an der leeren Warteschlange, main legt eines hinein und nimmt sofort eines, Runde um Runde
ef-scn-takes-on-empty = { $consumers ->
    [one] ein take
   *[other] { $consumers } take
} auf einer leeren Warteschlange, dann put: { $lanes } (e Express, s Standard)
ef-scn-take-away = ein take auf einer leeren Warteschlange mit { $capacity } Plätzen, während main weg ist
ef-scn-put-away = eine volle Warteschlange mit { $capacity } ({ $fill }), noch ein put ({ $extra ->
    [express] Express
   *[standard] Standard
}), während main weg ist
ef-put-left-waiting = Warten ewig: { $threads }. Ein put hat an der vollen Warteschlange gewartet, und ein take hat Platz geschaffen: Egal aus welcher Spur es nimmt, ein take muss ein wartendes put wecken.
ef-scn-two-producers = Kapazität { $capacity }: ein Producer mit { $express } Express-Elementen, einer mit { $standard } Standard-Elementen, ein Packer
ef-scn-many = Kapazität { $capacity }, { $producers ->
    [one] ein Producer
   *[other] { $producers } Producer
} × { $each } Elemente in beiden Spuren, { $consumers ->
    [one] ein Consumer
   *[other] { $consumers } Consumer
}

## Übung 7, eine Kette: der Bericht des gegebenen main (die zweite Zeile ist die von Übung 2).
ch-report-delivered = Zugestellt: { $delivered } von { $total }

## Übung 7, eine Kette: was ihre Prüfungen gefunden haben.
ch-pack-put-pill = pack() hat eine Pille zu den Kartons gelegt. Der Kurier hört bei der ersten Pille auf, die er nimmt, während die anderen Packer vielleicht noch Kartons haben: Die werden nie zugestellt. Nur wer weiß, dass alle Packer fertig sind, legt die Pille des Kuriers hinein.
ch-pack-took-two-pills = pack() hat mehr als seine eigene Pille genommen: Die Pille danach gehörte einem anderen Packer, der jetzt ewig in take wartet. Hör bei der ersten Pille auf.
ch-pack-put-pill-back = pack() hat { $left } Elemente in der Bestell-Warteschlange gelassen, in der nur die Pille des anderen Packers bleiben sollte: Es hat seine Pille zurückgelegt (oder ein anderes Element). Jeder Packer bekommt von der Website eine eigene Pille und behält sie; eine, die von Packer zu Packer weitergegeben wird, bleibt am Ende übrig, wo niemand sie nimmt.
ch-pack-never-stops = pack() ist nie zurückgekehrt, obwohl seine Bestellungen und seine Pille bereitlagen: Ein Packer hört bei der ersten Pille auf, die er nimmt. Warten ewig: { $threads }.
ch-courier-never-stops = courier() ist nie zurückgekehrt, obwohl seine Kartons und seine Pille bereitlagen: Der Kurier hört bei seiner Pille auf. Warten ewig: { $threads }.
ch-courier-took-after-pill = courier() hat Bestellung { $order } zugestellt, die nach seiner Pille kam: Der Kurier hört bei der Pille auf und nimmt danach nichts mehr.
ch-courier-order = Der Kurier bekam { $sent } und hat { $got } zugestellt: Er stellt in der Reihenfolge zu, in der er die Kartons nimmt.
ch-left-waiting = Warten ewig: { $threads }. Jeder Packer hört bei einer Pille der Website auf und legt jede Bestellung, die er genommen hat, mit put zu den Kartons; der Kurier hört bei seiner eigenen Pille auf.
ch-two-queues = run() hat { $made } BoundedQueue(s) gemacht: Die Kette braucht zwei, eine für die Bestellungen und eine für die Kartons, jede mit Platz für { $capacity }.
ch-queue-capacity = run() sollte Warteschlangen mit { $capacity } Plätzen machen und hat { $made } gemacht. Beide Warteschlangen halten die Seite vor ihnen zurück: Mache jede genau so groß wie verlangt.
ch-run-hangs = run() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken: { $threads }. Die Packer brauchen je eine Pille von der Website; der Kurier braucht genau eine Pille, hineingelegt, wenn alle Packer fertig sind.
ch-pills-left = Als run() zurückkehrte, { $left ->
    [one] lag in seinen Warteschlangen noch ein Element, das niemand mehr nimmt. Jede Bestellung wurde zugestellt, also ist es eine Pille
   *[other] lagen in seinen Warteschlangen noch { $left } Elemente, die niemand mehr nimmt. Jede Bestellung wurde zugestellt, also sind es Pillen
} zu viel. In der Bestell-Warteschlange: Die Website legt eine Pille pro Packer hinein, und jeder Packer behält die, die er nimmt (eine zurückgelegte Pille bleibt übrig). In den Kartons: Der Kurier hört bei der ersten Pille auf, also kommt dort genau eine hinein, wenn alle Packer fertig sind; entscheidet jeder Packer selbst, ob er der letzte ist, können zwei das gleichzeitig entscheiden: Herunterzählen und „bin ich der letzte?“ fragen muss ein Schritt sein (der Wert, den fetch_sub zurückgibt).
ch-report-differs = In dieser Verschränkung hat run() { $delivered } Zustellungen zurückgegeben (jede Bestellung einmal: { $once ->
    [yes] ja
   *[no] nein
}) statt 8 von 8, jede einmal. Der Bericht muss in jeder Verschränkung gleich sein.

## Übung 7, die Szenarien ihrer Prüfungen.
ch-scn-pack-alone = pack allein: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, seine Pille und die Pille eines anderen Packers liegen bereit
ch-scn-courier-alone = der Kurier allein: { $boxes ->
    [one] 1 Karton
   *[other] { $boxes } Kartons
}, seine Pille, dann noch ein Karton liegen bereit
ch-scn-packers = { $packers ->
    [one] 1 Packer
   *[other] { $packers } Packer
} zwischen einer Website und einem Kurier der Prüfung: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, Kapazität { $capacity }
ch-scn-courier-boxes-coming = der Kurier an einer leeren Karton-Warteschlange, während { $boxes ->
    [one] 1 Karton
   *[other] { $boxes } Kartons
} und seine Pille hineinkommen
ch-scn-courier-away = der Kurier an einer leeren Karton-Warteschlange mit { $capacity } Plätzen, während die Packer weg sind; dann { $boxes ->
    [one] 1 Karton
   *[other] { $boxes } Kartons
} und seine Pille
ch-scn-packer-no-orders = ein Packer an einer leeren Bestell-Warteschlange mit { $capacity } Plätzen, während die Website weg ist; dann { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
} und seine Pille
ch-scn-packer-boxes-full = ein Packer mit { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
} und seiner Pille, an einer Karton-Warteschlange mit { $capacity } Plätzen, während der Kurier weg ist

## Übung 8, finde den Fehler: die Szenarien ihrer Prüfungen (ihre Meldungen sind die von Übung 2).
fb-scn-front-on-full-queue = die Website mit 2 Bestellungen und 1 Pille an einer Warteschlange mit 1 Platz, während main beschäftigt ist
fb-went-on-after-refusal = try_put hat { $refused ->
    [None] eine Pille
   *[other] Bestellung { $refused }
} abgelehnt, und die Website hat mit { $next ->
    [None] einer Pille
   *[other] Bestellung { $next }
} weitergemacht, bevor jene in der Warteschlange war: Sie legt Abgelehntes beiseite und läuft den Packern davon, so weit ihre eigene Liste reicht. Das ist kein Gegendruck (Backpressure). Ist die Warteschlange voll, warte mit put auf Platz, Bestellung für Bestellung.
fb-offered-again = try_put hat { $item ->
    [None] eine Pille
   *[other] Bestellung { $item }
} abgelehnt, und die Website hat sie noch einmal mit try_put angeboten: Das ist aktives Warten auf Platz, ob sie es ein paar Mal versucht oder bis es klappt, mit Pause oder ohne. Ein Versuch, der die Warteschlange voll findet, ist ein verschenkter Zug, und die Packer können langsamer sein als jede Zahl von Versuchen. Gib die Bestellung nach einer Ablehnung an put: put wartet auf Platz, während der Thread schläft.

## Übung 9, Worker und Nachrichten: was ihre Prüfungen gefunden haben.
ms-worker-not-ready = Warten ewig: { $threads }. Die Prüfung schickt als Verteiler eine Nachricht erst, wenn sich der Worker bereit gemeldet hat: Der Worker muss vor jeder Nachricht, die er empfängt, seine id über ready schicken, auch vor der ersten.
ms-ready-wrong-id = Worker { $id } hat sich als { $said } bereit gemeldet: Er muss seine eigene id schicken, damit der Verteiler weiß, an wen er senden soll.
ms-worker-gone = Worker { $id } hat aufgehört, bevor seine Stopp-Nachricht kam: Die Bestellungen, die er noch bekommen sollte, werden nicht verpackt. Ein Worker hört nur bei None auf.
ms-worker-past-stop = { $worker } hat seine Stopp-Nachricht (None) bekommen und hat weiter auf Nachrichten gewartet: Es kommt nie mehr eine, also wartet er ewig, und wer auf ihn wartet (join), auch. Ein Worker hört bei seinem None auf: Verlass dort die Schleife, überspring es nicht als „noch nichts“.
ms-worker-order = Der Worker bekam { $sent } und hat { $got } verpackt: Er verpackt die Bestellungen in der Reihenfolge, in der er sie empfängt.
ms-ready-after-stop = Worker { $id } hat sich nach seiner Stopp-Nachricht { $extra ->
    [one] noch einmal
   *[other] noch { $extra }-mal
} bereit gemeldet (oder öfter, als er Nachrichten genommen hat): Ein „bereit“ verspricht, dass er noch eine Nachricht nimmt.
ms-dispatch-hangs = dispatch() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken: { $threads }. Jeder Worker hört nur bei seiner Stopp-Nachricht (None) auf, eine pro Worker, geschickt, wenn er sich bereit gemeldet hat.
ms-dispatch-waits-alone = dispatch() kehrt nie zurück: Jeder Worker hat aufgehört, und dispatch wartet noch auf etwas, das nur ein Worker schicken könnte (wartet ewig: { $threads }). Ein recv() endet erst mit Err, wenn jeder Sender seines Kanals weg ist, auch der Klon von dispatch selbst: Hör auf, auf „bereit“ zu warten, sobald jeder Worker seinen Stopp hat, oder gib den Sender, den dispatch behält, frei, bevor es wartet.
ms-wrong-worker-count = dispatch() hat { $lists } Listen für { $workers } Worker zurückgegeben: eine Liste pro Worker, die von Worker id an Index id.
ms-lists-misplaced = Worker { $worker } hat { $orders } empfangen, und dispatch() hat diese Liste { $index ->
    [none] nirgends so, wie empfangen,
   *[other] an Index { $index }
} zurückgegeben: An Index id steht, was Worker id verpackt hat, in der Reihenfolge, in der er es empfangen hat, egal welcher Worker zuerst aufhört.
ms-no-inbox = dispatch() hat keinen Kanal für Option<Order> gemacht: Jeder der { $workers } Worker empfängt seine Bestellungen über einen eigenen Kanal.
ms-backlog = Der Kanal von Worker { $worker } enthielt { $most } Nachrichten auf einmal: dispatch hat ihm mehr geschickt, als er sich bereit gemeldet hat. Warte vor jeder Nachricht (auch vor den Stopps) auf ein „bereit“ und schicke an den Worker, der es gesagt hat.
ms-real-backlog = Auf echten Threads enthielt der Kanal von Worker { $worker } { $most } Nachrichten auf einmal: dispatch hat ihm mehr geschickt, als er sich bereit gemeldet hat. Im Explorer nie: Arbeitet dein Code anders, wenn er nicht erkundet wird? Warte vor jeder Nachricht (auch vor den Stopps) auf ein „bereit“ und schicke an den Worker, der es gesagt hat.
ms-sent-before-ready = dispatch() hat Worker { $worker } seine { $sent }. Nachricht geschickt, als er sich { $said ->
    [0] noch gar nicht bereit gemeldet hatte
    [one] erst einmal bereit gemeldet hatte
   *[other] erst { $said }-mal bereit gemeldet hatte
}: Jedes „bereit“ erlaubt genau eine Nachricht. Warte vor jeder Nachricht (auch vor den Stopps) auf ein „bereit“ und schicke an den Worker, der es gesagt hat. Ein begrenzter Kanal lässt nur wenige Nachrichten warten, sagt dir aber nicht, wer bereit ist.
ms-report-differs = In dieser Verschränkung hat dispatch() { $packed } verpackte Bestellungen zurückgegeben (jede einmal: { $once ->
    [yes] ja
   *[no] nein
}) statt 8 von 8, jede einmal. Der Bericht muss in jeder Verschränkung gleich sein.

## Übung 9, die Szenarien ihrer Prüfungen.
ms-scn-worker-alone = Worker { $id } allein, die Prüfung verteilt { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
} und einen Stopp
ms-scn-dispatch = dispatch: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, { $workers ->
    [one] 1 Worker
   *[other] { $workers } Worker
}
ms-scn-given-data = die Daten des gegebenen main: 8 Bestellungen, 3 Worker
ms-scn-worker-dispatcher-away = Worker { $id } allein, die Prüfung verteilt { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
} und einen Stopp und ist vor der zweiten Nachricht lange weg
ms-scn-dispatch-workers-late = dispatch: { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, { $workers ->
    [one] 1 Worker, der
   *[other] { $workers } Worker, die
} erst nach langer Zeit anfangen

## Die Rollen der Threads, die die Prüfungen starten (timeline::thread_name).
thread-reader = Leser
thread-courier = Kurier
thread-express-producer = Express-Producer
thread-standard-producer = Standard-Producer

# Statt class-capacity-exceeded-why: Übung 9 hat Kanäle und „bereit“, keine Warteschlange und kein put.
messages-class-capacity-exceeded-why = Der Kanal eines Workers hält höchstens eine Nachricht: dispatch schickt nur an einen Worker, der sich bereit gemeldet hat; so halten die langsamen Worker das schnelle dispatch zurück.

## Was eine Klasse in diesen Übungen bedeutet, wo die allgemeinen Worte des Graders nicht passen.
poison-pills-class-not-concurrent-why = Mehrere Packer sind da, um nebeneinander zu packen: Während einer eine Bestellung packt, nehmen die anderen die nächsten.
two-entrances-class-not-concurrent-why = Mehrere Packer sind da, um nebeneinander zu packen: Während einer eine Bestellung packt, nehmen die anderen die nächsten.
refusal-class-not-concurrent-why = Mehrere Packer sind da, um nebeneinander zu packen: Während einer eine Bestellung packt, nehmen die anderen die nächsten.
find-the-bug-class-not-concurrent-why = Mehrere Packer sind da, um nebeneinander zu packen: Während einer eine Bestellung packt, nehmen die anderen die nächsten.
chain-class-lost-item-why = Jede Bestellung geht einmal durch beide Warteschlangen, und jeder Thread hört bei seiner eigenen Giftpille auf: Eine Bestellung, die verschwindet, oder ein Element, das in einer Warteschlange übrig bleibt (eine Giftpille zu viel), geht unterwegs verloren.

# Meldungen der Prüfungen der Lektion Producer und Consumer, auf Deutsch.

fifo-order = Hinein gingen { $sent }, heraus kamen { $got }: Eine Warteschlange gibt immer das älteste Element zuerst heraus.
try-put-refused-with-room = try_put({ $item }) wurde abgelehnt, obwohl die Warteschlange nur { $len } von { $capacity } enthielt.
try-put-wrong-item-back = try_put({ $item }) hat bei voller Warteschlange { $back } statt { $item } zurückgegeben.
try-put-accepted-when-full = try_put({ $item }) hat bei voller Warteschlange (Kapazität { $capacity }) Ok gemeldet, und len() ist jetzt { $len }: Eine volle Warteschlange muss das Element in Err zurückgeben.
len-wrong = Nach { $after } lieferte len() { $got }; richtig wäre { $want }.
is-empty-wrong = Nach { $after } lieferte is_empty() { $got }, obwohl die Warteschlange { $len } enthielt.
capacity-wrong = capacity() lieferte { $got }; die Warteschlange wurde mit { $want } angelegt.
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
pp-left-waiting = Warten ewig: { $threads }. Ein Packer hört nur bei einer Pille auf, also muss die Website genau eine Pille pro Packer hineinlegen, nach allen Bestellungen.
pp-packer-never-stops = Warten ewig: { $threads }, obwohl die Website nach den Bestellungen eine Pille pro Packer hineingelegt hat. Ein Packer muss bei der ersten Pille aufhören, die er nimmt, und danach nichts mehr nehmen.
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
te-packer-misses-pill = Threads bleiben wartend zurück, und nichts kann sie wecken: { $threads }. pack() muss nehmen, bis seine Pille kommt, und dann zurückkehren: Ein Packer, der zu früh geht, lässt main in put() warten; einer, der seine Pille überspringt, wartet für immer in take().
te-packer-took-after-pill = Bestellung { $order } lag hinter den Pillen, und ein Packer hat sie verpackt: pack() muss bei der ersten Pille aufhören, die es nimmt.
te-run-hangs = run() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken. Ein Packer, der in take() wartet, braucht eine Bestellung oder seine Pille; ein Eingang, der in put() wartet, braucht einen Packer, der Platz macht.
te-packers-wait-for-pills = run() kehrt nie zurück: Die übrigen Threads warten, und nichts kann sie wecken. Jeder Packer hört bei einer Pille auf, also braucht es genau so viele Pillen wie Packer: Zu wenige lassen einen Packer in take() warten, zu viele lassen run() in put() warten.
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
bq-one-thread-fifo = ein Thread: put 1, 2, 3, dann dreimal take, Kapazität 3
bq-producer-consumer = ein Producer und ein Consumer, Kapazität { $capacity }, { $count } Elemente
bq-one-thread = ein Thread, Kapazität { $capacity }
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
bq-busy-take = take auf einer leeren Warteschlange mit 1 Platz, während main beschäftigt ist
bq-busy-put = put auf einer vollen Warteschlange mit 1 Platz, während main beschäftigt ist

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
te-scn-pills-then-one-more = { $packers } Packer, { $orders ->
    [one] 1 Bestellung
   *[other] { $orders } Bestellungen
}, dann die Pillen, dann noch eine Bestellung, Kapazität { $capacity }
te-scn-capacity = Kapazität { $capacity }, { $packers } Packer
te-scn-given-orders = die gegebenen Bestellungen, Kapazität 4, 3 Packer


## Übung 31, die Barriere (docs/examples/barrier).
bar-scn-meet = { $parties } Teilnehmer treffen sich { $rounds ->
        [one] einmal
       *[other] { $rounds }-mal
    }
bar-passed-early = Teilnehmer { $party } kam in Runde { $round } an der Barriere vorbei, als erst { $arrived } von { $parties } angekommen waren: wait darf erst zurückkehren, wenn alle da sind.
bar-left-waiting = Für immer wartend: { $threads }. Alle waren angekommen, aber nicht jeder Wartende ging weiter.
thread-party = Teilnehmer

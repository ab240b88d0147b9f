
## Упражнение 30, семафорът (docs/examples/semaphore).
sem-scn-turns = { $permits ->
        [one] едно разрешение
       *[other] { $permits } разрешения
    }, { $threads } нишки, всяка взима по едно { $rounds ->
        [one] веднъж
       *[other] { $rounds } пъти
    }
sem-scn-handover = едно разрешение, държано от main; чакащ го иска, после main го връща
sem-waiter-never-woken = Остават да чакат завинаги: { $threads }. Всяка чака разрешение, което release е върнал или е трябвало да върне.
# The exercise's own words for why a deadlock is a bug, in place of the grader's.
semaphore-class-deadlock-why = Нишка чака разрешение, което никоя друга нишка никога няма да върне.


## Упражнение 30, семафорът (docs/examples/semaphore).
sem-scn-turns = { $permits ->
        [one] едно разрешение
       *[other] { $permits } разрешения
    }, { $threads } нишки, всяка взема по едно { $rounds ->
        [one] веднъж
       *[other] { $rounds } пъти
    }
sem-scn-handover = едно разрешение, държано от main; чакащ го иска, после main го връща
sem-too-many-holders = { $holders } нишки държаха разрешение едновременно, при { $permits ->
        [one] само едно разрешение
       *[other] само { $permits } разрешения
    }: acquire трябва да чака, докато не е останало разрешение.
sem-waiter-never-woken = Остават да чакат завинаги: { $threads }. Всяка чака разрешение, което release е върнал или е трябвало да върне.
thread-waiter = чакащ

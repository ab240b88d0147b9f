
## Упражнение 31, бариерата (docs/examples/barrier).
bar-scn-meet = { $parties } участници се срещат { $rounds ->
        [one] веднъж
       *[other] { $rounds } пъти
    }
bar-passed-early = Участник { $party } мина бариерата в рунд { $round }, когато бяха пристигнали едва { $arrived } от { $parties }: wait трябва да върне чак когато всички са дошли.
bar-left-waiting = Остават да чакат завинаги: { $threads }. Всички бяха пристигнали, но не всеки чакащ продължи.
thread-party = участник

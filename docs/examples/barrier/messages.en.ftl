
## Exercise 31, the barrier (docs/examples/barrier).
bar-scn-meet = { $parties } parties meet { $rounds ->
        [one] once
       *[other] { $rounds } times
    }
bar-passed-early = Party { $party } got past the barrier in round { $round } when only { $arrived } of { $parties } had arrived: wait must return only once all have come.
bar-left-waiting = Left waiting forever: { $threads }. Everyone had arrived, but not every waiter went on.
thread-party = party

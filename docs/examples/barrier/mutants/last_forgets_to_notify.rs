use conveyor::sync::{Condvar, Mutex};

pub struct Barrier {
    parties: usize,
    /// Threads arrived in this round, and the round's number.
    state: Mutex<(usize, u64)>,
    all_here: Condvar,
}

impl Barrier {
    pub fn new(parties: usize) -> Barrier {
        Barrier {
            parties,
            state: Mutex::new((0, 0)),
            all_here: Condvar::new(),
        }
    }

    pub fn wait(&self) {
        let mut state = self.state.lock().unwrap();
        let round = state.1;
        state.0 += 1;
        if state.0 == self.parties {
            *state = (0, round + 1);
        } else {
            while state.1 == round {
                state = self.all_here.wait(state).unwrap();
            }
        }
    }
}

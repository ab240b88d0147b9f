//! shuttle's text of a schedule (`shuttle_engine::scheduler::serialization`, format v2),
//! read without shuttle and without panicking: what a `--replay` carries from the grader to
//! a check program.
//!
//! Why a reader of our own, when shuttle has `deserialize_schedule`: shuttle's indexes
//! and unwraps, so a schedule cut short (a paste of its first line only) panics in the
//! check process, which the grader would have to tell from the student's crash; and it
//! reserves room for as many steps as the text claims before reading them, so a changed
//! count can abort the process on an allocation. Here every length is checked against
//! the bytes there are, so the grader can refuse an undecodable `--replay` before it
//! builds or runs anything (a usage error, never the student's code), and the kit reads
//! the schedule it is given with the same function.
//!
//! The format: hex of `0x91`, then three varints (bits per task id, number of steps,
//! seed), then the steps packed as bits, least significant first: `1` a random value,
//! `0` followed by the task id in that many bits. Whitespace is not part of it: shuttle
//! wraps its hex into lines and skips whitespace when reading, and so does [`tasks`].

/// The first byte of shuttle's schedule format v2.
const MAGIC_V2: u8 = 0x91;

/// Why a schedule's text is not one shuttle wrote: each a way a paste goes wrong.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undecodable {
    /// Not hex digits in pairs: a character changed, or the text cut in the middle of a byte.
    NotHex,
    /// Not shuttle's format v2 (an empty text, or another first byte).
    NotASchedule,
    /// Shorter than its own header says: cut off.
    CutOff,
    /// Longer than its steps: more was pasted than one schedule.
    TrailingBytes,
}

impl std::fmt::Display for Undecodable {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Undecodable::NotHex => "not hex digits in pairs",
            Undecodable::NotASchedule => "not a schedule of shuttle's format v2",
            Undecodable::CutOff => "shorter than its header says",
            Undecodable::TrailingBytes => "longer than its steps",
        })
    }
}

/// The task chosen at each step of the schedule `text` encodes, in order (its random
/// values and its seed say nothing of the interleaving and are left out).
pub fn tasks(text: &str) -> Result<Vec<usize>, Undecodable> {
    let bytes = hex(text)?;
    let (&magic, mut rest) = bytes.split_first().ok_or(Undecodable::NotASchedule)?;
    if magic != MAGIC_V2 {
        return Err(Undecodable::NotASchedule);
    }
    let bits = varint(&mut rest)?;
    let steps = varint(&mut rest)?;
    let _seed = varint(&mut rest)?;
    // shuttle writes at least one bit per id, and reads an id into a usize.
    if bits == 0 || bits > u64::from(usize::BITS) {
        return Err(Undecodable::NotASchedule);
    }
    let bits = bits as usize;
    // shuttle sizes its bits as if every step were a task (a random value leaves the rest
    // of its room zero): exactly this many bytes, which also bounds what is reserved below.
    let room = steps.checked_mul(1 + bits as u64).map(|b| b.div_ceil(8));
    match room {
        Some(room) if (rest.len() as u64) < room => return Err(Undecodable::CutOff),
        Some(room) if (rest.len() as u64) > room => return Err(Undecodable::TrailingBytes),
        Some(_) => {}
        None => return Err(Undecodable::CutOff),
    }
    let bit = |at: usize| rest[at / 8] >> (at % 8) & 1 == 1;
    let mut tasks = Vec::with_capacity(steps as usize);
    let mut at = 0usize;
    for _ in 0..steps {
        if bit(at) {
            at += 1;
            continue;
        }
        let id = (0..bits).fold(0usize, |id, i| id | (usize::from(bit(at + 1 + i)) << i));
        tasks.push(id);
        at += 1 + bits;
    }
    Ok(tasks)
}

/// The bytes of hex `text`, whitespace skipped.
fn hex(text: &str) -> Result<Vec<u8>, Undecodable> {
    let digits: Vec<u8> = text
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_digit(16).map(|d| d as u8).ok_or(Undecodable::NotHex))
        .collect::<Result<_, _>>()?;
    if !digits.len().is_multiple_of(2) {
        return Err(Undecodable::NotHex);
    }
    Ok(digits.chunks(2).map(|pair| pair[0] << 4 | pair[1]).collect())
}

/// A varint as shuttle writes it (seven bits a byte, low first, the high bit for "more"),
/// taken from the front of `bytes`.
fn varint(bytes: &mut &[u8]) -> Result<u64, Undecodable> {
    let mut value = 0u64;
    for shift in (0..64).step_by(7) {
        let (&byte, rest) = bytes.split_first().ok_or(Undecodable::CutOff)?;
        *bytes = rest;
        value |= u64::from(byte & 0x7f) << shift;
        if byte & 0x80 == 0 {
            // The tenth byte carries only the 64th bit, and shuttle writes it only when set.
            if shift == 63 && byte != 1 {
                return Err(Undecodable::NotASchedule);
            }
            return Ok(value);
        }
    }
    Err(Undecodable::NotASchedule)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_schedule_reads_as_its_tasks() {
        // Two bits per id, 4 steps, seed 0: task 1, random, task 2, task 0.
        let steps: [Option<usize>; 4] = [Some(1), None, Some(2), Some(0)];
        let text = encode(2, &steps);
        assert_eq!(tasks(&text), Ok(vec![1, 2, 0]));
        // A terminal's wrapping changes nothing.
        let wrapped = format!("{}\n  {}", &text[..4], &text[4..]);
        assert_eq!(tasks(&wrapped), Ok(vec![1, 2, 0]));
    }

    #[test]
    fn a_cut_or_changed_schedule_is_refused_never_a_panic() {
        let steps: Vec<Option<usize>> = (0..40).map(|i| (i % 3 != 0).then_some(i % 4)).collect();
        let text = encode(2, &steps);
        assert!(tasks(&text).is_ok());
        for cut in 0..text.len() {
            assert!(tasks(&text[..cut]).is_err(), "cut at {cut}: {}", &text[..cut]);
        }
        assert_eq!(tasks(""), Err(Undecodable::NotASchedule));
        assert_eq!(tasks("91zz"), Err(Undecodable::NotHex));
        assert_eq!(tasks("92010000"), Err(Undecodable::NotASchedule));
        assert_eq!(tasks(&format!("{text}00")), Err(Undecodable::TrailingBytes));
        // A count of steps far beyond the text: refused before anything is reserved.
        assert_eq!(tasks("9102ffffffff0f00"), Err(Undecodable::CutOff));
        assert_eq!(tasks("9102ffffffffffffffffff0100"), Err(Undecodable::CutOff));
        // No bits per id, or more than an id has.
        assert_eq!(tasks("9100010000"), Err(Undecodable::NotASchedule));
        assert_eq!(tasks("914101000000"), Err(Undecodable::NotASchedule));
        // An empty schedule is one.
        assert_eq!(tasks("91010000"), Ok(vec![]));
    }

    /// shuttle's encoding, for the tests (the kit's tests hold it to shuttle's own).
    fn encode(bits: usize, steps: &[Option<usize>]) -> String {
        let mut packed: Vec<bool> = Vec::with_capacity(steps.len() * (1 + bits));
        for step in steps {
            match step {
                None => packed.push(true),
                Some(id) => {
                    packed.push(false);
                    packed.extend((0..bits).map(|i| id >> i & 1 == 1));
                }
            }
        }
        // Room for every step as a task, as shuttle leaves it.
        packed.resize(steps.len() * (1 + bits), false);
        let mut bytes = vec![MAGIC_V2, bits as u8, steps.len() as u8, 0];
        bytes.extend(
            packed
                .chunks(8)
                .map(|byte| byte.iter().enumerate().fold(0u8, |b, (i, &on)| b | u8::from(on) << i)),
        );
        bytes.iter().map(|b| format!("{b:02x}")).collect()
    }
}

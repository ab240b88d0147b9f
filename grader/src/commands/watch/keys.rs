//! The keys: single keys from a terminal in raw mode (put back as it was on quit), or a
//! line per key when the input is not a terminal.

use super::event::{Event, Key};
use std::sync::mpsc::Sender;

/// Single keys, from a terminal in raw mode.
pub(super) fn spawn_key_reader(tx: Sender<Event>) {
    use crossterm::event::{self, Event as Term, KeyCode, KeyEventKind, KeyModifiers};
    std::thread::spawn(move || {
        loop {
            let key = match event::read() {
                Ok(Term::Key(k)) if k.kind == KeyEventKind::Press => match k.code {
                    KeyCode::Char('c') | KeyCode::Char('d') if k.modifiers.contains(KeyModifiers::CONTROL) => Key::Quit,
                    KeyCode::Char(ch) => Key::Char(ch.to_lowercase().next().unwrap_or(ch)),
                    KeyCode::Enter => Key::Enter,
                    _ => continue,
                },
                Ok(_) => continue,
                Err(_) => return,
            };
            if tx.send(Event::Key(key)).is_err() {
                return;
            }
        }
    });
}

/// A line per key, when the input is not a terminal; at its end the watch goes on.
pub(super) fn spawn_line_reader(tx: Sender<Event>) {
    std::thread::spawn(move || {
        for line in std::io::stdin().lines() {
            let Ok(line) = line else { return };
            let key = match line.trim().chars().next() {
                None => Key::Enter,
                Some(ch) => Key::Char(ch.to_lowercase().next().unwrap_or(ch)),
            };
            if tx.send(Event::Key(key)).is_err() {
                return;
            }
        }
    });
}

/// Raw mode for single keys, left when dropped (also when unwinding from a panic).
pub(super) struct RawMode;

impl RawMode {
    pub(super) fn enter() -> Option<RawMode> {
        crossterm::terminal::enable_raw_mode().ok().map(|_| RawMode)
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        let _ = crossterm::terminal::disable_raw_mode();
        let _ = crossterm::execute!(std::io::stdout(), crossterm::cursor::Show);
    }
}

//! Channels, like `std::sync::mpsc`.

use crate::probe::{Backlog, channel_made, count_op};
pub use std::sync::mpsc::{RecvError, RecvTimeoutError, SendError, TryRecvError, TrySendError};
use std::time::Duration;

/// Sends over an unbounded [`channel`]; `send` never waits.
pub struct Sender<T>(SenderInner<T>, Watch);
enum SenderInner<T> {
    Std(std::sync::mpsc::Sender<T>),
    Model(shuttle::sync::mpsc::Sender<T>),
}

/// Sends over a bounded [`sync_channel`]; `send` waits while the channel is full.
pub struct SyncSender<T>(SyncSenderInner<T>, Watch);
enum SyncSenderInner<T> {
    Std(std::sync::mpsc::SyncSender<T>),
    Model(shuttle::sync::mpsc::SyncSender<T>),
}

/// Receives from either kind of channel.
pub struct Receiver<T>(ReceiverInner<T>, Watch);
enum ReceiverInner<T> {
    Std(std::sync::mpsc::Receiver<T>),
    Model(shuttle::sync::mpsc::Receiver<T>),
}

/// What the checks see of one channel (explorer only): how many messages it held.
type Watch = Option<std::sync::Arc<Backlog>>;

fn sent<E>(watch: &Watch, result: Result<(), E>) -> Result<(), E> {
    if let (Some(backlog), Ok(())) = (watch, &result) {
        backlog.sent();
    }
    result
}

fn received<T, E>(watch: &Watch, result: Result<T, E>) -> Result<T, E> {
    if let (Some(backlog), Ok(_)) = (watch, &result) {
        backlog.received();
    }
    result
}

pub fn channel<T>() -> (Sender<T>, Receiver<T>) {
    let watch = channel_made::<T>();
    if crate::explored() {
        let (tx, rx) = shuttle::sync::mpsc::channel();
        (
            Sender(SenderInner::Model(tx), watch.clone()),
            Receiver(ReceiverInner::Model(rx), watch),
        )
    } else {
        let (tx, rx) = std::sync::mpsc::channel();
        (
            Sender(SenderInner::Std(tx), watch.clone()),
            Receiver(ReceiverInner::Std(rx), watch),
        )
    }
}

pub fn sync_channel<T>(bound: usize) -> (SyncSender<T>, Receiver<T>) {
    let watch = channel_made::<T>();
    if crate::explored() {
        let (tx, rx) = shuttle::sync::mpsc::sync_channel(bound);
        (
            SyncSender(SyncSenderInner::Model(tx), watch.clone()),
            Receiver(ReceiverInner::Model(rx), watch),
        )
    } else {
        let (tx, rx) = std::sync::mpsc::sync_channel(bound);
        (
            SyncSender(SyncSenderInner::Std(tx), watch.clone()),
            Receiver(ReceiverInner::Std(rx), watch),
        )
    }
}

impl<T> Sender<T> {
    pub fn send(&self, value: T) -> Result<(), SendError<T>> {
        let result = match &self.0 {
            SenderInner::Std(s) => s.send(value),
            SenderInner::Model(s) => s.send(value),
        };
        sent(&self.1, result)
    }
}

impl<T> Clone for Sender<T> {
    fn clone(&self) -> Self {
        let inner = match &self.0 {
            SenderInner::Std(s) => SenderInner::Std(s.clone()),
            SenderInner::Model(s) => SenderInner::Model(s.clone()),
        };
        Sender(inner, self.1.clone())
    }
}

impl<T> SyncSender<T> {
    pub fn send(&self, value: T) -> Result<(), SendError<T>> {
        let result = match &self.0 {
            SyncSenderInner::Std(s) => s.send(value),
            SyncSenderInner::Model(s) => s.send(value),
        };
        sent(&self.1, result)
    }

    pub fn try_send(&self, value: T) -> Result<(), TrySendError<T>> {
        count_op();
        let result = match &self.0 {
            SyncSenderInner::Std(s) => s.try_send(value),
            SyncSenderInner::Model(s) => s.try_send(value),
        };
        sent(&self.1, result)
    }
}

impl<T> Clone for SyncSender<T> {
    fn clone(&self) -> Self {
        let inner = match &self.0 {
            SyncSenderInner::Std(s) => SyncSenderInner::Std(s.clone()),
            SyncSenderInner::Model(s) => SyncSenderInner::Model(s.clone()),
        };
        SyncSender(inner, self.1.clone())
    }
}

impl<T> Receiver<T> {
    pub fn recv(&self) -> Result<T, RecvError> {
        let result = match &self.0 {
            ReceiverInner::Std(r) => r.recv(),
            ReceiverInner::Model(r) => r.recv(),
        };
        received(&self.1, result)
    }

    pub fn try_recv(&self) -> Result<T, TryRecvError> {
        count_op();
        let result = match &self.0 {
            ReceiverInner::Std(r) => r.try_recv(),
            ReceiverInner::Model(r) => r.try_recv(),
        };
        received(&self.1, result)
    }

    /// Under the explorer time does not pass: this waits like `recv`.
    pub fn recv_timeout(&self, timeout: Duration) -> Result<T, RecvTimeoutError> {
        let result = match &self.0 {
            ReceiverInner::Std(r) => r.recv_timeout(timeout),
            ReceiverInner::Model(r) => r.recv_timeout(timeout),
        };
        received(&self.1, result)
    }

    /// Receives until every sender is gone.
    pub fn iter(&self) -> Iter<'_, T> {
        Iter { rx: self }
    }

    /// Receives what is there now, without waiting.
    pub fn try_iter(&self) -> TryIter<'_, T> {
        TryIter { rx: self }
    }
}

pub struct Iter<'a, T> {
    rx: &'a Receiver<T>,
}

impl<T> Iterator for Iter<'_, T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        self.rx.recv().ok()
    }
}

pub struct TryIter<'a, T> {
    rx: &'a Receiver<T>,
}

impl<T> Iterator for TryIter<'_, T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        self.rx.try_recv().ok()
    }
}

pub struct IntoIter<T> {
    rx: Receiver<T>,
}

impl<T> Iterator for IntoIter<T> {
    type Item = T;
    fn next(&mut self) -> Option<T> {
        self.rx.recv().ok()
    }
}

impl<T> IntoIterator for Receiver<T> {
    type Item = T;
    type IntoIter = IntoIter<T>;
    fn into_iter(self) -> IntoIter<T> {
        IntoIter { rx: self }
    }
}

impl<'a, T> IntoIterator for &'a Receiver<T> {
    type Item = T;
    type IntoIter = Iter<'a, T>;
    fn into_iter(self) -> Iter<'a, T> {
        self.iter()
    }
}

macro_rules! opaque_debug {
    ($($t:ident),*) => {$(
        impl<T> std::fmt::Debug for $t<T> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(concat!(stringify!($t), " { .. }"))
            }
        }
    )*};
}
opaque_debug!(Sender, SyncSender, Receiver);

//! Channels, like `std::sync::mpsc`.

use crate::probe::{Backlog, EventKind, channel_made, count_op, record_channel};
use crate::time::{self, Park, Woke};
use shuttle::scheduler::TaskId;
use std::any::TypeId;
pub use std::sync::mpsc::{RecvError, RecvTimeoutError, SendError, TryRecvError, TrySendError};
use std::sync::{Arc, Mutex as StdMutex};
use std::time::Duration;

/// The receiver parked in `recv_timeout` on a model channel, if any: every send and every
/// sender that goes away lets it look again (explorer only).
#[derive(Default)]
struct Parked(StdMutex<Option<TaskId>>);

impl Parked {
    fn set(&self, task: Option<TaskId>) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = task;
    }

    fn wake(&self) {
        if let Some(task) = *self.0.lock().unwrap_or_else(|e| e.into_inner()) {
            time::unpark(task);
        }
    }
}

/// A model sender's share of its channel's [`Parked`]. Declared after the sender in its
/// variant, so it is dropped after it: the receiver then sees the sender gone.
struct WakeOnDrop(Arc<Parked>);

impl Drop for WakeOnDrop {
    fn drop(&mut self) {
        self.0.wake();
    }
}

impl Clone for WakeOnDrop {
    fn clone(&self) -> Self {
        WakeOnDrop(self.0.clone())
    }
}

/// Sends over an unbounded [`channel`]; `send` never waits.
pub struct Sender<T>(SenderInner<T>, Watch);
enum SenderInner<T> {
    Std(std::sync::mpsc::Sender<T>),
    Model(shuttle::sync::mpsc::Sender<T>, WakeOnDrop),
}

/// Sends over a bounded [`sync_channel`]; `send` waits while the channel is full.
pub struct SyncSender<T>(SyncSenderInner<T>, Watch);
enum SyncSenderInner<T> {
    Std(std::sync::mpsc::SyncSender<T>),
    Model(shuttle::sync::mpsc::SyncSender<T>, WakeOnDrop),
}

/// Receives from either kind of channel.
pub struct Receiver<T>(ReceiverInner<T>, Watch);
enum ReceiverInner<T> {
    Std(std::sync::mpsc::Receiver<T>),
    Model(shuttle::sync::mpsc::Receiver<T>, Arc<Parked>),
}

/// What the checks see of one channel (explorer only): how many messages it holds.
type Watch = Option<Arc<Backlog>>;

/// Notes that a send begins: the moment whose knowledge the message was sent on.
fn send_begins(watch: &Watch) {
    if let Some(backlog) = watch {
        backlog.send_begins();
    }
}

/// A message as the checks see it (explorer only), where it is of a type the lessons
/// send: a worker's id (`usize`) or an order (`Option<Order>`, as `Some(1001)` or
/// `None`); None for any other. What each worker was sent and said is what exercise 9's
/// checks judge `dispatch`'s result by.
fn shown<T>(watch: &Watch, message: &T) -> Option<String> {
    watch.as_ref()?;
    let id = type_id::<T>();
    if id == TypeId::of::<usize>() {
        // SAFETY: `T` is `usize`: their `TypeId`s are the same, and `usize` has no
        // lifetimes that `type_id` could have left out.
        let id = unsafe { *std::ptr::from_ref(message).cast::<usize>() };
        Some(id.to_string())
    } else if id == TypeId::of::<Option<crate::Order>>() {
        // SAFETY: as above: `Option<Order>` of this crate's own `Order`, which has no
        // lifetimes either.
        let order = unsafe { *std::ptr::from_ref(message).cast::<Option<crate::Order>>() };
        Some(format!("{:?}", order.map(|o| o.id)))
    } else {
        None
    }
}

/// The `TypeId` of `T`, its lifetimes left out: a channel's messages need not be
/// `'static`, as `TypeId::of` wants them (the way of dtolnay's `typeid::of`).
fn type_id<T>() -> TypeId {
    trait Id {
        fn id(&self) -> TypeId
        where
            Self: 'static;
    }
    impl<T> Id for std::marker::PhantomData<T> {
        fn id(&self) -> TypeId
        where
            Self: 'static,
        {
            TypeId::of::<T>()
        }
    }
    let phantom = std::marker::PhantomData::<T>;
    // SAFETY: only the trait object's lifetime changes; `id` reads nothing of `T`'s, and
    // what it returns borrows nothing.
    let erased = unsafe { std::mem::transmute::<&dyn Id, &(dyn Id + 'static)>(&phantom) };
    erased.id()
}

/// Counts a message that went in (`message` as [`shown`] before it was sent).
fn sent<E>(watch: &Watch, message: Option<String>, result: Result<(), E>) -> Result<(), E> {
    if let (Some(backlog), Ok(())) = (watch, &result) {
        backlog.sent(message);
    }
    result
}

/// Counts a message that came out.
fn received<T, E>(watch: &Watch, result: Result<T, E>) -> Result<T, E> {
    if let (Some(backlog), Ok(message)) = (watch, &result) {
        backlog.received(shown(watch, message));
    }
    result
}

/// Records a step of the program's on this channel (`Receiver::recv()`), as a condvar's
/// wait and notify are recorded: the timeline shows who sent, who received, and who waits
/// in `recv()` forever. Only under the explorer (on real threads `watch` counts the
/// messages inside, nothing more); the channel is the step's object.
fn record(watch: &Watch, kind: EventKind, what: &str, result: Option<String>) {
    if let Some(backlog) = watch
        && crate::explored()
    {
        let object = Arc::as_ptr(backlog) as *const () as usize;
        record_channel(kind, what, result.as_deref(), object);
    }
}

/// A step that waits (or may): recorded as it begins, so that a thread that never comes
/// back is seen inside it, and as it returns ([`returned`]).
fn step<T, E: std::fmt::Debug>(watch: &Watch, what: &str, op: impl FnOnce() -> Result<T, E>) -> Result<T, E> {
    record(watch, EventKind::Call, what, None);
    let result = op();
    returned(watch, what, &result);
    result
}

/// A poll (`try_send`, `try_recv`), recorded only where it did something: moved a message,
/// or found the other side gone. One that found the channel full or empty changed nothing,
/// and a loop that polls until it succeeds would bury the timeline in such rows (the thread
/// that kept trying is named under it, as for any busy wait).
fn polled<T, E: std::fmt::Debug>(
    watch: &Watch,
    what: &str,
    result: Result<T, E>,
    idle: impl Fn(&E) -> bool,
) -> Result<T, E> {
    if !result.as_ref().is_err_and(idle) {
        record(watch, EventKind::Call, what, None);
        returned(watch, what, &result);
    }
    result
}

/// The return of a step, with its error where it failed (the other side gone, a timeout).
/// A message is never shown: it need not be `Debug`.
fn returned<T, E: std::fmt::Debug>(watch: &Watch, what: &str, result: &Result<T, E>) {
    let error = result.as_ref().err().map(|e| format!("Err({e:?})"));
    record(watch, EventKind::Return, what, error);
}

pub fn channel<T>() -> (Sender<T>, Receiver<T>) {
    let watch = channel_made::<T>();
    if crate::explored() {
        let (tx, rx) = shuttle::sync::mpsc::channel();
        let parked = Arc::new(Parked::default());
        (
            Sender(SenderInner::Model(tx, WakeOnDrop(parked.clone())), watch.clone()),
            Receiver(ReceiverInner::Model(rx, parked), watch),
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
        let parked = Arc::new(Parked::default());
        (
            SyncSender(SyncSenderInner::Model(tx, WakeOnDrop(parked.clone())), watch.clone()),
            Receiver(ReceiverInner::Model(rx, parked), watch),
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
        send_begins(&self.1);
        let message = shown(&self.1, &value);
        let result = step(&self.1, "Sender::send()", || match &self.0 {
            SenderInner::Std(s) => s.send(value),
            SenderInner::Model(s, parked) => {
                let sent = s.send(value);
                parked.0.wake();
                sent
            }
        });
        sent(&self.1, message, result)
    }
}

impl<T> Clone for Sender<T> {
    fn clone(&self) -> Self {
        let inner = match &self.0 {
            SenderInner::Std(s) => SenderInner::Std(s.clone()),
            SenderInner::Model(s, parked) => SenderInner::Model(s.clone(), parked.clone()),
        };
        Sender(inner, self.1.clone())
    }
}

impl<T> SyncSender<T> {
    pub fn send(&self, value: T) -> Result<(), SendError<T>> {
        send_begins(&self.1);
        let message = shown(&self.1, &value);
        let result = step(&self.1, "SyncSender::send()", || match &self.0 {
            SyncSenderInner::Std(s) => s.send(value),
            SyncSenderInner::Model(s, parked) => {
                // Woken before too: on a full channel (or a rendezvous) this send waits for
                // the receiver to take something.
                parked.0.wake();
                let sent = s.send(value);
                parked.0.wake();
                sent
            }
        });
        sent(&self.1, message, result)
    }

    pub fn try_send(&self, value: T) -> Result<(), TrySendError<T>> {
        count_op();
        send_begins(&self.1);
        let message = shown(&self.1, &value);
        let result = match &self.0 {
            SyncSenderInner::Std(s) => s.try_send(value),
            SyncSenderInner::Model(s, parked) => {
                let sent = s.try_send(value);
                parked.0.wake();
                sent
            }
        };
        let result = polled(&self.1, "SyncSender::try_send()", result, |e| {
            matches!(e, TrySendError::Full(_))
        });
        sent(&self.1, message, result)
    }
}

impl<T> Clone for SyncSender<T> {
    fn clone(&self) -> Self {
        let inner = match &self.0 {
            SyncSenderInner::Std(s) => SyncSenderInner::Std(s.clone()),
            SyncSenderInner::Model(s, parked) => SyncSenderInner::Model(s.clone(), parked.clone()),
        };
        SyncSender(inner, self.1.clone())
    }
}

impl<T> Receiver<T> {
    pub fn recv(&self) -> Result<T, RecvError> {
        let result = step(&self.1, "Receiver::recv()", || match &self.0 {
            ReceiverInner::Std(r) => r.recv(),
            ReceiverInner::Model(r, _) => r.recv(),
        });
        received(&self.1, result)
    }

    pub fn try_recv(&self) -> Result<T, TryRecvError> {
        count_op();
        let result = match &self.0 {
            ReceiverInner::Std(r) => r.try_recv(),
            ReceiverInner::Model(r, _) => r.try_recv(),
        };
        let result = polled(&self.1, "Receiver::try_recv()", result, |e| {
            matches!(e, TryRecvError::Empty)
        });
        received(&self.1, result)
    }

    /// Waits for a value for at most `timeout`: on the virtual clock under the explorer.
    pub fn recv_timeout(&self, timeout: Duration) -> Result<T, RecvTimeoutError> {
        // As recorded and as a timeout's rescue names the wait: `Receiver::recv_timeout(10 ms)`.
        let what = format!("Receiver::recv_timeout({})", time::millis(timeout));
        let result = step(&self.1, &what, || self.recv_timeout_uncounted(timeout, &what));
        received(&self.1, result)
    }

    fn recv_timeout_uncounted(&self, timeout: Duration, what: &str) -> Result<T, RecvTimeoutError> {
        match &self.0 {
            ReceiverInner::Std(r) => r.recv_timeout(timeout),
            ReceiverInner::Model(r, parked) => {
                let deadline = time::deadline_after(timeout);
                loop {
                    match r.try_recv() {
                        Ok(value) => return Ok(value),
                        Err(TryRecvError::Disconnected) => return Err(RecvTimeoutError::Disconnected),
                        Err(TryRecvError::Empty) => {}
                    }
                    if time::now_in_execution() >= deadline {
                        return Err(RecvTimeoutError::Timeout);
                    }
                    // No scheduling point since `try_recv`: a send from now on wakes this thread.
                    parked.set(Some(shuttle::current::me()));
                    let woke = time::park_until(deadline, Park::Wait(what), || false);
                    parked.set(None);
                    if woke == Woke::TimedOut {
                        // The last look: a value sent at the deadline still counts.
                        return r.try_recv().map_err(|e| match e {
                            TryRecvError::Disconnected => RecvTimeoutError::Disconnected,
                            TryRecvError::Empty => RecvTimeoutError::Timeout,
                        });
                    }
                }
            }
        }
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

//! conveyor's types are `Send` and `Sync` exactly where std's are: a correct program for
//! std must compile against conveyor (moving scoped join handles into a closer thread,
//! say), and one that std refuses (a guard sent to another thread) must not compile.
//!
//! Each type is compared with std's for an element that is both, one that is only `Send`
//! and one that is neither, so that a bound on the element shows too.

use std::cell::Cell;
use std::marker::PhantomData;
use std::rc::Rc;

/// Whether a type is `Send` and whether it is `Sync`. An inherent method is chosen over a
/// trait's of the same name, but only where its bounds hold: elsewhere the trait's, which
/// says no, is the one called.
macro_rules! auto_traits {
    ($t:ty) => {{
        struct Probe<T: ?Sized>(PhantomData<T>);
        // Unused where every type asked about is `Send`, or `Sync`.
        #[allow(dead_code)]
        trait NotSend {
            fn send(&self) -> bool {
                false
            }
        }
        #[allow(dead_code)]
        trait NotSync {
            fn sync(&self) -> bool {
                false
            }
        }
        impl<T: ?Sized> NotSend for Probe<T> {}
        impl<T: ?Sized> NotSync for Probe<T> {}
        #[allow(dead_code)]
        impl<T: ?Sized + Send> Probe<T> {
            fn send(&self) -> bool {
                true
            }
        }
        #[allow(dead_code)]
        impl<T: ?Sized + Sync> Probe<T> {
            fn sync(&self) -> bool {
                true
            }
        }
        let probe = Probe::<$t>(PhantomData);
        (probe.send(), probe.sync())
    }};
}

/// The differences between conveyor's `$conveyor<E>` and std's `$std<E>`, for each element
/// `E`: one `Send` and `Sync`, one only `Send`, one neither.
macro_rules! differences {
    ($conveyor:ident, $std:ident) => {{
        let mut differ = Vec::new();
        macro_rules! with {
            ($elem:ty) => {
                let (ours, std) = (auto_traits!($conveyor<$elem>), auto_traits!($std<$elem>));
                if ours != std {
                    differ.push(format!(
                        "{} of {}: conveyor's (Send, Sync) is {ours:?}, std's {std:?}",
                        stringify!($conveyor),
                        stringify!($elem)
                    ));
                }
            };
        }
        with!(u8);
        with!(Cell<u8>);
        with!(Rc<u8>);
        differ
    }};
}

// Each type of conveyor's beside std's, as a constructor of one element.
type JoinHandle<T> = conveyor::thread::JoinHandle<T>;
type StdJoinHandle<T> = std::thread::JoinHandle<T>;
type ScopedJoinHandle<T> = conveyor::thread::ScopedJoinHandle<'static, T>;
type StdScopedJoinHandle<T> = std::thread::ScopedJoinHandle<'static, T>;
type Scope<T> = (conveyor::thread::Scope<'static, 'static>, PhantomData<T>);
type StdScope<T> = (std::thread::Scope<'static, 'static>, PhantomData<T>);
type Mutex<T> = conveyor::sync::Mutex<T>;
type StdMutex<T> = std::sync::Mutex<T>;
type MutexGuard<T> = conveyor::sync::MutexGuard<'static, T>;
type StdMutexGuard<T> = std::sync::MutexGuard<'static, T>;
type Arc<T> = conveyor::sync::Arc<T>;
type StdArc<T> = std::sync::Arc<T>;
type Sender<T> = conveyor::sync::mpsc::Sender<T>;
type StdSender<T> = std::sync::mpsc::Sender<T>;
type SyncSender<T> = conveyor::sync::mpsc::SyncSender<T>;
type StdSyncSender<T> = std::sync::mpsc::SyncSender<T>;
type Receiver<T> = conveyor::sync::mpsc::Receiver<T>;
type StdReceiver<T> = std::sync::mpsc::Receiver<T>;
type IntoIter<T> = conveyor::sync::mpsc::IntoIter<T>;
type StdIntoIter<T> = std::sync::mpsc::IntoIter<T>;
type Iter<T> = conveyor::sync::mpsc::Iter<'static, T>;
type StdIter<T> = std::sync::mpsc::Iter<'static, T>;
type TryIter<T> = conveyor::sync::mpsc::TryIter<'static, T>;
type StdTryIter<T> = std::sync::mpsc::TryIter<'static, T>;
// Types without an element: the element only pairs them up.
type Condvar<T> = (conveyor::sync::Condvar, PhantomData<T>);
type StdCondvar<T> = (std::sync::Condvar, PhantomData<T>);
type AtomicBool<T> = (conveyor::sync::atomic::AtomicBool, PhantomData<T>);
type StdAtomicBool<T> = (std::sync::atomic::AtomicBool, PhantomData<T>);
type AtomicUsize<T> = (conveyor::sync::atomic::AtomicUsize, PhantomData<T>);
type StdAtomicUsize<T> = (std::sync::atomic::AtomicUsize, PhantomData<T>);
type AtomicI64<T> = (conveyor::sync::atomic::AtomicI64, PhantomData<T>);
type StdAtomicI64<T> = (std::sync::atomic::AtomicI64, PhantomData<T>);
type Instant<T> = (conveyor::time::Instant, PhantomData<T>);
type StdInstant<T> = (std::time::Instant, PhantomData<T>);
type Builder<T> = (conveyor::thread::Builder, PhantomData<T>);
type StdBuilder<T> = (std::thread::Builder, PhantomData<T>);
type Thread<T> = (conveyor::thread::Thread, PhantomData<T>);
type StdThread<T> = (std::thread::Thread, PhantomData<T>);

#[test]
fn every_type_is_send_and_sync_where_std_s_is() {
    let differ: Vec<String> = [
        differences!(JoinHandle, StdJoinHandle),
        differences!(ScopedJoinHandle, StdScopedJoinHandle),
        differences!(Scope, StdScope),
        differences!(Mutex, StdMutex),
        differences!(MutexGuard, StdMutexGuard),
        differences!(Arc, StdArc),
        differences!(Sender, StdSender),
        differences!(SyncSender, StdSyncSender),
        differences!(Receiver, StdReceiver),
        differences!(IntoIter, StdIntoIter),
        differences!(Iter, StdIter),
        differences!(TryIter, StdTryIter),
        differences!(Condvar, StdCondvar),
        differences!(AtomicBool, StdAtomicBool),
        differences!(AtomicUsize, StdAtomicUsize),
        differences!(AtomicI64, StdAtomicI64),
        differences!(Instant, StdInstant),
        differences!(Builder, StdBuilder),
        differences!(Thread, StdThread),
    ]
    .concat();
    assert!(differ.is_empty(), "{}", differ.join("\n"));
}

#[test]
fn the_probe_tells_send_and_sync_apart() {
    assert_eq!(auto_traits!(u8), (true, true));
    assert_eq!(auto_traits!(Cell<u8>), (true, false));
    assert_eq!(auto_traits!(Rc<u8>), (false, false));
    assert_eq!(auto_traits!(std::sync::MutexGuard<'static, u8>), (false, true));
}

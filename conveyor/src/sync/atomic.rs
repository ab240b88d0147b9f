//! Atomics, like `std::sync::atomic`. Every access is a point where the explorer may
//! switch threads, and counts as an operation for the busy-waiting check.

use crate::probe::{count_op, count_write};
pub use std::sync::atomic::{Ordering, compiler_fence};

macro_rules! atomic {
    ($name:ident, $t:ty; $($extra:tt)*) => {
        /// Like the std atomic of the same name.
        pub struct $name(Inner);

        enum Inner {
            Std(std::sync::atomic::$name),
            Model(shuttle::sync::atomic::$name),
        }

        macro_rules! each {
            ($self:ident, $a:ident => $e:expr) => {{
                count_op();
                match &$self.0 {
                    Inner::Std($a) => $e,
                    Inner::Model($a) => $e,
                }
            }};
        }

        // Every access but a load may change the value: a write, for telling work from a
        // look (`grader_probe::count_write`).
        macro_rules! write {
            ($self:ident, $a:ident => $e:expr) => {{
                count_write();
                each!($self, $a => $e)
            }};
        }

        impl $name {
            pub fn new(value: $t) -> Self {
                $name(if crate::explored() {
                    Inner::Model(shuttle::sync::atomic::$name::new(value))
                } else {
                    Inner::Std(std::sync::atomic::$name::new(value))
                })
            }
            pub fn load(&self, order: Ordering) -> $t {
                each!(self, a => a.load(order))
            }
            pub fn store(&self, value: $t, order: Ordering) {
                write!(self, a => a.store(value, order))
            }
            pub fn swap(&self, value: $t, order: Ordering) -> $t {
                write!(self, a => a.swap(value, order))
            }
            pub fn compare_exchange(&self, current: $t, new: $t, success: Ordering, failure: Ordering) -> Result<$t, $t> {
                // A write only where it changed the value: a failed exchange only read it.
                let done = each!(self, a => a.compare_exchange(current, new, success, failure));
                if done.is_ok() {
                    count_write();
                }
                done
            }
            pub fn compare_exchange_weak(&self, current: $t, new: $t, success: Ordering, failure: Ordering) -> Result<$t, $t> {
                // A write only where it changed the value: a failed exchange only read it.
                let done = each!(self, a => a.compare_exchange_weak(current, new, success, failure));
                if done.is_ok() {
                    count_write();
                }
                done
            }
            pub fn fetch_update<F: FnMut($t) -> Option<$t>>(&self, set: Ordering, fetch: Ordering, f: F) -> Result<$t, $t> {
                // A write only where it changed the value: a failed exchange only read it.
                let done = each!(self, a => a.fetch_update(set, fetch, f));
                if done.is_ok() {
                    count_write();
                }
                done
            }
            pub fn fetch_and(&self, value: $t, order: Ordering) -> $t {
                write!(self, a => a.fetch_and(value, order))
            }
            pub fn fetch_or(&self, value: $t, order: Ordering) -> $t {
                write!(self, a => a.fetch_or(value, order))
            }
            pub fn fetch_xor(&self, value: $t, order: Ordering) -> $t {
                write!(self, a => a.fetch_xor(value, order))
            }
            pub fn into_inner(self) -> $t {
                match self.0 {
                    Inner::Std(a) => a.into_inner(),
                    Inner::Model(a) => a.into_inner(),
                }
            }
            pub fn get_mut(&mut self) -> &mut $t {
                match &mut self.0 {
                    Inner::Std(a) => a.get_mut(),
                    Inner::Model(a) => a.get_mut(),
                }
            }
            $($extra)*
        }

        impl Default for $name {
            fn default() -> Self {
                $name::new(Default::default())
            }
        }

        impl std::fmt::Debug for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                match &self.0 {
                    Inner::Std(a) => a.fmt(f),
                    Inner::Model(a) => a.fmt(f),
                }
            }
        }
    };
}

macro_rules! integer {
    ($name:ident, $t:ty, $module:ident) => {
        pub use $module::$name;
        mod $module {
            use super::*;
            atomic!($name, $t;
                pub fn fetch_add(&self, value: $t, order: Ordering) -> $t {
                    write!(self, a => a.fetch_add(value, order))
                }
                pub fn fetch_sub(&self, value: $t, order: Ordering) -> $t {
                    write!(self, a => a.fetch_sub(value, order))
                }
                pub fn fetch_max(&self, value: $t, order: Ordering) -> $t {
                    write!(self, a => a.fetch_max(value, order))
                }
                pub fn fetch_min(&self, value: $t, order: Ordering) -> $t {
                    write!(self, a => a.fetch_min(value, order))
                }
            );
        }
    };
}

pub use boolean::AtomicBool;
mod boolean {
    use super::*;
    atomic!(AtomicBool, bool;);
}

integer!(AtomicUsize, usize, usize_);
integer!(AtomicIsize, isize, isize_);
integer!(AtomicU32, u32, u32_);
integer!(AtomicU64, u64, u64_);
integer!(AtomicI32, i32, i32_);
integer!(AtomicI64, i64, i64_);

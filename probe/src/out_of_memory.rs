//! The allocator of every program that links conveyor (the checks, the given mains): the
//! system's, except that an allocation the system refuses kills the process with
//! `SIGKILL`, where std would print a line and abort.
//!
//! Why: the grader must tell a program that ran into its memory limit from one that
//! crashed, and it may not decide that from text the program wrote (any program can print
//! std's "memory allocation of … failed" and end). A `SIGKILL` the grader did not send is
//! what the kernel's OOM killer sends too; safe Rust cannot send a signal, and the seccomp
//! filter lets a check signal only itself. So the grader names the memory limit from how
//! the process ended, as the kernel reports it (`grader/src/boundary/child.rs`, `out_of_memory`).
//!
//! The one behaviour this changes: `try_reserve` of more than the limit allows ends the
//! program instead of returning an error. No exercise needs it.

use std::alloc::{GlobalAlloc, Layout, System};

struct KilledWhenRefused;

#[global_allocator]
static ALLOCATOR: KilledWhenRefused = KilledWhenRefused;

// SAFETY: every call is forwarded to `System` with the arguments it was given; a null
// result is never returned (the process ends first), which the contract allows.
unsafe impl GlobalAlloc for KilledWhenRefused {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's guarantees for `layout` are System's.
        refused_ends(unsafe { System.alloc(layout) })
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as in `alloc`.
        refused_ends(unsafe { System.alloc_zeroed(layout) })
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: `ptr` was allocated by `System` through this allocator, with `layout`.
        refused_ends(unsafe { System.realloc(ptr, layout, new_size) })
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: as in `realloc`.
        unsafe { System.dealloc(ptr, layout) }
    }
}

fn refused_ends(allocated: *mut u8) -> *mut u8 {
    if allocated.is_null() {
        out_of_memory();
    }
    allocated
}

/// Ends the process as the kernel's OOM killer would, after one line for a person running
/// it by hand. Allocates nothing: there is no memory left to allocate.
#[cold]
fn out_of_memory() -> ! {
    const SAID: &[u8] = b"out of memory: an allocation was refused, the program is stopped\n";
    #[cfg(unix)]
    // SAFETY: write(2) of a static buffer, then a signal to this process.
    unsafe {
        libc::write(2, SAID.as_ptr().cast(), SAID.len());
        libc::kill(libc::getpid(), libc::SIGKILL);
    }
    std::process::abort()
}

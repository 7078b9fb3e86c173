//! The program's memory: one heap of its own, the memory functions, and what happens when
//! memory runs out or the program panics. The `psp` crate brought all of these (an
//! allocator that took one kernel block per allocation, byte-by-byte memory functions, an
//! out-of-memory spin); its copy in `vendor/psp` leaves them out (vendor/README.md).
//!
//! - **The heap**: one block of the user partition ([`HEAP_BYTES`], taken once at start-up
//!   by [`init`]), managed by a TLSF allocator (`embedded-alloc`'s `TlsfHeap`, over
//!   `rlsf`: allocation and free in constant time, whatever the heap holds). Its critical
//!   section turns the CPU's interrupts off, so no other thread (the audio thread runs above
//!   the main thread) enters the heap half-way.
//! - **Counts**: every allocation and free is counted with the bytes live and their peak
//!   ([`counts`]), under the same critical section.
//! - **The memory functions**: `memcpy`, `memmove`, `memset` and `memcmp` are
//!   `runtime::mem`'s word-wide code over raw addresses. The word accesses are volatile,
//!   so the compiler never turns their loops back into calls of the functions themselves.
//! - **Out of memory and panics**: a screen in plain words, the message on stdout too; HOME
//!   still quits.

use bounceback::runtime::mem::{self, Memory};
use core::alloc::{GlobalAlloc, Layout};
use core::ffi::c_void;
use core::fmt::Write as _;
use core::sync::atomic::{AtomicBool, AtomicU32, Ordering};
use embedded_alloc::TlsfHeap;
use psp::sys;

/// The heap's size. Measured peaks (live bytes, docs/HARDWARE.md "Memory"): 507,576 at
/// the built-in pack's start-up, 822,686 at most in the clock walk's scenes (a test play
/// from the editor), 606,929 in a level with three saves, 711,215 at the start-up of our
/// pack as a player's own `.jar` (inflated on the way). 8 MiB is about ten times the largest for what no test
/// reaches (a player's set with larger pictures, many levels of one's own), and leaves
/// most of the PSP-1000's 24 MB user partition to the kernel's own blocks (thread stacks,
/// the savedata utility, the keyboard).
pub(super) const HEAP_BYTES: usize = 8 * 1024 * 1024;

static HEAP: TlsfHeap = TlsfHeap::empty();
static READY: AtomicBool = AtomicBool::new(false);

static ALLOCS: AtomicU32 = AtomicU32::new(0);
static FREES: AtomicU32 = AtomicU32::new(0);
static LIVE: AtomicU32 = AtomicU32::new(0);
static PEAK: AtomicU32 = AtomicU32::new(0);
/// The peak since [`window`] was last called.
static WINDOW_PEAK: AtomicU32 = AtomicU32::new(0);

/// The heap's counts since start-up.
#[derive(Clone, Copy, Debug, Default)]
pub struct Counts {
    /// Allocations made (a reallocation counts as an allocation and a free).
    pub allocs: u32,
    /// Allocations freed.
    pub frees: u32,
    /// Bytes allocated and not freed.
    pub live: u32,
    /// The most bytes live at once.
    pub peak: u32,
}

/// The heap's counts now.
pub fn counts() -> Counts {
    Counts {
        allocs: ALLOCS.load(Ordering::Relaxed),
        frees: FREES.load(Ordering::Relaxed),
        live: LIVE.load(Ordering::Relaxed),
        peak: PEAK.load(Ordering::Relaxed),
    }
}

/// The counts for the frame driver: the peak is the one since the last call, which starts
/// the next window at the bytes live now.
pub(super) fn window() -> bounceback::runtime::HeapCounts {
    interrupts_off(|| {
        let live = LIVE.load(Ordering::Relaxed);
        let peak = WINDOW_PEAK.load(Ordering::Relaxed).max(live);
        WINDOW_PEAK.store(live, Ordering::Relaxed);
        bounceback::runtime::HeapCounts {
            allocs: ALLOCS.load(Ordering::Relaxed),
            frees: FREES.load(Ordering::Relaxed),
            live,
            peak,
        }
    })
}

/// Takes the heap's block from the user partition and hands it to the allocator; before
/// it, every allocation fails. Called once, first thing on the main thread; false when the
/// block could not be had (then the out-of-memory screen shows at the first allocation).
pub(super) fn init() -> bool {
    if READY.load(Ordering::Acquire) {
        return true;
    }
    // SAFETY: a C string literal name; no address asked for (the kernel picks the lowest).
    let id = unsafe {
        sys::sceKernelAllocPartitionMemory(
            sys::SceSysMemPartitionId::SceKernelPrimaryUserPartition,
            c"bounceback heap".as_ptr().cast(),
            sys::SceSysMemBlockTypes::Low,
            HEAP_BYTES as u32,
            core::ptr::null_mut(),
        )
    };
    if id.0 < 0 {
        return false;
    }
    // SAFETY: the block just made; its address, no pointer passed in.
    let base = unsafe { sys::sceKernelGetBlockHeadAddr(id) } as usize;
    // SAFETY: the block is this program's, HEAP_BYTES long, never freed and used by nothing
    // else; READY (set after) keeps this to one call.
    unsafe { HEAP.init(base, HEAP_BYTES) };
    READY.store(true, Ordering::Release);
    true
}

/// Runs `f` with the CPU's interrupts off: no thread switch inside.
fn interrupts_off<R>(f: impl FnOnce() -> R) -> R {
    // SAFETY: saves and disables the interrupt state; no arguments.
    let flags = unsafe { sys::sceKernelCpuSuspendIntr() };
    let r = f();
    // SAFETY: restores the state saved above.
    unsafe { sys::sceKernelCpuResumeIntr(flags) };
    r
}

struct CsImpl;
critical_section::set_impl!(CsImpl);

// SAFETY: the two calls nest (each restores the state the other saved); with interrupts
// off no other thread runs on the PSP's one CPU until they are restored.
unsafe impl critical_section::Impl for CsImpl {
    unsafe fn acquire() -> critical_section::RawRestoreState {
        // SAFETY: as `interrupts_off`.
        unsafe { sys::sceKernelCpuSuspendIntr() }
    }

    unsafe fn release(flags: critical_section::RawRestoreState) {
        // SAFETY: `flags` is what `acquire` saved.
        unsafe { sys::sceKernelCpuResumeIntr(flags) }
    }
}

fn add(size: usize) {
    ALLOCS.store(ALLOCS.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
    let live = LIVE.load(Ordering::Relaxed) + size as u32;
    LIVE.store(live, Ordering::Relaxed);
    if live > PEAK.load(Ordering::Relaxed) {
        PEAK.store(live, Ordering::Relaxed);
    }
    if live > WINDOW_PEAK.load(Ordering::Relaxed) {
        WINDOW_PEAK.store(live, Ordering::Relaxed);
    }
}

fn sub(size: usize) {
    FREES.store(FREES.load(Ordering::Relaxed) + 1, Ordering::Relaxed);
    LIVE.store(
        LIVE.load(Ordering::Relaxed).wrapping_sub(size as u32),
        Ordering::Relaxed,
    );
}

/// One allocation, counted. Out of line: inlined, the TLSF search would be copied into
/// every caller of the allocator (about 43 KB more code in the EBOOT).
#[inline(never)]
fn heap_alloc(layout: Layout) -> *mut u8 {
    interrupts_off(|| {
        // SAFETY: the caller's layout (GlobalAlloc::alloc's), unchanged.
        let p = unsafe { HEAP.alloc(layout) };
        if !p.is_null() {
            add(layout.size());
        }
        p
    })
}

/// One free, counted. Out of line, as [`heap_alloc`].
///
/// # Safety
///
/// `ptr` came from [`heap_alloc`] with `layout` and is not freed yet.
#[inline(never)]
unsafe fn heap_free(ptr: *mut u8, layout: Layout) {
    interrupts_off(|| {
        // SAFETY: `ptr` came from the heap with this layout (this function's contract).
        unsafe { HEAP.dealloc(ptr, layout) };
        sub(layout.size());
    })
}

/// The largest block the heap can give now, to 64 bytes. The TLSF heap does not tell it,
/// so it is found by asking: a binary search of allocations given back at once, straight to
/// the heap (not counted: the counts stay the game's). For the self-test, never in a frame.
#[cfg(feature = "selftest")]
pub(super) fn largest_free() -> usize {
    if !READY.load(Ordering::Relaxed) {
        return 0;
    }
    // `lo` can be had, `hi` cannot.
    let (mut lo, mut hi) = (0usize, HEAP.free() + 1);
    while hi - lo > 64 {
        let mid = lo + (hi - lo) / 2;
        let Ok(layout) = Layout::from_size_align(mid, 4) else {
            break;
        };
        let got = interrupts_off(|| {
            // SAFETY: a layout of a non-zero size; what comes back is given back at once
            // with the same layout.
            unsafe {
                let p = HEAP.alloc(layout);
                if !p.is_null() {
                    HEAP.dealloc(p, layout);
                }
                !p.is_null()
            }
        });
        if got {
            lo = mid;
        } else {
            hi = mid;
        }
    }
    lo
}

struct Counted;

// SAFETY: every call goes to the TLSF heap with the caller's layout unchanged; the counts
// only add, under the interrupts-off section (no other thread between load and store).
unsafe impl GlobalAlloc for Counted {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        heap_alloc(layout)
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: GlobalAlloc::dealloc's contract is heap_free's.
        unsafe { heap_free(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counted = Counted;

/// All of memory as a [`Memory`]: volatile byte and word accesses at raw addresses. Only
/// the memory functions below make one, over the ranges their callers name.
struct Raw;

impl Memory for Raw {
    #[inline(always)]
    fn load8(&self, at: usize) -> u8 {
        // SAFETY: `at` lies in a range the C caller passed as readable.
        unsafe { core::ptr::read_volatile(at as *const u8) }
    }
    #[inline(always)]
    fn store8(&mut self, at: usize, v: u8) {
        // SAFETY: `at` lies in a range the C caller passed as writable.
        unsafe { core::ptr::write_volatile(at as *mut u8, v) }
    }
    #[inline(always)]
    fn load32(&self, at: usize) -> u32 {
        // SAFETY: `at` is word-aligned and its word holds a byte of a readable range
        // (runtime::mem's promise); memory is readable in whole words.
        unsafe { core::ptr::read_volatile(at as *const u32) }
    }
    #[inline(always)]
    fn store32(&mut self, at: usize, v: u32) {
        // SAFETY: `at` is word-aligned and all four bytes lie in a writable range
        // (runtime::mem stores whole words only inside the range).
        unsafe { core::ptr::write_volatile(at as *mut u32, v) }
    }
}

/// `memcpy`: the C contract (`n` bytes readable at `src`, writable at `dst`, no overlap).
#[no_mangle]
unsafe extern "C" fn memcpy(dst: *mut c_void, src: *const c_void, n: usize) -> *mut c_void {
    mem::copy_forward(&mut Raw, dst as usize, src as usize, n);
    dst
}

/// `memmove`: as `memcpy`, the ranges may overlap.
#[no_mangle]
unsafe extern "C" fn memmove(dst: *mut c_void, src: *const c_void, n: usize) -> *mut c_void {
    mem::move_bytes(&mut Raw, dst as usize, src as usize, n);
    dst
}

/// `memset`: `n` bytes writable at `dst`.
#[no_mangle]
unsafe extern "C" fn memset(dst: *mut c_void, value: i32, n: usize) -> *mut c_void {
    mem::fill(&mut Raw, dst as usize, value as u8, n);
    dst
}

/// `memcmp`: `n` bytes readable at `a` and at `b`.
#[no_mangle]
unsafe extern "C" fn memcmp(a: *const c_void, b: *const c_void, n: usize) -> i32 {
    mem::compare(&Raw, a as usize, b as usize, n)
}

/// `bcmp` (an equality-only `memcmp`, which the compiler may call instead).
#[no_mangle]
unsafe extern "C" fn bcmp(a: *const c_void, b: *const c_void, n: usize) -> i32 {
    mem::compare(&Raw, a as usize, b as usize, n)
}

static STOPPED: AtomicBool = AtomicBool::new(false);

/// The screen a stop leaves: `title` and the details, in plain words, on the debug screen
/// (a frame buffer the CPU writes, so nothing of the GPU's state is needed) and on stdout;
/// then HOME quits, and nothing else runs on this thread.
fn stop(title: &str, detail: core::fmt::Arguments<'_>) -> ! {
    let mut d: heapless::String<224> = heapless::String::new();
    let _ = write!(d, "{detail}");
    let mut l: heapless::String<256> = heapless::String::new();
    let _ = write!(l, "{title}: {d}");
    super::stdout::line(&l);
    if !STOPPED.swap(true, Ordering::AcqRel) {
        psp::dprintln!("");
        psp::dprintln!(" {}", title);
        psp::dprintln!("");
        // The debug screen cuts a line at 80 columns: the details wrap at 76.
        let mut rest = d.as_str();
        while !rest.is_empty() {
            let mut at = rest.len().min(76);
            while !rest.is_char_boundary(at) {
                at -= 1;
            }
            let (line, more) = rest.split_at(at);
            psp::dprintln!(" {}", line);
            rest = more;
        }
        psp::dprintln!("");
        psp::dprintln!(" PLEASE SEND A PHOTO OF THIS SCREEN AND WHAT YOU WERE DOING");
        psp::dprintln!(" TO THE GAME'S MAKERS.");
        psp::dprintln!("");
        psp::dprintln!(" PRESS HOME TO QUIT.");
    }
    // The emulator tests' HOME (memory-probe): the exit callback notified 60 frames into
    // the stop, as the callback-probe's stand-in does.
    #[cfg(feature = "memory-probe")]
    let mut frames = 0u32;
    loop {
        #[cfg(feature = "memory-probe")]
        {
            frames += 1;
            if let (60, Some((exit, _))) = (frames, super::callbacks::ids()) {
                // SAFETY: notifies a callback this game created; the kernel runs it on
                // the callback thread, as it does for the HOME menu.
                let r = unsafe { sys::sceKernelNotifyCallback(sys::SceUid(exit), 0) };
                let mut l: heapless::String<48> = heapless::String::new();
                let _ = write!(l, "probe: exit 60 frames into the stop ({r})");
                super::stdout::line(&l);
            }
        }
        if super::callbacks::exit_requested() {
            super::stdout::line("stopped: exit");
            // SAFETY: ends the game; no arguments.
            unsafe { sys::sceKernelExitGame() };
        }
        // SAFETY: waits for the next vertical blank; no arguments.
        unsafe { sys::sceDisplayWaitVblankStart() };
    }
}

#[alloc_error_handler]
fn out_of_memory(layout: Layout) -> ! {
    let c = counts();
    stop(
        "THE GAME RAN OUT OF MEMORY",
        format_args!(
            "{} BYTES ASKED, {} OF {} IN USE",
            layout.size(),
            c.live,
            HEAP_BYTES
        ),
    )
}

#[panic_handler]
fn panicked(info: &core::panic::PanicInfo<'_>) -> ! {
    match info.location() {
        Some(at) => stop(
            "THE GAME STOPPED",
            format_args!(
                "panicked at {}:{}:{}: {}",
                at.file(),
                at.line(),
                at.column(),
                info.message()
            ),
        ),
        None => stop(
            "THE GAME STOPPED",
            format_args!("panicked: {}", info.message()),
        ),
    }
}

/// The counts as a stdout line: `heap: <when>: allocs N, frees N, live B bytes, peak P
/// bytes of H` (the emulator tests and the heap's sizing read it).
pub(super) fn line(when: &str) {
    let c = counts();
    let mut l: heapless::String<160> = heapless::String::new();
    let _ = write!(
        l,
        "heap: {when}: allocs {}, frees {}, live {} bytes, peak {} bytes of {}",
        c.allocs, c.frees, c.live, c.peak, HEAP_BYTES
    );
    super::stdout::line(&l);
}

/// The emulator tests' memory probe (feature `memory-probe`): what `BOUNCE_MEMORY_PROBE`
/// named at build time happens, each frame from the frame loop's start:
/// - `alloc`: a 16-byte box is allocated and freed every frame (the clock walk must fail);
/// - `oom@F`: at frame F, one allocation of twice the heap (the out-of-memory screen);
/// - `panic@F`: at frame F, a panic (the stop screen).
#[cfg(feature = "memory-probe")]
pub(super) fn probe() {
    static FRAME: AtomicU32 = AtomicU32::new(0);
    const PLAN: &str = match option_env!("BOUNCE_MEMORY_PROBE") {
        Some(p) => p,
        None => "",
    };
    let frame = FRAME.load(Ordering::Relaxed) + 1;
    FRAME.store(frame, Ordering::Relaxed);
    let at = |name: &str| {
        PLAN.strip_prefix(name)
            .and_then(|r| r.strip_prefix('@'))
            .and_then(|f| f.parse::<u32>().ok())
            == Some(frame)
    };
    if PLAN == "alloc" {
        let b = alloc::boxed::Box::new([frame; 4]);
        core::hint::black_box(&b);
    } else if at("oom") {
        super::stdout::line("probe: allocating twice the heap");
        let v: alloc::vec::Vec<u8> = alloc::vec::Vec::with_capacity(2 * HEAP_BYTES);
        core::hint::black_box(&v);
    } else if at("panic") {
        super::stdout::line("probe: panicking");
        panic!("a deliberate panic (memory-probe)");
    }
}

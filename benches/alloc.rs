//! The runtime's heap choice, measured: the allocations the game itself makes (a player's
//! set read from a folder, as a `.jar` or `res/` on the stick is; every level of the
//! built-in pack loaded and dropped; the application started and walked for 600 frames),
//! recorded once on the host, then replayed into an 8 MiB block, the PSP heap's size, by the
//! TLSF heap the EBOOT uses (`rlsf`, under `embedded-alloc`'s `TlsfHeap`) and by `talc`, in
//! the same run. A reallocation is replayed as the PSP's counting allocator makes it (a new
//! block, the bytes copied, the old one freed), for both.
//!
//! Prints each one's median time (on-CPU) for the whole trace over 21 runs, the ratio, and how far
//! into the block each reached (the highest end of a block it gave: a smaller figure is
//! less spread, more of the block left whole). `cargo bench --bench alloc`.

mod support;

#[path = "../tests/support/rng.rs"]
#[allow(dead_code)]
mod rng;
/// The seeded button walks of the application tests.
#[path = "../tests/support/walk.rs"]
#[allow(dead_code)]
mod walk;

use bounceback::app::App;
use bounceback::embedded::RESOURCES;
use bounceback::sim::flow::Game;
use std::alloc::{GlobalAlloc, Layout, System};
use std::collections::HashMap;
use std::ptr::NonNull;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

/// Events the trace keeps at most.
const MAX: usize = 1 << 20;
/// The PSP heap's size.
const HEAP: usize = 8 * 1024 * 1024;

static RECORDING: AtomicBool = AtomicBool::new(false);
static LEN: AtomicUsize = AtomicUsize::new(0);
/// Per event: the address, the size (0: a free), the alignment.
static EVENTS: [[AtomicUsize; 3]; MAX] = [const { [const { AtomicUsize::new(0) }; 3] }; MAX];

fn record(addr: usize, size: usize, align: usize) {
    if RECORDING.load(Ordering::Relaxed) {
        let i = LEN.fetch_add(1, Ordering::Relaxed);
        if i < MAX {
            EVENTS[i][0].store(addr, Ordering::Relaxed);
            EVENTS[i][1].store(size, Ordering::Relaxed);
            EVENTS[i][2].store(align, Ordering::Relaxed);
        }
    }
}

/// The system's allocator, every call recorded while recording is on.
struct Recorder;

// SAFETY: every call goes to the system allocator unchanged; recording only stores numbers.
unsafe impl GlobalAlloc for Recorder {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the caller's layout, unchanged.
        let p = unsafe { System.alloc(layout) };
        record(p as usize, layout.size().max(1), layout.align());
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        record(ptr as usize, 0, layout.align());
        // SAFETY: the caller's pointer and layout, unchanged.
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // As the PSP's counting allocator does it: a new block, the bytes, the old freed.
        let new = Layout::from_size_align(new_size, layout.align()).unwrap();
        // SAFETY: a layout of the caller's alignment and a non-zero size.
        let p = unsafe { self.alloc(new) };
        if !p.is_null() {
            // SAFETY: both blocks hold at least the smaller size; they do not overlap.
            unsafe { std::ptr::copy_nonoverlapping(ptr, p, layout.size().min(new_size)) };
            // SAFETY: the caller's pointer and layout.
            unsafe { self.dealloc(ptr, layout) };
        }
        p
    }
}

#[global_allocator]
static GLOBAL: Recorder = Recorder;

/// One event of the trace: an allocation (its id, size, alignment) or a free (its id).
#[derive(Clone, Copy)]
enum Event {
    Alloc(usize, Layout),
    Free(usize, Layout),
}

/// The game's allocations, recorded.
fn trace() -> Vec<Event> {
    // What the recording itself needs, made first.
    let files =
        bounceback::tool::resdir::RawFiles::load(Some(std::path::Path::new("tests/oracle/res")))
            .unwrap();
    let walk = walk::buttons(3, &[], 600);
    let _ = RESOURCES.levels.len();
    LEN.store(0, Ordering::Relaxed);
    RECORDING.store(true, Ordering::Relaxed);
    {
        let set = files.resources().unwrap();
        for i in 0..RESOURCES.levels.len() - 1 {
            drop(Game::new(&RESOURCES, i).unwrap());
        }
        let mut app = App::new(&RESOURCES, Ok(None));
        for &held in &walk {
            app.update(held);
        }
        drop(app);
        drop(set);
    }
    RECORDING.store(false, Ordering::Relaxed);
    let n = LEN.load(Ordering::Relaxed).min(MAX);
    let mut ids: HashMap<usize, (usize, Layout)> = HashMap::new();
    let mut out = Vec::with_capacity(n);
    for (next, e) in EVENTS[..n].iter().enumerate() {
        let (addr, size, align) = (
            e[0].load(Ordering::Relaxed),
            e[1].load(Ordering::Relaxed),
            e[2].load(Ordering::Relaxed),
        );
        if size > 0 {
            let l = Layout::from_size_align(size, align).unwrap();
            ids.insert(addr, (next, l));
            out.push(Event::Alloc(next, l));
        } else if let Some((id, l)) = ids.remove(&addr) {
            out.push(Event::Free(id, l));
        }
    }
    out
}

/// A heap to replay into.
trait Heap {
    fn alloc(&mut self, l: Layout) -> Option<NonNull<u8>>;
    /// # Safety
    /// `p` came from [`Heap::alloc`] with `l`, not freed yet.
    unsafe fn free(&mut self, p: NonNull<u8>, l: Layout);
}

type Tlsf = rlsf::Tlsf<'static, usize, usize, { usize::BITS as usize }, { usize::BITS as usize }>;

impl Heap for Tlsf {
    fn alloc(&mut self, l: Layout) -> Option<NonNull<u8>> {
        self.allocate(l)
    }
    unsafe fn free(&mut self, p: NonNull<u8>, l: Layout) {
        // SAFETY: this function's contract.
        unsafe { self.deallocate(p, l.align()) }
    }
}

impl Heap for talc::Talc<talc::ErrOnOom> {
    fn alloc(&mut self, l: Layout) -> Option<NonNull<u8>> {
        // SAFETY: every recorded size is at least 1.
        unsafe { self.malloc(l).ok() }
    }
    unsafe fn free(&mut self, p: NonNull<u8>, l: Layout) {
        // SAFETY: this function's contract.
        unsafe { talc::Talc::free(self, p, l) }
    }
}

/// The trace replayed into `heap` over `block`: the time, and the highest end of a block
/// given, as an offset into `block`.
fn replay(
    heap: &mut impl Heap,
    block: usize,
    events: &[Event],
    live: &mut [usize],
) -> (f64, usize) {
    let mut reach = 0;
    let t = support::cpu_now();
    for e in events {
        match *e {
            Event::Alloc(id, l) => {
                let p = heap.alloc(l).expect("the trace fits the heap");
                live[id] = p.as_ptr() as usize;
                reach = reach.max(live[id] + l.size() - block);
            }
            Event::Free(id, l) => {
                let p = NonNull::new(live[id] as *mut u8).unwrap();
                // SAFETY: allocated above with `l`, freed once (the trace pairs them).
                unsafe { heap.free(p, l) };
            }
        }
    }
    ((support::cpu_now() - t).as_secs_f64() * 1e6, reach)
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let events = trace();
    let allocs = events
        .iter()
        .filter(|e| matches!(e, Event::Alloc(..)))
        .count();
    let mut live_bytes = 0usize;
    let mut peak = 0usize;
    for e in &events {
        match e {
            Event::Alloc(_, l) => live_bytes += l.size(),
            Event::Free(_, l) => live_bytes -= l.size(),
        }
        peak = peak.max(live_bytes);
    }
    // The block, aligned as the PSP's partition block is.
    let layout = Layout::from_size_align(HEAP, 64).unwrap();
    let mut live = vec![0usize; events.len()];
    let (mut tlsf, mut talc) = (Vec::new(), Vec::new());
    let (mut tlsf_reach, mut talc_reach) = (0, 0);
    for _ in 0..21 {
        // SAFETY: a non-zero layout; freed below.
        let mem = unsafe { System.alloc(layout) };
        let block = NonNull::slice_from_raw_parts(NonNull::new(mem).unwrap(), HEAP);
        let mut h = Tlsf::new();
        // SAFETY: the block is ours, HEAP bytes, used by nothing else until freed below.
        unsafe { h.insert_free_block_ptr(block) };
        let (t, r) = replay(&mut h, mem as usize, &events, &mut live);
        tlsf.push(t);
        tlsf_reach = r;
        let mut h = talc::Talc::new(talc::ErrOnOom);
        // SAFETY: as above.
        unsafe { h.claim(talc::Span::from_base_size(mem, HEAP)).unwrap() };
        let (t, r) = replay(&mut h, mem as usize, &events, &mut live);
        talc.push(t);
        talc_reach = r;
        // SAFETY: allocated above with this layout; neither heap is used after.
        unsafe { System.dealloc(mem, layout) };
    }
    let (a, b) = (median(tlsf), median(talc));
    println!(
        "alloc: the game's trace: {allocs} allocations, {} events, peak {peak} bytes live",
        events.len()
    );
    println!("alloc: tlsf {a:.0} us a trace, reaching {tlsf_reach} bytes into the block");
    println!("alloc: talc {b:.0} us a trace, reaching {talc_reach} bytes into the block");
    println!("alloc: talc / tlsf time {:.2}", b / a);
}

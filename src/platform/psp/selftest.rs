//! The self-test program (`examples/selftest.rs`, built by `scripts/build-selftest.sh`): on
//! the same platform code as the game, it checks what the emulator forgives and a console
//! may not (docs/HARDWARE.md), one line per check with PASS / FAIL / SKIPPED and its figure,
//! on screen, on stdout (`selftest: NAME: VERDICT figure`) and in `selftest.txt` beside the
//! EBOOT, ending with `selftest: N passed, M failed, K skipped`.
//!
//! The checks that need a person (sleep, HOME) run only when the tester asks for them
//! (CROSS at the prompt); without an answer they are skipped, which is what the emulator
//! run in CI does.

use super::savedata::{Outcome, Savedata};
use super::{audio, callbacks, entry, gu, input, memory, now_us, stdout};
use alloc::vec::Vec;
use bounceback::gfx::text::draw_text;
use bounceback::gfx::{Canvas, Color32, Rect};
use bounceback::input::Buttons;
use bounceback::runtime::{Assets, Boot, Program, SaveSlot, Timing};
use core::ffi::c_void;
use core::fmt::Write as _;
use psp::sys::{self, IoOpenFlags, SceUid};

/// A check's verdict.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Verdict {
    Pass,
    Fail,
    Skipped,
}

impl Verdict {
    fn word(self) -> &'static str {
        match self {
            Verdict::Pass => "PASS",
            Verdict::Fail => "FAIL",
            Verdict::Skipped => "SKIPPED",
        }
    }
}

type Text = heapless::String<120>;

/// The checks' lines so far.
struct Report {
    lines: Vec<(Verdict, Text)>,
}

impl Report {
    /// Records a check: stdout at once, the screen from the next frame on.
    fn add(&mut self, name: &str, verdict: Verdict, figure: core::fmt::Arguments<'_>) {
        let mut t = Text::new();
        let _ = write!(t, "{name}: {} {figure}", verdict.word());
        let mut l: heapless::String<140> = heapless::String::new();
        let _ = write!(l, "selftest: {t}");
        stdout::line(&l);
        self.lines.push((verdict, t));
    }

    fn count(&self, v: Verdict) -> usize {
        self.lines.iter().filter(|(w, _)| *w == v).count()
    }

    fn summary(&self) -> Text {
        let mut t = Text::new();
        let _ = write!(
            t,
            "selftest: {} passed, {} failed, {} skipped",
            self.count(Verdict::Pass),
            self.count(Verdict::Fail),
            self.count(Verdict::Skipped)
        );
        t
    }
}

/// The screen and the pad while checks run.
struct Screen {
    gu: gu::Gu,
    pad: input::Pad,
}

impl Screen {
    /// Presents one frame of the report with `prompt` under it.
    fn frame(&mut self, report: &Report, prompt: &str) {
        self.gu.begin();
        let c = &mut self.gu;
        draw_text(c, 4, 2, 1, 0xFFFF_FFFF, "BOUNCE BACK SELF-TEST");
        // The whole list is the report's (no overlay comes after it).
        c.last_layer();
        let mut y = 16;
        for (v, t) in &report.lines {
            // What fits the display list with the text font; the whole line is on stdout
            // and in the file.
            let t = t.get(..44).unwrap_or(t);
            let color: Color32 = match v {
                Verdict::Pass => 0xFF40_FF40,
                Verdict::Fail => 0xFF40_40FF,
                Verdict::Skipped => 0xFFA0_A0A0,
            };
            draw_text(c, 4, y, 1, color, t);
            y += 12;
        }
        if !prompt.is_empty() {
            draw_text(c, 4, y + 6, 1, 0xFF40_FFFF, prompt);
        }
        self.gu.end();
        self.gu.present();
    }
}

/// Runs every check, then shows the results until the program is left. `make` gives the
/// two scenes timed: a level in play (whose pictures, tunes and save slot the checks use)
/// and the heaviest scene to draw.
pub fn run<L: Program + Assets, H: Program>(make: impl FnOnce() -> (L, H)) {
    callbacks::start();
    // SAFETY: the clock the game asks for; plain numbers.
    unsafe { sys::scePowerSetClockFrequency(333, 333, 166) };
    stdout::line(bounceback::boot_line());
    let mut report = Report { lines: Vec::new() };
    let (mut demo, mut heavy) = make();
    demo.start(Boot::new(Ok(None)));
    heavy.start(Boot::new(Ok(None)));
    // SAFETY: makes the built-in pictures visible to the GPU; no arguments.
    unsafe { sys::sceKernelDcacheWritebackAll() };
    let Some(gu) = gu::Gu::init(&demo) else {
        stdout::line("selftest: gu set up twice");
        return;
    };
    audio::start(&demo);
    let mut screen = Screen {
        gu,
        pad: input::Pad::init(),
    };
    screen.frame(&report, "running the checks...");

    check_clock(&mut report);
    let free = check_stick(&mut report);
    check_ef0(&mut report);
    let needed = check_savedata(&mut report, &mut screen, &demo);
    check_full_stick(&mut report, free, needed);
    check_texture(&mut report, &mut screen);
    check_list_guard(&mut report, &mut screen);
    check_frames_and_audio(&mut report, &mut screen, &mut demo, &mut heavy);
    check_stacks(&mut report);
    check_heap(&mut report);
    let asked = ask(&mut report, &mut screen);
    check_sleep(&mut report, &mut screen, asked);
    if !asked {
        report.add("home", Verdict::Skipped, format_args!("needs a person"));
    }
    let summary = report.summary();
    stdout::line(&summary);
    write_file(&report, &summary);
    if asked {
        check_home(&mut report, &mut screen);
    }
    loop {
        screen.frame(&report, &summary);
        if callbacks::exit_requested() {
            // SAFETY: ends the program as the HOME menu's exit asks.
            unsafe { sys::sceKernelExitGame() };
        }
    }
}

fn check_clock(report: &mut Report) {
    // SAFETY: plain queries of the clocks; no arguments.
    let (cpu, bus) = unsafe {
        (
            sys::scePowerGetCpuClockFrequency(),
            sys::scePowerGetBusClockFrequency(),
        )
    };
    let v = if cpu == 333 && bus == 166 {
        Verdict::Pass
    } else {
        Verdict::Fail
    };
    report.add(
        "clock",
        v,
        format_args!("asked 333/166 MHz, got {cpu}/{bus}"),
    );
}

/// The memory stick's (or `dev`'s) free bytes, through the devctl every PSP homebrew uses.
fn free_bytes(dev: &core::ffi::CStr) -> Result<u64, i32> {
    #[repr(C)]
    #[derive(Default)]
    struct Info {
        max_clusters: u32,
        free_clusters: u32,
        max_sectors: u32,
        sector_size: u32,
        sectors_per_cluster: u32,
    }
    let mut info = Info::default();
    let mut at: *mut Info = &mut info;
    // SAFETY: the command takes the address of a 5-word structure as its 4-byte input and
    // fills the structure; both live across the call.
    let r = unsafe {
        sys::sceIoDevctl(
            dev.as_ptr().cast(),
            0x0242_5818,
            (&mut at as *mut *mut Info).cast::<c_void>(),
            4,
            core::ptr::null_mut(),
            0,
        )
    };
    if r < 0 {
        return Err(r);
    }
    Ok(info.free_clusters as u64 * info.sectors_per_cluster as u64 * info.sector_size as u64)
}

fn check_stick(report: &mut Report) -> Option<u64> {
    match free_bytes(c"ms0:") {
        Ok(b) => {
            report.add(
                "memory stick",
                Verdict::Pass,
                format_args!("{} KB free", b / 1024),
            );
            Some(b)
        }
        Err(e) => {
            report.add(
                "memory stick",
                Verdict::Fail,
                format_args!("free space unknown ({:08x})", e as u32),
            );
            None
        }
    }
}

fn check_ef0(report: &mut Report) {
    // SAFETY: a NUL-terminated path; the handle is closed below.
    let d = unsafe { sys::sceIoDopen(c"ef0:/".as_ptr().cast()) };
    if d.0 < 0 {
        report.add(
            "ef0",
            Verdict::Skipped,
            format_args!("no ef0: (not a PSP Go)"),
        );
        return;
    }
    // SAFETY: closes the handle just opened.
    unsafe { sys::sceIoDclose(d) };
    match free_bytes(c"ef0:") {
        Ok(b) => report.add(
            "ef0",
            Verdict::Pass,
            format_args!("internal storage, {} KB free", b / 1024),
        ),
        Err(e) => report.add(
            "ef0",
            Verdict::Fail,
            format_args!("opens, free space unknown ({:08x})", e as u32),
        ),
    }
}

/// Runs one job of `sd` to its end, presenting frames meanwhile: its outcome and time.
fn wait(sd: &mut Savedata, screen: &mut Screen, report: &Report) -> (Outcome, i64) {
    let t0 = now_us();
    loop {
        if let Some(o) = sd.poll() {
            return (o, (now_us() - t0) / 1000);
        }
        screen.frame(report, "savedata...");
    }
}

/// A file's size (0 when it cannot be read).
fn size_of(path: &[&str]) -> u64 {
    let Some(p) = super::file::c_path(path) else {
        return 0;
    };
    // SAFETY: `SceIoStat` is plain data (integers and bit flags), so zeroes are a value.
    let mut st: sys::SceIoStat = unsafe { core::mem::zeroed() };
    // SAFETY: a NUL-terminated path and a structure the call fills, both live across it.
    let r = unsafe { sys::sceIoGetstat(p.as_ptr(), &mut st) };
    if r < 0 {
        0
    } else {
        st.st_size.max(0) as u64
    }
}

/// A save's files in its folder.
const FILES: [&str; 4] = ["PARAM.SFO", "ICON0.PNG", "PIC1.PNG", super::savedata::FILE];

/// The savedata round trip in a folder of its own: write, read back, compare, delete, and
/// read again (nothing). Returns the space the save took (0 if it was not written).
fn check_savedata(report: &mut Report, screen: &mut Screen, demo: &impl Program) -> u64 {
    let Some(mut slot) = demo.save_slot() else {
        report.add(
            "savedata",
            Verdict::Skipped,
            format_args!("the game keeps no save"),
        );
        return 0;
    };
    slot.game = bounceback::runtime::GameName::of("BBTEST001");
    slot.set = 0;
    slot.legacy = None;
    let slot: SaveSlot = slot;
    let mut sd = Savedata::new(&slot);
    let folder = sd.folder();
    let bytes: Vec<u8> = (0..200u32).map(|i| (i * 7 + 3) as u8).collect();
    let mut detail = heapless::String::new();
    let _ = detail.push_str("self-test");
    if !sd.start_save(&bytes, &detail) {
        let (o, _) = wait(&mut sd, screen, report);
        report.add(
            "savedata",
            Verdict::Fail,
            format_args!("write refused: {o:?}"),
        );
        return 0;
    }
    let (saved, save_ms) = wait(&mut sd, screen, report);
    if !matches!(saved, Outcome::Done(_)) {
        report.add(
            "savedata",
            Verdict::Fail,
            format_args!("write: {saved:?} after {save_ms} ms"),
        );
        return 0;
    }
    let dir = ["ms0:/PSP/SAVEDATA/", folder.as_str(), "/"];
    // The room it takes as the game's full-stick message counts it.
    let sizes = FILES.map(|f| size_of(&[dir[0], dir[1], dir[2], f]));
    let needed = bounceback::runtime::save_plan::space::needed_kb(&sizes) as u64 * 1024;
    sd.start_load();
    let (loaded, load_ms) = wait(&mut sd, screen, report);
    let same = sd.data() == Some(&bytes[..]);
    // Delete through sceIo (no dialog on any firmware), then read again: nothing.
    for f in FILES {
        if let Some(p) = super::file::c_path(&[dir[0], dir[1], dir[2], f]) {
            // SAFETY: a NUL-terminated path that outlives the call.
            unsafe { sys::sceIoRemove(p.as_ptr()) };
        }
    }
    let rm = super::file::c_path(&[dir[0], dir[1]])
        // SAFETY: as above.
        .map(|p| unsafe { sys::sceIoRmdir(p.as_ptr()) })
        .unwrap_or(-1);
    sd.start_load();
    let (gone, _) = wait(&mut sd, screen, report);
    let v = if same && gone == Outcome::NoData && rm >= 0 {
        Verdict::Pass
    } else {
        Verdict::Fail
    };
    report.add(
        "savedata",
        v,
        format_args!(
            "{} B written in {save_ms} ms, read in {load_ms} ms ({}), deleted ({})",
            bytes.len(),
            if same { "same" } else { "DIFFERENT" },
            match (loaded, gone) {
                (_, Outcome::NoData) => "gone",
                _ => "STILL THERE",
            }
        ),
    );
    needed
}

fn check_full_stick(report: &mut Report, free: Option<u64>, needed: u64) {
    match free {
        Some(f) if needed > 0 && f < needed => report.add(
            "full stick",
            Verdict::Fail,
            format_args!(
                "{} KB free, a save needs {} KB: the save above should have failed",
                f / 1024,
                needed / 1024
            ),
        ),
        Some(f) => report.add(
            "full stick",
            Verdict::Skipped,
            format_args!(
                "not full ({} KB free; a save needs {} KB)",
                f / 1024,
                needed / 1024
            ),
        ),
        None => report.add(
            "full stick",
            Verdict::Skipped,
            format_args!("free space unknown"),
        ),
    }
}

/// A 16x16 32-bit texture the CPU rewrites between two frames.
#[repr(C, align(64))]
struct Texels([u32; 256]);
static mut TEXELS: Texels = Texels([0; 256]);

/// The displayed frame's pixel at (`x`, `y`), as 0xAABBGGRR.
fn displayed_pixel(x: usize, y: usize) -> Option<u32> {
    let mut top: *mut c_void = core::ptr::null_mut();
    let mut width = 0usize;
    let mut format = sys::DisplayPixelFormat::Psm8888;
    // SAFETY: three out-parameters that live across the call.
    let r = unsafe {
        sys::sceDisplayGetFrameBuf(
            &mut top,
            &mut width,
            &mut format,
            sys::DisplaySetBufSync::Immediate,
        )
    };
    if r < 0 || top.is_null() || width == 0 {
        return None;
    }
    // The uncached alias of VRAM: the GPU wrote it, the CPU's cache holds none of it.
    let at = ((top as usize) | 0x4000_0000) as *const u32;
    // SAFETY: (x, y) lies inside the 480x272 frame of `width` pixels a row the display
    // shows, in VRAM, read once.
    Some(unsafe { at.add(y * width + x).read_volatile() })
}

/// Draws the texture filled with `color` over the top-left 64x64 pixels and shows it.
fn texture_frame(screen: &mut Screen, color: u32) -> Option<u32> {
    // SAFETY: only this function touches TEXELS, and the GPU read of the last frame's
    // ended (`end` waits for it); written through a pointer, not a lasting reference.
    let texels = unsafe {
        let p = &raw mut TEXELS;
        &mut (*p).0
    };
    texels.fill(color);
    let base = texels.as_ptr();
    // SAFETY: the texture's 1 KB, written by the CPU above, leave the data cache for
    // memory before the GPU reads it.
    unsafe { sys::sceKernelDcacheWritebackRange(base.cast(), 1024) };
    screen.gu.begin();
    #[repr(C)]
    #[derive(Clone, Copy)]
    struct V {
        u: i16,
        v: i16,
        x: i16,
        y: i16,
        z: i16,
    }
    // SAFETY: commands appended to the list `begin` opened; the texture is 16-byte aligned,
    // 16x16 texels, lives forever and is not written until the list has run (`end`); the
    // two vertices are written into the list's own memory before the draw that reads them.
    unsafe {
        sys::sceGuEnable(sys::GuState::Texture2D);
        sys::sceGuTexMode(sys::TexturePixelFormat::Psm8888, 0, 0, 0);
        sys::sceGuTexImage(sys::MipmapLevel::None, 16, 16, 16, base.cast());
        sys::sceGuTexFlush();
        let vs = sys::sceGuGetMemory(core::mem::size_of::<[V; 2]>() as i32).cast::<[V; 2]>();
        vs.write([
            V {
                u: 0,
                v: 0,
                x: 0,
                y: 0,
                z: 0,
            },
            V {
                u: 16,
                v: 16,
                x: 64,
                y: 64,
                z: 0,
            },
        ]);
        sys::sceGuDrawArray(
            sys::GuPrimitive::Sprites,
            sys::VertexType::TEXTURE_16BIT
                | sys::VertexType::VERTEX_16BIT
                | sys::VertexType::TRANSFORM_2D,
            2,
            core::ptr::null(),
            vs.cast(),
        );
        sys::sceGuDisable(sys::GuState::Texture2D);
    }
    screen.gu.end();
    screen.gu.present();
    // SAFETY: waits for the vertical blank, after which the buffer just swapped in shows.
    unsafe { sys::sceDisplayWaitVblankStart() };
    displayed_pixel(32, 32)
}

fn check_texture(report: &mut Report, screen: &mut Screen) {
    let (red, green) = (0xFF00_00FF, 0xFF00_FF00);
    let first = texture_frame(screen, red);
    let second = texture_frame(screen, green);
    // The colour only: the frame buffer's alpha is what blending left, not the texel's.
    let rgb = |p: Option<u32>| p.map(|p| p & 0x00FF_FFFF);
    let v = if rgb(first) == rgb(Some(red)) && rgb(second) == rgb(Some(green)) {
        Verdict::Pass
    } else {
        Verdict::Fail
    };
    report.add(
        "texture change",
        v,
        format_args!(
            "read back {:06x} then {:06x} (want {:06x} then {:06x})",
            rgb(first).unwrap_or(0),
            rgb(second).unwrap_or(0),
            red & 0xFF_FFFF,
            green & 0xFF_FFFF
        ),
    );
}

fn check_list_guard(report: &mut Report, screen: &mut Screen) {
    screen.gu.begin();
    for i in 0..12_000 {
        screen
            .gu
            .fill_rect(Rect::new(i % 480, (i / 480) % 272, 1, 1), 0xFFFF_FFFF);
    }
    screen.gu.end();
    screen.gu.present();
    let u = screen.gu.list_use();
    // The next frame draws as ever: the GPU took the guarded list.
    screen.frame(report, "");
    let v = if u.dropped > 0 && u.used <= u.capacity {
        Verdict::Pass
    } else {
        Verdict::Fail
    };
    report.add(
        "display list guard",
        v,
        format_args!(
            "12000 rects: {} B of {} used, {} dropped",
            u.used, u.capacity, u.dropped
        ),
    );
}

/// Frames of `program` at `mhz` (bus at half): their mean and longest update and drawing,
/// the frames over a vertical blank's time, and the clock the CPU ran at (read back: a
/// refused request shows).
fn frames<P: Program>(screen: &mut Screen, program: &mut P, mhz: i32, n: u32) -> Frames {
    // SAFETY: plain numbers; the PLL at the CPU's clock, the bus at half of it.
    unsafe { sys::scePowerSetClockFrequency(mhz, mhz, mhz / 2) };
    // SAFETY: a plain query; no arguments.
    let got = unsafe { sys::scePowerGetCpuClockFrequency() };
    let (mut sum, mut max, mut over) = (0i64, 0i64, 0u32);
    let timing = Timing::default();
    for _ in 0..n {
        let t0 = now_us();
        let fx = program.update(Buttons::NONE);
        screen.gu.begin();
        program.draw(&mut screen.gu, &timing);
        screen.gu.end();
        let dt = now_us() - t0;
        for &s in &fx.sounds {
            audio::play(s);
        }
        screen.gu.present();
        sum += dt;
        max = max.max(dt);
        if dt > 16_667 {
            over += 1;
        }
    }
    (sum / n.max(1) as i64, max, over, got)
}

/// Mean and longest frame (us), frames over budget, the clock read back (MHz).
type Frames = (i64, i64, u32, i32);

/// The line of `scene`'s frames at `mhz`: PASS when every frame fit a vertical blank.
fn frame_line(report: &mut Report, scene: &str, mhz: i32, n: u32, f: Frames) {
    let (mean, max, over, got) = f;
    let v = if over == 0 {
        Verdict::Pass
    } else {
        Verdict::Fail
    };
    let mut name: heapless::String<24> = heapless::String::new();
    let _ = write!(name, "{scene} {mhz} MHz");
    let note = if got == mhz {
        ""
    } else {
        " (the clock asked for did not take)"
    };
    report.add(
        &name,
        v,
        format_args!("{n} frames at {got} MHz: mean {mean} us, max {max} us{note}"),
    );
}

fn check_frames_and_audio(
    report: &mut Report,
    screen: &mut Screen,
    demo: &mut impl Program,
    sandbox: &mut impl Program,
) {
    audio::keep_running(true);
    let before = audio::stats();
    let t0 = now_us();
    const N: u32 = 150;
    for mhz in [222, 333] {
        let level = frames(screen, demo, mhz, N);
        frame_line(report, "level", mhz, N, level);
        let heavy = frames(screen, sandbox, mhz, N);
        frame_line(report, "sandbox", mhz, N, heavy);
    }
    // SAFETY: back to the game's clock; plain numbers.
    unsafe { sys::scePowerSetClockFrequency(333, 333, 166) };
    let after = audio::stats();
    let elapsed = now_us() - t0;
    audio::keep_running(false);
    let taken = after.taken - before.taken;
    let played = taken as i64 * audio::BUFFER_US;
    // Drift: what the ring played against the system clock, in parts per thousand.
    let drift = if elapsed > 0 {
        (played - elapsed) * 1000 / elapsed
    } else {
        0
    };
    let (late, refused) = (after.late - before.late, after.refused - before.refused);
    let v = if audio::thread().is_none() {
        Verdict::Fail
    } else if late == 0 && refused == 0 && drift.abs() <= 20 {
        Verdict::Pass
    } else {
        Verdict::Fail
    };
    report.add(
        "audio ring",
        v,
        format_args!(
            "{taken} buffers in {} ms: drift {drift} permille, {late} underruns, {refused} refused{}",
            elapsed / 1000,
            if refused > 0 { " (see stdout)" } else { "" }
        ),
    );
    if refused > 0 {
        let mut l: heapless::String<64> = heapless::String::new();
        let _ = write!(
            l,
            "selftest: audio output refused, last {:08x}",
            after.last_error as u32
        );
        stdout::line(&l);
    }
}

fn check_stacks(report: &mut Report) {
    // SAFETY: this thread's id; no arguments.
    let main = SceUid(unsafe { sys::sceKernelGetThreadId() });
    let threads = [
        ("stack main", Some(main), super::entry::MAIN_STACK),
        ("stack audio", audio::thread(), audio::STACK),
        ("stack callbacks", callbacks::thread(), callbacks::STACK),
    ];
    for (name, id, size) in threads {
        let Some(id) = id else {
            report.add(name, Verdict::Fail, format_args!("no thread"));
            continue;
        };
        // SAFETY: a query of a thread this program made; no pointers.
        let free = unsafe { sys::sceKernelGetThreadStackFreeSize(id) };
        if free < 0 {
            report.add(
                name,
                Verdict::Skipped,
                format_args!("unknown ({:08x})", free as u32),
            );
            continue;
        }
        let used = size - free;
        // A quarter of the stack kept free for what the checks did not reach.
        let v = if free * 4 >= size {
            Verdict::Pass
        } else {
            Verdict::Fail
        };
        report.add(name, v, format_args!("{used} of {size} B used at most"));
    }
}

/// The heap after the checks above (the demo's level and the sandbox at both clocks, the
/// savedata, the texture and the display list): its peak and the largest block it can
/// still give. PASS while the peak leaves half the heap unused and a block of 1 MiB can be
/// had (more than a level's largest, the collision tables of 685 KiB).
fn check_heap(report: &mut Report) {
    let c = memory::counts();
    let largest = memory::largest_free();
    let heap = memory::HEAP_BYTES;
    let v = if (c.peak as usize) * 2 <= heap && largest >= 1 << 20 {
        Verdict::Pass
    } else {
        Verdict::Fail
    };
    report.add(
        "heap",
        v,
        format_args!(
            "peak {} of {heap} B, largest free block {largest} B, {} allocations",
            c.peak, c.allocs
        ),
    );
}

/// Asks the tester whether to run the checks that need a person: `true` on CROSS within
/// 5 s.
fn ask(report: &mut Report, screen: &mut Screen) -> bool {
    for _ in 0..300 {
        screen.frame(
            report,
            "CROSS: test sleep and HOME now (you act); 5 s: skip them",
        );
        if screen.pad.read().contains(Buttons::CROSS) {
            return true;
        }
    }
    false
}

/// Frames (60 a second) a person is given to act.
const ACT_FRAMES: u32 = 60 * 60;

fn check_sleep(report: &mut Report, screen: &mut Screen, asked: bool) {
    if !asked {
        report.add("sleep", Verdict::Skipped, format_args!("needs a person"));
        return;
    }
    audio::keep_running(true);
    let _ = callbacks::take_suspend();
    let _ = callbacks::take_resumed();
    let mut slept = false;
    for _ in 0..ACT_FRAMES {
        screen.frame(
            report,
            "slide the power switch down (sleep), then wake the PSP",
        );
        slept |= callbacks::take_suspend();
        if callbacks::take_resumed() {
            let before = audio::stats();
            for _ in 0..60 {
                screen.frame(report, "woken: checking the sound goes on...");
            }
            let after = audio::stats();
            audio::keep_running(false);
            let v = if after.taken > before.taken && slept {
                Verdict::Pass
            } else {
                Verdict::Fail
            };
            report.add(
                "sleep",
                v,
                format_args!(
                    "resumed; {} buffers played in the next second",
                    after.taken - before.taken
                ),
            );
            return;
        }
    }
    audio::keep_running(false);
    report.add(
        "sleep",
        Verdict::Fail,
        format_args!("no sleep and wake-up in 60 s"),
    );
}

/// HOME, last (its PASS ends the program): the report is written again with its line.
fn check_home(report: &mut Report, screen: &mut Screen) {
    let t0 = now_us();
    for _ in 0..ACT_FRAMES {
        screen.frame(report, "press HOME and choose Yes: the self-test ends");
        if callbacks::exit_requested() {
            report.add(
                "home",
                Verdict::Pass,
                format_args!("exit asked after {} ms", (now_us() - t0) / 1000),
            );
            let summary = report.summary();
            stdout::line(&summary);
            write_file(report, &summary);
            // SAFETY: ends the program as the HOME menu's exit asks.
            unsafe { sys::sceKernelExitGame() };
        }
    }
    report.add("home", Verdict::Fail, format_args!("no exit asked in 60 s"));
    let summary = report.summary();
    stdout::line(&summary);
    write_file(report, &summary);
}

/// Writes the report to `selftest.txt` beside the EBOOT.
fn write_file(report: &Report, summary: &str) {
    let arg0 = entry::argv0();
    let dir = arg0.rfind('/').map_or("ms0:/", |i| &arg0[..=i]);
    let Some(path) = super::file::c_path(&[dir, "selftest.txt"]) else {
        return;
    };
    let mut text = alloc::string::String::new();
    let _ = writeln!(text, "{}", bounceback::boot_line());
    for (_, l) in &report.lines {
        let _ = writeln!(text, "{l}");
    }
    let _ = writeln!(text, "{summary}");
    // SAFETY: a NUL-terminated path; the handle is written and closed below.
    let fd = unsafe {
        sys::sceIoOpen(
            path.as_ptr(),
            IoOpenFlags::WR_ONLY | IoOpenFlags::CREAT | IoOpenFlags::TRUNC,
            0o777,
        )
    };
    if fd.0 < 0 {
        stdout::line("selftest: selftest.txt could not be written");
        return;
    }
    // SAFETY: `text` lives across the call, which reads its bytes.
    unsafe { sys::sceIoWrite(fd, text.as_ptr().cast(), text.len()) };
    // SAFETY: closes the handle just opened.
    unsafe { sys::sceIoClose(fd) };
}

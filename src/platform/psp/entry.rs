//! The module's entry point. It does what `psp::module!` does (module info, library entry,
//! a main thread with a 256 KiB stack that changes to the EBOOT's folder, then runs the
//! binary's main function, which [`crate::psp_main!`] declares), and keeps
//! `argv[0]`, the path the EBOOT was started from, which `psp::module!` hands to no one:
//! the search for the player's own resource files starts beside the EBOOT.

use core::ffi::c_void;
use psp::sys;

extern "C" {
    static _gp: u8;
    static __lib_ent_bottom: u8;
    static __lib_ent_top: u8;
    static __lib_stub_bottom: u8;
    static __lib_stub_top: u8;
}

#[no_mangle]
#[link_section = ".rodata.sceModuleInfo"]
#[used]
static MODULE_INFO: psp::Align16<sys::SceModuleInfo> = psp::Align16(sys::SceModuleInfo {
    mod_attribute: 0,
    mod_version: [1, 0],
    mod_name: sys::SceModuleInfo::name("bounceback"),
    terminal: 0,
    // SAFETY: linker symbols; only their addresses are taken.
    gp_value: unsafe { &_gp },
    // SAFETY: as above.
    stub_top: unsafe { &__lib_stub_top },
    // SAFETY: as above.
    stub_end: unsafe { &__lib_stub_bottom },
    // SAFETY: as above.
    ent_top: unsafe { &__lib_ent_top },
    // SAFETY: as above.
    ent_end: unsafe { &__lib_ent_bottom },
});

#[no_mangle]
#[link_section = ".lib.ent"]
#[used]
static LIB_ENT: sys::SceLibraryEntry = sys::SceLibraryEntry {
    name: core::ptr::null(),
    version: (1, 0),
    attribute: sys::SceLibAttr::SCE_LIB_IS_SYSLIB,
    entry_len: 4,
    var_count: 1,
    func_count: 1,
    entry_table: &LIB_ENT_TABLE,
};

#[no_mangle]
#[link_section = ".rodata.sceResident"]
#[used]
static LIB_ENT_TABLE: sys::SceLibraryEntryTable = sys::SceLibraryEntryTable {
    module_start_nid: 0xd632acdb,
    module_info_nid: 0xf01d73a7,
    module_start,
    module_info: &MODULE_INFO.0,
};

/// Longest `argv[0]` kept (a memory stick path is far shorter).
const ARG0_MAX: usize = 256;
static mut ARG0: [u8; ARG0_MAX] = [0; ARG0_MAX];
static mut ARG0_LEN: usize = 0;

/// The path the EBOOT was started from (empty when the loader passed none).
pub(super) fn argv0() -> &'static str {
    // SAFETY: ARG0 and ARG0_LEN (at most ARG0_MAX) are written once by `main_thread`
    // before `psp_main` runs and only read afterwards, so the bytes lent here never change.
    let bytes = unsafe { core::slice::from_raw_parts((&raw const ARG0).cast::<u8>(), ARG0_LEN) };
    core::str::from_utf8(bytes).unwrap_or("")
}

extern "C" fn main_thread(argc: usize, argv: *mut c_void) -> i32 {
    // The heap first: nothing has allocated yet.
    super::memory::init();
    if argc > 0 && !argv.is_null() {
        // SAFETY: the loader passes `argc` bytes at `argv`, `argv[0]` first and
        // NUL-terminated (the kernel's copy on this thread's stack, which nothing else
        // writes).
        let args = unsafe { core::slice::from_raw_parts(argv as *const u8, argc) };
        let n = args
            .iter()
            .position(|&b| b == 0)
            .unwrap_or(argc)
            .min(ARG0_MAX);
        // SAFETY: `n` is at most ARG0_MAX and `argc`, so the copy stays inside `args` and
        // ARG0 (written through a pointer, not a reference), before any other code of this
        // module runs (the loader starts this thread once).
        unsafe { core::ptr::copy_nonoverlapping(args.as_ptr(), (&raw mut ARG0).cast::<u8>(), n) };
        // SAFETY: as above: nothing reads ARG0_LEN yet.
        unsafe { ARG0_LEN = n };
    }
    psp::_start!(program_main, argc, argv)
}

extern "Rust" {
    /// The program's main function, defined by the binary with [`crate::psp_main!`].
    fn bounceback_psp_main();
}

fn program_main() {
    // SAFETY: `psp_main!` defines the symbol as a plain `fn()`, the signature declared
    // here; it is the binary's one main function, called once, on this thread.
    unsafe { bounceback_psp_main() }
}

/// The main thread's stack, in bytes: the frame loop, the resource reader's start-up (the
/// deepest use, measured by the self-test: docs/HARDWARE.md) and the savedata job.
pub(super) const MAIN_STACK: i32 = 256 * 1024;

#[no_mangle]
extern "C" fn module_start(argc: usize, argv: *mut c_void) -> isize {
    // SAFETY: the loader calls this once; a C string literal name, an entry with the
    // kernel's thread signature, no option structure.
    let id = unsafe {
        sys::sceKernelCreateThread(
            c"main_thread".as_ptr().cast(),
            main_thread,
            32,
            MAIN_STACK,
            sys::ThreadAttributes::USER | sys::ThreadAttributes::VFPU,
            core::ptr::null_mut(),
        )
    };
    // SAFETY: the kernel copies the `argc` bytes at `argv` the loader passed onto the new
    // thread's stack.
    unsafe { sys::sceKernelStartThread(id, argc, argv) };
    0
}

//! Lines to the process's stdout (the emulator's log shows them as `STDOUT: ` lines).

/// Writes `text` and a newline to stdout.
pub fn line(text: &str) {
    write(text.as_bytes());
    write(b"\n");
}

fn write(bytes: &[u8]) {
    // SAFETY: sceIoWrite reads `bytes.len()` bytes from a valid slice; the stdout
    // descriptor comes straight from the kernel.
    unsafe {
        psp::sys::sceIoWrite(
            psp::sys::sceKernelStdout(),
            bytes.as_ptr() as *const core::ffi::c_void,
            bytes.len(),
        );
    }
}

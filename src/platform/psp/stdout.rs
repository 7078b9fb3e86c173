//! Lines to the process's stdout (the emulator's log shows each write as one line).

/// Longest line written in one piece; longer text is cut.
const MAX_LINE: usize = 256;

/// Writes `text` and a newline to stdout in a single write, so a log that splits on
/// writes sees exactly one line.
pub(super) fn line(text: &str) {
    let mut buf = [0u8; MAX_LINE + 1];
    let n = text.len().min(MAX_LINE);
    buf[..n].copy_from_slice(&text.as_bytes()[..n]);
    buf[n] = b'\n';
    // SAFETY: sceIoWrite reads `n + 1` initialised bytes from `buf`, which outlives the
    // call; the stdout descriptor comes straight from the kernel.
    unsafe {
        psp::sys::sceIoWrite(
            psp::sys::sceKernelStdout(),
            buf.as_ptr() as *const core::ffi::c_void,
            n + 1,
        );
    }
}

// bounceback: the allocator (`SystemAlloc`, one kernel block per allocation), the
// `alloc_error_handler` (a spin) and the byte-by-byte `memset`, `memcpy`, `memcmp` and
// `memmove` of psp 0.3.14 are removed here: the program brings its own (vendor/README.md).

#[no_mangle]
#[cfg(not(feature = "stub-only"))]
unsafe extern "C" fn strlen(s: *mut u8) -> usize {
    let mut len = 0;

    while *s.add(len) != 0 {
        len += 1;
    }

    len
}

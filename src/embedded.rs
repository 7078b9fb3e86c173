//! The embedded content: the resource folder as `build.rs` read, checked and laid out
//! (see [`RESOURCES`]). The default folder is the project's own content pack in `res/`;
//! `BOUNCE_RES=/path/to/res` (or `/path/to/BounceBack.jar`) at build time embeds another
//! one, such as the original game's.
//!
//! The large pictures are kept deflated in the EBOOT (about 200 KB less) and inflated once,
//! the first time the resources are used: [`RESOURCES`] derefs to the whole set.

#![warn(missing_docs, unreachable_pub)]

use crate::res::Resources;
use alloc::borrow::Cow;
use alloc::boxed::Box;
use once_cell::race::OnceBox;

/// Wraps data that must start on a 16-byte boundary (GPU textures).
#[repr(C, align(16))]
pub struct Align16<T: ?Sized>(pub T);

/// A picture whose indices `build.rs` deflated: picture `picture` of image file `file`,
/// `len` bytes once inflated.
pub struct Packed {
    /// The image file's index in [`Resources::image_files`].
    pub file: usize,
    /// The picture's index in that file.
    pub picture: usize,
    /// The indices' length.
    pub len: usize,
    /// The indices as raw deflate data.
    pub deflated: &'static [u8],
}

include!(concat!(env!("OUT_DIR"), "/embedded.rs"));

// The replay of the `replay-autoplay` feature (empty otherwise).
include!(concat!(env!("OUT_DIR"), "/replay.rs"));

/// The embedded resources, inflated on first use; deref to [`Resources`].
pub static RESOURCES: Builtin = Builtin(OnceBox::new());

/// The built-in set behind [`RESOURCES`]: made once, then kept for the run.
pub struct Builtin(OnceBox<Resources<'static>>);

impl Builtin {
    /// The set, inflating it on the first call.
    pub fn get(&self) -> &Resources<'static> {
        self.0.get_or_init(|| Box::new(unpack()))
    }

    /// Makes the set with `settle` run on it first (a platform moving the pictures where
    /// its GPU reads them); `false` (and `settle` not run) when it was already made.
    pub fn init_with(&self, settle: impl FnOnce(&mut Resources<'static>)) -> bool {
        let mut made = false;
        self.0.get_or_init(|| {
            let mut r = unpack();
            settle(&mut r);
            made = true;
            Box::new(r)
        });
        made
    }

    /// The set if it has been made (nothing is inflated).
    pub fn if_made(&self) -> Option<&Resources<'static>> {
        self.0.get()
    }
}

impl core::ops::Deref for Builtin {
    type Target = Resources<'static>;

    fn deref(&self) -> &Resources<'static> {
        self.get()
    }
}

impl core::fmt::Debug for Builtin {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        self.get().fmt(f)
    }
}

impl PartialEq<Builtin> for Resources<'static> {
    fn eq(&self, other: &Builtin) -> bool {
        *self == *other.get()
    }
}

impl PartialEq<Resources<'static>> for Builtin {
    fn eq(&self, other: &Resources<'static>) -> bool {
        *self.get() == *other
    }
}

impl Builtin {
    /// Whether `res` is this set (by address; `false` while it has not been made).
    pub fn is(&self, res: &Resources<'_>) -> bool {
        self.if_made().is_some_and(|b| {
            core::ptr::eq(
                (b as *const Resources<'_>).cast::<()>(),
                (res as *const Resources<'_>).cast(),
            )
        })
    }
}

/// The pictures kept deflated, as `build.rs` chose them.
pub fn packed() -> &'static [Packed] {
    PACKED
}

/// A fresh copy of the embedded set with every deflated picture inflated.
///
/// # Panics
///
/// When `build.rs`'s own deflate data does not inflate to its length: a broken build,
/// never the player's input.
pub fn unpack() -> Resources<'static> {
    let mut r = PACKED_RESOURCES.clone();
    for p in PACKED {
        let mut out = alloc::vec![0u8; p.len + 1];
        let n = miniz_oxide::inflate::decompress_slice_iter_to_slice(
            &mut out,
            core::iter::once(p.deflated),
            false,
            false,
        );
        assert!(
            n == Ok(p.len),
            "build.rs deflated picture {} of image file {}",
            p.picture,
            p.file
        );
        out.truncate(p.len);
        r.image_files.to_mut()[p.file].pictures.to_mut()[p.picture].indices = Cow::Owned(out);
    }
    r
}

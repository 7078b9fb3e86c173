//! The GPU canvas: every [`Canvas`] call becomes a sprite in the display list, with the
//! pictures used in place as 8-bit textures and their palettes as colour lookup tables.

use super::once::TakeOnce;
use alloc::vec::Vec;
use bounceback::gfx::scale::Filter;
use bounceback::gfx::{font, Budget, Canvas, Color32, Image, Rect, SCREEN_H, SCREEN_W};
use bounceback::runtime::driver::ListUse;
use bounceback::runtime::Assets;
use core::ffi::c_void;
use psp::sys::{
    self, BlendFactor, BlendOp, ClearBuffer, ClutPixelFormat, DisplayPixelFormat, GuContextType,
    GuPrimitive, GuState, GuSyncBehavior, GuSyncMode, GuTexWrapMode, MipmapLevel,
    TextureColorComponent, TextureEffect, TextureFilter, TexturePixelFormat, VertexType,
};

const STRIDE: i32 = 512;
/// Frame buffers in VRAM, as offsets from its start.
const FRAME_BYTES: usize = (STRIDE * SCREEN_H * 4) as usize;
/// The 16-bit depth buffer's VRAM offset: after the two frame buffers (2 x 557,056 bytes),
/// 278,528 bytes of its own, so it ends at 1,392,640 of VRAM's 2 MiB.
const DEPTH_OFFSET: usize = 2 * FRAME_BYTES;
const _: () = assert!(DEPTH_OFFSET + (STRIDE * SCREEN_H * 2) as usize <= 2 << 20);

/// The render-to-texture target an enlarged picture is drawn into ([`Canvas::picture`]):
/// after the depth buffer, rows of 384 pixels (a frame buffer's width must be a multiple of
/// 64) and 417 of them, 640,512 bytes, so it ends at 2,033,152 of VRAM's 2,097,152 (see
/// docs/HARDWARE.md, "VRAM budget"). It holds the original's 176 x 208 picture doubled
/// (SHARP, 352 x 416) or as it is (SMOOTH), and one more column and row, copies of the
/// last, which the filter reads at the picture's right and bottom edges.
const RTT_OFFSET: usize = DEPTH_OFFSET + (STRIDE * SCREEN_H * 2) as usize;
const RTT_STRIDE: i32 = 384;
const RTT_ROWS: i32 = 417;
const RTT_BYTES: usize = (RTT_STRIDE * RTT_ROWS * 4) as usize;
const _: () = assert!(RTT_OFFSET + RTT_BYTES <= 2 << 20);
const _: () = assert!(RTT_STRIDE % 64 == 0);
/// VRAM as the GE's texture unit addresses it (the CPU's uncached view is elsewhere; the
/// texture address registers take this one).
const VRAM: usize = 0x0400_0000;

const LIST_WORDS: usize = 0x10000;
/// The display list (rebuilt every frame), used by the one [`Gu`] alone.
static mut LIST: psp::Align16<[u32; LIST_WORDS]> = psp::Align16([0; LIST_WORDS]);
/// What the Canvas may append to a frame's list: all of it but a tail kept for
/// `sceGuFinish` (two commands) and for one group's commands written beyond its estimate
/// (the use is re-read from the list before every group, so an estimate's error cannot add
/// up over groups).
///
/// A build with `BOUNCE_GE_LIST_BUDGET=BYTES` in its environment uses a smaller budget
/// instead (never a larger one), so that the emulator can show the guard dropping commands.
const LIST_BUDGET: u32 = {
    let full = (LIST_WORDS * 4) as u32 - 64;
    match option_env!("BOUNCE_GE_LIST_BUDGET") {
        Some(s) => {
            let n = parse_u32(s);
            if n < full {
                n
            } else {
                full
            }
        }
        None => full,
    }
};

/// The decimal digits at the start of `s` (0 when there are none).
const fn parse_u32(s: &str) -> u32 {
    let b = s.as_bytes();
    let mut i = 0;
    let mut n: u32 = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        n = n.saturating_mul(10).saturating_add((b[i] - b'0') as u32);
        i += 1;
    }
    n
}

/// Room kept in every frame's list for the performance overlay, drawn last, so that it
/// still shows the drops of a frame that filled the list (its two lines of built-in text,
/// a sprite a glyph, take a few KB; a rectangle a run of pixels took up to 35 KB).
const OVERLAY_ROOM: u32 = if LIST_BUDGET / 2 < 40 * 1024 {
    LIST_BUDGET / 2
} else {
    40 * 1024
};

/// Bytes each kind of command appends (psp 0.3.14's libgu): one command is 4 bytes.
const CMD: u32 = 4;
/// `sceGuEnable` / `sceGuDisable` of the texture: one command.
const TEXTURE_TOGGLE: u32 = CMD;
/// `sceGuColor`: the material's ambient, alpha, diffuse and specular colours.
const COLOR: u32 = 4 * CMD;
/// Binding a picture: `sceGuClutLoad` (3), `sceGuTexMode` (2), `sceGuTexImage` (3 and a
/// flush) and `sceGuTexFlush`.
const BIND: u32 = 10 * CMD;
/// Opening an enlarged picture: the draw buffer moved to the texture (3 commands), the
/// scissor (2) and the drawing region (2); needed before any of it is drawn.
const PICTURE_OPEN: u32 = 7 * CMD;
/// Closing one: the texture bound (`sceGuTexMode` 2, `sceGuTexImage` 4, a flush), the
/// function, filter, wrap, blend and texture states (8), the edge copy's two sprites, the
/// draw buffer, scissor and drawing region back (7), the sprite over the window, the
/// states back (5) and the colour (4). Written whatever the budget says once the picture is open (the draw
/// buffer must come back): the room the budget holds back for the overlay covers it.
const PICTURE_CLOSE: u32 = 32 * CMD + 3 * draw_bytes(2 * core::mem::size_of::<TexVertex>() as u32);
const _: () = assert!(PICTURE_OPEN + PICTURE_CLOSE < OVERLAY_ROOM);

/// A draw of `vertex_bytes` of vertices: `sceGuGetMemory`'s jump over them (2 commands and
/// the vertices rounded up to 4 bytes), then `sceGuDrawArray` (vertex type, base, address
/// and the primitive).
const fn draw_bytes(vertex_bytes: u32) -> u32 {
    2 * CMD + vertex_bytes.div_ceil(4) * 4 + 4 * CMD
}

#[repr(C)]
#[derive(Clone, Copy)]
struct TexVertex {
    u: i16,
    v: i16,
    x: i16,
    y: i16,
    z: i16,
}

#[repr(C)]
#[derive(Clone, Copy)]
struct ColorVertex {
    color: u32,
    x: i16,
    y: i16,
    z: i16,
    _pad: i16,
}

/// Taken by the one [`Gu::init`] that sets the GPU up and owns [`LIST`].
static INIT: TakeOnce = TakeOnce::new();

/// The memory of the pictures that live for the run: the program's [`Assets`], borrowed
/// for `'static`. The GPU reads a texture after the blit that bound it has returned (until
/// [`Gu::end`]), so it is handed pictures in this memory only; any other is skipped.
struct Pinned {
    /// Byte ranges `start..end`, sorted and merged where they touch.
    ranges: Vec<(usize, usize)>,
}

impl Pinned {
    fn of(assets: &impl Assets) -> Pinned {
        let mut ranges = Vec::new();
        // The built-in font's atlas (a static), with the program's pictures.
        let font = font::atlas();
        let mut each = |indices: &'static [u8], palette: &'static [Color32]| {
            for (at, len) in [
                (indices.as_ptr() as usize, indices.len()),
                (palette.as_ptr() as usize, core::mem::size_of_val(palette)),
            ] {
                if len > 0 {
                    ranges.push((at, at + len));
                }
            }
        };
        each(font.indices(), font.palette());
        assets.pictures(&mut each);
        ranges.sort_unstable();
        let mut merged: Vec<(usize, usize)> = Vec::with_capacity(ranges.len());
        for (start, end) in ranges {
            match merged.last_mut() {
                Some(last) if start <= last.1 => last.1 = last.1.max(end),
                _ => merged.push((start, end)),
            }
        }
        Pinned { ranges: merged }
    }

    /// Whether all of `s` lies in pinned memory.
    fn holds<T>(&self, s: &[T]) -> bool {
        let start = s.as_ptr() as usize;
        let end = start + core::mem::size_of_val(s);
        let i = self.ranges.partition_point(|&(a, _)| a <= start);
        i > 0 && end <= self.ranges[i - 1].1
    }
}

/// The GPU and its display list; there is at most one (see [`Gu::init`]).
pub(super) struct Gu {
    pinned: Pinned,
    /// The texture last bound.
    bound: Option<TexKey>,
    textured: bool,
    tint: Color32,
    budget: Budget,
    /// Every position is multiplied by this (an enlarged picture's whole prescale, drawn
    /// with the nearest texels: exact blocks); 1 on the screen.
    zoom: i32,
    /// The VRAM offset of the frame buffer being drawn (the one not shown).
    draw: usize,
}

/// What makes a bound texture: the same indices under another palette (or seen at
/// another size) are another texture.
#[derive(Clone, Copy, PartialEq, Eq)]
struct TexKey {
    indices: usize,
    palette: usize,
    colours: usize,
    width: i32,
    height: i32,
    stride: usize,
}

impl TexKey {
    fn of(img: &Image<'_>) -> TexKey {
        TexKey {
            indices: img.indices().as_ptr() as usize,
            palette: img.palette().as_ptr() as usize,
            colours: img.palette().len(),
            width: img.width(),
            height: img.height(),
            stride: img.stride(),
        }
    }
}

/// The GE's drawing region, `(0, 0)` to `(w - 1, h - 1)`: nothing is drawn outside it,
/// whatever the scissor (libgu sets it once, to the screen, in `sceGuDispBuffer`).
///
/// # Safety
///
/// A display list is open (the two commands are appended to it).
unsafe fn draw_region(w: i32, h: i32) {
    // SAFETY: the caller's list is open; the commands carry numbers, no pointers.
    unsafe {
        sys::sceGuSendCommandi(sys::GeCommand::Region1, 0);
        sys::sceGuSendCommandi(sys::GeCommand::Region2, ((h - 1) << 10) | (w - 1));
    }
}

fn pow2(v: i32) -> i32 {
    let mut p = 1;
    while p < v {
        p <<= 1;
    }
    p
}

fn clamp16(v: i32) -> i16 {
    v.clamp(-16384, 16383) as i16
}

impl Gu {
    /// Sets the GPU up: two 32-bit frame buffers, 2D drawing, alpha blending; it draws
    /// the pictures of `assets` (see [`Pinned`]). `None` on any call but the first: there is
    /// one GPU, and one `Gu` owns [`LIST`].
    pub(super) fn init(assets: &impl Assets) -> Option<Gu> {
        if !INIT.take() {
            return None;
        }
        // SAFETY: the one GPU set-up (INIT was taken just now), on the main thread.
        unsafe { sys::sceGuInit() };
        // SAFETY: LIST is 16-byte aligned, lives forever and is used by the `Gu` returned
        // alone, which writes it through libgu only (see `begin`).
        unsafe { sys::sceGuStart(GuContextType::Direct, &raw mut LIST as *mut c_void) };
        // SAFETY: VRAM offsets, not pointers: the two frame buffers (2 x 557,056 bytes) and
        // the depth buffer after them lie inside VRAM's 2 MiB (asserted at DEPTH_OFFSET).
        unsafe {
            sys::sceGuDrawBuffer(DisplayPixelFormat::Psm8888, core::ptr::null_mut(), STRIDE);
            sys::sceGuDispBuffer(SCREEN_W, SCREEN_H, FRAME_BYTES as *mut c_void, STRIDE);
            sys::sceGuDepthBuffer(DEPTH_OFFSET as *mut c_void, STRIDE);
        }
        // SAFETY: state commands appended to the list just opened; no pointers.
        unsafe {
            sys::sceGuOffset(2048 - (SCREEN_W as u32 / 2), 2048 - (SCREEN_H as u32 / 2));
            sys::sceGuViewport(2048, 2048, SCREEN_W, SCREEN_H);
            sys::sceGuScissor(0, 0, SCREEN_W, SCREEN_H);
            sys::sceGuEnable(GuState::ScissorTest);
            // Everything is drawn in order with z = 0: no depth test, and no depth writes
            // (1 disables them), into a depth buffer of its own after the frame buffers so
            // that a stray write could never land in a picture.
            sys::sceGuDepthMask(1);
            sys::sceGuDisable(GuState::DepthTest);
            sys::sceGuEnable(GuState::Blend);
            sys::sceGuBlendFunc(
                BlendOp::Add,
                BlendFactor::SrcAlpha,
                BlendFactor::OneMinusSrcAlpha,
                0,
                0,
            );
            sys::sceGuTexFilter(TextureFilter::Nearest, TextureFilter::Nearest);
            sys::sceGuTexFunc(TextureEffect::Modulate, TextureColorComponent::Rgba);
            sys::sceGuClutMode(ClutPixelFormat::Psm8888, 0, 0xFF, 0);
        }
        // SAFETY: closes the list and waits until the GPU has run it; then shows the frame
        // buffers set above.
        unsafe {
            sys::sceGuFinish();
            sys::sceGuSync(GuSyncMode::Finish, GuSyncBehavior::Wait);
            sys::sceDisplayWaitVblankStart();
            sys::sceGuDisplay(true);
        }
        Some(Gu {
            pinned: Pinned::of(assets),
            bound: None,
            textured: false,
            tint: 0xFFFF_FFFF,
            budget: Budget::new(LIST_BUDGET).holding_back(OVERLAY_ROOM),
            zoom: 1,
            draw: 0,
        })
    }

    /// Bytes of the open display list written so far.
    fn list_used() -> u32 {
        // SAFETY: reads the open list's start and current pointers (begin() opened it).
        unsafe { sys::sceGuCheckList() as u32 }
    }

    /// Room for a group of `n` bytes of commands in this frame's list; a group that does
    /// not fit is counted as dropped and must not be written.
    fn room(&mut self, n: u32) -> bool {
        self.budget.set_used(Self::list_used());
        self.budget.reserve(n)
    }

    /// This frame's use of the display list (read after end()).
    pub(super) fn list_use(&self) -> ListUse {
        ListUse {
            capacity: self.budget.capacity(),
            used: self.budget.used(),
            high_water: self.budget.high_water(),
            dropped: self.budget.dropped(),
            dropped_total: self.budget.dropped_total(),
        }
    }

    /// Starts a frame's display list.
    pub(super) fn begin(&mut self) {
        self.bound = None;
        self.textured = false;
        self.tint = 0xFFFF_FFFF;
        // SAFETY: LIST belongs to this, the one `Gu`, and the previous list has finished
        // (end() waits for it), so the GPU no longer reads it.
        unsafe { sys::sceGuStart(GuContextType::Direct, &raw mut LIST as *mut c_void) };
        // SAFETY: state and clear commands appended to the list just opened; no pointers.
        unsafe {
            sys::sceGuClearColor(0xFF00_0000);
            sys::sceGuClear(ClearBuffer::COLOR_BUFFER_BIT);
            sys::sceGuDisable(GuState::Texture2D);
            sys::sceGuColor(0xFFFF_FFFF);
        }
        self.budget.begin_frame();
        self.budget.set_used(Self::list_used());
    }

    /// Ends the list and waits for the GPU to draw it.
    pub(super) fn end(&mut self) {
        self.budget.set_used(Self::list_used());
        // SAFETY: closes the list started in begin() and waits until the GPU is done with
        // it and with the textures it read.
        unsafe {
            sys::sceGuFinish();
            sys::sceGuSync(GuSyncMode::Finish, GuSyncBehavior::Wait);
        }
    }

    /// Shows the finished frame at the next vertical blank.
    pub(super) fn present(&mut self) {
        // SAFETY: plain display calls on the main thread; the new draw buffer's VRAM offset
        // comes back (kept for a picture's return to it).
        self.draw = unsafe {
            sys::sceDisplayWaitVblankStart();
            sys::sceGuSwapBuffers()
        } as usize;
    }

    fn set_textured(&mut self, on: bool) {
        if on != self.textured {
            self.textured = on;
            // SAFETY: a state change appended to the open display list.
            unsafe {
                if on {
                    sys::sceGuEnable(GuState::Texture2D);
                } else {
                    sys::sceGuDisable(GuState::Texture2D);
                }
            }
        }
    }

    /// Draws the sprite whose corners are `corners`, of vertex type `vtype`, after room()
    /// made room for it (`draw_bytes` of the two vertices).
    fn sprite<V: Copy>(vtype: VertexType, corners: [V; 2]) {
        // sceGuGetMemory hands out whole words of the list (16-byte aligned, 4-byte
        // commands), which suits a vertex of at most 4-byte alignment.
        const { assert!(core::mem::align_of::<V>() <= 4) };
        let bytes = core::mem::size_of::<[V; 2]>() as i32;
        // SAFETY: takes `bytes` of the open list, which room() checked fit in it.
        let at = unsafe { sys::sceGuGetMemory(bytes) }.cast::<[V; 2]>();
        // SAFETY: `at` is `bytes` of the list's own memory, word aligned (above), that
        // nothing else uses; the GPU reads them only once the list runs.
        unsafe { at.write(corners) };
        // SAFETY: `at` holds the two vertices just written, of type `vtype`, which stay in
        // the list until the GPU has drawn them (end() waits for it).
        unsafe {
            sys::sceGuDrawArray(
                GuPrimitive::Sprites,
                vtype,
                2,
                core::ptr::null(),
                at.cast::<c_void>(),
            )
        };
    }

    /// Whether the GPU can read `img` in place: 16-byte aligned indices and palette (an
    /// [`Image`] holds `height` rows of `stride` indices by construction), in memory that
    /// lives for the run.
    fn bindable(&self, img: &Image<'_>) -> bool {
        let addr = img.indices().as_ptr() as usize;
        img.palette().len() >= 8
            && self.pinned.holds(img.indices())
            && self.pinned.holds(img.palette())
            && addr.is_multiple_of(16)
            && (img.palette().as_ptr() as usize).is_multiple_of(16)
    }

    /// Makes `img` the texture (a [`Gu::bindable`] picture).
    fn bind(&mut self, img: &Image<'_>) {
        let key = TexKey::of(img);
        if self.bound != Some(key) {
            self.bound = Some(key);
            let (palette, indices) = (img.palette().as_ptr(), img.indices().as_ptr());
            // SAFETY: the palette is 16-byte aligned (bindable) and holds the `len / 8`
            // blocks of 8 colours loaded; the GPU only reads it, when it runs the list,
            // before end() returns, and it lies in memory that lives for the run (bindable:
            // `Pinned`, the resources borrowed for `'static`).
            unsafe { sys::sceGuClutLoad((img.palette().len() / 8) as i32, palette.cast()) };
            // SAFETY: a state command appended to the open list; no pointers.
            unsafe { sys::sceGuTexMode(TexturePixelFormat::PsmT8, 0, 0, 0) };
            // SAFETY: the indices are 16-byte aligned (bindable) and hold `height` rows of
            // `stride` (an `Image` does); the GPU reads them only at the sprites' texture
            // coordinates, inside `width x height`, when it runs the list, before end()
            // returns; they live for the run, as above.
            unsafe {
                sys::sceGuTexImage(
                    MipmapLevel::None,
                    pow2(img.width()),
                    pow2(img.height()),
                    img.stride() as i32,
                    indices.cast(),
                )
            };
            // SAFETY: a command appended to the open list; no pointers.
            unsafe { sys::sceGuTexFlush() };
        }
    }
    /// The texels `s` of `img` (inside it) over the pixels `dst`, times `tint`: one sprite,
    /// after the texture and colour states it needs.
    fn textured(&mut self, img: &Image<'_>, s: Rect, dst: Rect, tint: Color32) {
        if !self.bindable(img) {
            return;
        }
        let need = if self.textured { 0 } else { TEXTURE_TOGGLE }
            + if self.bound == Some(TexKey::of(img)) {
                0
            } else {
                BIND
            }
            + if tint == self.tint { 0 } else { COLOR }
            + draw_bytes(2 * core::mem::size_of::<TexVertex>() as u32);
        if !self.room(need) {
            return;
        }
        self.set_textured(true);
        self.bind(img);
        if tint != self.tint {
            self.tint = tint;
            // SAFETY: a state change appended to the open display list.
            unsafe { sys::sceGuColor(tint) };
        }
        let k = self.zoom;
        Self::sprite(
            VertexType::TEXTURE_16BIT | VertexType::VERTEX_16BIT | VertexType::TRANSFORM_2D,
            [
                TexVertex {
                    u: s.x as i16,
                    v: s.y as i16,
                    x: clamp16(dst.x.saturating_mul(k)),
                    y: clamp16(dst.y.saturating_mul(k)),
                    z: 0,
                },
                TexVertex {
                    u: (s.x + s.w) as i16,
                    v: (s.y + s.h) as i16,
                    x: clamp16((dst.x + dst.w).saturating_mul(k)),
                    y: clamp16((dst.y + dst.h).saturating_mul(k)),
                    z: 0,
                },
            ],
        );
    }
}

impl Canvas for Gu {
    fn size(&self) -> (i32, i32) {
        (SCREEN_W, SCREEN_H)
    }

    fn fill_rect(&mut self, r: Rect, color: Color32) {
        if r.is_empty() || color >> 24 == 0 {
            return;
        }
        let need = if self.textured { TEXTURE_TOGGLE } else { 0 }
            + draw_bytes(2 * core::mem::size_of::<ColorVertex>() as u32);
        if !self.room(need) {
            return;
        }
        self.set_textured(false);
        let k = self.zoom;
        let corner = |x: i32, y: i32| ColorVertex {
            color,
            x: clamp16(x.saturating_mul(k)),
            y: clamp16(y.saturating_mul(k)),
            z: 0,
            _pad: 0,
        };
        Self::sprite(
            VertexType::COLOR_8888 | VertexType::VERTEX_16BIT | VertexType::TRANSFORM_2D,
            [corner(r.x, r.y), corner(r.x + r.w, r.y + r.h)],
        );
    }

    fn blit(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32) {
        self.blit_tinted(img, src, dx, dy, 0xFFFF_FFFF);
    }

    fn last_layer(&mut self) {
        self.budget.release();
    }

    fn blit_tinted(&mut self, img: &Image<'_>, src: Rect, dx: i32, dy: i32, tint: Color32) {
        let s = src.intersect(&Rect::new(0, 0, img.width(), img.height()));
        if s.is_empty() {
            return;
        }
        let (dx, dy) = (dx + (s.x - src.x), dy + (s.y - src.y));
        self.textured(img, s, Rect::new(dx, dy, s.w, s.h), tint);
    }

    /// One sprite of the font's atlas: a glyph's 5 x 7 texels stretched over its
    /// `5 * scale` x `7 * scale` pixels with the nearest texel (exact squares), in place of
    /// a rectangle a run of its pixels (a fifth of the commands or fewer).
    fn builtin_glyph(&mut self, x: i32, y: i32, scale: i32, color: Color32, ch: char) {
        if scale < 1 || color >> 24 == 0 || font::glyph(ch).iter().all(|&r| r == 0) {
            return;
        }
        let atlas = font::atlas();
        self.textured(
            &atlas,
            font::atlas_cell(ch),
            Rect::new(x, y, 5 * scale, 7 * scale),
            color,
        );
    }
    /// Rendered to a texture in VRAM ([`RTT_OFFSET`]), enlarged by the filter's whole
    /// prescale as it is drawn (every position times [`Gu::zoom`], nearest texels), its last
    /// column and row copied one further, then drawn as one sprite over `dst` with the GE's
    /// bilinear filter. No pixel passes through the CPU. A picture the texture cannot hold
    /// is not drawn.
    fn picture(
        &mut self,
        size: (i32, i32),
        dst: Rect,
        filter: Filter,
        paint: &mut dyn FnMut(&mut dyn Canvas),
    ) {
        let k = filter.prescale(size, dst);
        let (tw, th) = (size.0 * k, size.1 * k);
        if self.zoom != 1 || tw < 1 || th < 1 || tw + 1 > RTT_STRIDE || th + 1 > RTT_ROWS {
            return;
        }
        if dst.is_empty() || !self.room(PICTURE_OPEN + PICTURE_CLOSE) {
            return;
        }
        // SAFETY: a VRAM offset, not a pointer: the target lies inside VRAM (asserted at
        // RTT_OFFSET), apart from the frame and depth buffers; the scissor keeps every
        // pixel drawn inside its `tw + 1` x `th + 1`.
        unsafe {
            sys::sceGuDrawBufferList(
                DisplayPixelFormat::Psm8888,
                RTT_OFFSET as *mut c_void,
                RTT_STRIDE,
            );
            sys::sceGuScissor(0, 0, tw + 1, th + 1);
            draw_region(tw + 1, th + 1);
        }
        self.zoom = k;
        paint(self);
        self.zoom = 1;
        self.set_textured(true);
        self.bound = None;
        if self.tint != 0xFFFF_FFFF {
            self.tint = 0xFFFF_FFFF;
            // SAFETY: a state change appended to the open display list.
            unsafe { sys::sceGuColor(0xFFFF_FFFF) };
        }
        let texture = (VRAM + RTT_OFFSET) as *const c_void;
        // SAFETY: state commands appended to the open list. The texture is the target just
        // drawn (the GE's address of VRAM at RTT_OFFSET, 8888, rows RTT_STRIDE apart); the
        // sprites below read it only inside `tw + 1` x `th + 1` texels, which it holds (the
        // 512 x 512 size is the power of two addressing needs, not what is read). The flush
        // drops texels cached before the picture was drawn. Replace with the RGB of the
        // texture and no blending: the target's alpha bytes are not the picture's.
        unsafe {
            sys::sceGuTexMode(TexturePixelFormat::Psm8888, 0, 0, 0);
            sys::sceGuTexImage(MipmapLevel::None, 512, 512, RTT_STRIDE, texture);
            sys::sceGuTexFunc(TextureEffect::Replace, TextureColorComponent::Rgb);
            sys::sceGuTexWrap(GuTexWrapMode::Clamp, GuTexWrapMode::Clamp);
            sys::sceGuDisable(GuState::Blend);
            sys::sceGuTexFlush();
        }
        let tex =
            || VertexType::TEXTURE_16BIT | VertexType::VERTEX_16BIT | VertexType::TRANSFORM_2D;
        let corner = |u: i32, v: i32, x: i32, y: i32| TexVertex {
            u: u as i16,
            v: v as i16,
            x: clamp16(x),
            y: clamp16(y),
            z: 0,
        };
        // The last column, then the last row with the new corner, copied one further (1:1
        // sprites with the nearest texel: exact copies).
        Self::sprite(
            tex(),
            [corner(tw - 1, 0, tw, 0), corner(tw, th, tw + 1, th)],
        );
        Self::sprite(
            tex(),
            [corner(0, th - 1, 0, th), corner(tw + 1, th, tw + 1, th + 1)],
        );
        // SAFETY: the draw buffer back to the frame buffer being drawn (a VRAM offset
        // sceGuSwapBuffers gave, or 0 before the first swap), the screen's scissor, and the
        // texture read again after the copies just drawn into it.
        unsafe {
            sys::sceGuDrawBufferList(
                DisplayPixelFormat::Psm8888,
                self.draw as *mut c_void,
                STRIDE,
            );
            sys::sceGuScissor(0, 0, SCREEN_W, SCREEN_H);
            draw_region(SCREEN_W, SCREEN_H);
            sys::sceGuTexFlush();
            sys::sceGuTexFilter(TextureFilter::Linear, TextureFilter::Linear);
        }
        Self::sprite(
            tex(),
            [
                corner(0, 0, dst.x, dst.y),
                corner(tw, th, dst.x + dst.w, dst.y + dst.h),
            ],
        );
        // SAFETY: state commands appended to the open list: the states every other draw
        // expects, as init() set them.
        unsafe {
            sys::sceGuTexFilter(TextureFilter::Nearest, TextureFilter::Nearest);
            sys::sceGuTexFunc(TextureEffect::Modulate, TextureColorComponent::Rgba);
            sys::sceGuTexWrap(GuTexWrapMode::Repeat, GuTexWrapMode::Repeat);
            sys::sceGuEnable(GuState::Blend);
        }
    }
}

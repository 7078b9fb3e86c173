//! `tf`: a tile set (the foreground's, and in the same layout the background's header).
//!
//! Chunk 0 holds the header, the animation groups and the tile records below `split`;
//! chunk 1 holds the records from `split` on. Records with collision type 1 carry a
//! 256-byte inline mask.

use super::container::{self, Container};
use super::cursor::Cursor;
use super::error::{ErrorKind, FileName, Place, ResError};
use alloc::borrow::Cow;
use alloc::vec::Vec;

/// Most tiles a set can hold (the count is a signed byte).
pub const MAX_TILES: usize = 127;
/// Most animation groups (the count is a signed byte).
pub const MAX_GROUPS: usize = 127;
/// Most frames in one animation group.
pub const MAX_FRAMES: usize = 8;

/// A 16x16 tile mask in the orientation collision reads it: `rows[y] >> x & 1` is pixel
/// `(x, y)`. The file stores it column-major (byte `16x + y`), see [`mask_from_file`].
pub type Mask16 = [u16; 16];

/// Converts 256 mask bytes in file order into runtime rows: byte `q = 16u + v` is pixel
/// `x = u, y = v` (the original fills `[u][v]` and reads `[y][x]`).
pub fn mask_from_file(bytes: &[u8; 256]) -> Mask16 {
    let mut rows = [0u16; 16];
    for (q, b) in bytes.iter().enumerate() {
        if *b != 0 {
            let (x, y) = (q / 16, q % 16);
            rows[y] |= 1 << x;
        }
    }
    rows
}

/// The inverse of [`mask_from_file`], one byte (0 or 1) per pixel.
pub fn mask_to_file(rows: &Mask16) -> [u8; 256] {
    let mut out = [0u8; 256];
    for (q, b) in out.iter_mut().enumerate() {
        let (x, y) = (q / 16, q % 16);
        *b = (rows[y] >> x & 1) as u8;
    }
    out
}

/// How a tile is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum DrawType {
    /// Nothing: the tile is transparent.
    #[default]
    None,
    /// The image `image`.
    Image,
    /// A fill with the colour `aux`.
    Fill,
    /// The animation group `aux`.
    Animated,
    /// A fill with the colour `aux`, then the image.
    FillImage,
}

impl DrawType {
    /// The stored draw type, `None` for a byte the format does not define (4 among them).
    pub fn from_byte(b: i8) -> Option<DrawType> {
        Some(match b {
            0 => DrawType::None,
            1 => DrawType::Image,
            2 => DrawType::Fill,
            3 => DrawType::Animated,
            5 => DrawType::FillImage,
            _ => return None,
        })
    }

    /// The byte [`DrawType::from_byte`] reads back, for the writers.
    pub fn to_byte(self) -> i8 {
        match self {
            DrawType::None => 0,
            DrawType::Image => 1,
            DrawType::Fill => 2,
            DrawType::Animated => 3,
            DrawType::FillImage => 5,
        }
    }

    /// Whether the record's `image` is drawn.
    pub fn uses_image(self) -> bool {
        matches!(self, DrawType::Image | DrawType::FillImage)
    }
}

/// How a tile collides (the original's collision types 0 to 3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Collision {
    /// Never collides.
    #[default]
    None = 0,
    /// Its own inline mask.
    OwnMask = 1,
    /// The whole 16x16 square.
    Solid = 2,
    /// The mask of tile `aux`, under `transform`.
    Alias = 3,
}

impl Collision {
    /// The stored collision type, `None` for a byte over 3.
    pub fn from_byte(b: i8) -> Option<Collision> {
        Some(match b {
            0 => Collision::None,
            1 => Collision::OwnMask,
            2 => Collision::Solid,
            3 => Collision::Alias,
            _ => return None,
        })
    }
}

/// One tile record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TileRecord {
    /// How it is drawn; `aux` is its colour or group.
    pub draw: DrawType,
    /// Image index (used unsigned).
    pub image: u8,
    /// Flip and rotation bits, used only by collision type 3.
    pub transform: u8,
    /// How it collides; `mask`, `aux` and `transform` serve it.
    pub collision: Collision,
    /// The inline mask (collision type 1 only).
    pub mask: Option<Mask16>,
    /// Fill colour, animation group or aliased tile, by draw and collision type.
    pub aux: i32,
}

/// An animation group: the tiles whose images it cycles through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct AnimGroup {
    /// Animation steps each frame shows for (>= 1).
    pub period: i8,
    /// How many of `frames` are used (1..=[`MAX_FRAMES`]).
    pub len: u8,
    /// The frame tile ids; past `len` zero.
    pub frames: [u8; MAX_FRAMES],
}

impl AnimGroup {
    /// The frame tile ids in use.
    pub fn frames(&self) -> &[u8] {
        &self.frames[..self.len as usize]
    }
}

/// A parsed tile set. Borrowed when embedded at build time, owned when read at run time.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TileSet<'a> {
    /// Tile pictures the set draws with.
    pub image_count: i8,
    /// The pictures below this come from `if0`, the rest from the level's `if<theme>`.
    pub base_images: i8,
    /// Non-zero clamps the camera horizontally to the map.
    pub clamp_x: i8,
    /// Non-zero clamps the camera vertically to the map.
    pub clamp_y: i8,
    /// Tile size as stored; see [`TileSet::tile_w`].
    pub raw_tile_w: i8,
    /// Tile height as stored; see [`TileSet::tile_h`].
    pub raw_tile_h: i8,
    /// Records from this index on are stored in chunk 1.
    pub split: i8,
    /// The cell bits that are the tile id (0x7F in the game's set).
    pub id_mask: u8,
    /// The cell bit drawn as a `flag_color` fill (0x80, water, in the game's set).
    pub flag_mask: u8,
    /// Stored as an i32; only the low 24 bits (RGB) are used.
    pub flag_color: i32,
    /// The animation groups that draw type [`DrawType::Animated`] names.
    pub groups: Cow<'a, [AnimGroup]>,
    /// The tile records, indexed by tile id.
    pub tiles: Cow<'a, [TileRecord]>,
}

impl TileSet<'_> {
    /// Tile width in pixels: a stored 12 means 16, as in the original.
    pub fn tile_w(&self) -> i32 {
        if self.raw_tile_w == 12 {
            16
        } else {
            self.raw_tile_w as i32
        }
    }

    /// Tile height in pixels (12 becomes 16 when the width was 12).
    pub fn tile_h(&self) -> i32 {
        if self.raw_tile_w == 12 {
            16
        } else {
            self.raw_tile_h as i32
        }
    }

    /// The mask collision uses for `tile`: its own, or its alias's.
    pub fn collision_mask(&self, tile: usize) -> Option<Mask16> {
        let t = self.tiles.get(tile)?;
        match t.collision {
            Collision::OwnMask => t.mask,
            Collision::Alias => self.tiles.get(t.aux as usize)?.mask,
            _ => None,
        }
    }

    /// Reads a tile set from a `tf`-layout container (chunk 0 and, for records from
    /// `split` on, chunk 1).
    ///
    /// # Errors
    ///
    /// A [`ResError`] for a malformed container, other than two chunks, or what
    /// [`TileSet::parse_chunks`] rejects.
    pub fn parse<'x>(file: FileName, data: &[u8]) -> Result<TileSet<'x>, ResError> {
        let c = Container::parse(file, data)?;
        c.require(2)?;
        let (c0, p0) = c.chunk(0)?;
        let (c1, p1) = c.chunk(1)?;
        if c.len() != 2 {
            return Err(Place::file(file.as_str()).error(
                0,
                ErrorKind::Invalid {
                    field: "chunk count",
                    value: c.len() as i64,
                    expected: "2",
                },
            ));
        }
        Self::parse_chunks(c0, p0, Some((c1, p1)))
    }

    /// Reads a tile set from its two chunk bodies (the background keeps the header in a
    /// nested container and has no second chunk).
    ///
    /// # Errors
    ///
    /// A [`ResError`] at the first fault: a header, group or record cut short, a count, draw
    /// type, collision type or frame out of range, fewer records than the count
    /// ([`ErrorKind::TileRecordsMissing`]), or an alias to no earlier own-mask tile
    /// ([`ErrorKind::BadAlias`]).
    pub fn parse_chunks<'x>(
        c0: &[u8],
        p0: Place,
        c1: Option<(&[u8], Place)>,
    ) -> Result<TileSet<'x>, ResError> {
        let mut c = Cursor::new(c0, p0);
        let at = c.pos();
        let image_count = c.i8()?;
        if image_count < 0 {
            return Err(c.invalid_at(at, "image count", image_count as i64, "0 or more"));
        }
        let at = c.pos();
        let base_images = c.i8()?;
        if !(0..=image_count).contains(&base_images) {
            return Err(c.invalid_at(
                at,
                "base image count",
                base_images as i64,
                "0 to the image count",
            ));
        }
        let clamp_x = c.i8()?;
        let clamp_y = c.i8()?;
        let at = c.pos();
        let raw_tile_w = c.i8()?;
        if raw_tile_w <= 0 {
            return Err(c.invalid_at(at, "tile width", raw_tile_w as i64, "1 or more"));
        }
        let at = c.pos();
        let raw_tile_h = c.i8()?;
        if raw_tile_h <= 0 {
            return Err(c.invalid_at(at, "tile height", raw_tile_h as i64, "1 or more"));
        }
        let at = c.pos();
        let count = c.i8()?;
        if count < 0 {
            return Err(c.invalid_at(at, "tile count", count as i64, "0 to 127"));
        }
        let split = c.i8()?;
        let id_mask = c.u8()?;
        let flag_mask = c.u8()?;
        let flag_color = c.i32()?;
        let at = c.pos();
        let group_count = c.i8()?;
        if group_count < 0 {
            return Err(c.invalid_at(at, "group count", group_count as i64, "0 to 127"));
        }
        let mut groups = Vec::with_capacity(group_count as usize);
        let mut group_pos = Vec::with_capacity(group_count as usize);
        for _ in 0..group_count {
            c.u8()?; // the group's index: the original reads it and ignores it
            let at = c.pos();
            let period = c.i8()?;
            if period <= 0 {
                return Err(c.invalid_at(at, "group period", period as i64, "1 or more"));
            }
            let at = c.pos();
            let n = c.i8()?;
            if !(1..=MAX_FRAMES as i8).contains(&n) {
                return Err(c.invalid_at(at, "group frame count", n as i64, "1 to 8"));
            }
            let mut frames = [0u8; MAX_FRAMES];
            group_pos.push(c.pos());
            for f in frames.iter_mut().take(n as usize) {
                let at = c.pos();
                let id = c.i8()?;
                if !(0..count).contains(&id) {
                    return Err(c.invalid_at(at, "frame tile", id as i64, "a tile of the set"));
                }
                *f = id as u8;
            }
            groups.push(AnimGroup {
                period,
                len: n as u8,
                frames,
            });
        }

        let mut tiles: Vec<TileRecord> = Vec::with_capacity(count as usize);
        let mut second = c1.map(|(b, p)| Cursor::new(b, p));
        let mut record_pos = Vec::with_capacity(count as usize);
        for i in 0..count as usize {
            let cur = if (i as i32) < split as i32 {
                &mut c
            } else {
                match second.as_mut() {
                    Some(s) => s,
                    None => {
                        return Err(c.error(ErrorKind::TileRecordsMissing {
                            count: count as usize,
                            present: i,
                        }))
                    }
                }
            };
            if cur.remaining() == 0 {
                return Err(cur.error(ErrorKind::TileRecordsMissing {
                    count: count as usize,
                    present: i,
                }));
            }
            record_pos.push((cur.pos(), cur.place()));
            tiles.push(read_record(cur, i, image_count, group_count, &tiles)?);
        }
        // Bytes after the last record of either chunk are never read, by the original either.

        let set = TileSet {
            image_count,
            base_images,
            clamp_x,
            clamp_y,
            raw_tile_w,
            raw_tile_h,
            split,
            id_mask,
            flag_mask,
            flag_color,
            groups: Cow::Owned(groups),
            tiles: Cow::Owned(tiles),
        };
        // Animated tiles draw (image of the group's first frame + frame index).
        for (g, group) in set.groups.iter().enumerate() {
            let first = set.tiles[group.frames[0] as usize].image as i32;
            if first + group.len as i32 > image_count as i32 {
                return Err(Cursor::new(c0, p0).invalid_at(
                    group_pos[g],
                    "group first frame image",
                    first as i64,
                    "room for every frame's image below the image count",
                ));
            }
        }
        Ok(set)
    }

    /// The two chunk bodies in file layout.
    ///
    /// # Errors
    ///
    /// When there are more than [`MAX_TILES`] tiles or [`MAX_GROUPS`] groups.
    pub fn to_chunks(&self) -> Result<(Vec<u8>, Vec<u8>), &'static str> {
        if self.tiles.len() > MAX_TILES || self.groups.len() > MAX_GROUPS {
            return Err("too many tiles or groups");
        }
        let mut c0 = Vec::new();
        c0.extend_from_slice(&[
            self.image_count as u8,
            self.base_images as u8,
            self.clamp_x as u8,
            self.clamp_y as u8,
            self.raw_tile_w as u8,
            self.raw_tile_h as u8,
            self.tiles.len() as u8,
            self.split as u8,
            self.id_mask,
            self.flag_mask,
        ]);
        c0.extend_from_slice(&self.flag_color.to_be_bytes());
        c0.push(self.groups.len() as u8);
        for (g, group) in self.groups.iter().enumerate() {
            c0.extend_from_slice(&[g as u8, group.period as u8, group.len]);
            c0.extend_from_slice(group.frames());
        }
        let mut c1 = Vec::new();
        for (i, t) in self.tiles.iter().enumerate() {
            let out = if (i as i32) < self.split as i32 {
                &mut c0
            } else {
                &mut c1
            };
            out.extend_from_slice(&[
                i as u8,
                t.draw.to_byte() as u8,
                t.image,
                t.transform,
                t.collision as u8,
            ]);
            if t.collision == Collision::OwnMask {
                out.extend_from_slice(&mask_to_file(&t.mask.unwrap_or_default()));
            }
            out.extend_from_slice(&t.aux.to_be_bytes());
        }
        Ok((c0, c1))
    }

    /// The whole `tf` file.
    ///
    /// # Errors
    ///
    /// As [`TileSet::to_chunks`], or when a chunk is over 32767 bytes.
    pub fn to_file(&self) -> Result<Vec<u8>, &'static str> {
        let (c0, c1) = self.to_chunks()?;
        let mut out = Vec::new();
        container::write(&mut out, &[&c0, &c1])?;
        Ok(out)
    }
}

fn read_record(
    c: &mut Cursor<'_>,
    i: usize,
    image_count: i8,
    group_count: i8,
    earlier: &[TileRecord],
) -> Result<TileRecord, ResError> {
    c.u8()?; // the record's index: the original reads it and ignores it
    let at = c.pos();
    let d = c.i8()?;
    let draw = DrawType::from_byte(d)
        .ok_or_else(|| c.invalid_at(at, "draw type", d as i64, "0, 1, 2, 3 or 5"))?;
    let at = c.pos();
    let image = c.u8()?;
    if draw.uses_image() && image as i32 >= image_count as i32 {
        return Err(c.invalid_at(at, "image index", image as i64, "below the image count"));
    }
    // Any value: the collision test reads only its flip bits (8, 4) and rotation (& 3).
    let transform = c.u8()?;
    let at = c.pos();
    let ct = c.i8()?;
    let collision = Collision::from_byte(ct)
        .ok_or_else(|| c.invalid_at(at, "collision type", ct as i64, "0 to 3"))?;
    let mask = if collision == Collision::OwnMask {
        // Java booleans: any non-zero byte is a set pixel.
        let bytes = c.bytes(256)?;
        let mut arr = [0u8; 256];
        arr.copy_from_slice(bytes);
        Some(mask_from_file(&arr))
    } else {
        None
    };
    let at = c.pos();
    let aux = c.i32()?;
    if collision == Collision::Alias {
        let ok = usize::try_from(aux)
            .ok()
            .and_then(|a| earlier.get(a))
            .is_some_and(|t| t.collision == Collision::OwnMask);
        if !ok {
            return Err(c.error_at(at, ErrorKind::BadAlias { tile: i, aux }));
        }
    }
    if draw == DrawType::Animated && !(0..group_count as i32).contains(&aux) {
        return Err(c.invalid_at(at, "animation group", aux as i64, "a group of the set"));
    }
    Ok(TileRecord {
        draw,
        image,
        transform,
        collision,
        mask,
        aux,
    })
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A small valid set: 6 tiles, one group, masks on tile 3, an alias on 4, split 5.
    pub(crate) fn sample() -> TileSet<'static> {
        let mut slope = [0u16; 16];
        for (y, row) in slope.iter_mut().enumerate() {
            for x in 0..16 {
                if x + y >= 15 {
                    *row |= 1 << x;
                }
            }
        }
        let t = |draw, image, collision, aux| TileRecord {
            draw,
            image,
            transform: 0,
            collision,
            mask: None,
            aux,
        };
        let mut tiles = alloc::vec![
            t(DrawType::None, 0, Collision::None, 0),
            t(DrawType::Fill, 0, Collision::Solid, 0x123456),
            t(DrawType::Image, 1, Collision::Solid, 0),
            t(DrawType::Image, 2, Collision::OwnMask, 0),
            t(DrawType::Image, 3, Collision::Alias, 3),
            t(DrawType::Animated, 0, Collision::Solid, 0),
        ];
        tiles[3].mask = Some(slope);
        tiles[4].transform = 1;
        let tiles = tiles;
        let mut frames = [0u8; MAX_FRAMES];
        frames[..2].copy_from_slice(&[2, 3]);
        TileSet {
            image_count: 5,
            base_images: 4,
            clamp_x: 1,
            clamp_y: 1,
            raw_tile_w: 12,
            raw_tile_h: 12,
            split: 5,
            id_mask: 0x7F,
            flag_mask: 0x80,
            flag_color: 0x7F00007F,
            groups: Cow::Owned(alloc::vec![AnimGroup {
                period: 5,
                len: 2,
                frames
            }]),
            tiles: Cow::Owned(tiles),
        }
    }

    fn name() -> FileName {
        FileName::new("tf")
    }

    #[test]
    fn round_trip() {
        let s = sample();
        let bytes = s.to_file().unwrap();
        let back = TileSet::parse(name(), &bytes).unwrap();
        assert_eq!(back, s);
        assert_eq!((back.tile_w(), back.tile_h()), (16, 16));
        assert_eq!(back.collision_mask(4), s.tiles[3].mask);
    }

    #[test]
    fn mask_orientation_is_transposed_from_file_order() {
        // One set pixel at runtime (x = 3, y = 1) is file byte 16 * 3 + 1.
        let mut bytes = [0u8; 256];
        bytes[49] = 1;
        bytes[2] = 1; // x = 0, y = 2
        let rows = mask_from_file(&bytes);
        assert_eq!(rows[1], 1 << 3);
        assert_eq!(rows[2], 1);
        assert_eq!(rows.iter().map(|r| r.count_ones()).sum::<u32>(), 2);
        assert_eq!(mask_to_file(&rows), bytes);
    }

    fn err(bytes: &[u8]) -> ResError {
        TileSet::parse(name(), bytes).unwrap_err()
    }

    /// File offset of chunk 0's body in `sample()`'s file.
    const C0: usize = 6;

    #[test]
    fn tile_count_over_records() {
        let mut s = sample();
        s.split = 127;
        let (mut c0, _) = s.to_chunks().unwrap();
        c0[6] = 7; // claims 7 tiles, 6 present
        let mut f = Vec::new();
        container::write(&mut f, &[&c0[..], &[]]).unwrap();
        let e = err(&f);
        assert_eq!(e.chunk, Some(0));
        assert_eq!(e.offset, C0 + c0.len());
        assert_eq!(
            e.kind,
            ErrorKind::TileRecordsMissing {
                count: 7,
                present: 6
            }
        );
    }

    #[test]
    fn alias_must_name_an_earlier_mask_tile() {
        for aux in [2, 5, -1, 99] {
            let mut s = sample();
            s.tiles.to_mut()[4].aux = aux;
            let f = s.to_file().unwrap();
            let e = err(&f);
            assert_eq!(e.kind, ErrorKind::BadAlias { tile: 4, aux }, "aux {aux}");
            assert_eq!(e.chunk, Some(0));
            // Record 4 is the last in chunk 0 (split 5); its aux is the chunk's last 4 bytes.
            let (c0, _) = s.to_chunks().unwrap();
            assert_eq!(e.offset, C0 + c0.len() - 4);
        }
    }

    #[test]
    fn field_errors_name_the_byte() {
        let f = sample().to_file().unwrap();
        // Record 0 starts after the 15-byte header and the group (3 + 2 bytes).
        let rec0 = C0 + 15 + 5;
        let mut bad = f.clone();
        bad[rec0 + 1] = 4; // draw type 4 does not exist
        let e = err(&bad);
        assert_eq!(e.offset, rec0 + 1);
        assert!(matches!(
            e.kind,
            ErrorKind::Invalid {
                field: "draw type",
                value: 4,
                ..
            }
        ));
        let mut bad = f.clone();
        bad[C0 + 15 + 1] = 0; // period 0
        let e = err(&bad);
        assert_eq!(e.offset, C0 + 16);
        let mut bad = f;
        bad[C0 + 15 + 3] = 9; // frame tile 9 of 6
        assert!(matches!(
            err(&bad).kind,
            ErrorKind::Invalid {
                field: "frame tile",
                value: 9,
                ..
            }
        ));
    }

    /// The index bytes are ignored, a mask byte is a Java boolean and any transform is
    /// kept: such a file reads as the set it would be with those bytes canonical.
    #[test]
    fn fields_the_original_ignores_are_ignored() {
        let s = sample();
        let f = s.to_file().unwrap();
        let rec = |i: usize| {
            // Records: 5 bytes, the mask (tile 3 only), 4 bytes of aux.
            C0 + 15
                + 5
                + (0..i)
                    .map(|k| 9 + if k == 3 { 256 } else { 0 })
                    .sum::<usize>()
        };
        let mut odd = f.clone();
        odd[C0 + 15] = 9; // group 0 says it is group 9
        odd[rec(0)] = 4; // record 0 says it is record 4
        odd[rec(4)] = 0x80;
        odd[rec(2) + 3] = 200; // a transform with high bits
        let mask = rec(3) + 5;
        let set = (0..256).find(|q| f[mask + q] == 1).unwrap();
        odd[mask + set] = 7;
        let back = TileSet::parse(name(), &odd).unwrap();
        let mut want = s.clone();
        want.tiles.to_mut()[2].transform = 200;
        assert_eq!(back, want);
        // Written back, only the transform differs from the canonical file.
        let mut canonical = f;
        canonical[rec(2) + 3] = 200;
        assert_eq!(back.to_file().unwrap(), canonical);
    }

    #[test]
    fn second_chunk_is_used_from_split() {
        let mut s = sample();
        s.split = 2;
        let (c0, c1) = s.to_chunks().unwrap();
        assert!(!c1.is_empty());
        let f = s.to_file().unwrap();
        assert_eq!(TileSet::parse(name(), &f).unwrap(), s);
        // A truncated second chunk names chunk 1.
        let mut f2 = Vec::new();
        container::write(&mut f2, &[&c0, &c1[..c1.len() - 1]]).unwrap();
        let e = err(&f2);
        assert_eq!(e.chunk, Some(1));
        assert!(matches!(
            e.kind,
            ErrorKind::Truncated {
                needed: 4,
                available: 3
            }
        ));
    }
}

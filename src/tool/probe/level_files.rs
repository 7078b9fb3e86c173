//! A minimal reader of `/res/tf` (tile table) and `/res/lf` (levels) for the probe, from spec
//! §1.1 to §1.3: only what collision needs. A stand-in until the crate's resource readers
//! exist; keep it private.

use std::path::Path;

use super::Failure;
use crate::collide::contract::{mask_from_file_bytes, TileDef, TileMap, TileShapes};

/// Reads level `level` from `dir/tf` and `dir/lf`.
pub(super) fn read(dir: &Path, level: usize) -> Result<TileMap, Failure> {
    let load = |name: &str| {
        let path = dir.join(name);
        std::fs::read(&path).map_err(|e| Failure {
            code: 1,
            message: format!("cannot read {}: {e}", path.display()),
        })
    };
    let bad = |name: &str, m: String| Failure {
        code: 1,
        message: format!("{}: {m}", dir.join(name).display()),
    };
    let tf = load("tf")?;
    let lf = load("lf")?;
    let tf_chunks = chunks(&tf).map_err(|m| bad("tf", m))?;
    let defs = tile_defs(&tf_chunks).map_err(|m| bad("tf", m))?;
    let lf_chunks = chunks(&lf).map_err(|m| bad("lf", m))?;
    let levels = lf_chunks.len() / 2;
    if level >= levels {
        return Err(Failure::usage(format!(
            "--level {level} is past the last level ({} in lf)",
            levels
        )));
    }
    let (rows, cols, cells) = level_map(lf_chunks[2 * level + 1]).map_err(|m| bad("lf", m))?;
    let shapes = TileShapes::new(&defs).map_err(|e| bad("tf", e.to_string()))?;
    TileMap::new(shapes, rows, cols, cells).map_err(|e| bad("lf", e.to_string()))
}

/// A container's chunks: `u16 N`, N big-endian sizes (each at most 32767), then the bodies.
fn chunks(bytes: &[u8]) -> Result<Vec<&[u8]>, String> {
    let mut r = Reader::new(bytes);
    let n = usize::from(r.u16()?);
    let sizes = (0..n).map(|_| r.u16()).collect::<Result<Vec<u16>, _>>()?;
    sizes
        .into_iter()
        .map(|size| {
            if size > 0x7FFF {
                return Err(format!("chunk size {size} overflows a signed short"));
            }
            r.take(usize::from(size))
        })
        .collect()
}

/// The tile records of tf chunks 0 and 1, with type-3 masks resolved as the original does
/// while reading: `s[id] = s[aux]`, the mask that tile `aux` has at that point.
fn tile_defs(chunks: &[&[u8]]) -> Result<Vec<TileDef>, String> {
    let (Some(&head), Some(&tail)) = (chunks.first(), chunks.get(1)) else {
        return Err("needs 2 chunks".into());
    };
    let mut r = Reader::new(head);
    let header = r.take(15)?;
    let tile_w = header[4] as i8;
    if tile_w != 12 && tile_w != 16 {
        return Err(format!("tile size {tile_w} (collision needs 12 or 16)"));
    }
    let count = usize::try_from(header[6] as i8).map_err(|_| "negative tile count")?;
    let split = usize::try_from(header[7] as i8).unwrap_or(0);
    for _ in 0..header[14] as i8 {
        let group = r.take(3)?;
        r.take(usize::try_from(group[2] as i8).map_err(|_| "negative frame count")?)?;
    }
    let mut masks: Vec<Option<[u16; 16]>> = Vec::with_capacity(count);
    let mut defs = Vec::with_capacity(count);
    for id in 0..count {
        if id == split {
            r = Reader::new(tail);
        }
        let rec = r.take(5)?;
        let (transform, ctype) = (rec[3], rec[4]);
        let own = if ctype == 1 {
            let bytes: &[u8; 256] = r.take(256)?.try_into().map_err(|_| "mask")?;
            Some(mask_from_file_bytes(bytes))
        } else {
            None
        };
        let aux = r.i32()?;
        let mask = match ctype {
            1 => own,
            3 => usize::try_from(aux)
                .ok()
                .and_then(|a| masks.get(a).copied().flatten()),
            _ => None,
        };
        if ctype == 3 && mask.is_none() {
            return Err(format!(
                "tile {id}: collision type 3 names tile {aux}, which has no mask yet"
            ));
        }
        masks.push(mask);
        defs.push(TileDef {
            ctype,
            transform,
            mask: mask.unwrap_or([0; 16]),
        });
    }
    Ok(defs)
}

/// A level's map chunk: u8 rows, u8 cols (each read into a signed byte), then the cells.
fn level_map(chunk: &[u8]) -> Result<(usize, usize, &[u8]), String> {
    let mut r = Reader::new(chunk);
    let dims = r.take(2)?;
    let (rows, cols) = (dims[0] as i8, dims[1] as i8);
    if rows < 0 || cols < 0 {
        return Err(format!(
            "map size {rows}x{cols} is negative as a signed byte"
        ));
    }
    let (rows, cols) = (rows as usize, cols as usize);
    Ok((rows, cols, r.take(rows * cols)?))
}

/// A forward reader of big-endian fields.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn new(bytes: &'a [u8]) -> Self {
        Reader { bytes, at: 0 }
    }

    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let out = self
            .bytes
            .get(self.at..self.at + n)
            .ok_or_else(|| format!("ends early: {n} bytes wanted at offset {}", self.at))?;
        self.at += n;
        Ok(out)
    }

    fn u16(&mut self) -> Result<u16, String> {
        let b = self.take(2)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }

    fn i32(&mut self) -> Result<i32, String> {
        let b = self.take(4)?;
        Ok(i32::from_be_bytes([b[0], b[1], b[2], b[3]]))
    }
}

//! A player's levels as a resource set the original can run: the set in use with its levels
//! replaced by the made ones first, then the set's own levels in their order to make up the
//! original's count (22: 20 regular, the bonus level, the tutorial the demo plays, which
//! stays the set's own), written with the game's `lf` writer; and the set's other files
//! written again from what the game holds decoded ([`art_files`]), so that a console can write
//! a whole set without keeping the pack's files as they were.

use crate::res::lf::{self, Level};
use crate::res::picture::Picture;
use crate::res::{ball, bg, container, demo, png, tone, Resources};
use alloc::string::String;
use alloc::vec::Vec;

/// Levels the original's `lf` holds (`bounceback check`'s level-count).
pub const LEVELS: usize = 22;

/// The `lf` file of the set: `made` first (as many as fit before the tutorial), then the
/// set's regular levels round until there are [`LEVELS`] - 1, then the set's tutorial.
///
/// # Errors
///
/// A level does not fit the format ([`lf::to_file`]).
pub fn lf_file(res: &Resources<'_>, made: &[Level<'_>]) -> Result<Vec<u8>, &'static str> {
    let own = &res.levels[..];
    let tutorial = own.last();
    let regular = &own[..own.len().saturating_sub(1)];
    let mut all: Vec<Level<'_>> = made.iter().take(LEVELS - 1).cloned().collect();
    let mut k = 0;
    while all.len() < LEVELS - 1 && !regular.is_empty() {
        all.push(regular[k % regular.len()].clone());
        k += 1;
    }
    all.extend(tutorial.cloned());
    lf::to_file(&all)
}

/// The `lf` file of the set from its made levels' chunks (each a header chunk and a map
/// chunk, as [`lf::Level::header_bytes`] and [`lf::Level::map_bytes`] give them, or as read
/// from a damaged file, kept byte for byte): the made levels first (as many as fit before
/// the tutorial), then the set's regular levels round, then the tutorial, as [`lf_file`].
///
/// # Errors
///
/// A chunk over the container's size.
pub fn lf_file_chunks(res: &Resources<'_>, made: &[[&[u8]; 2]]) -> Result<Vec<u8>, &'static str> {
    let own = &res.levels[..];
    let tutorial = own.last();
    let regular = &own[..own.len().saturating_sub(1)];
    let mut bodies: Vec<Vec<u8>> = Vec::new();
    for [h, m] in made.iter().take(LEVELS - 1) {
        bodies.push(h.to_vec());
        bodies.push(m.to_vec());
    }
    let mut k = 0;
    while bodies.len() < 2 * (LEVELS - 1) && !regular.is_empty() {
        let l = &regular[k % regular.len()];
        bodies.push(l.header_bytes());
        bodies.push(l.map_bytes());
        k += 1;
    }
    if let Some(t) = tutorial {
        bodies.push(t.header_bytes());
        bodies.push(t.map_bytes());
    }
    let mut out = Vec::new();
    container::write(&mut out, &bodies)?;
    Ok(out)
}

/// The checksum of a level's two chunks as [`lf_file`] writes them (what MY LEVELS compares
/// an `lf`'s levels with to tell the set's own levels, written after the made ones, from
/// made levels).
pub fn chunks_crc(header: &[u8], map: &[u8]) -> u32 {
    let mut c = crate::res::crc32::Crc32::new();
    c.update(header);
    c.update(map);
    c.finish()
}

/// The checksums ([`chunks_crc`]) of the set's regular levels, in order: what [`lf_file`]
/// writes after the made levels, round.
pub fn padding_crcs(res: &Resources<'_>) -> Vec<u32> {
    let own = &res.levels[..];
    own[..own.len().saturating_sub(1)]
        .iter()
        .map(|l| chunks_crc(&l.header_bytes(), &l.map_bytes()))
        .collect()
}

/// A picture as a PNG file (its stored palette, padding included).
fn picture_png(p: &Picture<'_>) -> Vec<u8> {
    png::encode_fixed(
        p.width as usize,
        p.height as usize,
        p.stride as usize,
        &p.indices,
        &p.palette[..],
    )
}

/// Whether `name` is a picture file of the set (`ic`, `im`, `if<n>`, `ib<n>`), not one
/// the game derives when it reads them.
fn picture_file(name: &str) -> bool {
    let numbered = |p: &str| {
        name.strip_prefix(p)
            .is_some_and(|d| !d.is_empty() && d.bytes().all(|b| b.is_ascii_digit()))
    };
    name == "ic" || name == "im" || numbered("if") || numbered("ib")
}

/// Every file of the set but `lf` (`tf`, `b`, `r`, `bg`, `s`, `i` and the picture files),
/// written from `res` as the game holds it: read back, they give the same resources.
///
/// # Errors
///
/// A file's writer refused (a chunk over the container's size).
pub fn art_files(res: &Resources<'_>) -> Result<Vec<(String, Vec<u8>)>, &'static str> {
    let mut out: Vec<(String, Vec<u8>)> = Vec::new();
    out.push(("tf".into(), res.tiles.to_file()?));
    let sprites: Vec<Vec<u8>> = res.ball_sprites.iter().map(picture_png).collect();
    let sprites: Vec<&[u8]> = sprites.iter().map(|s| &s[..]).collect();
    out.push(("b".into(), ball::to_file(&res.ball_masks, &sprites)?));
    out.push(("r".into(), demo::to_file(&res.demo)));
    out.push(("bg".into(), bg::to_file(&res.background)?));
    out.push(("s".into(), tone::to_file(&res.tunes)?));
    out.push(("i".into(), picture_png(&res.icon)));
    for f in res.image_files.iter() {
        let name = f.name.as_str();
        if !picture_file(name) {
            continue;
        }
        let pngs: Vec<Vec<u8>> = f.pictures.iter().map(picture_png).collect();
        let mut bytes = Vec::new();
        container::write(&mut bytes, &pngs)?;
        out.push((name.into(), bytes));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::embedded::RESOURCES;

    #[test]
    fn the_art_written_again_reads_back_as_the_same_resources() {
        let res = &RESOURCES;
        let mut files = art_files(res).unwrap();
        let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
        for n in ["tf", "b", "r", "bg", "s", "i", "ic", "im", "if0", "ib0"] {
            assert!(names.contains(&n), "{n} missing from {names:?}");
        }
        assert!(!names.iter().any(|n| n.contains(' ')), "{names:?}");
        files.push(("lf".into(), lf_file(res, &[]).unwrap()));
        let files: &'static [(String, Vec<u8>)] = Vec::leak(files);
        let table: Vec<(&str, &[u8])> = files.iter().map(|(n, b)| (n.as_str(), &b[..])).collect();
        let back = Resources::parse(&table[..]).unwrap();
        assert_eq!(back.tiles, res.tiles);
        assert_eq!(back.ball_sprites, res.ball_sprites);
        assert_eq!(back.ball_masks, res.ball_masks);
        assert_eq!(back.image_files, res.image_files);
        assert_eq!(back.icon, res.icon);
        assert_eq!(back.tunes, res.tunes);
        assert_eq!(back.demo, res.demo);
        assert_eq!(back.background, res.background);
    }

    #[test]
    fn a_stored_png_decodes_to_its_picture() {
        let p = &RESOURCES.ball_sprites[0];
        let bytes = picture_png(p);
        let img = png::decode(&bytes, crate::res::Place::file("t")).unwrap();
        assert_eq!(Picture::from_indexed(&img), *p);
        // Broken, it is refused, not read.
        let mut bad = bytes.clone();
        let n = bad.len();
        bad[n - 20] ^= 0xFF;
        assert!(png::decode(&bad, crate::res::Place::file("t")).is_err());
    }
}

//! Broken resource folders: each targeted corruption of the real files gives a message
//! that names the file, the chunk and the byte offset, and the byte named is the one that
//! was broken.

use bounceback::res::container::{self, Container};
use bounceback::res::{FileName, Resources};
use bounceback::tool::resdir;

fn files() -> Vec<(String, Vec<u8>)> {
    resdir::read_dir(std::path::Path::new("res")).unwrap()
}

fn error_with(change: impl FnOnce(&mut Vec<(String, Vec<u8>)>)) -> String {
    let mut f = files();
    change(&mut f);
    let table = resdir::table(&f);
    Resources::parse(&table[..]).unwrap_err().to_string()
}

fn file<'a>(f: &'a mut [(String, Vec<u8>)], name: &str) -> &'a mut Vec<u8> {
    &mut f.iter_mut().find(|(n, _)| n == name).unwrap().1
}

/// Rebuilds a container file with chunk `k` replaced; returns the new file and the file
/// offset of chunk `k`'s body.
fn replace_chunk(data: &[u8], name: &str, k: usize, body: &[u8]) -> (Vec<u8>, usize) {
    let c = Container::parse(FileName::new(name), data).unwrap();
    let mut chunks: Vec<Vec<u8>> = (0..c.len())
        .map(|i| c.chunk(i).unwrap().0.to_vec())
        .collect();
    chunks[k] = body.to_vec();
    let mut out = Vec::new();
    container::write(&mut out, &chunks).unwrap();
    let start = 2 + 2 * chunks.len() + chunks[..k].iter().map(|c| c.len()).sum::<usize>();
    (out, start)
}

fn chunk(data: &[u8], name: &str, k: usize) -> (Vec<u8>, usize) {
    let c = Container::parse(FileName::new(name), data).unwrap();
    let (b, p) = c.chunk(k).unwrap();
    (b.to_vec(), p.base)
}

#[test]
fn missing_file() {
    let m = error_with(|f| f.retain(|(n, _)| n != "lf"));
    assert_eq!(m, "lf, byte 0: the file is missing");
}

#[test]
fn tile_count_over_records() {
    let mut at = 0;
    let m = error_with(|f| {
        let tf = file(f, "tf");
        let (c0, base) = chunk(tf, "tf", 0);
        let mut c0 = c0;
        c0[6] = 127; // tile count
        let (new, _) = replace_chunk(tf, "tf", 0, &c0);
        at = new.len(); // chunk 1 runs out at the end of the file
        let _ = base;
        *tf = new;
    });
    assert_eq!(
        m,
        format!("tf: chunk 1, byte {at}: tile count 127 is over the 117 tile record(s) present")
    );
}

#[test]
fn alias_that_is_not_an_earlier_mask_tile() {
    let f0 = files();
    let tf = &f0.iter().find(|(n, _)| n == "tf").unwrap().1;
    let set = bounceback::res::tf::TileSet::parse(FileName::new("tf"), tf).unwrap();
    let mut bad = set.clone();
    bad.tiles.to_mut()[4].aux = 5;
    let bytes = bad.to_file().unwrap();
    let m = error_with(|f| *file(f, "tf") = bytes.clone());
    let prefix = "tf: chunk 0, byte ";
    assert!(m.starts_with(prefix), "{m}");
    let rest = &m[prefix.len()..];
    let (num, tail) = rest.split_once(':').unwrap();
    assert_eq!(
        tail,
        " tile 4 aliases the mask of tile 5, expected an earlier tile with its own mask (collision type 1)"
    );
    let at: usize = num.parse().unwrap();
    assert_eq!(i32::from_be_bytes(bytes[at..at + 4].try_into().unwrap()), 5);
}

#[test]
fn map_shorter_than_rows_by_columns() {
    let mut expect = String::new();
    let m = error_with(|f| {
        let lf = file(f, "lf");
        let (mut map, _) = chunk(lf, "lf", 1);
        let (rows, cols) = (map[0] as usize, map[1] as usize);
        map.pop();
        let (new, start) = replace_chunk(lf, "lf", 1, &map);
        expect = format!(
            "lf: chunk 1, byte {}: expected {rows} x {cols} = {} map cells, found {}",
            start + 2,
            rows * cols,
            rows * cols - 1
        );
        *lf = new;
    });
    assert_eq!(m, expect);
}

#[test]
fn png_that_is_not_palette_indexed() {
    let mut expect = String::new();
    let m = error_with(|f| {
        let ic = file(f, "ic");
        let (mut png, _) = chunk(ic, "ic", 2);
        png[25] = 6; // RGBA
        let crc = bounceback::res::crc32::crc32(&png[12..29]);
        png[29..33].copy_from_slice(&crc.to_be_bytes());
        let (new, start) = replace_chunk(ic, "ic", 2, &png);
        expect = format!(
            "ic: chunk 2, byte {}: expected a palette-indexed PNG (colour type 3), found colour type 6",
            start + 25
        );
        *ic = new;
    });
    assert_eq!(m, expect);
}

#[test]
fn chunk_size_past_the_end() {
    let mut expect = String::new();
    let m = error_with(|f| {
        let im = file(f, "im");
        let c = Container::parse(FileName::new("im"), im).unwrap();
        let last = c.len() - 1;
        let size = c.chunk(last).unwrap().0.len();
        im.truncate(im.len() - 1);
        expect = format!(
            "im: chunk {last}, byte {}: chunk size {size} runs past the end of the file ({} byte(s) left)",
            2 + 2 * last,
            size - 1
        );
    });
    assert_eq!(m, expect);
}

#[test]
fn truncated_demo_record() {
    let mut expect = String::new();
    let m = error_with(|f| {
        let r = file(f, "r");
        r.push(0); // a new record's tick, one byte of two
        expect = format!(
            "r, byte {}: expected 2 more byte(s), only 1 left",
            r.len() - 1
        );
    });
    assert_eq!(m, expect);
}

#[test]
fn unknown_tone_command() {
    let mut expect = String::new();
    let m = error_with(|f| {
        let s = file(f, "s");
        let (mut tune, _) = chunk(s, "s", 3);
        tune[1] = 0x7E; // command 0x3F
        let (new, start) = replace_chunk(s, "s", 3, &tune);
        expect = format!(
            "s: chunk 3, byte {}: tone command is 63, expected ringing-tone-programming (0x25), unicode (0x22) or sound (0x1D)",
            start + 1
        );
        *s = new;
    });
    assert_eq!(m, expect);
}

fn parse(f: &[(String, Vec<u8>)]) -> Resources<'_> {
    Resources::parse(&resdir::table(f)[..]).unwrap_or_else(|e| panic!("{e}"))
}

fn ball_mask_0(r: &Resources) -> Vec<bool> {
    let m = &r.ball_masks[0];
    (0..m.h as usize)
        .flat_map(|y| (0..m.w as usize).map(move |x| m.get(x, y)))
        .collect()
}

/// The ball's mask bytes are Java booleans: 7 is a set pixel, as the original reads it.
#[test]
fn ball_mask_byte_is_a_boolean() {
    let f0 = files();
    let before = ball_mask_0(&parse(&f0));
    let first_set = before.iter().position(|b| *b).unwrap();
    let mut f = files();
    let b = file(&mut f, "b");
    let (mut masks, _) = chunk(b, "b", 0);
    assert_eq!(masks[3 + first_set], 1);
    masks[3 + first_set] = 7;
    *b = replace_chunk(b, "b", 0, &masks).0;
    assert_eq!(ball_mask_0(&parse(&f)), before);
}

/// The tile set's group and record index bytes are ignored (spec: "ignored, equals the
/// index"): wrong ones, each naming another group or record, read as the same set.
#[test]
fn tile_set_index_bytes_are_ignored() {
    let f0 = files();
    let want = parse(&f0);
    let set = &want.tiles;
    assert!(set.groups.len() >= 2 && set.tiles.len() > set.split as usize);
    let mut f = files();
    let tf = file(&mut f, "tf");
    let body0 = 6;
    let body1 = body0 + u16::from_be_bytes([tf[2], tf[3]]) as usize;
    tf[body0 + 15] = 1; // group 0 says 1
    let g1 = body0 + 15 + 3 + set.groups[0].len as usize;
    tf[g1] = 0; // group 1 says 0
    let rec0 = g1
        + set.groups[1..]
            .iter()
            .map(|g| 3 + g.len as usize)
            .sum::<usize>();
    assert_eq!(tf[rec0], 0);
    tf[rec0] = 0x7F; // record 0 says 127
    assert_eq!(tf[body1], set.split as u8);
    tf[body1] = 0; // the first record of chunk 1 says 0
    assert_eq!(parse(&f).tiles, want.tiles);
}

/// The background's nested one-entry headers are skipped unread, as the original does.
#[test]
fn background_nested_headers_are_skipped() {
    let f0 = files();
    let want = parse(&f0);
    let mut f = files();
    let bg = file(&mut f, "bg");
    let (mut h, _) = chunk(bg, "bg", 0);
    assert_eq!(h[..2], [0, 1]);
    h[..4].copy_from_slice(&[0, 9, 0, 3]);
    *bg = replace_chunk(bg, "bg", 0, &h).0;
    assert_eq!(parse(&f).background, want.background);
}

#[test]
fn level_theme_without_its_pictures() {
    // Level 1 (chunks 2 and 3) uses theme 2; its header chunk starts after the size table
    // and level 0's two chunks.
    let f0 = files();
    let lf = &f0.iter().find(|(n, _)| n == "lf").unwrap().1;
    let (_, start) = chunk(lf, "lf", 2);
    let m = error_with(|f| f.retain(|(n, _)| n != "if2"));
    assert_eq!(
        m,
        format!("lf: chunk 2, byte {start}: theme is 2, expected a theme whose image file if<theme> exists")
    );
}

/// Bytes the original never reads (after a level header's last enemy, after a map's last
/// cell, after a file's last chunk) are ignored: the levels read the same.
#[test]
fn bytes_after_what_is_read_are_ignored() {
    let f0 = files();
    let want = parse(&f0);
    let mut f = files();
    let lf = file(&mut f, "lf");
    let (mut header, _) = chunk(lf, "lf", 0);
    header.extend_from_slice(&[1, 2, 3]);
    let (new, _) = replace_chunk(lf, "lf", 0, &header);
    let (mut map, _) = chunk(&new, "lf", 1);
    map.extend_from_slice(&[0x7F; 5]);
    let (mut new, _) = replace_chunk(&new, "lf", 1, &map);
    new.extend_from_slice(b"tail");
    *lf = new;
    assert_eq!(parse(&f).levels, want.levels);
}

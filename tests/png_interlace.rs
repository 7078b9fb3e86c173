//! Adam7-interlaced palette PNGs (the original's icon and eight of its tile pictures are
//! interlaced): the reader gives the same indices and palette for an image written
//! interlaced by the test's own encoder (`png_support`) as for the same image written
//! plain by the `png` crate, at every depth, for sizes where some passes are empty.

mod png_support;

use bounceback::res::png::{self, IndexedImage};
use bounceback::res::{ErrorKind, Place};
use png_support::{Img, Layout};
use proptest::prelude::*;

fn place() -> Place {
    Place::file("if0")
}

fn expected(img: &Img) -> IndexedImage {
    IndexedImage {
        width: img.width as u32,
        height: img.height as u32,
        indices: img.indices.clone(),
        palette: img.pixels(),
    }
}

/// `img` written non-interlaced by the `png` crate with `filter`.
fn plain_by_png_crate(img: &Img, filter: ::png::Filter) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = ::png::Encoder::new(&mut out, img.width as u32, img.height as u32);
    enc.set_color(::png::ColorType::Indexed);
    enc.set_depth(::png::BitDepth::from_u8(img.depth).unwrap());
    enc.set_palette(img.palette.iter().flatten().copied().collect::<Vec<u8>>());
    if !img.trns.is_empty() {
        enc.set_trns(img.trns.clone());
    }
    enc.set_filter(filter);
    let mut w = enc.write_header().unwrap();
    let data: Vec<u8> = img
        .indices
        .chunks(img.width)
        .flat_map(|row| png_support::pack(row, img.depth))
        .collect();
    w.write_image_data(&data).unwrap();
    w.finish().unwrap();
    out
}

const FILTERS: [::png::Filter; 6] = [
    ::png::Filter::NoFilter,
    ::png::Filter::Sub,
    ::png::Filter::Up,
    ::png::Filter::Avg,
    ::png::Filter::Paeth,
    ::png::Filter::Adaptive,
];

/// A random palette image, its per-row filters, IDAT cuts and whether to add ancillary
/// chunks.
fn case() -> impl Strategy<Value = (Img, Vec<u8>, Vec<usize>, bool, usize)> {
    (
        1usize..=40,
        1usize..=40,
        prop::sample::select(vec![1u8, 2, 4, 8]),
    )
        .prop_flat_map(|(w, h, depth)| {
            let max = 1usize << depth;
            (1..=max).prop_flat_map(move |entries| {
                (
                    prop::collection::vec((0..entries).prop_map(|v| v as u8), w * h),
                    prop::collection::vec(any::<[u8; 3]>(), entries),
                    prop::collection::vec(any::<u8>(), 0..=entries),
                    prop::collection::vec(0u8..5, 1..=2 * h + 8),
                    prop::collection::vec(any::<usize>(), 0..4),
                    any::<bool>(),
                    0..FILTERS.len(),
                )
                    .prop_map(
                        move |(indices, palette, trns, filters, cuts, ancillary, f)| {
                            let img = Img {
                                width: w,
                                height: h,
                                depth,
                                indices,
                                palette,
                                trns,
                            };
                            (img, filters, cuts, ancillary, f)
                        },
                    )
            })
        })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1000, failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn interlaced_and_plain_decode_alike((img, filters, cuts, ancillary, f) in case()) {
        let mut k = 0;
        let raw = img.filtered(true, &mut || {
            k += 1;
            filters[(k - 1) % filters.len()]
        });
        let layout = Layout { interlace: 1, cuts, ancillary };
        let adam7 = png_support::file(&img, &raw, &layout);
        let plain = plain_by_png_crate(&img, FILTERS[f]);
        let want = expected(&img);
        let h = png::header(&adam7, place()).unwrap();
        prop_assert!(h.interlaced);
        prop_assert!(!png::header(&plain, place()).unwrap().interlaced);
        let a = png::decode(&adam7, place()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let b = png::decode(&plain, place()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        prop_assert_eq!(&a, &want);
        prop_assert_eq!(&b, &want);
    }
}

/// Sizes where passes are empty (1x1 has only pass 1, 5x1 passes 1, 2, 4 and 6), the
/// original's icon size and its tile size, at every depth and every filter.
#[test]
fn fixed_sizes_at_every_depth() {
    for (w, h) in [
        (1, 1),
        (2, 3),
        (5, 1),
        (1, 5),
        (3, 2),
        (42, 29),
        (16, 16),
        (9, 9),
    ] {
        for depth in [1u8, 2, 4, 8] {
            let img = png_support::pattern(w, h, depth);
            for first in 0..5u8 {
                let mut k = first;
                let raw = img.filtered(true, &mut || {
                    k = (k + 1) % 5;
                    k
                });
                let adam7 = png_support::file(
                    &img,
                    &raw,
                    &Layout {
                        interlace: 1,
                        cuts: vec![1, 1, 7],
                        ancillary: first == 0,
                    },
                );
                let got = png::decode(&adam7, place())
                    .unwrap_or_else(|e| panic!("{w}x{h} depth {depth} filters from {first}: {e}"));
                assert_eq!(
                    got,
                    expected(&img),
                    "{w}x{h} depth {depth} filters from {first}"
                );
                let plain = plain_by_png_crate(&img, FILTERS[first as usize]);
                assert_eq!(png::decode(&plain, place()).unwrap(), expected(&img));
            }
        }
    }
}

fn adam7_raw(img: &Img) -> Vec<u8> {
    img.filtered(true, &mut || 0)
}

fn data_error(file: &[u8]) -> ErrorKind {
    png::decode(file, place()).unwrap_err().kind
}

/// The 42x29 icon at depth 4 stores 42 x 29 pixels in seven passes: its exact filtered
/// size, and a stream one byte short or one byte long, is a typed error at the first IDAT.
#[test]
fn image_data_must_fill_the_passes_exactly() {
    let img = png_support::pattern(42, 29, 4);
    let raw = adam7_raw(&img);
    // Pass sizes: 6x4, 5x4, 11x4, 10x8, 21x7, 21x15, 42x14 (1218 = 42 x 29 pixels).
    let want: usize = [
        (6, 4),
        (5, 4),
        (11, 4),
        (10, 8),
        (21, 7),
        (21, 15),
        (42, 14),
    ]
    .iter()
    .map(|(w, h)| h * (1 + (w * 4usize).div_ceil(8)))
    .sum();
    assert_eq!(raw.len(), want);
    let layout = Layout {
        interlace: 1,
        ..Layout::default()
    };
    let ok = png_support::file(&img, &raw, &layout);
    assert_eq!(png::decode(&ok, place()).unwrap(), expected(&img));
    let idat_at = ok.windows(4).position(|w| w == b"IDAT").unwrap() - 4;

    let short = png_support::file(&img, &raw[..raw.len() - 1], &layout);
    let e = png::decode(&short, place()).unwrap_err();
    assert_eq!(
        e.kind,
        ErrorKind::PngData {
            expected: want,
            inflated: want - 1
        }
    );
    assert_eq!(e.offset, idat_at);

    // The same bytes read as a plain image are too few for 29 full rows.
    let plain = png_support::file(&img, &raw, &Layout::default());
    assert!(matches!(data_error(&plain), ErrorKind::PngData { .. }));

    let mut long = raw.clone();
    long.push(0);
    let e = data_error(&png_support::file(&img, &long, &layout));
    assert!(matches!(e, ErrorKind::PngData { expected, .. } if expected == want));
}

/// A bad filter byte in a later pass, an index past the palette in the last pass and an
/// interlace method 2 are each a typed error.
#[test]
fn pass_data_errors_are_typed() {
    let img = png_support::pattern(5, 3, 2);
    let layout = Layout {
        interlace: 1,
        ..Layout::default()
    };
    let mut raw = adam7_raw(&img);
    // Passes of 5x3: 1 (1x1), 2 (1x1), 4 (1x1), 5 (3x1), 6 (2x2), 7 (5x1); each row one
    // filter byte and one data byte at 2 bits a pixel except pass 7 (two data bytes).
    assert_eq!(raw.len(), 2 + 2 + 2 + 2 + 2 * 2 + 3);
    raw[6] = 5; // pass 5's filter byte
    assert_eq!(
        data_error(&png_support::file(&img, &raw, &layout)),
        ErrorKind::Invalid {
            field: "PNG row filter",
            value: 5,
            expected: "0 to 4"
        }
    );

    let mut few = img.clone();
    few.palette.truncate(3);
    few.trns.clear();
    let mut raw = adam7_raw(&few);
    let last = raw.len() - 1;
    raw[last] = 0b1100_0000; // pass 7, pixel 4 (x 4, y 1): index 3 of 3 entries
    assert_eq!(
        data_error(&png_support::file(&few, &raw, &layout)),
        ErrorKind::Invalid {
            field: "palette index",
            value: 3,
            expected: "below the palette size"
        }
    );

    let e = png::decode(
        &png_support::file(
            &img,
            &adam7_raw(&img),
            &Layout {
                interlace: 2,
                ..Layout::default()
            },
        ),
        place(),
    )
    .unwrap_err();
    assert_eq!(e.offset, 8 + 8 + 12);
    assert!(matches!(
        e.kind,
        ErrorKind::Invalid {
            field: "PNG interlace method",
            value: 2,
            ..
        }
    ));
}

//! The whole resource set: every file read, decoded and checked against the others
//! (themes name image files that exist, image indices fall inside them, the counts the
//! game relies on are there).

use super::ball::{self, BallMask};
use super::bg::{self, Background};
use super::container::Container;
use super::demo::{self, DemoRecord};
use super::error::{ErrorKind, FileName, Place, ResError};
use super::lf::{self, Level};
use super::par::{self, Par};
use super::picture::{Picture, Transform};
use super::png;
use super::tf::TileSet;
use super::tone::{self, Tune};
use alloc::borrow::Cow;
use alloc::vec::Vec;

/// HUD pictures in `ic` the game draws (panel, digits, hoop icon, hoop fronts, door,
/// platform, enemies).
pub const HUD_PICTURES: usize = 12;
/// Menu pictures in `im` (splash, logo, title bar, ornament, arrow).
pub const MENU_PICTURES: usize = 5;
/// Tunes the game plays (0 to 10).
pub const TUNES: usize = 11;

/// The files of a resource folder, by name.
pub trait Files<'a> {
    /// The bytes of file `name`, `None` when the folder has no such file.
    fn get(&self, name: &str) -> Option<&'a [u8]>;
    /// Every file name present (to find the numbered `if<n>` and `ib<n>` files).
    fn names(&self) -> Vec<&'a str>;
}

impl<'a> Files<'a> for [(&'a str, &'a [u8])] {
    fn get(&self, name: &str) -> Option<&'a [u8]> {
        self.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
    }
    fn names(&self) -> Vec<&'a str> {
        self.iter().map(|(n, _)| *n).collect()
    }
}

/// A container of pictures (`ic`, `im`, `if<n>`, `ib<n>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImageFile<'a> {
    /// The file's name, by which the scene and HUD find it.
    pub name: FileName,
    /// Its pictures, in chunk order.
    pub pictures: Cow<'a, [Picture<'a>]>,
}

/// Every resource the game uses, validated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Resources<'a> {
    /// `tf`: the foreground tile set.
    pub tiles: TileSet<'a>,
    /// `lf`: the levels, in play order.
    pub levels: Cow<'a, [Level<'a>]>,
    /// `b` chunk 0: the ball's collision masks (small, big).
    pub ball_masks: Cow<'a, [BallMask<'a>]>,
    /// `b` chunks 1..=25: the ball's sprites.
    pub ball_sprites: Cow<'a, [Picture<'a>]>,
    /// `r`: the demo's input records.
    pub demo: Cow<'a, [DemoRecord]>,
    /// `bg`: the background layer.
    pub background: Background<'a>,
    /// `ic`, `im`, the `if<n>` and `ib<n>` files, by name.
    pub image_files: Cow<'a, [ImageFile<'a>]>,
    /// `s`: the tunes, at least [`TUNES`].
    pub tunes: Cow<'a, [Tune<'a>]>,
    /// `i`: the MIDlet's icon.
    pub icon: Picture<'a>,
    /// `par` (optional): each playable level's par, in play order; shorter than the levels
    /// (or empty, when the set has no `par`) for levels without one. One past the playable
    /// levels is never shown (`bounceback check` names it).
    pub pars: Cow<'a, [Option<Par<'a>>]>,
    /// CRC-32 of the `lf` file: names the resource set, so that saves of one set never
    /// mix with those of another (the original's 22 levels and this pack's 12).
    pub levels_crc: u32,
}

fn missing(name: &str) -> ResError {
    Place::file(name).error(0, ErrorKind::MissingFile)
}

fn require<'a>(files: &(impl Files<'a> + ?Sized), name: &str) -> Result<&'a [u8], ResError> {
    files.get(name).ok_or_else(|| missing(name))
}

/// Reads a container of palette PNGs.
///
/// # Errors
///
/// A [`ResError`] for a malformed container or the first picture [`png::decode`] rejects.
pub fn parse_pictures<'x>(file: FileName, data: &[u8]) -> Result<Vec<Picture<'x>>, ResError> {
    let c = Container::parse(file, data)?;
    (0..c.len())
        .map(|k| {
            let (b, p) = c.chunk(k)?;
            Ok(Picture::from_indexed(&png::decode(b, p)?))
        })
        .collect()
}

/// `prefix` + digits (`if2`, `ib10`), giving the number.
fn numbered(name: &str, prefix: &str) -> Option<u8> {
    let rest = name.strip_prefix(prefix)?;
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) || rest.len() > 3 {
        return None;
    }
    rest.parse().ok()
}

/// Whether the game reads a file of this name (`tf lf b r bg s i ic im`, `if<n>`, `ib<n>`,
/// and the optional `par`): what an archive's entries are picked by.
pub fn is_resource_name(name: &str) -> bool {
    matches!(
        name,
        "tf" | "lf" | "b" | "r" | "bg" | "s" | "i" | "ic" | "im" | par::FILE
    ) || numbered(name, "if").is_some()
        || numbered(name, "ib").is_some()
}

/// The files every set needs, in the order [`Resources::parse`] reads them; the `if<n>` of
/// each level's theme come on top ([`missing_files`]).
pub const REQUIRED: [&str; 11] = [
    "tf", "lf", "b", "r", "bg", "s", "i", "ic", "im", "if0", "ib0",
];

/// Every file the game needs that `files` lacks, in the order the game reads them: those
/// of [`REQUIRED`], then the `if<theme>` of each theme the levels name (when `lf` is there
/// and reads). Empty when none is missing. [`Resources::parse`] stops at the first; a
/// player copying files again needs the whole list.
///
/// A theme's `if<theme>` counts as missing when other files are missing too, or when the
/// theme's `ib<theme>` is there; otherwise the theme number itself is more likely wrong (a
/// damaged `lf`), which the reader reports at its byte.
pub fn missing_files<'a>(files: &(impl Files<'a> + ?Sized)) -> Vec<FileName> {
    let mut out: Vec<FileName> = REQUIRED
        .iter()
        .filter(|n| files.get(n).is_none())
        .map(|n| FileName::new(n))
        .collect();
    if let Some(levels) = files
        .get("lf")
        .and_then(|b| lf::parse(FileName::new("lf"), b).ok())
    {
        let incomplete = !out.is_empty();
        for theme in levels.iter().map(|l| l.theme).filter(|&t| t > 0) {
            let name = FileName::numbered("if", theme as u8);
            let meant = incomplete
                || files
                    .get(FileName::numbered("ib", theme as u8).as_str())
                    .is_some();
            if meant && files.get(name.as_str()).is_none() && !out.contains(&name) {
                out.push(name);
            }
        }
    }
    out
}

/// The derived picture list of every tile's `if0` picture under its record's transform, by
/// tile id (empty for a tile whose picture is themed or untransformed: it draws as it is);
/// not a file of the set.
pub const TILES_AS_COLLIDED: &str = "if0 transformed";

impl<'a> Resources<'a> {
    /// Reads and checks every file.
    ///
    /// # Errors
    ///
    /// A [`ResError`] for a missing file, a file its reader rejects, or files that disagree (an
    /// image index past its picture file, a theme without its `if<theme>`, fewer pictures or
    /// tunes than the game draws).
    pub fn parse(files: &(impl Files<'a> + ?Sized)) -> Result<Resources<'a>, ResError> {
        let tiles = TileSet::parse(FileName::new("tf"), require(files, "tf")?)?;
        let lf_bytes = require(files, "lf")?;
        let levels = lf::parse(FileName::new("lf"), lf_bytes)?;
        if levels.len() < 2 {
            return Err(Place::file("lf").error(
                0,
                ErrorKind::Invalid {
                    field: "level count",
                    value: levels.len() as i64,
                    expected: "2 or more (the playable levels, then the tutorial)",
                },
            ));
        }
        let b = ball::parse(FileName::new("b"), require(files, "b")?)?;
        let ball_sprites = b
            .sprites
            .iter()
            .map(|(bytes, place)| Ok(Picture::from_indexed(&png::decode(bytes, *place)?)))
            .collect::<Result<Vec<_>, ResError>>()?;
        let demo = demo::parse(FileName::new("r"), require(files, "r")?)?;
        let background = bg::parse(FileName::new("bg"), require(files, "bg")?)?;
        let tunes = tone::parse(FileName::new("s"), require(files, "s")?)?;
        if tunes.len() < TUNES {
            return Err(Place::file("s").error(
                0,
                ErrorKind::MissingChunk {
                    index: TUNES - 1,
                    count: tunes.len(),
                },
            ));
        }
        // Optional: a set without it has no par.
        let pars = match files.get(par::FILE) {
            Some(b) => par::parse(FileName::new(par::FILE), b)?,
            None => Vec::new(),
        };
        let icon_bytes = require(files, "i")?;
        let icon = Picture::from_indexed(&png::decode(icon_bytes, Place::file("i"))?);

        let mut image_files = Vec::new();
        let mut names = files.names();
        names.sort_unstable();
        for name in names {
            let wanted = name == "ic"
                || name == "im"
                || numbered(name, "if").is_some()
                || numbered(name, "ib").is_some();
            if wanted {
                let data = require(files, name)?;
                let file = FileName::new(name);
                let pictures = parse_pictures(file, data)?;
                if name == "ic" {
                    // The hoop fronts as the original draws them, turned or mirrored
                    // (docs/RULES.md §6.2), derived once here so that no drawing call has to
                    // transform a picture.
                    for t in Transform::ALL {
                        // Only the fronts (3 to 6) are drawn turned; the others stay empty so
                        // that indices keep their meaning.
                        let derived = pictures
                            .iter()
                            .take(7)
                            .enumerate()
                            .map(|(k, p)| match k {
                                3..=6 => p.transformed(t),
                                _ => Picture::empty(),
                            })
                            .collect();
                        image_files.push(ImageFile {
                            name: FileName::new(t.derived_name()),
                            pictures: Cow::Owned(derived),
                        });
                    }
                }
                if name == "if0" {
                    // Each tile's common picture under its record's transform: how the
                    // original redraws fan housings over the ball (docs/RULES.md §6.2).
                    let base = tiles.base_images.max(0) as usize;
                    let turned = tiles
                        .tiles
                        .iter()
                        .map(|t| match pictures.get(t.image as usize) {
                            Some(p) if (t.image as usize) < base && t.transform != 0 => {
                                p.with_tile_transform(t.transform)
                            }
                            _ => Picture::empty(),
                        })
                        .collect();
                    image_files.push(ImageFile {
                        name: FileName::new(TILES_AS_COLLIDED),
                        pictures: Cow::Owned(turned),
                    });
                }
                image_files.push(ImageFile {
                    name: file,
                    pictures: Cow::Owned(pictures),
                });
            }
        }
        let res = Resources {
            tiles,
            levels: Cow::Owned(levels),
            ball_masks: Cow::Owned(b.masks),
            ball_sprites: Cow::Owned(ball_sprites),
            demo: Cow::Owned(demo),
            background,
            image_files: Cow::Owned(image_files),
            tunes: Cow::Owned(tunes),
            icon,
            pars: Cow::Owned(pars),
            levels_crc: super::crc32::crc32(lf_bytes),
        };
        res.check(lf_bytes)?;
        Ok(res)
    }

    /// The pictures the programs draw, which a platform's GPU reads (the ball's sprites,
    /// every image file's pictures, then the icon), in this fixed order: the one list a
    /// platform settles for its GPU ([`Resources::drawn_mut`]) and a program hands over as
    /// its assets.
    pub fn drawn(&self) -> impl Iterator<Item = &Picture<'a>> {
        let files = self.image_files.iter().flat_map(|f| f.pictures.iter());
        self.ball_sprites
            .iter()
            .chain(files)
            .chain(core::iter::once(&self.icon))
    }

    /// [`Resources::drawn`] to change in place (a platform moving the pictures where its
    /// GPU reads them); the same pictures in the same order (tested).
    pub fn drawn_mut(&mut self) -> impl Iterator<Item = &mut Picture<'a>> {
        let files = self
            .image_files
            .to_mut()
            .iter_mut()
            .flat_map(|f| f.pictures.to_mut().iter_mut());
        self.ball_sprites
            .to_mut()
            .iter_mut()
            .chain(files)
            .chain(core::iter::once(&mut self.icon))
    }

    /// The pictures of image file `name`.
    pub fn pictures(&self, name: &str) -> Option<&[Picture<'a>]> {
        self.image_files
            .iter()
            .find(|f| f.name.as_str() == name)
            .map(|f| &f.pictures[..])
    }

    /// The picture a tile image index shows in `theme`: images below the base count come
    /// from `if0`, the others from `if<theme>` starting at its first picture.
    pub fn tile_picture(&self, theme: i8, image: usize) -> Option<&Picture<'a>> {
        let base = self.tiles.base_images as usize;
        if image >= self.tiles.image_count as usize {
            return None;
        }
        if image < base {
            self.pictures("if0")?.get(image)
        } else {
            let name = FileName::numbered("if", theme as u8);
            self.pictures(name.as_str())?.get(image - base)
        }
    }

    /// The background picture for `theme`: `ib<theme>` when it exists, else `ib0`.
    pub fn background_picture(&self, theme: i8) -> Option<&Picture<'a>> {
        let name = FileName::numbered("ib", theme as u8);
        self.pictures(name.as_str())
            .or_else(|| self.pictures("ib0"))?
            .first()
    }

    /// Level `level`'s par, when the set has one for it.
    pub fn par(&self, level: usize) -> Option<Par<'a>> {
        self.pars.get(level).copied().flatten()
    }

    /// The tutorial level (the last one); the levels before it are playable.
    pub fn tutorial_level(&self) -> usize {
        self.levels.len() - 1
    }

    /// Cross-file checks (`lf` is the levels file, to place theme errors).
    fn check(&self, lf: &[u8]) -> Result<(), ResError> {
        let count_err = |name: &str, index: usize, count: usize| {
            Place::file(name).error(0, ErrorKind::MissingChunk { index, count })
        };
        let need = |name: &str, n: usize| -> Result<(), ResError> {
            let have = self.pictures(name).ok_or_else(|| missing(name))?.len();
            if have < n {
                return Err(count_err(name, n - 1, have));
            }
            Ok(())
        };
        need("ic", HUD_PICTURES)?;
        need("im", MENU_PICTURES)?;
        need("if0", self.tiles.base_images as usize)?;
        need("ib0", 1)?;
        let themed = (self.tiles.image_count - self.tiles.base_images) as usize;
        for (l, level) in self.levels.iter().enumerate() {
            let name = FileName::numbered("if", level.theme as u8);
            if self.pictures(name.as_str()).is_none() {
                let (_, place) = Container::parse(FileName::new("lf"), lf)?.chunk(2 * l)?;
                return Err(place.error(
                    0,
                    ErrorKind::Invalid {
                        field: "theme",
                        value: level.theme as i64,
                        expected: "a theme whose image file if<theme> exists",
                    },
                ));
            }
            need(name.as_str(), themed)?;
        }
        if self.ball_masks.len() < ball::MASKS {
            return Err(count_err("b", ball::MASKS, self.ball_masks.len()));
        }
        if let Some(img) = self
            .background
            .tiles
            .tiles
            .iter()
            .find(|t| t.draw.uses_image())
        {
            if img.image as usize >= 1 {
                return Err(Place::file("bg").error(
                    0,
                    ErrorKind::Invalid {
                        field: "background image index",
                        value: img.image as i64,
                        expected: "0 (the one picture of ib<theme>)",
                    },
                ));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbered_names() {
        assert_eq!(numbered("if12", "if"), Some(12));
        assert_eq!(numbered("if", "if"), None);
        assert_eq!(numbered("ifx", "if"), None);
        assert_eq!(numbered("ib0", "if"), None);
        assert_eq!(numbered("if9999", "if"), None);
    }

    #[test]
    fn every_missing_file_is_listed_in_reading_order() {
        let files: [(&str, &[u8]); 3] = [("b", b"x"), ("ic", b"x"), ("if0", b"x")];
        let missing = missing_files(&files[..]);
        let names: Vec<&str> = missing.iter().map(|f| f.as_str()).collect();
        assert_eq!(
            names,
            ["tf", "lf", "r", "bg", "s", "i", "im", "ib0"],
            "lf unreadable: no themes"
        );
        let none: [(&str, &[u8]); 0] = [];
        assert_eq!(missing_files(&none[..]).len(), REQUIRED.len());
    }

    #[test]
    fn resource_names() {
        for n in [
            "tf", "lf", "b", "r", "bg", "s", "i", "ic", "im", "if0", "if12", "ib0", "par",
        ] {
            assert!(is_resource_name(n), "{n}");
        }
        for n in [
            "",
            "TF",
            "lf.bin",
            "if",
            "ib",
            "if256",
            "MANIFEST.MF",
            "a.class",
            "x",
        ] {
            assert!(!is_resource_name(n), "{n}");
        }
    }
}

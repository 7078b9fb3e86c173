//! Finding a player's own resource files at run time, so that the original game plays from
//! the memory stick without a build. The search is platform-free: the platform lends a
//! [`Volume`] (its file system) and the path it was started from.
//!
//! Where: "beside the EBOOT" is the folder of `argv[0]` when that lies on a storage
//! device (`ms0:`, `ef0:` on a PSP Go, `host0:`), else [`GAME_FOLDER`] (an emulator's
//! `umd0:` or `disc0:` start). What, in that folder: a folder `res/` holding the game's
//! files, else those files one folder too deep (`res/res/`, or any one sub-folder of `res/`,
//! and its own `res/`: the usual unzip mistakes), else the first `*.jar` by name (a MIDlet
//! archive, read by [`super::zip`]), else a `.jar`'s contents unzipped into a sub-folder
//! (`<folder>/res/`). A `res/` with none of the game's files is refused and told, never
//! passed over in silence. A refused set is told in plain words with what to do, the
//! technical detail below ([`Refusal`]).

use super::error::{ErrorKind, FileName, ResError, ZipProblem};
use super::set::{self, Resources};
use super::zip::{self, Archive};
use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

/// Where the game lives on a memory stick; searched when the EBOOT was started elsewhere.
pub const GAME_FOLDER: &str = "ms0:/PSP/GAME/BounceBack";

/// Largest resource file read (the original's largest file is a few tens of KiB; this
/// keeps a stray large file from exhausting memory).
pub const MAX_FILE: usize = 4 << 20;

/// An entry of a folder listing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The entry's name, without the folder.
    pub name: String,
    /// A folder rather than a file.
    pub is_dir: bool,
}

/// The file system as the search needs it.
pub trait Volume {
    /// The entries of folder `dir` (`.` and `..` left out), or `None` when it cannot be
    /// opened.
    fn list(&mut self, dir: &str) -> Option<Vec<Entry>>;
    /// The whole file at `path`, at most `max` bytes: `Err` names why it failed.
    ///
    /// # Errors
    ///
    /// [`ReadError::TooLarge`] past `max` bytes; [`ReadError::Io`] when opening or reading
    /// fails.
    fn read(&mut self, path: &str, max: usize) -> Result<Vec<u8>, ReadError>;
}

/// Why a file could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Opening or reading failed (the platform's error code).
    Io(i32),
    /// Larger than the limit.
    TooLarge,
    /// The path is none the platform can take (too long for the system, or outside the
    /// device): nothing was opened, so there is no error code.
    Path,
}

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// Nothing: the built-in pack plays.
    Nothing,
    /// A folder of resource files (`path` ends in `/res`).
    Folder {
        /// The folder's path.
        path: String,
    },
    /// A MIDlet archive.
    Archive {
        /// The archive's path.
        path: String,
    },
    /// A `res/` folder with no file in it (nor one folder deeper): told, not passed over.
    EmptyFolder {
        /// The folder's path.
        path: String,
    },
}

/// Why a found set could not be played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// A file of the set could not be read.
    Read {
        /// The file that failed.
        path: String,
        /// Why.
        why: ReadError,
    },
    /// A file, or the set as a whole, is invalid.
    Invalid(ResError),
    /// An archive, or a file in it, is invalid: `message` names the entry (the archive's
    /// own name is the path of the set).
    InArchive {
        /// The reader's error, for callers that want its fields.
        error: Box<ResError>,
        /// The error's whole text, naming the entry.
        message: String,
    },
    /// Files the game needs are missing: every one, in the order the game reads them
    /// ([`set::missing_files`]), as the folder or archive names them (`res/tf` in an
    /// archive whose files are in `res/`).
    Missing {
        /// The missing files.
        files: Vec<String>,
        /// Missing from an archive, not a folder.
        in_archive: bool,
    },
    /// A `res/` folder with no file in it.
    Empty,
    /// The folder of the set cannot be listed (gone, or not a folder).
    NoFolder {
        /// The folder.
        path: String,
    },
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReadError::Io(code) => write!(f, "read failed (error 0x{:08X})", *code as u32),
            ReadError::TooLarge => write!(f, "larger than {} bytes", MAX_FILE),
            ReadError::Path => f.write_str("the path is too long or not on the device"),
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Read { path, why } => write!(f, "{path}: {why}"),
            LoadError::Invalid(e) => write!(f, "{e}"),
            LoadError::InArchive { message, .. } => f.write_str(message),
            LoadError::Missing { files, .. } => {
                write!(f, "{} file(s) missing: {}", files.len(), files.join(", "))
            }
            LoadError::Empty => f.write_str("the folder holds no files"),
            LoadError::NoFolder { path } => {
                write!(f, "cannot read {path}: no folder can be listed there")
            }
        }
    }
}

impl core::error::Error for ReadError {}
impl core::error::Error for LoadError {}

impl LoadError {
    fn in_archive(error: ResError, message: String) -> Self {
        LoadError::InArchive {
            error: Box::new(error),
            message,
        }
    }

    /// What is wrong and what to do, in the player's words (the technical detail is the
    /// error's text).
    pub fn plain(&self) -> &'static str {
        match self {
            LoadError::Read {
                why: ReadError::Io(_) | ReadError::Path,
                ..
            } => "A file could not be read from the memory stick: check the stick, then copy the game's files to it again.",
            LoadError::Read {
                why: ReadError::TooLarge,
                ..
            } => "A file is far too large to be one of the game's: copy the game's own files to the memory stick again.",
            LoadError::NoFolder { .. } => "The res folder could not be opened: check the memory stick, then copy the game's files to it again.",
            LoadError::Empty => "The res folder is empty: copy the game's files into it, or delete the folder to play the built-in levels.",
            LoadError::Missing {
                in_archive: false, ..
            } => "Files the game needs are missing from the res folder: copy the whole res folder to the memory stick again.",
            LoadError::Missing {
                in_archive: true, ..
            } => "The .jar lacks files the game needs: it is not the whole game. Copy the game's own .jar to the memory stick.",
            LoadError::Invalid(_) => "A file in the res folder is damaged or is not the game's: copy the res folder to the memory stick again.",
            LoadError::InArchive { error, .. } => match error.kind {
                ErrorKind::Zip {
                    problem: ZipProblem::NoResources,
                    ..
                } => "This .jar holds none of the game's files: put the game's own .jar beside the EBOOT.",
                ErrorKind::Zip {
                    problem:
                        ZipProblem::Zip64 { .. }
                        | ZipProblem::MultiDisk { .. }
                        | ZipProblem::Encrypted
                        | ZipProblem::Method { .. }
                        | ZipProblem::TwoFolders { .. }
                        | ZipProblem::Duplicate { .. },
                    ..
                } => "The .jar is packed in a way the game cannot read: copy the game's original .jar, not a repacked one.",
                ErrorKind::Zip {
                    problem: ZipProblem::NoEnd { searched: 0 },
                    ..
                } => "The .jar is empty: copy the game's own .jar to the memory stick again.",
                ErrorKind::Zip { .. } => {
                    "The .jar is cut short or damaged: copy it to the memory stick again."
                }
                _ => "A file inside the .jar is damaged or is not the game's: copy the game's own .jar to the memory stick again.",
            },
        }
    }
}

impl From<ResError> for LoadError {
    fn from(e: ResError) -> Self {
        LoadError::Invalid(e)
    }
}

/// The folder searched for a start from `argv0`: the EBOOT's own folder on a storage
/// device, else [`GAME_FOLDER`].
pub fn folder_of(argv0: &str) -> String {
    let on_storage = ["ms0:", "ef0:", "host0:"]
        .iter()
        .any(|d| argv0.len() >= d.len() && argv0[..d.len()].eq_ignore_ascii_case(d));
    match argv0.rfind('/') {
        Some(slash) if on_storage => {
            // `ms0:/EBOOT.PBP` has its folder at the device root: keep the slash.
            let dir = &argv0[..slash];
            if dir.ends_with(':') {
                String::from(&argv0[..=slash])
            } else {
                String::from(dir)
            }
        }
        _ => String::from(GAME_FOLDER),
    }
}

/// `dir` + `/` + `name`, without doubling a slash at a device root.
pub fn join(dir: &str, name: &str) -> String {
    let mut p = String::with_capacity(dir.len() + 1 + name.len());
    p.push_str(dir);
    if !p.ends_with('/') {
        p.push('/');
    }
    p.push_str(name);
    p
}

fn is_jar(name: &str) -> bool {
    name.len() > 4 && name[name.len() - 4..].eq_ignore_ascii_case(".jar")
}

/// A file the game reads (`tf`, `if1`, in any case: a FAT stick may list `TF`); dot files
/// (a Mac's `._tf`), folders and other files are not.
fn is_resource_file(e: &Entry) -> bool {
    !e.is_dir && set::is_resource_name(&e.name.to_ascii_lowercase())
}

/// Whether the folder at `path` holds any of the game's files.
fn holds_set(vol: &mut impl Volume, path: &str) -> bool {
    vol.list(path)
        .is_some_and(|entries| entries.iter().any(is_resource_file))
}

/// The sub-folders of a listing, by name (dot folders left out).
fn folders(entries: &[Entry]) -> Vec<&str> {
    let mut f: Vec<&str> = entries
        .iter()
        .filter(|e| e.is_dir && !e.name.starts_with('.'))
        .map(|e| e.name.as_str())
        .collect();
    f.sort_unstable();
    f
}

/// The set one folder too deep in `res` (listed as `entries`): in a sub-folder of it
/// (`res/res/`, a `.jar`'s folder unzipped into `res/`), or in that sub-folder's own `res/`
/// (a `.jar` unzipped into a folder of its own inside `res/`); the first by name.
fn deeper(vol: &mut impl Volume, res: &str, entries: &[Entry]) -> Option<String> {
    for name in folders(entries) {
        let sub = join(res, name);
        if holds_set(vol, &sub) {
            return Some(sub);
        }
        let inner = join(&sub, "res");
        if holds_set(vol, &inner) {
            return Some(inner);
        }
    }
    None
}

/// Looks in `dir` for the game's files: in `res/`, one folder deeper in it, in the first
/// `*.jar` by name, then in a sub-folder's own `res/` (a `.jar` unzipped into a folder of
/// its own). A `res/` with files that are none of the game's is the set found (its missing
/// files are then told); one with no file at all is [`Found::EmptyFolder`].
pub fn search(vol: &mut impl Volume, dir: &str) -> Found {
    let res = join(dir, "res");
    let res_entries = vol.list(&res);
    if let Some(entries) = &res_entries {
        if entries.iter().any(is_resource_file) {
            return Found::Folder { path: res };
        }
        if let Some(path) = deeper(vol, &res, entries) {
            return Found::Folder { path };
        }
    }
    let entries = vol.list(dir).unwrap_or_default();
    let mut jars: Vec<&str> = entries
        .iter()
        .filter(|e| !e.is_dir && is_jar(&e.name))
        .map(|e| e.name.as_str())
        .collect();
    jars.sort_unstable();
    if let Some(name) = jars.first() {
        return Found::Archive {
            path: join(dir, name),
        };
    }
    for name in folders(&entries) {
        if name.eq_ignore_ascii_case("res") {
            continue;
        }
        let inner = join(&join(dir, name), "res");
        if holds_set(vol, &inner) {
            return Found::Folder { path: inner };
        }
    }
    match res_entries {
        Some(entries)
            if entries
                .iter()
                .any(|e| !e.is_dir && !e.name.starts_with('.')) =>
        {
            Found::Folder { path: res }
        }
        Some(_) => Found::EmptyFolder { path: res },
        None => Found::Nothing,
    }
}

/// A file of a resource folder, as [`read_folder`] read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FolderFile {
    /// Its resource name (`tf`, `if1`): lower case, whatever the folder calls it.
    pub name: String,
    /// The path it was read from (the folder's, then the name as listed: `res/TF`).
    pub path: String,
    /// Its bytes.
    pub bytes: Vec<u8>,
}

/// The one rule for the names in a resource folder, wherever it is read (`build.rs`, the
/// tool's `--res`, the memory stick): a file is the game's when its name in lower case is
/// a resource name ([`set::is_resource_name`]; a FAT stick or another system may list `tf`
/// as `TF`), and is read under that lower-case name; where two spellings of one name exist,
/// the lower-case file is read. Dot files (a Mac's `._tf`), folders and other files are
/// not read. The entries to read, as `(resource name, entry name)`, sorted by resource name.
pub fn resource_files(entries: &[Entry]) -> Vec<(String, &str)> {
    let mut picked: Vec<(String, &str)> = entries
        .iter()
        .filter(|e| is_resource_file(e))
        .map(|e| (e.name.to_ascii_lowercase(), e.name.as_str()))
        .collect();
    // Exact lower-case names first, so they win over another spelling of the same name.
    picked.sort_by_key(|(lower, name)| (lower.clone(), *name != lower.as_str()));
    picked.dedup_by(|b, a| a.0 == b.0);
    picked
}

/// The game's files in the folder `path`, by [`resource_files`]' rule, sorted by name: the
/// one reader of a resource folder (the memory stick's, the tool's `--res` and
/// `BOUNCE_RES` in `build.rs`, each over its own [`Volume`]).
///
/// # Errors
///
/// [`LoadError::NoFolder`] when the folder cannot be listed; [`LoadError::Read`] for the first
/// file that cannot be read.
pub fn read_folder(vol: &mut impl Volume, path: &str) -> Result<Vec<FolderFile>, LoadError> {
    let entries = vol.list(path).ok_or_else(|| LoadError::NoFolder {
        path: String::from(path),
    })?;
    let mut files = Vec::new();
    for (name, listed) in resource_files(&entries) {
        let p = join(path, listed);
        let bytes = vol.read(&p, MAX_FILE).map_err(|why| LoadError::Read {
            path: p.clone(),
            why,
        })?;
        files.push(FolderFile {
            name,
            path: p,
            bytes,
        });
    }
    Ok(files)
}

/// The `(name, bytes)` of files [`read_folder`] read, for [`table`].
pub fn named(files: Vec<FolderFile>) -> Vec<(String, Vec<u8>)> {
    files.into_iter().map(|f| (f.name, f.bytes)).collect()
}

/// A borrowed view of `files` for [`super::Resources::parse`].
pub fn table(files: &[(String, Vec<u8>)]) -> Vec<(&str, &[u8])> {
    files
        .iter()
        .map(|(n, b)| (n.as_str(), b.as_slice()))
        .collect()
}

/// Reads, validates and decodes what [`search`] found. The files are kept for the rest of
/// the run (leaked), since the resources borrow from them; this runs once, at start-up.
///
/// # Errors
///
/// [`LoadError::Read`] when a file cannot be read, [`LoadError::Invalid`] when a file or the
/// set is invalid, [`LoadError::InArchive`] when the archive or an entry is.
pub fn load(vol: &mut impl Volume, found: &Found) -> Result<Option<Resources<'static>>, LoadError> {
    match found {
        Found::Nothing => Ok(None),
        Found::EmptyFolder { .. } => Err(LoadError::Empty),
        Found::Folder { path } => {
            let files: &'static [(String, Vec<u8>)] =
                Box::leak(named(read_folder(vol, path)?).into_boxed_slice());
            let missing = set::missing_files(&table(files)[..]);
            if !missing.is_empty() {
                return Err(LoadError::Missing {
                    files: missing.iter().map(|f| String::from(f.as_str())).collect(),
                    in_archive: false,
                });
            }
            Ok(Some(Resources::parse(&table(files)[..])?))
        }
        Found::Archive { path } => {
            let bytes: &'static [u8] = Box::leak(
                vol.read(path, MAX_FILE)
                    .map_err(|why| LoadError::Read {
                        path: path.clone(),
                        why,
                    })?
                    .into_boxed_slice(),
            );
            let name = FileName::new(path.rsplit('/').next().unwrap_or(path));
            let archive: &'static Archive<'static> = match Archive::parse(name, bytes) {
                Ok(a) => Box::leak(Box::new(a)),
                Err(e) => return Err(LoadError::in_archive(e, zip::describe(None, &e))),
            };
            let missing = set::missing_files(&archive.table()[..]);
            if !missing.is_empty() {
                return Err(LoadError::Missing {
                    files: missing
                        .iter()
                        .map(|f| match archive.folder {
                            Some(d) => alloc::format!("{d}/{f}"),
                            None => String::from(f.as_str()),
                        })
                        .collect(),
                    in_archive: true,
                });
            }
            match Resources::parse(&archive.table()[..]) {
                Ok(r) => Ok(Some(r)),
                Err(e) => Err(LoadError::in_archive(e, archive.describe(&e))),
            }
        }
    }
}

impl Found {
    /// The path shown to the player and in the boot line.
    pub fn path(&self) -> Option<&str> {
        match self {
            Found::Nothing => None,
            Found::Folder { path } | Found::Archive { path } | Found::EmptyFolder { path } => {
                Some(path)
            }
        }
    }
}

/// What the start-up search decided.
pub enum Located {
    /// Nothing found: the built-in pack.
    Builtin,
    /// A valid set, to play instead of the built-in pack.
    Loaded {
        /// Where the set was found.
        path: String,
        /// The decoded set.
        resources: Box<Resources<'static>>,
    },
    /// A set was found but cannot be played: the built-in pack, after a screen saying why.
    Refused {
        /// Where the set was found.
        path: String,
        /// Why it cannot be played.
        error: LoadError,
    },
}

/// Searches the folder beside the EBOOT started from `argv0`, then reads, validates and
/// decodes what it finds with the same readers `build.rs` uses ([`load`]).
pub fn find_and_load(vol: &mut impl Volume, argv0: &str) -> Located {
    let found = search(vol, &folder_of(argv0));
    let path = String::from(found.path().unwrap_or(""));
    match load(vol, &found) {
        Ok(None) => Located::Builtin,
        Ok(Some(resources)) => Located::Loaded {
            path,
            resources: Box::new(resources),
        },
        Err(error) => Located::Refused { path, error },
    }
}

/// What the player is told about a set that was found and refused: where it is, what is
/// wrong and what to do in plain words, and the technical detail (file, chunk, byte,
/// reason; or every missing file) on a line below.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// Where the set was found.
    pub path: String,
    /// What is wrong and what to do ([`LoadError::plain`]).
    pub plain: &'static str,
    /// The technical detail (the error's text).
    pub detail: String,
}

impl Refusal {
    /// The plain words of a refusal whose cause is known only as text.
    pub const CANNOT_PLAY: &'static str =
        "These files cannot be played: copy the game's files to the memory stick again.";

    /// The stdout lines that tell it: `resource error: <path>: <detail>`, then
    /// `resource advice: <plain>`.
    pub fn lines(&self) -> [String; 2] {
        [
            alloc::format!("resource error: {}: {}", self.path, self.detail),
            alloc::format!("resource advice: {}", self.plain),
        ]
    }
}

impl Located {
    /// What the player is told, when the set found was refused.
    pub fn refusal(&self) -> Option<Refusal> {
        match self {
            Located::Refused { path, error } => Some(Refusal {
                path: path.clone(),
                plain: error.plain(),
                detail: alloc::format!("{error}"),
            }),
            _ => None,
        }
    }

    /// The boot line naming the source: `resources: builtin` or
    /// `resources: <path> (<N> levels)`.
    pub fn line(&self) -> String {
        match self {
            Located::Loaded { path, resources } => {
                alloc::format!("resources: {path} ({} levels)", resources.levels.len())
            }
            Located::Builtin | Located::Refused { .. } => String::from("resources: builtin"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_folder_beside_the_eboot() {
        assert_eq!(
            folder_of("ms0:/PSP/GAME/BounceBack/EBOOT.PBP"),
            "ms0:/PSP/GAME/BounceBack"
        );
        assert_eq!(folder_of("ef0:/PSP/GAME/BB/EBOOT.PBP"), "ef0:/PSP/GAME/BB");
        assert_eq!(folder_of("MS0:/PSP/GAME/X/EBOOT.PBP"), "MS0:/PSP/GAME/X");
        assert_eq!(folder_of("ms0:/EBOOT.PBP"), "ms0:/");
        assert_eq!(folder_of("umd0:/EBOOT.PBP"), GAME_FOLDER);
        assert_eq!(folder_of("disc0:/PSP_GAME/SYSDIR/EBOOT.BIN"), GAME_FOLDER);
        assert_eq!(folder_of(""), GAME_FOLDER);
        assert_eq!(folder_of("ms0:"), GAME_FOLDER);
    }

    fn entry(name: &str, is_dir: bool) -> Entry {
        Entry {
            name: String::from(name),
            is_dir,
        }
    }

    #[test]
    fn one_rule_for_names_any_case_read_lower_lower_case_wins() {
        let entries = [
            entry("IF1", false),
            entry("tf", false),
            entry("TF", false),
            entry("Lf", false),
            entry("._tf", false),
            entry("b", true),
            entry("readme", false),
            entry("ib12", false),
        ];
        let picked = resource_files(&entries);
        let got: Vec<(&str, &str)> = picked.iter().map(|(l, n)| (l.as_str(), *n)).collect();
        assert_eq!(
            got,
            [("ib12", "ib12"), ("if1", "IF1"), ("lf", "Lf"), ("tf", "tf")]
        );
        // The order of the listing does not matter.
        let mut reversed = entries.clone();
        reversed.reverse();
        assert_eq!(resource_files(&reversed), picked);
    }

    #[test]
    fn join_keeps_one_slash() {
        assert_eq!(join("ms0:/", "res"), "ms0:/res");
        assert_eq!(join("ms0:/PSP", "res"), "ms0:/PSP/res");
    }
}

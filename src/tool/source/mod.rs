//! The editable text sources the content pack is authored in, and the text dumps of the
//! binary resources. A dump of any valid resource folder is valid source: `dump` then
//! `pack` gives back the same bytes.
//!
//! Layout of a source folder:
//! - `tiles.txt` (tf), `levels/NN.txt` (lf, in name order), `ball.txt` + `ball/NN.*` (b),
//!   `demo.txt` (r), `background.txt` (bg), `sounds.txt` (s), `icon.*` (i);
//! - `images/<file>/NN.*` for the picture containers `ic`, `im`, `if<n>`, `ib<n>`.
//!
//! Pictures are `.png` (copied as they are) or `.txt` palette-indexed ASCII art.

pub mod art;
pub mod ball;
pub mod demo;
pub mod level;
pub mod sounds;
pub mod text;
pub mod tiles;

use std::fmt;

/// An error in a source file: which file, which line and column, what was wrong. Shown as
/// compilers show theirs (`levels/01.txt:12:7: ...`), so editors can jump to it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SrcError {
    /// The source file.
    pub file: String,
    /// The 1-based line (0: the file as a whole).
    pub line: usize,
    /// The 1-based column, in characters (0: the line as a whole).
    pub column: usize,
    /// What was wrong.
    pub message: String,
}

impl fmt::Display for SrcError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line > 0 && self.column > 0 {
            write!(
                f,
                "{}:{}:{}: {}",
                self.file, self.line, self.column, self.message
            )
        } else if self.line > 0 {
            write!(f, "{}:{}: {}", self.file, self.line, self.message)
        } else {
            write!(f, "{}: {}", self.file, self.message)
        }
    }
}

impl std::error::Error for SrcError {}

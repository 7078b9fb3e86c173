//! `par`: each playable level's par, the shortest run known for it (the solver's), as a
//! container of one chunk a level in play order: the run's bytes
//! ([`super::run`], the save's form of a best time), or an empty chunk for a level with
//! no par. The file is optional: a set without it (the original's) has no par.
//! `docs/FORMAT.md`, "par".

use super::container::{self, Container};
use super::error::{ErrorKind, FileName, ResError};
use alloc::vec::Vec;

/// The file's name in a set.
pub const FILE: &str = "par";

/// A level's par: its ticks and the run that makes them, read and checked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Par<'a> {
    /// The tick the run completes the level on, as the file says (`bounceback check`
    /// plays the run to see that it does).
    pub ticks: u32,
    /// The run's bytes ([`super::run`]), the ticks first.
    pub run: &'a [u8],
}

/// Reads a par file: one entry a chunk, `None` for an empty one.
///
/// # Errors
///
/// A [`ResError`] for a malformed container or a run that does not read (its chunk and
/// the byte of the fault).
pub fn parse(file: FileName, data: &[u8]) -> Result<Vec<Option<Par<'_>>>, ResError> {
    let c = Container::parse(file, data)?;
    (0..c.len())
        .map(|k| {
            let (run, place) = c.chunk(k)?;
            if run.is_empty() {
                return Ok(None);
            }
            let ticks =
                super::run::ticks(run).map_err(|e| place.error(e.at, ErrorKind::Run(e.fault)))?;
            Ok(Some(Par { ticks, run }))
        })
        .collect()
}

/// The file of `runs`, one a level (`None`: no par).
///
/// # Errors
///
/// A run over the container's 32,767 bytes a chunk, or more chunks than it lists.
pub fn to_file(runs: &[Option<&[u8]>]) -> Result<Vec<u8>, &'static str> {
    let chunks: Vec<&[u8]> = runs.iter().map(|r| r.unwrap_or(&[])).collect();
    let mut out = Vec::new();
    container::write(&mut out, &chunks)?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::res::run::RunFault;

    fn name() -> FileName {
        FileName::new(FILE)
    }

    #[test]
    fn a_par_file_reads_back_with_its_empty_levels() {
        // 5 ticks, one event: tick 2, slot 3, pressed.
        let run: &[u8] = &[5, 1, (2 << 3) | (3 << 1) | 1];
        let file = to_file(&[Some(run), None, Some(run)]).unwrap();
        let pars = parse(name(), &file).unwrap();
        let par = Par { ticks: 5, run };
        assert_eq!(pars, [Some(par), None, Some(par)]);
        assert_eq!(parse(name(), &to_file(&[]).unwrap()).unwrap(), []);
    }

    #[test]
    fn a_damaged_par_names_its_chunk_and_byte() {
        let good: &[u8] = &[5, 0];
        let bad: &[u8] = &[5, 1, 6 << 3];
        let file = to_file(&[Some(good), Some(bad)]).unwrap();
        let e = parse(name(), &file).unwrap_err();
        assert_eq!(e.chunk, Some(1));
        // The table (2 + 2 * 2), the first chunk (2), then the event at the run's byte 2.
        assert_eq!(e.offset, 6 + 2 + 2);
        assert_eq!(e.kind, ErrorKind::Run(RunFault::AfterEnd(6)));
        let e = parse(name(), &[0, 1, 0, 2, 0, 0]).unwrap_err();
        assert_eq!(
            (e.chunk, e.offset, e.kind),
            (Some(0), 4, ErrorKind::Run(RunFault::NoTicks))
        );
        let e = parse(name(), &[0, 1, 0, 9]).unwrap_err();
        assert!(matches!(e.kind, ErrorKind::ChunkPastEnd { .. }));
    }
}

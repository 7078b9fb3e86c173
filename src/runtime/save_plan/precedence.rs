//! Which save is taken at start-up: the savedata's, else the first of the set's own old
//! files (earlier versions wrote them without the utility) that the program reads as a
//! save, else the first of the older files that it reads as one. What the bytes mean is
//! the program's reading (`read`, as [`crate::runtime::Program::read_save`]); this only
//! orders the places and says what a refusal or a failed read at each of them means:
//!
//! - the savedata: taken when read as a save; refused or unreadable, the old files are
//!   still tried, and the savedata's error stands only when they hold no save;
//! - the own files, in order: an absent or unreadable file is skipped; the first refused
//!   one's error stands when none is a save (it replaces the savedata's);
//! - the older files, in order, only when the own files held nothing at all: one refused
//!   is another set's save, which is no save of this set (never an error).

use super::job::{JobError, Outcome};

/// What the save at start-up came from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Source {
    /// No save was taken (none was found, or the one found was refused).
    None,
    /// The savedata utility's.
    Savedata,
    /// An old file: to be written through the utility.
    Legacy,
}

/// What the savedata load found.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Found<'a> {
    /// The bytes the load read.
    Bytes(&'a [u8]),
    /// No save there yet.
    Nothing,
    /// The load failed, and why.
    Failed(JobError),
}

impl<'a> Found<'a> {
    /// What a load's `outcome` and the job's `data` ([`super::JobState::data`]) found: a
    /// load that ended well without bytes to read (given up on) counts as failed ([`JobError::NoBytes`]).
    pub fn of(outcome: Outcome, data: Option<&'a [u8]>) -> Found<'a> {
        match (outcome, data) {
            (Outcome::Done(_), Some(b)) => Found::Bytes(b),
            (Outcome::Done(_), None) => Found::Failed(JobError::NoBytes),
            (Outcome::NoData, _) => Found::Nothing,
            (Outcome::Failed(e), _) => Found::Failed(e),
        }
    }
}

/// The save at start-up from the savedata's `found`, else the `own` old files, else the
/// `older` ones, as `read` reads them; each file is `None` when absent or unreadable, and
/// the files are taken from the iterators (read) only when their turn comes.
///
/// # Errors
///
/// `read`'s error when what was found was refused, or the savedata could not be read, and
/// no old file is a save: the savedata's, or the first refused own file's when there is
/// one (the program then starts from its defaults).
pub fn load<S, E, B: AsRef<[u8]>>(
    found: Found<'_>,
    own: impl IntoIterator<Item = Option<B>>,
    older: impl IntoIterator<Item = Option<B>>,
    read: impl Fn(Result<&[u8], JobError>) -> Result<S, E>,
) -> (Result<Option<S>, E>, Source) {
    let from_legacy = |otherwise: Result<Option<S>, E>| match legacy(own, older, &read) {
        Ok(Some(d)) => (Ok(Some(d)), Source::Legacy),
        Ok(None) => (otherwise, Source::None),
        Err(e) => (Err(e), Source::None),
    };
    match found {
        Found::Bytes(b) => match read(Ok(b)) {
            Ok(d) => (Ok(Some(d)), Source::Savedata),
            Err(e) => from_legacy(Err(e)),
        },
        Found::Nothing => from_legacy(Ok(None)),
        Found::Failed(e) => from_legacy(read(Err(e)).map(Some)),
    }
}

/// The save the earlier versions wrote: `Ok(None)` when there is none.
fn legacy<S, E, B: AsRef<[u8]>>(
    own: impl IntoIterator<Item = Option<B>>,
    older: impl IntoIterator<Item = Option<B>>,
    read: &impl Fn(Result<&[u8], JobError>) -> Result<S, E>,
) -> Result<Option<S>, E> {
    let own = first_valid(own, read);
    if !matches!(own, Ok(None)) {
        return own;
    }
    match first_valid(older, read) {
        Ok(Some(s)) => Ok(Some(s)),
        // An older file that is not this set's is simply not this set's save.
        _ => Ok(None),
    }
}

/// The first of `files` that is a valid save; else the first refusal, or none.
fn first_valid<S, E, B: AsRef<[u8]>>(
    files: impl IntoIterator<Item = Option<B>>,
    read: &impl Fn(Result<&[u8], JobError>) -> Result<S, E>,
) -> Result<Option<S>, E> {
    let mut first_err = None;
    for bytes in files.into_iter().flatten() {
        match read(Ok(bytes.as_ref())) {
            Ok(s) => return Ok(Some(s)),
            Err(e) => {
                first_err.get_or_insert(e);
            }
        }
    }
    first_err.map_or(Ok(None), Err)
}

#[cfg(test)]
mod tests {
    use super::*;
    use core::cell::RefCell;

    /// Why the test's reading refused.
    #[derive(Clone, Copy, PartialEq, Eq, Debug)]
    enum Why {
        /// Bytes that are not a save (another set's, damaged): their first byte.
        Refused(u8),
        /// The read failed with this code.
        Unreadable(JobError),
    }

    /// A save is `b'S'` then its number.
    fn read(found: Result<&[u8], JobError>) -> Result<u8, Why> {
        match found {
            Ok([b'S', n, ..]) => Ok(*n),
            Ok(b) => Err(Why::Refused(b.first().copied().unwrap_or(0))),
            Err(code) => Err(Why::Unreadable(code)),
        }
    }

    type File = Option<&'static [u8]>;

    /// What `load` decided.
    type Taken = (Result<Option<u8>, Why>, Source);

    /// `load` over the files, and the files it read (`o<i>` own, `x<i>` older).
    fn plan(
        found: Found<'_>,
        own: &[File],
        older: &[File],
    ) -> (Taken, alloc::vec::Vec<alloc::string::String>) {
        let log = RefCell::new(alloc::vec::Vec::new());
        // Logged as `load` takes each file, so a file left unread is not in the log.
        let own_it = own.iter().copied().enumerate().map(|(i, f)| {
            log.borrow_mut().push(alloc::format!("o{i}"));
            f
        });
        let older_it = older.iter().copied().enumerate().map(|(i, f)| {
            log.borrow_mut().push(alloc::format!("x{i}"));
            f
        });
        let r = load(found, own_it, older_it, read);
        (r, log.into_inner())
    }

    const NONE: &[File] = &[None, None];

    #[test]
    fn a_valid_savedata_wins_and_no_old_file_is_read() {
        let (r, log) = plan(Found::Bytes(b"S1"), &[Some(b"S2")], &[Some(b"S3")]);
        assert_eq!(r, (Ok(Some(b'1')), Source::Savedata));
        assert!(log.is_empty(), "{log:?}");
    }

    #[test]
    fn no_savedata_takes_the_first_own_file_that_is_a_save_in_order() {
        let (r, log) = plan(Found::Nothing, &[None, Some(b"S2")], &[Some(b"S3")]);
        assert_eq!(r, (Ok(Some(b'2')), Source::Legacy));
        assert_eq!(log, ["o0", "o1"]);
        let (r, log) = plan(Found::Nothing, &[Some(b"S1"), Some(b"S2")], &[]);
        assert_eq!(r, (Ok(Some(b'1')), Source::Legacy));
        assert_eq!(log, ["o0"]);
    }

    #[test]
    fn a_refused_own_file_is_passed_over_for_a_later_own_save() {
        let (r, _) = plan(Found::Nothing, &[Some(b"D"), Some(b"S2")], &[]);
        assert_eq!(r, (Ok(Some(b'2')), Source::Legacy));
    }

    #[test]
    fn own_files_all_refused_give_the_first_refusal_and_no_older_file_is_read() {
        let (r, log) = plan(Found::Nothing, &[Some(b"A"), Some(b"B")], &[Some(b"S3")]);
        assert_eq!(r, (Err(Why::Refused(b'A')), Source::None));
        assert_eq!(log, ["o0", "o1"]);
    }

    #[test]
    fn a_refused_savedata_gives_way_to_a_valid_legacy_file() {
        let (r, _) = plan(Found::Bytes(b"D"), &[Some(b"S2")], &[]);
        assert_eq!(r, (Ok(Some(b'2')), Source::Legacy));
        let (r, _) = plan(Found::Bytes(b"D"), NONE, &[Some(b"S3")]);
        assert_eq!(r, (Ok(Some(b'3')), Source::Legacy));
    }

    #[test]
    fn a_refused_savedata_with_no_old_save_is_its_refusal() {
        let (r, log) = plan(Found::Bytes(b"D"), NONE, &[Some(b"X"), None]);
        assert_eq!(r, (Err(Why::Refused(b'D')), Source::None));
        assert_eq!(log, ["o0", "o1", "x0", "x1"]);
    }

    #[test]
    fn a_refused_own_file_s_refusal_replaces_a_refused_savedata_s() {
        let (r, _) = plan(Found::Bytes(b"D"), &[Some(b"E")], &[]);
        assert_eq!(r, (Err(Why::Refused(b'E')), Source::None));
    }

    #[test]
    fn an_unreadable_savedata_is_read_as_its_code_unless_an_old_file_is_a_save() {
        let (r, _) = plan(Found::Failed(JobError::Code(0x8011_0327)), NONE, &[]);
        assert_eq!(
            r,
            (
                Err(Why::Unreadable(JobError::Code(0x8011_0327))),
                Source::None
            )
        );
        let (r, _) = plan(Found::Failed(JobError::Code(9)), &[Some(b"S1")], &[]);
        assert_eq!(r, (Ok(Some(b'1')), Source::Legacy));
    }

    #[test]
    fn older_files_that_are_another_set_s_save_count_as_none() {
        let (r, log) = plan(Found::Nothing, NONE, &[Some(b"X"), Some(b"Y")]);
        assert_eq!(r, (Ok(None), Source::None));
        assert_eq!(log, ["o0", "o1", "x0", "x1"]);
        // ... and a later older file that is a save is still taken.
        let (r, _) = plan(Found::Nothing, NONE, &[Some(b"X"), Some(b"S4")]);
        assert_eq!(r, (Ok(Some(b'4')), Source::Legacy));
    }

    #[test]
    fn nothing_anywhere_is_no_save() {
        let (r, log) = plan(Found::Nothing, NONE, &[None]);
        assert_eq!(r, (Ok(None), Source::None));
        assert_eq!(log, ["o0", "o1", "x0"]);
        let (r, _) = plan(Found::Nothing, &[], &[]);
        assert_eq!(r, (Ok(None), Source::None));
    }

    #[test]
    fn what_a_load_found_follows_its_outcome_and_data() {
        let b: &[u8] = b"S1";
        assert_eq!(Found::of(Outcome::Done(2), Some(b)), Found::Bytes(b));
        assert_eq!(
            Found::of(Outcome::Done(2), None),
            Found::Failed(JobError::NoBytes)
        );
        assert_eq!(Found::of(Outcome::NoData, None), Found::Nothing);
        let e = JobError::TimedOut { status: 2 };
        assert_eq!(Found::of(Outcome::Failed(e), None), Found::Failed(e));
    }
}

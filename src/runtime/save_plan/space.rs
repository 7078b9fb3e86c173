//! A save that failed for want of room on the memory stick: what it takes there, and the
//! player's message naming it. The utility's answer is [`NO_SPACE`]; the space a save
//! takes is its files rounded up to the stick's clusters (32 KB on the sticks the PSP
//! formats, the largest the utility's own estimate assumes), so the message asks for room
//! that suffices whatever the files' order on the stick.

use core::fmt::Write as _;

/// The savedata utility's result when the stick cannot hold the save
/// (`SCE_UTILITY_SAVEDATA_ERROR_SAVE_MS_NOSPACE`).
pub const NO_SPACE: u32 = 0x8011_0383;

/// The allocation unit assumed on the stick, in bytes.
pub const CLUSTER: u64 = 32 * 1024;

/// The folder's own directory entry: one cluster.
const FOLDER: u64 = CLUSTER;

/// The room a save of files of `sizes` (bytes) takes, in KB: each file in whole clusters,
/// and one for the folder.
pub fn needed_kb(sizes: &[u64]) -> u32 {
    let bytes: u64 = FOLDER
        + sizes
            .iter()
            .map(|s| s.div_ceil(CLUSTER) * CLUSTER)
            .sum::<u64>();
    u32::try_from(bytes.div_ceil(1024)).unwrap_or(u32::MAX)
}

/// The player's message for a save that did not fit.
pub fn message(needed_kb: u32) -> heapless::String<40> {
    let mut m = heapless::String::new();
    let _ = write!(m, "STICK FULL - FREE {needed_kb} KB TO SAVE");
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_file_takes_whole_clusters_and_the_folder_one_more() {
        assert_eq!(needed_kb(&[]), 32);
        assert_eq!(needed_kb(&[1]), 64);
        assert_eq!(needed_kb(&[CLUSTER]), 64);
        assert_eq!(needed_kb(&[CLUSTER + 1]), 96);
        // PARAM.SFO, ICON0.PNG, PIC1.PNG and a small DATA.BIN: four clusters and the folder.
        assert_eq!(needed_kb(&[4800, 9000, 30000, 200]), 160);
        assert_eq!(needed_kb(&[0, 0]), 32, "empty files take no cluster");
    }

    #[test]
    fn the_message_names_the_space_and_fits_the_notice() {
        assert_eq!(message(160).as_str(), "STICK FULL - FREE 160 KB TO SAVE");
        assert_eq!(
            message(u32::MAX).as_str(),
            "STICK FULL - FREE 4294967295 KB TO SAVE"
        );
    }
}

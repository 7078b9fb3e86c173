//! Measuring rendered square-wave tunes from the samples alone: where each note starts
//! and stops, its pitch from the distance between rising zero crossings, its peak.

/// One note found in the samples.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Note {
    /// The first sample of the note.
    pub onset: usize,
    /// The sample after the note: where silence or the next note begins.
    pub end: usize,
    /// Whether silence follows (otherwise the next note starts right away: the seam is
    /// where the samples stop following the new note's wave, walking back from it).
    pub then_silence: bool,
    /// Whether silence comes before it.
    pub after_silence: bool,
    /// Rising zero crossings counted for the pitch: `cycles` whole periods take `span`
    /// samples.
    pub cycles: usize,
    pub span: usize,
    /// The largest magnitude of a sample.
    pub peak: i16,
}

impl Note {
    /// The pitch in hertz.
    pub fn hz(&self) -> f64 {
        44_100.0 * self.cycles as f64 / self.span as f64
    }

    pub fn len(&self) -> usize {
        self.end - self.onset
    }
}

/// Fewer whole periods than this between two changes of period are taken for the seam of
/// a note boundary (the new note's phase restarts mid-period), not for a note.
const MIN_CYCLES: usize = 4;

/// Every note in `s`: runs of non-zero samples are cut into notes where the period changes.
/// A square wave's periods that are not a whole number of samples alternate between the
/// two nearest lengths, so periods within one sample of each other belong to one note.
pub fn notes(s: &[i16]) -> Vec<Note> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < s.len() {
        if s[i] == 0 {
            i += 1;
            continue;
        }
        let start = i;
        while i < s.len() && s[i] != 0 {
            i += 1;
        }
        sounding(s, start, i, &mut out);
    }
    out
}

/// The notes of the sounding run `s[start..end]`.
fn sounding(s: &[i16], start: usize, end: usize, out: &mut Vec<Note>) {
    let rises: Vec<usize> = (start..end)
        .filter(|&j| s[j] > 0 && (j == start || s[j - 1] < 0))
        .collect();
    // Groups of consecutive periods (as ranges of `rises` indices) within one sample.
    let mut groups: Vec<(usize, usize)> = Vec::new();
    let (mut first, mut lo, mut hi) = (0, usize::MAX, 0);
    for k in 0..rises.len().saturating_sub(1) {
        let d = rises[k + 1] - rises[k];
        if d.max(hi) - d.min(lo) > 1 {
            groups.push((first, k));
            first = k;
            (lo, hi) = (d, d);
        } else {
            (lo, hi) = (d.min(lo), d.max(hi));
        }
    }
    groups.push((first, rises.len().saturating_sub(1)));
    let notes: Vec<(usize, usize)> = groups
        .into_iter()
        .filter(|&(a, b)| b - a >= MIN_CYCLES)
        .collect();
    // The first and last periods of a group may hold a seam; the pitch comes from the
    // others.
    let pitch = |&(a, b): &(usize, usize)| (b - 1 - (a + 1), rises[b - 1] - rises[a + 1]);
    let onsets: Vec<usize> = (0..notes.len())
        .map(|n| {
            if n == 0 {
                return start;
            }
            let (cycles, span) = pitch(&notes[n]);
            let floor = rises[notes[n - 1].1 - 1];
            wave_start(s, floor, rises[notes[n].0 + 1], span as f64 / cycles as f64)
        })
        .collect();
    for (n, g) in notes.iter().enumerate() {
        let (cycles, span) = pitch(g);
        let onset = onsets[n];
        let next = onsets.get(n + 1).copied();
        out.push(Note {
            onset,
            end: next.unwrap_or(end),
            then_silence: next.is_none(),
            after_silence: n == 0,
            cycles,
            span,
            peak: s[onset..next.unwrap_or(end)]
                .iter()
                .map(|x| x.saturating_abs())
                .max()
                .unwrap_or(0),
        });
    }
}

/// Where the square wave that rises at sample `rise` with `period` began: walks back one
/// period at a time while the samples still follow it, not to `floor` or before. The sign
/// within one sample of a half-period boundary is not checked (periods are whole samples
/// only on average).
fn wave_start(s: &[i16], floor: usize, rise: usize, period: f64) -> usize {
    let follows = |from: usize, to: usize| {
        (from..to).all(|j| {
            let t = (j as f64 - rise as f64) / period;
            let f = t - t.floor();
            let near = f.min((f - 0.5).abs()).min(1.0 - f) * period < 1.0;
            near || (s[j] > 0) == (f < 0.5)
        })
    };
    let mut start = rise;
    for k in 1.. {
        let c = (rise as f64 - k as f64 * period).ceil();
        if c <= floor as f64 || !follows(c as usize, start) {
            break;
        }
        start = c as usize;
    }
    start
}

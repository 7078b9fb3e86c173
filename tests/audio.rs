//! The sound the PSP plays, measured on the host: each embedded tune is rendered whole and
//! every note's pitch, start, length and loudness are measured from the samples alone and
//! compared with the tune's own events; a new request cuts the old tune off at once;
//! buffer sizes do not change the samples; the ring of buffers hands the driver what was
//! rendered even though the driver reads each buffer late.
//!
//! `cargo test --test audio -- --nocapture` prints the measured notes.

mod audio_support;

use audio_support::{notes, Note};
use bounceback::audio::{
    amplitude, ms_to_samples, Player, Ring, TuneBank, Volume, CYCLE, RATE, STEPS,
};
use bounceback::embedded::RESOURCES;
use bounceback::res::tone::ToneEvent;
use bounceback::sim::Sound;
use proptest::prelude::*;
use std::sync::LazyLock;

static BANK: LazyLock<TuneBank> = LazyLock::new(|| TuneBank::from_tunes(&RESOURCES.tunes));

const SAMPLES_PER_MS: f64 = RATE as f64 / 1000.0;

fn tunes() -> usize {
    BANK.len()
}

/// Tune `k`'s length in samples.
fn total(k: usize) -> usize {
    ms_to_samples(BANK.events(k).iter().map(|e| e.ms).sum()) as usize
}

/// Tune `k` rendered from a fresh player: its whole length, checked to end exactly there,
/// then 2048 samples checked silent.
fn render_tune(k: usize) -> Vec<i16> {
    let mut p = Player::new(&BANK);
    p.play(k);
    let n = total(k);
    let mut s = vec![0i16; n];
    p.render(&mut s[..n - 1]);
    assert!(p.is_playing(), "tune {k} stopped before its end");
    p.render(&mut s[n - 1..]);
    assert!(!p.is_playing(), "tune {k} goes on after its end");
    let mut tail = [1i16; 2048];
    p.render(&mut tail);
    assert!(
        tail.iter().all(|&x| x == 0),
        "tune {k}: noise after its end"
    );
    s
}

/// An event the listener hears, and when its tone starts, in milliseconds.
struct Heard {
    at_ms: u32,
    e: ToneEvent,
}

fn heard(events: &[ToneEvent]) -> Vec<Heard> {
    let mut at_ms = 0;
    let mut out = Vec::new();
    for e in events {
        if e.millihertz > 0 && e.millihertz < CYCLE / 2 && e.sound_ms > 0 && e.volume > 0 {
            out.push(Heard { at_ms, e: *e });
        }
        at_ms += e.ms;
    }
    out
}

/// How far, in samples, a boundary measured from the samples may lie from the exact time:
/// a note after silence starts on the sample the exact time rounds to; a seam between two
/// notes is found to about a sample by walking back along the new note's wave.
fn slack(at_silence: bool) -> f64 {
    if at_silence {
        1.0
    } else {
        2.0
    }
}

#[test]
fn every_tune_plays_its_own_notes() {
    let (mut worst_pitch, mut worst_seam, mut count) = (0f64, 0f64, 0);
    for k in 0..tunes() {
        let s = render_tune(k);
        let found = notes(&s);
        let want = heard(BANK.events(k));
        assert_eq!(found.len(), want.len(), "tune {k}: notes found {found:?}");
        println!("tune {k}: {} notes, {} samples", want.len(), s.len());
        for (n, (m, h)) in found.iter().zip(&want).enumerate() {
            let e = h.e;
            let period = CYCLE as f64 / e.millihertz as f64;
            let want_hz = e.millihertz as f64 / 1000.0;
            // Pitch: `cycles` periods within one sample of their exact length.
            let off = m.span as f64 - m.cycles as f64 * period;
            let rel = (m.hz() - want_hz) / want_hz;
            assert!(
                off.abs() <= 1.0 && rel.abs() < 0.01,
                "tune {k} note {n}: {} periods in {} samples, want {:.2} ({:.3} Hz vs {want_hz} Hz)",
                m.cycles,
                m.span,
                m.cycles as f64 * period,
                m.hz()
            );
            // Start and end against the event times (the start also checks every earlier
            // event's length, pauses included).
            let want_on = h.at_ms as f64 * SAMPLES_PER_MS;
            let want_end = (h.at_ms + e.sound_ms) as f64 * SAMPLES_PER_MS;
            let on_err = m.onset as f64 - want_on;
            let end_err = m.end as f64 - want_end;
            assert!(
                on_err.abs() <= slack(m.after_silence),
                "tune {k} note {n}: starts at sample {} want {want_on:.1}",
                m.onset
            );
            assert!(
                end_err.abs() <= slack(m.then_silence),
                "tune {k} note {n}: ends at sample {} want {want_end:.1}",
                m.end
            );
            assert_eq!(m.peak, amplitude(e.volume), "tune {k} note {n}: loudness");
            if !m.after_silence {
                worst_seam = worst_seam.max(on_err.abs() / SAMPLES_PER_MS);
            }
            worst_pitch = worst_pitch.max(rel.abs());
            count += 1;
            println!(
                "  note {n}: {want_hz:9.3} Hz measured {:9.3} Hz ({:+.4} %), \
                 starts {:7.2} ms (want {:5}), sounds {:6.2} ms (want {:3}{}), peak {}",
                m.hz(),
                rel * 100.0,
                m.onset as f64 / SAMPLES_PER_MS,
                h.at_ms,
                m.len() as f64 / SAMPLES_PER_MS,
                e.sound_ms,
                if m.then_silence {
                    ""
                } else {
                    ", to the next note"
                },
                m.peak
            );
        }
    }
    println!(
        "{count} notes; worst pitch error {:.4} %; worst note-to-note seam {worst_seam:.2} ms",
        worst_pitch * 100.0
    );
    assert!(count > 30, "the pack's tunes hold {count} notes");
}

#[test]
fn the_sounds_the_game_plays_are_tunes() {
    use Sound::*;
    for s in [
        Death, Hoop, Pickup, Inflate, Deflate, FForm, Power, Exit, Splash, Select, Back,
    ] {
        let k = s as usize;
        assert!(!heard(BANK.events(k)).is_empty(), "{s:?}: no note");
        assert!(render_tune(k).iter().any(|&x| x != 0), "{s:?}: silent");
    }
}

#[test]
fn a_new_request_stops_the_old_tune_on_the_next_sample() {
    for a in 0..tunes() {
        for b in 0..tunes() {
            let mut fresh = Player::new(&BANK);
            fresh.play(b);
            let mut want = vec![0i16; total(b) + 100];
            fresh.render(&mut want);
            let alone = render_tune(a);
            for cut in [1, 301, total(a) / 2, total(a) - 1] {
                let mut p = Player::new(&BANK);
                p.play(a);
                let mut before = vec![0i16; cut];
                p.render(&mut before);
                assert_eq!(before[..], alone[..cut]);
                p.play(b);
                assert_eq!(p.tune(), Some(b));
                let mut got = vec![0i16; want.len()];
                p.render(&mut got);
                assert!(
                    got == want,
                    "tune {a} cut at {cut} by tune {b}: first differing sample {:?}",
                    got.iter().zip(&want).position(|(x, y)| x != y)
                );
            }
        }
    }
}

#[test]
fn sound_off_is_silent_and_drops_requests() {
    let mut p = Player::new(&BANK);
    p.play(Sound::Exit as usize);
    let mut s = vec![0i16; 500];
    p.render(&mut s);
    assert!(s.iter().any(|&x| x != 0));
    p.set_enabled(false);
    assert!(!p.is_playing());
    p.play(Sound::Death as usize);
    let mut s = vec![1i16; total(Sound::Exit as usize)];
    p.render(&mut s);
    assert!(s.iter().all(|&x| x == 0) && !p.is_playing());
    p.set_enabled(true);
    assert!(!p.is_playing(), "a request made while off stays dropped");
    p.play(Sound::Death as usize);
    let mut s = vec![0i16; total(Sound::Death as usize)];
    p.render(&mut s);
    assert_eq!(s, render_tune(Sound::Death as usize));
}

/// Sample `x` of a tune at full volume, at step `step`: the gain is the step's square over
/// the top step's, worked out here apart from the player's own table.
fn at_step(x: i16, step: u8) -> i16 {
    (x as i32 * step as i32 * step as i32 / (STEPS as i32 * STEPS as i32)) as i16
}

#[test]
fn effects_and_music_each_play_at_their_own_volume() {
    let music: Vec<Sound> = Sound::ALL.into_iter().filter(|s| s.is_music()).collect();
    assert_eq!(
        music,
        [Sound::Exit, Sound::Splash],
        "the melodies are the music"
    );
    for (effects, music) in [(0, STEPS), (3, 7), (STEPS, 1), (6, 6), (STEPS, STEPS)] {
        let v = Volume {
            effects,
            music,
            music_tunes: Sound::music_mask(),
        };
        for s in Sound::ALL {
            let k = s as usize;
            let full = render_tune(k);
            let mut p = Player::new(&BANK);
            p.set_volume(v);
            p.play(k);
            let mut got = vec![1i16; full.len()];
            p.render(&mut got);
            let step = if s.is_music() { music } else { effects };
            let want: Vec<i16> = full.iter().map(|&x| at_step(x, step)).collect();
            assert!(
                got == want,
                "{s:?} at effects {effects}, music {music}: first differing sample {:?}",
                got.iter().zip(&want).position(|(x, y)| x != y)
            );
            let peak = |s: &[i16]| s.iter().map(|x| x.unsigned_abs()).max().unwrap_or(0);
            if step > 0 && step < STEPS {
                assert!(
                    peak(&got) < peak(&full),
                    "{s:?} at step {step}: not quieter"
                );
            }
        }
    }
}

#[test]
fn a_volume_change_applies_to_the_tune_playing_from_the_next_sample() {
    for s in [Sound::Splash, Sound::Inflate] {
        let k = s as usize;
        let full = render_tune(k);
        for cut in [1, 333, full.len() / 2, full.len() - 1] {
            let mut p = Player::new(&BANK);
            p.set_volume(Volume {
                effects: 2,
                music: 9,
                music_tunes: Sound::music_mask(),
            });
            p.play(k);
            let mut got = vec![0i16; full.len()];
            p.render(&mut got[..cut]);
            p.set_volume(Volume {
                effects: 8,
                music: 4,
                music_tunes: Sound::music_mask(),
            });
            assert!(p.is_playing(), "a change of volume does not stop the tune");
            p.render(&mut got[cut..]);
            let (before, after) = if s.is_music() { (9, 4) } else { (2, 8) };
            for (i, (&g, &x)) in got.iter().zip(&full).enumerate() {
                let step = if i < cut { before } else { after };
                assert_eq!(g, at_step(x, step), "{s:?} cut at {cut}: sample {i}");
            }
        }
    }
}

/// Renders `len` samples in the given chunk sizes (cycled), playing `then` once
/// `switch_at` samples are out.
fn chunked(first: usize, then: usize, switch_at: usize, len: usize, sizes: &[usize]) -> Vec<i16> {
    let mut p = Player::new(&BANK);
    p.play(first);
    let mut out = vec![0i16; len];
    let (mut at, mut k) = (0, 0);
    while at < len {
        let mut n = sizes[k % sizes.len()].min(len - at);
        if at < switch_at {
            n = n.min(switch_at - at);
        }
        p.render(&mut out[at..at + n]);
        at += n;
        k += 1;
        if at == switch_at {
            p.play(then);
        }
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any cutting into buffers, odd sizes included, gives the samples of one render.
    #[test]
    fn buffer_sizes_do_not_change_the_samples(
        first in 0usize..11,
        then in 0usize..11,
        switch_frac in 0u32..1000,
        sizes in prop::collection::vec(1usize..3000, 1..12),
    ) {
        let first = first % tunes();
        let then = then % tunes();
        let switch_at = total(first) * switch_frac as usize / 1000;
        let len = switch_at + total(then) + 500;
        let whole = chunked(first, then, switch_at, len, &[len]);
        let cut = chunked(first, then, switch_at, len, &sizes);
        prop_assert!(
            cut == whole,
            "first differing sample {:?}",
            cut.iter().zip(&whole).position(|(x, y)| x != y)
        );
    }
}

/// The PSP thread's loop against a model of the driver that reads each buffer only while
/// the next call blocks, after the thread has filled the next buffer: what the driver
/// reads is what was rendered, buffer after buffer.
#[test]
fn the_driver_reads_what_was_rendered() {
    const SAMPLES: usize = 1024;
    let mut bufs = [[0i16; SAMPLES]; 2];
    let mut ring = Ring::<2>::new();
    let mut p = Player::new(&BANK);
    let mut reference = Player::new(&BANK);
    let (mut played, mut rendered) = (Vec::new(), Vec::new());
    let mut pending: Option<usize> = None;
    for call in 0..200 {
        if call % 37 == 0 {
            let k = call / 37 % tunes();
            p.play(k);
            reference.play(k);
        }
        let i = ring.next();
        assert_ne!(Some(i), pending, "filling the buffer the driver reads");
        p.render(&mut bufs[i]);
        let mut r = [0i16; SAMPLES];
        reference.render(&mut r);
        rendered.extend_from_slice(&r);
        // The blocking call: the driver now reads the buffer handed over last time.
        if let Some(j) = pending {
            played.extend_from_slice(&bufs[j]);
        }
        pending = Some(ring.hand_over());
    }
    played.extend_from_slice(&bufs[pending.unwrap()]);
    assert_eq!(played.len(), rendered.len());
    assert!(played == rendered, "the driver read overwritten samples");
    assert!(rendered.iter().any(|&x| x != 0));
}

#[test]
fn the_notes_measured_are_the_notes_made() {
    // The measurement itself, on a wave made here: 1 kHz for 10 ms, 20 ms of silence,
    // 2 kHz for 5 ms then 1.5 kHz for 5 ms right after it.
    let mut s = Vec::new();
    let tone = |hz: f64, n: usize| -> Vec<i16> {
        (0..n)
            .map(|j| {
                if (j as f64 * hz / 44_100.0).fract() < 0.5 {
                    100
                } else {
                    -100
                }
            })
            .collect()
    };
    s.extend(tone(1000.0, 441));
    s.extend(vec![0; 882]);
    s.extend(tone(2000.0, 220));
    s.extend(tone(1500.0, 221));
    let found: Vec<Note> = notes(&s);
    assert_eq!(found.len(), 3, "{found:?}");
    assert_eq!((found[0].onset, found[0].end), (0, 441));
    assert!((found[0].hz() - 1000.0).abs() < 5.0);
    assert_eq!(found[1].onset, 1323);
    assert!(!found[1].then_silence && !found[2].after_silence);
    assert!((found[1].hz() - 2000.0).abs() < 10.0);
    assert!((found[2].hz() - 1500.0).abs() < 10.0);
    assert!(found[2].onset.abs_diff(1543) <= 2, "{}", found[2].onset);
    assert_eq!(found[2].end, 1764);
}

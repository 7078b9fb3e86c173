//! `bounceback app`: runs the game application headless, as the PSP runs it (one update
//! and one draw per displayed frame, through the same frame driver,
//! [`crate::runtime::driver`]), with buttons pressed at given frames, and writes
//! pictures of given frames. The same screens the EBOOT shows, drawn by the same code.
//! `--confirm circle` runs them as a console set to O-confirm does (default `cross`).
//! `--stick DIR` keeps the save where the EBOOT keeps it on that stick
//! (`PSP/SAVEDATA/<game><set>/DATA.BIN`, [`SaveSlot`]), reading an old layout's file
//! (`PSP/SAVEDATA/BOUNCEBACK/`) when there is none yet and writing it to the new place at
//! once, as the EBOOT does. EXIT (asked and answered YES) prints `exit` and ends the run.
//! `--view wide|original` and `--scale 1:1|sharp|smooth` set those options over the save's;
//! `--replay FILE --level N` runs the replay-autoplay EBOOT's program (level N played at
//! once with the replay) instead of the player's. `--text TEXT` is what the player types
//! the next time the game opens the system's keyboard (the editor's NAME), `--text-cancel`
//! a keyboard left with nothing typed, each answering one opening (the `--text`s in
//! order, then the cancels; the keyboard stays up [`TYPING_FRAMES`] frames); with none
//! left, the keyboard fails to open.

use super::host_stick::{self, HostStick};
use super::support::{held_at, parse_press, picture, Press};
use super::{Args, Failure};
use crate::app::program::AppProgram;
use crate::app::SaveData;
use crate::gfx::scale::Scale;
use crate::gfx::{Canvas, Color32, Image, Rect, SCREEN_H, SCREEN_W};
use crate::input::{Buttons, Confirm};
use crate::res::locate::{self, Located};
use crate::res::Resources;
use crate::runtime::driver::{Driver, ListUse, Note, Platform, Store};
use crate::runtime::{Boot, Program, SaveSlot, SaveWrite, SAVEDATA_FILE};
use std::io::Write;
use std::path::{Path, PathBuf};

/// The `--scale` flag's setting: `1:1`, `sharp` or `smooth`.
///
/// # Errors
///
/// Another word (exit code 2).
pub fn parse_scale(s: &str) -> Result<Scale, Failure> {
    Scale::ALL
        .into_iter()
        .find(|k| k.name().eq_ignore_ascii_case(s))
        .ok_or_else(|| Failure::usage(format!("--scale is 1:1, sharp or smooth, not {s}")))
}

/// The `app` subcommand.
///
/// # Errors
///
/// Bad arguments (exit code 2); a resource set that cannot be read, or a frame or save that
/// cannot be written (1).
pub fn command(args: &[String], out: &mut dyn Write) -> Result<(), Failure> {
    let mut a = Args::new(args);
    let mut presses = Vec::new();
    while let Some(p) = a.option("--press")? {
        presses.push(parse_press(&p)?);
    }
    let mut texts: Vec<Option<String>> = Vec::new();
    while let Some(t) = a.option("--text")? {
        texts.push(Some(t));
    }
    while a.flag("--text-cancel") {
        texts.push(None);
    }
    let mut shots: Vec<u32> = Vec::new();
    while let Some(s) = a.option("--shot")? {
        for f in s.split(',') {
            shots.push(
                f.parse()
                    .map_err(|_| Failure::usage(format!("--shot '{f}' is not a frame")))?,
            );
        }
    }
    let frames: u32 = a
        .option("--frames")?
        .map(|f| {
            f.parse()
                .map_err(|_| Failure::usage("--frames needs a number"))
        })
        .transpose()?
        .unwrap_or(120);
    let out_dir = PathBuf::from(a.option("--out")?.unwrap_or_else(|| "target/app".into()));
    let mut save_in = a.option("--save")?.map(PathBuf::from);
    let stick = a.option("--stick")?.map(PathBuf::from);
    // The bytes of an old layout's save found on the stick.
    let mut legacy: Option<Vec<u8>> = None;
    let res_path = a.option("--res")?.map(PathBuf::from);
    let confirm = match a.option("--confirm")? {
        Some(c) => [Confirm::Cross, Confirm::Circle]
            .into_iter()
            .find(|k| k.name() == c)
            .ok_or_else(|| Failure::usage(format!("--confirm '{c}': expected circle or cross")))?,
        None => Confirm::Cross,
    };
    let view = match a.option("--view")?.as_deref() {
        None => None,
        Some("wide") => Some(false),
        Some("original") => Some(true),
        Some(v) => {
            return Err(Failure::usage(format!(
                "--view is wide or original, not {v}"
            )))
        }
    };
    let scale = a.option("--scale")?.map(|s| parse_scale(&s)).transpose()?;
    let replay = a.option("--replay")?;
    let level = a.number::<u32>("--level")?;
    a.finish()?;
    if level.is_some() != replay.is_some() {
        return Err(Failure::usage("--replay FILE and --level N go together"));
    }
    std::fs::create_dir_all(&out_dir).map_err(|e| Failure {
        code: 1,
        message: format!("cannot create {}: {e}", out_dir.display()),
    })?;
    let builtin = &crate::embedded::RESOURCES;
    let mut res: &Resources<'static> = builtin;
    if let Some(p) = &res_path {
        // A set given outright (a folder or a jar), as `play --res` takes one.
        let files: &'static super::resdir::RawFiles =
            Box::leak(Box::new(super::resdir::RawFiles::load(Some(p))?));
        res = Box::leak(Box::new(files.resources()?));
    }
    let mut refused = None;
    if let Some(root) = &stick {
        let outcome =
            locate::find_and_load(&mut HostStick { root: root.clone() }, host_stick::ARGV0);
        print_line(out, 0, &outcome.line())?;
        match outcome {
            Located::Builtin => {}
            Located::Loaded { resources, .. } => res = Box::leak(resources),
            Located::Refused { .. } => {
                let r = outcome.refusal();
                for l in r.iter().flat_map(|r| r.lines()) {
                    print_line(out, 0, &l)?;
                }
                refused = r;
            }
        }
        if save_in.is_none() {
            let slot = AppProgram::player(res, None)
                .save_slot()
                .ok_or_else(|| Failure::usage("the game keeps no save"))?;
            let folder = slot.folder();
            let dir = host_stick::savedata(root).join(folder.as_str());
            std::fs::create_dir_all(&dir).map_err(|e| Failure {
                code: 1,
                message: format!("cannot create {}: {e}", dir.display()),
            })?;
            let file = dir.join(SAVEDATA_FILE);
            if !file.exists() {
                let own = crate::embedded::RESOURCES.is(res);
                legacy = old_save(root, &slot, |b| {
                    SaveData::from_bytes(b, res.levels_crc, own).is_ok()
                });
                let valid = legacy
                    .as_deref()
                    .is_some_and(|b| SaveData::from_bytes(b, res.levels_crc, own).is_ok());
                if valid {
                    let l = format!("savedata: moving the old save to {folder}");
                    print_line(out, 0, &l)?;
                }
            }
            save_in = Some(file);
        }
    }
    if let Some(level) = level {
        crate::res::level_index(level as usize, res.levels.len(), false)
            .map_err(|e| Failure::usage(e.to_string()))?;
    }
    let mut program = match (&replay, level) {
        // The replay-autoplay EBOOT's program: the level played at once with the replay.
        (Some(path), Some(level)) => {
            let text = std::fs::read_to_string(path).map_err(|e| Failure {
                code: 1,
                message: format!("cannot read {path}: {e}"),
            })?;
            AppProgram::replay(res, level as usize, &text)
        }
        _ => AppProgram::player(res, refused.as_ref()),
    };
    let save = match (&legacy, &save_in) {
        (Some(old), _) => program.read_save(Ok(old)).map(Some),
        (None, Some(p)) => match std::fs::read(p) {
            Ok(b) => program.read_save(Ok(&b)).map(Some),
            Err(_) => Ok(None),
        },
        (None, None) => Ok(None),
    };
    // As the PSP does at boot, with the system's setting (its line comes out at frame 1).
    program.start(Boot {
        save,
        moved: legacy.is_some(),
        confirm,
        no_stick: false,
    });
    // The options the flags ask for, over the save's.
    if let Some(on) = view {
        program.app_mut().set_original_view(on);
    }
    if let Some(s) = scale {
        program.app_mut().set_scale(s);
    }
    let mut tool = Tool {
        out,
        presses: &presses,
        frame: 0,
        save_in: save_in.as_deref(),
        stick: stick.as_deref(),
        failure: None,
        exited: false,
        canvas: Unseen,
        texts: texts.into_iter(),
        typing: None,
    };
    let mut driver = Driver::new(0);
    for frame in 1..=frames {
        tool.frame = frame;
        driver.frame(&mut program, &mut tool);
        if let Some(f) = tool.failure.take() {
            return Err(f);
        }
        let exit = tool.exited;
        let last = frame == frames || exit;
        if shots.contains(&frame) || last {
            let name = if last && !shots.contains(&frame) {
                "final.png".to_string()
            } else {
                format!("frame_{frame}.png")
            };
            write_png(&out_dir.join(name), &picture(program.app()))?;
        }
        if exit {
            break;
        }
    }
    Ok(())
}

/// A displayed frame's time on the tool's clock (60 frames a second).
const FRAME_US: i64 = 16_667;

/// The host as the driver's platform: the presses for a pad, the `--stick` folder's file
/// for the save slot (written within the call: a write ends in the frame it starts), and
/// no screen (the pictures are drawn from the application after the frame, as
/// [`picture`] draws them). Stdout is the program's lines and the exit, frame by frame;
/// the driver's other notes (the save's, the clock's) describe a machine the tool is not.
struct Tool<'a> {
    out: &'a mut dyn Write,
    presses: &'a [Press],
    /// The frame being run, from 1.
    frame: u32,
    save_in: Option<&'a Path>,
    /// The `--stick` folder, which answers the program's file jobs (none: no files).
    stick: Option<&'a Path>,
    /// The first write to stdout or to the save that failed: the run ends with it.
    failure: Option<Failure>,
    exited: bool,
    canvas: Unseen,
    /// The answers to the keyboard's openings, in order.
    texts: std::vec::IntoIter<Option<String>>,
    /// The keyboard up: its answer and the frames it stays.
    typing: Option<(Option<String>, u32)>,
}

/// Frames the stand-in keyboard stays up (half a second).
pub const TYPING_FRAMES: u32 = 30;

impl Tool<'_> {
    fn print(&mut self, text: &str) {
        if self.failure.is_none() {
            self.failure = print_line(self.out, self.frame, text).err();
        }
    }
}

impl Platform for Tool<'_> {
    type Canvas = Unseen;

    fn now_us(&mut self) -> i64 {
        i64::from(self.frame) * FRAME_US
    }

    fn buttons(&mut self) -> Buttons {
        held_at(self.presses, self.frame)
    }

    fn take_suspend(&mut self) -> bool {
        false
    }

    fn take_resumed(&mut self) -> bool {
        false
    }

    fn exit_requested(&mut self) -> bool {
        false
    }

    fn line(&mut self, text: &str) {
        self.print(text);
    }

    fn note(&mut self, note: Note) {
        if let Note::Exit { .. }
        | Note::TextOpened
        | Note::TextClosed { .. }
        | Note::TextNotStarted = note
        {
            self.print(&note.line());
        }
    }

    fn text_start(&mut self, ask: &crate::runtime::TextAsk) -> bool {
        let Some(answer) = self.texts.next() else {
            return false;
        };
        // As the system's keyboard would: at most the characters asked for.
        let answer = answer.map(|t| t.chars().take(ask.max).collect());
        self.typing = Some((answer, TYPING_FRAMES));
        true
    }

    fn text_running(&self) -> bool {
        self.typing.is_some()
    }

    fn text_poll(&mut self) -> Option<Option<crate::runtime::Text>> {
        let (_, left) = self.typing.as_mut()?;
        *left = left.saturating_sub(1);
        if *left > 0 {
            return None;
        }
        let (answer, _) = self.typing.take()?;
        Some(answer.map(|t| {
            let mut out = crate::runtime::Text::new();
            for ch in t.chars() {
                if out.push(ch).is_err() {
                    break;
                }
            }
            out
        }))
    }

    fn set_sound(&mut self, _on: bool) {}
    fn set_volume(&mut self, _volume: crate::audio::Volume) {}

    fn play(&mut self, _index: u8) {}

    fn can_save(&self) -> bool {
        true
    }

    fn save_idle(&self) -> bool {
        true
    }

    fn save_poll(&mut self) -> Option<Result<(), crate::runtime::JobError>> {
        None
    }

    fn save_start(&mut self, save: &SaveWrite) -> Store {
        // Without a file to keep it in, the save goes nowhere, and that is no failure.
        let Some(p) = self.save_in else {
            return Store::Done(Ok(()));
        };
        match std::fs::write(p, &save.bytes) {
            Ok(()) => Store::Done(Ok(())),
            Err(e) => {
                self.failure.get_or_insert(Failure {
                    code: 1,
                    message: e.to_string(),
                });
                Store::Done(Err(crate::runtime::JobError::File(
                    e.raw_os_error().unwrap_or(-1),
                )))
            }
        }
    }

    fn file_start(&mut self, job: crate::runtime::FileJob) -> Option<crate::runtime::FileReply> {
        Some(match self.stick {
            Some(root) => host_stick::serve(root, job),
            None => Err(crate::runtime::FileError::NoService),
        })
    }

    fn power_lock(&mut self) {}

    fn power_unlock(&mut self) {}

    fn begin_frame(&mut self) -> &mut Unseen {
        &mut self.canvas
    }

    fn end_frame(&mut self) {}

    fn list_use(&self) -> ListUse {
        ListUse::default()
    }

    fn present(&mut self) {}

    fn exit(&mut self) {
        self.exited = true;
    }
}

/// A screen of the PSP's size that shows nothing (the tool draws its pictures itself).
struct Unseen;

impl Canvas for Unseen {
    fn size(&self) -> (i32, i32) {
        (SCREEN_W, SCREEN_H)
    }

    fn fill_rect(&mut self, _r: Rect, _color: Color32) {}

    fn blit(&mut self, _img: &Image<'_>, _src: Rect, _dx: i32, _dy: i32) {}

    fn blit_tinted(&mut self, _img: &Image<'_>, _src: Rect, _dx: i32, _dy: i32, _tint: Color32) {}
}

/// The save an earlier version left in the slot's old folder on the stick, as the EBOOT
/// looks for it: the first of the set's own files that is a save (`valid`), else the
/// first of them at all (a damaged one, which the player is then asked about), else the
/// first older file that is a save of this set (one that is not is no save).
fn old_save(root: &Path, slot: &SaveSlot, valid: impl Fn(&[u8]) -> bool) -> Option<Vec<u8>> {
    let legacy = slot.legacy.as_ref()?;
    let dir = host_stick::savedata(root).join(legacy.folder);
    let read = |name: &str| std::fs::read(dir.join(name)).ok();
    let own: Vec<Vec<u8>> = legacy.files.iter().filter_map(|n| read(n)).collect();
    let older = || legacy.older_files.iter().filter_map(|n| read(n));
    let found = own.iter().find(|b| valid(b)).or(own.first()).cloned();
    found.or_else(|| older().find(|b| valid(b)))
}

fn print_line(out: &mut dyn Write, frame: u32, l: &str) -> Result<(), Failure> {
    writeln!(out, "frame {frame}: {l}").map_err(|e| Failure {
        code: 1,
        message: e.to_string(),
    })
}

fn write_png(path: &Path, px: &[u32]) -> Result<(), Failure> {
    let png =
        super::png::encode(SCREEN_W as u32, SCREEN_H as u32, px, false).map_err(|m| Failure {
            code: 1,
            message: m,
        })?;
    std::fs::write(path, png).map_err(|e| Failure {
        code: 1,
        message: format!("cannot write {}: {e}", path.display()),
    })
}

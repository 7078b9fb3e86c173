//! The player's own resource files at run time: the search beside the EBOOT (the same code
//! the EBOOT runs, over a host folder standing in for the memory stick), a refused set's
//! error screen and the way on with the built-in pack, and saves kept apart per set.

mod support;

use support::press::tap;

use bounceback::app::{save, App, SaveData, Screen, TitleItem};
use bounceback::embedded::{RAW_FILES, RESOURCES};
use bounceback::input::Buttons;
use bounceback::res::locate::{self, Found, LoadError, Located, GAME_FOLDER};
use bounceback::res::Resources;
use bounceback::tool::disk::Disk;
use bounceback::tool::host_stick::{HostStick, ARGV0};
use bounceback::tool::resdir::RawFiles;
use std::path::{Path, PathBuf};
use std::process::Command;

mod zip_support;

fn temp(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("bb-own-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// The game's folder on a stick rooted at `root`.
fn game_dir(root: &Path) -> PathBuf {
    let d = root.join("PSP/GAME/BounceBack");
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Writes the embedded set's files into `dir`, with `edit` applied to them first.
fn write_set(dir: &Path, edit: impl Fn(&str, &mut Vec<u8>)) {
    std::fs::create_dir_all(dir).unwrap();
    for (name, bytes) in RAW_FILES {
        let mut b = bytes.to_vec();
        edit(name, &mut b);
        std::fs::write(dir.join(name), b).unwrap();
    }
}

/// The offset of level 0's theme byte in `lf` (chunk 0's first byte).
fn theme_offset(lf: &[u8]) -> usize {
    let n = u16::from_be_bytes([lf[0], lf[1]]) as usize;
    2 + 2 * n
}

fn stick(root: &Path) -> HostStick {
    HostStick {
        root: root.to_path_buf(),
    }
}

#[test]
fn nothing_on_the_stick_plays_the_built_in_pack() {
    let root = temp("empty");
    game_dir(&root);
    let outcome = locate::find_and_load(&mut stick(&root), ARGV0);
    assert!(matches!(outcome, Located::Builtin));
    assert_eq!(outcome.line(), "resources: builtin");
    assert_eq!(outcome.refusal(), None);
    // Files that are not archives, and folders without a `res/`, are nothing either.
    std::fs::write(game_dir(&root).join("readme.txt"), b"x").unwrap();
    std::fs::create_dir_all(game_dir(&root).join("other/sub")).unwrap();
    assert!(matches!(
        locate::find_and_load(&mut stick(&root), ARGV0),
        Located::Builtin
    ));
}

#[test]
fn an_empty_res_folder_is_told_not_passed_over() {
    let root = temp("empty-res");
    // Only an empty sub-folder and a Mac's dot file: no file of the game's.
    std::fs::create_dir_all(game_dir(&root).join("res/sub")).unwrap();
    std::fs::write(game_dir(&root).join("res/.hidden"), b"x").unwrap();
    let outcome = locate::find_and_load(&mut stick(&root), ARGV0);
    assert_eq!(outcome.line(), "resources: builtin");
    let r = outcome.refusal().expect("told");
    assert_eq!(r.path, "ms0:/PSP/GAME/BounceBack/res");
    assert!(
        r.plain.starts_with("The res folder is empty:"),
        "{}",
        r.plain
    );
    assert_eq!(r.detail, "the folder holds no files");
    assert_eq!(
        r.lines(),
        [
            "resource error: ms0:/PSP/GAME/BounceBack/res: the folder holds no files".to_string(),
            format!("resource advice: {}", r.plain),
        ]
    );
    // Files in it that are none of the game's: the game's files are missing, every one.
    std::fs::write(game_dir(&root).join("res/readme.txt"), b"x").unwrap();
    let r = locate::find_and_load(&mut stick(&root), ARGV0)
        .refusal()
        .expect("told");
    assert_eq!(r.path, "ms0:/PSP/GAME/BounceBack/res");
    assert!(
        r.detail.starts_with("11 file(s) missing: tf, lf, b,"),
        "{}",
        r.detail
    );
    // A .jar beside it is played instead: the player's files are not passed over.
    let set = root.join("set");
    write_set(&set, |_, _| {});
    std::fs::write(
        game_dir(&root).join("BB.jar"),
        zip_support::jar_of(&set, Some("res")),
    )
    .unwrap();
    assert!(matches!(
        locate::find_and_load(&mut stick(&root), ARGV0),
        Located::Loaded { .. }
    ));
}

#[test]
fn a_set_one_folder_too_deep_is_found_and_played() {
    let n = RESOURCES.levels.len();
    // Where the files end up, as the game's folder names it.
    for (at, path) in [
        // The .jar's res/ unzipped into res/, its META-INF/ beside it.
        ("res/res", "res/res"),
        // The .jar unzipped into a folder of its own inside res/.
        ("res/Bounce Back/res", "res/Bounce Back/res"),
        // Only the files, one folder too deep.
        ("res/files", "res/files"),
        // The .jar unzipped into a folder of its own beside the EBOOT.
        ("BounceBack/res", "BounceBack/res"),
    ] {
        let root = temp("deep");
        let game = game_dir(&root);
        write_set(&game.join(at), |_, _| {});
        let top = game.join(at.split('/').next().unwrap());
        std::fs::create_dir_all(top.join("META-INF")).unwrap();
        std::fs::write(top.join("META-INF/MANIFEST.MF"), b"Manifest-Version: 1.0").unwrap();
        // A file that is none of the game's beside the folder does not hide it.
        std::fs::write(top.join("Thumbs.db"), b"x").unwrap();
        let outcome = locate::find_and_load(&mut stick(&root), ARGV0);
        assert_eq!(
            outcome.line(),
            format!("resources: ms0:/PSP/GAME/BounceBack/{path} ({n} levels)"),
            "{at}"
        );
        let Located::Loaded { resources, .. } = outcome else {
            panic!("not loaded");
        };
        assert_eq!(*resources, RESOURCES, "{at}");
    }
}

#[test]
fn a_res_folder_missing_files_names_every_one() {
    let root = temp("missing-many");
    let res = game_dir(&root).join("res");
    write_set(&res, |_, _| {});
    // 14 of the 16 files gone (the optional par among them): tf and lf are left.
    let mut gone = 0;
    for (name, _) in RAW_FILES {
        if *name != "tf" && *name != "lf" {
            std::fs::remove_file(res.join(name)).unwrap();
            gone += 1;
        }
    }
    assert_eq!(gone, 14);
    let outcome = locate::find_and_load(&mut stick(&root), ARGV0);
    let Located::Refused { error, .. } = &outcome else {
        panic!("not refused");
    };
    // Every file the game needs, the level themes' if<n> too (the ib<n> beyond ib0 are
    // not needed: the backdrop falls back to ib0).
    let want = [
        "b", "r", "bg", "s", "i", "ic", "im", "if0", "ib0", "if1", "if2",
    ];
    assert_eq!(
        *error,
        LoadError::Missing {
            files: want.iter().map(|s| s.to_string()).collect(),
            in_archive: false
        }
    );
    let r = outcome.refusal().unwrap();
    assert_eq!(r.detail, format!("11 file(s) missing: {}", want.join(", ")));
    assert!(
        r.plain.contains("missing from the res folder"),
        "{}",
        r.plain
    );
    assert!(r.plain.contains("copy the whole res folder"), "{}", r.plain);
    // Only a theme's picture file gone (its backdrop ib2 is there): named as missing.
    write_set(&res, |_, _| {});
    std::fs::remove_file(res.join("if2")).unwrap();
    let r = locate::find_and_load(&mut stick(&root), ARGV0)
        .refusal()
        .unwrap();
    assert_eq!(r.detail, "1 file(s) missing: if2");
}

/// The refusal of a .jar of `bytes` beside the EBOOT.
fn jar_refusal(name: &str, bytes: &[u8]) -> locate::Refusal {
    let root = temp(name);
    std::fs::write(game_dir(&root).join("BounceBack.jar"), bytes).unwrap();
    locate::find_and_load(&mut stick(&root), ARGV0)
        .refusal()
        .expect("refused")
}

#[test]
fn a_cut_short_or_empty_jar_is_told_in_plain_words() {
    let set = temp("jar-set");
    write_set(&set, |_, _| {});
    let jar = zip_support::jar_of(&set, Some("res"));
    let damaged = "The .jar is cut short or damaged: copy it to the memory stick again.";
    let empty = "The .jar is empty: copy the game's own .jar to the memory stick again.";
    for (name, bytes, plain) in [
        ("jar-cut", &jar[..jar.len() / 2], damaged),
        ("jar-cut-end", &jar[..jar.len() - 5], damaged),
        // An empty file is called empty, not damaged.
        ("jar-empty", &jar[..0], empty),
    ] {
        let r = jar_refusal(name, bytes);
        assert_eq!(r.path, "ms0:/PSP/GAME/BounceBack/BounceBack.jar");
        assert_eq!(r.plain, plain, "{name}");
        // The detail below (under the path) says what the file is in words, not in bytes.
        assert!(!r.detail.contains("byte"), "{name}: {}", r.detail);
    }
    assert_eq!(
        jar_refusal("jar-empty-detail", &[]).detail,
        "the file is empty"
    );
    // A .jar of something else than the game.
    let other = zip_support::jar_of(&temp("jar-other-set"), None);
    assert!(jar_refusal("jar-other", &other)
        .plain
        .starts_with("This .jar holds none of the game's files"));
}

#[test]
fn a_jar_missing_files_names_every_one() {
    let set = temp("jar-missing-set");
    write_set(&set, |_, _| {});
    for name in ["tf", "s", "if2"] {
        std::fs::remove_file(set.join(name)).unwrap();
    }
    let r = jar_refusal("jar-missing", &zip_support::jar_of(&set, Some("res")));
    assert_eq!(r.detail, "3 file(s) missing: res/tf, res/s, res/if2");
    assert!(r.plain.starts_with("The .jar lacks files"), "{}", r.plain);
}

#[test]
fn a_res_folder_beside_the_eboot_is_read_decoded_and_played() {
    let root = temp("folder");
    write_set(&game_dir(&root).join("res"), |_, _| {});
    let outcome = locate::find_and_load(&mut stick(&root), ARGV0);
    let n = RESOURCES.levels.len();
    assert_eq!(
        outcome.line(),
        format!("resources: ms0:/PSP/GAME/BounceBack/res ({n} levels)")
    );
    let Located::Loaded { resources, .. } = outcome else {
        panic!("not loaded");
    };
    // The same readers as build.rs: the decoded set equals the embedded one.
    assert_eq!(*resources, RESOURCES);
}

#[test]
fn names_a_fat_stick_lists_in_upper_case_are_read() {
    let root = temp("case");
    let res = game_dir(&root).join("res");
    write_set(&res, |_, _| {});
    for (name, _) in RAW_FILES {
        std::fs::rename(res.join(name), res.join(name.to_ascii_uppercase())).unwrap();
    }
    let Located::Loaded { resources, .. } = locate::find_and_load(&mut stick(&root), ARGV0) else {
        panic!("not loaded");
    };
    assert_eq!(*resources, RESOURCES);
    // Where both spellings exist, the lower-case file is read (TF here is not a tile set).
    std::fs::rename(res.join("TF"), res.join("tf")).unwrap();
    std::fs::write(res.join("TF"), b"not a tile set").unwrap();
    let Located::Loaded { resources, .. } = locate::find_and_load(&mut stick(&root), ARGV0) else {
        panic!("not loaded");
    };
    assert_eq!(*resources, RESOURCES);
}

/// A copy of the embedded set with every file named in upper case (`TF`, `LF`, `IF0`).
fn upper_case_set(root: &Path) -> PathBuf {
    let res = game_dir(root).join("res");
    write_set(&res, |_, _| {});
    for (name, _) in RAW_FILES {
        std::fs::rename(res.join(name), res.join(name.to_ascii_uppercase())).unwrap();
    }
    res
}

#[test]
fn an_upper_case_set_loads_through_the_stick_res_and_bounce_res_alike() {
    let root = temp("upper");
    let res = upper_case_set(&root);
    let path = res.to_str().unwrap();
    // The memory stick.
    let Located::Loaded { resources, .. } = locate::find_and_load(&mut stick(&root), ARGV0) else {
        panic!("not loaded from the stick");
    };
    assert_eq!(*resources, RESOURCES);
    // What build.rs reads a BOUNCE_RES folder with (`.ci/run` also builds from such a
    // folder): the same reader over the host's disk, the files under lower-case names.
    let files = locate::read_folder(&mut Disk, path).unwrap();
    let names: Vec<&str> = files.iter().map(|f| f.name.as_str()).collect();
    let expected: Vec<&str> = RAW_FILES.iter().map(|(n, _)| *n).collect();
    assert_eq!(names, expected, "every file, by its resource name, sorted");
    assert!(files
        .iter()
        .all(|f| f.path.starts_with(path) && f.path.ends_with(&f.name.to_ascii_uppercase())));
    // Leaked: the decoded set borrows from its files, and compares with the 'static one.
    let table: &'static _ = Box::leak(Box::new(locate::named(files)));
    assert_eq!(
        Resources::parse(&locate::table(table)[..]).unwrap(),
        RESOURCES
    );
    // The tool's `--res`, in process and as the binary runs it.
    let raw: &'static RawFiles = Box::leak(Box::new(RawFiles::load(Some(&res)).unwrap()));
    assert_eq!(raw.resources().unwrap(), RESOURCES);
    let text = app_run(&["--res", path, "--frames", "3"]);
    assert!(!text.contains("resource error"), "{text}");
    let dump = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .args(["check", "--res", path])
        .output()
        .unwrap();
    assert!(
        dump.status.success(),
        "{}",
        String::from_utf8_lossy(&dump.stderr)
    );
    // A missing file is named with its folder, whatever the case of the others.
    std::fs::remove_file(res.join("IF0")).unwrap();
    let raw = RawFiles::load(Some(&res)).unwrap();
    let message = raw.resources().err().unwrap().message;
    assert!(message.contains("if0"), "{message}");
    let Located::Refused { path: at, error } = locate::find_and_load(&mut stick(&root), ARGV0)
    else {
        panic!("a set without if0 is refused");
    };
    assert!(at.ends_with("/res"), "{at}");
    assert!(error.to_string().contains("if0"), "{error}");
    let out = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .args(["check", "--res", path])
        .output()
        .unwrap();
    let told = String::from_utf8_lossy(&out.stdout) + String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{told}");
    assert!(told.contains(path) && told.contains("if0"), "{told}");
    // A folder that is not there is named.
    let gone = root.join("gone");
    let e = locate::read_folder(&mut Disk, gone.to_str().unwrap()).unwrap_err();
    assert!(e.to_string().contains(gone.to_str().unwrap()), "{e}");
}

#[test]
fn the_folder_is_found_beside_the_eboot_wherever_it_was_started() {
    let root = temp("where");
    write_set(&root.join("PSP/GAME/Other/res"), |_, _| {});
    let mut s = stick(&root);
    // Started from another folder of the stick: that folder is searched, not the game's.
    let found = locate::search(&mut s, &locate::folder_of("ms0:/PSP/GAME/Other/EBOOT.PBP"));
    assert_eq!(
        found,
        Found::Folder {
            path: "ms0:/PSP/GAME/Other/res".into()
        }
    );
    // Started from an emulator's UMD: the game's folder on the stick, which is empty here.
    assert_eq!(locate::folder_of("umd0:/EBOOT.PBP"), GAME_FOLDER);
    assert_eq!(locate::search(&mut s, GAME_FOLDER), Found::Nothing);
}

#[test]
fn a_folder_is_preferred_to_an_archive_and_the_first_archive_by_name_is_taken() {
    let root = temp("order");
    let dir = game_dir(&root);
    std::fs::write(dir.join("b.JAR"), b"PK").unwrap();
    std::fs::write(dir.join("a.jar"), b"PK").unwrap();
    std::fs::create_dir_all(dir.join("c.jar")).unwrap();
    let mut s = stick(&root);
    assert_eq!(
        locate::search(&mut s, GAME_FOLDER),
        Found::Archive {
            path: "ms0:/PSP/GAME/BounceBack/a.jar".into()
        }
    );
    write_set(&dir.join("res"), |_, _| {});
    assert_eq!(
        locate::search(&mut s, GAME_FOLDER),
        Found::Folder {
            path: "ms0:/PSP/GAME/BounceBack/res".into()
        }
    );
}

#[test]
fn a_jar_beside_the_eboot_is_read_decoded_and_played() {
    let root = temp("jar");
    let set = root.join("set");
    write_set(&set, |_, _| {});
    for folder in [Some("res"), None] {
        std::fs::write(
            game_dir(&root).join("Bounce Back.jar"),
            zip_support::jar_of(&set, folder),
        )
        .unwrap();
        let outcome = locate::find_and_load(&mut stick(&root), ARGV0);
        let n = RESOURCES.levels.len();
        assert_eq!(
            outcome.line(),
            format!("resources: ms0:/PSP/GAME/BounceBack/Bounce Back.jar ({n} levels)")
        );
        let Located::Loaded { resources, .. } = outcome else {
            panic!("not loaded");
        };
        assert_eq!(*resources, RESOURCES, "{folder:?}");
    }
}

#[test]
fn a_damaged_jar_is_refused_naming_the_entry() {
    let root = temp("badjar");
    let set = root.join("set");
    write_set(&set, |name, b| {
        if name == "lf" {
            let at = theme_offset(b);
            b[at] = 9;
        }
    });
    let jar = zip_support::jar_of(&set, Some("res"));
    std::fs::write(game_dir(&root).join("BB.jar"), &jar).unwrap();
    let at = theme_offset(&std::fs::read(set.join("lf")).unwrap());
    let Located::Refused { path, error } = locate::find_and_load(&mut stick(&root), ARGV0) else {
        panic!("not refused");
    };
    assert_eq!(path, "ms0:/PSP/GAME/BounceBack/BB.jar");
    assert_eq!(
        error.to_string(),
        format!("res/lf: chunk 0, byte {at}: theme is 9, expected a theme whose image file if<theme> exists")
    );
    // A flipped byte in a stored or deflated entry fails its CRC: the entry is named.
    let mut broken = jar.clone();
    let last = broken.len() / 2;
    broken[last] ^= 0x40;
    std::fs::write(game_dir(&root).join("BB.jar"), &broken).unwrap();
    let Located::Refused { error, .. } = locate::find_and_load(&mut stick(&root), ARGV0) else {
        panic!("not refused");
    };
    assert!(error.to_string().starts_with("entry res/"), "{error}");
}

#[test]
fn a_damaged_set_is_refused_with_the_readers_message() {
    let root = temp("damaged");
    write_set(&game_dir(&root).join("res"), |name, b| {
        if name == "lf" {
            let at = theme_offset(b);
            b[at] = 9;
        }
    });
    let at = theme_offset(&std::fs::read(game_dir(&root).join("res/lf")).unwrap());
    let outcome = locate::find_and_load(&mut stick(&root), ARGV0);
    assert_eq!(outcome.line(), "resources: builtin");
    let Located::Refused { path, error } = outcome else {
        panic!("not refused");
    };
    assert_eq!(path, "ms0:/PSP/GAME/BounceBack/res");
    assert!(matches!(error, LoadError::Invalid(_)));
    assert_eq!(
        error.to_string(),
        format!("lf: chunk 0, byte {at}: theme is 9, expected a theme whose image file if<theme> exists")
    );
}

#[test]
fn a_missing_file_and_an_oversized_file_are_refused() {
    let root = temp("missing");
    write_set(&game_dir(&root).join("res"), |_, _| {});
    std::fs::remove_file(game_dir(&root).join("res/tf")).unwrap();
    let Located::Refused { error, .. } = locate::find_and_load(&mut stick(&root), ARGV0) else {
        panic!("not refused");
    };
    assert_eq!(error.to_string(), "1 file(s) missing: tf");

    let big = vec![0u8; locate::MAX_FILE + 1];
    std::fs::write(game_dir(&root).join("res/tf"), big).unwrap();
    let Located::Refused { error, .. } = locate::find_and_load(&mut stick(&root), ARGV0) else {
        panic!("not refused");
    };
    assert_eq!(
        error.to_string(),
        format!(
            "ms0:/PSP/GAME/BounceBack/res/tf: larger than {} bytes",
            locate::MAX_FILE
        )
    );
}

#[test]
fn the_error_screen_names_the_problem_and_cross_goes_on_with_the_built_in_pack() {
    let mut app = App::new(&RESOURCES, Ok(None));
    app.show_resource_error("ms0:/PSP/GAME/BounceBack/res", "lf: chunk 0, byte 10: bad");
    assert_eq!(app.screen(), Screen::ResourceError);
    let told = app.resource_error().unwrap();
    assert_eq!(
        (told.path.as_str(), told.detail.as_str()),
        ("ms0:/PSP/GAME/BounceBack/res", "lf: chunk 0, byte 10: bad")
    );
    assert_eq!(told.plain, locate::Refusal::CANNOT_PLAY);
    // Other buttons leave it up; CROSS goes to the title.
    for b in [Buttons::CIRCLE, Buttons::START, Buttons::DOWN] {
        tap(&mut app, b);
        assert_eq!(app.screen(), Screen::ResourceError);
    }
    tap(&mut app, Buttons::CROSS);
    assert_eq!(
        app.screen(),
        Screen::Title {
            sel: TitleItem::NewGame
        }
    );
    assert_eq!(app.resource_error(), None);
}

/// Runs `bounceback app` with the given arguments and returns its stdout.
fn app_run(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_bounceback"))
        .arg("app")
        .args(args)
        .output()
        .expect("run bounceback");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_host_app_runs_the_same_search_and_shows_the_error_screen() {
    let root = temp("app-damaged");
    write_set(&game_dir(&root).join("res"), |name, b| {
        if name == "lf" {
            let at = theme_offset(b);
            b[at] = 9;
        }
    });
    let out_dir = root.join("shots");
    let text = app_run(&[
        "--stick",
        root.to_str().unwrap(),
        "--frames",
        "20",
        "--shot",
        "5",
        "--out",
        out_dir.to_str().unwrap(),
        "--press",
        "10:cross",
    ]);
    assert!(text.contains("frame 0: resources: builtin\n"), "{text}");
    assert!(
        text.contains("frame 0: resource error: ms0:/PSP/GAME/BounceBack/res: lf: chunk 0, byte"),
        "{text}"
    );
    assert!(
        text.contains("frame 0: resource advice: A file in the res folder is damaged"),
        "{text}"
    );
    // The picture of the error screen differs from the title's after CROSS.
    let shot = std::fs::read(out_dir.join("frame_5.png")).unwrap();
    let last = std::fs::read(out_dir.join("final.png")).unwrap();
    assert_ne!(shot, last);
}

/// Plays level 1 and quits to the title from the pause menu (YES to its question), which
/// writes the save.
const QUIT_TO_TITLE: [&str; 22] = [
    "--press",
    "40:start",
    "--press",
    "60:cross",
    "--press",
    "90:cross",
    "--press",
    "100:right:60",
    "--press",
    "170:start",
    "--press",
    "250:down",
    "--press",
    "262:down",
    "--press",
    "274:down",
    "--press",
    "290:cross",
    "--press",
    "300:left",
    "--press",
    "310:cross",
];

/// Where the EBOOT keeps the save of set `set` on the stick at `root`.
fn savedata_file(root: &Path, set: u32) -> PathBuf {
    root.join(format!("PSP/SAVEDATA/BOUNCE001{set:08X}/DATA.BIN"))
}

#[test]
fn saves_of_two_resource_sets_never_mix() {
    let root = temp("saves");
    let builtin_save = savedata_file(&root, RESOURCES.levels_crc);
    // A set of our own that differs from the built-in one in its levels (level 0's spawn
    // column moves one tile right, so it still plays).
    let own = root.join("own");
    write_set(&own, |name, b| {
        if name == "lf" {
            let at = theme_offset(b);
            b[at + 2] += 1;
        }
    });
    let own_files = bounceback::tool::resdir::read_dir(&own).unwrap();
    let own_set = Resources::parse(&locate::table(&own_files)[..]).unwrap();
    assert_ne!(own_set.levels_crc, RESOURCES.levels_crc);
    let own_save = savedata_file(&root, own_set.levels_crc);

    // The built-in pack saves under its own name.
    let mut args = vec!["--stick", root.to_str().unwrap(), "--frames", "330"];
    args.extend(QUIT_TO_TITLE);
    let text = app_run(&args);
    assert!(text.contains("save written"), "{text}");
    let first = std::fs::read(&builtin_save).expect("the built-in pack's save");
    assert!(!own_save.exists());

    // With the player's set on the stick, the built-in save is neither read (no Continue)
    // nor overwritten; the set's own save appears beside it.
    std::fs::rename(&own, game_dir(&root).join("res")).unwrap();
    let text = app_run(&["--stick", root.to_str().unwrap(), "--frames", "3"]);
    assert!(
        text.contains("resources: ms0:/PSP/GAME/BounceBack/res ("),
        "{text}"
    );
    let text = app_run(&args);
    assert!(text.contains("save written"), "{text}");
    assert_eq!(std::fs::read(&builtin_save).unwrap(), first, "left alone");
    let second = std::fs::read(&own_save).expect("the player's set's save");
    assert!(SaveData::from_bytes(&second, own_set.levels_crc, false).is_ok());
    assert!(SaveData::from_bytes(&second, RESOURCES.levels_crc, true).is_err());

    // Each set continues from its own save.
    let cont = ["--press", "20:cross", "--frames", "40"];
    let mut a = vec!["--stick", root.to_str().unwrap()];
    a.extend(cont);
    assert!(app_run(&a).contains("continue level 1"));
    std::fs::remove_file(&own_save).unwrap();
    assert!(
        !app_run(&a).contains("continue level"),
        "no save of its own"
    );
}

#[test]
fn the_host_stick_keeps_the_save_where_the_eboot_does_and_moves_an_old_one() {
    let root = temp("layout");
    let old_dir = root.join("PSP/SAVEDATA/BOUNCEBACK");
    std::fs::create_dir_all(&old_dir).unwrap();
    // An old layout's save of the built-in set, with a level to continue.
    let mut args = vec!["--stick", root.to_str().unwrap(), "--frames", "330"];
    args.extend(QUIT_TO_TITLE);
    assert!(app_run(&args).contains("save written"));
    let new = savedata_file(&root, RESOURCES.levels_crc);
    let bytes = std::fs::read(&new).expect("the save in the EBOOT's folder");
    assert!(SaveData::from_bytes(&bytes, RESOURCES.levels_crc, true).is_ok());
    let old = old_dir.join(save::file_name(RESOURCES.levels_crc).as_str());
    assert!(!old.exists(), "nothing is written to the old layout");
    std::fs::rename(&new, &old).unwrap();
    // Read from there, and written to the new place at once; the old file stays.
    let cont = [
        "--stick",
        root.to_str().unwrap(),
        "--press",
        "20:cross",
        "--frames",
        "40",
    ];
    let text = app_run(&cont);
    assert!(
        text.contains(&format!(
            "frame 0: savedata: moving the old save to BOUNCE001{:08X}\n",
            RESOURCES.levels_crc
        )),
        "{text}"
    );
    assert!(text.contains("continue level 1"), "{text}");
    assert_eq!(std::fs::read(&new).unwrap(), bytes, "moved as it was");
    assert_eq!(std::fs::read(&old).unwrap(), bytes, "left in place");
    // Next time the new one is read, and the old one no more.
    let text = app_run(&cont);
    assert!(!text.contains("moving"), "{text}");
    assert!(text.contains("continue level 1"), "{text}");
    // Version 1's SAVE.BIN of the built-in set is found as well.
    std::fs::remove_file(&new).unwrap();
    std::fs::rename(&old, old_dir.join("SAVE.BIN")).unwrap();
    let text = app_run(&cont);
    assert!(text.contains("moving the old save"), "{text}");
    assert!(text.contains("continue level 1"), "{text}");
}

#[test]
fn the_host_tool_reports_exit_and_stops() {
    let out = temp("exit");
    let text = app_run(&[
        "--out",
        out.to_str().unwrap(),
        "--frames",
        "100",
        "--press",
        "10:up",
        "--press",
        "20:cross",
        "--press",
        "30:left",
        "--press",
        "40:cross",
        "--press",
        "50:cross",
    ]);
    assert!(text.ends_with("frame 40: exit\n"), "{text}");
    assert!(out.join("final.png").exists());
    // NO (the question's first answer) does not exit.
    let text = app_run(&[
        "--out",
        out.to_str().unwrap(),
        "--frames",
        "60",
        "--press",
        "10:up",
        "--press",
        "20:cross",
        "--press",
        "30:cross",
    ]);
    assert!(!text.contains("exit"), "{text}");
}

#[test]
fn the_host_app_tells_missing_files_and_plays_a_set_one_folder_too_deep() {
    let root = temp("app-missing");
    let res = game_dir(&root).join("res");
    write_set(&res, |_, _| {});
    std::fs::remove_file(res.join("tf")).unwrap();
    std::fs::remove_file(res.join("ic")).unwrap();
    let out_dir = root.join("shots");
    let run = |extra: &[&str]| {
        let mut a = vec![
            "--stick",
            root.to_str().unwrap(),
            "--frames",
            "20",
            "--shot",
            "5",
            "--out",
            out_dir.to_str().unwrap(),
        ];
        a.extend(extra);
        app_run(&a)
    };
    let text = run(&[]);
    assert!(
        text.contains(
            "frame 0: resource error: ms0:/PSP/GAME/BounceBack/res: 2 file(s) missing: tf, ic\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("frame 0: resource advice: Files the game needs are missing"),
        "{text}"
    );
    // The whole set moved one folder down: found and played.
    std::fs::rename(&res, root.join("set")).unwrap();
    write_set(&res.join("res"), |_, _| {});
    let text = run(&[]);
    let n = RESOURCES.levels.len();
    assert!(
        text.contains(&format!(
            "frame 0: resources: ms0:/PSP/GAME/BounceBack/res/res ({n} levels)\n"
        )),
        "{text}"
    );
    assert!(!text.contains("resource error"), "{text}");
}

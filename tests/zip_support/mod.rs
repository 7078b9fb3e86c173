//! A small zip writer for the archive tests, written from the zip format (APPNOTE) and not
//! from the reader: stored and deflated entries, data descriptors, comments, and knobs to
//! write what a broken or hostile archive would (wrong CRC, other methods, flags, sizes).

#![allow(dead_code)]

use std::path::Path;

/// One entry to write.
#[derive(Clone, Debug)]
pub struct Entry {
    pub name: String,
    pub data: Vec<u8>,
    /// 0 stored, 8 deflate, anything else is written as given.
    pub method: u16,
    /// The bytes written as the entry's data; `None`: `data` stored or deflated.
    pub raw: Option<Vec<u8>>,
    /// General purpose flags besides bit 3 (set by `descriptor`).
    pub flags: u16,
    /// Sizes and CRC after the data (flag bit 3); the local header's copies are zero.
    pub descriptor: bool,
    /// Written instead of the true CRC-32.
    pub crc: Option<u32>,
    /// Written instead of the true uncompressed size.
    pub size: Option<u32>,
    /// The local header's extra field (the directory's is empty).
    pub extra: Vec<u8>,
    /// The directory record's comment.
    pub comment: Vec<u8>,
}

impl Entry {
    pub fn stored(name: &str, data: &[u8]) -> Entry {
        Entry {
            name: name.into(),
            data: data.into(),
            method: 0,
            raw: None,
            flags: 0,
            descriptor: false,
            crc: None,
            size: None,
            extra: Vec::new(),
            comment: Vec::new(),
        }
    }

    pub fn deflated(name: &str, data: &[u8]) -> Entry {
        Entry {
            method: 8,
            ..Entry::stored(name, data)
        }
    }

    fn payload(&self) -> Vec<u8> {
        match (&self.raw, self.method) {
            (Some(r), _) => r.clone(),
            (None, 8) => miniz_oxide::deflate::compress_to_vec(&self.data, 6),
            (None, _) => self.data.clone(),
        }
    }
}

/// A written archive and where its parts are.
pub struct Written {
    pub bytes: Vec<u8>,
    /// Per entry: its local header, its data, its directory record.
    pub local: Vec<usize>,
    pub data: Vec<usize>,
    pub record: Vec<usize>,
    /// The central directory and the end record.
    pub dir: usize,
    pub end: usize,
}

/// CRC-32 bit by bit (the reader's is table-driven; the two must agree).
pub fn crc(bytes: &[u8]) -> u32 {
    let mut c = !0u32;
    for &b in bytes {
        c ^= b as u32;
        for _ in 0..8 {
            c = if c & 1 == 1 {
                (c >> 1) ^ 0xEDB8_8320
            } else {
                c >> 1
            };
        }
    }
    !c
}

fn le16(v: &mut Vec<u8>, x: u16) {
    v.extend_from_slice(&x.to_le_bytes());
}

fn le32(v: &mut Vec<u8>, x: u32) {
    v.extend_from_slice(&x.to_le_bytes());
}

/// 1 January 2001, 00:00 in DOS time, for every entry.
const DOS_TIME: u16 = 0;
const DOS_DATE: u16 = (21 << 9) | (1 << 5) | 1;

pub fn write(entries: &[Entry], comment: &[u8]) -> Written {
    let mut out = Vec::new();
    let (mut local, mut data, mut record) = (Vec::new(), Vec::new(), Vec::new());
    let mut payloads = Vec::new();
    for e in entries {
        let payload = e.payload();
        let crc = e.crc.unwrap_or_else(|| crc(&e.data));
        let size = e.size.unwrap_or(e.data.len() as u32);
        let flags = e.flags | if e.descriptor { 8 } else { 0 };
        local.push(out.len());
        le32(&mut out, 0x0403_4B50);
        le16(&mut out, 20);
        le16(&mut out, flags);
        le16(&mut out, e.method);
        le16(&mut out, DOS_TIME);
        le16(&mut out, DOS_DATE);
        if e.descriptor {
            out.extend_from_slice(&[0; 12]);
        } else {
            le32(&mut out, crc);
            le32(&mut out, payload.len() as u32);
            le32(&mut out, size);
        }
        le16(&mut out, e.name.len() as u16);
        le16(&mut out, e.extra.len() as u16);
        out.extend_from_slice(e.name.as_bytes());
        out.extend_from_slice(&e.extra);
        data.push(out.len());
        out.extend_from_slice(&payload);
        if e.descriptor {
            le32(&mut out, 0x0807_4B50);
            le32(&mut out, crc);
            le32(&mut out, payload.len() as u32);
            le32(&mut out, size);
        }
        payloads.push((payload.len() as u32, crc, size, flags));
    }
    let dir = out.len();
    for (k, e) in entries.iter().enumerate() {
        let (csize, crc, size, flags) = payloads[k];
        record.push(out.len());
        le32(&mut out, 0x0201_4B50);
        le16(&mut out, 20);
        le16(&mut out, 20);
        le16(&mut out, flags);
        le16(&mut out, e.method);
        le16(&mut out, DOS_TIME);
        le16(&mut out, DOS_DATE);
        le32(&mut out, crc);
        le32(&mut out, csize);
        le32(&mut out, size);
        le16(&mut out, e.name.len() as u16);
        le16(&mut out, 0);
        le16(&mut out, e.comment.len() as u16);
        le16(&mut out, 0);
        le16(&mut out, 0);
        le32(&mut out, 0);
        le32(&mut out, local[k] as u32);
        out.extend_from_slice(e.name.as_bytes());
        out.extend_from_slice(&e.comment);
    }
    let end = out.len();
    le32(&mut out, 0x0605_4B50);
    le16(&mut out, 0);
    le16(&mut out, 0);
    le16(&mut out, entries.len() as u16);
    le16(&mut out, entries.len() as u16);
    le32(&mut out, (end - dir) as u32);
    le32(&mut out, dir as u32);
    le16(&mut out, comment.len() as u16);
    out.extend_from_slice(comment);
    Written {
        bytes: out,
        local,
        data,
        record,
        dir,
        end,
    }
}

/// The files of `dir` (sorted) as a MIDlet would hold them: a manifest first, the files
/// under `folder` (or at the root), pictures stored, the rest deflated, and a class file.
pub fn jar_of(dir: &Path, folder: Option<&str>) -> Vec<u8> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().into_string().unwrap())
        .filter(|n| !n.starts_with('.'))
        .collect();
    names.sort();
    let mut entries = vec![
        Entry::stored("META-INF/", b""),
        Entry::deflated(
            "META-INF/MANIFEST.MF",
            b"Manifest-Version: 1.0\r\nMIDlet-1: Bounce Back, /i, Bounce\r\n",
        ),
    ];
    if let Some(f) = folder {
        entries.push(Entry::stored(&format!("{f}/"), b""));
    }
    for n in names {
        let data = std::fs::read(dir.join(&n)).unwrap();
        let path = folder.map_or(n.clone(), |f| format!("{f}/{n}"));
        let picture = n == "i" || ["ic", "im", "if", "ib"].iter().any(|p| n.starts_with(p));
        entries.push(if picture {
            Entry::stored(&path, &data)
        } else {
            Entry::deflated(&path, &data)
        });
    }
    entries.push(Entry::deflated(
        "Bounce.class",
        &[0xCA, 0xFE, 0xBA, 0xBE, 0, 0, 0, 46],
    ));
    write(&entries, b"").bytes
}

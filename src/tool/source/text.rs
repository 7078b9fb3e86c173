//! A line reader for the source formats: a line whose first character (after spaces) is
//! `#` is a comment, blank lines are skipped, and every error carries the file and line
//! number. There are no trailing comments: `#` is also a map and mask character.

use super::SrcError;

/// One meaningful line: its number and its words.
#[derive(Debug, Clone)]
pub struct SourceLine<'a> {
    /// The 1-based line number.
    pub number: usize,
    /// The line, its end trimmed.
    pub text: &'a str,
}

impl<'a> SourceLine<'a> {
    /// The line's words.
    pub fn words(&self) -> Vec<&'a str> {
        self.text.split_whitespace().collect()
    }
}

/// The lines of a source file.
pub struct Text<'a> {
    /// The file's name, for errors.
    pub file: String,
    lines: Vec<SourceLine<'a>>,
    pos: usize,
}

impl<'a> Text<'a> {
    /// Splits `src` into lines. Comments and blank lines are skipped by [`Text::next_line`];
    /// rows of maps and pictures are read whole by [`Text::raw_rows`].
    pub fn new(file: impl Into<String>, src: &'a str) -> Self {
        let lines = src
            .lines()
            .enumerate()
            .map(|(i, l)| SourceLine {
                number: i + 1,
                text: l.trim_end(),
            })
            .collect();
        Text {
            file: file.into(),
            lines,
            pos: 0,
        }
    }

    /// An error at `line` of this file.
    pub fn error(&self, line: usize, message: impl Into<String>) -> SrcError {
        SrcError {
            file: self.file.clone(),
            line,
            message: message.into(),
        }
    }

    /// The next line that is neither blank nor a comment.
    pub fn next_line(&mut self) -> Option<SourceLine<'a>> {
        while self.pos < self.lines.len() {
            let l = self.lines[self.pos].clone();
            self.pos += 1;
            let t = l.text.trim_start();
            if t.is_empty() || t.starts_with('#') {
                continue;
            }
            return Some(SourceLine {
                number: l.number,
                text: t,
            });
        }
        None
    }

    /// Looks at the next meaningful line without taking it.
    pub fn peek(&mut self) -> Option<SourceLine<'a>> {
        let save = self.pos;
        let l = self.next_line();
        self.pos = save;
        l
    }

    /// The next `n` lines taken whole (rows of a map or picture, where `#` is a pixel).
    ///
    /// # Errors
    ///
    /// The file ends before `n` rows.
    pub fn raw_rows(&mut self, n: usize, after: usize) -> Result<Vec<SourceLine<'a>>, SrcError> {
        let mut out = Vec::with_capacity(n);
        while out.len() < n {
            let Some(l) = self.lines.get(self.pos).cloned() else {
                return Err(self.error(after, format!("expected {n} rows, found {}", out.len())));
            };
            self.pos += 1;
            if l.text.is_empty() {
                continue;
            }
            out.push(l);
        }
        Ok(out)
    }

    /// The line number of the end of the file (for "missing" errors).
    pub fn end_line(&self) -> usize {
        self.lines.len()
    }
}

/// Parses an integer in decimal or `0x` hex, with an optional sign.
pub fn int(s: &str) -> Option<i64> {
    let (neg, body) = match s.strip_prefix('-') {
        Some(b) => (true, b),
        None => (false, s),
    };
    let v = match body.strip_prefix("0x").or_else(|| body.strip_prefix("0X")) {
        Some(h) => i64::from_str_radix(h, 16).ok()?,
        None => body.parse::<i64>().ok()?,
    };
    Some(if neg { -v } else { v })
}

/// Reads word `i` of `words` as an integer in `lo..=hi`.
///
/// # Errors
///
/// The word is missing, not a number or out of range.
pub fn field(
    t: &Text<'_>,
    line: &SourceLine<'_>,
    words: &[&str],
    i: usize,
    what: &str,
    lo: i64,
    hi: i64,
) -> Result<i64, SrcError> {
    let w = words
        .get(i)
        .ok_or_else(|| t.error(line.number, format!("missing {what}")))?;
    let v = int(w).ok_or_else(|| t.error(line.number, format!("{what} '{w}' is not a number")))?;
    if !(lo..=hi).contains(&v) {
        return Err(t.error(line.number, format!("{what} {v} is outside {lo}..={hi}")));
    }
    Ok(v)
}

/// Fails unless `words` has exactly `n` entries.
///
/// # Errors
///
/// The line does not have `n` words.
pub fn arity(
    t: &Text<'_>,
    line: &SourceLine<'_>,
    words: &[&str],
    n: usize,
) -> Result<(), SrcError> {
    if words.len() != n {
        return Err(t.error(
            line.number,
            format!(
                "expected {} value(s) after '{}', found {}",
                n - 1,
                words[0],
                words.len() - 1
            ),
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_blank_lines_and_rows() {
        let src = "# head\n\nsize 2 3\nmap\n#.\n\n.#\nend\n";
        let mut t = Text::new("x.txt", src);
        let l = t.next_line().unwrap();
        assert_eq!((l.number, l.text), (3, "size 2 3"));
        assert_eq!(t.next_line().unwrap().text, "map");
        let rows = t.raw_rows(2, 4).unwrap();
        assert_eq!(
            rows.iter().map(|r| r.text).collect::<Vec<_>>(),
            ["#.", ".#"]
        );
        assert_eq!(t.next_line().unwrap().number, 8);
        assert!(t.next_line().is_none());
        assert_eq!(int("0x7F"), Some(127));
        assert_eq!(int("-12"), Some(-12));
        assert_eq!(int("1x"), None);
    }
}

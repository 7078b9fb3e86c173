//! A line reader for the source formats: a line whose first character (after spaces) is
//! `#` is a comment, blank lines are skipped, and every error carries the file and line
//! number. There are no trailing comments: `#` is also a map and mask character.

use super::SrcError;

/// One meaningful line: its number and its words.
#[derive(Debug, Clone)]
pub struct SourceLine<'a> {
    /// The 1-based line number.
    pub number: usize,
    /// The 1-based column (in characters) of `text`'s first character.
    pub column: usize,
    /// The line, its end trimmed.
    pub text: &'a str,
}

impl<'a> SourceLine<'a> {
    /// The line's words.
    pub fn words(&self) -> Vec<&'a str> {
        self.text.split_whitespace().collect()
    }

    /// The 1-based column of word `i` (of [`SourceLine::words`]), or of the line's end
    /// when there is no such word (where a missing value would go).
    pub fn word_column(&self, i: usize) -> usize {
        let mut chars = 0;
        let mut k = 0;
        let mut in_word = false;
        for c in self.text.chars() {
            if c.is_whitespace() {
                in_word = false;
            } else if !in_word {
                if k == i {
                    return self.column + chars;
                }
                k += 1;
                in_word = true;
            }
            chars += 1;
        }
        self.column + chars + usize::from(chars > 0)
    }

    /// The 1-based column of character `k` of `text`.
    pub fn char_column(&self, k: usize) -> usize {
        self.column + k
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
                column: 1,
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
        self.error_at(line, 0, message)
    }

    /// An error at `line`, `column` of this file.
    pub fn error_at(&self, line: usize, column: usize, message: impl Into<String>) -> SrcError {
        SrcError {
            file: self.file.clone(),
            line,
            column,
            message: message.into(),
        }
    }

    /// An error at word `i` of `line`.
    pub fn word_error(
        &self,
        line: &SourceLine<'_>,
        i: usize,
        message: impl Into<String>,
    ) -> SrcError {
        self.error_at(line.number, line.word_column(i), message)
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
            let indent = l.text[..l.text.len() - t.len()].chars().count();
            return Some(SourceLine {
                number: l.number,
                column: 1 + indent,
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
        .ok_or_else(|| t.word_error(line, i, format!("missing {what}")))?;
    let v = int(w).ok_or_else(|| t.word_error(line, i, format!("{what} '{w}' is not a number")))?;
    if !(lo..=hi).contains(&v) {
        return Err(t.word_error(line, i, format!("{what} {v} is outside {lo}..={hi}")));
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
        return Err(t.word_error(
            line,
            n.min(words.len()),
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

    #[test]
    fn columns_of_words_and_errors() {
        let mut t = Text::new(
            "x.txt",
            "  size  12 x7
",
        );
        let l = t.next_line().unwrap();
        assert_eq!(l.column, 3);
        assert_eq!(
            (0..4).map(|i| l.word_column(i)).collect::<Vec<_>>(),
            [3, 9, 12, 15]
        );
        let w = l.words();
        let e = field(&t, &l, &w, 2, "columns", 1, 127).unwrap_err();
        assert_eq!(e.to_string(), "x.txt:1:12: columns 'x7' is not a number");
        let e = field(&t, &l, &w, 1, "rows", 1, 9).unwrap_err();
        assert_eq!(e.to_string(), "x.txt:1:9: rows 12 is outside 1..=9");
        let e = arity(&t, &l, &w, 4).unwrap_err();
        assert_eq!(
            e.to_string(),
            "x.txt:1:15: expected 3 value(s) after 'size', found 2"
        );
        let e = arity(&t, &l, &w, 2).unwrap_err();
        assert_eq!(
            e.to_string(),
            "x.txt:1:12: expected 1 value(s) after 'size', found 2"
        );
    }
}

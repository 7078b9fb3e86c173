//! A forward reader over a byte slice, big-endian like the original's DataInputStream, that
//! turns every short read into a [`ResError`] at the right place.

use super::error::{ErrorKind, Place, ResError};

pub(super) struct Cursor<'a> {
    data: &'a [u8],
    pos: usize,
    place: Place,
}

impl<'a> Cursor<'a> {
    pub(super) fn new(data: &'a [u8], place: Place) -> Self {
        Cursor {
            data,
            pos: 0,
            place,
        }
    }

    pub(super) fn pos(&self) -> usize {
        self.pos
    }

    pub(super) fn remaining(&self) -> usize {
        self.data.len() - self.pos
    }

    pub(super) fn place(&self) -> Place {
        self.place
    }

    /// An error at the current position.
    pub(super) fn error(&self, kind: ErrorKind) -> ResError {
        self.place.error(self.pos, kind)
    }

    /// An error at `pos` (a position this cursor has already passed).
    pub(super) fn error_at(&self, pos: usize, kind: ErrorKind) -> ResError {
        self.place.error(pos, kind)
    }

    /// An `Invalid` error for a field that started at `pos`.
    pub(super) fn invalid_at(
        &self,
        pos: usize,
        field: &'static str,
        value: i64,
        expected: &'static str,
    ) -> ResError {
        self.error_at(
            pos,
            ErrorKind::Invalid {
                field,
                value,
                expected,
            },
        )
    }

    pub(super) fn bytes(&mut self, n: usize) -> Result<&'a [u8], ResError> {
        if self.remaining() < n {
            return Err(self.error(ErrorKind::Truncated {
                needed: n,
                available: self.remaining(),
            }));
        }
        let s = &self.data[self.pos..self.pos + n];
        self.pos += n;
        Ok(s)
    }

    pub(super) fn rest(&mut self) -> &'a [u8] {
        let s = &self.data[self.pos..];
        self.pos = self.data.len();
        s
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], ResError> {
        let mut out = [0u8; N];
        out.copy_from_slice(self.bytes(N)?);
        Ok(out)
    }

    pub(super) fn u8(&mut self) -> Result<u8, ResError> {
        Ok(self.array::<1>()?[0])
    }

    pub(super) fn i8(&mut self) -> Result<i8, ResError> {
        Ok(self.u8()? as i8)
    }

    pub(super) fn u16(&mut self) -> Result<u16, ResError> {
        Ok(u16::from_be_bytes(self.array()?))
    }

    pub(super) fn i16(&mut self) -> Result<i16, ResError> {
        Ok(i16::from_be_bytes(self.array()?))
    }

    pub(super) fn i32(&mut self) -> Result<i32, ResError> {
        Ok(i32::from_be_bytes(self.array()?))
    }

    pub(super) fn u32(&mut self) -> Result<u32, ResError> {
        Ok(u32::from_be_bytes(self.array()?))
    }
}

//! Per-tile collision policies and the layer/mask filter shared by actors and terrain.

use core::num::NonZeroU32;

use super::error::Error;

/// A tile id: the frame index stored in a cell (the picture's frame). Names are a set-up
/// concern of the caller; here an id is just a number below the map's `tile_ids`.
pub type TileId = u16;

/// What a contact does: `Solid` pairs correct positions, `Trigger` pairs only report.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Response {
    /// Corrects positions (when a side can move) and reports.
    Solid,
    /// Reports only: sensors, pickups, zones.
    Trigger,
}

impl Response {
    /// The effective response of a pair: Solid only when both sides are Solid.
    pub fn pair(self, other: Response) -> Response {
        if self == Response::Solid && other == Response::Solid {
            Response::Solid
        } else {
            Response::Trigger
        }
    }
}

/// Layer bits and the mask of layers a side accepts. A pair interacts only when each mask
/// includes a bit of the other's layer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Filter {
    layer: NonZeroU32,
    mask: u32,
}

impl Filter {
    /// Layer 1, all mask bits: the defaults.
    pub const DEFAULT: Filter = Filter {
        layer: NonZeroU32::MIN,
        mask: u32::MAX,
    };

    /// A zero layer is refused: it could never interact.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for a zero layer.
    pub fn new(layer: u32, mask: u32) -> Result<Filter, Error> {
        let layer = NonZeroU32::new(layer).ok_or(Error::InvalidValue("layer must be non-zero"))?;
        Ok(Filter { layer, mask })
    }

    /// The bits this side is on.
    pub fn layer(self) -> u32 {
        self.layer.get()
    }

    /// The layers this side accepts.
    pub fn mask(self) -> u32 {
        self.mask
    }

    /// Whether a pair is tested at all: each side must accept the other's layer.
    pub fn interacts(self, other: Filter) -> bool {
        self.mask & other.layer.get() != 0 && other.mask & self.layer.get() != 0
    }
}

/// The complete collision policy of a cell: response plus filter. Two cells merge (no
/// internal faces, one index rectangle) only when their full policies are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TilePolicy {
    /// What touching the cell does.
    pub response: Response,
    /// Who touches it.
    pub filter: Filter,
}

impl TilePolicy {
    /// Fails as [`Filter::new`] does.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for a zero layer.
    pub fn new(response: Response, layer: u32, mask: u32) -> Result<TilePolicy, Error> {
        Ok(TilePolicy {
            response,
            filter: Filter::new(layer, mask)?,
        })
    }

    /// `response` with layer 1 and mask all.
    pub const fn of(response: Response) -> TilePolicy {
        TilePolicy {
            response,
            filter: Filter::DEFAULT,
        }
    }

    /// The usual wall.
    pub const SOLID: TilePolicy = TilePolicy::of(Response::Solid);
    /// The usual sensor cell.
    pub const TRIGGER: TilePolicy = TilePolicy::of(Response::Trigger);
}

/// One entry of a map's `rules` (a tile id's default policy): unvalidated plain values,
/// checked when the map is created.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TileRule {
    /// The id the rule is for.
    pub tile: TileId,
    /// Its cells' response.
    pub response: Response,
    /// Its cells' layer (checked non-zero when the map is made).
    pub layer: u32,
    /// The layers its cells accept.
    pub mask: u32,
}

impl TileRule {
    /// A rule with the default layer (1) and mask (all).
    pub const fn new(tile: TileId, response: Response) -> TileRule {
        TileRule {
            tile,
            response,
            layer: 1,
            mask: u32::MAX,
        }
    }

    /// Sets the layer (builder style, usable in `const` tables).
    pub const fn layer(mut self, layer: u32) -> TileRule {
        self.layer = layer;
        self
    }

    /// Sets the mask (builder style, usable in `const` tables).
    pub const fn mask(mut self, mask: u32) -> TileRule {
        self.mask = mask;
        self
    }

    /// The validated policy, or why the rule is invalid.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidValue`] for a zero layer.
    pub fn policy(&self) -> Result<TilePolicy, Error> {
        TilePolicy::new(self.response, self.layer, self.mask)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn filter_needs_both_directions() {
        let a = Filter::new(0b01, 0b10).unwrap();
        let b = Filter::new(0b10, 0b01).unwrap();
        let c = Filter::new(0b10, 0b10).unwrap();
        assert!(a.interacts(b) && b.interacts(a));
        // c accepts a's layer? c.mask=0b10, a.layer=0b01: no.
        assert!(!a.interacts(c) && !c.interacts(a));
        let zero_mask = Filter::new(1, 0).unwrap();
        assert!(!zero_mask.interacts(Filter::DEFAULT));
        assert_eq!(
            Filter::new(0, 1),
            Err(Error::InvalidValue("layer must be non-zero"))
        );
    }

    #[test]
    fn pair_response() {
        use Response::*;
        assert_eq!(Solid.pair(Solid), Solid);
        assert_eq!(Solid.pair(Trigger), Trigger);
        assert_eq!(Trigger.pair(Solid), Trigger);
        assert_eq!(Trigger.pair(Trigger), Trigger);
    }
}

//! The ball's two collision masks (small, big) registered with the map, and the size of
//! every ball sprite, as the resources give them.

use crate::collide::contract::{MaskId, ObjectMask};
use crate::res::Resources;
use crate::sim::collision::Ground;
use crate::sim::{LoadError, SPRITES};

/// The ball's masks and sprite sizes; fixed for a level.
#[derive(Clone, Debug)]
pub(crate) struct Shapes {
    masks: [MaskId; 2],
    mask_size: [(i32, i32); 2],
    sprite_size: [(i32, i32); SPRITES],
}

impl Shapes {
    /// Registers the resources' ball masks with the ground's map and reads the sprite sizes.
    pub(crate) fn load(res: &Resources<'_>, ground: &mut Ground) -> Result<Shapes, LoadError> {
        let mut mask_size = [(0, 0); 2];
        let mut ids = alloc::vec::Vec::with_capacity(2);
        for (k, m) in res.ball_masks.iter().take(2).enumerate() {
            let bits: alloc::vec::Vec<bool> = m.bits.iter().map(|b| *b != 0).collect();
            let mask = ObjectMask::from_row_major(m.w as usize, m.h as usize, &bits)
                .map_err(|error| LoadError::BallMask { mask: k, error })?;
            mask_size[k] = (m.w as i32, m.h as i32);
            ids.push(ground.add_mask(mask));
        }
        let masks = [ids[0], ids[1]];
        let mut sprite_size = [(16, 16); SPRITES];
        for (k, p) in res.ball_sprites.iter().take(SPRITES).enumerate() {
            sprite_size[k] = (p.width as i32, p.height as i32);
        }
        Ok(Shapes {
            masks,
            mask_size,
            sprite_size,
        })
    }

    /// A sprite's size in pixels.
    pub(crate) fn sprite_size(&self, sprite: usize) -> (i32, i32) {
        self.sprite_size.get(sprite).copied().unwrap_or((16, 16))
    }

    /// The mask sprite `sprite` collides with, and its size.
    pub(crate) fn mask(&self, sprite: usize) -> (MaskId, (i32, i32)) {
        let k = crate::res::ball::mask_for_sprite(sprite);
        (self.masks[k], self.mask_size[k])
    }

    /// Whether the ball's mask for `sprite` centred at `(x, y)` overlaps a solid tile pixel
    /// (outside the map counts as solid, as in the collision test).
    pub(crate) fn in_tiles(&self, ground: &mut Ground, sprite: usize, x: i32, y: i32) -> bool {
        let (mask, (mw, mh)) = self.mask(sprite);
        ground.collide(x - (mw >> 1), y - (mh >> 1), mask, false)
    }
}

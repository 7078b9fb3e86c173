//! Help's guide to what a level holds: one page a thing, in one table ([`PAGES`]). Each page
//! names the thing, says in a few words what it does, and shows it as a level draws it
//! ([`Thing`]s placed on a small stage, drawn from the resource set in play), so the
//! original's files show the original's art and the pack its own.

use crate::render::scene::Thing;
use crate::sim::tiles as t;

/// The stage a page's picture is laid out on, in the level's pixels (shown enlarged).
pub const STAGE: (i32, i32) = (64, 48);

/// One page: the thing's name (the heading), its picture's parts and what it does.
#[derive(Clone, Copy, Debug)]
pub struct Page {
    /// The heading, in capitals.
    pub name: &'static str,
    /// The picture: each part with its top-left on the [`STAGE`], drawn in this order.
    pub parts: &'static [(Thing, i32, i32)],
    /// What it does, in capitals (two or three lines when broken evenly).
    pub text: &'static str,
}

const fn page(name: &'static str, parts: &'static [(Thing, i32, i32)], text: &'static str) -> Page {
    Page { name, parts, text }
}

use Thing::{Enemy, Front, Pair, Sprite, Tile, Water};

/// Every page, in the order LEFT and RIGHT turn them: the hoops first (what a level asks
/// of the player), the exit door last (where it ends).
pub const PAGES: &[Page] = &[
    page(
        "SMALL HOOPS",
        &[
            (Tile(t::SMALL_V_HOOP), 12, 16),
            (Front(t::SMALL_V_HOOP), 12, 16),
            (Tile(t::SMALL_H_HOOP), 36, 16),
        ],
        "ONLY THE SMALL BALL FITS THROUGH. PASS EVERY HOOP TO OPEN THE EXIT.",
    ),
    page(
        "BIG HOOPS",
        &[
            (Pair(t::BIG_V_TOP, t::BIG_V_BOTTOM, true), 8, 8),
            (Front(t::BIG_V_TOP), 8, 8),
            (Pair(t::BIG_H_LEFT, t::BIG_H_RIGHT, false), 28, 16),
        ],
        "ANY BALL FITS THROUGH. EACH ONE PASSED COUNTS TOWARDS OPENING THE EXIT.",
    ),
    page(
        "RUBBER",
        &[
            (Tile(t::RUBBER_SLOPE_SW), 0, 32),
            (Tile(t::RUBBER), 16, 32),
            (Tile(t::RUBBER), 32, 32),
            (Tile(t::RUBBER_SLOPE_SE), 48, 32),
            (Sprite(0), 26, 6),
        ],
        "A SPRINGY FLOOR. JUMP EACH TIME THE BALL LANDS ON IT TO BOUNCE HIGHER AND HIGHER.",
    ),
    page(
        "INFLATER",
        &[
            (Sprite(0), 4, 18),
            (Tile(t::INFLATER), 24, 16),
            (Sprite(11), 44, 16),
        ],
        "MAKES THE SMALL BALL BIG. THE BIG BALL JUMPS HIGHER AND FLOATS UP IN WATER.",
    ),
    page(
        "DEFLATER",
        &[
            (Sprite(11), 4, 16),
            (Tile(t::DEFLATER), 24, 16),
            (Sprite(0), 46, 18),
        ],
        "MAKES THE BIG BALL SMALL AGAIN, TO FIT THROUGH SMALL HOOPS AND NARROW GAPS.",
    ),
    page(
        "SPEED",
        &[(Tile(t::SPEED), 24, 16)],
        "A POWER: THE BALL ROLLS FASTER FOR A WHILE. THE BAR IN THE HUD SHOWS THE TIME LEFT.",
    ),
    page(
        "HIGH JUMP",
        &[(Tile(t::JUMP), 24, 16)],
        "A POWER: EVERY JUMP GOES HIGHER FOR A WHILE. IT ENDS SPEED OR REVERSE GRAVITY.",
    ),
    page(
        "REVERSE GRAVITY",
        &[(Tile(t::REVERSE_GRAVITY), 24, 16)],
        "A POWER: THE BALL FALLS UPWARDS FOR A WHILE, AND THE CEILING BECOMES ITS FLOOR.",
    ),
    page(
        "F BALL",
        &[(Tile(t::F_FORM), 12, 16), (Sprite(22), 36, 16)],
        "A POWER: SPIKES AND ENEMIES CANNOT HURT IT AND IT BREAKS BRICKS, BUT IT JUMPS LOWER.",
    ),
    page(
        "CHECKPOINT",
        &[
            (Tile(t::CHECKPOINT), 12, 16),
            (Tile(t::CHECKPOINT_ACTIVE), 36, 16),
        ],
        "TOUCH IT: AFTER A LOST LIFE THE BALL COMES BACK HERE, AT THE SIZE IT HAD.",
    ),
    page(
        "EXTRA LIFE",
        &[(Tile(t::LIFE), 24, 16)],
        "ONE MORE LIFE, UP TO FIVE, AND 1000 POINTS.",
    ),
    page(
        "GEM",
        &[(Tile(t::GEM), 24, 16)],
        "WORTH 2500 POINTS. NOT NEEDED TO FINISH, BUT GOOD FOR A RECORD.",
    ),
    page(
        "WATER",
        &[
            (Water, 8, 16),
            (Water, 24, 16),
            (Water, 40, 16),
            (Water, 8, 32),
            (Water, 24, 32),
            (Water, 40, 32),
            (Sprite(0), 12, 30),
            (Sprite(11), 36, 12),
        ],
        "THE SMALL BALL SINKS SLOWLY AND THE BIG BALL FLOATS UP. JUMPS ARE WEAKER IN WATER.",
    ),
    page(
        "WINDS AND FANS",
        &[
            (Tile(t::FAN_RIGHT), 8, 16),
            (Tile(t::WIND_RIGHT), 24, 16),
            (Tile(t::FAN_UP), 44, 32),
            (Tile(t::WIND_UP), 44, 16),
        ],
        "WINDS PUSH THE BALL UP OR SIDEWAYS AS IT PASSES. FANS ARE SOLID AND BLOW TOO.",
    ),
    page(
        "CONVEYORS",
        &[
            (Tile(t::CONVEYOR_LEFT), 0, 24),
            (Tile(t::CONVEYOR_LEFT), 16, 24),
            (Tile(t::CONVEYOR_RIGHT), 32, 24),
            (Tile(t::CONVEYOR_RIGHT), 48, 24),
        ],
        "THEY CARRY THE BALL LEFT OR RIGHT WHILE IT ROLLS ON THEM.",
    ),
    page(
        "SPIKES",
        &[
            (Tile(t::SPIKE_A0), 8, 24),
            (Tile(t::SPIKE_A1), 24, 24),
            (Tile(t::SPIKE_B0), 40, 24),
        ],
        "ONE TOUCH COSTS A LIFE, UNLESS THE BALL IS AN F BALL.",
    ),
    page(
        "ENEMIES",
        &[(Enemy(0), 4, 8), (Enemy(1), 44, 24)],
        "THEY GO TO AND FRO ALONG A PATH. A TOUCH COSTS A LIFE, UNLESS THE BALL IS AN F BALL.",
    ),
    page(
        "PLATFORM",
        &[(Enemy(2), 20, 30), (Sprite(0), 26, 18)],
        "IT GOES TO AND FRO ALONG A PATH AND CARRIES THE BALL ACROSS.",
    ),
    page(
        "BRICKS",
        &[(Tile(t::BRICK_A), 12, 16), (Tile(t::BRICK_B), 36, 16)],
        "SOLID AS A WALL. ONLY THE F BALL BREAKS THEM.",
    ),
    page(
        "EXIT DOOR",
        &[(Thing::DoorClosed, 16, 0)],
        "IT OPENS ONCE EVERY HOOP IS PASSED. ROLL INTO IT TO FINISH THE LEVEL.",
    ),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hud_names_each_power_as_its_page_does() {
        for name in crate::render::hud::POWER_NAMES {
            assert!(PAGES.iter().any(|p| p.name == name), "{name}");
        }
    }

    #[test]
    fn every_page_has_a_name_a_picture_and_a_sentence_in_capitals() {
        for p in PAGES {
            assert!(!p.name.is_empty() && !p.parts.is_empty() && !p.text.is_empty());
            for s in [p.name, p.text] {
                assert!(!s.chars().any(|c| c.is_ascii_lowercase()), "{s}");
            }
        }
    }
}

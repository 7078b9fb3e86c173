//! The editor's palette: everything a level holds, grouped as a player looks for it.

use crate::sim::tiles as t;

/// What placing puts at the cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Item {
    /// One cell's tile (the cell's water kept).
    Tile(u8),
    /// A big hoop over two cells: upright (the cursor's cell and the one below) or lying
    /// (the cursor's cell and the one right).
    BigHoop {
        /// Upright (top and bottom cells), else lying (left and right).
        upright: bool,
    },
    /// Water on the cell (its tile kept).
    Water,
    /// The ball's start.
    Start,
    /// The exit door (2 x 3 tiles from the cursor's cell).
    Exit,
    /// An enemy or platform: the first press sets where it starts, the second the far end
    /// of its path.
    Enemy(i8),
}

impl Item {
    /// Whether a rectangle can be filled with it (one cell's worth each).
    pub fn fills(self) -> bool {
        matches!(self, Item::Tile(_) | Item::Water)
    }

    /// Its name on screen.
    pub fn name(self) -> &'static str {
        match self {
            Item::Tile(id) => tile_name(id),
            Item::BigHoop { upright: true } => "BIG HOOP UPRIGHT",
            Item::BigHoop { upright: false } => "BIG HOOP LYING",
            Item::Water => "WATER",
            Item::Start => "BALL START",
            Item::Exit => "EXIT DOOR",
            Item::Enemy(0) => "SPIKED ENEMY",
            Item::Enemy(1) => "BOUNCER",
            Item::Enemy(_) => "PLATFORM",
        }
    }
}

fn tile_name(id: u8) -> &'static str {
    match id {
        t::WALL => "WALL",
        t::WALL_B => "WALL 2",
        t::WALL_C => "WALL 3",
        t::RUBBER => "RUBBER",
        t::RUBBER_SLOPE_SE | t::RUBBER_SLOPE_SW | t::RUBBER_SLOPE_NW | t::RUBBER_SLOPE_NE => {
            "RUBBER SLOPE"
        }
        t::WALL_SLOPE_SE | t::WALL_SLOPE_SW | t::WALL_SLOPE_NW | t::WALL_SLOPE_NE => "WALL SLOPE",
        t::BRICK_A | t::BRICK_B => "BRICK",
        t::DEADLY => "HIDDEN DANGER",
        t::SPIKE_A0..=t::SPIKE_A3 | t::SPIKE_B0..=t::SPIKE_B7 => "SPIKES",
        t::SMALL_V_HOOP => "HOOP UPRIGHT",
        t::SMALL_H_HOOP => "HOOP LYING",
        t::LIFE => "EXTRA LIFE",
        t::GEM => "GEM",
        t::DEFLATER => "DEFLATER",
        t::REVERSE_GRAVITY => "REVERSE GRAVITY",
        t::INFLATER => "INFLATER",
        t::F_FORM => "F BALL",
        t::JUMP => "HIGH JUMP",
        t::SPEED => "SPEED",
        t::CHECKPOINT => "CHECKPOINT",
        t::WIND_RIGHT | t::WIND_LEFT | t::WIND_UP | t::BREEZE_UP | t::BREEZE_LEFT => "WIND",
        t::CONVEYOR_LEFT | t::CONVEYOR_RIGHT => "CONVEYOR",
        t::EMPTY => "EMPTY",
        _ => "TILE",
    }
}

/// A palette group: its name and items.
pub struct Group {
    /// The group's name on screen.
    pub name: &'static str,
    /// Its items, in the order the palette steps through them.
    pub items: &'static [Item],
}

/// The palette, group by group.
pub const GROUPS: &[Group] = &[
    Group {
        name: "GROUND",
        items: &[
            Item::Tile(t::WALL),
            Item::Tile(t::WALL_B),
            Item::Tile(t::WALL_C),
            Item::Tile(t::WALL_SLOPE_SE),
            Item::Tile(t::WALL_SLOPE_SW),
            Item::Tile(t::WALL_SLOPE_NW),
            Item::Tile(t::WALL_SLOPE_NE),
            Item::Tile(t::RUBBER),
            Item::Tile(t::RUBBER_SLOPE_SE),
            Item::Tile(t::RUBBER_SLOPE_SW),
            Item::Tile(t::RUBBER_SLOPE_NW),
            Item::Tile(t::RUBBER_SLOPE_NE),
            Item::Tile(t::BRICK_A),
            Item::Tile(t::BRICK_B),
        ],
    },
    Group {
        name: "HAZARDS",
        items: &[
            Item::Tile(t::SPIKE_A0),
            Item::Tile(t::SPIKE_A1),
            Item::Tile(t::SPIKE_A2),
            Item::Tile(t::SPIKE_A3),
            Item::Tile(t::SPIKE_B0),
            Item::Tile(t::SPIKE_B4),
            Item::Tile(t::SPIKE_B7),
            Item::Tile(t::DEADLY),
        ],
    },
    Group {
        name: "WATER",
        items: &[Item::Water],
    },
    Group {
        name: "HOOPS",
        items: &[
            Item::Tile(t::SMALL_V_HOOP),
            Item::Tile(t::SMALL_H_HOOP),
            Item::BigHoop { upright: true },
            Item::BigHoop { upright: false },
        ],
    },
    Group {
        name: "PICKUPS",
        items: &[Item::Tile(t::GEM), Item::Tile(t::LIFE)],
    },
    Group {
        name: "POWER",
        items: &[
            Item::Tile(t::DEFLATER),
            Item::Tile(t::INFLATER),
            Item::Tile(t::REVERSE_GRAVITY),
            Item::Tile(t::F_FORM),
            Item::Tile(t::JUMP),
            Item::Tile(t::SPEED),
        ],
    },
    Group {
        name: "WIND",
        items: &[
            Item::Tile(t::WIND_RIGHT),
            Item::Tile(t::WIND_LEFT),
            Item::Tile(t::WIND_UP),
            Item::Tile(t::BREEZE_UP),
            Item::Tile(t::BREEZE_LEFT),
            Item::Tile(t::CONVEYOR_LEFT),
            Item::Tile(t::CONVEYOR_RIGHT),
        ],
    },
    Group {
        name: "CHECKPOINT",
        items: &[Item::Tile(t::CHECKPOINT)],
    },
    Group {
        name: "ENEMIES",
        items: &[Item::Enemy(0), Item::Enemy(1), Item::Enemy(2)],
    },
    Group {
        name: "EXIT",
        items: &[Item::Exit],
    },
    Group {
        name: "START",
        items: &[Item::Start],
    },
];

/// A place in the palette: group and item.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Pick {
    /// Index into [`GROUPS`].
    pub group: usize,
    /// Index into that group's items.
    pub item: usize,
}

impl Pick {
    /// The item picked.
    pub fn item(self) -> Item {
        let g = &GROUPS[self.group % GROUPS.len()];
        g.items[self.item % g.items.len()]
    }

    /// The group picked.
    pub fn group(self) -> &'static Group {
        &GROUPS[self.group % GROUPS.len()]
    }

    /// The next group (`+1`) or the one before (`-1`), round, at its first item.
    pub fn step_group(self, d: i32) -> Pick {
        let n = GROUPS.len() as i32;
        Pick {
            group: (self.group as i32 + d).rem_euclid(n) as usize,
            item: 0,
        }
    }

    /// The next item of the group or the one before, round.
    pub fn step_item(self, d: i32) -> Pick {
        let n = self.group().items.len() as i32;
        Pick {
            group: self.group,
            item: (self.item as i32 + d).rem_euclid(n) as usize,
        }
    }
}

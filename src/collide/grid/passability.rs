//! Which tile codes block a circle: a table indexed by code, chosen per map.

/// A set of tile codes (a 256-bit mask), so a lookup is one load and a shift.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct CodeSet([u32; 8]);

impl CodeSet {
    /// No codes.
    pub const EMPTY: CodeSet = CodeSet([0; 8]);

    /// This set plus `code`.
    pub const fn with(self, code: u8) -> CodeSet {
        let mut words = self.0;
        words[(code >> 5) as usize] |= 1 << (code & 31);
        CodeSet(words)
    }

    /// This set without `code`.
    pub const fn without(self, code: u8) -> CodeSet {
        let mut words = self.0;
        words[(code >> 5) as usize] &= !(1 << (code & 31));
        CodeSet(words)
    }

    /// This set without any code of `other`.
    pub const fn minus(self, other: CodeSet) -> CodeSet {
        let mut words = self.0;
        let mut i = 0;
        while i < 8 {
            words[i] &= !other.0[i];
            i += 1;
        }
        CodeSet(words)
    }

    /// Codes in either set.
    pub const fn union(self, other: CodeSet) -> CodeSet {
        let mut words = self.0;
        let mut i = 0;
        while i < 8 {
            words[i] |= other.0[i];
            i += 1;
        }
        CodeSet(words)
    }

    /// Whether `code` is in the set.
    #[inline(always)]
    pub const fn contains(&self, code: u8) -> bool {
        (self.0[(code >> 5) as usize] >> (code & 31)) & 1 != 0
    }
}

/// Codes of the standard 20-code schema (the procedural maps' wire format).
pub mod standard {
    /// Outside the generated level: blocks.
    pub const VOID: u8 = 0;
    /// Open ground; also what an opened gate becomes.
    pub const FLOOR: u8 = 1;
    /// Blocks.
    pub const WALL: u8 = 2;
    /// Blocks, like a wall.
    pub const BARRICADE: u8 = 3;
    /// Passes: what the cell does to a mover is the game's, not collision's.
    pub const MUD_POOL: u8 = 4;
    /// Passes: what the cell does to a mover is the game's, not collision's.
    pub const SPIKE_TRAP: u8 = 5;
    /// Blocks a walker; a dodge passes over it.
    pub const CHASM: u8 = 9;
    /// Blocks until its gate is open.
    pub const BOSS_GATE: u8 = 10;
    /// Passes (decor).
    pub const PATH: u8 = 13;
    /// Passes (a point of interest to walk onto).
    pub const POI: u8 = 15;
    /// Blocks, dodging or not.
    pub const WATER: u8 = 19;
}

/// Codes of the compact schema (test maps): only four codes block.
pub mod compact {
    /// Not named by the schema; the code a gate is rewritten to when opened, since 1 is a wall.
    pub const FLOOR: u8 = 0;
    /// Blocks.
    pub const WALL: u8 = 1;
    /// Blocks a walker; a dodge passes over it.
    pub const CHASM: u8 = 4;
    /// Blocks, dodging or not.
    pub const WATER: u8 = 5;
    /// Blocks until its gate is open.
    pub const BOSS_GATE: u8 = 15;
}

/// The two built-in schemas; a map names one (or brings its own [`Passability`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Schema {
    /// VOID, WALL, BARRICADE, CHASM, BOSS_GATE and WATER block; FLOOR is 1.
    Standard,
    /// 1 (wall), 4 (chasm), 5 (water) and 15 (gate) block; every other code, 0 included, passes.
    Compact,
}

/// A passability table: blocking codes, the chasm codes among them (passable while dodging),
/// the gate codes among them (passable once open) and the floor code an opened gate becomes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Passability {
    blocked: CodeSet,
    chasm: CodeSet,
    gate: CodeSet,
    floor: u8,
}

impl Passability {
    /// The standard 20-code schema.
    pub const STANDARD: Passability = Passability::all_passable(standard::FLOOR)
        .block(standard::VOID)
        .block(standard::WALL)
        .block(standard::BARRICADE)
        .chasm(standard::CHASM)
        .gate(standard::BOSS_GATE)
        .block(standard::WATER);

    /// The compact schema.
    pub const COMPACT: Passability = Passability::all_passable(compact::FLOOR)
        .block(compact::WALL)
        .chasm(compact::CHASM)
        .block(compact::WATER)
        .gate(compact::BOSS_GATE);

    /// The table of a built-in schema.
    pub const fn of(schema: Schema) -> Passability {
        match schema {
            Schema::Standard => Self::STANDARD,
            Schema::Compact => Self::COMPACT,
        }
    }

    /// A user-defined table's start: nothing blocks; `floor` is what an opened gate becomes.
    pub const fn all_passable(floor: u8) -> Passability {
        Passability {
            blocked: CodeSet::EMPTY,
            chasm: CodeSet::EMPTY,
            gate: CodeSet::EMPTY,
            floor,
        }
    }

    /// `code` always blocks.
    pub const fn block(self, code: u8) -> Passability {
        Passability {
            blocked: self.blocked.with(code),
            chasm: self.chasm.without(code),
            gate: self.gate.without(code),
            ..self
        }
    }

    /// `code` blocks unless the mover is dodging.
    pub const fn chasm(self, code: u8) -> Passability {
        Passability {
            blocked: self.blocked.with(code),
            chasm: self.chasm.with(code),
            gate: self.gate.without(code),
            ..self
        }
    }

    /// `code` blocks until its gate is open.
    pub const fn gate(self, code: u8) -> Passability {
        Passability {
            blocked: self.blocked.with(code),
            chasm: self.chasm.without(code),
            gate: self.gate.with(code),
            ..self
        }
    }

    /// `code` never blocks.
    pub const fn pass(self, code: u8) -> Passability {
        Passability {
            blocked: self.blocked.without(code),
            chasm: self.chasm.without(code),
            gate: self.gate.without(code),
            ..self
        }
    }

    /// The code an opened gate cell is rewritten to.
    pub const fn floor(&self) -> u8 {
        self.floor
    }

    /// Whether `code` blocks a mover (dodging or not) when its cell's gate is (or is not) open.
    pub const fn blocks(&self, code: u8, dodge: bool, gate_open: bool) -> bool {
        self.blocked.contains(code)
            && !(dodge && self.chasm.contains(code))
            && !(gate_open && self.gate.contains(code))
    }

    /// Whether `code` is a chasm code.
    pub const fn is_chasm(&self, code: u8) -> bool {
        self.chasm.contains(code)
    }

    /// Whether `code` is a gate code.
    pub const fn is_gate(&self, code: u8) -> bool {
        self.gate.contains(code)
    }

    /// Codes that block `[walking, dodging]`, leaving gate codes out if `gates_open`.
    pub(super) const fn masks(&self, gates_open: bool) -> [CodeSet; 2] {
        let walking = if gates_open {
            self.blocked.minus(self.gate)
        } else {
            self.blocked
        };
        [walking, walking.minus(self.chasm)]
    }

    /// The gate codes.
    pub(super) const fn gates(&self) -> CodeSet {
        self.gate
    }
}

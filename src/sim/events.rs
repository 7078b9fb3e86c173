//! What happened during one step, for traces, sounds and the game flow.

/// A set of events, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Events(pub u16);

impl Events {
    pub const LEVEL_COMPLETE: Events = Events(1 << 0);
    pub const GAME_OVER: Events = Events(1 << 1);
    pub const DEMO_END: Events = Events(1 << 2);
    pub const DEATH: Events = Events(1 << 3);
    pub const HOOP: Events = Events(1 << 4);
    pub const CHECKPOINT: Events = Events(1 << 5);
    pub const PICKUP: Events = Events(1 << 6);
    /// The ball respawned (a life was spent).
    pub const RESPAWN: Events = Events(1 << 7);
    /// The exit door was entered (the level completes at the next step).
    pub const EXIT: Events = Events(1 << 8);
    /// A new tutorial tip appeared.
    pub const TIP: Events = Events(1 << 9);

    /// The trace names, in trace order.
    pub const NAMES: [(Events, &'static str); 7] = [
        (Events::LEVEL_COMPLETE, "levelComplete"),
        (Events::GAME_OVER, "gameOver"),
        (Events::DEMO_END, "demoEnd"),
        (Events::DEATH, "death"),
        (Events::HOOP, "hoop"),
        (Events::CHECKPOINT, "checkpoint"),
        (Events::PICKUP, "pickup"),
    ];

    pub const fn contains(self, e: Events) -> bool {
        self.0 & e.0 == e.0 && e.0 != 0
    }

    pub fn insert(&mut self, e: Events) {
        self.0 |= e.0;
    }

    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The trace names of the events present.
    pub fn names(self) -> impl Iterator<Item = &'static str> {
        Events::NAMES
            .into_iter()
            .filter(move |(e, _)| self.contains(*e))
            .map(|(_, n)| n)
    }

    /// Whether the run of a level ends here.
    pub const fn ends_run(self) -> bool {
        self.0 & (Events::LEVEL_COMPLETE.0 | Events::GAME_OVER.0 | Events::DEMO_END.0) != 0
    }
}

/// What one step reports as it goes: its events and the sounds it started, in order.
#[derive(Clone, Debug, Default)]
pub struct Sink {
    events: Events,
    sounds: heapless::Vec<Sound, 8>,
}

impl Sink {
    /// Empties the sink for a new step.
    pub fn clear(&mut self) {
        self.events = Events::default();
        self.sounds.clear();
    }

    pub fn event(&mut self, e: Events) {
        self.events.insert(e);
    }

    /// Starts a sound. Past eight in one step the newest takes the last one's place, which
    /// loses nothing heard: each sound started stops the one before.
    pub fn play(&mut self, s: Sound) {
        if let Err(s) = self.sounds.push(s) {
            if let Some(last) = self.sounds.last_mut() {
                *last = s;
            }
        }
    }

    pub fn events(&self) -> Events {
        self.events
    }

    pub fn sounds(&self) -> &[Sound] {
        &self.sounds
    }
}

/// Sounds the game plays (indices into the `s` resource).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    Death = 0,
    Hoop = 1,
    Pickup = 2,
    Inflate = 3,
    Deflate = 4,
    FForm = 5,
    Power = 6,
    Exit = 7,
    Splash = 8,
    Select = 9,
    Back = 10,
}

//! What happened during one step, for traces, sounds and the game flow.

/// A set of events, one bit each.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Events(pub u16);

impl Events {
    /// The level is complete (the step after the door was entered).
    pub const LEVEL_COMPLETE: Events = Events(1 << 0);
    /// The last life was lost.
    pub const GAME_OVER: Events = Events(1 << 1);
    /// The demo ran out, or a key ended it.
    pub const DEMO_END: Events = Events(1 << 2);
    /// The ball died.
    pub const DEATH: Events = Events(1 << 3);
    /// A hoop was passed.
    pub const HOOP: Events = Events(1 << 4);
    /// A checkpoint was reached.
    pub const CHECKPOINT: Events = Events(1 << 5);
    /// A life or a gem was picked up.
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

    /// Whether every event of `e` is in the set.
    pub const fn contains(self, e: Events) -> bool {
        self.0 & e.0 == e.0 && e.0 != 0
    }

    /// Adds the events of `e`.
    pub fn insert(&mut self, e: Events) {
        self.0 |= e.0;
    }

    /// No event at all.
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

    /// Records an event of this step.
    pub fn event(&mut self, e: Events) {
        self.events.insert(e);
    }

    /// Starts a sound. Past eight in one step the newest takes the last one's place, which
    /// loses nothing heard: each sound started stops the one before.
    pub fn sound(&mut self, s: Sound) {
        if let Err(s) = self.sounds.push(s) {
            if let Some(last) = self.sounds.last_mut() {
                *last = s;
            }
        }
    }

    /// The events of this step.
    pub fn events(&self) -> Events {
        self.events
    }

    /// The sounds started this step, in order.
    pub fn sounds(&self) -> &[Sound] {
        &self.sounds
    }
}

/// Sounds the game plays (indices into the `s` resource).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Sound {
    /// The ball died.
    Death = 0,
    /// A hoop was passed.
    Hoop = 1,
    /// A pickup was taken.
    Pickup = 2,
    /// The ball inflates.
    Inflate = 3,
    /// The ball deflates.
    Deflate = 4,
    /// The F-form starts.
    FForm = 5,
    /// A power tile was taken.
    Power = 6,
    /// The exit door was entered.
    Exit = 7,
    /// The splash screen's tune.
    Splash = 8,
    /// A menu choice.
    Select = 9,
    /// Back out of a menu.
    Back = 10,
}

impl Sound {
    /// Every sound, by index.
    pub const ALL: [Sound; 11] = [
        Sound::Death,
        Sound::Hoop,
        Sound::Pickup,
        Sound::Inflate,
        Sound::Deflate,
        Sound::FForm,
        Sound::Power,
        Sound::Exit,
        Sound::Splash,
        Sound::Select,
        Sound::Back,
    ];

    /// Whether the sound is music (the melodies: the exit's and the splash's), which the
    /// MUSIC volume sets; the others are effects (the EFFECTS volume).
    pub const fn is_music(self) -> bool {
        matches!(self, Sound::Exit | Sound::Splash)
    }

    /// The sounds that are music, as a mask of their indices (bit `k`: sound `k`).
    pub const fn music_mask() -> u16 {
        let mut m = 0;
        let mut k = 0;
        while k < Sound::ALL.len() {
            if Sound::ALL[k].is_music() {
                m |= 1 << Sound::ALL[k] as u16;
            }
            k += 1;
        }
        m
    }
}

//! The original game's pixel-exact tile collision test (`g.collisionTest`).

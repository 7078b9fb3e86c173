//! A tile collision world: policies, triggers, contacts, position correction.

//! Circle movement over passability grids.

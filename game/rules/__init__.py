"""Pure, deterministic game engines: no pygame, no speech, no I/O."""

"""Pure rules engines for tablehost's games: no Discord, no I/O."""

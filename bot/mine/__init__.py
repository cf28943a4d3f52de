"""/game mine: the games you sit in, at a glance."""

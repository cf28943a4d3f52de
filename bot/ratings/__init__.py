"""Skill ratings (openskill), recomputed from the results table on demand."""

"""Built-in players (filled in below)."""

from __future__ import annotations

from engine.core.ai import Agent, RandomAgent

AGENTS: dict[str, type[Agent]] = {"random": RandomAgent}

"""Where the bot and the command line find games by key."""

from __future__ import annotations

from importlib import import_module

from engine.core.ai import Agent, RandomAgent
from engine.core.protocol import Game

# key -> module that defines GAME; imported on first use so start-up stays cheap.
_MODULES: dict[str, str] = {
    "trepanation": "engine.trepanation.game",
    "doctor-lucky": "engine.doctor_lucky.game",
}
_LOADED: dict[str, Game] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        known = ", ".join(sorted(_MODULES))
        return f"unknown game {self.args[0]!r} (known: {known})"


def register(key: str, module: str) -> None:
    """Add a game whose module defines ``GAME`` (and optionally ``AGENTS``); tests use this."""
    _MODULES[key] = module
    _LOADED.pop(key, None)


def game_keys() -> list[str]:
    return sorted(_MODULES)


def get_game(key: str) -> Game:
    if key not in _MODULES:
        raise UnknownGame(key)
    if key not in _LOADED:
        _LOADED[key] = import_module(_MODULES[key]).GAME
    return _LOADED[key]


def all_games() -> list[Game]:
    return [get_game(k) for k in game_keys()]


def get_agents(key: str) -> dict[str, type[Agent]]:
    """The built-in players of a game by name; ``random`` always, the game's own after it."""
    get_game(key)
    own: dict[str, type[Agent]] = getattr(import_module(_MODULES[key]), "AGENTS", {})
    return {"random": RandomAgent, **own}

"""Where the bot, the pictures and the command line find games.

A game is a package ``engine/<folder>/`` whose ``__init__`` exposes ``GAME`` (its
:class:`Game`, whose ``key`` names it everywhere) and optionally ``AGENTS`` (its built-in
players by name). Its pictures live in ``render/<folder>/`` under the same folder name.
Nothing outside a game's folders lists it: the packages are found by looking.
"""

from __future__ import annotations

import pkgutil
from dataclasses import dataclass
from importlib import import_module
from importlib.util import find_spec

import engine
from engine.core.ai import Agent, RandomAgent
from engine.core.protocol import Game

NOT_GAMES = frozenset({"core"})


@dataclass(frozen=True)
class Entry:
    """A registered game: the module exposing ``GAME``/``AGENTS`` and, if it has pictures,
    the module exposing ``draw_board``/``draw_scores``/``draw_private``."""

    module: str
    render_module: str | None


_ENTRIES: dict[str, Entry] | None = None
_LOADED: dict[str, Game] = {}
_EXTRA: dict[str, Entry] = {}


class UnknownGame(KeyError):
    def __str__(self) -> str:
        known = ", ".join(game_keys())
        return f"unknown game {self.args[0]!r} (known: {known})"


def _render_module_for(package: str) -> str | None:
    """``render.<folder>`` when that package exists (the engine never imports it)."""
    name = "render." + package.rsplit(".", 1)[-1]
    try:
        return name if find_spec(name) is not None else None
    except ModuleNotFoundError:  # no render package installed at all
        return None


def _discover() -> dict[str, Entry]:
    entries: dict[str, Entry] = {}
    for info in pkgutil.iter_modules(engine.__path__):
        if not info.ispkg or info.name in NOT_GAMES:
            continue
        package = f"engine.{info.name}"
        module = import_module(package)
        game = getattr(module, "GAME", None)
        if isinstance(game, Game):
            entries[game.key] = Entry(package, _render_module_for(package))
            _LOADED[game.key] = game
    return entries


def _entries() -> dict[str, Entry]:
    global _ENTRIES
    if _ENTRIES is None:
        _ENTRIES = _discover()
    return {**_ENTRIES, **_EXTRA}


def register(key: str, module: str, render_module: str | None = None) -> None:
    """Add a game that lives outside ``engine/`` (the toy games of the tests): ``module``
    defines ``GAME`` and optionally ``AGENTS``; ``render_module`` its pictures."""
    _EXTRA[key] = Entry(module, render_module)
    _LOADED.pop(key, None)


def unregister(key: str) -> None:
    """Forget a game added with :func:`register`."""
    _EXTRA.pop(key, None)
    _LOADED.pop(key, None)


def game_keys() -> list[str]:
    return sorted(_entries())


def entry(key: str) -> Entry:
    entries = _entries()
    if key not in entries:
        raise UnknownGame(key)
    return entries[key]


def get_game(key: str) -> Game:
    found = entry(key)
    if key not in _LOADED:
        _LOADED[key] = import_module(found.module).GAME
    return _LOADED[key]


def all_games() -> list[Game]:
    return [get_game(k) for k in game_keys()]


def get_agents(key: str) -> dict[str, type[Agent]]:
    """The built-in players of a game by name; the game's own first, ``random`` always."""
    own: dict[str, type[Agent]] = getattr(import_module(entry(key).module), "AGENTS", {})
    return {**own, "random": RandomAgent} if "random" not in own else dict(own)


def default_agent(key: str) -> str:
    """The AI that takes over a seat whose player is away or missed a deadline."""
    declared = get_game(key).default_ai
    agents = get_agents(key)
    if declared is not None:
        if declared not in agents:
            raise ValueError(f"{key}: default_ai {declared!r} is not one of its AGENTS")
        return declared
    return next(iter(agents))


def render_module(key: str) -> str | None:
    """The module drawing this game's pictures, or None when it has none."""
    return entry(key).render_module

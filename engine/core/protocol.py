"""The protocol every tablehost game implements.

A game is a stateless rules object (OpenSpiel's ``Game``); a position is a plain JSON-able
dict (the state). The ordered action log is the truth: ``setup(players, seed, options)``
followed by ``apply`` of every logged action rebuilds the same state, because all
randomness is drawn from the seeded generator stored inside the state (``engine.core.rng``).

Conventions shared by every game:

* Seats are ``0 .. players-1``. ``to_act`` lists the seats that may act now: one seat on a
  normal turn, several for simultaneous choices or reaction rounds.
* An action is a small JSON object with a ``"type"`` key. ``legal_actions`` enumerates every
  legal action of a seat, completely: the bot and the AIs only ever offer what it returns,
  and ``apply`` refuses anything else with :class:`IllegalAction` before touching the state:
  against the legal list the action was chosen from when the caller passes it (the trusted
  path), else through ``is_legal`` (by default the legal actions of the action's type).
* ``apply`` mutates the state in place and returns the events it produced. Use
  :func:`engine.core.state.step` for a copy-on-write variant.
* An event is a JSON object with a ``"type"`` key. An event with a ``"private"`` list of seats
  may only be shown to those seats; every other event is public. The event
  ``{"type": "phase", ...}`` marks the start of a new phase (the bot posts a picture then;
  one naming the ``seat`` whose turn begins only where ``Traits.turn_pictures``),
  and ``{"type": "game_over"}`` ends the game.
* A game declares what kind of game it is in ``traits`` (:mod:`engine.core.traits`) and
  says everything through its ``words`` (:class:`engine.core.words.Words`): the rules
  never word anything, and the words never decide a rule.
* ``view(state, viewer)`` is the single redaction function (boardgame.io's ``playerView``):
  every picture, message and AI decision reads the state only through it. ``viewer=None``
  is the public view a spectator sees. ``resample_hidden(state, viewer, seed)`` is its
  proof (OpenSpiel's ``resample_from_infostate``): a state that differs from ``state`` only
  in what ``viewer`` cannot see, so the contract suite can check that no output changes.
* Simultaneous secret decisions: ``to_act`` lists every seat that may act now (a seat that
  already chose but may still change its pick included); ``waiting_for`` the seats whose
  decision is still missing (deadlines and reminders apply to these); ``decided`` the seats
  that have chosen in the current round of choices; ``secret_round`` whether such a round
  is on (declared, never found by trying a move). A pick's events are private to the
  picker plus a public "has decided" event; the choices take effect when the last one is in.
* :class:`engine.core.position.Position` asks each of these questions of one state once.
* Teams: ``teams(state)`` lists the seats of each team (empty without teams); a team's
  result names all its members as winners.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from functools import partial
from typing import Any, ClassVar

from engine.core.refusals import worded
from engine.core.state import clone
from engine.core.traits import Traits
from engine.core.types import (
    LABEL_MAX,
    Action,
    BadOptions,
    Event,
    IllegalAction,
    OptionSpec,
    Result,
    ScoreLine,
    Seat,
    State,
    clip,
    fill_names,
    is_german,
)
from engine.core.words import Words

__all__ = [
    "LABEL_MAX", "Action", "BadOptions", "Event", "Game", "IllegalAction", "OptionSpec",
    "Result", "ScoreLine", "Seat", "State", "Traits", "Words", "clip", "fill_names",
    "is_german",
]


class Game(ABC):
    """Rules of one game. Holds no per-match data; every method takes the state."""

    key: ClassVar[str]
    name: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    traits: ClassVar[Traits] = Traits()
    # Everything the game says (labels, log lines, refusals, phase names).
    words: ClassVar[Words]
    # The built-in AI (a key of the game's ``AGENTS``) that plays a seat whose player is
    # away or missed a deadline; None: the first of ``AGENTS``, else ``random``.
    default_ai: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        words, name = getattr(cls, "words", None), cls.__dict__.get("name")
        if isinstance(words, Words) and isinstance(name, str) and words.name != name:
            if words.name:  # another game's words (a subclass): a copy names this game
                words = copy.copy(words)
                cls.words = words
            words.name = name  # the default of Words.game_name

    # --- setting up -------------------------------------------------------------------
    def resolve_options(self, options: Mapping[str, Any] | None) -> dict[str, str]:
        """Fill defaults and refuse unknown options or values."""
        given = dict(options or {})
        resolved: dict[str, str] = {}
        for spec in self.options:
            value = str(given.pop(spec.key, spec.default))
            if value not in spec.choices:
                raise BadOptions(worded("option_value", option=spec.key,
                                        choices=", ".join(spec.choices), value=repr(value)))
            resolved[spec.key] = value
        if given:
            raise BadOptions(worded("unknown_options", game=self.words.game_name,
                                    names=sorted(given), count=len(given)))
        return resolved

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise BadOptions(worded("players", game=self.words.game_name, least=self.min_players,
                                    most=self.max_players, players=players))

    def option_spec(self, key: str) -> OptionSpec:
        for spec in self.options:
            if spec.key == key:
                return spec
        raise KeyError(key)

    @abstractmethod
    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        """A new game. Must call ``check_players`` and ``resolve_options``."""

    # --- playing ----------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: State) -> list[Seat]:
        """Seats that may act now (empty once the game is over)."""

    @abstractmethod
    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        """Every legal action of ``seat`` now; empty when the seat may not act."""

    @abstractmethod
    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        """Carry out an action already known to be legal; mutate ``state``."""

    def legal_of_type(self, state: State, seat: Seat, kind: str) -> list[Action]:
        """Every legal action of ``seat`` now whose ``"type"`` is ``kind``, in the order of
        ``legal_actions``. The legality check asks this, not the whole list; a game whose
        list is long may answer it more cheaply (tests/contract checks the two agree)."""
        return [action for action in self.legal_actions(state, seat) if action["type"] == kind]

    def is_legal(self, state: State, seat: Seat, action: Action) -> bool:
        """Whether ``action`` (a dict with a ``"type"``) is in ``seat``'s legal list now, as
        ``in`` would find it (equal dicts). The legality check asks this; a game may answer
        for the one action without listing its type (tests/contract checks the answers)."""
        return action in self.legal_of_type(state, seat, action["type"])

    def apply(self, state: State, seat: Seat, action: Action,
              legal: Sequence[Action] | None = None) -> list[Event]:
        """Apply ``action`` for ``seat``, or raise :class:`IllegalAction` changing nothing.

        ``legal`` is the trusted path for an action taken from a legal list: ``seat``'s
        ``legal_actions`` of this very state, which the caller vouches for. Membership in
        it is then the whole check; without it the rules check the action."""
        self.check_legal(state, seat, action, legal)
        return self._apply(state, seat, action)

    def check_legal(self, state: State, seat: Seat, action: Action,
                    legal: Sequence[Action] | None = None) -> None:
        if legal is not None and action in legal:
            return
        if (legal is None and isinstance(seat, int) and 0 <= seat < self.players(state)
                and isinstance(action, dict) and "type" in action
                and self.is_legal(state, seat, action)):
            return  # a seat not to act (or any seat once over) has no legal action
        # Refused: say why.
        if self.is_over(state):
            raise IllegalAction(worded("game_over"))
        if not isinstance(seat, int) or not 0 <= seat < self.players(state):
            raise IllegalAction(worded("no_seat", seat=repr(seat)))
        if seat not in self.to_act(state):
            raise IllegalAction(worded("not_your_turn"))
        if not isinstance(action, dict) or "type" not in action:
            raise IllegalAction(worded("no_type"))
        raise IllegalAction(partial(self.words.explain_illegal, state, seat, action))

    def waiting_for(self, state: State) -> list[Seat]:
        """Seats whose decision is still missing; deadlines, reminders and AI takeover
        apply to these. Differs from ``to_act`` only while seats that already chose may
        still change their pick."""
        return self.to_act(state)

    def decided(self, state: State) -> list[Seat]:
        """Seats that have already made their choice in the current round of simultaneous
        choices (shown as "has decided", never what)."""
        return []

    def secret_round(self, state: State) -> bool:
        """Whether the seats to act now choose in a round of secret choices that take
        effect together. A game without simultaneous rounds never is in one; a game with
        them declares when (no rule of thumb fits: open moves may wait for several seats
        too), and the contract suite checks the declaration against what a pick does."""
        if self.traits.simultaneous:
            raise NotImplementedError(f"{self.key} has simultaneous rounds: it must "
                                      "declare secret_round")
        return False

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        """What ``seat`` does when its deadline passes and the host chose "skip": its pass
        or fallback action (one of ``legal_actions``), or None to let the default AI play."""
        return None

    def decision_seconds(self, state: State, seat: Seat) -> int | None:
        """A time limit in seconds the game itself sets on ``seat``'s pending decision (e.g.
        a live option where every turn lasts a few seconds), or None for no such limit. When
        it passes, the platform plays ``timeout_action`` (or the default AI) for the seat,
        whatever the table's own clock says."""
        return None

    def teams(self, state: State) -> list[list[Seat]]:
        """The seats of each team, in team order; empty when everyone plays alone."""
        return []

    @abstractmethod
    def is_over(self, state: State) -> bool: ...

    @abstractmethod
    def result(self, state: State, lang: str = "en") -> Result:
        """Final ranking with a score breakdown per seat; only valid once over. The summary
        and tie-break texts are in ``lang`` (``"de"`` German, else English)."""

    def players(self, state: State) -> int:
        return int(state["players"])

    # --- showing ----------------------------------------------------------------------
    @abstractmethod
    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        """What ``viewer`` may see (``None``: the public). JSON-able."""

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        """A copy of ``state`` in which everything ``viewer`` cannot see (other hands, the
        order of face-down decks, the random generator's future) is drawn anew from
        ``seed``, consistent with everything ``viewer`` can see. Nothing that ``viewer``
        is shown, offered or told may differ between the two. The default reseeds the
        generator only; games with hidden cards must override it."""
        copy = clone(state)
        if isinstance(copy.get("rng"), dict):
            copy["rng"] = {**copy["rng"], "seed": int(seed) & ((1 << 64) - 1)}
        return copy

    def start_order(self, state: State) -> list[Seat]:
        """The seats in the turn order the game started with (the simulator reports win
        rates by starting position from it). The default is seat order."""
        return list(range(self.players(state)))

    def reveals(self, before: State, after: State, events: list[Event]) -> bool:
        """Whether the move from ``before`` to ``after`` revealed hidden information or
        randomness (and so may not be taken back). A move reveals when it drew from the
        random generator, produced a private event, or raised the state's ``"reveals"``
        counter, which games bump whenever a card comes off a hidden deck."""
        if before["rng"]["draws"] != after["rng"]["draws"]:
            return True
        if before.get("reveals", 0) != after.get("reveals", 0):
            return True
        return any("private" in event for event in events)

    def usage_stats(self, state: State) -> dict[str, dict[str, int]]:
        """Counters for the simulator's summary (e.g. which locations were used)."""
        return {}


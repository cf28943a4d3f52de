"""What kind of game a game is, declared as data (OpenSpiel's ``GameType``).

The platform reads these instead of probing the rules: whether a menu may be shown to
everyone, whether the turn line speaks of secret choices, whether results rank teams.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Traits:
    # Some decisions are rounds in which several seats choose in secret and the choices
    # take effect together (``Game.secret_round`` says when such a round is on).
    simultaneous: bool = False
    # Some seats see what others do not (hands, face-down decks). Without hidden
    # information every action label may be shown to everyone.
    hidden_information: bool = False
    # Seats play in teams (``Game.teams``); a team's result names all its members.
    teams: bool = False
    # The result ranks by points (``ScoreLine.total``). A game whose only outcome is who won
    # (Save Doctor Lucky) says False: no score column is shown, only the figures its
    # breakdown keeps (e.g. penalties), and ``total`` is 1 for a winner, else 0.
    scored: bool = True
    # A phase event naming the ``seat`` whose turn begins (Save Doctor Lucky's every turn,
    # Pompeii's turns) starts a phase worth a picture of the table. False: such a turn is
    # told in words, and the table is drawn where the game's stage changes (its start, a
    # day, the eruption, the end) and whenever someone asks (Watch, /game status).
    turn_pictures: bool = True

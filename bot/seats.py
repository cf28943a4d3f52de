"""Who plays a seat: a Discord user, or a built-in AI with no Discord user.

AI seats sit in ``games.seats`` under negative ids that name their kind and number
(-201 is "Heuristic bot 1"), so every text that names a seat can name them without a query.
"""

from __future__ import annotations

from bot.i18n import DEFAULT, t

AI_KINDS = ("heuristic", "random")
_KIND_CODE = {"random": 1, "heuristic": 2}
_PER_KIND = 100


def ai_user_id(kind: str, number: int) -> int:
    return -(_KIND_CODE[kind] * _PER_KIND + number)


def is_ai(user_id: int) -> bool:
    return user_id < 0


def ai_kind(user_id: int) -> str:
    code = -user_id // _PER_KIND
    return next((kind for kind, c in _KIND_CODE.items() if c == code), "random")


def ai_name(user_id: int, lang: str = DEFAULT) -> str:
    return t(f"clock.ai_name.{ai_kind(user_id)}", lang, n=-user_id % _PER_KIND)


def next_ai_id(seats: list[int], kind: str) -> int:
    taken = {-uid % _PER_KIND for uid in seats if is_ai(uid) and ai_kind(uid) == kind}
    return ai_user_id(kind, next(n for n in range(1, _PER_KIND) if n not in taken))

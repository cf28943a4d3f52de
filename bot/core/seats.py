"""Who plays a seat: a Discord user, or a built-in AI with no Discord user.

AI seats sit in ``games.seats`` under negative ids (-1, -2 ... in the order they were added);
which of the game's agents plays one is stored in ``seat_kinds`` and read into
``GameRow.ai_kinds``. The bot knows no AI by name: kinds and their titles come from the
game's own ``AGENTS`` (``engine.core.registry.get_agents``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.core.i18n import DEFAULT, t
from bot.storage.clocks import STAND_IN
from engine.core.registry import UnknownGame, default_agent, get_agents


def is_ai(user_id: int) -> bool:
    return user_id < 0


def next_ai_id(seats: Sequence[int]) -> int:
    """The id for one more AI seat: one below the lowest AI id at the table."""
    return min([0, *(uid for uid in seats if is_ai(uid))]) - 1


def agent_title(game_key: str, kind: str, lang: str = DEFAULT) -> str:
    """How players read the AI ``kind`` of this game, e.g. "Heuristic"."""
    try:
        agent = get_agents(game_key).get(kind)
    except UnknownGame:
        agent = None
    return agent.title(lang) if agent is not None else kind.capitalize()


def ai_kind(user_id: int, game_key: str, kinds: Mapping[int, str]) -> str:
    """The agent playing AI seat ``user_id``: the stored kind, else the game's default."""
    return kinds.get(user_id) or default_agent(game_key)


def stand_in(game_key: str, kinds: Mapping[int, str]) -> str:
    """The AI that plays for someone away or on a missed deadline: the host's choice for the
    table, else the game's default."""
    chosen = kinds.get(STAND_IN)
    return chosen if chosen in get_agents(game_key) else default_agent(game_key)


def ai_name(user_id: int, game_key: str, seats: Sequence[int], kinds: Mapping[int, str],
            lang: str = DEFAULT) -> str:
    """"Heuristic bot 2": the agent's title and the seat's number among AIs of its kind."""
    kind = ai_kind(user_id, game_key, kinds)
    same = [uid for uid in seats if is_ai(uid) and ai_kind(uid, game_key, kinds) == kind]
    number = same.index(user_id) + 1 if user_id in same else len(same) + 1
    return t("clock.ai_name", lang, title=agent_title(game_key, kind, lang), n=number)

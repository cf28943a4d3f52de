"""Issue 22, point 4: a German player meets no English. A German client on a German server
opens a lobby of every shipped game with every option set away from its default, fills it
with AIs, starts (the AIs move up to the player's turn) and reads what it is shown: the
lobby, the posts, /game status, /game log, /game mine, /stats and /rules with every topic.
Every text is swept like the catalogues (tests/contract/test_grammar.py): no hand-made
plurals, no "1 <plural noun>", no English words (names that stay as printed aside)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.core import registry, rules_help
from engine.core.registry import get_game
from tests.contract.test_grammar import PRINTED, problems

# Beyond the catalogue sweep's words: English that German players did meet (issue 22).
MET = re.compile(r"\b(?:Save|Heuristic|Random|Steady|bot|off|on|sealed|Snoop|Place a worker|"
                 r"My hand|Choose my move|Join|Leave|Round|Day|Players?|Lobby for)\b")
SHIPPED = [key for key in registry.game_keys() if registry.entry(key).module.startswith("engine.")]


def texts_of(message: Any) -> list[str]:
    found = [message.content or ""]
    for embed in message.embeds:
        found += [embed.title or "", embed.description or ""]
        found += [f"{field.name} {field.value}" for field in embed.fields]
    found += [getattr(item, "label", None) or getattr(item, "placeholder", None) or ""
              for row in message.components for item in getattr(row, "children", [row])]
    return [text for text in found if text]


def shown(result: Any) -> list[str]:
    messages = [m for m in (result.response, *result.followups) if m is not None]
    return [text for message in messages for text in texts_of(message)]


@pytest.mark.parametrize("key", SHIPPED)
async def test_a_german_player_meets_no_english(simcord_env, speaks, key: str) -> None:
    game = get_game(key)
    guild = simcord_env.create_guild(preferred_locale="de")
    channel = guild.create_text_channel("spiele")
    ann = guild.add_member(simcord_env.create_user("ann"))
    speaks[ann.id] = "de"
    options = ", ".join(f"{spec.key}={next(c for c in spec.choices if c != spec.default)}"
                        for spec in game.options)
    said = shown(await ann.slash(channel, "game new", game=key, max_players=game.min_players,
                                 **({"options": options} if options else {})))
    for _ in range(game.min_players - 1):
        said += shown(await ann.slash(channel, "game addbot"))
    said += shown(await ann.slash(channel, "game start"))
    await simcord_env.settle()
    said += [text for message in channel.history() for text in texts_of(message)]
    for command in ("game status", "game log", "game mine", "stats"):
        said += shown(await ann.slash(channel, command))
    if rules_help.has_help(key):
        for topic in rules_help.topic_keys(key):
            said += shown(await ann.slash(channel, "rules", game=key, topic=topic))
    found = sorted({f"{problem} in {text[:160]!r}" for text in said
                    for problem in problems(_without_printed(text), "de")})
    found += sorted({f"English {m.group(0)!r} in {text[:160]!r}" for text in said
                     for m in MET.finditer(_without_printed(_without_code(text)))})
    assert not found, "\n".join(found[:30])


def _without_code(text: str) -> str:
    """Without what is typed as shown (`penalties=on`) and links."""
    return re.sub(r"`[^`]*`|\(https?://[^)]*\)", "", text)


def _without_printed(text: str) -> str:
    for name in PRINTED:
        text = text.replace(name, "")
    return text

"""What the public must never learn before the Ball, taken from the real state, and the checks
that hold every public message, button, select and public picture against it."""

from __future__ import annotations

import json
import re
from typing import Any

from engine.core.protocol import State
from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.game import GAME
from engine.ladies_gentlemen.morning import live
from engine.ladies_gentlemen.words import gossip_label
from tests.bot.driver import buttons, selects

# A Gentleman's money said outright ("Your money: £700", "Money 700", "Dein Geld: £700").
MONEY_SAID = re.compile(r"(?i)\b(money|geld)\b\W{0,3}£?\s?\d")
SERVANT_KEY = re.compile(r'"s\d\d"')
GOSSIP_KEY = re.compile(r'"g\d\d"')


def word(text: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![\w-]){re.escape(text)}(?![\w-])")


def pending_labels(state: State) -> list[str]:
    """The button labels (in both languages) of every pick made but not yet revealed."""
    labels: list[str] = []
    pending: list[tuple[int, dict[str, Any]]] = []
    step = (state["ladies_step"] if state["phase"] == "morning" or state["ladies_step"] == "visit"
            else None)
    for seat, value in enumerate(state["picks"]):
        if value is None:
            continue
        if step == "artisan":
            pending.append((seat, {"type": "artisan", "card": value}))
        elif step == "window":
            pending.append((seat, {"type": "window", "card": value}))
        elif step == "visit":
            pending.append((seat, {"type": "visit", "boutique": value}))
    if not live(state):
        for team, pos in enumerate(state["stock_picks"]):
            if pos is not None:
                pending.append((2 * team + 1, {"type": "stock_stop"} if pos < 0
                                else {"type": "stock", "pos": pos}))
    for _, action in pending:
        labels += [GAME.words.action_label(state, action, lang) for lang in ("en", "de")]
    return labels


def secret_words(state: State) -> list[re.Pattern[str]]:
    """Servants' names, every Gossip card, the picks still sealed."""
    data = load()
    patterns = [word(servant.name) for servant in data.servants.values()]
    patterns += [word(key) for key in data.gossip]
    # a Gossip card is named by its condition, in either language
    patterns += [word(gossip_label(key, lang)) for key in data.gossip for lang in ("en", "de")]
    patterns += [word(label) for label in pending_labels(state)]
    return patterns


def public_parts(message: Any) -> list[str]:
    """Everything a message shows to everyone: its text, embeds, button labels, select
    placeholders and option labels."""
    parts = [message.content or ""]
    parts += [json.dumps(embed.to_dict()) for embed in message.embeds]
    parts += [button.label or "" for button in buttons(message)]
    for select in selects(message):
        parts.append(select.placeholder or "")
        parts += [f"{option.label} {option.description or ''}" for option in select.options]
    return parts


def leaks_in_messages(messages: list[Any], state: State) -> list[str]:
    """Secrets of ``state`` found in ``messages`` (public ones, posted before the Ball)."""
    found: list[str] = []
    patterns = secret_words(state)
    for message in messages:
        for part in public_parts(message):
            found += [f"{p.pattern} in {part!r}" for p in patterns if p.search(part)]
            if MONEY_SAID.search(part):
                found.append(f"money in {part!r}")
    return found


def leaks_in_public_view(view: dict[str, Any], state: State) -> list[str]:
    """Secrets in a view the bot drew a public picture from (before the Ball)."""
    found: list[str] = []
    text = json.dumps(view)
    if view.get("viewer") is not None:
        found.append(f"a public picture drawn for seat {view['viewer']}")
    if any(m is not None for m in view["money"]):
        found.append(f"money {view['money']}")
    if SERVANT_KEY.search(text):
        found.append("a servant's identity")
    if GOSSIP_KEY.search(text):
        found.append("a Gossip card")
    if view.get("pick") is not None or view.get("stock_pick") is not None:
        found.append("a pending pick")
    sealed = [seat for seat, value in enumerate(state["picks"]) if value is not None]
    if any(view["visits"][seat] is not None for seat in sealed):
        found.append("a sealed visit")
    return found

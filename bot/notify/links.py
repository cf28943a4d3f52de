"""Jump links to a game's latest turn prompt (or to its channel when none is known)."""

from __future__ import annotations

from bot.storage.prompts import PromptMessage

BASE = "https://discord.com/channels"


def jump_link(guild_id: int | None, channel_id: int, prompt: PromptMessage | None) -> str:
    place = f"{BASE}/{guild_id if guild_id is not None else '@me'}/{channel_id}"
    return place if prompt is None else f"{place}/{prompt.message_id}"

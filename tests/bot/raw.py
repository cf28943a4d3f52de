"""Interactions a real client would never send (forged ids, invalid values, two clicks in
the same instant), built with simcord's own payload helpers and emitted directly."""

from __future__ import annotations

from typing import Any

from simcord import InteractionResult
from simcord import interactions as sim_interactions
from simcord.actors import _visible_message
from simcord.backend import serializers
from simcord.enums import ComponentType, InteractionType


def button_data(custom_id: str) -> dict[str, Any]:
    return {"custom_id": custom_id, "component_type": int(ComponentType.BUTTON)}


def select_data(custom_id: str, values: list[str]) -> dict[str, Any]:
    return {"custom_id": custom_id, "component_type": int(ComponentType.STRING_SELECT),
            "values": values}


def build_click(env: Any, member: Any, message: Any,
                data: dict[str, Any]) -> tuple[Any, dict[str, Any]]:
    """The interaction record and INTERACTION_CREATE payload of one click on ``message``."""
    stored = _visible_message(member, message)
    record, payload = sim_interactions.base_payload(
        env.backend, type=int(InteractionType.MESSAGE_COMPONENT),
        channel_id=stored.channel_id, guild_id=member.guild.id, user_id=member.id, data=data,
    )
    payload["message"] = dict(serializers.message_payload(env.backend, stored))
    record.source_message_id = stored.id
    return record, payload


async def dispatch(env: Any, *clicks: tuple[Any, Any, dict[str, Any]]) -> list[InteractionResult]:
    """Emit every (member, message, data) click before the bot runs any of them."""
    built = [build_click(env, *click) for click in clicks]
    for _, payload in built:
        env.backend.emit("INTERACTION_CREATE", payload)
    await env.settle()
    return [InteractionResult(env, record) for record, _ in built]


EPHEMERAL = 1 << 6


def forged_click(env: Any, member: Any, message: Any, custom_id: str, *,
                 values: list[str] | None = None,
                 ephemeral: bool = False) -> tuple[Any, dict[str, Any]]:
    """A click on ``custom_id`` put on ``message`` by someone else than the bot (its only
    control); a select when ``values`` is given. ``ephemeral`` marks the message private."""
    if values is None:
        data = button_data(custom_id)
        component: dict[str, Any] = {"type": int(ComponentType.BUTTON), "style": 1,
                                     "label": "forged", "custom_id": custom_id}
    else:
        data = select_data(custom_id, values)
        options = [{"label": v or "?", "value": v or "?"} for v in values] or [
            {"label": "?", "value": "?"}]
        component = {"type": int(ComponentType.STRING_SELECT), "custom_id": custom_id,
                     "options": options}
    record, payload = build_click(env, member, message, data)
    payload["message"]["components"] = [{"type": 1, "components": [component]}]
    flags = int(payload["message"].get("flags") or 0) & ~EPHEMERAL
    payload["message"]["flags"] = flags | (EPHEMERAL if ephemeral else 0)
    return record, payload


async def forge(env: Any, member: Any, message: Any, custom_id: str, *,
                values: list[str] | None = None, ephemeral: bool = False) -> InteractionResult:
    """Emit one forged click (see ``forged_click``) and wait for the bot's answer."""
    record, payload = forged_click(env, member, message, custom_id, values=values,
                                   ephemeral=ephemeral)
    env.backend.emit("INTERACTION_CREATE", payload)
    await env.settle()
    return InteractionResult(env, record)


async def click_as_shown(env: Any, member: Any, shown: Any, label: str) -> InteractionResult:
    """A click on the button ``label`` of ``shown`` as it was when it was read: a client that
    still shows a turn post's old buttons (the bot has since edited them away)."""
    custom_id = next(c.custom_id for row in shown.components
                     for c in getattr(row, "children", [row]) if getattr(c, "label", "") == label)
    return await forge(env, member, shown, custom_id)

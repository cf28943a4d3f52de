"""``/notify``: how you hear that it is your turn. Without options it shows your settings;
each option given changes only itself. Works in servers and in direct messages."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from bot.core.durations import format_duration, parse_duration
from bot.core.i18n import cmd, t, user_lang
from bot.core.replies import Refusal, refuse, send
from bot.notify.quiet_hours import format_span, parse_span, parse_zone
from bot.storage.notify_settings import MODES, NotifySettings
from bot.storage.store import GameStore

OFF = ("off", "none", "no", "aus", "keine")
ZONE_SUGGESTIONS = ("UTC", "Europe/Berlin", "Europe/Vienna", "Europe/Zurich", "Europe/London",
                    "America/New_York", "America/Chicago", "America/Los_Angeles",
                    "Asia/Tokyo", "Australia/Sydney")


def settings_text(settings: NotifySettings, lang: str) -> str:
    quiet = (format_span(int(settings.quiet_start or 0), int(settings.quiet_end or 0))
             if settings.has_quiet_hours else t("notify.quiet_none", lang))
    return t("notify.settings", lang, mode=t(f"notify.mode.{settings.mode}", lang),
             reminder=format_duration(settings.reminder_secs, lang), quiet=quiet,
             zone=settings.time_zone)


def changed(settings: NotifySettings, how: str | None, reminder: str | None,
            quiet: str | None, time_zone: str | None) -> NotifySettings:
    """``settings`` with the options given; a Refusal naming the first bad one."""
    if how is not None:
        if how not in MODES:
            raise Refusal("notify.bad_mode", text=how[:40], allowed=", ".join(MODES))
        settings = replace(settings, mode=how)
    if reminder is not None:
        settings = replace(settings, reminder_secs=parse_duration(reminder, "reminder"))
    if quiet is not None:
        if quiet.strip().lower() in OFF:
            settings = replace(settings, quiet_start=None, quiet_end=None)
        else:
            start, end = parse_span(quiet)
            settings = replace(settings, quiet_start=start, quiet_end=end)
    if time_zone is not None:
        settings = replace(settings, time_zone=parse_zone(time_zone))
    return settings


def notify_command(store: GameStore) -> app_commands.Command[Any, ..., Any]:
    @app_commands.command(
        name=cmd("notify", "notify.cmd.name"),
        description=cmd("How you hear that it is your turn: mention, direct message or both",
                        "notify.cmd.description"))
    @app_commands.rename(how=cmd("how", "notify.cmd.how"),
                         reminder=cmd("reminder", "notify.cmd.reminder"),
                         quiet=cmd("quiet_hours", "notify.cmd.quiet"),
                         time_zone=cmd("time_zone", "notify.cmd.zone"))
    @app_commands.describe(
        how=cmd("channel (a mention, the default), dm (a direct message) or both",
                "notify.cmd.how_desc"),
        reminder=cmd("Remind me this often while it is my turn, e.g. 6h, or none",
                     "notify.cmd.reminder_desc"),
        quiet=cmd("No pings between these times, e.g. 22:00-07:00, or off",
                  "notify.cmd.quiet_desc"),
        time_zone=cmd("Your time zone for quiet hours, e.g. Europe/Berlin",
                      "notify.cmd.zone_desc"))
    @app_commands.choices(how=[app_commands.Choice(name=mode, value=mode) for mode in MODES])
    async def notify(interaction: discord.Interaction[Any], how: str | None = None,
                     reminder: str | None = None, quiet: str | None = None,
                     time_zone: str | None = None) -> None:
        lang = user_lang(interaction)
        user_id = interaction.user.id
        current = await store.notify.get(user_id)
        try:
            wanted = changed(current, how, reminder, quiet, time_zone)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        key = "notify.unchanged" if wanted == current else "notify.saved"
        if wanted != current:
            await store.notify.put(user_id, wanted)
        await send(interaction, f"{t(key, lang)}\n{settings_text(wanted, lang)}",
                   ephemeral=True)

    @notify.autocomplete("time_zone")
    async def suggest_zones(interaction: discord.Interaction[Any],
                            current: str) -> list[app_commands.Choice[str]]:
        from zoneinfo import available_timezones

        typed = current.strip().lower()
        pool = ZONE_SUGGESTIONS if not typed else sorted(available_timezones())
        return [app_commands.Choice(name=zone, value=zone) for zone in pool
                if typed in zone.lower()][:25]

    return notify

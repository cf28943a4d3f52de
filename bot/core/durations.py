"""The turn clock in words: durations typed by players, and a game's clock described."""

from __future__ import annotations

import re

from babel.units import format_unit

from bot.core.i18n import language, t
from bot.core.replies import Refusal
from bot.storage.clocks import POLICIES, ClockSettings

_DURATION = re.compile(r"^\s*(\d{1,4})\s*(s|m|min|h|d)?\s*$", re.IGNORECASE)
_UNIT = {"s": 1, "m": 60, "min": 60, "h": 3600, "d": 86400}
SHORTEST, LONGEST = 60, 30 * 86400  # a deadline or reminder: 1 minute to 30 days
UNITS = (("day", 86400), ("hour", 3600), ("minute", 60), ("second", 1))  # CLDR names


def parse_duration(text: str | None, option: str) -> int | None:
    """``"12h"``, ``"30m"``, ``"2d"``, ``"90"`` (minutes) as seconds; ``none``/empty: None.
    Anything else, or a duration outside 1 minute to 30 days, is refused naming ``option``
    (the command option it was given for), the value and what is allowed."""
    if text is None or text.strip().lower() in ("", "none", "off", "no"):
        return None
    match = _DURATION.match(text)
    seconds = None if match is None else int(match[1]) * _UNIT[(match[2] or "m").lower()]
    if seconds is None or not SHORTEST <= seconds <= LONGEST:
        raise Refusal("clock.bad_duration", option=option, text=text.strip()[:40])
    return seconds


def format_duration(seconds: int | None, lang: str) -> str:
    """A clock setting exactly, in its largest whole unit, as Babel says it in ``lang``
    ("12 hours", "1 Tag", "90 minutes"); ``None``: no clock."""
    if seconds is None:
        return t("clock.none", lang)
    unit, size = next((unit, size) for unit, size in UNITS if seconds % size == 0)
    return format_unit(seconds // size, f"duration-{unit}", length="long",
                       locale=language(lang))


def parse_clock(deadline: str | None, reminder: str | None,
                policy: str | None) -> ClockSettings:
    """The /game new clock options; a Refusal naming the bad one."""
    settings = ClockSettings(parse_duration(deadline, "deadline"),
                             parse_duration(reminder, "reminder"), policy or "ai")
    if settings.policy not in POLICIES:
        raise Refusal("clock.bad_policy", text=settings.policy[:40],
                      allowed=", ".join(POLICIES))
    if settings.deadline and settings.reminder and settings.reminder >= settings.deadline:
        raise Refusal("clock.reminder_after_deadline")
    return settings


def describe_clock(clock: ClockSettings, lang: str) -> str:
    return t("clock.settings", lang, deadline=format_duration(clock.deadline, lang),
             reminder=format_duration(clock.reminder, lang),
             policy=t(f"clock.policy.{clock.policy}", lang))

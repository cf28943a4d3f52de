"""Quiet hours in a person's own time zone: no pings and no direct messages between two
times of day (which may span midnight); what is held back comes when they end."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.core.replies import Refusal
from bot.storage.notify_settings import NotifySettings

_SPAN = re.compile(r"^\s*(\d{1,2}):?(\d{2})?\s*-\s*(\d{1,2}):?(\d{2})?\s*$")
DAY = 24 * 60


def parse_span(text: str) -> tuple[int, int]:
    """``"22:00-07:00"`` or ``"22-7"`` as minutes after midnight (start, end); a Refusal
    naming the text and the form allowed otherwise."""
    match = _SPAN.match(text)
    if match is not None:
        start = int(match[1]) * 60 + int(match[2] or 0)
        end = int(match[3]) * 60 + int(match[4] or 0)
        fits = all(int(match[i]) < 24 for i in (1, 3)) and all(
            int(match[i] or 0) < 60 for i in (2, 4))
        if fits and start != end:
            return start, end
    raise Refusal("notify.bad_quiet", text=text.strip()[:40])


def parse_zone(text: str) -> str:
    """An IANA time zone name (``Europe/Berlin``), case as typed or not; a Refusal otherwise."""
    name = text.strip()
    try:
        ZoneInfo(name)
        return name
    except (ZoneInfoNotFoundError, ValueError):
        pass
    by_lower = {zone.lower(): zone for zone in available_timezones()}
    if name.lower() in by_lower:
        return by_lower[name.lower()]
    raise Refusal("notify.bad_zone", text=name[:60])


def format_span(start: int, end: int) -> str:
    return f"{start // 60:02d}:{start % 60:02d}-{end // 60:02d}:{end % 60:02d}"


def _local_minute(settings: NotifySettings, now: datetime) -> tuple[datetime, int]:
    local = now.astimezone(ZoneInfo(settings.time_zone))
    return local, local.hour * 60 + local.minute


def is_quiet(settings: NotifySettings, now: datetime) -> bool:
    if not settings.has_quiet_hours:
        return False
    start, end = int(settings.quiet_start or 0), int(settings.quiet_end or 0)
    _, minute = _local_minute(settings, now)
    if start < end:
        return start <= minute < end
    return minute >= start or minute < end  # the quiet hours span midnight


def quiet_ends(settings: NotifySettings, now: datetime) -> datetime:
    """When the quiet hours around ``now`` end (``now`` itself outside them), in UTC."""
    if not is_quiet(settings, now):
        return now
    local, minute = _local_minute(settings, now)
    end = int(settings.quiet_end or 0)
    wait = (end - minute) % DAY
    ends = (local + timedelta(minutes=wait)).replace(second=0, microsecond=0)
    # Across a change of the clocks the wall time may shift: never return a time before now.
    return max(ends.astimezone(UTC), now)

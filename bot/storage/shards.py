"""Which games a bot process looks after when the bot runs as several processes.

Discord routes a server to shard ``(guild_id >> 22) % shard_count``; a game lives in one
channel of one server, so it belongs to the process that runs that shard. Games outside any
server (``guild_id`` NULL) and timers without a game belong to shard 0.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Shards:
    count: int = 1
    ids: tuple[int, ...] = (0,)

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or any(not 0 <= i < self.count for i in self.ids):
            raise ValueError(f"shard ids {self.ids} do not fit a shard count of {self.count}")

    @property
    def everything(self) -> bool:
        return set(self.ids) == set(range(self.count))

    def of_guild(self, guild_id: int | None) -> int:
        return ((guild_id or 0) >> 22) % self.count

    def owns(self, guild_id: int | None) -> bool:
        return self.of_guild(guild_id) in self.ids

    def where(self, guild_column: str) -> str:
        """An SQL condition (portable; only integers from this object go in) that holds for
        the rows of this process's games; empty when it runs every shard."""
        if self.everything:
            return ""
        ids = ", ".join(str(i) for i in sorted(self.ids))
        return f" AND ((COALESCE({guild_column}, 0) >> 22) % {self.count}) IN ({ids})"


ALL = Shards()

"""A game's turn post: the one message of the current turn, edited while the same people
are waited for and replaced by a new post where someone new must be notified.

What the post says above its turn line is kept (in memory, and with every announcement in
prompt_messages) so an edit, also one made after a restart, only adds to it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.storage.prompts import PromptMessage, PromptStore

# Discord's limit is 2,000 characters; a post that would grow past this is followed by a
# new one instead of being cut.
MAX_CHARS = 1900


@dataclass
class TurnPost:
    game_id: int
    channel_id: int
    message_id: int
    first_version: int
    version: int
    lines: list[str] = field(default_factory=list)  # everything above the turn line
    addressed: tuple[int, ...] = ()  # the people it mentioned when it was posted

    def text(self, last: str) -> str:
        """The post's content with ``last`` (the turn line, or nothing) at its end."""
        return "\n".join([*self.lines, *([last] if last else [])])

    def fits(self, more: list[str], last: str) -> bool:
        return len(self.text(last)) + sum(len(line) + 1 for line in more) <= MAX_CHARS

    def record(self) -> PromptMessage:
        return PromptMessage(self.game_id, self.channel_id, self.message_id, self.version,
                             self.first_version, tuple(self.lines), self.addressed)

    @classmethod
    def of(cls, prompt: PromptMessage) -> TurnPost:
        return cls(prompt.game_id, prompt.channel_id, prompt.message_id, prompt.first_version,
                   prompt.version, list(prompt.lines), prompt.addressed)


class TurnPosts:
    """Each running game's turn post, read from the database once per process."""

    def __init__(self, store: PromptStore) -> None:
        self.store = store
        self._posts: dict[int, TurnPost | None] = {}

    async def get(self, game_id: int) -> TurnPost | None:
        if game_id not in self._posts:
            prompt = await self.store.of_game(game_id)
            # (a prompt recorded before turn posts were edited has no lines: post anew)
            self._posts[game_id] = (None if prompt is None or not prompt.lines
                                    else TurnPost.of(prompt))
        return self._posts[game_id]

    def keep(self, post: TurnPost) -> None:
        self._posts[post.game_id] = post

    def drop(self, game_id: int) -> None:
        """The turn post is gone (deleted): the next announcement posts anew."""
        self._posts[game_id] = None

    def forget(self, game_id: int) -> None:
        self._posts.pop(game_id, None)

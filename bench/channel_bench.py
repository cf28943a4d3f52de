"""How a game lives in its channel: what the bot posts for every 100 accepted moves.

For every registered game (or the ones named), games at four seats (two people, two AI
seats) are played to the end through the real bot on the in-memory Discord (simcord), the
people's moves chosen by the game's AI and clicked like a person would. Prints one JSON line
per game: new channel messages and turn-post edits per 100 accepted moves, "silent" posts
(nobody notified, no picture, not the result) per 100 moves, and how many posts a person's own
click made that mention that same person (the target is none). Not part of the test suite:

    .venv/bin/python bench/channel_bench.py
    .venv/bin/python bench/channel_bench.py --game doctor-lucky --games 3
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from bench.games import add_game_arguments, chosen_games
from bench.in_memory import bot_with_people
from tests.bot.driver import GAME_OVER, JOIN, START, Driver, label_of

PEOPLE = 2
AI_SEATS = 2
MAX_MOVES = 3000


@dataclass
class Tally:
    moves: int = 0
    posts: int = 0
    edits: int = 0
    silent: int = 0
    own_mentions: int = 0
    silent_texts: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in ("moves", "posts", "edits", "silent", "own_mentions"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.silent_texts += other.silent_texts

    def figures(self, game_key: str, games: int) -> dict[str, Any]:
        per = 100 / max(self.moves, 1)
        return {"game": game_key, "games": games, "moves": self.moves,
                "posts_per_100_moves": round(self.posts * per, 1),
                "edits_per_100_moves": round(self.edits * per, 1),
                "silent_posts_per_100_moves": round(self.silent * per, 2),
                "own_click_posts_mentioning_the_clicker": self.own_mentions}


def note_pings(env: Any) -> dict[int, set[int]]:
    """Whom each new message notified, noted when it is created (an edit never notifies,
    and the in-memory Discord forgets the first mentions on an edit)."""
    notified: dict[int, set[int]] = {}
    backend = env.backend
    create = backend.commit_message

    def creating(*args: Any, **kwargs: Any) -> Any:
        message = create(*args, **kwargs)
        notified[message.id] = set(message.ping_user_ids)
        return message

    backend.commit_message = creating
    return notified


class Watched(Driver):
    """The test driver, noting which new channel messages each person's click made."""

    by_click: list[tuple[int, int]]

    async def _click(self, member: Any, message: Any, **kwargs: Any) -> Any:
        return await self._noted(member, super()._click(member, message, **kwargs))

    async def _select(self, member: Any, message: Any, select: Any, value: str) -> Any:
        return await self._noted(member, super()._select(member, message, select, value))

    async def _noted(self, member: Any, clicked: Any) -> Any:
        """The new messages that are the click's own answers (not edits, not what AI seats
        posted while it settled)."""
        before = set(self.env.backend.messages.get(self.channel.id, {}))
        result = await clicked
        answers = [result.response, *result.followups]
        self.by_click += [(member.id, m.id) for m in answers
                          if m is not None and not m.ephemeral and m.id not in before]
        return result


async def one_game(game_key: str, seed: int) -> Tally:
    async with bot_with_people(PEOPLE, seed) as (_bot, env, guild, people):
        channel = guild.create_text_channel("table")
        host, other = people
        await host.slash(channel, "game new", game=game_key, max_players=PEOPLE + AI_SEATS)
        lobby = channel.last_message
        await other.click(lobby, label=label_of(lobby, JOIN))
        for _ in range(AI_SEATS):
            await host.slash(channel, "game addbot")
        started_at = set(env.backend.messages.get(channel.id, {}))
        notified = note_pings(env)
        driver = Watched(env, channel, people)
        driver.by_click = []
        await host.click(lobby, label=label_of(lobby, START))
        await env.settle()
        for _ in range(MAX_MOVES):
            row, game, state = await driver.game()
            if row.status != "running":
                break
            waiting = game.waiting_for(state)
            if not waiting or row.seats[waiting[0]] < 0:  # an AI seat still thinking
                await env.settle()
                continue
            await driver.play_move("random")
            await env.settle()
        row, _, _ = await driver.game()
        tally = Tally(moves=row.version)
        clicked = dict((message, user) for user, message in driver.by_click)
        edits = [r for r in env.http_requests
                 if r.method == "PATCH" and f"/channels/{channel.id}/messages/" in r.path]
        tally.edits = len(edits)
        for message in channel.history():
            if message.id in started_at or message.flags.ephemeral:
                continue
            tally.posts += 1
            mentioned = notified.get(message.id, set())
            result = any(words in message.content for words in GAME_OVER)
            if not mentioned and not message.attachments and not result:
                tally.silent += 1
                tally.silent_texts.append(message.content[:120])
            clicker = clicked.get(message.id)
            if clicker is not None and clicker in mentioned:
                tally.own_mentions += 1
        return tally


async def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_game_arguments(parser, PEOPLE + AI_SEATS)
    parser.add_argument("--games", type=int, default=2, help="games per game (default 2)")
    parser.add_argument("--seed", type=int, default=1, help="the first game's seed")
    parser.add_argument("--show-silent", action="store_true",
                        help="also print the first words of every silent post")
    args = parser.parse_args(argv)
    for game_key in chosen_games(args.game):
        total = Tally()
        for number in range(args.games):
            total.add(await one_game(game_key, args.seed + number))
        print(json.dumps(total.figures(game_key, args.games)), flush=True)
        if args.show_silent:
            for text in total.silent_texts:
                print("   silent:", text.replace("\n", " / "))
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))

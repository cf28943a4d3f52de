"""Drive games through the real bot by clicking what it offers.

The engine's AI agents decide WHICH legal action a player wants; the driver then finds that
action's labels among the buttons and selects the bot actually posted (paging if needed)
and clicks through them like a person would.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, cast

import discord

from bot.play.menus import BUTTON_LABEL_MAX, OPTION_LABEL_MAX, clean_label, join_path, truncate
from bot.storage.store import GameRow
from engine.core.ai import Agent
from engine.core.protocol import Action, Game, State, fill_names
from engine.core.registry import get_agents, get_game

MAX_CLICKS_PER_MOVE = 12
# The bot's own words on public messages, in the server's language (English or German).
JOIN = ("Join", "Beitreten")
START = ("Start", "Starten")
OPEN_MENU = ("Choose my move", "Meinen Zug wählen")
MORE = ("More ▶", "Mehr ▶")
GAME_OVER = ("Game over", "Spiel vorbei")
LANGS = ("en", "de")


def label_of(message: discord.Message, words: tuple[str, ...]) -> str:
    return next(b.label for b in buttons(message) if b.label in words)


def public(channel: Any) -> list[Any]:
    """The channel's messages everyone sees (ephemeral answers left out)."""
    return [m for m in channel.history() if not m.flags.ephemeral]


def components(message: discord.Message) -> list[Any]:
    return [child for row in message.components for child in getattr(row, "children", [row])]


def buttons(message: discord.Message) -> list[discord.Button]:
    return [c for c in components(message) if isinstance(c, discord.Button)]


def selects(message: discord.Message) -> list[discord.SelectMenu]:
    return [c for c in components(message) if isinstance(c, discord.SelectMenu)]


def target_labels(game: Game, state: State, seat: int, action: Action,
                  lang: str = "en", names: Sequence[str] = ()) -> list[str]:
    """The labels a player reading ``lang`` follows to ``action``, including the extra level
    the bot adds when several actions share a path (or a path ends where others go on);
    ``names`` fill the seat placeholders as the bot does."""
    return [fill_names(label, names) for label in _target_labels(game, state, seat, action,
                                                                  lang)]


def _target_labels(game: Game, state: State, seat: int, action: Action,
                   lang: str) -> list[str]:
    def path(a: Action) -> list[str]:
        return [clean_label(p) for p in game.words.action_path(state, a, lang=lang)]

    legal = game.legal_actions(state, seat)
    mine = path(action)
    same = [a for a in legal if path(a) == mine]
    longer = any(len(path(a)) > len(mine) and path(a)[: len(mine)] == mine for a in legal)
    if len(same) == 1 and not longer:
        return mine
    label = clean_label(game.words.action_label(state, action, lang=lang))
    twins = [a for a in same if clean_label(game.words.action_label(state, a, lang=lang)) == label]
    number = twins.index(action)
    return [*mine, label if number == 0 else f"{label} ({number + 1})"]


def answer(result: Any) -> Any:
    """The message an interaction produced (its response, or its last follow-up)."""
    if result.followups:
        return result.followups[-1]
    return result.response


@dataclass(frozen=True)
class Posted:
    """A channel message as it stands now (an edited turn post), read like a click's
    answer: ``content`` and ``message``."""

    message: discord.Message
    ephemeral = False

    @property
    def content(self) -> str:
        return self.message.content


def fresh(env: Any, channel_id: int, message_id: int) -> discord.Message:
    """The message as it stands now, edits included (no scan of the channel's history)."""
    from simcord.results import to_discord_message
    return to_discord_message(env, env.backend.messages[channel_id][message_id])


def public_answer(result: Any) -> Any:
    """The public message an interaction produced, if any: a pick in a round of simultaneous
    choices is answered in public ("has decided") and then confirmed privately in a follow-up,
    so the last message alone would hide that the move was made."""
    shown = [m for m in (result.response, *result.followups) if m is not None and not m.ephemeral]
    with_text = [m for m in shown if m.content]
    return (with_text or shown or [None])[-1]


@dataclass(frozen=True)
class Control:
    """One click: a button (``value`` None) or a select option; ``depth`` is how many labels
    of the target path are chosen after it."""

    custom_id: str
    value: str | None
    depth: int


def find_control(message: discord.Message, target: list[str], depth: int,
                 paging: bool = True) -> Control | None:
    """The control on ``message`` that leads towards the action with labels ``target``; with
    ``paging``, else the button to the next page."""
    rest = join_path(target[depth:])
    for select in selects(message):
        group = re.sub(r" \(\d+/\d+\)$", "", select.placeholder or "")
        in_group = group == truncate(f"{target[depth]}…", OPTION_LABEL_MAX)
        rich = join_path(target[depth + 1:])
        for option in select.options:
            if option.label == rest or (in_group and option.label == rich):
                return Control(select.custom_id or "", option.value, len(target))
            if option.label == truncate(target[depth], OPTION_LABEL_MAX):
                return Control(select.custom_id or "", option.value, depth + 1)
    for button in buttons(message):
        if button.label == truncate(target[depth], BUTTON_LABEL_MAX):
            return Control(button.custom_id or "", None, depth + 1)
    for button in buttons(message):
        if paging and button.label in MORE:
            return Control(button.custom_id or "", None, depth)
    return None


@dataclass
class Driver:
    env: Any
    channel: Any
    members: list[Any]
    agents: dict[int, Agent] = field(default_factory=dict)
    clicks: int = 0
    prompt: Any = None  # the latest public message (reading the channel's history is slow)

    @property
    def bot(self) -> Any:
        return self.env.bot

    def member(self, user_id: int) -> Any:
        return next(m for m in self.members if m.id == user_id)

    async def game(self) -> tuple[GameRow, Game, State]:
        row = await self.bot.store.latest_in_channel(self.channel.id)
        assert row is not None
        state = await self.bot.store.load_state(row) if row.state_json else {}
        return row, get_game(row.game_key), state

    def agent(self, row: GameRow, seat: int, kind: str) -> Agent:
        if seat not in self.agents:
            self.agents[seat] = get_agents(row.game_key)[kind](1000 + seat)
        return self.agents[seat]

    async def open_and_start(self, game_key: str, *, options: str | None = None,
                             max_players: int | None = None, **more: Any) -> Any:
        host, *others = self.members
        kwargs: dict[str, Any] = {"game": game_key, **more}
        if options:
            kwargs["options"] = options
        if max_players:
            kwargs["max_players"] = max_players
        await host.slash(self.channel, "game new", **kwargs)
        lobby = self.channel.last_message
        for member in others:
            await member.click(lobby, label=label_of(lobby, JOIN))
        started = await host.click(lobby, label=label_of(lobby, START))
        self.prompt = answer(started).message
        return started

    async def play_move(self, ai: str = "random") -> tuple[Any, Action]:
        """One move of the seat to act; returns (the public answer, the action aimed for)."""
        row, game, state = await self.game()
        seat = game.waiting_for(state)[0]
        legal = game.legal_actions(state, seat)
        action = self.agent(row, seat, ai).choose(game, state, seat, legal)
        # The menu is in the player's language, which the driver does not know: it follows
        # whichever of the English and German paths the offered controls show.
        targets = [target_labels(game, state, seat, action, lang,
                                 self.bot.tables.label_names(row, lang)) for lang in LANGS]
        member = self.member(row.seats[seat])
        message = await self.turn_post()
        if any(b.label in OPEN_MENU for b in buttons(message)):
            opened = await self._click(member, message, label=label_of(message, OPEN_MENU))
            message = answer(opened).message
        shown = await self.navigate(member, message, targets)
        self.prompt = shown.message
        return shown, action

    async def turn_post(self) -> discord.Message:
        """The game's turn post as it stands now (the bot edits it while the same people are
        waited for), else the latest public message."""
        row = await self.bot.store.latest_in_channel(self.channel.id)
        post = None if row is None else await self.bot.tables.announcer.posts.get(row.id)
        stored = self.env.backend.messages.get(self.channel.id, {})
        if post is not None and post.channel_id == self.channel.id and post.message_id in stored:
            return fresh(self.env, self.channel.id, post.message_id)
        if self.prompt is not None and self.prompt.id in stored:
            return fresh(self.env, self.channel.id, self.prompt.id)
        return self.channel.last_message

    async def _click(self, member: Any, message: Any, **kwargs: Any) -> Any:
        self.clicks += 1
        return await member.click(message, **kwargs)

    async def _select(self, member: Any, message: Any, select: Any, value: str) -> Any:
        self.clicks += 1
        return await member.select(message, [value], custom_id=select.custom_id)

    async def navigate(self, member: Any, message: discord.Message,
                       targets: list[list[str]] | list[str]) -> Any:
        """Click towards the first of ``targets`` (label paths, one per language; a single
        path is taken as the only one) that the offered controls show."""
        if targets and isinstance(targets[0], str):
            targets = [cast(list[str], targets)]
        targets = cast(list[list[str]], targets)
        depth = 0
        target = targets[0]
        for _ in range(MAX_CLICKS_PER_MOVE):
            readable = [t for t in targets if find_control(message, t, depth, paging=False)]
            if readable:
                target, targets = readable[0], readable
            step = await self._step(member, message, target, depth)
            if step is None:
                offered = [c.to_dict() for c in components(message)]
                raise AssertionError(f"no control leads to {target} (depth {depth}) on "
                                     f"{message.content!r}: {offered}")
            result, depth = step
            done = public_answer(result)
            if done is not None:
                return done
            if depth >= len(target):  # the move went into the turn post, as an edit
                return Posted(await self.turn_post())
            message = answer(result).message
        raise AssertionError(f"{target} took more than {MAX_CLICKS_PER_MOVE} clicks")

    async def _step(self, member: Any, message: discord.Message, target: list[str],
                    depth: int) -> tuple[Any, int] | None:
        control = find_control(message, target, depth)
        if control is None:
            return None
        if control.value is None:
            return await self._click(member, message, custom_id=control.custom_id), control.depth
        select = next(s for s in selects(message) if s.custom_id == control.custom_id)
        return await self._select(member, message, select, control.value), control.depth

    async def play_to_end(self, ai: str = "random", max_moves: int = 2000) -> Any:
        for _ in range(max_moves):
            shown, _ = await self.play_move(ai)
            if any(words in shown.content for words in GAME_OVER):
                return shown
        raise AssertionError(f"no game over after {max_moves} moves")

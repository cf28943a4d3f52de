"""Playing: clicks become engine actions, committed before anything is posted.

Per game, moves are serialized by a lock and checked against the version the button was
drawn for. The bot decides no rule: menus come from ``legal_actions`` and every move goes
through the engine, which refuses anything illegal.
"""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import discord

from bot import controls, texts
from bot.board_image import draw_board, find_drawer
from bot.menus import Layout, MenuNode, Path, build_menu, decode_path, layout_for
from bot.replies import NOT_AN_OPTION, OUT_OF_DATE, Refusal, answers_refusals, replace, send
from bot.store import GameRow, GameStore
from engine.core.protocol import Event, Game, IllegalAction, Seat, State
from engine.core.registry import get_game
from engine.core.state import step, visible_events

log = logging.getLogger(__name__)

# How long a move's answer may wait for its picture before posting without it (the picture
# then follows); Discord wants an answer within 3 s.
PICTURE_WAIT = 1.5
PRIVATE_BOARD_MAX = 1800


def labels_are_public(game: Game, state: State, seat: Seat) -> bool:
    """May ``seat``'s menu be shown to everyone?

    A label only tells the acting player what they may see anyway; so when their view equals
    the public one (apart from the ``viewer`` field naming who looks) nothing in the menu is
    private. A game can also say so outright with ``public_action_labels``.
    """
    declared = getattr(game, "public_action_labels", None)
    if declared is not None:
        return bool(declared)
    return _unnamed(game.view(state, seat)) == _unnamed(game.view(state, None))


def _unnamed(view: Any) -> Any:
    if isinstance(view, dict):
        return {k: v for k, v in view.items() if k != "viewer"}
    return view


def header(game: Game, state: State) -> str:
    return f"**{game.name}** · {game.phase_label(state)}"


class Tables:
    def __init__(self, store: GameStore) -> None:
        self.store = store
        self.locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)

    # --- loading and checking -------------------------------------------------------------
    async def _game_here(self, interaction: discord.Interaction[Any], game_id: int) -> GameRow:
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id:
            raise Refusal("That control doesn't belong to a game in this channel.")
        return row

    @staticmethod
    def _require_running(row: GameRow) -> None:
        if row.status == "over":
            raise Refusal("This game is over. Start a new one with `/game new`.")
        if row.status == "aborted":
            raise Refusal("This game was aborted.")
        if row.status == "lobby":
            raise Refusal("This game hasn't started yet.")

    @staticmethod
    def _seat(row: GameRow, user_id: int) -> Seat:
        seat = row.seat_of(user_id)
        if seat is None:
            raise Refusal("You're not playing in this game; watching is welcome. "
                          "The public board is in the channel.")
        return seat

    @asynccontextmanager
    async def _turn_lock(self, interaction: discord.Interaction[Any],
                         game_id: int) -> AsyncIterator[None]:
        lock = self.locks[game_id]
        if lock.locked() and not interaction.response.is_done():
            # Another move of this game is being applied: acknowledge now, answer after it.
            await interaction.response.defer()
        async with lock:
            yield

    async def _load_turn(
        self, interaction: discord.Interaction[Any], game_id: int, version: int
    ) -> tuple[GameRow, Game, State, Seat] | None:
        """The game, state and seat of a click, or None after answering an out-of-date one."""
        row = await self._game_here(interaction, game_id)
        self._require_running(row)
        seat = self._seat(row, interaction.user.id)
        game = get_game(row.game_key)
        state = await self.store.load_state(row)
        if version != row.version:
            await self._out_of_date(interaction, row, game, state, seat)
            return None
        if seat not in game.to_act(state):
            waiting = ", ".join(texts.mention(row.seats[s]) for s in game.to_act(state))
            raise Refusal(f"It's not your turn; waiting for {waiting or 'nobody'}.")
        return row, game, state, seat

    # --- clicks -----------------------------------------------------------------------------
    @answers_refusals
    async def choose(
        self, interaction: discord.Interaction[Any], game_id: int, version: int, anchor: Path,
        values: list[str] | None = None,
    ) -> None:
        async with self._turn_lock(interaction, game_id):
            loaded = await self._load_turn(interaction, game_id, version)
            if loaded is None:
                return
            row, game, state, seat = loaded
            path = anchor
            if values is not None:
                relative = decode_path(values[0]) if len(values) == 1 else None
                if not relative:
                    raise Refusal(NOT_AN_OPTION)
                path = (*anchor, *relative)
            node = build_menu(game, state, seat).walk(path)
            if node is None:
                raise Refusal(NOT_AN_OPTION)
            if node.action is None:
                await self._show_menu(interaction, row, game, node, path)
                return
            await self._move(interaction, row, game, state, seat, node)

    @answers_refusals
    async def page(
        self, interaction: discord.Interaction[Any], game_id: int, version: int, anchor: Path,
        page: int,
    ) -> None:
        async with self._turn_lock(interaction, game_id):
            loaded = await self._load_turn(interaction, game_id, version)
            if loaded is None:
                return
            row, game, state, seat = loaded
            node = build_menu(game, state, seat).walk(anchor)
            if node is None or node.action is not None:
                raise Refusal(NOT_AN_OPTION)
            await self._show_menu(interaction, row, game, node, anchor, page=page)

    @answers_refusals
    async def show_hand(self, interaction: discord.Interaction[Any], game_id: int) -> None:
        row = await self._game_here(interaction, game_id)
        if row.status == "lobby":
            raise Refusal("This game hasn't started yet.")
        seat = self._seat(row, interaction.user.id)
        game = get_game(row.game_key)
        state = await self.store.load_state(row)
        mine = texts.board_text(game.view(state, seat), limit=PRIVATE_BOARD_MAX)
        await send(interaction, f"{header(game, state)}\nYour view (only you can see this):\n"
                   f"{mine}", ephemeral=True)

    # --- menus ------------------------------------------------------------------------------
    def turn_view(self, row: GameRow, game: Game, state: State) -> discord.ui.View:
        seats = game.to_act(state)
        if len(seats) != 1:
            return controls.open_menu_view(row.id, row.version)
        root = build_menu(game, state, seats[0])
        layout = layout_for(root, (), buttons=True, rich=labels_are_public(game, state, seats[0]))
        return controls.menu_view(row.id, row.version, layout, hand=True)

    def _own_menu(self, row: GameRow, game: Game, state: State, seat: Seat) -> discord.ui.View:
        layout = layout_for(build_menu(game, state, seat), (), buttons=True, rich=True)
        return controls.menu_view(row.id, row.version, layout, hand=True)

    async def _show_menu(
        self, interaction: discord.Interaction[Any], row: GameRow, game: Game, node: MenuNode,
        path: Path, *, page: int = 0,
    ) -> None:
        """The choices under ``node``, only to the clicker (deeper levels may be private)."""
        layout: Layout = layout_for(node, path, page=page, buttons=not path, rich=not path)
        view = controls.menu_view(row.id, row.version, layout, hand=False)
        content = f"**{node.label or game.name}**: choose one (only you can see this)."
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            await replace(interaction, content, view=view)
        else:
            await send(interaction, content, ephemeral=True, view=view)

    async def _out_of_date(
        self, interaction: discord.Interaction[Any], row: GameRow, game: Game, state: State,
        seat: Seat,
    ) -> None:
        lines = [OUT_OF_DATE, "Here is the current board.", header(game, state)]
        if seat in game.to_act(state):
            lines.append("It's your turn:")
            view = self._own_menu(row, game, state, seat)
        else:
            lines.append(texts.turn_line(game, state, row))
            view = controls.hand_view(row.id)
        lines.append(texts.board_text(game.view(state, None)))
        await send(interaction, "\n".join(lines), ephemeral=True, view=view)

    # --- moves ------------------------------------------------------------------------------
    async def _move(
        self, interaction: discord.Interaction[Any], row: GameRow, game: Game, state: State,
        seat: Seat, node: MenuNode,
    ) -> None:
        assert node.action is not None
        try:
            new_state, events = step(game, state, seat, node.action)
        except IllegalAction as exc:
            raise Refusal(f"The rules refuse that move: {exc}") from exc
        over = game.is_over(new_state)
        committed = await self.store.record_move(
            row.id, expected_version=row.version, seat=seat, action=node.action,
            state=new_state, over=over,
        )
        if not committed:  # aborted meanwhile, or another process moved the game on
            raise Refusal(OUT_OF_DATE)
        row.version += 1
        row.status = "over" if over else "running"
        await self.announce(interaction, row, game, new_state, events, before=state)

    async def announce(
        self, interaction: discord.Interaction[Any], row: GameRow, game: Game, state: State,
        events: list[Event], *, before: State | None = None, opening: str = "",
    ) -> None:
        """Post what happened (public events only) and the next turn prompt, as the answer."""
        names = texts.seat_names(row)
        lines = [header(game, state)]
        if opening:
            lines.append(opening)
        lines += texts.describe_events(game, events, names)
        public = visible_events(events, None)
        new_phase = before is None or any(e.get("type") in ("phase", "game_over") for e in public)
        over = game.is_over(state)
        picture_task: asyncio.Task[discord.File | None] | None = None
        if new_phase and find_drawer() is not None:
            previous = None if before is None else game.view(before, None)
            picture_task = asyncio.create_task(
                draw_board(row.game_key, game.view(state, None), previous)
            )
        picture = await _picture_in_time(picture_task)
        if new_phase and picture is None and (picture_task is None or picture_task.done()):
            lines.append(texts.board_text(game.view(state, None)))
        if over:
            lines += ["", texts.result_text(game, game.result(state), row)]
            view: discord.ui.View | None = None
            ping: list[int] = []
        else:
            lines.append(texts.turn_line(game, state, row))
            view = self.turn_view(row, game, state)
            ping = [row.seats[s] for s in game.to_act(state)]
        await send(interaction, "\n".join(lines), ephemeral=False, view=view, file=picture,
                   ping=ping)
        if picture_task is not None and picture is None:
            late = await picture_task
            if late is not None:
                await interaction.followup.send(file=late)


async def _picture_in_time(
    task: asyncio.Task[discord.File | None] | None,
) -> discord.File | None:
    if task is None:
        return None
    done, _ = await asyncio.wait({task}, timeout=PICTURE_WAIT)
    return task.result() if done else None

"""Opening, joining, starting, aborting and looking at the game of a channel."""

from __future__ import annotations

import logging
import secrets
from collections.abc import Callable
from typing import Any

import discord

from bot import controls, texts
from bot.board_image import draw_board, find_drawer
from bot.replies import Refusal, answers_refusals, replace, send
from bot.store import ChannelBusy, GameRow, GameStore
from bot.tables import Tables, header
from engine.core.protocol import BadOptions, Game
from engine.core.registry import UnknownGame, get_game

log = logging.getLogger(__name__)


def random_seed() -> int:
    return secrets.randbits(31)


def parse_options(text: str | None) -> dict[str, str]:
    """``"rounds=3, hand=30"`` (``:`` works too) as a dict; the game checks the values."""
    options: dict[str, str] = {}
    for part in (text or "").replace(";", ",").split(","):
        if not part.strip():
            continue
        key, sep, value = part.replace(":", "=", 1).partition("=")
        if not sep or not key.strip() or not value.strip():
            raise Refusal(f"Options look like `name=value, name=value`; {part.strip()!r} doesn't.")
        options[key.strip()] = value.strip()
    return options


def describe_options(game: Game) -> str:
    if not game.options:
        return f"{game.name} has no options."
    return "; ".join(f"{o.key}={'|'.join(o.choices)} (default {o.default})" for o in game.options)


class Lobby:
    def __init__(self, store: GameStore, tables: Tables,
                 seed_source: Callable[[], int] = random_seed) -> None:
        self.store = store
        self.tables = tables
        self.seed_source = seed_source

    # --- /game new ------------------------------------------------------------------------
    @answers_refusals
    async def new(self, interaction: discord.Interaction[Any], game_key: str,
                  max_players: int | None, options_text: str | None) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            raise Refusal("Games are played in server channels, not in direct messages.")
        try:
            game = get_game(game_key)
        except UnknownGame as exc:
            raise Refusal(str(exc)) from None
        try:
            options = game.resolve_options(parse_options(options_text))
        except BadOptions as exc:
            raise Refusal(f"{exc}. {describe_options(game)}") from None
        seats = game.max_players if max_players is None else max_players
        if not game.min_players <= seats <= game.max_players:
            raise Refusal(f"{game.name} takes {game.min_players} to {game.max_players} players.")
        try:
            row = await self.store.create_lobby(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                game_key=game.key, host_id=interaction.user.id, max_players=seats,
                options=options,
            )
        except ChannelBusy:
            raise Refusal("There is already a game in this channel. See `/game status`; "
                          "its host can end it with `/game abort`.") from None
        await send(interaction, texts.lobby_text(row, game), ephemeral=False,
                   view=controls.lobby_view(row.id))

    # --- join / leave / start (commands and lobby buttons) ----------------------------------
    async def _open_here(self, interaction: discord.Interaction[Any]) -> GameRow:
        row = await self.store.open_in_channel(interaction.channel_id or 0)
        if row is None:
            raise Refusal("There is no game in this channel. Open one with `/game new`.")
        return row

    @answers_refusals
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        row = await self._join(interaction, await self._open_here(interaction))
        await send(interaction, texts.lobby_text(row, get_game(row.game_key)), ephemeral=False,
                   view=controls.lobby_view(row.id))

    @answers_refusals
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        row = await self._leave(interaction, await self._open_here(interaction))
        await self._post_lobby(interaction, row, edit=False)

    @answers_refusals
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        await self._start(interaction, await self._open_here(interaction))

    @answers_refusals
    async def lobby_button(self, interaction: discord.Interaction[Any], game_id: int,
                           verb: str) -> None:
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id:
            raise Refusal("That lobby doesn't belong to this channel.")
        if verb == "start":
            await self._start(interaction, row)
            return
        row = await (self._join if verb == "join" else self._leave)(interaction, row)
        await self._post_lobby(interaction, row, edit=True)

    async def _post_lobby(self, interaction: discord.Interaction[Any], row: GameRow, *,
                          edit: bool) -> None:
        game = get_game(row.game_key)
        if row.status != "lobby":
            await send(interaction, f"The {game.name} lobby is closed: everybody left.",
                       ephemeral=False)
            return
        if edit:
            await replace(interaction, texts.lobby_text(row, game),
                          view=controls.lobby_view(row.id))
        else:
            await send(interaction, texts.lobby_text(row, game), ephemeral=False,
                       view=controls.lobby_view(row.id))

    @staticmethod
    def _require_lobby(row: GameRow) -> None:
        if row.status == "running":
            raise Refusal("That game has already started.")
        if row.status != "lobby":
            raise Refusal("That lobby is closed.")

    async def _join(self, interaction: discord.Interaction[Any], row: GameRow) -> GameRow:
        self._require_lobby(row)
        user = interaction.user.id
        if user in row.seats:
            raise Refusal("You're already in this game.")
        if len(row.seats) >= row.max_players:
            raise Refusal(f"The game is full ({row.max_players} players).")
        row.seats.append(user)
        if not await self.store.update_lobby(row.id, seats=row.seats, host_id=row.host_id):
            raise Refusal("That lobby is closed.")
        return row

    async def _leave(self, interaction: discord.Interaction[Any], row: GameRow) -> GameRow:
        if row.status == "running":
            raise Refusal("The game is under way; the host can end it with `/game abort`.")
        self._require_lobby(row)
        user = interaction.user.id
        if user not in row.seats:
            raise Refusal("You're not in this game.")
        row.seats.remove(user)
        if not row.seats:
            await self.store.set_status(row.id, "aborted")
            row.status = "aborted"
            return row
        if row.host_id == user:
            row.host_id = row.seats[0]
        if not await self.store.update_lobby(row.id, seats=row.seats, host_id=row.host_id):
            raise Refusal("That lobby is closed.")
        return row

    async def _start(self, interaction: discord.Interaction[Any], row: GameRow) -> None:
        self._require_lobby(row)
        if interaction.user.id != row.host_id:
            raise Refusal(f"Only the host ({texts.mention(row.host_id)}) can start the game.")
        game = get_game(row.game_key)
        if len(row.seats) < game.min_players:
            raise Refusal(f"{game.name} needs at least {game.min_players} players; "
                          f"{len(row.seats)} joined.")
        seed = self.seed_source()
        try:
            state = game.setup(len(row.seats), seed, row.options)
        except BadOptions as exc:
            raise Refusal(str(exc)) from None
        if not await self.store.start(row.id, seats=row.seats, seed=seed, state=state):
            raise Refusal("That lobby is closed.")
        row.status, row.seed, row.version = "running", seed, 0
        players = ", ".join(texts.seat_names(row))
        await self.tables.announce(interaction, row, game, state, [],
                                   opening=f"The game begins! Seats in order: {players}.")

    # --- /game status -----------------------------------------------------------------------
    @answers_refusals
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        row = await self.store.latest_in_channel(interaction.channel_id or 0)
        if row is None or row.status == "aborted":
            raise Refusal("There is no game in this channel. Open one with `/game new`.")
        game = get_game(row.game_key)
        if row.status == "lobby":
            await send(interaction, texts.lobby_text(row, game), ephemeral=True)
            return
        state = await self.store.load_state(row)
        public = game.view(state, None)
        lines = [header(game, state)]
        view: discord.ui.View | None = controls.hand_view(row.id)
        if row.status == "over":
            lines.append(texts.result_text(game, game.result(state), row))
            view = None
        else:
            lines.append(texts.turn_line(game, state, row))
            seat = row.seat_of(interaction.user.id)
            if seat is not None and seat in game.to_act(state):
                view = self.tables.turn_view(row, game, state)
        picture = None
        if find_drawer() is not None:
            await interaction.response.defer(ephemeral=True, thinking=True)
            picture = await draw_board(row.game_key, public)
        if picture is None:
            lines.append(texts.board_text(public))
        await send(interaction, "\n".join(lines), ephemeral=True, view=view, file=picture)

    # --- /game abort ------------------------------------------------------------------------
    @staticmethod
    def _may_abort(interaction: discord.Interaction[Any], row: GameRow) -> bool:
        return interaction.user.id == row.host_id or interaction.permissions.manage_channels

    @answers_refusals
    async def abort(self, interaction: discord.Interaction[Any]) -> None:
        row = await self._open_here(interaction)
        if not self._may_abort(interaction, row):
            raise Refusal("Only the host or someone with Manage Channels can abort the game.")
        game = get_game(row.game_key)
        await send(interaction, f"Abort the game of {game.name} in this channel? "
                   "This cannot be undone.", ephemeral=True, view=controls.abort_view(row.id))

    @answers_refusals
    async def abort_answer(self, interaction: discord.Interaction[Any], game_id: int,
                           confirmed: bool) -> None:
        if not confirmed:
            await replace(interaction, "Nothing changed; the game goes on.", view=None)
            return
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id or not row.is_open:
            raise Refusal("There is no open game here to abort.")
        if not self._may_abort(interaction, row):
            raise Refusal("Only the host or someone with Manage Channels can abort the game.")
        async with self.tables.locks[row.id]:  # not in the middle of a move
            if not await self.store.set_status(row.id, "aborted"):
                raise Refusal("There is no open game here to abort.")
        game = get_game(row.game_key)
        await send(interaction, f"The game of {game.name} was aborted by "
                   f"{texts.mention(interaction.user.id)}.", ephemeral=False)

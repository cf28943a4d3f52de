"""Opening, joining, seating AI players in, starting, aborting and looking at the game of a
channel."""

from __future__ import annotations

import logging
import secrets
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import discord

from bot.core import texts
from bot.core.components import ascii_number
from bot.core.durations import describe_clock, parse_clock
from bot.core.i18n import InLanguage, guild_lang, t, user_lang
from bot.core.replies import NoGameHere, Refusal, answers_refusals, replace, send
from bot.core.seats import agent_title, is_ai, stand_in
from bot.lobby.ai_seats import add_ai_seat, remove_ai_seat, require_host
from bot.lobby.buttons import abort_view, lobby_view
from bot.play.buttons import hand_view
from bot.play.table_view import send_table
from bot.play.tables import Tables
from bot.storage.clocks import STAND_IN
from bot.storage.prompts import PromptMessage
from bot.storage.store import ChannelBusy, GameRow, GameStore
from engine.core.protocol import BadOptions, Game, OptionSpec
from engine.core.registry import UnknownGame, default_agent, game_keys, get_agents, get_game

log = logging.getLogger(__name__)


def stand_in_line(row: GameRow, lang: str) -> str:
    return t("clock.stand_in", lang, ai=agent_title(row.game_key, stand_in(row.game_key,
                                                                           row.kinds), lang))


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
            raise Refusal("lobby.option_format", part=repr(part.strip()))
        options[key.strip()] = value.strip()
    return options


def _typed(game: Game, spec: OptionSpec, value: str, lang: str) -> str:
    """A value as typed in ``/game new``, with its word in ``lang`` when that differs:
    "off (aus)"."""
    said = game.words.option_value(spec, value, lang)
    return value if said == value else f"{value} ({said})"


def describe_options(game: Game, lang: str) -> str:
    if not game.options:
        return t("lobby.no_options", lang, game=game.words.game_name(lang))
    return "; ".join(
        t("lobby.option_choices", lang, label=game.words.option_label(o, lang), key=o.key,
          choices="|".join(_typed(game, o, value, lang) for value in o.choices),
          default=game.words.option_value(o, o.default, lang))
        for o in game.options
    )


def check_options(game: Game, given: dict[str, str], lang: str) -> dict[str, str]:
    """The game's options with defaults filled in, or a refusal in words of our own."""
    specs = {o.key: o for o in game.options}
    unknown = sorted(set(given) - set(specs))
    if unknown:
        raise Refusal("lobby.unknown_options", game=InLanguage(game.words.game_name),
                      names=", ".join(unknown),
                      known=describe_options(game, lang))
    for key, value in given.items():
        if value not in specs[key].choices:
            raise Refusal("lobby.bad_option_value", key=key, value=repr(value),
                          choices=", ".join(specs[key].choices),
                          known=describe_options(game, lang))
    try:
        return game.resolve_options(given)
    except BadOptions as exc:
        raise Refusal("lobby.bad_options", reason=InLanguage(exc.say),
                      known=describe_options(game, lang)) from None


class Lobby:
    def __init__(self, store: GameStore, tables: Tables,
                 seed_source: Callable[[], int] = random_seed) -> None:
        self.store = store
        self.tables = tables
        self.seed_source = seed_source

    # --- /game new ------------------------------------------------------------------------
    @answers_refusals
    async def new(self, interaction: discord.Interaction[Any], game_key: str,
                  max_players: int | None, options_text: str | None,
                  clock: tuple[str | None, str | None, str | None] = (None, None, None),
                  stand_in: str | None = None) -> None:
        if interaction.guild_id is None or interaction.channel_id is None:
            raise Refusal("lobby.direct_message")
        try:
            game = get_game(game_key)
        except UnknownGame:
            raise Refusal("lobby.unknown_game", game=repr(game_key),
                          known=", ".join(game_keys())) from None
        options = check_options(game, parse_options(options_text), user_lang(interaction))
        settings = parse_clock(*clock)  # deadline, reminder, on_timeout
        stand_in = (stand_in or "").strip() or None
        if stand_in is not None and stand_in not in get_agents(game.key):
            raise Refusal("clock.unknown_ai", game=InLanguage(game.words.game_name),
                          ai=repr(stand_in), allowed=", ".join(get_agents(game.key)))
        seats = game.max_players if max_players is None else max_players
        if not game.min_players <= seats <= game.max_players:
            raise Refusal("lobby.player_range", game=InLanguage(game.words.game_name),
                          least=game.min_players,
                          most=game.max_players)
        try:
            row = await self.store.create_lobby(
                guild_id=interaction.guild_id, channel_id=interaction.channel_id,
                game_key=game.key, host_id=interaction.user.id, max_players=seats,
                options=options, clock=settings,
            )
        except ChannelBusy:
            raise Refusal("lobby.channel_busy") from None
        await self.tables.names.seen(row.id, interaction.user)
        if stand_in is not None and stand_in != default_agent(game.key):
            await self.store.clocks.set_kind(row.id, STAND_IN, stand_in)
            row.kinds[STAND_IN] = stand_in
        lang = guild_lang(interaction)
        text = texts.lobby_text(row, game, lang)
        if settings.is_set:
            text += "\n" + describe_clock(settings, lang)
        if STAND_IN in row.kinds:
            text += "\n" + stand_in_line(row, lang)
        await self.posted(row, await send(interaction, text, ephemeral=False,
                                          view=lobby_view(row, lang)))

    async def posted(self, row: GameRow, message: discord.Message | None) -> None:
        """Keep where the lobby's latest message is (prompt_messages, version 0: the start
        post replaces it), so a refused rematch can link to the lobby it ran into."""
        if message is not None:
            await self.store.prompts.record(
                PromptMessage(row.id, message.channel.id, message.id, row.version))

    async def lobby_text(self, row: GameRow, game: Game, lang: str) -> str:
        """The lobby message, with the turn clock and the stand-in AI when the host set them."""
        text = texts.lobby_text(row, game, lang)
        clock = await self.store.clocks.clock(row.id)
        text = f"{text}\n{describe_clock(clock, lang)}" if clock.is_set else text
        return f"{text}\n{stand_in_line(row, lang)}" if STAND_IN in row.kinds else text

    # --- join / leave / start (commands and lobby buttons) ----------------------------------
    async def _open_here(self, interaction: discord.Interaction[Any]) -> GameRow:
        row = await self.store.open_in_channel(interaction.channel_id or 0)
        if row is None:
            raise NoGameHere("lobby.no_game_here")
        return row

    @asynccontextmanager
    async def _locked(self, interaction: discord.Interaction[Any],
                      game_id: int | None = None) -> AsyncIterator[GameRow]:
        """The lobby (by id, or the channel's open game), read again under the game's lock:
        two joins at once must not each write a seat list without the other."""
        if game_id is None:
            game_id = (await self._open_here(interaction)).id
        async with self.tables.locks[game_id]:
            row = await self.store.get(game_id)
            if row is None or row.channel_id != interaction.channel_id:
                raise Refusal("lobby.wrong_channel")
            yield row

    @answers_refusals
    async def join(self, interaction: discord.Interaction[Any]) -> None:
        async with self._locked(interaction) as row:
            row = await self._join(interaction, row)
        await self._post_lobby(interaction, row, edit=False)

    @answers_refusals
    async def leave(self, interaction: discord.Interaction[Any]) -> None:
        async with self._locked(interaction) as row:
            row = await self._leave(interaction, row)
        await self._post_lobby(interaction, row, edit=False)

    @answers_refusals
    async def start(self, interaction: discord.Interaction[Any]) -> None:
        async with self._locked(interaction) as row:
            await self._start(interaction, row)

    @answers_refusals
    async def lobby_button(self, interaction: discord.Interaction[Any], game_id: int,
                           verb: str) -> None:
        async with self._locked(interaction, game_id) as row:
            if verb == "start":
                await self._start(interaction, row)
                return
            row = await (self._join if verb == "join" else self._leave)(interaction, row)
        await self._post_lobby(interaction, row, edit=True)

    # --- AI seats (the lobby's Add AI and Remove AI, and /game addbot) ----------------------
    @answers_refusals
    async def add_ai(self, interaction: discord.Interaction[Any], game_id: int,
                     kind: str) -> None:
        async with self._locked(interaction, game_id) as row:
            self._require_lobby(row)
            require_host(interaction, row, "clock.addbot_host_only")
            await add_ai_seat(self.store, row, kind)
        await self._post_lobby(interaction, row, edit=True)

    @answers_refusals
    async def remove_ai(self, interaction: discord.Interaction[Any], game_id: int,
                        value: str) -> None:
        async with self._locked(interaction, game_id) as row:
            self._require_lobby(row)
            require_host(interaction, row, "lobby.remove_ai_host_only")
            bot_id = ascii_number(value, signed=True)
            if bot_id is None:
                raise Refusal("lobby.no_such_ai")
            await remove_ai_seat(self.store, row, bot_id)
        await self._post_lobby(interaction, row, edit=True)

    @answers_refusals
    async def addbot(self, interaction: discord.Interaction[Any], kind: str | None) -> None:
        """/game addbot: the lobby posted again below, with a line for the new seat."""
        row = await self.store.open_in_channel(interaction.channel_id or 0)
        if row is None:
            raise NoGameHere("clock.no_lobby")
        async with self._locked(interaction, row.id) as row:
            if row.status != "lobby":
                raise Refusal("clock.started")
            require_host(interaction, row, "clock.addbot_host_only")
            bot_id = await add_ai_seat(self.store, row,
                                       (kind or "").strip() or default_agent(row.game_key))
        lang = guild_lang(interaction)
        text = t("clock.bot_joined", lang, name=texts.mention(bot_id, lang, row))
        await self._post_lobby(interaction, row, edit=False, first=text)

    async def _post_lobby(self, interaction: discord.Interaction[Any], row: GameRow, *,
                          edit: bool, first: str = "") -> None:
        game = get_game(row.game_key)
        lang = guild_lang(interaction)
        if row.status != "lobby":
            await send(interaction,
                       t("lobby.everybody_left", lang, game=game.words.game_name(lang)),
                       ephemeral=False)
            return
        text = await self.lobby_text(row, game, lang)
        if edit:
            await replace(interaction, text, view=lobby_view(row, lang))
        else:
            text = f"{first}\n{text}" if first else text
            await self.posted(row, await send(interaction, text, ephemeral=False,
                                              view=lobby_view(row, lang)))

    @staticmethod
    def _require_lobby(row: GameRow) -> None:
        if row.status == "running":
            raise Refusal("lobby.already_started")
        if row.status != "lobby":
            raise Refusal("lobby.closed")

    async def _join(self, interaction: discord.Interaction[Any], row: GameRow) -> GameRow:
        self._require_lobby(row)
        user = interaction.user.id
        if user in row.seats:
            raise Refusal("lobby.already_in")
        if len(row.seats) >= row.max_players:
            raise Refusal("lobby.full", seats=row.max_players)
        row.seats.append(user)
        if not await self.store.update_lobby(row.id, seats=row.seats, host_id=row.host_id):
            raise Refusal("lobby.closed")
        await self.tables.names.seen(row.id, interaction.user)
        return row

    async def _leave(self, interaction: discord.Interaction[Any], row: GameRow) -> GameRow:
        if row.status == "running":
            raise Refusal("lobby.under_way")
        self._require_lobby(row)
        user = interaction.user.id
        if user not in row.seats:
            raise Refusal("lobby.not_in")
        row.seats.remove(user)
        if not any(not is_ai(uid) for uid in row.seats):  # AI seats alone don't keep it open
            await self.store.set_status(row.id, "aborted")
            row.status = "aborted"
            return row
        if row.host_id == user:
            row.host_id = next(uid for uid in row.seats if not is_ai(uid))
        if not await self.store.update_lobby(row.id, seats=row.seats, host_id=row.host_id):
            raise Refusal("lobby.closed")
        return row

    async def _start(self, interaction: discord.Interaction[Any], row: GameRow) -> None:
        self._require_lobby(row)
        if interaction.user.id != row.host_id:
            raise Refusal("lobby.host_starts", host=texts.mention(row.host_id))
        game = get_game(row.game_key)
        if len(row.seats) < game.min_players:
            raise Refusal("lobby.too_few", game=InLanguage(game.words.game_name),
                          least=game.min_players,
                          joined=len(row.seats))
        seed = self.seed_source()
        try:
            state = game.setup(len(row.seats), seed, row.options)
        except BadOptions as exc:
            raise Refusal("lobby.setup_refused", reason=InLanguage(exc.say)) from None
        if not await self.store.start(row.id, seats=row.seats, seed=seed, state=state):
            raise Refusal("lobby.closed")
        row.status, row.seed, row.version = "running", seed, 0
        lang = guild_lang(interaction)
        names = texts.seat_names(row, lang)
        roles = texts.seat_roles(game, len(row.seats), row.options, lang)
        opening = t("lobby.begins", lang, players=", ".join(texts.with_roles(names, roles)))
        snap = self.tables.keep(row, game, state)
        if snap.teams:
            opening += "\n" + texts.teams_text(snap, names, lang)
        await self.tables.announcer.announce(interaction, row, snap, opening=opening)

    # --- /game status -----------------------------------------------------------------------
    @answers_refusals
    async def status(self, interaction: discord.Interaction[Any]) -> None:
        row = await self.store.latest_in_channel(interaction.channel_id or 0)
        if row is None or row.status == "aborted":
            raise NoGameHere("lobby.no_game_here")
        game = get_game(row.game_key)
        lang = user_lang(interaction)
        if row.status == "lobby":
            await send(interaction, await self.lobby_text(row, game, lang), ephemeral=True)
            return
        snap = await self.tables.snapshot(row, game)
        view: discord.ui.View | None = None
        if row.status != "over":
            view = hand_view(row.id, lang)
            seat = row.seat_of(interaction.user.id)
            if seat is not None and seat in snap.to_act:
                view = self.tables.menus.own_menu(row, snap, seat, lang)  # only they see it
        missed = await self.tables.digests.since_last_action(
            row, row.seat_of(interaction.user.id), lang)  # a spectator's: nothing
        await send_table(interaction, row, snap, lang, self.tables.names, view=view,
                         digest=missed)

    # --- /game abort ------------------------------------------------------------------------
    @staticmethod
    def _may_abort(interaction: discord.Interaction[Any], row: GameRow) -> bool:
        return interaction.user.id == row.host_id or interaction.permissions.manage_channels

    @answers_refusals
    async def abort(self, interaction: discord.Interaction[Any]) -> None:
        row = await self._open_here(interaction)
        if not self._may_abort(interaction, row):
            raise Refusal("lobby.abort_who")
        game = get_game(row.game_key)
        lang = user_lang(interaction)
        await send(interaction, t("lobby.abort_confirm", lang, game=game.words.game_name(lang)),
                   ephemeral=True,
                   view=abort_view(row.id, lang))

    @answers_refusals
    async def abort_answer(self, interaction: discord.Interaction[Any], game_id: int,
                           confirmed: bool) -> None:
        # The question is only ever asked privately (``abort``), to someone allowed: a yes or
        # no anywhere else, or for a game no longer open here, answers nothing.
        message = interaction.message
        if message is None or not message.flags.ephemeral:
            raise Refusal("lobby.no_abort_asked")
        row = await self.store.get(game_id)
        if row is None or row.channel_id != interaction.channel_id or not row.is_open:
            raise Refusal("lobby.nothing_to_abort")
        if not self._may_abort(interaction, row):
            raise Refusal("lobby.abort_who")
        if not confirmed:
            await replace(interaction, t("lobby.abort_kept", user_lang(interaction)), view=None)
            return
        async with self.tables.locks[row.id]:  # not in the middle of a move
            if not await self.store.set_status(row.id, "aborted"):
                raise Refusal("lobby.nothing_to_abort")
        await self.tables.forget(row.id)
        game = get_game(row.game_key)
        await send(interaction, t("lobby.aborted", guild_lang(interaction),
                                  game=game.words.game_name(guild_lang(interaction)),
                                  who=texts.mention(interaction.user.id)), ephemeral=False)

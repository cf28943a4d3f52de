"""Where a game stands, shown only to the one who asked: the table as everyone sees it
(Watch, /game status) and a player's own hand or board."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord

from bot.core import texts
from bot.core.i18n import t
from bot.core.pictures import can_draw, draw_board, draw_private
from bot.core.replies import send
from bot.play.digest import Digest
from bot.play.names import SeatNames
from bot.play.snapshots import Snapshot
from bot.storage.store import GameRow
from engine.core.position import Position
from engine.core.protocol import Seat, fill_names


def first_choices(snap: Snapshot, seat: Seat, lang: str, names: Sequence[str]) -> list[str]:
    """The first-level labels of ``seat``'s menu when it may act now, else none."""
    if snap.over or seat not in snap.to_act:
        return []
    return [fill_names(child.label, names) for child in snap.menu(seat, lang).children]


def opening(digest: Digest | None, lang: str) -> list[str]:
    """The digest's lines, where there are any."""
    text = digest.text(lang) if digest is not None else ""
    return [text] if text else []


async def send_table(
    interaction: discord.Interaction[Any], row: GameRow, position: Position, lang: str,
    names: SeatNames, *, intro: str | None = None, view: discord.ui.View | None = None,
    digest: Digest | None = None,
) -> None:
    """Only to the clicker: where the game stands (whose turn, or the result) and the public
    picture of the table (the text board where a game has no picture). ``digest``: what the
    clicker missed since their last action, said first and marked on the picture."""
    public = position.public_view
    lines = [texts.header(position, lang), *opening(digest, lang), *([intro] if intro else [])]
    if position.over:
        lines.append(texts.result_text(position, position.result(lang), row, lang))
    else:
        if position.teams:
            lines.append(texts.teams_text(position, texts.seat_names(row, lang), lang))
        lines.append(texts.turn_line(position, row, lang))
    picture = None
    if can_draw(public):
        if not interaction.response.is_done():  # (a slow database may have acknowledged it)
            await interaction.response.defer(ephemeral=True, thinking=True)
        picture = await draw_board(public, await names.loaded_plain(row, lang),
                                   digest.board_before if digest else None, lang)
    if picture is None:
        lines.append(texts.summary_text(position, None, texts.seat_names(row, lang), lang))
    # (a summary may be empty: the header already names the phase, its only line)
    await send(interaction, "\n".join(filter(None, lines)), ephemeral=True, view=view,
               file=picture)


async def send_hand(interaction: discord.Interaction[Any], row: GameRow, snap: Snapshot,
                    seat: Seat, lang: str, names: SeatNames, digest: Digest | None = None,
                    ) -> None:
    """Only to the clicker: what they missed since their last action (``digest``), their
    own view in words (with whose turn it is, since the game's summary leaves that to the
    turn line; the clicker named without a mention), and its picture where the game has
    pictures (with the first-level choices of their menu when they may act, and what
    changed since that action marked)."""
    mine = snap.view(seat)
    if can_draw(mine) and not interaction.response.is_done():  # drawing follows
        await interaction.response.defer(ephemeral=True, thinking=True)
    plain = await names.loaded_plain(row, lang)
    lines = [texts.header(snap, lang), *opening(digest, lang), t("play.your_view", lang),
             texts.summary_text(snap, seat, texts.seat_names(row, lang), lang)]
    if not snap.over:
        lines.append(texts.turn_line(snap, row, lang, quiet=[row.seats[seat]], plain=plain))
    picture = None
    if can_draw(mine):
        picture = await draw_private(mine, plain, lang, first_choices(snap, seat, lang, plain),
                                     digest.board_before if digest else None)
    await send(interaction, "\n".join(filter(None, lines)), ephemeral=True, file=picture)

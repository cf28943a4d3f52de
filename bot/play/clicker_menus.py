"""The menus a clicker is shown: the public turn prompt's controls, a seat's own menu, a
deeper level of it, and the answer to a stale or a pick's click.

Menus are built from the snapshot's own legal actions (bot/play/snapshots.py), labelled in
the reader's language with the seats' names filled in.
"""

from __future__ import annotations

from typing import Any, Protocol

import discord

from bot.core import texts
from bot.core.components import Controls
from bot.core.i18n import DEFAULT, t, user_lang
from bot.core.replies import OUT_OF_DATE, replace, send
from bot.core.seats import is_ai
from bot.play import buttons as controls
from bot.play.menus import MenuNode, Path, layout_for
from bot.play.names import SeatNames
from bot.play.snapshots import Snapshot
from bot.storage.store import GameRow
from engine.core.protocol import Action, Game, Seat, fill_names


def labels_are_public(game: Game) -> bool:
    """May a seat's menu be shown to everyone? Only in a game without hidden information
    (declared in its traits): elsewhere even a first-level label can give a hand away."""
    return not game.traits.hidden_information


class ConfirmationButton(Protocol):
    """A button on the mover's private answer to their move (bot/history/takeback.py: Take
    back), or None where there is none; ``snap`` is the game after the move."""

    def __call__(self, row: GameRow, snap: Snapshot, lang: str) -> discord.ui.Item[Any] | None:
        ...


class ClickerMenus:
    def __init__(self, names: SeatNames) -> None:
        self.names = names
        self.confirmation_buttons: list[ConfirmationButton] = []

    def turn_view(self, row: GameRow, snap: Snapshot, lang: str = DEFAULT) -> discord.ui.View:
        """The public turn prompt's controls, in the server's language ``lang``."""
        people = [seat for seat in snap.to_act if not is_ai(row.seats[seat])]
        if not people:
            return controls.hand_view(row.id, lang, row.version)  # AI seats move themselves
        # With hidden information even the first menu level can give a hand away (a
        # "Play an F-2 failure card" button says what you hold): choose in private then.
        # Several seats choosing at once always choose in private.
        waiting = snap.waiting_for
        if (len(waiting) != 1 or waiting[0] not in people or snap.in_round
                or not labels_are_public(snap.game)):
            return controls.open_menu_view(row.id, row.version, lang)
        layout = layout_for(snap.menu(waiting[0], lang), (), buttons=True, rich=True, lang=lang,
                            names=self.names.plain(row, lang))
        # Others who may act now (a free action) choose theirs in private.
        return controls.menu_view(row.id, row.version, layout, hand=True, lang=lang,
                                  fp=snap.fingerprint(waiting[0]), open_menu=len(people) > 1)

    def own_menu(self, row: GameRow, snap: Snapshot, seat: Seat,
                 lang: str = DEFAULT) -> discord.ui.View:
        """``seat``'s own menu for an ephemeral message, in their language ``lang``."""
        layout = layout_for(snap.menu(seat, lang), (), buttons=True, rich=True, lang=lang,
                            names=self.names.plain(row, lang))
        return controls.menu_view(row.id, row.version, layout, hand=True, lang=lang,
                                  fp=snap.fingerprint(seat))

    async def show(
        self, interaction: discord.Interaction[Any], row: GameRow, snap: Snapshot, seat: Seat,
        node: MenuNode, path: Path, *, page: int = 0,
    ) -> None:
        """The choices under ``node`` of ``seat``'s menu, only to the clicker (deeper levels
        may be private)."""
        lang = user_lang(interaction)
        names = self.names.plain(row, lang)
        layout = layout_for(node, path, page=page, buttons=not path, rich=not path, lang=lang,
                            names=names)
        view = controls.menu_view(row.id, row.version, layout, hand=False, lang=lang,
                                  fp=snap.fingerprint(seat))
        content = t("play.choose_one", lang,
                    label=(fill_names(node.label, names) if node.label
                           else snap.game.words.game_name(lang)))
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            await replace(interaction, content, view=view)
        else:
            await send(interaction, content, ephemeral=True, view=view)

    async def out_of_date(self, interaction: discord.Interaction[Any], row: GameRow,
                          snap: Snapshot, seat: Seat) -> None:
        """A click on a menu that no longer stands: the board as it is, and the clicker's
        current menu when they may act."""
        lang = user_lang(interaction)
        lines = [t(OUT_OF_DATE, lang), t("play.current_board", lang), texts.header(snap, lang)]
        if seat in snap.to_act:
            lines.append(t("play.your_turn_now", lang))
            view = self.own_menu(row, snap, seat, lang)
        else:
            lines.append(texts.turn_line(snap, row, lang))
            view = controls.hand_view(row.id, lang)
        lines.append(texts.summary_text(snap, None, texts.seat_names(row, lang), lang))
        await send(interaction, "\n".join(filter(None, lines)), ephemeral=True, view=view)

    async def after_move(
        self, interaction: discord.Interaction[Any], row: GameRow, before: Snapshot,
        after: Snapshot, seat: Seat, action: Action,
    ) -> None:
        """Only to the mover, where the move went into the turn post without a new message:
        what they did, and their next choices while they may go on (in place of the menu
        they clicked in)."""
        lang = user_lang(interaction)
        label = fill_names(before.game.words.action_label(before.state, action, lang),
                           self.names.plain(row, lang))
        lines = [t("play.you_chose" if seat in after.decided else "play.you_did", lang,
                   label=label)]
        view: discord.ui.View | None = None
        if seat in after.to_act:
            lines.append(t("play.may_change" if seat in after.decided else "play.go_on", lang))
            view = self.own_menu(row, after, seat, lang)
        extra = [item for button in self.confirmation_buttons
                 if (item := button(row, after, lang)) is not None]
        if extra:
            view = view or Controls()
            for item in extra:
                try:
                    view.add_item(item)
                except ValueError:  # a full menu: the turn post carries the button too
                    break
        message = interaction.message
        if message is not None and message.flags.ephemeral:
            await replace(interaction, "\n".join(lines), view=view)
        else:
            await send(interaction, "\n".join(lines), ephemeral=True, view=view)

    async def confirm_pick(
        self, interaction: discord.Interaction[Any], row: GameRow, before: Snapshot,
        after: Snapshot, seat: Seat, action: Action,
    ) -> None:
        """Only to the picker: what they chose, and their menu while they may change it."""
        lang = user_lang(interaction)
        label = before.game.words.action_label(before.state, action, lang)
        lines = [t("play.you_chose", lang, label=label)]
        view: discord.ui.View | None = None
        if seat in after.to_act:
            lines.append(t("play.may_change", lang))
            view = self.own_menu(row, after, seat, lang)
        await send(interaction, "\n".join(lines), ephemeral=True, view=view)

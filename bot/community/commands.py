"""``/stats``, ``/leaderboard`` and ``/rules``: ephemeral answers in the asker's language."""

from __future__ import annotations

from typing import Any

import discord
from babel.numbers import format_decimal
from discord import app_commands

from bot.core.i18n import cmd, fill_mentions, t, user_lang
from bot.core.replies import Refusal, refuse, send
from bot.ratings.board import leaderboard_text, ratings_of
from bot.storage.results import GameStats
from bot.storage.store import GameStore
from engine.core import rules_help
from engine.core.registry import UnknownGame, game_keys, get_game

EMBED_TEXT_MAX = 4000


def _average(value: float, lang: str) -> str:
    return format_decimal(value, format="0.0", locale=lang)


def stats_text(player: str, found: list[GameStats], lang: str) -> str:
    if not found:
        return t("community.stats.none", lang, player=player)
    lines = [f"**{t('community.stats.title', lang, player=player)}**"]
    for entry in found:
        game = get_game(entry.game_key)
        key = "community.stats.line" if game.traits.scored else "community.stats.line_unscored"
        line = f"{game.words.game_name(lang)}: " + t(key, lang, played=entry.played, won=entry.won,
                                    average=_average(entry.average, lang))
        if entry.team_played:
            line += t("community.stats.team_line", lang, played=entry.team_played,
                      won=entry.team_won)
        lines.append(line)
    return "\n".join(lines)


def rules_embed(game_key: str, topic: str | None, lang: str) -> discord.Embed:
    """The help topic as an embed; a Refusal for an unknown game, topic or missing help."""
    try:
        game = get_game(game_key)
    except UnknownGame:
        raise Refusal(t("community.rules.unknown_game", lang, game=game_key)) from None
    if not rules_help.has_help(game_key):
        raise Refusal(t("community.rules.no_help", lang, game=game.words.game_name(lang)))
    try:
        title, text = rules_help.help_text(game_key, topic or None, lang)
    except KeyError:
        keys = ", ".join(rules_help.topic_keys(game_key))
        raise Refusal(t("community.rules.unknown_topic", lang, game=game.words.game_name(lang),
                        topic=topic, topics=keys)) from None
    text = fill_mentions(text, lang, rules_help.label_words(game_key))
    return discord.Embed(title=f"{game.words.game_name(lang)}: {title}",
                         description=text[:EMBED_TEXT_MAX])


def topic_choices(game_key: str, typed: str, lang: str) -> list[app_commands.Choice[str]]:
    try:
        found = rules_help.topics(game_key) if rules_help.has_help(game_key) else []
    except UnknownGame:
        return []
    typed = typed.strip().lower()
    return [app_commands.Choice(name=entry.title(lang)[:100], value=entry.key)
            for entry in found
            if typed in entry.title(lang).lower() or entry.key.startswith(typed)][:25]


def community_commands(store: GameStore) -> list[app_commands.Command[Any, ..., Any]]:
    """Built at load time so the game choices follow the registry."""
    # The translator gives each client the game's name in its language (Words.game_name).
    games = [app_commands.Choice(name=cmd(get_game(key).name, f"games.{key}.name"), value=key)
             for key in game_keys()]
    helped = [choice for choice in games if rules_help.has_help(choice.value)]
    game_option = cmd("game", "community.cmd.game")
    game_help = cmd("Which game", "community.cmd.game_desc")

    @app_commands.command(
        name=cmd("stats", "community.cmd.stats"),
        description=cmd("Games played, won and the average score per game on this server",
                        "community.cmd.stats_desc"))
    @app_commands.rename(player=cmd("player", "community.cmd.player"))
    @app_commands.describe(player=cmd("Whose statistics (default: yours)",
                                      "community.cmd.player_desc"))
    @app_commands.guild_only()
    async def stats_command(interaction: discord.Interaction[Any],
                            player: discord.Member | None = None) -> None:
        lang = user_lang(interaction)
        if interaction.guild_id is None:
            await refuse(interaction, Refusal(t("community.server_only", lang)))
            return
        who = player or interaction.user
        found = await store.results.player_stats(interaction.guild_id, who.id)
        await send(interaction, stats_text(who.mention, found, lang), ephemeral=True)

    @app_commands.command(
        name=cmd("leaderboard", "community.cmd.leaderboard"),
        description=cmd("The best players of a game on this server by skill rating",
                        "community.cmd.leaderboard_desc"))
    @app_commands.rename(game=game_option)
    @app_commands.describe(game=game_help)
    @app_commands.choices(game=games)
    @app_commands.guild_only()
    async def leaderboard_command(interaction: discord.Interaction[Any], game: str) -> None:
        lang = user_lang(interaction)
        if interaction.guild_id is None:
            await refuse(interaction, Refusal(t("community.server_only", lang)))
            return
        try:
            name = get_game(game).words.game_name(lang)
        except UnknownGame:
            await refuse(interaction, Refusal(t("community.rules.unknown_game", lang, game=game)))
            return
        ranked = await ratings_of(store, interaction.guild_id, game)
        await send(interaction, leaderboard_text(name, ranked, lang), ephemeral=True)

    @app_commands.command(
        name=cmd("rules", "community.cmd.rules"),
        description=cmd("The rules of a game in short, one topic at a time",
                        "community.cmd.rules_desc"))
    @app_commands.rename(game=game_option, topic=cmd("topic", "community.cmd.topic"))
    @app_commands.describe(game=game_help,
                           topic=cmd("A location, card or phase (default: the overview)",
                                     "community.cmd.topic_desc"))
    @app_commands.choices(game=helped)
    async def rules_command(interaction: discord.Interaction[Any], game: str,
                            topic: str | None = None) -> None:
        lang = user_lang(interaction)
        try:
            embed = rules_embed(game, topic, lang)
        except Refusal as refusal:
            await refuse(interaction, refusal)
            return
        await interaction.response.send_message(embed=embed, ephemeral=True)

    @rules_command.autocomplete("topic")
    async def suggest_topics(interaction: discord.Interaction[Any],
                             current: str) -> list[app_commands.Choice[str]]:
        return topic_choices(str(interaction.namespace.game or ""), current,
                             user_lang(interaction))

    return [stats_command, leaderboard_command, rules_command]

"""Message text: lobby, turn prompts, teams, results and a view in words.

Texts about a game in progress take its :class:`Position` and ask it, never the rules, whose
turn it is. Everything public is built from the public view, the game's public summary and
public events only; no view is ever shown as data.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from typing import Any

import discord

from bot.core.i18n import DEFAULT, t
from bot.core.seats import ai_name, is_ai
from bot.storage.store import GameRow
from engine.core.digest import listed
from engine.core.position import Position
from engine.core.protocol import Event, Game, Result, Seat, fill_names
from engine.core.state import visible_events
from engine.core.words import Words

MESSAGE_MAX = 2000
SUMMARY_MAX = 1200
EVENT_LINES_MAX = 12


def mention(user_id: int, lang: str = DEFAULT, row: GameRow | None = None) -> str:
    """A person as a mention; an AI seat by its name (which needs the ``row`` it sits at)."""
    if is_ai(user_id):  # a built-in AI seat has a name, not a Discord user
        if row is None:
            return t("clock.ai_unnamed", lang)
        return ai_name(user_id, row.game_key, row.seats, row.ai_kinds, lang)
    return f"<@{user_id}>"


def seat_names(row: GameRow, lang: str) -> list[str]:
    """Seats as mentions; only the people in ``allowed_mentions`` are actually pinged. AI
    seats are named in ``lang`` (no default: every text names them in its reader's words)."""
    return [mention(uid, lang, row) for uid in row.seats]


def plain_names(row: GameRow, guild: discord.Guild | None, lang: str,
                known: Mapping[int, str] | None = None) -> list[str]:
    """Seat names for labels and pictures, which cannot show mentions: the server's member
    when cached, else the name kept from the person's own interactions (``known``), an AI
    seat's name, and "Player N" only when nothing is known."""
    names: list[str] = []
    for seat, user_id in enumerate(row.seats):
        member = guild.get_member(user_id) if guild is not None and user_id > 0 else None
        if member is not None:
            names.append(member.display_name)
        elif known and user_id in known:
            names.append(known[user_id])
        elif is_ai(user_id):
            names.append(mention(user_id, lang, row))
        else:
            names.append(t("play.player", lang, number=seat + 1))
    return names


def header(position: Position, lang: str = DEFAULT) -> str:
    """"**Game** · where it stands"; once the game is over, "**Game** · **Game over**" (the
    result below says how it ended)."""
    if position.over:
        return f"**{position.game.words.game_name(lang)}** · {t('play.game_over', lang)}"
    words = position.game.words
    return f"**{words.game_name(lang)}** · {words.phase_label(position.state, lang)}"


def summary_text(position: Position, viewer: Seat | None, names: Sequence[str],
                 lang: str = DEFAULT) -> str:
    """What ``viewer`` (None: everyone) sees, in the game's own few lines of words, without
    the phase the header above it already names."""
    phase = position.game.words.phase_label(position.state, lang)
    lines = [fill_names(line, names)
             for line in position.game.words.summary(position.state, viewer, lang)
             if line and line != phase]
    text = "\n".join(lines)
    return text if len(text) <= SUMMARY_MAX else text[: SUMMARY_MAX - 1] + "…"


# --- teams ------------------------------------------------------------------------------------
def team_of(teams: Sequence[Sequence[Seat]], seat: Seat) -> int | None:
    return next((number for number, team in enumerate(teams) if seat in team), None)


def team_members(team: Sequence[Seat], names: Sequence[str], lang: str = DEFAULT) -> str:
    """"A and B", "A, B und C": a list as ``lang`` writes one (Babel)."""
    return listed([names[seat] for seat in team], lang)


def team_line(position: Position, number: int, names: Sequence[str],
              lang: str = DEFAULT) -> str:
    """"Team 2: A & B"."""
    team = position.teams[number]
    label = position.game.words.team_label(position.state, number, lang)
    return t("play.team", lang, team=label, members=team_members(team, names, lang))


def teams_text(position: Position, names: Sequence[str], lang: str = DEFAULT) -> str:
    """Every team with its members on one line each; empty when everyone plays alone."""
    return "\n".join(team_line(position, number, names, lang)
                     for number in range(len(position.teams)))


def seat_roles(game: Game, players: int, options: Mapping[str, Any],
               lang: str = DEFAULT) -> list[str]:
    """What each of ``players`` seats will be (``Game.seat_roles``); below the game's least
    count, the roles of its smallest table. Empty when the game has no roles."""
    try:
        roles = game.words.seat_roles(max(players, game.min_players), options, lang)
    except ValueError:  # options the game refuses: the lobby says so when it starts
        return []
    return [str(role) for role in roles[:players]]


def with_roles(names: Sequence[str], roles: Sequence[str]) -> list[str]:
    """"ann (Lady, team blue)" for every seat with a role."""
    return [t("lobby.seat_role", DEFAULT, name=name, role=roles[seat])
            if seat < len(roles) and roles[seat] else name for seat, name in enumerate(names)]


def option_text(game: Game, key: str, value: object, lang: str = DEFAULT) -> str:
    """One option as the lobby shows it, in the reader's words: "Strafregeln: aus"."""
    try:
        spec = game.option_spec(key)
    except KeyError:  # an option the game no longer has: as it was stored
        return f"{key}: {value}"
    words = game.words
    return t("lobby.option_set", lang, label=words.option_label(spec, lang),
             value=words.option_value(spec, str(value), lang))


def lobby_text(row: GameRow, game: Game, lang: str = DEFAULT) -> str:
    roles = seat_roles(game, len(row.seats), row.options, lang)
    seated = ", ".join(with_roles(seat_names(row, lang), roles)) or t("lobby.nobody_yet", lang)
    options = ", ".join(option_text(game, key, value, lang) for key, value in row.options.items())
    lines = [
        t("lobby.opened", lang, game=game.words.game_name(lang), host=mention(row.host_id, lang)),
        t("lobby.players", lang, seated=len(row.seats), seats=row.max_players,
          least=game.min_players, names=seated),
    ]
    if options:
        lines.append(t("lobby.options", lang, options=options))
    if row.status == "lobby":
        lines.append(t("lobby.how_to_join", lang))
    return "\n".join(lines)


def describe_events(game: Game, events: Sequence[Event], names: Sequence[str],
                    lang: str = DEFAULT) -> list[str]:
    """Public events only, one line each, the latest kept when there are many."""
    lines = [game.words.describe_event(e, names, lang)
             for e in visible_events(list(events), None)]
    lines = [line for line in lines if line]
    if len(lines) > EVENT_LINES_MAX:
        skipped = len(lines) - EVENT_LINES_MAX
        lines = [t("play.earlier_events", lang, count=skipped), *lines[-EVENT_LINES_MAX:]]
    return lines


def turn_line(position: Position, row: GameRow, lang: str = DEFAULT, *,
              quiet: Collection[int] = (), plain: Sequence[str] = ()) -> str:
    """Whom the game waits for (not the seats that merely may act, such as a bystander who
    may give a penalty), each named once, with its team in a team game ("(Team 2)").

    Only people are addressed ("it's your turn"); an AI seat is said to be waited for
    ("Waiting for Heuristic bot 2 (AI)."). The people in ``quiet`` (user ids) are named in
    bold, by their name in ``plain`` (the seats' plain names), without mention markup: a
    post answering their own click never mentions them."""
    seats = position.waiting_for or position.to_act

    def name(seat: Seat) -> str:
        user = row.seats[seat]
        if user in quiet and not is_ai(user):
            return "**{}**".format(plain[seat] if seat < len(plain)
                                   else t("play.player", lang, number=seat + 1))
        return mention(user, lang, row)

    def named(seat: Seat) -> str:
        """"<@ann>", "<@ann> (Team 2)", "Heuristic bot 2 (AI)", "... (AI, Team 2)"."""
        number = team_of(position.teams, seat)
        team = (None if number is None
                else position.game.words.team_label(position.state, number, lang))
        if is_ai(row.seats[seat]):
            key = "play.ai_seat" if team is None else "play.ai_seat_team"
            return t(key, lang, name=name(seat), team=team)
        return name(seat) if team is None else t("play.with_team", lang, name=name(seat),
                                                 team=team)

    def listed(group: Sequence[Seat]) -> str:
        return ", ".join(named(s) for s in group)

    if position.decided:  # several seats choosing at once: who has decided, never what
        return t("play.decided_thinking", lang,
                 decided=", ".join(name(s) for s in position.decided),
                 thinking=", ".join(name(s) for s in position.waiting_for))
    people = [s for s in seats if not is_ai(row.seats[s])]
    machines = [s for s in seats if is_ai(row.seats[s])]
    if not people:
        key = "play.waiting_for_ai" if len(machines) == 1 else "play.waiting_for_ais"
        return t(key, lang, who=listed(machines))
    if len(seats) == 1:
        line = t("play.your_turn", lang, who=listed(people))
    else:  # "take effect together" only where it is true: a round of secret choices
        key = "play.your_move_private" if position.secret_round else "play.each_may_move"
        line = t(key + ("" if len(people) > 1 else "_one"), lang, who=listed(people))
    if machines:
        line += " " + t("play.ai_also", lang, who=listed(machines))
    return line


def score_part_label(game: Game, part: str, lang: str) -> str:
    """A game whose words don't name its score parts shows their keys as they are."""
    if type(game.words).score_part_label is Words.score_part_label:
        return part
    return game.words.score_part_label(part, lang)


def result_text(position: Position, result: Result, row: GameRow, lang: str = DEFAULT) -> str:
    """The final ranking; ``result`` is the game's result in ``lang``. Who won is said once:
    by the game's own summary where it names a winner (or says that nobody won), else by a
    line of ours (the winning team, a shared win) or the trophy on the winner's line. A game
    without scores (``traits.scored`` False) shows no ranking of totals, only the figures it
    keeps (e.g. penalties); in a team game every seat's line carries its team."""
    game = position.game
    names = seat_names(row, lang)
    summary = fill_names(result.summary, names) if result.summary else ""
    said = bool(summary) and (not result.winners or any(
        f"{{p{seat}}}" in result.summary for seat in result.winners))
    headline = [] if said else _winner_line(position, result, names, lang)
    lines = [summary] if said else headline
    crown = not said and not headline and game.traits.scored
    if game.traits.scored:
        lines += _ranking(position, result, names, lang, crown)
    else:
        lines += _figures(game, result, names, lang)
    if result.tiebreaks:
        tiebreaks = "; ".join(fill_names(text, names) for text in result.tiebreaks)
        lines.append(t("play.tiebreaks", lang, tiebreaks=tiebreaks))
    if summary and not said:
        lines.append(summary)
    return "\n".join(lines)


def _winner_line(position: Position, result: Result, names: Sequence[str],
                 lang: str) -> list[str]:
    """"Winning team: Team 2 (A & B)", "Winners (shared): A, B" or "Nobody wins."; none for
    a lone winner of a scored game without teams, whose trophy says it."""
    if result.teams:
        return [_team_headline(position, result, names, lang)]
    if not result.winners:
        return [t("play.nobody_wins", lang)]
    if position.game.traits.scored and len(result.winners) == 1:
        return []
    key = "play.winner" if len(result.winners) == 1 else "play.winners_shared"
    return [t(key, lang, who=", ".join(names[s] for s in result.winners))]


def _ranking(position: Position, result: Result, names: Sequence[str], lang: str,
             crown: bool) -> list[str]:
    """"1. A: 9 🏆 (cards 9)" per seat, by rank; "1. A (Team 2): 9 (...)" in a team game."""
    game = position.game
    lines = []
    for line in sorted(result.scores, key=lambda s: (s.rank or 99, s.seat)):
        parts = ", ".join(f"{score_part_label(game, k, lang)} "
                          f"{game.words.score_text(k, v, lang)}"
                          for k, v in line.breakdown.items())
        trophy = " 🏆" if crown and line.seat in result.winners else ""
        total = game.words.score_text(None, line.total, lang)
        who = names[line.seat]
        number = team_of(result.teams, line.seat)
        if number is not None:
            label = game.words.team_label(position.state, number, lang)
            who = t("play.with_team", lang, name=who, team=label)
        lines.append(f"{line.rank}. {who}: {total}{trophy}" + (f" ({parts})" if parts else ""))
    return lines


def _figures(game: Game, result: Result, names: Sequence[str], lang: str) -> list[str]:
    """A game without scores: one line per figure it keeps ("Penalties: A 0, B 2")."""
    parts = list(result.scores[0].breakdown) if result.scores else []
    by_seat = sorted(result.scores, key=lambda s: s.seat)
    return [f"{score_part_label(game, part, lang)}: " + ", ".join(
        f"{names[line.seat]} {game.words.score_text(part, line.breakdown.get(part, 0), lang)}"
        for line in by_seat) for part in parts]


def _team_headline(position: Position, result: Result, names: Sequence[str],
                   lang: str) -> str:
    """"Winning team: Team 2 (A & B)" (or a shared win, or none)."""
    winning = [n for n, team in enumerate(result.teams)
               if team and all(seat in result.winners for seat in team)]
    if not winning:
        return t("play.no_winning_team", lang)
    labels = [position.game.words.team_label(position.state, n, lang)
              for n in range(len(result.teams))]
    won = "; ".join(f"{labels[n]} ({team_members(result.teams[n], names, lang)})" for n in winning)
    return t("play.winning_team" if len(winning) == 1 else "play.winning_teams", lang,
             teams=won)


def clip(text: str) -> str:
    return text if len(text) <= MESSAGE_MAX else text[: MESSAGE_MAX - 1] + "…"

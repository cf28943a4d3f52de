"""Message text: lobby, turn prompts, teams, results and a view in words.

Texts about a game in progress take its :class:`Position` and ask it, never the rules, whose
turn it is. Everything public is built from the public view, the game's public summary and
public events only; no view is ever shown as data.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.core.i18n import DEFAULT, t
from bot.core.seats import ai_name, is_ai
from bot.storage.store import GameRow
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


def seat_names(row: GameRow, lang: str = DEFAULT) -> list[str]:
    """Seats as mentions; only the people in ``allowed_mentions`` are actually pinged."""
    return [mention(uid, lang, row) for uid in row.seats]


def plain_names(row: GameRow, guild: discord.Guild | None, lang: str = DEFAULT,
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
    """"**Game** · where it stands"."""
    return f"**{position.game.name}** · {position.game.words.phase_label(position.state, lang)}"


def summary_text(position: Position, viewer: Seat | None, names: Sequence[str],
                 lang: str = DEFAULT) -> str:
    """What ``viewer`` (None: everyone) sees, in the game's own few lines of words."""
    lines = [fill_names(line, names)
             for line in position.game.words.summary(position.state, viewer, lang) if line]
    text = "\n".join(lines)
    return text if len(text) <= SUMMARY_MAX else text[: SUMMARY_MAX - 1] + "…"


# --- teams ------------------------------------------------------------------------------------
def team_of(teams: Sequence[Sequence[Seat]], seat: Seat) -> int | None:
    return next((number for number, team in enumerate(teams) if seat in team), None)


def team_members(team: Sequence[Seat], names: Sequence[str]) -> str:
    """"A & B", "A, B & C"."""
    shown = [names[seat] for seat in team]
    return shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} & {shown[-1]}"


def team_line(position: Position, number: int, names: Sequence[str],
              lang: str = DEFAULT) -> str:
    """"Team 2: A & B"."""
    team = position.teams[number]
    label = position.game.words.team_label(position.state, number, lang)
    return t("play.team", lang, team=label, members=team_members(team, names))


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


def lobby_text(row: GameRow, game: Game, lang: str = DEFAULT) -> str:
    roles = seat_roles(game, len(row.seats), row.options, lang)
    seated = ", ".join(with_roles(seat_names(row, lang), roles)) or t("lobby.nobody_yet", lang)
    options = ", ".join(f"{k}: {v}" for k, v in row.options.items())
    lines = [
        t("lobby.opened", lang, game=game.name, host=mention(row.host_id, lang)),
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


def turn_line(position: Position, row: GameRow, lang: str = DEFAULT) -> str:
    """Whom the game waits for (not the seats that merely may act, such as a bystander who
    may give a penalty); in a team game also the team of each ("Team 2: A & B")."""
    seats = position.waiting_for or position.to_act
    if position.decided:  # several seats choosing at once: who has decided, never what
        return t("play.decided_thinking", lang,
                 decided=", ".join(mention(row.seats[s], lang, row) for s in position.decided),
                 thinking=", ".join(mention(row.seats[s], lang, row)
                                    for s in position.waiting_for))
    who = " ".join(mention(row.seats[s], lang, row) for s in seats)
    if len(seats) == 1:
        key = "play.your_turn"
    else:  # "take effect together" only where it is true: a round of secret choices
        key = "play.your_move_private" if position.secret_round else "play.each_may_move"
    line = t(key, lang, who=who)
    numbers = sorted({n for n in (team_of(position.teams, s) for s in seats) if n is not None})
    if numbers:
        names = seat_names(row, lang)
        line += " " + "; ".join(f"({team_line(position, n, names, lang)})" for n in numbers)
    return line


def score_part_label(game: Game, part: str, lang: str) -> str:
    """A game whose words don't name its score parts shows their keys as they are."""
    if type(game.words).score_part_label is Words.score_part_label:
        return part
    return game.words.score_part_label(part, lang)


def result_text(position: Position, result: Result, row: GameRow, lang: str = DEFAULT) -> str:
    """The final ranking; ``result`` is the game's result in ``lang``. With teams the
    ranking is by team, each team with its members, and the winning team is named."""
    game = position.game
    names = seat_names(row, lang)
    lines = [t("play.game_over", lang), ""]
    if result.teams:
        lines += _team_ranking(position, result, names, lang)
    for line in sorted(result.scores, key=lambda s: (s.rank or 99, s.seat)):
        parts = ", ".join(f"{score_part_label(game, k, lang)} "
                          f"{game.words.score_text(k, v, lang)}"
                          for k, v in line.breakdown.items())
        crown = " 🏆" if line.seat in result.winners else ""
        total = game.words.score_text(None, line.total, lang)
        lines.append(f"{line.rank}. {names[line.seat]}: {total}{crown} ({parts})")
    if result.tiebreaks:
        tiebreaks = "; ".join(fill_names(text, names) for text in result.tiebreaks)
        lines.append(t("play.tiebreaks", lang, tiebreaks=tiebreaks))
    if result.summary:
        lines.append(fill_names(result.summary, names))
    return "\n".join(lines)


def _team_ranking(position: Position, result: Result, names: Sequence[str],
                  lang: str) -> list[str]:
    """"Winning team: Team 2 (A & B)" (or a shared win, or none), then each team's members."""
    winning = [n for n, team in enumerate(result.teams)
               if team and all(seat in result.winners for seat in team)]
    labels = [position.game.words.team_label(position.state, n, lang)
              for n in range(len(result.teams))]
    if winning:
        won = "; ".join(f"{labels[n]} ({team_members(result.teams[n], names)})"
                        for n in winning)
        key = "play.winning_team" if len(winning) == 1 else "play.winning_teams"
        lines = [t(key, lang, teams=won)]
    else:
        lines = [t("play.no_winning_team", lang)]
    lines += [t("play.team", lang, team=labels[n], members=team_members(team, names))
              for n, team in enumerate(result.teams)]
    return [*lines, ""]


def clip(text: str) -> str:
    return text if len(text) <= MESSAGE_MAX else text[: MESSAGE_MAX - 1] + "…"

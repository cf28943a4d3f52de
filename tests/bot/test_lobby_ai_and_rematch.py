"""Issue 21, point 5: the lobby's Add AI and Remove AI controls and the Rematch button under
a result, through the real bot on simcord."""

from __future__ import annotations

from typing import Any

import pytest

from bot.core import seats as bot_seats
from bot.lobby import ai_seats
from bot.lobby.rematch import rematch_button
from bot.storage.clocks import STAND_IN, ClockSettings
from engine.core import registry
from tests.bot.driver import answer, buttons, public, selects
from tests.bot.raw import button_data, dispatch, select_data

# Lobbies, seat kinds, clocks and restarts: on SQLite and on PostgreSQL.
pytestmark = pytest.mark.both_backends

ADD, REMOVE = ("Add an AI player…", "KI-Spieler hinzufügen …"), ("Remove an AI player…",
                                                                  "KI-Spieler entfernen …")


@pytest.fixture
def world(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    people = [guild.add_member(simcord_env.create_user(n)) for n in ("ann", "ben", "cat")]
    return simcord_env, channel, people


def select_of(message, placeholders: tuple[str, ...]) -> Any:
    found = [s for s in selects(message) if s.placeholder in placeholders]
    return found[0] if found else None


def fresh(channel, message) -> Any:
    """The message as the channel holds it now (after edits)."""
    return next(m for m in channel.history() if m.id == message.id)


async def row_of(env, channel) -> Any:
    return await env.bot.store.latest_in_channel(channel.id)


async def add_ai(member, lobby, kind: str) -> Any:
    select = select_of(lobby, ADD)
    return await member.select(lobby, [kind], custom_id=select.custom_id)


async def remove_ai(member, lobby, seat_id: int) -> Any:
    select = select_of(lobby, REMOVE)
    return await member.select(lobby, [str(seat_id)], custom_id=select.custom_id)


def pinged(env) -> list[set[int]]:
    """Whom each message the bot sent was allowed to notify (its allowed_mentions)."""
    found: list[set[int]] = []
    for request in env.http_requests:
        body = request.json if isinstance(request.json, dict) else {}
        data = body.get("data") if isinstance(body.get("data"), dict) else body
        allowed = data.get("allowed_mentions")
        if allowed is not None:
            found.append({int(u) for u in allowed.get("users", [])})
    return found


def refused(result, words: str) -> None:
    shown = answer(result)
    assert shown.ephemeral, shown.content
    assert words in shown.content, shown.content


# --- Add AI -----------------------------------------------------------------------------------
async def test_add_ai_via_the_lobby_control_in_english(world):
    env, channel, (ann, _, _) = world
    await ann.slash(channel, "game new", game="toy", max_players=4)
    lobby = public(channel)[-1]
    add = select_of(lobby, ADD)
    assert add.placeholder == "Add an AI player…"
    # the game's own AI kinds, its default first, named in the server's language
    assert [(o.label, o.value) for o in add.options] == [("Steady", "steady"),
                                                          ("Random", "random")]
    assert select_of(lobby, REMOVE) is None  # no AI seat yet
    added = await add_ai(ann, lobby, "random")
    assert not added.ephemeral
    lobby = fresh(channel, lobby)
    assert len(public(channel)) == 1  # edited in place, no new message
    assert "Players (2/4" in lobby.content and "Random bot 1" in lobby.content
    await add_ai(ann, lobby, "steady")
    lobby = fresh(channel, lobby)
    assert "Random bot 1, Steady bot 1" in lobby.content
    assert [o.label for o in select_of(lobby, REMOVE).options] == ["Random bot 1",
                                                                    "Steady bot 1"]
    row = await row_of(env, channel)
    assert row.seats == [ann.id, -1, -2] and row.ai_kinds == {-1: "random", -2: "steady"}
    assert [b.label for b in buttons(lobby)] == ["Join", "Leave", "Start"]


async def test_add_ai_via_the_lobby_control_in_german(simcord_env, speaks):
    env = simcord_env
    guild = env.create_guild(preferred_locale="de")
    channel = guild.create_text_channel("spiele")
    ann, ben = (guild.add_member(env.create_user(n)) for n in ("ann", "ben"))
    speaks[ben.id] = "de"
    await ann.slash(channel, "game new", game="toy", max_players=3)
    lobby = public(channel)[-1]
    add = select_of(lobby, ADD)
    assert add.placeholder == "KI-Spieler hinzufügen …"
    assert [o.label for o in add.options] == ["Ruhig", "Zufall"]
    await add_ai(ann, lobby, "random")
    lobby = fresh(channel, lobby)
    assert "Zufall-Bot 1" in lobby.content
    assert select_of(lobby, REMOVE).placeholder == "KI-Spieler entfernen …"
    # ephemeral answers follow the clicker's own language: ben reads German, ann English
    refused(await add_ai(ben, lobby, "steady"), "Nur die Spielleitung")
    refused(await remove_ai(ben, lobby, -1), "Nur die Spielleitung (")
    await add_ai(ann, lobby, "steady")
    refused(await add_ai(ann, fresh(channel, lobby), "random"), "The game is full (3 players)")


async def test_add_ai_in_a_game_with_one_ai_kind_is_one_button(world, monkeypatch):
    env, channel, (ann, _, _) = world
    real = registry.get_agents

    def only_random(key: str) -> Any:
        return {k: v for k, v in real(key).items() if k == "random"}

    for module in (registry, ai_seats, bot_seats):
        monkeypatch.setattr(module, "get_agents", only_random)
    await ann.slash(channel, "game new", game="toy", max_players=3)
    lobby = public(channel)[-1]
    assert select_of(lobby, ADD) is None
    assert [b.label for b in buttons(lobby)] == ["Join", "Leave", "Start", "Add AI (Random)"]
    await ann.click(lobby, label="Add AI (Random)")
    assert "Random bot 1" in fresh(channel, lobby).content
    row = await row_of(env, channel)
    assert row.ai_kinds == {-1: "random"}


async def test_add_ai_refusals_not_allowed_and_table_full(world):
    env, channel, (ann, ben, cat) = world
    await ann.slash(channel, "game new", game="toy", max_players=3)
    lobby = public(channel)[-1]
    await ben.click(lobby, label="Join")
    lobby = fresh(channel, lobby)
    refused(await add_ai(ben, lobby, "random"), f"Only the host ({ann.mention})")
    refused(await add_ai(cat, lobby, "random"), "Only the host")
    assert (await row_of(env, channel)).seats == [ann.id, ben.id]
    await add_ai(ann, lobby, "random")
    lobby = fresh(channel, lobby)
    refused(await add_ai(ann, lobby, "steady"), "The game is full (3 players)")
    refused(await remove_ai(ben, lobby, -1), "Only the host")
    # a forged kind (not one of the game's) is refused with the list of allowed ones
    (forged,) = await dispatch(env, (ann, lobby, select_data(select_of(lobby, ADD).custom_id,
                                                             ["heuristic"])))
    refused(forged, "no AI called 'heuristic'")
    row = await row_of(env, channel)
    assert row.seats == [ann.id, ben.id, -1] and row.ai_kinds == {-1: "random"}
    await ann.click(lobby, label="Start")
    refused(await add_ai(ann, lobby, "random"), "already started")
    refused(await remove_ai(ann, lobby, -1), "already started")
    assert (await row_of(env, channel)).seats == [ann.id, ben.id, -1]


# --- Remove AI --------------------------------------------------------------------------------
async def test_remove_ai_via_the_lobby_control(world):
    env, channel, (ann, _, _) = world
    await ann.slash(channel, "game new", game="toy", max_players=4)
    lobby = public(channel)[-1]
    await add_ai(ann, lobby, "random")
    await add_ai(ann, fresh(channel, lobby), "random")
    stale = fresh(channel, lobby)
    assert "Random bot 1, Random bot 2" in stale.content
    removed = await remove_ai(ann, stale, -1)  # the misclick undone
    assert not removed.ephemeral
    lobby = fresh(channel, lobby)
    assert "Players (2/4" in lobby.content and "Random bot 2" not in lobby.content
    row = await row_of(env, channel)
    assert row.seats == [ann.id, -2] and row.ai_kinds == {-2: "random"}
    assert await env.bot.store.clocks.kinds(row.id) == {-2: "random"}
    # a client still showing the old message offers the removed seat: refused, no change
    (again,) = await dispatch(env, (ann, lobby, select_data(select_of(stale, REMOVE).custom_id,
                                                            ["-1"])))
    refused(again, "no longer sits at this table")
    assert (await row_of(env, channel)).seats == [ann.id, -2]
    await remove_ai(ann, lobby, -2)
    lobby = fresh(channel, lobby)
    assert select_of(lobby, REMOVE) is None and "Players (1/4" in lobby.content
    assert (await row_of(env, channel)).seats == [ann.id]


async def test_addbot_command_still_posts_the_lobby_with_its_controls(world):
    _, channel, (ann, _, _) = world
    await ann.slash(channel, "game new", game="toy", max_players=4)
    added = await ann.slash(channel, "game addbot", ai="random")
    shown = answer(added)
    assert not shown.ephemeral and "Random bot 1 takes a seat." in shown.content
    assert [o.label for o in select_of(shown.message, REMOVE).options] == ["Random bot 1"]


# --- Rematch ----------------------------------------------------------------------------------
async def finish_a_game(env, channel, people, *, clock: bool = True,
                        stand_in: str | None = None) -> Any:
    """ann hosts toy (1 round, cheers on) with ben and a Random AI seat, deadline 12h; both
    people go away so the AI plays it out. Returns the result post."""
    ann, ben = people[:2]
    extra = {"deadline": "12h", "reminder": "6h", "on_timeout": "skip"} if clock else {}
    if stand_in:
        extra["stand_in"] = stand_in
    await ann.slash(channel, "game new", game="toy", max_players=4,
                    options="rounds=1, cheers=yes", **extra)
    lobby = public(channel)[-1]
    await ben.click(lobby, label="Join")
    await add_ai(ann, fresh(channel, lobby), "random")
    await ann.click(lobby, label="Start")
    await ann.slash(channel, "game away")
    await ben.slash(channel, "game away")
    await env.settle()
    row = await row_of(env, channel)
    assert row.status == "over"
    return next(m for m in reversed(public(channel)) if "Game over" in m.content)


async def test_rematch_keeps_seats_options_and_clock(world):
    env, channel, (ann, ben, _) = world
    result = await finish_a_game(env, channel, world[2])
    old = await row_of(env, channel)
    assert "Rematch" in [b.label for b in buttons(result)]
    asked = await ben.click(result, label="Rematch")
    shown = answer(asked)
    assert not shown.ephemeral
    assert f"{ben.mention} asks for a rematch" in shown.content
    assert ann.mention in shown.content and "Random bot 1" in shown.content
    assert "Options: Rounds: 1, Hand size: 3, Cheers: yes" in shown.content
    assert "Clock: 12 hours per decision, reminder after 6 hours" in shown.content
    new = await row_of(env, channel)
    assert new.id != old.id and new.status == "lobby"
    assert new.seats == old.seats == [ann.id, ben.id, -1]
    assert new.ai_kinds == {-1: "random"} and new.kinds == {-1: "random"}  # nobody away
    assert new.options == old.options and new.options["cheers"] == "yes"
    assert new.clock == old.clock == ClockSettings(12 * 3600, 6 * 3600, "skip")
    assert new.host_id == ann.id and new.max_players == old.max_players
    # those seated again are mentioned, not the one who asked
    assert pinged(env)[-1] == {ann.id}
    lobby = shown.message
    assert [b.label for b in buttons(lobby)] == ["Join", "Leave", "Start"]
    assert [o.label for o in select_of(lobby, REMOVE).options] == ["Random bot 1"]
    refused(await ben.click(lobby, label="Start"), "Only the host")
    started = await ann.click(lobby, label="Start")
    assert "The game begins!" in answer(started).content
    running = await row_of(env, channel)
    assert running.status == "running" and running.seats == [ann.id, ben.id, -1]


async def test_rematch_keeps_the_hosts_stand_in(world):
    env, channel, (_, ben, _) = world
    result = await finish_a_game(env, channel, world[2], stand_in="random")
    shown = answer(await ben.click(result, label="Rematch"))
    assert "the Random AI plays" in shown.content
    new = await row_of(env, channel)
    assert new.status == "lobby" and new.kinds == {-1: "random", STAND_IN: "random"}
    assert new.ai_kinds == {-1: "random"}


async def test_rematch_twice_is_refused_and_points_at_the_open_lobby(world):
    env, channel, (ann, ben, _) = world
    result = await finish_a_game(env, channel, world[2], clock=False)
    first = await ann.click(result, label="Rematch")
    lobby = answer(first)
    rematch = await row_of(env, channel)
    again = await ben.click(result, label="Rematch")
    refused(again, "already has an open lobby (**Toy Race**")
    assert f"/{channel.id}/{lobby.id}" in answer(again).content  # a jump link to it
    assert (await row_of(env, channel)).id == rematch.id
    assert len([m for m in public(channel) if "asks for a rematch" in m.content]) == 1
    await ann.click(lobby.message, label="Start")
    running = await ann.click(result, label="Rematch")
    refused(running, "A game of **Toy Race** is running in this channel")
    assert (await row_of(env, channel)).id == rematch.id


async def test_rematch_clicked_by_two_players_at_once_opens_one_lobby(world):
    env, channel, (ann, ben, _) = world
    result = await finish_a_game(env, channel, world[2], clock=False)
    rematch_id = next(b.custom_id for b in buttons(result) if b.label == "Rematch")
    both = await dispatch(env, (ann, result, button_data(rematch_id)),
                          (ben, result, button_data(rematch_id)))
    shown = sorted((answer(r) for r in both), key=lambda m: m.ephemeral)
    assert not shown[0].ephemeral and "asks for a rematch" in shown[0].content
    assert shown[1].ephemeral and "already has an open lobby" in shown[1].content
    assert len([m for m in public(channel) if "asks for a rematch" in m.content]) == 1


async def test_the_rematch_button_speaks_the_servers_language(world):
    env, channel, _ = world
    result = await finish_a_game(env, channel, world[2], clock=False)
    row = await row_of(env, channel)
    custom_id = next(b.custom_id for b in buttons(result) if b.label == "Rematch")
    assert custom_id == f"th:r:{row.id}"  # the finished game's id: found again after a restart
    german = rematch_button(row, None, "de")  # type: ignore[arg-type]
    assert german.item.label == "Revanche" and german.item.custom_id == custom_id


async def test_rematch_by_a_non_player_is_refused(world):
    env, channel, (_, _, cat) = world
    result = await finish_a_game(env, channel, world[2], clock=False)
    old = await row_of(env, channel)
    refused(await cat.click(result, label="Rematch"),
            "Only the players of that game can ask for a rematch")
    assert (await row_of(env, channel)).id == old.id


async def test_rematch_after_a_restart(world, bots):
    env, channel, (ann, _, _) = world
    result = await finish_a_game(env, channel, world[2])
    old = await row_of(env, channel)
    await env.restart_bot(bots())
    asked = await ann.click(result, label="Rematch")
    assert not answer(asked).ephemeral and "asks for a rematch" in answer(asked).content
    new = await row_of(env, channel)
    assert new.id != old.id and new.seats == old.seats and new.clock == old.clock
    assert new.options == old.options and new.ai_kinds == old.ai_kinds

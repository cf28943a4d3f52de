"""The secret checks catch what they look for; refusals name no secret; the offline demo
plays Ladies & Gentlemen to the Ball."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.game import GAME
from engine.ladies_gentlemen.words import gossip_label
from tests.bot.driver import answer
from tests.bot.test_demo import PNG, run_bot
from tests.ladies_gentlemen.in_discord.hidden import leaks_in_messages, leaks_in_public_view
from tests.ladies_gentlemen.in_discord.table import BOT, latest_prompt, seat_table


def said(text: str) -> SimpleNamespace:
    return SimpleNamespace(content=text, embeds=[], components=[])


def test_the_checks_find_a_servant_gossip_money_and_a_sealed_pick():
    state = GAME.setup(5, 3, {"gossip": "on"})
    servant = load().servants[state["wardrobe"][0][0]].name
    gossip = state["gossip"][0][0]
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])  # ann orders an artisan, sealed
    sealed = GAME.words.action_label(state, {"type": "artisan", "card": state["picks"][0]})
    for text in (f"Servant {servant} £200", f"{gossip_label(gossip)} went",
                 "Your money: £1500",
                 sealed):
        assert leaks_in_messages([said(text)], state), text
    assert not leaks_in_messages([said("Heuristic bot 1 has decided")], state)
    assert not leaks_in_public_view(GAME.view(state, None), state)
    assert leaks_in_public_view(GAME.view(state, 1), state)  # money, seat 1's own view


async def test_refusals_in_a_round_of_secret_choices_name_nobody_s_pick(simcord_env,
                                                                        monkeypatch):
    table = seat_table(simcord_env, ("ann", "ben", "cat", "eve"), monkeypatch)
    ann, _, cat, eve = table.members
    await table.open(["ann", "ben", "cat", BOT, BOT])
    await table.play_move(0)  # ann orders her artisan; cat has not yet
    _, _, state = await table.state()
    refusals = [answer(await who.click(latest_prompt(table.channel), label="Choose my move"))
                for who in (ann, eve)]
    assert "already decided" in refusals[0].content and cat.mention in refusals[0].content
    assert "not playing" in refusals[1].content
    assert all(r.ephemeral for r in refusals)
    assert not leaks_in_messages([r.message for r in refusals], state)


def test_the_demo_plays_ladies_and_gentlemen_to_the_ball(tmp_path: Path):
    done = run_bot(tmp_path, "--demo", "--game", "ladies-gentlemen", "--players", "5",
                   "--seed", "1", "--out", "ld")
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    *wrote, last = done.stdout.strip().splitlines()
    files = sorted((tmp_path / "ld").iterdir())
    assert wrote == [f"wrote ld/{f.name}" for f in files]
    assert all(f.read_bytes().startswith(PNG) for f in files)
    assert files[-1].name.endswith("scores.png")  # played to the Ball
    assert last.startswith("result: Ladies & Gentlemen with 5 players (seed 1)")
    assert last.count("1. ") >= 2  # a team (or the Courtesan and her patron) wins together

"""Save Doctor Lucky end to end in Discord: hidden hands, the reaction round, to the end."""

from __future__ import annotations

from engine.doctor_lucky.data import AID, FAIL, card_arg, card_kind
from engine.doctor_lucky.words import aid_name, card_name
from tests.bot.driver import Driver
from tests.bot.test_hidden_information import public_text

NAMES = ("ann", "ben", "cat")


def secret_names(state: dict) -> list[str]:
    """Names of cards in hands that nobody has seen played yet."""
    played_aids = {card_arg(c) for c in state["discard"] if card_kind(c) == AID}
    secret: list[str] = []
    for hand in state["hands"]:
        for card in hand:
            if card_kind(card) == FAIL:
                secret.append(card_name(card))
            elif card_kind(card) == AID and card_arg(card) not in played_aids:
                secret.append(aid_name(card_arg(card)))
    return secret


async def test_complete_three_player_game_keeps_hands_private(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("titanic")
    members = [guild.add_member(simcord_env.create_user(n)) for n in NAMES]
    driver = Driver(simcord_env, channel, members)
    await driver.open_and_start("doctor-lucky")
    reaction_prompts = 0
    for _ in range(600):
        row, game, state = await driver.game()
        if game.is_over(state):
            break
        shown = public_text(channel)
        leaked = [name for name in secret_names(state) if name in shown]
        assert not leaked, f"hand cards named in public: {leaked}"
        if state["phase"] == "reaction":
            reactor = game.to_act(state)[0]
            assert driver.member(row.seats[reactor]).mention in driver.prompt.content
            reaction_prompts += 1
        await driver.play_move(ai="heuristic")
    row, game, state = await driver.game()
    assert game.is_over(state) and row.status == "over"
    assert "Game over" in driver.prompt.content
    assert reaction_prompts > 0, "no rescue attempt reached the reaction round"
    result = game.result(state)
    if result.winners:
        assert driver.member(row.seats[result.winners[0]]).mention in driver.prompt.content

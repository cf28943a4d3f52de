"""Selling to another player in Discord: an offer picked from a select of amounts, answered
by the buyer from their own private menu while the game goes on, lapsing when either side
moves; the channel shows the offer and its outcome (money is public in Pompeii)."""

from __future__ import annotations

from typing import Any

import pytest

from engine.core.protocol import Seat, State
from engine.pompeii.words import card_name, money
from tests.bot.driver import OPEN_MENU, answer, buttons, label_of, selects
from tests.pompeii.in_discord.table import Table, click_move, latest_prompt, open_table

NAMES = ["ann", "ben", "cat"]


async def state_now(table: Table) -> State:
    _, _, state = await table.driver.game()
    return state


async def buy_a_card(table: Table) -> tuple[Seat, int]:
    """Turns are played (roll, then buy if possible, else end the turn) until the player on
    turn has just bought a card; returns (that seat, the card)."""
    for _ in range(40):
        _, game, state = await table.driver.game()
        seat = state["current"]
        member = await table.member_at(seat)
        await click_move(table, member, {"type": "roll"})
        legal = game.legal_actions(await state_now(table), seat)
        buy = next((a for a in legal if a["type"] == "buy"), None)
        if buy is not None:
            await click_move(table, member, buy)
            return seat, buy["card"]
        await click_move(table, member, {"type": "end_turn"})
    raise AssertionError("nobody bought a card")


def offers_on(message: Any) -> list[str]:
    return [o.label for s in selects(message) for o in s.options]


async def private_menu(member: Any, table: Table) -> Any:
    """``member`` opens their own menu from the latest public prompt."""
    prompt = latest_prompt(table.channel)
    opened = answer(await member.click(prompt, label=label_of(prompt, OPEN_MENU)))
    assert opened.ephemeral
    return opened


@pytest.fixture
async def table(simcord_env) -> Table:
    return await open_table(simcord_env, NAMES, ai_seats=0)


async def test_an_offer_is_answered_by_the_buyer_later_while_the_game_goes_on(table):
    seller, card = await buy_a_card(table)
    players = len(NAMES)
    following, buyer = (seller + 1) % players, (seller + 2) % players
    sell_to = await table.member_at(seller)
    buy_from = await table.member_at(buyer)
    before = await state_now(table)
    prompt = latest_prompt(table.channel)
    name = card_name(card)
    amounts = [label for label in offers_on(prompt) if name in label and label.endswith(" ST")]
    assert len(amounts) >= 4, "the prices are offered as a select of amounts"
    _, game, state = await table.driver.game()
    offers = [a for a in game.legal_actions(state, seller)
              if a["type"] == "offer" and a["buyer"] == buyer and a["card"] == card]
    offer = offers[len(offers) // 2]
    price = offer["price"]
    shown = await click_move(table, sell_to, offer)
    assert f"offers {name} to {buy_from.mention} for {money(price, 'en')}" in shown.content

    state = await state_now(table)
    assert state["offer"]["buyer"] == buyer and state["owner"][card] == seller
    assert state["seats"][buyer]["cash"] == before["seats"][buyer]["cash"]
    await click_move(table, sell_to, {"type": "end_turn"})  # the seller's turn goes on and ends
    following_member = await table.member_at(following)
    await click_move(table, following_member, {"type": "roll"})  # the next player plays on
    state = await state_now(table)
    assert state["current"] == following and state["offer"] is not None
    assert state["owner"][card] == seller, "nothing moves before the buyer agrees"

    menu = await private_menu(buy_from, table)
    labels = [b.label for b in buttons(menu.message)]
    assert f"Buy {name} for {money(price, 'en')}" in labels and "Refuse the offer" in labels
    accepted = await click_move(table, buy_from, {"type": "accept"}, prompt=menu.message)
    assert not accepted.ephemeral
    assert f"{buy_from.mention} buys {name} from {sell_to.mention}" in accepted.content
    after = await state_now(table)
    assert after["owner"][card] == buyer and after["offer"] is None
    assert after["current"] == following, "the turn stays with the player on turn"
    assert after["seats"][buyer]["cash"] == before["seats"][buyer]["cash"] - price
    assert after["seats"][seller]["cash"] == state["seats"][seller]["cash"] + price


async def test_a_refusal_and_a_lapse_on_the_buyers_move_are_told_in_the_channel(table):
    seller, card = await buy_a_card(table)
    following, later = (seller + 1) % len(NAMES), (seller + 2) % len(NAMES)
    sell_to, refuser = await table.member_at(seller), await table.member_at(later)
    _, game, state = await table.driver.game()
    first = next(a for a in game.legal_actions(state, seller)
                 if a["type"] == "offer" and a["buyer"] == later)
    await click_move(table, sell_to, first)
    menu = await private_menu(refuser, table)  # at once, during the seller's turn
    refused = await click_move(table, refuser, {"type": "refuse"}, prompt=menu.message)
    assert f"{refuser.mention} refuses {card_name(card)}" in refused.content
    state = await state_now(table)
    assert state["offer"] is None and state["owner"][card] == seller
    assert state["current"] == seller

    second = next(a for a in game.legal_actions(state, seller)
                  if a["type"] == "offer" and a["buyer"] == following)
    await click_move(table, sell_to, second)
    await click_move(table, sell_to, {"type": "end_turn"})
    assert (await state_now(table))["offer"] is not None  # ending a turn changes nobody
    rolled = await click_move(table, await table.member_at(following), {"type": "roll"})
    lapsed = f"The offer of {card_name(card)} to {(await table.member_at(following)).mention}"
    assert lapsed in rolled.content and "has lapsed" in rolled.content
    state = await state_now(table)
    assert state["offer"] is None and state["owner"][card] == seller


async def test_an_offer_lapses_when_the_seller_sells_the_card_to_the_bank(table):
    seller, card = await buy_a_card(table)
    buyer = (seller + 1) % len(NAMES)
    member = await table.member_at(seller)
    _, game, state = await table.driver.game()
    offer = next(a for a in game.legal_actions(state, seller)
                 if a["type"] == "offer" and a["buyer"] == buyer)
    await click_move(table, member, offer)
    sold = await click_move(table, member, {"type": "sell", "card": card})
    assert "has lapsed" in sold.content
    state = await state_now(table)
    assert state["offer"] is None and state["owner"][card] is None
    buyer_cash = state["seats"][buyer]["cash"]
    assert buyer_cash == game.setup(len(NAMES), 1)["seats"][buyer]["cash"]


async def test_a_withdrawn_offer_is_told_in_the_channel_and_moves_nothing(table):
    seller, card = await buy_a_card(table)
    buyer = (seller + 1) % len(NAMES)
    member = await table.member_at(seller)
    _, game, state = await table.driver.game()
    offer = next(a for a in game.legal_actions(state, seller)
                 if a["type"] == "offer" and a["buyer"] == buyer)
    await click_move(table, member, offer)
    withdrawn = await click_move(table, member, {"type": "withdraw"})
    buyer_member = await table.member_at(buyer)
    told = f"{member.mention} withdraws the offer of {card_name(card)} to {buyer_member.mention}"
    assert told in withdrawn.content
    after = await state_now(table)
    assert after["offer"] is None and after["owner"][card] == seller
    assert after["seats"][buyer]["cash"] == state["seats"][buyer]["cash"]
    assert game.legal_actions(after, buyer) == [], "the buyer has nothing left to answer"


async def offer_options(table: Table) -> tuple[Seat, list[str]]:
    seller, card = await buy_a_card(table)
    prompt = latest_prompt(table.channel)
    return seller, [label for label in offers_on(prompt) if card_name(card) in label]


async def test_the_offer_menu_shows_no_seat_placeholders(table):
    _, options = await offer_options(table)
    assert len(options) > 6 and not [label for label in options if "{p" in label]


async def test_the_offer_menu_names_the_buyers(table):
    seller, options = await offer_options(table)
    for seat in range(len(NAMES)):
        if seat != seller:
            member = await table.member_at(seat)
            assert any(member.name in label for label in options), options


async def test_an_ai_buyer_answers_an_offer_by_itself(simcord_env):
    table = await open_table(simcord_env, ["ann"], ai_seats=2)
    seller, card = await buy_a_card(table)
    _, game, state = await table.driver.game()
    offer = next(a for a in game.legal_actions(state, seller)
                 if a["type"] == "offer" and a["card"] == card)
    shown = await click_move(table, table.humans[0], offer)
    assert "offers" in shown.content
    await simcord_env.settle()
    state = await state_now(table)
    assert state["offer"] is None, "the AI buyer left the offer open"

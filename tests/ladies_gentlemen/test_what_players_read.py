"""Issue 22 for Ladies & Gentlemen: cards are named by what a player sees, never by an
internal id; look-alike cards offered at once are numbered; the board is drawn for a phone;
numbers are written as the reader writes them."""

from __future__ import annotations

import io
import re

from PIL import Image

import render
from engine.core.registry import get_agents, get_game
from engine.core.simulate import agents_for
from engine.core.state import clone
from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.words import card_label, gossip_label, say
from render.ladies_gentlemen.legend import legend_texts

GAME = get_game("ladies-gentlemen")
ID = re.compile(r"\b[a-z]\d\d\b")  # a card key: w34, a07, s03, g01, c12


def whole_game(players: int, seed: int) -> list[tuple[dict, dict, list[str], int]]:
    state = GAME.setup(players, seed, {"gossip": "on"})
    agents = agents_for(["heuristic"] * players, get_agents("ladies-gentlemen"), seed)
    seen = []
    while not GAME.is_over(state):
        seat = GAME.waiting_for(state)[0]
        legal = GAME.legal_actions(state, seat)
        labels = [GAME.words.action_label(state, a, lang) for a in legal for lang in ("en", "de")]
        events = GAME.apply(state, seat, agents[seat].choose(GAME, state, seat, legal))
        seen.append((clone(state), events, labels, seat))
    return seen


def test_no_card_id_on_a_button_or_in_the_log() -> None:
    names = [f"P{n}" for n in range(7)]
    for _, events, labels, _ in whole_game(7, 4):
        for text in labels:
            assert not ID.search(text), text
        for event in events or []:
            for lang in ("en", "de"):
                line = GAME.words.describe_event(event, names, lang)
                assert not ID.search(line), line


def test_a_card_is_named_by_family_designers_stars_and_price() -> None:
    data = load()
    key = next(k for k, card in data.wardrobe.items() if len(card.designers) == 1)
    card = data.wardrobe[key]
    family = say(f"family.{card.family}", "en")
    assert card_label(key, "en") == (
        f"{family}, {card.designers[0]}, {card.elegance}★, £{card.price:,}")
    gossip = next(iter(data.gossip))
    assert gossip not in gossip_label(gossip, "en")


def test_look_alike_cards_offered_at_once_are_numbered_not_named_by_id() -> None:
    data = load()
    twins: dict[tuple, list[str]] = {}
    for key, card in data.wardrobe.items():
        twins.setdefault((card.family, card.designers, card.elegance, card.price), []).append(key)
    pair = next(keys for keys in twins.values() if len(keys) > 1)
    state = next(s for s, _, _, _ in whole_game(4, 3) if s["phase"] == "afternoon"
                 and any(b["open"] for b in s["boutiques"]))
    shop = next(b for b in state["boutiques"] if b["open"])
    lady = shop["order"][shop["turn"]]
    shop["cards"] = [*pair[:2]]
    labels = [GAME.words.action_label(state, a, "en") for a in GAME.legal_actions(state, lady)
              if a["type"] == "take"]
    name = card_label(pair[0], "en")
    assert labels == [f"Take {name}", f"Take {name} (2)"]


def test_prices_are_written_as_the_reader_writes_numbers() -> None:
    assert say("picture.price", "en", price=1100) == "£1,100"
    assert say("picture.price", "de", price=1100) == "£1.100"


def test_the_board_is_a_portrait_picture_for_a_phone() -> None:
    state = whole_game(10, 2)[40][0]
    png = render.draw_board(GAME.view(state, None), None, None, "de")
    image = Image.open(io.BytesIO(png))
    assert image.width <= 1000 < image.height


def test_the_legend_spells_out_every_short_form() -> None:
    german = " ".join(legend_texts("de"))
    for short, long in (("Ger", "Germain"), ("Gar", "Garon"), ("Handsch.", "Handschuhe"),
                        ("Dienstm.", "Dienstmädchen")):
        assert f"{short} = {long}" in german

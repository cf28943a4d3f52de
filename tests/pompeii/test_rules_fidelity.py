"""Issue 25 (Pompeii): the rulebook's own words, one test per rule paragraph touched."""

import pytest

from engine.core.protocol import BadOptions
from engine.pompeii.data import load
from engine.pompeii.game import GAME
from engine.pompeii.hidden import resample_hidden
from engine.pompeii.table import can_combine

from .conftest import act, card_named, eruption, force_dice, give, position


def walled_in_patron_with_a_client_others_can_reach() -> tuple[dict, int, int]:
    """Seat 0 stands at its house with every quarter round it buried (no gate in reach) and
    owns a client in a building that seat 1, outside the walls, can reach."""
    data = load()
    state = eruption(2)
    home = data.node_quarter[state["seats"][0]["place"]]
    around = {data.node_quarter[m] for n, q in data.node_quarter.items() if q == home
              for m in data.edges[n]} - {home}
    state["destroyed"] = sorted(around)
    outside = state["seats"][1]
    outside["outside"], outside["place"] = True, None
    client = next(n for n, c in data.cards.items() if c.is_person)
    building = next(b for b, c in sorted(data.cards.items()) if not c.is_person
                    and c.quarter not in around and c.quarter != home
                    and c.colours[0] in data.cards[client].colours)
    give(state, 0, client, building)
    state["host"][client] = building
    return state, home, client


def test_the_game_goes_on_while_a_walled_in_patron_lives_and_his_client_can_be_reached():
    state, home, client = walled_in_patron_with_a_client_others_can_reach()
    state["vesuvius"].insert(0, "calm")
    act(state, {"type": "draw"})
    assert not GAME.is_over(state)
    assert GAME.legal_actions(state, 0) == [{"type": "wait"}]
    act(state, {"type": "wait"})
    state["vesuvius"].insert(0, f"q{home}")
    events = act(state, {"type": "draw"}, seat=1)
    assert {"type": "died", "seat": 0, "quarter": home} in events
    assert not GAME.is_over(state)
    assert {"type": "rescue", "card": client} in GAME.legal_actions(state, 1)


def test_the_game_ends_cut_off_once_no_rescue_is_possible_any_more():
    state, home, client = walled_in_patron_with_a_client_others_can_reach()
    gates = [g.quarter for g in load().gates]
    assert not {home, load().cards[state["host"][client]].quarter} & set(gates)
    state["destroyed"] = sorted(set(state["destroyed"]) | set(gates[1:]))
    state["vesuvius"].insert(0, f"q{gates[0]}")
    act(state, {"type": "draw"})
    assert GAME.is_over(state) and state["end_reason"] == "cut_off"
    assert state["seats"][0]["alive"]  # the walled-in patron lives, but no gate stands


def ultima_place(state: dict) -> int:
    """Where ULTIMA DIE lies, counted in cards drawn from the start (1 = the first)."""
    ultima = next(v.index for v in load().vita if v.kind == "ultima")
    return state["vita_drawn"] + state["vita"].index(ultima) + 1


def test_the_vita_romana_deck_is_shuffled_so_ultima_die_may_be_any_card():
    places = {ultima_place(GAME.setup(4, seed)) for seed in range(400)}
    assert min(places) <= 3 and max(places) >= 38  # the rulebook: shuffled, nothing placed
    assert GAME.resolve_options(None) == {"ultima": "shuffled"}


def test_the_window_is_a_named_table_option_in_both_languages():
    spec = GAME.option_spec("ultima")
    assert spec.choices == ("shuffled", "window") and spec.default == "shuffled"
    assert GAME.words.option_value(spec, "window", "de") == "Fenster"
    low, high = load().rules.ultima_die_window
    assert f"{low} bis {high}" in GAME.words.option_help(spec, "de")
    with pytest.raises(BadOptions):
        GAME.setup(4, 1, {"ultima": "late"})


@pytest.mark.parametrize("drawn", [0, 10, 25, 33])
def test_resampling_never_puts_ultima_die_where_players_know_it_is_not(drawn):
    low, high = load().rules.ultima_die_window
    state = GAME.setup(4, 7, {"ultima": "window"})
    if ultima_place(state) <= drawn:  # put it where a game that drew ``drawn`` cards has it
        deck = state["vita"]
        ultima = next(v.index for v in load().vita if v.kind == "ultima")
        deck.remove(ultima)
        deck.insert(high - 1, ultima)
    for _ in range(drawn):
        state["vita"].append(state["vita"].pop(0))
    state["vita_drawn"] = drawn
    places = {ultima_place(resample_hidden(state, None, seed)) for seed in range(300)}
    assert min(places) >= max(low, drawn + 1) and max(places) <= high
    assert len(places) == high - max(low, drawn + 1) + 1  # every place still possible
    drawn_cards = state["vita"][40 - drawn:] if drawn else []
    assert all(resample_hidden(state, None, s)["vita"][40 - drawn:] == drawn_cards
               for s in range(20))


def test_resampling_a_shuffled_deck_may_put_ultima_die_at_any_card_not_drawn():
    state = GAME.setup(4, 7)
    places = {ultima_place(resample_hidden(state, None, seed)) for seed in range(400)}
    assert min(places) == 1 and max(places) == 40


def in_city(state: dict, *seats: int) -> None:
    for seat in seats:
        info = state["seats"][seat]
        info["status"], info["place"] = "city", load().citizen(info["colour"]).place
    state["turn"] = {"stage": "vita"}


def draw_on_top(state: dict, kind: str) -> object:
    card = next(v for v in load().vita if v.kind == kind)
    state["vita"].remove(card.index)
    state["vita"].insert(0, card.index)
    return card


def test_the_patron_enjoys_the_advantages_of_a_vita_romana_card():
    state = position()
    in_city(state, 0, 2)
    card = draw_on_top(state, "receive")
    give(state, 2, card.card)
    events = act(state, {"type": "draw"})
    assert state["seats"][2]["cash"] == 20000 + card.amount  # the patron gains
    assert state["seats"][0]["cash"] == 20000  # who drew pays nothing
    text = GAME.words.describe_event(events[-1], ["Ann", "Bob", "Cy"], "en")
    assert text.startswith("Cy, patron of") and "from the bank" in text


def test_every_money_card_leaves_its_patron_better_off_or_unchanged():
    for kind in ("pay", "receive"):
        for drawer, patron in ((0, 1), (0, 0)):
            state = position()
            in_city(state, 0, 1)
            card = draw_on_top(state, kind)
            give(state, patron, card.card)
            before = state["seats"][patron]["cash"]
            act(state, {"type": "draw"}, seat=drawer)
            assert state["seats"][patron]["cash"] >= before, (kind, drawer, patron)


def test_the_rulebook_examples_of_combinations_are_possible():
    data = load()
    state = position()

    def fits(person: str, building_word: str) -> bool:
        who = card_named(person)
        return any(can_combine(data, state, who, b) for b, c in data.cards.items()
                   if not c.is_person and building_word in c.name)

    assert fits("Mamia", "Templum")  # a priest with a temple
    assert fits("Actius Anicetus", "Domus")  # an actor with a private household
    assert fits("Actius Anicetus", "Theatrum")  # an actor with a theatre
    assert not any(data.cards[b].public for b, c in data.cards.items()
                   if "Domus" in c.name)


def fetching(points_dice: tuple[int, int] = (5, 6)) -> tuple[dict, int]:
    """Seat 0 at crossroads 24 names a client housed far away and rolls."""
    data = load()
    state = eruption(2)
    client = next(n for n, c in data.cards.items() if c.is_person)
    building = next(b for b, c in sorted(data.cards.items()) if not c.is_person
                    and c.quarter > 45 and c.colours[0] in data.cards[client].colours)
    give(state, 0, client, building)
    state["host"][client] = building
    state["seats"][0]["place"] = "q24"
    state["vesuvius"].insert(0, "calm")
    act(state, {"type": "draw"})
    force_dice(state, *points_dice)
    act(state, {"type": "rescue", "card": client})
    return state, client


def test_in_phase_3_the_player_chooses_the_way_along_the_green_lines():
    state, _ = fetching()
    ways = [a for a in GAME.legal_actions(state, 0) if a["type"] == "route"]
    assert len(ways) >= 2 and len({tuple(a["path"]) for a in ways}) == len(ways)
    points = state["turn"]["points"]
    assert all(0 < len(a["path"]) <= points for a in ways)
    data = load()
    for a in ways:  # every step is one green point along a street
        for here, there in zip(["q24", *a["path"]], a["path"], strict=False):
            assert there in data.edges[here]
    chosen = ways[-1]
    act(state, chosen)
    assert state["seats"][0]["place"] == chosen["path"][-1]
    assert state["turn"]["stage"] == "plan" or GAME.to_act(state) == [1]


def test_no_way_offered_crosses_a_buried_quarter():
    state, _ = fetching()
    data = load()
    state["destroyed"].append(25)
    for a in GAME.legal_actions(state, 0):
        if a["type"] == "route":
            assert all(data.node_quarter[n] != 25 for n in a["path"])


def test_a_player_carrying_a_client_chooses_the_gate():
    data = load()
    state = eruption(2)
    client = next(n for n, c in data.cards.items() if c.is_person)
    give(state, 0, client)
    state["seats"][0]["carrying"] = client
    state["seats"][0]["place"] = "q24"
    state["vesuvius"].insert(0, "x2")
    act(state, {"type": "draw"})
    assert {"type": "carry"} in GAME.legal_actions(state, 0)
    force_dice(state, 6, 6)  # a double under x2: 40 points, every gate within reach
    act(state, {"type": "carry"})
    ways = [a for a in GAME.legal_actions(state, 0) if a["type"] == "route"]
    gates = {a["to"] for a in ways}
    assert gates == {g.place for g in data.gates}
    reached = [a for a in ways if a["path"][-1] == a["to"]]
    far = next(a for a in reversed(reached) if a["to"] != ways[0]["to"])  # not the nearest
    act(state, far)
    assert client in state["seats"][0]["saved"] and state["seats"][0]["outside"]


def test_route_buttons_name_the_crossroads_and_where_the_pawn_stops():
    state, _ = fetching((1, 2))
    for lang in ("en", "de"):
        labels = [GAME.words.action_label(state, a, lang)
                  for a in GAME.legal_actions(state, 0)]
        assert len(set(labels)) == len(labels)  # every way tells itself apart
        assert all(len(label) <= 80 for label in labels)
    english = [GAME.words.action_label(state, a, "en") for a in GAME.legal_actions(state, 0)]
    assert all(label.startswith(("Via ", "Straight on: ")) for label in english)


def test_the_picture_draws_the_way_the_player_chose():
    from render.pompeii.changes import diff
    state, _ = fetching()
    before = GAME.view(state, None)
    chosen = [a for a in GAME.legal_actions(state, 0) if a["type"] == "route"][-1]
    act(state, chosen)
    routes = diff(GAME.view(state, None), before).routes
    assert [(r.seat, r.start, list(r.nodes)) for r in routes] == [(0, "q24", chosen["path"])]


def test_a_way_never_walks_through_the_same_point_twice():
    data = load()
    state = eruption(2)
    client = next(n for n, c in data.cards.items() if c.is_person)
    give(state, 0, client)
    gate = data.gates[7]
    street = next(n for n in data.edges[gate.place] if "~" in n)
    state["seats"][0]["place"] = street  # on the street next to a gate
    state["vesuvius"].insert(0, "calm")
    act(state, {"type": "draw"})
    force_dice(state, 4, 5)
    act(state, {"type": "rescue", "card": client})
    ways = [a for a in GAME.legal_actions(state, 0) if a["type"] == "route"]
    assert ways and all(len(set(a["path"])) == len(a["path"]) and street not in a["path"]
                        for a in ways)
    labels = [GAME.words.action_label(state, a, "en") for a in ways]
    assert len(set(labels)) == len(labels)

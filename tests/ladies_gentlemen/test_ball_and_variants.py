"""The Ball, the Courtesan's outcome and the Gossip variant; the data file's checks."""

import tomllib

import pytest

from engine.core.state import clone
from engine.ladies_gentlemen import flow
from engine.ladies_gentlemen.ball import elegance, servant_bonus
from engine.ladies_gentlemen.data import DATA_FILE, DataError, load, parse
from engine.ladies_gentlemen.game import GAME
from engine.ladies_gentlemen.gossip import holds

DATA = load()


def card(family, designers=None, stars=None):
    for key, c in sorted(DATA.wardrobe.items()):
        if c.family == family and (designers is None or set(c.designers) == set(designers)) \
                and (stars is None or c.elegance == stars):
            return key
    raise LookupError((family, designers, stars))


def servant(name):
    return next(k for k, s in DATA.servants.items() if s.name == name)


def test_a_dress_is_required_or_the_most_valuable_servant_is_lost():
    hats = [card("hat", []), card("fan", []), card("necklace", [])]
    owned = [*hats, servant("Agnes"), servant("Abigale")]
    judged = elegance(DATA, owned)
    assert judged.lost_servant == servant("Agnes") and judged.servants == 0
    with_dress = elegance(DATA, [*owned, card("dress", [])])
    assert with_dress.lost_servant is None and with_dress.servants == 1


def test_no_duplicates_only_the_best_card_of_a_family_counts():
    fans = sorted((k for k, c in DATA.wardrobe.items() if c.family == "fan"),
                  key=lambda k: DATA.wardrobe[k].elegance)
    judged = elegance(DATA, [fans[0], fans[-1], card("dress")])
    assert fans[0] not in judged.counted and fans[-1] in judged.counted


def test_at_most_two_designers_the_lady_drops_all_cards_of_one():
    owned = [card("dress", ["JpG"]), card("hat", ["Germain"]), card("fan", ["Garon"])]
    judged = elegance(DATA, owned)
    assert judged.dropped_designer is not None
    assert len({d for k in judged.counted for d in DATA.wardrobe[k].designers}) == 2
    assert not any(judged.dropped_designer in DATA.wardrobe[k].designers
                   for k in judged.counted)


def test_servants_abigale_and_agnes_reward_their_secret_conditions():
    jpg = [DATA.wardrobe[k] for k in DATA.wardrobe if DATA.wardrobe[k].designers == ("JpG",)]
    plain = [DATA.wardrobe[k] for k in DATA.wardrobe if not DATA.wardrobe[k].designers]
    abigale, agnes = DATA.servants[servant("Abigale")], DATA.servants[servant("Agnes")]
    assert [servant_bonus(abigale, jpg[:n]) for n in (1, 2, 4)] == [0, 1, 3]
    assert [servant_bonus(agnes, plain[:n]) for n in (2, 3, 5)] == [0, 1, 3]


def test_gossip_costs_one_elegance_per_card_held():
    owned = [card("dress")]
    assert elegance(DATA, owned, 2).total == elegance(DATA, owned).total - 2


def ball_state(players, wardrobes, money, gifts=()):
    state = GAME.setup(players, 3)
    state["day"] = 6
    for seat, cards in wardrobes.items():
        state["wardrobe"][seat] = cards
    state["money"] = money
    state["gifts"] = [{"card": c, "team": t} for c, t in gifts]
    flow.finish(state, DATA)
    return state


def test_the_most_elegant_lady_wins_with_her_gentleman_ties_go_to_the_richer():
    dress = card("dress", stars=3)
    state = ball_state(4, {0: [dress], 2: [dress]}, [500, 900])
    result = GAME.result(state)
    assert result.winners == [2, 3] and result.tiebreaks


def test_a_lady_and_her_gentleman_share_their_teams_rank_and_the_result_names_the_teams():
    big, small = card("dress", stars=5), card("hat", stars=1)
    state = ball_state(6, {0: [small], 2: [big], 4: []}, [500, 900, 300])
    result = GAME.result(state, "de")
    assert result.teams == GAME.teams(state) == [[0, 1], [2, 3], [4, 5]]
    rank = {line.seat: line.rank for line in result.scores}
    assert [rank[s] for s in range(6)] == [3, 3, 1, 1, 5, 5]


def test_the_courtesan_most_elegant_wins_with_her_most_generous_patron():
    big, small = card("dress", stars=5), card("hat", stars=1)
    state = ball_state(5, {0: [small], 2: [small], 4: [big, small]}, [100, 900],
                       gifts=[(small, 1), (big, 0)])
    assert GAME.result(state).winners == [1, 4]


def test_courtesan_ties_with_a_lady_go_to_the_courtesan_and_patron_ties_to_the_richest():
    dress = card("dress", stars=3)
    state = ball_state(5, {0: [dress], 2: [], 4: [dress]}, [100, 900])
    assert GAME.result(state).winners == [3, 4]


def test_scandal_excludes_the_least_generous_gentlemans_team_ties_hit_the_poorer():
    big, small = card("dress", stars=5), card("hat", stars=1)
    state = ball_state(7, {0: [small], 2: [big], 4: [big, small], 6: []},
                       [900, 100, 500], gifts=[])
    result = GAME.result(state)
    assert state["result"]["scandal_team"] == 1
    assert result.winners == [4, 5]
    assert [line.seat for line in result.scores][-2:] in ([2, 3], [3, 2])


def test_with_the_gossip_variant_each_lady_and_the_courtesan_hold_three_secret_cards():
    state = GAME.setup(5, 3, {"gossip": "on"})
    assert [len(state["gossip"][s]) for s in range(5)] == [3, 0, 3, 0, 3]
    assert GAME.view(state, 0)["gossip"][2] == 3
    assert GAME.view(state, 2)["gossip"][2] == state["gossip"][2]


def test_gossip_passes_only_when_its_condition_holds_and_once_a_round():
    state = GAME.setup(4, 3, {"gossip": "on"})
    state["gossip"][0] = ["g01", "g02"]  # g01: to a Lady wearing a hat
    state["originals"][0] = ["g01", "g02"]
    hat = card("hat")
    assert not holds(state, DATA, 0, 2, "g01")
    state["wardrobe"][2].append(hat)
    assert holds(state, DATA, 0, 2, "g01")
    assert {"type": "gossip", "card": "g01", "to": 2} in GAME.legal_actions(state, 0)
    events = GAME.apply(state, 0, {"type": "gossip", "card": "g01", "to": 2})
    assert "g01" in state["gossip"][2] and state["gossip_given_to"][2] == 1
    assert state["gossip"][0] == ["g02"]
    assert {"type": "gossip_passed", "seat": 0, "to": 2} in events  # told to the table
    card_event = next(e for e in events if e["type"] == "gossip_card")
    assert card_event["private"] == [0, 2]  # which card: the two Ladies only
    assert not any(a["type"] in ("gossip", "no_gossip") for a in GAME.legal_actions(state, 0))
    assert 0 not in GAME.to_act(state) or 0 in GAME.waiting_for(state)  # one a day


def test_gossip_may_be_passed_at_any_time_in_any_phase_as_a_free_move():
    state = GAME.setup(4, 3, {"gossip": "on"})
    state["gossip"][2] = ["g01"]
    state["wardrobe"][0].append(card("hat"))
    # Morning, while the Ladies choose artisans: a free move beside the waited-for choices.
    assert 2 in GAME.to_act(state)
    assert {"type": "gossip", "card": "g01", "to": 0} in GAME.legal_actions(state, 2)
    for phase in ("afternoon", "evening"):
        later = clone(state)
        later.update(phase=phase, evening_step="bills" if phase == "evening" else None)
        assert 2 in GAME.to_act(later) and 2 not in GAME.waiting_for(later)
        assert {"type": "gossip", "card": "g01", "to": 0} in GAME.legal_actions(later, 2)
    before = GAME.waiting_for(state)
    GAME.apply(state, 2, {"type": "no_gossip"})  # she keeps it today
    assert GAME.waiting_for(state) == before and state["gossip_done"][2]
    assert not any(a["type"] == "gossip" for a in GAME.legal_actions(state, 2))
    assert GAME.words.describe_event({"type": "gossip_kept", "seat": 2}, ["A", "B", "C", "D"],
                                     "de") == "C behält ihren Klatsch heute"


def test_gossip_chances_come_back_each_day():
    state = GAME.setup(4, 3, {"gossip": "on"})
    GAME.apply(state, 0, {"type": "no_gossip"})
    assert state["gossip_done"][0]
    while state["day"] == 1:
        seat = GAME.waiting_for(state)[0]
        legal = [a for a in GAME.legal_actions(state, seat)
                 if a["type"] not in ("gossip", "no_gossip")]
        GAME.apply(state, seat, legal[-1])
    assert state["gossip_done"] == [False] * 4 and 0 in GAME.to_act(state)


def test_gossip_an_unvisited_boutiques_lady_may_discard_an_original_instead_of_the_window():
    state = GAME.setup(4, 3, {"gossip": "on"})
    window = card("fan")
    state["decks"]["accessories"].remove(window)
    state["boutiques"][1].update(cards=[window], window=window, order=[])
    state.update(phase="afternoon", ladies_step="ready", gents_step="business",
                 business_turn=2, numbers=[1, 2])
    flow.advance(state, DATA)
    assert GAME.waiting_for(state) == [2]
    original = state["gossip"][2][0]
    GAME.apply(state, 2, {"type": "gossip_discard", "card": original})
    assert original not in state["gossip"][2]
    assert state["evening_step"] != "bills" or not state["presented"][1]


def test_the_data_file_is_checked_with_clear_messages():
    with DATA_FILE.open("rb") as fh:
        raw = tomllib.load(fh)
    raw["wardrobe"] = raw["wardrobe"][:-1]
    with pytest.raises(DataError, match="need 75 cards"):
        parse(raw)
    with DATA_FILE.open("rb") as fh:
        raw = tomllib.load(fh)
    raw["servants"] = [s for s in raw["servants"] if s["name"] != "Agnes"]
    with pytest.raises(DataError, match="Abigale and Agnes"):
        parse(raw)
    with DATA_FILE.open("rb") as fh:
        raw = tomllib.load(fh)
    raw["markets"][0]["prices"]["coal"] = 500
    with pytest.raises(DataError, match="three resources"):
        parse(raw)


def test_every_value_of_the_data_file_is_tagged():
    lines = DATA_FILE.read_text().splitlines()
    for number, line in enumerate(lines):
        if line.startswith("[[") or (line.startswith(("min_", "max_", "days", "start_"))):
            assert "[" in line.split("#", 1)[-1] if "#" in line else False, number


def test_ball_checks_in_printed_order_a_dress_dropped_with_a_third_designer_keeps_servants():
    # Her only dress is Garon's; dropping Garon leaves her most elegant. The dress check
    # comes first, so she keeps Abigale (issue 25: one point more, not a Servant lost).
    owned = ["w06", "w33", "w62", "w72", "w23", "w46", servant("Abigale")]
    judged = elegance(DATA, owned)
    assert judged.dropped_designer == "Garon"
    assert judged.lost_servant is None
    assert (judged.wardrobe, judged.servants, judged.total) == (20, 1, 21)


def test_ball_checks_in_printed_order_a_duplicate_stays_out_after_its_rival_is_dropped():
    # Two hats: Garon's 5★ counts, the plain 4★ is a duplicate and leaves first; when Garon
    # is dropped afterwards the plain hat does not come back.
    owned = ["w14", "w11", "w33", "w72", "w23", "w46", "w03"]
    judged = elegance(DATA, owned)
    assert judged.dropped_designer == "Garon"
    assert "w11" not in judged.counted and "w14" not in judged.counted
    assert judged.total == 18


def test_help_prices_are_the_data_files_prices():
    # The help names the price range; it must be the data's (issue 25: it said £1,300).
    from engine.core.rules_help import help_text
    low = min(c.price for c in DATA.wardrobe.values())
    high = max(c.price for c in DATA.wardrobe.values())
    servant_price = DATA.rules.servant_price
    english = help_text("ladies-gentlemen", "cards", "en")[1]
    german = help_text("ladies-gentlemen", "cards", "de")[1]
    assert f"£{low:,} to £{high:,}; Servants cost £{servant_price:,}" in english
    dotted = f"£{low:,} bis £{high:,}; Dienstmädchen kosten £{servant_price:,}".replace(",", ".")
    assert dotted in german

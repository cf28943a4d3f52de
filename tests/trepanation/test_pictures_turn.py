from render.trepanation.turn import seat_to_act
from tests.render.helpers import GAME, states


def test_the_next_to_place_is_read_from_the_meeples_left():
    checked = 0
    for state, _ in states(4, seed=6):
        view = GAME.view(state, None)
        if state["phase"] == "scheduling":
            assert seat_to_act(view) == GAME.to_act(state)[0]
            checked += 1
        elif state["phase"] == "action":
            assert seat_to_act(view) in GAME.to_act(state)
        else:
            assert seat_to_act(view) is None
    assert checked > 20

"""The heuristic Trepanation player.

Scheduling: it values a whole day's plan by walking its own meeples through the clock
(resources come in, shows and press steps go out) and places the meeple that adds most to
that plan. Action phase: it performs the best show it can pay for with the fewest coins,
buys press steps that are worth their price, and takes from the leader when it steals.
It reads the game only through the public view's data (Trepanation hides nothing it uses).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from engine.core.ai import Agent
from engine.core.protocol import Action, Game, Seat, State
from engine.core.search import search_agent
from engine.trepanation import show_row, supplies
from engine.trepanation.data import AGEING, TRACKS, Bundle, Rules, Slot
from engine.trepanation.judge import judge
from engine.trepanation.scoring import breakdown, type_counts

# What a resource left over at the end of a day is worth in fame, planning a schedule.
LEFTOVER = {"coin": 0.7, "medicine": 0.5, "equipment": 0.5, "shill": 0.3, "bribe": 0.3}
UNIT = {"coin": 1.3, "medicine": 0.9, "equipment": 0.9, "shill": 0.8, "bribe": 0.8, "fame": 1.0}
WASTED_TIME = -5.0  # a second meeple at the same time does nothing


def _pool(board: supplies.Player) -> dict[str, int]:
    return {
        r: supplies.amount(board, r) for r in ("coin", "medicine", "equipment", "shill", "bribe")
    }


def _pay_from_pool(pool: dict[str, int], cost: Bundle) -> bool:
    """Pay ``cost`` from a resource pool, coins covering shortfalls; False if impossible."""
    owed = cost.get("coin", 0)
    shortfall = sum(max(0, n - pool.get(r, 0)) for r, n in cost.items() if r != "coin")
    if shortfall + owed > pool["coin"]:
        return False
    for r, n in cost.items():
        if r != "coin":
            pool[r] = max(0, pool.get(r, 0) - n)
    pool["coin"] -= shortfall + owed
    return True


class HeuristicAgent(Agent):
    """Plans shows and resources for the day; beats random play by a wide margin."""

    name = "heuristic"
    titles: ClassVar[Mapping[str, str]] = {"en": "Heuristic", "de": "Heuristik"}

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        rules: Rules = game.rules  # type: ignore[attr-defined]
        kind = legal[0]["type"]
        if kind == "place":
            return self._place(rules, state, seat, legal)
        step = state["steps"][0]
        chooser = getattr(self, f"_step_{step['kind']}", None)
        if chooser is None:
            return legal[0]
        choice: Action = chooser(rules, state, seat, legal, step)
        return choice

    # --- valuing shows ---------------------------------------------------------------
    def _show_value(self, rules: Rules, board: supplies.Player, card_key: str) -> float:
        card = rules.shows[card_key]
        counts = type_counts(rules, board)
        table = rules.bonus_cards[board["bonus"]].same_type
        n = counts[card.type]
        same_gain = table[min(n + 1, len(table) - 1)] - table[min(n, len(table) - 1)]
        spec = board["specializations"].count(card.type)
        counts[card.type] += 1
        sets_gain = (min(counts.values()) - min(type_counts(rules, board).values())) * (
            rules.bonus_cards[board["bonus"]].set
        )
        return card.fame + same_gain + spec + sets_gain

    def _leftover(self, rules: Rules, state: State, pool: dict[str, int]) -> float:
        last_day = state["day"] >= rules.days
        if last_day:
            return sum(pool.values()) / 5
        return sum(LEFTOVER[r] * n for r, n in pool.items())

    # --- scheduling ------------------------------------------------------------------
    def _plan_value(self, rules: Rules, state: State, seat: Seat, slots: list[Slot]) -> float:
        board = state["boards"][seat]
        pool = _pool(board)
        row = show_row.cards(state)  # a list: a set's order would vary between runs
        press = dict(board["press"])
        value = 0.0
        seen_times: set[str] = set()
        for slot in sorted(slots, key=lambda s: rules.time_index(s.time)):
            if slot.time in seen_times:
                value += WASTED_TIME
                continue
            seen_times.add(slot.time)
            value += self._slot_plan(rules, state, seat, slot, pool, row, press)
        return value + self._leftover(rules, state, pool)

    def _slot_plan(
        self,
        rules: Rules,
        state: State,
        seat: Seat,
        slot: Slot,
        pool: dict[str, int],
        row: list[str],
        press: dict[str, int],
    ) -> float:
        board = state["boards"][seat]
        value = 0.0
        gains: Bundle = dict(slot.gain)
        if slot.choose:
            gains.update(dict(slot.choose[0]))
        if slot.equipment_run:
            gains["equipment"] = gains.get("equipment", 0) + self._run_length(rules, state, slot)
        if slot.suitcase:
            for r, n in state["suitcase"].items():
                gains[r] = gains.get(r, 0) + n
        for r, n in gains.items():
            if r == "fame":
                value += n
                continue
            limit = rules.limits.get(r)
            room = n if limit is None else max(0, min(n, limit - pool.get(r, 0)))
            pool[r] = pool.get(r, 0) + room
        if slot.show:
            best, best_key = 0.0, None
            for key in row:
                if _pay_from_pool(dict(pool), rules.shows[key].cost):
                    v = self._show_value(rules, board, key)
                    if v > best:
                        best, best_key = v, key
            if best_key is not None:
                _pay_from_pool(pool, rules.shows[best_key].cost)
                row.remove(best_key)
                value += best + slot.fame + 0.8 * sum(slot.after.values())
        if slot.press:
            steps = 2 if slot.press in ("two_different", "one_twice") else 1
            for i in range(steps):
                track = self._best_track(rules, press, pool, slot.press, i)
                if track is None:
                    break
                cost = rules.press[track].costs[press[track]]
                if not _pay_from_pool(pool, cost):
                    break
                press[track] += 1
                gain = (
                    rules.press[track].fame[press[track]]
                    - rules.press[track].fame[press[track] - 1]
                )
                value += gain + (2.5 if press[track] in rules.press_spec_on else 0)
                value += 1.0 if press[track] in rules.press_coin_on else 0
            if slot.coin_after:
                pool["coin"] = min(rules.limits["coin"], pool["coin"] + 1)
        if slot.steal and pool["coin"] >= 1:
            value += 0.9
        if slot.rejuvenate:
            value += 0.2 * sum(supplies.amount(board, r) for r in AGEING)
        if slot.order:
            value += 0.4 if slot.order == "first" else 0.2
        if slot.renew:
            value += 0.3
        if slot.market:
            value += 0.3
        if slot.defame:
            value += 0.3 * (state["players"] - 1)
        return value

    def _best_track(
        self, rules: Rules, press: dict[str, int], pool: dict[str, int], pattern: str, step: int
    ) -> str | None:
        best, best_track = 0.0, None
        for track in TRACKS:
            position = press[track]
            if position >= rules.press[track].length:
                continue
            cost = rules.press[track].costs[position]
            if not _pay_from_pool(dict(pool), cost):
                continue
            fame = rules.press[track].fame
            gain = fame[position + 1] - fame[position] - 0.8 * sum(cost.values())
            if gain > best:
                best, best_track = gain, track
        return best_track

    def _run_length(self, rules: Rules, state: State, slot: Slot) -> int:
        location = rules.locations[state["side"]][slot.location]
        ids = [s.id for s in location.slots]
        count = 1
        for later in ids[ids.index(slot.id) + 1 :]:
            if later in state["placements"]:
                break
            count += 1
        # Others will likely take some of the empty slots to the right before it resolves.
        return max(1, count - (state["players"] - 2))

    def _place(self, rules: Rules, state: State, seat: Seat, legal: list[Action]) -> Action:
        best: tuple[float, float] | None = None
        choice = legal[0]
        for action, gain in zip(legal, self.place_gains(rules, state, seat, legal),
                                strict=True):
            key = (gain, self.rng.random())
            if best is None or key > best:
                best, choice = key, action
        return choice

    def place_gains(self, rules: Rules, state: State, seat: Seat,
                    legal: list[Action]) -> list[float]:
        """What each placement adds to the seat's plan for the day."""
        side = rules.slots[state["side"]]
        mine = [side[s] for s, owner in state["placements"].items() if owner == seat]
        base = self._plan_value(rules, state, seat, mine)
        return [self._plan_value(rules, state, seat, [*mine, side[a["slot"]]]) - base
                for a in legal]

    # --- action phase ----------------------------------------------------------------
    def _step_activate(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        side = rules.slots[state["side"]]
        return max(legal, key=lambda a: self._plan_value(rules, state, seat, [side[a["slot"]]]))

    def _step_show(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        board = state["boards"][seat]
        best, choice = 0.0, legal[-1]
        for action in legal:
            if action["type"] != "perform":
                continue
            coins = action["pay"].get("coin", 0)
            value = self._show_value(rules, board, action["card"]) - 0.6 * coins
            if value > best:
                best, choice = value, action
        return choice

    def _step_replace(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        board = state["boards"][seat]
        pool = _pool(board)

        def keep_value(action: Action) -> float:
            key = action["card"]
            affordable = _pay_from_pool(dict(pool), rules.shows[key].cost)
            return self._show_value(rules, board, key) + (5 if affordable else 0)

        return min(legal, key=keep_value)

    def _step_press(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        best, choice = 0.4, next(a for a in legal if a["type"] == "pass")
        board = state["boards"][seat]
        for action in legal:
            if action["type"] != "advance":
                continue
            track = rules.press[action["track"]]
            position = board["press"][action["track"]]
            gain = track.fame[position + 1] - track.fame[position]
            gain += 2.5 if position + 1 in rules.press_spec_on else 0
            gain += 1.0 if position + 1 in rules.press_coin_on else 0
            price = sum(UNIT[r] * n for r, n in action["pay"].items())
            if state["day"] >= rules.days:
                price = sum(action["pay"].values()) / 5
            if gain - price > best:
                best, choice = gain - price, action
        return choice

    def _step_specialize(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        counts = type_counts(rules, state["boards"][seat])
        row_types = [rules.shows[c].type for c in show_row.cards(state)]
        return max(legal, key=lambda a: counts[a["kind"]] * 2 + row_types.count(a["kind"]))

    def _step_choose(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        board = state["boards"][seat]

        def worth(action: Action) -> float:
            option = step["options"][action["option"]]
            return sum(
                UNIT[r] * min(n, supplies.room_for(rules, board, r)) for r, n in option.items()
            )

        return max(legal, key=worth)

    def _step_steal(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        targets = [a for a in legal if a["type"] == "steal"]
        if not targets:
            return legal[0]

        def threat(action: Action) -> float:
            victim = state["boards"][action["target"]]
            return sum(breakdown(rules, victim).values()) + supplies.total_resources(victim) / 10

        best = max(targets, key=threat)
        victim = state["boards"][best["target"]]
        return best if supplies.total_resources(victim) >= 2 else legal[-1]

    def _step_take(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        return max(legal, key=lambda a: UNIT[a["resource"]])

    def _step_defame(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        # The rival's more plentiful kind, freshest token first (it would have lasted longest).
        victim = state["boards"][legal[0]["target"]]
        return max(legal, key=lambda a: (supplies.amount(victim, a["resource"]), -a["space"]))

    def _step_rejuvenate(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        board = state["boards"][seat]
        last = sum(board[r][-1] for r in AGEING)
        if last >= rules.return_bonus_min and state["day"] < rules.days:
            return next(a for a in legal if a["type"] == "pass")  # keep tomorrow's coin
        return legal[0]

    def _step_tokens(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        # Oldest first, unless keeping old tokens earns the return coin tomorrow.
        board = state["boards"][seat]
        if state["day"] >= rules.days or board["coin"] >= rules.limits["coin"]:
            return legal[0]

        def left_on_last(action: Action) -> int:
            spaces = action["spaces"]
            return sum(
                board[r][-1] - (spaces[r][-1] if r in spaces else 0) for r in AGEING
            )

        keeping = [a for a in legal if left_on_last(a) >= rules.return_bonus_min]
        if keeping and left_on_last(legal[0]) < rules.return_bonus_min:
            return keeping[0]
        return legal[0]

    def _step_market(
        self, rules: Rules, state: State, seat: Seat, legal: list[Action], step: dict[str, Any]
    ) -> Action:
        board = state["boards"][seat]
        best, choice = 0.2, next(a for a in legal if a["type"] == "pass")
        for action in legal:
            if action["type"] != "exchange":
                continue
            exchange = rules.exchanges[action["index"]]
            got = sum(
                UNIT[r] * min(n, supplies.room_for(rules, board, r))
                for r, n in exchange.get.items()
            )
            paid = sum(UNIT[r] * n for r, n in exchange.pay.items())
            if got - paid > best:
                best, choice = got - paid, action
        return choice


# Simulated actions per decision of the searching AI: about half a CPU second at the median
# on the 2-core machine (bench/search_bench.py, docs/benchmarks.md).
SEARCH_BUDGET = 3000
# A playout runs this many actions and then on to the start of the next day (day_start),
# where the judge (judge.py) weighs it: 1 plays out the rest of the day, where the day's
# placements pay off, and leaves the budget for many tries.
SEARCH_HORIZON = 1


def ranked(game: Game, state: State, seat: Seat, legal: list[Action]) -> list[Action] | None:
    """Placements by what they add to the heuristic's plan for the day, best first: the
    search tries the heuristic's runners-up rather than slots drawn at random."""
    if legal[0]["type"] != "place":
        return None
    rules: Rules = game.rules  # type: ignore[attr-defined]
    gains = HeuristicAgent(0).place_gains(rules, state, seat, legal)
    order = sorted(range(len(legal)), key=lambda n: -gains[n])
    return [legal[n] for n in order]


def day_start(state: State) -> bool:
    """A position the judge reads well: a day's scheduling not yet begun (or the end)."""
    return bool(state["phase"] == "over" or (state["phase"] == "scheduling"
                                             and not state["placements"]))


AGENTS: dict[str, type[Agent]] = {
    "heuristic": HeuristicAgent, "search": search_agent(
        HeuristicAgent, budget=SEARCH_BUDGET, horizon=SEARCH_HORIZON, judge=judge,
        rank=ranked, cut=day_start),
}

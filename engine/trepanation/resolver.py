"""Carrying steps out: a chosen option, or an automatic step, changes the state and
produces events; follow-up steps go to the front of the queue."""

from __future__ import annotations

from engine.core.protocol import Action, Event, State
from engine.trepanation import show_row, supplies
from engine.trepanation.data import Bundle, Rules
from engine.trepanation.steps import Step, slot_steps


class Resolver:
    """Carries out steps; ``push`` puts follow-up steps at the front of the queue."""

    def __init__(self, rules: Rules, state: State, events: list[Event]) -> None:
        self.rules = rules
        self.state = state
        self.events = events

    def push(self, *steps: Step) -> None:
        self.state["steps"][0:0] = list(steps)

    def gain(self, seat: int, bundle: Bundle, source: str) -> Bundle:
        taken = supplies.gain(self.rules, self.state["boards"][seat], bundle)
        self.events.append({"type": "gained", "seat": seat, "bundle": taken, "source": source})
        return taken

    def run_automatic(self, step: Step) -> None:
        getattr(self, f"_auto_{step['kind']}")(step)

    def run_choice(self, step: Step, action: Action) -> None:
        getattr(self, f"_choose_{step['kind']}")(step, action)

    def skip(self, step: Step) -> None:
        """A decision step with nothing to choose from."""
        if step["kind"] == "show":
            self.events.append(
                {
                    "type": "forfeited",
                    "seat": step["seat"],
                    "slot": step["slot"],
                    "reason": "no affordable show",
                }
            )
        elif step["kind"] == "press" and step.get("coin_after"):
            self.gain(step["seat"], {"coin": 1}, step["slot"])
        elif step["kind"] == "defame" and step["targets"]:
            self.push({**step, "targets": step["targets"][1:]})

    # automatic steps
    def _auto_gain(self, step: Step) -> None:
        self.gain(step["seat"], step["bundle"], step["slot"])

    def _auto_equipment_run(self, step: Step) -> None:
        slot = self.rules.slots[self.state["side"]][step["slot"]]
        location = self.rules.locations[self.state["side"]][slot.location]
        ids = [s.id for s in location.slots]
        count = 1
        for later in ids[ids.index(slot.id) + 1 :]:
            if later in self.state["placements"]:
                break
            count += 1
        self.gain(step["seat"], {"equipment": count}, step["slot"])


    def _auto_age_all(self, step: Step) -> None:
        for seat in self.state["order"]:
            # The return coin belongs to the morning update only.
            returned, coins = supplies.age(self.rules, self.state["boards"][seat], bonus=False)
            self.events.append(
                {
                    "type": "aged",
                    "seat": seat,
                    "returned": returned,
                    "coins": coins,
                    "by": step["seat"],
                }
            )

    def _auto_suitcase(self, step: Step) -> None:
        contents = self.state["suitcase"]
        self.gain(step["seat"], dict(contents), "suitcase")
        contents.clear()

    def _auto_order(self, step: Step) -> None:
        order: list[int] = self.state["order"]
        seat = step["seat"]
        if step["place"] == "first":
            order.remove(seat)
            order.insert(0, seat)
        elif not (step.get("keeps_first") and order[0] == seat):
            order.remove(seat)
            order.insert(1, seat)
        self.events.append(
            {"type": "order", "seat": seat, "place": step["place"], "order": list(order)}
        )

    def _auto_renew(self, step: Step) -> None:
        show_row.renew(self.state)
        self.events.append(
            {"type": "renewed", "seat": step["seat"], "row": list(self.state["row"])}
        )

    def _auto_defame_start(self, step: Step) -> None:
        # The victims are everybody else, in player order; one decision each.
        victims = [s for s in self.state["order"] if s != step["seat"]]
        self.push({**step, "kind": "defame", "targets": victims})

    # decisions
    def _choose_activate(self, step: Step, action: Action) -> None:
        chosen = action["slot"]
        for other in step["slots"]:
            if other != chosen:
                self.events.append(
                    {
                        "type": "forfeited",
                        "seat": step["seat"],
                        "slot": other,
                        "reason": "another meeple acted at this time",
                    }
                )
        self.events.append({"type": "activated", "seat": step["seat"], "slot": chosen})
        slot = self.rules.slots[self.state["side"]][chosen]
        self.push(*slot_steps(slot, step["seat"]))

    def _choose_replace(self, step: Step, action: Action) -> None:
        new = show_row.replace(self.state, action["card"])
        self.events.append(
            {"type": "replaced", "seat": step["seat"], "old": action["card"], "new": new}
        )

    def _tokens_first(self, step: Step, action: Action, then: str) -> bool:
        """Ask which shills and bribes pay when that is a real choice; True if asked."""
        board = self.state["boards"][step["seat"]]
        if len(supplies.token_choices(board, action["pay"])) < 2:
            return False
        self.push({"kind": "tokens", "seat": step["seat"], "slot": step["slot"],
                   "then": then, "action": action, "origin": step})
        return True

    def _choose_tokens(self, step: Step, action: Action) -> None:
        if step["then"] == "show":
            self._perform(step["origin"], step["action"], action["spaces"])
        else:
            self._advance(step["origin"], step["action"], action["spaces"])

    def _choose_rejuvenate(self, step: Step, action: Action) -> None:
        if action["type"] == "pass":
            self.events.append({"type": "declined", "seat": step["seat"], "slot": step["slot"]})
            return
        supplies.rejuvenate(self.state["boards"][step["seat"]])
        self.events.append({"type": "rejuvenated", "seat": step["seat"]})

    def _choose_show(self, step: Step, action: Action) -> None:
        seat = step["seat"]
        if action["type"] == "pass":
            self.events.append(
                {"type": "forfeited", "seat": seat, "slot": step["slot"], "reason": "passed"}
            )
            return
        if not self._tokens_first(step, action, "show"):
            self._perform(step, action, None)

    def _perform(self, step: Step, action: Action, spaces: supplies.Spaces | None) -> None:
        seat = step["seat"]
        board = self.state["boards"][seat]
        card = self.rules.shows[action["card"]]
        supplies.pay(board, action["pay"], spaces)
        show_row.take(self.state, card.key)
        board["shows"].append(card.key)
        usage = self.state["stats"]["show_type_use"]
        usage[card.type] = usage.get(card.type, 0) + 1
        self.events.append(
            {
                "type": "performed",
                "seat": seat,
                "card": card.key,
                "pay": action["pay"],
                "slot": step["slot"],
            }
        )
        reward = dict(step["after"])
        if step["fame"]:
            reward["fame"] = reward.get("fame", 0) + step["fame"]
        if reward:
            self.gain(seat, reward, step["slot"])

    def _choose_press(self, step: Step, action: Action) -> None:
        seat = step["seat"]
        if action["type"] == "pass":
            if step.get("coin_after"):
                self.gain(seat, {"coin": 1}, step["slot"])
            return
        if not self._tokens_first(step, action, "press"):
            self._advance(step, action, None)

    def _advance(self, step: Step, action: Action, spaces: supplies.Spaces | None) -> None:
        seat = step["seat"]
        board = self.state["boards"][seat]
        track = action["track"]
        supplies.pay(board, action["pay"], spaces)
        board["press"][track] += 1
        position = board["press"][track]
        self.events.append(
            {"type": "advanced", "seat": seat, "track": track, "to": position, "pay": action["pay"]}
        )
        follow = [{**step, "tracks": [*step["tracks"], track]}]
        if position in self.rules.press_coin_on:
            self.gain(seat, {"coin": 1}, f"press:{track}")
        if position in self.rules.press_spec_on:
            follow.insert(0, {"kind": "specialize", "seat": seat, "slot": step["slot"]})
        self.push(*follow)

    def _choose_specialize(self, step: Step, action: Action) -> None:
        kind = action["kind"]
        self.state["spec_pool"][kind] -= 1
        self.state["boards"][step["seat"]]["specializations"].append(kind)
        self.events.append({"type": "specialized", "seat": step["seat"], "kind": kind})

    def _choose_choose(self, step: Step, action: Action) -> None:
        self.gain(step["seat"], step["options"][action["option"]], step["slot"])

    def _choose_steal(self, step: Step, action: Action) -> None:
        if action["type"] == "pass":
            self.events.append({"type": "declined", "seat": step["seat"], "slot": step["slot"]})
            return
        seat, target = step["seat"], action["target"]
        board = self.state["boards"][seat]
        board["coin"] -= 1
        paid = supplies.gain(self.rules, self.state["boards"][target], {"coin": 1})
        self.events.append({"type": "paid", "seat": seat, "target": target, "kept": bool(paid)})
        self.push({"kind": "take", "seat": seat, "slot": step["slot"], "target": target, "left": 2})

    def _choose_take(self, step: Step, action: Action) -> None:
        resource = action["resource"]
        supplies.remove_freshest(self.state["boards"][step["target"]], resource)
        supplies.gain(self.rules, self.state["boards"][step["seat"]], {resource: 1})
        self.events.append(
            {"type": "stole", "seat": step["seat"], "target": step["target"], "resource": resource}
        )
        if step["left"] > 1:
            self.push({**step, "left": step["left"] - 1})

    def _choose_defame(self, step: Step, action: Action) -> None:
        target, resource = action["target"], action["resource"]
        supplies.remove_at(self.state["boards"][target], resource, action["space"])
        self.events.append(
            {"type": "defamed", "seat": step["seat"], "target": target, "resource": resource}
        )
        self.push({**step, "targets": step["targets"][1:]})

    def _choose_market(self, step: Step, action: Action) -> None:
        if action["type"] == "pass":
            return
        exchange = self.rules.exchanges[action["index"]]
        board = self.state["boards"][step["seat"]]
        supplies.pay(board, exchange.pay)
        got = supplies.gain(self.rules, board, exchange.get)
        self.events.append(
            {"type": "exchanged", "seat": step["seat"], "pay": dict(exchange.pay), "get": got}
        )

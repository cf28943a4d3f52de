"""Sealed Bids: a small complete game of simultaneous secret choices, for the bot tests.

Every round one prize is turned face up and every seat bids coins for it at the same time,
in secret. When the last bid is in, all bids are shown at once: the single highest bidder
pays their bid and scores the prize; equal highest bids win nothing and pay nothing. After
``rounds`` rounds the most prize points win, then the most coins left. With the ``change``
option a seat may change its bid (to another amount) until the last bid is in.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from engine.core.ai import Agent
from engine.core.protocol import (
    Action,
    Event,
    Game,
    IllegalAction,
    OptionSpec,
    Result,
    ScoreLine,
    Seat,
    State,
    Traits,
    Words,
)
from engine.core.rng import Rng, new_rng
from engine.core.state import clone
from tests.toys.files import toy_files

data, WORDS = toy_files("sealed")
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled


def sealed(state: State) -> bool:
    return state["options"].get("bids", "sealed") == "sealed"


def decided_seats(state: State) -> list[Seat]:
    """With open bids there is no secret round: each bid is a move of its own."""
    if state["over"] or not sealed(state):
        return []
    return [s for s, b in enumerate(state["bids"]) if b is not None]


class SealedBidsWords(Words):
    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        if action.get("amount") == state["bids"][seat]:
            return say("illegal.same", lang)
        return say("illegal.amount", lang, coins=state["coins"][seat])

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return say(f"score.{part}", lang)

    def option_label(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}", lang)

    def option_help(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}_help", lang)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        return say("label.bid", lang, amount=action["amount"])

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        return (say("label.bid", lang, amount=action["amount"]),)

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        kind = event["type"]
        name = names[event["seat"]] if "seat" in event else ""
        if kind == "reveal":
            bids = ", ".join(f"{names[s]} {b}" for s, b in enumerate(event["bids"]))
            return say("event.reveal", lang, bids=bids)
        if kind in ("bid", "won"):
            return say(f"event.{kind}", lang, name=name, **{k: v for k, v in event.items()
                                                            if k not in ("type", "seat",
                                                                         "private")})
        if kind in ("decided", "changed"):
            return say(f"event.{kind}", lang, name=name)
        if kind in ("tie", "phase"):
            return say(f"event.{kind}", lang, **{k: v for k, v in event.items() if k != "type"})
        return say("event.game_over", lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        if state["over"]:
            return say("phase_over", lang)
        return say("phase", lang, round=state["round"], rounds=state["options"]["rounds"],
                   prize=state["prize"])

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        lines = [self.phase_label(state, lang),
                 say("summary.decided", lang, count=len(decided_seats(state)),
                     players=state["players"])]
        if viewer is not None:
            lines.append(say("summary.coins", lang, coins=state["coins"][viewer]))
            if state["bids"][viewer] is not None:
                lines.append(say("summary.my_bid", lang, amount=state["bids"][viewer]))
        return lines


class SealedBids(Game):
    key: ClassVar[str] = "toy_sealed"
    name: ClassVar[str] = "Sealed Bids"
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 6
    options: ClassVar[tuple[OptionSpec, ...]] = (
        OptionSpec("rounds", "Rounds", ("1", "2", "3"), "3", "How many prizes are auctioned"),
        OptionSpec("change", "Change picks", ("yes", "no"), "yes",
                   "Whether a bid may be changed until the last bid is in"),
        OptionSpec("bids", "Bids", ("sealed", "open"), "sealed",
                   "Sealed bids are secret until the last is in; open bids are seen at once"),
    )
    default_ai: ClassVar[str | None] = "greedy"
    traits: ClassVar[Traits] = Traits(simultaneous=True, hidden_information=True)
    words: ClassVar[Words] = SealedBidsWords()

    # --- setting up -----------------------------------------------------------------------
    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        opts = self.resolve_options(options)
        state: State = {
            "players": players, "rng": new_rng(seed), "options": opts, "round": 1,
            "coins": [int(data()["start_coins"])] * players, "points": [0] * players,
            "bids": [None] * players, "last_bids": None, "over": False,
        }
        deck = [int(p) for p in data()["prizes"]]
        Rng(state["rng"]).shuffle(deck)
        state["prize"], state["deck"] = deck[0], deck[1:]
        return state

    def may_change(self, state: State) -> bool:
        return state["options"]["change"] == "yes"

    # --- playing --------------------------------------------------------------------------
    def decided(self, state: State) -> list[Seat]:
        return decided_seats(state)

    def secret_round(self, state: State) -> bool:
        return not state["over"] and sealed(state)

    def waiting_for(self, state: State) -> list[Seat]:
        return [] if state["over"] else [s for s, b in enumerate(state["bids"]) if b is None]

    def to_act(self, state: State) -> list[Seat]:
        """The seats still to bid, and with the ``change`` option every seat that has another
        amount to change to (a seat without coins that bid 0 has none)."""
        if state["over"]:
            return []
        if not self.may_change(state):
            return self.waiting_for(state)
        return [s for s, b in enumerate(state["bids"]) if b is None or state["coins"][s] > 0]

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        mine = state["bids"][seat]
        return [{"type": "bid", "amount": amount} for amount in range(state["coins"][seat] + 1)
                if amount != mine]

    def check_legal(self, state: State, seat: Seat, action: Action,
                    legal: Sequence[Action] | None = None) -> None:
        if (not state["over"] and isinstance(seat, int) and 0 <= seat < state["players"]
                and state["bids"][seat] is not None and not self.may_change(state)):
            raise IllegalAction(say("illegal.decided"))
        super().check_legal(state, seat, action, legal)

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        return {"type": "bid", "amount": 0}  # a missed bid bids nothing

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        changed = state["bids"][seat] is not None
        state["bids"][seat] = int(action["amount"])
        events: list[Event] = [
            {"type": "bid", "seat": seat, "amount": state["bids"][seat],
             **({"private": [seat]} if sealed(state) else {})},
            {"type": "changed" if changed else "decided", "seat": seat},
        ]
        if not self.waiting_for(state):
            events += self._resolve(state)
        return events

    def _resolve(self, state: State) -> list[Event]:
        """Every bid at once: the single highest bidder pays and scores the prize."""
        bids: list[int] = list(state["bids"])
        best = max(bids)
        top = [s for s, b in enumerate(bids) if b == best]
        events: list[Event] = [{"type": "reveal", "bids": bids}]
        if len(top) == 1:
            winner = top[0]
            state["coins"][winner] -= best
            state["points"][winner] += state["prize"]
            events.append({"type": "won", "seat": winner, "prize": state["prize"], "paid": best})
        else:
            events.append({"type": "tie", "prize": state["prize"]})
        state["last_bids"] = bids
        state["bids"] = [None] * state["players"]
        if state["round"] == int(state["options"]["rounds"]) or not state["deck"]:
            state["over"] = True
            events.append({"type": "game_over"})
        else:
            state["round"] += 1
            state["prize"] = state["deck"].pop(0)
            state["reveals"] = state.get("reveals", 0) + 1  # a face-down prize turned up
            events.append({"type": "phase", "round": state["round"], "prize": state["prize"]})
        return events

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def _order(self, state: State) -> list[Seat]:
        return sorted(range(state["players"]),
                      key=lambda s: (-state["points"][s], -state["coins"][s], s))

    def result(self, state: State, lang: str = "en") -> Result:
        order = self._order(state)
        key = lambda s: (state["points"][s], state["coins"][s])  # noqa: E731
        lines = [ScoreLine(seat, state["points"][seat],
                           {"prizes": state["points"][seat], "coins": state["coins"][seat]},
                           rank=1 + sum(key(o) > key(seat) for o in order))
                 for seat in order]
        best = key(order[0])
        return Result(winners=[s for s in order if key(s) == best], scores=lines,
                      tiebreaks=[say("tiebreak.coins", lang), say("tiebreak.shared", lang)])

    # --- showing --------------------------------------------------------------------------
    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        seen: dict[str, Any] = {
            "round": state["round"], "rounds": int(state["options"]["rounds"]),
            "prize": state["prize"], "prizes_left": len(state["deck"]),
            "coins": list(state["coins"]), "points": list(state["points"]),
            "decided": self.decided(state), "last_bids": state["last_bids"],
        }
        if viewer is not None:
            seen["my_bid"] = state["bids"][viewer]
        if not sealed(state):
            seen["bids"] = list(state["bids"])
        return seen

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        """Other seats' sealed bids and the face-down prizes drawn anew."""
        copy = clone(state)
        copy["rng"] = new_rng(seed)
        rng = Rng(copy["rng"])
        copy["deck"].sort()  # drawn from the prizes alone, not their old order
        rng.shuffle(copy["deck"])
        for seat, bid in enumerate(copy["bids"]):
            if bid is not None and seat != viewer and sealed(copy):
                copy["bids"][seat] = rng.below(copy["coins"][seat] + 1)
        copy["rng"] = new_rng(seed + 1)
        return copy







class GreedyBidder(Agent):
    """Bids what the prize is worth, as far as its coins reach; decides from its own view."""

    name = "greedy"
    titles: ClassVar[Mapping[str, str]] = {"en": "Greedy", "de": "Gierig"}

    def choose(self, game: Game, state: State, seat: Seat, legal: list[Action]) -> Action:
        seen = game.view(state, seat)
        wanted = min(seen["prize"], seen["coins"][seat])
        return min(legal, key=lambda a: (abs(a["amount"] - wanted), a["amount"]))


GAME = SealedBids()
AGENTS: dict[str, type[Agent]] = {"greedy": GreedyBidder}

"""Ladies & Gentlemen as a tablehost game: the protocol verbs over the rule modules.

Modules: ``table`` (roles, seats, setup), ``morning`` (artisan, window, visit, the Stock
Exchange), ``afternoon`` (shopping drafts, business), ``evening`` (sharing, bills, carry),
``gossip`` (the variant's conditions), ``ball`` (final Elegance), ``flow`` (who acts, how
the day moves on), ``view`` and ``resample`` (secrets), ``text`` (words), ``agents`` (AI).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

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
)
from engine.ladies_gentlemen import flow, text
from engine.ladies_gentlemen.data import load
from engine.ladies_gentlemen.morning import live, stock_seats
from engine.ladies_gentlemen.resample import resample
from engine.ladies_gentlemen.table import new_state, role
from engine.ladies_gentlemen.view import view

STOCK = OptionSpec("stock", text.say("option.stock.label"), ("sealed", "live"), "sealed",
                   text.say("option.stock.help"))
GOSSIP = OptionSpec("gossip", text.say("option.gossip.label"), ("off", "on"), "off",
                    text.say("option.gossip.help"))
PASSES = ("stop", "done", "refuse", "no_gossip", "keep_window", "stock_stop")


class LadiesGentlemen(Game):
    key: ClassVar[str] = "ladies-gentlemen"
    name: ClassVar[str] = "Ladies & Gentlemen"
    min_players: ClassVar[int] = load().rules.min_players
    max_players: ClassVar[int] = load().rules.max_players
    public_action_labels: ClassVar[bool | None] = False
    options: ClassVar[tuple[OptionSpec, ...]] = (STOCK, GOSSIP)
    default_ai: ClassVar[str | None] = "heuristic"

    def setup(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> State:
        self.check_players(players)
        return new_state(load(), players, seed, self.resolve_options(options))

    def to_act(self, state: State) -> list[Seat]:
        return flow.to_act(state, load())

    def decided(self, state: State) -> list[Seat]:
        return flow.decided(state, load())

    def legal_actions(self, state: State, seat: Seat) -> list[Action]:
        return flow.legal_actions(state, load(), seat)

    def check_legal(self, state: State, seat: Seat, action: Action) -> None:
        if (not state["over"] and isinstance(seat, int) and seat in self.decided(state)
                and seat not in self.to_act(state)):
            raise IllegalAction(text.say("illegal.decided"))
        super().check_legal(state, seat, action)

    def explain_illegal(self, state: State, seat: Seat, action: Action) -> str:
        """Names the reason only from what ``seat`` may see: a bill's details and the money
        are told to the Gentleman settling it, never to anyone else."""
        kind = action.get("type")
        if kind == "stock" and isinstance(action.get("pos"), int) and 0 <= action["pos"] < len(
                state["stock"]) and state["stock"][action["pos"]] is None:
            return text.say("illegal.taken")
        if kind == "pay" and self._settling(state, seat):
            reason = self._unpayable(state, seat)
            if reason:
                return text.say(reason)
        if kind == "take" and action.get("card") == "servant":
            return text.say("illegal.servant")
        allowed = ", ".join(sorted({a["type"] for a in self.legal_actions(state, seat)}))
        return text.say("illegal.generic", allowed=allowed)

    def _settling(self, state: State, seat: Seat) -> bool:
        return (isinstance(seat, int) and state["phase"] == "evening"
                and state["evening_step"] == "bills" and role(state, seat) == "gentleman"
                and seat in self.to_act(state))

    def _unpayable(self, state: State, seat: Seat) -> str | None:
        team = seat // 2
        item = state["presented"][team][0]
        if item["from"] == "window":
            return None
        if item["from"] == "courtesan":
            granted = state["granted"][team]
            if granted["courtesan"] >= granted["lady"]:
                return "illegal.courtesan_rule"
        if state["money"][team] < load().price(item["card"]):
            return "illegal.money"
        return None

    def _apply(self, state: State, seat: Seat, action: Action) -> list[Event]:
        return flow.apply(state, load(), seat, action)

    def timeout_action(self, state: State, seat: Seat) -> Action | None:
        legal = self.legal_actions(state, seat)
        for action in legal:
            if action["type"] in PASSES:
                return action
        return None

    def decision_seconds(self, state: State, seat: Seat) -> int | None:
        """The live Stock Exchange gives each pick a few seconds; nothing else is timed."""
        if (not state["over"] and state["phase"] == "morning" and live(state)
                and seat in stock_seats(state)):
            return load().rules.live_pick_seconds
        return None

    def seat_roles(self, players: int, options: Mapping[str, Any] | None, lang: str = "en"
                   ) -> list[str]:
        """Roles follow seat order (table.role): Lady and Gentleman of team 1, of team 2 ...,
        and with an odd count the last seat is the Courtesan. Empty for a player count the
        game does not take (the roles depend on it)."""
        if not self.min_players <= players <= self.max_players:
            return []
        teams = players // 2
        roles = []
        for seat in range(players):
            if seat == 2 * teams:
                roles.append(text.say("role.courtesan", lang))
            else:
                roles.append(text.say("seat_role", lang,
                                      role=text.say(f"role.{'gentleman' if seat % 2 else 'lady'}",
                                                    lang),
                                      team=text.team_label(seat // 2, lang)))
        return roles

    def teams(self, state: State) -> list[list[Seat]]:
        return [[2 * t, 2 * t + 1] for t in range(state["teams"])]

    def team_label(self, state: State, team: int, lang: str = "en") -> str:
        return text.team_label(team, lang)

    def is_over(self, state: State) -> bool:
        return bool(state["over"])

    def result(self, state: State, lang: str = "en") -> Result:
        outcome = state["result"]
        scores = outcome["scores"]
        data = load()
        from engine.ladies_gentlemen.ball import gift_value

        lines = []
        for seat in range(state["players"]):
            lady = seat if seat == state["courtesan"] else seat - seat % 2
            part = scores[str(lady)]
            breakdown = {"wardrobe": part["wardrobe"], "servants": part["servants"],
                         "gossip": -part["gossip"]}
            if seat != state["courtesan"]:
                breakdown["money"] = state["money"][seat // 2]
                if state["courtesan"] is not None:
                    breakdown["gifts"] = gift_value(data, state, seat // 2)
            lines.append(ScoreLine(seat, part["total"], breakdown))
        excluded = outcome["scandal_team"]
        winners = set(outcome["winners"])

        def key(line: ScoreLine) -> tuple:
            out = excluded is not None and line.seat // 2 == excluded and (
                line.seat != state["courtesan"])
            money = line.breakdown.get("money", 0)
            return (line.seat not in winners, out, -line.total, -money, line.seat)

        lines.sort(key=key)
        rank = 0
        previous = None
        for n, line in enumerate(lines, 1):
            k = key(line)[:4]
            if k != previous:
                rank, previous = n, k
            line.rank = rank
        tiebreaks = [text.say("result.tie_money", lang)] if outcome["tiebreak"] else []
        return Result(sorted(winners), lines, tiebreaks, text.result_summary(outcome, lang),
                      teams=self.teams(state))

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return text.say(f"score.{part}", lang)

    def option_label(self, key: str, lang: str = "en") -> str:
        self._option_spec(key)
        return text.say(f"option.{key}.label", lang)

    def option_help(self, key: str, lang: str = "en") -> str:
        self._option_spec(key)
        return text.say(f"option.{key}.help", lang)

    def view(self, state: State, viewer: Seat | None) -> dict[str, Any]:
        return view(state, load(), viewer)

    def resample_hidden(self, state: State, viewer: Seat | None, seed: int) -> State:
        return resample(state, load(), viewer, seed)

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        return text.action_label(state, load(), action, lang)

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        return text.action_path(state, load(), action, lang)

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        return text.describe_event(event, names, lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        return text.phase_label(state, lang)

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        lines = [text.phase_label(state, lang)]
        data = load()
        if viewer is not None:
            mine = role(state, viewer)
            if mine == "courtesan":
                lines.append(text.say("summary.courtesan", lang))
            else:
                lines.append(text.say("summary.role", lang, role=text.say(f"role.{mine}", lang),
                                      team=text.team_label(viewer // 2, lang)))
            if mine == "gentleman":
                lines.append(text.say("summary.money", lang, money=state["money"][viewer // 2]))
            else:
                cards = view(state, data, viewer)["wardrobe"][viewer]
                shown = ", ".join(text.card_label(c, lang, named=True) for c in cards)
                lines.append(text.say("summary.wardrobe", lang,
                                      cards=shown or text.say("summary.nothing", lang)))
        waiting = self.waiting_for(state)
        if waiting:
            lines.append(text.say("summary.waiting", lang,
                                  seats=", ".join(f"{{p{s}}}" for s in waiting)))
        return lines

    def usage_stats(self, state: State) -> dict[str, dict[str, int]]:
        return {group: dict(counts) for group, counts in state["stats"].items() if counts}


GAME = LadiesGentlemen()

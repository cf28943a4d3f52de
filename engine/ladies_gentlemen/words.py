"""Ladies & Gentlemen in words: labels, log lines, phases, refusals and summaries, every
sentence from words.toml. The words read the rule modules; they never decide a rule."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from engine.core import digest
from engine.core.catalogue import COUNT
from engine.core.protocol import (
    Action,
    Event,
    OptionSpec,
    Seat,
    State,
    clip,
    is_german,
)
from engine.core.words import Catalogue, PublicMove, Words
from engine.ladies_gentlemen import flow
from engine.ladies_gentlemen.data import SERVANT, GameData, load
from engine.ladies_gentlemen.evening import half_price, unpayable
from engine.ladies_gentlemen.table import role

WORDS_FILE = Path(__file__).with_name("words.toml")

WORDS = Catalogue(WORDS_FILE)
catalogue = WORDS.messages  # every message: key -> {language: template}


def say(key: str, lang: str | None = "en", **values: object) -> str:
    """One message, placeholders filled; whole numbers as the reader writes them
    ("£1,100", "£1.100")."""
    texts = WORDS.messages().get(key, {})
    # A counted message's count stays a number: the catalogue picks the plural form by it.
    counted = texts.get(COUNT, "count") if "en.other" in texts else None
    shown = {name: digest.number(value, lang or "en")
             if isinstance(value, int) and not isinstance(value, bool) and name != counted
             else value for name, value in values.items()}
    return WORDS.say(key, lang, **shown)


def colour(name: str, lang: str) -> str:
    return say(f"colour.{name}", lang)


def team_name(team: int, lang: str = "en") -> str:
    """'Team blue': a team is named after its colour (its Lady's boutique)."""
    return say("team", lang, colour=colour(load().boutiques[team].colour, lang))


def boutique_name(index: int, lang: str) -> str:
    shop = load().boutiques[index]
    return shop.name_de if is_german(lang) else shop.name


@cache
def card_label(card: str, lang: str = "en", named: bool = False) -> str:
    """A card in words. This and the other labels of one card below name the card alone
    (the printed game's data), so each is worded once per language: a menu words the same
    cards over and over (every choice's look-alikes too, to number them)."""
    data = load()
    if card == SERVANT:
        return say("card.servant", lang, price=data.rules.servant_price)
    if card in data.servants:
        servant = data.servants[card]
        if named:
            return say("card.servant_named", lang, name=servant.name, price=servant.price)
        return say("card.servant", lang, price=servant.price)
    item = data.wardrobe[card]
    marks = (say("card.designers", lang, names=" + ".join(item.designers))
             if item.designers else "")
    return say("card.wardrobe", lang, family=say(f"family.{item.family}", lang),
               designers=marks, stars=item.elegance, price=item.price)


def servant_rule(key: str, lang: str) -> str:
    """'2+ JpG cards: +1 · 4+: +3': what a Servant rewards, as printed on her card."""
    servant = load().servants[key]
    arg = servant.arg
    if servant.kind == "type":
        arg = say(f"type.{arg}", lang)
    what = say(f"picture.condition.{servant.kind}", lang, arg=arg, low=servant.low)
    return say("picture.private.servant_rule", lang, what=what, low_bonus=servant.low_bonus,
               high=servant.high, high_bonus=servant.high_bonus)


@cache
def open_servant_label(key: str, lang: str = "en") -> str:
    """A Servant lying open in a boutique: her name, what she rewards and her price."""
    servant = load().servants[key]
    return say("card.servant_open", lang, name=servant.name, rule=servant_rule(key, lang),
               price=servant.price)


@cache
def artisan_label(key: str, lang: str = "en") -> str:
    art = load().artisans[key]
    return say("artisan", lang, count=art.count, type=say(f"type.{art.type}", lang))


@cache
def contract_label(key: str, lang: str = "en") -> str:
    """A contract by what it asks for: 'coal, cotton and tea'."""
    needs = load().contracts[key].needs
    return digest.listed([say(f"resource.{need}", lang) for need in needs], lang)


def gossip_rule(key: str, lang: str) -> str:
    """When a Gossip card may be passed on, in words."""
    card = load().gossip[key]
    arg = card.arg
    if card.kind in ("family", "no_family"):
        arg = say(f"family.{arg}", lang)
    elif card.kind == "type":
        arg = say(f"type.{arg}", lang)
    return say(f"picture.gossip_rule.{card.kind}", lang, arg=arg)


@cache
def gossip_label(key: str, lang: str = "en") -> str:
    return say("card.gossip", lang, rule=gossip_rule(key, lang))


def twin_number(state: State, action: Action, label: str, lang: str) -> int:
    """1 for the first of the choices offered at once that look exactly alike to the
    player (identical cards are interchangeable), 2 for the second, ..."""
    data = load()
    for seat in flow.to_act(state, data):
        legal = flow.legal_actions(state, data, seat)
        if action not in legal:
            continue
        twins = [a for a in legal if a["type"] == action["type"]
                 and a.get("card") != action.get("card")
                 and _plain_label(state, a, lang) == label]
        earlier = [a for a in twins if legal.index(a) < legal.index(action)]
        return 1 + len({a.get("card") for a in earlier})
    return 1


def _plain_label(state: State, action: Action, lang: str) -> str:
    return LadiesGentlemenWords().plain_label(state, action, lang)


def seat_name(seat: int) -> str:
    return f"{{p{seat}}}"


def role_name(name: str, lang: str = "en") -> str:
    return say(f"role.{name}", lang)


def bill_price(data: GameData, action: Action) -> int:
    """What a bill action costs: the deposit, the card's price, or half of it in a window."""
    if action["type"] == "deposit":
        return data.rules.deposit
    price = data.rules.servant_price if action["card"] == SERVANT else data.price(action["card"])
    return half_price(data, price) if action["type"] == "buy_window" else price


def result_summary(result: dict[str, Any], lang: str = "en") -> str:
    """Who won the Ball and why, seats named ``{p0}`` ..."""
    data = load()
    winners = result["winners"]
    parts = []
    if result.get("scandal_team") is not None:
        parts.append(say("result.scandal", lang,
                         colour=colour(data.boutiques[result["scandal_team"]].colour, lang)))
    if result["courtesan_won"]:
        lady = next(s for s in winners if s % 2 == 0)
        gentleman = next(s for s in winners if s != lady)
        parts.append(say("result.courtesan", lang, lady=seat_name(lady),
                         gentleman=seat_name(gentleman)))
    else:
        team = winners[0] // 2
        parts.append(say("result.team", lang, colour=colour(data.boutiques[team].colour, lang),
                         lady=seat_name(winners[0])))
    return " ".join(parts)


class LadiesGentlemenWords(Words):
    catalogue = WORDS

    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        """The choice as the player sees it; look-alike cards offered at once are told
        apart by a number, never by their internal id."""
        label = self.plain_label(state, action, lang)
        if "card" in action:
            number = twin_number(state, action, label, lang)
            if number > 1:
                label = f"{label} ({number})"
        return clip(label)

    def plain_label(self, state: State, action: Action, lang: str = "en") -> str:
        data = load()
        kind = action["type"]
        values: dict[str, Any] = {}
        if kind == "artisan":
            values["artisan"] = artisan_label(action["card"], lang)
        elif kind == "visit":
            index = next(i for i, s in enumerate(state["boutiques"])
                         if s["colour"] == action["boutique"])
            values.update(boutique=boutique_name(index, lang),
                          colour=colour(action["boutique"], lang))
        elif kind == "stock":
            # Only tokens he has not seen are offered; the action says whether a resource
            # would still be his (what each Gentleman kept today is public).
            values["pos"] = action["pos"] + 1
            if not action.get("keep", True):
                kind = "stock_full"
        elif kind == "sell":
            values.update(resource=say(f"resource.{action['resource']}", lang),
                          price=data.markets[state["market"]][action["resource"]])
        elif kind == "fulfil":
            slot = next(s for s in state["contracts"] if s["key"] == action["contract"])
            contract = data.contracts[slot["key"]]
            values.update(needs=contract_label(slot["key"], lang),
                          gain=contract.proceeds + contract.premium + slot["supplement"])
        elif kind in ("give_card", "gossip"):
            values["who"] = seat_name(action["to"])
        if kind in ("take", "window") and action.get("card") in data.servants:
            values["card"] = open_servant_label(action["card"], lang)  # open in the shop
        elif "card" in action and kind not in ("artisan", "gossip", "gossip_discard"):
            values["card"] = card_label(action["card"], lang)
        elif kind in ("gossip", "gossip_discard"):
            values["card"] = gossip_label(action["card"], lang)
        if kind in ("pay", "buy_window", "deposit"):
            values["price"] = bill_price(data, action)
        return say(f"action.{kind}", lang, **values)

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        kind = event["type"]

        def who(seat: int | None) -> str:
            return names[seat] if seat is not None and 0 <= seat < len(names) else "?"

        values: dict[str, Any] = {"who": who(event.get("seat"))}
        for key in ("to", "owner"):
            if key in event:
                values[key] = who(event[key])
        if "card" in event and kind != "artisan_shown":
            card = event["card"]
            values["card"] = gossip_label(card, lang) if card in load().gossip else card_label(
                card, lang, named=kind in ("servant_joined", "took_card", "window_shown"))
        if "value" in event:
            value = event["value"]
            values["value"] = (artisan_label(value, lang) if value in load().artisans
                               else card_label(value, lang) if event["step"] == "window"
                               else colour(value, lang))
        if kind == "artisan_shown":
            values["artisan"] = artisan_label(event["card"], lang)
        if kind == "stocked":
            values["cards"] = ", ".join(card_label(c, lang, named=True) for c in event["cards"])
        if kind == "visits_shown":
            values["visits"] = ", ".join(f"{who(s)} → {colour(v, lang)}"
                                         for s, v in enumerate(event["visits"]) if v)
        if "boutique" in event:
            values["boutique"] = boutique_name(event["boutique"], lang)
        if "order" in event:
            values["order"] = ", ".join(who(s) for s in event["order"]) or "-"
        if "resource" in event:
            values["resource"] = say(f"resource.{event['resource']}", lang)
        if "pos" in event:
            values["pos"] = event["pos"] + 1
        if "contract" in event:
            values["contract"] = contract_label(event["contract"], lang)
        for key in ("number", "price", "gain", "day"):
            if key in event:
                values[key] = event[key]
        if kind == "phase":
            values["phase"] = say(f"phase.{event['phase']}", lang, day=event["day"])
        return say(f"event.{kind}", lang, **values)

    def digest_phrases(self, seat: Seat, moves: Sequence[PublicMove], names: Sequence[str],
                       lang: str = "en") -> list[str]:
        """Everything said about a seat since, in whoever's move it came out (a secret
        choice is shown when the last one is in); "has decided" only while it is still
        secret."""
        about = [event for move in moves for event in move.events
                 if event.get("seat") == seat and event["type"] not in digest.QUIET]
        kept = [event for event in about if event["type"] != "decided"]
        if about and about[-1]["type"] == "decided":  # a pick not shown yet
            kept.append(about[-1])
        return digest.condense([self.describe_event(e, names, lang) for e in kept],
                               names[seat], lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        if state["over"]:
            return say("phase.over", lang)
        return say(f"phase.{state['phase']}", lang, day=state["day"])

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        lines = [self.phase_label(state, lang)]
        if viewer is not None:
            mine = role(state, viewer)
            if mine == "courtesan":
                lines.append(say("summary.courtesan", lang))
            else:
                lines.append(say("summary.role", lang, role=role_name(mine, lang),
                                 team=team_name(viewer // 2, lang)))
            if mine == "gentleman":
                lines.append(say("summary.money", lang, money=state["money"][viewer // 2]))
            else:
                # A seat sees its own wardrobe whole, its Servants' names included.
                cards = state["wardrobe"][viewer]
                shown = ", ".join(card_label(c, lang, named=True) for c in cards)
                lines.append(say("summary.wardrobe", lang,
                                 cards=shown or say("summary.nothing", lang)))
        return lines  # whom the game waits for is the bot's turn line, said once

    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        """Names the reason only from what ``seat`` may see: a bill's details and the money
        are told to the Gentleman settling it, never to anyone else."""
        data = load()
        acting = flow.to_act(state, data)
        if seat in flow.decided(state, data) and seat not in acting:
            return say("illegal.decided", lang)
        kind = action.get("type")
        pos = action.get("pos")
        if (kind == "stock" and isinstance(pos, int) and 0 <= pos < len(state["stock"])
                and state["stock"][pos] is None):
            return say("illegal.taken", lang)
        if kind == "pay" and self._settling(state, seat, acting):
            reason = unpayable(state, data, seat // 2)
            if reason:
                return say(f"illegal.{reason}", lang)
        hired = any(seat in shop["servant_taken"] for shop in state["boutiques"]
                    if shop.get("open") and seat in shop["order"])
        if kind == "take" and action.get("card") in data.servants and hired:
            return say("illegal.servant", lang)
        legal = flow.legal_actions(state, data, seat)
        allowed = ", ".join(sorted({a["type"] for a in legal}))
        return say("illegal.generic", lang, allowed=allowed)

    @staticmethod
    def _settling(state: State, seat: Seat, acting: list[Seat]) -> bool:
        return (state["phase"] == "evening" and state["evening_step"] == "bills"
                and role(state, seat) == "gentleman" and seat in acting)

    def seat_roles(self, players: int, options: Mapping[str, Any] | None,
                   lang: str = "en") -> list[str]:
        """Roles follow seat order (table.role): Lady and Gentleman of team 1, of team 2 ...,
        and with an odd count the last seat is the Courtesan. Empty for a player count the
        game does not take (the roles depend on it)."""
        rules = load().rules
        if not rules.min_players <= players <= rules.max_players:
            return []
        teams = players // 2
        roles = []
        for seat in range(players):
            if seat == 2 * teams:
                roles.append(role_name("courtesan", lang))
            else:
                roles.append(say("seat_role", lang,
                                 role=role_name("gentleman" if seat % 2 else "lady", lang),
                                 team=team_name(seat // 2, lang)))
        return roles

    def team_label(self, state: State, team: int, lang: str = "en") -> str:
        return team_name(team, lang)

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return say(f"score.{part}", lang)

    def option_label(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}.label", lang)

    def option_help(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}.help", lang)


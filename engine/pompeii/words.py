"""Pompeii in words: button labels, menu paths, log lines, phase and result texts,
refusals, and the helpers that put cards, places and money into sentences (the pictures
share them).

Every sentence comes from ``words.toml`` (English and German); this module picks and fills
them. ``lang`` is ``"de"`` for German, anything else for English.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from engine.core import digest
from engine.core.protocol import Action, Event, OptionSpec, Seat, State, Words, clip, is_german
from engine.core.words import Catalogue, PublicMove
from engine.pompeii.data import load
from engine.pompeii.moves import legal_actions
from engine.pompeii.table import clients_waiting, owned, place_of_client, value_saved
from engine.pompeii.track import next_free_space

WORDS_FILE = Path(__file__).with_name("words.toml")

WORDS = Catalogue(WORDS_FILE)
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled


def money(amount: int, lang: str, compact: bool = False) -> str:
    """An amount of sesterces as a reader of ``lang`` writes it: "5.050 ST" in German,
    "5,050 ST" in English. ``compact`` is the board's tiny price tag without the unit:
    "5,1k" / "5.1k" from 1,000 on."""
    german = is_german(lang)
    if compact and amount >= 1000:
        short = f"{amount // 100 / 10:g}k"
        return short.replace(".", ",") if german else short
    grouped = f"{amount:,}"
    if german:
        grouped = grouped.replace(",", ".")
    return grouped if compact else say("money.amount", lang, amount=grouped)


def card_name(number: int, lang: str = "en") -> str:
    return say("card.name", lang, number=number, name=load().cards[number].name)


def seat_ref(seat: Seat) -> str:
    return f"{{p{seat}}}"


def place_name(node: str | None, lang: str = "en") -> str:
    data = load()
    if node is None:
        return say("place.outside", lang)
    if node.startswith("house"):
        return say("place.house", lang, house=node[5:])
    if node.startswith("gate"):
        return data.gates[int(node[4:])].name
    if node.startswith("b"):
        return data.cards[int(node[1:])].name
    quarter = data.node_quarter[node]
    if "~" in node:
        return say("place.street", lang, quarter=quarter)
    return say("place.quarter", lang, quarter=quarter)


def route_label(action: Action, lang: str = "en") -> str:
    """A way through the city as a phone button: the crossroads it passes (the first and
    last three of a long way), where it stops ("Via 15 › 7: Porta Herculanensis"), and the
    gate it heads for when the points run out first."""
    path, goal = action["path"], action["to"]
    stop = path[-1]
    where = place_name(stop, lang)
    if stop.startswith("q") and "~" not in stop:
        where = say("label.route_crossroads", lang, number=stop[1:])
    elif "~" in stop:  # a street point "qA~qB~i", named by its ends in the walk's direction
        first, second, step = stop.split("~")
        ends = [place_name(first, lang).split()[-1], place_name(second, lang).split()[-1]]
        came = path[-2] if len(path) > 1 else first
        if came == second or (came.startswith(f"{first}~{second}~")
                              and int(came.rsplit("~", 1)[1]) > int(step)):
            ends.reverse()
        where = say("label.route_street", lang, a=ends[0], b=ends[1])
    gate = place_name(goal, lang).split()[-1]
    if stop != goal and goal.startswith("gate") and gate not in where:
        where = say("label.route_towards", lang, stop=where, goal=gate)
    via = [n[1:] for n in path[:-1] if n.startswith("q") and "~" not in n]
    if len(via) > 6:
        via = [*via[:3], "…", *via[-3:]]
    if not via:
        return clip(say("label.route_direct", lang, stop=where))
    return clip(say("label.route", lang, via=" › ".join(via), stop=where))


def space_name(space: int, lang: str = "en") -> str:
    data = load()
    if space == 0:
        return say("place.ingressus", lang)
    if space in data.fortuna:
        return say("place.fortuna", lang, space=space)
    return f"{say('place.track', lang, space=space)} {card_name(data.spaces[space], lang)}"


def vita_text(index: int, lang: str = "en") -> str:
    card = load().vita[index]
    if card.kind == "ultima":
        return say("vita.ultima", lang)
    if card.kind == "goto":
        return say("vita.goto", lang, place=load().cards[card.card].name)
    return say(f"vita.{card.kind}", lang, person=card_name(card.card, lang),
               amount=money(card.amount, lang))


def vesuvius_text(card: str, lang: str = "en") -> str:
    if card.startswith("q"):
        return say("vesuvius.quarter", lang, quarter=card[1:])
    return say(f"vesuvius.{card}", lang)


def _name(names: Sequence[str], seat: Seat | None) -> str:
    if seat is None:
        return "?"
    return names[seat] if 0 <= seat < len(names) else f"P{seat + 1}"


def rolled_text(event: Event, who: str, lang: str) -> str:
    """The dice of a roll: "Ann rolls 4.", "Ann rolls 3 + 5 = 8." and, in the eruption,
    the green points they give."""
    dice = event["dice"]
    if len(dice) == 1:
        return say("event.rolled_one", lang, who=who, dice=dice[0])
    shown = " + ".join(map(str, dice))
    if "points" not in event:
        return say("event.rolled", lang, who=who, dice=shown, total=sum(dice))
    key = "event.rolled_double" if dice[0] == dice[1] else "event.rolled_points"
    return say(key, lang, who=who, dice=shown, total=sum(dice), points=event["points"])


def status_text(state: State, seat: Seat, lang: str = "en") -> str:
    info = state["seats"][seat]
    if info["status"] == "track":
        return say("status.track", lang, place=space_name(info["pos"], lang))
    if info["status"] == "out":
        return say("status.out", lang)
    if not info["alive"]:
        return say("status.dead", lang)
    place = say("place.outside", lang) if info["outside"] else place_name(info["place"], lang)
    return say("status.city", lang, place=place)


def seat_phase(state: State, seat: Seat, lang: str = "en") -> str:
    """Which part of the game a player is in: phase 1 on the track, 2 in the city, 3 in the
    eruption, or out."""
    status = state["seats"][seat]["status"]
    if status == "out":
        return say("seat_phase.out", lang)
    if status == "track":
        return say("seat_phase.track", lang)
    return say("seat_phase.city" if state["phase"] == "life" else "seat_phase.eruption", lang)


def tiebreaks(keys: dict[Seat, tuple[int, int, int]], winners: list[Seat],
              lang: str = "en") -> list[str]:
    if not winners:
        return []
    best = keys[winners[0]]
    same_value = [s for s in keys if keys[s][0] == best[0]]
    if len(same_value) == 1:
        return []
    same_count = [s for s in same_value if keys[s][1] == best[1]]
    if len(same_count) == 1:
        return [say("result.by_count", lang)]
    return [say("result.by_cash", lang)]


def result_summary(state: State, winners: list[Seat], lang: str = "en") -> str:
    if not winners:
        return say("result.nobody", lang)
    value = money(value_saved(state, winners[0]), lang)
    if len(winners) > 1:
        joined = ", ".join(seat_ref(s) for s in winners)
        return say("result.shared", lang, who=joined, value=value)
    seat = winners[0]
    info = state["seats"][seat]
    key = "result.winner" if info["alive"] else "result.hero_after_death"
    return say(key, lang, who=seat_ref(seat), value=value)


class PompeiiWords(Words):
    catalogue = WORDS

    def option_help_text(self, lang: str = "en") -> str:
        low, high = load().rules.ultima_die_window
        return say("option.ultima.help", lang, low=low, high=high)

    def option_label(self, spec: OptionSpec, lang: str = "en") -> str:
        return say(f"option.{spec.key}.label", lang)

    def option_help(self, spec: OptionSpec, lang: str = "en") -> str:
        return self.option_help_text(lang)


    def action_label(self, state: State, action: Action, lang: str = "en") -> str:
        data = load()
        kind = action["type"]
        if kind in ("buy", "fortuna", "accept", "sell", "offer"):
            card = action["card"] if kind != "accept" else state["offer"]["card"]
            if kind == "sell":
                price = data.bank_price(card)
            elif kind == "accept":
                price = state["offer"]["price"]
            elif kind == "offer":
                price = action["price"]
            else:
                price = data.cards[card].price
            buyer = seat_ref(action["buyer"]) if kind == "offer" else ""
            return clip(say(f"label.{kind}", lang, card=card_name(card, lang),
                            price=money(price, lang), buyer=buyer))
        if kind == "combine":
            return clip(say("label.combine", lang, person=card_name(action["person"], lang),
                            building=card_name(action["building"], lang)))
        if kind == "enter":
            info = state["seats"][state["current"]]
            return say("label.enter", lang, house=data.citizen(info["colour"]).house)
        if kind == "move_on":
            seat = state["current"]
            return say("label.move_on", lang,
                       space=next_free_space(state, state["seats"][seat]["pos"]))
        if kind == "pay":
            return say("label.pay", lang, amount=money(state["debt"]["amount"], lang))
        if kind == "draw":
            return say("label.draw_vita" if state["phase"] == "life" else "label.draw_vesuvius",
                       lang)
        if kind == "rescue":
            card = action["card"]
            return clip(say("label.rescue", lang, card=card_name(card, lang),
                            place=place_name(place_of_client(state, card), lang)))
        if kind == "route":
            return route_label(action, lang)
        if kind == "carry":
            carried = state["seats"][state["current"]]["carrying"]
            return clip(say("label.carry", lang, card=card_name(carried, lang)))
        return say(f"label.{kind}", lang)

    def action_path(self, state: State, action: Action, lang: str = "en") -> tuple[str, ...]:
        kind = action["type"]
        if kind == "combine":
            return (say("menu.combine", lang), clip(card_name(action["building"], lang)),
                    clip(card_name(action["person"], lang)))
        if kind == "sell":
            return (say("menu.sell", lang), self.action_label(state, action, lang))
        if kind == "offer":
            return (say("menu.offer", lang), clip(card_name(action["card"], lang)),
                    seat_ref(action["buyer"]), money(action["price"], lang))
        if kind == "rescue":
            return (say("menu.rescue", lang), self.action_label(state, action, lang))
        if kind == "fortuna":
            return (say("menu.fortuna", lang), self.action_label(state, action, lang))
        return (self.action_label(state, action, lang),)

    def describe_event(self, event: Event, names: Sequence[str], lang: str = "en") -> str:
        kind = event["type"]
        who = _name(names, event.get("seat"))
        if kind == "moved":
            key = "event.moved_back" if event["back"] else "event.moved"
            return say(key, lang, who=who, start=space_name(event["from"], lang),
                       end=space_name(event["to"], lang))
        if kind == "moved_on":
            return say("event.moved_on", lang, who=who, start=space_name(event["from"], lang),
                       end=space_name(event["to"], lang))
        if kind == "bought":
            key = "event.bought_fortuna" if event["fortuna"] else "event.bought"
            return say(key, lang, who=who, card=card_name(event["card"], lang),
                       price=money(event["price"], lang))
        if kind == "combined":
            return say("event.combined", lang, who=who, person=card_name(event["person"], lang),
                       building=card_name(event["building"], lang))
        if kind in ("sold_to_bank", "offered", "refused", "bought_from", "withdrawn",
                    "offer_lapsed"):
            return say(f"event.{kind}", lang, who=who, card=card_name(event["card"], lang),
                       amount=money(event.get("amount", 0), lang),
                       price=money(event.get("price", 0), lang),
                       buyer=_name(names, event.get("buyer")),
                       seller=_name(names, event.get("seller")))
        if kind == "entered":
            return say("event.entered", lang, who=who, house=event["house"])
        if kind == "vita":
            return say("event.vita", lang, who=who, card=vita_text(event["card"], lang))
        if kind == "went":
            return say("event.went", lang, who=who, place=place_name(event["place"], lang))
        if kind == "no_payment":
            return say("event.no_payment", lang, person=card_name(event["card"], lang))
        if kind == "income":
            return say("event.income", lang, who=who, person=card_name(event["card"], lang),
                       amount=money(event["amount"], lang))
        if kind == "short":
            return say("event.short", lang, who=who, amount=money(event["amount"], lang))
        if kind == "paid":
            key = "event.paid" if event["amount"] == event["owed"] else "event.paid_short"
            return say(key, lang, who=who, to=_name(names, event["to"]),
                       amount=money(event["amount"], lang), owed=money(event["owed"], lang))
        if kind == "vesuvius_impatient":
            return say("event.impatient", lang, round=event["round"])
        if kind == "vesuvius":
            return say("event.vesuvius", lang, who=who, card=vesuvius_text(event["card"], lang))
        if kind == "died":
            return say("event.died", lang, who=who, quarter=event["quarter"])
        if kind in ("client_lost", "picked_up", "saved"):
            return say(f"event.{kind}", lang, who=who, card=card_name(event["card"], lang))
        if kind == "rolled":
            return rolled_text(event, who, lang)
        if kind == "phase" and "seat" in event:
            return say("event.turn", lang, who=who, round=event["round"])
        if kind == "walked":
            return say("event.walked", lang, who=who, steps=event["steps"],
                       place=place_name(event["to"], lang))
        if kind == "game_over":
            return say("event.game_over", lang, reason=say(f"reason.{event['reason']}", lang))
        return say(f"event.{kind}", lang, who=who)

    def digest_phrases(self, seat: Seat, moves: Sequence[PublicMove], names: Sequence[str],
                       lang: str = "en") -> list[str]:
        """A seat's turns since: one walk along the track (from where it stood to where it
        stands), its purchases in one phrase, no dice and no "ends the turn"."""
        texts: list[str] = []
        walks: list[Event] = []
        bought: list[Event] = []
        walks_at = bought_at = -1
        for event in digest.own_events(seat, moves):
            kind = event["type"]
            if kind in ("rolled", "turn_ended"):
                continue
            if kind in ("moved", "moved_on"):
                if not walks:
                    walks_at = len(texts)
                    texts.append("")
                walks.append(event)
                continue
            if kind == "bought" and not event["fortuna"]:
                if not bought:
                    bought_at = len(texts)
                    texts.append("")
                bought.append(event)
                continue
            texts.append(self.describe_event(event, names, lang))
        if walks:  # one step back alone reads as such; a longer walk from start to end
            trip = walks[0] if len(walks) == 1 else {
                "type": "moved", "seat": seat, "from": walks[0]["from"], "to": walks[-1]["to"],
                "back": False}
            texts[walks_at] = self.describe_event(trip, names, lang)
        if bought:
            cards = digest.listed([card_name(e["card"], lang) for e in bought], lang)
            texts[bought_at] = say("event.bought", lang, who=names[seat], card=cards,
                                   price=money(sum(int(e["price"]) for e in bought), lang))
        return digest.condense(texts, names[seat], lang)

    def phase_label(self, state: State, lang: str = "en") -> str:
        if state["phase"] == "life":
            return say("phase.track", lang, round=state["round"])
        if state["phase"] == "eruption":
            return say("phase.eruption", lang, left=len(state["vesuvius"]))
        return say("phase.over", lang)

    def summary(self, state: State, viewer: Seat | None, lang: str = "en") -> list[str]:
        data = load()
        lines = [self.phase_label(state, lang)]
        for seat, info in enumerate(state["seats"]):
            lines.append(say(
                "summary.seat", lang, who=seat_ref(seat), phase=seat_phase(state, seat, lang),
                colour=say(f"colour.{info['colour']}", lang),
                citizen=data.citizen(info["colour"]).name, cash=money(info["cash"], lang),
                cards=len(owned(state, seat)), status=status_text(state, seat, lang),
                saved=money(value_saved(state, seat), lang)))
        offer = state["offer"]
        if offer is not None:
            lines.append(say("summary.offer", lang, seller=seat_ref(offer["seller"]),
                             buyer=seat_ref(offer["buyer"]), card=card_name(offer["card"], lang),
                             price=money(offer["price"], lang)))
        if state["debt"] is not None:
            lines.append(say("summary.debt", lang, who=seat_ref(state["debt"]["seat"]),
                             amount=money(state["debt"]["amount"], lang)))
        if state["phase"] != "life":
            lines.append(say("summary.clients", lang, count=len(clients_waiting(state)),
                             quarters=len(state["destroyed"])))
        return lines

    def explain_illegal(self, state: State, seat: Seat, action: Action,
                        lang: str = "en") -> str:
        allowed = sorted({a["type"] for a in legal_actions(state, seat)})
        kind = action.get("type")
        if kind in ("back", "withdraw", "accept", "refuse") and kind not in allowed:
            listed = ", ".join(allowed) or say("refusal.nothing", lang)
            return say(f"refusal.{kind}", lang, allowed=listed)
        return say("refusal.not_now", lang, kind=kind, allowed=", ".join(allowed))

    def score_part_label(self, part: str, lang: str = "en") -> str:
        return say(f"score.{part}", lang)

    def score_text(self, part: str | None, value: int, lang: str = "en") -> str:
        return str(value) if part == "saved_persons" else money(value, lang)

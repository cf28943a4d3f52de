"""Words for players: labels, log lines, phases and summaries, all from words.toml."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from engine.core import words
from engine.core.protocol import Action, Event, State, clip, is_german
from engine.ladies_gentlemen.data import SERVANT, GameData, load

WORDS_FILE = Path(__file__).with_name("words.toml")


WORDS = words.Catalogue(WORDS_FILE)
catalogue = WORDS.messages  # every message: key -> {language: template}
say = WORDS.say  # say(key, lang, **values): one message, placeholders filled


def colour(name: str, lang: str) -> str:
    return say(f"colour.{name}", lang)


def team_label(team: int, lang: str = "en") -> str:
    return say("team", lang, colour=colour(load().boutiques[team].colour, lang))


def boutique_name(index: int, lang: str) -> str:
    shop = load().boutiques[index]
    return shop.name_de if is_german(lang) else shop.name


def card_label(card: str, lang: str = "en", named: bool = False) -> str:
    data = load()
    if card == SERVANT:
        return say("card.servant", lang, price=data.rules.servant_price)
    if card in data.servants:
        servant = data.servants[card]
        if named:
            return say("card.servant_named", lang, name=servant.name, price=servant.price)
        return say("card.servant", lang, price=servant.price)
    item = data.wardrobe[card]
    marks = "".join(f"{d} " for d in item.designers)
    return say("card.wardrobe", lang, family=say(f"family.{item.family}", lang),
               designers=marks, stars=item.elegance, price=item.price, code=card)


def artisan_label(key: str, lang: str = "en") -> str:
    art = load().artisans[key]
    return say("artisan", lang, count=art.count, type=say(f"type.{art.type}", lang), code=key)


def seat_name(seat: int) -> str:
    return f"{{p{seat}}}"


def action_label(state: State, data: GameData, action: Action, lang: str = "en") -> str:
    kind = action["type"]
    values: dict[str, Any] = {}
    if kind == "artisan":
        values["artisan"] = artisan_label(action["card"], lang)
    elif kind == "visit":
        index = next(i for i, s in enumerate(state["boutiques"])
                     if s["colour"] == action["boutique"])
        values.update(boutique=boutique_name(index, lang), colour=colour(action["boutique"], lang))
    elif kind == "stock":
        values["pos"] = action["pos"] + 1
    elif kind == "sell":
        values.update(resource=say(f"resource.{action['resource']}", lang),
                      price=data.markets[state["market"]][action["resource"]])
    elif kind == "fulfil":
        slot = next(s for s in state["contracts"] if s["key"] == action["contract"])
        contract = data.contracts[slot["key"]]
        values.update(code=slot["key"],
                      gain=contract.proceeds + contract.premium + slot["supplement"])
    elif kind in ("give_card", "gossip"):
        values["who"] = seat_name(action["to"])
    if "card" in action and kind not in ("artisan", "gossip", "gossip_discard"):
        values["card"] = card_label(action["card"], lang)
    elif kind in ("gossip", "gossip_discard"):
        values["card"] = action["card"]
    if kind in ("pay", "buy_window", "deposit"):
        values["price"] = _bill_price(state, data, action)
    return clip(say(f"action.{kind}", lang, **values))


def _bill_price(state: State, data: GameData, action: Action) -> int:
    from engine.ladies_gentlemen.evening import half_price

    if action["type"] == "deposit":
        return data.rules.deposit
    price = data.rules.servant_price if action["card"] == SERVANT else data.price(action["card"])
    return half_price(data, price) if action["type"] == "buy_window" else price


def action_path(state: State, data: GameData, action: Action, lang: str = "en"
                ) -> tuple[str, ...]:
    return (action_label(state, data, action, lang),)


def phase_label(state: State, lang: str = "en") -> str:
    if state["over"]:
        return say("phase.over", lang)
    return say(f"phase.{state['phase']}", lang, day=state["day"])


def describe_event(event: Event, names: Sequence[str], lang: str = "en") -> str:
    kind = event["type"]

    def who(seat: int | None) -> str:
        return names[seat] if seat is not None and 0 <= seat < len(names) else "?"

    values: dict[str, Any] = {"who": who(event.get("seat"))}
    for key in ("to", "owner"):
        if key in event:
            values[key] = who(event[key])
    if "card" in event and kind != "artisan_shown":
        card = event["card"]
        values["card"] = card if card in load().gossip else card_label(
            card, lang, named=kind == "servant_joined")
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
    for key in ("number", "price", "gain", "contract", "day"):
        if key in event:
            values[key] = event[key]
    if kind == "phase":
        values["phase"] = say(f"phase.{event['phase']}", lang, day=event["day"])
    if kind == "ball":
        values["summary"] = ball_summary(event, names, lang)
    return say(f"event.{kind}", lang, **values)


def ball_summary(result: dict[str, Any], names: Sequence[str], lang: str) -> str:
    from engine.core.protocol import fill_names

    text = result_summary(result, lang)
    return fill_names(text, names)


def result_summary(result: dict[str, Any], lang: str = "en") -> str:
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

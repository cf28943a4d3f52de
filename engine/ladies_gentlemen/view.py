"""What each seat may see. Servants lie open in the shops (to those who look in) and in the
windows (to all); once bought they show as "servant" to everyone but the Lady who holds
them; money only to its Gentleman; hands, Gossip and pending picks only to their owner."""

from __future__ import annotations

from typing import Any

from engine.core.protocol import Seat, State
from engine.ladies_gentlemen import flow, morning
from engine.ladies_gentlemen.data import SERVANT, GameData
from engine.ladies_gentlemen.table import role


def mask(data: GameData, cards: list[str], owner_sees: bool) -> list[str]:
    return [c if owner_sees or c not in data.servants else SERVANT for c in cards]


def view(state: State, data: GameData, viewer: Seat | None) -> dict[str, Any]:
    over = state["over"]
    players = state["players"]
    seats = range(players)
    me = viewer
    team = None if me is None or me == state["courtesan"] else me // 2
    is_gent = me is not None and role(state, me) == "gentleman"

    def sees_servants(seat: Seat) -> bool:
        return over or me == seat

    shops = []
    for index, shop in enumerate(state["boutiques"]):
        owner = 2 * index
        look = over or me == owner or (me is not None and me in shop["order"])
        shops.append({
            "colour": shop["colour"], "artisan": shop["artisan"],
            "window": shop["window"],  # on show to all, a Servant too
            "count": len(shop["cards"]),
            "cards": list(shop["cards"]) if look else None,  # Servants lie open
            "order": list(shop["order"]), "turn": shop["turn"] if shop["open"] else None,
            "stopped": list(shop["stopped"]), "open": shop["open"],
        })
    stock = []
    for pos, token in enumerate(state["stock"]):
        if token is None:
            stock.append("taken")
        elif team is not None and is_gent and str(pos) in state["stock_known"][team]:
            stock.append(token)
        else:
            stock.append("hidden")
    pending = state["picks"][me] if me is not None else None
    stock_pick = state["stock_picks"][team] if is_gent and team is not None else None
    presented = []
    for t in range(state["teams"]):
        items = state["presented"][t]
        show = over or (is_gent and team == t)
        presented.append([{"card": _card(data, i["card"], False), "from": i["from"]}
                          for i in items] if show else len(items))
    out: dict[str, Any] = {
        "game": "ladies-gentlemen",  # the pictures find their renderer by this key
        "viewer": me, "players": players, "teams": state["teams"],
        "courtesan": state["courtesan"], "day": state["day"], "phase": state["phase"],
        "ladies_step": state["ladies_step"], "gents_step": state["gents_step"],
        "evening_step": state["evening_step"], "options": dict(state["options"]),
        "market": state["market"], "contracts": [dict(c) for c in state["contracts"]],
        "contract_pile": len(state["contract_pile"]),
        "numbers": list(state["numbers"]), "resources": [dict(r) for r in state["resources"]],
        "money": [m if over or (is_gent and team == t) else None
                  for t, m in enumerate(state["money"])],
        "stock": stock, "boutiques": shops, "visits": list(state["visits"]),
        "business_turn": state["business_turn"],
        "wardrobe": [mask(data, state["wardrobe"][s], sees_servants(s)) for s in seats],
        "purchases": [list(state["purchases"][s]) if over or me == s
                      else len(state["purchases"][s]) for s in seats],
        "deposits": [mask(data, state["deposits"][s], sees_servants(s))
                     if over or me == s or (is_gent and me == s + 1)
                     else len(state["deposits"][s]) for s in seats],
        "to_share": (list(state["to_share"]) if me == state["courtesan"]
                     else len(state.get("to_share", []))),
        "carried": (list(state["carried"]) if over or me == state["courtesan"]
                    else len(state["carried"])),
        "refused_courtesan": (list(state["refused_courtesan"]) if me == state["courtesan"]
                              else len(state["refused_courtesan"])),
        "presented": presented,
        "shared": [mask(data, cards, False) for cards in state["shared"]],
        "granted": [dict(g) for g in state["granted"]],
        "gifts": [dict(g) for g in state["gifts"]],
        "gossip": [list(state["gossip"][s]) if over or me == s else len(state["gossip"][s])
                   for s in seats],
        "originals": list(state["originals"][me]) if me is not None else None,
        "gossip_given_to": list(state["gossip_given_to"]),
        "artisan_hand": list(state["artisan_hands"][me]) if me is not None else None,
        "artisan_discard": list(state["artisan_discard"]),
        "artisan_deck": len(state["artisan_deck"]),
        "decks": {k: len(v) for k, v in state["decks"].items()},
        "pick": pending, "stock_pick": stock_pick, "clash_order": morning.clash_order(state),
        "kept_today": list(state["kept_today"]),
        "window_choice": list(state.get("window_choice", [])),
        "decided": flow.decided(state, data), "to_act": flow.to_act(state, data),
        "result": state["result"],
    }
    return out


def _card(data: GameData, card: str, sees: bool) -> str:
    return card if sees or card not in data.servants else SERVANT

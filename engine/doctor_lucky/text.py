"""Words for players: button labels, menu paths, log lines and card names."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.protocol import LABEL_MAX, Action, Event, State
from engine.doctor_lucky.data import AID, MOVE, card_arg, card_kind, load
from engine.doctor_lucky.reaction import rescue_value


def clip(text: str, limit: int = LABEL_MAX) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def room_label(room: str | None) -> str:
    if room is None:
        return "nowhere"
    return load().rooms[room].label


def card_name(card: str) -> str:
    """A card as a player would name it, e.g. 'Whiskey (aid 2, 6 in Captain's Cabin)'."""
    data = load()
    kind, arg = card_kind(card), card_arg(card)
    if kind == MOVE:
        room = data.rooms[arg]
        steps = data.deck(room.deck).steps
        return f"{room.label} (move card, deck {room.deck}, {steps} steps)"
    if kind == AID:
        return aid_name(arg)
    return f"F-{arg} failure card"


def aid_name(aid: str) -> str:
    card = load().aids[aid]
    bonus = room_label(card.bonus_room)
    return f"{card.name} (aid {card.value}, {card.bonus_value} in {bonus})"


def seat(index: int | None) -> str:
    return "nobody" if index is None else f"{{p{index}}}"


def who_label(who: str) -> str:
    return "yourself" if who == "self" else "Doctor Lucky"


def action_label(state: State, action: Action) -> str:
    kind = action["type"]
    if kind == "snoop":
        here = state["pawns"][state["current"]] == action["room"]
        where = f"stay in {room_label(action['room'])}" if here else (
            f"go to {room_label(action['room'])}")
        draw = "draw a card" if action["draw"] else "no card"
        return clip(f"Snoop: {where}, {draw}")
    if kind == "step":
        return clip(f"Free step to {room_label(action['room'])}")
    if kind == "move_card":
        return clip(f"Play move card {card_name(MOVE + ':' + action['card'])}")
    if kind == "send":
        return clip(f"Move {who_label(action['who'])} to {room_label(action['room'])}")
    if kind == "cancel":
        return "Take the card back"
    if kind == "rescue":
        value = rescue_value(state, action["aid"])
        if action["aid"] is None:
            return f"Save Doctor Lucky with no aid card ({value} point)"
        return clip(f"Save Doctor Lucky with {load().aids[action['aid']].name} ({value} points)")
    if kind == "end_turn":
        return "End your turn"
    if kind == "fail":
        return f"Play an F-{action['points']} failure card"
    if kind == "pass":
        rescue = state["rescue"]
        played = rescue is not None and any(
            p["seat"] == rescue["order"][rescue["index"]] for p in rescue["plays"])
        return "Done" if played else "Pass"
    if kind == "penalty":
        return f"Give {seat(action['target'])} a penalty"
    return kind


def action_path(state: State, action: Action) -> tuple[str, ...]:
    kind = action["type"]
    if kind == "snoop":
        here = state["pawns"][state["current"]] == action["room"]
        where = ("Stay in " if here else "Go to ") + room_label(action["room"])
        return ("Snoop", clip(where), "Draw a card" if action["draw"] else "Do not draw")
    if kind == "step":
        return ("Take your free step", clip(room_label(action["room"])))
    if kind == "move_card":
        return ("Play a move card", clip(card_name(MOVE + ":" + action["card"])))
    if kind == "send":
        return (clip(f"Move {who_label(action['who'])}"), clip(room_label(action["room"])))
    if kind == "rescue":
        value = rescue_value(state, action["aid"])
        if action["aid"] is None:
            return ("Save Doctor Lucky", f"No aid card ({value} point)")
        name = load().aids[action["aid"]].name
        return ("Save Doctor Lucky", clip(f"{name} ({value} points)"))
    if kind == "penalty":
        return ("Penalty", seat(action["target"]))
    return (action_label(state, action),)


def _name(names: Sequence[str], index: int | None) -> str:
    if index is None:
        return "nobody"
    return names[index] if 0 <= index < len(names) else f"player {index + 1}"


def describe_event(event: Event, names: Sequence[str]) -> str:
    kind = event["type"]
    who = _name(names, event.get("seat"))
    if kind == "snoop":
        return f"{who} snoops around in {room_label(event['room'])}."
    if kind == "draw":
        return f"{who} draws a card from the deck {event['deck']} pile ({event['left']} left)."
    if kind == "drawn_card":
        return f"{who} drew {card_name(event['card'])}."
    if kind == "step":
        return f"{who} steps to {room_label(event['room'])}."
    if kind == "send":
        moved = "themselves" if event["who"] == "self" else "Doctor Lucky"
        card = room_label(event["card"])
        return f"{who} plays the {card} card and moves {moved} to {room_label(event['room'])}."
    if kind == "end_turn":
        return f"{who} ends the turn."
    if kind == "rescue":
        aid = "no aid card" if event["aid"] is None else load().aids[event["aid"]].name
        seen = ", ".join(_name(names, s) for s in event["witnesses"])
        return (f"{who} tries to save Doctor Lucky in {room_label(event['room'])} with {aid}, "
                f"worth {event['value']}; seen by {seen}.")
    if kind == "reaction_turn":
        return f"{who}: play failure cards or pass ({event['needed']} points still needed)."
    if kind == "fail":
        total, needed = event["total"], event["needed"]
        return f"{who} plays {event['points']} failure point(s): {total} of {needed}."
    if kind == "pass":
        return f"{who} is done." if event["played"] else f"{who} passes."
    if kind == "foiled":
        points, value = event["points"], event["value"]
        return f"The rescue attempt fails: {points} failure points against {value}."
    if kind == "rescued":
        return f"{who} saves Doctor Lucky and goes down in history!"
    if kind == "flood":
        moved = ", ".join(_name(names, s) for s in event["moved"])
        text = f"Deck {event['deck']} floods!"
        if event["refuge"] is None:
            return text + " The ship sinks."
        climbers = [moved] if moved else []
        if event.get("doctor"):
            climbers.append("Doctor Lucky")
        if climbers:
            text += f" {' and '.join(climbers)} climb(s) to {room_label(event['refuge'])}."
        return text
    if kind == "doctor_moves":
        before, after = room_label(event["from"]), room_label(event["to"])
        return f"Doctor Lucky wanders from {before} to {after}."
    if kind == "phase":
        text = f"Turn {event['turn']}: {who} to play."
        if event.get("jump"):
            text += " Doctor Lucky came to their room, so they go next."
        return text
    if kind == "penalty":
        return f"{who} takes {event['count']} penalty point(s)."
    if kind == "game_over":
        if event["winner"] is None:
            return "Game over: deck A floods, the ship sinks and nobody wins."
        return f"Game over: {_name(names, event['winner'])} saved Doctor Lucky."
    return kind


def phase_label(state: State) -> str:
    if state["phase"] == "over":
        if state["end_reason"] == "sunk":
            return "Game over - the ship sank"
        return "Game over - Doctor Lucky saved"
    if state["phase"] == "reaction":
        return f"Turn {state['turn_number']} - rescue attempt"
    afloat = [d.key for d in load().decks if d.key not in state["flooded"]]
    return f"Turn {state['turn_number']} - decks {''.join(afloat)} afloat"



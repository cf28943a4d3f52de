"""Command line: ``python -m render demo --game G --players N --seed S --out DIR``.

Plays one game between built-in AIs and writes the public picture at the start of every
phase (for Save Doctor Lucky: after every turn) and at the end, then the score sheet,
printing one line per file.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, NoReturn

from engine.cli import OneLineParser
from engine.core.protocol import BadOptions, Game
from engine.core.registry import UnknownGame, get_agents, get_game
from engine.core.simulate import agents_for
from render import RENDERERS, draw_board, draw_scores

EXIT_USAGE = 2
PREFERRED_AI = ("heuristic", "random")
PICTURE_EVENTS = ("phase", "game_over")  # a new phase or turn began, or the game ended


def fail(message: str) -> NoReturn:
    print(f"render: error: {message}", file=sys.stderr)
    raise SystemExit(EXIT_USAGE)


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="python -m render", description="tablehost pictures")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    demo = sub.add_parser("demo", help="play a game with built-in AIs and draw every phase")
    demo.add_argument("--game", required=True, help=f"game key ({', '.join(sorted(RENDERERS))})")
    demo.add_argument("--players", type=int, required=True)
    demo.add_argument("--seed", type=int, default=0)
    demo.add_argument("--out", type=Path, required=True, metavar="DIR")
    return parser


def pick_ai(game_key: str) -> str:
    known = get_agents(game_key)
    return next(name for name in PREFERRED_AI if name in known)


def demo(args: argparse.Namespace) -> int:
    if args.game not in RENDERERS:
        fail(f"no pictures for game {args.game!r} (known: {', '.join(sorted(RENDERERS))})")
    try:
        game = get_game(args.game)
        game.check_players(args.players)
    except (UnknownGame, BadOptions) as exc:
        fail(str(exc))
    try:
        args.out.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        fail(f"cannot create {args.out}: {exc.strerror}")
    names = [f"Player {seat + 1}" for seat in range(args.players)]
    for path in play_and_draw(game, args.players, args.seed, args.out, names):
        print(path)
    return 0


def label(view: dict[str, Any]) -> str:
    """A file name part from the view: day and phase, or turn number (and 'over')."""
    parts = []
    if "day" in view:
        parts.append(f"day{view['day']}")
    if "turn_number" in view:
        parts.append(f"turn{view['turn_number']:03d}")
    phase = str(view.get("phase", "start"))
    if phase != "turn" or not parts:
        parts.append(phase)
    return "-".join(parts)


def play_and_draw(game: Game, players: int, seed: int, out: Path, names: list[str]) -> list[Path]:
    """Play a whole game; write a picture at the start, after every action whose events
    start a phase (or turn) or end the game, and the score sheet."""
    ai = pick_ai(game.key)
    agents = agents_for([ai] * players, get_agents(game.key), seed)
    state = game.setup(players, seed)
    written: list[Path] = []
    previous: dict[str, Any] | None = None

    def picture() -> None:
        nonlocal previous
        view = game.view(state, None)
        path = out / f"{len(written):03d}-{label(view)}.png"
        path.write_bytes(draw_board(view, names, previous))
        written.append(path)
        previous = view

    picture()
    while not game.is_over(state):
        seat = game.to_act(state)[0]
        action = agents[seat].choose(game, state, seat, game.legal_actions(state, seat))
        events = game.apply(state, seat, action)
        if any(event["type"] in PICTURE_EVENTS for event in events):
            picture()
    path = out / f"{len(written):03d}-scores.png"
    path.write_bytes(draw_scores(game.view(state, None), game.result(state).to_json(), names))
    written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "demo":
        return demo(args)
    return EXIT_USAGE  # pragma: no cover - argparse refuses unknown commands

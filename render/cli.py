"""Command line for pictures, the same for every game.

``python -m render demo --game G --players N [--seed S] [--lang L] --out DIR`` plays one
game between built-in AIs; ``python -m render replay FILE [--lang L] --out DIR`` replays a
game record (``/game export``). Both write the public picture at the start and after every
move that begins a phase (or turn) or ends the game, then the score sheet, printing one
line per file. ``replay FILE --animate OUT.webp [--limit-mb N]`` writes the whole game as
one animated WebP (or GIF, by the suffix) no larger than N MiB (default 10).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any, NoReturn

from engine.cli import OneLineParser, load_record
from engine.core.protocol import Action, BadOptions, Game, IllegalAction, Seat, State
from engine.core.record import GameRecord
from engine.core.registry import UnknownGame, default_agent, get_agents, get_game
from engine.core.simulate import agents_for
from render import draw_board, draw_scores, drawable_games, has_pictures
from render.animate import DEFAULT_LIMIT, FORMATS, ReplayTooLarge, animate_record

EXIT_USAGE = 2
MIB = 1024 * 1024
PICTURE_EVENTS = ("phase", "game_over")  # a new phase or turn began, or the game ended

Move = tuple[Seat, Action]


def fail(message: str) -> NoReturn:
    print(f"render: error: {message}", file=sys.stderr)
    raise SystemExit(EXIT_USAGE)


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="python -m render", description="tablehost pictures")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    demo = sub.add_parser("demo", help="play a game with built-in AIs and draw every phase")
    demo.add_argument("--game", required=True, help=f"game key ({', '.join(drawable_games())})")
    demo.add_argument("--players", type=int, required=True)
    demo.add_argument("--seed", type=int, default=0)
    demo.add_argument("--lang", choices=("en", "de"), default="en")
    demo.add_argument("--out", type=Path, required=True, metavar="DIR")
    rep = sub.add_parser("replay", help="draw every phase of a game record")
    rep.add_argument("file", type=Path, help="a game record (JSON, from /game export)")
    rep.add_argument("--lang", choices=("en", "de"), default="en")
    rep.add_argument("--out", type=Path, metavar="DIR", help="write one PNG per phase here")
    rep.add_argument("--animate", type=Path, metavar="OUT",
                     help=f"write one animation ({' or '.join(FORMATS)}, by the suffix)")
    rep.add_argument("--limit-mb", type=_megabytes, default=DEFAULT_LIMIT / MIB, metavar="N",
                     help="largest animation in MiB (default 10)")
    return parser


def _megabytes(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = 0.0
    if not 0 < value < float("inf"):
        raise argparse.ArgumentTypeError(f"must be a positive number of MiB, not {text!r}")
    return value


def _make_folder(folder: Path) -> None:
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        fail(f"cannot create {folder}: {exc.strerror}")


def _drawable(key: str) -> Game:
    if not has_pictures(key):
        fail(f"no pictures for game {key!r} (known: {', '.join(drawable_games())})")
    return get_game(key)


def demo(args: argparse.Namespace) -> int:
    game = _drawable(args.game)
    try:
        game.check_players(args.players)
    except BadOptions as exc:
        fail(str(exc))
    _make_folder(args.out)
    names = [f"Player {seat + 1}" for seat in range(args.players)]
    agents = agents_for([default_agent(game.key)] * args.players, get_agents(game.key),
                        args.seed)
    state = game.setup(args.players, args.seed)

    def ai_moves(state: State) -> Iterable[Move]:
        while not game.is_over(state):
            seat = game.waiting_for(state)[0]
            legal = game.legal_actions(state, seat)
            yield seat, agents[seat].choose(game, state, seat, legal)

    for path in draw_game(game, state, ai_moves, args.out, names, args.lang):
        print(path)
    return 0


def replay(args: argparse.Namespace) -> int:
    if args.out is None and args.animate is None:
        fail("replay needs --out DIR, --animate OUT or both")
    fmt = _animation_format(args.animate) if args.animate is not None else ""
    record: GameRecord = load_record(args.file)
    try:
        game = _drawable(record.game)
        state = game.setup(record.players, record.seed, record.options)
    except (UnknownGame, BadOptions) as exc:
        fail(f"{args.file}: {exc}")
    if args.animate is not None:
        _animate(record, args, fmt)
    if args.out is None:
        return 0
    _make_folder(args.out)
    names = record.names or [f"Player {seat + 1}" for seat in range(record.players)]
    try:
        for path in draw_game(game, state, lambda _: ((e.seat, e.action) for e in record.log),
                              args.out, names, args.lang):
            print(path)
    except IllegalAction as exc:
        fail(f"{args.file}: the log has an illegal action: {exc}")
    return 0


def _animation_format(out: Path) -> str:
    fmt = out.suffix.lower().lstrip(".")
    if fmt not in FORMATS:
        fail(f"--animate {out}: the file must end in {' or '.join('.' + f for f in FORMATS)}")
    return fmt


def _animate(record: GameRecord, args: argparse.Namespace, fmt: str) -> None:
    try:
        made = animate_record(record, args.lang, int(args.limit_mb * MIB), fmt)
    except IllegalAction as exc:
        fail(f"{args.file}: the log has an illegal action: {exc}")
    except ReplayTooLarge as exc:
        fail(f"{args.file}: {exc}; allow more with --limit-mb")
    try:
        args.animate.write_bytes(made.data)
    except OSError as exc:
        fail(f"cannot write {args.animate}: {exc.strerror}")
    print(args.animate)


def draw_game(game: Game, state: State, moves: Callable[[State], Iterable[Move]], out: Path,
              names: list[str], lang: str) -> list[Path]:
    """Apply ``moves`` to ``state``; write a picture at the start, after every move whose
    events start a phase (or turn) or end the game, and the score sheet if it ended."""
    written: list[Path] = []
    previous: dict[str, Any] | None = None

    def picture() -> None:
        nonlocal previous
        view = game.view(state, None)
        path = out / f"{len(written):03d}-{_slug(game.words.phase_label(state, lang))}.png"
        path.write_bytes(draw_board(view, names, previous, lang))
        written.append(path)
        previous = view

    picture()
    for seat, action in moves(state):
        events = game.apply(state, seat, action)
        if any(event["type"] in PICTURE_EVENTS for event in events):
            picture()
    if game.is_over(state):
        path = out / f"{len(written):03d}-scores.png"
        result = game.result(state, lang).to_json()
        path.write_bytes(draw_scores(game.view(state, None), result, names, lang))
        written.append(path)
    return written


def _slug(text: str) -> str:
    return "-".join("".join(c if c.isalnum() else " " for c in text.lower()).split())


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "demo":
        return demo(args)
    if args.command == "replay":
        return replay(args)
    return EXIT_USAGE  # pragma: no cover - argparse refuses unknown commands

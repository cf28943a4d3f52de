"""Command line: ``python -m engine simulate GAME ...``."""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
import time
from pathlib import Path
from typing import NoReturn

from engine.core.protocol import BadOptions, IllegalAction
from engine.core.record import GameRecord, replay
from engine.core.registry import UnknownGame, game_keys, get_agents, get_game
from engine.core.simulate import Tally, agents_for, play, score_lines, seats_of
from engine.core.state import to_json

EXIT_USAGE = 2


class OneLineParser(argparse.ArgumentParser):
    """argparse that reports a bad argument in one line and exits 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


def fail(message: str) -> NoReturn:
    print(f"engine: error: {message}", file=sys.stderr)
    raise SystemExit(EXIT_USAGE)


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="python -m engine", description="tablehost game engines")
    sub = parser.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    sim = sub.add_parser("simulate", help="play complete games between built-in AIs")
    sim.add_argument("game", help=f"game key ({', '.join(game_keys())})")
    sim.add_argument("--players", type=int, required=True)
    sim.add_argument("--games", type=int, default=1)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--ai", default="random", help="AI per seat, comma separated, in seat order")
    sim.add_argument("--dump-final", type=Path, metavar="DIR")
    rep = sub.add_parser("replay", help="rebuild a game from its record (seed + action log)")
    rep.add_argument("file", type=Path, help="a game record as exported by /game export")
    # The engine draws nothing (it never imports render/): pictures are render's command.
    rep.add_argument("--animate", type=Path, metavar="OUT", help=argparse.SUPPRESS)
    rep.add_argument("--images", type=Path, metavar="DIR", help=argparse.SUPPRESS)
    return parser


def parse_ais(text: str, players: int, known: list[str]) -> list[str]:
    names = [n.strip() for n in text.split(",") if n.strip()]
    if not names:
        fail("--ai needs at least one AI name")
    unknown = [n for n in names if n not in known]
    if unknown:
        fail(f"unknown AI {unknown[0]!r} (known: {', '.join(known)})")
    if len(names) == 1:
        return names * players
    if len(names) != players:
        fail(f"--ai lists {len(names)} AIs for {players} players")
    return names


def simulate(args: argparse.Namespace) -> int:
    try:
        game = get_game(args.game)
        table = get_agents(args.game)
        game.check_players(args.players)
    except (UnknownGame, BadOptions) as exc:
        fail(str(exc))
    if args.games < 1:
        fail("--games must be at least 1")
    ais = parse_ais(args.ai, args.players, list(table))
    if args.dump_final is not None:
        try:
            args.dump_final.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            fail(f"cannot create {args.dump_final}: {exc.strerror}")
    tally = Tally()
    started = time.perf_counter()
    for n in range(args.games):
        seed = args.seed + n
        state = game.setup(args.players, seed)
        played = play(game, state, agents_for(ais, table, seed))
        result = game.result(state)
        tally.add(game, played, result, ais)
        line = {
            "game": n,
            "seed": seed,
            "players": args.players,
            "ais": ais,
            "winner": seats_of(result),
            "scores": score_lines(result, ais),
            "actions": played.actions,
        }
        print(json.dumps(line), flush=False)
        if args.dump_final is not None:
            (args.dump_final / f"{n}.json").write_text(json.dumps(game.view(state, None)))
    elapsed = time.perf_counter() - started
    summary = {
        "summary": True,
        "games": tally.games,
        "games_per_second": round(tally.games / elapsed, 2) if elapsed else None,
        "mean_actions": round(tally.actions / tally.games, 1),
        "win_rate_by_ai": tally.win_rates(),
        "win_rate_by_start_position": tally.start_position_rates(args.players),
        "no_winner_rate": round(tally.no_winner / tally.games, 4),
    }
    for group, counts in sorted(tally.usage.items()):
        summary[group] = dict(sorted(counts.items()))
    print(json.dumps(summary))
    return 0


def load_record(path: Path) -> GameRecord:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        fail(f"no such file: {path}")
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        fail(f"cannot read {path} as JSON: {exc}")
    if not isinstance(data, dict):
        fail(f"{path} is not a game record")
    try:
        return GameRecord.from_json(data)
    except ValueError as exc:
        fail(f"{path}: {exc}")


DRAWING_ELSEWHERE = ("the engine draws no pictures: use python -m render replay {file} {flag} "
                     "{out} (the same record, the same result)")


def replay_command(args: argparse.Namespace) -> int:
    for flag, out in (("--animate", args.animate), ("--out", args.images)):
        if out is not None:
            fail(DRAWING_ELSEWHERE.format(file=args.file, flag=flag, out=out))
    record = load_record(args.file)
    try:
        game, state, _ = replay(record)
    except (UnknownGame, BadOptions, IllegalAction) as exc:
        fail(f"{args.file}: {exc}")
    summary = {
        "game": record.game,
        "players": record.players,
        "seed": record.seed,
        "actions": len(record.log),
        "phase": game.words.phase_label(state),
        "over": game.is_over(state),
        "state_sha256": hashlib.sha256(to_json(state).encode()).hexdigest(),
        "result": game.result(state).to_json() if game.is_over(state) else None,
    }
    print(json.dumps(summary))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "simulate":
        return simulate(args)
    if args.command == "replay":
        return replay_command(args)
    return EXIT_USAGE  # pragma: no cover - argparse refuses unknown commands


if __name__ == "__main__":
    raise SystemExit(main())

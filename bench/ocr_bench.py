"""What a picture still says on a phone: the words OCR reads when it is shown 800 px wide (a
400-point-wide image on a 2x phone screen) against the words it reads at full size.

For every game with pictures (or the ones named), at 4 seats and at the most the game has,
in English and German, a game between the default AIs is drawn mid-game (the public board,
and the private view of the seat to act) and at its end (the score sheet). Each picture is
read by tesseract (Debian's tesseract-ocr and tesseract-ocr-deu) at full size and shrunk to
800 px wide; the figure is the share of the words of three letters or more read at full
size that are still read at 800 px. The issue asks for 80% or more everywhere. Prints one
JSON line per game, seat count, language and picture kind. Not part of the test suite:

    .venv/bin/python bench/ocr_bench.py
    .venv/bin/python bench/ocr_bench.py --game pompeii --width 800
"""

from __future__ import annotations

import argparse
import io
import json
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from anywhere

from PIL import Image

from engine.core.protocol import Game, State
from engine.core.registry import default_agent, game_keys, get_agents, get_game
from engine.core.simulate import agents_for
from engine.core.state import clone
from render import draw_board, draw_private, draw_scores, has_pictures

NAMES = ("Anna", "Bernd", "Clara", "Dieter", "Emma", "Felix", "Greta", "Hannes", "Ida", "Jonas")
TESSERACT_LANG = {"en": "eng", "de": "deu"}
WORD = re.compile(r"[^\W\d_]{3,}", re.UNICODE)


def words(png: bytes, lang: str, wide: int | None) -> set[str]:
    """The words of three letters or more tesseract reads, the picture first shrunk to
    ``wide`` pixels wide (None: as drawn)."""
    image = Image.open(io.BytesIO(png)).convert("RGB")
    if wide is not None and image.width > wide:
        image = image.resize((wide, round(image.height * wide / image.width)),
                             Image.Resampling.LANCZOS)
    with tempfile.NamedTemporaryFile(suffix=".png") as file:
        image.save(file.name)
        read = subprocess.run(["tesseract", file.name, "-", "-l", TESSERACT_LANG[lang]],
                              capture_output=True, text=True, check=True).stdout
    return {word.lower() for word in WORD.findall(read)}


def midgame_and_end(game: Game, key: str, players: int, seed: int) -> tuple[State, State]:
    agents = agents_for([default_agent(key)] * players, get_agents(key), seed)
    state = game.setup(players, seed)
    seen: list[State] = []
    while not game.is_over(state):
        seat = game.waiting_for(state)[0]
        game.apply(state, seat, agents[seat].choose(game, state, seat,
                                                     game.legal_actions(state, seat)))
        seen.append(clone(state))
    middle = next((s for s in seen[len(seen) // 2:] if game.waiting_for(s)), seen[0])
    return middle, state


def pictures(key: str, players: int, lang: str, seed: int) -> Iterator[tuple[str, bytes]]:
    game = get_game(key)
    names = list(NAMES[:players])
    middle, end = midgame_and_end(game, key, players, seed)
    yield "board", draw_board(game.view(middle, None), names, None, lang)
    seat = game.waiting_for(middle)[0]
    labels = [game.words.action_label(middle, action, lang)
              for action in game.legal_actions(middle, seat)]
    yield "private", draw_private(game.view(middle, seat), names, lang, labels)
    yield "scores", draw_scores(game.view(end, None), game.result(end, lang).to_json(), names,
                                lang)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    drawn = [key for key in game_keys() if has_pictures(key)]
    parser.add_argument("--game", choices=drawn, action="append",
                        help="a game (again for more; default: every game with pictures)")
    parser.add_argument("--width", type=int, default=800, help="phone width in px (800)")
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args(argv)
    if shutil.which("tesseract") is None:
        print("tesseract is not installed: apt-get install tesseract-ocr tesseract-ocr-deu",
              file=sys.stderr)
        return 2
    for key in args.game or drawn:
        game = get_game(key)
        for players in sorted({max(game.min_players, 4), game.max_players}):
            for lang in ("en", "de"):
                for kind, png in pictures(key, players, lang, args.seed):
                    full = words(png, lang, None)
                    small = words(png, lang, args.width)
                    size = Image.open(io.BytesIO(png)).size
                    line: dict[str, Any] = {
                        "game": key, "players": players, "lang": lang, "picture": kind,
                        "size": f"{size[0]}x{size[1]}", "words_full": len(full),
                        "read_at_width": round(100 * len(full & small) / max(len(full), 1))}
                    print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The animated replay of a whole game: frames, captions, size limit, hidden information."""

from __future__ import annotations

import io
import json
from functools import cache

import pytest
from PIL import Image, ImageChops

from engine.core.ai import RandomAgent
from engine.core.protocol import IllegalAction
from engine.core.record import GameRecord, LoggedAction
from engine.core.registry import default_agent, game_keys, get_agents, get_game
from engine.core.simulate import agents_for, play
from render import NoRenderer, draw_board, draw_scores, has_pictures
from render.animate import (
    FRAME_MS,
    LAST_FRAME_MS,
    AnimatedReplay,
    ReplayTooLarge,
    animate_record,
)
from render.cli import main
from render.filmstrip import STRIP_HEIGHT, canvas_size, compose
from render.storyboard import Scene, draw_scene, phase_caption, plan, thin


def record_of(key: str, players: int, seed: int, agents: list[str] | None = None,
              names: list[str] | None = None) -> GameRecord:
    game = get_game(key)
    kinds = agents or [default_agent(key)] * players
    played = play(game, game.setup(players, seed), agents_for(kinds, get_agents(key), seed))
    return GameRecord(key, players, seed, names=names or [],
                      log=[LoggedAction(e["seat"], e["action"]) for e in played.log])


@cache
def trepanation_record() -> GameRecord:
    """The short game of test_cli: 6 days of scheduling and action, 14 still pictures."""
    game = get_game("trepanation")
    played = play(game, game.setup(2, 21), [RandomAgent(1), RandomAgent(2)])
    return GameRecord("trepanation", 2, 21, names=["Ada", "Bo"],
                      log=[LoggedAction(e["seat"], e["action"]) for e in played.log])


@cache
def trepanation_replay() -> AnimatedReplay:
    return animate_record(trepanation_record())


def frames(replay: AnimatedReplay) -> list[Image.Image]:
    image = Image.open(io.BytesIO(replay.data))
    assert image.format == replay.format.upper()
    decoded = []
    for index in range(image.n_frames):
        image.seek(index)
        decoded.append(image.convert("RGB"))
    return decoded


def durations(replay: AnimatedReplay) -> list[int]:
    image = Image.open(io.BytesIO(replay.data))
    found = []
    for index in range(image.n_frames):
        image.seek(index)
        image.load()  # WebP reads a frame's duration with its pixels
        found.append(image.info["duration"])
    return found


def same(a: Image.Image, b: Image.Image) -> bool:
    return a.size == b.size and ImageChops.difference(a, b).getbbox() is None


def test_a_finished_game_is_one_frame_per_phase_then_the_score_sheet() -> None:
    replay = trepanation_replay()
    image = Image.open(io.BytesIO(replay.data))
    # the start, 11 more phases, the final board and the score sheet
    assert image.format == "WEBP" and image.n_frames == replay.frame_count == 14
    assert replay.skipped == 0 and replay.scale == 1.0 and image.size == replay.size
    assert replay.byte_size == len(replay.data) <= 10 * 1024 * 1024
    assert durations(replay) == [FRAME_MS] * 13 + [LAST_FRAME_MS]


def test_the_last_frame_is_the_score_sheet_and_the_others_the_public_boards() -> None:
    record, replay = trepanation_record(), trepanation_replay()
    game = get_game("trepanation")
    state = game.setup(2, 21)
    for entry in record.log:
        game.apply(state, entry.seat, entry.action)
    sheet = draw_scores(game.view(state, None), game.result(state).to_json(), ["Ada", "Bo"])
    decoded = frames(replay)
    board = Image.open(io.BytesIO(draw_board(game.view(state, None), ["Ada", "Bo"])))
    scene = Scene(sheet, game.words.phase_label(state), is_scores=True)
    full = canvas_size([board.size, Image.open(io.BytesIO(sheet)).size])
    assert same(decoded[-1], compose(scene, 14, 14, full))
    assert not same(decoded[-2], compose(scene, 14, 14, full))


def test_no_frame_before_the_last_shows_hidden_information() -> None:
    """Save Doctor Lucky hides every hand: each board frame is exactly the public board of
    its position, and redrawing each position with other hidden cards gives the same."""
    key = "doctor-lucky"
    record = record_of(key, 3, 5, names=["Ann", "Bo", "Cy"])
    game = get_game(key)
    replay = animate_record(record, "de", max_frames=8)
    decoded = frames(replay)
    moments = plan(game, record, 8).moments
    assert len(decoded) == len(moments) + 1 == 8
    state = game.setup(3, 5)
    scenes, previous, applied, resampled_differ = [], None, 0, 0
    for moment in moments:
        while applied < moment:
            game.apply(state, record.log[applied].seat, record.log[applied].action)
            applied += 1
        scene, view = draw_scene(game, state, record.names, previous, "de")
        for seed in (1, 2):
            other = game.resample_hidden(state, None, seed)
            resampled_differ += other != state
            assert draw_scene(game, other, record.names, previous, "de") == (scene, view)
        scenes.append(scene)
        previous = view
    assert resampled_differ  # the check compared positions whose hidden cards differ
    sheet = Image.open(io.BytesIO(draw_scores(game.view(state, None),
                                              game.result(state, "de").to_json(), record.names,
                                              "de")))
    full = canvas_size([Image.open(io.BytesIO(s.picture)).size for s in scenes] + [sheet.size])
    for number, (scene, frame) in enumerate(zip(scenes, decoded, strict=False), start=1):
        assert same(frame, compose(scene, number, 8, full))


def test_the_size_limit_is_kept_by_shrinking_and_skipping_frames() -> None:
    limit = 60_000
    full = animate_record(trepanation_record(), max_frames=8)
    small = animate_record(trepanation_record(), limit_bytes=limit, max_frames=8)
    assert full.byte_size > limit >= small.byte_size
    assert small.scale < 1 and small.size[0] < full.size[0]
    assert small.frame_count + small.skipped == 8
    decoded = frames(small)
    assert len(decoded) == small.frame_count >= 2 and decoded[0].size == small.size
    assert durations(small)[-1] == LAST_FRAME_MS


def test_a_limit_too_small_for_two_tiny_frames_is_refused() -> None:
    with pytest.raises(ReplayTooLarge, match="does not fit in 300 bytes"):
        animate_record(record_of("toy_pics", 2, 1), limit_bytes=300)


@pytest.mark.parametrize("fmt, limit", [("png", 10), ("webp", 0), ("gif", -5)])
def test_a_bad_format_or_limit_is_refused(fmt: str, limit: int) -> None:
    with pytest.raises(ValueError, match=r"format must be one of webp, gif|positive number"):
        animate_record(record_of("toy_pics", 2, 1), limit_bytes=limit, fmt=fmt)


def test_a_gif_has_the_same_frames_and_timing() -> None:
    replay = animate_record(trepanation_record(), fmt="gif", max_frames=5)
    assert Image.open(io.BytesIO(replay.data)).n_frames == replay.frame_count == 5
    assert durations(replay) == [FRAME_MS] * 4 + [LAST_FRAME_MS]


def test_captions_follow_the_readers_language() -> None:
    record = trepanation_record()
    game = get_game("trepanation")
    start = game.setup(2, 21)
    assert phase_caption(game, start, "en") != phase_caption(game, start, "de")
    english = frames(animate_record(record, "en", max_frames=2))[0]
    german = frames(animate_record(record, "de", max_frames=2))[0]
    strip = (0, 0, english.width, STRIP_HEIGHT)
    assert not same(english.crop(strip), german.crop(strip))


def test_progress_is_reported_after_every_picture() -> None:
    calls: list[tuple[int, int]] = []
    replay = animate_record(record_of("toy_pics", 2, 1), progress=lambda *c: calls.append(c))
    assert calls == [(n, replay.frame_count) for n in range(1, replay.frame_count + 1)]


def test_a_game_with_few_phase_events_is_sampled_once_per_round() -> None:
    record = record_of("toy_pics", 2, 1)
    chosen = plan(get_game("toy_pics"), record)
    assert chosen.over and chosen.moments == list(range(0, len(record.log) + 1, 2))


def test_thinning_keeps_the_first_and_the_last() -> None:
    assert thin(list(range(10)), 4) == [0, 3, 6, 9]
    assert thin([5, 7], 4) == [5, 7]


def test_an_unfinished_game_ends_on_its_last_board() -> None:
    record = record_of("trepanation", 2, 3)
    record.log = record.log[:30]
    game = get_game("trepanation")
    chosen = plan(game, record)
    assert not chosen.over and chosen.moments[-1] <= 30
    replay = animate_record(record, max_frames=3)
    assert replay.frame_count == 3 and chosen.moments[-1] in plan(game, record, 3).moments


def test_a_log_with_an_illegal_move_is_refused() -> None:
    record = trepanation_record()
    bad = GameRecord(record.game, 2, 21, log=[*record.log[:3], LoggedAction(0, {"type": "x"})])
    with pytest.raises(IllegalAction, match="action 4 of the log"):
        animate_record(bad)


def test_a_game_without_pictures_is_refused() -> None:
    without = next(key for key in game_keys() if not has_pictures(key))
    with pytest.raises(NoRenderer):
        animate_record(record_of(without, get_game(without).min_players, 1))


DRAWN = [key for key in game_keys() if has_pictures(key)]


@pytest.mark.parametrize("key", DRAWN)
def test_every_game_with_pictures_animates_a_whole_game(key: str) -> None:
    game = get_game(key)
    record = record_of(key, game.min_players, 2)
    replay = animate_record(record, "de", limit_bytes=3 * 1024 * 1024, max_frames=6)
    assert Image.open(io.BytesIO(replay.data)).n_frames == replay.frame_count >= 2
    assert replay.byte_size <= 3 * 1024 * 1024


def test_cli_writes_an_animation_within_the_limit(tmp_path, capsys) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(trepanation_record().to_json()))
    out = tmp_path / "game.gif"
    assert main(["replay", str(path), "--animate", str(out), "--lang", "de",
                 "--limit-mb", "0.2"]) == 0
    assert capsys.readouterr().out.splitlines() == [str(out)]
    image = Image.open(out)
    assert image.format == "GIF" and out.stat().st_size <= 0.2 * 1024 * 1024
    assert not (tmp_path / "pictures").exists()


@pytest.mark.parametrize("extra", [
    [],
    ["--animate", "out.png"],
    ["--animate", "out.webp", "--limit-mb", "0"],
    ["--animate", "out.webp", "--limit-mb", "many"],
    ["--animate", "out.webp", "--limit-mb", "0.00001"],
])
def test_cli_refuses_bad_animation_arguments_in_one_line(extra, tmp_path, capsys,
                                                         monkeypatch) -> None:
    monkeypatch.chdir(tmp_path)
    record = record_of("toy_pics", 2, 1)
    (tmp_path / "game.json").write_text(json.dumps(record.to_json()))
    with pytest.raises(SystemExit) as stop:
        main(["replay", "game.json", *extra])
    assert stop.value.code == 2
    assert len(capsys.readouterr().err.strip().splitlines()) == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]

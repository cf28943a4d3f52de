"""Every legal action can be clicked: the menu tree (bot/menus.py) reaches each by exactly
one path, in both languages, with labels that fit Discord and choices that can be told apart."""

from __future__ import annotations

from collections import Counter

from bot.play.menus import (
    BUTTON_LABEL_MAX,
    BUTTONS_PER_ROW,
    MENU_ROWS,
    OPTION_LABEL_MAX,
    SELECT_OPTIONS_MAX,
    Layout,
    MenuNode,
    build_menu,
    decode_path,
    layout_for,
)
from engine.core.protocol import LABEL_MAX
from engine.core.state import to_json
from tests.contract.sampling import LANGS, Table, ask, positions

PLACEHOLDER_MAX = 150  # Discord's limit for a select's placeholder


def acting_positions(table: Table) -> list[tuple[dict, int]]:
    game = table.game
    return [(state, seat) for state in positions(table) for seat in game.to_act(state)]


def internal_nodes(node: MenuNode, path: tuple[int, ...] = ()) -> list[tuple[tuple, MenuNode]]:
    if node.is_leaf:
        return []
    found = [(path, node)]
    for index, child in enumerate(node.children):
        found += internal_nodes(child, (*path, index))
    return found


def test_every_legal_action_is_reached_by_exactly_one_menu_path(table: Table) -> None:
    game = table.game
    for state, seat in acting_positions(table):
        legal = game.legal_actions(state, seat)
        by_lang = {}
        for lang in LANGS:
            leaves = build_menu(game, state, seat, lang).leaves()
            reached = Counter(to_json(node.action) for _, _, node in leaves)
            assert reached == Counter(to_json(a) for a in legal), f"{lang}: menu != legal actions"
            by_lang[lang] = [(path, to_json(node.action)) for path, _, node in leaves]
        # A path means the same action in every language (a click on a German prompt may be
        # answered from an English menu).
        assert by_lang["de"] == by_lang["en"]


def test_action_labels_and_menu_levels_are_at_most_80_characters(table: Table) -> None:
    game = table.game
    for state, seat in acting_positions(table):
        for action in game.legal_actions(state, seat):
            for lang in LANGS:
                label = ask(game, "action_label", lang, state, action)
                assert 0 < len(label) <= LABEL_MAX, label
                for level in ask(game, "action_path", lang, state, action):
                    assert 0 < len(level) <= LABEL_MAX, level


def test_choices_offered_at_once_have_unique_labels(table: Table) -> None:
    game = table.game
    for state, seat in acting_positions(table):
        legal = game.legal_actions(state, seat)
        for lang in LANGS:
            # The engine's words already tell every choice apart, by its path and by its
            # label alone (the menu would only number look-alikes "(2)", "(3)").
            paths = {ask(game, "action_path", lang, state, action) for action in legal}
            labels = {ask(game, "action_label", lang, state, action) for action in legal}
            assert len(paths) == len(legal), f"{lang}: two choices share a menu path"
            assert len(labels) == len(legal), f"{lang}: two choices share a label"
            for _, node in internal_nodes(build_menu(game, state, seat, lang)):
                labels = [child.label for child in node.children]
                assert len(set(labels)) == len(labels), f"{lang}: {labels}"


def check_layout(layout: Layout, root: MenuNode, anchor: tuple[int, ...]) -> None:
    assert len(layout.rows) <= MENU_ROWS, "more rows than a message has room for"
    buttons = layout.buttons
    assert len({b.label for b in buttons}) == len(buttons), [b.label for b in buttons]
    for row in layout.rows:
        if isinstance(row, tuple):
            assert 0 < len(row) <= BUTTONS_PER_ROW
    for button in buttons:
        assert 0 < len(button.label) <= BUTTON_LABEL_MAX, button.label
        assert root.walk(button.target) is not None
    for select in layout.selects:
        assert 0 < len(select.placeholder) <= min(OPTION_LABEL_MAX, PLACEHOLDER_MAX)
        assert 0 < len(select.options) <= SELECT_OPTIONS_MAX
        labels = [label for _, label in select.options]
        assert len(set(labels)) == len(labels), f"options look alike: {labels}"
        for value, label in select.options:
            assert 0 < len(label) <= OPTION_LABEL_MAX, label
            relative = decode_path(value)
            assert relative is not None
            assert root.walk((*select.anchor, *relative)) is not None, value
    for page in layout.paging:
        assert 0 < len(page.label) <= BUTTON_LABEL_MAX


def test_every_menu_message_fits_discords_limits(table: Table) -> None:
    game = table.game
    for state, seat in acting_positions(table):
        for lang in LANGS:
            root = build_menu(game, state, seat, lang)
            check_layout(layout_for(root, (), buttons=True, rich=True, lang=lang), root, ())
            for path, node in internal_nodes(root):
                pages = max(1, -(-len(node.children) // SELECT_OPTIONS_MAX))
                for page in range(pages):
                    layout = layout_for(node, path, page=page, buttons=not path,
                                        rich=not path, lang=lang)
                    check_layout(layout, root, path)


def test_path_and_label_are_the_action_path_and_the_action_label(table: Table) -> None:
    # A menu asks for both at once (Words.path_and_label); a game that works them out
    # together must give exactly what the two give apart.
    words = table.game.words
    for state, seat in acting_positions(table):
        for action in table.game.legal_actions(state, seat):
            for lang in LANGS:
                assert words.path_and_label(state, action, lang) == (
                    words.action_path(state, action, lang),
                    words.action_label(state, action, lang)), (action, lang)

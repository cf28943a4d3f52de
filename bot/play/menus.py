"""Turn the engine's legal actions into short menus that fit Discord's limits.

``action_path`` gives each action a path of labels; actions sharing a prefix form a tree.
A node is addressed by the indices of its path (``(2, 0)``), which is what a custom_id
carries: the labels are re-derived from the state the button was drawn for, so a click
on an up-to-date button always means the same action.

Discord allows 5 rows of 5 buttons, or one select of 25 options per row. We keep the last
row for paging and the "My hand" button, so a menu has 4 rows to spend.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.core.components import ascii_number
from bot.core.i18n import DEFAULT, t
from engine.core.position import Position
from engine.core.protocol import Action, Game, Seat, State, fill_names

Path = tuple[int, ...]

BUTTON_LABEL_MAX = 80
OPTION_LABEL_MAX = 100
SELECT_OPTIONS_MAX = 25
MENU_ROWS = 4
BUTTONS_PER_ROW = 5
SEPARATOR = " › "


@dataclass
class MenuNode:
    label: str
    children: list[MenuNode] = field(default_factory=list)
    action: Action | None = None

    @property
    def is_leaf(self) -> bool:
        return self.action is not None

    def leaves(self, prefix: Path = ()) -> list[tuple[Path, list[str], MenuNode]]:
        """Every action below this node: (relative path, labels on the way, node)."""
        if self.is_leaf:
            return [(prefix, [], self)]
        found: list[tuple[Path, list[str], MenuNode]] = []
        self._collect(prefix, [], found)
        return found

    def _collect(self, path: Path, labels: list[str],
                 found: list[tuple[Path, list[str], MenuNode]]) -> None:
        for index, child in enumerate(self.children):
            if child.action is not None:
                found.append(((*path, index), [*labels, child.label], child))
            else:
                child._collect((*path, index), [*labels, child.label], found)

    def walk(self, path: Path) -> MenuNode | None:
        node: MenuNode = self
        for index in path:
            if not 0 <= index < len(node.children):
                return None
            node = node.children[index]
        return node


def fingerprint(seat: Seat, menu: MenuNode) -> str:
    """Eight hex digits naming ``seat``'s menu: its seat and the path and action of every
    choice, not the labels' language. Equal fingerprints: every path means the same action."""
    # The engine builds its actions in a fixed key order, so repr() names each one.
    parts = [f"{path}:{leaf.action!r}" for path, _, leaf in menu.leaves()]
    return hashlib.blake2b(f"{seat}|{'|'.join(parts)}".encode(), digest_size=4).hexdigest()


def build_menu(game: Game, state: State, seat: Seat, lang: str = DEFAULT) -> MenuNode:
    """``seat``'s menu in ``state`` (:func:`menu_of` a fresh position)."""
    return menu_of(Position(game, state), seat, lang)


def menu_of(position: Position, seat: Seat, lang: str = DEFAULT) -> MenuNode:
    """The menu tree of ``seat``'s legal actions, in the engine's order, labelled in ``lang``.

    The tree is grouped by the English labels whatever ``lang`` is, so a path means the same
    action in every language: a click on a German public prompt can be answered with an
    English private menu and the other way round.
    """
    game, state = position.game, position.state
    root = _Draft("")
    for action in position.legal_actions(seat):
        keys = _labels(game, state, action, DEFAULT)
        shown = keys if lang == DEFAULT else _labels(game, state, action, lang)
        node = root
        for depth, key in enumerate(keys[:-1]):
            node = node.child(key, shown[depth] if depth < len(shown) - 1 else key)
        node.actions.append((keys[-1], shown[-1], action))
    return root.freeze()


def _labels(game: Game, state: State, action: Action, lang: str) -> list[str]:
    """The action's path of labels, then its own label."""
    levels, label = game.words.path_and_label(state, action, lang)
    own = clean_label(label)
    path = [clean_label(p) for p in levels] or [own]
    return [*path, own]


def clean_label(text: object) -> str:
    label = " ".join(str(text).split())
    return label or "(unnamed)"


def truncate(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


PART_MIN = 12  # a shortened menu level keeps at least this many characters


def join_path(labels: list[str], limit: int = OPTION_LABEL_MAX) -> str:
    """Menu levels joined with › in at most ``limit`` characters. The levels before the last
    are shortened first, longest first: the last one is what tells sibling options apart."""
    parts = list(labels)
    excess = len(SEPARATOR.join(parts)) - limit
    while excess > 0:
        cuttable = [i for i in range(len(parts) - 1) if len(parts[i]) > PART_MIN]
        if not cuttable:
            break
        longest = max(cuttable, key=lambda i: len(parts[i]))
        keep = max(PART_MIN, len(parts[longest]) - excess)
        excess -= len(parts[longest]) - keep
        parts[longest] = truncate(parts[longest], keep)
    return truncate(SEPARATOR.join(parts), limit)


class _Draft:
    """A node under construction: a label may collect several actions, and a path may be a
    prefix of another; ``freeze`` turns such clashes into separate, labelled choices."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.children: dict[str, _Draft] = {}
        self.actions: list[tuple[str, str, Action]] = []  # (English label, shown, action)

    def child(self, key: str, label: str) -> _Draft:
        """The child grouped under the English ``key``, shown as ``label``."""
        return self.children.setdefault(key, _Draft(label))

    def freeze(self) -> MenuNode:
        children = [child.freeze() for child in self.children.values()]
        if len(self.actions) == 1 and not children:
            return MenuNode(self.label, action=self.actions[0][2])
        seen: dict[str, int] = {}
        extra: list[MenuNode] = []
        for key, label, action in self.actions:
            seen[key] = seen.get(key, 0) + 1
            shown = label if seen[key] == 1 else f"{label} ({seen[key]})"
            extra.append(MenuNode(shown, action=action))
        return MenuNode(self.label, children=extra + children)


# --- layouts: what one message shows --------------------------------------------------------
@dataclass(frozen=True)
class ButtonSpec:
    label: str
    target: Path


@dataclass(frozen=True)
class SelectSpec:
    anchor: Path
    placeholder: str
    options: tuple[tuple[str, str], ...]  # (value: relative path "1.0", label)
    part: int = 0  # several selects may list the actions under one anchor


@dataclass(frozen=True)
class PageSpec:
    anchor: Path
    page: int
    label: str


@dataclass(frozen=True)
class Layout:
    rows: tuple[tuple[ButtonSpec, ...] | SelectSpec, ...]
    paging: tuple[PageSpec, ...] = ()

    @property
    def selects(self) -> list[SelectSpec]:
        return [row for row in self.rows if isinstance(row, SelectSpec)]

    @property
    def buttons(self) -> list[ButtonSpec]:
        return [b for row in self.rows if not isinstance(row, SelectSpec) for b in row]


def encode_path(path: Path) -> str:
    return ".".join(str(i) for i in path) if path else "-"


def decode_path(text: str) -> Path | None:
    if text == "-":
        return ()
    parts = text.split(".")
    numbers = [ascii_number(p, 4) for p in parts]
    if any(n is None for n in numbers):
        return None
    return tuple(n for n in numbers if n is not None)


def layout_for(node: MenuNode, anchor: Path, *, page: int = 0, buttons: bool = False,
               rich: bool = False, lang: str = DEFAULT, names: Sequence[str] = ()) -> Layout:
    """How to show the choices under ``node`` (found at ``anchor``).

    ``buttons``: the first level as buttons when they fit (the public turn prompt).
    ``rich``: the labels are public, so groups may be listed in full on the same message
    (each group's actions in up to 25-option selects), and most moves take one click.
    Otherwise a group opens a short sequence of selects: all its actions at once when they
    fit in 4 selects, one level at a time (paged) when not. ``lang``: for our own words
    (placeholders, paging); the node labels are already in the viewer's language. ``names``
    fill the engine's seat placeholders (``{p0}`` ...) of every label shown.
    """
    if names:
        node = _named(node, tuple(names))
    children = node.children
    if buttons and rich:
        layout = _rich_layout(children, anchor, lang)
        if layout is not None:
            return layout
    if buttons and len(children) <= MENU_ROWS * BUTTONS_PER_ROW:
        specs = [ButtonSpec(truncate(c.label, BUTTON_LABEL_MAX), (*anchor, i))
                 for i, c in enumerate(children)]
        return Layout(tuple(_chunk(specs, BUTTONS_PER_ROW)))
    if not buttons:
        leaves = node.leaves()
        if len(leaves) <= MENU_ROWS * SELECT_OPTIONS_MAX:
            return Layout(tuple(_flat_selects(node, anchor, lang, leaves)))
    return _paged_select(node, anchor, page, lang)


def _named(node: MenuNode, names: tuple[str, ...]) -> MenuNode:
    """``node`` with the seat placeholders of every label filled with ``names`` (``node``
    itself where no label under it has one)."""
    children = [_named(child, names) for child in node.children]
    label = fill_names(node.label, names) if "{" in node.label else node.label
    if label is node.label and all(a is b for a, b in zip(children, node.children, strict=True)):
        return node
    return MenuNode(label, children, node.action)


def _flat_selects(node: MenuNode, anchor: Path, lang: str,
                  leaves: list[tuple[Path, list[str], MenuNode]] | None = None
                  ) -> list[SelectSpec]:
    """Every action under ``node`` (``leaves``, when known) as select options labelled with
    the rest of its path."""
    leaves = node.leaves() if leaves is None else leaves
    parts = [leaves[i : i + SELECT_OPTIONS_MAX] for i in range(0, len(leaves), SELECT_OPTIONS_MAX)]
    specs: list[SelectSpec] = []
    for number, part in enumerate(parts):
        placeholder = _placeholder(node, lang)
        if len(parts) > 1:
            placeholder = truncate(f"{placeholder} ({number + 1}/{len(parts)})", OPTION_LABEL_MAX)
        options = tuple(
            (encode_path(path), join_path(labels))
            for path, labels, _ in part
        )
        specs.append(SelectSpec(anchor, placeholder, options, number))
    return specs


def _rich_layout(children: list[MenuNode], anchor: Path, lang: str) -> Layout | None:
    buttons: list[ButtonSpec] = []
    selects: list[SelectSpec] = []
    for index, child in enumerate(children):
        if child.is_leaf:
            buttons.append(ButtonSpec(truncate(child.label, BUTTON_LABEL_MAX), (*anchor, index)))
        else:
            selects += _flat_selects(child, (*anchor, index), lang)
    button_rows = _chunk(buttons, BUTTONS_PER_ROW)
    if len(button_rows) + len(selects) > MENU_ROWS:
        return None
    return Layout((*selects, *button_rows))


def _paged_select(node: MenuNode, anchor: Path, page: int, lang: str) -> Layout:
    children = node.children
    pages = max(1, -(-len(children) // SELECT_OPTIONS_MAX))
    page = min(max(page, 0), pages - 1)
    start = page * SELECT_OPTIONS_MAX
    options = tuple(
        (str(i), truncate(children[i].label, OPTION_LABEL_MAX))
        for i in range(start, min(start + SELECT_OPTIONS_MAX, len(children)))
    )
    placeholder = _placeholder(node, lang)
    if pages > 1:
        placeholder = truncate(f"{placeholder} ({page + 1}/{pages})", OPTION_LABEL_MAX)
    paging: list[PageSpec] = []
    if page > 0:
        paging.append(PageSpec(anchor, page - 1, t("play.button.previous", lang)))
    if page < pages - 1:
        paging.append(PageSpec(anchor, page + 1, t("play.button.more", lang)))
    return Layout((SelectSpec(anchor, placeholder, options),), tuple(paging))


def _placeholder(node: MenuNode, lang: str) -> str:
    return truncate(f"{node.label}…" if node.label else t("play.choose", lang), OPTION_LABEL_MAX)


def _chunk(items: list[ButtonSpec], size: int) -> list[tuple[ButtonSpec, ...]]:
    return [tuple(items[i : i + size]) for i in range(0, len(items), size)]

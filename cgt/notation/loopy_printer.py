"""Printing loopy values in CGSuite's plain-text notation.

A stopper prints as its name when it has one (``on``, ``over``, ``upon`` ...), as a
pseudonumber x + over, x + under, x ± upon (``3/2under``, ``-1/4v[on]``, ``^[on]*``) when it is
one, and otherwise as a labelled graph: a position that is reached again below itself gets a
label (``a``, ``b``, ...) written before its braces, a move to the position itself is ``pass``,
and loopfree positions print as short games (``a{1|1,{1*|a||*}||0}``). A value with different
sides prints as ``onside & offside``. Nested braces with one option on a side are written with
slashes, as for short games (``{on||0|off}``).

The functions take a printer of ``cgt.notation.printer`` (plain or Unicode), which writes the
short games and the names; the LaTeX printer converts the plain text.
"""
from __future__ import annotations

from typing import Any

from cgt.loopy import base
from cgt.loopy.cycles import is_loopfree_graph
from cgt.loopy.graph import Moves, restrict
from cgt.loopy.sided import SidedValue, UnresolvedValue
from cgt.loopy.stopper import Stopper, short_game_of_graph, value_at
from cgt.loopy.stops import number_plus
from cgt.short.game import ZERO, Game
from cgt.short.named import star

__all__: list[str] = []

def sided_text(x: SidedValue, printer: Any) -> str:
    """``onside & offside``, or the value's name (``dud``)."""
    names = _name_table()
    if x in names:
        return printer.loopy_name(names[x])
    return f"{stopper_text(x.onside, printer)} & {stopper_text(x.offside, printer)}"


def unresolved_text(x: UnresolvedValue, printer: Any) -> str:
    """The labelled-graph literal of a value whose sides were not found."""
    left, right = x.graph
    return graph_text(left, right, 0, printer, stopper=False)


def stopper_text(s: Stopper | Game, printer: Any) -> str:
    """A stopper's name, its pseudonumber form or its labelled-graph literal, as the module's
    docstring says; ``printer`` is a style of ``cgt.notation.printer`` (plain or Unicode)."""
    if isinstance(s, Game):
        return printer._print_Game(s)
    names = _name_table()
    if s in names:
        return printer.loopy_name(names[s])
    found = _pseudonumber(s, printer)
    if found is not None:
        return found
    left, right = s.graph
    return graph_text(left, right, 0, printer, stopper=True)


_TABLE: dict = {}


def _name_table():
    # filled on first use: the named values are built by ``cgt.loopy.named``, above this module
    if not _TABLE:
        _TABLE.update(base.ops.printed_names())
    return _TABLE


def _pseudonumber(s, printer):
    """x + over, x + under, x + upon, x - upon (plus * for the last two), for a number x."""
    over, upon = base.ops.over, base.ops.upon
    suffixes = {over: "over", -over: "under", upon: "^[on]", -upon: "v[on]",
                upon + star: "^[on]*", -upon + star: "v[on]*"}
    found = number_plus(s, tuple(suffixes))
    if found is None:
        return None
    x, part = found
    suffix = printer.loopy_name(suffixes[part])
    return suffix if x is ZERO else f"{printer._print_Game(x)}{suffix}"


def _braced(text):
    """(inside, bar depth) if ``text`` is one braced form without a label, else None."""
    if not text.startswith("{") or not text.endswith("}"):
        return None
    depth = 0
    bars = 0
    run = 0
    for i, c in enumerate(text):
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0 and i != len(text) - 1:
                return None
        if c == "|" and depth == 1:
            run += 1
            bars = max(bars, run)
        else:
            run = 0
    return text[1:-1], bars


def braces_text(left: list[str], right: list[str]) -> str:
    """``{left | right}`` with slashes for a lone braced option on a side."""
    parts = []
    depth = 0
    for side in (left, right):
        inner = _braced(side[0]) if len(side) == 1 else None
        parts.append(inner)
        if inner is not None:
            depth = max(depth, inner[1])
    bars = depth + 1
    texts = [inner[0] if inner is not None else ",".join(side)
             for inner, side in zip(parts, (left, right))]
    return "{" + texts[0] + "|" * bars + texts[1] + "}"


def graph_text(left: Moves, right: Moves, root: int, printer: Any,
               stopper: bool = True) -> str:
    """The labelled-graph literal of the game at ``root``, written with an explicit stack."""
    names = _name_table() if stopper else {}
    leaf_cache: dict = {}

    def leaf(v):
        # the text of a position printed without braces of its own, or None
        if v in leaf_cache:
            return leaf_cache[v]
        sub_left, sub_right, (r,) = restrict(left, right, [v])
        text = None
        if is_loopfree_graph(sub_left, sub_right, [r]):
            text = printer._print_Game(short_game_of_graph(sub_left, sub_right, r))
        elif stopper and v != root:
            value = value_at(left, right, v)
            if value in names:
                text = printer.loopy_name(names[value])
            elif isinstance(value, Stopper):
                text = _pseudonumber(value, printer)
        leaf_cache[v] = text
        return text

    labels = iter("abcdefghijklmnopqrstuwxyz")
    extra = [0]

    def new_label():
        for name in labels:
            return name
        extra[0] += 1
        return f"a{extra[0]}"

    # a frame: [vertex, moves as (side, target), next move, left texts, right texts, label]
    frames = [[root, _moves(left, right, root), 0, [], [], None]]
    on_path = {root: frames[0]}
    result = ""
    while frames:
        frame = frames[-1]
        v, moves, i = frame[0], frame[1], frame[2]
        if i < len(moves):
            side, w = moves[i]
            frame[2] = i + 1
            if w == v:
                text = "pass"
            elif w in on_path:
                target = on_path[w]
                if target[5] is None:
                    target[5] = new_label()
                text = target[5]
            else:
                text = leaf(w)
                if text is None:
                    child = [w, _moves(left, right, w), 0, [], [], None]
                    child.append(side)
                    on_path[w] = child
                    frames.append(child)
                    continue
            frame[3 if side == 0 else 4].append(text)
            continue
        frames.pop()
        del on_path[v]
        text = (frame[5] or "") + braces_text(frame[3], frame[4])
        if frames:
            frames[-1][3 if frame[6] == 0 else 4].append(text)
        else:
            result = text
    return result


def _moves(left, right, v):
    return [(0, w) for w in left[v]] + [(1, w) for w in right[v]]

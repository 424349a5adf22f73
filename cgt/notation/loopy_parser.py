"""Reading loopy games in CGSuite's plain-text notation.

The notation of short games (``cgt.notation``) is extended by:

* ``pass``, a move to the position itself: ``{pass|}`` is on, ``{0|pass}`` is over;
* node labels: ``a{0|a}`` is over, ``a{{|a}|}`` is tis; a label is written just before its
  braces, is in scope inside them only, and is local to one literal; a label stands only as
  an option;
* the names ``on off dud over under upon tis tisn hot ono oof hi lo``, *Winning Ways*'
  (ch. 11) ``tiny`` = {0 ‖ 0 | off} and ``miny`` = {on | 0 ‖ 0} (a name, unless a ``(``
  follows: ``tiny(2)`` is Tiny(2)), and the uptimals ``^[on]`` (upon), ``^<on>`` (↑^on) with
  their negatives ``v[on]``, ``v<on>``;
* ``Tiny(x)`` and ``Miny(x)`` of loopy x (``Tiny(on)`` is tiny), sums, differences and
  switches of loopy values, juxtaposition (``1over``, ``3/2under``, ``-1/4v[on]``), and
  ``s & t``, the loosest of all;
* sided values as options: a form with an option ``s & t`` known by its sides only is the
  sided value whose onside is the onside of the form with s in its place, and whose offside
  the offside of the form with t (as CGSuite reads such options: ``{2&-2|1&-2}`` is
  ``{2|1} & -2*``). A sided value whose game graph is known stands as an option by its graph.

Sums, signs and juxtaposition follow the short notation: a '-' before a number negates the
number only (``-1^`` is -1 + ↑, ``-1over`` is -1 + over), the pieces of a juxtaposition are
written without spaces, a number first. Numbers, nimbers and ups inside the text are read by
the parser of short games (``cgt.notation.parser``). Nested forms are read by a recursive
descent whose depth is bounded by ``cgt.notation.lexing.MAX_NESTING``.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cgt.errors import CGTTypeError, CGTValueError, ParseError
from cgt.loopy import base
from cgt.loopy.arithmetic import value_of_graph
from cgt.loopy.graph import Builder, add_value
from cgt.loopy.sided import SidedValue
from cgt.notation import parser as short_parser
from cgt.notation.lexing import DIGITS, MAX_NESTING, name_end, parse_error, too_deep
from cgt.short.game import ZERO

__all__: list[str] = []

#: *Winning Ways*' names (vol. 2, ch. 11) of the loopy Tiny and Miny of on.
_WINNING_WAYS = {"tiny": "{0||0|off}", "miny": "{on|0||0}"}

_SPECIAL = {"^[on]": "upon", "v[on]": "-upon", "^<on>": "up_on", "v<on>": "-up_on",
            "↑[on]": "upon", "↓[on]": "-upon", "↑<on>": "up_on", "↓<on>": "-up_on"}
#: Characters of the pieces left to the parser of short games.
_PIECE = frozenset("0123456789/*^⁎·↑↓⇑⇓½¼¾⅛⅜⅝⅞⁰¹²³⁴⁵⁶⁷⁸⁹")
_ARROWS = frozenset("^v↑↓⇑⇓")
_NUMERAL = frozenset("0123456789½¼¾⅛⅜⅝⅞")
_ATOM_START = frozenset(("short", "special", "{", "(", "'", "word"))


def parse(text: str, short_parse: Callable[[str], Any] | None = None) -> Any:
    """The value written as ``text`` in the loopy notation; ``short_parse`` reads the pieces
    in the notation of short games (default: ``cgt.notation.parser.parse``)."""
    if not isinstance(text, str):
        raise CGTTypeError(f"the text of a game must be a str, not {text!r}")
    return _Parser(text, short_parse or short_parser.parse).run()


class _Parser:
    def __init__(self, text, short_parse):
        self.short_parse = short_parse
        self.text = text
        self.tokens = list(self.tokenize())
        self.i = 0
        self.labels: list[str] = []   # labels whose braces are open
        self.closed: set[str] = set()  # labels whose braces are closed
        self.open: list[str] = []      # the brackets open: '(', '{' or a quote
        self.side = "onside"           # the side of an option known by its sides only
        self.sides_taken = False       # whether the graph being built took such a side

    def error(self, message, column):
        return parse_error(message, self.text, column)

    # -- tokens ----------------------------------------------------------------------------

    def tokenize(self):
        s = self.text
        n = len(s)
        i = 0
        while i < n:
            c = s[i]
            if c.isspace():
                i += 1
                continue
            special = next((k for k in _SPECIAL if s.startswith(k, i)), None)
            if special is not None:
                yield ("special", _SPECIAL[special], i)
                i += len(special)
            elif (c in _PIECE and c != "/") or (c == "v" and self._is_ups(i)):
                j = self._piece_end(i)
                yield ("short", s[i:j], i)
                i = j
            elif c == "|":
                j = i
                while j < n and s[j] == "|":
                    j += 1
                yield ("|", j - i, i)
                i = j
            elif s.startswith("+-", i) or c == "±":
                yield ("+-", None, i)
                i += 1 if c == "±" else 2
            elif c == "−":
                yield ("-", None, i)
                i += 1
            elif c in "{}(),&+-'":
                yield (c, None, i)
                i += 1
            elif c.isalpha() or c == "_":
                j = name_end(s, i)
                yield ("word", s[i:j], i)
                i = j
            else:
                raise self.error(f"unexpected {c!r}", i)
        yield ("end", None, n)

    def _is_ups(self, i):
        s = self.text
        j = i
        while j < len(s) and s[j] == "v":
            j += 1
        if j < len(s) and (s[j] in "<[" or s[j] in DIGITS):
            return True
        return j == len(s) or not (s[j].isalnum() or s[j] == "_")

    def _piece_end(self, i):
        """The end of a run of number, star and arrow characters read by the short parser."""
        s = self.text
        n = len(s)
        j = i
        while j < n:
            if any(s.startswith(k, j) for k in _SPECIAL):
                break
            c = s[j]
            if c in _PIECE:
                j += 1
            elif c == "v" and self._is_ups(j):
                j += 1
            elif c in "<[" and j > i and s[j - 1] in _ARROWS:
                close = s.find(">" if c == "<" else "]", j)
                if close == -1:
                    raise self.error(f"unclosed {c!r}", j)
                j = close + 1
            else:
                break
        return j

    def peek(self):
        return self.tokens[self.i]

    def take(self):
        token = self.tokens[self.i]
        self.i += 1
        return token

    def expect(self, kind):
        token = self.take()
        if token[0] != kind:
            raise self.error(f"expected {kind!r}", token[2])
        return token

    # -- grammar ---------------------------------------------------------------------------

    def run(self):
        node = self.sided()
        kind, _, at = self.peek()
        if kind != "end":
            raise self.error("unexpected text", at)
        return self.evaluate(node)

    def nest(self, at, bracket):
        self.open.append(bracket)
        if len(self.open) > MAX_NESTING:
            raise too_deep(self.text, at)

    def grouped(self, at, bracket, close):
        """The game between the bracket just read at ``at`` and ``close``."""
        self.nest(at, bracket)
        node = self.sided()
        self.expect(close)
        self.open.pop()
        return node

    def sided(self):
        node = self.expr()
        if self.peek()[0] == "&":
            at = self.take()[2]
            node = ("sided", node, self.expr(), at)
        return node

    def expr(self):
        """``[unary] term (('+' | '-' | '+-') [unary] term)*``, as in the short notation."""
        node = self.operand()
        while self.peek()[0] in ("+", "-", "+-"):
            op, _, at = self.take()
            if op == "+-":
                right = self.switched(at)
            else:
                right = self.operand()
                if op == "-":
                    right = ("neg", right, at)
            node = ("add", node, right, at)
        return node

    def operand(self):
        """A term after an optional '+', '-' or '+-'. A '-' before a number negates the number
        only (``-1^`` is -1 + ↑, ``-1over`` is -1 + over), and before anything else the term."""
        kind, _, at = self.peek()
        if kind == "+-":
            self.take()
            return self.switched(at)
        if kind == "+":
            self.take()
        elif kind == "-":
            self.take()
            piece_kind, piece, piece_at = self.peek()
            if piece_kind != "short" or piece[0] not in _NUMERAL:
                return ("neg", self.term(), at)
            self.take()
            return self.term(("short", "-" + piece, piece_at - 1))
        return self.term()

    def switched(self, at):
        """The switch after '+-': of a list in parentheses or in braces without bars
        (``+-(1, on)``, ``+-{1, on}`` are {1, on | -1, -on}), or of a term."""
        kind, _, where = self.peek()
        if kind == "(":
            self.take()
            self.nest(where, "(")
            items = [self.sided()]
            while self.peek()[0] == ",":
                self.take()
                items.append(self.sided())
            self.expect(")")
            self.open.pop()
            return ("switch", items, at)
        if kind == "{":
            self.take()
            node = self.form(None, where, switch_list=True)
            if node[0] == "list":
                return ("switch", node[1], at)
            return ("switch", [self.term(node)], at)
        return ("switch", [self.term()], at)

    def term(self, first=None):
        """Pieces side by side, added: a number first, then no spaces between pieces."""
        node = first
        while True:
            kind, value, at = self.peek()
            if kind not in _ATOM_START or (kind == "'" and self.open[-1:] == ["'"]):
                break   # a quote closes the quoted form it is in
            if node is not None:
                if self.text[at - 1].isspace():
                    raise self.error("two games with only spaces between them: write '+' to "
                                     "add them", at)
                if kind == "short" and value[0] in _NUMERAL:
                    raise self.error("a number must come first in a juxtaposition (write "
                                     "'+' between two games to add them)", at)
            atom = self.atom()
            node = atom if node is None else ("add", node, atom, at)
        if node is None:
            kind, value, at = self.peek()
            raise self.error("expected a game", at)
        return node

    def atom(self):
        kind, value, at = self.take()
        if kind == "short":
            return ("short", value, at)
        if kind == "special":
            return ("named", value, at)
        if kind == "(":
            return self.grouped(at, "(", ")")
        if kind == "'":
            return self.grouped(at, "'", "'")   # a quoted form stands for its value
        if kind == "{":
            return self.form(None, at)
        # a word
        kind, _, brace = self.peek()
        if kind == "{" and brace == at + len(value) and value.lower() not in ("tiny", "miny"):
            if value == "pass" or value in base.ops.names():
                raise self.error(f"{value!r} names a game and cannot label braces", at)
            self.take()
            return self.form(value, brace, at)
        if value in ("Tiny", "Miny", "tiny", "miny"):
            if value in _WINNING_WAYS and kind != "(":
                return ("named", value, at)
            self.expect("(")
            return (value.lower(), self.grouped(at, "(", ")"), at)
        if value == "pass":
            return ("pass", None, at)
        if value in self.labels:
            return ("ref", value, at)
        if value in self.closed:
            raise self.error(f"the label {value!r} is used outside its braces", at)
        if value in base.ops.names():
            return ("named", value, at)
        raise self.error(f"unknown name {value!r}", at)

    def form(self, label, at, label_at=None, switch_list=False):
        """The braces opened at ``at``; with ``switch_list``, braces without bars are the list
        ``("list", options, at)`` of a switch."""
        self.nest(at, "{")
        if label is not None:
            if label in self.labels:
                raise self.error(f"the label {label!r} is defined twice", label_at)
            self.labels.append(label)
        # a flat list of option lists separated by runs of bars; a list may be empty
        groups = [[]]
        runs = []
        while True:
            kind, value, where = self.peek()
            if kind not in ("|", "}", "end"):
                side = groups[-1]
                side.append(self.sided())
                while self.peek()[0] == ",":
                    self.take()
                    side.append(self.sided())
                kind, value, where = self.peek()
            if kind == "end":
                raise self.error("unclosed '{'", at)
            if kind not in ("|", "}"):
                raise self.error("expected ',', '|' or '}'", where)
            self.take()
            if kind == "}":
                break
            runs.append((value, where))
            groups.append([])
        if label is not None:
            self.labels.pop()
            self.closed.add(label)
        self.open.pop()
        if not runs:
            if switch_list and groups[0]:
                return ("list", groups[0], at)
            raise self.error("a game needs a '|' between its Left and Right options", at)
        return self.split(groups, runs, label, at)

    def split(self, groups, runs, label, at):
        """The form of ``groups`` separated by ``runs``: the longest run splits."""
        longest = max(r for r, _ in runs)
        where = [k for k, (r, _) in enumerate(runs) if r == longest]
        if len(where) > 1:
            raise self.error("two runs of bars of the same length are ambiguous", runs[where[1]][1])
        k = where[0]
        sides = []
        for part_groups, part_runs in ((groups[:k + 1], runs[:k]), (groups[k + 1:], runs[k + 1:])):
            if part_runs:
                sides.append([self.split(part_groups, part_runs, None, at)])
            else:
                sides.append(part_groups[0])
        return ("form", label, sides[0], sides[1], at)

    # -- values ----------------------------------------------------------------------------

    def evaluate(self, node):
        kind = node[0]
        if kind == "short":
            try:
                return self.short_parse(node[1])
            except ParseError as error:
                if error.column is None:
                    raise
                message = str(error).split("\n")[0].rsplit(" at column ", 1)[0]
                raise self.error(message, node[2] + error.column) from None
        if kind == "named":
            if node[1] in _WINNING_WAYS:
                return parse(_WINNING_WAYS[node[1]], self.short_parse)
            return base.ops.names()[node[1]]
        if kind == "neg":
            return -self.evaluate(node[1])
        if kind == "add":
            return self.evaluate(node[1]) + self.evaluate(node[2])
        if kind == "sided":
            onside, offside = self.evaluate(node[1]), self.evaluate(node[2])
            return base.ops.sided(onside, offside)
        if kind in ("switch", "tiny", "miny", "form"):
            onside, taken = self.graph_value(node, "onside")
            if not taken:
                return onside
            offside, _ = self.graph_value(node, "offside")
            return base.ops.sided(getattr(onside, "onside", onside),
                                  getattr(offside, "offside", offside))
        if kind in ("ref", "pass"):
            what = "pass" if kind == "pass" else f"the label {node[1]!r}"
            raise self.error(f"{what} stands for a position and may only be an option",
                             node[-1])
        raise AssertionError(kind)

    def graph_value(self, node, side):
        """The value of the graph of a form node, an option known by its sides only standing
        for its ``side``, and whether there was one."""
        outer = self.side, self.sides_taken
        self.side, self.sides_taken = side, False
        builder = Builder("a loopy literal")
        root = self.build(node, builder, {}, {})
        taken = self.sides_taken
        self.side, self.sides_taken = outer
        left, right = builder.freeze()
        return value_of_graph(left, right, root), taken

    def build(self, node, builder, env, memo):
        """The vertex of ``builder`` for a form (or switch, Tiny, Miny) node."""
        kind = node[0]
        if kind == "switch":
            xs = [self.evaluate(x) for x in node[1]]
            return self.vertex(builder, xs, [-x for x in xs], memo)
        if kind == "tiny":
            x = self.evaluate(node[1])
            inner = self.vertex(builder, [ZERO], [-x], memo)
            return self.vertex(builder, [ZERO], [("vertex", inner)], memo)
        if kind == "miny":
            x = self.evaluate(node[1])
            inner = self.vertex(builder, [x], [ZERO], memo)
            return self.vertex(builder, [("vertex", inner)], [ZERO], memo)
        _, label, left, right, at = node
        v = builder.add()
        if label is not None:
            env = dict(env)
            env[label] = v
        out = []
        for options in (left, right):
            targets = []
            for option in options:
                okind = option[0]
                if okind == "pass":
                    targets.append(v)
                elif okind == "ref":
                    if option[1] not in env:
                        raise self.error(f"the label {option[1]!r} stands for a position of "
                                         "another game here: a label is an option only of "
                                         "braces nested in its own, with no sum between",
                                         option[2])
                    targets.append(env[option[1]])
                elif okind == "form":
                    targets.append(self.build(option, builder, env, memo))
                else:
                    targets.append(self.add(builder, self.evaluate(option), memo, option[-1]))
            out.append(targets)
        builder.left[v], builder.right[v] = out
        return v

    def vertex(self, builder, left, right, memo):
        v = builder.add()
        out = []
        for options in (left, right):
            out.append([x[1] if isinstance(x, tuple) else self.add(builder, x, memo, 0)
                        for x in options])
        builder.left[v], builder.right[v] = out
        return v

    def add(self, builder, value, memo, at):
        if isinstance(value, SidedValue) and value._graph is None:
            self.sides_taken = True
            value = value.onside if self.side == "onside" else value.offside
        try:
            return add_value(builder, value, memo)
        except CGTValueError as error:
            raise self.error(str(error), at) from None

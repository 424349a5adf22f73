"""Printing every kind of value: one printer class per style, one method per kind.

As in sympy's printers, ``render(value, style)`` looks up the method ``_print_<Class>`` of the
style's printer along the value's class hierarchy: ``_print_Game``, ``_print_GameForm``,
``_print_Stopper``, ``_print_SidedValue``, ``_print_UnresolvedValue``, ``_print_Surreal``,
``_print_Ordinal``, ``_print_Nimber`` (transfinite nimbers) and ``_print_MisereGame``. The
styles are ``"plain"`` (CGSuite's display, which ``str`` gives), ``"unicode"`` (also ``"u"``),
``"latex"``, and two for single kinds: ``"ascii"`` writes surreal numbers, ordinals and
transfinite nimbers with ``omega`` and ``sqrt`` instead of ``ω`` and ``√``, and ``"book"``
writes misère games in *Winning Ways*' notation. Loopy values print as described in
``cgt.notation.loopy_printer``, surreal numbers as in ``cgt.notation.surreal_printer`` and
misère games as in ``cgt.notation.misere``; the rest of this docstring is about short games.

**Short games.**
The plain text is CGSuite's display of the same canonical game, character for character, so
values paste both ways between the two programs. The printer decides, in this order:

1. **Uptimals** x + a₁·↑ + … + aₙ·↑ⁿ + *m (see ``cgt.short.uptimal_expansion``) print compactly
   when n ≤ 1 (``0``, ``-1/2``, ``*8``, ``9/8*``, ``6^*``, ``73/16v9*8``), when only aₙ = ±1 is
   nonzero (``^<2>*``) and when a₁ = … = aₙ = ±1 (``v[4]``). Other uptimals go on to the next
   rules.
2. **Switches**, games equal to their own negative: ``+-A`` for one Left option A, in braces
   when A is not compact and in parentheses when A is a compact uptimal with more than a bare
   number, nimber or up part, or a Tiny/Miny (``+-(1*)``, ``+-^``, ``+-{2|0}``); ``+-{A,B}``
   for several.
3. **Tiny and Miny**: {x ‖ x | y} with x a number and mean(y) < x prints as x, then
   ``Tiny(x - y)``; {{y | x} | x} with mean(y) > x as x, then ``Miny(y - x)`` (Winning Ways,
   vol. 2, glossary, "tiny" and "miny").
4. **Braces and slashes**: an option sharing its side with others is braced; a lone option is
   printed bare and passes its number of slashes up; a node's count is one more than the largest
   count among its bare options, and a node whose count reaches 4 is braced. The whole game is
   braced. So ``{3||2|1}``, ``{1,{2|0}||-1}``, ``{{4|||3||2|1}||||0}``.
5. **The order of options** on a side: numbers ascending, then nimbers ascending, then uptimals
   by number part, by the coefficients a₁, a₂, … in turn, by length and by nimber part, then all
   other games by their sorted Left options, compared element by element (a proper prefix
   first), then by their sorted Right options.

The Unicode and LaTeX styles keep the same structure with their own symbols.

The printer walks the game with an explicit stack, the games a text shows before the text, so
a game of any depth prints without deep recursion; integers of any length print in full.
"""
from __future__ import annotations
import re
from functools import cmp_to_key
from typing import TYPE_CHECKING, Any

from cgt.errors import CGTTypeError, CGTValueError
from cgt.notation import loopy_printer, surreal_printer
from cgt.numbers.dyadic import Dyadic, denominator_text, int_to_text
from cgt.short.deep import run_deep
from cgt.short.forms import GameForm
from cgt.short.cooling import mean_and_temperature
from cgt.short.uptimal_expansion import expansion

if TYPE_CHECKING:
    from cgt.short.game import Game

VULGAR = {(1, 2): "½", (1, 4): "¼", (3, 4): "¾", (1, 8): "⅛", (3, 8): "⅜", (5, 8): "⅝",
          (7, 8): "⅞"}
SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")
#: A node with this many slashes is braced (and then counts none).
MAX_SLASHES = 4


class Plain:
    """CGSuite's plain-text display."""

    name = "plain"
    pm = "+-"
    open_brace, close_brace = "{", "}"
    open_paren, close_paren = "(", ")"
    comma = ","

    def bars(self, k: int) -> str:
        return "|" * k

    def number(self, x: Dyadic) -> str:
        return str(x)

    def ups(self, n: int, has_number: bool) -> str:
        if n == 0:
            return ""
        arrow = "^" if n > 0 else "v"
        k = abs(n)
        return arrow * k if k <= 2 else arrow + int_to_text(k)

    def star(self, m: int) -> str:
        return "" if m == 0 else "*" if m == 1 else "*" + int_to_text(m)

    def uptimal(self, sign: int, kind: str, n: int) -> str:
        arrow = "^" if sign > 0 else "v"
        return f"{arrow}<{n}>" if kind == "unit" else f"{arrow}[{n}]"

    def named(self, number: str, name: str, argument: Any) -> Any:
        return _Text(number, f"{name}(", argument, ")")

    # -- one method per kind of value ----------------------------------------------------------

    def _print_Game(self, g: Game) -> str:
        return run_deep(_to_text, g, self)

    def _print_GameForm(self, f: GameForm) -> str:
        return run_deep(_form_text, f, self)

    def loopy_name(self, name: str) -> str:
        """A loopy value's name as written in this style (``on``, ``^[on]``)."""
        return name

    def _print_Stopper(self, x: Any) -> str:
        return loopy_printer.stopper_text(x, self)

    def _print_SidedValue(self, x: Any) -> str:
        return loopy_printer.sided_text(x, self)

    def _print_UnresolvedValue(self, x: Any) -> str:
        return loopy_printer.unresolved_text(x, self)

    def _print_Surreal(self, x: Any) -> str:
        return surreal_printer.to_text(x, "unicode")

    def _print_Ordinal(self, x: Any) -> str:
        return self._print_Surreal(x.to_surreal())

    def _print_Nimber(self, x: Any) -> str:
        return "*" + self.nimber_argument(x.ordinal, self._print_Ordinal(x.ordinal))

    def nimber_argument(self, alpha: Any, text: str) -> str:
        """The text of α after the star of ∗α, in parentheses unless α is one monomial."""
        t = alpha._t
        if len(t) > 1 or (len(t) == 1 and t[0][1] != 1 and t[0][0] != 0):
            return self.open_paren + text + self.close_paren
        return text

    def _print_MisereGame(self, g: Any) -> str:
        # Imported here so that printing other values leaves cgt.impartial unloaded.
        from cgt.notation import misere
        return misere.to_cgsuite(g)


class Ascii(Plain):
    """The plain style with surreal numbers, ordinals and transfinite nimbers in ASCII words:
    ``omega``, ``*``, ``sqrt(2)``."""

    name = "ascii"

    def _print_Surreal(self, x: Any) -> str:
        return surreal_printer.to_text(x, "ascii")


class Book(Plain):
    """The plain style with misère games in *Winning Ways*' notation (vol. 2, ch. 13)."""

    name = "book"

    def _print_MisereGame(self, g: Any) -> str:
        from cgt.notation import misere
        return misere.to_book(g)


class Unicode(Plain):
    """The same structure with arrows, ±, vulgar fractions and a Unicode minus."""

    name = "unicode"
    minus = "−"
    pm = "±"

    def number(self, x: Dyadic) -> str:
        sign = self.minus if x.num < 0 else ""
        num, den = abs(x.num), x.denominator
        whole, frac = divmod(num, den)
        if frac and (frac, den) in VULGAR:
            return sign + (int_to_text(whole) if whole else "") + VULGAR[frac, den]
        if den == 1:
            return sign + int_to_text(num)
        return sign + f"{int_to_text(num)}/{denominator_text(x.exp)}"

    def ups(self, n: int, has_number: bool) -> str:
        if n == 0:
            return ""
        k = abs(n)
        if k <= 2:
            return ("↑", "⇑")[k - 1] if n > 0 else ("↓", "⇓")[k - 1]
        text = f"{int_to_text(k)}·{'↑' if n > 0 else '↓'}"
        return "+" + text if has_number else text

    def uptimal(self, sign: int, kind: str, n: int) -> str:
        arrow = "↑" if sign > 0 else "↓"
        return arrow + str(n).translate(SUPERSCRIPT) if kind == "unit" else f"{arrow}^[{n}]"

    def loopy_name(self, name: str) -> str:
        return name.translate(_ARROWS) if name[0] in "^v" else name


class Latex(Plain):
    """LaTeX math: ``\\uparrow``, ``\\pm``, ``\\{ … \\mid … \\}``, Tiny and Miny with subscripts."""

    name = "latex"
    pm = r"\pm "
    open_brace, close_brace = r"\{", r"\}"
    open_paren, close_paren = r"\left(", r"\right)"

    def bars(self, k: int) -> str:
        return r"\mid " * k

    def number(self, x: Dyadic) -> str:
        if x.exp == 0:
            return int_to_text(x.num)
        sign = "-" if x.num < 0 else ""
        den = str(x.denominator) if x.exp <= 64 else f"2^{{{int_to_text(x.exp)}}}"
        return rf"{sign}\frac{{{int_to_text(abs(x.num))}}}{{{den}}}"

    def ups(self, n: int, has_number: bool) -> str:
        if n == 0:
            return ""
        k = abs(n)
        arrow, double = (r"\uparrow", r"\Uparrow") if n > 0 else (r"\downarrow", r"\Downarrow")
        if k == 1:
            return arrow
        if k == 2:
            return double
        return ("+" if has_number else "") + rf"{int_to_text(k)}\cdot{arrow}"

    def star(self, m: int) -> str:
        return "" if m == 0 else r"\ast" if m == 1 else r"\ast" + int_to_text(m)

    def uptimal(self, sign: int, kind: str, n: int) -> str:
        arrow = r"\uparrow" if sign > 0 else r"\downarrow"
        return rf"{arrow}^{{{n}}}" if kind == "unit" else rf"{arrow}^{{[{n}]}}"

    def named(self, number: str, name: str, argument: Any) -> Any:
        return _Text(number, rf"\mathrm{{{name}}}_{{", argument, "}")

    # A loopy value is written in the plain style, then token by token in LaTeX.
    def _print_Stopper(self, x: Any) -> str:
        return _latex_of_plain(STYLES["plain"]._print_Stopper(x))

    def _print_SidedValue(self, x: Any) -> str:
        return _latex_of_plain(STYLES["plain"]._print_SidedValue(x))

    def _print_UnresolvedValue(self, x: Any) -> str:
        return _latex_of_plain(STYLES["plain"]._print_UnresolvedValue(x))

    def _print_Surreal(self, x: Any) -> str:
        return surreal_printer.to_latex(x)

    def _print_Nimber(self, x: Any) -> str:
        return "{*}" + self.nimber_argument(x.ordinal, self._print_Ordinal(x.ordinal))

    def _print_MisereGame(self, g: Any) -> str:
        from cgt.notation import misere
        return misere.to_latex(g)


_ARROWS = str.maketrans({"^": "↑", "v": "↓"})
_LATEX_TOKEN = re.compile(r"[A-Za-z]+|.")
_LATEX = {"{": r"\{", "}": r"\}", "|": r"\mid ", "&": r"\mathbin{\&}", "^": r"\uparrow ",
          "*": r"\ast ", "<": r"\langle ", ">": r"\rangle "}


def _latex_of_plain(text: str) -> str:
    """A loopy value's plain text in LaTeX: names upright, arrows, braces and bars."""
    def token(match: re.Match) -> str:
        t = match.group()
        if t.isalpha():
            return r"\downarrow " * len(t) if set(t) == {"v"} else r"\mathrm{" + t + "}"
        return _LATEX.get(t, t)
    return _LATEX_TOKEN.sub(token, text)


STYLES = {"plain": Plain(), "unicode": Unicode(), "u": Unicode(), "latex": Latex(),
          "ascii": Ascii(), "book": Book()}
#: The printing method of each (style, class) met so far.
_METHODS: dict = {}


def render(value: Any, style: str = "plain") -> str:
    """The text of ``value`` in ``style``: ``"plain"`` (CGSuite's display, ``str``),
    ``"unicode"`` (or ``"u"``), ``"latex"``, ``"ascii"`` or ``"book"`` (see the module's
    docstring).

    >>> from cgt import game
    >>> print(render(game("{2|1}"), "latex"))
    \\{2\\mid 1\\}
    """
    key = (style, value.__class__)
    method = _METHODS.get(key)
    if method is None:
        printer = STYLES.get(style) if isinstance(style, str) else None
        if printer is None:
            raise CGTValueError(f"unknown style {style!r}: use 'plain', 'unicode' ('u'), "
                                "'latex', 'ascii' or 'book'")
        for cls in value.__class__.__mro__:
            method = getattr(printer, "_print_" + cls.__name__, None)
            if method is not None:
                break
        else:
            raise CGTTypeError(f"no text form for a {value.__class__.__name__}")
        _METHODS[key] = method
    return method(value)


def _form_text(f, style):
    """An explicit form, quoted: its options as given, in braces and slashes as a game's. A lone
    option whose text would put bars next to the bars of its parent (``{*|}`` as a Left option)
    is braced too, so that the runs of bars read back as written."""
    printer = _Printer(style)
    memo = {}

    def option(x, side, force_braces):
        """(text, slashes, (starts with a bar, ends with a bar)) of x on the given side."""
        if x.__class__ is not GameForm:
            return printer.top(x), 0, (False, False)
        text, slashes, ends = node(x)
        if force_braces or slashes >= MAX_SLASHES or ends[1 - side]:
            return _Text(style.open_brace, text, style.close_brace), 0, (False, False)
        return text, slashes, ends

    def node(x):
        found = memo.get(x)
        if found is None:
            sides = []
            slashes = 1
            ends = []
            for side, options in enumerate((x.left_options, x.right_options)):
                texts = []
                bars = (True, True)   # an empty side puts the bars at this end of the text
                for o in options:
                    text, count, bars = option(o, side, len(options) > 1)
                    slashes = max(slashes, count + 1)
                    texts.append(text)
                sides.append(_joined(texts, style.comma))
                ends.append(bars[side])
            found = memo[x] = (_Text(*sides[0], style.bars(slashes), *sides[1]), slashes,
                               tuple(ends))
        return found

    quote = "" if isinstance(style, Latex) else "'"
    return quote + _flatten(option(f, 0, True)[0]) + quote


def _to_text(g, style):
    return _flatten(_Printer(style).top(g))


class _Text:
    """A text made of strings and other texts, joined only when the whole is printed, so that
    a deep game's text is not copied once per level."""

    __slots__ = ("parts",)

    def __init__(self, *parts):
        self.parts = parts


def _flatten(text):
    """The string of a ``_Text`` (or a string), joined with an explicit stack."""
    if text.__class__ is str:
        return text
    out = []
    stack = [text]
    while stack:
        p = stack.pop()
        if p.__class__ is str:
            out.append(p)
        else:
            stack.extend(reversed(p.parts))
    return "".join(out)


# The kinds of printed game, by how it is written as an option.
_BARE = "bare"          # a number, a nimber or a bare up part: never wrapped
_UPTIMAL = "uptimal"    # a compact uptimal with more than that: in parentheses after a lone '+-'
_NAMED = "named"        # Tiny(...) or Miny(...): likewise
_SWITCH = "switch"      # +-A or +-{A,B}: never wrapped
_BRACES = "braces"      # L|R: braced when it shares its side, when forced, or at 4 slashes


class _Printer:
    def __init__(self, style):
        self.style = style
        self.done = {}    # game -> (kind, text, slashes)
        self.plans = {}   # game -> (games its text shows, how to write it)
        self.order = {}   # game -> its options sorted for display, (left, right)

    def top(self, g):
        return self.option(g, True, False)[0]

    def option(self, g, force_braces, force_parens):
        """(text, slashes) of g written as an option; see the module's docstring."""
        found = self.done.get(g)
        if found is None:
            self.render_all(g)
            found = self.done[g]
        kind, text, slashes = found
        s = self.style
        if kind == _BRACES:
            if force_braces or slashes >= MAX_SLASHES:
                return _Text(s.open_brace, text, s.close_brace), 0
            return text, slashes
        if force_parens and (kind == _UPTIMAL or kind == _NAMED):
            return _Text(s.open_paren, text, s.close_paren), 0
        return text, 0

    def render_all(self, g):
        """Render g and the games its text shows, each after the games it shows, with an
        explicit stack. The games shown are options or differences of followers with numbers,
        born no later than g, so the walk ends."""
        done, plans = self.done, self.plans
        stack = [g]
        while stack:
            h = stack[-1]
            if h in done:
                stack.pop()
                continue
            plan = plans.get(h)
            if plan is None:
                plan = plans[h] = self.plan(h)
            needed, write = plan
            missing = [x for x in needed if x not in done]
            if missing:
                stack.extend(missing)
                continue
            stack.pop()
            done[h] = write()
            del plans[h]

    def plan(self, g):
        """(games whose text g's text shows, a function that writes g's text once they are
        rendered), trying the rules of the module's docstring in order."""
        found = _compact(g, self.style)
        if found is not None:
            return (), lambda: found
        if _is_switch(g):
            return g.left_options, lambda: self.switch(g)
        plan = self.tiny(g)
        if plan is not None:
            return plan
        return g.left_options + g.right_options, lambda: self.braces(g)

    def switch(self, g):
        s = self.style
        left = self.sorted_options(g)[0]
        if len(left) == 1:
            text = self.option(left[0], True, True)[0]
            return _SWITCH, _Text(s.pm, text), 0
        parts = _joined([self.option(x, True, False)[0] for x in left], s.comma)
        return _SWITCH, _Text(s.pm, s.open_brace, *parts, s.close_brace), 0

    def tiny(self, g):
        found = _tiny(g)
        if found is None:
            return None
        name, x, argument = found
        s = self.style

        def write():
            number = s.number(x._nus[0]) if x._nus[0] else ""
            return _NAMED, s.named(number, name, self.option(argument, True, False)[0]), 0
        return (argument,), write

    def braces(self, g):
        s = self.style
        sides = []
        slashes = 1
        for options in self.sorted_options(g):
            several = len(options) > 1
            texts = []
            for x in options:
                text, count = self.option(x, several, False)
                slashes = max(slashes, count + 1)
                texts.append(text)
            sides.append(_joined(texts, s.comma))
        return _BRACES, _Text(*sides[0], s.bars(slashes), *sides[1]), slashes

    def sorted_options(self, g):
        found = self.order.get(g)
        if found is None:
            key = cmp_to_key(display_compare)
            found = self.order[g] = (sorted(g.left_options, key=key),
                                     sorted(g.right_options, key=key))
        return found


def _joined(texts, separator):
    """The texts with the separator between them, as a list of parts."""
    parts = []
    for t in texts:
        if parts:
            parts.append(separator)
        parts.append(t)
    return parts


def _compact(g, style):
    """(kind, text, 0) for a compact uptimal, else None."""
    e = expansion(g)
    if e is None:
        return None
    x, coefficients, m = e
    n = len(coefficients)
    number = style.number(x) if x else ""
    if n <= 1:
        ups = coefficients[0] if n else 0
        if not ups and not m:
            return _BARE, style.number(x), 0
        text = number + style.ups(ups, bool(x)) + style.star(m)
    elif e.is_unit:
        text = number + style.uptimal(coefficients[-1], "unit", n) + style.star(m)
    elif e.is_unit_sum:
        text = number + style.uptimal(coefficients[0], "sum", n) + style.star(m)
    else:
        return None
    bare = (not x and not m) or (not x and n == 0) or (not m and n == 0)
    return (_BARE if bare else _UPTIMAL), text, 0


def _is_switch(g):
    """True when g = -g, that is when Right's options are the negatives of Left's."""
    left, right = g.left_options, g.right_options
    return bool(left) and len(left) == len(right) and {-x for x in left} == set(right)


def _tiny(g):
    """("Tiny", x, x - y) for g = {x || x | y} with mean(y) < x, ("Miny", x, y - x) for
    g = {{y | x} | x} with mean(y) > x, else None."""
    left, right = g.left_options, g.right_options
    if len(left) != 1 or len(right) != 1:
        return None
    if left[0].is_number:
        x, k = left[0], right[0]
        if k.left_options == (x,) and len(k.right_options) == 1:
            y = k.right_options[0]
            if _mean(y) < x._nus[0]:
                return "Tiny", x, x - y
    if right[0].is_number:
        x, k = right[0], left[0]
        if k.right_options == (x,) and len(k.left_options) == 1:
            y = k.left_options[0]
            if _mean(y) > x._nus[0]:
                return "Miny", x, y - x
    return None


def _mean(g):
    return run_deep(mean_and_temperature, g)[0]


# -- the display order of options ------------------------------------------------------------

_NUMBER, _NIMBER, _UPTIMAL_RANK, _OTHER = range(4)


def _rank(g):
    t = g._nus
    if t is not None:
        if t.is_number:
            return _NUMBER, t[0]
        if t.is_nimber:
            return _NIMBER, t[2]
    e = expansion(g)
    if e is not None:
        return _UPTIMAL_RANK, e
    return _OTHER, None


def _sign(a, b):
    return (a > b) - (a < b)


def display_compare(g: Game, h: Game) -> int:
    """-1, 0 or 1 as g comes before, with or after h in CGSuite's order of options."""
    if g is h:
        return 0
    (rank_g, key_g), (rank_h, key_h) = _rank(g), _rank(h)
    if rank_g != rank_h:
        return _sign(rank_g, rank_h)
    if rank_g == _NUMBER or rank_g == _NIMBER:
        return _sign(key_g, key_h)
    if rank_g == _UPTIMAL_RANK:
        if key_g.number != key_h.number:
            return _sign(key_g.number, key_h.number)
        for a, b in zip(key_g.coefficients, key_h.coefficients):
            if a != b:
                return _sign(a, b)
        if key_g.length != key_h.length:
            return _sign(key_g.length, key_h.length)
        return _sign(key_g.nimber, key_h.nimber)
    key = cmp_to_key(display_compare)
    for side_g, side_h in ((g.left_options, h.left_options), (g.right_options, h.right_options)):
        a, b = sorted(side_g, key=key), sorted(side_h, key=key)
        for x, y in zip(a, b):
            c = display_compare(x, y)
            if c:
                return c
        if len(a) != len(b):
            return _sign(len(a), len(b))
    return 0


__all__ = ["Ascii", "Book", "Latex", "Plain", "STYLES", "Unicode", "display_compare", "render"]

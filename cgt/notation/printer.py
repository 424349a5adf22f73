"""Printing games in the field's plain-text notation, in Unicode and in LaTeX.

The printer tries, in order: a number-up-star form (``1/2^*``, ``-2vv*3``), an uptimal form
(``^<3>``, ``v[2]*``), ``Tiny(x)``/``Miny(x)``, a switch (``+-1``, ``+-(1,{2|0})``,
``3+-{1|0}``), and otherwise braces with slash nesting (``{3||2|1}``), the notation of
*Winning Ways*. The plain form always parses back to the same game, and it
prints what CGSuite displays for the same game.

The printer walks the game with an explicit stack, options before the games that show them,
so a game of any depth prints without deep recursion; integers of any length print in full.
"""
from cgt.numbers.dyadic import Dyadic, denominator_text, int_to_text
from cgt.short.deep import run_deep
from cgt.short.game import number, shift
from cgt.short.named import nimber, power, power_to, up, zero
from cgt.short.order import stops

VULGAR = {(1, 2): "½", (1, 4): "¼", (3, 4): "¾", (1, 8): "⅛", (3, 8): "⅜", (5, 8): "⅝",
          (7, 8): "⅞"}
MAX_STAR = 8  # the largest nimber part looked for beside an uptimal
SUPERSCRIPT = str.maketrans("0123456789", "⁰¹²³⁴⁵⁶⁷⁸⁹")


class Plain:
    minus = "-"
    pm = "+-"
    open_brace, close_brace = "{", "}"
    bar = "|"

    def number(self, x):
        return str(x)

    def ups(self, n, has_number):
        if n == 0:
            return ""
        arrow = "^" if n > 0 else "v"
        k = abs(n)
        return arrow * k if k <= 2 else arrow + int_to_text(k)

    def star(self, m):
        return "" if m == 0 else "*" if m == 1 else "*" + int_to_text(m)

    def uptimal(self, sign, kind, n):
        arrow = "^" if sign > 0 else "v"
        return f"{arrow}<{n}>" if kind == "pow" else f"{arrow}[{n}]"

    def named(self, name, argument):
        return _Text(f"{name}(", argument, ")")


class Unicode(Plain):
    minus = "−"
    pm = "±"

    def number(self, x):
        sign = self.minus if x.num < 0 else ""
        num, den = abs(x.num), x.denominator
        whole, frac = divmod(num, den)
        if frac and (frac, den) in VULGAR:
            return sign + (int_to_text(whole) if whole else "") + VULGAR[frac, den]
        if den == 1:
            return sign + int_to_text(num)
        return sign + f"{int_to_text(num)}/{denominator_text(x.exp)}"

    def ups(self, n, has_number):
        if n == 0:
            return ""
        k = abs(n)
        if k <= 2:
            return ("↑", "⇑")[k - 1] if n > 0 else ("↓", "⇓")[k - 1]
        text = f"{int_to_text(k)}·{'↑' if n > 0 else '↓'}"
        return "+" + text if has_number else text

    def uptimal(self, sign, kind, n):
        arrow = "↑" if sign > 0 else "↓"
        return arrow + str(n).translate(SUPERSCRIPT) if kind == "pow" else f"{arrow}^[{n}]"


class Latex(Plain):
    pm = r"\pm "
    open_brace, close_brace = r"\{", r"\}"
    bar = r"\mid "

    def number(self, x):
        if x.exp == 0:
            return int_to_text(x.num)
        sign = "-" if x.num < 0 else ""
        den = str(x.denominator) if x.exp <= 64 else f"2^{{{int_to_text(x.exp)}}}"
        return rf"{sign}\frac{{{int_to_text(abs(x.num))}}}{{{den}}}"

    def ups(self, n, has_number):
        if n == 0:
            return ""
        k = abs(n)
        arrow, double = (r"\uparrow", r"\Uparrow") if n > 0 else (r"\downarrow", r"\Downarrow")
        if k == 1:
            return arrow
        if k == 2:
            return double
        return ("+" if has_number else "") + rf"{int_to_text(k)}\cdot{arrow}"

    def star(self, m):
        return "" if m == 0 else r"\ast" if m == 1 else r"\ast" + int_to_text(m)

    def uptimal(self, sign, kind, n):
        arrow = r"\uparrow" if sign > 0 else r"\downarrow"
        return rf"{arrow}^{{{n}}}" if kind == "pow" else rf"{arrow}^{{[{n}]}}"

    def named(self, name, argument):
        return _Text(rf"\mathrm{{{name}}}(", argument, ")")


STYLES = {"plain": Plain(), "unicode": Unicode(), "latex": Latex()}


def to_text(g, style="plain"):
    """The text of ``g`` in the given style: ``"plain"``, ``"unicode"`` or ``"latex"``."""
    return _flatten(_Printer(STYLES[style]).top(g))


class _Text:
    """A text made of strings and other texts, joined only when the whole is printed, so that
    a deep game's text is not copied once per level. It knows its first characters and
    whether it holds a plus sign anywhere."""

    __slots__ = ("parts", "head", "plus")

    def __init__(self, *parts):
        self.parts = parts
        head = ""
        plus = False
        for p in parts:
            if p.__class__ is str:
                if len(head) < _HEAD:
                    head += p[:_HEAD]
                plus = plus or "+" in p or "±" in p or r"\pm" in p
            else:
                if len(head) < _HEAD:
                    head += p.head
                plus = plus or p.plus
        self.head = head[:_HEAD]
        self.plus = plus


_HEAD = 8


def _head(text):
    return text[:_HEAD] if text.__class__ is str else text.head


def _has_plus(text):
    if text.__class__ is str:
        return "+" in text or "±" in text or r"\pm" in text
    return text.plus


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


class _Order:
    """Sort key of an option: birthday, then text, joined only if the birthdays tie."""

    __slots__ = ("birthday", "text", "joined")

    def __init__(self, birthday, text):
        self.birthday = birthday
        self.text = text
        self.joined = None

    def string(self):
        if self.joined is None:
            self.joined = _flatten(self.text)
        return self.joined

    def __lt__(self, other):
        if self.birthday != other.birthday:
            return self.birthday < other.birthday
        return self.string() < other.string()


class _Printer:
    def __init__(self, style):
        self.style = style
        self.done = {}    # id of a game -> (text, bar count, compact?)
        self.plans = {}   # id of a game -> (games its text shows, how to write it)

    def top(self, g):
        text, bars, compact = self.render(g)
        return text if compact else _Text(self.style.open_brace, text, self.style.close_brace)

    def render(self, g):
        """(text, bar count, compact?) for g; a compact text never needs braces around it."""
        found = self.done.get(g._id)
        if found is None:
            self.render_all(g)
            found = self.done[g._id]
        return found

    def render_all(self, g):
        """Render g and the games its text shows, each after the games it shows, with an
        explicit stack. The games shown are options, their negatives or their translates by a
        number, so each step goes down the game tree and the walk ends."""
        done, plans = self.done, self.plans
        stack = [g]
        while stack:
            h = stack[-1]
            if h._id in done:
                stack.pop()
                continue
            plan = plans.get(h._id)
            if plan is None:
                plan = plans[h._id] = self.plan(h)
            needed, write = plan
            missing = [x for x in needed if x._id not in done]
            if missing:
                stack.extend(missing)
                continue
            stack.pop()
            done[h._id] = write()
            del plans[h._id]

    def plan(self, g):
        """(games whose text g's text shows, a function that writes g's text once they are
        rendered), trying the forms in the order of the module's docstring."""
        if g._nus is not None:
            return (), lambda: (self.nus(*g._nus), 0, True)
        left_stop, right_stop = run_deep(stops, g)
        if left_stop == right_stop:
            found = _uptimal(g, left_stop)
            if found is not None:
                x, sign, kind, n, m = found
                text = self.number_part(x) + self.style.uptimal(sign, kind, n) + self.style.star(m)
                return (), lambda: (text, 0, True)
        plan = self.tiny(g)
        if plan is not None:
            return plan
        plan = self.switch(g, left_stop, right_stop)
        if plan is not None:
            return plan
        return g.left_options + g.right_options, lambda: self.braces(g)

    def number_part(self, x):
        return self.style.number(x) if x else ""

    def nus(self, x, n, m):
        s = self.style
        if not n and not m:
            return s.number(x)
        return self.number_part(x) + s.ups(n, bool(x)) + s.star(m)

    def tiny(self, g):
        left, right = g.left_options, g.right_options
        if left == (zero,) and len(right) == 1 and right[0].left_options == (zero,) \
                and len(right[0].right_options) == 1:
            name, argument = "Tiny", -right[0].right_options[0]
        elif right == (zero,) and len(left) == 1 and left[0].right_options == (zero,) \
                and len(left[0].left_options) == 1:
            name, argument = "Miny", left[0].left_options[0]
        else:
            return None
        return (argument,), lambda: (self.style.named(name, self.top(argument)), 0, True)

    def switch(self, g, left_stop, right_stop):
        if _is_pure_switch(g):
            return g.left_options, lambda: (self.pure_switch(g), 0, True)
        mean = (left_stop + right_stop).half()
        # Only integer centres: {2|1} reads better than 3/2+-1/2.
        if mean and mean.is_integer():
            h = g + number(-mean)
            if _is_pure_switch(h):
                return h.left_options, lambda: (_Text(self.style.number(mean),
                                                      self.pure_switch(h)), 0, True)
        return None

    def pure_switch(self, g):
        left = g.left_options
        parts = [self.top(x) for x in self.display_order(left)]
        if len(parts) == 1 and self.is_atomic_text(left[0], parts[0]):
            return _Text(self.style.pm, parts[0])
        return _Text(self.style.pm, "(", *_joined(parts, ","), ")")

    def is_atomic_text(self, g, text):
        """True when ``text`` reads as one operand after a prefix ``+-``."""
        head = _head(text)
        if head.startswith(("-", self.style.minus)) or _has_plus(text):
            return False
        return (g._nus is not None or not self.render(g)[2]
                or head.startswith(("Tiny", "Miny", "^", "v")) or head[:1].isdigit())

    def display_order(self, options):
        return sorted(options, key=lambda x: _Order(x.birthday, self.render(x)[0]))

    def braces(self, g):
        sides = []
        weight = 0
        for options in (g.left_options, g.right_options):
            texts = []
            for x in self.display_order(options):
                text, bars, compact = self.render(x)
                if not compact:
                    if len(options) == 1:
                        weight = max(weight, bars)
                    else:
                        text = _Text(self.style.open_brace, text, self.style.close_brace)
                texts.append(text)
            sides.append(_joined(texts, ","))
        bars = weight + 1
        return _Text(*sides[0], self.style.bar * bars, *sides[1]), bars, False


def _joined(texts, separator):
    """The texts with the separator between them, as a list of parts."""
    parts = []
    for t in texts:
        if parts:
            parts.append(separator)
        parts.append(t)
    return parts


def _is_pure_switch(g):
    """True for {a, b, ... | -a, -b, ...}: Right's options are the negatives of Left's."""
    left, right = g.left_options, g.right_options
    return bool(left) and len(left) == len(right) and \
        {(-x)._id for x in left} == {x._id for x in right}


# -- uptimals ------------------------------------------------------------------------------
# The uptimals ±↑ⁿ + *m and ±↑^[n] + *m (Winning Ways, vol. 2, ch. 11 and glossary; CGSuite's
# Pow and PowTo of ↑). Their canonical forms, for n >= 3, have one option that is not
# a nimber, and it is an uptimal of order n - 1:
#     ↑ⁿ*m    = {0, *, ..., *m | ↓^[n-1]*(m^1)}
#     ↑^[n]*m = {↑^[n-1]*m | *(m^1)}  for m != 1,  {0, ↑^[n-1]* | 0} for m = 1
# and their negatives. So a game is recognised from the one non-nimber option down a chain, in
# one pass without recursion, and the guess is then checked by building the uptimal itself.
_SMALL_BIRTHDAY = MAX_STAR + 4   # below this, uptimals are found by trying every candidate


def _uptimal(g, x):
    """(x, sign, kind, n, m) when g = x ± ↑ⁿ + *m or x ± ↑^[n] + *m with n >= 2, else None
    (Winning Ways, vol. 2, ch. 11 and glossary)."""
    memo = g._memo_dict()
    if "uptimal" not in memo:
        memo["uptimal"] = _find_uptimal(g, x)
    return memo["uptimal"]


def _find_uptimal(g, x):
    rest = shift(g, -x)
    # Uptimals plus nimbers are all-small. Nimber parts above MAX_STAR are not looked for: such
    # a game is printed in braces, which is just as exact.
    if not rest.is_all_small:
        return None
    found = _uptimal_guess(rest)
    if found is None or _build_uptimal(*found) is not rest:
        return None
    return (x,) + found


def _build_uptimal(sign, kind, n, m):
    e = power(up, n) if kind == "pow" else power_to(up, n)
    return (e if sign > 0 else -e) + nimber(m)


def _uptimal_guess(g):
    """(sign, kind, n, m) that g may be (an all-small game, not number-up-star), or None."""
    chain = []
    h = g
    while True:
        memo = h._memo_dict()
        if "uptimal guess" in memo:
            guess = memo["uptimal guess"]
            break
        if h.birthday < _SMALL_BIRTHDAY:
            guess = memo["uptimal guess"] = _search_uptimal(h)
            break
        step = _single_non_nimber(h)
        if step is None:
            guess = memo["uptimal guess"] = None
            break
        chain.append((h, step[1]))
        h = step[0]
    for h, side in reversed(chain):
        guess = h._memo_dict()["uptimal guess"] = _parent_guess(h, side, guess)
    return guess


def _single_non_nimber(g):
    """(option, side) for the one option of g that is not a nimber, or None."""
    found = None
    for side, options in (("L", g.left_options), ("R", g.right_options)):
        for o in options:
            if not o.is_nimber:
                if found is not None:
                    return None
                found = (o, side)
    return found


def _parent_guess(g, side, child):
    """g's guess from the guess for its one non-nimber option, on ``side``."""
    if child is None or child[1] != "pow_to":
        return None
    sign, _, n, m = child
    if side == "R" and sign < 0:
        candidates = ((1, "pow", n + 1, m ^ 1), (-1, "pow_to", n + 1, m))
    elif side == "L" and sign > 0:
        candidates = ((1, "pow_to", n + 1, m), (-1, "pow", n + 1, m ^ 1))
    else:
        return None
    left = {o._id for o in g.left_options if o.is_nimber}
    right = {o._id for o in g.right_options if o.is_nimber}
    for c in candidates:
        if c[3] <= MAX_STAR + 1 and _nimber_options(*c) == (left, right):
            return c
    return None


def _nimber_options(sign, kind, n, m):
    """The ids of the nimber options (Left's, Right's) of ±↑ⁿ*m or ±↑^[n]*m for n >= 3."""
    if kind == "pow":
        mine, theirs = {nimber(k)._id for k in range(m + 1)}, set()
    elif m == 1:
        mine, theirs = {zero._id}, {zero._id}
    else:
        mine, theirs = set(), {nimber(m ^ 1)._id}
    return (mine, theirs) if sign > 0 else (theirs, mine)


def _search_uptimal(rest):
    """Try every uptimal of a small birthday: ±↑ⁿ + *m and ±↑^[n] + *m are born on day n + 1
    when m <= 1 and otherwise on day n + m - 1, n + m or n + m + 1 (checked for n <= 11 and
    m <= 8), so the birthday leaves few candidates."""
    if rest._nus is not None:
        return None
    birthday = rest.birthday
    for n in range(birthday - 1, max(1, birthday - MAX_STAR - 2), -1):
        spread = birthday - n
        for kind in ("pow", "pow_to"):
            for sign in (1, -1):
                for m in range(max(0, spread - 1), spread + 2):
                    if _build_uptimal(sign, kind, n, m) is rest:
                        return sign, kind, n, m
    return None

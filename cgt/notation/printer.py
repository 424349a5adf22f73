"""Printing games in the field's plain-text notation, in Unicode and in LaTeX.

The printer tries, in order: a number-up-star form (``1/2^*``, ``-2vv*3``), an uptimal form
(``^<3>``, ``v[2]*``), ``Tiny(x)``/``Miny(x)``, a switch (``+-1``, ``+-(1,{2|0})``,
``3+-{1|0}``), and otherwise braces with slash nesting (``{3||2|1}``). The plain form always
parses back to the same game. The plain form prints what CGSuite displays for the same game.
"""
from cgt.numbers.dyadic import denominator_text, int_to_text
from cgt.short.deep import run_deep
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
        return arrow * k if k <= 2 else f"{arrow}{k}"

    def star(self, m):
        return "" if m == 0 else "*" if m == 1 else f"*{m}"

    def uptimal(self, sign, kind, n):
        arrow = "^" if sign > 0 else "v"
        return f"{arrow}<{n}>" if kind == "pow" else f"{arrow}[{n}]"

    def named(self, name, argument):
        return f"{name}({argument})"


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
        text = f"{k}·{'↑' if n > 0 else '↓'}"
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
        den = str(x.denominator) if x.exp <= 64 else f"2^{{{x.exp}}}"
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
        return ("+" if has_number else "") + rf"{k}\cdot{arrow}"

    def star(self, m):
        return "" if m == 0 else r"\ast" if m == 1 else rf"\ast{m}"

    def uptimal(self, sign, kind, n):
        arrow = r"\uparrow" if sign > 0 else r"\downarrow"
        return rf"{arrow}^{{{n}}}" if kind == "pow" else rf"{arrow}^{{[{n}]}}"

    def named(self, name, argument):
        return rf"\mathrm{{{name}}}({argument})"


STYLES = {"plain": Plain(), "unicode": Unicode(), "latex": Latex()}


def to_text(g, style="plain"):
    """The text of ``g`` in the given style: ``"plain"``, ``"unicode"`` or ``"latex"``."""
    return run_deep(_Printer(STYLES[style]).top, g)


class _Printer:
    def __init__(self, style):
        self.style = style
        self.done = {}

    def top(self, g):
        text, bars, compact = self.render(g)
        return text if compact else self.style.open_brace + text + self.style.close_brace

    def render(self, g):
        """(text, bar count, compact?) for g; a compact text never needs braces around it."""
        found = self.done.get(g._id)
        if found is None:
            text = self.compact(g)
            found = (text, 0, True) if text is not None else self.braces(g)
            self.done[g._id] = found
        return found

    def compact(self, g):
        if g._nus is not None:
            return self.nus(*g._nus)
        left_stop, right_stop = stops(g)
        if left_stop == right_stop:
            found = _uptimal(g, left_stop)
            if found is not None:
                x, sign, kind, n, m = found
                return self.number_part(x) + self.style.uptimal(sign, kind, n) + self.style.star(m)
        text = self.tiny(g)
        if text is not None:
            return text
        return self.switch(g, left_stop, right_stop)

    def number_part(self, x):
        return self.style.number(x) if x else ""

    def nus(self, x, n, m):
        s = self.style
        if not n and not m:
            return s.number(x)
        return self.number_part(x) + s.ups(n, bool(x)) + s.star(m)

    def tiny(self, g):
        from cgt.short.named import zero

        left, right = g.left_options, g.right_options
        if left == (zero,) and len(right) == 1 and right[0].left_options == (zero,) \
                and len(right[0].right_options) == 1:
            return self.style.named("Tiny", self.top(-right[0].right_options[0]))
        if right == (zero,) and len(left) == 1 and left[0].right_options == (zero,) \
                and len(left[0].left_options) == 1:
            return self.style.named("Miny", self.top(left[0].left_options[0]))
        return None

    def switch(self, g, left_stop, right_stop):
        text = self.pure_switch(g)
        if text is not None:
            return text
        mean = (left_stop + right_stop).half()
        # Only integer centres: {2|1} reads better than 3/2+-1/2.
        if mean and mean.is_integer():
            from cgt.short.game import number

            text = self.pure_switch(g + number(-mean))
            if text is not None:
                return self.style.number(mean) + text
        return None

    def pure_switch(self, g):
        left, right = g.left_options, g.right_options
        if not left or len(left) != len(right) or {(-x)._id for x in left} != {x._id for x in right}:
            return None
        parts = [self.top(x) for x in self.display_order(left)]
        if len(parts) == 1 and self.is_atomic_text(left[0], parts[0]):
            return self.style.pm + parts[0]
        return self.style.pm + "(" + ",".join(parts) + ")"

    def is_atomic_text(self, g, text):
        """True when ``text`` reads as one operand after a prefix ``+-``."""
        if text.startswith(("-", self.style.minus)) or "+" in text or self.style.pm in text:
            return False
        return (g._nus is not None or not self.render(g)[2]
                or text.startswith(("Tiny", "Miny", "^", "v")) or text[:1].isdigit())

    def display_order(self, options):
        return sorted(options, key=lambda x: (x.birthday, self.render(x)[0]))

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
                        text = self.style.open_brace + text + self.style.close_brace
                texts.append(text)
            sides.append(",".join(texts))
        bars = weight + 1
        return sides[0] + self.style.bar * bars + sides[1], bars, False


def _uptimal(g, x):
    """(x, sign, kind, n, m) when g = x ± ↑ⁿ + *m or x ± ↑^[n] + *m with n >= 2 (Winning Ways, vol. 2, ch. 11 and glossary)."""
    memo = g._memo_dict()
    if "uptimal" not in memo:
        memo["uptimal"] = _find_uptimal(g, x)
    return memo["uptimal"]


def _find_uptimal(g, x):
    from cgt.short.game import shift
    from cgt.short.named import nimber, power, power_to, up

    rest = shift(g, -x)
    # Uptimals plus nimbers are all-small. ±↑ⁿ + *m and ±↑^[n] + *m are born on day n + 1
    # when m <= 1 and otherwise on day n + m - 1, n + m or n + m + 1 (checked for n <= 11 and
    # m <= 8), so the birthday leaves few candidates. Nimber parts above MAX_STAR are not
    # looked for: such a game is printed in braces, which is just as exact.
    if not rest.is_all_small:
        return None
    birthday = rest.birthday
    for n in range(birthday - 1, max(1, birthday - MAX_STAR - 2), -1):
        spread = birthday - n
        for kind, make in (("pow", power), ("pow_to", power_to)):
            e = make(up, n)
            for sign, signed in ((1, e), (-1, -e)):
                for m in range(max(0, spread - 1), spread + 2):
                    if signed + nimber(m) is rest:
                        return x, sign, kind, n, m
    return None

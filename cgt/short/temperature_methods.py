"""Methods of ``Game`` for temperature theory and its relatives (a mixin of ``Game``).

Each method is a thin entry point: it converts its arguments, runs the algorithm of its module
(``thermograph``, ``cooling``, ``products``, ``atomic``, ``reduced``, ``companion``, and the
core's ``ordinal`` and ``named``) through ``run_deep`` so that deep games never end in
``RecursionError``, and converts numbers to ``sympy`` on the way out. The modules are imported
inside the methods because ``cgt.short.game`` imports this file.
"""


def _run(fn, *args):
    from cgt.short.deep import run_deep

    return run_deep(fn, *args)


def _game(value):
    from cgt.short.convert import game

    return game(value)


class TemperatureMethods:
    """Thermography, cooling and heating, atomic weight, reduced forms and products."""

    __slots__ = ()

    # -- thermography ---------------------------------------------------------------------------

    @property
    def mean(self):
        """The mean value (the mast of the thermograph), a ``sympy.Rational``; a number is its
        own mean (Winning Ways, vol. 1, ch. 6; Siegel, *CGT*, II.5)."""
        from cgt.short.cooling import mean_and_temperature

        return _run(mean_and_temperature, self)[0].to_sympy()

    @property
    def temperature(self):
        """The temperature, a ``sympy.Rational``: positive for hot games, 0 for a number plus a
        nonzero infinitesimal, and for numbers -1 (integers) or -1/2^k (denominator 2^k)."""
        from cgt.short.cooling import mean_and_temperature

        return _run(mean_and_temperature, self)[1].to_sympy()

    def thermograph(self):
        """The ``Thermograph``: walls as exact piecewise-linear functions of t >= -1, the mast
        and the temperature."""
        from cgt.short.thermograph import thermograph

        return _run(thermograph, self)

    # -- cooling and heating --------------------------------------------------------------------

    def cool(self, t):
        """G cooled by the dyadic number t > -1: {G^L_t - t | G^R_t + t} up to the temperature,
        the mean beyond it (Winning Ways, vol. 1, ch. 6)."""
        from cgt.short.cooling import cool

        return _run(cool, self, t)

    def chill(self):
        """G cooled by 1, the chilling of Winning Ways (vol. 1, ch. 6) for Go and Blockbusting."""
        return self.cool(1)

    def freeze(self):
        """G cooled by its own temperature: a game infinitely close to the mean."""
        from cgt.short.cooling import freeze

        return _run(freeze, self)

    def heat(self, t):
        """∫^t G, G heated by t (a number or a game). Works on the canonical form of G."""
        from cgt.short.cooling import heat

        return _run(heat, self, t)

    def overheat(self, s, t):
        """∫_s^t G, G overheated from s to t (numbers or games). Works on the canonical form."""
        from cgt.short.cooling import overheat

        return _run(overheat, self, s, t)

    def warm(self):
        """∫G = ∫_{1*}^{1} G, Winning Ways' warming, which undoes chilling for Go positions."""
        from cgt.short.cooling import warm

        return _run(warm, self)

    # -- incentives and products ------------------------------------------------------------------

    def incentives(self):
        """(Left incentives, Right incentives): tuples of G^L - G and G - G^R on the canonical
        form."""
        from cgt.short.products import incentives

        return _run(incentives, self)

    def norton(self, u):
        """G.U, the Norton product by a positive game U (depends on the form of U)."""
        from cgt.short.products import norton

        return _run(norton, self, _game(u))

    def conway_product(self, other):
        """G·H, Conway's product of the canonical forms (numbers multiply, nimbers
        nim-multiply; for other games it depends on the forms)."""
        from cgt.short.products import conway_product

        return _run(conway_product, self, _game(other))

    # -- infinitesimals ---------------------------------------------------------------------------

    def atomic_weight(self):
        """The atomic weight as a game; ``NotAtomicError`` when G has none."""
        from cgt.short.atomic import atomic_weight

        return _run(atomic_weight, self)

    def reduced(self):
        """The reduced canonical form: the simplest game infinitesimally close to G."""
        from cgt.short.reduced import reduced

        return _run(reduced, self)

    def companion(self):
        """The companion G°."""
        from cgt.short.companion import companion

        return _run(companion, self)

    # -- ordinal sums and uptimals -----------------------------------------------------------------

    def ordinal_sum(self, other):
        """G : H, the ordinal sum with base G (its canonical form) and subordinate H."""
        from cgt.short.ordinal import ordinal_sum

        return _run(ordinal_sum, self, _game(other))

    def subordinate(self, base):
        """The H with base : H = G; ``CGTError`` if G is not an ordinal sum over this base."""
        from cgt.short.ordinal import subordinate

        return _run(subordinate, self, _game(base))

    def pow(self, n):
        """Pow(G, n) = {0 | H - PowTo(G, n-1)} for a base G = {0 | H}; ``up.pow(n)`` is ↑ⁿ."""
        from cgt.short.named import power

        return power(self, n)

    def pow_to(self, n):
        """PowTo(G, n) = G : (n-1) for a base G = {0 | H}; ``up.pow_to(n)`` is ↑^[n]."""
        from cgt.short.named import power_to

        return power_to(self, n)

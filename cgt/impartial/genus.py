"""The genus of an impartial game: its normal value and misère values with added ``*2``s.

For a game G the genus is g^{γ0 γ1 γ2 ...}, where g is the normal-play Grundy value and γk the
misère Grundy value of G + *2 + ... + *2 (k copies).  It decides the misère outcome of G (P
exactly when γ0 = 0) and of its sums with small Nim heaps, and it is what *Winning Ways*
tabulates for misère take-and-break games (vol. 2, ch. 13, "Animals and Their Genus").

The genus follows from the genera of the options, without building any sum: with options of
genera a^{α0 α1 ...}, b^{β0 β1 ...}, ...:

* g = mex(a, b, ...);
* γ0 = mex(α0, β0, ...), except that a terminal game has γ0 = 1;
* γ(n+1) = mex(γn, γn ⊕ 1, α(n+1), β(n+1), ...).

Every γ sequence ends by alternating between two values, so a genus is finite data.
"""
from __future__ import annotations
import attrs

from cgt.errors import CGTTypeError, CGTValueError
from cgt.numbers.checks import items, natural, shown
from cgt.numbers.nim import mex
from cgt.position import fold_options
from typing import Any

__all__ = ["Genus", "genus"]


@attrs.frozen
class Genus:
    """g^{γ0 γ1 ...}: ``nim_value`` is g, and ``gammas`` holds γ0, ..., γ(m+1), where m is
    the least index from which the sequence alternates with period 2."""

    nim_value: int = attrs.field(converter=lambda g: natural(g, "nim value"))
    gammas: tuple = attrs.field(converter=lambda gs: tuple(
        natural(g, "γ value") for g in items(gs, "γ values")))

    @gammas.validator
    def _two_at_least(self, attribute: Any, gammas: tuple) -> None:
        if len(gammas) < 2:
            raise CGTValueError(f"a genus needs γ0 and γ1 at least, not {shown(gammas)}")

    @property
    def alternation_start(self) -> int:
        """The least m with γ(k + 2) = γ(k) for every k ≥ m."""
        return len(self.gammas) - 2

    def gamma(self, k: int) -> int:
        """γk, the misère Grundy value of the game plus k copies of *2."""
        if type(k) is not int or k < 0:
            k = natural(k, "number of copies of *2")
        if k < len(self.gammas):
            return self.gammas[k]
        start = self.alternation_start
        return self.gammas[start + (k - start) % 2]

    @property
    def misere_outcome(self) -> str:
        """``"P"`` if the previous player wins in misère play (γ0 = 0), else ``"N"``."""
        return "P" if self.gammas[0] == 0 else "N"

    @classmethod
    def from_options(cls, options: Any) -> Genus:
        """The genus of a game whose options have the genera ``options``."""
        options = items(options, "genera of the options")
        for o in options:
            if not isinstance(o, Genus):
                raise CGTTypeError("the genera of the options must be Genus values, not "
                                   f"{shown(o)}")
        g = mex(o.nim_value for o in options)
        gammas = [mex(o.gamma(0) for o in options) if options else 1]
        settled = max((o.alternation_start for o in options), default=0)
        # Beyond every option's alternation start, γ(n+1) depends on γn and on inputs that
        # repeat every second step, so one repetition γN = γ(N−2) means alternation from N−2.
        while True:
            n = len(gammas) - 1
            if n >= max(settled + 1, 2) and gammas[n] == gammas[n - 2]:
                break
            last = gammas[n]
            gammas.append(mex([last, last ^ 1] + [o.gamma(n + 1) for o in options]))
        start = len(gammas) - 3
        while start > 0 and gammas[start - 1] == gammas[start + 1]:
            start -= 1
        return cls(g, tuple(gammas[: start + 2]))

    def __str__(self) -> str:
        digits = "".join(str(d) if d < 10 else "{%d}" % d for d in self.gammas)
        return f"{self.nim_value}^{{{digits}}}"


def genus(position: Any, memo: dict | None = None) -> Genus:
    """The :class:`Genus` of a finite acyclic impartial position.

    Misère play does not split into components, so the whole position graph is searched
    (iteratively, memoised in ``memo``, a dict from position keys to genera).
    """
    return fold_options(position, {} if memo is None else memo, Genus.from_options)

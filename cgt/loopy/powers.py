"""Powers of a base to the exponent ``on`` (*Winning Ways*, vol. 2, ch. 11, Extras, "upon";
Siegel, *Combinatorial Game Theory*, II.4 for the finite powers).

For a base B = {0 | H}, PowTo(B, n) = B : (n - 1) and Pow(B, n) = {0 | H - PowTo(B, n - 1)}.
With the exponent on, the ordinal sum B : on is B with a Left pass added at its root
("Taking Care of Plumtrees", placing), so

* ``power_to_on(B)`` = B : on, and ↑^[on] = ↑ : on = {pass | *} = upon;
* ``power_on(B)`` = {0 | H - B : on}, and ↑^on = {0 | -upon + *}, the degree of upon.
"""
from __future__ import annotations

from typing import Any

from cgt.errors import CGTValueError
from cgt.loopy.arithmetic import loopy_value
from cgt.loopy.build import braces, equations
from cgt.short.game import ZERO, Game

__all__ = ["power_to_on", "power_on"]


def _base(base):
    base = loopy_value(base)
    if not (isinstance(base, Game) and base.left_options == (ZERO,)
            and len(base.right_options) == 1):
        raise CGTValueError(f"a base of powers must be a short game {{0 | H}}, not {base}")
    return base


def power_to_on(base: Any) -> Any:
    """B^[on] = B : on, the base with a Left pass at its root; ↑^[on] is upon."""
    base = _base(base)
    return equations({"x": (list(base.left_options) + ["x"], list(base.right_options))})


def power_on(base: Any) -> Any:
    """B^on = {0 | H - B : on}; ↑^on = {0 | -upon + *}."""
    base = _base(base)
    return braces([ZERO], [base.right_options[0] - power_to_on(base)])

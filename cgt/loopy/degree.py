"""The degree of loopiness, classes and varieties (*Winning Ways*, vol. 2, ch. 11, "The Degree
of Loopiness" and "Classes and Varieties").

* The **degree** of γ is γ° = γ ⇡ (-γ), the onside of γ - γ, and γ + (-γ) = γ° & (-γ°). A
  short game has degree 0, and γ° = 0 exactly when γ equals some ender.
* A degree d is **stable** when d ⇡ d = d.
* For a of stable degree d, the **class** of a runs from a⟨-d⟩ = a ⇣ (-d), its least member,
  to a⟨d⟩ = a ⇡ d, its greatest; the **variety** of a is 0⟨a⟩ = a ⇣ ((-a) ⇡ d), which equals
  a ⇡ ((-a) ⇣ (-d)) when a is stable to degree d. Otherwise a has two varieties, the downsum
  variety and the upsum variety, and ``variety`` refuses to choose.
"""
from __future__ import annotations

from typing import Any

from cgt.errors import CGTValueError
from cgt.loopy.arithmetic import downsum, loopy_value, neg, offside, onside, upsum

__all__ = ["degree", "is_stable", "class_bounds", "downsum_variety", "upsum_variety", "variety"]


def _sides(x):
    x = loopy_value(x)
    s, t = onside(x), offside(x)
    if s is None or t is None:
        raise CGTValueError(f"the sides of {x} were not found, so its degree is unknown")
    return s, t


def degree(x: Any) -> Any:
    """γ° = γ ⇡ (-γ), the onside of γ - γ: for γ = s & t this is s ⇡ (-t)."""
    s, t = _sides(x)
    return upsum(s, neg(t))


def is_stable(d: Any) -> bool:
    """Whether the degree ``d`` is stable: d ⇡ d = d."""
    d = loopy_value(d)
    return upsum(d, d) is d


def _stable_degree(a):
    d = degree(a)
    if not is_stable(d):
        raise CGTValueError(f"the degree {d} of {a} is not stable (d upsum d != d), so its "
                            "class and variety are not defined")
    return d


def class_bounds(a: Any) -> tuple[Any, Any]:
    """(a⟨-d⟩, a⟨d⟩) = (a ⇣ (-d), a ⇡ d), the least and the greatest member of the class of
    the stopper ``a`` of stable degree d."""
    a = loopy_value(a)
    d = _stable_degree(a)
    return downsum(a, neg(d)), upsum(a, d)


def downsum_variety(a: Any, d: Any) -> Any:
    """a ⇣ ((-a) ⇡ d), the variety of ``a`` used in downsums, for a degree ``d``."""
    return downsum(a, upsum(neg(loopy_value(a)), d))


def upsum_variety(a: Any, d: Any) -> Any:
    """a ⇡ ((-a) ⇣ (-d)), the variety of ``a`` used in upsums, for a degree ``d``."""
    return upsum(a, downsum(neg(loopy_value(a)), neg(loopy_value(d))))


def variety(a: Any) -> Any:
    """The variety 0⟨a⟩ of the stopper ``a``, whose degree d must be stable; refused when the
    upsum and downsum varieties differ (the Stability Condition fails)."""
    a = loopy_value(a)
    d = _stable_degree(a)
    down, up = downsum_variety(a, d), upsum_variety(a, d)
    if down is not up:
        raise CGTValueError(f"{a} has two varieties, {down} in downsums and {up} in upsums; "
                            "ask for downsum_variety or upsum_variety")
    return down

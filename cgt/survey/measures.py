"""What a survey finds for each member: a *measure* maps a position to the fields of its row.

The fields are ``value`` (text in cgt's notation, ``str`` of the result), ``kind`` (see
``cgt.survey.kinds``), ``outcome`` (``L``, ``R``, ``P`` or ``N``), ``period`` and
``preperiod`` (of a nim-sequence), and ``details``, a dict of anything else. The built-in
measures:

* ``value``: the canonical value of a short game, with its kind and outcome;
* ``outcome``: the outcome class alone;
* ``temperature``: the temperature (Winning Ways, vol. 1, ch. 6), with kind and outcome;
* ``period``: the nim-sequence of a heap game and its ultimate period, proved by the game's
  periodicity theorem from the values of the heaps below ``max_heap`` (Winning Ways, vol. 1,
  ch. 4); ``value`` is then the sequence's first ``preperiod + period`` values when there
  are at most ``SHOWN`` of them, and ``details`` holds the saltus and the exceptions;
* ``misere``: the misère quotient of the heaps 0, ..., ``heaps`` of a take-and-break game
  (Plambeck and Siegel, "Misère quotients for impartial games", JCTA 115, 2008).

A function of the caller's, ``f(position)``, is a measure too: its result's ``str`` is the
value, and its kind and outcome are filled in when it is a short game.
"""
from __future__ import annotations
import functools
from collections.abc import Callable
from typing import Any

import attrs

from cgt.numbers.checks import positive, shown
from cgt.short.game import Game
from cgt.survey.errors import SurveyError
from cgt.survey.kinds import kind

__all__ = ["Measure", "temperature", "period", "measure"]

#: The longest nim-sequence written out in full as the value of ``period``.
SHOWN = 200


@attrs.frozen
class Measure:
    """A named measure: ``function(position)`` is the dict of the fields of its row. The name,
    parameters included, tells surveys apart in a store."""

    name: str
    function: Callable[[Any], dict[str, Any]]


def game_fields(value: Any) -> dict[str, Any]:
    """The row of a value: its text, and its kind and outcome if it is a short game."""
    return dict(_game_fields(value)) if isinstance(value, Game) else _fields(value)


def _fields(value: Any) -> dict[str, Any]:
    found = kind(value)
    return {"value": str(value), "kind": found,
            "outcome": None if found is None else str(value.outcome)}


# The members of a family share few values, each written and classified once per worker
# (canonical forms: equal games are written alike).
_game_fields = functools.lru_cache(maxsize=1 << 14)(_fields)


def value(position: Any) -> dict[str, Any]:
    return game_fields(position.value)


def outcome(position: Any) -> dict[str, Any]:
    found = str(position.value.outcome)
    return {"value": found, "outcome": found}


def temperature(position: Any) -> dict[str, Any]:
    found = position.value
    return {**game_fields(found), "value": str(found.temperature)}


def period(position: Any, max_heap: int) -> dict[str, Any]:
    found = position.periodicity(max_heap=max_heap)
    if found is None:
        return {"value": None, "details": {"proved_below": max_heap}}
    length = found.preperiod + found.period
    shown_values = " ".join(map(str, position.nim_values(length - 1))) \
        if length <= SHOWN else None
    return {"value": shown_values, "period": found.period, "preperiod": found.preperiod,
            "details": {"saltus": found.saltus, "exceptions": len(found.exceptions)}}


def misere(position: Any, heaps: int) -> dict[str, Any]:
    from cgt.impartial.misere.quotient import misere_quotient
    found = misere_quotient(position, heaps)
    return {"value": str(found).splitlines()[0].split(": ", 1)[-1],
            "details": {"order": found.order, "p_elements": len(found.p_elements)}}


def _user(function: Callable[[Any], Any], position: Any) -> dict[str, Any]:
    return game_fields(function(position))


#: name -> (function, its parameters with their defaults).
MEASURES: dict[str, tuple[Callable[..., dict[str, Any]], dict[str, int]]] = {
    "value": (value, {}),
    "outcome": (outcome, {}),
    "temperature": (temperature, {}),
    "period": (period, {"max_heap": 1 << 16}),
    "misere": (misere, {"heaps": 40}),
}


def measure(what: Any, params: dict[str, Any]) -> Measure:
    """The measure ``what`` names (taking its parameters out of ``params``), or the measure of
    the function ``what``."""
    if isinstance(what, Measure):
        return what
    if isinstance(what, str):
        if what not in MEASURES:
            raise SurveyError(f"no measure {what!r}; the measures are {', '.join(MEASURES)}, "
                              f"or a function of a position")
        function, defaults = MEASURES[what]
        chosen = {name: positive(params.pop(name, default), name)
                  for name, default in defaults.items()}
        name = what + "".join(f" {k}={v}" for k, v in chosen.items())
        return Measure(name, functools.partial(function, **chosen))
    if callable(what):
        name = getattr(what, "__qualname__", None) or repr(what)
        return Measure(f"{getattr(what, '__module__', '')}.{name}",
                       functools.partial(_user, what))
    raise SurveyError(f"a measure is the name of one ({', '.join(MEASURES)}) or a function "
                      f"of a position, not {shown(what)}")

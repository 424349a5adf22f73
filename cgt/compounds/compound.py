"""Compound positions: joins, slow joins, unions, pass variants and urgent components.

*Winning Ways* vol. 2, ch. 9 ("We Can Join Any Games", "Slow Horses Join the Also-Rans") and
ch. 10 ("Unions of Games", "Urgent Unions"); Conway, *On Numbers and Games*, ch. 14.

=============  ======  ==========================================================  ==============================
compound       symbol  a move is                                                   it ends when
=============  ======  ==========================================================  ==============================
join           G ∧ H   a move in every component                                   the mover is stuck in some part
slow join      G Δ H   a move in every component in which the mover can move       the mover is stuck everywhere
union          G ∨ H   a move in each of any nonempty set of components            the mover is stuck everywhere
=============  ======  ==========================================================  ==============================

Each compound is itself a position, a ``cgt.position.Position`` (its moves are listed by
``left_options()`` and ``right_options()``), so compounds nest and every search of this package walks them. A compound
is a multiset of components: equal compounds hash equally whatever the order of their parts, and a
compound of the same kind among the parts is flattened into it, so a cake cut in two inside a join
simply adds a component.

Two small protocols extend the position protocol of ``cgt.position``:

* ``predecided(mover)``: ``"L"`` or ``"R"`` if the game is already won by that player when
  ``mover`` is due to move here (an overriding or suiciding move has been made), else ``None``.
* ``stuck_together``: true if, in this position and every position reachable from it, Left has a
  move exactly when Right has one. Impartial games and pass variants have it; the slow-join
  formula S = max needs it.
"""
from __future__ import annotations
import itertools

from cgt.errors import CGTValueError
from cgt.numbers.checks import flag, shown
from cgt.position import (Position, gives_options, left_options_of, position_argument,
                          right_options_of)
from collections.abc import Sequence
from typing import Any

__all__ = [
    "CompoundError", "other", "Join", "SlowJoin", "Union", "join", "slow_join", "union",
    "PassVariant", "with_pass", "Urgent", "urgent_union", "Decided", "EMPTY"
]

PLAYERS = ("L", "R")


class CompoundError(CGTValueError):
    """A compound or predecided position that cannot be built or played as asked."""


def other(player: str) -> str:
    """The opponent of ``player`` (``"L"`` or ``"R"``)."""
    return "R" if player == "L" else "L"


def check_player(player: str) -> str:
    if not isinstance(player, str) or player not in PLAYERS:
        raise CompoundError(f"a player is 'L' or 'R', not {shown(player)}")
    return player


def options_for(position: Any, mover: str) -> tuple:
    """The options of ``position`` for ``mover`` (``"L"`` or ``"R"``)."""
    return left_options_of(position) if mover == "L" else right_options_of(position)


def predecided(position: Any, mover: str) -> str | None:
    """The winner already fixed when ``mover`` is due to move in ``position``, or ``None``."""
    hook = getattr(position, "predecided", None)
    return hook(mover) if callable(hook) else None


def is_impartial(position: Any) -> bool:
    """True if ``position`` says it is impartial (an ``impartial`` attribute, or ``options()``)."""
    flag = getattr(position, "impartial", None)
    if flag is not None:
        return bool(flag)
    return gives_options(position)


def is_stuck_together(position: Any) -> bool:
    """True if Left can move exactly when Right can, here and in every later position."""
    return bool(getattr(position, "stuck_together", False)) or is_impartial(position)


class _Compound(Position):
    """A multiset of component positions; subclasses say how a move is made."""

    __slots__ = ("parts", "_key", "_hash")
    symbol = "?"
    name = "compound"

    def __init__(self, *positions):
        parts = []
        counts = {}
        kind = type(self)
        for position in positions:
            position_argument(position, f"component of a {self.name}")
            for part in position.parts if type(position) is kind else (position,):
                parts.append(part)
                counts[part] = counts.get(part, 0) + 1
        self.parts = tuple(parts)
        self._key = frozenset(counts.items())
        self._hash = hash((type(self).__name__, self._key))

    def __eq__(self, other):
        return type(other) is type(self) and other._key == self._key

    def __hash__(self):
        return self._hash

    def __repr__(self):
        return f"{self.name}({', '.join(map(repr, self.parts))})"

    def __len__(self):
        return len(self.parts)

    def __iter__(self):
        return iter(self.parts)

    def left_options(self):
        return self._options("L")

    def right_options(self):
        return self._options("R")

    @property
    def stuck_together(self):
        return all(is_stuck_together(p) for p in self.parts)

    @property
    def impartial(self):
        return all(is_impartial(p) for p in self.parts)

    def predecided(self, mover):
        winners = {predecided(p, mover) for p in self.parts} - {None}
        if len(winners) > 1:
            raise CompoundError(f"{shown(self)} is won by both players at once (an overriding "
                                "and a suiciding move together)")
        return winners.pop() if winners else None

    def _build(self, parts):
        return type(self)(*parts)


class Join(_Compound):
    """The join (conjunctive compound) G ∧ H ∧ …: the mover moves in every component.

    The join ends when the mover is stuck in some component (WW9, "We Can Join Any Games").
    """

    __slots__ = ()
    symbol = "∧"
    name = "join"

    def __init__(self, *positions: Any) -> None:
        super().__init__(*positions)
        if not self.parts:
            raise CompoundError("a join needs at least one component")

    def _options(self, mover):
        choices = [options_for(p, mover) for p in self.parts]
        if not all(choices):
            return ()
        return tuple(dict.fromkeys(self._build(combo) for combo in itertools.product(*choices)))


class SlowJoin(_Compound):
    """The slow join (continued conjunctive compound) G Δ H Δ …

    The mover moves in every component in which he can, and the game ends only when he can move in
    none (WW9, "Slow Horses Join the Also-Rans").
    """

    __slots__ = ()
    symbol = "Δ"
    name = "slow_join"

    def _options(self, mover):
        choices = [options_for(p, mover) for p in self.parts]
        if not any(choices):
            return ()
        choices = [c or (p,) for c, p in zip(choices, self.parts)]
        return tuple(dict.fromkeys(self._build(combo) for combo in itertools.product(*choices)))


class Union(_Compound):
    """The union (selective compound) G ∨ H ∨ …: the mover moves in any nonempty set of components.

    The game ends when the mover is stuck everywhere (WW10, "Unions of Games"), or as soon as a
    component is predecided by an overriding or suiciding move.
    """

    __slots__ = ()
    symbol = "∨"
    name = "union"

    def _options(self, mover):
        if self.predecided(mover) is not None:
            return ()
        choices = [(None,) + options_for(p, mover) for p in self.parts]
        found = {}
        for combo in itertools.product(*choices):
            if any(c is not None for c in combo):
                parts = [p if c is None else c for c, p in zip(combo, self.parts)]
                found.setdefault(self._build(parts), None)
        return tuple(found)


def join(*positions: Any) -> Join:
    """The join G ∧ H ∧ … of ``positions``: its remoteness is the least of theirs."""
    return Join(*positions)


def slow_join(*positions: Any) -> SlowJoin:
    """The slow join G Δ H Δ … of ``positions``: its suspense is the greatest of theirs.

    The max formula holds when every component is stuck together (impartial games, pass variants
    made by ``with_pass``, or positions that say so); otherwise ``suspense`` searches the compound.
    """
    return SlowJoin(*positions)


def union(*positions: Any) -> Union:
    """The union G ∨ H ∨ … of ``positions``: its tallies are the union of theirs."""
    return Union(*positions)


class _Wrapper(Position):
    """A position that changes the rules of an inner position; compound options are mapped part by part."""

    __slots__ = ("inner",)

    def __init__(self, inner):
        self.inner = position_argument(inner)

    def _same(self, other):
        return type(other) is type(self) and other.inner == self.inner

    def __eq__(self, other):
        return self._same(other)

    def __hash__(self):
        return hash((type(self).__name__, self.inner))

    def _wrap(self, option):
        if isinstance(option, _Compound):
            return option._build(self._wrap(p) for p in option.parts)
        if isinstance(option, (Decided, _Wrapper)):
            return option
        return self._rewrap(option)


class PassVariant(_Wrapper):
    """A component with passes: a player stuck here while his opponent is not may pass.

    The pass is an option to the same component with the other player to move. Where neither
    player can move, the component is finished and nobody may pass (WW9, "A Slightly Slower Join",
    "When to Put Your Money on the Last Horse").
    """

    __slots__ = ()
    stuck_together = True

    def _rewrap(self, position):
        return PassVariant(position)

    def __repr__(self) -> str:
        return f"with_pass({self.inner!r})"

    @property
    def impartial(self) -> bool:
        return is_impartial(self.inner)

    def _options(self, mover):
        own = options_for(self.inner, mover)
        if own:
            return tuple(self._wrap(o) for o in own)
        return (self,) if options_for(self.inner, other(mover)) else ()

    def left_options(self) -> Sequence[Any]:
        return self._options("L")

    def right_options(self) -> Sequence[Any]:
        return self._options("R")


def with_pass(position: Any) -> Any:
    """The pass variant of ``position`` (a pass for a stuck player whose opponent can move)."""
    return position if isinstance(position, PassVariant) else PassVariant(position)


FINISH_RULES = ("mover_stuck", "both_stuck")


class Urgent(_Wrapper):
    """A component of an urgent union: when it finishes, its winner wins the whole game.

    With ``finish="mover_stuck"`` the component finishes when the player due to move cannot move
    in it; with ``"both_stuck"`` only when neither player can (WW10, "Urgent Unions"). In normal
    play the player who is stuck in the finished component loses; in misère play he wins.
    """

    __slots__ = ("finish", "misere")

    def __init__(self, inner: Any, finish: str = "mover_stuck", misere: bool = False) -> None:
        if not isinstance(finish, str) or finish not in FINISH_RULES:
            raise CompoundError(f"finish is one of {FINISH_RULES}, not {shown(finish)}")
        super().__init__(inner)
        self.finish = finish
        self.misere = flag(misere, "misere flag")

    def _same(self, other):
        return super()._same(other) and (other.finish, other.misere) == (self.finish, self.misere)

    def __hash__(self) -> int:
        return hash(("Urgent", self.inner, self.finish, self.misere))

    def __repr__(self) -> str:
        return f"Urgent({self.inner!r}, finish={self.finish!r}, misere={self.misere})"

    def _rewrap(self, position):
        return Urgent(position, self.finish, self.misere)

    def left_options(self) -> tuple[Any, ...]:
        return tuple(self._wrap(o) for o in left_options_of(self.inner))

    def right_options(self) -> tuple[Any, ...]:
        return tuple(self._wrap(o) for o in right_options_of(self.inner))

    def predecided(self, mover: str) -> str | None:
        fixed = predecided(self.inner, check_player(mover))
        if fixed is not None:
            return fixed
        stuck = not options_for(self.inner, mover)
        if self.finish == "both_stuck":
            stuck = stuck and not options_for(self.inner, other(mover))
        if not stuck:
            return None
        return mover if self.misere else other(mover)


def urgent_union(*positions: Any, finish: str = "mover_stuck", misere: bool = False) -> Union:
    """The urgent union G ∇ H ∇ …: a union that ends as soon as its first component finishes.

    The winner of that component wins the whole game, in normal or misère play; ``finish`` is
    ``"mover_stuck"`` or ``"both_stuck"`` (see ``Urgent``). With ``"both_stuck"``, a player who
    cannot move in any component of an unfinished game still loses, so the compound is played
    with the normal-play rule in both cases (WW10, "Urgent Unions").

    ``tally`` solves these compounds except misère play with ``"mover_stuck"``, where a player
    must move in every component in which his opponent is stuck, a constraint tallies cannot
    express; ``winner`` searches them. A lone component with ``"mover_stuck"`` in normal play is
    just that component in normal play, and is returned as such.
    """
    if not isinstance(finish, str) or finish not in FINISH_RULES:
        raise CompoundError(f"finish is one of {FINISH_RULES}, not {shown(finish)}")
    if len(positions) == 1 and finish == "mover_stuck" and not flag(misere, "misere flag"):
        return Union(positions[0])
    return Union(*(Urgent(p, finish, misere) for p in positions))


class Decided(Position):
    """A game already won by ``winner`` through an overriding or suiciding move.

    An overriding move by a player is an option to ``Decided(player)``; a suiciding move is one to
    ``Decided(opponent)`` (WW10, "Predeciders – Overriders and Suiciders").
    """

    __slots__ = ("winner",)
    stuck_together = True

    def __init__(self, winner: str) -> None:
        self.winner = check_player(winner)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Decided) and other.winner == self.winner

    def __hash__(self) -> int:
        return hash(("Decided", self.winner))

    def __repr__(self) -> str:
        return f"Decided({self.winner!r})"

    def left_options(self) -> tuple[Any, ...]:
        return ()

    def right_options(self) -> tuple[Any, ...]:
        return ()

    def predecided(self, mover: str) -> str | None:
        return self.winner


class _Empty(Position):
    """The position in which neither player can move (a finished component)."""

    __slots__ = ()
    stuck_together = True
    impartial = True

    def __repr__(self):
        return "EMPTY"

    def __reduce__(self):
        return "EMPTY"

    def left_options(self):
        return ()

    def right_options(self):
        return ()


EMPTY = _Empty()

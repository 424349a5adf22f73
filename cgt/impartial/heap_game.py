"""What every heap game offers: nim-values, periodicity, and positions for the Grundy engine.

A heap game is played on a sum of heaps of beans; a move works on one heap.  By the
Sprague–Grundy theorem a sum of heaps n1, n2, ... has the nim-value G(n1) ⊕ G(n2) ⊕ ...,
so everything follows from the *nim-sequence* G(0), G(1), ... (Winning Ways ch. 4).
"""
from __future__ import annotations
import numpy as np

from cgt.errors import CGTTypeError, CGTValueError, UnsupportedError
from cgt.numbers.nim import NimberError, _natural
from cgt.impartial.periodicity import Periodicity, find_periodicity
from cgt.position import Position
from cgt.progress import finish, reporter
from cgt.numbers.checks import items, positive, shown
from cgt.resources import check_memory
from collections.abc import Hashable, Iterable
from typing import Any

__all__ = ["HeapGameError", "HeapGame", "Heaps"]

# periodicity() computes values up to this many heaps unless told otherwise.
DEFAULT_MAX_HEAP = 1 << 16
# Long computations stop to look for a proved period at 256, 512, 1024, ... heaps.
_FIRST_CHECK = 256
# Memory per heap of a computed nim-sequence, unless the game says otherwise: a numpy int64
# and a Python list entry.
BYTES_PER_HEAP = 16
# Memory per move listed by moves(n): a tuple of one or two heap sizes and its list entry.
BYTES_PER_MOVE = 100


class HeapGameError(CGTValueError):
    """A heap game built from an invalid rule (a malformed code, an empty set, ...)."""


def _undefined(game: HeapGame) -> UnsupportedError:
    return UnsupportedError(f"{type(game).__name__} does not define its moves: use a subclass "
                            f"such as Subtraction or TakeAndBreak")


class HeapGame:
    """Base class: subclasses provide ``moves(n)`` and ``_compute(length, progress)``.

    ``moves(n)`` lists the moves from one heap of n beans as tuples of the heaps left;
    ``_compute`` makes ``self._values()`` at least ``length`` long.  Once a period is
    proved, further values come from it at no cost.
    """

    _proved = None
    _arithmetic = False
    _provable = True  # whether _prover knows a theorem for this game

    @property
    def default_max_heap(self) -> int:
        """The largest heap that ``periodicity`` values by default."""
        return DEFAULT_MAX_HEAP

    def _values(self):
        """The numpy array of the values computed so far."""
        raise _undefined(self)

    def _compute(self, length, progress):
        raise _undefined(self)

    def moves(self, n: int) -> Any:
        raise _undefined(self)

    def _bytes_per_heap(self):
        """Memory per heap while the nim-sequence is computed."""
        return BYTES_PER_HEAP

    def _prover(self, values, period, preperiod, saltus):
        """Whether ``values`` prove the given periodicity by a theorem about this game."""
        return False

    def _ensure(self, length, progress=None):
        """The values of at least ``length`` heaps, extended by a proved period if known.

        Long runs go in doubling steps, and a period proved on the way ends the work.
        """
        values = self._values()
        if len(values) >= length:
            return values
        check_memory(self._bytes_per_heap() * length,
                     f"the nim-values of {shown(length)} heaps of {shown(self)}")
        report = reporter(progress, f"nim-values of {self!r}", "heap")
        while True:
            values = self._values()
            if len(values) >= length:
                return values
            if self._proved is not None:
                if report:  # the proved period gives the rest at once
                    report(length, length)
                return self._proved.extend(values, length)
            step = min(length, max(_FIRST_CHECK, 2 * len(values)))
            self._compute(step, report and (lambda done, _, total=length: report(done, total)))
            if step < length and self._provable:
                self._try_to_prove(self._values(), None)

    def _try_to_prove(self, values, max_period):
        found = find_periodicity(values, self._prover, self._arithmetic, max_period)
        if found is not None and found.proved:
            self._proved = found
        return found

    def nim_value(self, *heaps: int) -> int:
        """The nim-value of one heap, or of the sum of several heaps (their nim-sum)."""
        sizes = [_natural(h, "heap size") for h in heaps]
        if not sizes:
            raise NimberError("nim_value needs at least one heap size")
        if self._proved is None and max(sizes) >= self.default_max_heap and self._provable:
            self.periodicity()  # a period proved on the way answers any heap at once
        if self._proved is None:
            self._ensure(max(sizes) + 1)
        values = self._values()
        total = 0
        for h in sizes:
            total ^= int(values[h]) if self._proved is None else self._proved._value(values, h)
        return total

    def nim_values(self, n: int, progress: Any = None) -> np.ndarray:
        """The values of the heaps 0, 1, ..., n as a new numpy array of int64.

        ``progress`` is ``True`` (a progress bar on standard error) or a function
        ``progress(done, total)`` called about once a second on long runs (see
        ``cgt.progress``).
        """
        n = _natural(n, "heap size")
        values = self._ensure(n + 1, progress)[: n + 1]
        if values.dtype == np.int64 and not np.shares_memory(values, self._values()):
            return values  # continued by a proved period: already a new array
        return values.astype(np.int64)

    def periodicity(self, max_heap: int | None = None, max_period: int | None = None, proved_only: bool = True, progress: Any = None) -> Periodicity | None:
        """The ultimate periodicity of the nim-sequence, as a :class:`Periodicity`.

        Values are computed for heaps below ``max_heap`` (doubling from 256; by default
        the game's ``default_max_heap``) until the game's theorem proves a period, which
        must then be at most ``max_period``; ``None`` if none is proved by then.  With
        ``proved_only=False`` a period only observed (``proved=False``) is returned too.
        ``progress`` (see ``cgt.progress``) hears of the heaps computed, out of ``max_heap``;
        a bar closes where it stands when a period is proved before.
        """
        if max_heap is not None:
            max_heap = positive(max_heap, "max_heap")
        if max_period is not None:
            max_period = positive(max_period, "max_period")
        if not isinstance(proved_only, bool):
            raise CGTTypeError(f"proved_only must be True or False, not {shown(proved_only)}")
        if self._proved is not None:
            fits = max_period is None or self._proved.period <= max_period
            return self._proved if fits else None  # a proved period is the least one
        if proved_only and not self._provable:
            return None
        if max_heap is None:
            max_heap = self.default_max_heap
        length = min(_FIRST_CHECK, max_heap)
        report = reporter(progress, f"periodicity of {self!r}", "heap")
        # one bar up to max_heap, and none of the inner work's own
        heaps = (lambda done, _: report(done, max_heap)) if report else False
        try:
            while True:
                found = None  # an observed period holds its exceptions: drop it first
                found = self._try_to_prove(self._ensure(length, heaps)[:length], max_period)
                if self._proved is not None:
                    return self._proved
                if length >= max_heap:
                    return None if proved_only else found
                length = min(2 * length, max_heap)
        finally:
            finish(report)

    def winning_moves(self, *heaps: int) -> list:
        """Every move from the sum of ``heaps`` to a P-position, as sorted tuples of heaps.

        With X the nim-sum of all the heaps, the winning moves in a heap h are those that
        leave parts of nim-sum G(h) ⊕ X (the Sprague–Grundy theorem); none exist if X = 0.
        """
        heaps = Heaps(self, heaps).heaps
        total = self.nim_value(0, *heaps)
        found = set()
        for i, h in enumerate(heaps):
            if total == 0 or (i and heaps[i - 1] == h):
                continue
            target = self.nim_value(h) ^ total
            rest = heaps[:i] + heaps[i + 1:]
            for parts in self.moves(h):
                if self.nim_value(0, *parts) == target:
                    found.add(tuple(sorted(rest + parts)))
        return sorted(found)

    def is_terminal(self, n: int) -> bool:
        """Whether a heap of n beans has no move (it is then the zero game, in any play)."""
        return not self._has_move(_natural(n, "heap size"))

    def _has_move(self, n):
        """Whether a heap of n beans has a move (subclasses answer from the rule alone)."""
        return bool(self.moves(n))

    def position(self, *heaps: int) -> Heaps:
        """The sum of heaps of the given sizes, as a position for :func:`grundy`."""
        return Heaps(self, heaps)


class Heaps(Position):
    """A position of a heap game: a multiset of heap sizes (empty heaps are dropped).

    Its ``options()`` follow the rules directly, so the Grundy engine evaluates it without
    the nim-sequence: a second method for checking one against the other.
    """

    __slots__ = ("game", "heaps", "_hash")

    def __init__(self, game: Any, heaps: Iterable[int]) -> None:
        if not isinstance(game, HeapGame):
            raise CGTTypeError(f"the game of a heap position must be a heap game such as "
                               f"TakeAndBreak('0.77'), not {shown(game)}")
        heaps = items(heaps, "heaps")
        self._set(game, tuple(sorted(h for h in (_natural(h, "heap size") for h in heaps) if h)))

    def _set(self, game, heaps):
        self.game = game
        self.heaps = heaps
        self._hash = hash((game, heaps))
        return self

    @classmethod
    def _sorted(cls, game, heaps):
        """The position of ``heaps``, already a sorted tuple of positive sizes."""
        return cls.__new__(cls)._set(game, heaps)

    def __eq__(self, other: object) -> bool:
        return (isinstance(other, Heaps) and self._hash == other._hash
                and self.heaps == other.heaps and self.game == other.game)

    def __hash__(self) -> int:
        return self._hash

    def canonical_key(self) -> Hashable:
        """The key for memo tables: heaps without moves are left out, as they change nothing."""
        return (self.game, tuple(h for h in self.heaps if not self.game.is_terminal(h)))

    def __repr__(self) -> str:
        return f"{self.game!r}.position({', '.join(map(shown, self.heaps))})"

    def options(self) -> list[Any]:
        """Every position one move away (each listed once)."""
        heaps, game = self.heaps, self.game
        found = {}
        for i, h in enumerate(heaps):
            if i and heaps[i - 1] == h:
                continue
            rest = heaps[:i] + heaps[i + 1:]
            for parts in game.moves(h):
                after = tuple(sorted(rest + parts)) if rest else parts
                if after not in found:
                    found[after] = Heaps._sorted(game, after)
        return list(found.values())

    def components(self) -> tuple[Any, ...]:
        """The single heaps of this sum, each a position of its own."""
        if len(self.heaps) <= 1:
            return (self,)
        return tuple(Heaps._sorted(self.game, (h,)) for h in self.heaps)

    @property
    def nim_value(self) -> int:
        """The nim-value of this sum, from the game's nim-sequence."""
        return self.game.nim_value(*self.heaps) if self.heaps else 0

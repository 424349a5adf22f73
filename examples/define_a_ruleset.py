"""Define a ruleset in a few lines: a partizan and an impartial subtraction game.

Partizan: Left may take 1 or 2 counters from any one heap, Right 2 or 3. A position is a tuple
of heaps; the heaps are independent, so each is a component, and the order of the heaps does not
matter, so the sorted tuple is the key. The engine does the rest.

Impartial: either player may take 1, 2 or 3 counters from one heap. An impartial position lists
its moves with ``options()``; its ``nim_value`` is its Grundy value and its ``value`` the nimber
``*nim_value`` (run: python examples/define_a_ruleset.py).
"""
from dataclasses import dataclass

from cgt.impartial import grundy
from cgt.rulesets import Position


@dataclass(frozen=True)
class Subtraction(Position):
    heaps: tuple

    def _take(self, amounts):
        return [Subtraction(self.heaps[:i] + (h - a,) + self.heaps[i + 1:])
                for i, h in enumerate(self.heaps) for a in amounts if a <= h]

    def left_options(self):
        return self._take((1, 2))

    def right_options(self):
        return self._take((2, 3))

    def components(self):
        return [Subtraction((h,)) for h in self.heaps if h]

    def canonical_key(self):
        return tuple(sorted(self.heaps))


@dataclass(frozen=True)
class TakeAway(Position):
    heaps: tuple

    def options(self):
        return [TakeAway(self.heaps[:i] + (h - a,) + self.heaps[i + 1:])
                for i, h in enumerate(self.heaps) for a in (1, 2, 3) if a <= h]

    def components(self):
        return [TakeAway((h,)) for h in self.heaps if h]


if __name__ == "__main__":
    for n in range(13):
        print(f"heap {n:2}: {Subtraction((n,)).value}")
    print("heaps (3, 4, 5):", Subtraction((3, 4, 5)).value)
    for n in range(9):
        heap = TakeAway((n,))
        assert heap.nim_value == grundy(heap) == n % 4
        print(f"take 1-3, heap {n}: {heap.value}")
    print("take 1-3, heaps (3, 4, 5):", TakeAway((3, 4, 5)).value)

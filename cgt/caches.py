"""One registry for every cache in cgt, and a bounded memo table.

Every module that remembers results registers its cache here under a name, with a function
that empties it and one that reports its size. ``cgt.clear_caches()`` empties them all and
``cgt.cache_info()`` reports their sizes. Caches only ever hold finished, exact results, so
clearing or evicting costs recomputation and never changes an answer.

Operation caches (sums, comparisons, thermographs, ...) are ``Memo`` tables: a budget of
entries, with least-recently-used eviction done by generations. A ``Memo`` keeps two
dictionaries, a young and an old one. New entries and hits go to the young one; when it holds
half the budget, the old one is dropped and the young one becomes old. An entry that is used
at least once per half-budget of new entries is never evicted, and the table never holds more
than its budget.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from cgt.errors import CGTValueError

#: The default budget of entries for each operation cache.
DEFAULT_BUDGET = 1 << 18

_REGISTRY: dict[str, tuple[Callable[[], None], Callable[[], int]]] = {}
_MEMOS: list[Memo] = []


def register(name: str, clear: Callable[[], None], size: Callable[[], int]) -> None:
    """Register the cache called ``name``: ``clear()`` empties it, ``size()`` counts its
    entries. Registering a name again replaces the earlier entry."""
    _REGISTRY[name] = (clear, size)


def clear_caches() -> None:
    """Empty every cache of every part of cgt. Values already computed stay valid."""
    for clear, _ in list(_REGISTRY.values()):
        clear()


def cache_info() -> dict[str, int]:
    """The number of entries in each registered cache, by name."""
    return {name: size() for name, (_, size) in sorted(_REGISTRY.items())}


def set_cache_budget(entries: int) -> None:
    """Set the budget, in entries, of every operation cache (``Memo``), now and for caches
    made later. Tables over the new budget are trimmed at their next insertion."""
    global DEFAULT_BUDGET
    if isinstance(entries, bool) or not isinstance(entries, int) or entries < 2:
        raise CGTValueError(f"the cache budget must be an integer >= 2, not {entries!r}")
    DEFAULT_BUDGET = entries
    for memo in _MEMOS:
        memo.budget = entries


class Memo:
    """A bounded table of finished results, registered under ``name``.

    ``get(key)`` returns the stored value or ``None``; ``put(key, value)`` stores a value
    (never ``None``) and returns it.
    """

    __slots__ = ("name", "budget", "young", "old")

    def __init__(self, name: str, budget: int | None = None) -> None:
        self.name = name
        self.budget = DEFAULT_BUDGET if budget is None else budget
        self.young: dict = {}
        self.old: dict = {}
        _MEMOS.append(self)
        register(name, self.clear, self.__len__)

    def get(self, key: Hashable) -> Any:
        value = self.young.get(key)
        if value is None:
            value = self.old.get(key)
            if value is not None:
                self.put(key, value)
        return value

    def put(self, key: Hashable, value: Any) -> Any:
        young = self.young
        young[key] = value
        if len(young) >= self.budget >> 1:
            self.old = young
            self.young = {}
        return value

    def clear(self) -> None:
        self.young = {}
        self.old = {}

    def __len__(self) -> int:
        return len(self.young) + len(self.old)

    def __contains__(self, key: Hashable) -> bool:
        return key in self.young or key in self.old

    def __repr__(self) -> str:
        return f"<Memo {self.name}: {len(self)} of {self.budget} entries>"

"""One registry for every cache in cgt, and one memory budget that they share.

Every module that remembers results registers its cache here under a name, with a function
that empties it and one that counts its entries. ``cgt.clear_caches()`` empties them all and
``cgt.cache_info()`` reports their sizes, in entries or in bytes. Caches only ever hold
finished, exact results, so clearing or evicting costs recomputation and never changes an
answer.

The budget (``set_cache_budget``; ``DEFAULT_BUDGET`` bytes unless set) bounds the memory of
all the caches together. Each cache estimates what it holds: its entries times what an entry of
its kind costs (the entry, its key, and a share of the games it keeps alive, measured with
``tracemalloc``), or the bytes of its arrays. Every new entry is charged to one account, and
when a quarter of the budget has been charged, a new *generation* begins, in which each cache
forgets its older entries:

* an operation cache (sums, comparisons, ...) is a ``Memo``, which keeps two dictionaries, a
  young one and an old one. New entries and hits go to the young one; a new generation drops
  the old one and makes the young one old. An entry used once per generation is never evicted;
* a table that a search fills (a transposition table, the Grundy values of a ruleset, ...)
  drops its older half. A search reads its table back while it walks, so a table in use (see
  ``Cache``) is cut, and charged for its new entries, only when its walk is over.

So the memos hold at most two generations' entries, and the tables, halved at each generation,
at most one more half: by their estimates the caches hold at most 5/8 of the budget whenever
no search is running, and the rest is a margin for the error of the estimates (games are
shared between entries, which an estimate per entry can only average). A search in progress
may need more for its own table, which it needs to finish.
"""
from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any

from cgt.errors import CGTValueError
from cgt.resources import physical_memory, size_text

__all__ = ["DEFAULT_BUDGET", "clear_caches", "cache_info", "set_cache_budget", "turn"]

#: The default budget in bytes: 256 MiB, or a quarter of the machine's memory if that is less.
DEFAULT_BUDGET = min(1 << 28, physical_memory() // 4)
#: About what an entry of an operation cache costs, in bytes, with the game it keeps alive.
ENTRY_BYTES = 1000

_caches: dict[str, Any] = {}   # name -> its Cache or Memo
_budget = DEFAULT_BUDGET
_turn_at = _budget // 4        # the bytes charged in one generation
_charged = 0                   # the bytes charged in this generation so far


def register(name: str, clear: Callable[[], None], size: Callable[[], int],
             entry_bytes: int | None = None, footprint: Callable[[], int] | None = None,
             shrink: Callable[[], None] | None = None) -> Cache:
    """Register the cache called ``name``: ``clear()`` empties it, ``size()`` counts its
    entries. Registering a name again replaces the earlier entry.

    A cache under the budget says what it costs, either ``entry_bytes`` per entry or its bytes
    as ``footprint()``, and ``shrink()`` drops its older half (by default, ``clear`` empties
    it). A cache that gives neither is listed and cleared, but not charged: its size must be
    bounded by something else.
    """
    cache = Cache(name, clear, size, entry_bytes, footprint, shrink)
    _caches[name] = cache
    return cache


def clear_caches() -> None:
    """Empty every cache of every part of cgt. Values already computed stay valid."""
    for cache in list(_caches.values()):
        cache.clear()


def cache_info(unit: str = "entries") -> dict[str, int]:
    """The size of each registered cache, by name: its number of entries, or with ``unit``
    ``"bytes"`` the memory it is estimated to hold (0 for a cache not under the budget)."""
    if unit not in ("entries", "bytes"):
        raise CGTValueError(f"the unit of cache_info is 'entries' or 'bytes', not {unit!r}")
    return {name: cache.entries() if unit == "entries" else cache.footprint()
            for name, cache in sorted(_caches.items())}


def cache_budget() -> int:
    """The memory, in bytes, that the caches may hold together (see ``set_cache_budget``)."""
    return _budget


def set_cache_budget(nbytes: int) -> None:
    """Set the memory, in bytes, that every cache of cgt may hold together; caches that hold
    more than that now are emptied. The default is ``DEFAULT_BUDGET``.

    >>> set_cache_budget(64 << 20)    # 64 MiB
    >>> cache_budget() == 64 << 20
    True
    >>> set_cache_budget(DEFAULT_BUDGET)
    """
    global _budget, _turn_at
    if isinstance(nbytes, bool) or not isinstance(nbytes, int) or nbytes < 1:
        raise CGTValueError(f"the cache budget is a positive number of bytes, not {nbytes!r}")
    _budget = nbytes
    _turn_at = nbytes // 4
    if sum(cache.footprint() for cache in _caches.values()) > nbytes:
        clear_caches()


def charge(nbytes: int) -> None:
    """Count ``nbytes`` of new entries against the budget, and begin a new generation when
    this one is full."""
    global _charged
    _charged += nbytes
    if _charged >= _turn_at:
        turn()


def turn() -> None:
    """Begin a new generation: every cache forgets its older entries (see the module)."""
    global _charged
    _charged = 0
    for cache in list(_caches.values()):
        cache.turn()


def halved(table: dict) -> dict:
    """The newest half of the entries of ``table`` (a dict keeps its order of insertion), as
    a new dict: a table is replaced, never cut in place, since a search in another thread may
    be reading it."""
    return dict(list(table.items())[len(table) - len(table) // 2:])


class Cache:
    """A registered cache (made by ``register``).

    A search whose walk reads the entries of its table back runs inside ``with cache:``: the
    table is not cut while it runs, and its new entries are charged when it ends. A cache that
    grows outside a walk calls ``settle()`` after it grows.
    """

    def __init__(self, name: str, clear: Callable[[], None], size: Callable[[], int],
                 entry_bytes: int | None, footprint: Callable[[], int] | None,
                 shrink: Callable[[], None] | None) -> None:
        self.name = name
        self.clear = clear
        self.entries = size
        self.entry_bytes = entry_bytes
        self._footprint = footprint
        self.budgeted = entry_bytes is not None or footprint is not None
        self._shrink = clear if shrink is None else shrink
        self._busy = 0
        self._stale = False   # a generation began while the cache was in use
        self._held = 0        # its footprint when it was last charged

    def footprint(self) -> int:
        """The memory the cache is estimated to hold, in bytes."""
        if self._footprint is not None:
            return self._footprint()
        return self.entries() * self.entry_bytes if self.entry_bytes is not None else 0

    def turn(self) -> None:
        if not self.budgeted:
            return
        if self._busy:
            self._stale = True
        else:
            self._cut()

    def _cut(self) -> None:
        self._stale = False
        self._shrink()
        self._held = self.footprint()

    def settle(self) -> None:
        """Charge what the cache has gained since it was last charged (and cut it, if a
        generation began while it was in use)."""
        if self._busy or not self.budgeted:
            return
        if self._stale:
            self._cut()
        held = self.footprint()
        gained = held - self._held
        self._held = held
        if gained > 0:
            # As a memo keeps its new entries, a generation that this charge begins leaves
            # the cache whole until the next one (or until it next grows).
            self._busy += 1
            try:
                charge(gained)
            finally:
                self._busy -= 1

    def __enter__(self) -> Cache:
        self._busy += 1
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._busy -= 1
        self.settle()

    def __repr__(self) -> str:
        return f"<Cache {self.name}: {self.entries()} entries, {size_text(self.footprint())}>"


class Memo:
    """A table of finished results under the budget, registered under ``name``; an entry
    costs about ``entry_bytes``.

    ``get(key)`` returns the stored value or ``None``; ``put(key, value)`` stores a value
    (never ``None``) and returns it.
    """

    __slots__ = ("name", "entry_bytes", "young", "old")

    def __init__(self, name: str, entry_bytes: int = ENTRY_BYTES) -> None:
        self.name = name
        self.entry_bytes = entry_bytes
        self.young: dict = {}
        self.old: dict = {}
        _caches[name] = self

    def get(self, key: Hashable) -> Any:
        value = self.young.get(key)
        if value is None:
            value = self.old.get(key)
            if value is not None:
                self.put(key, value)
        return value

    def put(self, key: Hashable, value: Any) -> Any:
        global _charged
        self.young[key] = value
        _charged += self.entry_bytes
        if _charged >= _turn_at:
            turn()
        return value

    def clear(self) -> None:
        self.young = {}
        self.old = {}

    def turn(self) -> None:
        self.old = self.young
        self.young = {}

    def entries(self) -> int:
        return len(self.young) + len(self.old)

    def footprint(self) -> int:
        return self.entries() * self.entry_bytes

    __len__ = entries

    def __contains__(self, key: Hashable) -> bool:
        return key in self.young or key in self.old

    def __repr__(self) -> str:
        return f"<Memo {self.name}: {len(self)} entries, {size_text(self.footprint())}>"

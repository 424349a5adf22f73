"""Sums of impartial games with entailing and complimenting moves.

*Winning Ways* vol. 2, ch. 12 ("Entailing Moves", "Complimenting Moves"). In a sum
``A + B + C + …`` a player moves in one component, except that after an **entailing** move in
A the opponent must reply in A (and the reply may entail again). After a **complimenting**
move the mover moves again at once; this is an entailed pass by the opponent. Normal play:
a player who cannot move (or cannot move in the component he is entailed to) loses.

Each component has a set of values (a ``ValueSet``), ℕ minus the contributions of its moves:

* a plain move to ``X1 + X2 + …`` contributes the one number ``least(X1) ⊕ least(X2) ⊕ …``, and
  nothing if some ``Xi`` is loony (moving there loses);
* an entailing move to a component ``Y`` contributes the whole set ``V(Y)``;
* a complimenting move to ``X1 + X2 + …`` contributes every number but ``least(X1) ⊕ …``, and
  every number if some ``Xi`` is loony (the bonus move then wins).

A position with no move has every value (it is sunny: an entailed player facing it loses), and
the least value of a sunny component is 0. The outcome of a sum follows: a sum nobody is
entailed into is N if some component is loony and otherwise P just when the least values
nim-add to 0; a player entailed into A, when no other component is loony, is in a P-position
just when some value of A equals the nim-sum of the least values of the others.

When a player is entailed into A and another component is loony, the values do not decide:
any plain move in A loses (the opponent then faces a loony component), and any complimenting
move wins (the mover then does), so the player wins exactly when A has a complimenting move
or an entailing move to an A′ from which the opponent, entailed in turn, loses. This is the
boolean ``rally_wins(A)``, computed by the same walk over the entailing and complimenting
moves alone. (The chapter states only the first case; a sunny A, such as an empty heap, shows
that the values alone cannot answer the second.)

A position of such a game lists its moves with ``moves()``, each a ``Move`` that names the
components the moved-in component becomes and carries the two flags. A position with only
``options()`` has plain moves.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from cgt import caches
from cgt.errors import CGTTypeError, CGTValueError
from cgt.impartial.entailing.value_set import ValueSet
from cgt.numbers.checks import flag, shown
from cgt.walk import post_order

__all__ = [
    "Move", "move", "moves_of", "value_set", "rally_wins", "entailing_outcome", "good_moves"
]


class Move(NamedTuple):
    """A move of a component: the components ``parts`` it becomes (a tuple of positions, empty
    when it disappears), whether the move is ``entailing`` (the opponent must reply in it; then
    ``parts`` has exactly one position) and whether it is ``complimenting`` (the mover moves
    again)."""

    parts: tuple
    entailing: bool = False
    complimenting: bool = False


def move(*parts: Any, entailing: bool = False, complimenting: bool = False) -> Move:
    """The ``Move`` to the sum of ``parts`` with the given flags."""
    return Move(tuple(parts), flag(entailing, "entailing flag"),
                flag(complimenting, "complimenting flag"))


def moves_of(position: Any) -> tuple[Move, ...]:
    """The moves of ``position``: its ``moves()``, or a plain move to each of its
    ``options()``."""
    found = getattr(position, "moves", None)
    if found is None:
        options = getattr(position, "options", None)
        if options is None:
            raise CGTTypeError(f"{type(position).__name__} {shown(position)} is not a position "
                               "of a game with entailing moves: it has neither moves() nor "
                               "options()")
        return tuple(Move((option,)) for option in options())
    result = []
    for m in found():
        if not isinstance(m, Move):
            raise CGTTypeError(f"the moves() of {shown(position)} must give Move objects, not "
                               f"{shown(m)}")
        if m.entailing and m.complimenting:
            raise CGTValueError(f"the move {shown(m)} of {shown(position)} is both entailing and "
                                "complimenting, which has no meaning")
        if m.entailing and len(m.parts) != 1:
            raise CGTValueError(f"the entailing move {shown(m)} of {shown(position)} must lead "
                                "to exactly one component, the one the opponent must move in")
        result.append(m)
    return tuple(result)


def _position(position: Any) -> Any:
    if not (hasattr(position, "moves") or hasattr(position, "options")):
        raise CGTTypeError(f"the position must have moves() (or options()), not "
                           f"{type(position).__name__} {shown(position)}")
    try:
        hash(position)
    except TypeError:
        raise CGTTypeError(f"the position must be hashable (immutable), not "
                           f"{type(position).__name__} {shown(position)}") from None
    return position


_TABLE: dict = {}
_RALLY: dict = {}


def _clear() -> None:
    global _TABLE, _RALLY
    # New tables, not emptied ones: a search in another thread keeps the ones it began with.
    _TABLE, _RALLY = {}, {}


def _halve() -> None:
    global _TABLE, _RALLY
    _TABLE, _RALLY = caches.halved(_TABLE), caches.halved(_RALLY)


# The public functions hold the cache while they read values back from the tables.
CACHE = caches.register("impartial.entailing", _clear, lambda: len(_TABLE) + len(_RALLY),
                        entry_bytes=300, shrink=_halve)


def _contributions(moves, table):
    numbers = set()
    sets = []
    for m in moves:
        parts = [table[p] for p in m.parts]
        loony = any(v.is_loony for v in parts)
        if m.entailing:
            sets.append(parts[0])
        elif m.complimenting:
            if loony:
                return None             # every number is excluded
            total = 0
            for v in parts:
                total ^= v.least
            sets.append(ValueSet.all_but(total))
        elif not loony:
            total = 0
            for v in parts:
                total ^= v.least
            numbers.add(total)
    excluded = ValueSet(numbers)
    for s in sets:
        excluded = excluded | s
    return excluded


def value_set(position: Any, table: dict | None = None) -> ValueSet:
    """The set of values of a position of a game with entailing and complimenting moves
    (*Winning Ways* vol. 2, ch. 12). ``table`` is the memo (by default the module's table,
    which ``cgt.clear_caches()`` empties)."""
    position = _position(position)
    if table is None:
        table = _TABLE

    def expand(node):
        moves = moves_of(node)
        return [p for m in moves for p in m.parts], moves

    def finish(node, moves):
        excluded = _contributions(moves, table)
        return ValueSet.loony() if excluded is None else excluded.complement()

    with CACHE:
        return post_order(position, expand, finish, table)


def rally_wins(position: Any) -> bool:
    """Whether a player entailed into ``position``, with a loony component elsewhere in the
    sum, wins: some complimenting move of ``position``, or some entailing move to a position
    from which this is false."""
    position = _position(position)
    rally = _RALLY

    def expand(node):
        moves = [m for m in moves_of(node) if m.entailing or m.complimenting]
        if any(m.complimenting for m in moves):
            return [], None
        return [m.parts[0] for m in moves], moves

    def finish(node, moves):
        return moves is None or any(not rally[m.parts[0]] for m in moves)

    with CACHE:
        return post_order(position, expand, finish, rally)


def _values(components, table):
    if isinstance(components, (str, bytes)) or not isinstance(components, Iterable):
        raise CGTTypeError(f"the components must be a list of positions, not {shown(components)}")
    components = list(components)
    return components, [value_set(c, table) for c in components]


def _is_p(components, values, entailed):
    if entailed is None:
        if any(v.is_loony for v in values):
            return False
        total = 0
        for v in values:
            total ^= v.least
        return total == 0
    others = values[:entailed] + values[entailed + 1:]
    if any(v.is_loony for v in others):
        return not rally_wins(components[entailed])
    total = 0
    for v in others:
        total ^= v.least
    return total in values[entailed]


def _entailed_index(entailed, size):
    if entailed is None:
        return None
    if isinstance(entailed, bool) or not isinstance(entailed, int) or not 0 <= entailed < size:
        raise CGTValueError(f"entailed must be None or the index of a component (0 to "
                            f"{size - 1}), not {shown(entailed)}")
    return entailed


def entailing_outcome(components: Sequence[Any], entailed: int | None = None,
                      table: dict | None = None) -> str:
    """"P" or "N" for the sum of ``components`` with the next player to move, who is obliged
    to move in ``components[entailed]`` when ``entailed`` is an index (after an entailing
    move there).

    >>> from cgt.impartial.entailing.games import TopEntails
    >>> entailing_outcome([TopEntails(4), TopEntails(4)]), entailing_outcome([TopEntails(1)])
    ('P', 'N')
    """
    with CACHE:
        components, values = _values(components, table)
        return "P" if _is_p(components, values, _entailed_index(entailed, len(components))) \
            else "N"


def good_moves(components: Sequence[Any], entailed: int | None = None,
               table: dict | None = None) -> list[tuple[int, Move]]:
    """The winning moves of the sum of ``components``, as (component index, ``Move``) pairs:
    a plain move that leaves a P-position, an entailing move into a component with a value
    equal to the nim-sum of the others' least values, and a complimenting move that leaves a
    position from which the mover, moving again, wins."""
    with CACHE:
        return _good_moves(components, entailed, table)


def _good_moves(components, entailed, table):
    if table is None:
        table = _TABLE
    components, values = _values(components, table)
    entailed = _entailed_index(entailed, len(components))
    found = []
    for i, component in enumerate(components):
        if entailed is not None and i != entailed:
            continue
        others = values[:i] + values[i + 1:]
        rest = components[:i] + components[i + 1:]
        for m in moves_of(component):
            parts = [table[p] for p in m.parts]
            after = rest + list(m.parts)
            if m.entailing:
                good = _is_p(after, others + parts, len(others))
            elif m.complimenting:
                good = not _is_p(after, others + parts, None)
            else:
                good = _is_p(after, others + parts, None)
            if good:
                found.append((i, m))
    return found

"""The value engine: canonical values of rule-defined partizan positions.

A position's value is ``{G^L | G^R}`` over the values of its options (Conway, *ONAG*, ch. 7;
Siegel, *CGT*, II.1). The engine walks the game graph depth first with an explicit stack, so no
game is too deep for Python's recursion limit, and builds each position's canonical form from
its options' canonical forms with the core's ``canonical``. Three things keep the walk small:

* a **transposition table** keyed by ``canonical_key()``, so a position reached by different
  move orders (or equal to another one up to a symmetry) is valued once;
* **splitting into components**: a position that is a disjunctive sum, as told by
  ``components()``, is valued part by part and the parts are added;
* **rules that give a value directly**: a position may answer ``known_value()`` with a ``Game``
  (a formula such as Berlekamp's sign expansion), and the engine does not search below it.

A position whose graph has a cycle is loopy and has no short value: the engine raises
``LoopyPositionError`` naming the position that repeats.
"""
import gc

from cgt import caches
from cgt import position as _protocol
from cgt.errors import LoopyPositionError
from cgt.numbers.checks import positive
from cgt.position import left_options_of, own_hooks, position_argument, right_options_of
from cgt.short.arithmetic import add, neg
from cgt.short.canonical import canonical
from cgt.short.deep import run_deep
from cgt.short.named import zero


class TranspositionTable:
    """Values of positions already solved, keyed by their canonical keys.

    ``max_entries`` bounds the memory: when the table grows past it, the older half of the
    entries is dropped (the engine never relies on an entry staying, so this only costs time).
    ``None`` means unbounded.
    """

    def __init__(self, max_entries=None):
        if max_entries is not None:
            max_entries = positive(max_entries, "max_entries of a transposition table")
        self.max_entries = max_entries
        self._values = {}

    def get(self, key):
        return self._values.get(key)

    def store(self, key, game):
        values = self._values
        values[key] = game
        if self.max_entries is not None and len(values) > self.max_entries:
            keep = list(values.items())[len(values) // 2:]
            values.clear()
            values.update(keep)

    def clear(self):
        self._values.clear()

    def __len__(self):
        return len(self._values)

    def __contains__(self, key):
        return key in self._values

    def __repr__(self):
        bound = "unbounded" if self.max_entries is None else f"at most {self.max_entries}"
        return f"<TranspositionTable: {len(self)} positions, {bound}>"


#: The table ``value`` uses when it is given none.
TABLE = TranspositionTable(max_entries=1_000_000)


def clear():
    """Empty the engine's default transposition table."""
    TABLE.clear()


caches.register("rulesets.transposition_table", clear, TABLE.__len__)


def value(position, table=None):
    """The canonical value of a partizan ``position`` (see ``cgt.position.Position``).

    ``table`` is the ``TranspositionTable`` to use (default: the module's ``TABLE``).
    Raises ``LoopyPositionError`` if a position can repeat.
    """
    position = position_argument(position)
    return run_deep(_value, position, TABLE if table is None else table)


# ``Position.value`` of a partizan position is this engine's value.
_protocol.install(value=value)


def _value(position, table):
    total = zero
    for key, _, part in _split(position, table):
        total = add(total, solve(key, part, _expand, table))
    return total


def _split(position, table):
    """The components of ``position`` that may be non-zero, as (key, False, position)."""
    components, is_terminal, canonical_key, known_value = _hooks(type(position))
    out = []
    for part in (components(position) if components else (position,)):
        kind = type(part)
        if kind is not type(position):
            _, is_terminal, canonical_key, known_value = _hooks(kind)
        if is_terminal and is_terminal(part):
            continue
        key = (kind, canonical_key(part) if canonical_key else part)
        if known_value and key not in table:
            known = known_value(part)
            if known is not None:
                table.store(key, known)
        out.append((key, False, part))
    return out


# The optional methods of a position class: components, is_terminal, canonical_key,
# known_value (None for each one it lacks or leaves as ``Position`` has it).
_hooks = own_hooks


def _expand(position, table):
    left = [_split(p, table) for p in left_options_of(position)]
    right = [_split(p, table) for p in right_options_of(position)]
    return left, right


def solve(key, item, expand, table):
    """The value of the position ``item`` with transposition key ``key``.

    ``expand(item, table)`` returns the pair (Left's options, Right's options); each option is
    a list of its components as triples ``(key, negated, item)``, worth the value of ``item``,
    negated when ``negated`` is true (so a ruleset can fold a symmetry that swaps the players).
    The walk is depth first over an explicit stack; values go into ``table``.
    """
    lookup = table._values.get
    found = lookup(key)
    if found is not None:
        return found
    # The walk makes many objects that live on in the table and almost no cyclic garbage, so
    # the cyclic collector would only rescan the growing table; it is paused meanwhile.
    collecting = gc.isenabled()
    gc.disable()
    try:
        return _walk(key, item, expand, table, lookup)
    finally:
        if collecting:
            gc.enable()


def _walk(key, item, expand, table, lookup):
    # A frame: [key, item, left options, right options, components still to value, values].
    stack = [[key, item, None, None, None, None]]
    active = {key}
    result = None
    while stack:
        frame = stack[-1]
        todo = frame[4]
        if todo is None:
            left, right = expand(frame[1], table)
            wanted = {}
            for option in left:
                for k, _, it in option:
                    wanted[k] = it
            for option in right:
                for k, _, it in option:
                    wanted[k] = it
            todo = frame[4] = list(wanted.items())
            frame[2], frame[3], frame[5] = left, right, {}
        values = frame[5]
        while todo:
            k, it = todo[-1]
            found = lookup(k)
            if found is None:
                if k in active:
                    raise LoopyPositionError(
                        f"the position {it!r} can repeat, so the game is loopy and has no short "
                        "value (its graph has a cycle)")
                stack.append([k, it, None, None, None, None])
                active.add(k)
                break
            values[k] = found
            todo.pop()
        else:
            result = canonical(_option_values(frame[2], values, max),
                               _option_values(frame[3], values, min))
            table.store(frame[0], result)
            stack.pop()
            active.discard(frame[0])
            if stack:
                parent = stack[-1]
                parent[5][frame[0]] = result
                parent[4].pop()
    return result


def _option_values(options, values, best):
    """The values of options given as lists of components (key, negated, item).

    Of the options that are numbers only the best for the mover (``best`` is ``max`` for Left,
    ``min`` for Right) is kept: it dominates the others, and dropping them early spares the
    canonical form its pairwise comparisons.
    """
    out = []
    for option in options:
        if len(option) == 1:
            k, negated, _ = option[0]
            v = values[k]
            out.append(neg(v) if negated else v)
            continue
        # Numbers, nimbers and ups add in closed form; adding their total to the rest last
        # shifts a hot game once instead of once per small component.
        small = zero
        total = None
        for k, negated, _ in option:
            v = values[k]
            if negated:
                v = neg(v)
            if v._nus is not None:
                small = v if small is zero else add(small, v)
            else:
                total = v if total is None else add(total, v)
        out.append(small if total is None else total if small is zero else add(total, small))
    numbers = [g for g in out if g._nus is not None and not g._nus[1] and not g._nus[2]]
    if len(numbers) > 1:
        keep = best(numbers, key=_number_of)
        out = [g for g in out if g is keep or not (g._nus is not None and not g._nus[1]
                                                  and not g._nus[2])]
    return out


def _number_of(g):
    return g._nus[0]


def plain_value(position):
    """The value by the definition alone: a search over the options of each position, keyed
    by the position itself, with no components, symmetries or known values.

    Slow, but it trusts nothing a ruleset adds to its moves, so it checks those additions
    (``components``, ``canonical_key``, ``known_value``) on small positions.
    """
    return run_deep(solve, position, position, _expand_plainly, TranspositionTable())


def _expand_plainly(position, table):
    return ([[(p, False, p)] for p in left_options_of(position)],
            [[(p, False, p)] for p in right_options_of(position)])

"""The search that values Domineering and Cram regions a level at a time, with numpy.

It finds the same values as ``search`` in two passes. The first goes down from the region by
size: all regions of one number of squares are taken together, and numpy finds their moves,
splits what each move leaves into edge-connected parts (a flood fill on 64-bit words) and keys
those parts (``word_shapes``). The second goes back up, from the smallest regions, and builds
each region's value ``{G^L | G^R}`` from its options' values (Conway, *ONAG*, ch. 7), as
``search`` does. The first pass costs little next to the second, so it pays for regions whose
rows fit a 64-bit word and that have enough regions below them to fill numpy's arrays.
"""
from __future__ import annotations
import numpy as np

from cgt.progress import reporter
from cgt.rulesets.domineering.word_shapes import U64, WordKeys, flood, lowest, popcount
from cgt.rulesets.option_values import option_values
from cgt.short.arithmetic import neg
from cgt.short.canonical import canonical
from cgt.walk import paused_gc, trimmed
from typing import TYPE_CHECKING, Any

__all__: list[str] = []

if TYPE_CHECKING:
    from cgt.short.game import Game


class BulkDominoSearch:
    """Values of the regions of one stride whose rows fit a 64-bit word, for one ruleset.

    ``left_steps``, ``right_steps`` and ``max_entries`` are as in ``DominoSearch``; so is the
    table of values, though its keys are those of ``word_shapes``.
    """

    def __init__(self, stride: Any, transpose_negates: Any, left_steps: Any, right_steps: Any, max_entries: Any = None) -> None:
        self.stride = stride
        self.keys = WordKeys(stride, transpose_negates)
        self.left = [_domino_words(step) for step in left_steps]
        self.right = None if right_steps == left_steps else \
            [_domino_words(step) for step in right_steps]
        self.max_entries = max_entries
        self.table: dict[int, Game] = {}  # key -> value of the shape
        # tuple of signed keys -> the sum of their values
        self.sums: dict[tuple[int, ...], Game] = {}

    def key(self, region: Any) -> int:
        """The signed key of a connected region (an int that fits the word)."""
        return int(self.keys.keys(np.array([region], dtype=U64))[0])

    def value(self, signed_key: Any, progress: Any = None) -> Any:
        """The value of the region with this signed key (reporting the regions valued to
        ``progress``, as in ``cgt.progress``)."""
        key = abs(signed_key)
        table, sums = self.table, self.sums   # kept to the end, as in ``DominoSearch``
        found = table.get(key)
        if found is None:
            with paused_gc():
                self._settle(self._expand(key, table), table, sums, progress)
            found = table[key]
            kept = trimmed(table, self.max_entries) if self.max_entries else None
            if kept is not None:
                self.table, self.sums = kept, {}
        return neg(found) if signed_key < 0 else found

    def clear(self) -> None:
        self.table, self.sums = {}, {}

    def _expand(self, key, table):
        """The regions below ``key`` not yet valued, a level per number of squares from the
        largest, each level as (keys, Left's options, Right's options), the options of the
        j-th region being ``options[offsets[j]:offsets[j + 1]]`` of each (offsets, options)."""
        waiting = {key.bit_count(): [key]}
        seen = {key}
        levels = []
        for size in range(key.bit_count(), 1, -1):
            keys = waiting.pop(size, None)
            if not keys:
                continue
            regions = np.array(keys, dtype=U64)
            left, found = self._options(regions, self.left)
            if self.right is None:
                right = left
            else:
                right, more = self._options(regions, self.right)
                found = np.concatenate((found, more))
            levels.append((keys, left, right))
            found = np.unique(np.abs(found))
            for k, n in zip(found.tolist(), popcount(found.astype(U64)).tolist()):
                if k not in seen and k not in table:
                    seen.add(k)
                    waiting.setdefault(n, []).append(k)
        return levels

    def _options(self, regions, placings):
        """((offsets, options), keys): each region's options, as ``search`` gives them
        (a signed key, a sorted tuple of them, or ``()``), and the keys of all their parts."""
        stride = self.stride
        rows, dominoes = [], []
        for words in placings:
            step = U64(int(words[0]).bit_length() - 1)
            starts = regions & (regions >> step)
            bits = np.unpackbits(starts.view(np.uint8), bitorder="little").reshape(-1, 64)
            r, c = np.nonzero(bits)
            rows.append(r)
            dominoes.append(words[c])
        if len(rows) == 1:
            rows, dominoes = rows[0], dominoes[0]
        else:
            rows = np.concatenate(rows)
            order = np.argsort(rows, kind="stable")
            rows, dominoes = rows[order], np.concatenate(dominoes)[order]
        boards = regions[rows] ^ dominoes
        offsets = np.zeros(len(regions) + 1, dtype=np.int64)
        np.cumsum(np.bincount(rows, minlength=len(regions)), out=offsets[1:])

        # Split every board into its parts, one round for each: a round takes off the part
        # holding each board's lowest square. A part's key goes to the board's row of
        # ``found``, in the column of the round; single squares are left out.
        rounds = []
        index = np.nonzero(boards)[0]
        rest = boards[index]
        while len(index):
            part = flood(lowest(rest), rest, stride)
            big = popcount(part) > 1
            rounds.append((index[big], part[big]))
            rest ^= part
            more = rest != 0
            index, rest = index[more], rest[more]
        keys = self.keys.keys(np.concatenate([part for _, part in rounds] or [rest]))
        found = np.full((len(boards), max(len(rounds), 1)), _NO_PART, dtype=np.int64)
        done = 0
        for column, (index, part) in enumerate(rounds):
            found[index, column] = keys[done:done + len(part)]
            done += len(part)
        found.sort(axis=1)
        counts = (found != _NO_PART).sum(axis=1)

        # Each board's option: its one part's key, () for none, or the tuple of the keys of
        # its parts in order.
        options = np.empty(len(boards), dtype=object)
        options[:] = found[:, 0]
        empty = counts == 0
        nothing = np.empty(int(empty.sum()), dtype=object)
        nothing.fill(())
        options[empty] = nothing
        for n in range(2, int(counts.max(initial=0)) + 1):
            several = np.nonzero(counts == n)[0]
            if len(several):
                columns = [found[several, k].tolist() for k in range(n)]
                options[several] = np.fromiter(zip(*columns), dtype=object, count=len(several))
        options = options.tolist()
        return (offsets.tolist(), options), keys

    def _settle(self, levels, table, sums, progress=None):
        """Value the regions of ``levels``, from the smallest, into ``table``."""
        report = reporter(progress, "Domineering regions", "region")
        total = sum(len(keys) for keys, _, _ in levels)
        done = 0
        for keys, (lo, left), (ro, right) in reversed(levels):
            done += len(keys)
            for j, key in enumerate(keys):
                table[key] = canonical(
                    option_values(left[lo[j]:lo[j + 1]], 1, table, sums),
                    option_values(right[ro[j]:ro[j + 1]], -1, table, sums))
            if report:
                report(done, total)


_NO_PART = np.iinfo(np.int64).max


def _domino_words(step):
    """For each bit b, the domino on squares b and b + step (0 where it leaves the word)."""
    return np.array([(3 if step == 1 else 1 | 1 << step) << b if b + step < 64 else 0
                     for b in range(64)], dtype=U64)

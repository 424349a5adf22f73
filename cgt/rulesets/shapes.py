"""Keys for regions of a grid, up to translation, reflection and transposition.

A region is a set of squares (a bitmask with one guard bit per row, see ``grid``). Its *shape*
is the region moved to the top-left corner, encoded as one int: the rows packed with the shape's
own width plus a guard bit, then the width in the low 16 bits. The key of a region is the
least shape among its images under a group of symmetries; positions whose regions have equal
keys have equal values (or opposite ones, when the symmetry swaps the players).
"""

WIDTH_BITS = 16
_WIDTH_MASK = (1 << WIDTH_BITS) - 1
# Rows up to this width are reversed and transposed by table lookup, wider ones bit by bit.
_TABULATED = 8
_REVERSED = {}
_SPREAD = {}


def shape_rows(region, stride):
    """The rows of ``region`` (a mask with row stride ``stride``) moved to the corner, and
    their width."""
    low = (region & -region).bit_length() - 1
    region >>= (low // stride) * stride
    full = (1 << (stride - 1)) - 1
    rows = []
    union = 0
    while region:
        row = region & full
        rows.append(row)
        union |= row
        region >>= stride
    first = (union & -union).bit_length() - 1
    if first:
        rows = [row >> first for row in rows]
    return rows, union.bit_length() - first


def encode(rows, width):
    """The shape of ``rows`` (each an int of ``width`` bits) as one int."""
    stride = width + 1
    packed = 0
    for row in reversed(rows):
        packed = packed << stride | row
    return packed << WIDTH_BITS | width


def decode(shape):
    """(mask, width) of a shape: the mask has row stride width + 1."""
    return shape >> WIDTH_BITS, shape & _WIDTH_MASK


def _reversal(width):
    """A table of the ``width``-bit ints reversed end to end (None when too wide to tabulate)."""
    table = _REVERSED.get(width)
    if table is None:
        if width > _TABULATED:
            return None
        table = [int(format(x, f"0{width}b")[::-1], 2) for x in range(1 << width)]
        _REVERSED[width] = table
    return table


def _spread(width, height):
    """A table taking a row of ``width`` bits to the column it becomes when transposed: bit c
    goes to bit c * (height + 1), its place in the transposed shape's packing."""
    key = (width, height)
    table = _SPREAD.get(key)
    if table is None:
        if width > _TABULATED:
            return None
        stride = height + 1
        table = [0] * (1 << width)
        for x in range(1, 1 << width):
            low = x & -x
            table[x] = table[x ^ low] | 1 << ((low.bit_length() - 1) * stride)
        _SPREAD[key] = table
    return table


def _spread_row(x, stride):
    out = 0
    while x:
        low = x & -x
        out |= 1 << ((low.bit_length() - 1) * stride)
        x ^= low
    return out


def images(rows, width):
    """The packed shapes (without their widths) of the four images of ``rows`` under the
    mirrors and the half turn, then of the four images of its transposition."""
    height = len(rows)
    stride = width + 1
    reverse = _reversal(width)
    spread = _spread(width, height)
    a = b = c = d = ta = tb = tc = td = 0
    top = (height - 1) * stride
    for i, x in enumerate(rows):
        y = reverse[x] if reverse is not None else int(format(x, f"0{width}b")[::-1], 2)
        down, up = i * stride, top - i * stride
        a |= x << down
        b |= x << up
        c |= y << down
        d |= y << up
        if spread is not None:
            sx, sy = spread[x], spread[y]
        else:
            sx, sy = _spread_row(x, height + 1), _spread_row(y, height + 1)
        j = height - 1 - i
        ta |= sx << i
        tb |= sx << j
        tc |= sy << i
        td |= sy << j
    return (a, b, c, d), (ta, tb, tc, td)


class ShapeKeys:
    """Keys of regions up to the symmetries of a ruleset, remembered per shape.

    The mirrors and the half turn keep the value. With ``transpose_negates`` the transposition
    swaps the players' roles (Domineering: a vertical domino turns horizontal), so the key says
    whether the region is the transposed image of its key's shape, whose value must then be
    negated; otherwise the transposition keeps the value too (an impartial ruleset: Cram).
    """

    def __init__(self, transpose_negates):
        self.transpose_negates = transpose_negates
        self._memo = {}      # shape -> (key, negated)
        self._placed = {}    # region and stride -> (key, negated)

    def key(self, region, stride):
        """(key, negated) for ``region`` in a board of row stride ``stride``."""
        placed = region << WIDTH_BITS | stride
        found = self._placed.get(placed)
        if found is not None:
            return found
        rows, width = shape_rows(region, stride)
        shape = encode(rows, width)
        found = self._memo.get(shape)
        if found is None:
            plain, turned = images(rows, width)
            best = min(plain) << WIDTH_BITS | width
            negated = False
            other = min(turned) << WIDTH_BITS | len(rows)
            if other < best:
                best, negated = other, self.transpose_negates
            found = self._memo[shape] = (best, negated)
        self._placed[placed] = found
        return found

    def clear(self):
        self._memo.clear()
        self._placed.clear()

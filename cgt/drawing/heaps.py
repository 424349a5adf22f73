"""Pictures of heaps of counters, for the games played on heaps (Winning Ways, ch. 3).

Each heap is a column of counters with its size and its name written beneath. A heap of more
than ``SHOWN`` counters is drawn as ``SHOWN`` of them with a gap, so that large heaps stay
readable; its size is always written.
"""
from __future__ import annotations
from collections.abc import Sequence

from cgt.drawing.svg import Svg

__all__ = ["heaps_svg"]

SHOWN = 12
COUNTER, COLUMN, MARGIN, LABEL = 9, 64, 14, 30


class ShowsHeaps:
    """For positions whose tuple ``heaps`` is all they are: a picture of those heaps."""

    __slots__ = ()
    heaps: tuple[int, ...]

    def to_svg(self) -> str:
        """An SVG picture of the heaps, numbered from 1."""
        return heaps_svg([(h, f"heap {i + 1}") for i, h in enumerate(self.heaps)], repr(self))

    _repr_svg_ = to_svg


def heaps_svg(heaps: Sequence[tuple[int, str]], title: str) -> str:
    """The SVG picture of heaps given as (size, name): one ``<circle>`` per counter drawn
    and the size and name of each heap as ``<text>``."""
    tallest = min(max((size for size, _ in heaps), default=0), SHOWN + 1)
    height = 2 * MARGIN + tallest * 2 * COUNTER + LABEL
    width = 2 * MARGIN + max(len(heaps), 1) * COLUMN
    pic = Svg(width, height, background="white", title=title)
    base = height - MARGIN - LABEL
    for i, (size, name) in enumerate(heaps):
        cx = MARGIN + (i + 0.5) * COLUMN
        pic.line(cx - COLUMN * 0.4, base, cx + COLUMN * 0.4, base, stroke="#555",
                 stroke_width=2, class_="heap-base")
        for k in range(min(size, SHOWN)):
            # past SHOWN counters, the top one stands a counter higher, over a gap
            level = k + 1 if size > SHOWN and k == SHOWN - 1 else k
            pic.circle(cx, base - COUNTER - 2 * COUNTER * level, COUNTER - 1, fill="#d9a441",
                       stroke="#7a5a12", class_="counter")
        pic.text(cx, base + 14, str(size), text_anchor="middle", font_size=12,
                 class_="heap-size")
        pic.text(cx, base + 27, name, text_anchor="middle", font_size=10, fill="#555",
                 class_="heap-name")
    return str(pic)

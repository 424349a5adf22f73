"""A small writer of SVG documents: shapes and text with escaped content, nothing else.

The output is a complete ``<svg>`` element in the SVG namespace, suitable for IPython's
``_repr_svg_``, for a file, or for an ``<img>`` in a web page.
"""
from __future__ import annotations
from typing import Any

__all__ = ["Svg"]

NAMESPACE = "http://www.w3.org/2000/svg"


def escape(text: str, quote: bool = True) -> str:
    """``text`` with ``&``, ``<`` and ``>`` (and, if ``quote``, ``"``) written as entities."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;") if quote else text


def number(x: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _attributes(attrs: dict[str, Any]) -> str:
    out = []
    for key, value in attrs.items():
        if value is None:
            continue
        if isinstance(value, float):
            value = number(value)
        out.append(f' {key.rstrip("_").replace("_", "-")}="{escape(str(value))}"')
    return "".join(out)


class Svg:
    """An SVG document under construction: ``Svg(width, height)``, then shapes, then ``str``.

    Attribute names are given as keywords, with ``_`` for ``-`` (``stroke_width=2``) and a
    trailing ``_`` for Python keywords (``class_="wall"``). Every shape may carry a ``title``,
    the tooltip a browser shows over it. A ``background`` colour fills the picture first with
    a ``<rect class="background">``, so that it reads the same on a dark page.
    """

    def __init__(self, width: float, height: float, title: str | None = None,
                 background: str | None = None, **attrs: Any) -> None:
        self.width, self.height = width, height
        self._parts: list[str] = []
        self._head = (f'<svg xmlns="{NAMESPACE}" width="{number(width)}" '
                      f'height="{number(height)}" viewBox="0 0 {number(width)} {number(height)}"'
                      + _attributes(attrs) + ">")
        if title is not None:
            self._parts.append(f"<title>{escape(title, quote=False)}</title>")
        if background is not None:
            self.rect(0, 0, width, height, fill=background, class_="background")

    def element(self, tag: str, title: str | None = None, text: str | None = None,
                **attrs: Any) -> None:
        """Add one element ``<tag .../>`` (with the text or tooltip given, if any)."""
        inner = "" if title is None else f"<title>{escape(title, quote=False)}</title>"
        inner += "" if text is None else escape(text, quote=False)
        if inner:
            self._parts.append(f"<{tag}{_attributes(attrs)}>{inner}</{tag}>")
        else:
            self._parts.append(f"<{tag}{_attributes(attrs)}/>")

    def line(self, x1: float, y1: float, x2: float, y2: float, **attrs: Any) -> None:
        self.element("line", x1=float(x1), y1=float(y1), x2=float(x2), y2=float(y2), **attrs)

    def rect(self, x: float, y: float, width: float, height: float, **attrs: Any) -> None:
        self.element("rect", x=float(x), y=float(y), width=float(width), height=float(height),
                     **attrs)

    def circle(self, cx: float, cy: float, r: float, **attrs: Any) -> None:
        self.element("circle", cx=float(cx), cy=float(cy), r=float(r), **attrs)

    def polyline(self, points: Any, **attrs: Any) -> None:
        self.element("polyline", points=_points(points), fill=attrs.pop("fill", "none"), **attrs)

    def polygon(self, points: Any, **attrs: Any) -> None:
        self.element("polygon", points=_points(points), **attrs)

    def path(self, d: str, **attrs: Any) -> None:
        self.element("path", d=d, fill=attrs.pop("fill", "none"), **attrs)

    def text(self, x: float, y: float, content: str, **attrs: Any) -> None:
        self.element("text", text=content, x=float(x), y=float(y), **attrs)

    def __str__(self) -> str:
        return "\n".join([self._head, *self._parts, "</svg>"])


def _points(points: Any) -> str:
    return " ".join(f"{number(float(x))},{number(float(y))}" for x, y in points)

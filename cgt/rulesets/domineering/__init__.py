"""Domineering and Cram: placing dominoes on a grid (*Winning Ways*, pp. 119-122 and 142-144;
*Lessons in Play*, ch. 1).

* ``board``: the positions, ``Domineering`` and ``Cram``, and how a board splits into regions;
* ``shapes``: regions as bitmasks, and their keys up to the symmetries of the square;
* ``search``: the search that values regions one at a time;
* ``word_shapes`` and ``bulk``: the same keys and search for regions held in 64-bit words,
  many at a time with numpy;
* ``database``: the values found by ``bulk``, saved to a file and loaded back.
"""
from cgt.rulesets.domineering.board import Cram, Domineering, clear
from cgt.rulesets.domineering.database import load_regions, save_regions

__all__ = ["Cram", "Domineering", "load_regions", "save_regions"]

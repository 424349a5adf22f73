"""Dots-and-Boxes: exact net scores by retrograde analysis over bitmasks of the open lines."""
from cgt.rulesets.dots_and_boxes import DotsAndBoxes
from cgt.rulesets.dots_and_boxes_solver import clear_cache


def _net_score(rows, cols, lines=()):
    def setup():
        clear_cache()
        position = DotsAndBoxes(rows, cols, lines)
        return position.net_score
    return setup


def _principal_variation():
    clear_cache()
    position = DotsAndBoxes(3, 3)
    position.net_score()  # the table is built here, untimed
    return position.principal_variation


PUZZLE = "AB BC CD FG KL NO OP AE EI FJ IM JN"  # Sam Loyd's puzzle (Michon, Numericana)

WORKLOADS = [
    ("Loyd's puzzle net score", "2^12 states", _net_score(3, 3, PUZZLE)),
    ("2x3 empty board net score", "2^17 states", _net_score(2, 3)),
    ("2x4 empty board net score", "2^22 states", _net_score(2, 4)),
    ("3x3 empty board net score", "2^24 states", _net_score(3, 3)),
    ("3x3 principal variation (table built)", "24 moves", _principal_variation),
]

SLOW = {"3x3 empty board net score"}

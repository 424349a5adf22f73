"""Dots-and-Boxes: Sam Loyd's 16-dot puzzle, the full 3x3-box game, moves and scores.

Source: Michon, *Numericana*, "The Boxer's Puzzle" (Sam Loyd's puzzle, its answer and the value
of the 3x3 game).
"""
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.errors import CGTError
from cgt.rulesets.dots_and_boxes import DotsAndBoxes
from cgt.rulesets.dots_and_boxes_board import DotsAndBoxesError, box_grid

# The answer names the 12 open lines; the other 12 of the 24 are drawn.
PUZZLE_DRAWN = "AB BC CD FG KL NO OP AE EI FJ IM JN"
PUZZLE_OPEN = {"GH", "MN", "IJ", "EF", "BF", "CG", "GK", "JK", "KO", "LP", "DH", "HL"}


@pytest.fixture(scope="module")
def puzzle():
    return DotsAndBoxes(3, 3, PUZZLE_DRAWN)


def test_puzzle_board(puzzle):
    assert set(puzzle.open_lines()) == PUZZLE_OPEN
    assert puzzle.open_boxes() == 9
    assert puzzle.capturable_boxes() == 0


def test_puzzle_answer_is_gh_seven_boxes_to_two(puzzle):
    # "By playing GH, the first player will end up owning 7 boxes".
    assert puzzle.best_moves() == ["GH"]
    assert puzzle.net_score() == 5
    assert puzzle.final_score() == (7, 2)


def test_every_other_puzzle_move_loses_all_nine(puzzle):
    # The answer says the other 11 moves do worse; each in fact gives the mover none of the 9
    # boxes.
    values = puzzle.move_values()
    assert values.pop("GH") == 5
    assert set(values) == PUZZLE_OPEN - {"GH"}
    assert set(values.values()) == {-9}


@pytest.mark.parametrize("line, boxes", [("MN", 4), ("IJ", 4), ("EF", 4), ("BF", 4), ("CG", 4),
                                         ("GK", 3), ("JK", 3), ("KO", 3), ("LP", 3)])
def test_opponent_captures_after_a_bad_move(puzzle, line, boxes):
    # The answer: MN, IJ, EF, BF, CG give away 4 boxes; GK, JK, KO, LP give away 3.
    after, completed = puzzle.play(line)
    assert completed == 0 and after.to_move == 2
    assert after.capturable_boxes() == boxes


@pytest.mark.parametrize("first, second", [("DH", "HL"), ("HL", "DH")])
def test_dh_or_hl_lets_the_opponent_take_all_nine(puzzle, first, second):
    # The answer: after DH (or HL) the opponent plays the other one and captures all
    # 9 boxes on her next turn, whatever the first player replies.
    position = puzzle.play_sequence([first, second])
    assert position.to_move == 1
    assert set(position.move_values().values()) == {-9}


def test_every_reply_to_gh_still_leaves_seven(puzzle):
    # "In all cases ... the first player will obtain at least 7 boxes".
    after_gh = puzzle.play("GH")[0]
    assert set(after_gh.move_values().values()) == {-5}
    for reply in after_gh.open_lines():
        assert after_gh.play(reply)[0].final_score() == (7, 2)


@pytest.mark.parametrize("sequence, score", [
    # The answer: after IJ, take MN, EF, BF and wait with DH.
    ("GH IJ MN EF BF DH", (3, 0)),
    # The answer: after CG or DH, the closing waiting move must be MN.
    ("GH CG DH BF EF MN", (3, 0)),
    ("GH DH CG BF EF MN", (3, 0)),
    # The answer: after JK (and the like) take two of the four boxes, wait with HL or LP.
    ("GH JK KO LP HL", (2, 0)),
    ("GH JK GK HL LP", (2, 0)),
])
def test_published_lines_of_play_keep_seven_boxes(puzzle, sequence, score):
    position = puzzle.play_sequence(sequence)
    assert position.score() == score and position.to_move == 2
    assert position.final_score() == (7, 2)


@pytest.mark.parametrize("sequence", ["GH IJ MN EF BF CG", "GH DH CG BF EF IJ"])
def test_the_wrong_waiting_move_costs_two_boxes(puzzle, sequence):
    # The answer (the closing waiting move must be MN, or DH after IJ).
    assert puzzle.play_sequence(sequence).final_score() == (5, 4)


def test_greedy_capture_scores_four_to_five(puzzle):
    # After GH, JK, taking all 4 boxes greedily scores only 4-5 (computed).
    position = puzzle.play_sequence("GH JK GK HL KO LP")
    assert position.score() == (4, 0) and position.to_move == 1
    assert position.final_score() == (4, 5)


def test_puzzle_principal_variation_scores_seven(puzzle):
    line = puzzle.principal_variation()
    assert line[0] == "GH" and len(line) == 12
    end = puzzle.play_sequence(line)
    assert end.is_over() and end.score() == (7, 2)


def test_empty_three_by_three_board_is_minus_three():
    # Michon, *Numericana*, "The Boxer's Puzzle": the 3x3 game is a win for the second player, 6
    # boxes to 3 ("rated -3"), and the first player's opening move is irrelevant.
    empty = DotsAndBoxes(3, 3)
    assert empty.net_score() == -3
    assert empty.final_score() == (3, 6)
    values = empty.move_values()
    assert len(values) == 24 and set(values.values()) == {-3}


def test_play_completes_boxes_and_keeps_the_turn():
    one_box = DotsAndBoxes(1, 1, "AB AC BD")
    after, completed = one_box.play("CD")
    assert completed == 1 and after.to_move == 1 and after.owners == (1,)
    assert after.is_over() and after.score() == (1, 0)
    # The middle line of a 1x2 board whose outside is drawn completes two boxes at once.
    domino = DotsAndBoxes(1, 2, "AB BC DE EF AD CF", to_move=2)
    after, completed = domino.play("BE")
    assert completed == 2 and after.to_move == 2 and after.score() == (0, 2)
    after, completed = DotsAndBoxes(1, 2).play("BE")
    assert completed == 0 and after.to_move == 2


def test_final_score_counts_known_owners():
    position = DotsAndBoxes(1, 2, "AB AD BE DE", owners=(2, 0))
    # Player 1 to move: the remaining box needs 3 lines, 1 then 2 then 1 draws, so 1 takes it.
    assert position.net_score() == 1
    assert position.final_score() == (1, 1)
    assert position.play("BC")[0].final_score() == (1, 1)


def test_game_over_position():
    done = DotsAndBoxes(1, 1, "AB AC BD CD")
    assert done.net_score() == 0 and done.best_moves() == [] and done.principal_variation() == []
    assert done.final_score() == (0, 0)


def test_line_numbering_follows_the_spec():
    # The numbering of cgt.rulesets.dots_and_boxes_board: h(r, c) = r*C + c, v(r, c) = (R+1)*C +
    # r*(C+1) + c.
    grid = box_grid(3, 3)
    assert grid.num_edges == 24 and grid.num_dots == 16
    assert grid.line_index("GH") == grid.h(1, 2) == 5
    assert grid.line_index("AE") == grid.v(0, 0) == 12
    assert grid.line_index("LP") == grid.v(2, 3) == 23
    assert grid.box_edges[4] == (grid.line_index("FG"), grid.line_index("JK"),
                                 grid.line_index("FJ"), grid.line_index("GK"))
    assert box_grid(2, 5).num_edges == 3 * 5 + 2 * 6


def test_both_naming_schemes_and_orders():
    by_letters = DotsAndBoxes(3, 3, "GH AE")
    assert by_letters == DotsAndBoxes(3, 3, "HG, EA")
    assert by_letters == DotsAndBoxes(3, 3, "1,2-1,3 0,0-1,0")
    assert by_letters == DotsAndBoxes(3, 3, ["(1,3)-(1,2)", 12])
    assert by_letters.drawn_lines() == ("GH", "AE")
    big = DotsAndBoxes(4, 5, ["3,5-4,5"])
    assert big.drawn_lines() == ("3,5-4,5",) and not box_grid(4, 5).lettered
    assert big.play("0,0-0,1")[0].drawn_lines() == ("0,0-0,1", "3,5-4,5")


@pytest.mark.parametrize("make, error", [
    (lambda: DotsAndBoxes(3, 3, "AC"), DotsAndBoxesError),          # not neighbours
    (lambda: DotsAndBoxes(3, 3, "AF"), DotsAndBoxesError),          # diagonal
    (lambda: DotsAndBoxes(3, 3, "AQ"), CGTError),                   # no dot Q on 16 dots
    (lambda: DotsAndBoxes(3, 3, "GH HG"), DotsAndBoxesError),       # listed twice
    (lambda: DotsAndBoxes(3, 3, "0,0-0,9"), DotsAndBoxesError),     # off the board
    (lambda: DotsAndBoxes(3, 3, "GH+AB"), CGTError),                # not a name
    (lambda: DotsAndBoxes(4, 5, "AB"), CGTError),                   # 30 dots: no letters
    (lambda: DotsAndBoxes(0, 3), DotsAndBoxesError),
    (lambda: DotsAndBoxes(3, 3, 1 << 24), DotsAndBoxesError),
    (lambda: DotsAndBoxes(3, 3, to_move=3), DotsAndBoxesError),
    (lambda: DotsAndBoxes(1, 1, "AB", owners=(1,)), DotsAndBoxesError),
    (lambda: DotsAndBoxes(3, 3, "GH").play("HG"), DotsAndBoxesError),
    (lambda: DotsAndBoxes(1, 1).play(4), DotsAndBoxesError),
    (lambda: DotsAndBoxes(3, 4).net_score(), DotsAndBoxesError),    # 31 open lines
])
def test_bad_input_is_refused(make, error):
    with pytest.raises(error):
        make()
    assert issubclass(error, CGTError)


def test_puzzle_chains(puzzle):
    # A 4-box chain BCFG-ABEF-EFIJ-IJMN and a 3-box chain
    # FGJK-JKNO-KLOP; GH then joins CDGH and GHKL on, leaving "the chain of 5 squares" the
    # opponent is forced to give up (Michon, *Numericana*, "The Boxer's Puzzle").
    assert puzzle.chains() == [("chain", ("BCFG", "ABEF", "EFIJ", "IJMN")),
                               ("chain", ("FGJK", "JKNO", "KLOP"))]
    after = puzzle.play("GH")[0]
    assert [(c.kind, c.length) for c in after.chains()] == [("chain", 5), ("chain", 4)]
    assert after.chains()[0].boxes[0] == "CDGH"


def test_loops_and_single_boxes():
    ring = DotsAndBoxes(2, 2, "AB BC GH HI AD DG CF FI")
    assert ring.chains() == [("loop", ("ABDE", "BCEF", "EFHI", "DEGH"))]
    assert DotsAndBoxes(1, 1, "AB AC").chains() == [("chain", ("ABCD",))]
    assert DotsAndBoxes(2, 2).chains() == []


def test_canonical_key_folds_reflections(puzzle):
    mirrored = DotsAndBoxes(3, 3, "DC CB BA GF IJ ON NM DH HL GK LP KO")  # left-right mirror
    turned = DotsAndBoxes(3, 3, "AE EI IM FJ KO HL LP AB BC FG CD GH")   # reflected in AP
    assert puzzle.canonical_key() == mirrored.canonical_key() == turned.canonical_key()
    assert mirrored.best_moves() == ["EF"] and turned.best_moves() == ["JN"]
    assert DotsAndBoxes(2, 3, "AB").canonical_key() == DotsAndBoxes(2, 3, "KL").canonical_key()
    assert DotsAndBoxes(2, 3, "AB").canonical_key() != DotsAndBoxes(2, 3, "AE").canonical_key()


def test_positions_are_immutable_and_hashable(puzzle):
    with pytest.raises(AttributeError):
        puzzle.mask = 0
    assert len({puzzle, DotsAndBoxes(3, 3, PUZZLE_DRAWN), puzzle.play("GH")[0]}) == 2
    assert puzzle != DotsAndBoxes(3, 3, PUZZLE_DRAWN, to_move=2)


@settings(max_examples=100, deadline=None)
@given(st.sampled_from([(2, 2), (3, 3), (2, 4), (4, 5)]), st.randoms(use_true_random=False))
def test_chains_cover_the_two_sided_boxes_in_order(size, rng):
    grid = box_grid(*size)
    mask = rng.getrandbits(grid.num_edges)
    index = {grid.box_name(b): b for b in range(grid.num_boxes)}
    undrawn = {b: {e for e in grid.box_edges[b] if not mask >> e & 1} for b in range(grid.num_boxes)}
    found = DotsAndBoxes(*size, mask).chains()
    listed = [index[name] for chain in found for name in chain.boxes]
    assert sorted(listed) == [b for b in range(grid.num_boxes) if len(undrawn[b]) == 2]

    def leads_out(b):  # an undrawn side to the board's edge or to a box not two-sided
        return any(all(x == b or x not in listed for x in grid.edge_boxes[e]) for e in undrawn[b])

    for chain in found:
        boxes = [index[name] for name in chain.boxes]
        steps = list(zip(boxes, boxes[1:] + boxes[:1] if chain.kind == "loop" else boxes[1:]))
        assert all(undrawn[a] & undrawn[b] for a, b in steps)
        if chain.kind == "loop":
            assert chain.length >= 4 and not any(leads_out(b) for b in boxes)
        else:
            assert leads_out(boxes[0]) and leads_out(boxes[-1])
    assert [c.length for c in found] == sorted((c.length for c in found), reverse=True)

"""No Highway, the cab game of *Winning Ways*, vol. 2, ch. 11, "No Highway"."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import game, star
from cgt.errors import CGTTypeError, CGTValueError, ResourceError
from cgt.loopy import onside
from cgt.loopy.graph import explore
from cgt.loopy.outcome import Result, results
from cgt.position import left_options_of, right_options_of
from cgt.rulesets import NoHighway, value as engine_value

# WW11, "No Highway", Fig. 25: the values of a town of five streets and ten avenues, one row
# per avenue from 10th Avenue down, each from 1st Street eastwards (the bars the extraction
# lost are restored: "4* 3 2 1 0" is 4*|3||2|||1||||0).
FIG_25 = [
    ["0", "{4*|3||2|||1||||0}", "0", "{4*|3||2|||1||||0}", "0"],
    ["1", "{4*|3||2|||1}", "1", "{4*|3||2|||1}", "1"],
    ["2", "{4*|3||2}", "2", "{4*|3||2}", "2"],
    ["3", "{4*|3}", "3", "{4*|3}", "3"],
    ["4", "4*", "4", "4*", "4"],
    ["5", "4", "4*", "4", "4*"],
    ["{5|3}", "3", "{4*|3}", "3", "4"],
    ["3", "2", "{4*|3||2}", "2", "{4|2}"],
    ["{3|1}", "1", "{4*|3||2|||1}", "1", "2"],
    ["1", "0", "{4*|3||2|||1||||0}", "0", "{2|0}"],
]

# WW11, Fig. 27: the same table overheated, ∫x = ∫ from 1* to 1 of x and *∫x = * + ∫x. Two
# cells are misprinted as *∫1 and *∫3 (3rd and 1st Avenue, 5th Street): they must be
# *∫1* and *∫3*, the values 4|2 and 2|0 of Fig. 25.
FIG_27 = [
    ["∫0", "*∫15/16", "∫0", "*∫15/16", "∫0"],
    ["*∫1", "∫15/8", "*∫1", "∫15/8", "*∫1"],
    ["∫2", "*∫11/4", "∫2", "*∫11/4", "∫2"],
    ["*∫3", "∫7/2", "*∫3", "∫7/2", "*∫3"],
    ["∫4", "*∫4", "∫4", "*∫4", "∫4"],
    ["*∫5", "∫4", "*∫4", "∫4", "*∫4"],
    ["∫4*", "*∫3", "∫7/2", "*∫3", "∫4"],
    ["*∫3", "∫2", "*∫11/4", "∫2", "*∫3*"],
    ["∫2*", "*∫1", "∫15/8", "*∫1", "∫2"],
    ["*∫1", "∫0", "*∫15/16", "∫0", "*∫1*"],
]

# WW11, Fig. 26: the 6 by 6 town of Figs. 23 and 24, overheated.
FIG_26 = [
    ["∫0", "*∫3/4", "∫0", "*∫3/4", "∫0", "*∫1"],
    ["*∫1", "∫3/2", "*∫1", "∫3/2", "*∫1", "∫2*"],
    ["∫2", "*∫2", "∫2", "*∫2", "∫2", "*∫3"],
    ["*∫3", "∫2", "*∫2", "∫2", "*∫2", "∫2"],
    ["∫2*", "*∫1", "∫3/2", "*∫1", "∫3/2", "*∫1"],
    ["*∫1", "∫0", "*∫3/4", "∫0", "*∫3/4", "∫0"],
]


def integral(text):
    """The value of ∫x or *∫x, with ∫x = x overheated from 1* to 1 (``Game.warm``)."""
    starred, x = text.split("∫")
    warmed = game(x).warm()
    return warmed + star if starred else warmed


def test_overheating_as_the_chapter_states_it():
    # WW11, "No Highway": ∫0 = 0, ∫1 = 1*, *∫1/2 = 1*|0, *∫3/4 = 2*|1||0, ∫* = 1|-1,
    # ∫1* = 2*|*
    assert integral("∫0") is game(0)
    assert integral("∫1") is game("1*")
    assert integral("*∫1/2") is game("{1*|0}")
    assert integral("*∫3/4") is game("{2*|1||0}")
    assert integral("∫*") is game("{1|-1}")
    assert integral("∫1*") is game("{2*|*}")


def test_figure_25():
    # WW11, Fig. 25, every intersection of the 5-street, 10-avenue town
    town = NoHighway(5, 10)
    assert town.street_directions == "NSNSN" and town.avenue_directions == "WEWEWEWEWE"
    assert town.table() == [[game(x) for x in row] for row in FIG_25]


def test_figure_27():
    # WW11, Fig. 27, every cell, with the two misprints corrected (see FIG_27)
    table = NoHighway(5, 10).table()
    assert table == [[integral(x) for x in row] for row in FIG_27]
    assert table[7][4] is not integral("*∫3") and table[9][4] is not integral("*∫1")


def test_figure_26_has_the_same_alternation():
    # WW11, Fig. 26 (and Fig. 24(d)): the 6 by 6 town. Computed: the directions are those of
    # Fig. 25 (1st Street north, 1st Avenue west, alternating), and of the four alternating
    # towns only that one (a rotation by half a turn maps it to itself) gives the figure.
    expected = [[integral(x) for x in row] for row in FIG_26]
    assert NoHighway(6, 6).table() == expected
    others = [NoHighway(6, 6, street_directions=s, avenue_directions=a).table()
              for s, a in (("SNSNSN", "WEWEWE"), ("NSNSNS", "EWEWEW"),
                           ("SNSNSN", "EWEWEW"))]
    assert all(table != expected for table in others)


def test_the_cabs_of_abnormal():
    # WW11, "No Highway": the four cabs stand at the four intersections worth *∫3/4 (one of
    # them at 1st Avenue and 5th Street); they add to 3*, and RRR's 3 passes leave *, so
    # whoever starts wins.
    cabs = [(2, 6), (4, 6), (3, 1), (5, 1)]
    values = NoHighway(6, 6).intersection_values()
    assert [cab for cab, v in values.items() if v is integral("*∫3/4")] == sorted(cabs)
    assert NoHighway(6, 6, cabs).value is game("3*")
    game_with_passes = NoHighway(6, 6, cabs, passes=3)
    assert game_with_passes.value is star
    assert game_with_passes.value.outcome.name == "N"


def test_a_well_fought_game():
    # WW11, "No Highway": in a well-fought game the first four moves move all four cabs,
    # leaving 1 + *∫1/2 + 0 + 1 + *∫1/2 + 0; the next two, with the cabs on 2nd or 5th
    # Avenue, make 2* + 1; the next, with the cab on 3rd or 4th Avenue, makes 3, and
    # 3 - 3 = 0 with RRR's passes.
    def worth(cabs):
        return NoHighway(6, 6, cabs).value

    position = NoHighway(6, 6, [(2, 6), (4, 6), (3, 1), (5, 1)], passes=3)
    line = [("L", (2, 6), (2, 5)), ("R", (4, 6), (5, 6)), ("L", (3, 1), (3, 2)),
            ("R", (5, 1), (4, 1)), ("L", (2, 5), (2, 4)), ("R", (3, 2), (4, 2))]
    for player, old, new in line:  # each move is legal
        cabs = sorted(position.cabs)
        cabs[cabs.index(old)] = new
        moved = NoHighway(6, 6, cabs, passes=3)
        assert moved in (position.left_options() if player == "L"
                         else position.right_options())
        position = moved
    after_four = [(2, 5), (5, 6), (3, 2), (4, 1)]
    half = integral("*∫1/2")
    assert worth(after_four) is game(1) + half + 0 + 1 + half + 0
    assert worth([(2, 4), (5, 6), (4, 2), (4, 1)]) is game("2*") + 1  # L on 5th, R on 2nd
    for third in [(2, 3), (3, 4)]:  # Left or Right moves the cab on 4th Avenue
        assert worth([third, (5, 6), (4, 2), (4, 1)]) is game(3)
        assert NoHighway(6, 6, [third, (5, 6), (4, 2), (4, 1)], passes=3).value is game(0)


def test_twenty_avenues():
    # WW11, "No Highway": 9*|8||7|||...||||||||0 = *∫511/512 arises in a 20-avenue town
    v = NoHighway(5, 20, (2, 20)).value
    assert v is integral("*∫511/512")
    assert v is game("{9*|8||7|||6||||5|||||4||||||3|||||||2||||||||1|||||||||0}")


def test_value_is_the_onside_of_the_engine_value():
    # the engine's value of the free game has the cab value as its onside
    for cab in [(2, 10), (1, 4), (5, 3), (3, 7)]:
        position = NoHighway(5, 10, cab)
        assert onside(engine_value(position)) is position.value


def left_wins(position):
    """(Left wins moving first, Left wins with Right first) by direct play on the graph,
    where an infinite play is a Left win: a draw of the free game is then a Left win."""
    left, right, _ = explore(position, left_options_of, right_options_of)
    found = results(left, right)
    return found[0] != Result.LOSS, found[1] != Result.WIN


@settings(max_examples=25, deadline=None)
@given(st.integers(2, 5), st.integers(2, 5), st.data())
def test_outcome_agrees_with_direct_play(streets, avenues, data):
    # second method: the outcome of the value against retrograde analysis of the sum's graph
    square = st.tuples(st.integers(1, streets), st.integers(1, avenues))
    cabs = data.draw(st.lists(square, min_size=1, max_size=3))
    passes = data.draw(st.integers(0, 2))
    directions = data.draw(st.sampled_from([None, "reversed"]))
    kw = {}
    if directions:
        kw = {"street_directions": "".join("SN"[i % 2] for i in range(streets)),
              "avenue_directions": "".join("EW"[i % 2] for i in range(avenues))}
    position = NoHighway(streets, avenues, cabs, passes=passes, **kw)
    v = position.value
    by_value = (v.outcome.name in "LN", v.outcome.name in "LP")
    assert by_value == left_wins(position)


def test_the_book_game_by_direct_play_with_two_cabs():
    # second method: two of the book's cabs at *∫3/4 and one pass for RRR; the value is
    # the sum of the intersections' values less 1, and direct play agrees with its outcome
    position = NoHighway(6, 6, [(2, 6), (5, 1)], passes=1)
    assert position.value is game("{2*|1||0}") + game("{2*|1||0}") - 1
    v = position.value
    assert (v.outcome.name in "LN", v.outcome.name in "LP") == left_wins(position)


@pytest.mark.slow
def test_the_book_game_by_direct_play():
    # WW11, "No Highway": the whole game of Fig. 23, four cabs and RRR's 3 passes, is a
    # first-player win; here by retrograde analysis of its graph (some 10^5 positions)
    position = NoHighway(6, 6, [(2, 6), (4, 6), (3, 1), (5, 1)], passes=3)
    assert left_wins(position) == (True, False)


def test_options():
    p = NoHighway(6, 6, [(5, 1)], passes=1)
    assert p.left_options() == [NoHighway(6, 6, [(5, 2)], passes=1)]
    assert p.right_options() == [NoHighway(6, 6, [(4, 1)], passes=1),
                                 NoHighway(6, 6, [(5, 1)])]
    assert NoHighway(6, 6, [(1, 6)]).left_options() == []  # 1st Street runs north
    assert repr(p) == "NoHighway(6, 6, [(5, 1)], passes=1)"
    assert NoHighway(3, 2, [(1, 1), (3, 2)]) == NoHighway(3, 2, [(3, 2), (1, 1)])
    assert NoHighway(3, 2, street_directions="NSN") == NoHighway(3, 2)  # the default
    other = NoHighway(3, 2, street_directions="SSN")
    assert other != NoHighway(3, 2) and other.street_directions == "SSN"
    assert repr(other) == "NoHighway(3, 2, [], street_directions='SSN')"


@pytest.mark.parametrize("args, kw, match", [
    ((0, 5), {}, "streets"),
    ((5, True), {}, "avenues"),
    ((5, 5, (6, 1)), {}, "intersection"),
    ((5, 5, [(1, 1), "a"]), {}, "intersection"),
    ((2, 2), {"street_directions": "NE"}, "street_directions"),
    ((2, 2), {"avenue_directions": "EWE"}, "avenue_directions"),
    ((2, 2), {"passes": -1}, "passes"),
])
def test_bad_input(args, kw, match):
    with pytest.raises(CGTValueError, match=match):
        NoHighway(*args, **kw)


def test_a_town_too_large():
    with pytest.raises(ResourceError, match="vertex budget"):
        NoHighway(10**100, 10**100)


def test_cabs_not_iterable():
    with pytest.raises(CGTTypeError, match="cabs"):
        NoHighway(5, 5, 3)

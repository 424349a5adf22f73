"""Laws of joins, slow joins and unions, checked against direct search on small random forms.

Sources: Winning Ways vol. 2, ch. 9 (join = least remoteness, slow join = greatest suspense) and
ch. 10 (tallies, their union, predeciders, urgent unions); Conway, *ONAG*, ch. 14; Smith (1966).
"""
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cgt.compounds import (
    EMPTY,
    INF,
    NEG_INF,
    CompoundError,
    Decided,
    KingsHorse,
    Tally,
    TallyError,
    TallyPair,
    join,
    join_winner,
    remoteness,
    slow_join,
    suspense,
    tally,
    union,
    urgent_union,
    winner,
    with_pass,
)
from cgt.compounds.simplest import simplest_number
from cgt.compounds.tally_rules import best, tallies_from_best
from cgt.errors import CGTError, LoopyPositionError


class Form:
    """A literal game form {lefts | rights}: options are kept exactly as given."""

    __slots__ = ("lefts", "rights", "_hash")

    def __init__(self, lefts=(), rights=()):
        self.lefts, self.rights = tuple(lefts), tuple(rights)
        self._hash = hash((self.lefts, self.rights))

    def __eq__(self, other):
        return isinstance(other, Form) and (self.lefts, self.rights) == (other.lefts, other.rights)

    def __hash__(self):
        return self._hash

    def __repr__(self):
        return "{%s|%s}" % (",".join(map(repr, self.lefts)), ",".join(map(repr, self.rights)))

    def left_options(self):
        return self.lefts

    def right_options(self):
        return self.rights


class Impartial:
    """An impartial form with only ``options()``."""

    __slots__ = ("moves",)

    def __init__(self, moves=()):
        self.moves = tuple(moves)

    def __eq__(self, other):
        return isinstance(other, Impartial) and self.moves == other.moves

    def __hash__(self):
        return hash(self.moves)

    def options(self):
        return self.moves


def forms(depth=3, leaf=None):
    base = st.just(Form())
    if leaf is not None:
        base = st.one_of(base, leaf)
    return st.recursive(base, lambda inner: st.builds(Form, st.lists(inner, max_size=2), st.lists(inner, max_size=2)), max_leaves=6)


def predecided_forms(kind):
    """Forms whose predeciding moves are all overriding (or all suiciding), so no move both wins and loses."""

    def build(inner):
        def side(mover):
            winner_ = mover if kind == "override" else ("R" if mover == "L" else "L")
            return st.lists(st.one_of(inner, st.just(Decided(winner_))), max_size=2)

        return st.builds(Form, side("L"), side("R"))

    return st.recursive(st.just(Form()), build, max_leaves=6)


impartials = st.recursive(st.just(Impartial()), lambda inner: st.builds(Impartial, st.lists(inner, max_size=3)), max_leaves=6)
players = st.sampled_from("LR")


@settings(max_examples=60, deadline=None)
@given(st.lists(forms(), min_size=1, max_size=3), players, st.booleans())
def test_join_remoteness_is_the_least(parts, first, misere):
    compound = join(*parts)
    least = min(remoteness(p, first, misere) for p in parts)
    assert remoteness(compound, first, misere) == least
    assert remoteness(compound, first, misere, by_search=True) == least
    assert join_winner(least, first, misere) == winner(compound, first, misere)


@settings(max_examples=60, deadline=None)
@given(st.lists(forms(), min_size=1, max_size=3), players, st.booleans())
def test_slow_join_of_pass_variants_suspense_is_the_greatest(parts, first, misere):
    compound = slow_join(*map(with_pass, parts))
    greatest = max(suspense(with_pass(p), first, misere) for p in parts)
    assert suspense(compound, first, misere) == greatest
    assert suspense(compound, first, misere, by_search=True) == greatest
    assert join_winner(greatest, first, misere) == winner(compound, first, misere)


@settings(max_examples=40, deadline=None)
@given(st.lists(impartials, min_size=1, max_size=3), st.booleans())
def test_impartial_slow_join(parts, misere):
    compound = slow_join(*parts)
    greatest = max(suspense(p, misere=misere) for p in parts)
    assert suspense(compound, misere=misere) == suspense(compound, "R", misere, by_search=True) == greatest


def test_slow_join_without_passes_is_searched():
    # {|0} Δ {0|}: Left moves in the second part only, Right then in the first, and Left is stuck
    # after 2 moves, although the parts' suspenses are 0 and 1: the max formula needs passes.
    right_only, left_only = Form((), (Form(),)), Form((Form(),), ())
    assert suspense(slow_join(right_only, left_only), "L") == 2 == suspense(slow_join(right_only, left_only), "L", by_search=True)
    assert suspense(slow_join(with_pass(right_only), with_pass(left_only)), "L") == 2


@settings(max_examples=80, deadline=None)
@given(st.lists(forms(), min_size=1, max_size=3), players)
def test_union_tallies_name_the_winner(parts, first):
    compound = union(*parts)
    pair = tally(compound)
    assert pair == TallyPair.from_pairs(*[t.pair for t in _union_of(parts)])
    assert pair.winner(first) == winner(compound, first)
    assert tally(compound, by_search=True).winner(first) == winner(compound, first)


def _union_of(parts):
    result = tally(parts[0])
    for part in parts[1:]:
        result = result | tally(part)
    return (result.left, result.right)


@pytest.mark.parametrize("kind", ["override", "suicide"])
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_predeciding_moves(kind, data):
    parts = data.draw(st.lists(predecided_forms(kind), min_size=1, max_size=3))
    first = data.draw(players)
    assert tally(union(*parts)).winner(first) == winner(union(*parts), first)


@pytest.mark.parametrize("finish, misere", [("mover_stuck", False), ("both_stuck", False), ("both_stuck", True)])
@settings(max_examples=50, deadline=None)
@given(data=st.data())
def test_urgent_unions(finish, misere, data):
    parts = data.draw(st.lists(forms(), min_size=1, max_size=3))
    first = data.draw(players)
    compound = urgent_union(*parts, finish=finish, misere=misere)
    assert tally(compound).winner(first) == winner(compound, first)


def test_misere_urgent_union_with_mover_stuck_has_no_tallies():
    compound = urgent_union(Form((Form(),), ()), Form(), finish="mover_stuck", misere=True)
    with pytest.raises(TallyError):
        tally(compound)
    assert winner(compound, "L") == "L"  # Left is stuck in the second part at once, and wins


def test_misere_partizan_union_by_search():
    # WW10: no theory; the search still answers. {0|} v {0|}, Left to move
    # in misère play: he moves in both parts and leaves Right stuck, so Right wins.
    one = Form((Form(),), ())
    assert winner(union(one, one), "L", misere=True) == "R"
    assert winner(union(one, Form((), (Form(),))), "L", misere=True) == "L"


# WW10, "Tepid Positions" and the tally machine examples.
@pytest.mark.parametrize(
    "left, right, expected",
    [
        ("1/2_8", "1_4", "3/4"),
        ("1/2_7", "1_3", "1"),
        ("1/2_8", "1_3", "1"),
        ("1/2_7", "1_4", "1/2"),
        ("0_8", "0_4", "0_9 0_5"),
        ("0_7", "0_3", "0"),
        ("0_8", "0_3", "0_9 0_4"),
        ("0_7", "0_4", "0_8 0_9"),
        ("0_1", "0_0", "0_2 0_3"),
        ("∞_4", "1_6", "∞_5 1_7"),
        ("-∞_1", "∞_1", "0"),
        ("∞_4", "∞_7", "∞_5 ∞_8"),
        ("∞_8", "∞_3", "∞_9 ∞_10"),
        ("∞_6", "∞_-1", "∞_7 ∞_8"),
    ],
)
def test_tally_rules_on_best_options(left, right, expected):
    best = tallies_from_best(Tally.parse(left).pair, Tally.parse(right).pair)
    assert str(TallyPair.from_pairs(*best)) == expected


def test_shortlisting_frame_3():
    # WW10 Frame 3: Left shortlists ∞_6, ∞_4 and prefers ∞_4; Right
    # shortlists 1_9, 1_6, 1_2 and prefers 1_6; the game is hot, with tallies ∞_5 1_7.
    lefts = [Tally.parse(t).pair for t in ("-∞_5", "∞_6", "2_2", "-∞_1", "∞_4")]
    rights = [Tally.parse(t).pair for t in ("1_9", "3_8", "1_6", "∞_1", "1_2")]
    left_best, right_best = best(lefts, "L"), best(rights, "R")
    assert (left_best, right_best) == ((INF, 4), (1, 6))
    assert str(TallyPair.from_pairs(*tallies_from_best(left_best, right_best))) == "∞_5 1_7"
    # Squares Off n = 50 (docs/errata.md): facing a lost ∞̄, Left delays and prefers ∞̄_5 to ∞̄_0.
    assert best([(NEG_INF, 0), (NEG_INF, 5)], "L") == (NEG_INF, 5)


def test_union_of_infinite_tallies():
    # WW10 Frames 1-2: 3_6 ∞̄_3 v ∞_9 5_12 v 2 1/2 v 0_2 v ∞̄_8 ∞̄_5 has tallies ∞̄_8 ∞̄_3 (the
    # book's "2 ½ 0_2" is read as the number 5/2 and the tally pair 0_2 0_2).
    pairs = [TallyPair.parse(t) for t in ("3_6 -∞_3", "∞_9 5_12", "5/2", "0_2 0_2", "-∞_8 -∞_5")]
    total = pairs[0]
    for pair in pairs[1:]:
        total = total | pair
    assert str(total) == "-∞_8 -∞_3"
    # "Total tolls! Topmost timers!": 4_3 v 1_2 v 0_5 = 5_5.
    assert str(TallyPair.parse("4_3 1_4") | TallyPair.parse("1_2 0_1") | TallyPair.parse("0_5 -7_3")) == "5_5 -6_4"
    with pytest.raises(TallyError):
        TallyPair.parse("∞_0 ∞_0") | TallyPair.parse("-∞_0 -∞_0")


def test_time_may_be_shorter():
    # WW10 Extras: {x_4 | x_7} v y = (x+y)_9 (x+y)_8.
    pair = TallyPair.from_pairs(*tallies_from_best((Fraction(1), 4), (Fraction(1), 7)))
    assert str(pair) == "1_9 1_8" and str(pair | TallyPair.parse("2")) == "3_9 3_8"
    assert str(TallyPair.from_pairs(*tallies_from_best((Fraction(0), 8), (Fraction(0), 7)))) == "0_9 0_8"


def test_overriding_and_suiciding_moves():
    # WW10 "Predeciders": an overriding move wins at once.
    assert str(tally(Form((Decided("L"),), ()))) == "∞_1 ∞_2"
    assert str(tally(Decided("R"))) == "-∞"
    # A lone suicidal option is as good as none (WW10, "Two More Falada Games").
    assert tally(Form((Decided("R"),), (Form(),))) == tally(Form((), (Form(),)))


dyadics = st.builds(lambda n, d: Fraction(n, 2**d), st.integers(-300, 300), st.integers(0, 6))


@given(dyadics, dyadics, st.booleans(), st.booleans())
def test_simplest_number_is_inside_and_simplest(a, b, lo_closed, hi_closed):
    lo, hi = min(a, b), max(a, b)
    if lo == hi:
        lo_closed = hi_closed = True
    z = simplest_number(lo, hi, lo_closed, hi_closed)
    assert (lo < z or (lo_closed and z == lo)) and (z < hi or (hi_closed and z == hi))
    assert z.denominator & (z.denominator - 1) == 0
    # No number with a smaller denominator, or the same denominator and smaller size, lies inside.
    for d in (1, 2, 4, 8):
        if d >= z.denominator:
            break
        k_lo = -(-lo * d // 1)
        for k in (k_lo - 1, k_lo, k_lo + 1):
            x = Fraction(k, d)
            assert not ((lo < x or (lo_closed and x == lo)) and (x < hi or (hi_closed and x == hi)))


def test_simplest_number_examples():
    assert simplest_number(NEG_INF, INF) == 0
    assert simplest_number(Fraction(1, 2), Fraction(1)) == Fraction(3, 4)
    assert simplest_number(NEG_INF, Fraction(-1)) == -2
    assert simplest_number(NEG_INF, Fraction(-1), hi_closed=True) == -1
    assert simplest_number(Fraction(3), INF) == 4
    with pytest.raises(ValueError):
        simplest_number(Fraction(1), Fraction(1))


tally_texts = st.one_of(
    st.builds(lambda n, d, t: f"{Fraction(n, 2 ** d)}_{t}", st.integers(-40, 40), st.integers(0, 6), st.integers(-1, 30)),
    st.builds(lambda s, t: f"{s}∞_{t}", st.sampled_from(["", "-"]), st.integers(0, 30)),
)


@given(tally_texts)
def test_tally_text_round_trips(text):
    t = Tally.parse(text)
    assert str(t) == text
    assert Tally.parse(format(t, "u")) == t == Tally.parse(format(t, "a"))


def test_tally_printing():
    assert str(Tally(1, 3)) == "1_3"
    assert str(Tally("inf", 5)) == "∞_5" and format(Tally("-inf", 3), "u") == "∞̄₃"
    assert format(Tally("-inf", 3), "a") == "-inf_3"
    assert format(Tally(Fraction(1, 2), 7), "u") == "½₇"
    assert Tally(Fraction(1, 2), 7)._repr_latex_() == r"$\tfrac{1}{2}_{7}$"
    assert str(TallyPair.parse("3/4")) == "3/4" and TallyPair.parse("3/4").is_number
    assert str(TallyPair.parse("∞₁ ∞̄₁")) == "∞_1 -∞_1"
    assert repr(Tally(1, 3)) == "Tally(1, 3)"


def test_tally_winner_rule():
    # WW10 "Who wins": from x_a Left wins if x > 0, or x = 0 and a odd.
    assert Tally(0, 1).winner("L") == "L" and Tally(0, 2).winner("L") == "R"
    assert Tally("1/2", 0).winner("R") == "L" and Tally(0, 3).winner("R") == "R"
    assert Tally("inf", 4).winner("R") == "L" and Tally("-inf", 4).winner("L") == "R"


def test_bad_input_is_refused():
    with pytest.raises(CGTError):
        Tally(Fraction(1, 3), 1)
    with pytest.raises(TypeError):
        Tally(1, 2.0)
    with pytest.raises(CGTError):
        Tally.parse("x_y")
    with pytest.raises(CompoundError):
        join()
    with pytest.raises(CompoundError):
        remoteness(Form(), "X")
    with pytest.raises(CompoundError):
        remoteness(Form())  # a partizan form needs the first player
    with pytest.raises(CompoundError):
        KingsHorse(9, 1)
    with pytest.raises(CompoundError):
        urgent_union(Form(), finish="sometimes")
    with pytest.raises(LoopyPositionError):
        tally(with_pass(Form((), (Form(),))))


def test_compounds_are_multisets():
    a, b = Form((Form(),), ()), Form((), (Form(),))
    assert join(a, b) == join(b, a) and hash(join(a, b)) == hash(join(b, a))
    assert join(a, join(b, a)) == join(a, a, b) != join(a, b)
    assert union(a, b) != join(a, b)
    assert slow_join() != union() and not slow_join().left_options()
    assert EMPTY.left_options() == () and remoteness(join(EMPTY, a), "L") == 0


def test_deep_quarter_infinite_board_needs_no_recursion():
    # The explicit-stack search follows chains far longer than Python's recursion limit: a horse
    # 3000 rows South on the quarter-infinite board (WW9 Extras) needs 1500 moves to come home.
    import sys

    assert sys.getrecursionlimit() < 3000
    horse = KingsHorse(3000, 4, size=None)
    assert suspense(with_pass(horse), "R") >= 1499
    assert join_winner(remoteness(horse, "R"), "R") == winner(horse, "R")


def test_tallies_and_remoteness_of_canonical_games():
    from cgt import game
    assert str(tally(game("{1|-1}"))) == "1_1 -1_1"
    assert remoteness(game("{0|}"), "L") == 1

"""Deep text and deep games: parsed and printed right at any depth, or refused, never wrong."""
import pytest
from hypothesis import given, settings, strategies as st

from cgt import Game, ParseError, game, star, up, zero
from game_strategies import games

DEPTHS = [100, 1000, pytest.param(10_000, marks=pytest.mark.slow)]


def nested_by_hand(n, make):
    """``make`` applied n times to 0, built one level at a time with the constructor."""
    g = zero
    for _ in range(n):
        g = make(g)
    return g


@pytest.mark.parametrize("n", [1, 2, 3, 4, 10])
def test_small_nestings_by_hand(n):
    # {|} = 0, {|0} = -1, {|-1} = -2, ...: n braces of {|...} are -(n - 1); and {0|} = 1,
    # {1|} = 2, ...: {...{0|}...|} with n braces is n (the integers, Winning Ways ch. 1).
    assert game("{|" * n + "}" * n) is game(1 - n)
    assert game("{" * n + "0" + "|}" * n) is game(n)
    assert game("{|" * n + "}" * n) is nested_by_hand(n - 1, lambda g: Game([], [g]))


@pytest.mark.parametrize("n", DEPTHS)
def test_deep_braces_are_integers(n):
    assert game("{|" * n + "}" * n) is game(1 - n)
    assert game("{" * n + "0" + "|}" * n) is game(n)
    assert game("{" * n + "|}" * n) is game(n - 1)


@pytest.mark.parametrize("n", DEPTHS)
def test_deep_parentheses(n):
    assert game("(" * n + "1" + ")" * n) is game(1)
    assert game("-(" * n + "1" + ")" * n) is game((-1) ** n)
    assert game("(" * n + "^" + ")*" * n) is up + (star if n % 2 else zero)
    assert game("Tiny(" * 2 + "(" * n + "1" + ")" * n + ")" * 2) is game("Tiny(Tiny(1))")


@pytest.mark.parametrize("n", DEPTHS)
def test_deep_games_round_trip(n):
    # Each level {G, * | -1} is built from the one below by the constructor, so the parse is
    # checked against a second computation, level by level.
    g = nested_by_hand(n, lambda g: Game([g, star], [-1]))
    text = str(g)
    assert text.count("{") == n
    assert game(text) is g
    assert game(format(g, "u")) is g


@pytest.mark.parametrize("n", [10, 100, 1000])
def test_deep_slash_nesting(n):
    # {0|1||2|||3...}: the longest run of bars splits first, so with runs of 1, 2, ..., n
    # bars the form nests to the left: {{{0|1}||2}|||3}... (n levels from n(n+1)/2 bars)
    text = "0" + "".join("|" * k + str(k) for k in range(1, n + 1))
    expected = zero
    for k in range(1, n + 1):
        expected = Game([expected], [k])
    assert game("{" + text + "}") is expected


def test_unclosed_deep_text_names_the_column():
    with pytest.raises(ParseError, match="never closed at column 10000"):
        game("(" * 10_000 + "1")
    with pytest.raises(ParseError, match="expected '}', found '\\)' at column 1003"):
        game("{" * 1000 + "0|" + ")" * 1000)


@st.composite
def deep_games(draw):
    """Deep games: a short random pattern of levels, repeated to a random depth. A level puts
    the game below on one side or both, beside random small options."""
    pattern = draw(st.lists(st.tuples(st.sampled_from(["L", "R", "LR"]), games(2), games(2)),
                            min_size=1, max_size=4))
    depth = draw(st.integers(50, 600))
    g = draw(games(2))
    for i in range(depth):
        side, a, b = pattern[i % len(pattern)]
        g = Game([g, a] if "L" in side else [a], [g, b] if "R" in side else [b])
    return g


@settings(max_examples=25)
@given(deep_games())
def test_deep_generated_games_round_trip(g):
    assert game(str(g)) is g
    assert game(format(g, "u")) is g


@pytest.mark.parametrize("n", [100, 300])
def test_deep_uptimals_print_compactly(n):
    # ↑ + ↑² + … + ↑ⁿ = ↑^[n] (Siegel, CGT, II.4): recognised level by level, one sum a level
    g = up.pow_to(n) + star
    assert str(g) == f"^[{n}]*"
    assert game(str(g)) is g
    doubled = up.pow_to(n) * 2 + star
    assert doubled.uptimal_expansion().coefficients == (2,) * n

"""The House of Cards of *Winning Ways*, vol. 2, ch. 11 ("The House of Cards", "ace, deuce,
trey, ...?", "Classes and Varieties"), built from the definitions of the vol. 2 glossary with
its lost bars restored. Figs. 18-22 survive only in part; every fact here was computed and
agrees with every claim of the chapter."""
import pytest

from cgt.loopy import braces, downsum, miny, off, offside, on, onside, sided, tiny, upsum


def degree(x):
    return upsum(x, -x)


def downsum_variety(a, d):
    return downsum(a, upsum(-a, d))


def upsum_variety(a, d):
    return upsum(a, downsum(-a, -d))


@pytest.fixture(scope="module")
def cards():
    ace = braces([0], [tiny])
    ace_bar = -ace
    ace_bar_plus = braces([0], [braces([ace_bar], [off])])
    joker = braces([0], [ace_bar_plus])
    clubs = {2: braces([0], [ace])}
    clubs[1] = braces([clubs[2]], [0])
    clubs[0] = braces([clubs[1]], [0])
    clubs[-1] = braces([clubs[0]], [0])
    clubs[-2] = braces([clubs[-1]], [0])
    clubs[3] = braces([0], [clubs[2]])
    diamonds = {-1: braces([-joker], [0])}
    diamonds[0] = braces([ace], [diamonds[-1]])
    for n in (-2, -3):
        diamonds[n] = braces([diamonds[n + 1]], [0])
    for n in (1, 2, 3):
        diamonds[n] = braces([0], [diamonds[n - 1]])
    hearts = {n: -diamonds[-n] for n in (-3, -2, -1, 0, 1, 2, 3)}
    spades = {n: -clubs[-n] for n in (-2, -1, 0, 1, 2)}
    spades[3] = braces([0], [spades[2]])
    return dict(ace=ace, ace_bar=ace_bar, joker=joker, clubs=clubs, diamonds=diamonds,
                hearts=hearts, spades=spades, ace_bar_plus=ace_bar_plus)


def test_ace_deuce_trey(cards):
    ace, clubs = cards["ace"], cards["clubs"]
    assert ace + ace is clubs[2]                       # deuce, on both sides
    assert ace + clubs[2] is clubs[3]                  # trey = {0|deuce}; the glossary's 3♠ is 3♣


def test_ace_and_its_negative(cards):
    ace, ace_bar, joker = cards["ace"], cards["ace_bar"], cards["joker"]
    assert upsum(ace, ace_bar) is joker and downsum(ace, ace_bar) is -joker
    assert ace + ace_bar is sided(joker, -joker)
    assert downsum(ace, miny) is braces([braces([on], [ace])], [0])   # A- = {on|A||0}
    assert upsum(ace, miny) is ace
    assert upsum(ace_bar, tiny) is cards["ace_bar_plus"]
    assert ace + tiny is ace and joker + tiny is joker


def test_suits_are_ordered(cards):
    for n in range(4):
        assert cards["clubs"][n] < cards["diamonds"][n] < cards["hearts"][n] < cards["spades"][n]


def test_degrees(cards):
    spade = cards["spades"][0]
    for suit in ("clubs", "diamonds", "hearts", "spades"):
        for n in range(4):
            assert degree(cards[suit][n]) is spade
    assert degree(cards["ace"]) is cards["joker"] and degree(cards["joker"]) is cards["joker"]
    assert degree(tiny) is tiny and degree(miny) is tiny
    assert upsum(spade, spade) is spade and downsum(spade, spade) is spade


def test_varieties(cards):
    d = cards["spades"][0]
    club, diamond, heart = cards["clubs"][0], cards["diamonds"][0], cards["hearts"][0]
    assert downsum_variety(cards["hearts"][3], d) is heart
    assert downsum_variety(cards["clubs"][2], d) is club
    assert downsum_variety(cards["diamonds"][1], d) is diamond
    assert upsum_variety(cards["ace"], d) is club
    assert downsum_variety(cards["ace"], d) is diamond


def test_suit_addition(cards):
    c, d, h, s = (cards[suit][0] for suit in ("clubs", "diamonds", "hearts", "spades"))
    table = [((c, c), (c, c)), ((c, d), (d, c)), ((c, h), (h, c)), ((c, s), (s, c)),
             ((d, d), (d, c)), ((d, h), (s, c)), ((d, s), (s, d)), ((h, h), (s, h)),
             ((h, s), (s, h)), ((s, s), (s, s))]
    for (x, y), (up_, down) in table:
        total = x + y
        assert onside(total) is up_ and offside(total) is down

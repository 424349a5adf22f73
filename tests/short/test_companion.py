"""The companion G°: closed forms, involution, order automorphism."""
import pytest
from hypothesis import given

from cgt import Game, game, star, up, zero, nimber
from game_strategies import games


def companion_by_definition(g):
    """G° = {(G^L)°, 0 if G >= 0 | (G^R)°, 0 if G <= 0} on the canonical form, options opened
    even for number-up-star games (Siegel, *CGT*, ch. II)."""
    left = [companion_by_definition(h) for h in g.left_options]
    right = [companion_by_definition(h) for h in g.right_options]
    if g >= 0:
        left.append(zero)
    if g <= 0:
        right.append(zero)
    return Game(left, right)


@pytest.mark.parametrize("text, image", [
    # Siegel, *CGT*, ch. II: 0° = *, *° = 0, ↑° = ↑*, (↑*)° = ↑, ↓° = ↓*, numbers x ≠ 0 and x*
    # fixed, *m fixed for m >= 2, ⇑° = ⇑*.
    ("0", "*"), ("*", "0"), ("^", "^*"), ("^*", "^"), ("v", "v*"), ("3/4", "3/4"),
    ("-2*", "-2*"), ("*2", "*2"), ("*5", "*5"), ("^^", "^^*"), ("^*2", "^*2"), ("1^", "1^"),
])
def test_examples(text, image):
    assert game(text).companion() == game(image)


@pytest.mark.parametrize("text", ["0", "*", "^", "^*", "vv*", "^3", "^*3", "1/2^*", "-1v", "*4"])
def test_closed_form_agrees_with_the_definition(text):
    assert game(text).companion() == companion_by_definition(game(text))


@given(games(3))
def test_definition_on_random_games(g):
    assert g.companion() == companion_by_definition(g)


@given(games(), games())
def test_order_automorphism(g, h):
    # Computed, as in Siegel, *CGT*, ch. II: G°° = G, and G <= H iff G° <= H°. The
    # birthday is kept except that 0 and * trade places, so the companion maps the games born
    # by day n onto themselves for n >= 1 ("b(G°) = b(G)" fails for 0 and *).
    assert g.companion().companion() is g
    assert (g <= h) == (g.companion() <= h.companion())
    if g not in (zero, star):
        assert g.companion().birthday == g.birthday

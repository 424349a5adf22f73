"""Misère outcomes of partizan forms: a player who cannot move wins."""
import functools

from hypothesis import given
from hypothesis import strategies as st

from cgt import game
from cgt.impartial.misere import MisereGame, misere_outcome, partizan_misere_outcome


@functools.lru_cache(maxsize=None)
def wins_first(form, side):
    """form = (left options, right options), nested tuples; side 0 Left, 1 Right."""
    moves = form[side]
    return not moves or any(not wins_first(m, 1 - side) for m in moves)


def outcome(form):
    return {(True, True): "N", (True, False): "L", (False, True): "R", (False, False): "P"}[
        (wins_first(form, 0), wins_first(form, 1))]


class Form:
    """A raw partizan form as a position."""

    def __init__(self, form):
        self.form = form

    def __eq__(self, other):
        return self.form == other.form

    def __hash__(self):
        return hash(self.form)

    def left_options(self):
        return [Form(f) for f in self.form[0]]

    def right_options(self):
        return [Form(f) for f in self.form[1]]


forms = st.recursive(st.just(((), ())),
                     lambda inner: st.tuples(st.lists(inner, max_size=2).map(tuple),
                                             st.lists(inner, max_size=2).map(tuple)),
                     max_leaves=8)


@given(forms)
def test_against_a_second_implementation(form):
    assert misere_outcome(Form(form)) == outcome(form) == partizan_misere_outcome(Form(form))


def test_small_games():
    # 0: the player to move cannot move and wins; * = {0|0} is P; an integer n >= 1 is a
    # misère win for Right, who has no move, and -n for Left.
    expected = {"0": "N", "*": "P", "1": "R", "2": "R", "-1": "L", "1/2": "R", "^": "R",
                "{1|-1}": "P", "*2": "N"}
    for text, value in expected.items():
        assert misere_outcome(game(text)) == value


def test_impartial_forms_agree_with_misere_games():
    for n in range(6):
        assert misere_outcome(game(f"*{n}")) == MisereGame(n).outcome

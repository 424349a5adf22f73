"""Conway's product on explicit forms: G·H = {G^L·H + G·H^L - G^L·H^L, ... | ...} (ONAG, ch. 1)
taken on the options as written."""
from hypothesis import given, settings

from cgt import form, game, nimber
from cgt.short.forms import as_form
from game_strategies import games


def test_cgsuite_example_star_six_times_a_form_of_star_two():
    # *6 . '{0,*|0,*}' = *11 in CGSuite: 6 ⊗ 2 = (4 ⊗ 2) + (2 ⊗ 2) = 8 + 3.
    f = form("{0,*|0,*}")
    assert nimber(6).conway_product(f) == game("*11")
    assert f.conway_product(nimber(6)) == game("*11")
    assert f.conway_product(f) == game("*3")                 # 2 ⊗ 2 = 3


def test_the_product_depends_on_the_form_not_only_the_value():
    # {-1,0|} = 1, but {-1,0|}·* = {(-1)·*, 0·* | (-1)·*, 0·*} = {*, 0 | *, 0} = *2 while 1·* = *.
    one = form("{-1,0|}")
    assert one.canonical == game("1")
    assert one.conway_product(game("*")) == game("*2")
    assert game("1").conway_product(game("*")) == game("*")
    # {0,*|}·* = {0·*, *·* | 0·*, *·*} = {0, * | 0, *} = *2 as well.
    assert form("{0,*|}").conway_product("*") == game("*2")
    # {-1,0|}·↑ with ↑ = {0|*}: the left options are (-1)·↑ = ↓ and 0·↑ = 0; the right ones
    # (-1)·↑ + G·* - (-1)·* = ↓ + *2 + * and 0·↑ + G·* - 0·* = *2, with G·* = *2 as above.
    assert one.conway_product(game("^")) == game("{0,v|v*3,*2}") == game("v*")


def test_a_game_stands_for_its_canonical_form():
    f = form("{2|0}")
    assert f.conway_product(game("{1|-1}")) == game("{2|0}").conway_product(game("{1|-1}"))


@settings(max_examples=40, deadline=None)
@given(games(2), games(2))
def test_written_out_canonical_forms_multiply_as_the_games_do(g, h):
    assert as_form(g).conway_product(as_form(h)) == g.conway_product(h)
    assert g.conway_product(as_form(h)) == g.conway_product(h)

"""Canonical forms, sums and order against a brute-force canonical form by the definition."""
from functools import lru_cache

from hypothesis import HealthCheck, given, settings, strategies as st

import naive_games as naive
from cgt import game
from cgt.short.canonical import canonical
from value_trees import LEAVES, key, tree_form, tree_game, trees


def _dedup(xs):
    out = []
    for x in xs:
        if not any(naive.le(x, y) and naive.le(y, x) for y in out):
            out.append(x)
    return out


@lru_cache(maxsize=None)
def brute_canonical(f):
    """Canonical form by the definition: drop dominated options, bypass reversible ones."""
    left = [brute_canonical(x) for x in f[0]]
    right = [brute_canonical(x) for x in f[1]]
    while True:
        left, right = _dedup(left), _dedup(right)
        g = (tuple(left), tuple(right))
        for a in left:
            if any(b is not a and naive.le(a, b) for b in left):
                left = [x for x in left if x is not a]
                break
            r = next((ar for ar in a[1] if naive.le(ar, g)), None)
            if r is not None:
                left = [x for x in left if x is not a] + list(r[0])
                break
        else:
            for a in right:
                if any(b is not a and naive.le(b, a) for b in right):
                    right = [x for x in right if x is not a]
                    break
                l_ = next((al for al in a[0] if naive.le(g, al)), None)
                if l_ is not None:
                    right = [x for x in right if x is not a] + list(l_[1])
                    break
            else:
                return g


@settings(max_examples=120, suppress_health_check=list(HealthCheck))
@given(trees(), trees())
def test_canonical_forms_sums_and_order_against_brute_force(a, b):
    g, h = tree_game(a), tree_game(b)
    fa, fb = tree_form(a), tree_form(b)
    assert key(naive.form_of(g)) == key(brute_canonical(fa))
    assert key(naive.form_of(g + h)) == key(brute_canonical(naive.add(fa, fb)))
    assert (g <= h) == naive.le(fa, fb)
    for x in (g, g + h):
        assert game(str(x)) is x
        assert game(format(x, "u")) is x


# Options as a search passes them: canonical games, sometimes repeated, in any order, and met
# again later (when the canonical form is remembered).
_small_sides = st.lists(st.sampled_from(LEAVES), max_size=4)


@settings(max_examples=150, suppress_health_check=list(HealthCheck))
@given(_small_sides, _small_sides, st.randoms(use_true_random=False))
def test_canonical_of_small_option_lists_against_the_definition(left, right, rnd):
    left = [game(s) for s in left]
    right = [game(s) for s in right]
    g = canonical(left, right)
    form = (tuple(naive.form_of(x) for x in left), tuple(naive.form_of(x) for x in right))
    assert key(naive.form_of(g)) == key(brute_canonical(form))
    rnd.shuffle(left)
    rnd.shuffle(right)
    assert canonical(left, right) is g
    assert canonical(tuple(left + left[:1]), iter(right + right[-1:])) is g

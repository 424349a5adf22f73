"""The tallies of a position, from the tallies of its options (WW10, "Hot Battles Followed by Cold Wars").

The rules, on the internal pairs ``(toll, timer)`` of ``cgt.compounds.tallies``:

1. Left shortlists his options whose *right* tally has the greatest toll x, Right hers whose
   *left* tally has the least toll y. A player with no option gets the suicidal ∞̄_{−1} (Left) or
   ∞_{−1} (Right) instead.
2. On a finite toll the chooser takes the largest even timer, else the smallest odd one (the
   suspense rule). On an infinite toll timers are remotenesses: the chooser takes the least timer
   if the toll favours him and the greatest otherwise. Call the results x_a and y_b.
3. Cold, x < y: both tallies are z_0, z the simplest number between x and y, an end included when
   its timer is odd ("Odd admits! Even evicts!").
4. Hot, x > y: x_{a+1} y_{b+1}.
5. Tepid, x = y: the Lukewarmth Commandment for finite tolls (no even timer unless there is a
   greater odd one); for x = y = ±∞ the loser's timer must exceed the winner's:
   ∞_{a+1} ∞_{max(b+1, a+2)} and ∞̄_{max(a+1, b+2)} ∞̄_{b+1}.

A union's tallies are the union of its components' ("Total tolls! Topmost timers!", with an
infinite tally of least timer overriding). An overriding move by Left is an option whose right
tally is ∞_0, a suiciding one an option whose right tally is ∞̄_0 (see ``Decided``). A component
that is predecided only when the opponent is due to move (an urgent component in which he is
stuck) also offers the mover a pass with that predecided tally: he moves elsewhere and the game
is over.

The tepid rule for infinite tolls (the "Markworthy Commandment") is missing from the source text;
the form above reproduces every example of WW10 and every surviving Falada and Squares Off table.
The book phrases the infinite-toll timer choice as "least even, else greatest odd", which picks
the wrong option when an already-decided ∞̄_0 or ∞_0 is on the shortlist (Squares Off, n = 50).
"""
from __future__ import annotations
from cgt.compounds._search import evaluate, new_cache
from cgt.compounds.compound import Union, Urgent, predecided
from cgt.compounds.simplest import simplest_number
from cgt.compounds.tallies import TallyError, TallyPair, exact, union_of_pairs
from cgt.numbers.infinity import INF, NEG_INF, Infinity
from cgt.position import left_options_of, position_argument, right_options_of
from typing import Any

__all__ = ["best", "tally"]

_CACHE = new_cache()


def choose_timer(timers: Any, toll: Any, chooser: str) -> int:
    """The timer a player takes from his shortlist, all of whose tallies have toll ``toll``."""
    if isinstance(toll, Infinity):
        favoured = (toll.sign > 0) == (chooser == "L")
        return min(timers) if favoured else max(timers)
    even = [t for t in timers if t % 2 == 0]
    return max(even) if even else min(timers)


def best(tallies: Any, chooser: str) -> tuple:
    """The best tally for ``chooser`` among the tallies of his options (rules 1 and 2)."""
    pick = max if chooser == "L" else min
    toll = pick(toll for toll, _ in tallies)
    return toll, choose_timer([timer for t, timer in tallies if t == toll], toll, chooser)


def tallies_from_best(left_best: Any, right_best: Any) -> tuple:
    """The tallies of ``{… x_a | y_b …}`` from Left's best x_a and Right's best y_b (rules 3 to 5)."""
    (x, a), (y, b) = left_best, right_best
    if x < y:
        z = exact(simplest_number(x, y, a % 2 == 1, b % 2 == 1))
        return (z, 0), (z, 0)
    if x > y:
        return (x, a + 1), (y, b + 1)
    if x == INF:
        return (x, a + 1), (x, max(b + 1, a + 2))
    if x == NEG_INF:
        return (x, max(a + 1, b + 2)), (x, b + 1)
    if a % 2 == 1 and b % 2 == 1:
        return (x, 0), (x, 0)
    if a % 2 == 0 and b % 2 == 1:
        return (x, max(a + 1, b + 2)), (x, b + 1)
    if a % 2 == 1 and b % 2 == 0:
        return (x, a + 1), (x, max(b + 1, a + 2))
    return (x, a + 1), (x, b + 1)


def _decided(side_winner):
    return (INF if side_winner == "L" else NEG_INF), 0


def _pair_from_options(position, left_pairs, right_pairs):
    fixed_left, fixed_right = predecided(position, "L"), predecided(position, "R")
    lefts = [pair[1] for pair in left_pairs] + ([_decided(fixed_right)] if fixed_right else [])
    rights = [pair[0] for pair in right_pairs] + ([_decided(fixed_left)] if fixed_left else [])
    left, right = tallies_from_best(best(lefts or [(NEG_INF, -1)], "L"), best(rights or [(INF, -1)], "R"))
    return (_decided(fixed_left) if fixed_left else left), (_decided(fixed_right) if fixed_right else right)


def tally_pairs(position: Any, by_search: bool = False) -> tuple:
    """The internal tally pair ``((x, a), (y, b))`` of ``position``."""
    position_argument(position)

    def plan(pos):
        if isinstance(pos, Urgent) and pos.misere and pos.finish == "mover_stuck":
            raise TallyError("misère urgent unions with finish='mover_stuck' have no tallies; use winner()")
        if not by_search and type(pos) is Union:
            return list(pos.parts), union_of_pairs
        lefts, rights = left_options_of(pos), right_options_of(pos)
        split = len(lefts)
        return list(lefts) + list(rights), (lambda pairs: _pair_from_options(pos, pairs[:split], pairs[split:]))

    return evaluate(position, plan, {} if by_search else _CACHE.memo)


def tally(position: Any, *, by_search: bool = False) -> TallyPair:
    """The left and right tallies of ``position``, as a ``TallyPair`` (WW10).

    For a ``union`` the tallies are the union of its components' tallies; ``by_search=True``
    ignores that formula and applies the option rules to the compound itself. Partizan unions in
    misère play have no tally theory (WW10, "How to Play Misère Unions of Partizan Games"): use
    ``winner`` for them.
    """
    return TallyPair.from_pairs(*tally_pairs(position, by_search))

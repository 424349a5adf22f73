"""The games born by day n: 1, 4, 22 and 1474 values (Winning Ways vol. 1, ch. 2; Siegel,
CGT, II.1 and its table of the numbers of games born by day n)."""
from cgt import Game, zero


def antichains(games):
    """Every antichain of the partial order on ``games`` (sets of pairwise confused games)."""
    n = len(games)
    comparable = [[games[i] <= games[j] or games[j] <= games[i] for j in range(n)] for i in range(n)]
    found = []
    stack = [(0, ())]
    while stack:
        start, chosen = stack.pop()
        found.append([games[i] for i in chosen])
        for k in range(start, n):
            if not any(comparable[k][c] for c in chosen):
                stack.append((k + 1, chosen + (k,)))
    return found


def born_by(day):
    games = [zero]
    for _ in range(day):
        # A dominated option changes nothing, so antichains give every value born a day later.
        sides = antichains(games)
        games = list({Game(a, b) for a in sides for b in sides})
    return games


def test_day_two_from_all_subsets():
    day1 = born_by(1)
    assert len(day1) == 4
    subsets = [[g for i, g in enumerate(day1) if mask >> i & 1] for mask in range(16)]
    assert len({Game(a, b) for a in subsets for b in subsets}) == 22


def test_counts():
    assert [len(born_by(d)) for d in range(4)] == [1, 4, 22, 1474]


def test_day_two_games_are_their_own_forms():
    # Each value born by day 2 prints and parses back to itself.
    from cgt import game

    for g in born_by(2):
        assert game(str(g)) is g
        assert g.birthday <= 2

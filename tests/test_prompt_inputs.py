"""Every input ends promptly, in a value or a CGTError: impartial games, misère play, loopy
values, tallies and heap games.

Each call here once ran for minutes, hung, or leaked a Python exception. The calls run under a
time limit set by the harness (``time_limits``, an interval timer): a call that is still running
when it expires fails its test. Nothing is timed otherwise.

The sweeps at the end call every public callable of ``cgt.impartial`` (with its subpackages)
and of ``cgt.compounds``, and the methods of a sample of their objects, with arguments of the
wrong type or value: only a ``CGTError`` may escape, and every call must end within the limit.
"""
import importlib
import inspect
import pkgutil
import types

import numpy as np
import pytest

import cgt.compounds
import cgt.impartial
from cgt.compounds import Tally, TallyPair
from cgt.errors import CGTError, CGTTypeError, ParseError, ResourceError
from cgt.impartial import GrundysGame, Subtraction, TakeAndBreak, grundy
from cgt.impartial.loopy import Finite, Loopy, SmithValues, smith_sum, smith_value
from cgt.impartial.misere import (MisereGame, misere_nim_outcome, misere_nim_winning_moves, nim,
                                  parse_book, parse_misere)
from cgt.impartial.rulesets import Nim
from cgt.impartial.vectors import VectorGame
from cgt.impartial.wythoff import wythoff_values
from cgt.numbers.dyadic import int_to_text
from time_limits import time_limit, within_limit

# -- misère play ------------------------------------------------------------------------------------

def test_a_large_nim_heap_is_built_from_the_smaller_ones():
    heap = within_limit(lambda: nim(1500))
    assert heap.birthday == heap.nim_value == 1500
    assert heap.is_nim_heap and heap.options[-1] is nim(1499) and len(heap.options) == 1500


def test_a_large_nim_heap_parses_and_prints():
    assert within_limit(lambda: parse_misere("*1681")) is nim(1681)
    assert within_limit(lambda: str(nim(1681))) == "*[{1681}]"


def test_a_nim_heap_is_known_by_its_options():
    # {*0, *1, *2} written out is the heap *3; {*0, *2} reduces to *1 (through *2's option
    # *1, ONAG ch. 12); {*2}, {{*2}} and *2 + *2 are no heaps.
    assert MisereGame([0, 1, 2]).is_nim_heap and MisereGame([0, 1, 2]) is nim(3)
    assert MisereGame([0, 2]) is nim(1)
    assert not any(g.is_nim_heap for g in (MisereGame([2]), MisereGame([MisereGame([2])]),
                                           nim(2) + nim(2)))


def _chain(length):
    """{{...{*5, {*2}}...}}: ``length`` braces around {*5, {*2}}, birthday length + 6."""
    game = MisereGame([nim(5), MisereGame([2])])
    for _ in range(length):
        game = MisereGame([game])
    return game


@pytest.mark.parametrize("length", [400, 2100])
def test_a_deep_game_prints_without_building_a_heap_of_its_birthday(length):
    game = _chain(length)
    assert game.birthday == length + 6   # beyond the largest heap built (*2000) for 2100
    text = within_limit(lambda: str(game))
    assert text == "*[(52#)" + "#" * length + "]"
    assert parse_misere(text) is game


def test_a_game_with_a_large_heap_option_prints():
    game = MisereGame([nim(402), MisereGame([2])])
    text = within_limit(lambda: str(game))
    assert text == "*[{402}2#]" and parse_misere(text) is game


def test_misere_nim_winning_moves_follow_bouton():
    # 1 ⊕ 2 ⊕ ... ⊕ 999 = 0 (the nim-sum of 0..n is 0 when n ≡ 3 mod 4): a P-position.
    assert within_limit(lambda: misere_nim_winning_moves(range(1, 1000))) == []
    heaps = list(range(1, 1001))   # nim-sum 1000: each heap h with h ⊕ 1000 < h goes there
    moves = within_limit(lambda: misere_nim_winning_moves(heaps))
    expected = [tuple(sorted(heaps[:h - 1] + [h ^ 1000] * (h ^ 1000 > 0) + heaps[h:]))
                for h in heaps if h ^ 1000 < h]
    assert moves == sorted(expected) and len(moves) == 489
    huge = 10**100
    assert within_limit(lambda: misere_nim_winning_moves([huge, huge + 1, 3])) == [
        (1, huge, huge + 1)]


def _brute_winning_moves(heaps):
    heaps = tuple(sorted(h for h in heaps if h))
    moves = set()
    for i, h in enumerate(heaps):
        for smaller in range(h):
            after = tuple(sorted(heaps[:i] + (smaller,) + heaps[i + 1:]))
            if misere_nim_outcome(after) == "P":
                moves.add(tuple(x for x in after if x))
    return sorted(moves)


def test_misere_nim_winning_moves_agree_with_trying_every_move():
    for heaps in [(), (1,), (1, 1), (1, 1, 1), (2,), (2, 1), (2, 1, 1), (3, 2, 1), (5, 1, 1, 1),
                  (4, 4), (4, 4, 1), (7, 6, 1), (3, 3, 3), (2, 2, 1, 1), (6, 5, 3, 1)]:
        assert misere_nim_winning_moves(heaps) == _brute_winning_moves(heaps), heaps


def test_many_options_of_a_misere_game_take_time_in_proportion():
    assert within_limit(lambda: MisereGame([0] * 10**6)) is nim(1)
    heaps = [nim(k) for k in range(200)]
    assert within_limit(lambda: MisereGame(heaps * 5000)) is nim(200)


def test_many_copies_of_a_misere_game_are_refused_at_once():
    assert nim(1) * 10**100 is nim(0) and nim(1) * (10**100 + 1) is nim(1)
    assert nim(0) * 10**100 is nim(0)
    with pytest.raises(ResourceError, match="copies"):
        within_limit(lambda: nim(2) * 10**100)
    assert within_limit(lambda: nim(2) * 1000).birthday == 2000


@pytest.mark.parametrize("parse, text", [
    (parse_misere, "*[2#₃]"), (parse_misere, "*₃"), (parse_misere, "*[{٣}]"),
    (parse_book, "2_²"), (parse_book, "²"),
])
def test_misere_text_has_ascii_digits_only(parse, text):
    with pytest.raises(ParseError):
        parse(text)


def test_a_misere_heap_with_thousands_of_digits_is_refused():
    with pytest.raises(ResourceError, match="too large"):
        within_limit(lambda: parse_misere("*" + "9" * 5000))
    with pytest.raises(ResourceError, match="too large"):
        within_limit(lambda: parse_misere("*[{" + "9" * 5000 + "}]"))


# -- tallies ---------------------------------------------------------------------------------------

@pytest.mark.parametrize("text", ["0₋", "1_²", "1²", "٣_2", "1_٣"])
def test_tally_text_has_ascii_digits_only(text):
    with pytest.raises(ParseError):
        Tally.parse(text)


def test_tallies_with_huge_numbers_print_and_parse_back():
    toll = 10**5000
    tally = Tally(toll, 3)
    assert str(tally) == int_to_text(toll) + "_3"
    assert format(tally, "u") == int_to_text(toll) + "₃"
    assert format(tally, "latex") == int_to_text(toll) + "_{3}"
    assert repr(tally) == f"Tally({int_to_text(toll)}, 3)"
    assert Tally.parse(str(tally)) == tally
    small = Tally("1/" + int_to_text(2**20000), toll)   # a tiny toll and a huge timer
    assert Tally.parse(str(small)) == small
    assert format(small, "latex") == (r"\tfrac{1}{" + int_to_text(2**20000) + "}_{"
                                      + int_to_text(toll) + "}")
    assert str(TallyPair(tally, tally)) == str(tally) + " " + str(tally)


def test_huge_integers_print_and_appear_in_error_messages():
    # Python's repr refuses ints of more than 4300 digits; positions and messages write them.
    huge = 10**5000
    text = int_to_text(huge)
    assert repr(Nim([huge])) == f"Nim(({text},))"
    assert repr(TakeAndBreak("0.77").position(huge)) == f"TakeAndBreak('0.77').position({text})"
    assert repr(Finite(huge)) == "*" + text and repr(Loopy({huge})) == "∞_{" + text + "}"
    with pytest.raises(CGTError, match="not -" + text[:50]):
        TakeAndBreak("0.77").nim_value(-huge)
    with pytest.raises(CGTError, match=text[:50]):
        TakeAndBreak("0.77").position(-huge)
    with pytest.raises(ResourceError, match=text[:50]):
        GrundysGame().nim_values(huge)
    with pytest.raises(CGTError, match=text[:50]):
        TakeAndBreak(huge)


# -- heap games ------------------------------------------------------------------------------------

@pytest.mark.parametrize("game, n, terminal", [
    (Subtraction([1, 2]), 10**8, False), (Subtraction([3, 5]), 2, True),
    (Subtraction([3, 5]), 10**100, False), (Subtraction([1, 2], all_but=True), 2, True),
    (Subtraction([1, 2], all_but=True), 10**8, False),
    (TakeAndBreak("0.77"), 10**8, False), (TakeAndBreak("0.4"), 2, True),
    (TakeAndBreak("0.4"), 3, False), (GrundysGame(), 10**8, False), (GrundysGame(), 2, True),
    (GrundysGame(), 3, False),
])
def test_is_terminal_reads_the_rule(game, n, terminal):
    assert within_limit(lambda: game.is_terminal(n)) is terminal


@pytest.mark.parametrize("game", [
    Subtraction([1, 2]), Subtraction([2, 3], all_but=True), TakeAndBreak("0.77"),
    TakeAndBreak("0.4"), TakeAndBreak("4.07"), TakeAndBreak("0.0008"), GrundysGame(),
])
def test_is_terminal_agrees_with_the_list_of_moves(game):
    assert [game.is_terminal(n) for n in range(30)] == [not game.moves(n) for n in range(30)]


def test_moves_of_a_huge_heap_are_few_or_refused():
    assert within_limit(lambda: Subtraction([1, 2]).moves(10**100)) == [
        (10**100 - 1,), (10**100 - 2,)]
    for game in (GrundysGame(), Subtraction([1], all_but=True), TakeAndBreak("0.0008")):
        with pytest.raises(ResourceError):
            within_limit(lambda: game.moves(10**12))


def test_periodicity_checks_its_arguments():
    with pytest.raises(CGTTypeError, match="proved_only"):
        within_limit(lambda: GrundysGame().periodicity(None, None, None))
    with pytest.raises(CGTError, match="max_heap"):
        GrundysGame().periodicity(-1)


def test_nim_is_valued_by_the_nim_sum():
    assert within_limit(lambda: grundy(Nim([10**9, 10**9]))) == 0
    assert within_limit(lambda: grundy(Nim([10**100, 3]))) == 10**100 ^ 3


def test_heap_games_take_numpy_integers_and_refuse_arrays():
    assert Subtraction(np.array([1, 2])) == Subtraction([1, 2])
    assert TakeAndBreak("0.77").position(*np.array([1, 2])).heaps == (1, 2)
    for call in (lambda: TakeAndBreak(np.array([1, 2])), lambda: GrundysGame(np.array([1, 2])),
                 lambda: TakeAndBreak("0.77").nim_value(np.array([1, 2])),
                 lambda: Subtraction([1, 2], np.array([1, 2]))):
        with pytest.raises(CGTError):
            call()


def test_a_vector_game_position_of_huge_coefficients():
    game = VectorGame([1, 2])
    assert within_limit(lambda: game.position(10**100)).vector == (10**100, 2 * 10**100)
    wythoff = VectorGame((1, 0), (0, 1), (1, 1))
    with pytest.raises(ResourceError):
        within_limit(lambda: wythoff.is_position((10**100, 10**100)))


# -- loopy values ----------------------------------------------------------------------------------

def test_long_smith_sums_take_time_in_proportion():
    assert within_limit(lambda: smith_sum([0] * 10**6)) == 0
    assert within_limit(lambda: smith_sum([Finite(1)] * (10**6 + 1))) == 1
    loopy = Loopy(range(10**5))
    total = within_limit(lambda: smith_sum([loopy] + [1] * (10**5 + 1)))
    assert total == Loopy(s ^ 1 for s in range(10**5))
    assert smith_sum([np.int64(3), 5]) == 6


def test_smith_value_refuses_a_graph_and_names_smith_values():
    with pytest.raises(CGTTypeError, match="SmithValues"):
        smith_value({})
    assert SmithValues({"a": ["b"], "b": []})["a"] == 1


def test_a_kernel_called_wrongly_shows_its_signature():
    with pytest.raises(CGTTypeError, match=r"wythoff_values\(table: np.ndarray"):
        wythoff_values(None, None, None)
    with pytest.raises(CGTTypeError, match="1-d array"):
        wythoff_values(np.array([1, 2]), np.array([1, 2]), np.array([1, 2]))


# -- the sweeps ------------------------------------------------------------------------------------

BAD = [None, -1, 10**100, "x", 1.5, [], {}, np.array([1, 2])]


def _public(module):
    names = getattr(module, "__all__", None) or [
        n for n, attr in vars(module).items() if not n.startswith("_")
        and getattr(attr, "__module__", None) == module.__name__]
    return {n: getattr(module, n) for n in names}


def _packages():
    for package in (cgt.impartial, cgt.compounds):
        yield package
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            if info.ispkg and "._" not in info.name:
                yield importlib.import_module(info.name)


def _sweep_callables():
    """The public callables of the packages, of the modules they export, and the class and
    static methods of their classes."""
    found = {}
    for package in _packages():
        for name, attr in _public(package).items():
            if isinstance(attr, types.ModuleType):
                for n, a in _public(attr).items():
                    if callable(a) and not isinstance(a, types.ModuleType):
                        found[f"{attr.__name__}.{n}"] = a
            elif callable(attr):
                found[f"{package.__name__}.{name}"] = attr
    for name, obj in list(found.items()):
        if inspect.isclass(obj):
            for n in dir(obj):
                attr = inspect.getattr_static(obj, n)
                if (not n.startswith("_") and isinstance(attr, (classmethod, staticmethod))
                        and (attr.__func__.__module__ or "").startswith("cgt")):
                    found[f"{name}.{n}"] = getattr(obj, n)
    return found


def _samples():
    """One object of each kind the packages hand out, whose methods the sweep calls."""
    from cgt import compounds as c
    from cgt.impartial import entailing, genus, misere, misere_quotient, rulesets
    return {
        "TakeAndBreak": TakeAndBreak("0.77"), "Subtraction": Subtraction([1, 2]),
        "AllBut": Subtraction([1], all_but=True), "GrundysGame": GrundysGame(),
        "Heaps": TakeAndBreak("0.77").position(1, 2),
        "Periodicity": TakeAndBreak("0.07").periodicity(),
        "MisereGame": misere.MisereGame("*[2#1]"),
        "Genus": genus(TakeAndBreak("0.77").position(3)),
        "SmithValues": SmithValues({"a": ["b"], "b": ["a", "c"], "c": []}),
        "Finite": Finite(2, 3), "Loopy": Loopy({1, 2}),
        "Nim": Nim([1, 2, 3]), "MooreNim": rulesets.MooreNim([1, 2, 3], 2),
        "PokerNimHeaps": rulesets.PokerNimHeaps([2, 4, 6]),
        "NorthcottGaps": rulesets.NorthcottGaps([2, 3]), "Welter": rulesets.Welter([1, 2, 3]),
        "Knight": rulesets.Knight(2, 3), "Queen": rulesets.Queen(2, 3),
        "WytQueens": rulesets.WytQueens([(1, 2)]),
        "SubtractionHeap": rulesets.SubtractionHeap(5, (1, 2)),
        "MisereQuotient": misere_quotient(TakeAndBreak("0.75"), 30),
        "Tally": Tally(1, 2), "TallyPair": TallyPair(Tally(1, 2), Tally(0, 1)),
        "Join": c.Join(c.Hotcake(2, 2)), "Union": c.Union(c.Hotcake(2, 2)),
        "KingsHorse": c.KingsHorse(2, 3), "SeatingGap": c.SeatingGap("L", 3, "R"),
        "Urgent": c.Urgent(c.Hotcake(2, 2)),
        "ValueSet": entailing.value_set(TakeAndBreak("0.77").position(2)),
        "VectorGame": VectorGame([1, 2]),
    }


def _sample_methods():
    found = {}
    for name, obj in _samples().items():
        for n in dir(obj):
            attr = inspect.getattr_static(type(obj), n, None)
            function = attr.__func__ if isinstance(attr, (classmethod, staticmethod)) else attr
            if (not n.startswith("_") and inspect.isfunction(function)
                    and (function.__module__ or "").startswith("cgt")):
                found[f"{name}().{n}"] = getattr(obj, n)
    return found


CALLABLES = _sweep_callables()
METHODS = _sample_methods()

# Arguments that let a callable reach its optional parameters (otherwise 1 for each).
GOOD = {"TakeAndBreak": ("0.77",), "Subtraction": ([1, 2],), "Tally": (1, 2),
        "SeatingGap": ("L", 2, "R"), "misere_quotient": ("0.75",)}


def _parameters(f):
    """The parameters of ``f``, or None where Python cannot tell them."""
    try:
        return list(inspect.signature(f).parameters.values())
    except (TypeError, ValueError):
        return None


def _calls(f):
    """(args, kwargs) with bad values: in every required place at once, in one required place
    at a time, and in each optional parameter (a progress reporter aside)."""
    parameters = _parameters(f)
    if parameters is None:
        parameters, k = [], 1
    else:
        k = sum(1 for p in parameters if p.default is p.empty
                and p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD))
    if any(p.kind == p.VAR_POSITIONAL for p in parameters):
        k = max(k, 1)
    optional = [p.name for p in parameters if p.default is not p.empty
                and p.kind in (p.POSITIONAL_OR_KEYWORD, p.KEYWORD_ONLY) and p.name != "progress"]
    good = GOOD.get(getattr(f, "__name__", ""), (1,) * k)
    for bad in BAD:
        if k:
            yield (bad,) * k, {}
        for i in range(k if k > 1 else 0):
            yield tuple(bad if j == i else 1 for j in range(k)), {}
        # a parameter the good arguments already fill (a default of ``__new__`` kept for
        # copying, as ``TakeAndBreak``'s code) is not given twice
        filled = {p.name for p in parameters[:len(good)]}
        for name in optional:
            if name not in filled:
                yield good, {name: bad}


def _only_cgt_errors_in_time(f):
    for args, kwargs in _calls(f):
        try:
            with time_limit():
                f(*args, **kwargs)
        except CGTError:
            pass


def test_the_sweeps_reach_the_packages():
    for expected in ("cgt.impartial.TakeAndBreak", "cgt.impartial.misere.parse_book",
                     "cgt.impartial.loopy.smith_value", "cgt.impartial.wythoff.p_positions",
                     "cgt.impartial.entailing.value_set", "cgt.compounds.Tally.parse",
                     "cgt.compounds.games.SeatingGap", "cgt.impartial.vectors.VectorGame"):
        assert expected in CALLABLES
    assert len(CALLABLES) > 200
    for expected in ("Periodicity().value", "Tally().winner", "VectorGame().position",
                     "MisereQuotient().presentation", "Subtraction().allows"):
        assert expected in METHODS
    assert len(METHODS) > 150


@pytest.mark.parametrize("name", sorted(CALLABLES))
def test_bad_arguments_to_impartial_and_compound_callables_raise_only_cgt_errors(name):
    _only_cgt_errors_in_time(CALLABLES[name])


@pytest.mark.parametrize("name", sorted(METHODS))
def test_bad_arguments_to_impartial_and_compound_methods_raise_only_cgt_errors(name):
    _only_cgt_errors_in_time(METHODS[name])

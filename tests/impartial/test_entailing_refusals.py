"""A position with entailing moves has no value of an ordinary game: asking for one names
value_set, which answers (Winning Ways, ch. 12)."""
import pytest

from cgt.errors import CGTTypeError
from cgt.impartial.entailing import entailing_outcome, value_set
from cgt.impartial.entailing.games import AllSquare, EntailingNim, TopEntails


@pytest.mark.parametrize("position", [TopEntails(3), AllSquare(5), EntailingNim(4, (1,))])
@pytest.mark.parametrize("ask", [lambda p: p.value, lambda p: p.nim_value])
def test_value_points_to_value_set(position, ask):
    with pytest.raises(CGTTypeError, match=r"value_set\(") as info:
        ask(position)
    assert repr(position) in str(info.value)


def test_the_named_calls_answer():
    assert str(value_set(TopEntails(3))) == "L"
    assert entailing_outcome([TopEntails(3)]) is not None

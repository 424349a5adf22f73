"""Partizan misère play, and the comparison of forms modulo a universe."""
from cgt.misere.forms import MisereForm, ONE, ONE_BAR, STAR, ZERO, integer, nimber
from cgt.misere.positions import misere

__all__ = ["MisereForm", "ONE", "ONE_BAR", "STAR", "ZERO", "integer", "misere", "nimber"]

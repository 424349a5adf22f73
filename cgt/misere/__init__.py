"""Partizan misère play: forms, outcomes, and comparison and simplest forms modulo a universe
(``"all"``, ``"dicot"``, ``"dead-ending"``)."""
from cgt.misere.forms import ONE, ONE_BAR, STAR, ZERO, MisereForm
from cgt.misere.inverses import inverse
from cgt.misere.positions import misere, universe_of
from cgt.misere.store import integer, nimber

__all__ = ["MisereForm", "ONE", "ONE_BAR", "STAR", "ZERO", "inverse", "misere", "universe_of"]

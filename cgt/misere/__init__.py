"""Partizan misère play: forms, outcomes, and comparison and simplest forms modulo a universe
(``"all"``, ``"dicot"``, ``"dead-ending"``)."""
from cgt.misere.forms import ONE, ONE_BAR, STAR, ZERO, MisereForm, integer, nimber
from cgt.misere.inverses import inverse
from cgt.misere.positions import misere, universe_of

__all__ = ["MisereForm", "ONE", "ONE_BAR", "STAR", "ZERO", "integer", "inverse", "misere",
           "nimber", "universe_of"]

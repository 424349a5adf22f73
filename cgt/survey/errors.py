"""The error of a survey given arguments it cannot use."""
from __future__ import annotations

from cgt.errors import CGTValueError

__all__ = ["SurveyError"]


class SurveyError(CGTValueError):
    """A survey asked of an unknown family or measure, with unknown parameters, or with two
    members of one key."""

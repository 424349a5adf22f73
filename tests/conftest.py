"""Shared test set-up: the helper modules in this folder are importable from every test."""
import pathlib
import sys

from hypothesis import settings

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

settings.register_profile("cgt", deadline=None, max_examples=100)
settings.load_profile("cgt")

"""A tiny third game, registered from this package alone (imported by the tests' fixture): its card model and set (cards.py,
sets/), its ruleset with one rule (ruleset.py), its deck checker and its descriptor
(descriptor.py). Importing the package registers all of them; nothing outside it knows it."""

from . import cards, descriptor, ruleset  # noqa: F401  (each registers itself)

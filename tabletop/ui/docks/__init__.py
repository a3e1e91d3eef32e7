"""Dock widgets: card preview, game log, history, calculators."""

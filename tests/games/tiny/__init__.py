"""Tests of a tiny third game (its package is :mod:`.game`, imported only by the tests' fixture
so that nothing else in the test run sees the game)."""

"""Actions: text and JSON forms round-trip; bad text is refused with a reason code."""

from __future__ import annotations

import dataclasses
import typing

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine import FormatError, action_from_json, parse_action
from tabletop.engine.actions import ACTIONS, Action

_TEXT = st.text(alphabet=st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=30)


def _strategy(tp: object) -> st.SearchStrategy[object]:
    origin = typing.get_origin(tp)
    if origin in (typing.Union, __import__("types").UnionType):
        (inner,) = [a for a in typing.get_args(tp) if a is not type(None)]
        return st.none() | _strategy(inner)
    if origin is tuple:
        item = typing.get_args(tp)[0]
        return st.lists(_strategy(item), max_size=5).map(tuple)
    if tp is bool:
        return st.booleans()
    if tp is int:
        return st.integers(-(10**17), 10**17)
    if tp is str:
        return _TEXT
    raise AssertionError(tp)


def _action_strategy() -> st.SearchStrategy[Action]:
    options = []
    for cls in ACTIONS.values():
        hints = typing.get_type_hints(cls)
        kwargs = {f.name: _strategy(hints[f.name]) for f in dataclasses.fields(cls)}
        options.append(st.builds(cls, **kwargs))
    return st.one_of(options)


@settings(max_examples=300)
@given(_action_strategy())
def test_text_form_round_trips(action: Action) -> None:
    assert parse_action(str(action)) == action


@settings(max_examples=300)
@given(_action_strategy())
def test_json_form_round_trips(action: Action) -> None:
    assert action_from_json(action.to_json()) == action


@pytest.mark.parametrize(
    ("text", "code"),
    [
        ("", "bad_action"),
        ("   ", "bad_action"),
        ("teleport 0 1", "unknown_action"),
        ("move 0", "bad_action"),
        ("move 0 x p0.hand", "bad_action"),
        ("move 0 1 p0.hand 0 maybe", "bad_action"),
        ("move 0 1 p0.hand 0 true extra", "bad_action"),
        ('move 0 1 "p0.hand', "bad_action"),
        ("move 0 1 p0.hand 99999999999999999999", "bad_action"),
        ("draw true", "bad_action"),
        ("next -", "bad_action"),
        ("counter 0 0 name 1.5", "bad_action"),
        ("x" * 20_000, "bad_action"),
    ],
)
def test_bad_text_is_refused_with_a_code(text: str, code: str) -> None:
    with pytest.raises(FormatError) as caught:
        parse_action(text)
    assert caught.value.code == code


@pytest.mark.parametrize(
    "data",
    [
        None,
        [],
        {"kind": "nope"},
        {"kind": "draw"},
        {"kind": "draw", "seat": True},
        {"kind": "draw", "seat": 0, "count": "2"},
        {"kind": "draw", "seat": 0, "extra": 1},
        {"kind": "move", "seat": 0, "card": 1, "to_zone": ""},
    ],
)
def test_bad_json_is_refused(data: object) -> None:
    with pytest.raises(FormatError):
        action_from_json(data)


@settings(max_examples=500)
@given(st.text(max_size=80))
def test_parsing_any_text_raises_only_format_error(text: str) -> None:
    try:
        action = parse_action(text)
    except FormatError:
        return
    assert parse_action(str(action)) == action

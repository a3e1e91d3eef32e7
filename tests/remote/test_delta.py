"""Views cross the wire as patches of the view before: a patch makes exactly the new view, a
malformed one is refused, and a whole game's events are smaller for it."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from tabletop.remote.delta import apply_patch, view_patch
from tabletop.remote.guest import GuestSession
from tabletop.remote.protocol import Message, ProtocolError

from .helpers import GUEST_HALF, make_host, play_in_memory

cards = st.lists(
    st.fixed_dictionaries(
        {"h": st.none() | st.integers(1000, 1020), "id": st.none() | st.sampled_from(["a", "b"])}
    ),
    max_size=3,
)
zones = st.dictionaries(
    st.sampled_from(["p0.hand", "p1.hand", "p0.deck", "x"]),
    st.fixed_dictionaries({"o": st.integers(0, 1), "cards": cards}),
)
values = st.dictionaries(
    st.sampled_from(["turn", "step", "a.b"]), st.integers(0, 3) | st.text(max_size=2)
)
views = st.fixed_dictionaries(
    {
        "seat": st.integers(0, 1),
        "zones": zones,
        "counters": st.lists(
            st.dictionaries(st.text(max_size=2), st.integers()), min_size=2, max_size=2
        ),
        "values": values,
    }
)


@given(views, views)
def test_a_patch_makes_the_new_view(old: dict[str, Any], new: dict[str, Any]) -> None:
    assert apply_patch(old, view_patch(old, new)) == new


def test_an_unchanged_view_patches_to_nothing_but_its_zones() -> None:
    view = {"seat": 1, "zones": {"z": {"o": 0, "cards": []}}, "counters": [{}, {}], "values": {}}
    assert view_patch(view, view) == {"zones": {}}


@pytest.mark.parametrize(
    "patch",
    [
        {},
        {"zones": 3},
        {"zones": {}, "gone": 5},
        {"zones": {}, "counters": "x"},
        {"zones": {}, "set": [1]},
        {"zones": {}, "seat": "0"},
    ],
)
def test_a_malformed_patch_is_refused(patch: dict[str, Any]) -> None:
    view = {"seat": 1, "zones": {"z": {"o": 0, "cards": []}}, "counters": [{}, {}], "values": {}}
    with pytest.raises(ProtocolError):
        apply_patch(view, patch)


@pytest.mark.parametrize("game", ["dbgt", "yyh"])
def test_events_after_the_first_carry_patches_and_the_audit_passes(game: str) -> None:
    host = make_host(game)
    guest = GuestSession("random", seed=3, guest_half=GUEST_HALF)
    sent: list[Message] = []
    receive = host.receive

    def tapped(message: Message) -> list[Message]:
        answers = receive(message)
        sent.extend(answers)
        return answers

    host.receive = tapped  # type: ignore[method-assign]
    play_in_memory(host, guest)
    events = [m for m in sent if m.get("type") == "event"]
    assert "view" in events[0] and "patch" not in events[0]
    assert len(events) > 5 and all("patch" in e and "view" not in e for e in events[1:])
    assert guest.audit is not None and guest.audit.passed

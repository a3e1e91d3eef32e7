"""Records made quick (tabletop.engine.records.quick_init) behave as the dataclasses they are."""

from __future__ import annotations

import copy
import dataclasses
import pickle
from dataclasses import dataclass, field

import pytest

from tabletop.engine.actions import parse_action
from tabletop.engine.changes import ChangeSet
from tabletop.engine.native import compiled
from tabletop.engine.records import FEW_FIELDS, quick_init
from tabletop.engine.verdict import Verdict
from tabletop.games.dbgt.actions import Attack


@quick_init
@dataclass(frozen=True)
class Sample:
    name: str
    size: int = 1
    tags: list[str] = field(default_factory=list)
    note: str | None = None


def test_the_signature_defaults_and_factories_are_the_dataclass_ones() -> None:
    assert Sample("a") == Sample(name="a", size=1, tags=[], note=None)
    assert Sample("a", 2, ["x"], "n").tags == ["x"]
    assert Sample("a").tags is not Sample("a").tags  # a new list each time
    with pytest.raises(TypeError):
        Sample()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Sample("a", colour="red")  # type: ignore[call-arg]


def test_instances_stay_frozen_equal_hashable_and_printable() -> None:
    made = Attack(0, 12, "energy", paid_by=(3, 3))
    with pytest.raises(dataclasses.FrozenInstanceError):
        made.card = 13  # type: ignore[misc]
    assert made == Attack(0, 12, "energy", None, (3, 3)) and made != Attack(0, 12, "energy")
    assert hash(made) == hash(Attack(0, 12, "energy", paid_by=(3, 3)))
    assert repr(made) == (
        "Attack(seat=0, card=12, attack_kind='energy', payer=None, paid_by=(3, 3), target=None)"
    )
    assert parse_action(str(made)) == made


def test_replace_copy_pickle_and_match_work() -> None:
    made = Attack(1, 40, "physical")
    assert dataclasses.replace(made, paid_by=(7,)) == Attack(1, 40, "physical", paid_by=(7,))
    assert copy.deepcopy(made) == made and pickle.loads(pickle.dumps(made)) == made
    match made:
        case Attack(card=card, attack_kind=kind):
            assert (card, kind) == (40, "physical")
        case _:
            pytest.fail("no match")


def test_engine_records_are_quick_and_keep_their_defaults() -> None:
    assert len(dataclasses.fields(ChangeSet)) >= FEW_FIELDS
    if not compiled():  # compiled (packaging/native.py), its __init__ is a native one
        assert "__dict__" in ChangeSet.__init__.__code__.co_consts  # set at once
    assert ChangeSet() == ChangeSet(frozenset(), frozenset(), frozenset(), frozenset())
    assert Verdict(False, "x").params == {} and Verdict(False, "x").possible


def test_a_verdict_is_a_frozen_record_made_with_or_without_keywords() -> None:
    made = Verdict.impossible("no_such_card", card=3)
    assert made == Verdict(legal=False, code="no_such_card", params={"card": 3}, possible=False)
    assert repr(Verdict.ok()) == "Verdict(legal=True, code=None, params={}, possible=True)"
    with pytest.raises(AttributeError):
        made.legal = True  # type: ignore[misc]
    assert Verdict(False).params is Verdict(False, "x").params  # the one empty mapping, shared


def test_only_frozen_dataclasses_with_plain_fields_are_taken() -> None:
    class Plain:
        pass

    @dataclass
    class Mutable:
        a: int

    @dataclass(frozen=True)
    class KeywordOnly:
        a: int
        b: int
        c: int
        d: int = field(kw_only=True, default=0)

    for cls in (Plain, Mutable, KeywordOnly):
        with pytest.raises(TypeError):
            quick_init(cls)


def test_a_written_init_is_replaced_as_python_and_must_take_the_fields() -> None:
    @dataclass(frozen=True)
    class Pair:
        left: int
        right: int = 0

        def __init__(self, left: int, right: int = 0) -> None:
            self.left = left  # type: ignore[misc]
            self.right = right  # type: ignore[misc]

    with pytest.raises(dataclasses.FrozenInstanceError):
        Pair(1)  # as Python, the written __init__ cannot assign a frozen field
    quick_init(Pair, written=True)
    assert Pair(1) == Pair(left=1, right=0) and Pair(1, 2).right == 2

    @dataclass(frozen=True)
    class Drifted:
        left: int
        right: int = 0

        def __init__(self, left: int, right: int = 1) -> None:  # not the field's default
            object.__setattr__(self, "left", left)
            object.__setattr__(self, "right", right)

    with pytest.raises(TypeError, match="does not take the fields"):
        quick_init(Drifted, written=True)


def test_a_game_state_and_its_records_come_back_whole_from_pickle() -> None:
    """The computer's worker process gets the game pickled; compiled (packaging/native.py), a
    class with an __init__ of its own is not made without its arguments."""
    from tabletop.engine import Controller, DeckSpec, FreeTable, GameSetup
    from tabletop.engine.table_actions import Draw

    deck = DeckSpec("d", {"deck": ("X-1", "X-2", "X-3")})
    game = Controller.new_game(FreeTable(), GameSetup("free", 7, decks=(deck, deck)))
    outcome = game.submit(Draw(0, 2))
    illegal = Verdict.illegal("not_your_turn", seat=1)
    for made in (game.state, outcome, outcome.step, outcome.changes, game.log[-1], illegal):
        assert pickle.loads(pickle.dumps(made)) == made
    assert pickle.loads(pickle.dumps(game.state)).cards[1].counters == game.state.cards[1].counters

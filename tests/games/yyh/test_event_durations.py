"""Rules generation 5: an Event whose effects are all in its data is played for its own
duration (the longest of its effects'), offered once; one with an effect applied by hand keeps
the player's choice; older games and saves keep the choice they were played with."""

from __future__ import annotations

import os
import subprocess
import sys
import typing
from dataclasses import replace
from pathlib import Path

import pytest

from tabletop.cards.database import default_database
from tabletop.cards.models import YyhEvent
from tabletop.cards.yyh_effect_lasting import (
    BOUND,
    KIND_SPAN,
    ONE_TIME,
    SPANS,
    event_span,
)
from tabletop.cards.yyh_effect_models import YyhEffect
from tabletop.engine import Controller, Mode, MoveCard, NextStep
from tabletop.games.yyh import legal as legal_lists
from tabletop.games.yyh.actions import DURATIONS, ConcedeMatch, PlayEvent, StartGame
from tabletop.games.yyh.board import RULES_GENERATION, generation
from tabletop.games.yyh.event_lasting import OWN_DURATION_GENERATION
from tabletop.i18n.reasons import MESSAGES
from tabletop.storage.save import load_game
from tabletop.storage.snapshot_game import check_save

from .rules_helpers import game_at, legal, put, refused, set_spirit

TEAMWORK = "GF-C78"  # +ATK this turn
CLIMATIC_FINISH = "GF-C54"  # its effect applied by hand
#: Cards and the duration their printed text gives them, read by a person (not worked out):
#: a heal; ATK this turn; ATK to the next Draw Step; ATK this match; villains' ATK for the game;
#: damage capped in the opponent's next turn; an Item borrowed to the end of the opponent's
#: next turn; ATK fading over the match; the Main Steps of the next two turns skipped; a
#: strike this turn; a character's alignment for the rest of the game.
PRINTED = {
    "GF-ST95": "now",
    TEAMWORK: "turn",
    "DT-C73": "draw",
    "DT-C81": "match",
    "DT-C71": "game",
    "DT-TR9": "draw",
    "GF-C81": "draw",
    "GF-R90": "match",
    "GF-V3": "game",
    "GF-U110": "turn",
    "GF-C58": "game",
}
OLD_SAVE = Path(__file__).parent / "data" / "before-own-durations.tabletop"


def _events_with_data() -> list[YyhEvent]:
    return [
        card
        for card in default_database().by_game("yyh")
        if isinstance(card, YyhEvent)
        and card.effects
        and not any(e.do == "by_hand" for e in card.effects)
    ]


def _durations(actions: list[object], uid: int) -> list[str]:
    return [a.duration for a in actions if isinstance(a, PlayEvent) and a.card == uid]


def _old_game(seed: int = 1, mode: Mode = Mode.ENFORCED) -> Controller:
    """A game started under rules generation 4, at the first player's Main Step."""
    game = game_at("main", seed=seed)
    old = Controller(game.ruleset, game.setup, mode)
    for entry in game.log[:2]:
        old.replay_entry(entry)
    legal(old, StartGame(0, 0, OWN_DURATION_GENERATION - 1))
    legal(old, NextStep(0))
    assert generation(old.state) == 4 and old.state.values["step"] == "main"
    return old


def test_new_games_start_at_the_generation_of_own_durations() -> None:
    assert RULES_GENERATION == OWN_DURATION_GENERATION == 5
    assert generation(game_at("main").state) == 5
    assert SPANS == DURATIONS


def test_every_effect_kind_says_how_long_it_lasts() -> None:
    """Each kind either holds ``lasts`` in its data or is listed once: lasting, one-time, or
    bound to its card (so a new kind has to say it)."""
    kinds: dict[str, bool] = {}
    for model in typing.get_args(typing.get_args(YyhEffect)[0]):
        for one in typing.get_args(getattr(model, "__value__", model)) or (model,):
            do = typing.get_args(one.model_fields["do"].annotation)[0]
            kinds[do] = "lasts" in one.model_fields
    assert len(kinds) > 100
    listed = [*KIND_SPAN, *ONE_TIME, *BOUND]
    assert len(listed) == len(set(listed)), "a kind listed twice"
    for do, has_lasts in kinds.items():
        if do == "by_hand":
            continue
        assert has_lasts or do in listed, do
        assert not (has_lasts and do in listed), do
    assert set(listed) <= set(kinds)


@pytest.mark.parametrize(("card_id", "span"), sorted(PRINTED.items()))
def test_an_events_duration_is_the_one_its_text_gives(card_id: str, span: str) -> None:
    effects = default_database()[card_id].effects  # type: ignore[attr-defined]
    assert event_span(effects) == span


@pytest.mark.parametrize("card", _events_with_data(), ids=lambda card: card.id)
def test_every_event_with_data_is_offered_once_for_its_own_duration(card: YyhEvent) -> None:
    """The menus name it for its own duration only (once for each pick); the legal actions,
    when it may be played now, too; any other duration is refused with the card's reason."""
    game = game_at("main")
    set_spirit(game, 0, 10)
    uid = put(game, 0, card.id, "hand")
    game.state.derived.clear()
    own = event_span(card.effects)
    assert own in SPANS
    rules = game.ruleset
    menu = legal_lists.menu_candidates(rules, game.state, 0)  # type: ignore[arg-type]
    offered = [a for a in menu if isinstance(a, PlayEvent) and a.card == uid]
    assert offered and {a.duration for a in offered} == {own}
    assert len(offered) == len({a.picks for a in offered})  # one duration for each pick
    assert set(_durations(rules.legal_actions(game.state, 0), uid)) <= {own}
    menus = rules.card_actions(game.state, 0, uid)  # type: ignore[attr-defined]
    assert _durations(menus, uid) == [own]
    other = next(d for d in DURATIONS if d != own)
    verdict = rules.verdict(game.state, replace(offered[0], duration=other))
    assert not verdict.legal
    assert verdict.possible  # free manual mode applies it, with the warning
    if rules.verdict(game.state, offered[0]).legal:
        assert verdict.code == f"yyh.wrong_duration.{own}"


def test_an_event_applied_by_hand_keeps_the_players_choice() -> None:
    game = game_at("main")
    uid = put(game, 0, CLIMATIC_FINISH, "hand")
    game.state.derived.clear()
    assert _durations(game.ruleset.legal_actions(game.state, 0), uid) == list(DURATIONS)
    legal(game, PlayEvent(0, uid, "match"))
    assert game.state.cards[uid].zone == "p0.effects"


def test_an_older_game_still_offers_every_duration() -> None:
    game = _old_game()
    uid = put(game, 0, TEAMWORK, "hand")
    game.state.derived.clear()
    assert _durations(game.ruleset.legal_actions(game.state, 0), uid) == list(DURATIONS)
    legal(game, PlayEvent(0, uid, "now"))  # played at once, as then
    assert game.state.cards[uid].zone == "p0.discard"


def test_a_wrong_duration_is_refused_in_enforced_mode_and_warned_of_in_manual_mode() -> None:
    game = game_at("main")
    uid = put(game, 0, TEAMWORK, "hand")
    refused(game, PlayEvent(0, uid, "match"), "yyh.wrong_duration.turn")
    manual = game_at("main")
    manual.mode = Mode.MANUAL
    free = put(manual, 0, TEAMWORK, "hand")
    outcome = manual.submit(PlayEvent(0, free, "match"))
    assert outcome.applied and outcome.warning is not None
    assert outcome.warning.code == "yyh.wrong_duration.turn"
    assert manual.state.cards[free].zone == "p0.effects"  # kept as the player said


@pytest.mark.parametrize("span", SPANS)
def test_each_reason_has_its_words(span: str) -> None:
    words = MESSAGES.get(f"yyh.wrong_duration.{span}")
    assert words and "Event" in words


@pytest.mark.parametrize(
    ("card_id", "until"),
    [
        ("GF-ST95", "played"),
        (TEAMWORK, "turn_end"),
        ("DT-C73", "own_draw"),
        ("DT-C81", "match_end"),
        ("DT-C71", "game_end"),
    ],
)
def test_an_event_leaves_the_effects_area_when_its_own_duration_ends(
    card_id: str, until: str
) -> None:
    game = game_at("main")
    set_spirit(game, 0, 10)
    uid = put(game, 0, card_id, "hand")
    legal(game, PlayEvent(0, uid, event_span(default_database()[card_id].effects)))  # type: ignore[attr-defined]
    order = ["played", "turn_end", "own_draw", "match_end", "game_end"]
    gone = order.index(until)

    def check(moment: str) -> None:
        where = game.state.cards[uid].zone
        assert where == ("p0.discard" if order.index(moment) >= gone else "p0.effects"), moment

    check("played")
    for _ in range(3):
        legal(game, NextStep(0))  # the end of turn 1
    check("turn_end")
    for _ in range(4):
        legal(game, NextStep(1))
    legal(game, NextStep(0))  # Player 0's next Draw Step
    check("own_draw")
    legal(game, ConcedeMatch(0, 1))
    check("match_end")


@pytest.mark.parametrize("to_zone", ["p0.effects", "p0.discard"])
def test_an_event_dropped_on_the_table_is_played_for_its_own_duration(to_zone: str) -> None:
    game = game_at("main")
    uid = put(game, 0, TEAMWORK, "hand")
    legal(game, MoveCard(0, uid, to_zone))
    action = game.log[-1].action
    assert isinstance(action, PlayEvent) and action.duration == "turn"
    assert game.state.cards[uid].zone == "p0.effects"


def test_an_older_save_replays_as_it_was_played() -> None:
    """The save (written by the version before generation 5, Events played for durations of
    the player's choice) replays to its snapshot; its moves under generation 5 would not."""
    saved = load_game(OLD_SAVE)
    played = [e.action for e in saved.log if isinstance(e.action, PlayEvent)]
    assert len(played) > 20
    start = saved.log[2].action
    assert isinstance(start, StartGame) and start.rules == 4
    check = check_save(saved, verify=True)
    assert check.error is None and check.matches
    newer = list(saved.log)
    newer[2] = replace(saved.log[2], action=replace(start, rules=5))
    again = check_save(replace(saved, log=newer, snapshot=None))
    assert again.error is not None  # an Event of the player's duration, refused now
    assert str(again.error.params.get("reason", "")).startswith("yyh.wrong_duration.")


@pytest.mark.slow
def test_an_older_save_replays_identically_in_a_child_process(tmp_path: Path) -> None:
    root = Path(__file__).resolve().parents[3]
    env = {**os.environ, "TABLETOP_HOME": str(tmp_path), "PYTHONPATH": str(root)}
    result = subprocess.run(
        [sys.executable, "-m", "tabletop", "replay", "--verify", "--lang", "en", str(OLD_SAVE)],
        capture_output=True, text=True, env=env, timeout=120, check=False,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    assert "215 actions replayed" in result.stdout
    assert "The save's snapshot is the position its moves give." in result.stdout
    assert "The record matches its replay." in result.stdout

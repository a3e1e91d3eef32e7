"""The computer opponent's API: Knowledge holds only what the seat may know, decide answers
with one of its legal actions at every level."""

from __future__ import annotations

import pickle
import random

import pytest

from tabletop.ai import Knowledge, Level, decide
from tabletop.ai.knowledge import Dealer, computer_play, hidden_places, named_cards, redeal
from tabletop.ai.match import new_game
from tabletop.engine import Action
from tabletop.play.selfplay import play_game

from .positions import GAMES, positions


def _plain(actions: list[Action], hidden: set[int]) -> list[Action]:
    """The actions that name no card of ``hidden``."""
    return [a for a in actions if not hidden & set(named_cards(a))]


@pytest.mark.parametrize("game_id", GAMES)
def test_decisions_are_legal_at_every_level(game_id: str) -> None:
    """The knowledge's legal actions are those of its own (re-dealt) state: the same as the
    real game's but those that name a hidden card; each level's answer stands for a legal
    action of the real game."""
    for game, seat in positions(game_id, 6):
        knowledge = Knowledge.of(game, seat)
        known = knowledge.ruleset.legal_actions(knowledge.state, seat)
        assert list(knowledge.legal_actions) == known
        real = game.ruleset.legal_actions(game.state, seat)
        hidden = {uid for uids in hidden_places(game.state, seat).values() for uid in uids}
        assert _plain(known, hidden) == _plain(real, hidden)
        for level in Level:
            action = decide(knowledge, level, budget_ms=100, seed=3)
            assert action in knowledge.legal_actions
            played = knowledge.in_game(action, game)
            assert played in real and game.check(played).legal


@pytest.mark.parametrize("game_id", GAMES)
def test_knowledge_keeps_no_seed_and_pickles(game_id: str) -> None:
    game, seat = next(positions(game_id, 1, seed=5))
    knowledge = Knowledge.of(game, seat)
    assert knowledge.setup.seed == 0 != game.setup.seed or game.setup.seed == 0
    again = pickle.loads(pickle.dumps(knowledge))
    assert again.legal_actions == knowledge.legal_actions
    assert decide(again, Level.RANDOM, seed=1) == decide(knowledge, Level.RANDOM, seed=1)


@pytest.mark.parametrize("game_id", GAMES)
def test_hidden_cards_are_dealt_again(game_id: str) -> None:
    """The visible cards are the real ones; the hidden ones are the same cards of each owner
    in another order (over a few positions some card moves)."""
    moved = 0
    for game, seat in positions(game_id, 4, seed=9):
        knowledge = Knowledge.of(game, seat)
        real = game.state
        for uid, card in real.cards.items():
            if real.can_see(seat, uid):
                assert knowledge.state.cards[uid].card_id == card.card_id
        for owner, uids in hidden_places(real, seat).items():
            before = [real.cards[u].card_id for u in uids]
            after = [knowledge.state.cards[u].card_id for u in uids]
            assert sorted(before) == sorted(after), owner
            moved += before != after
    assert moved


@pytest.mark.parametrize("game_id", GAMES)
def test_a_dealer_deals_as_redeal_does(game_id: str) -> None:
    """The search works a re-deal out once (a Dealer) and deals copies of the position again
    and again: each deal is the one redeal makes with the same generator, and the deals
    differ."""
    play = computer_play(game_id)
    deals = set()
    for index, (game, seat) in enumerate(positions(game_id, 4, seed=13)):
        dealer = Dealer(game.state, seat, play)
        for turn in range(3):
            dealt, expected = game.state.copy(), game.state.copy()
            dealer.deal(dealt, random.Random(f"{index}:{turn}"))
            redeal(expected, seat, random.Random(f"{index}:{turn}"), play)
            assert dealt == expected
            deals.add(tuple(card.card_id for card in dealt.cards.values()))
    assert len(deals) > 4


def test_no_legal_action_is_an_error() -> None:
    game, seat = next(positions("dbgt", 1))
    knowledge = Knowledge.of(game, 1 - seat)
    assert knowledge.legal_actions == ()
    with pytest.raises(ValueError):
        decide(knowledge, Level.GREEDY)


def test_greedy_makes_no_endless_idle_moves() -> None:
    """Giving control of Combat back and forth changes nothing the evaluation sees; Greedy
    once played it for ever (this game never ended). An idle move is played only when there is
    no other, so the game ends."""
    game = new_game("dbgt", 1005)
    result = play_game(game, (Level.RANDOM, Level.GREEDY), seed=1005, limit=1500)
    assert result.over, [str(e.action) for e in game.log[-6:]]


def test_face_down_places_get_a_card_of_their_kind() -> None:
    """Yu Yu Hakusho: a face-down Match Slot character stays a character and a face-down
    attachment an Item or Technique when the hidden cards are dealt again."""
    from tabletop.games.yyh.evaluation import card_kind, place_kind

    checked = 0
    for game, seat in positions("yyh", 30, seed=2):
        knowledge = Knowledge.of(game, seat)
        for uids in hidden_places(knowledge.state, seat).values():
            for uid in uids:
                kind = place_kind(knowledge.state.cards[uid].zone)
                if kind is not None:
                    assert card_kind(knowledge.state.cards[uid].card_id) == kind
                    checked += 1
    assert checked

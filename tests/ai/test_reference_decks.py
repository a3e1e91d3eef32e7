"""The balanced reference pair the computer is measured with (issue 27): two legal decks of
each game, built from cards whose effects the rules apply (none applied by hand, save Dragon
Ball GT's Earth Dragon Balls, which every deck needs for the Dragon Ball victory), and a game
between them plays to its end. Their evenness is measured, not tested:
``python tests/benchmarks/bench_ai.py --balance 40`` (scripted against scripted, decks swapped).
"""

from __future__ import annotations

import pytest

from tabletop.ai import Level
from tabletop.ai.match import demo_decks, new_game, reference_decks
from tabletop.cards.database import default_database
from tabletop.cards.decklist import read_deck
from tabletop.cards.effect_models import ByHand
from tabletop.cards.models import DragonBall
from tabletop.cards.yyh_effect_kinds import ByHand as YyhByHand
from tabletop.games.deck_check import check_parsed
from tabletop.paths import resource_path
from tabletop.play.selfplay import play_game

from .positions import GAMES


@pytest.mark.parametrize("game_id", GAMES)
def test_two_legal_reference_decks_of_each_game(game_id: str) -> None:
    db = default_database()
    paths = sorted(resource_path("decks", "reference").glob(f"{game_id}-*.deck"))
    assert len(paths) == 2
    for path in paths:
        parsed = read_deck(path, db)
        assert parsed.ok and parsed.errors == () and parsed.warnings == ()
        assert parsed.deck is not None and parsed.deck.game == game_id
        report = check_parsed(parsed, db)
        assert report.legal, (path.name, report.problems)
    assert reference_decks(game_id) != demo_decks(game_id)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_reference_card_is_applied_by_hand(game_id: str) -> None:
    db = default_database()
    by_hand = set()
    for deck in reference_decks(game_id):
        for card_id in {i for ids in deck.sections.values() for i in ids}:
            card = db.get(card_id)
            assert card is not None
            effects = getattr(card, "effects", ())
            if any(isinstance(e, (ByHand, YyhByHand)) for e in effects) and not isinstance(
                card, DragonBall
            ):
                by_hand.add(card.name)
    assert by_hand == set()


@pytest.mark.parametrize("game_id", GAMES)
def test_a_game_between_the_reference_decks_ends(game_id: str) -> None:
    game = new_game(game_id, 7, reference_decks(game_id))
    result = play_game(game, (Level.SCRIPTED, Level.SCRIPTED), seed=7)
    assert result.over and result.actions > 20

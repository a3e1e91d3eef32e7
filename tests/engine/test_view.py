"""Views hide what a seat may not see."""

from __future__ import annotations

from tabletop.engine import Controller, Draw, MoveCard, view_for


def test_decks_are_backs_for_everyone(game: Controller) -> None:
    for seat in (0, 1):
        deck = game.view(seat).zones["p0.deck"]
        assert len(deck) == 6 and all(c.hidden and c.uid is None for c in deck.cards)


def test_a_hand_is_seen_by_its_owner_only(game: Controller) -> None:
    game.submit(Draw(1, 2))
    assert not any(c.hidden for c in game.view(1).zones["p1.hand"].cards)
    assert all(c.hidden for c in game.view(0).zones["p1.hand"].cards)
    assert not any(c.hidden for c in game.view(0, open_hands=True).zones["p1.hand"].cards)
    assert all(c.hidden for c in game.view(0, open_hands=True).zones["p1.deck"].cards)


def test_face_down_cards_in_play_are_known_to_their_owner_only(game: Controller) -> None:
    game.submit(Draw(0))
    uid = game.state.zones["p0.hand"].cards[0]
    game.submit(MoveCard(0, uid, "p0.table", face_up=False))
    mine = game.view(0).zones["p0.table"].cards[0]
    theirs = view_for(game.state, 1).zones["p0.table"].cards[0]
    assert mine.card_id == game.state.cards[uid].card_id and not mine.face_up
    assert theirs.hidden and not theirs.face_up


def test_counters_and_values_are_public(game: Controller) -> None:
    view = game.view(1)
    assert view.values["active"] == 0 and view.values["turn"] == 1

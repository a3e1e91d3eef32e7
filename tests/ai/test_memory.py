"""The computer remembers the cards it saw that are hidden again, and only those: a card it
saw go back into a hand or under a deck stays there in every re-deal; after a shuffle it stays
in the zone, anywhere; once an unseen card leaves that zone it is forgotten. Checked against an
independent account of what the seat saw (the game replayed step by step)."""

from __future__ import annotations

import random

from tabletop.ai import Knowledge
from tabletop.ai.knowledge import Dealer, redeal
from tabletop.ai.memory import NOTHING, remember
from tabletop.engine.rng import SeededChance
from tabletop.engine.state import GameState
from tabletop.engine.transaction import Op, Transaction
from tabletop.engine.zones import Visibility

from .positions import GAMES, positions, seen_in_replay


def table() -> GameState:
    """Seat 1's hand and deck (hidden from seat 0), a public pile, and seat 1's cards A-F."""
    state = GameState()
    state.add_zone("p1.hand", 1, Visibility.OWNER, True)
    state.add_zone("p1.deck", 1, Visibility.HIDDEN, False)
    state.add_zone("pile", None, Visibility.PUBLIC, True)
    for card_id in "ABC":
        state.add_card(card_id, 1, "p1.hand")
    for card_id in "DEF":
        state.add_card(card_id, 1, "p1.deck")
    return state


def play(state: GameState, *moves: tuple[int, str] | str) -> list[Op]:
    """Apply ``moves`` (a uid and a zone to move it to, on top; or a zone id to shuffle) in
    transactions; the operations made."""
    ops: list[Op] = []
    for index, move in enumerate(moves):
        tx = Transaction(state, SeededChance(index, 0), actor=1)
        if isinstance(move, str):
            tx.shuffle(move)
        else:
            tx.move(*move)
        ops += tx.ops
    return ops


def test_a_card_played_and_taken_back_stays_known_where_it_lies() -> None:
    state = table()
    ops = play(state, (1, "pile"), (1, "p1.hand"), (2, "pile"), (2, "p1.deck"))
    memory = remember(state, ops, 0)
    assert memory.placed == {1, 2} and memory.in_zone == ()
    for seed in range(20):
        copy = state.copy()
        redeal(copy, 0, random.Random(seed), memory=memory)
        assert copy.cards[1].card_id == "A" and copy.cards[2].card_id == "B"
    moved = {state.copy().cards[3].card_id}
    for seed in range(20):  # the others are dealt again
        copy = state.copy()
        redeal(copy, 0, random.Random(seed), memory=memory)
        moved.add(copy.cards[3].card_id)
    assert len(moved) > 1


def test_after_a_shuffle_a_known_card_is_somewhere_in_its_zone() -> None:
    state = table()
    ops = play(state, (1, "pile"), (1, "p1.deck"), "p1.deck")
    memory = remember(state, ops, 0)
    assert memory.placed == frozenset() and memory.in_zone == (("p1.deck", "A"),)
    places = set()
    dealer, rng, reused = Dealer(state, 0, None, memory), random.Random(7), state.copy()
    for seed in range(40):
        copy = state.copy()
        redeal(copy, 0, random.Random(seed), memory=memory)
        dealer.deal(reused, rng)  # as the search deals: one dealer, one copy, dealt again
        for dealt in (copy, reused):
            holders = [uid for uid, card in dealt.cards.items() if card.card_id == "A"]
            assert [dealt.cards[uid].zone for uid in holders] == ["p1.deck"]
        places.add(holders[0])
    assert len(places) > 1  # not where it really went


def test_an_unseen_card_leaving_the_shuffled_zone_makes_it_forgotten() -> None:
    state = table()
    deck = state.zones["p1.deck"].cards
    ops = play(state, (1, "pile"), (1, "p1.deck"), "p1.deck")
    ops += play(state, (deck[-1], "p1.hand"))  # seat 1 draws: A or another, seat 0 can't tell
    assert remember(state, ops, 0) == NOTHING


def test_a_known_card_drawn_from_the_top_is_still_known() -> None:
    state = table()
    ops = play(state, (4, "pile"), (4, "p1.deck"), (4, "p1.hand"))
    assert remember(state, ops, 0).placed == {4}


def test_the_seat_remembers_nothing_of_its_opponents_unseen_cards() -> None:
    state = table()
    ops = play(state, (1, "p1.deck"), "p1.deck", (5, "p1.hand"))
    assert remember(state, ops, 0) == NOTHING
    assert remember(state, ops, 1).placed == frozenset()  # seat 1's own deck is hidden


def test_in_real_games_the_computer_remembers_only_what_it_saw_and_keeps_it() -> None:
    remembered = 0
    for game_id in GAMES:
        for game, seat in positions(game_id, 30, seed=5):
            knowledge = Knowledge.of(game, seat)
            memory = knowledge.memory
            seen = seen_in_replay(game, seat)
            hidden = {uid for uid in game.state.cards if not game.state.can_see(seat, uid)}
            assert memory.placed <= seen & hidden
            for uid in memory.placed:
                assert knowledge.state.cards[uid].card_id == game.state.cards[uid].card_id
            for zone_id, card_id in memory.in_zone:
                holders = [
                    u
                    for u in game.state.zones[zone_id].cards
                    if u in seen and game.state.cards[u].card_id == card_id
                ]
                assert holders, (zone_id, card_id)
            remembered += len(memory.placed) + len(memory.in_zone)
    assert remembered > 0  # the games do hide again cards once seen

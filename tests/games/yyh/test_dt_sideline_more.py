"""More Dark Tournament Sideline Effects and attack memory (rules generation 4): Kuwabara,
Honorable Friend (DT-L5: every character healed; draws at both Draw Steps with Yusuke,
Resourceful Apprentice in play; every attack cheaper and a draw for the opponent at the end of
their turn with Hiei, Unpredictable Warrior in play) and Genkai, Young Fighter (DT-TR7: Spirit
taken when the opponent attacked it in their last turn)."""

from __future__ import annotations

from tabletop.engine import Controller, NextStep
from tabletop.games.yyh.actions import AttackWith, DealDamage, PassMoment
from tabletop.games.yyh.board import C_SPIRIT, damage_of, fighter, zone
from tabletop.games.yyh.legal import legal_by_verdict

from .rules_helpers import game_at, hand, legal, put, set_spirit

YUSUKE = "DT-L7"  # Yusuke, Recourceful Apprentice
HIEI = "DT-L2"  # Hiei, Unpredictable Warrior


def _next(game: Controller) -> None:
    legal(game, NextStep(game.ruleset.actor(game.state)))  # type: ignore[attr-defined]


def test_kuwabara_heals_every_character_in_play() -> None:
    game = game_at("attack")
    kuwabara = put(game, 0, "DT-L5", "arena")
    hurt = [kuwabara, game.state.zones[zone(0, "slot2")].cards[-1], fighter(game.state, 1)]
    for uid in hurt:
        assert uid is not None
        legal(game, DealDamage(0, uid, 1))
    set_spirit(game, 0, 9)
    cards = tuple(hand(game, 0))
    while len(cards) < 5:
        cards += (put(game, 0, "GF-C56", "hand"),)
    legal(game, AttackWith(0, kuwabara, 0, cards[:5]))
    assert [damage_of(game.state, uid) for uid in hurt if uid is not None] == [0, 0, 0]


def _draws_between(game: Controller, seat: int) -> int:
    """Cards ``seat``'s hand gains as the active player's Draw Step passes."""
    before = len(hand(game, seat))
    _next(game)
    return len(hand(game, seat)) - before


def _to_draw(game: Controller, seat: int) -> None:
    while game.state.values["active"] != seat or game.state.values["step"] != "draw":
        _next(game)


def test_kuwabara_on_the_sideline_draws_for_both_players_with_yusuke_in_play() -> None:
    plain, game = game_at("main"), game_at("main")
    for one in (plain, game):
        put(one, 0, "DT-L5", "slot2")
    put(game, 0, YUSUKE, "slot3")
    gains = []
    for one in (plain, game):
        _to_draw(one, 1)
        mine = len(hand(one, 0))
        theirs = _draws_between(one, 1)  # the opponent's Draw Step: Kuwabara's player draws
        gains.append((len(hand(one, 0)) - mine, theirs))
        _to_draw(one, 0)
        gains.append((_draws_between(one, 0), 0))  # the player's own Draw Step
    (mine_plain, theirs_plain), (own_plain, _), (mine, theirs), (own, _) = gains
    assert mine == mine_plain + 1 and theirs == theirs_plain
    assert own == own_plain


def test_kuwabara_on_the_sideline_feeds_the_opponent_at_its_draw_step() -> None:
    plain, game = game_at("main"), game_at("main")
    for one in (plain, game):
        put(one, 0, "DT-L5", "slot2")
    put(game, 0, YUSUKE, "slot3")
    counts = []
    for one in (plain, game):
        _to_draw(one, 1)
        _next(one)  # the opponent's Draw Step
        _to_draw(one, 0)
        before = len(hand(one, 1))
        _next(one)  # the player's own Draw Step: the opponent draws 2
        counts.append(len(hand(one, 1)) - before)
    assert counts[1] == counts[0] + 2


def test_kuwabara_on_the_sideline_makes_every_attack_cheaper_with_hiei_in_play() -> None:
    game = game_at("attack")
    kuwabara = put(game, 0, "DT-L5", "slot2")
    rules = game.ruleset
    before = {(o.card, o.index): o.cost for o in rules.attacks(game.state, 0)}  # type: ignore[attr-defined]
    put(game, 0, HIEI, "slot3")
    after = {(o.card, o.index): o.cost for o in rules.attacks(game.state, 0)}  # type: ignore[attr-defined]
    assert after == {key: max(0, cost - 1) for key, cost in before.items()}
    offered = rules.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
    assert offered == legal_by_verdict(rules, game.state, 0)  # type: ignore[arg-type]
    game.state.cards[kuwabara].face_up = False  # face down: no Sideline Effect
    game.state.derived.clear()
    assert {(o.card, o.index): o.cost for o in rules.attacks(game.state, 0)} == before  # type: ignore[attr-defined]


def test_kuwabara_on_the_sideline_gives_the_opponent_a_card_at_the_end_of_its_turn() -> None:
    plain, game = game_at("main"), game_at("main")
    for one in (plain, game):
        put(one, 0, "DT-L5", "slot2")
    put(game, 0, HIEI, "slot3")  # no Hiei, Unpredictable Warrior in the plain game
    counts = []
    for one in (plain, game):
        _to_draw(one, 1)
        while one.state.values["step"] != "end":
            _next(one)
        before = len(hand(one, 1))
        _next(one)  # the opponent's turn ends
        counts.append(len(hand(one, 1)) - before)
    assert counts == [0, 1]


def _genkai_attacks(attacked: bool) -> tuple[int, int]:
    """Genkai, Young Fighter attacks with Energy Borrow in the turn after the opponent's (its
    fighter attacked Genkai, or had no attack); the Spirit each player gained."""
    game = game_at("main", seat=1)
    genkai = put(game, 0, "DT-TR7", "arena")
    while game.state.values["step"] != "attack":
        _next(game)
    if attacked:
        option = game.ruleset.attacks(game.state, 1)[0]  # type: ignore[attr-defined]
        paid = tuple(hand(game, 1)[: option.cost])
        legal(game, AttackWith(1, option.card, option.index, paid))
        legal(game, PassMoment(0))
        if game.state.values.get("moment"):
            legal(game, PassMoment(1))
    assert fighter(game.state, 0) == genkai
    while game.state.values["active"] != 0 or game.state.values["step"] != "attack":
        _next(game)
    spirit = (game.state.counters[0][C_SPIRIT], game.state.counters[1][C_SPIRIT])
    set_spirit(game, 1, max(3, spirit[1]))
    spirit = (spirit[0], game.state.counters[1][C_SPIRIT])
    legal(game, AttackWith(0, genkai, 0, tuple(hand(game, 0)[:1])))
    return (
        game.state.counters[0][C_SPIRIT] - spirit[0],
        game.state.counters[1][C_SPIRIT] - spirit[1],
    )


def test_kayko_studies_the_items_of_her_deck() -> None:
    game = game_at("attack")
    kayko = put(game, 0, "DT-C50", "arena")
    bat = put(game, 0, "GF-ST128", "deck", face_up=False)  # an Item among the top 5
    event = put(game, 0, "GF-C56", "deck", face_up=False)
    legal(game, AttackWith(0, kayko, 0, tuple(hand(game, 0)[:1])))
    assert game.state.cards[bat].zone == zone(0, "items") and game.state.cards[bat].face_up
    assert game.state.cards[event].zone == zone(0, "discard")


def test_kayko_on_the_sideline_hurts_back_with_yusuke_the_student_in_play() -> None:
    for yusuke in (True, False):
        game = game_at("main", seat=1)  # the opponent's turn
        kayko = put(game, 0, "DT-C50", "slot2")
        if yusuke:
            put(game, 0, "DT-S20", "slot3")  # Yusuke, the Student
        opposing = fighter(game.state, 1)
        assert opposing is not None
        legal(game, DealDamage(1, kayko, 1))
        assert damage_of(game.state, kayko) == 1
        assert damage_of(game.state, opposing) == (1 if yusuke else 0)
    own_turn = game_at("main")  # in the player's own turn: nothing
    kayko = put(own_turn, 0, "DT-C50", "slot2")
    put(own_turn, 0, "DT-S20", "slot3")
    opposing = fighter(own_turn.state, 1)
    legal(own_turn, DealDamage(0, kayko, 1))
    assert opposing is not None and damage_of(own_turn.state, opposing) == 0


def test_puu_shares_the_damage_of_yusuke_and_draws_when_he_strikes() -> None:
    game = game_at("attack")  # the demo team's fighter is Kurama: Yusuke waits
    puu = put(game, 0, "DT-C60", "slot2")
    yusuke = next(
        uid
        for uid in (game.state.zones[zone(0, f"slot{s}")].cards[-1] for s in (3, 4))
        if "Yusuke" in game.ruleset.cards.card(game.state.cards[uid].card_id).name  # type: ignore[attr-defined, union-attr]
    )
    legal(game, DealDamage(0, yusuke, 1))
    assert damage_of(game.state, puu) == 1 and damage_of(game.state, yusuke) == 1
    striker = game_at("attack")
    puu = put(striker, 0, "DT-C60", "slot2")
    own = put(striker, 0, "GF-ST9", "arena")  # Yusuke fights
    before = len(hand(striker, 0))
    option = next(
        o
        for o in striker.ruleset.attacks(striker.state, 0)  # type: ignore[attr-defined]
        if o.card == own
    )
    paid = tuple(hand(striker, 0)[: option.cost])
    legal(striker, AttackWith(0, own, option.index, paid))
    legal(striker, PassMoment(1))
    assert striker.state.values.get("last_points")  # the blow dealt damage
    assert len(hand(striker, 0)) == before - len(paid) + 2


def test_murugu_on_the_sideline_sends_a_card_of_the_opponent_back_in_the_draw_step() -> None:
    from tabletop.games.yyh.actions import UseAbility

    game = game_at("main", seat=1)
    murugu = put(game, 0, "DT-C59", "slot2")
    _to_draw(game, 0)
    uses = [
        a
        for a in game.ruleset.work_out_legal_actions(game.state, 0)  # type: ignore[attr-defined]
        if isinstance(a, UseAbility)
    ]
    assert uses == [UseAbility(0, murugu)]
    theirs = list(hand(game, 1))
    deck = len(game.state.zones[zone(1, "deck")].cards)
    legal(game, uses[0])
    assert len(hand(game, 1)) == len(theirs)  # one back, one drawn
    assert len(game.state.zones[zone(1, "deck")].cards) == deck
    assert len(set(hand(game, 1)) - set(theirs)) <= 1
    _next(game)  # the step passes by itself no more: the player chose, and goes on
    assert game.state.values["step"] == "main"


def test_murugu_on_the_sideline_amplifies_the_saint_beasts_with_suzaku_in_play() -> None:
    from tabletop.games.yyh.card_effects import attached_bonus, defense_value

    game = game_at("main")
    beast = put(game, 0, "DT-C64", "arena")  # Seiryu: a Saint Beasts fighter
    base = defense_value(game.state, game.ruleset.cards, beast)  # type: ignore[attr-defined]
    put(game, 0, "DT-C59", "slot2")
    assert defense_value(game.state, game.ruleset.cards, beast) == base  # type: ignore[attr-defined]
    put(game, 0, "DT-S18", "slot3")  # Suzaku, the Fierce in play
    assert defense_value(game.state, game.ruleset.cards, beast) == base + 1000  # type: ignore[attr-defined]
    assert attached_bonus(game.state, game.ruleset.cards, beast, "atk") == 1000  # type: ignore[attr-defined]
    other = put(game, 0, "GF-ST41", "arena")  # Kurama, not of the team: nothing
    assert attached_bonus(game.state, game.ruleset.cards, other, "atk") == 0  # type: ignore[attr-defined]


def test_puu_heals_itself_and_yusuke_with_its_attack() -> None:
    game = game_at("attack")
    puu = put(game, 0, "DT-C60", "arena")
    yusuke = game.state.zones[zone(0, "slot4")].cards[-1]  # the demo team's Yusuke
    assert game.ruleset.cards.card(game.state.cards[yusuke].card_id).name.startswith("Yusuke")  # type: ignore[attr-defined, union-attr]
    for uid in (puu, yusuke):
        game.state.cards[uid].rotation = 90  # a point of damage each (a fixture)
    legal(game, AttackWith(0, puu, 0, tuple(hand(game, 0)[:2])))
    assert damage_of(game.state, puu) == 0 and damage_of(game.state, yusuke) == 0

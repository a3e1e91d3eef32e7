"""One test (or a parametrised set) per rule of shared/rules/dbgt.md §1, §3–§7: legal and
refused cases, with the reason codes."""

from __future__ import annotations

import pytest

from tabletop.engine import Controller, DeckSpec, Mode
from tabletop.engine.actions import parse_action
from tabletop.engine.table_actions import MoveCard, NextStep
from tabletop.games.base import make_ruleset
from tabletop.games.dbgt import DbgtRuleset, pat
from tabletop.games.dbgt.actions import (
    Attack,
    Capture,
    DeclareAndDraw,
    DeclareCombat,
    Defend,
    DefenderDraw,
    DiscardCard,
    EffectDraw,
    EffectLevel,
    EffectMove,
    EffectStage,
    Endure,
    LevelUp,
    Pass,
    PlayCard,
    Rejuvenate,
    Take,
    TakeControl,
)

from .helpers import arrange, demo_decks, find, new_game, ruleset, set_step, to_hand

GOKU, VEGETA = 0, 1


def stage(game: Controller, uid: int) -> int:
    return game.state.cards[uid].counters.get("stage", 0)


def mp(game: Controller, seat: int) -> int:
    return game.state.zones[f"p{seat}.mp"].cards[-1]


def code(game: Controller, action: object) -> str | None:
    return game.check(action).code  # type: ignore[arg-type]


# ---------------------------------------------------------------- setup (§3)


def test_setup_level_one_in_play_and_double_power() -> None:
    game = new_game()
    state = game.state
    assert state.cards[mp(game, 0)].card_id == "SAI-158"
    assert len(state.zones["p0.mp"].cards) == 4
    # Vegeta Lv1 at stage 5 (2800) is at least twice Goku Lv1 at stage 5 (900).
    assert stage(game, mp(game, VEGETA)) == 2
    assert stage(game, mp(game, GOKU)) == 10
    assert state.values["first"] == GOKU and state.values["active"] == GOKU
    assert state.values["step"] == "draw" and len(state.zones["p0.hand"].cards) == 3
    assert len(state.zones["p1.hand"].cards) == 0


def test_life_decks_are_shuffled_as_recorded_chance() -> None:
    game = new_game(5)
    shuffles = [entry for entry in game.log if entry.action.kind == "shuffle"]
    assert len(shuffles) == 2 and all(entry.chance for entry in shuffles)
    assert not game.history.can_undo


@pytest.mark.parametrize(("decks", "first"), [((0, 1), 0), ((1, 0), 1)])
def test_hero_goes_first_without_double_power(decks: tuple[int, int], first: int) -> None:
    rules = DbgtRuleset({"setup": {"double_power_ratio": 50}})
    pair = demo_decks()
    game = new_game(decks=(pair[decks[0]], pair[decks[1]]), rules=rules)
    assert game.state.values["first"] == first
    assert all(stage(game, mp(game, seat)) == 5 for seat in (0, 1))


def test_same_alignment_first_player_from_the_seed() -> None:
    goku = demo_decks()[0]
    firsts = set()
    for seed in range(12):
        game = new_game(seed, decks=(goku, goku))
        begin = game.log[2]
        assert begin.action.kind == "dbgt.begin" and begin.chance
        firsts.add(game.state.values["first"])
    assert firsts == {0, 1}


def test_make_ruleset_and_profile_validation() -> None:
    assert isinstance(make_ruleset("dbgt", {"turn": {"hand_limit": 2}}), DbgtRuleset)
    with pytest.raises(ValueError):
        DbgtRuleset({"combat": {"pat_table": "nosuchtable"}})


# ---------------------------------------------------------------- the turn (§4)


def test_only_the_active_player_acts_in_the_turn_steps() -> None:
    game = new_game()
    assert code(game, NextStep(1)) == "dbgt.not_your_step"
    assert game.check(NextStep(0)).legal


def test_the_seven_steps_in_order() -> None:
    game = new_game()
    seen = [game.state.values["step"]]
    for action in (NextStep(0), NextStep(0), NextStep(0)):
        assert game.submit(action).applied
        seen.append(game.state.values["step"])
    assert seen == ["draw", "non_combat", "power_up", "declare"]
    assert game.submit(NextStep(0)).applied  # no Combat: Discard step
    while game.state.values["step"] == "discard":
        seat = game.state.values["discarding"]
        hand = game.state.zones[f"p{seat}.hand"].cards
        action = DiscardCard(seat, hand[0]) if len(hand) > 1 else NextStep(seat)
        assert game.submit(action).applied
    assert game.state.values["step"] == "rejuvenation"
    assert game.submit(NextStep(0)).applied
    assert game.state.values["turn"] == 2 and game.state.values["active"] == 1
    assert game.state.values["step"] == "draw" and len(game.state.zones["p1.hand"].cards) == 3


def test_power_up_by_pur_capped_at_the_top() -> None:
    game = new_game()
    arrange(game.state).set_card_counter(mp(game, 0), "stage", 3)
    krillin = to_hand(game.state, 0, "SAI-167")
    set_step(game.state, "non_combat")
    assert game.submit(PlayCard(0, krillin)).applied
    assert stage(game, krillin) == 3
    assert game.submit(NextStep(0)).applied
    assert stage(game, mp(game, 0)) == 4 and stage(game, krillin) == 4
    arrange(game.state).set_card_counter(mp(game, 0), "stage", 10)
    set_step(game.state, "non_combat")
    game.submit(NextStep(0))
    assert stage(game, mp(game, 0)) == 10


def test_dbz_ally_power_up_profile_raises_allies_by_one() -> None:
    game = new_game(rules=DbgtRuleset({"turn": {"ally_power_up": "one"}}))
    raditz_free = to_hand(game.state, 0, "SAI-164")  # Gohan Lv1, PUR 1
    set_step(game.state, "non_combat")
    game.submit(PlayCard(0, raditz_free))
    arrange(game.state).set_card_counter(raditz_free, "stage", 0)
    game.submit(NextStep(0))
    assert stage(game, raditz_free) == 1


# ---------------------------------------------------------------- Non-Combat (§4, §7)


def test_ally_enters_at_stage_three() -> None:
    game = new_game()
    krillin = to_hand(game.state, 0, "SAI-167")
    assert code(game, PlayCard(0, krillin)) == "dbgt.wrong_step"
    set_step(game.state, "non_combat")
    assert game.submit(PlayCard(0, krillin)).applied
    assert game.state.cards[krillin].zone == "p0.ally1" and stage(game, krillin) == 3


def test_ally_level_at_most_the_mp_level_and_overlays() -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    krillin2 = to_hand(game.state, 0, "SAI-168")
    assert code(game, PlayCard(0, krillin2)) == "dbgt.ally_above_mp"
    krillin1 = to_hand(game.state, 0, "SAI-167")
    game.submit(PlayCard(0, krillin1))
    assert game.submit(PlayCard(0, krillin2)).applied  # overlay: may pass the MP's level
    assert game.state.zones["p0.ally1"].cards == [krillin1, krillin2]
    assert stage(game, krillin2) == 10 and "stage" not in game.state.cards[krillin1].counters


def test_drills_one_per_style_first_stays() -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    first = to_hand(game.state, 0, "SAI-130")
    assert game.submit(PlayCard(0, first)).applied
    second = to_hand(game.state, 0, "SAI-130")
    assert code(game, PlayCard(0, second)) == "dbgt.drill_style_in_play"
    unstyled = to_hand(game.state, 0, "SAI-231")
    assert game.check(PlayCard(0, unstyled)).legal


def test_dragon_balls_one_per_number_on_the_table() -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    ball = to_hand(game.state, 0, "SAI-15")
    assert game.submit(PlayCard(0, ball)).applied
    set_step(game.state, "non_combat", active=1)
    theirs = to_hand(game.state, 1, "SAI-15")
    assert code(game, PlayCard(1, theirs)) == "dbgt.dragon_ball_in_play"
    other = to_hand(game.state, 1, "SAI-16")
    assert game.check(PlayCard(1, other)).legal


def test_combat_cards_are_not_placed() -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    card = to_hand(game.state, 0, "SAI-1")
    verdict = game.check(PlayCard(0, card))
    assert verdict.code == "dbgt.not_placeable" and not verdict.possible


def test_setups_placed_then_used() -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    card = to_hand(game.state, 0, "SAI-22")
    assert game.submit(PlayCard(0, card)).applied
    assert game.state.cards[card].zone == "p0.setups"
    assert game.submit(MoveCard(0, card, "p0.discard")).applied  # used: discarded


@pytest.mark.parametrize(("discarded", "legal"), [(5, True), (4, False)])
def test_mp_level_up_costs_discard_cards(discarded: int, legal: bool) -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    tx = arrange(game.state)
    for uid in list(game.state.zones["p0.life_deck"].cards[-discarded:]):
        tx.move(uid, "p0.discard", face_up=True)
    drill = to_hand(game.state, 0, "SAI-130")
    game.submit(PlayCard(0, drill))
    outcome = game.submit(LevelUp(0))
    assert outcome.applied is legal
    if legal:
        assert game.state.cards[mp(game, 0)].card_id == "SAI-159"
        assert stage(game, mp(game, 0)) == 10  # new_stage "highest"
        assert len(game.state.zones["p0.removed"].cards) == 5
        assert game.state.cards[drill].zone == "p0.discard"  # drills discarded
    else:
        assert outcome.verdict.code == "dbgt.cost_unpayable"
        assert outcome.verdict.params == {"cost": 5, "available": 4}


def test_level_down_by_card_effect_to_stage_five() -> None:
    game = new_game()
    assert game.submit(EffectLevel(0, 0, 1)).applied
    assert game.submit(EffectLevel(0, 0, -1)).applied
    assert game.state.cards[mp(game, 0)].card_id == "SAI-158" and stage(game, mp(game, 0)) == 5
    assert game.check(EffectLevel(0, 0, -1)).code == "dbgt.no_lower_level"


def test_card_effects_keep_the_structural_rules() -> None:
    game = new_game()
    assert game.check(EffectStage(0, mp(game, 0), 11)).code == "dbgt.stage_out_of_ladder"
    assert game.submit(EffectStage(1, mp(game, 0), 4)).applied
    assert code(game, EffectMove(0, mp(game, 0), "p0.discard")) == "dbgt.mp_never_leaves"
    assert code(game, EffectMove(0, find(game.state, 0, "SAI-1"), "p1.hand")) == "dbgt.other_side"


# ---------------------------------------------------------------- Combat (§5, §6)


def combat_game(attacker: int = 0) -> Controller:
    game = new_game()
    set_step(game.state, "declare", active=attacker)
    assert game.submit(DeclareCombat(attacker)).applied
    assert game.submit(DefenderDraw(attacker)).applied
    return game


def test_entering_combat_and_the_defenders_draw_are_two_moments() -> None:
    """dbgt.md §5: "Defender draws 3 on entering Combat, after 'when entering Combat'
    effects: entering Combat and the defender's draw are two moments"."""
    game = new_game()
    set_step(game.state, "declare")
    assert game.submit(DeclareCombat(0)).applied
    assert game.state.values["step"] == "combat" and not game.state.zones["p1.hand"].cards
    # The moment between: a "when entering Combat" effect, no attack or pass yet.
    assert game.submit(EffectDraw(0)).applied and game.state.values.get("winner") is None
    attack = to_hand(game.state, 0, "SAI-25")
    assert code(game, Attack(0, attack)) == "dbgt.defender_draw_first"
    assert code(game, Pass(0)) == "dbgt.defender_draw_first"
    assert code(game, DefenderDraw(1)) == "dbgt.not_your_step"
    # The step bar's Next in this moment is the defender's draw, logged as such.
    assert game.submit(NextStep(0)).applied
    assert game.log[-1].action == DefenderDraw(0)
    assert len(game.state.zones["p1.hand"].cards) == 3
    assert game.state.values["phase"] == 0
    assert code(game, DefenderDraw(0)) == "dbgt.defender_has_drawn"
    assert game.submit(Attack(0, attack)).applied


def test_older_saves_declare_and_draw_at_once() -> None:
    game = new_game()
    set_step(game.state, "declare")
    old = parse_action("dbgt.declare 0")
    assert old == DeclareAndDraw(0) and game.submit(old).applied
    assert len(game.state.zones["p1.hand"].cards) == 3
    assert game.check(Pass(0)).legal


def test_two_passes_in_a_row_end_combat() -> None:
    game = combat_game()
    assert code(game, NextStep(0)) == "dbgt.combat_ends_by_passing"
    assert code(game, Pass(1)) == "dbgt.not_your_step"
    assert game.submit(Pass(0)).applied and game.state.values["step"] == "combat"
    assert game.submit(Pass(1)).applied and game.state.values["step"] != "combat"


def test_physical_attack_deals_pat_stages() -> None:
    game = combat_game()
    card = to_hand(game.state, 0, "SAI-25")  # Goku's Physical Attack: no printed damage
    expected = pat.damage("saiyan", 1400, 2200).damage
    preview = ruleset().preview_physical_attack(game.state, 0, card)
    assert preview["damage"] == expected and preview["ranks"][0] and preview["table"] == "saiyan"
    assert game.submit(Attack(0, card)).applied
    assert code(game, Pass(1)) == "dbgt.answer_the_attack"
    before = stage(game, mp(game, 1))
    assert game.submit(Take(1)).applied
    lost = max(0, expected - before)
    assert stage(game, mp(game, 1)) == max(0, before - expected)
    assert len(game.state.zones["p1.discard"].cards) == lost


@pytest.mark.parametrize(("card_id", "cost", "life"), [("SAI-113", 2, 2), ("SAI-109", 5, 6)])
def test_energy_attack_costs_and_life_damage(card_id: str, cost: int, life: int) -> None:
    game = combat_game()
    card = to_hand(game.state, 0, card_id)
    before = stage(game, mp(game, 0))
    deck = len(game.state.zones["p1.life_deck"].cards)
    assert game.submit(Attack(0, card)).applied
    assert stage(game, mp(game, 0)) == before - cost
    game.submit(Take(1))
    left = len(game.state.zones["p1.life_deck"].cards)
    assert deck - left >= life  # Dragon Balls turned up go to the bottom or out of the game
    assert len(game.state.zones["p1.discard"].cards) == life


def test_default_energy_damage_is_four_life_cards() -> None:
    game = combat_game(VEGETA)
    card = to_hand(game.state, 1, "SAI-94")  # Saiyan Energy Blast: cost 3, no printed damage
    arrange(game.state).set_card_counter(mp(game, 1), "stage", 5)
    assert game.submit(Attack(1, card)).applied
    assert stage(game, mp(game, 1)) == 2
    game.submit(Take(0))
    assert len(game.state.zones["p0.discard"].cards) == 4


def test_unpayable_cost_is_refused() -> None:
    game = combat_game()
    arrange(game.state).set_card_counter(mp(game, 0), "stage", 1)
    card = to_hand(game.state, 0, "SAI-113")
    verdict = game.check(Attack(0, card))
    assert verdict.code == "dbgt.cost_unpayable" and verdict.params == {"cost": 2, "available": 1}


def test_costs_paid_from_any_personality() -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    krillin = to_hand(game.state, 0, "SAI-167")
    game.submit(PlayCard(0, krillin))
    set_step(game.state, "declare")
    game.submit(DeclareCombat(0))
    game.submit(DefenderDraw(0))
    arrange(game.state).set_card_counter(mp(game, 0), "stage", 0)
    card = to_hand(game.state, 0, "SAI-113")
    assert game.submit(Attack(0, card, payer=krillin)).applied
    assert stage(game, krillin) == 1


@pytest.mark.parametrize(("defense", "legal"), [("SAI-153", True), ("SAI-108", False)])
def test_defense_must_match_the_attack_kind(defense: str, legal: bool) -> None:
    game = combat_game()
    attack = to_hand(game.state, 0, "SAI-25")
    game.submit(Attack(0, attack))
    card = to_hand(game.state, 1, "SAI-100" if legal else "SAI-220")
    verdict = game.check(Defend(1, card))
    assert verdict.legal is legal
    if not legal:
        assert verdict.code == "dbgt.defense_kind"
    else:
        before = stage(game, mp(game, 1))
        game.submit(Defend(1, card))
        assert stage(game, mp(game, 1)) == before
        assert game.state.values.get("pending") is None and game.state.values["phase"] == 1
    assert defense  # the Goku deck's defenses are checked in the random games


@pytest.mark.parametrize(("mp_stage", "legal"), [(1, True), (0, True), (2, False)])
def test_ally_takes_control_at_mp_stage_zero_or_one(mp_stage: int, legal: bool) -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    krillin = to_hand(game.state, 0, "SAI-167")
    game.submit(PlayCard(0, krillin))
    set_step(game.state, "declare")
    game.submit(DeclareCombat(0))
    game.submit(DefenderDraw(0))
    arrange(game.state).set_card_counter(mp(game, 0), "stage", mp_stage)
    verdict = game.check(TakeControl(0, krillin))
    assert verdict.legal is legal
    if legal:
        game.submit(TakeControl(0, krillin))
        assert ruleset().facts.in_control(game.state, 0) == krillin
    else:
        assert verdict.code == "dbgt.control_mp_stage"


def test_stage_damage_first_then_life_cards() -> None:
    game = combat_game()
    arrange(game.state).set_card_counter(mp(game, 1), "stage", 2)
    card = to_hand(game.state, 0, "SAI-24")  # Goku's Surprise Attack: 5 stages
    game.submit(Attack(0, card))
    game.submit(Take(1))
    assert stage(game, mp(game, 1)) == 0
    assert len(game.state.zones["p1.discard"].cards) == 3


@pytest.mark.parametrize("in_play", [False, True])
def test_dragon_ball_turned_up_by_damage(in_play: bool) -> None:
    game = combat_game()
    tx = arrange(game.state)
    ball = find(game.state, 1, "SAI-15")
    tx.move(ball, "p1.life_deck")  # on top
    if in_play:
        tx.move(find(game.state, 0, "SAI-15"), "p0.dragon_balls", face_up=True)
    card = to_hand(game.state, 0, "SAI-113")  # 2 life cards
    game.submit(Attack(0, card))
    game.submit(Take(1))
    where = game.state.cards[ball].zone
    assert where == ("p1.removed" if in_play else "p1.life_deck")
    if not in_play:
        assert game.state.zones["p1.life_deck"].cards[0] == ball
    assert len(game.state.zones["p1.discard"].cards) == 2


def test_life_card_capture_at_the_threshold() -> None:
    game = combat_game()
    ball = find(game.state, 1, "SAI-16")
    arrange(game.state).move(ball, "p1.dragon_balls", face_up=True)
    assert code(game, Capture(0, ball)) == "dbgt.no_capture"
    card = to_hand(game.state, 0, "SAI-BK1")  # Goku's Attack: 5 life cards
    game.submit(Attack(0, card))
    game.submit(Take(1))
    assert game.state.values.get("capture_offer") == 0
    assert game.submit(Capture(0, ball)).applied
    assert game.state.cards[ball].counters["captured_by"] == 0
    assert (
        game.state.cards[ball].rotation == 90 and game.state.cards[ball].zone == "p1.dragon_balls"
    )


def test_endurance_needs_a_style_and_its_mastery() -> None:
    game = combat_game()
    card = to_hand(game.state, 0, "SAI-113")
    game.submit(Attack(0, card))
    game.submit(Take(1))
    lost = game.state.zones["p1.discard"].cards[-2]
    assert code(game, Endure(1, lost, 1)) == "dbgt.endurance_unavailable"


# ---------------------------------------------------------------- Discard, Rejuvenation


@pytest.mark.parametrize("limit", [1, 2])
def test_discard_down_to_the_hand_limit(limit: int) -> None:
    game = new_game(rules=DbgtRuleset({"turn": {"hand_limit": limit}}))
    set_step(game.state, "declare")
    game.submit(NextStep(0))
    assert game.state.values["step"] == "discard" and game.state.values["discarding"] == 0
    assert code(game, NextStep(0)) == "dbgt.hand_over_limit"
    hand = game.state.zones["p0.hand"].cards
    while len(hand) > limit:
        assert game.submit(DiscardCard(0, hand[0])).applied
    assert code(game, DiscardCard(0, hand[0])) == "dbgt.hand_at_limit"
    assert game.submit(NextStep(0)).applied
    assert game.state.values["step"] == "rejuvenation"  # the opponent's hand is empty


def test_rejuvenation_only_without_combat() -> None:
    game = new_game()
    tx = arrange(game.state)
    top = game.state.zones["p0.life_deck"].cards[-1]
    tx.move(top, "p0.discard", face_up=True)
    set_step(game.state, "rejuvenation")
    assert game.submit(Rejuvenate(0)).applied
    assert game.state.zones["p0.life_deck"].cards[0] == top
    assert code(game, Rejuvenate(0)) in ("dbgt.already_rejuvenated", "empty_zone")
    other = combat_game()
    arrange(other.state).move(other.state.zones["p0.life_deck"].cards[-1], "p0.discard")
    set_step(other.state, "rejuvenation")
    assert code(other, Rejuvenate(0)) == "dbgt.rejuvenation_after_combat"


# ---------------------------------------------------------------- table moves


def test_destinations_light_up_the_legal_zones() -> None:
    game = new_game()
    set_step(game.state, "non_combat")
    krillin = to_hand(game.state, 0, "SAI-167")
    zones = ruleset().destinations(game.state, 0, krillin)
    assert zones == [f"p0.ally{i}" for i in range(1, 6)]
    assert game.submit(MoveCard(0, krillin, "p0.ally2")).applied
    assert game.state.cards[krillin].zone == "p0.ally2"
    refused = game.submit(MoveCard(0, mp(game, 0), "p0.discard"))
    assert not refused.applied and refused.verdict.code == "dbgt.move_not_allowed"


def test_manual_mode_applies_with_warnings() -> None:
    game = new_game(mode=Mode.MANUAL)
    krillin2 = to_hand(game.state, 0, "SAI-168")
    outcome = game.submit(PlayCard(0, krillin2))
    assert outcome.applied and outcome.warning is not None
    assert outcome.warning.code == "dbgt.wrong_step"
    assert game.state.cards[krillin2].zone == "p0.ally1"


def test_a_deck_without_dragon_balls_or_allies_still_plays() -> None:
    goku = demo_decks()[0]
    plain = DeckSpec("plain", {**goku.sections, "life deck": ("SAI-1",) * 40})
    game = new_game(decks=(plain, plain))
    assert game.state.values["step"] == "draw"


# ---------------------------------------------------------------- messages and layout


def test_every_action_kind_and_reason_code_has_a_message() -> None:
    import re
    from pathlib import Path

    from tabletop.engine.actions import Action
    from tabletop.games.dbgt import actions as dbgt_actions
    from tabletop.games.dbgt import messages as reasons_dbgt
    from tabletop.games.dbgt.effect_messages_more import MORE_REASONS

    kinds = {
        cls.kind
        for cls in vars(dbgt_actions).values()
        if isinstance(cls, type) and issubclass(cls, Action) and cls.kind.startswith("dbgt.")
    }
    names = set(reasons_dbgt.ACTION_NAMES)
    assert kinds == {name for name in names if name.count(".") == 1}
    assert names - kinds == {
        "dbgt.attack.physical",
        "dbgt.attack.energy",
        "dbgt.attack.on",
        "dbgt.defend.on",
        "dbgt.use.on",
    }
    folder = Path(dbgt_actions.__file__).parent
    codes: set[str] = set()
    for name in ("turn", "combat", "effects", "ruleset", "damage"):
        source = (folder / f"{name}.py").read_text(encoding="utf-8")
        codes |= set(re.findall(r'"(dbgt\.[a-z_]+)"', source))
    assert codes and codes <= set(reasons_dbgt.MESSAGES) | set(MORE_REASONS)


def test_the_layout_places_every_zone_once_inside_the_table() -> None:
    game = new_game()
    layout = ruleset().layout()
    placed = layout.place()
    assert sorted(z.zone for z in placed) == sorted(game.state.zones)
    width, height = layout.size
    for zone in placed:
        x, y, w, h = zone.rect
        assert x >= 0 and x + w <= width and y >= 0 and y + h <= height, zone
    for i, a in enumerate(placed):
        for b in placed[i + 1 :]:
            ax, ay, aw, ah = a.rect
            bx, by, bw, bh = b.rect
            assert ax + aw <= bx or bx + bw <= ax or ay + ah <= by or by + bh <= ay, (a, b)
    assert ruleset().steps() == (
        "draw", "non_combat", "power_up", "declare", "combat", "discard", "rejuvenation"
    )  # fmt: skip

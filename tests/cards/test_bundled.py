"""The bundled sets: every card validates, ids are right, counts match, defects are handled."""

from __future__ import annotations

import json
import re
from collections import Counter
from pathlib import Path

import pytest

from tabletop import paths
from tabletop.cards import CardDatabase, read_set_file
from tabletop.cards.models import (
    Character,
    CombatCardBase,
    DragonBall,
    Personality,
    Technique,
)

CARDS_DIR = paths.resource_path("cards")
SET_FILES = sorted(CARDS_DIR.glob("*/*.json"))
EXPECTED = {"SAI": ("dbgt", 264), "GF": ("yyh", 211), "DT": ("yyh", 160)}


def test_the_bundled_sets_are_the_expected_ones() -> None:
    found = {p.stem: (p.parent.name, len(read_set_file(p).cards)) for p in SET_FILES}
    assert found == EXPECTED


@pytest.mark.parametrize("path", SET_FILES, ids=lambda p: p.stem)
def test_every_card_validates_and_belongs_to_its_set(path: Path) -> None:
    card_set = read_set_file(path)
    assert card_set.game == path.parent.name and card_set.set == path.stem
    ids = [c.id for c in card_set.cards]
    assert len(ids) == len(set(ids))
    for card in card_set.cards:
        assert card.set == card_set.set
        assert card.id == f"{card_set.set}-{card.number}" == card.id.upper()
        assert card.game == card_set.game


@pytest.mark.parametrize("path", SET_FILES, ids=lambda p: p.stem)
def test_no_rules_text_is_bundled(path: Path) -> None:
    raw = json.loads(path.read_text(encoding="utf-8"))
    forbidden = {"text", "card_text", "effect", "rules", "errata", "mechanics", "note"}
    for card in raw["cards"]:
        assert not forbidden & set(card), card["id"]
        for attack in card.get("attacks", []) + ([card["attack"]] if "attack" in card else []):
            if isinstance(attack, dict) and attack.get("name"):
                assert len(attack["name"]) <= 40, card["id"]


def test_saiyan_saga_numbers(bundled: CardDatabase) -> None:
    numbers = {c.number for c in bundled.by_set("SAI")}
    expected = {str(n) for n in range(1, 251)}
    expected |= {f"BK{n}" for n in range(1, 8)} | {f"P{n}" for n in range(1, 8)}
    assert numbers == expected


def test_saiyan_saga_types(bundled: CardDatabase) -> None:
    counts = Counter(c.type for c in bundled.by_set("SAI"))
    assert counts == {
        "physical_combat": 56,
        "non_combat": 52,
        "personality": 49,
        "drill": 41,
        "energy_combat": 37,
        "combat": 22,
        "dragon_ball": 7,
    }


def test_personality_ladders(bundled: CardDatabase) -> None:
    personalities = [c for c in bundled.by_set("SAI") if isinstance(c, Personality)]
    assert len(personalities) == 49
    for p in personalities:
        assert p.stages[0] == 0 and len(p.stages) == 11 and p.top_stage == 10
        numeric = [v for v in p.stages if isinstance(v, int)]
        assert numeric == sorted(numeric)
        assert p.heritage is not None
    goku1 = bundled["SAI-158"]
    assert isinstance(goku1, Personality)
    assert (goku1.character, goku1.level, goku1.alignment, goku1.pur) == ("Goku", 1, "hero", 1)
    assert goku1.power_at(5) == 900 and goku1.power_at(99) == 1400 and goku1.power_at(-1) == 0
    hi_tech = sorted(p.id for p in personalities if p.hi_tech)
    assert hi_tech == [f"SAI-{n}" for n in range(179, 186)]
    assert not any(getattr(c, "is_backer", True) for c in bundled.by_game("dbgt"))


def test_earth_dragon_balls(bundled: CardDatabase) -> None:
    balls = [c for c in bundled.by_set("SAI") if isinstance(c, DragonBall)]
    assert sorted(b.db_number for b in balls) == list(range(1, 8))
    assert {b.db_set for b in balls} == {"Earth"} and {b.limit_per_deck for b in balls} == {1}


def test_combat_numbers_kept_from_the_mechanics(bundled: CardDatabase) -> None:
    def combat(card_id: str) -> CombatCardBase:
        card = bundled[card_id]
        assert isinstance(card, CombatCardBase)
        return card

    arm_bar = combat("SAI-5").damage
    assert arm_bar is not None and (arm_bar.kind, arm_bar.bonus) == ("pat", 3)
    anger = combat("SAI-46")
    assert anger.damage is not None and anger.damage.multiplier == 2
    back_kick = combat("SAI-71")
    assert back_kick.cost_stages == 5 and back_kick.damage is not None
    assert (back_kick.damage.kind, back_kick.damage.amount) == ("life", 6)
    burst = combat("SAI-219")
    assert burst.cost_stages == 0
    round_throw = combat("SAI-13")
    assert round_throw.attack and round_throw.defense and round_throw.defends == "energy"
    assert combat("SAI-153").defends == "physical"  # an energy card that stops physical attacks


def test_raditz_level_3_is_renumbered_and_flagged(bundled: CardDatabase) -> None:
    raditz3 = bundled["SAI-172"]
    assert isinstance(raditz3, Personality)
    assert (raditz3.name, raditz3.level) == ("Raditz Lv3", 3)
    assert raditz3.flags == ("number_corrected", "stats_unverified")
    assert raditz3.data_note and "Level 1" in raditz3.data_note
    raditz1 = bundled["SAI-170"]
    assert isinstance(raditz1, Personality) and raditz1.name == "Raditz Lv1" and not raditz1.flags


def test_banned_card_has_limit_zero(bundled: CardDatabase) -> None:
    card = bundled["SAI-242"]
    assert card.limit_per_deck == 0 and card.data_note


@pytest.mark.parametrize(
    ("card_id", "value"),
    [
        ("GF-C143", 2000),
        ("GF-C145", 8000),
        ("GF-ST166", 8000),
        ("GF-ST169", 4000),
        ("GF-S174", 12000),
    ],
)
def test_lost_zero_techniques_are_corrected(
    bundled: CardDatabase, card_id: str, value: int
) -> None:
    card = bundled[card_id]
    assert isinstance(card, Technique) and card.attack is not None
    assert card.attack.value == value and card.attack.name is None
    assert card.flags == ("attack_value_corrected",)
    assert card.data_note and str(value // 10) in card.data_note


def test_variable_attacks_are_null_and_flagged(bundled: CardDatabase) -> None:
    rando = bundled["GF-R36"]
    assert isinstance(rando, Character)
    assert [a.value for a in rando.attacks] == [2000, None]
    assert "attack_value_variable" in rando.flags
    reversal = bundled["GF-R161"]
    assert isinstance(reversal, Technique) and reversal.attack is not None
    assert reversal.attack.value is None and "attack_value_variable" in reversal.flags
    unflagged = [
        c.id
        for c in bundled.by_game("yyh")
        if (isinstance(c, Character) and any(a.value is None for a in c.attacks))
        or (isinstance(c, Technique) and c.attack is not None and c.attack.value is None)
    ]
    assert sorted(unflagged) == ["GF-R161", "GF-R36"]


def test_suspicious_teams_and_names_are_flagged(bundled: CardDatabase) -> None:
    ruka = bundled["DT-C62"]
    assert isinstance(ruka, Character)
    assert ruka.team is None and {"team_unknown", "defense_doubtful"} <= set(ruka.flags)
    ura = bundled["DT-C65"]
    assert isinstance(ura, Character)
    assert ura.team == "urameshi" and "team_doubtful" in ura.flags
    for card_id in ("GF-TC9", "DT-L7"):
        assert "name_spelling_doubtful" in bundled[card_id].flags
    assert "novelty" in bundled["DT-G0"].flags


def test_every_flag_has_a_note(bundled: CardDatabase) -> None:
    flagged = [c for c in bundled if c.flags]
    assert len(flagged) == 14
    assert all(c.data_note for c in flagged)


def test_yyh_types_and_teams(bundled: CardDatabase) -> None:
    assert Counter(c.type for c in bundled.by_set("GF")) == {
        "event": 77,
        "character": 60,
        "technique": 40,
        "item": 34,
    }
    assert Counter(c.type for c in bundled.by_set("DT")) == {
        "event": 58,
        "character": 51,
        "item": 27,
        "technique": 24,
    }
    teams = {c.team for c in bundled.by_game("yyh") if isinstance(c, Character)}
    assert all(t is None or re.fullmatch(r"[a-z_]+", t) for t in teams)
    assert "villain" not in teams
    leaders = [c for c in bundled.by_game("yyh") if isinstance(c, Character) and c.team_leader]
    assert len(leaders) == 32 and all(c.team for c in leaders)
    yoko = bundled["DT-G2"]
    assert isinstance(yoko, Character) and yoko.alignment == "both"


def test_set_headers(bundled: CardDatabase) -> None:
    infos = {s.code: s for s in bundled.sets()}
    assert infos["SAI"].name == "Saiyan Saga" and infos["SAI"].game == "dbgt"
    assert infos["GF"].name == "Ghost Files" and infos["DT"].name == "Dark Tournament"
    assert all(s.origin == "bundled" and s.name_ja for s in infos.values())


def test_sources_file_credits_the_origins() -> None:
    text = (CARDS_DIR / "SOURCES.md").read_text(encoding="utf-8")
    for origin in ("ryandy/dragon-ball-z-tcg", "motokostarwind/yyh-tcg"):
        assert origin in text

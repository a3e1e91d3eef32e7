"""Hypothesis strategies for valid cards of every model, and whole sets of them."""

from __future__ import annotations

from typing import Any, get_args

from hypothesis import strategies as st

from tabletop.cards.models import DBGT_TYPES, STYLES, YYH_TYPES, Card, CardFlag, Game
from tabletop.storage.user_sets import validate_card

_ALPHABET = st.sampled_from(
    [*"abcXYZ019 -,;:'\"!?()&/", "ä", "é", "ベ", "ビ", "ー", "悟", "空", "Ｚ", "→", "·"]
)
NAMES = st.text(_ALPHABET, min_size=1, max_size=24).map(str.strip).filter(bool)
TEXTS = (
    st.text(st.one_of(_ALPHABET, st.just("\n")), min_size=1, max_size=80)
    .map(str.strip)
    .filter(bool)
)
SLUGS = st.from_regex(r"[a-z][a-z0-9_]{0,10}", fullmatch=True)
FLAGS: list[str] = list(get_args(CardFlag))


def _maybe(strategy: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    return st.one_of(st.none(), strategy)


@st.composite
def ladders(draw: st.DrawFn) -> list[int | str]:
    """A valid power-stage ladder: 0 first, rising, some Z."""
    steps = draw(st.lists(st.integers(0, 3000), min_size=1, max_size=17))
    ladder: list[int | str] = [0]
    total = 0
    for step in steps:
        if draw(st.integers(0, 9)) == 0:
            ladder.append("Z")
        else:
            total += step
            ladder.append(total)
    return ladder


@st.composite
def card_data(draw: st.DrawFn, game: Game, code: str, number: str) -> dict[str, Any]:
    """The JSON data of a valid card of ``game`` in set ``code``."""
    card_type = draw(st.sampled_from(DBGT_TYPES if game == "dbgt" else YYH_TYPES))
    data: dict[str, Any] = {"id": f"{code}-{number}", "set": code, "number": number,
                            "type": card_type, "name": draw(NAMES)}  # fmt: skip
    optional = {
        "name_ja": NAMES, "rarity": SLUGS, "limit_per_deck": st.integers(0, 99),
        "data_note": TEXTS, "text": TEXTS, "note": TEXTS,
    }  # fmt: skip
    flags = draw(st.lists(st.sampled_from(FLAGS), unique=True, max_size=3))
    styles = st.sampled_from(STYLES)
    if game == "dbgt":
        optional |= {"named_for": NAMES, "alignment_marker": st.sampled_from(["hero", "villain"])}
        if card_type == "personality":
            data |= {
                "character": draw(NAMES), "level": draw(st.integers(1, 6)),
                "alignment": draw(st.sampled_from(["hero", "villain", "neutral"])),
                "pur": draw(st.integers(0, 20)), "stages": draw(ladders()),
                "hi_tech": draw(st.booleans()),
            }  # fmt: skip
            optional |= {"heritage": SLUGS, "style": styles}
        elif card_type == "backer":
            optional |= {"backer_for_name": NAMES, "backer_style": styles}
        elif card_type == "mastery":
            data["style"] = draw(styles)
        elif card_type == "dragon_ball":
            data |= {"db_set": draw(NAMES), "db_number": draw(st.integers(1, 7))}
        elif card_type in ("energy_combat", "physical_combat", "combat"):
            attack, defense = draw(st.sampled_from([(True, False), (False, True), (True, True)]))
            data |= {"attack": attack, "defense": defense}
            optional |= {"style": styles, "cost_stages": st.integers(0, 30)}
            if defense:
                optional["defends"] = st.sampled_from(["physical", "energy", "any"])
            if attack:
                optional["damage"] = st.one_of(
                    st.fixed_dictionaries(
                        {"kind": st.just("pat")},
                        optional={"bonus": st.integers(-20, 20), "multiplier": st.integers(1, 10)},
                    ),
                    st.fixed_dictionaries(
                        {"kind": st.sampled_from(["life", "stages"]), "amount": st.integers(0, 99)}
                    ),
                )
        else:
            optional["style"] = styles
    else:
        optional["has_effect_text"] = st.booleans()
        attack = st.fixed_dictionaries(
            {"cost": st.integers(0, 10), "value": _maybe(st.integers(0, 999_999))},
            optional={"name": NAMES, "name_ja": NAMES},
        )
        if card_type == "character":
            team = draw(_maybe(SLUGS))
            data |= {
                "alignment": draw(st.sampled_from(["hero", "villain", "neutral", "both"])),
                "defense": draw(st.integers(1, 999_999)),
                "attacks": draw(st.lists(attack, max_size=4)),
                "sideline_effect": draw(st.booleans()),
            }
            if team is not None:
                data |= {"team": team, "team_leader": draw(st.booleans())}
            attacks = data["attacks"]
        else:
            data["spirit_cost"] = draw(st.integers(0, 10))
            attacks = []
            if card_type == "technique":
                data["attack"] = draw(_maybe(attack))
                attacks = [data["attack"]] if data["attack"] else []
        if any(a["value"] is None for a in attacks) and "attack_value_variable" not in flags:
            flags.append("attack_value_variable")
    for key, strategy in optional.items():
        value = draw(_maybe(strategy))
        if value is not None:
            data[key] = value
    if flags:
        data["flags"] = flags
    return data


@st.composite
def card_sets(draw: st.DrawFn, game: Game | None = None) -> tuple[Game, str, list[Card]]:
    """``(game, set code, cards)``: a set of 1 to 12 valid cards of a new set code."""
    game = game or draw(st.sampled_from(["dbgt", "yyh"]))
    code = draw(st.from_regex(r"Q[A-Z0-9]{1,3}", fullmatch=True))
    numbers = draw(
        st.lists(st.from_regex(r"[A-Z0-9]{1,4}", fullmatch=True), min_size=1, max_size=12,
                 unique=True)
    )  # fmt: skip
    cards = [validate_card(game, draw(card_data(game, code, number))) for number in numbers]
    return game, code, cards

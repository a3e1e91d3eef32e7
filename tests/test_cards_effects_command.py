"""``tabletop cards import|export`` with card effects (issue 26), in a child process as a user
runs it: a row with a bad effect is refused naming its effect in the user's language, the
others are imported with ``--valid-only``, and an exported set imports back the same."""

from __future__ import annotations

import json
from pathlib import Path

from tests.test_cards_command import cards

EFFECTS_CSV = (  # both games' cards have an effects column: the game column says which
    "game,set,number,type,name,effects,set_name\n"
    'dbgt,EFX,1,non_combat,Power Up,"[{""do"":""raise_stages"",""amount"":3}]",Effects\n'
    'dbgt,EFX,2,non_combat,Too Much,"[{""do"":""raise_stages"",""amount"":99}]",Effects\n'
    'dbgt,EFX,3,non_combat,Formula,"=HYPERLINK(""http://example.com"")",Effects\n'
    "dbgt,EFX,4,setup,Plain,,Effects\n"
)


def test_a_bad_effect_is_refused_by_row_in_japanese_then_the_rest_round_trips(
    tmp_path: Path,
) -> None:
    home = tmp_path / "home"
    source = tmp_path / "effects.csv"
    source.write_text(EFFECTS_CSV, encoding="utf-8")
    refused = cards("import", str(source), "--lang", "ja", home=home)
    assert refused.returncode == 1, refused.stdout + refused.stderr
    assert "Traceback" not in refused.stderr
    lines = (refused.stdout + refused.stderr).splitlines()
    too_big = [line for line in lines if ": 3行目" in line]
    formula = [line for line in lines if ": 4行目" in line]
    assert too_big and "効果1" in too_big[0] and "20" in too_big[0], lines
    assert formula and "JSON" in formula[0], lines
    assert not (home / "data" / "cards" / "dbgt" / "EFX.json").exists()

    done = cards("import", str(source), "--valid-only", "--json", home=home)
    assert done.returncode in (0, 1), done.stderr
    out = tmp_path / "EFX.csv"
    exported = cards("export", "--game", "dbgt", "--set", "EFX", str(out), home=home)
    assert exported.returncode == 0, exported.stderr
    text = out.read_text(encoding="utf-8-sig")
    assert '"[{""do"":""raise_stages"",""amount"":3' in text
    again = cards("import", str(out), "--json", home=tmp_path / "fresh")
    assert again.returncode == 0, again.stdout + again.stderr
    saved = json.loads(
        (tmp_path / "fresh" / "data" / "cards" / "dbgt" / "EFX.json").read_text("utf-8")
    )
    effects = {card["number"]: card.get("effects") for card in saved["cards"]}
    assert effects == {"1": [{"do": "raise_stages", "amount": 3}], "4": None}

"""An attack's Japanese name through ``tabletop cards import|export`` in a child process, as a
user runs it: the ``attackN_name_ja`` columns are read, kept in the user's set and written back
(CSV and JSON round trips give the same set), and a bundled set exports its attacks' names."""

from __future__ import annotations

import csv
import io
import json
from pathlib import Path

from tests.test_cards_command import cards

YYH_CSV = (
    "set,number,type,name,name_ja,alignment,defense,attack1_name,attack1_name_ja,attack1_cost,"
    "attack1_value,attack2_name,attack2_cost,attack2_value,attack3_name_ja,attack3_cost,"
    "attack3_value,flags,set_name\n"
    "EX,1,character,Yusuke,幽助,hero,5000,Spirit Gun,霊丸,1,2000,Punch,0,1000,霊丸・ミニ,2,X,"
    "attack_value_variable,Example\n"
)


def test_attack_japanese_names_import_and_export_unchanged(tmp_path: Path) -> None:
    home = tmp_path / "home"
    source = tmp_path / "ex.csv"
    source.write_text(YYH_CSV, encoding="utf-8")
    done = cards("import", str(source), "--json", home=home)
    assert done.returncode == 0, done.stdout + done.stderr
    stored = home / "data" / "cards" / "yyh" / "EX.json"
    [card] = json.loads(stored.read_text(encoding="utf-8"))["cards"]
    assert card["attacks"] == [
        {"cost": 1, "value": 2000, "name": "Spirit Gun", "name_ja": "霊丸"},
        {"cost": 0, "value": 1000, "name": "Punch"},
        {"cost": 2, "value": None, "name_ja": "霊丸・ミニ"},
    ]
    for suffix in ("csv", "json"):
        out = tmp_path / f"EX.{suffix}"
        exported = cards("export", "--game", "yyh", "--set", "EX", str(out), home=home)
        assert exported.returncode == 0, exported.stderr
        if suffix == "csv":
            [row] = csv.DictReader(io.StringIO(out.read_text(encoding="utf-8-sig")))
            assert (row["attack1_name_ja"], row["attack2_name_ja"]) == ("霊丸", "")
            assert row["attack3_name_ja"] == "霊丸・ミニ" and row["attack3_name"] == ""
        fresh = tmp_path / f"fresh-{suffix}"
        again = cards("import", str(out), "--json", home=fresh)
        assert again.returncode == 0, again.stdout
        assert json.loads(again.stdout)["problems"] == []
        copy = fresh / "data" / "cards" / "yyh" / "EX.json"
        assert copy.read_bytes() == stored.read_bytes()


def test_a_bundled_set_exports_its_attacks_japanese_names(tmp_path: Path) -> None:
    out = tmp_path / "GF.csv"
    done = cards("export", "--game", "yyh", "--set", "GF", str(out), home=tmp_path / "home")
    assert done.returncode == 0, done.stderr
    rows = {r["number"]: r for r in csv.DictReader(io.StringIO(out.read_text("utf-8-sig")))}
    assert (rows["ST9"]["attack1_name"], rows["ST9"]["attack1_name_ja"]) == ("Spirit Gun", "霊丸")
    assert rows["ST41"]["attack1_name_ja"] == "ローズウィップ"

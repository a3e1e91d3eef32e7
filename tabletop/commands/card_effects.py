"""``tabletop cards effects [--game G] [--set CODE] [--json] [--lang ja|en]``: what the cards
do, as data and in words, and whether the rules apply it or the players do by hand.

The text lists each card with an effect (``id  name  automated|by hand  words``), then one
line per set with its figures; ``--json`` prints ``{"sets": [{"set", "cards", "with_effect",
"automated", "by_hand"}, ...], "cards": [{"id", "effects", "words": {"en", "ja"},
"automated"}, ...]}`` (the cards with an effect only; the words in both languages).
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any, TextIO

from tabletop.commands.card_terminal import load_database, say, say_json
from tabletop.engine.noop import QT_TRANSLATE_NOOP
from tabletop.games.packages import GAME_PACKAGES

if TYPE_CHECKING:
    from tabletop.cards.database import CardDatabase, SetInfo
    from tabletop.cards.models import Card

OK, REFUSED = 0, 1
CONTEXT = "CardsCommand"


def register(
    actions: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse.ArgumentParser:
    """Add ``effects`` to the actions of ``tabletop cards``."""
    parser = actions.add_parser(
        "effects",
        help="what the cards do: their effects as data and words, automated or by hand",
        description="List each card with an effect, its words and whether the rules apply it "
        "(automated) or the players do (by hand), then the figures of each set.",
    )
    parser.add_argument("--game", choices=tuple(GAME_PACKAGES), default=None)
    parser.add_argument("--set", dest="set_code", metavar="CODE", default=None)
    parser.add_argument("--json", action="store_true", help="print JSON (words in en and ja)")
    parser.add_argument(
        "--lang",
        "--language",
        dest="lang",
        choices=("ja", "en"),
        default=None,
        help="language of the words and messages",
    )
    parser.set_defaults(run=run_effects)
    return parser


def _chosen_sets(
    database: CardDatabase, game: str | None, code: str | None
) -> tuple[SetInfo, ...] | None:
    """The sets asked for (None when ``code`` names no set of ``game``)."""
    if not code:
        return database.sets(game)
    info = database.set_info(code)
    if info is None or (game and info.game != game):
        return None
    return (info,)


def _card_name(card: Card, language: str) -> str:
    return (getattr(card, "name_ja", None) or card.name) if language == "ja" else card.name


def _as_data(effect: object) -> dict[str, Any]:
    """An effect as JSON data (without ``since`` when it is the first generation's)."""
    data: dict[str, Any] = effect.model_dump(mode="json")  # type: ignore[attr-defined]
    if data.get("since") is None:
        data.pop("since", None)
    return data


def run_effects(
    args: argparse.Namespace, out: TextIO | None = None, err: TextIO | None = None
) -> int:
    """Print the effects of the cards of the sets asked for; the exit status."""
    from tabletop.games.effect_words import all_automated, card_effect_lines, card_effects
    from tabletop.i18n.plain import command_translate, system_language
    from tabletop.storage.card_io import describe_code

    out, err = out or sys.stdout, err or sys.stderr
    translate = command_translate(args.lang)
    database = load_database(err, translate)
    sets = _chosen_sets(database, args.game, args.set_code)
    if sets is None:
        params = {"set": str(args.set_code).upper(), "game": args.game or "dbgt/yyh"}
        say(describe_code("unknown_set", params, translate), err)
        return REFUSED
    words = {"en": command_translate("en"), "ja": command_translate("ja")}
    figures: list[dict[str, Any]] = []
    cards: list[dict[str, Any]] = []
    language = args.lang or system_language()
    status = {
        True: translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "automated")),
        False: translate(CONTEXT, QT_TRANSLATE_NOOP("CardsCommand", "by hand")),
    }
    lines: list[str] = []
    for info in sets:
        with_effect = automated = 0
        for card in database.by_set(info.code):
            effects = card_effects(card)
            if not effects:
                continue
            done = all_automated(card)
            with_effect += 1
            automated += done
            cards.append(
                {
                    "id": card.id,
                    "effects": [_as_data(e) for e in effects],
                    "words": {lang: card_effect_lines(card, tr) for lang, tr in words.items()},
                    "automated": done,
                }
            )
            said = " ".join(card_effect_lines(card, translate))
            lines.append(f"{card.id}\t{_card_name(card, language)}\t{status[done]}\t{said}")
        figures.append(
            {
                "set": info.code,
                "cards": len(info.card_ids),
                "with_effect": with_effect,
                "automated": automated,
                "by_hand": with_effect - automated,
            }
        )
    if args.json:
        say_json({"sets": figures, "cards": cards}, out)
        return OK
    for line in lines:
        say(line, out)
    summary = translate(
        CONTEXT,
        QT_TRANSLATE_NOOP(
            "CardsCommand",
            "{set}: {cards} cards, {with_effect} with an effect: {automated} automated, "
            "{by_hand} by hand.",
        ),
    )
    for figure in figures:
        say(summary.format(**figure), out)
    return OK

#!/bin/sh
# Builds the wheel (translations compiled first, so the .qm files go in), installs it in a
# fresh virtual environment and runs the installed app with --smoke and --screenshot on Qt's
# offscreen platform, from a folder outside the checkout. Run with the project's venv active.
set -eu
cd "$(dirname "$0")/.."
python -m tabletop.i18n.catalog
rm -rf build/wheel build/wheel-venv
pip wheel --quiet --no-deps --wheel-dir build/wheel .
python -m venv build/wheel-venv
build/wheel-venv/bin/pip install --quiet --disable-pip-version-check build/wheel/tabletop-*.whl
cd "$(mktemp -d)"
export QT_QPA_PLATFORM=offscreen
export TABLETOP_HOME="$PWD/home"
"$OLDPWD/build/wheel-venv/bin/tabletop" --smoke
"$OLDPWD/build/wheel-venv/bin/tabletop" --screenshot shot.png --lang ja
"$OLDPWD/build/wheel-venv/bin/tabletop" deck check --lang en \
    "$OLDPWD"/assets/decks/*.deck
test -s shot.png
echo "wheel OK: $(ls "$OLDPWD"/build/wheel/)"

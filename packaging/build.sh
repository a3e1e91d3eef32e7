#!/bin/sh
# Builds the one-folder app into dist/tabletop and checks that it starts: the translations are
# compiled, PyInstaller runs the spec, then the built executable runs --smoke and --screenshot
# on Qt's offscreen platform. Needs the project installed with the "package" extra:
#   pip install -e '.[test,dev,package]' && sh packaging/build.sh
# With --native, the engine is compiled first (packaging/native.py, into build/native; needs a
# C compiler) and the app is frozen from that tree; its --version must then say so.
set -eu
cd "$(dirname "$0")/.."
python -m tabletop.i18n.catalog
engine="engine: Python"
if [ "${1:-}" = "--native" ]; then
    python packaging/native.py build/native
    export TABLETOP_NATIVE_TREE="$PWD/build/native"
    engine="engine: compiled with mypyc"
fi
pyinstaller --noconfirm --clean --distpath dist --workpath build/pyinstaller packaging/tabletop.spec
export QT_QPA_PLATFORM=offscreen
export TABLETOP_HOME="$(mktemp -d)"
dist/tabletop/tabletop --version | grep -F "($engine)"
dist/tabletop/tabletop --smoke
dist/tabletop/tabletop --screenshot build/frozen-screenshot.png --lang ja
test -s build/frozen-screenshot.png
# Remote play's TLS: the frozen app makes the host's certificate (cryptography) and says the
# invitation with its fingerprint (no guest comes: the host gives up after a second, exit 1).
dist/tabletop/tabletop host --game dbgt --port 0 --seat0 remote --seat1 random --wait 1 --lang en 2>&1 \
    | grep -E "tabletop://127\.0\.0\.1:[0-9]+/[A-Za-z0-9_-]+\?fp=[0-9a-f]{64}"
echo "frozen app OK: dist/tabletop/tabletop ($(du -sh dist/tabletop | cut -f1))"

#!/bin/sh
# Installs the Debian/Ubuntu libraries Qt needs (xcb platform for a desktop, offscreen for CI),
# only those missing, and a Japanese font (the interface switches to Japanese; the tests draw
# Japanese card names). Uses sudo when not root; on systems without apt-get it only explains.
set -eu
PACKAGES="python3-venv libegl1 libgl1 libglx0 libxkbcommon0 libxkbcommon-x11-0 libfontconfig1
libfreetype6 libdbus-1-3 libglib2.0-0 fonts-dejavu-core libxcb-cursor0 libxcb-icccm4
libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-randr0 libxcb-shape0 libxcb-xkb1
fonts-noto-cjk"

if ! command -v apt-get >/dev/null 2>&1 || ! command -v dpkg-query >/dev/null 2>&1; then
    echo "system-deps: no apt-get here; install Qt 6's xcb/EGL libraries with your package manager"
    exit 0
fi
missing=""
for package in $PACKAGES; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $package"
    fi
done
[ -z "$missing" ] && exit 0
if [ "$(id -u)" -eq 0 ]; then
    run=""
elif command -v sudo >/dev/null 2>&1; then
    run="sudo"
else
    echo "system-deps: please install as root:$missing" >&2
    exit 1
fi
echo "system-deps: installing$missing"
$run apt-get update -qq
# shellcheck disable=SC2086
DEBIAN_FRONTEND=noninteractive $run apt-get install -y -qq --no-install-recommends $missing >/dev/null

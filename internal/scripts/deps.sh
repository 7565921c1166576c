#!/usr/bin/env bash
# Installs the Debian packages that building and testing rigplay needs, but
# only those that are missing, so it is cheap to run before every make goal.
# Uses sudo when not root. Set RIGPLAY_SKIP_DEPS=1 to skip it entirely.
set -euo pipefail
[ "${RIGPLAY_SKIP_DEPS:-}" = 1 ] && exit 0
command -v dpkg-query >/dev/null 2>&1 || { echo "deps: not a Debian system; install the X11, GL and ALSA development packages yourself" >&2; exit 0; }

# chromium runs the browser test of the web player (cmd/rigplay-web); ffmpeg
# (the independent decoder) and lame (the encoder of the test signals) run
# the MP3 decoder's tests (internal/sound/mp3, rigplay sound). Those tests
# skip without them, but CI installs them so that they run.
pkgs=(gcc pkg-config libc6-dev libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev
      libxrandr-dev libxxf86vm-dev libasound2-dev xvfb xauth libgl1-mesa-dri chromium
      ffmpeg lame)
# Wanted but not needed: without xdotool the desktop-mode test that drives
# a real pointer skips.
optional=(xdotool)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for p in "${pkgs[@]}"; do
  installed "$p" || missing+=("$p")
done
missing_optional=()
for p in "${optional[@]}"; do
  installed "$p" || missing_optional+=("$p")
done
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
updated=0
if [ ${#missing[@]} -gt 0 ]; then
  echo "deps: installing ${missing[*]}"
  $sudo apt-get update -qq
  updated=1
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi
if [ ${#missing_optional[@]} -gt 0 ]; then
  echo "deps: installing ${missing_optional[*]} (optional)"
  { [ $updated = 1 ] || $sudo apt-get update -qq; } &&
    $sudo apt-get install -y -qq --no-install-recommends "${missing_optional[@]}" >/dev/null ||
    echo "deps: could not install ${missing_optional[*]}; the tests that need it will skip" >&2
fi

# Go itself: the module needs Go 1.26 or newer.
if ! command -v go >/dev/null 2>&1; then
  echo "deps: Go 1.26 is not on PATH; install it from go.dev/dl first" >&2
  exit 1
fi

#!/usr/bin/env bash
# Runs a command with a display and a sound device even on a machine with
# neither: under Xvfb when DISPLAY is unset, and with ALSA's null device when
# the machine has no sound card.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ ! -s /proc/asound/cards ] || grep -q "no soundcards" /proc/asound/cards 2>/dev/null; then
  # alsa-lib reads this file after its own configuration; it makes the
  # default PCM a null sink so that real playback code runs without hardware.
  export ALSA_CONFIG_PATH="/usr/share/alsa/alsa.conf:$here/asound-null.conf"
fi
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1280x1024x24" "$@"
fi
exec "$@"

#!/usr/bin/env bash
# Makes the test sounds in this folder: a 0.3 s, 440 Hz sine with a short
# fade in and out, synthesized here, as 16-bit mono WAV at 22,050 Hz, then
# encoded to Ogg Vorbis (oggenc, from vorbis-tools) and MP3 (lame). The
# outputs are committed, so tests need neither tool; run this only to make
# them again.
#
# tone.mp3 is the tone as a 22,050 Hz MPEG-2 Layer III file; tone-RATE.mp3
# are the same tone resampled by lame to the other rates MP3 characters
# use: 8,000 and 11,025 Hz (MPEG-2.5, the Microsoft Agent era's), 16,000 Hz
# (MPEG-2) and 44,100 Hz (MPEG-1). All are mono, constant bit rate, without
# a Xing/LAME tag (-t), so a decoder gives the tone plus lame's delay,
# padded to whole frames.
#
# tone-damaged.mp3 is tone.mp3 with frame 3 (at byte 313) damaged: its
# side information claims 4095 bits of data for the granule, more than the
# frame and the bit reservoir hold. Validation refuses it, naming the
# frame; playback plays that frame as a short silence.
set -euo pipefail
cd "$(dirname "$0")"
python3 - <<'PY'
import math, struct, wave
rate, secs, hz = 22050, 0.3, 440.0
n = int(rate * secs)
fade = int(rate * 0.02)
with wave.open("tone.wav", "wb") as w:
    w.setnchannels(1)
    w.setsampwidth(2)
    w.setframerate(rate)
    frames = bytearray()
    for i in range(n):
        env = min(1.0, i / fade, (n - 1 - i) / fade)
        frames += struct.pack("<h", int(0.5 * 32767 * env * math.sin(2 * math.pi * hz * i / rate)))
    w.writeframes(bytes(frames))
PY
oggenc -Q -q 0 --serial 1 -o tone.ogg tone.wav
lame --quiet -b 32 --resample 22.05 --nores --noreplaygain -t tone.wav tone.mp3
# rate in Hz, lame's --resample in kHz, bit rate in kbit/s
for spec in 8000:8:16 11025:11.025:16 16000:16:24 44100:44.1:32; do
  IFS=: read -r hz khz kbps <<<"$spec"
  lame --quiet -m m -b "$kbps" --resample "$khz" --nores --noreplaygain -t tone.wav "tone-$hz.mp3"
done
python3 - <<'PY'
data = bytearray(open("tone.mp3", "rb").read())
pos = frame = 0
while frame < 3:  # MPEG-2 Layer III frames, 22,050 Hz, no CRC
    bitrate = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160][data[pos + 2] >> 4]
    pos += 72000 * bitrate // 22050 + (data[pos + 2] >> 1 & 1)
    frame += 1
data[pos + 5] |= 0x7F  # part2_3_length: all ones
data[pos + 6] |= 0xF8
open("tone-damaged.mp3", "wb").write(data)
PY

package main

import (
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/rigplay/rigplay/engine/character"
	"github.com/rigplay/rigplay/engine/diag"
	"github.com/rigplay/rigplay/internal/fsread"
	"github.com/rigplay/rigplay/internal/safeout"
	"github.com/rigplay/rigplay/internal/sound"
)

func init() {
	register("sound", "decode a sound as rigplay plays it: sound FILE [-o OUT.wav]", runSound)
}

const soundUsage = "FILE [-o OUT.wav]"

// runSound decodes a sound file (WAV, Ogg Vorbis or MP3) with the decoder
// rigplay plays it with (docs/character-package.md#sounds), prints its
// format, rate, channels and length, and with -o writes it as a 16-bit
// WAV file at its own rate and with its own channels: an author hears
// what rigplay plays, and tests compare rigplay's decoders with others.
// A damaged MP3 frame (which plays as a short silence) is a warning.
// Exit 1 when the file does not decode, 2 on bad usage.
func runSound(args []string, stdout, stderr io.Writer) int {
	fs := newFlagSet("sound", soundUsage, stderr)
	out := fs.String("o", "", "write the decoded sound to this WAV file (16-bit PCM, the sound's rate and channels)")
	pos, err := parseInterspersed(fs, args)
	if errors.Is(err, flag.ErrHelp) {
		return 0
	}
	if err != nil {
		return 2
	}
	if len(pos) != 1 {
		fmt.Fprintln(stderr, "rigplay sound: want exactly one FILE")
		fs.Usage()
		return 2
	}
	name := pos[0]
	shown := diag.Escape(name)
	data, err := fsread.ReadPath(name, character.DefaultMaxSoundBytes)
	if err != nil {
		say(stderr, "rigplay sound: %s", diag.Escape(err.Error()))
		return 1
	}
	info, err := sound.Describe(data)
	var p sound.PCM
	if err == nil {
		p, err = sound.Decode(data, 0)
	}
	if err != nil {
		say(stderr, "rigplay sound: %s: %s", shown, diag.Escape(err.Error()))
		return 1
	}
	samples := len(p.Data) / 4
	channels := "1 channel"
	if info.Channels == 2 {
		channels = "2 channels"
	}
	say(stdout, "%s: %s (%s), %d Hz, %s, %.3f s (%d samples)", shown, sound.FormatName(info.Format), info.Detail,
		p.Rate, channels, float64(samples)/float64(p.Rate), samples)
	if p.Damage != "" {
		say(stderr, "rigplay sound: %s: warning: %s", shown, diag.Escape(p.Damage))
	}
	if *out == "" {
		return 0
	}
	// The WAV must not be the sound read (docs/errors.md#outputs).
	set := safeout.NewSet(readInputs(nil, "", name))
	if err := set.Check(*out); err != nil {
		say(stderr, "rigplay sound: -o: %v", err)
		return 1
	}
	err = set.WriteBytes(*out, wavBytes(p, info.Channels))
	if err == nil {
		err = set.Commit()
	}
	if err != nil {
		say(stderr, "rigplay sound: %v", err)
		return 1
	}
	return 0
}

// wavBytes returns p (16-bit stereo) as a 16-bit PCM WAV file with ch
// channels: for 1, the left channel (Decode doubles mono).
func wavBytes(p sound.PCM, ch int) []byte {
	frames := len(p.Data) / 4
	size := frames * 2 * ch
	b := make([]byte, 0, 44+size)
	b = append(b, "RIFF"...)
	b = binary.LittleEndian.AppendUint32(b, uint32(36+size))
	b = append(b, "WAVEfmt "...)
	b = binary.LittleEndian.AppendUint32(b, 16)
	b = binary.LittleEndian.AppendUint16(b, 1) // linear PCM
	b = binary.LittleEndian.AppendUint16(b, uint16(ch))
	b = binary.LittleEndian.AppendUint32(b, uint32(p.Rate))
	b = binary.LittleEndian.AppendUint32(b, uint32(p.Rate*2*ch))
	b = binary.LittleEndian.AppendUint16(b, uint16(2*ch))
	b = binary.LittleEndian.AppendUint16(b, 16)
	b = append(b, "data"...)
	b = binary.LittleEndian.AppendUint32(b, uint32(size))
	if ch == 2 {
		b = append(b, p.Data[:4*frames]...)
	} else {
		for i := 0; i < frames; i++ {
			b = append(b, p.Data[4*i], p.Data[4*i+1])
		}
	}
	return b
}

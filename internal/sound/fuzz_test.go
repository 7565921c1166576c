package sound

import (
	"testing"

	"github.com/rigplay/rigplay/internal/memtest"
)

// FuzzDecode: no input makes Check or Decode panic, hang, go past the
// limit, or disagree: what checks also decodes, undamaged, to the size
// Check said, in whole stereo samples; what does not decode does not
// check (Decode plays damaged MP3 frames as silence where Check refuses
// them, so only that way round). Each input also runs under a memory
// limit (memtest, in a child process but when fuzzing), so an input that
// makes a decoder allocate what a header claims fails with its name
// instead of killing the fuzz target; the generated hostile sounds
// (hostileSounds) are among the seeds.
func FuzzDecode(f *testing.F) {
	for _, name := range []string{"tone.wav", "tone.ogg", "tone.mp3", "tone-8000.mp3", "tone-44100.mp3", "tone-damaged.mp3"} {
		data := readTone(f, name)
		f.Add(data)
		f.Add(data[:len(data)/3])
	}
	f.Add(makeWAV(1, 2, 8, 11025, make([]byte, 20)))
	f.Add([]byte("ID3\x03\x00\x00\x00\x00\x00\x00\xff\xfb\x90"))
	for _, h := range hostileSounds(f) {
		f.Add(h.data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "decode", data, allocLimit)
		const limit = 1 << 20
		n, cerr := Check(data, limit)
		p, err := Decode(data, limit)
		if cerr == nil && (err != nil || p.Damage != "") || cerr != nil && err == nil && p.Damage == "" {
			t.Fatalf("Check: %v; Decode: %v (damage %q)", cerr, err, p.Damage)
		}
		if err != nil {
			if n != 0 || p.Data != nil {
				t.Fatalf("size %d, %d bytes with errors %v / %v", n, len(p.Data), cerr, err)
			}
			return
		}
		if len(p.Data)%4 != 0 || p.Rate <= 0 || Size(int64(len(p.Data)/4), p.Rate) > limit {
			t.Fatalf("%d bytes at %d Hz (limit %d)", len(p.Data), p.Rate, limit)
		}
		if cerr != nil {
			return // a damaged MP3: Decode plays it, Check refuses it
		}
		if n < 0 || n > limit {
			t.Fatalf("size %d (limit %d)", n, limit)
		}
		if got := Size(int64(len(p.Data)/4), p.Rate); got != n {
			t.Fatalf("Check says %d bytes, Decode gives %d counted", n, got)
		}
	})
}

package mp3

import (
	"bytes"
	"io"
	"testing"
)

// TestDecoder_ZeroAllocsPerFrame: once made, a Decoder decodes frame after
// frame without allocating (DEVELOPERS.md, hot paths), strict or not,
// mono or stereo, and so does seeking once the frame index is built.
func TestDecoder_ZeroAllocsPerFrame(t *testing.T) {
	needTool(t, "lame")
	for _, tc := range []struct {
		name     string
		rate, ch int
		args     []string
		opts     Options
	}{
		{"22050 Hz mono", 22050, 1, []string{"-m", "m", "-b", "32"}, Options{}},
		{"44100 Hz joint stereo, strict", 44100, 2, []string{"-m", "j", "-b", "128"}, Options{Strict: true}},
		{"8000 Hz mono as stereo", 8000, 1, []string{"-m", "m", "-b", "16", "--resample", "8"}, Options{Stereo: true}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			mp3 := lameEncode(t, signal(tc.rate, tc.ch, 4, 9), tc.rate, tc.ch, tc.args...)
			d, err := NewDecoder(bytes.NewReader(mp3), tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			buf := make([]byte, 2*576*d.Channels()) // a granule at a time
			if allocs := testing.AllocsPerRun(40, func() {
				if _, err := d.Read(buf); err != nil {
					t.Fatal(err)
				}
			}); allocs != 0 {
				t.Errorf("Read: %v allocations per call", allocs)
			}
			if _, err := d.Seek(0, io.SeekStart); err != nil { // builds the index
				t.Fatal(err)
			}
			at := int64(0)
			if allocs := testing.AllocsPerRun(50, func() {
				at = (at + 12345*int64(2*d.Channels())) % (d.Length() * int64(2*d.Channels()))
				if _, err := d.Seek(at, io.SeekStart); err != nil {
					t.Fatal(err)
				}
				if _, err := d.Read(buf); err != nil {
					t.Fatal(err)
				}
			}); allocs != 0 {
				t.Errorf("Seek and Read: %v allocations per call", allocs)
			}
		})
	}
}

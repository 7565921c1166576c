package mp3

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// readFixture reads testdata/sounds/<name>.
func readFixture(t *testing.T, name string) []byte {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("..", "..", "..", "testdata", "sounds", name))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// pcmOf decodes data whole (strict) and returns the PCM bytes.
func pcmOf(t *testing.T, data []byte, r func([]byte) io.Reader) ([]byte, *Decoder) {
	t.Helper()
	d, err := NewDecoder(r(data), Options{Strict: true})
	if err != nil {
		t.Fatal(err)
	}
	b, err := io.ReadAll(d)
	if err != nil {
		t.Fatal(err)
	}
	return b, d
}

// onlyReader hides every method but Read: a stream that cannot seek.
type onlyReader struct{ r io.Reader }

func (o onlyReader) Read(p []byte) (int, error) { return o.r.Read(p) }

// TestTags_Skipped: ID3v2 tags before the audio (two of them, one with a
// footer), and ID3v1, APE and Lyrics3 tags after it, leave the sound as
// it is, from a seekable input and from one that is not.
func TestTags_Skipped(t *testing.T) {
	bare := readFixture(t, "tone-44100.mp3")
	want, _ := pcmOf(t, bare, func(b []byte) io.Reader { return bytes.NewReader(b) })
	id3v2 := func(body string, footer bool) []byte {
		n := len(body)
		flags := byte(0)
		if footer {
			flags = 0x10
		}
		b := []byte{'I', 'D', '3', 4, 0, flags, byte(n >> 21 & 127), byte(n >> 14 & 127), byte(n >> 7 & 127), byte(n & 127)}
		b = append(b, body...)
		if footer {
			b = append(b, "3DI\x04\x00\x10\x00\x00\x00\x00"...)
		}
		return b
	}
	id3v1 := append([]byte("TAG"), bytes.Repeat([]byte{0xFF}, 125)...) // sync-looking bytes
	ape := func() []byte {
		items := []byte("\x05\x00\x00\x00\x00\x00\x00\x00Title\x00\xff\xfb\x90\x00\xff")
		foot := []byte("APETAGEX\xd0\x07\x00\x00")
		foot = binary.LittleEndian.AppendUint32(foot, uint32(len(items)+32))
		foot = binary.LittleEndian.AppendUint32(foot, 1)
		foot = binary.LittleEndian.AppendUint32(foot, 0)
		foot = append(foot, make([]byte, 8)...)
		return append(items, foot...)
	}()
	lyrics := []byte("LYRICSBEGIN\xff\xfb\x90\x00 words")
	lyrics = append(lyrics, fmt.Sprintf("%06dLYRICS200", len(lyrics))...)
	var file []byte
	file = append(file, id3v2("\x00\x00\xff\xfb\x90\x00 a frame header inside the tag", false)...)
	file = append(file, id3v2("TIT2 another", true)...)
	file = append(file, bare...)
	file = append(file, ape...)
	file = append(file, lyrics...)
	file = append(file, id3v1...)
	got, _ := pcmOf(t, file, func(b []byte) io.Reader { return bytes.NewReader(b) })
	if !bytes.Equal(got, want) {
		t.Errorf("seekable: %d bytes, the bare file gives %d", len(got), len(want))
	}
	got, d := pcmOf(t, file, func(b []byte) io.Reader { return onlyReader{bytes.NewReader(b)} })
	if !bytes.Equal(got, want) {
		t.Errorf("not seekable: %d bytes, the bare file gives %d", len(got), len(want))
	}
	if n := d.Length(); n != -1 {
		t.Errorf("Length %d without a seekable input or a LAME tag, want -1", n)
	}
}

// TestErrors_Located: what is not a stream rigplay plays, or a damaged
// frame of one, is an *Error with its offset (and frame and time).
func TestErrors_Located(t *testing.T) {
	tone := readFixture(t, "tone.mp3")
	other := append(bytes.Clone(tone), readFixture(t, "tone-44100.mp3")...)
	// The first ten frames, then one of the free format.
	at := 0
	for k := 0; k < 10; k++ {
		h, _ := parseHeader(binary.BigEndian.Uint32(tone[at:]))
		at += h.frameLen()
	}
	free := bytes.Clone(tone[:at+104])
	free[at+2] &^= 0xF0 // bit-rate index 0
	for _, tc := range []struct {
		name string
		data []byte
		want string
	}{
		{"nothing", nil, "at byte 0: no complete MPEG audio frame"},
		{"text", []byte("hello, world"), "at byte 0: no complete MPEG audio frame"},
		{"Layer I", []byte("\xff\xff\x90\x00"), "at byte 0: it is MPEG-1 Layer I, 44100 Hz, which rigplay's MP3 decoder does not play (Layer III only)"},
		{"free format", []byte("\xff\xfb\x00\x00 and more"), "at byte 0: the stream is in the free format (bit-rate index 0), which rigplay's MP3 decoder does not play; encode it at a standard bit rate"},
		{"ID3 not synchsafe", []byte("ID3\x04\x00\x00\x80\x00\x00\x00"), "at byte 0: the ID3 tag size is not synchsafe"},
		{"damaged frame", readFixture(t, "tone-damaged.mp3"), "frame 3 (0.08 s) at byte 313: the granule's data runs past the frame's"},
		{"another stream after", other, "frame 14 (0.37 s) at byte 1463: the frame is MPEG-1 Layer III, 44100 Hz, mono; the stream is MPEG-2 Layer III, 22050 Hz, mono"},
		{"a free-format frame after", free, "frame 10 (0.26 s) at byte " + strconv.Itoa(at) + ": the frame is in the free format (bit-rate index 0), which rigplay's MP3 decoder does not play"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d, err := NewDecoder(bytes.NewReader(tc.data), Options{Strict: true})
			if err == nil {
				_, err = io.ReadAll(d)
			}
			var e *Error
			if !errors.As(err, &e) || err.Error() != tc.want {
				t.Errorf("err = %v\nwant *Error %s", err, tc.want)
			}
			// Playing, a damaged frame is a short silence instead.
			if d != nil {
				d, _ := NewDecoder(bytes.NewReader(tc.data), Options{})
				if _, err := io.ReadAll(d); err != nil {
					t.Errorf("playing: %v", err)
				}
				if n, first := d.Damaged(); n == 0 || first.Error() != tc.want {
					t.Errorf("playing: %d damaged, first %v", n, first)
				}
			}
		})
	}
}

// TestCRC: a frame whose CRC does not match is damaged, and one whose CRC
// matches decodes (lame -p writes CRCs: TestFFmpeg_EveryRateAndMode).
func TestCRC(t *testing.T) {
	tone := readFixture(t, "tone.mp3")
	// Protect frame 2: clear the protection bit and insert the CRC of
	// its header and side information (the frame loses 2 bytes of
	// ancillary room: the tone's frames have spare bytes at their end).
	var frames [][]byte
	for off := 0; off < len(tone); {
		h, _ := parseHeader(binary.BigEndian.Uint32(tone[off:]))
		frames = append(frames, tone[off:off+h.frameLen()])
		off += h.frameLen()
	}
	protect := func(f []byte, bad bool) []byte {
		h, _ := parseHeader(binary.BigEndian.Uint32(f))
		g := append([]byte{}, f[:4]...)
		g[1] &^= 1
		c := crc16(crc16(0xFFFF, g[2:4]), f[4:4+h.sideInfoLen()])
		if bad {
			c ^= 1
		}
		g = append(g, byte(c>>8), byte(c))
		return append(g, f[4:len(f)-2]...)
	}
	for _, bad := range []bool{false, true} {
		var file []byte
		for i, f := range frames {
			if i == 2 {
				f = protect(f, bad)
			}
			file = append(file, f...)
		}
		d, _ := NewDecoder(bytes.NewReader(file), Options{Strict: true})
		_, err := io.ReadAll(d)
		switch {
		case !bad && err != nil:
			t.Errorf("a matching CRC: %v", err)
		case bad && (err == nil || !strings.HasSuffix(err.Error(), "the CRC does not match")):
			t.Errorf("a CRC that does not match: %v", err)
		}
	}
}

// TestSeek_SameAsFromTheStart: reading after a seek gives what reading
// from the start gives there, at frame edges, inside frames, at the
// start, the end and past it; a stream that cannot seek says so.
func TestSeek_SameAsFromTheStart(t *testing.T) {
	needTool(t, "lame")
	for _, tc := range []struct {
		name     string
		rate, ch int
		args     []string
	}{
		{"MPEG-1 stereo VBR, LAME tag", 44100, 2, []string{"-V", "5"}},
		{"MPEG-2.5 mono, no tag", 8000, 1, []string{"-b", "8", "-t"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			data := lameEncode(t, signal(tc.rate, tc.ch, 2, 3), tc.rate, tc.ch, tc.args...)
			all, d := pcmOf(t, data, func(b []byte) io.Reader { return bytes.NewReader(b) })
			step := int64(2 * d.Channels())
			for _, at := range []int64{0, 1, 575, 576, 1152 * 3, int64(len(all))/step/2 + 7, int64(len(all))/step - 1, int64(len(all)) / step} {
				d, _ := NewDecoder(bytes.NewReader(data), Options{Strict: true})
				io.CopyN(io.Discard, d, 1000) // somewhere else first
				pos, err := d.Seek(at*step, io.SeekStart)
				if err != nil || pos != at*step {
					t.Fatalf("Seek(%d) = %d, %v", at*step, pos, err)
				}
				rest, err := io.ReadAll(d)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(rest, all[at*step:]) {
					t.Errorf("after Seek to sample %d: %d bytes, differing from the %d from the start", at, len(rest), len(all)-int(at*step))
				}
			}
			if end, err := d.Seek(0, io.SeekEnd); err != nil || end != int64(len(all)) {
				t.Errorf("Seek to the end: %d, %v; want %d", end, err, len(all))
			}
			if n, err := d.Read(make([]byte, 10)); n != 0 || err != io.EOF {
				t.Errorf("Read at the end: %d, %v", n, err)
			}
			if _, err := d.Seek(-1, io.SeekStart); err == nil {
				t.Error("Seek(-1) did not fail")
			}
		})
	}
	d, err := NewDecoder(onlyReader{bytes.NewReader(readFixture(t, "tone.mp3"))}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := d.Seek(0, io.SeekStart); err == nil {
		t.Error("Seek on a stream that cannot seek did not fail")
	}
}

// TestLAMETag_Gapless: with a LAME tag, the encoder's delay and padding
// are left out: the sound is as long as its source; Info says so.
func TestLAMETag_Gapless(t *testing.T) {
	needTool(t, "lame")
	src := signal(44100, 1, 1.3, 5)
	data := lameEncode(t, src, 44100, 1, "-b", "128")
	got, d := pcmOf(t, data, func(b []byte) io.Reader { return bytes.NewReader(b) })
	info := d.Info()
	if !info.Gapless || info.Delay != 576 || len(got)/2 != len(src) || d.Length() != int64(len(src)) {
		t.Errorf("%+v: %d samples (Length %d), the source %d", info, len(got)/2, d.Length(), len(src))
	}
	// Non-seekable: the tag alone gives the length.
	d, _ = NewDecoder(onlyReader{bytes.NewReader(data)}, Options{})
	if n := d.Length(); n != int64(len(src)) {
		t.Errorf("Length from the tag alone: %d, want %d", n, len(src))
	}
}

// TestTables: every scale-factor band table covers 576 lines (192 per
// short window), and the synthesis window keeps its symmetry.
func TestTables(t *testing.T) {
	for r := range bandsByRate {
		if b := bandsByRate[r]; b.long[22] != 576 || b.short[13] != 192 {
			t.Errorf("%d Hz: long bands end at %d, short at %d", sampleRates[r], b.long[22], b.short[13])
		}
	}
	if synthWindow[256] != float32(75038)/65536 || synthWindow[511] != -synthWindow[1] || synthWindow[448] != synthWindow[64] {
		t.Error("synthesis window")
	}
}

// TestShortBlockKeepsOverlap: a short block adds the whole overlap of the
// block before (ISO/IEC 11172-3 2.4.3.4.10.3), also where a long block
// precedes it without a start block, which ffmpeg cuts short.
func TestShortBlockKeepsOverlap(t *testing.T) {
	var in, out [18]float32
	var overlap [18]float32
	for i := range overlap {
		overlap[i] = float32(i + 1)
	}
	want := overlap
	imdctShort(in[:], overlap[:], out[:])
	if out != want || overlap != [18]float32{} {
		t.Errorf("out %v, overlap %v; want %v and zeros", out, overlap, want)
	}
}

// failingReader gives its bytes, then an error.
type failingReader struct {
	data []byte
	err  error
}

func (f *failingReader) Read(p []byte) (int, error) {
	if len(f.data) == 0 {
		return 0, f.err
	}
	n := copy(p, f.data)
	f.data = f.data[n:]
	return n, nil
}

// TestReadErrors: an input that fails is reported as its error, at the
// start and in the middle, never as a stream that ended.
func TestReadErrors(t *testing.T) {
	boom := errors.New("the disk is gone")
	if _, err := NewDecoder(&failingReader{nil, boom}, Options{}); !errors.Is(err, boom) {
		t.Errorf("at the start: %v", err)
	}
	tone := readFixture(t, "tone.mp3")
	d, err := NewDecoder(&failingReader{tone[:700], boom}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := io.ReadAll(d); !errors.Is(err, boom) {
		t.Errorf("in the middle: %v", err)
	}
}

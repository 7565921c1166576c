package sound

import (
	"bytes"
	"encoding/binary"
	"strings"
	"testing"

	"github.com/rigplay/rigplay/internal/memtest"
)

// allocLimit is what one decode of a hostile test input may allocate in
// all (memtest): the fuzz budget of PCM (1 MiB) and the decoders' buffers,
// many times over, and far below what any header below claims.
const allocLimit = 64 << 20

func TestMain(m *testing.M) {
	memtest.Main(m, map[string]memtest.Func{
		// decode is what every command does with a sound: read its
		// headers, check it and decode it (the fuzz target's limit).
		"decode": func(data []byte) error {
			_, _ = Describe(data)
			_, _ = Check(data, 1<<20)
			_, err := Decode(data, 1<<20)
			return err
		},
	})
}

// oggCRC is the Ogg page checksum (CRC-32, polynomial 0x04c11db7, not
// reflected).
func oggCRC(b []byte) uint32 {
	var crc uint32
	for _, c := range b {
		crc ^= uint32(c) << 24
		for i := 0; i < 8; i++ {
			if crc&0x80000000 != 0 {
				crc = crc<<1 ^ 0x04c11db7
			} else {
				crc <<= 1
			}
		}
	}
	return crc
}

// oggPage builds one Ogg page of whole packets.
func oggPage(flags byte, granule int64, seq uint32, packets ...[]byte) []byte {
	var lacing, body []byte
	for _, p := range packets {
		n := len(p)
		for ; n >= 255; n -= 255 {
			lacing = append(lacing, 255)
		}
		lacing = append(lacing, byte(n))
		body = append(body, p...)
	}
	h := []byte("OggS\x00")
	h = append(h, flags)
	h = binary.LittleEndian.AppendUint64(h, uint64(granule))
	h = binary.LittleEndian.AppendUint32(h, 0x1234) // serial
	h = binary.LittleEndian.AppendUint32(h, seq)
	h = append(h, 0, 0, 0, 0, byte(len(lacing)))
	h = append(append(h, lacing...), body...)
	binary.LittleEndian.PutUint32(h[22:], oggCRC(h))
	return h
}

// tonePackets splits testdata/sounds/tone.ogg (3,760 bytes) into its
// three Vorbis headers and its last page, the audio.
func tonePackets(t testing.TB) (id, comment, setup, audio []byte) {
	t.Helper()
	d := readTone(t, "tone.ogg")
	// page 0: the identification header (30 bytes); page 1: comment and
	// setup; page 2 (at 3381): the audio. Read the lacing of page 1.
	id = d[28:58]
	segs := int(d[58+26])
	lacing := d[58+27 : 58+27+segs]
	at := 58 + 27 + segs
	var sizes []int
	n := 0
	for _, l := range lacing {
		n += int(l)
		if l < 255 {
			sizes = append(sizes, n)
			n = 0
		}
	}
	if len(sizes) != 2 || at+sizes[0]+sizes[1] != 3381 {
		t.Fatalf("tone.ogg is not laid out as expected: %v", sizes)
	}
	comment = d[at : at+sizes[0]]
	setup = d[at+sizes[0] : at+sizes[0]+sizes[1]]
	return id, comment, setup, d[3381:]
}

// buildOgg builds an Ogg Vorbis file of the three headers and the audio
// page, whose granule position is set to last (kept when last < 0).
func buildOgg(id, comment, setup, audio []byte, last int64) []byte {
	out := oggPage(2, 0, 0, id)
	out = append(out, oggPage(0, 0, 1, comment, setup)...)
	a := bytes.Clone(audio)
	if last >= 0 {
		binary.LittleEndian.PutUint64(a[6:], uint64(last))
		binary.LittleEndian.PutUint32(a[22:], 0)
		binary.LittleEndian.PutUint32(a[22:], oggCRC(a))
	}
	return append(out, a...)
}

// withID is tone.ogg's identification header with fields changed.
func withID(id []byte, channels int, rate uint32, blocksizes byte) []byte {
	h := bytes.Clone(id)
	if channels >= 0 {
		h[11] = byte(channels)
	}
	binary.LittleEndian.PutUint32(h[12:], rate)
	if blocksizes != 0 {
		h[28] = blocksizes
	}
	return h
}

// commentHeader builds a comment header: the vendor length as claimed,
// the vendor, the comment count as claimed, then the comments.
func commentHeader(vendorLen uint32, vendor string, count uint32, comments ...string) []byte {
	b := []byte("\x03vorbis")
	b = binary.LittleEndian.AppendUint32(b, vendorLen)
	b = append(b, vendor...)
	b = binary.LittleEndian.AppendUint32(b, count)
	for _, c := range comments {
		b = binary.LittleEndian.AppendUint32(b, uint32(len(c)))
		b = append(b, c...)
	}
	return append(b, 1)
}

// bitWriter writes bits least significant first, as Vorbis packs them.
type bitWriter struct {
	b []byte
	n int
}

func (w *bitWriter) put(v uint64, bits int) *bitWriter {
	for i := 0; i < bits; i++ {
		if w.n%8 == 0 {
			w.b = append(w.b, 0)
		}
		if v>>i&1 != 0 {
			w.b[len(w.b)-1] |= 1 << (w.n % 8)
		}
		w.n++
	}
	return w
}

// setupHeader builds a setup header holding one codebook written by
// book, followed by pad zero bytes (the rest of the header: the library
// would read on into them).
func setupHeader(book func(w *bitWriter), pad int) []byte {
	w := &bitWriter{}
	w.put(0, 8) // one codebook
	w.put(0x564342, 24)
	book(w)
	return append(append([]byte("\x05vorbis"), w.b...), make([]byte, pad)...)
}

// hostileSound is a generated sound file that claims more than it holds.
type hostileSound struct {
	name string
	data []byte
	want string // in the error of Check and Decode
}

// hostileSounds builds small sound files whose headers claim counts,
// lengths, rates, channels, granules and chunk sizes that would make a
// decoder allocate gigabytes (issue 18, class 1), each under 16 KB.
func hostileSounds(t testing.TB) []hostileSound {
	id, comment, setup, audio := tonePackets(t)
	ogg := func(id, comment, setup []byte, last int64) []byte {
		return buildOgg(id, comment, setup, audio, last)
	}
	wav := makeWAV(1, 1, 16, 11025, make([]byte, 64))
	wavAt := func(off int, v uint32) []byte {
		b := bytes.Clone(wav)
		binary.LittleEndian.PutUint32(b[off:], v)
		return b
	}
	wavChannels := bytes.Clone(wav)
	binary.LittleEndian.PutUint16(wavChannels[22:], 0xFFFF)
	mp3 := readTone(t, "tone.mp3")
	id3 := append([]byte("ID3\x04\x00\x00\x7f\x7f\x7f\x7f"), mp3...)
	xing := bytes.Clone(mp3)
	if i := bytes.Index(xing, []byte("Info")); i >= 0 {
		copy(xing[i+8:], "\xff\xff\xff\xff") // frames
	} else if i := bytes.Index(xing, []byte("Xing")); i >= 0 {
		copy(xing[i+8:], "\xff\xff\xff\xff")
	}
	return []hostileSound{
		{"ogg 0xFFFFFFFF comments", ogg(id, commentHeader(4, "test", 0xFFFFFFFF), setup, -1),
			"claims 4294967295 comments, over the limit of 4096"},
		{"ogg 4096 comments in 3 KB", ogg(id, commentHeader(4, "test", 4096), setup, -1),
			"claims 4096 comments, the header has room for 0"},
		{"ogg vendor 0xFFFFFFFF bytes", ogg(id, commentHeader(0xFFFFFFFF, "test", 0), setup, -1),
			"the vendor string claims 4294967295 bytes"},
		{"ogg comment 2 GB long", ogg(id, append(commentHeader(4, "test", 2, "a=b")[:len(commentHeader(4, "test", 2, "a=b"))-1], 0xff, 0xff, 0xff, 0x7f), setup, -1),
			"comment 2 claims 2147483647 bytes"},
		{"ogg rate 2^32-1, last granule 8e11", ogg(withID(id, -1, 0xFFFFFFFF, 0), comment, setup, 8e11),
			"sample rate 4294967295 Hz is outside 1000 to 192000 Hz"},
		{"ogg last granule 8e11", ogg(id, comment, setup, 8e11),
			"the last page claims 800000000000 sample frames"},
		{"ogg rate 0", ogg(withID(id, -1, 0, 0), comment, setup, -1), "sample rate 0 Hz"},
		{"ogg 255 channels", ogg(withID(id, 255, 22050, 0), comment, setup, -1), "255 channels"},
		{"ogg 0 channels", ogg(withID(id, 0, 22050, 0), comment, setup, -1), "0 channels"},
		{"ogg block sizes 2^15", ogg(withID(id, -1, 22050, 0xFF), comment, setup, -1), "block sizes 2^15 and 2^15"},
		{"ogg block sizes 2^0", ogg(withID(id, -1, 22050, 0x10), comment, setup, -1), "block sizes 2^0 and 2^1"},
		{"ogg codebook of 0 entries", ogg(id, comment, setupHeader(func(w *bitWriter) {
			w.put(1, 16).put(0, 24) // 2^32-2 huffman slots in the library
		}, 64), -1), "1 dimensions and 0 entries"},
		{"ogg codebook of 2^24-1 entries in 3 KB", ogg(id, comment, setupHeader(func(w *bitWriter) {
			w.put(1, 16).put(1<<24-1, 24).put(0, 1).put(0, 1)
		}, 3000), -1), "16777215 entries, over the limit of 1048576"},
		{"ogg codebook of 1e6 entries in 3 KB", ogg(id, comment, setupHeader(func(w *bitWriter) {
			w.put(1, 16).put(1_000_000, 24).put(0, 1).put(1, 1) // sparse
		}, 3000), -1), "1000000 entries do not fit in the header"},
		{"ogg codebook of 6.5 million values", ogg(id, comment, setupHeader(func(w *bitWriter) {
			w.put(65535, 16).put(100, 24).put(0, 1).put(0, 1)
			for range 100 {
				w.put(0, 5)
			}
			w.put(2, 4) // lookup type 2
		}, 3000), -1), "6553500 values, over the limit of 4194304"},
		{"ogg codebook lookup values past the header", ogg(id, comment, setupHeader(func(w *bitWriter) {
			w.put(1000, 16).put(2, 24).put(0, 1).put(0, 1).put(0, 5).put(0, 5)
			w.put(2, 4).put(0, 32).put(0, 32).put(15, 4).put(0, 1)
		}, 64), -1), "2000 lookup values do not fit in the header"},
		{"ogg ordered codebook lengths past 32 bits", ogg(id, comment, setupHeader(func(w *bitWriter) {
			w.put(1, 16).put(1000, 24).put(1, 1).put(0, 5) // then lengths of 0 entries each, forever
		}, 200), -1), "codeword lengths over 32 bits"},
		{"ogg page claims more than the file", ogg(id, comment, setup, -1)[:200], "claims 3282 bytes, the file has"},
		{"ogg headers only", oggPage(2, 0, 0, id), "the file ends before the three Vorbis headers"},
		{"wav rate 2^32-1", wavAt(24, 0xFFFFFFFF), "sample rate 4294967295 Hz is outside 1000 to 192000 Hz"},
		{"wav 65535 channels", wavChannels, "65535 channels; the player plays 1 or 2"},
		{"wav data 0xFFFFFFFF bytes", wavAt(40, 0xFFFFFFFF), `chunk "data" at byte 36 claims 4294967295 bytes`},
		{"wav fmt 0xFFFFFFF0 bytes", wavAt(16, 0xFFFFFFF0), `chunk "fmt " at byte 12 claims 4294967280 bytes`},
		{"mp3 ID3 tag of 256 MB", id3, "the ID3 tag claims 268435455 bytes"},
		{"mp3 Xing tag of 2^32-1 frames", xing, ""},
	}
}

// TestHostileSounds: no header claim makes Describe, Check or Decode
// allocate more than allocLimit (each runs under that limit in a child
// process, memtest), and each claim that cannot hold is refused with an
// error that names it, for WAV, Ogg and MP3 alike.
func TestHostileSounds(t *testing.T) {
	for _, h := range hostileSounds(t) {
		t.Run(h.name, func(t *testing.T) {
			if len(h.data) > 16<<10 {
				t.Fatalf("%d bytes; a hostile case should be small", len(h.data))
			}
			memtest.Check(t, "decode", h.data, allocLimit)
			n, cerr := Check(h.data, 1<<20)
			p, err := Decode(h.data, 1<<20)
			if h.want == "" {
				if cerr == nil && (n > 1<<20 || len(p.Data) > 1<<20) {
					t.Errorf("decodes to %d bytes (%d held), over the limit", n, len(p.Data))
				}
				return
			}
			for _, e := range []error{cerr, err} {
				if e == nil || !strings.Contains(e.Error(), h.want) {
					t.Errorf("error %v, want one with %q", e, h.want)
				}
			}
		})
	}
}

// TestHostileSounds_StillPlays: the Ogg builder itself makes files that
// play (so the cases above fail for their header, not the builder), and a
// 192 kHz WAV is counted in the bytes it holds.
func TestHostileSounds_StillPlays(t *testing.T) {
	id, _, setup, audio := tonePackets(t)
	data := buildOgg(id, commentHeader(4, "test", 2, "A=1", "B=2"), setup, audio, -1)
	p, err := Decode(data, 0)
	if err != nil || p.Rate != 22050 || len(p.Data) == 0 {
		t.Fatalf("rebuilt tone.ogg: %d bytes at %d Hz, %v", len(p.Data), p.Rate, err)
	}
	wav := makeWAV(1, 2, 16, 192000, make([]byte, 4000))
	if n, err := Check(wav, 0); err != nil || n != 4000 {
		t.Fatalf("192 kHz WAV: %d, %v; want 4000 bytes", n, err)
	}
}

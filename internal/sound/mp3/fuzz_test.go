package mp3

import (
	"bytes"
	"errors"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/rigplay/rigplay/internal/memtest"
)

// fuzzSeeds are the test MP3s of testdata/sounds (MPEG-1, 2 and 2.5, a
// damaged frame, a LAME tag and CRCs), whole and cut.
func fuzzSeeds(f *testing.F) [][]byte {
	names, _ := filepath.Glob(filepath.Join("..", "..", "..", "testdata", "sounds", "*.mp3"))
	if len(names) == 0 {
		f.Fatal("no test MP3s")
	}
	var seeds [][]byte
	for _, name := range names {
		data, err := os.ReadFile(name)
		if err != nil {
			f.Fatal(err)
		}
		seeds = append(seeds, data, data[:len(data)/2], data[len(data)/3:])
	}
	return append(seeds,
		[]byte("ID3\x04\x00\x10\x00\x00\x00\x00\xff\xfb\x90\x64"),      // an ID3 tag with a footer flag
		[]byte("\xff\xfb\x00\x00"),                                     // the free format
		[]byte("\xff\xfd\x90\x00"),                                     // Layer II
		append([]byte("\xff\xe3\x18\xc4"), make([]byte, 200)...),       // MPEG-2.5 header, zero data
		hugeXing(seeds[0]),                                             // a Xing/Info tag claiming 2^32-1 frames
		append([]byte("ID3\x04\x00\x00\x7f\x7f\x7f\x7f"), seeds[0]...), // an ID3 tag claiming 256 MB
	)
}

// fuzzMaxPCM bounds what one input may decode to, as internal/sound does.
const fuzzMaxPCM = 8 << 20

// FuzzDecoder: no input makes the decoder panic, hang or allocate more than
// its budget, strict or not, reading it whole or seeking in it. The
// budget is the memory limit the decoder is run under: a fixed part (its
// buffers), the frame index (a few bytes per input byte) and the PCM it
// gives; an input that makes it allocate more fails, as a failed
// allocation would, instead of taking the process down; and first each
// input runs in a child process under a memory limit (memtest), so that
// an allocation far over the budget is a failure too, not an abort. What strict
// decoding accepts, playing decodes alike; a seek gives what reading from
// the start gives.
func FuzzDecoder(f *testing.F) {
	for _, s := range fuzzSeeds(f) {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		memtest.Check(t, "decode", data, fuzzAllocLimit)
		budget := uint64(256<<10 + 8*len(data))
		var strict, lenient []byte
		var strictErr error
		for _, opts := range []Options{{Strict: true}, {Stereo: true}} {
			allocated := allocatedBy(func() {
				d, err := NewDecoder(bytes.NewReader(data), opts)
				if err != nil {
					var e *Error
					if !errors.As(err, &e) {
						t.Fatalf("NewDecoder: %v is not an *Error", err)
					}
					strictErr = err
					return
				}
				out, err := readCapped(d, fuzzMaxPCM)
				if opts.Strict {
					strict, strictErr = out, err
				} else {
					lenient = out
					if err != nil {
						t.Fatalf("playing: %v", err)
					}
				}
			})
			// The PCM is counted three times: readCapped's appends
			// grow its slice by doubling.
			if limit := budget + 3*uint64(len(strict)+len(lenient)); allocated > limit {
				t.Fatalf("%+v: allocated %d bytes for a %d-byte input, over the budget of %d", opts, allocated, len(data), limit)
			}
		}
		if strictErr == nil && lenient != nil && !bytes.Equal(lenient, strict) && !bytes.Equal(lenient, doubled(strict)) {
			t.Fatalf("strict gives %d bytes, playing %d, not the same samples", len(strict), len(lenient))
		}
		if strictErr != nil || len(strict) == 0 || len(strict) > 1<<20 {
			return
		}
		// Seek to a third and compare with the linear decode.
		d, err := NewDecoder(bytes.NewReader(data), Options{Strict: true})
		if err != nil {
			t.Fatal(err)
		}
		step := int64(2 * d.Channels())
		at := int64(len(strict)) / 3 / step * step
		if _, err := d.Seek(at, io.SeekStart); err != nil {
			t.Fatalf("Seek(%d): %v", at, err)
		}
		rest, err := io.ReadAll(d)
		if err != nil {
			t.Fatalf("after Seek: %v", err)
		}
		if !bytes.Equal(rest, strict[at:]) {
			t.Fatalf("after Seek(%d): %d bytes, differing from the linear decode's %d", at, len(rest), len(strict)-int(at))
		}
	})
}

// doubled is 16-bit mono PCM as stereo.
func doubled(mono []byte) []byte {
	out := make([]byte, 0, 2*len(mono))
	for i := 0; i+1 < len(mono); i += 2 {
		out = append(out, mono[i], mono[i+1], mono[i], mono[i+1])
	}
	return out
}

// readCapped reads d to its end, or to max bytes.
func readCapped(d *Decoder, max int) ([]byte, error) {
	var out []byte
	buf := make([]byte, 8192)
	for len(out) < max {
		n, err := d.Read(buf)
		out = append(out, buf[:n]...)
		if err == io.EOF {
			return out, nil
		}
		if err != nil {
			return out, err
		}
	}
	return out, nil
}

// allocatedBy is how many bytes f allocates.
func allocatedBy(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// hugeXing is data with its Xing or Info tag's frame count set to
// 2^32-1 (what a hostile file claims; the decoder counts the frames there
// are).
func hugeXing(data []byte) []byte {
	out := bytes.Clone(data)
	for _, id := range []string{"Xing", "Info"} {
		if i := bytes.Index(out, []byte(id)); i >= 0 && i+12 <= len(out) {
			out[i+7] |= 1 // the frames field is there
			copy(out[i+8:], "\xff\xff\xff\xff")
		}
	}
	return out
}

package mp3

import (
	"bytes"
	"io"
	"testing"

	"github.com/rigplay/rigplay/internal/memtest"
)

// fuzzAllocLimit is what one fuzz input may make the decoder allocate in
// all, in the child process memtest runs it in: fuzzMaxPCM of PCM, kept
// strict and lenient, many times over.
const fuzzAllocLimit = 64 << 20

func TestMain(m *testing.M) {
	memtest.Main(m, map[string]memtest.Func{
		// decode reads an input strict and lenient to its end (or
		// fuzzMaxPCM) and seeks in it, as FuzzDecoder does.
		"decode": func(data []byte) error {
			for _, opts := range []Options{{Strict: true}, {Stereo: true}} {
				d, err := NewDecoder(bytes.NewReader(data), opts)
				if err != nil {
					return err
				}
				_ = d.Length()
				if _, err := readCapped(d, fuzzMaxPCM); err != nil {
					return err
				}
				if _, err := d.Seek(0, io.SeekEnd); err != nil {
					return err
				}
			}
			return nil
		},
	})
}

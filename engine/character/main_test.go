package character

import (
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/internal/memtest"
)

// fuzzAllocLimit is what one fuzz input may make a load or a sound check
// allocate in all (memtest runs each under it, in a child process): the
// fuzz targets' own budgets (1 Mpx of images, 1 MiB of sound), many
// times over.
const fuzzAllocLimit = 256 << 20

func TestMain(m *testing.M) {
	memtest.Main(m, map[string]memtest.Func{
		"sound": func(data []byte) error {
			_, err := CheckSound(data, 1<<20)
			return err
		},
		// frame is FuzzLoadFrame's load: Actions.json and a.png, packed.
		"frame": func(data []byte) error {
			parts := memtest.Unpack(data, 2)
			fsys := fstest.MapFS{"Actions.json": {Data: parts[0]}, "a.png": {Data: parts[1]}, "s.wav": {Data: wavBytes}}
			_, _ = Load(fsys, Options{MaxPixels: 1 << 20})
			return nil
		},
	})
}

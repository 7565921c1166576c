package manifest

import (
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/internal/memtest"
)

// fuzzAllocLimit is what one fuzz input may make Decode allocate in all
// (memtest runs each under it, in a child process).
const fuzzAllocLimit = 256 << 20

func TestMain(m *testing.M) {
	memtest.Main(m, map[string]memtest.Func{
		"decode": func(data []byte) error {
			fsys := fstest.MapFS{"Actions.json": {Data: []byte("{}")}, "rig.json": {Data: []byte("{}")}, "clips/idle.json": {Data: []byte("{}")}}
			_, _ = Decode(FileName, data, fsys)
			return nil
		},
	})
}

package clippy

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/rigplay/rigplay/internal/memtest"
)

// fuzzAllocLimit is what one fuzz input may make the importer allocate in
// all (memtest runs each under it, in a child process): Pip's sheet and
// sounds decoded, many times over.
const fuzzAllocLimit = 512 << 20

func TestMain(m *testing.M) {
	memtest.Main(m, map[string]memtest.Func{
		"agent": func(data []byte) error {
			_, _ = ParseAgent("agent.js", data, fuzzLimits)
			return nil
		},
		"sounds": func(data []byte) error {
			_, _ = ParseSounds("sounds-mp3.js", data, fuzzLimits)
			return nil
		},
		"import": func(data []byte) error {
			fsys := fstest.MapFS{"agent.js": &fstest.MapFile{Data: data}}
			for _, name := range []string{"map.png", "sounds-mp3.js"} {
				b, err := os.ReadFile(filepath.Join(fixtureRoot, "Pip", name))
				if err != nil {
					return err
				}
				fsys[name] = &fstest.MapFile{Data: b}
			}
			_, _ = Import(fsys, Options{Limits: fuzzLimits})
			return nil
		},
	})
}

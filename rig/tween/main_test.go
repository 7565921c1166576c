package tween

import (
	"testing"

	"github.com/rigplay/rigplay/internal/memtest"
)

// fuzzAllocLimit is what one fuzz input may make Decode allocate in all
// (memtest runs each under it, in a child process).
const fuzzAllocLimit = 256 << 20

func TestMain(m *testing.M) {
	memtest.Main(m, map[string]memtest.Func{
		"decode": func(data []byte) error {
			_, _ = Decode("f.json", data)
			return nil
		},
	})
}

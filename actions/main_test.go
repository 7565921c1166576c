package actions_test

import (
	"testing"
	"time"

	"github.com/rigplay/rigplay/actions"
	"github.com/rigplay/rigplay/internal/memtest"
)

// fuzzAllocLimit is what one fuzz input may make Decode and a short play
// allocate in all (memtest runs each under it, in a child process).
const fuzzAllocLimit = 256 << 20

func TestMain(m *testing.M) {
	memtest.Main(m, map[string]memtest.Func{
		"decode": func(data []byte) error {
			set, _ := actions.Decode("Actions.json", data, actions.Options{Limits: fuzzLimits})
			if set != nil && len(set.Actions) > 0 {
				p := actions.NewPlayer(set, actions.PlayerOptions{Seed: 1})
				_ = p.Play(set.Actions[0].Name)
				p.Advance(10 * time.Second)
			}
			return nil
		},
	})
}

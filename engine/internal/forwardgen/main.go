// Command forwardgen writes engine/player_forward.go: the methods of the
// pure character.Player and character.Character that engine.Player and
// engine.Character offer as their own, each calling the wrapped value,
// with the pure method's doc comment
// (docs/game-api.md#objects: one composition style, wrapping). Run it with
// go generate ./engine; engine's TestPlayerForwardUpToDate fails when the
// file is stale.
package main

import (
	"fmt"
	"log"
	"os"
	"path/filepath"

	"github.com/rigplay/rigplay/engine/internal/forwardgen/gen"
)

func main() {
	dir := "."
	if len(os.Args) > 1 {
		dir = os.Args[1]
	}
	src, err := gen.Source(filepath.Join(dir, "character"))
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, gen.File), src, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Println("wrote", filepath.Join(dir, gen.File))
}
